#!/usr/bin/env bash
# Biome at the version the lockfile holds (a devDependency, with every platform's binary listed), run from
# node_modules: nothing is fetched at test time.
set -euo pipefail
exec "$(dirname "$0")/../node_modules/.bin/biome" "$@"
