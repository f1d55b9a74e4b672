-- A store moved to another region, city, channel or grade: 023 and 024 recomputed every row of
-- every day (and week) the store has, for every store and grain, in the statement that moved it. At the demo
-- scale a grade change took seconds more than a name change, all of them holding 026's roll-up lock, so a
-- Store List editor toggling one store's grade stalled every check and sales write. A move changes only the rows
-- of the groups the store leaves and joins, per grain (the 'all' grain not at all): those alone are recomputed
-- now, each from every store of its group on those days, so still exact and never a delta.

-- The groups the statement's moved stores left and joined, per grain, and the days and weeks they have rows of.
-- Given each store's old and new row in one order: a trigger's transition tables are its own alone.
create function moved_store_groups(
  olds stores[], news stores[],
  out cities bigint[], out channels integer[], out grades integer[], out days date[], out sale_days date[],
  out mondays date[]
) language plpgsql as $$
declare
  moved integer[];
begin
  with pairs as (
    select (olds[i]).region_id as o_region, (olds[i]).city_id as o_city, (olds[i]).channel_id as o_channel,
      (olds[i]).grade_id as o_grade, (news[i]).region_id as n_region, (news[i]).city_id as n_city,
      (news[i]).channel_id as n_channel, (news[i]).grade_id as n_grade, (news[i]).store_id as store_id
    from generate_subscripts(olds, 1) as i
  ), sides as (
    select store_id, o_region as region_id, o_city as city_id, o_channel as channel_id, o_grade as grade_id,
      (n_region, n_city) is distinct from (o_region, o_city) as city_moved,
      n_channel is distinct from o_channel as channel_moved, n_grade is distinct from o_grade as grade_moved
    from pairs
    union all
    select store_id, n_region, n_city, n_channel, n_grade, (n_region, n_city) is distinct from (o_region, o_city),
      n_channel is distinct from o_channel, n_grade is distinct from o_grade
    from pairs
  )
  select array_agg(distinct (region_id::bigint << 32) | city_id) filter (where city_moved),
         array_agg(distinct channel_id) filter (where channel_moved),
         array_agg(distinct grade_id) filter (where grade_moved),
         array_agg(distinct store_id) filter (where city_moved or channel_moved or grade_moved)
  into cities, channels, grades, moved
  from sides;
  if moved is null then
    return;
  end if;
  select array_agg(distinct d.visit_date), array_agg(distinct date_trunc('week', d.visit_date)::date)
  into days, mondays
  from display_check_daily d where d.store_id = any(moved);
  select array_agg(distinct d.sale_date) into sale_days from sales_daily d where d.store_id = any(moved);
end $$;

-- Whether a row of `grain` with these attributes is in one of the moved groups.
create function in_moved_group(
  grain text, region_id integer, city_id integer, channel_id integer, grade_id integer,
  cities bigint[], channels integer[], grades integer[]
) returns boolean language sql immutable as $$
  select case grain
    when 'city' then ((region_id::bigint << 32) | city_id) = any(cities)
    when 'channel' then channel_id = any(channels)
    when 'grade' then grade_id = any(grades)
    else false end
$$;

-- A store of a moved group: its rows feed a moved group's rows.
create function in_any_moved_group(
  region_id integer, city_id integer, channel_id integer, grade_id integer,
  cities bigint[], channels integer[], grades integer[]
) returns boolean language sql immutable as $$
  select ((region_id::bigint << 32) | city_id) = any(cities) or channel_id = any(channels) or grade_id = any(grades)
$$;

create or replace function stores_regrouped() returns trigger language plpgsql as $$
declare
  g record;
begin
  select * into g from moved_store_groups(
    (select array_agg(o::stores order by o.store_id) from changed_old o join changed_new n on n.store_id = o.store_id),
    (select array_agg(n::stores order by n.store_id) from changed_old o join changed_new n on n.store_id = o.store_id));
  if g.days is not null then
    delete from display_check_attr_daily a where a.visit_date = any(g.days)
      and in_moved_group(a.grain, a.region_id, a.city_id, a.channel_id, a.grade_id, g.cities, g.channels, g.grades);
    insert into display_check_attr_daily (grain, visit_date, brand_id, region_id, city_id, channel_id, grade_id,
      visits, stores, lines, displayed_qty, stock_qty, low_stock_lines)
    select r.* from (
      select case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
               else 'grade' end as grain,
             d.visit_date, d.brand_id, coalesce(s.region_id, 0) as region_id, coalesce(s.city_id, 0) as city_id,
             coalesce(s.channel_id, 0) as channel_id, coalesce(s.grade_id, 0) as grade_id, sum(d.visits), count(*),
             sum(d.lines), sum(d.displayed_qty), sum(d.stock_qty), sum(d.low_stock_lines)
      from display_check_daily d join stores s on s.store_id = d.store_id
      where d.visit_date = any(g.days)
        and in_any_moved_group(s.region_id, s.city_id, s.channel_id, s.grade_id, g.cities, g.channels, g.grades)
      group by d.visit_date, d.brand_id, grouping sets ((s.region_id, s.city_id), (s.channel_id), (s.grade_id))
    ) r
    where in_moved_group(r.grain, r.region_id, r.city_id, r.channel_id, r.grade_id, g.cities, g.channels, g.grades);
  end if;
  if g.sale_days is not null then
    delete from sales_attr_daily a where a.sale_date = any(g.sale_days)
      and in_moved_group(a.grain, a.region_id, a.city_id, a.channel_id, a.grade_id, g.cities, g.channels, g.grades);
    insert into sales_attr_daily (grain, sale_date, brand_id, product_category_id, region_id, city_id, channel_id,
      grade_id, lines, stores, quantity, value)
    select r.* from (
      select case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
               else 'grade' end as grain,
             d.sale_date, coalesce(d.brand_id, 0), coalesce(d.product_category_id, 0),
             coalesce(s.region_id, 0) as region_id, coalesce(s.city_id, 0) as city_id,
             coalesce(s.channel_id, 0) as channel_id, coalesce(s.grade_id, 0) as grade_id,
             sum(d.lines), count(distinct d.store_id), sum(d.quantity), sum(d.value)
      from sales_daily d join stores s on s.store_id = d.store_id
      where d.sale_date = any(g.sale_days)
        and in_any_moved_group(s.region_id, s.city_id, s.channel_id, s.grade_id, g.cities, g.channels, g.grades)
      group by d.sale_date, cube(d.brand_id, d.product_category_id),
        grouping sets ((s.region_id, s.city_id), (s.channel_id), (s.grade_id))
    ) r
    where in_moved_group(r.grain, r.region_id, r.city_id, r.channel_id, r.grade_id, g.cities, g.channels, g.grades);
  end if;
  return null;
end $$;

create or replace function stores_regrouped_weekly() returns trigger language plpgsql as $$
declare
  g record;
begin
  select * into g from moved_store_groups(
    (select array_agg(o::stores order by o.store_id) from changed_old o join changed_new n on n.store_id = o.store_id),
    (select array_agg(n::stores order by n.store_id) from changed_old o join changed_new n on n.store_id = o.store_id));
  if g.mondays is null then
    return null;
  end if;
  delete from display_check_attr_weekly w where w.monday = any(g.mondays)
    and in_moved_group(w.grain, w.region_id, w.city_id, w.channel_id, w.grade_id, g.cities, g.channels, g.grades);
  insert into display_check_attr_weekly (grain, monday, brand_id, region_id, city_id, channel_id, grade_id, stores)
  select r.* from (
    select case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
             else 'grade' end as grain,
           date_trunc('week', d.visit_date)::date, d.brand_id, coalesce(s.region_id, 0) as region_id,
           coalesce(s.city_id, 0) as city_id, coalesce(s.channel_id, 0) as channel_id,
           coalesce(s.grade_id, 0) as grade_id, count(distinct d.store_id)
    from display_check_daily d join stores s on s.store_id = d.store_id
    where d.visit_date in (select m + k from unnest(g.mondays) as m, generate_series(0, 6) as k)
      and in_any_moved_group(s.region_id, s.city_id, s.channel_id, s.grade_id, g.cities, g.channels, g.grades)
    group by date_trunc('week', d.visit_date)::date, d.brand_id,
      grouping sets ((s.region_id, s.city_id), (s.channel_id), (s.grade_id))
  ) r
  where in_moved_group(r.grain, r.region_id, r.city_id, r.channel_id, r.grade_id, g.cities, g.channels, g.grades);
  return null;
end $$;
