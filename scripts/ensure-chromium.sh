#!/usr/bin/env bash
# Makes sure a Chromium exists for the end-to-end tests: CHROMIUM_PATH, else Debian's package,
# installed here when running as root with apt-get. Never downloads a browser build of its own.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2; exit 1
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  [ -x "$candidate" ] && exit 0
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package for the end-to-end tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
cat >&2 <<'MSG'
No Chromium found, and it cannot be installed from here (needs root and apt-get).
Install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a
Chromium or Chrome binary, then run npm test again. The end-to-end tests are never skipped.
MSG
exit 1
