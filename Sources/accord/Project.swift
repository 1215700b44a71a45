// About 425 lines: the target model and its discovery — which files, modules and packages a previewed file is compiled with (discover alone is 130 lines, one decision from the file's folder up); the project formats are out (Project+Xcode/+XcodeGen/+Tuist/+LocalModules…), the loose-file search is Project+LooseFiles.swift, the fetched packages' checkouts Project+Checkouts.swift.
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
    /// Modules whose sources are compiled with the target, their `import` dropped (none since
    /// package checkouts are modules of their own; kept for the transform's option).
    var localModules: Set<String> = []
    /// The repository's own modules the target imports, compiled as separate modules before it
    /// (dependencies first; Project+LocalModules.swift).
    var modules: [LocalModule] = []
    /// The Tuist target previewed (it gets Tuist's asset accessors, Project+Tuist.swift).
    var tuistTarget: String? = nil
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
    /// Modules of `.package(path:)` dependencies that are not on disk → what to say
    /// (`Project.missingPathDependencies`).
    var missingPackages: [String: String] = [:]
    /// What the tool chose for the user that they should know (said on stderr before building):
    /// a local package taken in place of a `.package(path:)` that is not there, a file taken
    /// from the checkout in place of one the project names outside it.
    var notes: [String] = []
    /// The Xcode target's Debug build settings (nil: not an Xcode project; empty: an Xcode
    /// project without a target listing the file). Project+AssetSymbols.swift.
    var xcodeSettings: [String: String]? = nil
    /// No project was found: the files are the previewed file's neighbours that declare what it
    /// uses (`looseFiles`).
    var isLoose = false

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
        // A Tuist project's target holding the file, and its other targets (Project+Tuist.swift).
        var tuist: (target: TuistTarget, modules: [LocalModule])? = nil
        var isXcodeGen = false
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
                if let t = TuistTarget.find(in: dir, for: file) {
                    tuist = t
                    found = ("Tuist project \(dir.lastPathComponent), target \(t.target.name)", t.target.root, nil)
                    break
                }
                // An XcodeGen spec (Project+XcodeGen.swift): its targets as Tuist's are taken.
                if let t = XcodeGenProject.find(in: dir, for: file) {
                    tuist = (t.target, t.modules)
                    isXcodeGen = true
                    remotePackages.merge(t.remote) { a, _ in a }
                    found = ("XcodeGen project \(Project.relativePath(t.target.manifest, from: dir.deletingLastPathComponent())), target \(t.target.name)", t.target.root, nil)
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
        } else if let tuist {
            files = tuist.target.files.filter { $0.standardizedFileURL.path != file.standardizedFileURL.path }
        } else if let (_, root, listed) = found {
            files = swiftFiles(under: root).filter { url in
                guard let listed else { return true }
                return listed.contains(url.lastPathComponent)
            }
        }
        let localModules = Set<String>()
        var packageFolders: [URL] = []
        // Checkouts of the packages the project fetches, when SwiftPM or Xcode left them on disk
        // (up to the package's folder, for a package target: its .build/checkouts).
        var sourceFolders = options.sources.map { URL(fileURLWithPath: $0).standardizedFileURL }
        var usedCheckouts: [URL] = []
        if found != nil {
            usedCheckouts = packageCheckouts(for: file, projectRoot: packageDir ?? found!.1, imported: importedModules(of: [file] + files))
            sourceFolders += usedCheckouts
        }
        // A package checkout (a third-party package the project uses, a folder holding a
        // Package.swift) is built as SwiftPM builds it: each of its targets a module of its own
        // (below); another folder's Swift files are compiled with the target.
        var checkouts: [URL] = []
        for dir in sourceFolders {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                checkouts.append(dir)
            } else {
                files += swiftFiles(under: dir)
            }
        }
        // The repository's own modules the target imports (local packages, sibling targets) and
        // the checkouts' modules: compiled as separate modules (Project+LocalModules.swift).
        var modules: [LocalModule] = []
        var missingPackages: [String: String] = [:]
        // Sources the Xcode project names outside the checkout, where they are not (Project+Xcode.swift).
        var notes: [String] = (exact?.outside ?? []).map { o in
            let name = o.named.lastPathComponent
            guard let taken = o.taken else {
                return "\(name) is in the project by a path outside the checkout (\(o.named.path)), which is not on this machine: it is left out, as Xcode shows it missing; put it in the project again from where it is in the checkout"
            }
            return "\(name) is in the project by a path outside the checkout (\(o.named.path)), which is not on this machine; taken from \(taken.path), the checkout's only file of that name"
        }
        if found != nil || !checkouts.isEmpty {
            let (description, root, _) = found ?? ("--sources", file.deletingLastPathComponent(), nil)
            let xcodeDir = description.hasSuffix(".xcodeproj") ? projectFolder(of: file, named: description) : nil
            let targetName = exact?.moduleName ?? tuist?.target.moduleName
                ?? (description.hasPrefix("package target ") ? String(description.dropFirst("package target ".count)) : nil)
            let remote: [String: String], packageNotes: [String]
            (modules, missingPackages, remote, packageNotes) = ownModules(for: file, targetFiles: files, targetName: targetName, targetFolder: packageDir != nil ? root : nil,
                                                    xcodeprojFolder: xcodeDir, packageDir: packageDir, extra: tuist?.modules ?? [],
                                                    checkouts: checkouts, searchAbove: found != nil)
            notes += packageNotes
            packageFolders += modules.map(\.folder)
            // Packages the manifests fetch (the Xcode project's own list first).
            remotePackages.merge(remote) { xcode, _ in xcode }
        }
        if found == nil && options.sources.isEmpty {
            // No project around it (a folder cloned out of an app): its neighbours that declare
            // the types it uses are the app's other files.
            guard let text = PreviewCompiler.readText(file) else { return nil }
            let loose = looseFiles(for: file, text: text)
            if loose.files.isEmpty { return nil }
            // (Its root stays the file's folder: asset catalogs and the build folder are the lone file's.)
            return Project(description: "the Swift files beside it in \(loose.folder.path)", root: file.deletingLastPathComponent(),
                           files: loose.files, isLoose: true)
        }
        var seen = Set<String>([file.path])
        files = files.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
        let (description, root, _) = found ?? ("--sources", file.deletingLastPathComponent(), nil)
        let checkoutNote = usedCheckouts.isEmpty ? "" : " (with the package checkouts \(usedCheckouts.map(\.lastPathComponent).joined(separator: ", ")))"
        return Project(description: (exact.map { "\(description), target \($0.name)" } ?? description) + checkoutNote, root: root, files: files,
                       localModules: localModules, modules: modules, tuistTarget: isXcodeGen ? nil : tuist?.target.moduleName, conditions: exact?.compilationConditions ?? [],
                       swiftVersion: exact?.swiftVersion ?? packageDir.flatMap { languageMode(ofPackageAt: $0) },
                       packageFolders: packageFolders, remotePackages: remotePackages,
                       missingPackages: missingPackages, notes: notes,
                       xcodeSettings: exact?.settings ?? (description.hasSuffix(".xcodeproj") ? [:] : nil))
    }

    /// The Swift language mode SwiftPM compiles the package at `dir` in: its tools version's
    /// major (`// swift-tools-version:6.0` → 6), or 5 when the manifest lists `.v5` first in
    /// `swiftLanguageModes`/`swiftLanguageVersions`; nil without a readable manifest.
    static func languageMode(ofPackageAt dir: URL) -> Int? {
        guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent("Package.swift").path), data.count < 1 << 20 else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let first = text.split(separator: "\n", maxSplits: 1).first, let r = first.range(of: "swift-tools-version:") else { return nil }
        let version = first[r.upperBound...].trimmingCharacters(in: .whitespaces)
        guard let major = version.split(separator: ".").first.flatMap({ Int($0) }) else { return nil }
        if major >= 6, text.range(of: #"swiftLanguage(Modes|Versions)\s*:\s*\[\s*\.v5"#, options: .regularExpression) != nil { return 5 }
        return major
    }

    /// The package a module's folder belongs to (the nearest `Package.swift` up to 3 folders above).
    static func packageFolder(above folder: URL) -> URL? {
        var dir = folder
        for _ in 0..<4 {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return nil
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
    static func manifestTargets(_ text: String, in dir: URL, kinds: Set<String> = ["target", "executableTarget"]) -> [(name: String, folder: URL)] {
        let start = try! NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget|macro|plugin)\s*\("#)
        let name = try! NSRegularExpression(pattern: #"^\s*name:\s*"([^"]+)""#)
        let path = try! NSRegularExpression(pattern: #"\bpath:\s*"([^"]*)""#)
        let ns = text as NSString
        let starts = start.matches(in: text, range: NSRange(location: 0, length: ns.length))
        var out: [(name: String, folder: URL)] = []
        for (n, m) in starts.enumerated() where kinds.contains(ns.substring(with: m.range(at: 1))) {
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
