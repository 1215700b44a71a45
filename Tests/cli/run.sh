#!/usr/bin/env bash
# Command-line checks: `accord frames` on seed 003's scenes must print the seed's measured
# coordinates, and bad invocations must fail with the documented exit codes.
set -u
ACCORD="$1"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
fail=0
check() {  # name, expected-file, command...
  local name="$1" expected="$2"; shift 2
  local out; out="$("$@" 2>/dev/null)"
  if diff -u "$expected" <(echo "$out") >/dev/null; then echo "ok   $name"
  else echo "FAIL $name"; diff -u "$expected" <(echo "$out") | sed 's/^/     /'; fail=1; fi
}
status() {  # name, expected status, command...
  local name="$1" want="$2"; shift 2
  "$@" >/dev/null 2>&1; local got=$?
  if [ "$got" = "$want" ]; then echo "ok   $name (exit $got)"; else echo "FAIL $name: exit $got, expected $want"; fail=1; fi
}
export ACCORD_CACHE="${ACCORD_CACHE:-$(mktemp -d)}"
check "seed 003 measurements via accord frames" "$here/003-Alignment.frames" \
  "$ACCORD" frames "$root/Examples/003-Alignment.swift" --fixed-metrics --preview .center
for p in .top .bottom .firstTextBaseline "overlay 200×30" "overlay clipped" ZStack; do
  check "seed 003 $p" "$here/003-Alignment-$(echo "$p" | tr -c 'A-Za-z0-9\n' '_').frames" \
    "$ACCORD" frames "$root/Examples/003-Alignment.swift" --fixed-metrics --preview "$p"
done
if "$ACCORD" trace "$root/Examples/000-StackBasics.swift" --json 2>/dev/null | python3 -c 'import json,sys; d=json.load(sys.stdin); assert "inf" in json.dumps(d)'; then
  echo "ok   trace --json is valid JSON, infinite proposals written as \"inf\""
else echo "FAIL trace --json"; fail=1; fi
if [ "$("$ACCORD" probe --builtins | grep -c 'exp\|hug\|neu')" -ge 40 ]; then echo "ok   probe --builtins prints the taxonomy"; else echo "FAIL probe --builtins"; fail=1; fi
status "an app using @Observable, ObservableObject, NavigationStack, Form, Picker compiles and lays out" 0 \
  "$ACCORD" frames "$here/files/CompatApp.swift" --fixed-metrics
status "imports of submodules (import os.log, UIKit.UIGestureRecognizerSubclass) and declarations (import struct SwiftUI.Color) compile" 0 \
  "$ACCORD" frames "$here/files/SubmoduleImports.swift" --fixed-metrics
if "$ACCORD" frames "$here/files/SegmentedPicker.swift" --fixed-metrics 2>/dev/null | tail -1 | grep -q "^seg x:16.0–344.0 .*(328.0×32.0)$"; then
  echo "ok   a segmented picker is a full-width 32-point control inside the 16-point padding"
else echo "FAIL segmented picker frame"; fail=1; fi
# SwiftData: @Query sorts by title; the #Predicate query finds the 2 finished books, the longer
# first ("2 books, longest: Ulysses" = 25 glyphs of 10 points with --fixed-metrics).
sd="$("$ACCORD" frames "$root/Tests/compat/data-ReadingList.swift" --fixed-metrics 2>/dev/null | cut -d' ' -f1 | tr '\n' ' ')"
if [ "$sd" = "# Emma Ulysses Walden finished " ] && "$ACCORD" frames "$root/Tests/compat/data-ReadingList.swift" --fixed-metrics 2>/dev/null | grep -q "^finished .*(250.0×10.0)$"; then
  echo "ok   SwiftData: @Query sorted and filtered from the preview's in-memory container"
else echo "FAIL SwiftData queries: $sd"; fail=1; fi
# .preferredColorScheme(.dark) deep in the view darkens the whole presentation: the status bar's
# clock is drawn white (#ffffff), as on a dark iPhone screen (Apple: "applies to the nearest
# enclosing presentation").
if "$ACCORD" dump "$here/files/PreferredDark.swift" 2>/dev/null | grep -q '^  text "9:41" .* #ffffff'; then
  echo "ok   .preferredColorScheme(.dark) in a subview makes the whole screen dark (status bar included)"
else echo "FAIL .preferredColorScheme(.dark) did not reach the screen"; fail=1; fi
# A Group of a light and a dark view in one provider: each preview's window follows the scheme
# asked for inside it (corpus9 03); the third asks for none and stays light. The clock and the
# card's secondarySystemBackground (#f2f2f7 light, #1c1c1e dark: Apple's UI colour values).
ps="$("$ACCORD" dump "$here/files/PreferredSchemes.swift" 2>/dev/null | grep -E '^# |"9:41"|^  fill rect' | sed -E 's/^  text "9:41" .* (#[0-9a-f]{6}) .*/clock \1/; s/^  fill rect.* (#[0-9a-f]{6})$/card \1/' | tr '\n' ' ')"
if [ "$ps" = "# SwatchCard_Previews #1 card #f2f2f7 clock #000000 # SwatchCard_Previews #2 card #1c1c1e clock #ffffff # SwatchCard_Previews #3 card #f2f2f7 clock #000000 " ]; then
  echo "ok   light and dark views in one Group each get a window of their own scheme"
else echo "FAIL per-view colour schemes: $ps"; fail=1; fi
# A tab item written as a row (HStack { Image; Text; Circle }) is drawn as iOS draws any item:
# its first image above its first text, where the plain Image + Text item of the next tab puts
# them (the same sizes and heights, both one item to the right), and the circle not at all.
ti="$("$ACCORD" frames "$here/files/TabItemStack.swift" --fixed-metrics 2>/dev/null)"
tab() { grep "^$1 " <<<"$ti" | sed -E 's/^[a-zA-Z]+ x:([0-9.]+)–[0-9.]+ (.*)$/\1 \2/'; }
read -r sx si <<<"$(tab stackIcon)"; read -r px pi <<<"$(tab plainIcon)"
read -r tx tt <<<"$(tab stackTitle)"; read -r qx qt <<<"$(tab plainTitle)"
if [ -n "$si" ] && [ "$si" = "$pi" ] && [ -n "$tt" ] && [ "$tt" = "$qt" ] \
   && [ "$(echo "$px - $sx" | bc)" = "$(echo "$qx - $tx" | bc)" ] && ! grep -q "^stackDot" <<<"$ti"; then
  echo "ok   a tab item written as an HStack is its first image above its first text, as a plain item"
else echo "FAIL tab item from an HStack:"; echo "$ti" | sed 's/^/     /'; fail=1; fi
# #Preview bodies as Xcode's macro takes them (a view builder: declarations, `return`, `if`,
# `try`, @Previewable state), PreviewProvider views each with their own previewLayout /
# previewDevice / previewInterfaceOrientation / previewDisplayName, and #Preview traits with
# PreviewModifiers. Expected frames: 10-point glyphs (--fixed-metrics) centred in the device's
# safe area (iPhone 15 393×852, top 59, bottom 34; landscape 852×393, 59 each side, bottom 21;
# SE 375×667, top 20; 15 Pro Max 430×932, top 59: Apple's specifications, Device+Catalog.swift).
# (ModifierPreviews: a provider's view through a ViewModifier whose body is a Group of
# configurations, one of them switched off: a preview each, blockers8 L2.)
for f in PreviewForms PreviewProviders PreviewTraits ModifierPreviews; do
  check "preview forms: $f" "$here/$f.frames" "$ACCORD" frames "$here/files/$f.swift" --fixed-metrics
done
pdir="$(mktemp -d)"
"$ACCORD" render "$here/files/PreviewProviders.swift" -o "$pdir/" >/dev/null 2>&1
if [ "$(cd "$pdir" && ls | tr '\n' ' ')" = "Badge_Previews__5.png SE.png fits.png fixed.png landscape.png " ]; then
  echo "ok   render names a provider's previews by their previewDisplayName"
else echo "FAIL provider preview file names: $(ls "$pdir" | tr '\n' ' ')"; fail=1; fi
# -o DIR/ where DIR does not exist yet (nor the folder above it): made, the previews written into
# it; -o FILE/ where FILE is a file: refused, the file left as it was.
"$ACCORD" render "$here/files/PreviewProviders.swift" --preview SE -o "$pdir/new/deeper/" >/dev/null 2>&1
[ -f "$pdir/new/deeper/SE.png" ] && echo "ok   render -o into a folder that does not exist yet makes it" \
  || { echo "FAIL render -o new/deeper/: $(ls -R "$pdir/new" 2>&1 | tr '\n' ' ')"; fail=1; }
echo keep > "$pdir/afile"
out="$("$ACCORD" render "$here/files/PreviewProviders.swift" --preview SE -o "$pdir/afile/" 2>&1)"; rc=$?
[ $rc != 0 ] && [ "$(cat "$pdir/afile")" = keep ] && grep -q "cannot make the folder .*afile is a file" <<<"$out" \
  && echo "ok   render -o FILE/ is refused with why, the file kept (exit $rc)" || { echo "FAIL render -o FILE/ (exit $rc): $out"; fail=1; }
if [ "$("$ACCORD" frames "$here/files/PreviewProviders.swift" --fixed-metrics --preview SE 2>/dev/null | head -1)" = "# SE 375.0×667.0" ]; then
  echo "ok   --preview picks a provider's view by its previewDisplayName"
else echo "FAIL --preview by previewDisplayName"; fail=1; fi
status "--preview with a name no preview has" 2 "$ACCORD" frames "$here/files/PreviewProviders.swift" --preview Nope
# PreviewProviders nested in the view, in an extension of it, and private: each is a preview.
nested="$("$ACCORD" frames "$here/files/NestedProviders.swift" --fixed-metrics 2>&1 | tr '\n' ' ')"
if grep -q "# inner .*badge .*(70.0×20.0) # extension .*badge .*(60.0×20.0) # private .*badge .*(80.0×20.0)" <<<"$nested"; then
  echo "ok   PreviewProviders nested in a type or an extension, and private ones, are previews"
else echo "FAIL nested/private PreviewProviders: $nested"; fail=1; fi
# A macro whose implementation is a plugin of the project (a .macro target): named, with why.
mac="$(mktemp -d)/Macro.swift"
printf 'import SwiftUI\n@attached(member, names: arbitrary) public macro NavigationModel() = #externalMacro(module: "Macros", type: "NavigationModel")\n@NavigationModel final class Model {}\n#Preview { Text("x") }\n' > "$mac"
if "$ACCORD" frames "$mac" --no-project 2>&1 | grep -q '^accord: `NavigationModel` is a Swift macro whose implementation is in the module Macros'; then
  echo "ok   a project macro (an external plugin) is named with why it cannot be previewed"
else echo "FAIL project macro message"; fail=1; fi
status "unknown verb" 2 "$ACCORD" frobnicate
status "missing file" 2 "$ACCORD" frames /nonexistent.swift
status "unknown flag" 2 "$ACCORD" frames "$root/Examples/000-Ratio.swift" --bogus
status "unknown preview" 2 "$ACCORD" frames "$root/Examples/000-Ratio.swift" --preview Nope
bad="$(mktemp -d)/Broken.swift"
printf 'import SwiftUI\nstruct B: View {\n  var body: some View { Text(42) }\n}\n#Preview { B() }\n' > "$bad"
# (ACCORD_LEAVE_OUT=0: by default the failing Text would be drawn as a placeholder, the rest of
# the preview with it, and the place named on standard error — Tests/project/run.sh section 9d.)
status "a file that does not compile" 1 env ACCORD_LEAVE_OUT=0 "$ACCORD" frames "$bad"
if ACCORD_LEAVE_OUT=0 "$ACCORD" frames "$bad" 2>&1 | grep -q "$bad:3:"; then echo "ok   compile errors point into the user's file (line 3)"; else echo "FAIL compile errors do not point at $bad:3"; fail=1; fi
if "$ACCORD" frames "$bad" 2>&1 | grep -q "^accord: 1 place of Broken.swift left out; the rest is drawn"; then echo "ok   by default the place is left out and counted"; else echo "FAIL the left-out place is not counted"; fail=1; fi
syntax="$(mktemp -d)/Syntax.swift"
printf 'import SwiftUI
struct S: View {
  var body: some View { Text("a" }
}
#Preview { S() }
' > "$syntax"
status "a syntax error is not left out (exit 1)" 1 "$ACCORD" frames "$syntax"
# A #Preview with no body (bare, or with arguments only): one error at the user's own line and
# column, naming nothing of Accord's (the compiler's message would be about the rewritten line:
# `AccordPreview.Type`, `init(_:traits:line:body:)`). A body on the next line is a body.
nobody="$(mktemp -d)"
printf 'import SwiftUI\nstruct A: View { var body: some View { Text("a") } }\n#Preview\n' > "$nobody/Bare.swift"
printf 'import SwiftUI\nstruct A: View { var body: some View { Text("a") } }\n  #Preview("Named", traits: .sizeThatFitsLayout)\n' > "$nobody/Named.swift"
printf 'import SwiftUI\n#Preview("Next")\n{\n  Text("a")\n}\n' > "$nobody/Next.swift"
for c in "Bare.swift:3:1:" "Named.swift:3:3:"; do
  out="$("$ACCORD" frames "$nobody/${c%%.swift*}.swift" 2>&1)"; rc=$?
  if [ $rc = 1 ] && grep -q "$c error: #Preview has no body" <<<"$out" && ! grep -qi "accordpreview\|__accord" <<<"$out"; then
    echo "ok   a #Preview with no body is said at ${c%:}, in the user's terms"
  else echo "FAIL #Preview with no body ($c, exit $rc)"; echo "$out" | head -8 | sed 's/^/     /'; fail=1; fi
done
status "a #Preview whose body is on the next line renders" 0 "$ACCORD" frames "$nobody/Next.swift"
loop="$(mktemp -d)/Loop.swift"
printf 'import SwiftUI\nstruct L: View {\n  var body: some View { while true {}; return Text("x") }\n}\n#Preview { L() }\n' > "$loop"
status "an endless loop in a body is stopped" 3 "$ACCORD" frames "$loop" --timeout 5
rec="$(mktemp -d)/Recurse.swift"
printf 'import SwiftUI\nstruct R: View {\n  var n: Int\n  var body: AnyView { AnyView(R(n: n + 1).padding(1)) }\n}\n#Preview { R(n: 0) }\n' > "$rec"
if "$ACCORD" frames "$rec" 2>&1 | grep -q "nest more than 2,000 deep"; then echo "ok   unbounded body recursion is cut with a warning"; else echo "FAIL unbounded recursion"; fail=1; fi
huge="$(mktemp -d)/Huge.swift"
printf 'import SwiftUI\n#Preview(traits: .fixedLayout(width: 100000, height: 100000)) { Color.red }\n' > "$huge"
status "a 100,000×100,000 canvas is refused when rendering" 1 "$ACCORD" render "$huge" -o "$(dirname "$huge")/h.png"
[ ! -e "$(dirname "$huge")/h.png" ] && echo "ok   and leaves no file behind" || { echo "FAIL a partial file was left"; fail=1; }
# A file declaring its own Product, Tip, Widget, Timeline and Activity (names Accord's StoreKit,
# TipKit, WidgetKit and ActivityKit stand-ins also declare) while importing those frameworks: the
# file's own types win, as Swift prefers a module's own declarations; its three product rows lay out.
own="$(mktemp -d)"
cp "$here/own-names/ShopCatalog.swift.in" "$own/ShopCatalog.swift"
if [ "$("$ACCORD" frames "$own/ShopCatalog.swift" --fixed-metrics 2>/dev/null | grep -c '^row-[123] ')" = 3 ]; then
  echo "ok   a file's own types named like framework stand-ins (Product, Widget, Timeline…) win"
else echo "FAIL own types named like stand-ins"; "$ACCORD" frames "$own/ShopCatalog.swift" --fixed-metrics 2>&1 | head -5 | sed 's/^/     /'; fail=1; fi
# Asset catalogs: a file beside a copy of the sample app's catalog (Examples/SampleApp). Expected
# values come from the catalog's files: avatar 24-point disc at 1x/2x/3x, star 20 points
# (40 px at 2x), moon 16 px single-scale, logo.pdf's 40×40-point MediaBox; BrandGreen's
# floats 0.204/0.780/0.349 ×255 → #34c759 (dark 0.188/0.820/0.345 → #30d158).
assets="$(mktemp -d)"
cp -r "$root/Examples/SampleApp/SampleApp/Assets.xcassets" "$here/files/AssetsScreen.swift" "$assets/"
aout="$(ACCORD_CACHE="$assets/cache" "$ACCORD" frames "$assets/AssetsScreen.swift" 2>"$assets/err")"  # a fresh cache: the clash warning is a compile-time one
if echo "$aout" | grep -q "^avatar .*(24.0×24.0)$" && echo "$aout" | grep -q "^star .*(20.0×20.0)$" \
   && echo "$aout" | grep -q "^moon .*(16.0×16.0)$" && echo "$aout" | grep -q "^logo .*(40.0×40.0)$"; then
  echo "ok   asset catalog images are their natural sizes (PNG pixels ÷ scale, PDF page)"
else echo "FAIL asset catalog image sizes"; echo "$aout" | sed 's/^/     /'; fail=1; fi
grep -q 'conflicting Color symbol "secondary"' "$assets/err" && grep -q "No color named 'NotInTheCatalog'" "$assets/err" \
  && echo "ok   asset warnings: a symbol clash (as Xcode's) and a missing colour, by name" \
  || { echo "FAIL asset warnings"; sed 's/^/     /' "$assets/err"; fail=1; }
d1="$("$ACCORD" dump "$assets/AssetsScreen.swift" --scale 1 2>/dev/null)"
d2="$("$ACCORD" dump "$assets/AssetsScreen.swift" --scale 2 --dark 2>/dev/null)"
if echo "$d1" | grep -q 'avatar.imageset/avatar.png"' && echo "$d2" | grep -q 'avatar.imageset/avatar@2x.png"' \
   && echo "$d1" | grep -q 'moon-light.png' && echo "$d2" | grep -q 'moon-dark.png' \
   && echo "$d1" | grep -q '#34c759' && echo "$d2" | grep -q '#30d158' && echo "$d1" | grep -q 'image pdf .*logo.pdf'; then
  echo "ok   asset catalogs: the file for --scale, dark variants with --dark, colour sets' light/dark values"
else echo "FAIL asset catalog choices"; fail=1; fi
# The README's examples print what the README shows (a new user runs them first): the Card of
# "Write your own view" with `accord frames` and `accord render`, and every "$ accord …" block of
# "The verbs" (a block ending in "..." is the start of the output). The README showed the Card's
# price 3.33 points wider and trace without its header and root after both had changed.
readme_tmp="$(mktemp -d)"
if python3 - "$root/README.md" "$ACCORD" "$root" "$readme_tmp" <<'PY'
import os, re, subprocess, sys
readme, accord, root, tmp = sys.argv[1:]
accord = os.path.abspath(accord)  # (run from other folders)
t = open(readme, encoding="utf-8").read()
bad = []
def run(args, cwd):
    return subprocess.run([accord] + args, cwd=cwd, capture_output=True, text=True, timeout=600).stdout.splitlines()
def compare(what, shown, got):
    shown = shown.rstrip("\n").split("\n")
    prefix = shown[-1].strip() == "..."
    if prefix: shown = shown[:-1]
    if (got[:len(shown)] if prefix else got) != shown:
        bad.append(f"{what}: the README shows\n  " + "\n  ".join(shown) + "\nbut accord prints\n  " + "\n  ".join(got[:len(shown) + 2]))
sec = t.split("## Write your own view", 1)[1].split("\n## ", 1)[0]
card = re.search(r"```swift\n(// Card.swift\n.*?)```", sec, re.S).group(1)
open(tmp + "/Card.swift", "w", encoding="utf-8").write(card)
shown = re.search(r"\n```\n(# Card .*?)```", sec, re.S).group(1)
got = run(["frames", "Card.swift"], tmp) + run(["render", "Card.swift", "-o", "card.png", "--scale", "3"], tmp)
compare("accord frames Card.swift; accord render Card.swift -o card.png --scale 3", shown, got)
blocks = re.findall(r"```\n\$ accord ([^\n]*)\n(.*?)```", t, re.S)
for cmd, out in blocks:
    if cmd.split()[0] in ("preview", "watch"): continue
    compare("accord " + cmd, out, run(cmd.split(), root))
for b in bad: print(b)
sys.exit(1 if bad or len(blocks) < 3 else 0)
PY
then echo "ok   the README's examples (the Card, and each \$ accord block of The verbs) print what the README shows"
else echo "FAIL the README shows output accord does not print"; fail=1; fi
rm -rf "$readme_tmp"
exit $fail
