-- Settings: the products each account (channel) and grade carries, each store's grade by
-- brand, the e-mailed reports and their recipients, and the catalogue of permissions (the pages of
-- the menu) that PermissionView lists and PermissionUpdate sets per member in page_access.
create table product_account_grades (
  channel_id integer not null references channels,
  grade_id integer not null references grades,
  product_id integer not null references products,
  primary key (channel_id, grade_id, product_id)
);
create table store_grade_brands (
  store_id integer not null references stores,
  brand_id integer not null references brands,
  grade_id integer not null references grades,
  primary key (store_id, brand_id)
);
create table reports (report_id integer primary key, report_name text not null unique);
create table report_recipients (
  report_id integer not null references reports,
  email text not null,
  primary key (report_id, email)
);
create table permissions (permission_id integer primary key, page_name text not null unique);
