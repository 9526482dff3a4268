#!/usr/bin/env bash
# Runs a command with Node 24 LTS first on PATH: the binary from the npm registry's node-<platform>-<arch> package
# (what the `node` package's install script fetches), into a throwaway folder. Usage: scripts/node-lts.sh <cmd...>
set -euo pipefail
version="${NODE_LTS:-24}"
package="node-$(node -p 'process.platform')-$(node -p 'process.arch')@${version}"
prefix="$(mktemp -d "${TMPDIR:-/tmp}/hc-node-lts.XXXXXX")"
trap 'rm -rf "$prefix"' EXIT
npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$prefix" "$package" >/dev/null
bin="$(ls -d "$prefix"/node_modules/node-*/bin)"
echo "running on Node $("$bin/node" --version) ($package): $*"
PATH="$bin:$PATH" "$@"
