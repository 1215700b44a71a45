#!/usr/bin/env bash
# The repository's own modules (issue 11): local packages, framework targets of the .xcodeproj and
# Tuist targets compiled as separate Swift modules, so `import X` and `X.Type` resolve as in Xcode.
# Fixtures (written for these tests, in the style of real apps):
#   Modules/  an app (Garden.xcodeproj, Xcode 16 synchronised folders) + a local package
#             (Packages/Palette: Palette depends on PaletteTokens) + framework targets GardenKit
#             (declares `Category`, as the app does) and Legacy (imports CloudKit).
#   Tuist/    a Tuist project: the app target spelled out in Project.swift, feature modules built
#             by a helper (Targets/<Name>/Sources).
#   Workspace/ an app (App/Shop.xcodeproj) in a workspace (Shop.xcworkspace) that also lists a
#             framework's own project (Kit/Kit.xcodeproj: target "Kit iOS", PRODUCT_NAME =
#             $(PROJECT_NAME), an umbrella header importing Foundation) and CocoaPods' committed
#             App/Pods/Pods.xcodeproj (pod target stars-ios, PRODUCT_MODULE_NAME = Stars).
#   Macros/   a package with its own Swift macro target (ChipMacros: `@Metrics(width:)`,
#             `#doubled`, `@Isolated` adding `@MainActor`), used by its Chips and ChipViews targets.
# Each is copied into a temporary folder with a .git folder (the repository's root).
#   bash Tests/project/modules.sh path/to/accord
set -u
. "$(dirname "$0")/common.sh" "$1"
for f in Modules Tuist Macros Workspace; do cp -r "$here/$f" "$tmp/$f" && mkdir -p "$tmp/$f/.git"; done
before="$(cd "$tmp" && find . | sort)"

# 1. An app file importing a framework target and a local package (whose target imports another
# target of the package). The numbers are the fixture's own: the icon is
# `frame(width: GardenKit.Category.herbs.iconWidth = 40, height: 30)`, the card pads it by
# PaletteTokens' `Spacing.card` = 12 on each side (30 + 2 × 12 = 54).
out="$(cd "$tmp/Modules/Garden/Views" && "$ACCORD" frames PlantCard.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "an app file importing its framework target and local package renders" || { bad "PlantCard (exit $rc)"; echo "$out" | head -20; }
expect "the framework target's type, module-qualified beside the app's own Category (GardenKit.Category)" "^icon .*\(40\.0×30\.0\)" "$out"
expect "the package's modifier, with the token of the target it depends on (Spacing.card)" "^card .*×54\.0\)" "$out"
expect "an app file importing a module that does not compile is skipped, naming the module and why" \
  "^accord: skipped Views/SyncBadge.swift: imports Legacy, a module of this repository \(framework target Legacy of Garden.xcodeproj\) that does not compile with Accord: .*CloudKit" "$out"
ls -d "$ACCORD_CACHE"/targets/modules/Palette-* "$ACCORD_CACHE"/targets/modules/PaletteTokens-* "$ACCORD_CACHE"/targets/modules/GardenKit-* >/dev/null 2>&1 \
  && ok "each module is built once, in the cache (targets/modules)" || { bad "module build folders"; ls "$ACCORD_CACHE/targets/modules" 2>&1 | head; }

# 2. The previewed file imports the module that does not compile: said at once, not a crash.
out="$(cd "$tmp/Modules/Garden/Views" && "$ACCORD" frames SyncBadge.swift 2>&1)"; rc=$?
[ $rc = 1 ] && ok "a preview importing a module that does not compile fails (exit 1)" || bad "SyncBadge: exit $rc"
expect "its message names the module, where it comes from and its first problem" \
  "^accord: SyncBadge.swift imports Legacy, a module of this repository \(framework target Legacy of Garden.xcodeproj\) that does not compile with Accord: 1 of its 1 Swift files import what Accord cannot provide, most often CloudKit, an Apple framework Linux lacks \(1 file\)" "$out"

# 2b. A module's file left out (Palette's Confetti.swift imports Lottie): the app's files naming its
# types are left out before compiling, and a preview needing one is told where it was.
out="$(cd "$tmp/Modules/Garden/Views" && ACCORD_LEAVE_OUT=0 "$ACCORD" frames HarvestBanner.swift 2>&1)"; rc=$?
expect "a module's left-out file is reported with its module" "^accord: skipped Confetti.swift \(module Palette\): imports Lottie" "$out"
[ $rc = 1 ] && grep -q "^accord: \`Confetti\` is defined in Confetti.swift, which was skipped (imports Lottie" <<<"$out" \
  && ok "a preview using a type its module left out names the module's file and why" || { bad "Confetti (exit $rc)"; echo "$out" | head; }
# (By default the view is drawn as a placeholder there, the rest of the preview with it: run.sh 9d.)
out="$(cd "$tmp/Modules/Garden/Views" && ACCORD_LEAVE_OUT=1 "$ACCORD" frames HarvestBanner.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^accord: left out of the preview: Confetti() (line 8) drawn as a placeholder: cannot find 'Confetti' in scope" <<<"$out" \
  && ok "by default the left-out module's view is a placeholder in the preview" || { bad "Confetti placeholder (exit $rc)"; echo "$out" | head; }

# 3. A module's internal names stay internal: the app cannot use PaletteTokens' internal `hairline`.
cat > "$tmp/Modules/Garden/Views/Hairline.swift" <<'SWIFT'
import SwiftUI
import PaletteTokens
#Preview { Color.gray.frame(height: Spacing.hairline) }
SWIFT
# (ACCORD_LEAVE_OUT=0: by default the failing .frame would be left out and the rest drawn.)
out="$(cd "$tmp/Modules/Garden/Views" && ACCORD_LEAVE_OUT=0 "$ACCORD" frames Hairline.swift 2>&1)"; rc=$?
[ $rc = 1 ] && grep -q "'hairline' is inaccessible due to 'internal' protection level" <<<"$out" \
  && ok "a module's internal member is not visible to the app (a separate module, not merged)" || { bad "internal access (exit $rc)"; echo "$out" | head; }
rm -f "$tmp/Modules/Garden/Views/Hairline.swift"

# 4. Tuist: the target holding the file (spelled out: sources "App/Sources/**") with its other
# files (Hike.sample), and the helper-built modules it imports. The bar is 10 points per kilometre
# (Lakeside: 12 km → 120) and `BarMetrics.height` = 8 high, an internal constant of TrailUI.
out="$(cd "$tmp/Tuist/App/Sources/Views" && "$ACCORD" frames HikeRow.swift --fixed-metrics 2>&1)"; rc=$?
expect "a Tuist app target's file renders with its target's files and the modules it imports" "^bar .*\(120\.0×8\.0\)" "$out"
out="$(cd "$tmp/Tuist/Targets/TrailUI/Sources" && "$ACCORD" frames DistanceBar.swift --fixed-metrics 2>&1)"; rc=$?
expect "a file of a Tuist module (Targets/TrailUI/Sources) renders with its module's files and dependency (Ridge: 7 km → 70)" "^bar .*\(70\.0×8\.0\)" "$out"

# 5. A module's rounds are resumed: what a round learned (a part that does not compile) is kept in
# its cache folder, so a run stopped before the module was built (an outer time limit) does not
# start over: the next run compiles the module once, not once per round.
mkdir -p "$tmp/resume/Kit/Sources/Kit" "$tmp/resume/app" "$tmp/resume/.git"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])\n' > "$tmp/resume/Kit/Package.swift"
printf 'public struct Tile { public init() {}; public var width: Double { 30 } }\n' > "$tmp/resume/Kit/Sources/Kit/Tile.swift"
printf 'import SwiftUI\nextension View { func broken() -> some View { self.noSuchModifier() } }\n' > "$tmp/resume/Kit/Sources/Kit/Broken.swift"
printf 'import SwiftUI\nimport Kit\n#Preview { Color.red.frame(width: Tile().width, height: 10).accessibilityIdentifier("tile") }\n' > "$tmp/resume/app/TileView.swift"
rcache="$tmp/resume-cache"
ACCORD_CACHE="$rcache" "$ACCORD" frames "$tmp/resume/app/TileView.swift" --sources "$tmp/resume/Kit" >/dev/null 2>&1
kit="$(ls -d "$rcache"/targets/modules/Kit-* 2>/dev/null | head -1)"
rm -f "$kit/libKit.a" "$kit/Kit.swiftmodule"   # as if the run had been stopped before the last round
printf '#!/bin/sh\ncase "$*" in *"-module-name Kit "*) echo call >> "%s";; esac\nexec swiftc "$@"\n' "$tmp/resume/calls" > "$tmp/resume/swiftc" && chmod +x "$tmp/resume/swiftc"
out="$(ACCORD_SWIFTC="$tmp/resume/swiftc" ACCORD_CACHE="$rcache" "$ACCORD" frames "$tmp/resume/app/TileView.swift" --sources "$tmp/resume/Kit" --fixed-metrics 2>&1)"
[ -n "$kit" ] && [ "$(wc -l < "$tmp/resume/calls" 2>/dev/null)" = 1 ] && grep -q "^tile .*(30.0×10.0)" <<<"$out" \
  && ok "a module's rounds are resumed from what an earlier run learned (one compile, not two)" || { bad "module rounds resumed ($(cat "$tmp/resume/calls" 2>/dev/null | wc -l) compiles)"; echo "$out" | head -5; }
rm -rf "$tmp/resume" "$rcache"

# 6. The package's own macro target is built as a compiler plugin (with the toolchain's
# swift-syntax) and loaded where the macros are expanded: in the Chips module (Chip's width is
# `@Metrics(width: 44)`, its height `#doubled(10)` = 20) and in the preview's own target (Gap:
# `@Metrics(width: 16)`, `#doubled(2)` = 4). Chip's members are `@MainActor` by `@Isolated`,
# left out as in the project's own code, so the preview's nonisolated body can make one.
printf '#!/bin/sh\ncase "$*" in *"-module-name ChipMacros "*) echo call >> "%s";; esac\nexec swiftc "$@"\n' "$tmp/macro-calls" > "$tmp/swiftc-macro" && chmod +x "$tmp/swiftc-macro"
out="$(cd "$tmp/Macros/Sources/ChipViews" && ACCORD_SWIFTC="$tmp/swiftc-macro" "$ACCORD" frames ChipRow.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a file using its package's own macros renders" || { bad "ChipRow (exit $rc)"; echo "$out" | head -20; }
expect "a macro expanded in a module the preview imports (@Metrics(width: 44), #doubled(10))" "^chip .*\(44\.0×20\.0\)" "$out"
expect "a macro expanded in the previewed file's own target (@Metrics(width: 16), #doubled(2))" "^gap .*\(16\.0×4\.0\)" "$out"
ls "$ACCORD_CACHE"/targets/modules/ChipMacros-*/libChipMacros.so >/dev/null 2>&1 && ok "the macro plugin is built in the cache (targets/modules)" || bad "no libChipMacros.so in the cache"
out="$(cd "$tmp/Macros/Sources/ChipViews" && ACCORD_SWIFTC="$tmp/swiftc-macro" "$ACCORD" frames ChipRow.swift --fixed-metrics 2>&1)"
[ "$(wc -l < "$tmp/macro-calls" 2>/dev/null)" = 1 ] && grep -q "^gap " <<<"$out" \
  && ok "the macro plugin is built once, then taken from the cache" || bad "macro plugin compiles: $(wc -l < "$tmp/macro-calls" 2>/dev/null)"
# A macro target that does not compile: the preview using its macro fails, naming the target and its error.
cp -r "$tmp/Macros" "$tmp/BrokenMacros"
printf 'let broken: Int = "not a number"\n' >> "$tmp/BrokenMacros/Sources/ChipMacros/MetricsMacro.swift"
out="$(cd "$tmp/BrokenMacros/Sources/ChipViews" && "$ACCORD" frames ChipRow.swift 2>&1)"; rc=$?
[ $rc = 1 ] && ok "a macro target that does not compile fails the preview using it (exit 1)" || bad "broken macro: exit $rc"
expect "its message names the macro, the target and its first error" \
  "^accord: \`Metrics\(width:\)\` is a Swift macro of the macro target ChipMacros, which did not build as a compiler plugin: MetricsMacro.swift:[0-9]+: cannot convert value of type 'String'" "$out"
rm -rf "$tmp/BrokenMacros" "$tmp/macro-calls" "$tmp/swiftc-macro"
# A package checkout SwiftPM left on disk (.build/checkouts) with a macro target: built the same way.
mkdir -p "$tmp/Shelf/Sources/Shelf" "$tmp/Shelf/.build/checkouts" "$tmp/Shelf/.git"
cp -r "$tmp/Macros" "$tmp/Shelf/.build/checkouts/chips"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Shelf", dependencies: [.package(url: "https://example.com/chips.git", from: "1.0.0")], targets: [.target(name: "Shelf", dependencies: [.product(name: "Chips", package: "chips")])])\n' > "$tmp/Shelf/Package.swift"
printf 'import SwiftUI\nimport Chips\n#Preview { Chip().accessibilityIdentifier("chip") }\n' > "$tmp/Shelf/Sources/Shelf/ShelfView.swift"
out="$(cd "$tmp/Shelf/Sources/Shelf" && "$ACCORD" frames ShelfView.swift --fixed-metrics 2>&1)"
expect "a package checkout's macro target is built too (.build/checkouts)" "^chip .*\(44\.0×20\.0\)" "$out"
rm -rf "$tmp/Shelf"

# 7. A top-level declaration without braces that does not compile (a `typealias` to a type
# Accord lacks, a macro declaration naming a left-out type) is left out alone: the file's other
# declarations stay (Tile is 30 wide).
mkdir -p "$tmp/braceless/Kit/Sources/Kit" "$tmp/braceless/app" "$tmp/braceless/.git"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])\n' > "$tmp/braceless/Kit/Package.swift"
printf 'import SwiftUI\n\n@available(iOS 17, *)\npublic typealias Legacy =\n    NoSuchType\npublic struct Tile { public init() {}; public var width: Double { 30 } }\n' > "$tmp/braceless/Kit/Sources/Kit/Tile.swift"
printf 'import SwiftUI\nimport Kit\n#Preview { Color.red.frame(width: Tile().width, height: 10).accessibilityIdentifier("tile") }\n' > "$tmp/braceless/app/TileView.swift"
out="$("$ACCORD" frames "$tmp/braceless/app/TileView.swift" --sources "$tmp/braceless/Kit" --fixed-metrics 2>&1)"
expect "a brace-less top-level declaration that does not compile is left out alone (from its attribute line)" \
  "^accord: skipped part of Tile.swift \(module Kit\): .public typealias Legacy =. \(line 4\)" "$out"
expect "the file's other declarations stay" "^tile .*\(30\.0×10\.0\)" "$out"
rm -rf "$tmp/braceless"

# 8. A previewed file importing one of the repository's modules and, after it, a package the
# project fetches (no checkout on disk): the message names the fetched package, not the module.
# (ACCORD_LEAVE_OUT=0 in this section and for Shiny.swift below: by default the unused import is
# left out, saying the same, and the preview drawn — run.sh 9d.)
mkdir -p "$tmp/fetch/Sources/Kit" "$tmp/fetch/Sources/Screens" "$tmp/fetch/.git"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Fetch", dependencies: [.package(url: "https://example.com/sparkle-ui.git", from: "1.0.0")], targets: [.target(name: "Kit"), .target(name: "Screens", dependencies: ["Kit", .product(name: "SparkleUI", package: "sparkle-ui")])])\n' > "$tmp/fetch/Package.swift"
printf 'public struct Tile { public init() {} }\n' > "$tmp/fetch/Sources/Kit/Tile.swift"
printf 'import SwiftUI\nimport Kit\nimport SparkleUI\n#Preview { Text("x") }\n' > "$tmp/fetch/Sources/Screens/Home.swift"
out="$(cd "$tmp/fetch/Sources/Screens" && ACCORD_LEAVE_OUT=0 "$ACCORD" frames Home.swift 2>&1)"
expect "a file importing its repository's module and a fetched package: the fetched package is named" \
  "imports SparkleUI, a Swift package the project fetches from https://example.com/sparkle-ui.git" "$out"
refuse_kit="$(grep -c "no such module 'Kit'" <<<"$out")"
[ "$refuse_kit" = 0 ] && ok "… and the repository's module is not blamed" || { bad "the repository's module Kit is blamed"; echo "$out" | head -5; }
rm -rf "$tmp/fetch"

# 9. Imports in branches an iOS build does not compile are no imports: a module whose only file
# imports ClockKit under `#if os(watchOS)` (and AppKit under `#elseif os(macOS)`) is built and
# used; an app file doing the same is not skipped. An undecided condition (a project flag) still
# counts its import: that file is skipped, naming it.
mkdir -p "$tmp/cond/Sources/Clock" "$tmp/cond/Sources/Screens" "$tmp/cond/.git"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Cond", targets: [.target(name: "Clock"), .target(name: "Screens", dependencies: ["Clock"])])\n' > "$tmp/cond/Package.swift"
printf '#if os(watchOS)\nimport ClockKit\n#elseif os(macOS) && !DEBUG\nimport AppKit\n#else\nimport Foundation\n#endif\npublic struct Dial { public init() {}; public var width: Double { 36 } }\n' > "$tmp/cond/Sources/Clock/Dial.swift"
printf '#if canImport(WatchKit) || os(tvOS)\nimport WatchKit\n#endif\nstruct Face { var height: Double { 24 } }\n' > "$tmp/cond/Sources/Screens/Face.swift"
printf '#if FLAGGED\nimport Lottie\n#endif\nstruct Sky { var height: Double { 99 } }\n' > "$tmp/cond/Sources/Screens/Sky.swift"
printf 'import SwiftUI\nimport Clock\nstruct Home: View { var body: some View { Color.red.frame(width: Dial().width, height: Face().height).accessibilityIdentifier("dial") } }\n#Preview { Home() }\n' > "$tmp/cond/Sources/Screens/Home.swift"
out="$(cd "$tmp/cond/Sources/Screens" && "$ACCORD" frames Home.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a module importing ClockKit only under #if os(watchOS) is built and used" || { bad "conditional imports (exit $rc)"; echo "$out" | head -10; }
expect "its type and the app file's (WatchKit under canImport(WatchKit) || os(tvOS)) are there" "^dial .*\(36\.0×24\.0\)" "$out"
expect "an import under an undecided condition (#if FLAGGED) still counts" "^accord: skipped Sky.swift: imports Lottie" "$out"
rm -rf "$tmp/cond"

# 10. The other projects of the app's workspace and CocoaPods' committed Pods project are modules:
# `import Kit` (a framework of Kit/Kit.xcodeproj, named after its project, whose Swift code uses
# `Date` without importing Foundation: its umbrella header does) and `import Stars` (a pod, by its
# PRODUCT_MODULE_NAME). The numbers are the fixture's own: Rating().width 30, Price().height 20.
out="$(cd "$tmp/Workspace/App/Shop" && "$ACCORD" frames ShelfView.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "an app importing its workspace's framework project and a committed pod renders" || { bad "workspace/pods (exit $rc)"; echo "$out" | head -10; }
expect "the pod's and the framework's types are there" "^shelf .*\(30\.0×20\.0\)" "$out"

# 11. XcodeGen (no .xcodeproj in the checkout; XcodeGen's ProjectSpec.md): the app's spec at the
# root includes the framework's, each target's `sources:` relative to its spec's folder. The
# framework target BusKit is a module; its top-level `internal nonisolated func busLabel` is the
# framework's own (the app declares its own, as OneBusAway's OBAKit and OBAKitCore both declare
# OBALoc), and the fetched package is named from the spec's `packages:`.
mkdir -p "$tmp/xg/BusKit/Strings" "$tmp/xg/App/Views" "$tmp/xg/.git"
cat > "$tmp/xg/project.yml" <<'YML'
name: Bus
include:
  - path: BusKit/project.yml
packages:
  Sparkle:
    url: https://example.com/sparkle.git
    exactVersion: 1.0.0
targets:
  App:
    type: application
    platform: iOS
    sources:
      - path: App
        excludes: ["Old"]
    dependencies:
      - target: BusKit
      - package: Sparkle
YML
cat > "$tmp/xg/BusKit/project.yml" <<'YML'
targets:
  BusKit:
    type: framework   # a module of its own
    platform: iOS
    sources:
      - path: "."
        excludes: ["BusKit.h"]
YML
printf 'public struct Stop { public init() {}; public var width: Double { busWidth() } }\n' > "$tmp/xg/BusKit/Stop.swift"
printf 'internal nonisolated func busWidth() -> Double { 44 }\n' > "$tmp/xg/BusKit/Strings/Width.swift"
printf 'internal nonisolated func busLabel(_ s: String) -> String { s.uppercased() }\n' > "$tmp/xg/App/Views/Label.swift"
printf 'import SwiftUI\nimport BusKit\nstruct StopRow: View { var body: some View { Text(busLabel("x")).frame(width: Stop().width, height: 20).accessibilityIdentifier("stop") } }\n#Preview { StopRow() }\n' > "$tmp/xg/App/Views/StopRow.swift"
out="$(cd "$tmp/xg/App/Views" && "$ACCORD" frames StopRow.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "an XcodeGen app target renders with its framework target as a module (exit $rc)" || { bad "XcodeGen (exit $rc)"; echo "$out" | head -10; }
expect "the framework's type and its nonisolated global, and the app's own global" "^stop .*\(44\.0×20\.0\)" "$out"
printf 'import SwiftUI\nimport Sparkle\n#Preview { Text("x") }\n' > "$tmp/xg/App/Views/Shiny.swift"
out="$(cd "$tmp/xg/App/Views" && ACCORD_LEAVE_OUT=0 "$ACCORD" frames Shiny.swift 2>&1)"
expect "a package of the spec's packages: is named with its URL" "imports Sparkle, a Swift package the project fetches from https://example.com/sparkle.git" "$out"
rm -rf "$tmp/xg"

# 12. A large module is compiled only in the part the previewed target can reach: of a 20-file
# package module, the app uses Gauge, whose file names Scale; 18 other files declare what the app
# does not name, and one of them does not compile at all (so is never reported). A file the
# closure cannot see (a global declared as `let (a, b) = …`) is added from the compiler's message.
mkdir -p "$tmp/big/Sources/Meter" "$tmp/big/Sources/Screens" "$tmp/big/.git"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Big", targets: [.target(name: "Meter"), .target(name: "Screens", dependencies: ["Meter"])])\n' > "$tmp/big/Package.swift"
printf 'public struct Gauge { public init() {}; public var width: Double { Scale.unit * gaugeUnits } }\n' > "$tmp/big/Sources/Meter/Gauge.swift"
printf 'enum Scale { static let unit = 2.0 }\n' > "$tmp/big/Sources/Meter/Scale.swift"
printf 'let (gaugeUnits, gaugeSpare): (Double, Double) = (25, 0)\n' > "$tmp/big/Sources/Meter/Units.swift"
for i in $(seq 1 16); do printf 'public struct Dial%s { public init() {}; public var value: Int { %s } }\n' "$i" "$i" > "$tmp/big/Sources/Meter/Dial$i.swift"; done
printf 'public struct Broken { public var value: Int { notDeclaredAnywhere } }\n' > "$tmp/big/Sources/Meter/Broken.swift"
printf 'import SwiftUI\nimport Meter\nstruct Panel: View { var body: some View { Color.red.frame(width: Gauge().width, height: 10).accessibilityIdentifier("gauge") } }\n#Preview { Panel() }\n' > "$tmp/big/Sources/Screens/Panel.swift"
out="$(cd "$tmp/big/Sources/Screens" && ACCORD_CLOSURE_LOG=1 "$ACCORD" frames Panel.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a view using 3 files of a 20-file module renders (exit $rc)" || { bad "module closure (exit $rc)"; echo "$out" | head -10; }
expect "the module's part is Gauge and Scale: 2 of its 20 files" "closure: module Meter: 2 of its 20 files" "$out"
expect "the global the index cannot see is added from the compiler's message" "closure: module Meter: the compiler missed names declared in 1 more files" "$out"
expect "Gauge's width (2 × 25)" "^gauge .*\(50\.0×10\.0\)" "$out"
if grep -q "Broken" <<<"$out"; then bad "the module's unrelated broken file is not compiled"; echo "$out" | head; else ok "the module's unrelated broken file is not compiled, so not reported"; fi
out="$(cd "$tmp/big/Sources/Screens" && ACCORD_CLOSURE=0 "$ACCORD" frames Panel.swift --fixed-metrics 2>&1)"
expect "the whole module (ACCORD_CLOSURE=0) skips the broken file and renders the same" "^gauge .*\(50\.0×10\.0\)" "$out"
rm -rf "$tmp/big"

# 13. CocoaPods without Pods/Pods.xcodeproj: a committed Pods/ folder beside the .xcodeproj (with a Podfile). Each pod is a
# module, named by PRODUCT_MODULE_NAME of its Target Support Files xcconfig (CocoaPods writes it:
# the pod wobble-ui is imported as WobbleKit).
mkdir -p "$tmp/pods/Demo.xcodeproj" "$tmp/pods/Demo" "$tmp/pods/Pods/wobble-ui/Sources" "$tmp/pods/Pods/Target Support Files/wobble-ui" "$tmp/pods/.git"
echo "target 'Demo' do\n  pod 'wobble-ui'\nend" > "$tmp/pods/Podfile"
printf 'PRODUCT_MODULE_NAME = WobbleKit\nPRODUCT_NAME = WobbleKit\n' > "$tmp/pods/Pods/Target Support Files/wobble-ui/wobble-ui.debug.xcconfig"
printf 'public struct Wobble { public init() {}; public var width: Double { 52 } }\n' > "$tmp/pods/Pods/wobble-ui/Sources/Wobble.swift"
printf 'import SwiftUI\nimport WobbleKit\nstruct Jelly: View { var body: some View { Color.red.frame(width: Wobble().width, height: 10).accessibilityIdentifier("jelly") } }\n#Preview { Jelly() }\n' > "$tmp/pods/Demo/Jelly.swift"
cat > "$tmp/pods/Demo.xcodeproj/project.pbxproj" <<'PBX'
// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 56;
	objects = {
		F1 = {isa = PBXFileReference; path = Jelly.swift; sourceTree = "<group>"; };
		B1 = {isa = PBXBuildFile; fileRef = F1; };
		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
		G1 = {isa = PBXGroup; children = (F1); path = Demo; sourceTree = "<group>"; };
		S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
		C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = Demo; }; };
		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Debug; };
		T1 = {isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (S1); buildConfigurationList = L2; };
		P1 = {isa = PBXProject; mainGroup = G0; targets = (T1); buildConfigurationList = L2; };
	};
	rootObject = P1;
}
PBX
out="$(cd "$tmp/pods/Demo" && "$ACCORD" frames Jelly.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a CocoaPods pod committed in Pods/ is a module (exit $rc)" || { bad "CocoaPods (exit $rc)"; echo "$out" | head -10; }
expect "the pod's type, imported by its PRODUCT_MODULE_NAME" "^jelly .*\(52\.0×10\.0\)" "$out"
rm -rf "$tmp/pods"

# 14. A package fetched by a manifest that names none of its products (Tuist's Package.swift lists
# dependencies only): `import Shimmer` of markiv/SwiftUI-Shimmer is named as that package, not as
# something Linux lacks.
mkdir -p "$tmp/shim/Sources/Screens" "$tmp/shim/.git"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Shim", dependencies: [.package(url: "https://github.com/markiv/SwiftUI-Shimmer.git", from: "1.0.0")], targets: [.target(name: "Screens")])\n' > "$tmp/shim/Package.swift"
printf 'import SwiftUI\nimport Shimmer\n#Preview { Text("x").shimmering() }\n' > "$tmp/shim/Sources/Screens/Glow.swift"
out="$(cd "$tmp/shim/Sources/Screens" && "$ACCORD" frames Glow.swift 2>&1)"
expect "import Shimmer is the package SwiftUI-Shimmer the project fetches" "imports Shimmer, a Swift package the project fetches from https://github.com/markiv/SwiftUI-Shimmer.git" "$out"
rm -rf "$tmp/shim"

# 15. Extension members of a module of the repository that another file of the target imports are
# visible in the previewed file, which does not import it (Swift without MemberImportVisibility,
# SE-0444: Xcode builds it), also when the target is large enough that only the files the
# previewed file needs are compiled (corpus10 30: kfinderapp's InfoPageView and DesignSystem).
mkdir -p "$tmp/leak/Sources/Tokens" "$tmp/leak/Sources/Screens" "$tmp/leak/.git"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Leak", targets: [.target(name: "Tokens"), .target(name: "Screens", dependencies: ["Tokens"])])\n' > "$tmp/leak/Package.swift"
printf 'import SwiftUI\npublic extension CGFloat { static let cardWidth: CGFloat = 120 }\n' > "$tmp/leak/Sources/Tokens/Metrics.swift"
printf 'import SwiftUI\nimport Tokens\nstruct Home: View { var body: some View { Color.blue.frame(width: .cardWidth) } }\n' > "$tmp/leak/Sources/Screens/Home.swift"
for i in $(seq 1 16); do printf 'struct Filler%s { var value: Int { %s } }\n' "$i" "$i" > "$tmp/leak/Sources/Screens/Filler$i.swift"; done
printf 'import SwiftUI\nstruct Card: View { var body: some View { Color.red.frame(width: .cardWidth, height: 10).accessibilityIdentifier("card") } }\n#Preview { Card() }\n' > "$tmp/leak/Sources/Screens/Card.swift"
out="$(cd "$tmp/leak/Sources/Screens" && ACCORD_CLOSURE_LOG=1 "$ACCORD" frames Card.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && ok "a member of a module another file of the target imports resolves (exit $rc)" || { bad "target imports (exit $rc)"; echo "$out" | head -10; }
expect "none of the 17 other files of the target is compiled" "closure: 0 of the target's 17 files" "$out"
expect "the card is the module's width (120)" "^card .*\(120\.0×10\.0\)" "$out"
rm -rf "$tmp/leak"

[ "$before" = "$(cd "$tmp" && find . | sort)" ] && ok "nothing is written into the fixtures' folders" || { bad "the fixtures' folders changed"; diff <(echo "$before") <(cd "$tmp" && find . | sort) | head; }
rm -rf "$tmp"
exit $fail
