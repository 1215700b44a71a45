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
        if let dir = options.projectDirectory {
            let d = URL(fileURLWithPath: dir).standardizedFileURL
            found = xcodeTarget(in: d, for: file) ?? packageTarget(in: d, for: file) ?? ("--project \(dir)", d, nil)
            exact = xcodeProjectTarget(in: d, for: file)
        } else {
            var dir = file.deletingLastPathComponent()
            let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
            for _ in 0..<12 {
                if let t = xcodeTarget(in: dir, for: file) {
                    found = t
                    exact = xcodeProjectTarget(in: dir, for: file)
                    break
                }
                if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path),
                   let t = packageTarget(in: dir, for: file) {
                    found = t
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
        if let (description, _, _) = found, description.hasSuffix(".xcodeproj"), let projectDir = projectFolder(of: file, named: description) {
            for (names, sources) in localPackages(in: projectDir) {
                localModules.formUnion(names)
                files += swiftFiles(under: sources)
            }
        }
        for s in options.sources { files += swiftFiles(under: URL(fileURLWithPath: s).standardizedFileURL) }
        if found == nil && options.sources.isEmpty { return nil }
        var seen = Set<String>([file.path])
        files = files.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
        let (description, root, _) = found ?? ("--sources", file.deletingLastPathComponent(), nil)
        return Project(description: exact.map { "\(description), target \($0.name)" } ?? description, root: root, files: files,
                       localModules: localModules, conditions: exact?.compilationConditions ?? [], swiftVersion: exact?.swiftVersion)
    }

    /// `dir` holds a `*.xcodeproj` whose project.pbxproj reads and has a target compiling `file`.
    static func xcodeProjectTarget(in dir: URL, for file: URL) -> XcodeProject.Target? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return nil }
        for name in entries.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
            if let target = XcodeProject(dir.appendingPathComponent(name))?.target(containing: file) { return target }
        }
        return nil
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
    /// their Package.swift declares, and their Sources folder.
    static func localPackages(in dir: URL) -> [(Set<String>, URL)] {
        var out: [(Set<String>, URL)] = []
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
                if !names.isEmpty { out.append((names, d.appendingPathComponent("Sources"))) }
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

    /// `dir` holds a Package.swift: the target folder `Sources/<Target>` holding `file`.
    static func packageTarget(in dir: URL, for file: URL) -> (String, URL, Set<String>?)? {
        let sources = dir.appendingPathComponent("Sources").path + "/"
        guard file.path.hasPrefix(sources) else { return nil }
        let parts = file.path.dropFirst(sources.count).split(separator: "/")
        guard parts.count > 1 else { return nil }
        return ("package target \(parts[0])", dir.appendingPathComponent("Sources").appendingPathComponent(String(parts[0])), nil)
    }

    /// Folders that are never a target's sources.
    static func excluded(_ name: String) -> Bool {
        name.hasPrefix(".") || ["DerivedData", "Pods", "Carthage", "build", "node_modules", "fastlane", "Tests", "Packages"].contains(name)
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
