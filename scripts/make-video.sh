#!/usr/bin/env bash
# Draws the floating widget's short looping clip (WebM VP9 + MP4 H.264, 4 s, 480x270) and its JPEG poster into static/video/ with ffmpeg.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
out=static/video
mkdir -p "$out"
font=$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || true)
fontopt=${font:+fontfile=$font:}
# A slow violet-to-ink gradient with the agency name and a line of what the studio does.
src="gradients=s=480x270:d=4:r=25:c0=0x5536e8:c1=0x16131f:c2=0x13a77c:speed=0.02:type=linear"
text="drawtext=${fontopt}text='Oakline Studio':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2-18,drawtext=${fontopt}text='Product, UX and web design':fontcolor=0xfaf8f5:fontsize=20:x=(w-text_w)/2:y=(h/2)+26"
ffmpeg -loglevel error -y -f lavfi -i "$src" -vf "$text,format=yuv420p" -an -c:v libvpx-vp9 -b:v 250k -deadline good -row-mt 1 "$out/showreel.webm"
ffmpeg -loglevel error -y -f lavfi -i "$src" -vf "$text,format=yuv420p" -an -c:v libx264 -profile:v baseline -crf 30 -movflags +faststart "$out/showreel.mp4"
ffmpeg -loglevel error -y -i "$out/showreel.mp4" -frames:v 1 -q:v 4 "$out/showreel-poster.jpg"
ls -l "$out"
