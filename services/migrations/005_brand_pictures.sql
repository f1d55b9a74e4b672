-- Brand pictures (three slots a brand), kept in the database so every services instance serves
-- them; they go with their brand.
create table brand_pictures (
  brand_id integer not null references brands on delete cascade,
  slot smallint not null check (slot between 1 and 3),
  content_type text not null,
  bytes bytea not null,
  sha256 text not null,
  uploaded_at timestamptz not null default now(),
  primary key (brand_id, slot)
);
