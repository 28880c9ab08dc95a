#!/usr/bin/env bash
# `npm test`: every test suite, the same on a laptop and in CI (.ci/run calls exactly this).
# Contract lint, SDK staleness, layering rules, lint, type checks, unit and contract tests (with coverage gates),
# production builds (reused by every browser suite) and the browser suites against Debian's chromium.
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

step "contract lint (Redocly)"          pnpm -s lint:contract
step "SDK is generated from the contract" pnpm -s check:sdk
step "layering rules (dependency-cruiser)" pnpm -s check:deps
step "lint (ESLint, zero warnings)"       pnpm -s lint
step "type checks"                       turbo typecheck
step "unit and contract tests"           turbo test
step "production builds"                 turbo build
step "browser tests"                     pnpm exec turbo run e2e --concurrency=1 --output-logs=new-only --log-order=grouped

echo
if [ "$failed" -gt 0 ]; then printf 'failed: %s\n' "${failures[@]}"; fi
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
