-- Demo field records: two pictures on every fifth visit; transfers, deployments (since 2024),
-- market activities and issues spread over the visits' stores and members; trainings since 2023.
insert into picture_elements values (1, 'Shelf'), (2, 'Display'), (3, 'Promotion material'), (4, 'Competitor'), (5, 'Price tag'), (6, 'Storefront');
insert into deployment_statuses values (1, 'Planned'), (2, 'Installed'), (3, 'Verified'), (4, 'Removed');
insert into activity_types values (1, 'Promotion'), (2, 'Sampling'), (3, 'Event'), (4, 'Competitor activity');
insert into activity_categories values
  (1, 1, 'Price discount'), (2, 1, 'Bundle offer'), (3, 1, 'Gift with purchase'), (4, 2, 'In-store tasting'), (5, 2, 'Free samples'),
  (6, 3, 'Product launch'), (7, 3, 'Roadshow'), (8, 4, 'Competitor discount'), (9, 4, 'Competitor display'), (10, 4, 'Competitor new product');
insert into market_issue_statuses values (1, 'Open'), (2, 'In progress'), (3, 'Resolved');
insert into training_types values (1, 'Product knowledge'), (2, 'Selling skills'), (3, 'Merchandising'), (4, 'App and reporting');
insert into training_models values (1, 'Classroom'), (2, 'On the job'), (3, 'Online'), (4, 'Workshop');

insert into store_pictures (visit_id, element_id, brand_id, taken_at)
select v.visit_id, 1 + (v.visit_id + k) % 6, p.brand_id, least(v.check_in + k * interval '3 minutes', now())
from visits v
cross join generate_series(1, 2) as k
join lateral (select l.product_id from display_check_lines l where l.visit_id = v.visit_id order by l.product_id offset (k - 1) limit 1) lp on true
join products p on p.product_id = lp.product_id
where v.visit_id % 5 = 0;

insert into transfers (transfer_date, from_store_id, to_store_id, team_member_id, status)
select v.visit_date, v.store_id, s.store_id, v.team_member_id,
       (array['Requested', 'In transit', 'Received', 'Received', 'Received', 'Cancelled'])[1 + v.visit_id % 6]
from visits v
join lateral (select store_id from member_stores where team_member_id = v.team_member_id and store_id <> v.store_id
              order by abs(hashtext('transfer' || v.visit_id || ':' || store_id)) limit 1) s on true
where v.visit_id % 23 = 0;
insert into transfer_lines (transfer_id, product_id, quantity)
select t.transfer_id, l.product_id, 1 + abs(hashtext('tq' || t.transfer_id || ':' || l.product_id)) % 12
from transfers t
join visits v on v.store_id = t.from_store_id and v.visit_date = t.transfer_date and v.team_member_id = t.team_member_id
join display_check_lines l on l.visit_id = v.visit_id
on conflict do nothing;

with picks as (select ms.team_member_id, ms.store_id, row_number() over (order by ms.team_member_id, ms.store_id) as k, count(*) over () as total from member_stores ms)
insert into deployments (deployed_on, store_id, team_member_id, brand_id, deployment_type, status_id)
select date '2024-01-01' + (abs(hashtext('dd' || n)) % (current_date - date '2024-01-01')),
       p.store_id, p.team_member_id, 1 + abs(hashtext('db' || n)) % 30,
       (array['Gondola end', 'Display unit', 'Fridge', 'Banner', 'Shelf strip'])[1 + n % 5],
       1 + abs(hashtext('ds' || n)) % 4
from generate_series(1, 900) as n
join picks p on p.k = 1 + abs(hashtext('dst' || n)) % p.total;

insert into market_activities (activity_date, store_id, team_member_id, brand_id, activity_category_id, note)
select v.visit_date, v.store_id, v.team_member_id, 1 + abs(hashtext('ab' || v.visit_id)) % 30, 1 + v.visit_id % 10,
       (array['Seen at the entrance', 'Near the till', 'On the main aisle', 'Week-long', 'Weekend only'])[1 + v.visit_id % 5]
from visits v where v.visit_id % 17 = 0;

insert into market_issues (reported_on, store_id, team_member_id, brand_id, status_id, title)
select v.visit_date, v.store_id, v.team_member_id, 1 + abs(hashtext('ib' || v.visit_id)) % 30,
       case when v.visit_date > current_date - 14 then 1 + v.visit_id % 2 else 1 + v.visit_id % 3 end,
       (array['Damaged stock on display', 'Price tag missing', 'Out of stock for days', 'Competitor took our shelf', 'Expired products found', 'Display unit broken'])[1 + v.visit_id % 6]
from visits v where v.visit_id % 29 = 0;

insert into trainings (training_date, team_member_id, training_type_id, training_model_id, trainer, duration_minutes)
select date '2023-01-02' + (abs(hashtext('td' || m.team_member_id || ':' || k)) % (current_date + 60 - date '2023-01-02')),
       m.team_member_id, 1 + (m.team_member_id + k) % 4, 1 + abs(hashtext('tm' || m.team_member_id || k)) % 4,
       (array['Rashida Karim', 'Omar Faruk', 'Shirin Akter', 'Mahbub Alam'])[1 + k % 4], (1 + k % 4) * 60
from team_members m cross join generate_series(1, 3) as k
where m.team_type_id in (3, 4);
