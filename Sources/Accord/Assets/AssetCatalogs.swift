import Foundation
import AccordLayout

/// The asset catalogs `Color("name")`, `Image("name")`, `UIImage(named:)` and the resource
/// types look names up in, in this order:
/// 1. the folders listed in the environment variable `ACCORD_ASSET_CATALOGS` (paths separated
///    by `:`; the `accord` tool sets it to the project's `*.xcassets`);
/// 2. `*.xcassets` folders in the main bundle's resource folder (on Linux, beside the
///    executable) — how a program using the library finds its catalogs without setting anything;
/// 3. for a lookup that names a `bundle:`, that bundle's resource folder's `*.xcassets`.
/// Catalogs are read once, on first use.
package enum AssetCatalogs {
    package static let environmentVariable = "ACCORD_ASSET_CATALOGS"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cached: [AssetCatalog]?
    nonisolated(unsafe) private static var override: [URL]?
    nonisolated(unsafe) private static var warned: [String] = []
    nonisolated(unsafe) private static var bundleCatalogs: [String: [AssetCatalog]] = [:]

    /// The catalogs in use.
    package static var catalogs: [AssetCatalog] {
        lock.lock(); defer { lock.unlock() }
        if let cached { return cached }
        let urls = override ?? defaultURLs()
        let loaded = urls.map { AssetCatalog(contentsOf: $0) }
        cached = loaded
        return loaded
    }

    /// Uses exactly these catalogs from now on (nil: back to the environment variable and the
    /// main bundle). For tests and embedders.
    package static func use(_ urls: [URL]?) {
        lock.lock(); override = urls; cached = nil; bundleCatalogs = [:]; lock.unlock()
    }

    /// The environment variable's folders, then the main bundle's catalogs.
    package static func defaultURLs() -> [URL] {
        var urls: [URL] = []
        if let list = ProcessInfo.processInfo.environment[environmentVariable] {
            urls += list.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        if let resources = Bundle.main.resourcePath { urls += catalogs(in: resources) }
        var seen = Set<String>()
        return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    static func catalogs(in folder: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcassets") }.sorted().map { URL(fileURLWithPath: folder).appendingPathComponent($0) }
    }

    /// The catalogs to search for a lookup naming `bundle` (nil or the main bundle: all).
    static func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
        var result = catalogs
        if let bundle, bundle != Bundle.main, let resources = bundle.resourcePath {
            lock.lock()
            if bundleCatalogs[resources] == nil {
                bundleCatalogs[resources] = catalogs(in: resources).map { AssetCatalog(contentsOf: $0) }
            }
            result += bundleCatalogs[resources] ?? []
            lock.unlock()
        }
        return result
    }

    /// Names in code match a catalog's names exactly; failing that, ignoring case (Xcode's
    /// catalogs usually live on a case-insensitive disk, where such a name works).
    static func find<T>(_ name: String, in catalogs: [AssetCatalog], kind: AssetCatalog.Kind,
                        _ read: (AssetCatalog, String) -> T?) -> T? {
        for c in catalogs { if c.entry(name, kind: kind) != nil, let v = read(c, name) { return v } }
        let lower = name.lowercased()
        for c in catalogs {
            if let e = c.entries.first(where: { $0.kind == kind && $0.name.lowercased() == lower }), let v = read(c, e.name) { return v }
        }
        return nil
    }

    /// The colour set `name`, or nil.
    package static func color(_ name: String, bundle: Bundle? = nil) -> AssetColor? {
        let all = catalogs(for: bundle)
        let found = find(name, in: all, kind: .color) { $0.color($1) }
        if let notes = found?.notes, !notes.isEmpty { warnOnce("Color(\"\(name)\"): " + notes.joined(separator: "; ")) }
        return found
    }

    /// The variable naming the colour set (a `.colorset` folder) that is the app's accent
    /// colour: the `accord` tool sets it from the Xcode target's
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` and the target's catalog.
    package static let accentColorVariable = "ACCORD_ACCENT_COLOR"

    /// The app's accent colour from `environment`'s `ACCORD_ACCENT_COLOR` (nil: none set, or a
    /// colour set with no colour for an iPhone — Xcode's template leaves AccentColor empty, and
    /// the accent is then the system blue).
    package static func appAccentColor(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> AssetColor? {
        guard let folder = environment[accentColorVariable], !folder.isEmpty else { return nil }
        let found = AssetCatalog.readColorSet(URL(fileURLWithPath: folder))
        if let notes = found?.notes, !notes.isEmpty { warnOnce("the accent colour (\(URL(fileURLWithPath: folder).lastPathComponent)): " + notes.joined(separator: "; ")) }
        return found
    }

    /// The image (or symbol) set `name` for a render, nil when no catalog has it.
    package static func image(_ name: String, scale: CGFloat, scheme: ColorScheme, bundle: Bundle? = nil) -> Result<AssetImage, AssetProblem>? {
        find(name, in: catalogs(for: bundle), kind: .image) { $0.image($1, scale: scale, scheme: scheme) }
            ?? find(name, in: catalogs(for: bundle), kind: .symbol) { $0.image($1, scale: scale, scheme: scheme) }
    }

    /// Where names were looked up, for messages.
    package static var searchedDescription: String {
        let paths = catalogs.map(\.url.path)
        return paths.isEmpty ? "no asset catalog is loaded (set \(environmentVariable), or run through `accord` inside the project)"
            : "searched " + paths.joined(separator: ", ")
    }

    /// Writes `warning: message` to standard error the first time it is raised (SwiftUI logs a
    /// missing asset to the console the same way), and keeps it for `warnings`.
    package static func warnOnce(_ message: String) {
        lock.lock()
        let isNew = !warned.contains(message)
        if isNew { warned.append(message) }
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    }

    /// Every warning raised so far (for tests).
    package static var warnings: [String] {
        lock.lock(); defer { lock.unlock() }
        return warned
    }
}
