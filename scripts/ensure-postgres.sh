#!/usr/bin/env bash
# Makes sure PostgreSQL's server binaries (initdb, pg_ctl) exist for the lead-store tests, installing Debian's postgresql when we are root.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL server binaries not found: installing Debian's postgresql (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  # The tests start their own throwaway cluster; the one the package may have started is not needed.
  if command -v pg_ctlcluster >/dev/null 2>&1; then pg_ctlcluster --force "$(ls /usr/lib/postgresql | sort -n | tail -1)" main stop 2>/dev/null || true; fi
  exit 0
fi
echo "PostgreSQL's initdb was not found under /usr/lib/postgresql/*/bin. Install the server ('sudo apt-get install postgresql'), then run 'npm test' again." >&2
exit 1
