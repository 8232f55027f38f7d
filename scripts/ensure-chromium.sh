#!/usr/bin/env bash
# Makes sure a Chromium and the colour emoji font (industry tags render as visitors see them) exist for the browser tests, installing Debian's packages when we are root.
set -euo pipefail
path="${CHROME_PATH:-/usr/bin/chromium}"
emoji_font=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
missing=()
[ -x "$path" ] || missing+=(chromium fonts-dejavu-core)
[ -f "$emoji_font" ] || missing+=(fonts-noto-color-emoji)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
if [ ! -x "$path" ]; then
  echo "No Chromium found at $path. Install one (Debian/Ubuntu: 'sudo apt-get install chromium fonts-noto-color-emoji'), or point CHROME_PATH at a Chromium or Chrome binary, then run 'npm test' again." >&2
  exit 1
fi
echo "Note: fonts-noto-color-emoji is not installed; industry-tag emoji render as empty boxes in screenshots." >&2
