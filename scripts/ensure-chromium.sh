#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists: uses $CHROME_PATH or Debian's chromium, installing it when we are root.
set -euo pipefail
path="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $path: installing Debian's chromium (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "No Chromium found at $path. Install one (Debian/Ubuntu: 'sudo apt-get install chromium'), or point CHROME_PATH at a Chromium or Chrome binary, then run 'npm test' again." >&2
exit 1
