#!/usr/bin/env bash
# The quick tier (`npm run test:quick`): type check and lint side by side (one core each), then the jest unit and component tests; no build needed.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
npx tsc --noEmit &
tsc_pid=$!
lint_status=0
npm run --silent lint || lint_status=$?
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
echo "== type check and lint: $((SECONDS - start)) s"
if [ "$tsc_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "== type check exit $tsc_status, lint exit $lint_status"
  exit 1
fi
jest_start=$SECONDS
npx jest -c jest.quick.config.js
echo "== unit and component tests: $((SECONDS - jest_start)) s; quick tier: $((SECONDS - start)) s"
