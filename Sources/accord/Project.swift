import Foundation

/// The app target a previewed file belongs to: the other Swift files that Xcode would compile
/// with it (models, view models, helper views, extensions).
///
/// Found from the file's folder upwards: the nearest folder holding a `*.xcodeproj` (the target
/// is the folder beside it that holds the file, filtered by the files `project.pbxproj` names
/// unless the project uses Xcode 16's synchronised folders), or a `Package.swift` whose
/// `Sources/<Target>/` holds the file; or the folder given with `--project DIR`. `--sources DIR`
/// adds folders; `--no-project` previews the file alone.
struct Project {
    /// How the project was found, for messages ("SampleApp.xcodeproj", "package target Core").
    let description: String
    /// The target's folder.
    let root: URL
    /// The target's other Swift files (never the previewed file), sorted by path.
    let files: [URL]
    /// Modules of the project's own local Swift packages (beside the `.xcodeproj`): their
    /// sources are compiled with the target, and `import` of them is dropped.
    var localModules: Set<String> = []
    /// Compilation conditions the Xcode target's Debug configuration defines besides `DEBUG`
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`).
    var conditions: [String] = []
    /// The target's `SWIFT_VERSION` (the preview compiles in Swift 5 mode whatever it is).
    var swiftVersion: Int? = nil
    /// Source folders of the local packages compiled with the target (their asset catalogs
    /// are the project's too).
    var packageFolders: [URL] = []
    /// Package products the Xcode project fetches from remote repositories (name → URL).
    var remotePackages: [String: String] = [:]

    struct Options {
        var projectDirectory: String?
        var sources: [String] = []
        var noProject = false
    }
    /// Set by the command line (`--project`, `--sources`, `--no-project`).
    nonisolated(unsafe) static var options = Options()

    /// Removes the project options from `args` into `options`; a message for a bad use.
    static func parseOptions(_ args: inout [String]) -> String? {
        var rest: [String] = []
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "--no-project" { options.noProject = true; i += 1; continue }
            if a == "--project" {
                guard i + 1 < args.count, !args[i + 1].hasPrefix("-") else { return "--project needs a folder" }
                guard isDirectory(args[i + 1]) else { return "--project: no such folder: \(args[i + 1])" }
                options.projectDirectory = args[i + 1]; i += 2; continue
            }
            if a == "--sources" {
                var j = i + 1
                while j < args.count, !args[j].hasPrefix("-") {
                    guard isDirectory(args[j]) else { return "--sources: no such folder: \(args[j])" }
                    options.sources.append(args[j]); j += 1
                }
                if j == i + 1 { return "--sources needs one or more folders" }
                i = j; continue
            }
            rest.append(a); i += 1
        }
        args = rest
        return nil
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    /// The project of `file` under `options`, or nil (the file is previewed alone).
    static func discover(for file: URL, options: Options = options) -> Project? {
        if options.noProject { return nil }
        var found: (String, URL, Set<String>?)? = nil
        // An Xcode target that lists the file: its exact sources and settings.
        var exact: XcodeProject.Target? = nil
        // A Swift package whose target holds the file (its `.package(path:)` dependencies are local).
        var packageDir: URL? = nil
        var remotePackages: [String: String] = [:]
        if let dir = options.projectDirectory {
            let d = URL(fileURLWithPath: dir).standardizedFileURL
            found = xcodeTarget(in: d, for: file) ?? packageTarget(in: d, for: file) ?? ("--project \(dir)", d, nil)
            (exact, remotePackages) = xcodeProjectTargetAndPackages(in: d, for: file)
        } else {
            var dir = file.deletingLastPathComponent()
            let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
            for _ in 0..<12 {
                if let t = xcodeTarget(in: dir, for: file) {
                    found = t
                    (exact, remotePackages) = xcodeProjectTargetAndPackages(in: dir, for: file)
                    break
                }
                if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path),
                   let t = packageTarget(in: dir, for: file) {
                    found = t
                    packageDir = dir
                    break
                }
                // A repository's root or the home folder ends the search.
                if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".git").path) || dir.path == home || dir.path == "/" { break }
                dir = dir.deletingLastPathComponent()
            }
        }
        var files: [URL] = []
        if let exact {
            files = exact.swiftFiles
        } else if let (_, root, listed) = found {
            files = swiftFiles(under: root).filter { url in
                guard let listed else { return true }
                return listed.contains(url.lastPathComponent)
            }
        }
        var localModules = Set<String>()
        var packageFolders: [URL] = []
        if let (description, _, _) = found, description.hasSuffix(".xcodeproj"), let projectDir = projectFolder(of: file, named: description) {
            for (names, sources) in localPackages(in: projectDir) {
                localModules.formUnion(names)
                packageFolders += sources
                for folder in sources { files += swiftFiles(under: folder) }
            }
        }
        if let packageDir {
            for (names, sources) in pathDependencies(of: packageDir) {
                localModules.formUnion(names)
                packageFolders += sources
                for folder in sources { files += swiftFiles(under: folder) }
            }
        }
        for s in options.sources {
            let dir = URL(fileURLWithPath: s).standardizedFileURL
            // A package checkout (a third-party package the project uses): its targets are
            // compiled in and `import` of them dropped, as for local packages.
            if let data = FileManager.default.contents(atPath: dir.appendingPathComponent("Package.swift").path) {
                let targets = manifestTargets(String(decoding: data, as: UTF8.self), in: dir)
                localModules.formUnion(targets.map(\.name))
                let text = String(decoding: data, as: UTF8.self)
                if let library = try? NSRegularExpression(pattern: #"\.library\s*\(\s*name:\s*"([^"]+)""#) {
                    for m in library.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                        if let r = Range(m.range(at: 1), in: text) { localModules.insert(String(text[r])) }
                    }
                }
                for t in targets { files += swiftFiles(under: t.folder) }
                for (names, sources) in pathDependencies(of: dir) {
                    localModules.formUnion(names)
                    for folder in sources { files += swiftFiles(under: folder) }
                }
            } else {
                files += swiftFiles(under: dir)
            }
        }
        if found == nil && options.sources.isEmpty { return nil }
        var seen = Set<String>([file.path])
        files = files.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
        let (description, root, _) = found ?? ("--sources", file.deletingLastPathComponent(), nil)
        return Project(description: exact.map { "\(description), target \($0.name)" } ?? description, root: root, files: files,
                       localModules: localModules, conditions: exact?.compilationConditions ?? [], swiftVersion: exact?.swiftVersion,
                       packageFolders: packageFolders, remotePackages: remotePackages)
    }

    /// `dir` holds a `*.xcodeproj` whose project.pbxproj reads and has a target compiling `file`
    /// (and the remote package products of the projects there).
    static func xcodeProjectTarget(in dir: URL, for file: URL) -> XcodeProject.Target? {
        xcodeProjectTargetAndPackages(in: dir, for: file).0
    }

    static func xcodeProjectTargetAndPackages(in dir: URL, for file: URL) -> (XcodeProject.Target?, [String: String]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return (nil, [:]) }
        var remote: [String: String] = [:]
        for name in entries.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
            guard let project = XcodeProject(dir.appendingPathComponent(name)) else { continue }
            remote.merge(project.remotePackages) { a, _ in a }
            if let target = project.target(containing: file) { return (target, remote) }
        }
        return (nil, remote)
    }

    /// The folder holding `project` (a `.xcodeproj` name) on the way up from `file`.
    static func projectFolder(of file: URL, named project: String) -> URL? {
        var dir = file.deletingLastPathComponent()
        for _ in 0..<12 {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(project).path) { return dir }
            if dir.path == "/" { return nil }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// Local Swift packages under `dir` (up to 3 folders deep): the target and library names
    /// their Package.swift declares, and their targets' source folders.
    static func localPackages(in dir: URL) -> [(Set<String>, [URL])] {
        var out: [(Set<String>, [URL])] = []
        var stack = [(dir, 0)]
        let namePattern = try! NSRegularExpression(pattern: #"\.(?:target|library|executableTarget)\s*\(\s*name:\s*"([^"]+)""#)
        while let (d, depth) = stack.popLast(), out.count < 20 {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: d.path) else { continue }
            if depth > 0, entries.contains("Package.swift"),
               let data = FileManager.default.contents(atPath: d.appendingPathComponent("Package.swift").path) {
                let text = String(decoding: data, as: UTF8.self)
                let names = Set(namePattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                    Range($0.range(at: 1), in: text).map { String(text[$0]) }
                })
                if !names.isEmpty { out.append((names, manifestTargets(text, in: d).map(\.folder))) }
                continue
            }
            guard depth < 3 else { continue }
            // (A `Packages` folder is where Xcode projects often keep their local packages.)
            for e in entries.sorted() where (e == "Packages" || !excluded(e)) && isDirectory(d.appendingPathComponent(e).path) {
                stack.append((d.appendingPathComponent(e), depth + 1))
            }
        }
        return out
    }

    /// The local packages a package depends on (`.package(path: "../Other")`, followed through
    /// their own manifests; at most 20): their module names and source folders.
    static func pathDependencies(of packageDir: URL) -> [(Set<String>, [URL])] {
        let dependency = try! NSRegularExpression(pattern: #"\.package\s*\(\s*(?:name:\s*"[^"]*"\s*,\s*)?path:\s*"([^"]+)""#)
        var out: [(Set<String>, [URL])] = []
        var queue = [packageDir.standardizedFileURL]
        var seen = Set<String>([packageDir.standardizedFileURL.path])
        while !queue.isEmpty, out.count < 20 {
            let dir = queue.removeFirst()
            guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent("Package.swift").path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for m in dependency.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let r = Range(m.range(at: 1), in: text) else { continue }
                let other = (text[r].hasPrefix("/") ? URL(fileURLWithPath: String(text[r])) : dir.appendingPathComponent(String(text[r]))).standardizedFileURL
                guard seen.insert(other.path).inserted,
                      let otherData = FileManager.default.contents(atPath: other.appendingPathComponent("Package.swift").path) else { continue }
                let targets = manifestTargets(String(decoding: otherData, as: UTF8.self), in: other)
                out.append((Set(targets.map(\.name)), targets.map(\.folder)))
                queue.append(other)
            }
        }
        return out
    }

    /// The non-test targets a package manifest declares and their source folders: `path:` when
    /// the target gives one (`path: "."` is the package's own folder), else `Sources/<name>`
    /// (or `Sources` when that folder does not exist). Read from the text: the manifest is never run.
    static func manifestTargets(_ text: String, in dir: URL) -> [(name: String, folder: URL)] {
        let start = try! NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget|macro|plugin)\s*\("#)
        let name = try! NSRegularExpression(pattern: #"^\s*name:\s*"([^"]+)""#)
        let path = try! NSRegularExpression(pattern: #"\bpath:\s*"([^"]*)""#)
        let ns = text as NSString
        let starts = start.matches(in: text, range: NSRange(location: 0, length: ns.length))
        var out: [(name: String, folder: URL)] = []
        for (n, m) in starts.enumerated() where ns.substring(with: m.range(at: 1)) == "target" || ns.substring(with: m.range(at: 1)) == "executableTarget" {
            let end = n + 1 < starts.count ? starts[n + 1].range.location : ns.length
            let chunk = ns.substring(with: NSRange(location: m.range.upperBound, length: end - m.range.upperBound))
            let c = chunk as NSString
            guard let nm = name.firstMatch(in: chunk, range: NSRange(location: 0, length: c.length)) else { continue }
            let targetName = c.substring(with: nm.range(at: 1))
            var folder = dir.appendingPathComponent("Sources").appendingPathComponent(targetName)
            if let pm = path.firstMatch(in: chunk, range: NSRange(location: 0, length: c.length)) {
                let p = c.substring(with: pm.range(at: 1))
                folder = (p.isEmpty || p == "." ? dir : dir.appendingPathComponent(p)).standardizedFileURL
            } else if !isDirectory(folder.path) {
                folder = dir.appendingPathComponent("Sources")
            }
            // A path outside the package is not followed.
            guard folder.path.hasPrefix(dir.standardizedFileURL.path) else { continue }
            out.append((targetName, folder))
        }
        return out
    }

    /// `dir` holds a `*.xcodeproj`: the target folder holding `file` and the Swift file names the
    /// project lists (nil: every file of the folder, as Xcode 16's synchronised folders do).
    static func xcodeTarget(in dir: URL, for file: URL) -> (String, URL, Set<String>?)? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: dir.path),
              let project = entries.filter({ $0.hasSuffix(".xcodeproj") }).sorted().first else { return nil }
        // The target's folder: the child of `dir` on the way to the file (or `dir` itself).
        let relative = file.path.dropFirst(dir.path.count).split(separator: "/")
        let root = relative.count > 1 ? dir.appendingPathComponent(String(relative[0])) : dir
        var listed: Set<String>? = nil
        if let data = FileManager.default.contents(atPath: dir.appendingPathComponent(project).appendingPathComponent("project.pbxproj").path) {
            let text = String(decoding: data, as: UTF8.self)
            if !text.contains("PBXFileSystemSynchronizedRootGroup") {
                var names = Set<String>()
                // File references: `path = Name.swift;` or `/* Name.swift */` (names may be quoted).
                let pattern = try! NSRegularExpression(pattern: #"([A-Za-z0-9_+\-. ]+\.swift)\b"#)
                for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let r = Range(m.range(at: 1), in: text) {
                        let name = text[r].trimmingCharacters(in: .whitespaces)
                        names.insert(String(name.split(separator: "/").last ?? Substring(name)))
                    }
                }
                if !names.isEmpty { listed = names }
            }
        }
        return (project, root, listed)
    }

    /// `dir` holds a Package.swift: the target folder holding `file` (the manifest's `path:`, or
    /// `Sources/<Target>`).
    static func packageTarget(in dir: URL, for file: URL) -> (String, URL, Set<String>?)? {
        if let data = FileManager.default.contents(atPath: dir.appendingPathComponent("Package.swift").path) {
            let targets = manifestTargets(String(decoding: data, as: UTF8.self), in: dir)
            // The deepest folder holding the file (a `path: "."` target holds everything).
            if let t = targets.filter({ file.path.hasPrefix($0.folder.path + "/") }).max(by: { $0.folder.path.count < $1.folder.path.count }) {
                return ("package target \(t.name)", t.folder, nil)
            }
        }
        let sources = dir.appendingPathComponent("Sources").path + "/"
        guard file.path.hasPrefix(sources) else { return nil }
        let parts = file.path.dropFirst(sources.count).split(separator: "/")
        guard parts.count > 1 else { return nil }
        return ("package target \(parts[0])", dir.appendingPathComponent("Sources").appendingPathComponent(String(parts[0])), nil)
    }

    /// Folders that are never a target's sources.
    static func excluded(_ name: String) -> Bool {
        name.hasPrefix(".") || ["DerivedData", "Pods", "Carthage", "build", "node_modules", "fastlane", "Tests", "Packages"].contains(name)
            || name == "Package.swift" || name.hasPrefix("Package@swift")
            || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name.hasSuffix(".xcassets") || name.hasSuffix(".playground") || name.hasSuffix(".bundle")
    }

    /// The Swift files under `dir` (at most 2,000), skipping build and test folders.
    static func swiftFiles(under dir: URL) -> [URL] {
        var out: [URL] = []
        var stack = [dir]
        var visited = 0
        while let d = stack.popLast(), out.count < 2000, visited < 20000 {
            visited += 1
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: d.path) else { continue }
            for e in entries.sorted() where !excluded(e) {
                let u = d.appendingPathComponent(e)
                if e.hasSuffix(".swift") { if !isDirectory(u.path) { out.append(u) } }
                else if isDirectory(u.path), (try? FileManager.default.destinationOfSymbolicLink(atPath: u.path)) == nil { stack.append(u) }
            }
        }
        return out
    }

    /// Types a file declares (for "X is defined in a skipped file" messages).
    static func declaredTypes(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?m)^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|fileprivate|private|package|final|open)[ \t]+)*(?:struct|class|enum|actor|protocol|typealias)[ \t]+(\w+)"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
