#!/usr/bin/env bash
# The inspector page in a real browser (headless Chromium): the view tree is built by the
# page's script, and selecting a view shows its frame and the proposals it received.
set -u
ACCORD="$1"
root="$(cd "$(dirname "$0")/../.." && pwd)"
browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then echo "FAIL e2e: chromium is not installed (make deps-e2e)"; exit 1; fi
tmp="$(mktemp -d)"
"$ACCORD" inspect "$root/Examples/003-Alignment.swift" --preview ZStack --fixed-metrics -o "$tmp/page.html" >/dev/null || { echo "FAIL e2e: accord inspect failed"; exit 1; }
dom="$(timeout 60 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --dump-dom "file://$tmp/page.html#select=%E8%93%9D" 2>/dev/null)"
fail=0
grep -q 'data-id="红"' <<<"$dom" && echo "ok   e2e: the view tree is built in the browser" || { echo "FAIL e2e: no tree node for 红"; fail=1; }
grep -q 'frame x:90 y:5 20×30' <<<"$dom" && echo "ok   e2e: selecting 蓝 shows its frame (seed 003: x 90–110, y 5–35)" || { echo "FAIL e2e: selection details missing"; grep -o '<div id="details">[^<]*' <<<"$dom"; fail=1; }
grep -q '200×40 → 20×30' <<<"$dom" && echo "ok   e2e: and the proposal it received" || { echo "FAIL e2e: proposals missing"; fail=1; }
grep -q '<svg' <<<"$dom" && echo "ok   e2e: the rendering is inline SVG" || { echo "FAIL e2e: no svg"; fail=1; }
# A file with places Accord lacks (an unknown view and modifier): the page lists them at their lines.
cp "$root/Tests/e2e/preview-LeftOut.swift" "$tmp/LeftOut.swift"
card=$(grep -n 'FancyCard()' "$tmp/LeftOut.swift" | head -1 | cut -d: -f1); glow=$(grep -n 'Text("Glowing").fancyGlow()' "$tmp/LeftOut.swift" | head -1 | cut -d: -f1)
if "$ACCORD" inspect "$tmp/LeftOut.swift" -o "$tmp/leftout.html" >/dev/null 2>"$tmp/leftout.err"; then
  dom="$(timeout 60 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --dump-dom "file://$tmp/leftout.html" 2>/dev/null)"
  if grep -q "<div>LeftOut.swift:$card: [^<]*FancyCard" <<<"$dom" && grep -q "<div>LeftOut.swift:$glow: [^<]*fancyGlow" <<<"$dom"; then
    echo "ok   e2e: accord inspect lists the places left out (LeftOut.swift:$card FancyCard, :$glow fancyGlow)"
  else echo "FAIL e2e: the inspector page does not list the places left out"; grep -o '<div id="leftout">.*</div>' <<<"$dom" | head -c 800; fail=1; fi
else echo "FAIL e2e: accord inspect of a file with places left out failed"; cat "$tmp/leftout.err"; fail=1; fi
rm -rf "$tmp"
exit $fail
