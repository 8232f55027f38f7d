#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: types + lint, unit/component tests, build, production server, browser tests, the editing loop; Lighthouse last and alone.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
# Each stage prints its elapsed seconds, and the run ends with the list, so the slow stage is plain to see.
TIMES=()
stage() {
  local title=$1
  shift
  echo "== $title"
  local start=$SECONDS
  "$@"
  TIMES+=("$((SECONDS - start)) s  $title")
  echo "== $title: $((SECONDS - start)) s"
}
stage "prerequisites (Chromium, PostgreSQL)" bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-postgres.sh'
stage "type check (tsc, with the committed GraphQL types) and lint (ESLint), side by side" bash scripts/typecheck-and-lint.sh
stage "unit and component tests (jest)" npx jest
stage "production build" npx gatsby build
# The build regenerates the GraphQL types; when they differ from the committed ones, check the code against the new ones too.
stage "type check with the build's GraphQL types, if they changed (then commit src/gatsby-types.d.ts)" bash -c \
  'git diff --quiet src/gatsby-types.d.ts || { echo "src/gatsby-types.d.ts changed: commit it"; npx tsc --noEmit; }'
stage "production server: headers, lead endpoint on the file store and PostgreSQL, outbox, load, kill -9, shutdown (jest)" npx jest -c jest.server.config.js
stage "browser, link, accessibility, CSP, HTML and budget tests against the served build (Playwright Test)" npx playwright test --project=site
# Alone: run beside the browser tests, gatsby develop's rebuilds were slow enough to miss the editing test's 30 s waits.
stage "editing loop: gatsby develop + decap-server on a scratch copy; checks on every save, /admin/ in Chromium (jest)" npx jest -c jest.develop.config.js
stage "analytics on: the build again with GATSBY_ANALYTICS_ORIGIN, from Gatsby's cache" bash scripts/build-analytics-site.sh
stage "analytics on: its browser test (Playwright Test)" npx playwright test --project=analytics
stage "Lighthouse budgets (alone, so other tests do not slow the measured page down)" npx playwright test --project=lighthouse --no-deps --workers=1
echo "== stage times (total ${SECONDS} s)"
printf '%s\n' "${TIMES[@]}"
