#!/usr/bin/env bash
# Makes sure the programs the tests run beside the product are here: Chromium for the end-to-end tests (or
# CHROMIUM_PATH; its headless shell too where Debian offers it), PostgreSQL for the services' suite on PostgreSQL, redis-server for the two-gateway tests, haproxy
# for the rolling restart drill, faketime (libfaketime) for the suites run on another day (scripts/shifted-clock.sh),
# python3-requests and python3-pandas for the analysts' guide's Python examples.
# Where to look (the PATH, then where Debian, Ubuntu and Homebrew put them) is tests/support/machine-tools.ts, the
# list the tests themselves use. Running as root with apt-get, it installs the missing packages (one
# `apt-get update`) without starting their services; otherwise it says what to install (Homebrew's lines on macOS)
# and fails. Never downloads a browser or a server build of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
tools() { npx --no-install tsx tests/support/machine-tools.ts "$@"; }

as_root_with_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }
# Chromium's headless shell draws the test runs' pages for about a tenth less CPU than the whole browser: added where
# Debian offers it (tests/support/machine-tools.ts prefers it), never required.
shell_offered() {
  as_root_with_apt && [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1 &&
    [ -n "$(apt-cache policy chromium-headless-shell 2>/dev/null | awk '/Candidate:/ && $2 != "(none)"')" ]
}

missing=$(tools missing)
[ -z "$missing" ] && ! shell_offered && exit 0
if as_root_with_apt; then
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
  if shell_offered; then missing="${missing:+$missing }chromium-headless-shell"; fi
  echo "Installing ${missing} with apt-get for the tests…"
  # shellcheck disable=SC2086 # one word a package
  apt-get install -y -qq $missing >/dev/null
  missing=$(tools missing)
  [ -z "$missing" ] && exit 0
fi
tools advice
exit 1
