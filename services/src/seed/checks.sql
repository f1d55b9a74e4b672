-- Demo store checks: a manager for every brand (the demo manager, id 2, has the first six), about
-- {{visitsPerDay}} visits a day over the last 180 days by active supervisors and promoters (the
-- demo promoter, id 3, visits daily), four display-check lines a visit, and the stock each line
-- counted kept as that store's snapshot for the day.
insert into brand_managers (brand_id, team_member_id)
select b.brand_id, coalesce(case when b.brand_id <= 6 then 2 end, m.team_member_id, 2)
from brands b
left join lateral (
  select team_member_id from team_members where team_type_id = 2 and team_member_id > 3 and active_status = 1
  order by team_member_id offset (b.brand_id % 8) limit 1
) m on true;

-- Each visit's member is picked by number first, then joined on it (an equality the planner can
-- hash: picking inside the join condition compared every visit with every member).
with bounds as (select min(store_id) as first, max(store_id) - min(store_id) + 1 as span from stores),
visitors as (
  select team_member_id, row_number() over (order by team_member_id) as k
  from team_members where team_type_id in (3, 4) and active_status = 1
),
picked as (
  select d, n, 1 + abs(hashtext('member' || d || ':' || n)) % (select count(*) from visitors) as k
  from generate_series(0, 179) as d
  cross join generate_series(1, {{visitsPerDay}}) as n
)
insert into visits (store_id, team_member_id, visit_date)
select b.first + abs(hashtext('store' || p.d || ':' || p.n)) % b.span,
       case when p.n = 1 then 3 else v.team_member_id end,
       current_date - p.d
from picked p
cross join bounds b
join visitors v on v.k = p.k
order by p.d desc, p.n;

with catalogue as (select array_agg(product_id order by product_id) as ids from products where active_status = 1)
insert into display_check_lines (visit_id, product_id, displayed_qty, stock_qty)
select vi.visit_id,
       c.ids[1 + abs(hashtext('product' || vi.visit_id || ':' || k)) % cardinality(c.ids)],
       abs(hashtext('shown' || vi.visit_id || ':' || k)) % 13,
       abs(hashtext('stock' || vi.visit_id || ':' || k)) % 40
from visits vi
cross join generate_series(1, 4) as k
cross join catalogue c
on conflict do nothing;

insert into stock_snapshots (store_id, product_id, snapshot_date, quantity)
select vi.store_id, l.product_id, vi.visit_date, l.stock_qty
from display_check_lines l join visits vi on vi.visit_id = l.visit_id
on conflict do nothing;
