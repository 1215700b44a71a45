import Foundation

/// An Xcode project's targets as its `project.pbxproj` declares them: which Swift files each
/// target compiles (its Sources build phase, resolved through the group tree, and Xcode 16's
/// synchronised folders minus their exceptions) and the build settings of its Debug
/// configuration (the project's, overridden by the target's).
///
/// The file is an old-style (OpenStep) property list; Foundation reads it. Every reference is
/// looked up defensively: a missing or malformed object is ignored, the group tree is walked
/// with a depth limit and a visited set (a hostile file cannot make it loop), and nothing is
/// ever written.
struct XcodeProject {
    struct Target {
        let name: String
        /// `com.apple.product-type.application`, `…bundle.unit-test`, … ("" when absent).
        let productType: String
        /// Swift files the target compiles, absolute and standardised, sorted.
        let swiftFiles: [URL]
        /// The Debug configuration's build settings (project level, then the target's).
        let settings: [String: String]
        /// Sources the project names by a path outside the checkout that does not exist (the
        /// author's machine: `../../../../System/Volumes/Data/Users/…`), each with the checkout's
        /// only file of that name when there is one, which `swiftFiles` holds instead.
        var outside: [(named: URL, taken: URL?)] = []

        var isTest: Bool { productType.contains("test") }
        /// Whether the target builds for iOS (SDKROOT, SUPPORTED_PLATFORMS).
        var isIOS: Bool {
            let sdk = settings["SDKROOT"] ?? "", platforms = settings["SUPPORTED_PLATFORMS"] ?? ""
            return sdk.hasPrefix("iphone") || platforms.contains("iphone")
        }
    }

    /// The folder holding the `.xcodeproj` (what `SOURCE_ROOT` means).
    let projectDirectory: URL
    let targets: [Target]
    /// The Swift package products the project depends on from remote repositories (product
    /// name → repository URL): Accord cannot fetch them; the user can add a checkout.
    let remotePackages: [String: String]

    /// Reads `xcodeproj/project.pbxproj`; nil when it cannot be read or parsed.
    init?(_ xcodeproj: URL) {
        let file = xcodeproj.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path), data.count < 64 << 20,
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: Any],
              let rootID = plist["rootObject"] as? String,
              let root = objects[rootID] as? [String: Any] else { return nil }
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        func ids(_ value: Any?) -> [String] { (value as? [Any])?.compactMap { $0 as? String } ?? [] }

        var base = xcodeproj.deletingLastPathComponent().standardizedFileURL
        if let dirPath = root["projectDirPath"] as? String, !dirPath.isEmpty {
            base = (dirPath.hasPrefix("/") ? URL(fileURLWithPath: dirPath) : base.appendingPathComponent(dirPath)).standardizedFileURL
        }
        projectDirectory = base

        // Every file reference and group's full path, walking the group tree from the main group.
        var paths: [String: URL] = [:]
        var visited = Set<String>()
        func resolve(_ id: String, parent: URL, depth: Int) {
            guard depth < 64, visited.insert(id).inserted, let o = objects[id] as? [String: Any] else { return }
            let path = o["path"] as? String
            var here = parent
            switch o["sourceTree"] as? String ?? "<group>" {
            case "<group>": if let path { here = parent.appendingPathComponent(path) }
            case "SOURCE_ROOT": here = path.map { base.appendingPathComponent($0) } ?? base
            case "<absolute>": here = path.map { URL(fileURLWithPath: $0) } ?? parent
            default: return  // SDK, developer and build-product paths are not the app's sources
            }
            here = here.standardizedFileURL
            paths[id] = here
            for child in ids(o["children"]) { resolve(child, parent: here, depth: depth + 1) }
        }
        if let main = root["mainGroup"] as? String { resolve(main, parent: base, depth: 0) }

        func settings(_ listID: Any?) -> [String: Any] {
            guard let list = object(listID) else { return [:] }
            let configs = ids(list["buildConfigurations"]).compactMap { object($0) }
            let debug = configs.first { ($0["name"] as? String) == "Debug" }
                ?? configs.first { ($0["name"] as? String) == (list["defaultConfigurationName"] as? String) } ?? configs.first
            return debug?["buildSettings"] as? [String: Any] ?? [:]
        }
        func flatten(_ value: Any?) -> String? {
            if let s = value as? String { return s }
            if let a = value as? [Any] { return a.compactMap { $0 as? String }.joined(separator: " ") }
            return nil
        }
        // (Xcode's own: `PRODUCT_NAME = "$(PROJECT_NAME)"` names a framework after its project.)
        var projectSettings: [String: String] = ["PROJECT_NAME": xcodeproj.deletingPathExtension().lastPathComponent]
        // (Xcode's own: `DEVELOPMENT_LANGUAGE` is the project's development region, the
        // language an app falls back to — Info.plist's `CFBundleDevelopmentRegion`.)
        if let region = root["developmentRegion"] as? String, !region.isEmpty { projectSettings["DEVELOPMENT_LANGUAGE"] = region }
        for (k, v) in settings(root["buildConfigurationList"]) { if let s = flatten(v) { projectSettings[k] = s } }

        // The checkout (the repository's root above the project, else the project's folder) and
        // its Swift files by name, read once if a source is named outside it and is not there.
        var checkout = base
        var up = base
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: up.appendingPathComponent(".git").path) { checkout = up; break }
            if up.path == "/" { break }
            up = up.deletingLastPathComponent()
        }
        var byName: [String: [URL]]? = nil
        func outsideReplacement(_ url: URL) -> (named: URL, taken: URL?)? {
            guard !url.path.hasPrefix(checkout.path + "/"), !FileManager.default.fileExists(atPath: url.path) else { return nil }
            if byName == nil { byName = Dictionary(grouping: Project.swiftFiles(under: checkout).map(\.standardizedFileURL), by: \.lastPathComponent) }
            let same = byName?[url.lastPathComponent] ?? []
            return (url, same.count == 1 ? same[0] : nil)
        }

        var targets: [Target] = []
        for id in ids(root["targets"]) {
            guard let t = object(id), (t["isa"] as? String) == "PBXNativeTarget" else { continue }
            var files: [URL] = []
            var outside: [(named: URL, taken: URL?)] = []
            for phase in ids(t["buildPhases"]).compactMap({ object($0) }) where (phase["isa"] as? String) == "PBXSourcesBuildPhase" {
                for build in ids(phase["files"]).compactMap({ object($0) }) {
                    guard let ref = build["fileRef"] as? String, let url = paths[ref], url.pathExtension == "swift" else { continue }
                    if let o = outsideReplacement(url) {
                        outside.append(o)
                        if let taken = o.taken { files.append(taken) }
                    } else {
                        files.append(url)
                    }
                }
            }
            // Xcode 16 synchronised folders: every Swift file under the folder, minus the
            // exceptions listed for this target.
            for groupID in ids(t["fileSystemSynchronizedGroups"]) {
                guard let folder = paths[groupID], let group = objects[groupID] as? [String: Any] else { continue }
                var excluded = Set<String>()
                for exception in ids(group["exceptions"]).compactMap({ object($0) }) where (exception["target"] as? String) == id {
                    for name in exception["membershipExceptions"] as? [Any] ?? [] {
                        if let name = name as? String { excluded.insert(folder.appendingPathComponent(name).standardizedFileURL.path) }
                    }
                }
                files += Project.swiftFiles(under: folder).map(\.standardizedFileURL).filter { !excluded.contains($0.path) }
            }
            var merged = projectSettings
            for (k, v) in settings(t["buildConfigurationList"]) {
                guard let s = flatten(v) else { continue }
                // `$(inherited)` stands for the project-level value.
                merged[k] = s.replacingOccurrences(of: "$(inherited)", with: projectSettings[k] ?? "")
                    .replacingOccurrences(of: "${inherited}", with: projectSettings[k] ?? "")
            }
            var seen = Set<String>()
            files = files.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
            targets.append(Target(name: t["name"] as? String ?? "", productType: t["productType"] as? String ?? "",
                                  swiftFiles: files, settings: merged, outside: outside))
        }
        self.targets = targets
        var remote: [String: String] = [:]
        for case let o as [String: Any] in objects.values where (o["isa"] as? String) == "XCSwiftPackageProductDependency" {
            guard let product = o["productName"] as? String, let package = object(o["package"]),
                  (package["isa"] as? String) == "XCRemoteSwiftPackageReference", let url = package["repositoryURL"] as? String else { continue }
            remote[product] = url
        }
        remotePackages = remote
    }

    /// The target that compiles `file`: among those listing it, an iOS application before
    /// other iOS targets before the rest, test targets last (nil: no target lists the file).
    func target(containing file: URL) -> Target? {
        let path = file.standardizedFileURL.path
        let candidates = targets.filter { $0.swiftFiles.contains { $0.path == path } }
        func rank(_ t: Target) -> Int {
            (t.isTest ? 4 : 0) + (t.isIOS ? 0 : 2) + (t.productType.hasSuffix(".application") ? 0 : 1)
        }
        return candidates.min { rank($0) < rank($1) }
    }
}

extension XcodeProject.Target {
    /// `-D` flags of the Debug configuration: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D`
    /// of `OTHER_SWIFT_FLAGS` (conditions a project defines for itself, such as `MOCK_DATA`).
    var compilationConditions: [String] {
        var out: [String] = []
        let words = (settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\"" })
        for w in words where Self.isConditionName(w) { out.append(String(w)) }
        let flags = (settings["OTHER_SWIFT_FLAGS"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\"" }).map(String.init)
        for (i, f) in flags.enumerated() {
            if f == "-D", i + 1 < flags.count, Self.isConditionName(Substring(flags[i + 1])) { out.append(flags[i + 1]) }
            else if f.hasPrefix("-D"), Self.isConditionName(f.dropFirst(2)) { out.append(String(f.dropFirst(2))) }
        }
        var seen = Set<String>()
        return out.filter { $0 != "DEBUG" && seen.insert($0).inserted }
    }

    /// The Swift language version the project asks for (`SWIFT_VERSION`), e.g. 5 or 6.
    var swiftVersion: Int? {
        (settings["SWIFT_VERSION"]?.split(separator: ".").first).flatMap { Int($0) }
    }

    static func isConditionName(_ s: Substring) -> Bool {
        guard let first = s.first, first.isLetter || first == "_", s.count <= 64 else { return false }
        return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
