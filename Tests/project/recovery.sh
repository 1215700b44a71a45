#!/usr/bin/env bash
# What a checkout gets wrong that Xcode still resolves, or that accord can recover with a note
# (issue 11, blockers7 T2 and N3). Fixtures are written here, modelled on corpus7:
#   T2: The Roundtable's Modules/Features/Package.swift says `.package(name: "Models", path: "./Models")`
#       while the package is Modules/Models, which the app's .xcodeproj lists as a local package
#       (files 13–15). Xcode resolves a dependency by package identity (a local package's folder
#       name, lower-cased, SwiftPM's identity rule), and a local package the project lists
#       overrides any other with that identity: accord takes it, and says so.
#   N3: SwiftUI-APOD's project names Views/Components/TextEditor.swift by a path on its
#       author's Mac (`../../../../System/Volumes/Data/Users/…`, file 18). Xcode shows it red; the
#       checkout's only file of that name is taken instead, with a note; a name the checkout
#       has twice (or not at all) is left out with a note naming the path.
#   bash Tests/project/recovery.sh path/to/accord
set -u
. "$(dirname "$0")/common.sh" "$1"

# 1. T2: a .package(path:) that is not there, overridden by the project's local package of that identity.
r="$tmp/Roundtable"
mkdir -p "$r/Round.xcodeproj" "$r/Modules/Models/Sources/ItemModels" "$r/Modules/SharedUI/Sources/SharedUI" "$r/Modules/Features/Sources/Items"
cat > "$r/Round.xcodeproj/project.pbxproj" <<'PBX'
// !$*UTF8*$!
{ archiveVersion = 1; objectVersion = 60; rootObject = R;
  objects = {
    R = { isa = PBXProject; mainGroup = G; targets = (); packageReferences = (L1); };
    G = { isa = PBXGroup; children = (W1); sourceTree = "<group>"; };
    L1 = { isa = XCLocalSwiftPackageReference; relativePath = Modules/Models; };
    W1 = { isa = PBXFileReference; lastKnownFileType = wrapper; name = SharedUI; path = Modules/SharedUI; sourceTree = "<group>"; };
  };
}
PBX
cat > "$r/Modules/Models/Package.swift" <<'SWIFT'
// swift-tools-version: 5.6
import PackageDescription
let package = Package(name: "Models", products: [.library(name: "ItemModels", targets: ["ItemModels"])],
                      targets: [.target(name: "ItemModels")])
SWIFT
printf 'public struct Item { public let name: String; public init(name: String) { self.name = name } }\n' > "$r/Modules/Models/Sources/ItemModels/Item.swift"
cat > "$r/Modules/SharedUI/Package.swift" <<'SWIFT'
// swift-tools-version: 5.6
import PackageDescription
let package = Package(name: "SharedUI", products: [.library(name: "SharedUI", targets: ["SharedUI"])], targets: [.target(name: "SharedUI")])
SWIFT
printf 'import SwiftUI\npublic struct SectionTitle: View {\n    let text: String\n    public init(_ text: String) { self.text = text }\n    public var body: some View { Text(text.uppercased()) }\n}\n' > "$r/Modules/SharedUI/Sources/SharedUI/SectionTitle.swift"
cat > "$r/Modules/Features/Package.swift" <<'SWIFT'
// swift-tools-version: 5.6
import PackageDescription
let package = Package(
  name: "Features",
  products: [.library(name: "Items", targets: ["Items"])],
  dependencies: [
    .package(name: "Models", path: "./Models"),
    .package(name: "SharedUI", path: "./SharedUI"),
  ],
  targets: [.target(name: "Items", dependencies: ["SharedUI", .product(name: "ItemModels", package: "Models")])]
)
SWIFT
cat > "$r/Modules/Features/Sources/Items/ItemDetailView.swift" <<'SWIFT'
import SwiftUI
import ItemModels
import SharedUI
struct ItemDetailView: View {
    let item: Item
    var body: some View { VStack { SectionTitle("Weapons"); Text(item.name) } }
}
#Preview { ItemDetailView(item: Item(name: "Dagger")) }
SWIFT
before="$(cd "$r" && find . | sort)"
out="$(cd "$r/Modules/Features/Sources/Items" && "$ACCORD" dump ItemDetailView.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -qF 'text "Dagger"' <<<"$out" && grep -qF 'text "WEAPONS"' <<<"$out" \
  && ok "a missing .package(path:) resolves to the project's local package of the same identity (XCLocalSwiftPackageReference and a folder reference)" \
  || { bad "local package override (exit $rc)"; echo "$out" | head; }
expect "the override is said, with both paths" "^accord: .*Features/Package.swift takes .package\(path: \"./Models\"\), which is not there \(.*Features/Models\); the local package .*Modules/Models that Round.xcodeproj lists has the same identity \(models\)" "$out"
[ "$before" = "$(cd "$r" && find . | sort)" ] && ok "nothing is written into the checkout" || bad "files written into the checkout"
# Without the project's reference, the message says the package is not there (as before).
sed -i 's/relativePath = Modules\/Models;/relativePath = Elsewhere\/Models;/' "$r/Round.xcodeproj/project.pbxproj"
out="$(cd "$r/Modules/Features/Sources/Items" && "$ACCORD" dump ItemDetailView.swift 2>&1)"; rc=$?
[ $rc = 1 ] && grep -qF "imports ItemModels, a local package that $r/Modules/Features/Package.swift takes from .package(path: \"./Models\"), which is not there" <<<"$out" \
  && ok "with no local package of that identity in the project, the missing package is named" || { bad "missing package message (exit $rc)"; echo "$out" | head; }

# 2. N3: sources the project names outside the checkout.
a="$tmp/Apod"
mkdir -p "$a/Apod.xcodeproj" "$a/Apod/Views/Components" "$a/Apod/A" "$a/Apod/B"
cat > "$a/Apod/Views/SettingView.swift" <<'SWIFT'
import SwiftUI
struct SettingView: View {
    var body: some View { TextEditor(original: "Dark mode") }
}
#Preview { SettingView() }
SWIFT
# The app's own TextEditor (2019, before SwiftUI's): it shadows SwiftUI's in the app's module.
printf 'import SwiftUI\nstruct TextEditor: View {\n    let original: String\n    var body: some View { Text("editor " + original) }\n}\n' > "$a/Apod/Views/Components/TextEditor.swift"
printf 'this is not Swift {\n' > "$a/Apod/A/Helper.swift"
printf 'this is not Swift either {\n' > "$a/Apod/B/Helper.swift"
cat > "$a/Apod.xcodeproj/project.pbxproj" <<'PBX'
// !$*UTF8*$!
{ archiveVersion = 1; objectVersion = 56; rootObject = R;
  objects = {
    R = { isa = PBXProject; mainGroup = G; targets = (T); };
    G = { isa = PBXGroup; children = (A); sourceTree = "<group>"; };
    A = { isa = PBXGroup; children = (F1, F2, F3); path = Apod; sourceTree = "<group>"; };
    F1 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Views/SettingView.swift; sourceTree = "<group>"; };
    F2 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = TextEditor.swift; path = "../../../../../../../../System/Volumes/Data/Users/someone/Apod/Apod/Views/Components/TextEditor.swift"; sourceTree = "<group>"; };
    F3 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Helper.swift; path = "/Users/someone/Apod/Helper.swift"; sourceTree = "<absolute>"; };
    B1 = { isa = PBXBuildFile; fileRef = F1; };
    B2 = { isa = PBXBuildFile; fileRef = F2; };
    B3 = { isa = PBXBuildFile; fileRef = F3; };
    P = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
    T = { isa = PBXNativeTarget; name = Apod; productType = "com.apple.product-type.application"; buildPhases = (P); };
  };
}
PBX
out="$(cd "$a/Apod/Views" && "$ACCORD" dump SettingView.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -qF 'text "editor Dark mode"' <<<"$out" \
  && ok "a source named outside the checkout is taken from the checkout's only file of that name" || { bad "file outside the checkout (exit $rc)"; echo "$out" | head; }
expect "that is said" "^accord: TextEditor.swift is in the project by a path outside the checkout \(/System/Volumes/Data/Users/someone/Apod/Apod/Views/Components/TextEditor.swift\), which is not on this machine; taken from .*/Apod/Views/Components/TextEditor.swift" "$out"
expect "a name the checkout has twice is left out, saying so" "^accord: Helper.swift is in the project by a path outside the checkout \(/Users/someone/Apod/Helper.swift\), which is not on this machine: it is left out" "$out"
rm -rf "$tmp"
exit $fail
