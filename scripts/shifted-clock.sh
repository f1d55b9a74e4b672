#!/usr/bin/env bash
# Runs a command with its clock, and that of every process it starts, set to another day (libfaketime: a constant
# offset, so every process agrees): `bash scripts/shifted-clock.sh dhaka-midnight|utc-midnight COMMAND…`.
# The day lies 1 to 3 years ahead of today and moves with it, so the runs of successive days sample different days;
# the moment is 3 minutes before midnight in Dhaka (18:00 UTC) or in UTC, so the run crosses the business's (or
# the servers') date line while it seeds and tests. A test that wrote a calendar date, or took "today" once and
# compared it with a later one, fails here. SHIFTED_CLOCK='YYYY-MM-DD HH:MM:SS' (UTC) replays a given moment.
set -euo pipefail
kind=${1:?dhaka-midnight or utc-midnight}
shift

# libfaketime where Debian, Ubuntu or Homebrew put it (tests/support/machine-tools.ts; it says what to install).
library=$(cd "$(dirname "$0")/.." && npx --no-install tsx tests/support/machine-tools.ts path faketime)
# GNU date (macOS: Homebrew's coreutils names it gdate) reads the `-d` dates below.
date() { if command -v gdate >/dev/null 2>&1; then gdate "$@"; else command date "$@"; fi; }

now=$(date -u +%s)
if [ -n "${SHIFTED_CLOCK:-}" ]; then
  target=$(date -u -d "$SHIFTED_CLOCK" +%s)
else
  day_of_year=$(date -u +%j)
  days_ahead=$((365 + (10#$day_of_year * 37) % 730))
  day=$(date -u -d "@$((now + days_ahead * 86400))" +%F)
  case $kind in
    dhaka-midnight) target=$(date -u -d "$day 17:57:00" +%s) ;;
    utc-midnight) target=$(date -u -d "$day 23:57:00" +%s) ;;
    *) echo "Unknown moment: $kind (dhaka-midnight or utc-midnight)." >&2; exit 1 ;;
  esac
fi
offset=$((target - now))
echo "The clock reads $(date -u -d "@$target" '+%F %T') UTC (replay: SHIFTED_CLOCK='$(date -u -d "@$target" '+%F %T')')"
# (tests/support/redis.ts starts redis-server on the machine's clock: libfaketime's clock_gettime recurses in it.)
export FAKETIME="+$offset" FAKETIME_DONT_FAKE_MONOTONIC=1
if [ "$(uname -s)" = Darwin ]; then
  export DYLD_INSERT_LIBRARIES="$library${DYLD_INSERT_LIBRARIES:+:$DYLD_INSERT_LIBRARIES}" DYLD_FORCE_FLAT_NAMESPACE=1
else
  export LD_PRELOAD="$library${LD_PRELOAD:+:$LD_PRELOAD}"
fi
exec "$@"
