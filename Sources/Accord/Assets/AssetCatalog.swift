import Foundation
import AccordLayout

/// One `*.xcassets` folder, read from its `Contents.json` files (Apple's "Asset Catalog Format
/// Reference"): colour sets, image sets, symbol sets, and the groups around them — a group
/// whose `properties` say `"provides-namespace": true` prefixes its assets' names with
/// `Group/`, as Xcode does.
package struct AssetCatalog: Sendable {
    package enum Kind: String, Sendable { case color, image, symbol }

    /// One named asset, in catalog order.
    package struct Entry: Sendable, Hashable {
        /// The name code uses: `Colors/BrandGreen` inside a namespace folder `Colors`.
        package var name: String
        /// The namespace folders, outermost first (`["Colors"]`).
        package var namespace: [String]
        /// The last part of the name (`BrandGreen`).
        package var baseName: String
        package var kind: Kind
        /// The `.colorset` / `.imageset` / `.symbolset` folder.
        package var folder: URL
    }

    package let url: URL
    package private(set) var entries: [Entry] = []
    /// Problems met while reading (unreadable JSON…); the catalog is used as far as it reads.
    package private(set) var problems: [String] = []

    /// Reads the catalog at `url` (a `*.xcassets` folder). Never throws: a folder that is not a
    /// catalog yields no entries and a problem.
    package init(contentsOf url: URL) {
        self.url = url
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else {
            problems.append("\(url.path) is not a folder")
            return
        }
        walk(url, namespace: [], depth: 0)
    }

    private mutating func walk(_ dir: URL, namespace: [String], depth: Int) {
        guard depth < 32 else { return }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
        for child in names.map({ dir.appendingPathComponent($0) }) {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDir), isDir.boolValue else { continue }
            let ext = child.pathExtension.lowercased()
            let base = child.deletingPathExtension().lastPathComponent
            let kind: Kind?
            switch ext {
            case "colorset": kind = .color
            case "imageset": kind = .image
            case "symbolset": kind = .symbol
            case "": kind = nil
            default: continue // app icons, data sets, AR resources…: not views' assets
            }
            if let kind {
                let name = (namespace + [base]).joined(separator: "/")
                entries.append(Entry(name: name, namespace: namespace, baseName: base, kind: kind, folder: child))
            } else {
                // A group: a namespace when its Contents.json says so.
                let props = AssetCatalog.readJSON(child.appendingPathComponent("Contents.json"))?["properties"] as? [String: Any]
                let provides = props?["provides-namespace"] as? Bool ?? false
                walk(child, namespace: provides ? namespace + [base] : namespace, depth: depth + 1)
            }
        }
    }

    /// The entry of a kind with exactly this name.
    package func entry(_ name: String, kind: Kind) -> Entry? {
        entries.first { $0.kind == kind && $0.name == name }
    }

    /// A `Contents.json` as a dictionary (JSONSerialization keeps strings and numbers apart,
    /// which the colour components need), or nil.
    static func readJSON(_ url: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let object = try? JSONSerialization.jsonObject(with: data) else { return nil }
        return object as? [String: Any]
    }
}

// MARK: - Appearances and idioms

extension AssetCatalog {
    /// Whether a variant's `appearances` match a colour scheme: no luminosity entry is "any"
    /// (used for light, and for dark when there is no dark variant); a `contrast: high` variant
    /// is for Increase Contrast, which a preview does not have.
    static func appearanceRank(_ variant: [String: Any], _ scheme: ColorScheme) -> Int? {
        let appearances = variant["appearances"] as? [[String: Any]] ?? []
        var luminosity: String?
        for a in appearances {
            let kind = a["appearance"] as? String, value = a["value"] as? String
            if kind == "contrast", value == "high" { return nil }
            if kind == "luminosity" { luminosity = value }
        }
        switch (luminosity, scheme) {
        case (nil, _), ("any", _): return 1
        case ("light", .light), ("dark", .dark): return 2
        default: return nil
        }
    }

    /// How well a variant's idiom suits an iPhone preview (higher is better; nil: not for it).
    static func idiomRank(_ variant: [String: Any]) -> Int? {
        switch (variant["idiom"] as? String) ?? "universal" {
        case "iphone": return 2
        case "universal": return 1
        default: return nil
        }
    }
}
