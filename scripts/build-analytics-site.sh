#!/usr/bin/env bash
# A second production build with the analytics settings set, in a copy of the project, so the browser test can check
# the "analytics on" case of a real build (the settings are fixed at build time) without touching public/, which every
# other test serves. The copy links node_modules; its .cache starts empty, since Gatsby drops a cache whose plugin
# paths differ (checked with Gatsby 5.16: a copied .cache is deleted as "plugins have changed"), so this is a full build.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
# Keep in step with __tests__/e2e/server.ts: the receiver listens on E2E_PORT+20 and the copy is served on E2E_PORT+21.
E2E_PORT=${E2E_PORT:-9100}
DIR=${ANALYTICS_SITE_DIR:-${TMPDIR:-/tmp}/oakline-analytics-site-$E2E_PORT}
rm -rf "$DIR"
mkdir -p "$DIR"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$DIR"
ln -s "$ROOT/node_modules" "$DIR/node_modules"
cd "$DIR"
GATSBY_TELEMETRY_DISABLED=1 GATSBY_ANALYTICS_ORIGIN="http://127.0.0.1:$((E2E_PORT + 20))" GATSBY_ANALYTICS_DOMAIN=oakline.studio \
  npx gatsby build
echo "analytics build in $DIR/public"
