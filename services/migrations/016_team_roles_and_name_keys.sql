-- Team types carry their roles as data (never read from a type's name), and the names
-- people tell apart (brand, category within its brand, store code, product model code, login) are
-- unique as people read them: NFKC, invisible characters removed, spaces collapsed, case folded.

alter table team_types
  add column takes_targets boolean not null default false,
  add column manages_brands boolean not null default false,
  add column field_staff boolean not null default false;
-- A database seeded before this migration: its demo types (2 manager, 3 supervisor, 4 promoter)
-- get their roles once here; a fresh seed inserts them with their roles.
update team_types set manages_brands = team_type_id = 2, field_staff = team_type_id in (3, 4), takes_targets = team_type_id = 4;

-- The comparison key of a name for the unique indexes; services/src/http/names.ts cleans names with
-- the same class of invisible characters before they are stored.
create function name_key(name text) returns text language sql immutable strict parallel safe as $$
  select lower(upper(btrim(regexp_replace(regexp_replace(normalize(name, NFKC),
    '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]', '', 'g'),
    '\s+', ' ', 'g'))))
$$;

create unique index brands_name_key on brands (name_key(brand_name));
-- A category may belong to no one brand (ProductCategory_Add without BrandID): any brand's products use it.
alter table product_categories alter column brand_id drop not null;
create unique index product_categories_name_key on product_categories (coalesce(brand_id, 0), name_key(product_category_name));
create unique index products_model_code_key on products (name_key(product_model_code));
create unique index stores_code_key on stores (name_key(store_code));
create unique index team_members_login_key on team_members (name_key(my_single_id));
