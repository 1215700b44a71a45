#!/usr/bin/env bash
# The seed examples, checked where they live: `accord frames --all` lays out the file in
# Examples/ as a user previews it (iPhone 15: 393×852, safe area from y 59; --fixed-metrics:
# every glyph 10×10, line height 10), and each frame must be the one the seed's rules give.
# There is one copy of each example: no test repeats an example's code (issue 19).
set -u
ACCORD="$1"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
fail=0
export ACCORD_CACHE="${ACCORD_CACHE:-$(mktemp -d)}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# frames NAME EXAMPLE: lay out Examples/EXAMPLE (its only preview) into $tmp/NAME.{tree,err,dump}.
frames() {
  "$ACCORD" frames "$root/Examples/$2" --fixed-metrics --all >"$tmp/$1.tree" 2>"$tmp/$1.err"
  "$ACCORD" dump "$root/Examples/$2" --fixed-metrics >"$tmp/$1.dump" 2>/dev/null
}

# expect NAME DESCRIPTION LABEL X Y W H [LABEL X Y W H …]: in $tmp/NAME.tree the first view with
# that label (LABEL@N: the Nth) has that frame, within half a point (frames are rounded to
# pixels). X…H are arithmetic on numbers and f(LABEL), another view's frame (.x .y .w .h).
expect() {
  local name="$1" what="$2"; shift 2
  local out
  if out="$(python3 - "$tmp/$name.tree" "$@" 2>&1 <<'PY'
import re, sys
from types import SimpleNamespace
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
def f(label):
    label, _, nth = label.partition("@")
    seen = 0
    for l in lines:
        m = re.match(r"^\s*(.*?)(?: #\S+)? x:(-?[\d.]+) y:(-?[\d.]+) (-?[\d.]+)×(-?[\d.]+)$", l)
        if m and m.group(1) == label:
            seen += 1
            if seen == int(nth or 1):
                x, y, w, h = map(float, m.groups()[1:])
                return SimpleNamespace(x=x, y=y, w=w, h=h)
    sys.exit(f"no view labelled {label}" + (f" (#{nth})" if nth else ""))
args, bad = sys.argv[2:], []
for i in range(0, len(args), 5):
    got = f(args[i])
    want = [eval(e, {"f": f}) for e in args[i + 1:i + 5]]
    if max(abs(a - b) for a, b in zip((got.x, got.y, got.w, got.h), want)) > 0.5:
        bad.append(f"{args[i]}: got {got.x} {got.y} {got.w}×{got.h}, expected {' '.join(map(str, want))}")
sys.exit("\n".join(bad) if bad else 0)
PY
)"; then echo "ok   $what"
  else echo "FAIL $what"; echo "$out" | sed 's/^/     /'; fail=1; fi
}

# Seed 002, 实战一 (PlantPageView): the photo runs under the status bar (.ignoresSafeArea(edges:
# .top)): 180 tall from the screen's top; spacing 16; the info row (name 10 + 4 + caption 10)
# inset 16 each side; 16; the bordered prominent button, insets 12 and 7 around its 20×10 title,
# centred in the full-width frame.
frames plant 002-PlantPage.swift
expect plant "seed 002 PlantPageView: photo, info row and water button where the seed's rules put them" \
  ZStack 0 0 393 180 \
  HStack 16 180+16 393-32 10+4+10 \
  '.padding(top: 7.0, leading: 12.0, bottom: 7.0, trailing: 12.0)' '(393-44)/2' 180+16+24+16 12+20+12 7+10+7 \
  'Text("浇水")' '(393-44)/2+12' 180+16+24+16+7 20 10
[ ! -s "$tmp/plant.err" ] && echo "ok   seed 002 PlantPageView lays out without a warning" \
  || { echo "FAIL seed 002 PlantPageView warned:"; sed 's/^/     /' "$tmp/plant.err"; fail=1; }

# Seed 002, 实战二 (SettingsForm): a Form's grouped cards 20 from the sides, content 20 inside
# (width 393 − 80); below the safe area (59): the first header 16 down, 10 tall, 6 to the card, the
# next header 34 below the card above (ControlMetrics: ScanNow's iOS snapshot, issue 14); rows 44
# tall with their content centred (toggle 31, stepper 32, the 10-tall button title).
frames form 002-SettingsForm.swift
expect form "seed 002 SettingsForm: toggle, stepper and destructive button rows" \
  HStack@1 40 59+16+10+6+'(44-31)/2' 393-80 31 \
  HStack@2 40 59+16+10+6+44+'(44-32)/2' 393-80 32 \
  'Text("清空花园记录")' 40 59+16+10+6+88+34+10+6+'(44-10)/2' 60 10
grep -q '^ *text "提醒" ' "$tmp/form.dump" && grep -q '^ *text "清空花园记录" .* #ff3b30 ' "$tmp/form.dump" \
  && echo "ok   seed 002 SettingsForm draws its section header and the destructive title in systemRed (#ff3b30)" \
  || { echo "FAIL seed 002 SettingsForm header or destructive colour"; fail=1; }

# Seed 003, AlignmentLab: in ViewThatFits the HStack fits 320 points, so the TextField (expanding
# across, hugging its one 22-point line) takes what "用户名" (30) and the spacing (8) leave.
frames lab 003-AlignmentLab.swift
expect lab "seed 003 AlignmentLab: ViewThatFits keeps the HStack; the field takes 320 − 30 − 8" \
  '.frame(width: 320.0)' 'f("ViewThatFits").x' 'f("ViewThatFits").y' 320 22 \
  TextField 'f(".frame(width: 320.0)").x+30+8' 'f(".frame(width: 320.0)").y' 320-30-8 22

exit $fail
