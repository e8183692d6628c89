#!/usr/bin/env bash
# The machine services `npm test` uses, on Debian: Chromium at /usr/bin/chromium, Debian's nginx
# with its brotli_static module (the compose set-up's web server, run by the tests), PostgreSQL on
# 127.0.0.1:5432 and Redis on 127.0.0.1:6379. Each step checks first and installs or starts only
# what is missing (with sudo when not root), so on a prepared machine this is a quick no-op.
# `npm test` runs it first; .ci/run reaches it through `npm test`.
set -euo pipefail

SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; fi
fi
say() { echo "[prepare-machine] $*"; }
apt_updated=0
apt_install() {
  if [ "$(id -u)" != "0" ] && [ -z "$SUDO" ]; then
    echo "[prepare-machine] $* missing, and installing it needs root or sudo: apt-get install $*" >&2
    exit 1
  fi
  if [ $apt_updated = 0 ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  say "installing $*"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
# Whether something accepts TCP connections on 127.0.0.1:$1 (bash's /dev/tcp: no client tools needed).
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Chromium (Playwright drives Debian's build; never `npx playwright install`).
if [ ! -x /usr/bin/chromium ]; then apt_install chromium; fi

# nginx with brotli_static: libs/tools/tests/nginx-static.test.mjs runs the images' configuration.
if [ ! -x /usr/sbin/nginx ] || [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  apt_install nginx-light libnginx-mod-http-brotli-static
fi

# PostgreSQL: the API tests create and drop a database of their own per run through
# TEST_DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
if ! port_open 5432; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    apt_install postgresql
    # A fresh cluster asks local TCP clients for a password; the tests connect as `postgres`
    # without one, as on the project's machines (trust on 127.0.0.1 and ::1 only).
    for hba in /etc/postgresql/*/main/pg_hba.conf; do
      $SUDO sed -i -E 's/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+$/\1trust/' "$hba"
    done
  fi
  say "starting PostgreSQL"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start || true
  for _ in $(seq 1 30); do port_open 5432 && break; sleep 1; done
  port_open 5432 || { echo "[prepare-machine] PostgreSQL did not start on 127.0.0.1:5432" >&2; exit 1; }
fi

# Redis for the Bull job queues, keeping nothing on disk.
if ! port_open 6379; then
  if ! command -v redis-server >/dev/null; then apt_install redis-server; fi
  say "starting Redis"
  $SUDO mkdir -p /var/lib/redis /var/log/redis
  $SUDO redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 30); do port_open 6379 && break; sleep 1; done
  port_open 6379 || { echo "[prepare-machine] Redis did not start on 127.0.0.1:6379" >&2; exit 1; }
fi
