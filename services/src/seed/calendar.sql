-- The demo calendar, read by the scripts that follow it in one run (seed.ts joins them): for each day
-- of the seeded window (the last 180 days and the coming four weeks) how busy the field is (visits)
-- and the tills are (sales) by weekday and season, and which brand runs a promotion that day.
-- Bangladesh's weekend is Friday (and, for many, Saturday): few visits then, and fewer sales lines
-- (promoters record them). Shops are busiest in the two weeks before Eid and quiet on its holidays;
-- Durga Puja and Pohela Boishakh lift the week before them; the first week of a month (pay) is busier.
drop table if exists seed_days;
create temporary table seed_days as
with festivals (day, kind) as (values
  -- As observed in Bangladesh (the lunar dates to a day); no festival factor after 2030.
  (date '2024-04-11', 'eid'), (date '2025-03-31', 'eid'), (date '2026-03-21', 'eid'), (date '2027-03-10', 'eid'),
  (date '2028-02-27', 'eid'), (date '2029-02-15', 'eid'), (date '2030-02-05', 'eid'),
  (date '2024-06-17', 'eid'), (date '2025-06-07', 'eid'), (date '2026-05-27', 'eid'), (date '2027-05-17', 'eid'),
  (date '2028-05-05', 'eid'), (date '2029-04-24', 'eid'), (date '2030-04-14', 'eid'),
  (date '2024-10-13', 'festival'), (date '2025-10-02', 'festival'), (date '2026-10-21', 'festival'),
  (date '2027-10-10', 'festival'), (date '2028-09-28', 'festival'), (date '2029-10-17', 'festival'),
  (date '2030-10-06', 'festival'),
  (date '2024-04-14', 'festival'), (date '2025-04-14', 'festival'), (date '2026-04-14', 'festival'),
  (date '2027-04-14', 'festival'), (date '2028-04-14', 'festival'), (date '2029-04-14', 'festival'),
  (date '2030-04-14', 'festival')
),
days as (
  select (current_date - 179 + i) as day, 179 - i as d from generate_series(0, 207) as i
),
-- Promotions: in every 28-day block one brand with active products runs one for days 8 to 21.
promotable as (
  select array_agg(brand_id order by brand_id) as ids
  from brands b
  where active_status = 1
    and exists (select 1 from products p where p.brand_id = b.brand_id and p.active_status = 1)
),
placed as (
  select days.*, extract(isodow from days.day)::int as dow, days.day - date '2024-01-01' as n,
         (select f.day - days.day from festivals f where f.kind = 'eid' and f.day >= days.day - 2
          order by f.day limit 1) as to_eid,
         (select f.day - days.day from festivals f where f.kind = 'festival' and f.day >= days.day
          order by f.day limit 1) as to_festival
  from days
)
select p.day, p.d, p.dow,
       (array[1.05, 1.05, 1.0, 1.1, 0.15, 0.7, 1.1])[p.dow]
         * case when p.to_eid between -2 and 0 then 0.1 when p.to_eid between 1 and 14 then 1.15 else 1 end
         * (0.85 + (abs(hashtext('field' || p.day)) % 30) / 100.0) as visit_factor,
       (array[1.0, 1.0, 1.0, 1.2, 0.55, 1.1, 1.0])[p.dow]
         * case when p.to_eid between -2 and 0 then 0.3 when p.to_eid between 1 and 14 then 1.8
                when p.to_festival between 1 and 7 then 1.3 when extract(day from p.day) <= 7 then 1.1 else 1 end
         * (0.85 + (abs(hashtext('till' || p.day)) % 30) / 100.0) as sales_factor,
       case when p.n % 28 between 7 and 20 and cardinality(pr.ids) > 0
            then pr.ids[1 + abs(hashtext('promo' || (p.n / 28))) % cardinality(pr.ids)] end as promo_brand_id
from placed p cross join promotable pr;
