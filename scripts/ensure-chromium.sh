#!/usr/bin/env bash
# Makes sure the browsers (Debian's Chromium for Lighthouse, its old headless shell for the browser tests) and the colour emoji font (industry tags render as visitors see them) exist, installing Debian's packages when we are root.
set -euo pipefail
path="${CHROME_PATH:-/usr/bin/chromium}"
shell="${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
emoji_font=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
missing=()
[ -x "$path" ] || missing+=(chromium fonts-dejavu-core)
[ -x "$shell" ] || missing+=(chromium-headless-shell)
[ -f "$emoji_font" ] || missing+=(fonts-noto-color-emoji)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
if [ ! -x "$path" ] || [ ! -x "$shell" ]; then
  echo "Missing a browser: Chromium at $path (CHROME_PATH, for Lighthouse) or the old headless shell at $shell (TEST_CHROMIUM_PATH, for the browser tests). Install them (Debian/Ubuntu: 'sudo apt-get install chromium chromium-headless-shell fonts-noto-color-emoji'), or point the variables at Chromium binaries, then run 'npm test' again." >&2
  exit 1
fi
echo "Note: fonts-noto-color-emoji is not installed; industry-tag emoji render as empty boxes in screenshots." >&2
