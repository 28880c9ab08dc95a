#!/usr/bin/env bash
# `bash scripts/container-image.sh [--check] [TAG]`: the production server as a container image (apps/web/server/
# Containerfile over the deploy folder), built with Debian's podman (installed when missing, as root). Needs the build
# in apps/web/dist (`pnpm --filter @casino/web build`). Not part of `npm test`: it takes minutes and a few hundred MB.
#
# The base image: BASE if given; else the official node:20-bookworm-slim if podman already has it; else, where no
# registry can be reached (as on the project's machines), one made from this machine's own node binary and the
# libraries it links (`podman import` of that little root file system; `node` needs nothing else to serve).
#
# --check  starts the image (host network, on a free port, no backend behind it) and checks that it answers /healthz
#          and the prerendered home page, then stops it with SIGTERM and checks that it exited cleanly.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/debian-tool.sh
check=""
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
tag="${1:-casino-web:$(node -p "require('./apps/web/package.json').version")}"

debian_tool /usr/bin/podman podman || { echo "podman is needed (Debian's podman package)" >&2; exit 1; }
# Debian 12's crun refuses a machine whose cgroups are half v1, half v2 ("cgroups in hybrid mode not supported"), as
# the project's machines are; runc runs there
debian_tool /usr/sbin/runc runc || exit 1
# podman's default limits (a million open files, unlimited processes) are above what this machine lets a process set:
# ask for what it allows
RUN_FLAGS=(--runtime runc --ulimit "nofile=$(ulimit -Hn):$(ulimit -Hn)" --ulimit nproc=4096:4096)

work="$(mktemp -d "${TMPDIR:-/tmp}/container-image.XXXXXX")"
trap 'rm -rf "$work"' EXIT
started=$SECONDS

base="${BASE:-}"
if [ -z "$base" ] && podman image exists docker.io/library/node:20-bookworm-slim; then base=docker.io/library/node:20-bookworm-slim; fi
if [ -z "$base" ]; then
  node_version="$(node -p 'process.versions.node')"
  base="localhost/casino-node-base:$node_version"
  if ! podman image exists "$base"; then
    echo "› making the base image $base from $(command -v node) (no registry to pull one from)"
    root="$work/rootfs"
    mkdir -p "$root/usr/bin" "$root/etc" "$root/tmp"
    chmod 1777 "$root/tmp"
    cp "$(command -v node)" "$root/usr/bin/node"
    for lib in $(ldd "$(command -v node)" | grep -o '/[^ ]*'); do
      mkdir -p "$root$(dirname "$lib")"
      cp -L "$lib" "$root$lib"
    done
    printf 'root:x:0:0:root:/root:/bin/false\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n' >"$root/etc/passwd"
    printf 'root:x:0:\nnogroup:x:65534:\n' >"$root/etc/group"
    tar -C "$root" -c . | podman import --quiet --change 'ENV PATH=/usr/bin' - "$base" >/dev/null
    rm -rf "$root"
  fi
fi

echo "› assembling the deploy folder"
node scripts/deploy-web.mjs --no-build --out "$work/web" >"$work/deploy.log" 2>&1 || { cat "$work/deploy.log"; exit 1; }
cp apps/web/server/Containerfile "$work/Containerfile"
echo "› building $tag on $base"
podman build --quiet --build-arg "BASE=$base" -f "$work/Containerfile" -t "$tag" "$work" >/dev/null
echo "› built $tag ($(podman image inspect "$tag" --format '{{.Size}}' | awk '{ printf "%.0f MB", $1 / 1e6 }')) in $((SECONDS - started)) s"
echo "  run it: podman run ${RUN_FLAGS[*]} -p 8080:8080 -e BACKEND_URL=http://backend:8787 $tag"

if [ -n "$check" ]; then
  port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  name="casino-web-check-$$"
  # no backend: the start gives up waiting for one after a second and serves what needs none (the prerendered pages)
  podman run -d --name "$name" "${RUN_FLAGS[@]}" --network host -e PORT="$port" -e HOST=127.0.0.1 -e BACKEND_URL=http://127.0.0.1:9 -e BACKEND_WAIT_MS=1000 "$tag" >/dev/null
  ok=""
  for _ in $(seq 1 60); do
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")" = "200" ]; then ok=1; break; fi
    sleep 1
  done
  health="$(curl -s "http://127.0.0.1:$port/healthz" || true)"
  podman stop --time 15 "$name" >/dev/null
  code="$(podman inspect "$name" --format '{{.State.ExitCode}}')"
  logs="$(podman logs "$name" 2>&1 | tail -5)"
  podman rm "$name" >/dev/null
  echo "$logs"
  if [ -z "$ok" ] || [ "$health" != '{"alive":true}' ] || [ "$code" != "0" ]; then
    echo "✘ the image did not serve as expected (home page: ${ok:-no 200}, /healthz: $health, exit code after SIGTERM: $code)" >&2
    exit 1
  fi
  echo "✔ the image serves the home page and /healthz, and stops cleanly on SIGTERM (exit 0)"
fi
