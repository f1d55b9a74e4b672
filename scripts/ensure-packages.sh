#!/usr/bin/env bash
# Makes sure the Debian packages the tests run against are here, installing the missing ones when
# running as root with apt-get (one `apt-get update` at most): Chromium for the end-to-end tests
# (or CHROMIUM_PATH), PostgreSQL for the services' suite on PostgreSQL, redis-server for the
# two-gateway tests, haproxy for the rolling restart drill, faketime (libfaketime) for the suites
# run on another day (scripts/shifted-clock.sh).
# Never downloads a browser or a server build of its own.
set -euo pipefail

missing=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2; exit 1; }
else
  found=''
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    [ -x "$candidate" ] && found=1 && break
  done
  [ -n "$found" ] || missing+=(chromium)
fi
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
ls /usr/lib/*-linux-gnu/faketime/libfaketime.so.1 >/dev/null 2>&1 || missing+=(faketime)

[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # The tests start servers of their own (a PostgreSQL cluster, a redis-server) on loopback ports.
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
cat >&2 <<MSG
Missing for the tests: ${missing[*]}, and they cannot be installed from here (needs root and apt-get).
Install them (Debian/Ubuntu: sudo apt-get install -y ${missing[*]}), or for Chromium set
CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again. No test is ever skipped.
MSG
exit 1
