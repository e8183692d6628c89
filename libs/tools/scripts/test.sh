#!/usr/bin/env bash
# `npm test`: every test of the product. First the machine's services (Chromium, nginx with
# brotli, PostgreSQL, Redis): prepare-machine.sh installs or starts what is missing.
#  1. type check and lint of every project (webpack and jest compile with swc, which checks no types);
#  2. unit, component and API tests of every project (real Postgres and Redis for the API);
#  3. Playwright in Debian's Chromium against the composed app (built API + shell + remotes), and
#     a remote deployed alone: built from a changed copy and run by the shell built in step 1;
#  4. the first-run journey: Playwright against `npm start` itself (embedded database, in-process
#     jobs, demo model), across an idle timeout and a restart.
set -euo pipefail
cd "$(dirname "$0")/../../.."
bash libs/tools/scripts/prepare-machine.sh
source libs/tools/scripts/ensure-node.sh
export NX_DAEMON=false NX_NO_CLOUD=true

echo "== Build"
npx nx run-many -t build --outputStyle=static

echo "== Type check and lint"
npx nx run-many -t typecheck lint --outputStyle=static

echo "== Unit, component and API tests"
npx nx run-many -t test --outputStyle=stream --parallel=1

echo "== Browser tests (Playwright, Chromium)"
npx playwright test -c shell/e2e/playwright.config.ts

echo "== A micro-frontend deployed alone (one remote rebuilt from a changed copy, run by the shell built above)"
npx playwright test -c shell/e2e/playwright.deploy-alone.config.ts

echo "== First run (npm start: embedded database, in-process jobs, demo model)"
npx playwright test -c shell/e2e/playwright.first-run.config.ts
