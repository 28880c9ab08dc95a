#!/usr/bin/env bash
# Installs what the README's commands need on a machine that has only Node and npm:
# pnpm (pinned; corepack fails here), the workspace's dependencies from the lockfile, and with `--browser`
# Debian's chromium and its headless shell for the browser tests (when missing and we are root). Sourced by dev.sh and test.sh.
set -euo pipefail
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1 NPM_CONFIG_UPDATE_NOTIFIER=false

if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm 12.21.0"
  if ! npm i -g pnpm@12.21.0 >/dev/null 2>&1; then
    npm i --prefix "$HOME/.local" pnpm@12.21.0 >/dev/null
    export PATH="$HOME/.local/bin:$PATH"
  fi
fi

echo "› installing dependencies from the lockfile"
pnpm install --frozen-lockfile --reporter=silent

# The full browser for the app and the bench, the old headless shell for the browser suites (lighter on two cores).
browsers=()
[ -x /usr/bin/chromium ] || browsers+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || browsers+=(chromium-headless-shell)
if [[ " $* " == *" --browser "* ]] && [ "${#browsers[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's ${browsers[*]} for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${browsers[@]}" >/dev/null
  elif [ ! -x /usr/bin/chromium ]; then
    echo "Browser tests need /usr/bin/chromium: install Debian's chromium package (sudo apt-get install chromium chromium-headless-shell)." >&2
    exit 1
  fi
fi
