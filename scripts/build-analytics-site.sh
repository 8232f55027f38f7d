#!/usr/bin/env bash
# The "analytics on" production build for its browser test: GATSBY_ANALYTICS_ORIGIN is fixed at build time, so it is a
# second build. It runs in place, after the tests that serve public/, so Gatsby's cache keeps the images and queries
# and only the bundles and HTML are made again (about 50 s instead of a full build; a copied .cache is dropped by
# Gatsby 5.16 as "plugins have changed"). The analytics build then moves to a copy of the project, which serves it, and
# public/ gets its analytics-off build back, whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
# Keep in step with __tests__/e2e/server.ts: the receiver listens on E2E_PORT+20 and the copy is served on E2E_PORT+21.
E2E_PORT=${E2E_PORT:-9100}
DIR=${ANALYTICS_SITE_DIR:-${TMPDIR:-/tmp}/oakline-analytics-site-$E2E_PORT}
SNAPSHOT="$DIR.analytics-off"
[ -f public/index.html ] || { echo "no production build in public/: run npx gatsby build first" >&2; exit 1; }
rm -rf "$DIR" "$SNAPSHOT"
cp -a public "$SNAPSHOT"
trap 'rm -rf "$ROOT/public" && mv "$SNAPSHOT" "$ROOT/public"' EXIT
GATSBY_TELEMETRY_DISABLED=1 GATSBY_ANALYTICS_ORIGIN="http://127.0.0.1:$((E2E_PORT + 20))" GATSBY_ANALYTICS_DOMAIN=oakline.studio \
  npx gatsby build
mkdir -p "$DIR"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$DIR"
ln -s "$ROOT/node_modules" "$DIR/node_modules"
mv public "$DIR/public"
echo "analytics build in $DIR/public"
