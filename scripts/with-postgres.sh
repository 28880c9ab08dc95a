#!/usr/bin/env bash
# `scripts/with-postgres.sh [--optional] COMMAND…`: runs COMMAND with DATABASE_URL pointing at a throw-away
# PostgreSQL 15 server (Debian's, installed when missing): a cluster made for this run in a temporary folder, on a
# free loopback port, removed afterwards. The test command's steps that need a real server use it (scripts/test.sh).
#
# Without PostgreSQL and without apt-get to install it, the step is skipped (exit 0, saying why); with `--optional`,
# COMMAND runs all the same, without DATABASE_URL (the sandbox then uses its embedded PGlite).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/debian-tool.sh
optional=""
if [ "${1:-}" = "--optional" ]; then optional=1; shift; fi
started=$SECONDS
took() { echo "  (postgres: $1 in $((SECONDS - $2)) s)"; }

PG_BIN=/usr/lib/postgresql/15/bin
debian_tool "$PG_BIN/postgres" postgresql
case $? in
  0) ;;
  2)
    if [ -n "$optional" ]; then
      echo "  (postgres: not installed and no apt-get here: running without DATABASE_URL)"
      exec "$@"
    fi
    echo "skipped: PostgreSQL 15 is not installed ($PG_BIN) and this machine has no apt-get to install it"
    exit 0
    ;;
  *) exit 1 ;;
esac

# PostgreSQL refuses to run as root: as root, the cluster belongs to the package's `postgres` user (or nobody).
run_as=()
if [ "$(id -u)" = "0" ]; then
  owner=postgres
  id "$owner" >/dev/null 2>&1 || owner=nobody
  run_as=(runuser -u "$owner" --)
fi
dir="$(mktemp -d "${TMPDIR:-/tmp}/sandbox-postgres.XXXXXX")"
chmod 755 "$dir"
if [ "${#run_as[@]}" -gt 0 ]; then chown "$owner" "$dir"; fi
stop() {
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$dir"
}
trap stop EXIT

since=$SECONDS
# trust, and only on loopback: a cluster that lives for one run and that only this machine reaches
"${run_as[@]}" "$PG_BIN/initdb" -D "$dir/data" -U sandbox --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync --no-instructions >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log"; exit 1; }
took "initdb" "$since"

since=$SECONDS
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
# durability is not wanted from a throw-away cluster: no fsync, no full-page writes
"${run_as[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null \
  || { cat "$dir/server.log"; exit 1; }
took "server started on 127.0.0.1:$port" "$since"

export DATABASE_URL="postgres://sandbox@127.0.0.1:$port/postgres"
since=$SECONDS
"$@"
status=$?
took "the command ran" "$since"
echo "  (postgres: $((SECONDS - started)) s with set-up)"
exit $status
