-- A daily roll-up of the display-check lines, read by the Summary, By Date and Trend
-- reports instead of every line of the window: per visit day, store and brand, the visits with a line
-- of that brand and the sums of those lines; brand_id 0 holds the same over every brand (a visit with
-- lines of three brands is one visit of that day). Store attributes (region, city, channel, grade) are
-- joined when read, so a moved store needs nothing here. Triggers keep it in the transaction of every
-- write of lines, of a visit's day or store, and of a product's brand: each affected (day, store) is
-- recomputed from its lines, so the roll-up is exact, never a sum of deltas.
create table display_check_daily (
  visit_date date not null,
  store_id integer not null,
  brand_id integer not null,
  visits integer not null,
  lines integer not null,
  displayed_qty bigint not null,
  stock_qty bigint not null,
  low_stock_lines integer not null,
  primary key (brand_id, visit_date, store_id)
);
create index display_check_daily_day on display_check_daily (visit_date, store_id);

create function refresh_display_check_daily(days date[], store_ids integer[]) returns void
language sql as $$
  delete from display_check_daily d
  using (select distinct visit_date, store_id from unnest(days, store_ids) as k(visit_date, store_id)) k
  where d.visit_date = k.visit_date and d.store_id = k.store_id;
  insert into display_check_daily (visit_date, store_id, brand_id, visits, lines, displayed_qty, stock_qty, low_stock_lines)
  select v.visit_date, v.store_id, coalesce(p.brand_id, 0), count(distinct v.visit_id), count(*),
         sum(l.displayed_qty), sum(l.stock_qty), count(*) filter (where l.low_stock)
  from (select distinct visit_date, store_id from unnest(days, store_ids) as k(visit_date, store_id)) k
  join visits v on v.visit_date = k.visit_date and v.store_id = k.store_id
  join display_check_lines l on l.visit_id = v.visit_id
  join products p on p.product_id = l.product_id
  group by grouping sets ((v.visit_date, v.store_id, p.brand_id), (v.visit_date, v.store_id));
$$;

-- Lines written: their visits' (day, store). One function per statement kind (a trigger with
-- transition tables has one event).
create function display_check_lines_added() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_daily(array_agg(v.visit_date), array_agg(v.store_id))
  from visits v where v.visit_id in (select visit_id from changed_new);
  return null;
end $$;

create function display_check_lines_removed() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_daily(array_agg(v.visit_date), array_agg(v.store_id))
  from visits v where v.visit_id in (select visit_id from changed_old);
  return null;
end $$;

create function display_check_lines_updated() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_daily(array_agg(v.visit_date), array_agg(v.store_id))
  from visits v where v.visit_id in (select visit_id from changed_new union select visit_id from changed_old);
  return null;
end $$;

create trigger display_check_lines_daily_insert after insert on display_check_lines
  referencing new table as changed_new for each statement execute function display_check_lines_added();
create trigger display_check_lines_daily_delete after delete on display_check_lines
  referencing old table as changed_old for each statement execute function display_check_lines_removed();
create trigger display_check_lines_daily_update after update on display_check_lines
  referencing new table as changed_new old table as changed_old
  for each statement execute function display_check_lines_updated();

-- A visit moved to another day or store: both (day, store) pairs.
create function visits_moved() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_daily(array_agg(k.visit_date), array_agg(k.store_id))
  from (select visit_date, store_id from changed_old union select visit_date, store_id from changed_new) k;
  return null;
end $$;
create trigger visits_daily_update after update on visits
  referencing new table as changed_new old table as changed_old
  for each statement execute function visits_moved();

-- A product moved to another brand: the (day, store) of every visit with a line of it.
create function products_rebranded() returns trigger language plpgsql as $$
begin
  perform refresh_display_check_daily(array_agg(v.visit_date), array_agg(v.store_id))
  from visits v
  where v.visit_id in (
    select l.visit_id from display_check_lines l
    join changed_new n on n.product_id = l.product_id
    join changed_old o on o.product_id = n.product_id
    where n.brand_id is distinct from o.brand_id);
  return null;
end $$;
create trigger products_daily_update after update on products
  referencing new table as changed_new old table as changed_old
  for each statement execute function products_rebranded();

-- What is there already.
select refresh_display_check_daily(array_agg(v.visit_date), array_agg(v.store_id))
from visits v where exists (select 1 from display_check_lines l where l.visit_id = v.visit_id);
