#!/usr/bin/env bash
# `npm run serve`: the production build as a crawler or a player's browser gets it (apps/web/server: generated
# robots.txt and sitemap.xml, real 404 statuses, plain status pages for crawlers, security headers) with the
# sandbox backend behind it, at http://localhost:${PORT:-8080}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
export PORT="${PORT:-8080}" SANDBOX_PORT="${SANDBOX_PORT:-8787}"
export APP_ORIGIN="${APP_ORIGIN:-http://localhost:${PORT}}"
# the sandbox's vendor stand-ins (chat, analytics, fraud agent, verification and game frames) live at its origin
export CSP_VENDOR_ORIGINS="${CSP_VENDOR_ORIGINS:-http://127.0.0.1:${SANDBOX_PORT}}"
pnpm --filter @casino/web build
exec pnpm exec concurrently --kill-others --names sandbox,web --prefix-colors blue,magenta \
  "pnpm --filter @casino/sandbox start" \
  "HOST=localhost pnpm --filter @casino/web serve"
