#!/usr/bin/env bash
# The quick tier (`npm run test:quick`): type check and lint side by side (one core each), then the jest unit and component tests; no build needed.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash scripts/typecheck-and-lint.sh
echo "== type check and lint: $((SECONDS - start)) s"
jest_start=$SECONDS
npx jest -c jest.quick.config.js
echo "== unit and component tests: $((SECONDS - jest_start)) s; quick tier: $((SECONDS - start)) s"
