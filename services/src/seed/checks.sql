-- Demo store checks, part 1 (after calendar.sql): a manager for every brand (the demo manager, id 2,
-- has the first six); every supervisor and promoter mapped to 5 to 10 active stores of their own
-- region (their beat), each store carrying eight products (its range); and the store-days of the
-- last 180 days: about {{visitsPerDay}} a usual weekday, fewer on Fridays and Eid, each a member's
-- beat store planned and visited, planned and missed, or visited unplanned (the demo promoter, id 3,
-- visits daily). Check-ins between 09:00 and 17:00 (local, UTC+6) last 10 to 70 minutes, most
-- within 60 m of the store, some 100 to 400 m away and one in twenty-five 600 m to 3 km away.
insert into brand_managers (brand_id, team_member_id)
select b.brand_id, coalesce(case when b.brand_id <= 6 then 2 end, m.team_member_id, 2)
from brands b
left join lateral (
  select team_member_id from team_members where team_type_id = 2 and team_member_id > 3 and active_status = 1
  order by team_member_id offset (b.brand_id % 8) limit 1
) m on true;

insert into member_stores (team_member_id, store_id)
select m.team_member_id, s.store_id
from team_members m
join lateral (select store_id from stores where region_id = m.region_id and active_status = 1
              order by abs(hashtext('map' || m.team_member_id || ':' || store_id)), store_id
              limit 5 + abs(hashtext('beat' || m.team_member_id)) % 6) s on true
where m.team_type_id in (3, 4)
order by 1, 2
on conflict do nothing;

-- Numbered so that a pick by number is an equality join (a hash join, not a comparison of every row).
drop table if exists seed_beats, seed_walkers, seed_ranges, seed_slots;
create temporary table seed_beats as
select team_member_id, store_id, row_number() over (partition by team_member_id order by store_id)::int as j
from member_stores;
create temporary table seed_walkers as
select m.team_member_id, m.team_type_id, row_number() over (order by m.team_member_id)::int as k,
       (select count(*) from seed_beats b where b.team_member_id = m.team_member_id)::int as beats
from team_members m
where m.team_type_id in (3, 4) and m.active_status = 1
  and exists (select 1 from seed_beats b where b.team_member_id = m.team_member_id);
create temporary table seed_ranges as
with catalogue as (select array_agg(product_id order by product_id) as ids from products where active_status = 1)
select s.store_id, j, c.ids[1 + abs(hashtext('range' || s.store_id || ':' || j)) % cardinality(c.ids)] as product_id
from (select distinct store_id from member_stores) s cross join generate_series(1, 8) as j cross join catalogue c;

create temporary table seed_slots as
with counted as (select count(*)::int as walkers from seed_walkers),
picked as (
  select c.day, c.dow, n,
         case when n = 1 then (select k from seed_walkers where team_member_id = 3)
              else 1 + abs(hashtext('member' || c.day || ':' || n)) % w.walkers end as k,
         abs(hashtext('kept' || c.day || ':' || n)) % 100 as kept
  from seed_days c
  cross join counted w
  cross join generate_series(1, greatest(1, round({{visitsPerDay}} * 1.15 * c.visit_factor))::int) as n
  where c.d between 0 and 179
),
placed as (
  select p.day, p.n, w.team_member_id, b.store_id,
         case when p.n = 1 then 'visited' when p.kept < case when p.dow in (5, 6) then 25 else 11 end then 'missed'
              when p.kept >= 90 then 'unplanned' else 'visited' end as kind
  from picked p
  join seed_walkers w on w.k = p.k
  join seed_beats b on b.team_member_id = w.team_member_id
                   and b.j = 1 + abs(hashtext('beat' || p.day || ':' || p.n)) % w.beats
)
select distinct on (team_member_id, store_id, day) * from placed order by team_member_id, store_id, day, n;

insert into visits (store_id, team_member_id, visit_date, check_in, check_out, latitude, longitude)
select sl.store_id, sl.team_member_id, sl.day, t.check_in,
       least(t.check_in + (10 + abs(hashtext('out' || sl.day || ':' || sl.n)) % 60) * interval '1 minute',
             date_trunc('minute', now())),
       s.latitude + g.metres * cos(g.angle) / 111320,
       s.longitude + g.metres * sin(g.angle) / (111320 * cos(radians(s.latitude)))
from seed_slots sl
join stores s on s.store_id = sl.store_id
cross join lateral (
  select (sl.day + time '03:00' + (abs(hashtext('in' || sl.day || ':' || sl.n)) % 480) * interval '1 minute')
           ::timestamp at time zone 'UTC' as planned,
         sl.day::timestamp at time zone 'UTC' as midnight
) p
cross join lateral (
  -- Today's check-ins (03:00 to 11:00 UTC) end before the seed's own clock: a seed run in the morning
  -- draws the day's visits into the hours already past, in the same order, rather than later today.
  select case when now() >= p.midnight + interval '12 hours 11 minutes' then p.planned
              else date_trunc('minute', p.midnight + (p.planned - p.midnight)
                   * greatest(0, extract(epoch from now() - interval '71 minutes' - p.midnight)) / (11 * 3600))
         end as check_in
) t
cross join lateral (
  select radians(abs(hashtext('bearing' || sl.day || ':' || sl.n)) % 360) as angle,
         case when r.band < 4 then 600 + abs(hashtext('far' || sl.day || ':' || sl.n)) % 2400
              when r.band < 12 then 100 + abs(hashtext('near' || sl.day || ':' || sl.n)) % 300
              else 3 + abs(hashtext('close' || sl.day || ':' || sl.n)) % 58 end as metres
  from (select abs(hashtext('where' || sl.day || ':' || sl.n)) % 100 as band) r
) g
where sl.kind <> 'missed'
order by sl.day, sl.n;
