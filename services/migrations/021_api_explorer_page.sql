-- The analysts' API explorer is a page of its own ('API Explorer'), held like any other.
-- A database seeded before this migration gains the page in its catalogue, granted to the members who
-- administer permissions (they hold 'User Permission'); a fresh database gets both from the demo seed,
-- which fills the catalogue only while it is empty (so nothing is added here then).
insert into permissions (permission_id, page_name)
select max(permission_id) + 1, 'API Explorer' from permissions
having count(*) > 0 and not bool_or(page_name = 'API Explorer');

insert into page_access (team_member_id, page_name, access_enable)
select a.team_member_id, 'API Explorer', 1 from page_access a
where a.page_name = 'User Permission' and a.access_enable = 1
  and not exists (select 1 from page_access e where e.team_member_id = a.team_member_id and e.page_name = 'API Explorer');
