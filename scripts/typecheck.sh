#!/usr/bin/env bash
# `npm run typecheck`: every TypeScript project, in two lanes side by side (tsc keeps about a core and a half busy, so
# two cores finish both lanes in about the time of the longer one). Each lane's errors are printed whole, after it.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
lane() {
  local name=$1
  shift
  for project in "$@"; do npx --no-install tsc -p "$project" || return 1; done >"$out/$name" 2>&1
}
lane first gateway tests bench/reference-page &
first=$!
lane second web services bench/tsconfig.core.json &
second=$!
status=0
wait "$first" || status=1
wait "$second" || status=1
cat "$out/first" "$out/second"
exit "$status"
