-- Onboarding: a member given a one-time password must set their own at the next sign-in; requests for
-- access (sign-up) wait here for an administrator.
alter table team_members add column must_change_password boolean not null default false;

create table access_requests (
  request_id serial primary key,
  team_member_name text not null,
  my_single_id text not null,
  email text not null,
  mobile text not null,
  region_id integer not null references regions (region_id),
  requested_at timestamptz not null default now()
);
create unique index access_requests_login on access_requests (lower(my_single_id));
