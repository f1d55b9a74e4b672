#!/usr/bin/env bash
# `npm test`: the whole suite, cheapest first. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."
stage() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

stage 'Node.js 24 (fetched from the npm registry when the machine has an older one)'
source scripts/node-runtime.sh

stage 'Chromium, PostgreSQL, redis-server, HAProxy and faketime: found, or installed from Debian as root, or named'
bash scripts/ensure-packages.sh
stage 'Type-check every package'
npm run -s typecheck
stage 'Lint and format (Biome: formatting, correctness, React hooks, accessibility, import cycles; lines within 120)'
npm run -s lint
stage 'Generated files are fresh'
npx tsx scripts/generated.ts check
stage 'Unit tests'
npx vitest run --project unit
stage "Component tests (the web's list and form kits in Chromium)"
npx vitest run --project components
stage 'Integration tests (gateway and services over real HTTP, PGlite)'
npx vitest run --project integration
stage 'Durability (the embedded PGlite killed mid-write and restarted; backed up and restored)'
npx vitest run --project durability
stage "The gateway's suite against bases that serve only the product description (the stand-in's strict mode), \
on another day: 1 to 3 years ahead, from 3 minutes before midnight in Dhaka (scripts/shifted-clock.sh)"
bash scripts/shifted-clock.sh dhaka-midnight npx vitest run --project integration-strict
stage 'The services suite again on a PostgreSQL server (Debian package, a cluster on loopback)'
npx vitest run --project integration-postgres
stage 'Faults suite (the gateway against failing upstreams)'
npx vitest run --project faults
stage 'Security suite (access to every field, GraphQL abuse, sign-in throttling, injection)'
npx vitest run --project security
stage 'Build the web client and compile the server to JavaScript (npm run build)'
npm run -s build
stage 'JavaScript budget (sign-in at most 200 kB gzip, every route at most 350 kB)'
npx tsx scripts/bundle-budget.ts
stage 'End-to-end tests (Chromium; one file also on bases that serve only the product description, no extras)'
npx vitest run --project e2e
