#!/usr/bin/env bash
# A second production build with the analytics settings set, in a copy of the project, so the browser test can check
# the "analytics on" case of a real build (the settings are fixed at build time) without touching public/, which every
# other test serves. The copy reuses node_modules (a link) and starts from the main build's .cache (images, queries).
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
[ -d .cache ] && cp -a .cache "$DIR/.cache"
[ -d public ] && cp -a public "$DIR/public"
cd "$DIR"
GATSBY_TELEMETRY_DISABLED=1 GATSBY_ANALYTICS_ORIGIN="http://127.0.0.1:$((E2E_PORT + 20))" GATSBY_ANALYTICS_DOMAIN=oakline.studio \
  npx gatsby build
echo "analytics build in $DIR/public"
