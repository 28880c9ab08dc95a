#!/usr/bin/env bash
# `npm test`: every test suite, the same on a laptop and in CI (.ci/run calls exactly this).
# Contract lint, SDK staleness, layering rules, lint, unused exports, type checks, unit and contract tests (with
# coverage gates), production builds (reused by every browser suite), the production server scaled out behind nginx,
# the sandbox on a PostgreSQL server, the publishable packages packed, installed and published, and the browser suites
# against Debian's chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh --browser || exit 1
export CI="${CI:-}" FORCE_COLOR=0

passed=0; failed=0; failures=()
step() {
  local name="$1"; shift
  local started=$SECONDS
  echo; echo "━━ $name"
  if "$@"; then
    passed=$((passed + 1)); echo "✔ $name ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1)); failures+=("$name"); echo "✘ $name ($((SECONDS - started)) s)"
  fi
}
turbo() { pnpm exec turbo run "$@" --concurrency=2 --output-logs=new-only --log-order=grouped; }

step "contract lint (Redocly, Spectral)" pnpm -s lint:contract
step "SDK is generated from the contract" pnpm -s check:sdk
step "layering rules (dependency-cruiser)" pnpm -s check:deps
step "lint (ESLint, zero warnings)"       pnpm -s lint
# files, exports, dependencies and catalog entries nothing uses (knip.jsonc says what the entry points are)
step "unused exports (knip)"             pnpm -s check:unused
step "type checks"                       turbo typecheck
step "unit and contract tests"           turbo test
# the contract tests again, and two sandbox processes sharing one database, on a throw-away PostgreSQL server
# (Debian's, installed when missing): DATABASE_URL as a real backend runs it
step "sandbox on PostgreSQL"             bash scripts/with-postgres.sh pnpm --filter @casino/sandbox -s exec vitest run test/contract src/db/postgres-server.test.ts
step "production builds"                 turbo build
# the deploy folder assembled from that build and started with node alone (apps/web/server/deploy.test.ts)
step "production server: deploy folder"  env DEPLOY_TEST=1 pnpm --filter @casino/web -s exec vitest run --project deploy
# two processes of it behind Debian's nginx (server/nginx.conf.example): same pages and ETags, one killed mid-load, a
# rolling restart under load (apps/web/server/scale-out.test.ts)
step "production server: two processes behind nginx" bash scripts/test-scale-out.sh
# packs both publishable packages from a clean tree, installs them with npm, runs a consumer, publishes to verdaccio
step "packages: pack, install, publish"  node scripts/packaging/pack-install-publish.mjs
# the browser suites, each timed on its own, all against the builds above
step "browser: design-system stories"   pnpm --filter @casino/ui -s e2e
step "browser: app (Playwright)"        pnpm --filter @casino/web -s exec playwright test
# the route tour and the navigation corpus again under Vite's dev server (its content security policy, React's
# StrictMode), as `npm start` runs the app (playwright.dev.config.ts), with the sandbox on a throw-away PostgreSQL
# server: a browser tour of every route against a real database server (without one, on PGlite, saying so)
step "browser: development server tour" bash scripts/with-postgres.sh --optional pnpm --filter @casino/web -s exec playwright test -c playwright.dev.config.ts
step "browser: accessibility sweep"     pnpm --filter @casino/web -s a11y
# every contract operation × {500, network error, timeout, malformed body, 429} (apps/web/harness/fault-matrix)
step "browser: fault matrix"            pnpm --filter @casino/web -s faults

echo
if [ "$failed" -gt 0 ]; then printf 'failed: %s\n' "${failures[@]}"; fi
echo "total time: $((SECONDS / 60)) min $((SECONDS % 60)) s"
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
