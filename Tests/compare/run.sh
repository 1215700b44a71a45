#!/usr/bin/env bash
# `accord compare`: device inference, the difference against screenshots made from a rule
# (make_png.py, without Accord), the threshold's exit code, and hostile input.
set -u
ACCORD="$1"
here="$(cd "$(dirname "$0")" && pwd)"
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; [ -n "${2:-}" ] && echo "$2" | head -8 | sed 's/^/     /'; fail=1; }
export ACCORD_CACHE="${ACCORD_CACHE:-$(mktemp -d)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
screen="$here/RedSquare.swift"
png() { python3 "$here/make_png.py" "$@"; }

# 1179×2556 px is iPhone 15/15 Pro/16's screen at 3× (Apple HIG: 393×852 pt @3x).
png same.png 1179 2556 3 50 100 100
out="$("$ACCORD" compare same.png "$screen" --threshold 0.1% 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "→ iPhone 15 (393×852 pt at 3×); the same screen as iPhone 16, iPhone 15 Pro" <<<"$out" \
  && grep -q "mean difference: 0.00 %" <<<"$out" && grep -q "no region disagrees" <<<"$out" \
  && ok "the same screen drawn by rule: iPhone 15 inferred, 0.00 %, exit 0" || bad "identical screenshot" "$out"
[ -f same-compare.html ] && [ -f same-compare.png ] && ok "default outputs <screenshot>-compare.html/.png" || bad "default outputs"
# The square 10 points to the left: two strips of 10×100 pt (30×300 px each) differ, red against
# white, by (0 + 255 + 255) / (3 × 255) = 2/3 each: 18,000 px × 2/3 / (1179 × 2556 px) = 0.398 %.
png moved.png 1179 2556 3 40 100 100
out="$("$ACCORD" compare moved.png "$screen" --threshold 0.1% 2>&1)"; rc=$?
[ $rc = 1 ] && grep -q "mean difference: 0.40 % (threshold 0.10 %: FAIL)" <<<"$out" \
  && ok "a square moved by 10 pt: 0.40 % as computed by hand, above the threshold: exit 1" || bad "moved square (exit $rc)" "$out"
# The two strips, in points (8-point cells: x 40–50 → 40–56 and x 140–150 → 136–152; y 100–200 → 96–200).
grep -q "^  1  x:40–56 y:96–200 (16×104)  mean" <<<"$out" && grep -q "^  2  x:136–152 y:96–200 (16×104)  mean" <<<"$out" \
  && ok "the two disagreeing strips are listed in points" || bad "regions" "$out"
out="$("$ACCORD" compare moved.png "$screen" --threshold 0.5% -o passed 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "(threshold 0.50 %: pass)" <<<"$out" && ok "below the threshold: exit 0" || bad "threshold pass (exit $rc)" "$out"
out="$("$ACCORD" compare moved.png "$screen" --mask 30,90,140,120 -o masked 2>&1)"
grep -q "mean difference: 0.00 %" <<<"$out" && grep -q "not compared: x:30–170 y:90–210" <<<"$out" \
  && ok "--mask leaves a region out" || bad "--mask" "$out"

# Other devices and orientations, from their pixel sizes (Apple HIG: 402×874 and 440×956 pt @3x).
png pro.png 1206 2622 3 50 100 100
out="$("$ACCORD" compare pro.png "$screen" 2>&1)"
grep -q "→ iPhone 17 Pro (402×874 pt at 3×); the same screen as iPhone 17, iPhone 16 Pro" <<<"$out" && grep -q "mean difference: 0.00 %" <<<"$out" \
  && ok "1206×2622 px is an iPhone 17 Pro / 17 / 16 Pro" || bad "iPhone 17 Pro inference" "$out"
png land.png 2868 1320 3 50 100 100
out="$("$ACCORD" compare land.png "$screen" 2>&1)"
grep -q "→ iPhone 17 Pro Max in landscape (956×440 pt at 3×)" <<<"$out" && grep -q "mean difference: 0.00 %" <<<"$out" \
  && ok "2868×1320 px is an iPhone 17 Pro Max held in landscape" || bad "landscape inference" "$out"
png small.png 393 852 1 50 100 100
out="$("$ACCORD" compare small.png "$screen" 2>&1)"
grep -q "(393×852 pt at 1×), a screenshot scaled from 3×" <<<"$out" && grep -q "mean difference: 0.00 %" <<<"$out" \
  && ok "a screenshot resized to 393×852 px is compared at 1×" || bad "scaled screenshot" "$out"
png air.png 1260 2736 3 50 100 100
out="$("$ACCORD" compare air.png "$screen" --device "iphone-air" 2>&1)"
grep -q "→ iPhone Air (420×912 pt at 3×)" <<<"$out" && ok "--device names the device" || bad "--device" "$out"

# Hostile input: each a clear message and exit 2, nothing written.
expect2() {  # name, message pattern, args…
  local name="$1" pat="$2"; shift 2
  local out; out="$("$ACCORD" compare "$@" 2>&1)"; local rc=$?
  if [ $rc = 2 ] && grep -q "$pat" <<<"$out"; then ok "$name"; else bad "$name (exit $rc)" "$out"; fi
}
printf '\xff\xd8\xff\xe0\x00\x10JFIF\x00' > photo.png
expect2 "a JPEG named .png" "is not a PNG (it is a JPEG)" photo.png "$screen"
: > empty.png
expect2 "an empty file" "is not a PNG (it is empty)" empty.png "$screen"
echo "hello" > notes.png
expect2 "a text file" "is not a PNG (it does not start with PNG's signature)" notes.png "$screen"
head -c 3000 same.png > cut.png
expect2 "a truncated PNG" "is not a readable PNG: it is cut short or damaged" cut.png "$screen"
python3 - <<'PY'
import struct, zlib
def chunk(k, d): return struct.pack(">I", len(d)) + k + d + struct.pack(">I", zlib.crc32(k + d) & 0xffffffff)
open("huge.png", "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 60000, 60000, 8, 2, 0, 0, 0)) + chunk(b"IEND", b""))
PY
expect2 "a 60,000×60,000 PNG is refused before decoding" "is 60000×60000 pixels, larger than compare accepts" huge.png "$screen"
png square.png 500 500 1 0 0 10
expect2 "a size no device has" "the screenshot is 500×500 px, the screen of no device" square.png "$screen"
expect2 "a screenshot of another device than --device" "not a screen of the iPhone 16 Pro: that is 1206×2622 px" same.png "$screen" --device "iPhone 16 Pro"
expect2 "an unknown device" "unknown device \"iPhone 99\"" same.png "$screen" --device "iPhone 99"
expect2 "a folder" "is a folder" . "$screen"
expect2 "a missing screenshot" "no such screenshot" nothere.png "$screen"
expect2 "arguments swapped" "the screenshot comes first" "$screen" same.png
expect2 "a threshold out of range" "between 0 and 1" same.png "$screen" --threshold 150
sum="$(md5sum same.png)"
expect2 "-o naming the screenshot is refused" "refusing to write same.png: it is the input" same.png "$screen" -o same.png
expect2 "-o whose PNG would be the screenshot is refused" "refusing to write same.png: it is the input" same.png "$screen" -o same
[ "$(md5sum same.png)" = "$sum" ] && ok "the screenshot is untouched" || bad "the screenshot changed"
printf 'import SwiftUI\n#Preview("A") { Text("a") }\n#Preview("B") { Text("b") }\n' > Two.swift
expect2 "several previews need --preview" 'has 2 previews ("A", "B"); choose' same.png Two.swift

# Paths with spaces, unicode and markup; the page is self-contained and escaped.
mkdir -p "shots ü"
cp same.png "shots ü/<b>écran 1.png"
out="$("$ACCORD" compare "shots ü/<b>écran 1.png" "$screen" -o "shots ü/résultat" 2>&1)"; rc=$?
page="shots ü/résultat.html"
[ $rc = 0 ] && [ -f "$page" ] && [ -f "shots ü/résultat.png" ] && ok "paths with spaces and unicode" || bad "unicode paths (exit $rc)" "$out"
grep -q "&lt;b&gt;écran 1.png" "$page" && ! grep -q "<b>écran" "$page" && ok "the file name is escaped in the page" || bad "escaping"
grep -q "script-src 'nonce-" "$page" && grep -q '<meta name="generator" content="accord">' "$page" \
  && ! grep -qE '(src|href)="(https?:)?//' "$page" && ok "the page has a CSP nonce and loads nothing from outside" || bad "CSP/self-contained"
grep -q 'type="range"' "$page" && grep -q 'alt="difference"' "$page" && ok "the page has the onion-skin slider and the difference image" || bad "page parts"
w="$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print(struct.unpack(">I", d[16:20])[0])' "shots ü/résultat.png")"
[ "$w" = $((1179 * 3 + 24 * 4)) ] && ok "the PNG shows the three images side by side" || bad "composite width $w"
# A second run replaces accord's own outputs; a file accord did not write is kept.
echo "mine" > keep-compare.html
cp same.png keep.png
expect2 "a file accord did not write is not replaced" "refusing to replace keep-compare.html" keep.png "$screen"
[ "$(cat keep-compare.html)" = "mine" ] && ok "and it is unchanged" || bad "keep-compare.html was replaced"
"$ACCORD" compare same.png "$screen" >/dev/null 2>&1 && ok "accord's own earlier outputs are replaced" || bad "rerun"

# The visual-fidelity suite: own screens against references drawn from published iOS figures
# (Tests/compare/fidelity/README.md states each figure's source and each threshold).
bash "$here/fidelity/run.sh" "$ACCORD" || fail=1

exit $fail
