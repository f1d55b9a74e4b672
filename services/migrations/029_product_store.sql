-- The product's own store: what the product keeps that the distributor's bases do not give. Its
-- tables never join the bases' tables, so the same store works beside the distributor's own bases.

-- Passwords the product issued (a one-time password, then the one the member set in its place):
-- while a login has a row here, the product checks that login's sign-in, not the distributor's Login.
create table product_credentials (
  team_member_id integer primary key,
  login text not null,
  password_hash text not null,
  must_change boolean not null default true,
  issued_at timestamptz not null default now()
);
create unique index product_credentials_login on product_credentials (lower(login));

-- Requests for access from the sign-up page, waiting for an administrator.
create table product_access_requests (
  request_id serial primary key,
  team_member_name text not null,
  my_single_id text not null,
  email text not null,
  mobile text not null,
  region_id integer not null,
  requested_at timestamptz not null default now()
);
-- Requests for one login are kept side by side (none silently wins): the administrator sees each claim.
create index product_access_requests_login on product_access_requests (lower(my_single_id));

-- What a team type's members do in the product; a type without a row takes the defaults.
create table product_team_type_roles (
  team_type_id integer primary key,
  takes_targets boolean not null,
  manages_brands boolean not null,
  field_staff boolean not null
);

-- The stand-in's own copies of these are no longer read.
drop table access_requests;
alter table team_members drop column must_change_password;
