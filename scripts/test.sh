#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: content + types, unit/component tests, build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
bash scripts/ensure-chromium.sh
echo "== unit and component tests (jest)"
npx jest
echo "== production build"
npx gatsby build
echo "== type check (tsc, with the GraphQL types the build generated)"
npx tsc --noEmit
echo "== browser, link, accessibility, CSP, HTML and budget tests against the built site"
npx jest -c jest.e2e.config.js --testPathIgnorePatterns lighthouse
echo "== Lighthouse budgets (alone, so other tests do not slow the measured page down)"
npx jest -c jest.e2e.config.js --runInBand __tests__/e2e/lighthouse.test.ts
