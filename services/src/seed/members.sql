-- Demo team members: three demo sign-ins (ids 1-3), {{members}} others, then the supervisor and the analyst, with
-- page access by team type. Password hashes arrive as quoted literals: the demo sign-ins' and an unusable one for
-- everyone else (nobody knows its password).
insert into team_members (team_member_id, team_type_id, my_single_id, team_member_name, email, mobile, region_id, active_status, password_hash) values
  (1, 1, 'admin', 'Farhana Rahman', 'admin@meridian-distribution.example', '+8801711000001', 1, 1, {{adminHash}}),
  (2, 2, 'manager', 'Tanvir Hossain', 'manager@meridian-distribution.example', '+8801711000002', 1, 1, {{managerHash}}),
  (3, 4, 'promoter', 'Nusrat Jahan', 'promoter@meridian-distribution.example', '+8801711000003', 1, 1, {{promoterHash}});

insert into team_members (team_member_id, team_type_id, my_single_id, team_member_name, email, mobile, region_id, active_status, password_hash)
select i,
       case when i <= 13 then 2 when i <= 43 then 3 when i % 4 = 0 then 5 else 4 end,
       lower(f.name) || '.' || lower(l.name) || i,
       f.name || ' ' || l.name,
       lower(f.name) || '.' || lower(l.name) || i || '@meridian-distribution.example',
       '+8801' || (array['7', '8', '9', '5', '6'])[1 + abs(hashtext('op' || i)) % 5] || lpad((abs(hashtext('mobile' || i)) % 100000000)::text, 8, '0'),
       1 + abs(hashtext('region' || i)) % 8,
       case when abs(hashtext('active' || i)) % 100 < 95 then 1 else 0 end,
       {{unusableHash}}
from generate_series(4, {{members}} + 3) as i
cross join lateral (select (array['Abdul', 'Rafiq', 'Sadia', 'Mehedi', 'Sumaiya', 'Arif', 'Nasrin', 'Shakil', 'Tania', 'Imran',
                                  'Rubel', 'Sharmin', 'Jahid', 'Mitu', 'Sabbir', 'Lima', 'Kamrul', 'Roksana', 'Habib', 'Farzana'])
                           [1 + abs(hashtext('first' || i)) % 20] as name) f
cross join lateral (select (array['Ahmed', 'Islam', 'Hossain', 'Rahman', 'Chowdhury', 'Khan', 'Sarker', 'Akter', 'Uddin',
                                  'Mia', 'Begum', 'Talukder', 'Biswas', 'Das', 'Roy'])
                           [1 + abs(hashtext('last' || i)) % 15] as name) l;
select setval(pg_get_serial_sequence('team_members', 'team_member_id'), (select max(team_member_id) from team_members));
-- A fourth demo sign-in, a supervisor, after the generated members (so their ids do not move).
insert into team_members (team_type_id, my_single_id, team_member_name, email, mobile, region_id, active_status, password_hash)
values (3, 'supervisor', 'Kamal Uddin', 'supervisor@meridian-distribution.example', '+8801711000004', 1, 1, {{supervisorHash}});
-- A fifth, an analyst: the reports and the API explorer (the analysts' guide runs as them), no master data or settings.
insert into team_members (team_type_id, my_single_id, team_member_name, email, mobile, region_id, active_status, password_hash)
values (6, 'analyst', 'Shirin Akter', 'analyst@meridian-distribution.example', '+8801711000005', 1, 1, {{analystHash}});

-- Page access by team type. Titles are the menu's; 'User Permission' is the /UserPermission page.
create temporary table seed_pages (team_type_id integer, page_name text, access_enable smallint);
insert into seed_pages
select 1, page, 1 from unnest(array['Dashboard', 'Master List', 'Store List', 'Product List', 'Users List', 'Brand List',
  'Product Category List', 'Store Check', 'Summary', 'Detail', 'Stock Report', 'By Date', 'By Week', 'Sales',
  'Daily Sales', 'Target And Achivement', 'Promoter Target Setting', 'Visit Report', 'Store Visit', 'Month Visit',
  'Journey Plan', 'Team Location', 'Store Pictures', 'Product Transfer', 'Deployment', 'Market Activity',
  'Market Issues', 'Training List', 'Stock', 'Settings', 'User Store Mapping', 'Store Grade By Brand',
  'Product Store Mapping', 'Report Email Recipient', 'Setup Manager By Brand', 'Reset Password', 'User Permission',
  'API Explorer']) as page
union all
select 2, page, 1 from unnest(array['Dashboard', 'Master List', 'Store Check', 'Sales', 'Visit Report', 'Store Pictures',
  'Product Transfer', 'Deployment', 'Market Activity', 'Market Issues', 'Training List', 'Stock', 'Reset Password']) as page
union all select 2, 'Settings', 0
union all select 2, 'User Permission', 0
union all
select 3, page, 1 from unnest(array['Dashboard', 'Store Check', 'Sales', 'Visit Report', 'Store Pictures', 'Market Issues',
  'Reset Password']) as page
union all
select 4, page, 1 from unnest(array['Dashboard', 'Summary', 'Detail', 'Stock Report', 'By Date', 'By Week']) as page
union all select 4, 'Store List', 0
union all
select 5, page, 1 from unnest(array['Dashboard', 'Store Check', 'Store Pictures', 'Stock', 'Reset Password']) as page
union all
select 6, page, 1 from unnest(array['Dashboard', 'Summary', 'Detail', 'Stock Report', 'By Date', 'By Week', 'Daily Sales',
  'Target And Achivement', 'Store Visit', 'Month Visit', 'Store Pictures', 'Product Transfer', 'Deployment',
  'Market Activity', 'Market Issues', 'Training List', 'Stock', 'Reset Password', 'API Explorer']) as page;

insert into page_access (team_member_id, page_name, access_enable)
select m.team_member_id, p.page_name, p.access_enable
from team_members m join seed_pages p on p.team_type_id = m.team_type_id;
drop table seed_pages;
