-- The audit trail: who changed which record through the product, when, and from what to what. One row per
-- change the gateway made (after the change succeeded); rows are only ever added. An administrator answers
-- "who changed this" from here, and every gateway instance reads the same rows.
create table product_audit (
  audit_id bigserial primary key,
  changed_at timestamptz not null default now(),
  team_member_id integer not null,
  team_member_name text not null,
  -- The GraphQL mutation that made the change (updateStore, setBrandManager, ...).
  operation text not null,
  -- What was changed ('store', 'brand', 'permission', ...) and its id as text ('' when the change has none,
  -- a bulk change names its records in after_json).
  record_kind text not null,
  record_id text not null default '',
  -- JSON as the gateway knew it: the record before (when it read it to check the version) and after.
  before_json text,
  after_json text,
  -- The record's version after the change, as clients see it: a CONFLICT names this row's member only while
  -- the record still has that version.
  version text not null default '',
  request_id text not null default ''
);
create index product_audit_record on product_audit (record_kind, record_id, audit_id desc);
create index product_audit_member on product_audit (team_member_id, audit_id desc);
create index product_audit_time on product_audit (changed_at desc, audit_id desc);

-- Append-only: the product offers no way to edit the trail, and the database refuses it too.
create function product_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the audit trail is append-only';
end;
$$;
create trigger product_audit_no_update before update or delete on product_audit
  for each statement execute function product_audit_append_only();
create trigger product_audit_no_truncate before truncate on product_audit
  for each statement execute function product_audit_append_only();
