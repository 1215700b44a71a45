#!/usr/bin/env bash
# The target's resources as the preview's app bundle (issue 11, blockers6 L2 and T5;
# Sources/accord/PreviewResources.swift). Fixtures, written for these tests:
#   Localization/ an Xcode app (Greeter.xcodeproj, a synchronised folder) whose strings live as
#                 WordOfTheDay keeps them (corpus6 file 36): Resources/Localizable.strings bare,
#                 en.lproj/Extra.strings, de.lproj/Localizable.strings (a translation: not shown),
#                 Catalog.xcstrings (a string catalog with a plural), Resources/fruit.json;
#                 MARKETING_VERSION = 2.3, PRODUCT_BUNDLE_IDENTIFIER in its build settings.
#   Resources/Pantry/ a package whose target Store declares `resources: [.process("Model.xcdatamodeld"),
#                 .process("Data")]` and reads them through Bundle.module, as gonzoooooo/Todo's
#                 CoreDataModels does (corpus6 file 30).
# Expected texts come from the fixtures' own tables and Apple's rules: a key no table has is shown
# as itself; an interpolated Int is `%lld` in the key, a String `%@` (LocalizedStringKey's
# StringInterpolation); the development language's (bare/en) table wins over de.lproj; an
# .xcstrings key without a value is its key; Xcode's generated Info.plist takes
# CFBundleShortVersionString from MARKETING_VERSION. Processed resources sit at the top of
# the module's bundle (SwiftPM's .process), a model as <Name>.momd.
#   bash Tests/project/resources.sh path/to/accord
set -u
. "$(dirname "$0")/common.sh" "$1"
cp -r "$here/Localization" "$here/Resources/Pantry" "$tmp/"
before="$(cd "$tmp" && find . | sort)"

# 1. Localization: every way the app names a string shows the table's value.
out="$(cd "$tmp/Localization/Greeter/Views" && "$ACCORD" dump SettingsView.swift 2>&1)"; rc=$?
[ $rc = 0 ] && ok "the localized settings screen renders" || { bad "the localized settings screen renders (exit $rc)"; echo "$out" | head -20; }
has() { grep -qF "text \"$2\"" <<<"$out" && ok "$1" || { bad "$1: no text \"$2\""; grep 'text "' <<<"$out" | head -20 | sed 's/^/     /'; }; }
has "Text(LocalizedStringKey(\"settings.title\")) is the bare Localizable.strings' value, not de.lproj's" "Settings"
has "Text(\"settings.feedback\") is looked up" "Leave a rating or comment"
has "Text(\"app.version.\\(version)\") is the key app.version.%@ with Info.plist's CFBundleShortVersionString (MARKETING_VERSION)" "Version 2.3"
has "an interpolated String is %@ in the key" "Hello, Ada!"
has "String(localized:) is looked up" "Close"
has "NSLocalizedString is looked up" "Saved with NSLocalizedString"
has "Text(_:tableName:) reads en.lproj/Extra.strings" "From the Extra table"
has "an .xcstrings catalog's English value" "Welcome from the catalog"
has "an interpolated Int is %lld in the key; a plural's other form" "3 apples in the basket"
has "a catalog key without a value is its key" "catalog.untranslated"
has "a key no table has is shown as itself" "no.such.key"
has "Bundle.main.url(forResource:withExtension:) finds a resource file of the target" "Quince"
has "Bundle.main.bundleIdentifier is PRODUCT_BUNDLE_IDENTIFIER" "org.example.greeter"
grep -q 'text "Settings" .* system 34.0' <<<"$out" && ok ".navigationTitle(\"settings.title\") is looked up" || bad ".navigationTitle(\"settings.title\") is looked up"
! grep -q "Einstellungen" <<<"$out" && ok "the German table is not shown" || bad "the German table is not shown"

# 1b. A table only in other languages (Apple, Technical Q&A QA1828: "If none of the user's preferred
# languages are supported by your app, iOS chooses the language matching your app's development
# region"): with the bare (development-language) table gone and developmentRegion = en, the German
# table is not read and the key is shown, as an English iPhone shows it; with developmentRegion = de
# the German table is the development region's, and read.
cp -r "$here/Localization" "$tmp/Region"
rm "$tmp/Region/Greeter/Resources/Localizable.strings"
out="$(cd "$tmp/Region/Greeter/Views" && "$ACCORD" dump SettingsView.swift 2>&1)"
has "a table only in German is not read on an English device (development region en): its key is shown" "settings.title"
! grep -q "Einstellungen" <<<"$out" && ok "no German text" || bad "no German text"
sed -i 's/developmentRegion = en;/developmentRegion = de;/' "$tmp/Region/Greeter.xcodeproj/project.pbxproj"
out="$(cd "$tmp/Region/Greeter/Views" && "$ACCORD" dump SettingsView.swift 2>&1)"
has "with developmentRegion = de the German table is the development region's" "Einstellungen"
rm -rf "$tmp/Region"
# A package's development region is its `defaultLocalization:` (SwiftPM): a table only in Spanish is
# read when the package says "es", and not when it says "en".
lg="$(mktemp -d)"; mkdir -p "$lg/Lingo/Sources/Lingo/Resources/es.lproj"
cat > "$lg/Lingo/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Lingo", defaultLocalization: "es", platforms: [.iOS(.v17)],
                      targets: [.target(name: "Lingo", resources: [.process("Resources")])])
SWIFT
printf '"greeting" = "Hola";\n' > "$lg/Lingo/Sources/Lingo/Resources/es.lproj/Localizable.strings"
cat > "$lg/Lingo/Sources/Lingo/Greeting.swift" <<'SWIFT'
import SwiftUI
struct Greeting: View {
    var body: some View { Text("greeting", bundle: .module) }
}
#Preview { Greeting() }
SWIFT
out="$(cd "$lg/Lingo/Sources/Lingo" && "$ACCORD" dump Greeting.swift 2>&1)"
has "a package whose defaultLocalization is es reads its Spanish table" "Hola"
sed -i 's/defaultLocalization: "es"/defaultLocalization: "en"/' "$lg/Lingo/Package.swift"
out="$(cd "$lg/Lingo/Sources/Lingo" && "$ACCORD" dump Greeting.swift 2>&1)"
has "with defaultLocalization en the Spanish-only table is not read: the key is shown" "greeting"
rm -rf "$lg"

# 2. A package module's processed resources through Bundle.module (T5).
out="$(cd "$tmp/Pantry/Sources/Screens" && "$ACCORD" dump ShelfView.swift 2>&1)"; rc=$?
[ $rc = 0 ] && ok "Bundle.module.url(forResource: \"Model\", withExtension: \"momd\")! finds the module's compiled model" \
  || { bad "a package module's model through Bundle.module (exit $rc)"; echo "$out" | head -20; }
has "a processed JSON file of the module is at the top of its bundle" "Marmalade"
has "String(localized:bundle: .module) reads the module's en.lproj table" "Pantry shelf"

# 2b. SwiftPM's resource rules (its documentation, "Bundling resources with a Swift package"):
# `.copy("Templates")` puts the folder itself in the bundle, so its files are found with
# `subdirectory: "Templates"` and not at the top; `.process("Docs")` flattens the folder's files
# to the top, whatever their type (a Markdown file too: BetterBlueKit's Troubleshooting.md,
# corpus7 file 41, blockers7 L6).
kdir="$(mktemp -d)"; k="$kdir/Kit"; mkdir -p "$k/Sources/Kit/Templates/inner" "$k/Sources/Kit/Docs/Guide"
cat > "$k/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Kit", targets: [
    .target(name: "Kit", resources: [.copy("Templates"), .process("Docs")]),
])
SWIFT
echo '<p>page</p>' > "$k/Sources/Kit/Templates/page.html"; echo 'x' > "$k/Sources/Kit/Templates/inner/deep.txt"
printf '# Help\n' > "$k/Sources/Kit/Docs/Guide/Troubleshooting.md"
cat > "$k/Sources/Kit/Found.swift" <<'SWIFT'
import SwiftUI
struct Found: View {
    func found(_ name: String, _ ext: String, _ sub: String? = nil) -> String {
        Bundle.module.url(forResource: name, withExtension: ext, subdirectory: sub) != nil ? "found" : "nil"
    }
    var body: some View {
        VStack {
            Text("copy " + found("page", "html", "Templates"))
            Text("copy-deep " + found("deep", "txt", "Templates/inner"))
            Text("copy-flat " + found("page", "html"))
            Text("process " + found("Troubleshooting", "md"))
        }
    }
}
#Preview { Found() }
SWIFT
kbefore="$(cd "$k" && find . | sort)"
out="$(cd "$k/Sources/Kit" && "$ACCORD" dump Found.swift 2>&1)"; rc=$?
[ $rc = 0 ] || { bad "the resource rules' package renders (exit $rc)"; echo "$out" | head; }
has ".copy(\"Templates\") keeps the folder: subdirectory: \"Templates\" finds its file" "copy found"
has ".copy keeps the folder's own subfolders" "copy-deep found"
has ".copy does not flatten: the file is not at the bundle's top" "copy-flat nil"
has ".process(\"Docs\") flattens a nested Markdown file to the top" "process found"
[ "$kbefore" = "$(cd "$k" && find . | sort)" ] && ok "nothing is written into the package" || bad "files written into the package"
rm -rf "$kdir"

# 3. Nothing is written into the project; a changed table is read again.
[ "$before" = "$(cd "$tmp" && find . | sort)" ] && ok "nothing is written into the fixtures' folders" || { bad "files written into the fixtures"; diff <(echo "$before") <(cd "$tmp" && find . | sort) | head; }
sed -i 's/"settings.feedback" = "Leave a rating or comment";/"settings.feedback" = "Rate the app";/' "$tmp/Localization/Greeter/Resources/Localizable.strings"
out="$(cd "$tmp/Localization/Greeter/Views" && "$ACCORD" dump SettingsView.swift 2>&1)"
has "an edited Localizable.strings is read again" "Rate the app"
# A table that is not a property list is left out (the key shows), never an error.
echo 'this is "not = a strings file' > "$tmp/Localization/Greeter/Resources/Localizable.strings"
out="$(cd "$tmp/Localization/Greeter/Views" && "$ACCORD" dump SettingsView.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -qF 'text "settings.feedback"' <<<"$out" && ok "an unreadable table is left out: its keys show" || { bad "an unreadable table (exit $rc)"; echo "$out" | head; }

# 4. A name declared only in a file of the project's folder that is in no target (corpus6 N3:
# Telemetry Viewer's String+CamelCase.swift): Xcode fails the same way; the message says where it is.
mkdir -p "$tmp/Localization/Shared"
printf 'extension String {\n    var camelCaseToWords: String { self }\n}\n' > "$tmp/Localization/Shared/String+CamelCase.swift"
printf 'import SwiftUI\nstruct KeyValueView: View {\n    var body: some View { Text("appVersion".camelCaseToWords) }\n}\n#Preview { KeyValueView() }\n' > "$tmp/Localization/Greeter/Views/KeyValueView.swift"
out="$(cd "$tmp/Localization/Greeter/Views" && "$ACCORD" dump KeyValueView.swift 2>&1)"; rc=$?
[ $rc = 1 ] && grep -qF "camelCaseToWords\` is declared in Shared/String+CamelCase.swift, which is in no target of the Xcode project" <<<"$out" \
  && ok "a name declared in a file of no target is named with that file" || { bad "a file in no target (exit $rc)"; echo "$out" | head; }
# 5. The app's accent colour (blockers8 L1): the colour set the target's build setting
#    ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME names (Xcode's templates: "AccentColor") is the
#    app's accent — Color.accentColor and a button's label (Apple, "Specifying your app's color
#    scheme": "the accent color ... applies to ... buttons"; build settings reference, "Global
#    Accent Color Name"). Without the setting, or with the template's empty colour set, it is the
#    system blue #007AFF (dark #0A84FF). The app's colour set is red, dark green; a widget's
#    catalog beside the app holds an AccentColor in pure blue that must not be taken.
accent() {  # folder, build setting line, AccentColor's "colors" array
  local d="$1"; mkdir -p "$d/Tint.xcodeproj" "$d/App/Assets.xcassets/AccentColor.colorset" "$d/Widget/Assets.xcassets/AccentColor.colorset"
  echo '{"info":{"version":1,"author":"xcode"}}' | tee "$d/App/Assets.xcassets/Contents.json" > "$d/Widget/Assets.xcassets/Contents.json"
  printf '{"colors":%s,"info":{"version":1,"author":"xcode"}}\n' "$3" > "$d/App/Assets.xcassets/AccentColor.colorset/Contents.json"
  printf '{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"1","alpha":"1"}}}],"info":{"version":1,"author":"xcode"}}\n' > "$d/Widget/Assets.xcassets/AccentColor.colorset/Contents.json"
  cat > "$d/App/Tinted.swift" <<'SWIFT'
import SwiftUI
struct Tinted: View {
    var body: some View {
        VStack {
            Color.accentColor.frame(width: 10, height: 10)
            Button("Tap") {}
        }
    }
}
#Preview { Tinted() }
SWIFT
  cat > "$d/Tint.xcodeproj/project.pbxproj" <<PBX
// !\$*UTF8*\$!
{
	archiveVersion = 1;
	objectVersion = 56;
	objects = {
		F1 = {isa = PBXFileReference; path = Tinted.swift; sourceTree = "<group>"; };
		B1 = {isa = PBXBuildFile; fileRef = F1; };
		G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
		G1 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
		S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
		C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Debug; };
		C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = Tint; $2 }; };
		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Debug; };
		T1 = {isa = PBXNativeTarget; name = Tint; productType = "com.apple.product-type.application"; buildPhases = (S1); buildConfigurationList = L2; };
		P1 = {isa = PBXProject; mainGroup = G0; targets = (T1); buildConfigurationList = L1; };
	};
	rootObject = P1;
}
PBX
}
red='[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}},{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.000","green":"1.000","blue":"0.000","alpha":"1.000"}}}]'
accent "$tmp/tint" "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;" "$red"
out="$(cd "$tmp/tint/App" && "$ACCORD" dump Tinted.swift 2>&1)"
expect "the target's AccentColor is Color.accentColor (red)" "fill rect\(.* 10\.0 10\.0\) #ff0000" "$out"
expect "and a button's label is drawn in it" "text .*\"Tap\".* #ff0000" "$out"
refuse "the widget's AccentColor (blue) is not the app's" "#0000ff" "$out"
out="$(cd "$tmp/tint/App" && "$ACCORD" dump Tinted.swift --dark 2>&1)"
expect "in dark mode the colour set's dark appearance (green)" "fill rect\(.* 10\.0 10\.0\) #00ff00" "$out"
accent "$tmp/unset" "" "$red"
out="$(cd "$tmp/unset/App" && "$ACCORD" dump Tinted.swift 2>&1)"
expect "without the build setting the accent is the system blue" "fill rect\(.* 10\.0 10\.0\) #007aff" "$out"
accent "$tmp/empty" "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;" '[{"idiom":"universal"}]'
out="$(cd "$tmp/empty/App" && "$ACCORD" dump Tinted.swift 2>&1)"
expect "the template's empty AccentColor is the system blue" "fill rect\(.* 10\.0 10\.0\) #007aff" "$out"

rm -rf "$tmp"
exit $fail
