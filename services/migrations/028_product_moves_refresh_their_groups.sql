-- A product moved to another category or brand: 020 and 022 rewrote the store-grain rows of
-- every brand of every (day, store) it sold or was checked in, so 023 and 024 recomputed every row of those days
-- and weeks, every store and brand, all under 026's roll-up lock (one Product List edit timed out the gateway);
-- and a name-only edit took the lock and joined the product against every line and sale. A move changes only
-- the rows of the brand and category groups the product leaves and joins: those alone are recomputed now, each
-- from every store of its group on those days, so still exact and never a delta; an edit that moves nothing
-- takes no lock and reads nothing.

-- The roll-up lock only for a row that moves (026 took it for every statement on products). Returns the row: a
-- BEFORE ROW trigger that returns null drops it.
create function lock_report_rollups_for_row() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(2026, 20);
  return new;
end $$;
drop trigger products_rollup_lock on products;
create trigger products_rollup_lock before update on products for each row
  when (old.brand_id is distinct from new.brand_id or old.product_category_id is distinct from new.product_category_id)
  execute function lock_report_rollups_for_row();

-- While a product move rewrites store-grain rows, 023's and 024's whole-day refreshes stand aside: the move
-- refreshes its own groups' rows after. Transaction-local, and set back before the move's trigger returns.
drop trigger display_check_attr_daily_insert on display_check_daily;
drop trigger display_check_attr_daily_delete on display_check_daily;
drop trigger display_check_attr_weekly_insert on display_check_daily;
drop trigger display_check_attr_weekly_delete on display_check_daily;
drop trigger sales_attr_daily_insert on sales_daily;
drop trigger sales_attr_daily_delete on sales_daily;
create trigger display_check_attr_daily_insert after insert on display_check_daily
  referencing new table as changed_new for each statement
  when (current_setting('report_rollups.product_move', true) is distinct from 'on')
  execute function display_check_daily_added();
create trigger display_check_attr_daily_delete after delete on display_check_daily
  referencing old table as changed_old for each statement
  when (current_setting('report_rollups.product_move', true) is distinct from 'on')
  execute function display_check_daily_removed();
create trigger display_check_attr_weekly_insert after insert on display_check_daily
  referencing new table as changed_new for each statement
  when (current_setting('report_rollups.product_move', true) is distinct from 'on')
  execute function display_check_daily_weeks_added();
create trigger display_check_attr_weekly_delete after delete on display_check_daily
  referencing old table as changed_old for each statement
  when (current_setting('report_rollups.product_move', true) is distinct from 'on')
  execute function display_check_daily_weeks_removed();
create trigger sales_attr_daily_insert after insert on sales_daily
  referencing new table as changed_new for each statement
  when (current_setting('report_rollups.product_move', true) is distinct from 'on')
  execute function sales_daily_added();
create trigger sales_attr_daily_delete after delete on sales_daily
  referencing old table as changed_old for each statement
  when (current_setting('report_rollups.product_move', true) is distinct from 'on')
  execute function sales_daily_removed();

-- Checks: the rows of `brands` alone, at the store grain of these (day, store) pairs (brand 0, every brand, keeps
-- its lines), then per day and per week over every store. 025 still refreshes the previous visit days of the
-- (store, brand) pairs the store grain rewrote.
create function refresh_display_check_brands(days date[], store_ids integer[], brands integer[]) returns void
language sql as $$
  delete from display_check_daily d
  using (select distinct visit_date, store_id from unnest(days, store_ids) as k(visit_date, store_id)) k
  where d.visit_date = k.visit_date and d.store_id = k.store_id and d.brand_id = any(brands);
  insert into display_check_daily (visit_date, store_id, brand_id, visits, lines, displayed_qty, stock_qty,
    low_stock_lines)
  select v.visit_date, v.store_id, p.brand_id, count(distinct v.visit_id), count(*), sum(l.displayed_qty),
         sum(l.stock_qty), count(*) filter (where l.low_stock)
  from (select distinct visit_date, store_id from unnest(days, store_ids) as k(visit_date, store_id)) k
  join visits v on v.visit_date = k.visit_date and v.store_id = k.store_id
  join display_check_lines l on l.visit_id = v.visit_id
  join products p on p.product_id = l.product_id and p.brand_id = any(brands)
  group by v.visit_date, v.store_id, p.brand_id;

  delete from display_check_attr_daily a
  where a.visit_date in (select distinct unnest(days)) and a.brand_id = any(brands);
  insert into display_check_attr_daily (grain, visit_date, brand_id, region_id, city_id, channel_id, grade_id,
    visits, stores, lines, displayed_qty, stock_qty, low_stock_lines)
  select case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
           when grouping(s.grade_id) = 0 then 'grade' else 'all' end,
         d.visit_date, d.brand_id, coalesce(s.region_id, 0), coalesce(s.city_id, 0), coalesce(s.channel_id, 0),
         coalesce(s.grade_id, 0), sum(d.visits), count(*), sum(d.lines), sum(d.displayed_qty), sum(d.stock_qty),
         sum(d.low_stock_lines)
  from display_check_daily d join stores s on s.store_id = d.store_id
  where d.visit_date in (select distinct unnest(days)) and d.brand_id = any(brands)
  group by d.visit_date, d.brand_id, grouping sets ((), (s.region_id, s.city_id), (s.channel_id), (s.grade_id));

  delete from display_check_attr_weekly w
  where w.monday in (select distinct date_trunc('week', unnest(days))::date) and w.brand_id = any(brands);
  insert into display_check_attr_weekly (grain, monday, brand_id, region_id, city_id, channel_id, grade_id, stores)
  select case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
           when grouping(s.grade_id) = 0 then 'grade' else 'all' end,
         date_trunc('week', d.visit_date)::date, d.brand_id, coalesce(s.region_id, 0), coalesce(s.city_id, 0),
         coalesce(s.channel_id, 0), coalesce(s.grade_id, 0), count(distinct d.store_id)
  from display_check_daily d join stores s on s.store_id = d.store_id
  where d.visit_date in (
      select distinct m + k from (select distinct date_trunc('week', unnest(days))::date as m) w,
        generate_series(0, 6) as k)
    and d.brand_id = any(brands)
  group by date_trunc('week', d.visit_date)::date, d.brand_id,
    grouping sets ((), (s.region_id, s.city_id), (s.channel_id), (s.grade_id));
$$;

create or replace function products_rebranded() returns trigger language plpgsql as $$
declare
  brands integer[];
  days date[];
  store_ids integer[];
begin
  select array_agg(distinct b) into brands
  from changed_new n join changed_old o on o.product_id = n.product_id, unnest(array[o.brand_id, n.brand_id]) as b
  where n.brand_id is distinct from o.brand_id;
  if brands is null then
    return null;
  end if;
  select array_agg(v.visit_date), array_agg(v.store_id) into days, store_ids
  from visits v
  where v.visit_id in (
    select l.visit_id from display_check_lines l
    join changed_new n on n.product_id = l.product_id
    join changed_old o on o.product_id = n.product_id
    where n.brand_id is distinct from o.brand_id);
  if days is null then
    return null;
  end if;
  perform set_config('report_rollups.product_move', 'on', true);
  perform refresh_display_check_brands(days, store_ids, brands);
  perform set_config('report_rollups.product_move', '', true);
  return null;
end $$;

-- Sales: the (brand, category) cells a moved product left and joined, with 0 for "every brand" or "every
-- category" where that side moved ((0, 0), every sale of the day, never changes). The store grain holds no 0.
create function refresh_sales_cells(days date[], store_ids integer[], brands integer[], categories integer[])
returns void language sql as $$
  delete from sales_daily d
  using (select distinct sale_date, store_id from unnest(days, store_ids) as k(sale_date, store_id)) k
  where d.sale_date = k.sale_date and d.store_id = k.store_id
    and (d.brand_id, d.product_category_id) in (select * from unnest(brands, categories));
  insert into sales_daily (sale_date, store_id, brand_id, product_category_id, lines, quantity, value)
  select sa.sale_date, sa.store_id, p.brand_id, p.product_category_id, count(*), sum(sa.quantity), sum(sa.value)
  from (select distinct sale_date, store_id from unnest(days, store_ids) as k(sale_date, store_id)) k
  join sales sa on sa.sale_date = k.sale_date and sa.store_id = k.store_id
  join products p on p.product_id = sa.product_id
  where (p.brand_id, p.product_category_id) in (select * from unnest(brands, categories))
  group by sa.sale_date, sa.store_id, p.brand_id, p.product_category_id;

  delete from sales_attr_daily a
  where a.sale_date in (select distinct unnest(days))
    and (a.brand_id, a.product_category_id) in (select * from unnest(brands, categories));
  insert into sales_attr_daily (grain, sale_date, brand_id, product_category_id, region_id, city_id, channel_id,
    grade_id, lines, stores, quantity, value)
  select r.* from (
    select case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
             when grouping(s.grade_id) = 0 then 'grade' else 'all' end as grain,
           d.sale_date, coalesce(d.brand_id, 0) as brand_id, coalesce(d.product_category_id, 0) as category_id,
           coalesce(s.region_id, 0), coalesce(s.city_id, 0), coalesce(s.channel_id, 0), coalesce(s.grade_id, 0),
           sum(d.lines), count(distinct d.store_id), sum(d.quantity), sum(d.value)
    from sales_daily d join stores s on s.store_id = d.store_id
    where d.sale_date in (select distinct unnest(days))
      and (d.brand_id = any(brands) or d.product_category_id = any(categories))
    group by d.sale_date, cube(d.brand_id, d.product_category_id),
      grouping sets ((), (s.region_id, s.city_id), (s.channel_id), (s.grade_id))
  ) r
  where (r.brand_id, r.category_id) in (select * from unnest(brands, categories));
$$;

create or replace function products_resorted_sales() returns trigger language plpgsql as $$
declare
  brands integer[];
  categories integer[];
  days date[];
  store_ids integer[];
begin
  with moves as (
    select o.brand_id as o_brand, o.product_category_id as o_category, n.brand_id as n_brand,
      n.product_category_id as n_category
    from changed_new n join changed_old o on o.product_id = n.product_id
    where (n.brand_id, n.product_category_id) is distinct from (o.brand_id, o.product_category_id)
  ), cells as (
    select o_brand as brand_id, o_category as category_id from moves
    union select n_brand, n_category from moves
    union select o_brand, 0 from moves where o_brand is distinct from n_brand
    union select n_brand, 0 from moves where o_brand is distinct from n_brand
    union select 0, o_category from moves where o_category is distinct from n_category
    union select 0, n_category from moves where o_category is distinct from n_category
  )
  select array_agg(brand_id), array_agg(category_id) into brands, categories from cells;
  if brands is null then
    return null;
  end if;
  select array_agg(k.sale_date), array_agg(k.store_id) into days, store_ids
  from (select distinct sa.sale_date, sa.store_id from sales sa
    join changed_new n on n.product_id = sa.product_id
    join changed_old o on o.product_id = n.product_id
    where (n.brand_id, n.product_category_id) is distinct from (o.brand_id, o.product_category_id)) k;
  if days is null then
    return null;
  end if;
  perform set_config('report_rollups.product_move', 'on', true);
  perform refresh_sales_cells(days, store_ids, brands, categories);
  perform set_config('report_rollups.product_move', '', true);
  return null;
end $$;
