-- Two editors at once (the report roll-ups): the statement triggers of 020 and 022 to 025
-- recompute a roll-up from what their statement sees, and under READ COMMITTED a write does not see
-- another transaction's rows until that one commits. Two visits of a store and brand added at once left
-- the later one's previous visit day (025) blind to the earlier one, so Summary counted the store twice;
-- two stores checked the same day at once made the second write fail on the day's roll-up key (023).
-- Every write that starts a roll-up refresh now first takes one transaction-scoped lock, so roll-up
-- writers take turns and each refresh, taking its snapshot after the lock, reads the committed rows of
-- the one before it. One lock for checks and sales alike: a transaction writing both cannot deadlock on
-- the order. Taken before the statement (the refreshes run after it), held until commit.
create function lock_report_rollups() returns trigger language plpgsql as $$
begin
  -- 2026, 20: this product's key for "report roll-ups"; nothing else takes it.
  perform pg_advisory_xact_lock(2026, 20);
  return null;
end $$;

create trigger display_check_lines_rollup_lock before insert or update or delete on display_check_lines
  for each statement execute function lock_report_rollups();
create trigger sales_rollup_lock before insert or update or delete on sales
  for each statement execute function lock_report_rollups();
-- A visit moved to another day or store, a product to another brand or category, a store to another
-- region, city, channel or grade: each refreshes roll-ups too.
create trigger visits_rollup_lock before update on visits
  for each statement execute function lock_report_rollups();
create trigger products_rollup_lock before update on products
  for each statement execute function lock_report_rollups();
create trigger stores_rollup_lock before update on stores
  for each statement execute function lock_report_rollups();
