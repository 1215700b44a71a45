#!/usr/bin/env bash
# The visual-fidelity suite (issue 20): screens written for it, each compared with `accord
# compare --threshold` against a reference drawn by make_reference.py from published iOS
# figures alone (README.md: the figures, their sources and the thresholds). Also checks that a
# reference with the old, wrong figure fails, so a regression cannot pass.
set -u
ACCORD="$1"
here="$(cd "$(dirname "$0")" && pwd)"
fail=0
ok() { echo "ok   fidelity: $1"; }
bad() { echo "FAIL fidelity: $1"; [ -n "${2:-}" ] && echo "$2" | head -8 | sed 's/^/     /'; fail=1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
ref() { python3 "$here/make_reference.py" "$@"; }
# compare NAME EXPECTED_EXIT SCREENSHOT SCREEN [ARGS…]
check() {
  local name="$1" want="$2" shot="$3" screen="$4"; shift 4
  local out; out="$("$ACCORD" compare "$shot" "$here/$screen" -o "${shot%.png}-compare" "$@" 2>&1)"; local rc=$?
  if [ "$rc" = "$want" ]; then ok "$name ($(grep -o 'mean difference: [0-9.]* %' <<<"$out"))"; else bad "$name (exit $rc, wanted $want)" "$out"; fi
}

# 1. Symbol sizes per text style and image scale: discs of point size × 0.982 × scale.
discs() {  # factor
  python3 - "$1" <<'PY'
import sys
k = 0.982 * float(sys.argv[1])
# (x, y, text style's point size at "Large" (HIG), image scale (NSImage.SymbolScale))
specs = [(60, 120, 17, 0.8), (140, 120, 17, 1), (220, 120, 17, 1.3), (320, 120, 34, 1.3),
         (60, 220, 12, 1), (140, 220, 13, 1.3), (220, 220, 22, 1), (320, 220, 28, 0.8)]
print(" ".join(f"disc:{x},{y},{pt * k * s:.3f},000000" for x, y, pt, s in specs))
PY
}
ref symbols.png 393 852 3 $(discs 1)
check "symbol sizes per text style and image scale within 0.05 %" 0 symbols.png SymbolScale.swift --threshold 0.05%
ref symbols-old.png 393 852 3 $(discs "$(python3 -c 'print(26.3 / 21.7)')")
check "the old symbol size (26.3 pt for body .large) fails" 1 symbols-old.png SymbolScale.swift --threshold 0.05%

# 2. Navigation bars: content below top inset + 44 (+ 52 with a large title), above the bottom
#    inset. Status bar and the title's glyphs masked out (text is Inter, not SF Pro).
ref large16.png 393 852 3 rect:0,155,393,663,ff0000
check "large title, iPhone 16 (59 + 44 + 52 = 155 to 852 − 34)" 0 large16.png NavigationBars.swift \
  --preview LargeTitle --ignore-status-bar --mask 0,103,393,52 --threshold 0.05%
ref inline16.png 393 852 3 rect:0,103,393,715,ff0000
check "inline title, iPhone 16 (59 + 44 = 103)" 0 inline16.png NavigationBars.swift \
  --preview InlineTitle --ignore-status-bar --mask 0,59,393,44 --threshold 0.05%
ref largeSE.png 375 667 2 rect:0,116,375,551,ff0000
check "large title, iPhone SE (20 + 44 + 52 = 116 to 667)" 0 largeSE.png NavigationBars.swift \
  --preview LargeTitle --ignore-status-bar --mask 0,64,375,52 --threshold 0.05%
ref largePM.png 440 956 3 rect:0,158,440,764,ff0000
check "large title, iPhone 17 Pro Max (62 + 44 + 52 = 158 to 956 − 34)" 0 largePM.png NavigationBars.swift \
  --preview LargeTitle --ignore-status-bar --mask 0,106,440,52 --threshold 0.05%
ref large16-old.png 393 852 3 rect:0,162.5,393,655.5,ff0000
check "the old large-title bar (7.5 pt lower) fails" 1 large16-old.png NavigationBars.swift \
  --preview LargeTitle --ignore-status-bar --mask 0,103,393,52 --threshold 0.05%

exit $fail
