import Accord
import Foundation

/// A target of a Tuist project (`Project.swift` manifests written with `ProjectDescription`):
/// Tuist generates the `.xcodeproj` from them, so a checkout often has none.
///
/// The manifests are Swift programs that Tuist compiles and runs; Accord never runs them. They
/// are read conservatively, as text: a target is
/// - a literal `.target(name: "X", …, sources: ["Path/**", …])` (also `Target(…)`,
///   `.init(…)`), whose sources are the folders before the first `*` of its globs, relative to
///   the manifest's folder; or
/// - by Tuist's common layouts, when the manifest builds targets through helpers: a folder
///   `Targets/<X>/Sources`, `Projects/<X>/Sources`, `Modules/<X>/Sources`, `Features/<X>/Sources`
///   or `<X>/Sources` beside a manifest (the target is `X`, its resources `…/<X>/Resources`).
/// Manifests are looked for from the nearest folder above the previewed file holding a
/// `Project.swift` that imports `ProjectDescription`, up to the folder of a `Workspace.swift`
/// (or the repository's root), and in that folder's children up to 3 levels.
struct TuistTarget {
    let name: String
    /// The target's folder (its `Sources`' parent in the common layouts): asset catalogs and
    /// the build folder are found from it.
    let root: URL
    let files: [URL]
    /// The manifest declaring it, for messages.
    let manifest: URL

    /// The module other targets import: the name with characters other than letters, digits
    /// and `_` as `_` (Tuist's product name for `rc-maestro` is `rc_maestro`).
    var moduleName: String {
        let id = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return id.first?.isNumber == true ? "_" + id : id
    }

    /// The Tuist target holding `file` when `dir` is a Tuist project's folder (a `Project.swift`
    /// that imports ProjectDescription), and the project's other targets as modules.
    static func find(in dir: URL, for file: URL) -> (target: TuistTarget, modules: [LocalModule])? {
        guard isTuistManifest(dir.appendingPathComponent("Project.swift")) else { return nil }
        // The workspace: a Workspace.swift above (or here), else this folder.
        var top = dir
        var up = dir
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        for _ in 0..<4 {
            if isTuistManifest(up.appendingPathComponent("Workspace.swift")) { top = up; break }
            if FileManager.default.fileExists(atPath: up.appendingPathComponent(".git").path) || up.path == home || up.path == "/" { break }
            up = up.deletingLastPathComponent()
        }
        var manifests: [URL] = []
        var stack = [(top, 0)]
        while let (d, depth) = stack.popLast(), manifests.count < 40 {
            let m = d.appendingPathComponent("Project.swift")
            if isTuistManifest(m) { manifests.append(m) }
            guard depth < 3, let entries = try? FileManager.default.contentsOfDirectory(atPath: d.path) else { continue }
            for e in entries.sorted() where !Project.excluded(e) && e != "Tuist" && e != "Sources" && e != "Resources" {
                let u = d.appendingPathComponent(e)
                if Project.isDirectory(u.path) { stack.append((u, depth + 1)) }
            }
        }
        var targets: [TuistTarget] = []
        var seen = Set<String>()
        func add(_ t: TuistTarget) {
            guard !t.files.isEmpty, !t.name.isEmpty, t.name.count <= 200, seen.insert(t.name).inserted else { return }
            targets.append(t)
        }
        for m in manifests { for t in literalTargets(m) { add(t) } }
        for m in manifests { for t in layoutTargets(m) { add(t) } }
        let path = file.standardizedFileURL.path
        guard let target = targets.filter({ t in t.files.contains { $0.standardizedFileURL.path == path } })
            .max(by: { $0.root.path.count < $1.root.path.count }) else { return nil }
        let modules = targets.filter { $0.name != target.name }.map {
            LocalModule(name: $0.moduleName, files: $0.files, folder: $0.root, origin: "Tuist target \($0.name) of \(Project.relativePath($0.manifest, from: top))", isTuist: true)
        }
        return (target, modules)
    }

    /// A manifest file that imports ProjectDescription (read: at most 1 MB).
    static func isTuistManifest(_ url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path), data.count < 1 << 20 else { return false }
        return String(decoding: data, as: UTF8.self).range(of: #"(?m)^\s*import\s+ProjectDescription\b"#, options: .regularExpression) != nil
    }

    /// Targets a manifest spells out: `.target(name: "X", …, sources: [...])`.
    static func literalTargets(_ manifest: URL) -> [TuistTarget] {
        guard let text = PreviewCompiler.readText(manifest) else { return [] }
        let dir = manifest.deletingLastPathComponent()
        let start = try! NSRegularExpression(pattern: #"(?:\.target|\bTarget|\.init)\s*\(\s*name:\s*"([^"]+)""#)
        let sources = try! NSRegularExpression(pattern: #"\bsources:\s*(\[[^\]]*\]|"[^"]*")"#)
        let string = try! NSRegularExpression(pattern: #""([^"]*)""#)
        let ns = text as NSString
        let starts = start.matches(in: text, range: NSRange(location: 0, length: ns.length))
        var out: [TuistTarget] = []
        let units = Array(text.utf16)
        for m in starts {
            // The call's arguments: up to its closing parenthesis (strings skipped).
            var depth = 0, k = m.range.location, inString = false
            while k < units.count {
                let c = units[k]
                if inString { if c == 0x5C { k += 1 } else if c == 0x22 { inString = false } }
                else if c == 0x22 { inString = true }
                else if c == 0x28 { depth += 1 }
                else if c == 0x29 { depth -= 1; if depth == 0 { break } }
                k += 1
            }
            let chunk = ns.substring(with: NSRange(location: m.range.location, length: min(k + 1, units.count) - m.range.location)) as NSString
            let name = ns.substring(with: m.range(at: 1))
            guard let s = sources.firstMatch(in: chunk as String, range: NSRange(location: 0, length: chunk.length)) else { continue }
            let list = chunk.substring(with: s.range(at: 1))
            var folders: [URL] = []
            for g in string.matches(in: list, range: NSRange(location: 0, length: (list as NSString).length)) {
                let glob = (list as NSString).substring(with: g.range(at: 1))
                guard !glob.hasPrefix("/"), !glob.contains("..") else { continue }
                var prefix = String(glob.prefix { $0 != "*" && $0 != "{" })
                if prefix.hasSuffix(".swift") { prefix = Paths.parent(prefix) }
                let folder = (prefix.isEmpty ? dir : dir.appendingPathComponent(prefix)).standardizedFileURL
                if Project.isDirectory(folder.path) { folders.append(folder) }
            }
            guard !folders.isEmpty else { continue }
            let files = folders.flatMap { Project.swiftFiles(under: $0) }
            // (The folder of `Sources`: `Resources` sits beside it.)
            let root = folders.count == 1 && folders[0].lastPathComponent == "Sources" ? folders[0].deletingLastPathComponent() : (Project.commonFolder(files) ?? dir)
            out.append(TuistTarget(name: name, root: root, files: files, manifest: manifest))
        }
        return out
    }

    /// Targets by Tuist's common layouts beside a manifest: `<Layout>/<X>/Sources`, `<X>/Sources`.
    static func layoutTargets(_ manifest: URL) -> [TuistTarget] {
        let dir = manifest.deletingLastPathComponent()
        var out: [TuistTarget] = []
        for parent in ["Targets", "Projects", "Modules", "Features", ""] {
            let base = parent.isEmpty ? dir : dir.appendingPathComponent(parent)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []).sorted() where !Project.excluded(name) && name != "Tuist" {
                let root = base.appendingPathComponent(name)
                let sources = root.appendingPathComponent("Sources")
                guard Project.isDirectory(sources.path) else { continue }
                out.append(TuistTarget(name: name, root: root, files: Project.swiftFiles(under: sources), manifest: manifest))
            }
        }
        return out
    }
}

extension Project {
    /// `url`'s path below `folder` (its name when it is not below it).
    static func relativePath(_ url: URL, from folder: URL) -> String {
        url.path.hasPrefix(folder.path + "/") ? String(url.path.dropFirst(folder.path.count + 1)) : url.lastPathComponent
    }
}

extension TuistTarget {
    /// The asset accessors Tuist generates for a target with asset catalogs
    /// (`TuistAssets+<Target>.swift`, SwiftGen's template): `<Target>Asset.red500.swiftUIColor`,
    /// `<Target>Asset.logo.swiftUIImage`; a colour set is a `<Target>Colors`, an image set a
    /// `<Target>Images`; names as SwiftGen spells them (`system-white` → `systemWhite`,
    /// `AccentColor` → `accentColor`); assets in a namespace folder sit in a nested enum of the
    /// folder's name. Nil when the catalogs hold no colour or image.
    static func assetAccessors(module: String, catalogs: [URL]) -> String? {
        var groups: [[String]: [String]] = [:]
        var seen = Set<String>()
        for catalog in catalogs {
            for e in AssetCatalog(contentsOf: catalog).entries where e.kind != .symbol {
                let id = identifier(e.baseName)
                guard !id.isEmpty, seen.insert((e.namespace + [id]).joined(separator: ".")).inserted else { continue }
                let type = e.kind == .color ? "\(module)Colors" : "\(module)Images"
                let name = e.name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                groups[e.namespace.map { typeName($0) }, default: []].append("public static let \(id) = \(type)(name: \"\(name)\")")
            }
        }
        guard !groups.isEmpty else { return nil }
        func body(_ path: [String], indent: String) -> String {
            var s = ""
            for line in (groups[path] ?? []).sorted() { s += indent + line + "\n" }
            let children = Set(groups.keys.filter { $0.count == path.count + 1 && Array($0.prefix(path.count)) == path }.map { $0[path.count] })
            for child in children.sorted() {
                s += "\(indent)public enum \(child) {\n" + body(path + [child], indent: indent + "    ") + "\(indent)}\n"
            }
            return s
        }
        // Intermediate namespaces without assets of their own still need their enum.
        for key in Array(groups.keys) { for n in 1..<max(1, key.count) where groups[Array(key.prefix(n))] == nil { groups[Array(key.prefix(n))] = [] } }
        return """
        import SwiftUI
        import UIKit

        // Tuist's generated asset accessors for the target \(module) (written by accord).
        public enum \(module)Asset {
        \(body([], indent: "    "))}

        public final class \(module)Colors {
            public let name: String
            public init(name: String) { self.name = name }
            public var swiftUIColor: SwiftUI.Color { SwiftUI.Color(name) }
            public var color: UIColor { UIColor(swiftUIColor) }
        }

        public struct \(module)Images {
            public let name: String
            public init(name: String) { self.name = name }
            public var swiftUIImage: SwiftUI.Image { SwiftUI.Image(name) }
        }

        """
    }

    /// SwiftGen's identifier for an asset name: its words (split at characters other than
    /// letters and digits) joined with capitals, then the first word lower-cased (`URLColor` →
    /// `urlColor`); a leading digit gets `_`; Swift keywords are escaped.
    static func identifier(_ name: String) -> String {
        let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        var id = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let upper = id.prefix { $0.isUppercase }
        if upper.count == id.count { id = id.lowercased() }
        else if upper.count > 1 { id = upper.dropLast().lowercased() + id.dropFirst(upper.count - 1) }
        else { id = id.prefix(1).lowercased() + id.dropFirst() }
        if id.first?.isNumber == true { id = "_" + id }
        let keywords: Set<String> = ["default", "class", "struct", "enum", "func", "var", "let", "in", "is", "as", "for", "while", "if", "else",
                                     "return", "import", "static", "self", "Self", "true", "false", "nil", "case", "switch", "repeat", "do", "try", "throw", "protocol", "extension", "operator", "init", "deinit", "subscript", "where", "guard", "defer", "break", "continue", "fallthrough", "internal", "private", "public", "fileprivate", "open", "inout", "typealias", "associatedtype", "any", "some"]
        return keywords.contains(id) ? "`\(id)`" : id
    }

    /// A namespace folder's enum name (its words, capitalised).
    static func typeName(_ folder: String) -> String {
        let id = folder.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return id.first?.isNumber == true ? "_" + id : (id.isEmpty ? "_" : id)
    }
}

extension Project {
    /// Tuist's asset accessors of the previewed Tuist target (nil: not Tuist, or no catalog).
    func tuistAccessors() -> (url: URL, text: String)? {
        guard let name = tuistTarget,
              let text = TuistTarget.assetAccessors(module: name, catalogs: AssetSymbols.search(root, maxDepth: 3)) else { return nil }
        return (root.appendingPathComponent("TuistAssets+\(name).swift"), text)
    }
}
