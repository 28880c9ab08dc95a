#!/usr/bin/env bash
# The no-flake check: the app's browser suite (Playwright, no retries) run several times in a row against the
# production build while another production build of the app loops beside it, the load a busy CI runner or a
# developer's laptop adds. A suite that passes only on a quiet machine fails here. Every run must pass.
#   scripts/soak.sh [runs, default 5]     (after a build: `pnpm exec turbo run build`, or `npm test` once)
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh --browser || exit 1
runs="${1:-5}"
[ -f apps/web/dist/index.html ] || { echo "Build first: pnpm exec turbo run build" >&2; exit 1; }

# the load: the app's client build, again and again, into a folder of its own (the suite's dist stays untouched)
load_dir="$(mktemp -d)"
set -m
( while :; do pnpm --filter @casino/web -s exec vite build --outDir "$load_dir/dist" --emptyOutDir --logLevel silent >/dev/null 2>&1; done ) &
load=$!
set +m
trap 'kill -- -"$load" 2>/dev/null; rm -rf "$load_dir"' EXIT

green=0; streak=0; best=0
for run in $(seq 1 "$runs"); do
  started=$SECONDS
  echo "━━ run $run of $runs (a build looping beside it)"
  # CI=true: no traces recorded for passing tests; --retries=0: a test that needs a second try fails the run
  # each run keeps its failures' page snapshots (apps/web/test-results/soak-N): the next run would clear them
  if CI=true pnpm --filter @casino/web -s exec playwright test --retries=0 --reporter=dot --output "test-results/soak-$run"; then
    green=$((green + 1)); streak=$((streak + 1)); echo "✔ run $run ($((SECONDS - started)) s)"
  else
    streak=0; echo "✘ run $run ($((SECONDS - started)) s)"
  fi
  [ "$streak" -gt "$best" ] && best=$streak
done
echo "soak: $green of $runs runs green, longest streak $best, total $((SECONDS / 60)) min $((SECONDS % 60)) s"
[ "$green" -eq "$runs" ]
