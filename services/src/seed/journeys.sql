-- Demo journeys, part 2 (after checks.sql): the past store-days that were planned (visited or
-- missed; unplanned visits have no plan), and for every active promoter and supervisor two of their
-- beat stores a day for the coming four weeks, Fridays (the weekend) off.
insert into journey_plans (team_member_id, store_id, plan_date)
select team_member_id, store_id, day from seed_slots where kind <> 'unplanned'
order by 1, 3, 2
on conflict do nothing;

insert into journey_plans (team_member_id, store_id, plan_date)
select w.team_member_id, b.store_id, c.day
from seed_walkers w
cross join seed_days c
join seed_beats b on b.team_member_id = w.team_member_id
                 and b.j in (1 + abs(hashtext('plan' || w.team_member_id || ':' || c.day)) % w.beats,
                             1 + abs(hashtext('plan2' || w.team_member_id || ':' || c.day)) % w.beats)
where c.d < 0 and c.dow <> 5
order by 1, 3, 2
on conflict do nothing;
