#!/usr/bin/env bash
# Installs the benchmark-only tooling (bench/package.json: GraphQL Mesh, Hive Gateway, Lighthouse,
# puppeteer-core, autocannon) on demand, so the product's `npm install` does not carry its ~760 packages.
# Reinstalls when bench/package-lock.json is newer than what was installed.
set -euo pipefail
cd "$(dirname "$0")/../bench"
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo 'Installing the benchmark tooling into bench/node_modules (once)…'
  npm ci --no-audit --no-fund --loglevel=error
fi
