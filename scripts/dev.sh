#!/usr/bin/env bash
# `npm start`: the sandbox backend (http://127.0.0.1:8787) and the web app (http://localhost:${PORT:-5173}),
# the app's /api, /nfx, /content, ... calls proxied to the sandbox.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
export PORT="${PORT:-5173}" APP_ORIGIN="${APP_ORIGIN:-http://localhost:${PORT:-5173}}"
exec pnpm exec concurrently --kill-others --names sandbox,web --prefix-colors blue,magenta \
  "pnpm --filter @casino/sandbox dev" \
  "pnpm --filter @casino/web dev"
