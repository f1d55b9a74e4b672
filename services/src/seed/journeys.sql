-- Demo journeys: each visit gets a check-in between 09:00 and 17:00 (local, UTC+6) lasting 10 to 70
-- minutes, made a few metres from the store (one in twelve a kilometre or more away); members are
-- mapped to the stores they visit plus a few of their region's; about 85% of visits were planned,
-- plans without a visit are missed days, and every active promoter and supervisor has plans for
-- the coming four weeks drawn from their mapped stores.
update visits v set
  check_in = (v.visit_date + time '03:00' + (abs(hashtext('in' || v.visit_id)) % 480) * interval '1 minute')::timestamp at time zone 'UTC',
  latitude = s.latitude + case when v.visit_id % 12 = 0 then 0.012 else ((abs(hashtext('la' || v.visit_id)) % 100) - 50) / 200000.0 end,
  longitude = s.longitude + case when v.visit_id % 12 = 0 then 0.011 else ((abs(hashtext('lo' || v.visit_id)) % 100) - 50) / 200000.0 end
from stores s where s.store_id = v.store_id;
update visits set check_out = check_in + (10 + abs(hashtext('out' || visit_id)) % 60) * interval '1 minute';

insert into member_stores (team_member_id, store_id)
select distinct team_member_id, store_id from visits
on conflict do nothing;
insert into member_stores (team_member_id, store_id)
select m.team_member_id, s.store_id
from team_members m
join lateral (select store_id from stores where region_id = m.region_id and active_status = 1
              order by abs(hashtext('map' || m.team_member_id || ':' || store_id)) limit 6) s on true
where m.team_type_id in (3, 4)
on conflict do nothing;

insert into journey_plans (team_member_id, store_id, plan_date)
select team_member_id, store_id, visit_date from visits where visit_id % 7 <> 0
on conflict do nothing;
insert into journey_plans (team_member_id, store_id, plan_date)
select v.team_member_id, ms.store_id, v.visit_date + 1
from visits v
join lateral (select store_id from member_stores where team_member_id = v.team_member_id
              order by abs(hashtext('miss' || v.visit_id || ':' || store_id)) limit 1) ms on true
where v.visit_id % 9 = 0 and v.visit_date < current_date
on conflict do nothing;
insert into journey_plans (team_member_id, store_id, plan_date)
select m.team_member_id, ms.store_id, d.day
from team_members m
cross join generate_series(current_date + 1, current_date + 28, interval '1 day') as d(day)
join lateral (select store_id from member_stores where team_member_id = m.team_member_id
              order by abs(hashtext('plan' || m.team_member_id || ':' || d.day || ':' || store_id)) limit 2) ms on true
where m.team_type_id in (3, 4) and m.active_status = 1 and extract(isodow from d.day) < 6
on conflict do nothing;
