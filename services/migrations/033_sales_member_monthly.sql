-- A monthly roll-up of the sales per team member and brand, read by the target screens (ViewMonthlyTarget_*,
-- TargetAchievement_All_*) instead of every sale of the month: each target row finds its actuals by the key,
-- whatever the planner knows of the tables' sizes (summing the month's sales, it nested a loop over every
-- member and brand for every target row when the statistics were missing, as they are after the seed).
-- Sums are numeric and bigint, so a month's figure is the sum of its sales exactly. Statement triggers keep it in
-- the transaction of every write of sales and of a product's brand change (under 026's roll-up lock): each
-- affected (month, member) is recomputed from its sales, never a delta.
create table sales_member_monthly (
  month date not null,
  team_member_id integer not null,
  brand_id integer not null,
  quantity bigint not null,
  value numeric not null,
  primary key (month, team_member_id, brand_id)
);

create function refresh_sales_member_monthly(months date[], member_ids integer[]) returns void
language sql as $$
  delete from sales_member_monthly r
  using (select distinct month, team_member_id from unnest(months, member_ids) as k(month, team_member_id)) k
  where r.month = k.month and r.team_member_id = k.team_member_id;
  insert into sales_member_monthly (month, team_member_id, brand_id, quantity, value)
  select k.month, k.team_member_id, p.brand_id, sum(sa.quantity), sum(sa.value)
  from (select distinct month, team_member_id from unnest(months, member_ids) as k(month, team_member_id)) k
  join sales sa on sa.team_member_id = k.team_member_id
    and sa.sale_date >= k.month and sa.sale_date < (k.month + interval '1 month')::date
  join products p on p.product_id = sa.product_id
  group by k.month, k.team_member_id, p.brand_id;
$$;

-- One function per statement kind (a trigger with transition tables has one event).
create function sales_member_monthly_added() returns trigger language plpgsql as $$
begin
  perform refresh_sales_member_monthly(array_agg(k.month), array_agg(k.team_member_id))
  from (select distinct date_trunc('month', sale_date)::date as month, team_member_id from changed_new) k;
  return null;
end $$;

create function sales_member_monthly_removed() returns trigger language plpgsql as $$
begin
  perform refresh_sales_member_monthly(array_agg(k.month), array_agg(k.team_member_id))
  from (select distinct date_trunc('month', sale_date)::date as month, team_member_id from changed_old) k;
  return null;
end $$;

create function sales_member_monthly_updated() returns trigger language plpgsql as $$
begin
  perform refresh_sales_member_monthly(array_agg(k.month), array_agg(k.team_member_id))
  from (select date_trunc('month', sale_date)::date as month, team_member_id from changed_new
    union select date_trunc('month', sale_date)::date, team_member_id from changed_old) k;
  return null;
end $$;

create trigger sales_member_monthly_insert after insert on sales
  referencing new table as changed_new for each statement execute function sales_member_monthly_added();
create trigger sales_member_monthly_delete after delete on sales
  referencing old table as changed_old for each statement execute function sales_member_monthly_removed();
create trigger sales_member_monthly_update after update on sales
  referencing new table as changed_new old table as changed_old
  for each statement execute function sales_member_monthly_updated();

-- A product moved to another brand: the (month, member) of every sale of it. An edit that moves no product's brand
-- reads no sales.
create function products_rebranded_sales_monthly() returns trigger language plpgsql as $$
declare
  moved integer[];
begin
  select array_agg(n.product_id) into moved
  from changed_new n join changed_old o on o.product_id = n.product_id
  where n.brand_id is distinct from o.brand_id;
  if moved is null then
    return null;
  end if;
  perform refresh_sales_member_monthly(array_agg(k.month), array_agg(k.team_member_id))
  from (select distinct date_trunc('month', sa.sale_date)::date as month, sa.team_member_id
    from sales sa where sa.product_id = any(moved)) k;
  return null;
end $$;
create trigger products_sales_member_monthly_update after update on products
  referencing new table as changed_new old table as changed_old
  for each statement execute function products_rebranded_sales_monthly();

-- What is there already, at once.
insert into sales_member_monthly (month, team_member_id, brand_id, quantity, value)
select date_trunc('month', sa.sale_date)::date, sa.team_member_id, p.brand_id, sum(sa.quantity), sum(sa.value)
from sales sa join products p on p.product_id = sa.product_id
group by 1, 2, 3;
