#!/usr/bin/env bash
# Biome at one pinned version, fetched by npx on first use. It is not a devDependency because the
# registry these machines use lacks its other platforms' binaries, and `npm ci` refuses a lockfile
# without them; npx resolves only this machine's binary.
set -euo pipefail
exec npx --yes @biomejs/biome@2.6.8 "$@"
