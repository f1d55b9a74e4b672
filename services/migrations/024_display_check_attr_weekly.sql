-- Distinct stores per whole ISO week: Trend's Stores is a count of distinct stores over a week,
-- which the daily roll-ups (023) cannot add up, and counting them from the store grain (020) sorted
-- 289,197 (week, brand, store) triples at ten times scale. Per week's Monday and brand, one row per
-- value of ONE store attribute, the grains of 023 ('all', 'city' with its region, 'channel', 'grade');
-- `stores` is exact per row because a store has one value of each attribute, so the rows of a grain add
-- up. Trend reads whole weeks of its window here and counts only the partial edge weeks from the store
-- grain. Statement triggers on the store grain and on a store whose attributes change recompute every
-- affected week from the store grain, never a delta.
create table display_check_attr_weekly (
  grain text not null,
  monday date not null,
  brand_id integer not null,
  region_id integer not null,
  city_id integer not null,
  channel_id integer not null,
  grade_id integer not null,
  stores integer not null,
  primary key (grain, monday, brand_id, region_id, city_id, channel_id, grade_id)
);

create function refresh_display_check_attr_weekly(mondays date[]) returns void
language sql as $$
  delete from display_check_attr_weekly w where w.monday = any(mondays);
  insert into display_check_attr_weekly (grain, monday, brand_id, region_id, city_id, channel_id, grade_id, stores)
  select case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
           when grouping(s.grade_id) = 0 then 'grade' else 'all' end,
         date_trunc('week', d.visit_date)::date, d.brand_id, coalesce(s.region_id, 0), coalesce(s.city_id, 0),
         coalesce(s.channel_id, 0), coalesce(s.grade_id, 0), count(distinct d.store_id)
  from display_check_daily d join stores s on s.store_id = d.store_id
  where d.visit_date in (select m + k from unnest(mondays) as m, generate_series(0, 6) as k)
  group by date_trunc('week', d.visit_date)::date, d.brand_id,
    grouping sets ((), (s.region_id, s.city_id), (s.channel_id), (s.grade_id));
$$;

-- The store grain rewrites a (day, store) by a delete then an insert: each statement refreshes its
-- weeks (one function per statement kind: a trigger with transition tables has one event).
create function display_check_daily_weeks_added() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_attr_weekly(array_agg(distinct date_trunc('week', visit_date)::date))
  from changed_new;
  return null;
end $$;
create function display_check_daily_weeks_removed() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_attr_weekly(array_agg(distinct date_trunc('week', visit_date)::date))
  from changed_old;
  return null;
end $$;
create trigger display_check_attr_weekly_insert after insert on display_check_daily
  referencing new table as changed_new for each statement execute function display_check_daily_weeks_added();
create trigger display_check_attr_weekly_delete after delete on display_check_daily
  referencing old table as changed_old for each statement execute function display_check_daily_weeks_removed();

-- A store moved to another region, city, channel or grade: every week it has a row of.
create function stores_regrouped_weekly() returns trigger language plpgsql as $$
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
  perform refresh_display_check_attr_weekly(array_agg(distinct date_trunc('week', d.visit_date)::date))
  from display_check_daily d where d.store_id = any(moved);
  return null;
end $$;
create trigger stores_attr_weekly_update after update on stores
  referencing new table as changed_new old table as changed_old
  for each statement execute function stores_regrouped_weekly();

-- What is there already.
select refresh_display_check_attr_weekly(array_agg(distinct date_trunc('week', visit_date)::date))
from display_check_daily;
