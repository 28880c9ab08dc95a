#!/usr/bin/env bash
# Sourced by the test steps that need a server program from Debian (nginx, PostgreSQL): installs its package when the
# program is missing, the way bootstrap.sh installs chromium. CI machines start with only Node and npm, and run as
# root with apt-get, so there the package is always installed and the step always runs.
#
#   debian_tool PROGRAM PACKAGE   returns 0 when PROGRAM (an absolute path) is there, after installing PACKAGE if it
#                                 had to; 2 when it is missing and this machine has no apt-get (the caller skips its
#                                 step and says why); 1 when it is missing and could not be installed (the step fails).

debian_tool() {
  local program="$1" package="$2"
  [ -x "$program" ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    return 2
  fi
  if [ "$(id -u)" != "0" ]; then
    echo "$program is missing: install Debian's $package package (sudo apt-get install $package)." >&2
    return 1
  fi
  local started=$SECONDS
  echo "› installing Debian's $package ($program is missing)"
  # The service the package would start (nginx on port 80, a PostgreSQL cluster on 5432) is not wanted: the tests start
  # their own, on loopback ports, in temporary folders. Debian's hook for that is policy-rc.d answering 101 ("not
  # allowed"), as container images have it; one is put in place for the install only, if the machine has none.
  local policy=/usr/sbin/policy-rc.d placed=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\n# put here by scripts/debian-tool.sh while it installs a package; removed after\nexit 101\n' >"$policy" && chmod 755 "$policy" && placed=1
  fi
  local status=0
  # the package lists of a fresh machine are empty
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null || status=1
  if [ -n "$placed" ]; then rm -f "$policy"; fi
  [ "$status" = 0 ] && [ -x "$program" ] || { echo "could not install Debian's $package (or it has no $program)" >&2; return 1; }
  echo "› installed $package in $((SECONDS - started)) s"
}
