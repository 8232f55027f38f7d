#!/usr/bin/env bash
# The type check and the linter side by side (one core each), for both test tiers; fails when either fails.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc --noEmit &
tsc_pid=$!
lint_status=0
npm run --silent lint || lint_status=$?
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
if [ "$tsc_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "== type check exit $tsc_status, lint exit $lint_status"
  exit 1
fi
