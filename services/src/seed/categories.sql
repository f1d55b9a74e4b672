-- Demo product categories: four per brand, named for what the brand makes.
insert into product_categories (product_category_name, brand_id, active_status)
select (case when b.brand_id <= 15
          then array['Smartphones', 'Feature Phones', 'Tablets', 'Accessories', 'Televisions', 'Refrigerators', 'Air Conditioners', 'Audio']
          else array['Beverages', 'Snacks', 'Dairy', 'Personal Care', 'Home Care', 'Cooking Oil', 'Spices', 'Rice & Flour'] end)
         [1 + (b.brand_id * 3 + k) % 8],
       b.brand_id,
       case when (b.brand_id + k) % 17 = 0 then 0 else 1 end
from brands b cross join generate_series(1, 4) as k
order by b.brand_id, k;
