-- Demo reference data: regions, cities with their centres, districts, channels, store types, grades.
insert into regions (region_id, region_name) values
  (1, 'Dhaka'), (2, 'Chattogram'), (3, 'Khulna'), (4, 'Rajshahi'),
  (5, 'Sylhet'), (6, 'Barishal'), (7, 'Rangpur'), (8, 'Mymensingh');

insert into cities (city_id, city_name, region_id, latitude, longitude) values
  (1, 'Dhaka', 1, 23.8103, 90.4125), (2, 'Gazipur', 1, 23.9999, 90.4203), (3, 'Narayanganj', 1, 23.6238, 90.5000),
  (4, 'Tangail', 1, 24.2513, 89.9167), (5, 'Narsingdi', 1, 23.9322, 90.7150),
  (6, 'Chattogram', 2, 22.3569, 91.7832), (7, 'Cox''s Bazar', 2, 21.4272, 92.0058), (8, 'Cumilla', 2, 23.4607, 91.1809),
  (9, 'Feni', 2, 23.0159, 91.3976), (10, 'Noakhali', 2, 22.8696, 91.0995),
  (11, 'Khulna', 3, 22.8456, 89.5403), (12, 'Jashore', 3, 23.1664, 89.2081), (13, 'Kushtia', 3, 23.9013, 89.1204),
  (14, 'Satkhira', 3, 22.7185, 89.0705), (15, 'Bagerhat', 3, 22.6516, 89.7859),
  (16, 'Rajshahi', 4, 24.3745, 88.6042), (17, 'Bogura', 4, 24.8465, 89.3773), (18, 'Pabna', 4, 24.0064, 89.2372),
  (19, 'Naogaon', 4, 24.7936, 88.9318), (20, 'Sirajganj', 4, 24.4534, 89.7007),
  (21, 'Sylhet', 5, 24.8949, 91.8687), (22, 'Moulvibazar', 5, 24.4829, 91.7774), (23, 'Habiganj', 5, 24.3840, 91.4169),
  (24, 'Sunamganj', 5, 25.0658, 91.3950), (25, 'Sreemangal', 5, 24.3065, 91.7296),
  (26, 'Barishal', 6, 22.7010, 90.3535), (27, 'Patuakhali', 6, 22.3596, 90.3299), (28, 'Bhola', 6, 22.6859, 90.6482),
  (29, 'Pirojpur', 6, 22.5841, 89.9720), (30, 'Jhalokathi', 6, 22.6406, 90.1987),
  (31, 'Rangpur', 7, 25.7439, 89.2752), (32, 'Dinajpur', 7, 25.6217, 88.6354), (33, 'Kurigram', 7, 25.8054, 89.6362),
  (34, 'Gaibandha', 7, 25.3288, 89.5286), (35, 'Nilphamari', 7, 25.9318, 88.8560),
  (36, 'Mymensingh', 8, 24.7471, 90.4203), (37, 'Jamalpur', 8, 24.9375, 89.9378), (38, 'Netrokona', 8, 24.8703, 90.7279),
  (39, 'Sherpur', 8, 25.0205, 90.0153), (40, 'Kishoreganj', 8, 24.4449, 90.7766);

insert into districts (district_id, district_name, city_id)
select (c.city_id - 1) * 3 + k, c.city_name || ' ' || (array['Sadar', 'North', 'South'])[k], c.city_id
from cities c cross join generate_series(1, 3) as k;

insert into channel_types (channel_type_id, channel_type_name) values
  (1, 'Modern Trade'), (2, 'Traditional Trade'), (3, 'E-commerce');

insert into channels (channel_id, channel_name, channel_type_id) values
  (1, 'Supermarket', 1), (2, 'Hypermarket', 1), (3, 'Convenience Store', 1),
  (4, 'Grocery', 2), (5, 'Pharmacy', 2), (6, 'Wholesale', 2), (7, 'Cosmetics Shop', 2),
  (8, 'Marketplace', 3), (9, 'Brand Shop', 3);

insert into store_types (store_type_id, store_type_name) values
  (1, 'Flagship'), (2, 'Standard'), (3, 'Kiosk'), (4, 'Shop-in-shop');

insert into grades (grade_id, grade_name) values (1, 'A'), (2, 'B'), (3, 'C'), (4, 'D');

insert into store_sub_grades (store_sub_grade_id, store_sub_grade_name, grade_id)
select (g.grade_id - 1) * 3 + k, g.grade_name || (array['+', '', '-'])[k], g.grade_id
from grades g cross join generate_series(1, 3) as k;

-- A team type's roles are data (what the product reads), never its name.
insert into team_types (team_type_id, team_type_name, takes_targets, manages_brands, field_staff) values
  (1, 'Administrator', false, false, false), (2, 'Manager', false, true, false), (3, 'Supervisor', false, false, true),
  (4, 'Promoter', true, false, true), (5, 'Merchandiser', false, false, false),
  (6, 'Analyst', false, false, false);
