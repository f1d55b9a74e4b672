#!/usr/bin/env bash
# Makes sure the programs the tests run beside the product are here: Chromium for the end-to-end tests (or
# CHROMIUM_PATH), PostgreSQL for the services' suite on PostgreSQL, redis-server for the two-gateway tests, haproxy
# for the rolling restart drill, faketime (libfaketime) for the suites run on another day (scripts/shifted-clock.sh),
# python3-requests and python3-pandas for the analysts' guide's Python examples.
# Where to look (the PATH, then where Debian, Ubuntu and Homebrew put them) is tests/support/machine-tools.ts, the
# list the tests themselves use. Running as root with apt-get, it installs the missing packages (one
# `apt-get update`) without starting their services; otherwise it says what to install (Homebrew's lines on macOS)
# and fails. Never downloads a browser or a server build of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
tools() { npx --no-install tsx tests/support/machine-tools.ts "$@"; }

missing=$(tools missing)
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing} with apt-get for the tests…"
  export DEBIAN_FRONTEND=noninteractive
  # The tests start servers of their own (a PostgreSQL cluster, a redis-server, an HAProxy) on loopback ports:
  # Debian's policy layer keeps the packages' own services from starting (101: action forbidden) during the install.
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    trap 'rm -f "$policy"' EXIT
    printf '#!/bin/sh\n# Written by scripts/ensure-packages.sh for the length of an install.\nexit 101\n' > "$policy"
    chmod 755 "$policy"
  fi
  apt-get update -qq
  # shellcheck disable=SC2086 # one word a package
  apt-get install -y -qq $missing >/dev/null
  missing=$(tools missing)
  [ -z "$missing" ] && exit 0
fi
tools advice
exit 1
