import Foundation

/// The repository's local Swift packages as `Project+LocalModules` finds them: manifests read as
/// text, never run — a package's library targets, its `.package(url:)` products and
/// `.package(path:)` dependencies (missing ones, and those an Xcode project above resolves), the
/// package folder above a target, and the local packages an `.xcodeproj` references. (Moved out
/// of Project+LocalModules.swift, unchanged: issue 19, no file over ~400 lines.)
extension Project {
    /// The products a package manifest takes from packages it fetches (`.package(url:…)`), and
    /// those packages' own names, each with the package's URL: `import CasePaths` of a
    /// package depending on swift-case-paths is "a Swift package the project fetches from …".
    static func remotePackageProducts(of dir: URL) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent("Package.swift").path), data.count < 1 << 20 else { return [:] }
        let text = String(decoding: data, as: UTF8.self)
        let dependency = try! NSRegularExpression(pattern: #"\.package\s*\(\s*(?:name:\s*"([^"]*)"\s*,\s*)?url:\s*"([^"]+)""#)
        let product = try! NSRegularExpression(pattern: #"\.product\s*\(\s*name:\s*"([^"]+)"\s*,\s*package:\s*"([^"]+)""#)
        let ns = text as NSString
        var urls: [String: String] = [:]  // package name (as `package:` spells it) → URL
        for m in dependency.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let url = ns.substring(with: m.range(at: 2))
            var name = (url as NSString).lastPathComponent
            if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
            urls[name] = url
            if m.range(at: 1).location != NSNotFound { urls[ns.substring(with: m.range(at: 1))] = url }
        }
        var out: [String: String] = [:]
        // (Names that are no identifier, `SwiftUI-Shimmer`, too: `Diagnostics.remoteURL` matches modules to them.)
        for (name, url) in urls { out[name] = url }
        for p in product.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            if let url = urls[ns.substring(with: p.range(at: 2))] { out[ns.substring(with: p.range(at: 1))] = url }
        }
        return out
    }

    /// The `.package(path:)` dependencies of the package at `dir` whose folder holds no
    /// `Package.swift` (a local package of the author's machine, not in the checkout): each
    /// module it would provide — the products the manifest takes from it (`.product(name:package:)`)
    /// and the package's own name — with what to say about it, naming the path.
    ///
    /// One whose package identity (its folder's name, lower-cased: SwiftPM's identity of a local
    /// package) is that of a local package an Xcode project above lists (`overrides`) is not
    /// missing: Xcode resolves a dependency by identity to the project's local package (a local
    /// override), so that package is taken, with a note saying so (`overridden`).
    static func missingPathDependencies(of dir: URL, overrides: [String: (folder: URL, project: String)] = [:])
        -> (missing: [String: String], overridden: [(folder: URL, note: String)]) {
        let manifest = dir.appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: manifest.path), data.count < 1 << 20 else { return ([:], []) }
        let text = String(decoding: data, as: UTF8.self)
        let dependency = try! NSRegularExpression(pattern: #"\.package\s*\(\s*(?:name:\s*"([^"]*)"\s*,\s*)?path:\s*"([^"]+)""#)
        let product = try! NSRegularExpression(pattern: #"\.product\s*\(\s*name:\s*"([^"]+)"\s*,\s*package:\s*"([^"]+)""#)
        let ns = text as NSString
        var out: [String: String] = [:]
        var overridden: [(folder: URL, note: String)] = []
        for m in dependency.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let path = ns.substring(with: m.range(at: 2))
            let folder = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : dir.appendingPathComponent(path)).standardizedFileURL
            guard !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else { continue }
            if let o = overrides[folder.lastPathComponent.lowercased()], o.folder.path != dir.standardizedFileURL.path {
                overridden.append((o.folder, "\(manifest.path) takes .package(path: \"\(path)\"), which is not there (\(folder.path)); "
                    + "the local package \(o.folder.path) that \(o.project) lists has the same identity (\(folder.lastPathComponent.lowercased())), and Xcode uses it: so does accord"))
                continue
            }
            var names: Set<String> = [folder.lastPathComponent]
            if m.range(at: 1).location != NSNotFound { names.insert(ns.substring(with: m.range(at: 1))) }
            var modules = names
            for p in product.matches(in: text, range: NSRange(location: 0, length: ns.length)) where names.contains(ns.substring(with: p.range(at: 2))) {
                modules.insert(ns.substring(with: p.range(at: 1)))
            }
            let what = FileManager.default.fileExists(atPath: folder.path) ? "\(folder.path) holds no Package.swift" : "\(folder.path) does not exist"
            for module in modules where XcodeProject.Target.isConditionName(Substring(module)) {
                out[module] = "imports \(module), a local package that \(manifest.path) takes from .package(path: \"\(path)\"), which is not there (\(what)): put that package at \(folder.path), or pass its folder with --sources DIR"
            }
        }
        return (out, overridden)
    }

    /// The local packages that the Xcode projects in `dir` and the folders above it (up to 4,
    /// not above the repository's root) list, by package identity (the folder's name,
    /// lower-cased), each with the project's name; the nearest project first wins.
    static func projectLocalPackages(above dir: URL) -> [String: (folder: URL, project: String)] {
        var out: [String: (folder: URL, project: String)] = [:]
        var d = dir.standardizedFileURL
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        for _ in 0..<5 {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: d.path)) ?? []).sorted() where name.hasSuffix(".xcodeproj") {
                for folder in localPackageReferences(in: d.appendingPathComponent(name)) where out[folder.lastPathComponent.lowercased()] == nil {
                    out[folder.lastPathComponent.lowercased()] = (folder, name)
                }
            }
            if FileManager.default.fileExists(atPath: d.appendingPathComponent(".git").path) || d.path == home || d.path == "/" { break }
            d = d.deletingLastPathComponent()
        }
        return out
    }

    /// The package folder holding a target folder (the nearest folder above with a Package.swift).
    static func packageFolder(of targetFolder: URL) -> URL? {
        var dir = targetFolder.standardizedFileURL
        for _ in 0..<4 {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// A package's library targets as modules: the targets its manifest declares with a literal
    /// `.target(name: "…")`, and folders `Sources/<Name>` whose name the manifest spells as a
    /// string literal (manifests that build their targets through helper functions), or all of
    /// them when the manifest declares no target literally. Test, macro and plugin targets are
    /// left out.
    static func packageModules(_ dir: URL) -> [LocalModule] {
        guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent("Package.swift").path), data.count < 1 << 20 else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        var out: [LocalModule] = []
        let relative = dir.lastPathComponent
        let targets = manifestTargets(text, in: dir)
        for t in targets {
            out.append(LocalModule(name: t.name, files: swiftFiles(under: t.folder), folder: t.folder, origin: "target \(t.name) of the package \(relative)"))
        }
        // (Test, macro and plugin targets are declared too: not library modules.)
        let declared = Set(manifestTargets(text, in: dir, kinds: ["target", "executableTarget", "testTarget", "macro", "plugin"]).map(\.name))
        let sources = dir.appendingPathComponent("Sources")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
        where !declared.contains(name) && isDirectory(sources.appendingPathComponent(name).path) && (targets.isEmpty || text.contains("\"\(name)\"")) {
            guard !name.hasSuffix("Tests"), !text.contains(".macro(name: \"\(name)\""), !text.contains(".plugin(name: \"\(name)\"") else { continue }
            let folder = sources.appendingPathComponent(name)
            out.append(LocalModule(name: name, files: swiftFiles(under: folder), folder: folder, origin: "target \(name) of the package \(relative)"))
        }
        out += packageMacros(dir, manifest: text)
        return out.filter { XcodeProject.Target.isConditionName(Substring($0.name)) }
    }

    /// Local package folders an Xcode project references: `XCLocalSwiftPackageReference`
    /// (`relativePath`, from the project's folder) and folder references (`wrapper`, `folder`)
    /// whose path holds a Package.swift.
    static func localPackageReferences(in xcodeproj: URL) -> [URL] {
        let file = xcodeproj.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path), data.count < 64 << 20,
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: Any] else { return [] }
        let base = xcodeproj.deletingLastPathComponent()
        var out: [URL] = []
        for case let o as [String: Any] in objects.values {
            var path: String?
            switch o["isa"] as? String {
            case "XCLocalSwiftPackageReference": path = o["relativePath"] as? String
            case "PBXFileReference" where ["wrapper", "folder"].contains(o["lastKnownFileType"] as? String ?? ""):
                path = o["path"] as? String
            default: break
            }
            guard let path else { continue }
            let dir = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { out.append(dir) }
        }
        return out.sorted { $0.path < $1.path }
    }
}
