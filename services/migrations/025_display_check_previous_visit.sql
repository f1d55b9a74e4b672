-- Summary's distinct stores over any window: the count of distinct stores of a brand over
-- [from, to] does not add up from daily or weekly rows, and counting them from the store grain (020)
-- hashed every (brand, store) of the window. Each store-grain row now keeps the previous visit day of its
-- store and brand ('-infinity' for the first), so the distinct stores of the window are its rows whose
-- previous visit day is before `from` (a store's first visit in the window, one row per store): a count,
-- read from an index, not a distinct. A statement trigger on each kind of write of the store grain
-- recomputes the previous day of every row of the (store, brand) pairs it touched, never a delta.
alter table display_check_daily add column prev_visit_date date not null default '-infinity';

-- The pairs a write touched, found by store and brand.
create index display_check_daily_store_brand on display_check_daily (store_id, brand_id, visit_date);
-- Summary's window read, index-only: by day (a window late in the history), or by previous day (a
-- window early in it: few rows have a previous day before `from`); the planner picks the fewer rows.
-- Day first, not brand: Summary reads every brand (brand_id > 0) or a manager's several.
create index display_check_daily_window on display_check_daily (visit_date)
  include (prev_visit_date, brand_id, store_id);
create index display_check_daily_first on display_check_daily (prev_visit_date)
  include (visit_date, brand_id, store_id);

create function refresh_display_check_prev(store_ids integer[], brand_ids integer[]) returns void
language sql as $$
  update display_check_daily d set prev_visit_date = p.prev
  from (
    select r.visit_date, r.store_id, r.brand_id,
      lag(r.visit_date, 1, '-infinity') over (partition by r.store_id, r.brand_id order by r.visit_date) as prev
    from display_check_daily r
    where (r.store_id, r.brand_id) in (select distinct s, b from unnest(store_ids, brand_ids) as k(s, b))
  ) p
  where d.store_id = p.store_id and d.brand_id = p.brand_id and d.visit_date = p.visit_date
    and d.prev_visit_date <> p.prev;
$$;

-- The store grain rewrites a (day, store) by a delete then an insert (an update of it changes no day,
-- store or brand, so needs nothing): each statement refreshes its pairs (one function per statement
-- kind: a trigger with transition tables has one event).
create function display_check_daily_prev_added() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_prev(array_agg(store_id), array_agg(brand_id)) from changed_new;
  return null;
end $$;
create function display_check_daily_prev_removed() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_prev(array_agg(store_id), array_agg(brand_id)) from changed_old;
  return null;
end $$;
create trigger display_check_prev_insert after insert on display_check_daily
  referencing new table as changed_new for each statement execute function display_check_daily_prev_added();
create trigger display_check_prev_delete after delete on display_check_daily
  referencing old table as changed_old for each statement execute function display_check_daily_prev_removed();

-- What is there already.
update display_check_daily d set prev_visit_date = p.prev
from (
  select visit_date, store_id, brand_id,
    lag(visit_date, 1, '-infinity') over (partition by store_id, brand_id order by visit_date) as prev
  from display_check_daily
) p
where d.store_id = p.store_id and d.brand_id = p.brand_id and d.visit_date = p.visit_date
  and d.prev_visit_date <> p.prev;
-- The new column's statistics, so the planner can tell which index reads fewer rows of a window.
analyze display_check_daily;
