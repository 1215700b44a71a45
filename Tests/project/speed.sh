#!/usr/bin/env bash
# In-place compile of large targets and asset-symbol settings (issue 11, helper "speed";
# Sources/accord/Project+Closure.swift, Project+AssetSymbols.swift). Fixture apps written here.
#   bash Tests/project/speed.sh path/to/accord
set -u
export ACCORD_CACHE="$(mktemp -d)"  # its own cache, always: it reads the cache's files and removes it at the end
. "$(dirname "$0")/common.sh" "$1"

# 1. A 24-file package target: the previewed row needs its model, a theme extension of Color
#    and a global the index cannot see as a declaration (`let (a, b) = …`); nothing else. One
#    unrelated file does not compile at all: the closure leaves it out, so it is not even
#    reported, and 17 unrelated screens are not compiled.
app="$tmp/Shop/Sources/Shop"; mkdir -p "$app/Models" "$app/Views" "$app/Other" "$app/Theme"
echo '// swift-tools-version:5.9' > "$tmp/Shop/Package.swift"
cat > "$app/Models/Product.swift" <<'SWIFT'
import Foundation
struct Product: Identifiable {
    let id: Int
    var name: String
    var price: Double
    static let sample = Product(id: 1, name: "Tea", price: 3.5)
}
SWIFT
cat > "$app/Models/Product+Format.swift" <<'SWIFT'
import Foundation
extension Product {
    var priceText: String { String(format: "%.2f", price) }
}
SWIFT
cat > "$app/Theme/Colors.swift" <<'SWIFT'
import SwiftUI
extension Color {
    static let shopInk = Color(red: 0.1, green: 0.2, blue: 0.3)
}
SWIFT
cat > "$app/Theme/Metrics.swift" <<'SWIFT'
import CoreGraphics
let (rowSpacing, rowInset): (CGFloat, CGFloat) = (6, 12)
SWIFT
cat > "$app/Other/Broken.swift" <<'SWIFT'
import SwiftUI
struct BrokenScreen: View {
    var body: some View { Text(undefinedThing) }
}
SWIFT
for i in $(seq 1 17); do cat > "$app/Other/Screen$i.swift" <<SWIFT
import SwiftUI
struct Screen$i: View {
    @State private var count = $i
    var body: some View { VStack { Text("Screen $i"); BrokenScreen() } }
}
SWIFT
done
cat > "$app/Views/ProductRow.swift" <<'SWIFT'
import SwiftUI
struct ProductRow: View {
    var product: Product
    var body: some View {
        HStack(spacing: rowSpacing) {
            Text(product.name)
            Text(product.priceText).foregroundStyle(Color.shopInk)
        }
        .padding(rowInset)
        .accessibilityIdentifier("row")
    }
}
#Preview { ProductRow(product: .sample) }
SWIFT
cat > "$app/Views/ProductList.swift" <<'SWIFT'
import SwiftUI
struct ProductList: View {
    var body: some View { List { ProductRow(product: .sample) } }
}
#Preview { ProductList() }
SWIFT
out="$(cd "$app/Views" && ACCORD_CLOSURE_LOG=1 "$ACCORD" frames ProductRow.swift 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a row of a 24-file target renders with only what it needs (exit $rc)" || { bad "closure render (exit $rc)"; echo "$out" | head -20; }
expect "the closure is the row's model, its extension and the theme: 3 of the 23 other files" "closure: 3 of the target's 23 files" "$out"
expect "a global the index missed (let (a, b) = …) is found from the compiler's message" "closure: the compiler missed names declared in 1 more files" "$out"
refuse "the unrelated broken file is not compiled, so not reported" "Broken.swift" "$out"
expect "the row's frame" "^row " "$out"
# The whole target (ACCORD_CLOSURE=0, as before): the broken file is compiled and skipped.
out="$(cd "$app/Views" && ACCORD_CLOSURE=0 "$ACCORD" frames ProductRow.swift 2>&1)"; rc=$?
[ $rc = 0 ] && ok "the whole target renders too (ACCORD_CLOSURE=0)" || { bad "whole target (exit $rc)"; echo "$out" | head; }
expect "… and reports the broken file it had to skip" "skipped (part of )?Other/Broken.swift" "$out"
# A known-bad file keeps its entry when another file of the same target is previewed (the key
# no longer depends on which file is previewed; it was rediscovered by a failed compile each time).
skipped() { cat "$ACCORD_CACHE"/targets/*/skipped.json 2>/dev/null | tr ',' '\n' | grep -o '"[^"]*Broken-[^"]*"' | sort -u; }
first="$(skipped)"
out="$(cd "$app/Other" && ACCORD_CLOSURE=0 "$ACCORD" frames Screen3.swift 2>&1)"
[ -n "$first" ] && [ "$(skipped)" = "$first" ] && ok "previewing another file reuses the known-bad entry" || { bad "known-bad entry reused"; echo "before: $first"; echo "after: $(skipped)"; }

# 2. Asset symbols follow the Xcode target's build setting. The app declares `Color.link`
#    itself; its catalog has colour sets "link" (red) and "brand" (green).
xp() {  # folder, extra build setting line
  local d="$1" setting="$2"; mkdir -p "$d/Demo.xcodeproj" "$d/Demo/Assets.xcassets/link.colorset" "$d/Demo/Assets.xcassets/brand.colorset"
  echo '{"info":{"version":1,"author":"xcode"}}' > "$d/Demo/Assets.xcassets/Contents.json"
  for c in "link 1.000 0.000" "brand 0.000 1.000"; do set -- $c
    printf '{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"%s","green":"%s","blue":"0.000","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}\n' "$2" "$3" > "$d/Demo/Assets.xcassets/$1.colorset/Contents.json"
  done
  cat > "$d/Demo/Colors.swift" <<'SWIFT'
import SwiftUI
extension Color {
    static var link: Color { Color(red: 0, green: 0, blue: 1) }
}
SWIFT
  cat > "$d/Demo.xcodeproj/project.pbxproj" <<PBX
// !\$*UTF8*\$!
{
	archiveVersion = 1;
	objectVersion = 56;
	objects = {
		F1 = {isa = PBXFileReference; path = Swatch.swift; sourceTree = "<group>"; };
		F2 = {isa = PBXFileReference; path = Colors.swift; sourceTree = "<group>"; };
		B1 = {isa = PBXBuildFile; fileRef = F1; };
		B2 = {isa = PBXBuildFile; fileRef = F2; };
		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
		G1 = {isa = PBXGroup; children = (F1, F2); path = Demo; sourceTree = "<group>"; };
		S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
		C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; $setting }; };
		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Debug; };
		C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = Demo; }; };
		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Debug; };
		T1 = {isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (S1); buildConfigurationList = L2; };
		P1 = {isa = PBXProject; mainGroup = G0; targets = (T1); buildConfigurationList = L1; };
	};
	rootObject = P1;
}
PBX
}
swatch() {  # folder, body expression
  printf 'import SwiftUI\nstruct Swatch: View {\n    var body: some View { %s }\n}\n#Preview { Swatch() }\n' "$2" > "$1/Demo/Swatch.swift"
}
# Off (a project without the setting, as before Xcode 15): Color.link is the app's (blue);
# Color.brand does not exist, Color(.brand) does (the resource symbols are generated).
xp "$tmp/off" ""
swatch "$tmp/off" 'Color.link.frame(width: 10, height: 10)'
out="$(cd "$tmp/off/Demo" && "$ACCORD" dump Swatch.swift 2>&1)"
expect "setting absent: the app's own Color.link is used (blue)" "fill rect\(.* 10\.0 10\.0\) #0000ff" "$out"
refuse "setting absent: nothing of the app is skipped" "skipped" "$out"
swatch "$tmp/off" 'Color.brand.frame(width: 10, height: 10)'
out="$(cd "$tmp/off/Demo" && "$ACCORD" dump Swatch.swift 2>&1)"
expect "setting absent: Color.brand is not generated (as in Xcode)" "has no member 'brand'" "$out"
swatch "$tmp/off" 'Color(.brand).frame(width: 10, height: 10)'
out="$(cd "$tmp/off/Demo" && "$ACCORD" dump Swatch.swift 2>&1)"
expect "setting absent: the resource Color(.brand) is generated (green)" "fill rect\(.* 10\.0 10\.0\) #00ff00" "$out"
# On: Color.brand is generated (green); the app's Color.link is kept and the generated one left out.
xp "$tmp/on" "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;"
swatch "$tmp/on" 'HStack(spacing: 0) { Color.brand.frame(width: 10, height: 10); Color.link.frame(width: 10, height: 10) }'
out="$(cd "$tmp/on/Demo" && "$ACCORD" dump Swatch.swift 2>&1)"
expect "setting YES: Color.brand is generated (green)" "fill rect\(.* 10\.0 10\.0\) #00ff00" "$out"
expect "setting YES: the app's own Color.link wins over the asset's (blue)" "fill rect\(.* 10\.0 10\.0\) #0000ff" "$out"
refuse "setting YES: no redeclaration, nothing skipped" "skipped|redeclaration" "$out"
# Generate Asset Symbols = NO: no symbols at all (Color("brand") by name still works).
xp "$tmp/none" "ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO;"
swatch "$tmp/none" 'Color("brand").frame(width: 10, height: 10)'
out="$(cd "$tmp/none/Demo" && "$ACCORD" dump Swatch.swift 2>&1)"
expect "GENERATE_ASSET_SYMBOLS = NO: Color(\"brand\") by name still reads the catalog" "fill rect\(.* 10\.0 10\.0\) #00ff00" "$out"
swatch "$tmp/none" 'Color(.brand).frame(width: 10, height: 10)'
out="$(cd "$tmp/none/Demo" && "$ACCORD" dump Swatch.swift 2>&1)"
refuse "GENERATE_ASSET_SYMBOLS = NO: no ColorResource symbols" "#00ff00" "$out"

# 3. A library rebuilt with its interface unchanged (only bodies changed: its .swiftmodule files
# are the same bytes, its shared object is new) does not make a package module compile again:
# the cache keys name the interface, not the binary. A copy of the tool and its library (beside
# it, as the tool finds it; inside the repository's .build so the C module maps are found)
# whose libAccordDynamic.so gets a new date between two runs.
bin="$(dirname "$ACCORD")"; copy="$root/.build/accord-interface-test.$$"
mkdir -p "$copy/Modules" "$tmp/iface/Kit/Sources/Kit" "$tmp/iface/app" "$tmp/iface/.git"
cp "$ACCORD" "$bin/libAccordDynamic.so" "$copy/" && for m in Accord AccordLayout AccordText AccordCairo; do cp "$bin/Modules/$m.swiftmodule" "$copy/Modules/"; done
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])\n' > "$tmp/iface/Kit/Package.swift"
printf 'public struct Tile { public init() {}; public var width: Double { 30 } }\n' > "$tmp/iface/Kit/Sources/Kit/Tile.swift"
printf 'import SwiftUI\nimport Kit\n#Preview { Color.red.frame(width: Tile().width, height: 10).accessibilityIdentifier("tile") }\n' > "$tmp/iface/app/TileView.swift"
printf '#!/bin/sh\ncase "$*" in *"-module-name Kit "*) echo call >> "%s";; esac\nexec swiftc "$@"\n' "$tmp/iface/calls" > "$tmp/iface/swiftc" && chmod +x "$tmp/iface/swiftc"
ACCORD_SWIFTC="$tmp/iface/swiftc" "$copy/accord" frames "$tmp/iface/app/TileView.swift" --sources "$tmp/iface/Kit" >/dev/null 2>&1
touch -d '+1 minute' "$copy/libAccordDynamic.so"
out="$(ACCORD_SWIFTC="$tmp/iface/swiftc" "$copy/accord" frames "$tmp/iface/app/TileView.swift" --sources "$tmp/iface/Kit" --fixed-metrics 2>&1)"
[ "$(wc -l < "$tmp/iface/calls" 2>/dev/null)" = 1 ] && grep -q "^tile .*(30.0×10.0)" <<<"$out" \
  && ok "a library rebuilt with the same interface does not recompile a package module (one compile, not two)" \
  || { bad "package module compiled $(wc -l < "$tmp/iface/calls" 2>/dev/null) times across a library rebuild"; echo "$out" | head -5; }
rm -rf "$copy" "$tmp/iface"

# 4. What a file importing what Accord cannot provide names is not followed: such a file is
#    skipped whole, so its names are never compiled. The badge uses the store (it imports
#    RealmSwift) and the store names 16 screens; the closure is the badge and the store, 2 of
#    the target's 18 other files (it was every file: the store's names pulled in the screens,
#    and a closure of 90 % of the target compiles the whole target — OpenFind's SliderView, 419
#    of 434 files through its Realm models).
app="$tmp/Notes/Sources/Notes"; mkdir -p "$app/Views" "$app/Store" "$app/Screens"
echo '// swift-tools-version:5.9' > "$tmp/Notes/Package.swift"
{ echo 'import Foundation'; echo 'import RealmSwift'; echo 'final class NoteStore {'
  for i in $(seq 1 16); do echo "    func open$i() -> Any { NoteScreen$i() }"; done
  echo '    var count: Int { 3 }'; echo '}'; } > "$app/Store/NoteStore.swift"
for i in $(seq 1 16); do printf 'import SwiftUI\nstruct NoteScreen%s: View {\n    var body: some View { Text("%s") }\n}\n' "$i" "$i" > "$app/Screens/NoteScreen$i.swift"; done
cat > "$app/Views/Badge.swift" <<'SWIFT'
import SwiftUI
struct Badge: View {
    var label: String
    var body: some View { Text(label).padding(4) }
}
extension Badge {
    func counted(_ store: NoteStore) -> some View { Text("\(store.count)") }
}
SWIFT
cat > "$app/Views/Header.swift" <<'SWIFT'
import SwiftUI
struct Header: View {
    var body: some View { Badge(label: "Notes").accessibilityIdentifier("badge") }
}
#Preview { Header() }
SWIFT
out="$(cd "$app/Views" && ACCORD_CLOSURE_LOG=1 "$ACCORD" frames Header.swift 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view whose helper names a Realm store renders (exit $rc)" || { bad "blocked-file closure render (exit $rc)"; echo "$out" | head -20; }
expect "the closure is the badge and the store, not the 16 screens the store names: 2 of 18 files" "closure: 2 of the target's 18 files" "$out"
expect "the store is still reported as skipped, with why" "skipped Store/NoteStore.swift: imports RealmSwift" "$out"
expect "the badge's frame" "^badge " "$out"

# 5. Asset symbols are generated for the names the compiled code uses only (a design system's
#    5,403 icons made an 813-KB file of statics): a catalog of 40 image sets and two colour sets
#    that resolve to one symbol; the view uses `Image(.icon7)`. The compiler (a wrapper) is
#    given one image resource, the render finds the image, and the clash of two unused colour
#    sets is not reported (a clash of names the code uses is: Tests/cli/run.sh).
d="$tmp/Icons"; cat0="$d/Assets.xcassets"; mkdir -p "$cat0" "$d/.git"
echo '{"info":{"version":1,"author":"xcode"}}' > "$cat0/Contents.json"
for i in $(seq 1 40); do mkdir -p "$cat0/icon$i.imageset"
  printf '{"images":[{"idiom":"universal","filename":"i.png"}],"info":{"version":1,"author":"xcode"}}\n' > "$cat0/icon$i.imageset/Contents.json"
  cp "$root/Examples/SampleApp/SampleApp/Assets.xcassets/avatar.imageset/avatar.png" "$cat0/icon$i.imageset/i.png"
done
for c in Accent AccentColor; do mkdir -p "$cat0/$c.colorset"
  printf '{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}\n' > "$cat0/$c.colorset/Contents.json"
done
printf 'import SwiftUI\nstruct Icon: View {\n    var body: some View { Image(.icon7).accessibilityIdentifier("icon") }\n}\n#Preview { Icon() }\n' > "$d/Icon.swift"
printf '#!/bin/sh\nfor a in "$@"; do case "$a" in *GeneratedAssetSymbols*) grep -c "ImageResource(name:" "$a" >> "%s";; esac; done\nexec swiftc "$@"\n' "$d/counts" > "$d/swiftc" && chmod +x "$d/swiftc"
out="$(cd "$d" && ACCORD_SWIFTC="$d/swiftc" "$ACCORD" frames Icon.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^icon " <<<"$out" && ok "Image(.icon7) of a 40-icon catalog renders (exit $rc)" || { bad "asset subset render (exit $rc)"; echo "$out" | head; }
[ "$(head -1 "$d/counts" 2>/dev/null)" = 1 ] && ok "one image resource of the 40 is generated (the one the code names)" || { bad "image resources generated: $(cat "$d/counts" 2>/dev/null)"; }
refuse "the clash of two colour sets no code uses is not reported" "both resolve to the symbol" "$out"

# 6. Stopped by a signal, accord says where all its time went, not only the last phase's: a
#    package module compile (a wrapper makes it take 2 s) before the target's compile (made to
#    take 60 s); and a second accord waiting for the first's build of the same target says it
#    was waiting for it.
k="$tmp/Slow"; mkdir -p "$k/Kit/Sources/Kit" "$k/app" "$k/.git"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])\n' > "$k/Kit/Package.swift"
printf 'public struct Chip { public init() {}; public var width: Double { 30 } }\n' > "$k/Kit/Sources/Kit/Chip.swift"
printf 'import SwiftUI\nimport Kit\n#Preview { Color.red.frame(width: Chip().width, height: 10) }\n' > "$k/app/ChipView.swift"
printf '#!/bin/sh\ncase "$*" in *"-module-name Kit "*) sleep 2;; *AccordUserPreview*) touch "%s"; sleep 60;; esac\nexec swiftc "$@"\n' "$k/started" > "$k/swiftc" && chmod +x "$k/swiftc"
(cd "$k/app" && ACCORD_SWIFTC="$k/swiftc" exec "$ACCORD" frames ChipView.swift --sources "$k/Kit" > "$k/first.out" 2>&1) &
first=$!
for i in $(seq 1 240); do [ -e "$k/started" ] && break; sleep 0.5; done
out="$(cd "$k/app" && ACCORD_SWIFTC="$k/swiftc" timeout -s TERM 3 "$ACCORD" frames ChipView.swift --sources "$k/Kit" 2>&1)"
kill -TERM $first; wait $first
out1="$(cat "$k/first.out")"
expect "the stop names the phase it was in and its seconds" "stopped \(signal 15, SIGTERM\) while compiling ChipView.swift, after [0-9]+ s of it" "$out1"
expect "… and the earlier phases with theirs (the module's, at least 2 s)" "s in all; besides it: compiling module Kit \(1 files, [^)]*\) ([2-9]|[1-9][0-9]+) s" "$out1"
expect "a second accord stopped while the first builds the same target says it was waiting for it" "stopped \(signal 15, SIGTERM\) while waiting for another accord to finish building this target" "$out"

# 7. A file previewed alone whose app types are missing: once the compiler has said `cannot
#    find 'NotesViewModel' in scope`, it is stopped 10 s later (with that name missing, an
#    expression can keep the type checker busy to the 120-s limit: corpus5's T3), and the
#    missing name is reported.
a="$tmp/Alone"; mkdir -p "$a/.git"
cat > "$a/NotesScreen.swift" <<'SWIFT'
import SwiftUI
struct NotesScreen: View {
    @StateObject var model = NotesViewModel()
    var body: some View {
        let widths = [1, 2, 3].map { model.scale($0) + 1.5 * 2 - model.offset + 3 / 4 * 5 - 6 + 7 * 8 - 9 / 10 + 11 * 12 - 13 + 14 * 15 / 16 - 17 + 18 }
        Text("\(widths.count)")
    }
}
#Preview { NotesScreen() }
SWIFT
start=$(date +%s)
out="$(cd "$a" && "$ACCORD" frames NotesScreen.swift --compile-timeout 110 2>&1)"; rc=$?
took=$(( $(date +%s) - start ))
[ $rc = 1 ] && [ $took -lt 90 ] && ok "a lone file missing its app's type stops early ($took s, exit $rc)" || { bad "alone early stop: $took s, exit $rc"; echo "$out" | head; }
expect "… naming the missing type" "cannot find 'NotesViewModel' in scope" "$out"

# 8. An outside type's initializer that an extension of the target adds, called through an
#    attribute with an implicit member (corpus8 42, Organizer: `@AppStorage(.projectListShowTheme)`
#    through `extension AppStorage { init(wrappedValue:_ key: StorageKey, …) }`): the previewed file
#    names neither the extension's file nor StorageKey, yet the closure takes both (AppStorage's
#    `init` extension, then the word StorageKey), and the 16 unrelated files stay out.
st="$tmp/Org/Sources/Org"; mkdir -p "$st/Storage" "$st/Screens"
echo '// swift-tools-version:5.9' > "$tmp/Org/Package.swift"
printf 'enum StorageKey: String {
    case projectListShowTheme
}
' > "$st/Storage/StorageKey.swift"
cat > "$st/Storage/AppStorage+Key.swift" <<'SWIFT'
import SwiftUI
extension AppStorage {
    init(wrappedValue: Value, _ key: StorageKey, store: UserDefaults? = nil) where Value == Bool {
        self.init(wrappedValue: wrappedValue, key.rawValue, store: store)
    }
}
SWIFT
for n in $(seq 1 16); do printf 'import SwiftUI
struct Screen%s: View { var body: some View { Text("%s") } }
' "$n" "$n" > "$st/Screens/Screen$n.swift"; done
cat > "$st/ThemeMenu.swift" <<'SWIFT'
import SwiftUI
struct ThemeMenu: View {
    @AppStorage(.projectListShowTheme) private var showTheme: Bool = true
    var body: some View { Color.green.frame(width: showTheme ? 30 : 5, height: 10).accessibilityIdentifier("theme") }
}
#Preview { ThemeMenu() }
SWIFT
out="$(cd "$st" && ACCORD_CLOSURE_LOG=1 "$ACCORD" frames ThemeMenu.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^theme .*(30.0×10.0)" <<<"$out" && ok "@AppStorage(.key) through the target's extension initializer renders (exit $rc)" || { bad "AppStorage extension init (exit $rc)"; echo "$out" | head -10; }
expect "the closure is that extension and the key's enum: 2 of the target's 18 files" "closure: 2 of the target's 18 files" "$out"

# 9. A round where another file of the target and the previewed file both fail: the other
#    file's failing body is left out and, in the same round, the previewed file's failing place
#    (a view of a file skipped for its import, drawn as a placeholder) — one compile that fails, then the one that
#    builds: 2 compiles of the target, not 3 (corpus9 40: each failing compile of its target took
#    150 s at load 25).
both="$tmp/Both/Sources/Both"; mkdir -p "$both"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Both", targets: [.target(name: "Both")])\n' > "$tmp/Both/Package.swift"
cat > "$both/Ledger.swift" <<'SWIFT'
import Foundation
struct Ledger {
    var width: Double = 40
    func total() -> Int { entries.reduce(0, +) }
}
SWIFT
cat > "$both/Sparkline.swift" <<'SWIFT'
import SwiftUI
import Lottie
struct SparklineView: View {
    var points: [Double]
    var body: some View { Text("\(points.count)") }
}
SWIFT
cat > "$both/LedgerView.swift" <<'SWIFT'
import SwiftUI
struct LedgerView: View {
    var body: some View {
        VStack {
            Color.blue.frame(width: Ledger().width, height: 10).accessibilityIdentifier("ledger")
            SparklineView(points: [1, 2, 3])
        }
    }
}
#Preview { LedgerView() }
SWIFT
printf '#!/bin/sh\ncase "$*" in *"-module-name AccordUserPreview "*) echo call >> "%s";; esac\nexec swiftc "$@"\n' "$tmp/both-calls" > "$tmp/both-swiftc" && chmod +x "$tmp/both-swiftc"
out="$(cd "$both" && ACCORD_LEAVE_OUT=1 ACCORD_SWIFTC="$tmp/both-swiftc" "$ACCORD" frames LedgerView.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^ledger .*(40.0×10.0)" <<<"$out" && grep -q "^accord: skipped part of Ledger.swift: the body of \`func total() -> Int\`" <<<"$out" \
  && grep -q "^accord: left out of the preview: SparklineView(…) (line 6) drawn as a placeholder" <<<"$out" \
  && ok "another file's failing body and the previewed file's failing view are left out (exit $rc)" \
  || { bad "both left out (exit $rc)"; echo "$out" | head -8 | sed 's/^/     /'; }
[ "$(wc -l < "$tmp/both-calls" 2>/dev/null)" = 2 ] && ok "in the same round: the target is compiled twice, not three times" \
  || bad "the target was compiled $(wc -l < "$tmp/both-calls" 2>/dev/null) times"

[ -n "${KEEP:-}" ] && echo "kept $tmp $ACCORD_CACHE" || rm -rf "$tmp" "$ACCORD_CACHE"
exit $fail
