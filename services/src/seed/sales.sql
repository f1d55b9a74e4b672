-- Demo sales (after checks.sql): list prices by category kind; about {{salesPerDay}} sale lines a
-- usual day over the last 180 days by active promoters in their beat stores, of the store's range
-- (its first products sell most), following the calendar's weekdays and seasons (the demo promoter,
-- id 3, sells daily); a promoted brand sells about four times its usual for its fortnight, at 15% off;
-- and monthly targets for every active promoter on three brands, by quantity and by value, for the
-- months the sales cover in full and this one.
update products p set unit_price = case when p.brand_id <= 15 then 40 + (abs(hashtext('price' || p.product_id)) % 90000) / 100.0
                                      else 1 + (abs(hashtext('price' || p.product_id)) % 2500) / 100.0 end;

with sellers as (
  select team_member_id, beats, row_number() over (order by team_member_id)::int as k
  from seed_walkers where team_type_id = 4
),
brand_ranges as (
  select brand_id, array_agg(product_id order by product_id) as ids
  from products where active_status = 1 group by brand_id
),
days as (
  select c.day, c.d, c.promo_brand_id, round({{salesPerDay}} * c.sales_factor)::int as usual
  from seed_days c where c.d between 0 and 179
),
-- The seller is picked by number first, then joined on it (an equality the planner can hash).
picked as (
  select dy.day, dy.d, n, n > dy.usual as promoted, dy.promo_brand_id,
         case when n <= 2 then (select k from sellers where team_member_id = 3)
              else 1 + abs(hashtext('seller' || dy.d || ':' || n)) % (select count(*) from sellers) end as k
  from days dy
  cross join generate_series(1, dy.usual + case when dy.promo_brand_id is null then 0 else round(dy.usual * 0.1)::int end)
    as n
),
lines as (
  select p.day as sale_date, p.d * 100000 + p.n as seq, p.promoted, b.store_id, s.team_member_id,
         case when p.promoted
              then br.ids[1 + abs(hashtext('sale-promo' || p.d || ':' || p.n)) % cardinality(br.ids)]
              else r.product_id end as product_id,
         1 + abs(hashtext('sale-qty' || p.d || ':' || p.n)) % case when p.promoted then 8 else 6 end as quantity
  from picked p
  join sellers s on s.k = p.k
  join seed_beats b on b.team_member_id = s.team_member_id
                   and b.j = 1 + abs(hashtext('sale-store' || p.d || ':' || p.n)) % s.beats
  join seed_ranges r on r.store_id = b.store_id
                    and r.j = 1 + floor(8 * power((abs(hashtext('sale-product' || p.d || ':' || p.n)) % 1000) / 1000.0,
                                                  2))::int
  left join brand_ranges br on br.brand_id = p.promo_brand_id
)
insert into sales (sale_date, store_id, team_member_id, product_id, quantity, value)
select l.sale_date, l.store_id, l.team_member_id, l.product_id, l.quantity,
       round(l.quantity * p.unit_price * (0.9 + (l.seq % 11) / 100.0) * case when l.promoted then 0.85 else 1 end, 2)
from lines l join products p on p.product_id = l.product_id
order by l.sale_date, l.seq;

-- Each promoter's three brands are the ones they sold most; targets sit near what they sell, in the
-- months the sales cover from their first day (a month the 180 days only reach the end of would read
-- as a few percent achieved).
with months as (
  select extract(year from m)::int as y, extract(month from m)::int as mo
  from generate_series(date_trunc('month', current_date) - interval '6 months', date_trunc('month', current_date), interval '1 month') as m
  where m >= current_date - 179
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
