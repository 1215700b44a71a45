import Accord
import Foundation

/// The project's asset catalogs, for the compile step: where they are, and the Swift symbols
/// Xcode generates for them (`GeneratedAssetSymbols.swift`: `ColorResource.brandGreen`,
/// `Color.brandGreen`, `ShapeStyle.brandGreen`, `UIColor.brandGreen`, `ImageResource.avatar`,
/// `UIImage.avatar`), so that files using them compile.
///
/// What Xcode generates, read from real generated files (Xcode 15/16):
/// - colour sets get `ColorResource`, `Color`, `ShapeStyle where Self == Color` and `UIColor`
///   members; image sets get `ImageResource` and `UIImage` members (no `Image.avatar`:
///   SwiftUI code writes `Image(.avatar)`); symbol sets get an `ImageResource` member only;
/// - a local package's catalogs get the resource members only (Xcode generates no `Color`/
///   `UIColor` extensions for packages);
/// - a namespace folder becomes a nested `enum` (`ColorResource.Palette.ink`); the
///   `ShapeStyle` extension cannot nest one and leaves those out;
/// - a member that would clash with one the type already has (`Color.secondary` from
///   "SecondaryColor") is left out of that type, with a warning; the resource member stays.
enum AssetSymbols {
    /// What the compile step needs: the catalogs (for `ACCORD_ASSET_CATALOGS`) and the
    /// generated source (nil when there is no catalog).
    struct Prepared {
        var catalogs: [String]
        var source: String?
        var warnings: [String]
        /// The name the generated file goes by in messages (it is not written there).
        var sourceURL: URL
    }

    /// Finds the catalogs of `file`'s project (every `*.xcassets` under `projectRoot` when the
    /// project discovery found one, else `catalogs(near:)`), generates their symbols, and sets
    /// `ACCORD_ASSET_CATALOGS` for the preview program this process runs (catalogs already in
    /// that variable are kept first).
    static func prepare(for file: URL, projectRoot: URL? = nil, packageFolders: [URL] = [], packageTarget: Bool = false,
                        settings: AssetSymbolSettings = AssetSymbolSettings(), used: Set<String>? = nil) -> Prepared {
        let env = ProcessInfo.processInfo.environment[AssetCatalogs.environmentVariable] ?? ""
        var paths = env.split(separator: ":").map(String.init)
        let found = projectRoot.map { search($0) } ?? []
        for url in found.isEmpty ? catalogs(near: file) : found where !paths.contains(url.path) { paths.append(url.path) }
        // The catalogs of local packages compiled with the target resolve `Color("name", bundle:
        // .module)` too. For a package Xcode generates only the `ColorResource`/`ImageResource`
        // members (no `Color.x`/`UIColor.x` extensions: packages declare their own, which
        // generated ones would clash with once everything is one module).
        // (Nor when the Xcode target does not turn the extensions on: Project+AssetSymbols.swift.)
        let symbolCatalogs = packageTarget || !settings.extensions ? 0 : paths.count
        for url in packageFolders.prefix(20).flatMap({ search($0, maxDepth: 3) }) where !paths.contains(url.path) { paths.append(url.path) }
        let sourceURL = (projectRoot ?? file.deletingLastPathComponent()).appendingPathComponent("GeneratedAssetSymbols.swift")
        guard !paths.isEmpty else { return Prepared(catalogs: [], source: nil, warnings: [], sourceURL: sourceURL) }
        setenv(AssetCatalogs.environmentVariable, paths.joined(separator: ":"), 1)
        let loaded = paths.map { AssetCatalog(contentsOf: URL(fileURLWithPath: $0)) }
        guard settings.resources else { return Prepared(catalogs: paths, source: nil, warnings: [], sourceURL: sourceURL) }
        let (source, warnings) = generate(loaded, extensionsFrom: symbolCatalogs, appDeclared: settings.appDeclared, used: used)
        return Prepared(catalogs: paths, source: source, warnings: warnings, sourceURL: sourceURL)
    }

    // MARK: - Finding catalogs

    /// The `*.xcassets` of the project `file` belongs to: from the file's folder up to the
    /// nearest folder that holds a `*.xcodeproj`, a `Package.swift` or a `*.xcassets` (the
    /// project folder), every catalog under it (for a Swift package: under its `Sources`).
    /// Without such a folder, the catalogs in the file's own folder.
    static func catalogs(near file: URL) -> [URL] {
        let fm = FileManager.default
        var dir = file.standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<12 {
            let names = (try? fm.contentsOfDirectory(atPath: dir.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcassets") }) {
                return search(dir)
            }
            if names.contains("Package.swift") {
                let sources = dir.appendingPathComponent("Sources")
                return fm.fileExists(atPath: sources.path) ? search(sources) : search(dir)
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        return search(file.standardizedFileURL.deletingLastPathComponent(), maxDepth: 0)
    }

    /// Catalog folders under `root` (not inside build output, hidden folders or other catalogs).
    static func search(_ root: URL, maxDepth: Int = 8) -> [URL] {
        var found: [URL] = []
        var visited = 0
        func visit(_ dir: URL, _ depth: Int) {
            visited += 1
            guard visited < 20_000 else { return }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
            for n in names where !n.hasPrefix(".") {
                let child = dir.appendingPathComponent(n)
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDir), isDir.boolValue else { continue }
                if n.hasSuffix(".xcassets") { found.append(child); continue }
                if depth < maxDepth, !["DerivedData", "build", "Pods", "Carthage", "node_modules"].contains(n),
                   !n.hasSuffix(".xcodeproj"), !n.hasSuffix(".xcworkspace") {
                    visit(child, depth + 1)
                }
            }
        }
        visit(root, 0)
        return found
    }

    /// Members the types already have (SwiftUI's and UIKit's): Xcode leaves an asset symbol
    /// with one of these names out of that type.
    static let existing: [String: Set<String>] = [
        "Color": ["accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
                  "orange", "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow"],
        "UIColor": ["black", "blue", "brown", "clear", "cyan", "darkGray", "darkText", "gray", "green",
                    "groupTableViewBackground", "label", "lightGray", "lightText", "link", "magenta", "opaqueSeparator",
                    "orange", "placeholderText", "purple", "quaternaryLabel", "quaternarySystemFill", "red",
                    "secondaryLabel", "secondarySystemBackground", "secondarySystemFill",
                    "secondarySystemGroupedBackground", "separator", "systemBackground", "systemBlue", "systemBrown",
                    "systemCyan", "systemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4",
                    "systemGray5", "systemGray6", "systemGreen", "systemGroupedBackground", "systemIndigo",
                    "systemMint", "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal",
                    "systemYellow", "tertiaryLabel", "tertiarySystemBackground", "tertiarySystemFill",
                    "tertiarySystemGroupedBackground", "tintColor", "white", "yellow"],
        "UIImage": ["actions", "add", "checkmark", "remove", "strokedCheckmark"],
    ]

    // MARK: - Generating

    /// A node of the namespace tree: members here, child namespaces by folder name.
    private final class Space {
        var members: [(symbol: String, name: String)] = []
        var children: [(String, Space)] = []
        func child(_ n: String) -> Space {
            if let c = children.first(where: { $0.0 == n }) { return c.1 }
            let s = Space(); children.append((n, s)); return s
        }
    }

    /// The Swift source of the symbols for `catalogs`, and warnings (clashes, duplicates).
    /// The resource members come from every catalog; the `Color`/`ShapeStyle`/`UIColor`/
    /// `UIImage` extensions only from the first `extensionsFrom` (the app's, not its packages').
    /// Members in `appDeclared` (`Color.link`: the app's own extensions declare them) are left
    /// out of the extensions, silently: the app's declaration is the one its code means.
    ///
    /// `used`: the identifiers of the code compiled with the symbols; only assets whose symbol
    /// is one of them are generated (a symbol no code names cannot matter, and a design system's
    /// thousands of icons — SBB's 5,403 image sets — made an 813-KB file of statics that took
    /// longer to compile than the views using a handful of them). Nil: every asset.
    static func generate(_ catalogs: [AssetCatalog], extensionsFrom: Int? = nil, appDeclared: Set<String> = [], used: Set<String>? = nil) -> (String?, [String]) {
        var warnings: [String] = []
        let colors = Space(), images = Space()
        let extensionColors = Space(), extensionImages = Space()
        var taken: [String: String] = [:]
        for (index, catalog) in catalogs.enumerated() {
            // Symbol sets get `ImageResource` members only (`Image(.fountain)`, as Apple's
            // Backyard Birds sample uses them), no extensions.
            for e in catalog.entries {
                let symbol = AssetCatalog.symbolName(e.baseName, kind: e.kind)
                if let used, !used.contains(symbol.replacingOccurrences(of: "`", with: "")) { continue }
                let key = "\(e.kind == .color ? "color" : "image")/" + (e.namespace + [symbol]).joined(separator: ".")
                if let first = taken[key] {
                    if first != e.name { warnings.append("the \(e.kind) assets \"\(first)\" and \"\(e.name)\" both resolve to the symbol \"\(symbol)\"; only the first is generated") }
                    continue
                }
                taken[key] = e.name
                var space = e.kind == .color ? colors : images
                for n in e.namespace { space = space.child(AssetCatalog.typeName(n)) }
                space.members.append((symbol, e.name))
                if index < (extensionsFrom ?? catalogs.count), e.kind != .symbol {
                    var ext = e.kind == .color ? extensionColors : extensionImages
                    for n in e.namespace { ext = ext.child(AssetCatalog.typeName(n)) }
                    ext.members.append((symbol, e.name))
                }
            }
        }
        if colors.members.isEmpty, colors.children.isEmpty, images.members.isEmpty, images.children.isEmpty { return (nil, warnings) }
        var s = """
            // Generated by accord from the project's asset catalogs, as Xcode generates
            // GeneratedAssetSymbols.swift.
            import Foundation
            import SwiftUI

            private let resourceBundle = Foundation.Bundle.main

            """
        func emit(_ type: String, _ space: Space, indent: String, path: [String],
                  _ member: (String, String, String, [String]) -> String?) {
            for (symbol, name) in space.members {
                let bare = symbol.replacingOccurrences(of: "`", with: "")
                if path.isEmpty, existing[type]?.contains(bare) == true {
                    warnings.append("the \"\(name)\" asset resolves to a conflicting \(type) symbol \"\(bare)\"; \(type).\(bare) is \(type)'s own (Xcode leaves it out too: try renaming the asset)")
                    continue
                }
                if path.isEmpty, appDeclared.contains("\(type).\(bare)") { continue }
                if let line = member(symbol, name, indent, path) { s += line }
            }
            for (n, child) in space.children {
                s += "\(indent)enum \(n) {\n"
                emit(type, child, indent: indent + "    ", path: path + [n], member)
                s += "\(indent)}\n"
            }
        }
        func ref(_ path: [String], _ symbol: String) -> String { "." + (path + [symbol]).joined(separator: ".") }
        func section(_ header: String, _ type: String, _ space: Space, nested: Bool = true,
                     _ member: @escaping (String, String, String, [String]) -> String?) {
            s += "\nextension \(header) {\n"
            let flat = Space(); flat.members = space.members
            emit(type, nested ? space : flat, indent: "    ", path: [], member)
            s += "}\n"
        }
        func quoted(_ n: String) -> String {
            "\"" + n.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        section("ColorResource", "ColorResource", colors) { sym, name, ind, _ in
            "\(ind)/// The \(quoted(name)) asset catalog color resource.\n\(ind)static let \(sym) = ColorResource(name: \(quoted(name)), bundle: resourceBundle)\n"
        }
        section("ImageResource", "ImageResource", images) { sym, name, ind, _ in
            "\(ind)/// The \(quoted(name)) asset catalog image resource.\n\(ind)static let \(sym) = ImageResource(name: \(quoted(name)), bundle: resourceBundle)\n"
        }
        section("Color", "Color", extensionColors) { sym, name, ind, path in
            "\(ind)/// The \(quoted(name)) asset catalog color.\n\(ind)static var \(sym): Color { .init(ColorResource\(ref(path, sym))) }\n"
        }
        section("ShapeStyle where Self == Color", "Color", extensionColors, nested: false) { sym, name, ind, path in
            "\(ind)/// The \(quoted(name)) asset catalog color.\n\(ind)static var \(sym): Color { .init(ColorResource\(ref(path, sym))) }\n"
        }
        section("UIColor", "UIColor", extensionColors) { sym, name, ind, path in
            "\(ind)/// The \(quoted(name)) asset catalog color.\n\(ind)static var \(sym): UIColor { .init(resource: ColorResource\(ref(path, sym))) }\n"
        }
        section("UIImage", "UIImage", extensionImages) { sym, name, ind, path in
            "\(ind)/// The \(quoted(name)) asset catalog image.\n\(ind)static var \(sym): UIImage { .init(resource: ImageResource\(ref(path, sym))) }\n"
        }
        var seen = Set<String>()
        return (s, warnings.filter { seen.insert($0).inserted })
    }
}
