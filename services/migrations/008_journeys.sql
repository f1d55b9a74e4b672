-- Visits, journey plans and team location: which stores each member is mapped to, the
-- store-days planned for them, and the check-in and check-out of each visit with where it was made.
create table member_stores (
  team_member_id integer not null references team_members,
  store_id integer not null references stores,
  primary key (team_member_id, store_id)
);
create index member_stores_store on member_stores (store_id);

create table journey_plans (
  team_member_id integer not null references team_members,
  store_id integer not null references stores,
  plan_date date not null,
  week_no integer not null generated always as (extract(week from plan_date)::int) stored,
  plan_year integer not null generated always as (extract(isoyear from plan_date)::int) stored,
  primary key (team_member_id, plan_date, store_id)
);
create index journey_plans_week on journey_plans (team_member_id, plan_year, week_no);
create index journey_plans_date on journey_plans (plan_date);

alter table visits
  add column check_in timestamptz,
  add column check_out timestamptz,
  add column latitude double precision check (latitude between -90 and 90),
  add column longitude double precision check (longitude between -180 and 180);
create index visits_member_check_in on visits (team_member_id, check_in desc);
