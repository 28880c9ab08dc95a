#!/usr/bin/env bash
# Two production server processes behind nginx (apps/web/server/scale-out.test.ts, a step of `npm test`; runnable
# alone once apps/web is built). Debian's nginx is installed when missing; the sandbox behind the processes runs on a
# throw-away PostgreSQL server when one can be had (scripts/with-postgres.sh: a few seconds of set-up instead of
# seeding PGlite), else on PGlite. Skips (exit 0, saying why) only on a machine without nginx and without apt-get.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/debian-tool.sh
debian_tool /usr/sbin/nginx nginx
case $? in
  0) ;;
  2) echo "skipped: nginx is not installed (/usr/sbin/nginx) and this machine has no apt-get to install it"; exit 0 ;;
  *) exit 1 ;;
esac
exec bash scripts/with-postgres.sh --optional env SCALE_OUT_TEST=1 pnpm --filter @casino/web -s exec vitest run --project scale-out
