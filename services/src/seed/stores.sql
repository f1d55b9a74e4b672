-- Demo stores: {{stores}} of them, spread over the cities with deterministic pseudo-random choices
-- (hashtext of the store number), so every seed produces the same stores.
insert into stores (store_id, store_code, store_name, store_type_id, channel_id, channel_type_id,
                    longitude, latitude, address, district_id, region_id, city_id, grade_id,
                    store_sub_grade_id, active_status)
select i,
       'ST' || lpad(i::text, 5, '0'),
       (array['Shwapno', 'Agora', 'Meena Bazar', 'Unimart', 'Family Needs', 'Daily Shopping', 'Prince Bazar',
              'Lavender', 'Almas', 'Nandan', 'City Mart', 'Pran Shop', 'Rahim Store', 'Karim Traders',
              'Bismillah Store', 'Amana Mart', 'Green Grocer', 'Lazz Pharma', 'Tasneem Pharmacy', 'Daraz Hub'])
         [1 + abs(hashtext('name' || i)) % 20] || ' ' || d.district_name,
       1 + abs(hashtext('type' || i)) % 4,
       ch.channel_id,
       ch.channel_type_id,
       round((c.longitude + ((abs(hashtext('lon' || i)) % 1000) - 500) / 10000.0)::numeric, 6)::double precision,
       round((c.latitude + ((abs(hashtext('lat' || i)) % 1000) - 500) / 10000.0)::numeric, 6)::double precision,
       'House ' || (1 + abs(hashtext('house' || i)) % 120) || ', Road ' || (1 + abs(hashtext('road' || i)) % 40)
         || ', ' || d.district_name || ', ' || c.city_name,
       d.district_id,
       c.region_id,
       c.city_id,
       sg.grade_id,
       sg.store_sub_grade_id,
       case when abs(hashtext('active' || i)) % 100 < 92 then 1 else 0 end
from generate_series(1, {{stores}}) as i
join districts d on d.district_id = 1 + abs(hashtext('district' || i)) % 120
join cities c on c.city_id = d.city_id
join channels ch on ch.channel_id = 1 + abs(hashtext('channel' || i)) % 9
join store_sub_grades sg on sg.store_sub_grade_id = 1 + abs(hashtext('grade' || i)) % 12;
select setval(pg_get_serial_sequence('stores', 'store_id'), (select max(store_id) from stores));
