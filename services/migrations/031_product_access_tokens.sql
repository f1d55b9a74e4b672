-- Access tokens for members' scripts: a member creates, names, lists and revokes their own; the token itself
-- is shown once, only its SHA-256 hash is kept. A token acts as its member, within the pages it names (none =
-- all the member holds), read-only unless it allows writes, until it expires (at most a year) or is revoked.
create table product_access_tokens (
  token_id bigserial primary key,
  team_member_id integer not null,
  name text not null check (char_length(name) between 1 and 60),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  read_only boolean not null default true,
  pages text[] not null default '{}',
  expires_at timestamptz not null default now() + interval '90 days',
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  check (expires_at <= created_at + interval '366 days')
);
create index product_access_tokens_member on product_access_tokens (team_member_id, token_id);
