#!/usr/bin/env bash
# Accord as a library, as a new user meets it: a package made of the four files in README.md's
# "Use Accord in your package" (taken from the README verbatim), depending on this checkout by
# path under the folder name the README uses (`../Accord`, a symlink here). Checks:
#   - `swift build` of the package prints no warning (Accord's targets included);
#   - the renderer writes a 1200×630 PNG, and a copy of the executable alone in an empty
#     folder still runs (the `Accord` product is linked statically: no libAccord*.so needed);
#   - `swift test`: the first run records the snapshot and fails saying so, the second passes,
#     and after a 2-point change of the card the snapshot fails with the differing pixels,
#     the actual and the difference image written, and the layout assertion names the offset;
#   - `--static-swift-stdlib` links (a relink, ~40 s; ACCORD_LIBRARY_STATIC_STDLIB=0 skips it)
#     and the binary runs from an empty folder with no Swift runtime on its library path.
# The package lives under .build/library-check (kept: later runs build incrementally).
set -u
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="${ACCORD_LIBRARY_WORK:-$root/.build/library-check}"
pkg="$work/CardRenderer"
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; fail=1; }

mkdir -p "$work"
ln -sfn "$root" "$work/Accord"
rm -rf "$pkg/Sources" "$pkg/Tests" "$pkg/Package.swift"
# Every `path`-introduced ```swift block of the README section becomes that file.
python3 - "$root/README.md" "$pkg" <<'EOF' || { echo "FAIL could not extract the README's files"; exit 1; }
import os, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
section = text.split("## Use Accord in your package", 1)[1].split("\n## ", 1)[0]
files = re.findall(r"^`([\w./-]+\.swift)`[^\n]*\n(?:[^\n]*\n)*?```swift\n(.*?)^```", section, re.M | re.S)
names = [n for n, _ in files]
want = ["Package.swift", "Sources/Cards/SocialCard.swift", "Sources/CardRenderer/main.swift", "Tests/CardTests/CardTests.swift"]
if names != want: sys.exit(f"README files {names}, expected {want}")
for name, body in files:
    path = os.path.join(sys.argv[2], name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(body)
EOF
ok "the README's four files extracted into $pkg"

cd "$pkg" || exit 1
log="$work/build.log"
if swift build >"$log" 2>&1; then ok "swift build of the README's package"; else bad "swift build"; tail -30 "$log"; exit 1; fi
# The one warning allowed: the README's `exclude: ["__Snapshots__"]` before any snapshot is
# recorded (the folder does not exist yet; the README says so).
warnings="$(grep "warning:" "$log" | grep -v "Invalid Exclude '.*/Tests/CardTests/__Snapshots__': File not found")"
if [ -n "$warnings" ]; then bad "build warnings:"; echo "$warnings" | sort | uniq -c; else ok "no warning in the build (Accord's targets compiled from scratch or not: $(grep -c 'Compiling Accord' "$log") Accord files)"; fi

bin="$(swift build --show-bin-path)/CardRenderer"
out="$work/card.png"
rm -f "$out"
if "$bin" "$out" >/dev/null 2>&1 && [ -s "$out" ]; then
  size="$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%d×%d" % struct.unpack(">II", d[16:24]))' "$out")"
  [ "$size" = "1200×630" ] && ok "the renderer wrote a 1200×630 PNG" || bad "card.png is $size, expected 1200×630"
else bad "the renderer did not write card.png"; fi

# The same executable, SVG and PDF by the extension (README: "PNG, SVG or PDF by the extension").
rm -f "$work/card.svg" "$work/card.pdf"
if "$bin" "$work/card.svg" >/dev/null 2>&1 && "$bin" "$work/card.pdf" >/dev/null 2>&1 \
   && grep -q '<svg[^>]*width="1200"[^>]*height="630"' "$work/card.svg" && [ "$(head -c 5 "$work/card.pdf")" = "%PDF-" ]; then
  ok "the renderer wrote card.svg (1200×630) and card.pdf by their extensions"
else bad "card.svg / card.pdf were not written as SVG 1200×630 and PDF"; fi

# The executable alone: no libAccord*.so beside it or on its rpath.
lone="$(mktemp -d)"
cp "$bin" "$lone/"
if ldd "$lone/CardRenderer" | grep -q "libAccord"; then bad "the executable links a libAccord*.so: $(ldd "$lone/CardRenderer" | grep libAccord)"
elif (cd "$lone" && ./CardRenderer copy.png >/dev/null 2>&1 && [ -s copy.png ]); then ok "a copy of the executable alone renders (Accord linked statically)"
else bad "a copy of the executable alone does not run"; fi
rm -rf "$lone"

# Swift 6.3's SwiftPM shares one autolink list between the ordinary and the static link, and
# after an ordinary build the static Foundation archives come out in an order the linker cannot
# resolve (undefined swift_u*/kCF* symbols, or "cannot find -lCoreFoundation"); naming them in
# one group fixes it. Docs/support/library.md gives this command to users.
static_group=(-Xlinker --start-group)
for l in Foundation FoundationInternationalization FoundationEssentials _FoundationCollections _FoundationCShims \
         CoreFoundation _FoundationICU swiftDispatch dispatch BlocksRuntime swiftSynchronization; do
  static_group+=(-Xlinker "-l$l")
done
static_group+=(-Xlinker --end-group)
if [ "${ACCORD_LIBRARY_STATIC_STDLIB:-1}" = 1 ]; then
  if swift build --static-swift-stdlib "${static_group[@]}" >"$log" 2>&1; then
    static="$(swift build --static-swift-stdlib --show-bin-path)/CardRenderer"
    lone="$(mktemp -d)"
    cp "$static" "$lone/"
    if ldd "$lone/CardRenderer" | grep -qE "libswift|libFoundation"; then bad "--static-swift-stdlib: still needs $(ldd "$lone/CardRenderer" | grep -oE 'lib(swift|Foundation)[A-Za-z_]*' | head -1)"
    elif (cd "$lone" && env -i PATH=/usr/bin:/bin ./CardRenderer static.png >/dev/null 2>&1 && [ -s static.png ]); then
      ok "--static-swift-stdlib links; the binary alone renders with no Swift runtime ($(du -m "$lone/CardRenderer" | cut -f1) MB, debug)"
    else bad "the --static-swift-stdlib binary does not run alone"; fi
    rm -rf "$lone"
  else bad "--static-swift-stdlib does not link"; tail -20 "$log"; fi
fi

# Snapshot and layout tests: record, pass, then a 2-point change fails usefully.
rm -rf Tests/CardTests/__Snapshots__
export SNAPSHOT_ARTIFACTS="$work/artifacts"
rm -rf "$SNAPSHOT_ARTIFACTS"
unset SNAPSHOT_TESTING_RECORD
swift test >"$log" 2>&1
if grep -q "No reference was found; recorded" "$log" && [ -s Tests/CardTests/__Snapshots__/CardTests/testTheCardLooksTheSame.1.png ]; then
  ok "first swift test records the snapshot (and fails once, saying so)"
else bad "first swift test did not record the snapshot"; tail -30 "$log"; fi
if swift test >"$log" 2>&1; then ok "second swift test passes (layout and snapshot)"; else bad "second swift test"; tail -30 "$log"; fi

sed -i 's/\.padding(64)/.padding(66)/' Sources/Cards/SocialCard.swift
swift test >"$log" 2>&1
if grep -q "pixels differ" "$log" && [ -s "$SNAPSHOT_ARTIFACTS/CardTests/testTheCardLooksTheSame.1.png" ] \
   && [ -s "$SNAPSHOT_ARTIFACTS/CardTests/testTheCardLooksTheSame.1.diff.png" ]; then
  ok "a 2-point change fails the snapshot: $(grep -o '[0-9]* of [0-9]* pixels differ' "$log" | head -1); actual and diff images written"
else bad "a 2-point change did not fail the snapshot usefully"; tail -30 "$log"; fi
if grep -q 'differs in x by 2, y by -2' "$log"; then ok "…and the layout assertion names the offset (x by 2, y by -2)"
else bad "the layout assertion did not report the 2-point offset"; grep -A2 "avatar" "$log" | head; fi

exit $fail
