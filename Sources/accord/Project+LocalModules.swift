import Accord
import Foundation

/// A module built from the previewed file's own repository: a target of a local Swift package
/// (referenced by the `.xcodeproj`, beside it, above it in the repository, or a sibling target
/// of the same `Package.swift`), a framework target of the same `.xcodeproj`, or a target of a
/// Tuist project. It is compiled as a separate Swift module, as Xcode and SwiftPM do, so
/// `import Backend` and the module-qualified `Backend.Category` resolve.
struct LocalModule: Hashable {
    /// The module name (`import` uses it).
    let name: String
    /// Its Swift files, sorted.
    let files: [URL]
    /// The folder holding its sources and resources (asset catalogs are looked up under it).
    let folder: URL
    /// Where it comes from, for messages: "local package at Packages/Backend",
    /// "framework target Core of DuckDuckGo.xcodeproj".
    var origin: String
    /// A Tuist target: it gets Tuist's generated asset accessors (`<Name>Asset`).
    var isTuist = false
    /// A package's macro target: built as a compiler plugin (Project+Macros.swift), not imported.
    var isMacro = false
    /// Modules its Swift files see without importing them: an Xcode framework's umbrella header
    /// (`Kit.h`: `#import <Foundation/Foundation.h>`) makes Foundation visible to the framework's
    /// Swift code, which then often omits `import Foundation`.
    var implicitImports: [String] = []

    /// A framework target of an Xcode project as a module, with what its umbrella header imports.
    static func framework(_ t: XcodeProject.Target, project: URL, origin: String) -> LocalModule {
        let folder = Project.commonFolder(t.swiftFiles) ?? project.deletingLastPathComponent()
        var m = LocalModule(name: t.moduleName, files: t.swiftFiles, folder: folder, origin: origin)
        // The umbrella header: `<Module>.h` or `<Target>.h` in the sources' folder, the one above
        // it or a child of either (Xcode's template puts it beside the sources).
        let fm = FileManager.default
        var places = [folder, folder.deletingLastPathComponent()]
        for p in places { places += ((try? fm.contentsOfDirectory(atPath: p.path)) ?? []).prefix(40).map { p.appendingPathComponent($0) } }
        for p in places {
            for name in Set([m.name, t.name]) {
                guard let data = fm.contents(atPath: p.appendingPathComponent(name + ".h").path), data.count < 1 << 16 else { continue }
                let header = String(decoding: data, as: UTF8.self)
                if header.contains("<Foundation/") || header.contains("<UIKit/") || header.contains("@import Foundation") || header.contains("@import UIKit") {
                    m.implicitImports = ["Foundation"]
                }
                return m
            }
        }
        return m
    }
}

extension Project {
    /// The repository's own modules that the previewed file and its target's files import,
    /// directly or through each other, in dependency order (a module after those it imports).
    ///
    /// Candidates, first found wins for a name: framework and library targets of the
    /// `.xcodeproj` (`xcodeproj`), its local package references (`XCLocalSwiftPackageReference`
    /// and folder references holding a `Package.swift`), packages up to 3 folders below the
    /// project's folder, the targets of the package holding the file (`packageDir`), packages in
    /// the folders above up to the repository's root (`.git`), and the `.package(path:)`
    /// dependencies of all these packages; then the package checkouts (`--sources` folders with a
    /// `Package.swift`, SwiftPM's and Xcode's checkouts on disk), built as SwiftPM builds them.
    /// Manifests are read as text, never run (`swift package dump-package` would compile and run
    /// the manifest, unsandboxed on Linux). `missing`: the modules of `.package(path:)`
    /// dependencies that are not on disk, with what to say about each.
    static func ownModules(for file: URL, targetFiles: [URL], targetName: String?, targetFolder: URL?,
                           xcodeprojFolder: URL?, packageDir: URL?, extra: [LocalModule] = [], checkouts: [URL] = [],
                           searchAbove: Bool = true) -> (modules: [LocalModule], missing: [String: String], remote: [String: String], notes: [String]) {
        var candidates: [String: LocalModule] = [:]
        func add(_ m: LocalModule) {
            guard !m.files.isEmpty, m.name != targetName, candidates[m.name] == nil,
                  !m.files.contains(where: { $0.standardizedFileURL.path == file.standardizedFileURL.path }) else { return }
            // The target's own folder is not another module of it.
            if let targetFolder, m.folder.standardizedFileURL.path == targetFolder.standardizedFileURL.path { return }
            candidates[m.name] = m
        }
        for m in extra { add(m) }
        var packages: [URL] = []
        if let xcodeprojFolder {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: xcodeprojFolder.path)) ?? []).sorted() where name.hasSuffix(".xcodeproj") {
                let url = xcodeprojFolder.appendingPathComponent(name)
                if let project = XcodeProject(url) {
                    for t in project.targets where t.isLibrary && !t.isTest && t.name != targetName {
                        add(.framework(t, project: url, origin: "framework target \(t.name) of \(name)"))
                    }
                }
                packages += localPackageReferences(in: url)
            }
            // The other projects of its workspace (a framework's own project beside the app's) and
            // CocoaPods' Pods/Pods.xcodeproj: their library targets are modules too.
            for other in companionProjects(in: xcodeprojFolder) {
                guard let project = XcodeProject(other) else { continue }
                let relative = other.path.hasPrefix(xcodeprojFolder.path + "/") ? String(other.path.dropFirst(xcodeprojFolder.path.count + 1)) : other.lastPathComponent
                let isPods = other.lastPathComponent == "Pods.xcodeproj"
                for t in project.targets where t.isLibrary && !t.isTest && t.name != targetName {
                    add(.framework(t, project: other, origin: isPods ? "CocoaPods pod \(t.name), sources in \(relative.replacingOccurrences(of: "Pods.xcodeproj", with: t.name))"
                                                                    : "framework target \(t.name) of \(relative)"))
                }
            }
            for m in cocoaPods(beside: xcodeprojFolder) { add(m) }
            packages += localPackages(in: xcodeprojFolder).compactMap { _, folders in folders.first.flatMap(packageFolder(of:)) }
        }
        if let packageDir { packages.insert(packageDir, at: 0) }
        // Packages in the folders above, up to the repository's root.
        var dir = (xcodeprojFolder ?? packageDir ?? file.deletingLastPathComponent()).standardizedFileURL
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        for _ in 0..<(searchAbove ? 8 : 0) {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { packages.append(dir) }
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".git").path) || dir.path == home || dir.path == "/" { break }
            dir = dir.deletingLastPathComponent()
        }
        packages += checkouts
        let checkoutPaths = Set(checkouts.map(\.standardizedFileURL.path))
        // Their `.package(path:)` dependencies, transitively (at most 30 packages).
        var seen = Set<String>()
        var queue = packages.map(\.standardizedFileURL)
        var missing: [String: String] = [:]
        var remote: [String: String] = [:]
        var notes: [String] = []
        // The local packages the Xcode projects above list, by identity: they stand in for a
        // `.package(path:)` that is not there (Xcode's local override; `missingPathDependencies`).
        let overrides = projectLocalPackages(above: packageDir ?? xcodeprojFolder ?? file.deletingLastPathComponent())
        while !queue.isEmpty, seen.count < 30 {
            let p = queue.removeFirst()
            guard seen.insert(p.path).inserted else { continue }
            for var m in packageModules(p) {
                if checkoutPaths.contains(p.path) { m.origin = "target \(m.name) of the package checkout \(p.path)" }
                add(m)
            }
            for (_, folders) in pathDependencies(of: p) { if let f = folders.first.flatMap(packageFolder(of:)) { queue.append(f) } }
            let (absent, overridden) = missingPathDependencies(of: p, overrides: overrides)
            missing.merge(absent) { a, _ in a }
            for o in overridden where !seen.contains(o.folder.path) {
                queue.append(o.folder)
                notes.append(o.note)
            }
            remote.merge(remotePackageProducts(of: p)) { a, _ in a }
        }
        let needed = neededModules(candidates.values.filter { !$0.isMacro }, imports: importedModules(of: [file] + targetFiles))
        return (withMacros(needed, candidates: Array(candidates.values), files: [file] + targetFiles), missing, remote, notes)
    }

    /// The modules `imports` names, then those their files import, in dependency order (a
    /// cycle is broken where it is found).
    static func neededModules(_ candidates: [LocalModule], imports: Set<String>) -> [LocalModule] {
        let byName = Dictionary(candidates.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var importsOf: [String: [String]] = [:]
        var ordered: [LocalModule] = []
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        func visit(_ name: String, depth: Int) {
            guard let m = byName[name], state[name] == nil, depth < 64 else { return }
            state[name] = 1
            let deps = importsOf[name] ?? importedModules(of: m.files).filter { $0 != name && byName[$0] != nil }.sorted()
            importsOf[name] = deps
            for d in deps { visit(d, depth: depth + 1) }
            state[name] = 2
            ordered.append(m)
        }
        for name in imports.sorted() { visit(name, depth: 0) }
        return ordered
    }

    /// The Xcode projects beside the one in `folder` that its build uses: those a workspace
    /// lists that also lists it (`contents.xcworkspacedata`: `<FileRef location =
    /// "group:Kit/Kit.xcodeproj">`, inside `<Group location = "group:…">`s; the workspace in the
    /// folder or up to 3 folders above, not above the repository's root), and CocoaPods'
    /// `Pods/Pods.xcodeproj` (the pods' sources, committed with the app). The folder's own
    /// projects are not among them; at most 20.
    static func companionProjects(in folder: URL) -> [URL] {
        let fm = FileManager.default
        let own = Set(((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
            .map { folder.appendingPathComponent($0).standardizedFileURL.path })
        var out: [URL] = []
        func take(_ url: URL) {
            let u = url.standardizedFileURL
            guard u.pathExtension == "xcodeproj", !own.contains(u.path), !out.contains(u), out.count < 20,
                  fm.fileExists(atPath: u.appendingPathComponent("project.pbxproj").path) else { return }
            out.append(u)
        }
        let tag = try! NSRegularExpression(pattern: #"<(/?)(Group|FileRef)\b([^>]*)>"#)
        let location = try! NSRegularExpression(pattern: #"location\s*=\s*"([a-z]+):([^"]*)""#)
        var dir = folder.standardizedFileURL
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        for _ in 0..<4 {
            for name in ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []).sorted() where name.hasSuffix(".xcworkspace") {
                let file = dir.appendingPathComponent(name).appendingPathComponent("contents.xcworkspacedata")
                guard let data = fm.contents(atPath: file.path), data.count < 1 << 20 else { continue }
                let text = String(decoding: data, as: UTF8.self), ns = text as NSString
                var groups: [URL] = [dir]
                var listed: [URL] = []
                for m in tag.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                    let closing = ns.substring(with: m.range(at: 1)) == "/"
                    let kind = ns.substring(with: m.range(at: 2))
                    let attributes = ns.substring(with: m.range(at: 3)), a = attributes as NSString
                    let selfClosing = attributes.hasSuffix("/")
                    if closing { if kind == "Group", groups.count > 1 { groups.removeLast() }; continue }
                    var url = groups.last ?? dir
                    if let l = location.firstMatch(in: attributes, range: NSRange(location: 0, length: a.length)) {
                        let scheme = a.substring(with: l.range(at: 1)), path = a.substring(with: l.range(at: 2))
                        switch scheme {
                        case "group": url = url.appendingPathComponent(path)
                        case "container", "self": url = dir.appendingPathComponent(path)
                        case "absolute": url = URL(fileURLWithPath: path)
                        default: break
                        }
                    }
                    if kind == "Group" { if !selfClosing { groups.append(url) } } else { listed.append(url.standardizedFileURL) }
                }
                // (Only a workspace the project is part of.)
                if listed.contains(where: { own.contains($0.path) }) { listed.forEach(take) }
            }
            if fm.fileExists(atPath: dir.appendingPathComponent(".git").path) || dir.path == home || dir.path == "/" { break }
            dir = dir.deletingLastPathComponent()
        }
        take(folder.appendingPathComponent("Pods/Pods.xcodeproj"))
        return out
    }

    /// The pods of a CocoaPods project whose `Pods/` folder is committed beside the `.xcodeproj`
    /// (with a `Podfile` or `Pods/Pods.xcodeproj`): each `Pods/<Name>` holding Swift files is a
    /// module, named by `PRODUCT_MODULE_NAME` in `Pods/Target Support Files/<Name>/<Name>*.xcconfig`
    /// (lottie-ios → Lottie), else the pod's name as an identifier.
    static func cocoaPods(beside dir: URL) -> [LocalModule] {
        let fm = FileManager.default
        let pods = dir.appendingPathComponent("Pods")
        guard isDirectory(pods.path), fm.fileExists(atPath: dir.appendingPathComponent("Podfile").path)
                || fm.fileExists(atPath: pods.appendingPathComponent("Pods.xcodeproj").path) else { return [] }
        let support = pods.appendingPathComponent("Target Support Files")
        var out: [LocalModule] = []
        for name in ((try? fm.contentsOfDirectory(atPath: pods.path)) ?? []).sorted().prefix(100)
        where !name.hasPrefix(".") && !["Target Support Files", "Headers", "Local Podspecs", "Pods.xcodeproj"].contains(name) && isDirectory(pods.appendingPathComponent(name).path) {
            var module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            let configs = ((try? fm.contentsOfDirectory(atPath: support.appendingPathComponent(name).path)) ?? []).filter { $0.hasSuffix(".xcconfig") }.sorted()
            for c in configs {
                guard let text = PreviewCompiler.readText(support.appendingPathComponent(name).appendingPathComponent(c)),
                      let r = text.range(of: #"(?m)^PRODUCT_MODULE_NAME\s*=\s*(\w+)"#, options: .regularExpression) else { continue }
                module = String(text[r].split(separator: "=").last ?? Substring(module)).trimmingCharacters(in: .whitespaces)
                break
            }
            let files = swiftFiles(under: pods.appendingPathComponent(name))
            guard !files.isEmpty, XcodeProject.Target.isConditionName(Substring(module)) else { continue }
            out.append(LocalModule(name: module, files: files, folder: pods.appendingPathComponent(name), origin: "CocoaPods pod \(name) (Pods/\(name))"))
        }
        return out
    }

    /// The deepest folder holding all `files`.
    static func commonFolder(_ files: [URL]) -> URL? {
        guard var parts = files.first?.deletingLastPathComponent().pathComponents else { return nil }
        for f in files.dropFirst() {
            let p = f.deletingLastPathComponent().pathComponents
            var n = 0
            while n < min(parts.count, p.count), parts[n] == p[n] { n += 1 }
            parts = Array(parts.prefix(n))
        }
        return parts.isEmpty ? nil : URL(fileURLWithPath: NSString.path(withComponents: parts))
    }
}

extension XcodeProject.Target {
    /// A framework or library target (its product is imported by other targets).
    var isLibrary: Bool {
        productType.hasSuffix(".framework") || productType.hasSuffix(".library.static") || productType.hasSuffix(".library.dynamic")
    }

    /// The module name other targets import: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` with
    /// `$(TARGET_NAME)` and `$(PROJECT_NAME)` expanded (and `:c99extidentifier`: characters other than letters, digits
    /// and `_` become `_`), else the target's name.
    var moduleName: String {
        var value = settings["PRODUCT_MODULE_NAME"] ?? settings["PRODUCT_NAME"] ?? name
        for form in ["$(TARGET_NAME:c99extidentifier)", "${TARGET_NAME:c99extidentifier}", "$(TARGET_NAME)", "${TARGET_NAME}"] {
            value = value.replacingOccurrences(of: form, with: name)
        }
        if let project = settings["PROJECT_NAME"] {
            for form in ["$(PROJECT_NAME:c99extidentifier)", "${PROJECT_NAME:c99extidentifier}", "$(PROJECT_NAME)", "${PROJECT_NAME}"] {
                value = value.replacingOccurrences(of: form, with: project)
            }
        }
        if value.contains("$") || value.isEmpty { value = name }
        let identifier = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return identifier.first?.isNumber == true ? "_" + identifier : identifier
    }
}
