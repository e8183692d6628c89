#!/usr/bin/env bash
# `npm start`: the whole product from a fresh clone, with no external service.
# Embedded Postgres (PGlite) unless DATABASE_URL is set, in-process jobs unless REDIS_URL is set,
# the offline `demo` AI model unless a provider key is set.
set -euo pipefail
cd "$(dirname "$0")/../../.."
source libs/tools/scripts/ensure-node.sh

# Install dependencies when missing or when the lockfile changed since the last install.
stamp=node_modules/.mailplan-install-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "Installing dependencies..."
  npm install --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi

echo "Building the API, the shell and the micro-frontends (cached after the first run)..."
NX_DAEMON=false npx nx run-many -t build -p backend shell mfe-campaigns mfe-strategy mfe-calendar --outputStyle=static

export PORT="${PORT:-3000}"
echo
echo "  Mailplan is starting on http://localhost:${PORT}"
[ -z "${DATABASE_URL:-}" ] && echo "  database: embedded PGlite in ${PGLITE_DATA_DIR:-.data/pglite}"
[ -z "${REDIS_URL:-}" ] && echo "  jobs:     in-process (set REDIS_URL to use Redis)"
echo
exec node backend/dist/main.js
