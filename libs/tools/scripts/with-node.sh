#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH.
set -e
source "$(dirname "$0")/ensure-node.sh"
exec "$@"
