import SwiftUI

/// A settings screen as WordOfTheDay's (corpus6 file 36) spells its strings: keys looked up in
/// the target's Localizable.strings, a key kept in a `LocalizedStringKey`, the version from
/// Info.plist, `String(localized:)`, `NSLocalizedString`, a string catalog and a resource file.
struct SettingsView: View {
    let title = LocalizedStringKey("settings.title")
    var version: String? { Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String }
    var fruit: String {
        guard let url = Bundle.main.url(forResource: "fruit", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { return "no fruit" }
        return object["name"] ?? "no name"
    }
    var body: some View {
        NavigationStack {
            List {
                Text(title).accessibilityIdentifier("title")
                Text("settings.feedback")
                version.map { Text("app.version.\($0)") }
                Text("greeting \("Ada")")
                Text(String(localized: "settings.close"))
                Text(NSLocalizedString("legacy.note", comment: "a note"))
                Text("extra.title", tableName: "Extra")
                Text("catalog.welcome", tableName: "Catalog")
                Text("\(3) apples", tableName: "Catalog")
                Text("catalog.untranslated", tableName: "Catalog")
                Text("no.such.key")
                Text(fruit)
                Text(Bundle.main.bundleIdentifier ?? "no identifier")
            }
            .navigationTitle("settings.title")
        }
    }
}

#Preview { SettingsView() }
