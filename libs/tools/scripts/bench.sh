#!/usr/bin/env bash
# `npm run bench`: builds the API, the shell and the three micro-frontends, then measures the API
# against a hand-written node:http + pg baseline and the front end in Chromium (bench/run.mjs).
# Prints one table and writes bench/results/latest.json. Missed targets never fail the command;
# it fails only when nothing could be measured (a broken build, no Postgres).
# Needs Postgres on TEST_DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
# Redis on TEST_REDIS_URL (default redis://127.0.0.1:6379) and Chromium at /usr/bin/chromium.
set -euo pipefail
cd "$(dirname "$0")/../../.."
source libs/tools/scripts/ensure-node.sh
export NX_DAEMON=false NX_NO_CLOUD=true

echo "== Build (cached when nothing changed)"
npx nx run-many -t build -p backend shell mfe-campaigns mfe-strategy mfe-calendar --outputStyle=static

echo "== Benchmark"
exec node bench/run.mjs "$@"
