-- Demo products: about seven per category ({{products}} at most), with model codes made of the
-- brand's initials, the category's id and a serial, so they are unique and read like real ones.
insert into products (product_group_id, product_category_id, product_model_code, product_model_name, brand_id, short_name, active_status)
select 1, c.product_category_id,
       upper(left(regexp_replace(b.brand_name, '[^A-Za-z]', '', 'g'), 3)) || '-' || lpad(c.product_category_id::text, 3, '0') || lpad(k::text, 2, '0'),
       b.brand_name || ' ' || c.product_category_name || ' ' || series.name || ' ' || (100 + k * 10 + c.product_category_id % 10),
       b.brand_id,
       series.name || ' ' || (100 + k * 10 + c.product_category_id % 10),
       case when (c.product_category_id + k) % 19 = 0 or c.active_status = 0 then 0 else 1 end
from product_categories c
join brands b on b.brand_id = c.brand_id
cross join generate_series(1, 7) as k
cross join lateral (select (array['Lite', 'Plus', 'Pro', 'Max', 'Mini', 'Classic', 'Prime'])[1 + (k + c.product_category_id) % 7] as name) as series
order by c.product_category_id, k
limit {{products}};
