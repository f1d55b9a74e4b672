-- Demo sales: list prices by category kind, about {{salesPerDay}} sale lines a day over the last 180
-- days by active promoters (the demo promoter, id 3, sells daily), and monthly targets for every
-- active promoter on three brands, by quantity and by value, for the last six months and this one.
update products p set unit_price = case when p.brand_id <= 15 then 40 + (abs(hashtext('price' || p.product_id)) % 90000) / 100.0
                                      else 1 + (abs(hashtext('price' || p.product_id)) % 2500) / 100.0 end;

with bounds as (select min(store_id) as first, max(store_id) - min(store_id) + 1 as span from stores),
sellers as (
  select team_member_id, row_number() over (order by team_member_id) as k
  from team_members where team_type_id = 4 and active_status = 1
),
catalogue as (select array_agg(product_id order by product_id) as ids from products where active_status = 1),
-- The seller is picked by number first, then joined on it (an equality the planner can hash).
picked as (
  select d, n, 1 + abs(hashtext('seller' || d || ':' || n)) % (select count(*) from sellers) as k
  from generate_series(0, 179) as d
  cross join generate_series(1, {{salesPerDay}}) as n
),
lines as (
  select current_date - p.d as sale_date, p.d * 100000 + p.n as seq,
         b.first + abs(hashtext('sale-store' || p.d || ':' || p.n)) % b.span as store_id,
         case when p.n <= 2 then 3 else s.team_member_id end as team_member_id,
         c.ids[1 + abs(hashtext('sale-product' || p.d || ':' || p.n)) % cardinality(c.ids)] as product_id,
         1 + abs(hashtext('sale-qty' || p.d || ':' || p.n)) % 6 as quantity
  from picked p
  cross join bounds b
  cross join catalogue c
  join sellers s on s.k = p.k
)
insert into sales (sale_date, store_id, team_member_id, product_id, quantity, value)
select l.sale_date, l.store_id, l.team_member_id, l.product_id, l.quantity,
       round(l.quantity * p.unit_price * (0.9 + (l.seq % 11) / 100.0), 2)
from lines l join products p on p.product_id = l.product_id
order by l.sale_date, l.seq;

-- Each promoter's three brands are the ones they sold most; targets sit near what they sell.
with months as (
  select extract(year from m)::int as y, extract(month from m)::int as mo
  from generate_series(date_trunc('month', current_date) - interval '6 months', date_trunc('month', current_date), interval '1 month') as m
),
ranked as (
  select sa.team_member_id, p.brand_id, sum(sa.quantity) as qty, sum(sa.value) as val,
         row_number() over (partition by sa.team_member_id order by sum(sa.quantity) desc, p.brand_id) as rank
  from sales sa join products p on p.product_id = sa.product_id
  group by sa.team_member_id, p.brand_id
)
insert into monthly_targets (team_member_id, brand_id, target_year, target_month, target_type, target)
select r.team_member_id, r.brand_id, m.y, m.mo, t.kind,
       case when t.kind = 'Quantity' then greatest(1, round(r.qty / 6.0 * (0.8 + (abs(hashtext('tq' || r.team_member_id || r.brand_id || m.mo)) % 50) / 100.0)))
            else round(r.val / 6.0 * (0.8 + (abs(hashtext('tv' || r.team_member_id || r.brand_id || m.mo)) % 50) / 100.0), -2) end
from ranked r cross join months m cross join (values ('Quantity'), ('Value')) as t(kind)
where r.rank <= 3;
