import Accord
import Foundation

/// Which asset symbols Xcode generates for a target, from its build settings (issue 11):
///
/// - `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS` ("Generate Asset Symbols", default YES since
///   Xcode 15): the `ColorResource`/`ImageResource` members (`Color(.brand)`, `Image(.avatar)`).
/// - `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS` ("Generate Swift Asset
///   Symbol Extensions"): the `Color.brand`, `ShapeStyle`, `UIColor.brand`, `UIImage.avatar`
///   extensions. Its default is NO; the project templates of Xcode 15 and later write YES into
///   the new project's `project.pbxproj`, so a project created earlier (or one that turned it
///   off) has none of these extensions — and often declares the same names itself
///   (`extension Color { static var link … }`).
///
/// Sources: Apple's build settings reference
/// (https://developer.apple.com/documentation/xcode/build-settings-reference, "Generate Swift
/// Asset Symbol Extensions"); Xcode 15 release notes (asset symbols); an Xcode 15.3 project
/// created with Xcode 14 shows "Generate Asset Symbols: YES, Generate Swift Asset Symbol
/// Extensions: NO" (blog.csdn.net/xjh093/article/details/144057478). Docs/SwiftUIBehaviour.md.
///
/// Without an Xcode project (a Swift package, a lone file, `--sources`) there is no setting:
/// the extensions are generated for a lone file or folder (more of such code compiles; a
/// name the code declares itself is left out, below) and not for a package's catalogs (Xcode
/// generates none for packages).
struct AssetSymbolSettings {
    /// Generate the resource members at all.
    var resources = true
    /// Generate the `Color`/`ShapeStyle`/`UIColor`/`UIImage` extensions.
    var extensions = true
    /// Members the app declares itself in extensions of those types (`Color.link`): the
    /// generated member of that name is left out (the app's own declaration is kept).
    var appDeclared: Set<String> = []

    static let extensionTypes: Set<String> = ["Color", "ShapeStyle", "UIColor", "UIImage", "Image"]

    /// The settings for `project` (nil: the file alone) whose other files are `files`.
    static func forProject(_ project: Project?, primaryText: String) -> AssetSymbolSettings {
        var s = AssetSymbolSettings()
        if let settings = project?.xcodeSettings {
            s.resources = !isNo(settings["ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS"])
            s.extensions = isYes(settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"])
        }
        guard s.extensions else { return s }
        let entries = [SourceIndex.scan(primaryText)] + (project?.files ?? []).prefix(4000).compactMap { SourceIndex.entry(for: $0) }
        for e in entries {
            for m in e.extensionMembers {
                let parts = m.split(separator: ".", maxSplits: 1)
                guard parts.count == 2, extensionTypes.contains(String(parts[0])) else { continue }
                // (`Color.x` and `ShapeStyle.x` are one name for the generated `Color` members.)
                let type = parts[0] == "ShapeStyle" ? "Color" : String(parts[0])
                s.appDeclared.insert(type + "." + parts[1])
            }
        }
        return s
    }

    static func isYes(_ v: String?) -> Bool { ["YES", "TRUE", "1"].contains((v ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\" ")).uppercased()) }
    static func isNo(_ v: String?) -> Bool { ["NO", "FALSE", "0"].contains((v ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\" ")).uppercased()) }
}

extension AssetSymbols {
    /// The identifiers of `units`' code (a file on disk from the source index, by its path and
    /// stamp; generated code scanned): which asset symbols the compile can use.
    static func identifiers(of units: [PreviewCompiler.Unit]) -> Set<String> {
        var out = Set<String>()
        for u in units {
            // (The index entry only when it is of this very text.)
            let entry = FileManager.default.fileExists(atPath: u.url.path) ? SourceIndex.entry(for: u.url) : nil
            out.formUnion((entry.flatMap { $0.hash == PreviewCompiler.fnv1a(u.userText) ? $0 : nil } ?? SourceIndex.scan(u.userText)).words)
        }
        return out
    }
}

/// The app's accent colour (issue 11, blockers8 L1): Xcode compiles the colour set the target's
/// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` names ("AccentColor" in every app template)
/// into the app's Info, and it becomes the default tint of the whole app — `Color.accentColor`,
/// buttons, links, toolbar items, list selection (Apple: "Specifying your app's color scheme",
/// developer.apple.com/documentation/xcode/specifying-your-apps-color-scheme; build settings
/// reference, "Global Accent Color Name"). Without the setting the accent is the system blue,
/// even when a catalog has a colour set of that name; an empty colour set (the template's) is
/// the system blue too.
///
/// The preview program reads the colour set named in `ACCORD_ACCENT_COLOR`
/// (`AssetCatalogs.appAccentColor`). Of the project's catalogs holding that colour set, the
/// target's is taken as the one nearest the previewed file (an app and its widgets each have
/// an AccentColor: Organizer's five).
enum AppAccentColor {
    /// The `.colorset` folder of `project`'s accent colour for `file` among `catalogs`, or nil.
    static func colorSet(project: Project?, file: URL, catalogs: [String]) -> URL? {
        guard let settings = project?.xcodeSettings,
              let name = settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"]?.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")),
              !name.isEmpty, !name.contains("$") else { return nil }
        let filePath = file.standardizedFileURL.path
        func shared(_ path: String) -> Int {
            zip(filePath.split(separator: "/"), path.split(separator: "/")).prefix { $0 == $1 }.count
        }
        let holding = catalogs.compactMap { path -> (folder: URL, near: Int)? in
            guard let entry = AssetCatalog(contentsOf: URL(fileURLWithPath: path)).entry(name, kind: .color) else { return nil }
            return (entry.folder, shared(URL(fileURLWithPath: path).standardizedFileURL.path))
        }
        // (Nearest first; among equals, the first catalog found.)
        return holding.enumerated().max { a, b in a.element.near != b.element.near ? a.element.near < b.element.near : a.offset > b.offset }?.element.folder
    }

    /// Sets (or clears) `ACCORD_ACCENT_COLOR` for the preview program this process runs.
    static func prepare(project: Project?, file: URL, catalogs: [String]) {
        if let folder = colorSet(project: project, file: file, catalogs: catalogs) {
            setenv(AssetCatalogs.accentColorVariable, folder.path, 1)
        } else {
            unsetenv(AssetCatalogs.accentColorVariable)
        }
    }
}
