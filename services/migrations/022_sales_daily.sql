-- A daily roll-up of the sales, read by DailySales instead of every sale of the window: per
-- sale day, store, brand and product category (the grain of every report filter), the sale lines and
-- the sums of their quantity and value (numeric, so a sum of sums is the sum). Store attributes are
-- joined when read. Statement triggers keep it in the transaction of every write of sales and of a
-- product's brand or category: each affected (day, store) is recomputed from its sales, never a delta.
create table sales_daily (
  sale_date date not null,
  store_id integer not null,
  brand_id integer not null,
  product_category_id integer not null,
  lines integer not null,
  quantity bigint not null,
  value numeric not null,
  primary key (sale_date, store_id, brand_id, product_category_id)
);

create function refresh_sales_daily(days date[], store_ids integer[]) returns void
language sql as $$
  delete from sales_daily d
  using (select distinct sale_date, store_id from unnest(days, store_ids) as k(sale_date, store_id)) k
  where d.sale_date = k.sale_date and d.store_id = k.store_id;
  insert into sales_daily (sale_date, store_id, brand_id, product_category_id, lines, quantity, value)
  select sa.sale_date, sa.store_id, p.brand_id, p.product_category_id, count(*), sum(sa.quantity), sum(sa.value)
  from (select distinct sale_date, store_id from unnest(days, store_ids) as k(sale_date, store_id)) k
  join sales sa on sa.sale_date = k.sale_date and sa.store_id = k.store_id
  join products p on p.product_id = sa.product_id
  group by sa.sale_date, sa.store_id, p.brand_id, p.product_category_id;
$$;

-- One function per statement kind (a trigger with transition tables has one event).
create function sales_added() returns trigger language plpgsql as $$
begin
  perform refresh_sales_daily(array_agg(sale_date), array_agg(store_id)) from changed_new;
  return null;
end $$;

create function sales_removed() returns trigger language plpgsql as $$
begin
  perform refresh_sales_daily(array_agg(sale_date), array_agg(store_id)) from changed_old;
  return null;
end $$;

create function sales_updated() returns trigger language plpgsql as $$
begin
  perform refresh_sales_daily(array_agg(k.sale_date), array_agg(k.store_id))
  from (select sale_date, store_id from changed_new union select sale_date, store_id from changed_old) k;
  return null;
end $$;

create trigger sales_daily_insert after insert on sales
  referencing new table as changed_new for each statement execute function sales_added();
create trigger sales_daily_delete after delete on sales
  referencing old table as changed_old for each statement execute function sales_removed();
create trigger sales_daily_update after update on sales
  referencing new table as changed_new old table as changed_old
  for each statement execute function sales_updated();

-- A product moved to another brand or category: the (day, store) of every sale of it.
create function products_resorted_sales() returns trigger language plpgsql as $$
begin
  perform refresh_sales_daily(array_agg(k.sale_date), array_agg(k.store_id))
  from (select distinct sa.sale_date, sa.store_id from sales sa
    join changed_new n on n.product_id = sa.product_id
    join changed_old o on o.product_id = n.product_id
    where n.brand_id is distinct from o.brand_id or n.product_category_id is distinct from o.product_category_id) k;
  return null;
end $$;
create trigger products_sales_daily_update after update on products
  referencing new table as changed_new old table as changed_old
  for each statement execute function products_resorted_sales();

-- What is there already, at once.
insert into sales_daily (sale_date, store_id, brand_id, product_category_id, lines, quantity, value)
select sa.sale_date, sa.store_id, p.brand_id, p.product_category_id, count(*), sum(sa.quantity), sum(sa.value)
from sales sa join products p on p.product_id = sa.product_id
group by sa.sale_date, sa.store_id, p.brand_id, p.product_category_id;
