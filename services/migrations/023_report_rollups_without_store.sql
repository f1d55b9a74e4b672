-- Daily roll-ups without the store: at ten times scale a store has about one visit or sale a
-- day, so the store-grain roll-ups (020, 022) barely shrink the rows. These keep, per day and brand, one
-- row per value of ONE store attribute the report filters use: grain 'all' (no attribute), 'city'
-- (region and city), 'channel' or 'grade'; 0 in a column not in the grain. `stores` is the number of
-- distinct stores of the row's day, exact because a store has one value of each attribute. Built from the
-- store-grain roll-ups joined to stores; statement triggers on those roll-ups and on a store whose
-- attributes change recompute every affected day from them, never a delta.
create table display_check_attr_daily (
  grain text not null,
  visit_date date not null,
  brand_id integer not null,
  region_id integer not null,
  city_id integer not null,
  channel_id integer not null,
  grade_id integer not null,
  visits integer not null,
  stores integer not null,
  lines integer not null,
  displayed_qty bigint not null,
  stock_qty bigint not null,
  low_stock_lines integer not null,
  primary key (grain, visit_date, brand_id, region_id, city_id, channel_id, grade_id)
);

-- Sales: brand and category each 0 for "every one" as well (DailySales counts the stores of a day under
-- a brand, a category, both or neither, and distinct stores do not add up across them).
create table sales_attr_daily (
  grain text not null,
  sale_date date not null,
  brand_id integer not null,
  product_category_id integer not null,
  region_id integer not null,
  city_id integer not null,
  channel_id integer not null,
  grade_id integer not null,
  lines integer not null,
  stores integer not null,
  quantity bigint not null,
  value numeric not null,
  primary key (grain, sale_date, brand_id, product_category_id, region_id, city_id, channel_id, grade_id)
);

create function refresh_display_check_attr_daily(days date[]) returns void
language sql as $$
  delete from display_check_attr_daily a where a.visit_date = any(days);
  insert into display_check_attr_daily (grain, visit_date, brand_id, region_id, city_id, channel_id, grade_id,
    visits, stores, lines, displayed_qty, stock_qty, low_stock_lines)
  select case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
           when grouping(s.grade_id) = 0 then 'grade' else 'all' end,
         d.visit_date, d.brand_id, coalesce(s.region_id, 0), coalesce(s.city_id, 0), coalesce(s.channel_id, 0),
         coalesce(s.grade_id, 0), sum(d.visits), count(*), sum(d.lines), sum(d.displayed_qty), sum(d.stock_qty),
         sum(d.low_stock_lines)
  from display_check_daily d join stores s on s.store_id = d.store_id
  where d.visit_date = any(days)
  group by d.visit_date, d.brand_id, grouping sets ((), (s.region_id, s.city_id), (s.channel_id), (s.grade_id));
$$;

create function refresh_sales_attr_daily(days date[]) returns void
language sql as $$
  delete from sales_attr_daily a where a.sale_date = any(days);
  insert into sales_attr_daily (grain, sale_date, brand_id, product_category_id, region_id, city_id, channel_id,
    grade_id, lines, stores, quantity, value)
  select case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
           when grouping(s.grade_id) = 0 then 'grade' else 'all' end,
         d.sale_date, coalesce(d.brand_id, 0), coalesce(d.product_category_id, 0), coalesce(s.region_id, 0),
         coalesce(s.city_id, 0), coalesce(s.channel_id, 0), coalesce(s.grade_id, 0),
         sum(d.lines), count(distinct d.store_id), sum(d.quantity), sum(d.value)
  from sales_daily d join stores s on s.store_id = d.store_id
  where d.sale_date = any(days)
  group by d.sale_date, cube(d.brand_id, d.product_category_id),
    grouping sets ((), (s.region_id, s.city_id), (s.channel_id), (s.grade_id));
$$;

-- The store-grain roll-ups rewrite a (day, store) by a delete then an insert: each statement refreshes
-- its days (one function per statement kind: a trigger with transition tables has one event).
create function display_check_daily_added() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_attr_daily(array_agg(distinct visit_date)) from changed_new;
  return null;
end $$;
create function display_check_daily_removed() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_attr_daily(array_agg(distinct visit_date)) from changed_old;
  return null;
end $$;
create trigger display_check_attr_daily_insert after insert on display_check_daily
  referencing new table as changed_new for each statement execute function display_check_daily_added();
create trigger display_check_attr_daily_delete after delete on display_check_daily
  referencing old table as changed_old for each statement execute function display_check_daily_removed();

create function sales_daily_added() returns trigger language plpgsql as $$
begin
  perform refresh_sales_attr_daily(array_agg(distinct sale_date)) from changed_new;
  return null;
end $$;
create function sales_daily_removed() returns trigger language plpgsql as $$
begin
  perform refresh_sales_attr_daily(array_agg(distinct sale_date)) from changed_old;
  return null;
end $$;
create trigger sales_attr_daily_insert after insert on sales_daily
  referencing new table as changed_new for each statement execute function sales_daily_added();
create trigger sales_attr_daily_delete after delete on sales_daily
  referencing old table as changed_old for each statement execute function sales_daily_removed();

-- A store moved to another region, city, channel or grade: every day it has a row of.
create function stores_regrouped() returns trigger language plpgsql as $$
declare
  moved integer[];
begin
  select array_agg(n.store_id) into moved
  from changed_new n join changed_old o on o.store_id = n.store_id
  where (n.region_id, n.city_id, n.channel_id, n.grade_id)
    is distinct from (o.region_id, o.city_id, o.channel_id, o.grade_id);
  if moved is null then
    return null;
  end if;
  perform refresh_display_check_attr_daily(array_agg(distinct d.visit_date))
  from display_check_daily d where d.store_id = any(moved);
  perform refresh_sales_attr_daily(array_agg(distinct d.sale_date))
  from sales_daily d where d.store_id = any(moved);
  return null;
end $$;
create trigger stores_attr_daily_update after update on stores
  referencing new table as changed_new old table as changed_old
  for each statement execute function stores_regrouped();

-- What is there already.
select refresh_display_check_attr_daily(array_agg(distinct visit_date)) from display_check_daily;
select refresh_sales_attr_daily(array_agg(distinct sale_date)) from sales_daily;
