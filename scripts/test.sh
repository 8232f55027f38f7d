#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: content + types, unit/component tests, build, production server, browser tests, the editing loop; Lighthouse last and alone.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
echo "== unit and component tests (jest)"
npx jest
echo "== production build"
npx gatsby build
echo "== type check (tsc, with the GraphQL types the build generated)"
npx tsc --noEmit
echo "== production server: headers, lead endpoint on the file store and PostgreSQL, outbox, load, kill -9, shutdown (jest)"
npx jest -c jest.server.config.js
echo "== browser, link, accessibility, CSP, HTML and budget tests against the served build (Playwright Test)"
npx playwright test --project=site
echo "== analytics on: a second build with GATSBY_ANALYTICS_ORIGIN in a copy of the project, then its browser test (Playwright Test)"
bash scripts/build-analytics-site.sh
npx playwright test --project=analytics
echo "== editing loop: gatsby develop + decap-server on a scratch copy; checks on every save, /admin/ in Chromium (jest)"
npx jest -c jest.develop.config.js
echo "== Lighthouse budgets (alone, so other tests do not slow the measured page down)"
npx playwright test --project=lighthouse --no-deps --workers=1
