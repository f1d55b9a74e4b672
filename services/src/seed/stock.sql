-- Demo store checks, part 3 (after sales.sql): about four display-check lines a visit (five picks of
-- the store's range, its first products most likely) and the stock each line counted, kept as that
-- store's snapshot for the day. Each store-product is delivered every 14 to 35 days, topped up to its
-- own level (what it sells in that time, and a margin); between deliveries the stock falls by exactly
-- what was sold, and stays at nothing once sold out until the next delivery.
create temporary table seed_lines as
select distinct on (v.visit_id, r.product_id) v.visit_id, v.store_id, v.visit_date, r.product_id,
       abs(hashtext('shown' || v.visit_id || ':' || k)) % 13 as displayed_qty
from visits v
cross join generate_series(1, 5) as k
join seed_ranges r on r.store_id = v.store_id
                  and r.j = 1 + floor(8 * power((abs(hashtext('slot' || v.visit_id || ':' || k)) % 1000) / 1000.0,
                                                1.5))::int
order by v.visit_id, r.product_id, k;

with pairs as (
  select l.store_id, l.product_id, sold.qty,
         14 + abs(hashtext('cycle' || l.store_id || ':' || l.product_id)) % 22 as cycle,
         abs(hashtext('phase' || l.store_id || ':' || l.product_id)) % 35 as phase,
         abs(hashtext('margin' || l.store_id || ':' || l.product_id)) % 18 + 3 as margin
  from (select distinct store_id, product_id from seed_lines) l
  left join (select store_id, product_id, sum(quantity) as qty from sales group by 1, 2) sold
    on sold.store_id = l.store_id and sold.product_id = l.product_id
),
levels as (
  select store_id, product_id, cycle, phase,
         ceil(coalesce(qty, 0) / 180.0 * cycle
              * (0.8 + (abs(hashtext('level' || store_id || ':' || product_id)) % 80) / 100.0))::int
           + margin as level
  from pairs
),
-- A delivery round is numbered by date, so a check and the sales before it in the same round meet.
events as (
  select sa.store_id, sa.product_id, (sa.sale_date - date '2024-01-01' + p.phase) / p.cycle as round,
         sa.sale_date as day,
         0 as ord, sa.quantity, null::int as visit_id, p.level
  from sales sa join levels p on p.store_id = sa.store_id and p.product_id = sa.product_id
  union all
  select l.store_id, l.product_id, (l.visit_date - date '2024-01-01' + p.phase) / p.cycle, l.visit_date,
         1, 0, l.visit_id, p.level
  from seed_lines l join levels p on p.store_id = l.store_id and p.product_id = l.product_id
),
counted as (
  select visit_id, store_id, product_id, greatest(0, level - sum(quantity) over (
           partition by store_id, product_id, round order by day, ord rows unbounded preceding))::int as stock_qty
  from events
)
insert into display_check_lines (visit_id, product_id, displayed_qty, stock_qty)
select l.visit_id, l.product_id, l.displayed_qty, c.stock_qty
from seed_lines l join counted c on c.visit_id = l.visit_id and c.product_id = l.product_id
order by l.visit_id, l.product_id;

insert into stock_snapshots (store_id, product_id, snapshot_date, quantity)
select vi.store_id, l.product_id, vi.visit_date, l.stock_qty
from display_check_lines l join visits vi on vi.visit_id = l.visit_id
order by vi.visit_id, l.product_id
on conflict do nothing;

drop table seed_lines, seed_slots, seed_ranges, seed_walkers, seed_beats, seed_days;
