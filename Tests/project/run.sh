#!/usr/bin/env bash
# Project previews (issue 12): every view file of Examples/SampleApp renders from inside the
# project folder; Xcode's compile conditions, @Entry, CRLF/CR line endings, skipped frameworks,
# messages at the user's line and column, the unsupported-API message, a missing swiftc,
# --project/--sources/--no-project.
#   bash Tests/project/run.sh path/to/accord
set -u
. "$(dirname "$0")/common.sh" "$1"

# 1. Every view file of the sample app renders, run from inside the project folder.
app="$root/Examples/SampleApp/SampleApp"
for f in Views/ContentView.swift Views/PlantRow.swift Views/PlantDetailView.swift Views/SettingsView.swift \
         Views/Components/TagChip.swift Views/Components/WateringBadge.swift; do
  n="$(basename "$f" .swift)"
  out="$(cd "$app/$(dirname "$f")" && "$ACCORD" render "$(basename "$f")" -o "$tmp/$n.png" 2>&1)"; rc=$?
  if [ $rc -eq 0 ] && ls "$tmp/$n"*.png >/dev/null 2>&1; then ok "SampleApp $f renders"
  else bad "SampleApp $f renders (exit $rc)"; echo "$out" | sed 's/^/     /' | head -20; fi
done
# The file importing WeatherKit loses its import and the property of WeatherKit's type, each said
# on a line; Old/LegacyRow.swift (not in the project.pbxproj; it would clash with PlantRow) is not
# compiled. (The whole target, as ACCORD_CLOSURE=0 compiles it: PlantRow alone does not need
# PlantStore, Tests/project/speed.sh.)
out="$(cd "$app/Views" && ACCORD_CLOSURE=0 "$ACCORD" frames PlantRow.swift --fixed-metrics 2>&1)"
expect "a file importing WeatherKit loses the import, saying so" \
  "^accord: skipped part of Storage/PlantStore.swift: import WeatherKit \(line 1\): WeatherKit is an Apple framework Linux lacks" "$out"
expect "and the property of WeatherKit's type" "^accord: skipped part of Storage/PlantStore.swift: \`var weather\` \(line 7\)" "$out"
[ "$(grep 'accord: skipped' <<<"$out" | grep -vc 'Storage/PlantStore.swift')" = 0 ] && ok "only that file loses parts (LegacyRow.swift is outside the pbxproj)" || { bad "skipped files"; echo "$out" | head; }
# #if os(iOS) branch: the segmented picker (32 points high) in SettingsView.
out="$(cd "$app/Views" && "$ACCORD" frames SettingsView.swift --fixed-metrics --all 2>/dev/null)"
expect "#if os(iOS) takes the iOS branch in the sample (segmented picker)" "32\.0\)" "$out"
# --no-project: the file alone does not know the app's model types.
out="$(cd "$app/Views" && "$ACCORD" frames PlantRow.swift --no-project 2>&1)"; rc=$?
# (the compiler's first error may be another one; the summary line then names Plant)
[ $rc = 1 ] && grep -q "cannot find type 'Plant' in scope\|cannot find 'Plant' in scope\|uses types defined elsewhere in its app: .*Plant" <<<"$out" && ok "--no-project compiles the file alone" || { bad "--no-project (exit $rc)"; echo "$out" | head -5; }

# 2. Compile conditions: an iOS debug build.
cat > "$tmp/Conditions.swift" <<'SWIFT'
import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
struct C: View {
    var body: some View {
        VStack {
            #if os(iOS) && targetEnvironment(simulator)
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("ios")
            #elseif os(macOS) || os(Linux)
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("mac")
            #endif
            #if !os(watchOS) && !os(tvOS) && !os(visionOS) && canImport(SwiftUI) && !canImport(WatchKit)
            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("notwatch")
            #endif
        }
    }
}
#if DEBUG
#Preview("debug") { C() }
#endif
SWIFT
out="$("$ACCORD" frames "$tmp/Conditions.swift" --fixed-metrics 2>&1)"
expect "#if DEBUG previews exist" "^# debug" "$out"
expect "#if os(iOS) && targetEnvironment(simulator) is true" "^ios .*\(10\.0×10\.0\)" "$out"
if grep -q "^mac" <<<"$out"; then bad "#if os(macOS) || os(Linux) is false"; else ok "#if os(macOS) || os(Linux) is false"; fi
expect "!os(watchOS) … canImport(SwiftUI) … !canImport(WatchKit) is true" "^notwatch .*\(30\.0×30\.0\)" "$out"

printf 'import SwiftUI\n#if os(macOS)\n#Preview { Text("mac") }\n#endif\n' > "$tmp/MacOnly.swift"
out="$("$ACCORD" frames "$tmp/MacOnly.swift" 2>&1)"
expect "a #Preview only in #if os(macOS) is explained, not shown as generated names" "^accord: a #Preview of MacOnly.swift is inside an #if branch" "$out"

# A file's other previews are drawn when one is in a branch the iOS build leaves out (pISSStream's
# watch-face preview in `#if os(watchOS)`, corpus10 01 02 in place: the program naming it failed,
# and no preview of the file was drawn); a PreviewProvider there is none either.
cat > "$tmp/WatchToo.swift" <<'SWIFT'
import SwiftUI
struct Face: View { var body: some View { Text("face").accessibilityIdentifier("face") } }
#Preview("phone") { Face() }
#if os(watchOS)
#Preview("corner") { Face() }
struct Face_Previews: PreviewProvider { static var previews: some View { Face() } }
#endif
SWIFT
out="$("$ACCORD" frames "$tmp/WatchToo.swift" --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a file with a watchOS-only preview beside an iOS one renders (exit 0)" || { bad "WatchToo (exit $rc)"; echo "$out" | head; }
expect "the iOS preview is drawn" "^# phone" "$out"
grep -qE "^# (corner|Face_Previews)" <<<"$out" && bad "the watchOS previews are not listed" || ok "the watchOS previews are not listed"

# 3. @Entry (EnvironmentValues), default and overridden, with and without a type annotation.
cat > "$tmp/Entry.swift" <<'SWIFT'
import SwiftUI
extension EnvironmentValues {
    @Entry var cardWidth: CGFloat = 40
    @Entry var cardHeight = CGFloat(
        50
    )
    @Entry var caption: String?
}
struct Card: View {
    @Environment(\.cardWidth) private var width
    @Environment(\.cardHeight) private var height
    @Environment(\.caption) private var caption
    var body: some View {
        Color.green.frame(width: width, height: caption == nil ? height : 5).accessibilityIdentifier("card")
    }
}
#Preview("default") { Card() }
#Preview("set") { Card().environment(\.cardWidth, 70).environment(\.caption, "x") }
SWIFT
out="$("$ACCORD" frames "$tmp/Entry.swift" --fixed-metrics --preview default 2>&1)"
expect "@Entry defaults (annotated, inferred over several lines, optional nil)" "^card .*\(40\.0×50\.0\)" "$out"
out="$("$ACCORD" frames "$tmp/Entry.swift" --fixed-metrics --preview set 2>&1)"
expect "@Entry values set with .environment(\\\\.key, value)" "^card .*\(70\.0×5\.0\)" "$out"
# @Entry alone on its line (the var on the next, a comment between: ra1028/swiftui-atom-properties'
# style) and in a `public extension` (its unmarked members are public, the generated key's
# defaultValue too, as the protocol requirement needs: RobertDresler/SwiftUINavigation's style).
# The frame is widthHint 42 + padding 7 = 49 wide.
cat > "$tmp/EntryForms.swift" <<'SWIFT'
import SwiftUI
final class StoreContext {}
extension EnvironmentValues {
    @Entry
    var store: StoreContext? = nil
    @Entry // the accent
    var accent: Color = .red
}
public extension EnvironmentValues {
    @Entry var widthHint: CGFloat = 42
    @Entry var padding = CGFloat(7)
}
struct Hinted: View {
    @Environment(\.store) private var store
    @Environment(\.widthHint) private var width
    @Environment(\.padding) private var padding
    var body: some View { Color.blue.frame(width: width + padding, height: store == nil ? 5 : 10).accessibilityIdentifier("hinted") }
}
#Preview { Hinted().environment(\.store, StoreContext()) }
SWIFT
out="$("$ACCORD" frames "$tmp/EntryForms.swift" --fixed-metrics 2>&1)"
expect "@Entry on its own line, and in a public extension" "^hinted .*\(49\.0×10\.0\)" "$out"

# 4. Line endings: CRLF and lone CR; a // comment no longer hides the previews after it.
printf 'import SwiftUI\r\n// two previews follow\r\n#Preview("one") { Color.red.frame(width: 5, height: 5) }\r\n#Preview("two") { Color.red.frame(width: 6, height: 6) }\r\n' > "$tmp/Crlf.swift"
out="$("$ACCORD" frames "$tmp/Crlf.swift" --fixed-metrics 2>&1)"
expect "CRLF file: import SwiftUI is mapped and both previews are found" "^# two" "$out"
printf 'import SwiftUI\r// one preview follows\r#Preview("cr") { Color.red.frame(width: 5, height: 5) }\r' > "$tmp/Cr.swift"
out="$("$ACCORD" frames "$tmp/Cr.swift" --fixed-metrics 2>&1)"
expect "CR-only file compiles, preview found" "^# cr" "$out"
printf 'import SwiftUI\r\nstruct E: View {\r\n    var body: some View { Text(undefinedName) }\r\n}\r\n#Preview { E() }\r\n' > "$tmp/CrlfError.swift"
out="$("$ACCORD" frames "$tmp/CrlfError.swift" 2>&1)"
expect "an error in a CRLF file is at the user's line 3, column 32" "CrlfError.swift:3:32: error" "$out"

# 5. Messages in the user's terms, in a project (Package.swift target).
pkg="$tmp/Pkg"; mkdir -p "$pkg/Sources/Shop/Views" "$pkg/Sources/Shop/Store"
echo '// swift-tools-version:5.9' > "$pkg/Package.swift"
cat > "$pkg/Sources/Shop/Store/Cart.swift" <<'SWIFT'
import Lottie
final class Cart { var items: [String] = []; var confetti: LottieAnimation? }
SWIFT
cat > "$pkg/Sources/Shop/Item.swift" <<'SWIFT'
import Foundation
struct Item { var name = "Tea" }
SWIFT
cat > "$pkg/Sources/Shop/Views/ItemView.swift" <<'SWIFT'
import SwiftUI
struct ItemView: View {
    var item = Item()
    var body: some View { Text(item.name) }
}
#Preview { ItemView().interactionActivityTrackingTag("item") }
#Preview("cart") { Text("\(Cart().items.count)") }
SWIFT
out="$(cd "$pkg/Sources/Shop/Views" && "$ACCORD" frames ItemView.swift 2>&1)"; rc=$?
[ $rc = 1 ] && ok "a failing preview exits 1" || bad "exit $rc"
expect "the error is at the user's file:line:column of the #Preview line" "ItemView.swift:6:23: error: value of type 'ItemView' has no member 'interactionActivityTrackingTag'" "$out"
expect "the user's own line is shown (#Preview, not the rewritten line)" "^#Preview \{ ItemView\(\)\.interactionActivityTrackingTag" "$out"
if grep -q "__accordPreview\|AccordPreview" <<<"$out"; then bad "no generated names in the messages"; echo "$out" | head; else ok "no generated names in the messages"; fi
expect "the caret is under the user's column" "^                      \^$" "$out"
expect "an API Accord lacks is named in one line" "^accord: \`\.interactionActivityTrackingTag\` is not supported by Accord yet$" "$out"
expect "a type from a skipped file is named with its file" "^accord: \`Cart\` is defined in Cart.swift, which was skipped \(imports Lottie" "$out"
expect "the Store/Cart.swift file is reported as skipped, relative to the target" "^accord: skipped Store/Cart.swift" "$out"
if grep -q "cannot find 'Item'" <<<"$out"; then bad "Item found in Item.swift"; else ok "Item found in Item.swift"; fi

# 6. --sources and --project.
mkdir -p "$tmp/lone" "$tmp/models"
printf 'struct Fruit { var name = "Fig" }\n' > "$tmp/models/Fruit.swift"
printf 'import SwiftUI\n#Preview { Text(Fruit().name).accessibilityIdentifier("fruit") }\n' > "$tmp/lone/FruitView.swift"
out="$("$ACCORD" frames "$tmp/lone/FruitView.swift" --sources "$tmp/models" --fixed-metrics 2>&1)"
expect "--sources DIR adds the folder's Swift files" "^fruit " "$out"
out="$("$ACCORD" frames "$tmp/lone/FruitView.swift" --project "$tmp/models" --fixed-metrics 2>&1)"
expect "--project DIR compiles with that folder's files" "^fruit " "$out"
"$ACCORD" frames "$tmp/lone/FruitView.swift" --sources /nonexistent >/dev/null 2>&1; rc=$?
[ $rc = 2 ] && ok "--sources with a missing folder is a bad invocation (exit 2)" || bad "--sources /nonexistent: exit $rc"

# 6b. The Xcode project file decides the target's files and settings (SampleApp.xcodeproj):
# Shared/PlantNotes.swift lives outside the app's folder (the pbxproj's Shared group) and uses a
# Swift 6 regex literal (the target's SWIFT_VERSION is 6.0); GARDEN_DEMO comes from the target's
# Debug SWIFT_ACTIVE_COMPILATION_CONDITIONS ("$(inherited) GARDEN_DEMO"); the widget target's
# WidgetKit file is not part of the app target, so it is neither compiled nor reported.
out="$(cd "$app/Views" && "$ACCORD" frames PlantDetailView.swift --fixed-metrics 2>&1)"
expect "a file outside the target folder that the pbxproj lists is compiled (Shared/)" "^watering-summary .*\(110\.0×10\.0\)" "$out"
expect "a bare /regex/ literal compiles in a SWIFT_VERSION 6 target" "^note-tags .*\(140\.0×10\.0\)" "$out"
if grep -q "WidgetKit\|GardenWidget" <<<"$out"; then bad "another target's files are left out"; echo "$out" | head; else ok "another target's files are left out"; fi
out="$(cd "$app/Views" && "$ACCORD" frames SettingsView.swift --fixed-metrics 2>&1)"
expect "the target's own compilation condition (\$(inherited) GARDEN_DEMO) is defined" "^demo-note " "$out"

# 6c. Objective-C and main-actor code (no Objective-C runtime on Linux; Accord's View is not
# main-actor isolated): #selector becomes an inert Selector, @objc and @MainActor are blanked;
# compiler messages after them still point at the user's line and column.
cat > "$tmp/ObjC.swift" <<'SWIFT'
import SwiftUI
import UIKit
@MainActor final class Counter: NSObject, ObservableObject {
    @Published var taps = 3
    @objc func tapped(_ sender: Any?) { taps += 1 }
    @objc(resetTaps) func reset() { taps = 0 }
    @objc dynamic var title = "x"
    var action: Selector { #selector(tapped(_:)) }
    var getter: Selector { #selector(getter: Counter.title) }
    func later() { Task { @MainActor in taps += 1 } }
}
@objcMembers final class Legacy: NSObject {}
struct Taps: View {
    @StateObject private var counter = Counter()
    var body: some View {
        Color.red.frame(width: CGFloat(counter.taps) * 10, height: 10)
            .accessibilityIdentifier(counter.action.name == "tapped(_:)" ? "taps" : "wrong")
            .onTapGesture {
                UIApplication.shared.sendAction(#selector(UIResponder
                    .resignFirstResponder), to: nil, from: nil, for: nil)
            }
    }
}
#Preview { Taps() }
SWIFT
out="$("$ACCORD" frames "$tmp/ObjC.swift" --fixed-metrics 2>&1)"
expect "#selector/@objc/@objcMembers/@MainActor code compiles; Selector(\"tapped(_:)\") is inert" "^taps .*\(30\.0×10\.0\)" "$out"
cat > "$tmp/ObjCError.swift" <<'SWIFT'
import SwiftUI
@MainActor @objc final class A: NSObject { @objc func f() {} }
struct V: View {
    var body: some View { Text(#selector(A.f).name + undefinedName) }
    let s = #selector(A
        .f); let t: Int = "x"
}
#Preview { V() }
SWIFT
out="$("$ACCORD" frames "$tmp/ObjCError.swift" 2>&1)"
expect "an error after a #selector on the same line is at the user's column" "ObjCError.swift:4:54: error: cannot find 'undefinedName'" "$out"
expect "an error on the line after a two-line #selector is at the user's line" "ObjCError.swift:6:27: error: cannot convert value of type 'String'" "$out"
expect "the user's own line is shown, not the rewritten one" "^    var body: some View \{ Text\(#selector\(A\.f\)\.name \+ undefinedName\) \}" "$out"

# 6d. Hostile input for the transform and the project reader: it never hangs, crashes or writes
# into the user's folder.
h="$tmp/hostile"; mkdir -p "$h/App.xcodeproj" "$h/App"
python3 -c "
print('import SwiftUI')
print('#selector(' * 20000)
print('@MainActor ' * 20000)
print('{ ' * 5000 + '@MainActor in ' * 5000)
print('@objc(' * 20000)
print('#selector(a' + ' ' * 50000 + ')')
print('#selector(\\\"x\\\")')
" > "$h/App/Odd.swift"
printf 'import SwiftUI\n#Preview { Text("ok").accessibilityIdentifier("ok") }\n' > "$h/App/Fine.swift"
# A pbxproj whose group refers to itself (a cycle), and a second one that is not a property list.
cat > "$h/App.xcodeproj/project.pbxproj" <<'PBX'
// !$*UTF8*$!
{ archiveVersion = 1; objectVersion = 56; rootObject = R;
  objects = {
    R = { isa = PBXProject; mainGroup = G; targets = (T); };
    G = { isa = PBXGroup; children = (G, H, F1); sourceTree = "<group>"; };
    H = { isa = PBXGroup; children = (G); path = App; sourceTree = "<group>"; };
    F1 = { isa = PBXFileReference; path = "App/Fine.swift"; sourceTree = "<group>"; };
    B1 = { isa = PBXBuildFile; fileRef = F1; };
    P = { isa = PBXSourcesBuildPhase; files = (B1, Missing); };
    T = { isa = PBXNativeTarget; name = App; buildPhases = (P, 7); buildConfigurationList = Nope; };
  };
}
PBX
before="$(cd "$h" && find . -printf '%p %s %T@\n' | sort)"
out="$(cd "$h/App" && timeout 120 "$ACCORD" frames Fine.swift --fixed-metrics 2>&1)"; rc=$?
expect "a cyclic pbxproj group tree is read without hanging; the listed file renders" "^ok " "$out"
out="$(cd "$h/App" && timeout 120 "$ACCORD" frames Odd.swift 2>&1)"; rc=$?
[ $rc = 1 ] || [ $rc = 2 ] && ok "an odd file is a compile error, not a crash or a hang (exit $rc)" || { bad "odd file: exit $rc"; echo "$out" | tail -5; }
printf 'not { a ( property list' > "$h/App.xcodeproj/project.pbxproj"
out="$(cd "$h/App" && timeout 120 "$ACCORD" frames Fine.swift --fixed-metrics 2>&1)"
expect "an unreadable pbxproj falls back to the target's folder" "^ok " "$out"
expect "a file the compiler crashes on is skipped with that reason" "^accord: skipped Odd.swift: the Swift compiler crashed on it" "$out"
printf '' > "$h/App.xcodeproj/project.pbxproj"
after="$(cd "$h" && find . -printf '%p %s %T@\n' | sort | grep -v project.pbxproj)"
[ "$(grep -v project.pbxproj <<<"$before")" = "$after" ] && ok "nothing is written into the user's folders" || { bad "the user's folder changed"; diff <(echo "$before") <(echo "$after") | head; }

# 6e. Xcode 16 synchronised folders: every Swift file under the folder except the target's
# membership exceptions (here a macOS-only file).
s16="$tmp/Sync"; mkdir -p "$s16/Sync.xcodeproj" "$s16/Sync/Mac" "$s16/Sync/Model"
printf 'struct Fruit { var name = "Fig" }\n' > "$s16/Sync/Model/Fruit.swift"
printf 'import AppKit\nstruct MacOnly { var window: NSWindow }\n' > "$s16/Sync/Mac/MacOnly.swift"
printf 'import SwiftUI\n#Preview { Text(Fruit().name).accessibilityIdentifier("fruit") }\n' > "$s16/Sync/FruitView.swift"
cat > "$s16/Sync.xcodeproj/project.pbxproj" <<'PBX'
// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 77;
	objects = {
		E1 /* Exceptions for "Sync" folder in "Sync" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Mac/MacOnly.swift,
			);
			target = T1 /* Sync */;
		};
		S1 /* Sync */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			exceptions = (
				E1 /* Exceptions for "Sync" folder in "Sync" target */,
			);
			path = Sync;
			sourceTree = "<group>";
		};
		G1 = {
			isa = PBXGroup;
			children = (
				S1 /* Sync */,
			);
			sourceTree = "<group>";
		};
		T1 /* Sync */ = {
			isa = PBXNativeTarget;
			buildPhases = (
			);
			fileSystemSynchronizedGroups = (
				S1 /* Sync */,
			);
			name = Sync;
			productType = "com.apple.product-type.application";
		};
		R1 /* Project object */ = {
			isa = PBXProject;
			mainGroup = G1;
			targets = (
				T1 /* Sync */,
			);
		};
	};
	rootObject = R1 /* Project object */;
}
PBX
out="$(cd "$s16/Sync" && "$ACCORD" frames FruitView.swift --fixed-metrics 2>&1)"
expect "a synchronised folder's files are the target's" "^fruit " "$out"
if grep -q "MacOnly" <<<"$out"; then bad "a membership exception is left out"; echo "$out" | head -5; else ok "a membership exception is left out (not even skipped)"; fi

# 6f. Packages laid out as Apple's samples do (`path: "."`, a `.package(path:)` dependency with
# resources): `Bundle.module`, the dependency's catalog (resource members only; its own
# `Color.leafGreen` accessor does not clash), a symbol set's ImageResource; module-qualified
# names (`SwiftUI.Color`); URLSession (FoundationNetworking on Linux).
pk="$tmp/Pkgs"; mkdir -p "$pk/KitUI/Views" "$pk/KitData/Media.xcassets/Leaf Green.colorset" "$pk/KitData/Media.xcassets/sprout.symbolset"
cat > "$pk/KitData/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "KitData", products: [.library(name: "KitData", targets: ["KitData"])],
    targets: [.target(name: "KitData", path: ".", resources: [.process("Media.xcassets")])])
SWIFT
printf '{"info":{"version":1,"author":"xcode"}}\n' > "$pk/KitData/Media.xcassets/Contents.json"
printf '{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.0","green":"1.0","blue":"0.0","alpha":"1.0"}}}],"info":{"version":1,"author":"xcode"}}\n' > "$pk/KitData/Media.xcassets/Leaf Green.colorset/Contents.json"
printf '{"symbols":[{"filename":"sprout.svg","idiom":"universal"}],"info":{"version":1,"author":"xcode"}}\n' > "$pk/KitData/Media.xcassets/sprout.symbolset/Contents.json"
cat > "$pk/KitData/Seed.swift" <<'SWIFT'
import Foundation
import SwiftUI
public struct Seed { public var name: String; public init(name: String) { self.name = name } }
public extension Color { static let leafGreen = Color(.leafGreen) }
public extension Image { static let sprout = Image(.sprout) }
public enum SeedCatalog {
    public static var title: String { String(localized: "Seeds", bundle: .module) }
    public static func fetch() async throws -> Data {
        try await URLSession.shared.data(from: URL(string: "https://example.com")!).0
    }
}
SWIFT
cat > "$pk/KitUI/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "KitUI", dependencies: [.package(path: "../KitData")],
    targets: [.target(name: "KitUI", dependencies: ["KitData"], path: ".")])
SWIFT
cat > "$pk/KitUI/Views/SeedRow.swift" <<'SWIFT'
import SwiftUI
import KitData
struct SeedRow: View {
    var seed = Seed(name: SeedCatalog.title)
    var body: some View {
        HStack {
            Image.sprout
            SwiftUI.Text(seed.name).accessibilityIdentifier("seed")
        }
        .background(SwiftUI.Color.leafGreen)
    }
}
#Preview { SeedRow() }
SWIFT
before="$(cd "$pk" && find . | sort)"
out="$(cd "$pk/KitUI/Views" && "$ACCORD" frames SeedRow.swift --fixed-metrics 2>&1)"
expect "a path: \".\" package target with a .package(path:) dependency: Bundle.module, resource symbols, SwiftUI.Text, URLSession" "^seed .*\(50\.0×10\.0\)" "$out"
if grep -q "skipped" <<<"$out"; then bad "no package file is skipped"; echo "$out" | grep skipped | head; else ok "no package file is skipped (Package.swift is not compiled)"; fi
[ "$before" = "$(cd "$pk" && find . | sort)" ] && ok "nothing is written into the packages" || bad "the packages' folders changed"

# 6g. A third-party package the Xcode project fetches (XCRemoteSwiftPackageReference): named with
# its URL; a checkout added with --sources is compiled in and its import dropped.
rp="$tmp/Remote"; mkdir -p "$rp/Remote.xcodeproj" "$rp/Remote" "$tmp/flux-checkout/Sources/Flux"
printf 'import SwiftUI\nimport Flux\n#Preview { Text(Store().title).accessibilityIdentifier("store") }\n' > "$rp/Remote/StoreView.swift"
cat > "$rp/Remote.xcodeproj/project.pbxproj" <<'PBX'
// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 56;
	objects = {
		F1 /* StoreView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = StoreView.swift; sourceTree = "<group>"; };
		B1 /* StoreView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* StoreView.swift */; };
		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
		G1 /* Remote */ = {isa = PBXGroup; children = (F1); path = Remote; sourceTree = "<group>"; };
		S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1); };
		T1 /* Remote */ = {isa = PBXNativeTarget; buildPhases = (S1); name = Remote; packageProductDependencies = (D1); productType = "com.apple.product-type.application"; };
		D1 /* Flux */ = {isa = XCSwiftPackageProductDependency; package = P1; productName = Flux; };
		P1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/flux"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.0.0; }; };
		R1 = {isa = PBXProject; mainGroup = G0; packageReferences = (P1); targets = (T1); };
	};
	rootObject = R1;
}
PBX
cat > "$tmp/flux-checkout/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Flux", products: [.library(name: "Flux", targets: ["Flux"])], targets: [.target(name: "Flux")])
SWIFT
printf 'public struct Store { public var title = "Flux"; public init() {} }\n' > "$tmp/flux-checkout/Sources/Flux/Store.swift"
out="$(cd "$rp/Remote" && "$ACCORD" frames StoreView.swift 2>&1)"
expect "an import of a remote package names the package and its URL" "^accord: StoreView.swift imports Flux, a Swift package the project fetches from https://github.com/example/flux" "$out"
out="$(cd "$rp/Remote" && "$ACCORD" frames StoreView.swift --sources "$tmp/flux-checkout" --fixed-metrics 2>&1)"
expect "a package checkout added with --sources is compiled in (as its own module)" "^store .*\(40\.0×10\.0\)" "$out"
# The checkout is a module of its own, as SwiftPM builds it: its internal `Theme` does not clash
# with the app's, and the module-qualified `Flux.Store` resolves (merged into the app's module,
# the first was an invalid redeclaration and the second "cannot find 'Flux'"). The frame is the
# app's Theme.width = 30.
printf 'struct Theme { static let width = 99 }\n' > "$tmp/flux-checkout/Sources/Flux/Theme.swift"
mkdir -p "$tmp/qualified"
printf 'import SwiftUI\nimport Flux\nstruct Theme { static let width: CGFloat = 30 }\n#Preview { Text(Flux.Store().title).frame(width: Theme.width, height: 10).accessibilityIdentifier("qualified") }\n' > "$tmp/qualified/Qualified.swift"
out="$("$ACCORD" frames "$tmp/qualified/Qualified.swift" --sources "$tmp/flux-checkout" --fixed-metrics 2>&1)"
expect "a --sources checkout is its own module: Flux.Store resolves, its internal Theme stays its own" "^qualified .*\(30\.0×10\.0\)" "$out"
rm -f "$tmp/flux-checkout/Sources/Flux/Theme.swift"
# A checkout whose manifest takes a product from a local package that is not there
# (.package(path: "../KitCore"), as on its author's machine): the message names the path.
mkdir -p "$tmp/kit-checkout/Sources/Kit"
cat > "$tmp/kit-checkout/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
    dependencies: [.package(path: "../KitCore")],
    targets: [.target(name: "Kit", dependencies: [.product(name: "KitCoreUI", package: "KitCore")])])
SWIFT
printf 'import KitCoreUI\npublic struct Tile { public init() {} }\n' > "$tmp/kit-checkout/Sources/Kit/Tile.swift"
printf 'import SwiftUI\nimport Kit\n#Preview { Text("tile") }\n' > "$tmp/qualified/TileView.swift"
out="$("$ACCORD" frames "$tmp/qualified/TileView.swift" --sources "$tmp/kit-checkout" 2>&1)"; rc=$?
[ $rc = 1 ] && grep -qF "KitCoreUI, a local package that $tmp/kit-checkout/Package.swift takes from .package(path: \"../KitCore\"), which is not there ($tmp/KitCore does not exist)" <<<"$out" \
  && ok "a checkout's .package(path:) dependency that is not on disk is named with its path (exit 1)" || { bad "missing local package (exit $rc)"; echo "$out" | head -5; }
printf 'import SwiftUI\nimport KitCoreUI\n#Preview { Text("core") }\n' > "$tmp/qualified/CoreView.swift"
out="$(ACCORD_LEAVE_OUT=0 "$ACCORD" frames "$tmp/qualified/CoreView.swift" --sources "$tmp/kit-checkout" 2>&1)"
expect "a file importing that package's module directly is told the same" "^accord: CoreView.swift imports KitCoreUI, a local package that .*\.package\(path: \"\.\./KitCore\"\)" "$out"
# (By default the import is left out, since nothing of it is used, and the preview drawn: section 9d.)
out="$(ACCORD_LEAVE_OUT=1 "$ACCORD" frames "$tmp/qualified/CoreView.swift" --sources "$tmp/kit-checkout" 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^accord: left out of the preview: import KitCoreUI (line 2): .*a local package that .*\.package(path: \"\.\./KitCore\")" <<<"$out" \
  && ok "an unused import of a missing package is left out, saying why" || { bad "unused missing import left out (exit $rc)"; echo "$out" | head -5; }
# A Swift package's manifest fetching a package (.package(url:) + .product(name:package:)):
# its products are named with the URL too, for the previewed file and the target's other files.
mkdir -p "$tmp/navpkg/Sources/Nav" "$tmp/navpkg/.git"
cat > "$tmp/navpkg/Package.swift" <<'SWIFT'
// swift-tools-version: 5.9
import PackageDescription
let package = Package(name: "nav",
    dependencies: [.package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.5.4")],
    targets: [.target(name: "Nav", dependencies: [.product(name: "CasePaths", package: "swift-case-paths")])])
SWIFT
printf 'import CasePaths\npublic struct Route {}\n' > "$tmp/navpkg/Sources/Nav/Route.swift"
printf 'import SwiftUI\n#Preview { Text("plain").accessibilityIdentifier("plain") }\n' > "$tmp/navpkg/Sources/Nav/Plain.swift"
out="$(cd "$tmp/navpkg/Sources/Nav" && "$ACCORD" frames Plain.swift 2>&1)"
expect "a package manifest's fetched product is named with its URL (Package.swift's .package(url:))" \
  "^accord: skipped Route.swift: imports CasePaths, a Swift package the project fetches from https://github.com/pointfreeco/swift-case-paths" "$out"
# An Xcode product spelled with a dot is imported with an underscore, and a product of several
# targets as Product_Target (CypherPoet's CypherPoetCore.FileSystem → CypherPoetCore_FileSystem).
sed -e 's/productName = Flux;/productName = Flux.Store;/' "$rp/Remote.xcodeproj/project.pbxproj" > "$tmp/pbx" && cp "$tmp/pbx" "$rp/Remote.xcodeproj/project.pbxproj"
sed -i 's/^import Flux$/import Flux_Store/' "$rp/Remote/StoreView.swift"
out="$(cd "$rp/Remote" && "$ACCORD" frames StoreView.swift 2>&1)"
expect "a product spelled with a dot is matched to its module (Flux.Store → import Flux_Store)" "^accord: StoreView.swift imports Flux_Store, a Swift package the project fetches from https://github.com/example/flux" "$out"
sed -e 's/productName = Flux.Store;/productName = Flux;/' "$rp/Remote.xcodeproj/project.pbxproj" > "$tmp/pbx" && cp "$tmp/pbx" "$rp/Remote.xcodeproj/project.pbxproj"
sed -i 's/^import Flux_Store$/import Flux/' "$rp/Remote/StoreView.swift"
mkdir -p "$rp/SourcePackages/checkouts" && cp -r "$tmp/flux-checkout" "$rp/SourcePackages/checkouts/flux"
out="$(cd "$rp/Remote" && "$ACCORD" frames StoreView.swift --fixed-metrics 2>&1)"
expect "a checkout Xcode left in SourcePackages/checkouts is used without --sources" "^store .*\(40\.0×10\.0\)" "$out"
rm -rf "$rp/SourcePackages"
printf 'import SwiftUI\nimport Kingfisher\nstruct K: View { var body: some View { KFImage(nil) } }\n#Preview { K() }\n' > "$tmp/Kf.swift"
out="$("$ACCORD" frames "$tmp/Kf.swift" --no-project 2>&1)"
expect "a well-known third-party package is named with its repository and what to do" "^accord: Kf.swift imports Kingfisher, a third-party package \(https://github.com/onevcat/Kingfisher\); .*--sources DIR" "$out"

# 7. A missing swiftc is reported as that.
out="$(ACCORD_CACHE="$tmp/nocache" ACCORD_SWIFTC=/nonexistent/swiftc "$ACCORD" frames "$tmp/Conditions.swift" 2>&1)"; rc=$?
[ $rc = 1 ] && grep -q "Swift compiler was not found" <<<"$out" && ! grep -q "does not compile" <<<"$out" \
  && ok "a missing swiftc is reported as a missing compiler" || { bad "missing swiftc (exit $rc)"; echo "$out" | head -5; }

# 8. A one-line edit recompiles quickly (the other files are not recompiled): the second run of
# an edited file must not take longer than the first, whole build.
cp -r "$root/Examples/SampleApp" "$tmp/SA"
v="$tmp/SA/SampleApp/Views/PlantRow.swift"
export ACCORD_CACHE="$tmp/editcache"
s=$(date +%s.%N); "$ACCORD" render "$v" -o "$tmp/e1.png" >/dev/null 2>&1; t1=$(echo "$(date +%s.%N) - $s" | bc)
sed -i 's/spacing: 12/spacing: 14/' "$v"
s=$(date +%s.%N); "$ACCORD" render "$v" -o "$tmp/e2.png" >/dev/null 2>&1; rc=$?; t2=$(echo "$(date +%s.%N) - $s" | bc)
if [ $rc = 0 ] && [ "$(echo "$t2 < $t1" | bc)" = 1 ]; then ok "a one-line edit rebuilds incrementally (${t2}s after a ${t1}s first build)"
else bad "edit rebuild: exit $rc, ${t2}s vs first ${t1}s"; fi
# 9. Parts of a file left out instead of the file: a function body that names a type from a
# skipped file (one importing a package Accord does not fetch) becomes fatalError(), an extension
# of that type goes, the file's other types stay; a type named only in a comment or string does not count.
pr="$tmp/Partial"; mkdir -p "$pr/Sources/Trips"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Trips", targets: [.target(name: "Trips")])\n' > "$pr/Package.swift"
cat > "$pr/Sources/Trips/Place.swift" <<'SWIFT'
import Lottie
struct Place { var animation: LottieAnimation? }
SWIFT
cat > "$pr/Sources/Trips/Store.swift" <<'SWIFT'
import Foundation
struct Store {
    var title = "Trips"
    var width: Double = 44
    func places() -> Int {
        let all = [Place()]
        return all.count
    }
}
extension Place {
    var name: String { "somewhere" }
}
SWIFT
cat > "$pr/Sources/Trips/Theme.swift" <<'SWIFT'
import SwiftUI
// A Place for the app's colours ("Place" is only a word here).
struct Theme { var label = "Place" ; var height: Double = 12 }
SWIFT
cat > "$pr/Sources/Trips/TripsView.swift" <<'SWIFT'
import SwiftUI
struct TripsView: View {
    var body: some View {
        Color.blue.frame(width: Store().width, height: Theme().height).accessibilityIdentifier("trips")
    }
}
#Preview { TripsView() }
SWIFT
out="$(cd "$pr/Sources/Trips" && "$ACCORD" frames TripsView.swift --fixed-metrics 2>&1)"
expect "a file using a skipped type in a function body keeps its other declarations" "^trips .*\(44\.0×12\.0\)" "$out"
expect "the function's body is named as left out" "^accord: skipped part of Store.swift: .*the body of \`func places\(\) -> Int\` \(line 5\)" "$out"
expect "the extension of the skipped type is named as left out" "^accord: skipped part of Store.swift: .*\`extension Place\` \(line 10\)" "$out"
if grep -q "skipped Theme.swift" <<<"$out"; then bad "a type named in a comment or string does not skip a file"; else ok "a type named in a comment or string does not skip a file"; fi
# A file of the target importing an Apple framework Linux lacks (CoreNFC here; FamilyControls,
# DeviceActivity in corpus11 26) is not skipped whole: its import goes, and only what names the
# framework's types — a stored property, a method's signature, an extension of its type, a class
# conforming to its protocol — is left out, each said; the app's model declared beside them stays
# for the view using it (the frame is the model's own width, 52).
nfc="$tmp/Badges/Sources/Badges"; mkdir -p "$nfc"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Badges", targets: [.target(name: "Badges")])\n' > "$tmp/Badges/Package.swift"
cat > "$nfc/Tag.swift" <<'SWIFT'
import Foundation
import CoreNFC

struct Tag: Identifiable {
    let id = UUID()
    var title: String
    var message: NFCNDEFMessage?
    var width: Double = 52
    func kind(of record: NFCNDEFPayload) -> String { "\(record.typeNameFormat)" }
    var label: String { title.uppercased() }
}

extension NFCNDEFMessage {
    var count: Int { records.count }
}

final class TagReader: NSObject, NFCNDEFReaderSessionDelegate {
    func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: Error) {}
}
SWIFT
cat > "$nfc/TagView.swift" <<'SWIFT'
import SwiftUI
struct TagView: View {
    let tag: Tag
    var body: some View {
        Color.orange.frame(width: tag.width, height: 10).accessibilityIdentifier(tag.label)
    }
}
#Preview { TagView(tag: Tag(title: "door")) }
SWIFT
out="$(cd "$nfc" && "$ACCORD" frames TagView.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^DOOR .*(52.0×10.0)" <<<"$out" && ok "a model beside a framework Linux lacks is kept for the view using it (exit $rc)" \
  || { bad "model beside CoreNFC (exit $rc)"; echo "$out" | head -12 | sed 's/^/     /'; }
expect "the import is said left out, naming the framework" "^accord: skipped part of Tag.swift: import CoreNFC \(line 2\): CoreNFC is an Apple framework Linux lacks" "$out"
expect "the stored property of its type goes, not the model" "^accord: skipped part of Tag.swift: .*\`var message\` \(line 7\)" "$out"
expect "a method taking its type goes" "^accord: skipped part of Tag.swift: .*\`func kind\(…\)\` \(line 9\)" "$out"
expect "the extension of its type goes" "^accord: skipped part of Tag.swift: .*\`extension NFCNDEFMessage\` \(line 13\)" "$out"
refuse "the file is not skipped whole" "^accord: skipped Tag.swift" "$out"

# A preview in another file with labelled trailing closures (`#Preview(as: .systemSmall) { W() }
# timeline: { … }`, WidgetKit's) goes with them when the widget it uses is skipped: the `timeline:`
# left behind was a labelled statement ("labeled block needs 'do'") and took its whole file — here
# the entry type the previewed view needs (corpus10 03, pISSStream's widget views in place).
wk="$tmp/Widgets"; mkdir -p "$wk"
cat > "$wk/CountWidget.swift" <<'SWIFT'
import WidgetKit
import SwiftUI
struct CountEntry: TimelineEntry { let date: Date; let value: Int }
struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, value: 1) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: CountProvider()) { entry in
            CountView(entry: entry).fancyWidgetGlow()
        }
    }
}
#Preview("Small", as: .systemSmall) {
    CountWidget()
} timeline: {
    CountEntry(date: .now, value: 3)
}
SWIFT
cat > "$wk/CountView.swift" <<'SWIFT'
import SwiftUI
struct CountView: View {
    let entry: CountEntry
    var body: some View { Text("\(entry.value)").accessibilityIdentifier("count") }
}
#Preview { CountView(entry: CountEntry(date: .now, value: 5)) }
SWIFT
out="$(cd "$wk" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames CountView.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view beside a widget file whose widget is skipped renders (exit 0)" || { bad "CountView (exit $rc)"; echo "$out" | head -20; }
expect "the widget's preview goes with its timeline" "^accord: skipped part of CountWidget.swift: .#Preview\( \", as: \.systemSmall\). \(line 18\): it uses .CountWidget." "$out"
grep -q "labeled block" <<<"$out" && bad "no labelled statement is left behind" || ok "no labelled statement is left behind"
grep -q "left out of the preview" <<<"$out" && bad "the previewed view keeps its entry type" || ok "the previewed view keeps its entry type"
expect "the entry's value is drawn" '^count ' "$out"

# 9b. A previewed file that itself imports a framework Linux lacks is answered from a compile of
# that file alone (the app's other files are not built first): the message names the framework.
cat > "$pr/Sources/Trips/Forecast.swift" <<'SWIFT'
import SwiftUI
import WeatherKit
struct ForecastView: View {
    var body: some View { Text("Sunny") }
}
#Preview { ForecastView() }
SWIFT
out="$(cd "$pr/Sources/Trips" && ACCORD_LEAVE_OUT=0 "$ACCORD" frames Forecast.swift 2>&1)"; rc=$?
[ $rc = 1 ] && ok "a previewed file importing WeatherKit fails (exit 1)" || bad "WeatherKit import: exit $rc"
expect "its message names the framework at the import's line" "Forecast.swift:2:.*no such module 'WeatherKit'" "$out"
expect "and says Linux lacks it" "WeatherKit is an Apple framework Linux lacks" "$out"
if grep -q "skipped" <<<"$out"; then bad "the app's other files were not built for it"; echo "$out" | head; else ok "the app's other files were not built for it"; fi
# (By default the import is left out, saying why, and the rest drawn: section 9d.)
out="$(cd "$pr/Sources/Trips" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Forecast.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^accord: left out of the preview: import WeatherKit (line 2): .*WeatherKit is an Apple framework Linux lacks" <<<"$out" \
  && ok "by default the unused import is left out, naming the framework" || { bad "WeatherKit left out (exit $rc)"; echo "$out" | head -5; }
rm -f "$pr/Sources/Trips/Forecast.swift"

# 9c. A left-out body the preview calls answers what it can without inventing data (nothing,
# an empty value, a thrown error) and says so once; where no answer exists the preview stops and
# names it. (Rule: the empty value of the declared result type — [] has 0 elements.)
cat > "$pr/Sources/Trips/Catalog.swift" <<'SWIFT'
import Foundation
struct Catalog {
    func names() -> [String] { [Place()].map { _ in "x" } }
    func title() -> String? { Place().weather.map { _ in "t" } }
    func refresh() async { _ = Place() }
    func favourite() throws -> Spot { _ = Place(); return Spot(x: 1) }
    func home() -> Spot { _ = Place(); return Spot(x: 2) }
    var count: Int { [Place()].count }
}
struct Spot { var x: Int }
SWIFT
cat > "$pr/Sources/Trips/Shelf.swift" <<'SWIFT'
import Foundation
final class Shelf {
    let name: String
    var places = 0
    init(name: String) {
        self.name = name
        places = [Place()]
            .count
    }
}
struct Pin {
    let place: Int
    init() { place = [Place()].count }
}
SWIFT
cat > "$pr/Sources/Trips/CatalogView.swift" <<'SWIFT'
import SwiftUI
struct CatalogView: View {
    var catalog = Catalog()
    var body: some View {
        Color.blue
            .frame(width: Double(catalog.names().count + catalog.count) + 10, height: catalog.title() == nil ? 20 : 30)
            .accessibilityIdentifier("catalog")
            .task { await catalog.refresh() }
    }
}
struct FavouriteView: View {
    var body: some View { Text((try? Catalog().favourite()) == nil ? "none" : "one").accessibilityIdentifier("favourite") }
}
struct HomeView: View {
    var body: some View { Text("\(Catalog().home())") }
}
#Preview("catalog") { CatalogView() }
#Preview("favourite") { FavouriteView() }
#Preview("home") { HomeView() }
#Preview("shelf") { Text(Shelf(name: "Home").name).accessibilityIdentifier("shelf") }
#Preview("pin") { Text("\(Pin().place)") }
SWIFT
out="$(cd "$pr/Sources/Trips" && "$ACCORD" frames CatalogView.swift --fixed-metrics --preview catalog 2>&1)"
expect "left-out functions answer their empty values: [] and 0 and nil" "^catalog .*\(10\.0×20\.0\)" "$out"
expect "the answer is said once, naming the declaration" "^accord: the preview called \`func names\(\) -> \[String\]\`, which was left out .*it answered \[\]" "$out"
expect "a left-out async function does nothing, and says so" "^accord: the preview called \`func refresh\(\) async\`.*it did nothing" "$out"
out="$(cd "$pr/Sources/Trips" && "$ACCORD" frames CatalogView.swift --fixed-metrics --preview favourite 2>&1)"
expect "a left-out throwing function whose result has no empty value throws" "it answered the error LeftOut" "$out"
expect "and the view handles the error as it would" "^favourite " "$out"
out="$(cd "$pr/Sources/Trips" && "$ACCORD" frames CatalogView.swift --fixed-metrics --preview home 2>&1)"; rc=$?
[ $rc = 3 ] && ok "a left-out function with no possible answer stops the preview (exit 3)" || bad "no possible answer: exit $rc" "$out"
expect "naming the declaration and its line" "Catalog.swift:7: Fatal error: accord: \`func home\(\) -> Spot\` was left out of the preview build" "$out"
out="$(cd "$pr/Sources/Trips" && "$ACCORD" frames CatalogView.swift --fixed-metrics --preview shelf 2>&1)"
expect "in an initializer only the failing statement is left out: the value is built" "^shelf " "$out"
expect "and the statement is named with its line" "^accord: skipped part of Shelf.swift: \`places = \[Place\(\)\]\` \(line 7\)" "$out"
out="$(cd "$pr/Sources/Trips" && "$ACCORD" frames CatalogView.swift --fixed-metrics --preview pin 2>&1)"; rc=$?
[ $rc = 3 ] && ok "an initializer that cannot build its value without the statement stops (exit 3)" || bad "init without its statement: exit $rc" "$out"
expect "naming the initializer" "Fatal error: accord: \`init\(\)\` was left out of the preview build" "$out"
rm -f "$pr/Sources/Trips/Catalog.swift" "$pr/Sources/Trips/Shelf.swift" "$pr/Sources/Trips/CatalogView.swift"

# 9d. The previewed file's own failing places are left out (PreviewSource+LeaveOut.swift), here a
# file alone in an empty folder: an import of a package Accord does not fetch, a view it cannot find (drawn as a placeholder, its
# .frame kept), a modifier Accord lacks, a modifier whose closure names something missing, a
# helper function's body; each said on one line. (Rules: the frame's 60×60 is its argument;
# HStack spacing 12 puts the VStack at 16 + 60 + 12 = 88.)
leave="$(mktemp -d)"
cat > "$leave/Row.swift" <<'SWIFT'
import SwiftUI
import Kingfisher

struct Row: View {
    let url = URL(string: "https://example.com/a.png")
    var body: some View {
        HStack(spacing: 12) {
            KFImage(url)
                .resizable()
                .frame(width: 60, height: 60)
            VStack(alignment: .leading) {
                Text(title())
                    .font(.headline)
                    .fancyGlow(radius: 3)
                Text("Subtitle")
            }
            Spacer()
        }
        .padding()
        .onAppear { model.load() }
    }
    func title() -> String { Formatter.shared.title(for: url) }
}

#Preview { Row() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Row.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a file with places Accord cannot compile renders the rest (exit 0)" || { bad "leave out: exit $rc"; echo "$out" | head -20; }
expect "the package's import is left out, named" "^accord: left out of the preview: import Kingfisher \(line 2\): no such module 'Kingfisher'" "$out"
expect "a view it cannot find is a placeholder, named" "^accord: left out of the preview: KFImage\(…\) \(line 8\) drawn as a placeholder: cannot find 'KFImage' in scope" "$out"
expect "the placeholder keeps the frame around it (60×60)" "^      \.frame\(width: 60\.0, height: 60\.0\) x:16\.0 .* 60\.0×60\.0" "$out"
expect "and is drawn naming the view" "Text\(\"KFImage\"\)" "$out"
expect "a modifier Accord lacks is left out, named" "^accord: left out of the preview: \.fancyGlow\(…\) \(line 14\): value of type 'Text' has no member 'fancyGlow'" "$out"
expect "a modifier whose closure names something missing is left out" "^accord: left out of the preview: \.onAppear\(…\) \(line 20\): cannot find 'model' in scope" "$out"
expect "a helper function's body is stubbed" "^accord: left out of the preview: the body of \`func title\(\) -> String\` \(line 22\)" "$out"
expect "the rest is laid out (the VStack at 16 + 60 + 12)" "^      VStack x:88\.0 " "$out"
if grep -q "resizable" <<<"$out"; then bad "the placeholder's missing .resizable() is not reported as the user's"; echo "$out" | grep resizable; else ok "the placeholder's own missing modifiers are not reported as the user's"; fi
# The next render starts from what was left out (no failing compile again): same lines, exit 0.
out2="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Row.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && [ "$(grep -c '^accord: left out' <<<"$out2")" = "$(grep -c '^accord: left out' <<<"$out")" ] \
  && ok "a second render says the same places (remembered per content)" || { bad "second render (exit $rc)"; echo "$out2" | head; }
# ACCORD_LEAVE_OUT=0: the compiler's first error is the answer, as in Xcode.
out="$(cd "$leave" && ACCORD_LEAVE_OUT=0 "$ACCORD" frames Row.swift 2>&1)"; rc=$?
[ $rc = 1 ] && grep -q "Row.swift:2:.*no such module 'Kingfisher'" <<<"$out" && ! grep -q "left out of the preview" <<<"$out" \
  && ok "ACCORD_LEAVE_OUT=0 stops at the first error" || { bad "ACCORD_LEAVE_OUT=0 (exit $rc)"; echo "$out" | head; }
# A view made with what is missing (its arguments) is the placeholder; a button's action and an
# action modifier holding the error go, the button and the list are drawn.
cat > "$leave/Home.swift" <<'SWIFT'
import SwiftUI

struct Home: View {
    @State private var items = ["A", "B"]
    var body: some View {
        NavigationStack {
            List {
                Section("Top") {
                    Text(store.title)
                        .font(.headline)
                    ForEach(items, id: \.self) { item in
                        Text(item)
                    }
                }
                Button(action: { store.add() }) {
                    Text("Add")
                }
            }
            .navigationTitle("Home")
            .onAppear {
                Task { await store.load() }
            }
        }
    }
}

#Preview { Home() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Home.swift --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a screen naming a missing model renders around it (exit 0)" || { bad "Home (exit $rc)"; echo "$out" | head; }
expect "a view made with a missing name is the placeholder" "^accord: left out of the preview: Text\(…\) \(line 9\) drawn as a placeholder: cannot find 'store' in scope" "$out"
expect "a button's action holding it does nothing" "^accord: left out of the preview: a button's action \(line 15\): cannot find 'store' in scope" "$out"
expect "an action modifier holding it goes (not a placeholder for its Task)" "^accord: left out of the preview: \.onAppear\(…\) \(line 20\): cannot find 'store' in scope" "$out"
expect "the button is drawn" 'Text\("Add"\)' "$out"
expect "the list's rows are drawn" 'Text\("B"\)' "$out"
# In the preview itself a view is never a placeholder (it would draw nothing of the previewed view).
printf 'import SwiftUI\nstruct Picker2: View {\n    var body: some View { Text("p") }\n}\n#Preview { Picker2().environment(\\.locale, missingLocale) }\n#Preview("two") { Picker2(model: ModelData()) }\n' > "$leave/Picker2.swift"
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Picker2.swift 2>&1)"; rc=$?
[ $rc = 1 ] && grep -q "ModelData" <<<"$out" && ! grep -q "drawn as a placeholder" <<<"$out" \
  && ok "the previewed view itself is never a placeholder (the preview stops at its error)" || { bad "preview placeholder (exit $rc)"; echo "$out" | head; }
# A place with no remedy (a conformance the type does not meet): the first error, unchanged. (A
# type alias of a type nobody declares has one since: it goes as a member does, section 9e, Board.)
cat > "$leave/Held.swift" <<'SWIFT'
import SwiftUI
struct Held: View, Identifiable {
    var body: some View { Text("a").fancyGlow(radius: 1) }
}
#Preview { Held() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Held.swift 2>&1)"; rc=$?
[ $rc = 1 ] && grep -q "Held.swift:2:.*type 'Held' does not conform to protocol 'Identifiable'" <<<"$out" && ! grep -q "left out of the preview" <<<"$out" \
  && ok "an error with no remedy ends the preview with the compiler's first message" || { bad "no remedy (exit $rc)"; echo "$out" | head; }
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 ACCORD_TRACE_LEAVE_OUT=1 "$ACCORD" frames Held.swift 2>&1)"
expect "ACCORD_TRACE_LEAVE_OUT=1 says which error had no remedy" "^accord: no remedy to leave out \(line 2\): type 'Held' does not conform to protocol 'Identifiable'" "$out"
# In a header: a conformance to a protocol nobody declares is dropped (the only one with its
# colon, one of several with its comma), an extension of a type nobody declares goes whole.
cat > "$leave/Dial.swift" <<'SWIFT'
import SwiftUI
struct Dial: View, Themed {
    var body: some View { Text("dial") }
}
extension Dial: RequestDelegate {
    func requestFailed() {}
}
extension Reading: Identifiable {
    var id: Int { 0 }
}
#Preview { Dial() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Dial.swift --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view conforming to protocols nobody declares renders (exit 0)" || { bad "Dial (exit $rc)"; echo "$out" | head; }
expect "a missing protocol among others is dropped from the list" "^accord: left out of the preview: the conformance to Themed \(line 2\): cannot find type 'Themed' in scope" "$out"
expect "an extension's only missing protocol is dropped" "^accord: left out of the preview: the conformance to RequestDelegate \(line 5\)" "$out"
expect "an extension of a missing type goes whole" "^accord: left out of the preview: extension Reading \(line 8\): cannot find type 'Reading' in scope" "$out"
expect "the view is drawn" 'Text\("dial"\)' "$out"

# 9e. A file alone whose view declares what it needs with its app's types (PreviewSource+LeaveOutMembers.swift):
# the members declared with them are left out whole (a stored property, a @StateObject made with a
# missing type, an @EnvironmentObject, a function taking one), their uses in the body are left out
# in the next round, the preview's argument for a left-out property is dropped, and a link's
# missing destination is a placeholder while the link's label is drawn. A Text left out is a line
# of redacted text as long as what was written for it: the same size as a Text of that string in
# that font (rule: same string, same font, same size).
cat > "$leave/TripRow.swift" <<'SWIFT'
import SwiftUI

struct TripRow: View {
    let trip: Trip
    @EnvironmentObject var planner: TripPlanner
    @StateObject private var clock = TravelClock()

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "airplane")
                .frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text(trip.city)
                    .font(.headline)
                Text("trip.city")
                    .font(.headline)
            }
            Spacer()
            NavigationLink(destination: TripDetail(trip: trip)) {
                Text("Open")
            }
        }
        .padding()
    }

    func nights(of t: Trip) -> Int { t.nights }
}

#Preview {
    TripRow(trip: .sample)
        .environmentObject(TripPlanner())
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames TripRow.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view declared with its app's missing types renders the rest (exit 0)" || { bad "TripRow (exit $rc)"; echo "$out" | head -20; }
expect "a stored property of a missing type is left out, named" "^accord: left out of the preview: let trip \(line 4\): cannot find type 'Trip' in scope" "$out"
expect "an @EnvironmentObject of a missing type is left out" "^accord: left out of the preview: var planner \(line 5\): cannot find type 'TripPlanner' in scope" "$out"
expect "a @StateObject made with a missing type is left out" "^accord: left out of the preview: var clock \(line 6\): cannot find 'TravelClock' in scope" "$out"
expect "a function taking a missing type is left out" "^accord: left out of the preview: func nights\(…\) \(line 26\): cannot find type 'Trip' in scope" "$out"
expect "a use of a left-out property is left out in the next round" "^accord: left out of the preview: Text\(…\) \(line 13\) drawn as a placeholder: cannot find 'trip' in scope" "$out"
expect "the preview's argument for it is dropped" "^accord: left out of the preview: the argument trip: \(line 30\)" "$out"
expect "a link's missing destination is a placeholder" "^accord: left out of the preview: TripDetail\(…\) \(line 19\) drawn as a placeholder: cannot find 'TripDetail' in scope" "$out"
expect "the link's label is drawn" 'Text\("Open"\)' "$out"
sizes="$(grep -E '^ *Text\("trip\.city"\) ' <<<"$out" | grep -oE '[0-9.]+×[0-9.]+$' | sort -u)"
[ "$(grep -c '^ *Text("trip\.city") ' <<<"$out")" = 2 ] && [ "$(wc -l <<<"$sizes")" = 1 ] \
  && ok "a left-out Text is a line the size of its written text in its font ($sizes)" || { bad "left-out Text size"; grep 'trip.city' <<<"$out"; }
# A left-out symbol image is a symbol of its font's size (SF Symbols' "unknown" glyph), not a box
# taking the space; a left-out named image is a missing image (0×0, its frame kept), not reported
# as a missing asset.
cat > "$leave/Badge.swift" <<'SWIFT'
import SwiftUI
struct Badge: View {
    let kind: BadgeKind
    var body: some View {
        HStack {
            Image(systemName: kind.symbol)
                .font(.system(size: 22))
            Image(kind.artwork)
                .resizable()
                .frame(width: 30, height: 30)
            Text("Badge")
        }
    }
}
#Preview { Badge(kind: .gold) }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Badge.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view whose images are named by a missing type renders (exit 0)" || { bad "Badge (exit $rc)"; echo "$out" | head -20; }
symbol="$(grep -E '^ *Image\(systemName: "questionmark\.square\.dashed"\) ' <<<"$out" | grep -oE '[0-9.]+×[0-9.]+$')"
[ -n "$symbol" ] && awk -v s="$symbol" 'BEGIN { split(s, a, "×"); exit !(a[1] > 0 && a[1] < 40 && a[2] > 0 && a[2] < 40) }' \
  && ok "a left-out symbol is symbol-sized in its font ($symbol)" || { bad "left-out symbol size"; echo "$out" | grep -i image; }
expect "a left-out named image keeps its frame (30×30)" "^ *\.frame\(width: 30\.0, height: 30\.0\) .* 30\.0×30\.0" "$out"
if grep -q "No image named" <<<"$out"; then bad "a left-out image is not reported as a missing asset"; else ok "a left-out image is not reported as a missing asset"; fi
# An `if` or `switch` whose condition names what is missing goes with its branches; the stack
# around it is drawn, not a placeholder for the stack.
cat > "$leave/Loader.swift" <<'SWIFT'
import SwiftUI
struct Loader: View {
    var body: some View {
        VStack {
            Text("kept")
            if feed.isLoading {
                ProgressView()
            } else if feed.items.isEmpty {
                Text("empty")
            } else {
                Text("items")
            }
            switch feed.phase {
            case .idle: Text("idle")
            default: EmptyView()
            }
            Text("also kept")
        }
    }
}
#Preview { Loader() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Loader.swift --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view branching on a missing model renders (exit 0)" || { bad "Loader (exit $rc)"; echo "$out" | head; }
expect "an if whose condition names it goes with its branches" "^accord: left out of the preview: if … \(line 6\): cannot find 'feed' in scope" "$out"
expect "a switch whose subject names it goes" "^accord: left out of the preview: switch … \(line 13\): cannot find 'feed' in scope" "$out"
expect "the views around them are drawn" 'Text\("also kept"\)' "$out"
if grep -q "drawn as a placeholder" <<<"$out"; then bad "no placeholder for the stack around them"; grep placeholder <<<"$out"; else ok "no placeholder for the stack around them"; fi
# In the preview itself an `if` is not left out either (it would draw an empty preview): it stops.
printf 'import SwiftUI\nstruct P3: View {\n    var body: some View { Text("p") }\n}\n#Preview {\n    if ghost.isOn { P3() }\n}\n' > "$leave/P3.swift"
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames P3.swift 2>&1)"; rc=$?
[ $rc = 1 ] && grep -q "cannot find 'ghost' in scope" <<<"$out" && ! grep -q "left out of the preview" <<<"$out" \
  && ok "an if in the preview itself is not left out (the preview stops at its error)" || { bad "preview if (exit $rc)"; echo "$out" | head; }
# A local `let` whose value is made with what is missing goes whole (its uses next round: a
# Text of it a redacted line); a `let` beside it, a string constant, stays and ends its statement
# (the stack after it is the body's, not the constant's). A top-level constant made with a missing
# type goes too, and what does not use it is drawn.
cat > "$leave/Trip.swift" <<'SWIFT'
import SwiftUI
let sampleTrip = Trip(name: "Lisbon")
struct TripCard: View {
    var body: some View {
        let trip = TripStore().current
        let title = "Weekend"
        VStack(alignment: .leading) {
            Text(title)
            Text(trip.destination)
        }
    }
}
#Preview { TripCard() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Trip.swift --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view with a local constant of a missing type renders (exit 0)" || { bad "Trip (exit $rc)"; echo "$out" | head; }
expect "a top-level constant made with a missing type goes" "^accord: left out of the preview: let sampleTrip \(line 2\): cannot find 'Trip' in scope" "$out"
expect "a local constant made with a missing type goes" "^accord: left out of the preview: let trip \(line 5\): cannot find 'TripStore' in scope" "$out"
expect "its use is a redacted line next round" "^accord: left out of the preview: Text\(…\) \(line 9\) drawn as a placeholder: cannot find 'trip' in scope" "$out"
expect "the string constant beside it is kept and drawn" 'Text\("Weekend"\)' "$out"
# A container nobody declares becomes a Group, its content drawn (in the preview too: the
# previewed view inside it); a value the preview passes that names what is missing is the
# parameter's empty value (a Color: the system colour of the role its name says — an accent here); two arguments dropped side by side (the
# comma between them shared) go together.
cat > "$leave/Tip.swift" <<'SWIFT'
import SwiftUI
struct Tip: View {
    var tint: Color
    let version: Versioning
    let ticks: TickSource
    var body: some View {
        VStack {
            Text("Tips")
            Card {
                Text("inside card")
            }
        }
        .foregroundStyle(tint)
    }
}
#Preview {
    SheetContainer {
        Tip(tint: Palette().accent, version: PreviewVersion(), ticks: FixedTicks())
    }
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Tip.swift --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a preview inside a missing container, passing missing values, renders (exit 0)" || { bad "Tip (exit $rc)"; echo "$out" | head; }
expect "a missing container in a body becomes a Group" "^accord: left out of the preview: Card \{ … \} \(line 9\), its content drawn: cannot find 'Card' in scope" "$out"
expect "a missing container around the preview's view becomes a Group" "^accord: left out of the preview: SheetContainer \{ … \} \(line 17\), its content drawn: cannot find 'SheetContainer' in scope" "$out"
expect "a missing value the preview passes is its parameter's empty value" "^accord: left out of the preview: the value of tint: \(line 18\): cannot find 'Palette' in scope" "$out"
expect "which says what it answered (its role: the accent colour)" "^accord: the preview called Palette\.accent, .*; it answered the accent colour" "$out"
expect "two arguments side by side go together" "^accord: left out of the preview: the argument version: \(line 18\)" "$out"
expect "the container's content is drawn" 'Text\("inside card"\)' "$out"
expect "the previewed view is drawn" 'Text\("Tips"\)' "$out"
# Static members an app adds to Apple's types elsewhere (`Color.brandAccent`, `.font(.cardTitle)`)
# stand in answering their type's empty value; a call inside a view's arguments makes the view the
# placeholder (not `Text(Date()      !.name)`, which does not parse); in an initializer only the
# failing statement goes; a ForEach over a missing member is a box as large as its name (not as
# flexible as a Color); the preview's argument for a left-out member is dropped even where the
# compiler reports the preview as a whole.
cat > "$leave/Swatch.swift" <<'SWIFT'
import SwiftUI
struct Swatch: View {
    let pegs: [Peg]
    var title: String
    var body: some View {
        HStack {
            ForEach(pegs, id: \.self) { peg in
                Circle().fill(Color(name: peg))
            }
            Text(Date().previousMonth()!.name)
            Color.brandAccent
                .frame(width: 40, height: 40)
            Text(title).font(.cardTitle)
            Sorter(suite: "x")
        }
    }
}
struct Sorter: View {
    @AppStorage("k") private var on = true
    init(suite: String) {
        let d = UserDefaults(suiteName: suite)
        self._on.update(with: d, key: .sortKey)
    }
    var body: some View { Toggle("On", isOn: $on) }
}
#Preview {
    @Previewable @State var on = false
    Swatch(pegs: ["red", "blue"], title: "Pegs")
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Swatch.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view using its app's colour, font and date extensions renders (exit 0)" || { bad "Swatch (exit $rc)"; echo "$out" | head -20; }
expect "an app's Color member stands in" "^accord: left out of the preview: Color\.brandAccent \(line 11\) stands in for the app's: type 'Color' has no member 'brandAccent'" "$out"
expect "an app's Font member stands in" "^accord: left out of the preview: Font\.cardTitle \(line 13\) stands in for the app's" "$out"
expect "which answers the accent colour (a brand colour's role)" "^accord: the preview called Color\.brandAccent, .*; it answered the accent colour" "$out"
expect "a call in a Text's argument makes the Text the placeholder" "^accord: left out of the preview: Text\(…\) \(line 10\) drawn as a placeholder: value of type 'Date' has no member 'previousMonth'" "$out"
expect "in an initializer only the failing statement goes" "^accord: left out of the preview: .self\\._on\\.update\\(with: d, key: \\.sortKey\\). \\(line 22\\)" "$out"
expect "the preview's argument for a left-out member is dropped" "^accord: left out of the preview: the argument pegs:" "$out"
expect "the stand-in colour keeps its frame" "^ *\.frame\(width: 40\.0, height: 40\.0\) .* 40\.0×40\.0" "$out"
expect "the rest is drawn" 'Text\("Pegs"\)' "$out"
fe="$(grep -E '^ *Text\("ForEach"\) ' <<<"$out" | grep -oE '[0-9.]+×[0-9.]+$')"
[ -n "$fe" ] && awk -v s="$fe" 'BEGIN { split(s, a, "×"); exit !(a[1] < 100 && a[2] < 40) }' \
  && ok "a ForEach over missing data is a box as large as its name ($fe)" || { bad "ForEach placeholder size"; grep -n ForEach <<<"$out"; }
rm -rf "$leave"

# An app's Color member named like a method of View (`Color.background`, `Color.border`), declared in
# a file that is not here: the compiler takes the name for View's method, unapplied (`type '(Color)
# -> (Edge.Set) -> some View' cannot conform to 'ShapeStyle'` at the modifier), which left the
# modifier out; the member stands in as any other app's Color member, and the modifier is kept
# (corpus9 44 alone: the row's background was lost).
leave="$(mktemp -d)"
cat > "$leave/FilterRow.swift" <<'SWIFT'
import SwiftUI
struct FilterRow: View {
    var body: some View {
        HStack { Text("Open"); Spacer() }
            .frame(width: 200, height: 44)
            .background(Color.background)
            .overlay(Rectangle().stroke(Color.border, lineWidth: 1))
    }
}
#Preview { FilterRow() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames FilterRow.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view using its app's Color.background and Color.border renders (exit 0)" || { bad "FilterRow (exit $rc)"; echo "$out" | head -20; }
expect "Color.background stands in for the app's" "^accord: left out of the preview: Color\.background \(line 6\) stands in for the app's: type '\(Color\) -> " "$out"
expect "Color.border stands in for the app's" "^accord: left out of the preview: Color\.border \(line 7\) stands in for the app's" "$out"
refuse "the modifiers are not left out" "left out of the preview: \.(background|overlay|stroke)" "$out"
expect "the background answers the screen's background colour (its role)" "^accord: the preview called Color\.background, .*; it answered systemBackground" "$out"
expect "the background is drawn behind the row" "^ *\.background x:" "$out"
rm -rf "$leave"

# A view's typealias of its app's generic type (`typealias Grid = TileGrid<Tile>`) goes as a member
# of a missing type does, and the stored property typed with it after it; a `some View` helper whose
# body has no smaller remedy (a local `let tileView: TileView` assigned in branches) is a placeholder
# naming it; a call of a helper left out for its signature, on `self` at a statement's start
# (`self.slot(nil, at: i)`), is a placeholder too — left out alone it left `self`, the view inside
# itself without end (corpus11 22 alone, SwiftUI-2048's BlockGridView: no remedy, nothing drawn).
leave="$(mktemp -d)"
cat > "$leave/Board.swift" <<'SWIFT'
import SwiftUI

struct BoardView: View {
    typealias Grid = TileGrid<Tile>

    let grid: Self.Grid
    let title: String

    func cell(at index: Int) -> some View {
        let tileView: TileView
        if index > 2 {
            tileView = TileView(number: index)
        } else {
            tileView = TileView.blank()
        }
        return tileView.frame(width: 40, height: 40)
    }

    func slot(_ tile: Tile?, at index: Int) -> some View {
        Color.gray.frame(width: 40, height: 40)
    }

    var body: some View {
        VStack(spacing: 8) {
            Text(title)
            HStack(spacing: 4) {
                ForEach(0..<4) { i in
                    self.cell(at: i)
                }
            }
            HStack(spacing: 4) {
                ForEach(0..<2) { i in
                    self.slot(nil, at: i)
                }
            }
        }
    }
}

#Preview {
    BoardView(grid: .init(), title: "Board")
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Board.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view with a typealias of its app's type and helpers using its app's views renders (exit 0)" || { bad "Board (exit $rc)"; echo "$out" | head -20; }
expect "the typealias goes" "^accord: left out of the preview: typealias Grid \(line 4\): cannot find type 'TileGrid' in scope" "$out"
expect "and the property typed with it" "^accord: left out of the preview: let grid \(line 6\)" "$out"
expect "a helper whose body has no smaller remedy is a placeholder naming it" "^accord: left out of the preview: cell\(…\) \(line 10\) drawn as a placeholder" "$out"
expect "a call of a left-out helper on self is a placeholder naming it" "^accord: left out of the preview: slot\(…\) \(line 33\) drawn as a placeholder" "$out"
expect "the rest is drawn" 'Text\("Board"\)' "$out"
[ "$(grep -cE '^ *Text\("cell"\)' <<<"$out")" = 4 ] && ok "each of the four cells is a placeholder" || { bad "cell placeholders"; grep -n 'Text("' <<<"$out" | head; }
rm -rf "$leave"

# A body left out that has no value to answer — `static func blank() -> Self` of a view, an
# initializer whose failing statement left a property unset — stopped the whole preview program
# when a preview called it (`Fatal error: accord: `func blank() -> Self` was left out…`): a
# provider makes all its previews in one `previews`, so every one was lost. Each such call a
# preview makes as a view is now that preview's placeholder, with the reason; the others are drawn.
leave="$(mktemp -d)"
cat > "$leave/Tile.swift" <<'SWIFT'
import SwiftUI

struct Tile: View {
    let number: Int?
    let tint: Color

    init(value: Int) {
        self.number = value
        self.tint = ColorBook(value).tint
    }

    fileprivate init(number: Int?) {
        self.number = number
        self.tint = .orange
    }

    static func blank() -> Self {
        return self.init(number: nil, tint: .gray)
    }

    var body: some View {
        Text(number.map(String.init) ?? "-")
            .frame(width: 60, height: 60)
            .background(tint)
    }
}

struct Tile_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Tile(number: 2)
            Tile.blank()
            Tile(value: 4)
        }
    }
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Tile.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a provider calling bodies left out with no value to answer renders (exit 0)" || { bad "Tile (exit $rc)"; echo "$out" | grep -v '\[ra\]' | head -20; }
expect "the call of a Self-returning function left out is a placeholder, with the reason" \
  "^accord: left out of the preview: Tile\.blank\(\) \(line 32\) drawn as a placeholder: it calls \`func blank\(\) -> Self\`, whose body was left out \(extra argument 'tint' in call\) and has no value to answer" "$out"
expect "the call of an initializer left out is a placeholder, with the reason" \
  "^accord: left out of the preview: Tile\(…\) \(line 33\) drawn as a placeholder: it calls \`init\(value: Int\)\`" "$out"
refuse "the program does not stop" "Fatal error|crashed" "$out"
[ "$(grep -c '^# Tile_Previews #[123] ' <<<"$out")" = 3 ] && [ "$(grep -cE '^ *Text\("2"\)' <<<"$out")" = 1 ] && [ "$(grep -cE '^ *Text\("Tile"\)' <<<"$out")" = 2 ] \
  && ok "the provider's other preview is drawn; the two calls are its placeholders" || { bad "Tile previews"; grep -E '^#|Text\(' <<<"$out" | head; }
rm -rf "$leave"

# An app's design tokens, declared in a file that is not here (`AppRadius.m`, `AppColors.Semantic.x`,
# `AppFont.headingM()`): each name used only before a member stands in as a namespace whose members
# are their type's empty value (0, a colour of the role its name says; `nil` where an optional is taken: `.font(_:)`'s
# Font?, the inherited font), so the shapes that need a
# corner radius are drawn (was: each a placeholder, `cornerRadius:` being required); a use whose
# type is a generic ShapeStyle is a colour. Expected: RoundedRectangle(cornerRadius: 0) is a
# rectangle; the VStack's spacing 0 (the empty CGFloat) puts the caption right below the title.
mkdir -p "$leave"
cat > "$leave/Cover.swift" <<'SWIFT'
import SwiftUI
struct Cover: View {
    let title: String
    var body: some View {
        VStack(spacing: AppSpace.lg) {
            RoundedRectangle(cornerRadius: AppRadius.m, style: .continuous)
                .fill(AppColors.Semantic.bgCard)
                .frame(width: 100, height: 140)
                .accessibilityIdentifier("card")
            Text(title)
                .font(AppFont.headingM())
                .foregroundStyle(AppColors.Semantic.textSecondary)
                .accessibilityIdentifier("title")
        }
        .padding(.horizontal, AppSpace.lg)
    }
}
#Preview(traits: .fixedLayout(width: 200, height: 200)) { Cover(title: "Deep Work") }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Cover.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view built on its app's design tokens renders (exit 0)" || { bad "Cover (exit $rc)"; echo "$out" | head -20; }
expect "a token namespace stands in for the app's" "^accord: left out of the preview: AppRadius\.… \(line 6\) stands in for the app's: cannot find 'AppRadius' in scope" "$out"
expect "a token answers its type's empty value" "^accord: the preview called AppRadius\.m, .*; it answered 0" "$out"
expect "a nested token answers the colour of its role (bgCard: a raised ground)" "^accord: the preview called AppColors\.Semantic\.bgCard, .*; it answered secondarySystemBackground \(a stand-in named by its role\)" "$out"
expect "a token called without arguments answers nil for .font's optional" "^accord: the preview called AppFont\.headingM\(\), .*; it answered nil" "$out"
expect "the card keeps its frame, drawn" "^card x:50\.0–150\.0 y:[0-9.]+–[0-9.]+ \(100\.0×140\.0\)" "$out"
grep -q "placeholder" <<<"$out" && { bad "no placeholder for a token use"; grep placeholder <<<"$out"; } || ok "no placeholder for a token use"
rm -rf "$leave"

# A preview that declares a type conforming to the app's protocol and passes it to the view's
# initializer, which is left out (its parameter's type is missing): the conformance goes from the
# local type, the initializer's arguments go from the call (the view is made with what it declares
# itself); a `Binding(get:set:)` in the body is a call, not accessors (was: its closures stubbed
# over the view left out, and nothing was drawn).
mkdir -p "$leave"
cat > "$leave/Player.swift" <<'SWIFT'
import SwiftUI
struct Player: View {
    @StateObject private var vm: PlayerModel
    init(service: AudioService) { _vm = StateObject(wrappedValue: PlayerModel(service: service)) }
    var body: some View {
        VStack {
            Text("Now playing").accessibilityIdentifier("title")
            Slider(value: Binding(get: { vm.rate }, set: { vm.rate = $0 }))
        }
    }
}
struct Player_Previews: PreviewProvider {
    static var previews: some View {
        struct FakeService: AudioService { func play() {} }
        return Player(service: FakeService())
    }
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Player.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a preview passing its own conforming type to a left-out initializer renders (exit 0)" || { bad "Player (exit $rc)"; echo "$out" | head -20; }
expect "the local type's conformance to the missing protocol goes" "^accord: left out of the preview: the conformance to AudioService \(line 14\)" "$out"
expect "the left-out initializer's arguments go" "^accord: left out of the preview: the arguments of Player\(…\) \(line 15\): argument passed to call that takes no arguments" "$out"
expect "a view reading a left-out member through a Binding is a placeholder" "^accord: left out of the preview: Slider\(…\) \(line 8\) drawn as a placeholder" "$out"
expect "the rest is drawn" "^title x:" "$out"
rm -rf "$leave"

# A missing view in an `if let` branch is in the body as any other (the binding was taken for a
# declaration, and the view had no remedy); a view named for no media is one line high, so the
# row's text beside it stays on screen (corpus9 44 alone).
mkdir -p "$leave"
cat > "$leave/Quote.swift" <<'SWIFT'
import SwiftUI
struct Quote { let price: Double }
struct QuoteRow: View {
    let quote: Quote?
    var body: some View {
        VStack {
            Text("Bitcoin").accessibilityIdentifier("name")
            if let q = quote {
                HStack {
                    CheckmarkView(done: q.price > 0)
                    Text("Paid").accessibilityIdentifier("paid")
                }
            }
        }
    }
}
#Preview(traits: .fixedLayout(width: 300, height: 600)) { QuoteRow(quote: Quote(price: 1)) }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Quote.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a missing view in an if-let branch renders (exit 0)" || { bad "Quote (exit $rc)"; echo "$out" | head -20; }
expect "the view in the branch is the placeholder" "^accord: left out of the preview: CheckmarkView\(…\) \(line 10\) drawn as a placeholder: cannot find 'CheckmarkView' in scope" "$out"
h="$(grep -E '^ *\.overlay ' <<<"$out" | head -1 | grep -oE '[0-9.]+×[0-9.]+$')"
[ -n "$h" ] && awk -v s="$h" 'BEGIN { split(s, a, "×"); exit !(a[2] < 30) }' \
  && ok "a placeholder named for no media is one line high ($h)" || { bad "placeholder height ($h)"; grep -n "AccordPreviewLeftOutView\|CheckmarkView" <<<"$out" | head; }
expect "the row's text is drawn" 'Text\("Paid"\)' "$out"
rm -rf "$leave"

# A colour token stands in as the iOS system colour of the role its name says (the rule in
# AccordPreviewLeftOut.standInColor: background → systemBackground, textSecondary → secondaryLabel),
# and a token after a two-byte character on its line (`·` in a string) is found where the compiler
# points: its column counts bytes of the text compiled, not of the code with its strings blanked (the
# `.foregroundStyle` holding it was left out instead, the text drawn in the primary colour).
mkdir -p "$leave"
cat > "$leave/Menu.swift" <<'SWIFT'
import SwiftUI
struct MenuBanner: View {
    var body: some View {
        ZStack {
            AppColors.background.ignoresSafeArea()
            VStack(spacing: 8) {
                Text("Café · Menu").foregroundStyle(AppColors.textSecondary)
                Text(AppFormat.price(12))
            }
        }
    }
}
#Preview { MenuBanner() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Menu.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view with tokens after a two-byte character renders (exit 0)" || { bad "Menu (exit $rc)"; echo "$out" | head -20; }
expect "the token after the two-byte character stands in too" "^accord: left out of the preview: AppColors\.… \(lines 5, 7\) stands in for the app's" "$out"
grep -q "foregroundStyle" <<<"$(grep '^accord: left out' <<<"$out")" && bad "the .foregroundStyle holding a token is kept" || ok "the .foregroundStyle holding a token is kept"
expect "a background token answers the system background" "^accord: the preview called AppColors\.background, .*; it answered systemBackground" "$out"
expect "a secondary text token answers the secondary label colour" "^accord: the preview called AppColors\.textSecondary, .*; it answered secondaryLabel" "$out"
expect "a token called with arguments is a placeholder" "^accord: left out of the preview: Text\(…\) \(line 8\) drawn as a placeholder" "$out"
rm -rf "$leave"

# A preview helper of the app's holding a value for its content (`StateHost(value: true) { $v in
# … }`, `StateHost(false) { … $0 … }`) is a @State of that value whose binding the content gets:
# the previewed view is drawn with the value given (rule: the binding reads what it was made
# with). An asset image the file alone has no catalog for, in a preview, is a missing image
# (corpus10 20 alone: StatePreviewWrapper, `Image(.mountain)`).
mkdir -p "$leave"
cat > "$leave/Drawer.swift" <<'SWIFT'
import SwiftUI
struct Drawer: View {
    @Binding var isOpen: Bool
    var body: some View {
        Text(isOpen ? "Open" : "Closed").accessibilityIdentifier("state")
    }
}
#Preview("named") {
    BindingHost(initial: true) { $open in
        VStack {
            Image(.shelf).resizable().frame(width: 40, height: 30)
            Drawer(isOpen: $open)
        }
    }
}
#Preview("anonymous") {
    BindingHost(false) { Drawer(isOpen: $0) }
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Drawer.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a preview inside a missing state holder renders (exit 0)" || { bad "Drawer (exit $rc)"; echo "$out" | head -20; }
expect "the holder is a @State of its value" "^accord: left out of the preview: a @State for BindingHost\(…\) \{ … \} \(lines 9, 17\) stands in for the app's: cannot find 'BindingHost' in scope" "$out"
expect "the named binding reads the value given" 'Text\("Open"\)' "$out"
expect "the anonymous binding reads the value given" 'Text\("Closed"\)' "$out"
expect "an asset image in a preview is a missing image" "^accord: left out of the preview: Image\(…\) \(line 11\) drawn as a placeholder: type 'ImageResource' has no member 'shelf'" "$out"
rm -rf "$leave"

# A view whose only conformance is an app's protocol refining View (`struct Checkout: Routable`,
# with `var body: some View`) stays a view: the protocol becomes `View`, not nothing (corpus10 21
# 22 alone: `Coordinatable`, the preview then had no view). An enum case whose associated value
# has a missing type goes as a member does; a labelled trailing closure the preview passes for a
# left-out member goes as its argument would (corpus9 06 alone: `} completion: { account in }`).
mkdir -p "$leave"
cat > "$leave/Checkout.swift" <<'SWIFT'
import SwiftUI
struct Checkout: Routable {
    let onCancel: () -> Void
    let onPaid: (Receipt) -> Void
    var body: some View {
        Text("Pay").accessibilityIdentifier("pay")
    }
}
extension Checkout {
    enum Step: Flow {
        case review(order: Order)
        case done
    }
}
#Preview {
    Checkout {
    } onPaid: { receipt in
    }
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Checkout.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view conforming to an app's View protocol renders alone (exit 0)" || { bad "Checkout (exit $rc)"; echo "$out" | head -20; }
expect "its protocol becomes View" "^accord: left out of the preview: the conformance to Routable, a View \(line 2\): cannot find type 'Routable' in scope" "$out"
expect "another type's missing protocol goes" "^accord: left out of the preview: the conformance to Flow \(line 10\)" "$out"
expect "a case with a missing type goes" "^accord: left out of the preview: case review \(line 11\): cannot find type 'Order' in scope" "$out"
expect "the preview's closure for a left-out member goes" "^accord: left out of the preview: the closure onPaid: \(line 17\)" "$out"
expect "the view is drawn" "^pay x:" "$out"
rm -rf "$leave"

# The first trailing closure, unlabelled, for a member left out (`AccountPicker { account in }` when
# `completion` takes a missing `Account`): 'extra trailing closure passed in call' — dropped as a
# labelled one is (blockers11 T16's unlabelled form).
leave="$(mktemp -d)"
cat > "$leave/AccountPicker.swift" <<'SWIFT'
import SwiftUI
struct AccountPicker: View {
    let completion: (Account) -> Void
    var body: some View {
        Text("Choose").accessibilityIdentifier("choose")
    }
}
#Preview {
    AccountPicker { account in
    }
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames AccountPicker.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^choose x:" <<<"$out" && ok "a preview's only trailing closure, for a member left out, goes (exit 0)" || { bad "AccountPicker (exit $rc)"; echo "$out" | head -20; }
expect "it is said" "^accord: left out of the preview: the trailing closure \(line 9\): extra trailing closure passed in call" "$out"
rm -rf "$leave"

# An error inside a Form's content: the compiler then tries `Form(_ configuration:)` and blames the
# Form for its trailing closure ('trailing closure passed to parameter of type 'FormStyleConfiguration'
# that does not accept a closure'). That error follows from the ones inside: the failing row goes, the
# form is drawn (blockers12 T20: the whole Form was one placeholder).
leave="$(mktemp -d)"
cat > "$leave/Pantry.swift" <<'SWIFT'
import SwiftUI
import CoreData
struct Pantry: View {
    @Environment(\.managedObjectContext) var context
    @FetchRequest(fetchRequest: shelfRequest) var shelves: FetchedResults<Shelf>
    var body: some View {
        Form {
            Section(header: Text("Dry goods")) { Text("Flour").accessibilityIdentifier("flour") }
            Section {
                ForEach(shelves, id: \.objectID) {
                    ShelfRow(shelf: $0)
                }
                .onDelete(perform: shelves.delete(context))
            }
        }
    }
}
#Preview { Pantry() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 ACCORD_TRACE_LEAVE_OUT=1 "$ACCORD" frames Pantry.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^flour x:" <<<"$out" && ok "an error inside a Form's content leaves the Form drawn (exit 0)" || { bad "Pantry (exit $rc)"; echo "$out" | head -20; }
expect "the Form's own error waits" "^accord: no remedy to leave out \(line 7\): the call's error follows from those in its trailing closure" "$out"
expect "the failing row goes" "^accord: left out of the preview: ForEach\(…\) \(line 10\) drawn as a placeholder" "$out"
if grep -q "Form(…) (line 7) drawn as a placeholder" <<<"$out"; then bad "the Form was made a placeholder"; else ok "the Form is no placeholder"; fi
rm -rf "$leave"

# A ForEach over an app's enum stood in for (`Shelf.allCases`, a token, no collection): the errors
# inside its closure follow from the ForEach's own, which is answered, not deferred behind them
# (blockers12 T21: one round per place inside, the rounds ran out their budget).
leave="$(mktemp -d)"
cat > "$leave/ShelfPicker.swift" <<'SWIFT'
import SwiftUI
struct ShelfPicker: View {
    @State private var picked = 0
    var body: some View {
        VStack {
            Picker("Shelf", selection: $picked) {
                ForEach(Shelf.allCases, id: \.self) {
                    Text($0.rawValue.capitalized).tag($0 == .top ? 0 : 1)
                }
            }
            .pickerStyle(SegmentedPickerStyle())
            Text("Shelves").accessibilityIdentifier("shelves")
        }
    }
}
#Preview { ShelfPicker() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 ACCORD_TRACE_LEAVE_OUT=1 "$ACCORD" frames ShelfPicker.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^shelves x:" <<<"$out" && ok "a ForEach over a stand-in is drawn as a placeholder (exit 0)" || { bad "ShelfPicker (exit $rc)"; echo "$out" | head -20; }
if grep -q "a stand-in namespace's member, failed by another error" <<<"$out"; then bad "the ForEach's own error waited behind its closure's"; else ok "the ForEach's own error does not wait behind its closure's"; fi
rm -rf "$leave"

# A preview passing a value of a missing type to an initializer left out for that type
# (`Tile(piece: Piece(…))` in a ForEach of the preview): the arguments go with the initializer and the
# view is made with its own `init()`, never a value made up for them (that made the type checker give
# up on the ForEach: corpus11 21 alone, SwiftUI-2048's BlockView).
leave="$(mktemp -d)"
cat > "$leave/Tile.swift" <<'SWIFT'
import SwiftUI
struct Tile: View {
    let number: Int?
    var body: some View {
        Text(number.map(String.init) ?? "").frame(width: 40, height: 40).accessibilityIdentifier("tile")
    }
    init(piece: Piece) { self.number = piece.number }
    fileprivate init() { self.number = nil }
}
struct Tile_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ForEach((1...3).map { Int(pow(2, Double($0))) }, id: \.self) { i in
                Tile(piece: Piece(id: 0, number: i))
            }
        }
    }
}
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Tile.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^tile x:" <<<"$out" && ok "a preview's argument of a missing type goes with the initializer (exit 0)" || { bad "Tile (exit $rc)"; echo "$out" | head -20; }
expect "the arguments are said" "^accord: left out of the preview: the arguments of Tile\(…\) \(line 14\): cannot find 'Piece' in scope" "$out"
rm -rf "$leave"

# An initializer's parameter of a missing type with a default value goes, not the initializer: the
# preview's call passing it loses that argument and calls what is left (blockers12 T23: leaving out
# the whole `init(range: Horizon = .week, day: Date = .now)` left the memberwise one, which wants `day`).
leave="$(mktemp -d)"
cat > "$leave/Agenda.swift" <<'SWIFT'
import SwiftUI
struct Agenda: View {
    let range: Horizon
    let day: Date
    init(range: Horizon = .week, day: Date = .now) {
        self.range = range
        self.day = day
    }
    var body: some View {
        VStack {
            Text("Agenda").accessibilityIdentifier("agenda")
            Text(range == .week ? "This week" : "This month")
        }
    }
}
#Preview { Agenda(range: .week) }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames Agenda.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^agenda x:" <<<"$out" && ok "an initializer's defaulted parameter of a missing type goes alone (exit 0)" || { bad "Agenda (exit $rc)"; echo "$out" | head -20; }
expect "the parameter is said" "^accord: left out of the preview: the parameter range: of init\(…\) \(line 5\): cannot find type 'Horizon' in scope" "$out"
expect "the preview's argument goes" "^accord: left out of the preview: the argument range: \(line 16\)" "$out"
rm -rf "$leave"

# A view whose own initializer takes a missing type goes without it; when its `private` properties
# then make the initializer Swift writes private too, they lose the modifier, so the preview makes
# the view with what it declares itself (corpus9 34 alone, FireTodo's TasksRow).
mkdir -p "$leave"
cat > "$leave/TrayRow.swift" <<'SWIFT'
import SwiftUI
struct TrayRow: View {
    private let crate: Crate<Fruit>
    private let onTap: () -> Void
    init(crate: Crate<Fruit>, onTap: @escaping () -> Void) {
        self.crate = crate
        self.onTap = onTap
    }
    var body: some View {
        Text("Tray").accessibilityIdentifier("tray").onTapGesture(perform: onTap)
    }
}
#Preview { TrayRow(crate: Crate<Fruit>(label: "x")) {} }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames TrayRow.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view whose initializer was left out and whose properties are private renders (exit 0)" || { bad "TrayRow (exit $rc)"; echo "$out" | head -20; }
expect "the private property loses its modifier" "^accord: left out of the preview: the private of let onTap \(line 4\): 'TrayRow' initializer is inaccessible due to 'private' protection level" "$out"
expect "the view is drawn" "^tray x:" "$out"
rm -rf "$leave"

# A button's action holding a left-out member's use inside an `if` in it is emptied, the button
# drawn (corpus9 33 alone: the `if`'s body after `self.isEditing` was taken for a trailing closure
# and left out alone, a syntax error).
mkdir -p "$leave"
cat > "$leave/EditBar.swift" <<'SWIFT'
import SwiftUI
struct EditBar: View {
    @EnvironmentObject private var store: TaskStore
    @State private var isEditing = false
    var body: some View {
        Button(action: {
            if !self.isEditing {
                self.store.add()
            } else {
                self.store.update()
            }
        }) {
            Text("Save").accessibilityIdentifier("save")
        }
    }
}
#Preview { EditBar() }
SWIFT
out="$(cd "$leave" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames EditBar.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a button whose action uses a left-out member in an if renders (exit 0)" || { bad "EditBar (exit $rc)"; echo "$out" | head -20; }
expect "the action is emptied" "^accord: left out of the preview: a button's action \(line 6\)" "$out"
expect "the button is drawn" "^save x:" "$out"
rm -rf "$leave"

# The target's @main App runs its own init() before the previews, as Xcode's preview runs the
# app's entry point first (apps register their services there and test XCODE_RUNNING_FOR_PREVIEWS
# in it: corpus10 21 22 in place, EasyCrypto's DIContainer), also when the closure of a large
# target would not compile the App's file; its scenes are not made (a body naming what does not
# exist compiles: it is left out). A crash there says it was the app's initializer.
garden="$(mktemp -d)"; mkdir -p "$garden/Sources/Garden" "$garden/.git"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Garden", targets: [.target(name: "Garden")])\n' > "$garden/Package.swift"
printf 'final class Registry { static let shared = Registry(); var name: String? = nil }\n' > "$garden/Sources/Garden/Registry.swift"
for i in $(seq 1 16); do printf 'struct Bed%s { var rows: Int { %s } }\n' "$i" "$i" > "$garden/Sources/Garden/Bed$i.swift"; done
cat > "$garden/Sources/Garden/GardenApp.swift" <<'SWIFT'
import SwiftUI

@main
struct GardenApp: App {
    init() {
        Registry.shared.name = "Fern"
    }
    var body: some Scene {
        WindowGroup { ShelfRoot().greenhouseChrome() }
    }
}
SWIFT
cat > "$garden/Sources/Garden/PlantLabel.swift" <<'SWIFT'
import SwiftUI
struct PlantLabel: View {
    var body: some View { Text(Registry.shared.name ?? "unset").accessibilityIdentifier("plant") }
}
#Preview { PlantLabel() }
SWIFT
out="$(cd "$garden/Sources/Garden" && ACCORD_CLOSURE_LOG=1 "$ACCORD" frames PlantLabel.swift --fixed-metrics --all 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a preview of a target whose App has an init() renders (exit 0)" || { bad "GardenApp (exit $rc)"; echo "$out" | head -20; }
expect "the App's init() ran before the preview" 'Text\("Fern"\)' "$out"
expect "the App's file is compiled with what its init needs, not the whole target" "closure: 2 of the target's 18 files" "$out"
out="$(cd "$garden/Sources/Garden" && ACCORD_APP_INIT=0 "$ACCORD" frames PlantLabel.swift --fixed-metrics --all 2>&1)"
expect "ACCORD_APP_INIT=0 leaves it out" 'Text\("unset"\)' "$out"
sed -i 's/Registry.shared.name = "Fern"/fatalError("the keychain is locked")/' "$garden/Sources/Garden/GardenApp.swift"
out="$(cd "$garden/Sources/Garden" && "$ACCORD" frames PlantLabel.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 3 ] && ok "a crash in the App's init() ends the preview (exit 3)" || { bad "GardenApp crash (exit $rc)"; echo "$out" | head -20; }
expect "and is said to be the app's initializer's" "crashed \(signal [0-9]+, SIG[A-Z]+\) in the app's own initializer, the .init\(\). of its @main App" "$out"
rm -rf "$garden"

# 10. A file alone that uses its app's types: one line names them and says what to do.
cat > "$tmp/Alone.swift" <<'SWIFT'
import SwiftUI
struct OrderRow: View {
    var order: Order
    @StateObject var model: OrderModel
    var body: some View { HStack { Text(order.title); Badge(count: model.count) } }
}
#Preview { OrderRow(order: Order(title: "Tea"), model: OrderModel()) }
SWIFT
out="$(cd "$tmp" && "$ACCORD" frames Alone.swift --no-project 2>&1)"; rc=$?
# (The names in the order the compiler reports them, which its parallel jobs may change.)
line="$(grep "^accord: Alone.swift uses types defined elsewhere in its app: " <<<"$out")"
grep -q "— run accord inside the project folder, or pass --sources DIR" <<<"$line" && grep -qw Order <<<"$line" && grep -qw OrderModel <<<"$line" && grep -qw Badge <<<"$line" \
  && ok "a lone file's missing app types are named on one line" || { bad "a lone file's missing app types are named on one line"; echo "$out" | head; }
[ $rc = 1 ] && [ "$(grep -c 'error:' <<<"$out")" = 1 ] && ok "only the first error is shown in full" || { bad "lone file errors (exit $rc)"; echo "$out" | head; }
# 10b. A file with no project around it takes its app's types from the folders up to two above
# (here Shop/Models beside Shop/Views), but never climbs into a shared temporary folder: with
# TMPDIR=$tmp/shared, a file in $tmp/shared/a/ does not take $tmp/shared/b/'s types.
models='import SwiftUI
struct Order { var title: String }
final class OrderModel: ObservableObject { @Published var count = 2 }
struct Badge: View { var count: Int; var body: some View { Text("\(count)").padding(4) } }'
mkdir -p "$tmp/loose/Shop/Views" "$tmp/loose/Shop/Models" "$tmp/shared/a" "$tmp/shared/b"
cp "$tmp/Alone.swift" "$tmp/loose/Shop/Views/OrderRow.swift"; echo "$models" > "$tmp/loose/Shop/Models/Order.swift"
out="$(cd "$tmp/loose/Shop/Views" && "$ACCORD" frames OrderRow.swift 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a loose app's file finds its types in a sibling folder" || { bad "a loose app's file finds its types in a sibling folder (exit $rc)"; echo "$out" | head; }
cp "$tmp/Alone.swift" "$tmp/shared/a/OrderRow.swift"; echo "$models" > "$tmp/shared/b/Order.swift"
out="$(cd "$tmp/shared/a" && TMPDIR="$tmp/shared" "$ACCORD" frames OrderRow.swift 2>&1)"; rc=$?
[ $rc = 1 ] && grep -q "uses types defined elsewhere in its app" <<<"$out" \
  && ok "a file in a shared temporary folder's subfolder takes nothing from its neighbours" \
  || { bad "a file in a shared temporary folder's subfolder takes nothing from its neighbours (exit $rc)"; echo "$out" | head; }
# 11. Core Data projects (model-generated classes, @NSManaged, fetches): Tests/project/coredata.sh.
bash "$here/coredata.sh" "$ACCORD" || fail=1
rm -rf "$tmp"
# The repository's own modules and Tuist projects (issue 11).
bash "$here/modules.sh" "$ACCORD" || fail=1
# The target's resources as the preview's bundle: string tables, Info.plist, Bundle.module (issue 11).
bash "$here/resources.sh" "$ACCORD" || fail=1
# SwiftPM's compile of a package's targets: -package-name, Swift 6 mode's regex literals (issue 11).
bash "$here/packages.sh" "$ACCORD" || fail=1
# Rewrites for what Linux's toolchain lacks (#keyPath, FoundationModels' macros) (issue 11).
bash "$here/rewrites.sh" "$ACCORD" || fail=1
# A checkout's wrong local package paths and sources named outside it (issue 11).
bash "$here/recovery.sh" "$ACCORD" || fail=1
exit $fail
