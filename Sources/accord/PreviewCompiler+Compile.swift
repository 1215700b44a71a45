import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Compiling and linking a preview program (PreviewCompiler.swift puts the units together): the
// swiftc calls — whole or incremental —, the compile cache's stamps and locks, the files known
// not to compile, and running the tools.

extension PreviewCompiler {
    enum Outcome { case success(URL), failure(String) }

    /// The compiler's output for a build that failed (nothing is cached for it).
    struct CompileFailed: Error { let output: String }

    /// The finished program for these files (CompileCache: complete or absent, built once by
    /// concurrent runs); built by writing the transformed files that changed into the target's
    /// build folder, compiling incrementally and linking there, then copying the program into
    /// the cache entry. A compile error is `.failure` with the compiler's output.
    /// `accord preview`: the previewed file's text as compiled, from its text as saved
    /// (LivePreview+Literals.swift). Main thread only.
    nonisolated(unsafe) static var rewritePrimary: ((String) -> String)? = nil

    /// `accord preview`: whether the file has been saved again since this build began (then its
    /// own compile and link are stopped: `Supervisor.compile(superseded:)`). Main thread only.
    nonisolated(unsafe) static var supersede: (@Sendable () -> Bool)? = nil

    /// A compile stopped because a newer save replaced it (`Supervisor.compile(superseded:)`).
    struct Superseded: Error, CustomStringConvertible {
        let output: String
        var description: String { output }
    }

    /// `missingNameGrace`: a file compiled alone is stopped that long after a name it cannot find
    /// (Supervisor.compile).
    static func compile(primary: Unit, others: [Unit], buildDir: URL, lib: URL, stamp: String, flags: [String] = [],
                        resources: URL? = nil, missingNameGrace: Double? = nil) throws -> Outcome {
        let units = [primary] + others
        var mainText = primary.source.mainFile + PreviewNetworkShim.source(for: units.map(\.userText))
        // The target's resources as the app's bundle (PreviewResources.swift), named before the previews are made.
        if let resources { mainText += PreviewResources.mainSource(bundle: resources, texts: units.map(\.userText)) }
        // The app's own initializer, before the previews, as Xcode's preview runs it (PreviewCompiler+AppInit.swift).
        let app = appInitCall(units)
        if let app { mainText += app.declaration }
        let setup = [resources == nil ? nil : PreviewResources.setup, app?.call].compactMap { $0 }
        // (`accord preview`'s previews as a library for its warm host: PreviewCompiler+Host.swift.)
        if sharedLibrary {
            mainText = libraryEntry(mainText, setup: setup.isEmpty ? nil : setup.joined(separator: "; "))
        } else if !setup.isEmpty, let end = mainText.firstIndex(of: "\n") {
            // (On the import's line: the previews' lines stay where the messages expect them.)
            mainText.insert(contentsOf: "; " + setup.joined(separator: "; "), at: end)
        }
        let key = fnv1a((sharedLibrary ? "library\u{0}" : "") + units.map { $0.buildName + "\n" + $0.transformed }.joined(separator: "\u{0}") + mainText + stamp + lib.path
                        + flags.joined(separator: "\u{0}"))
        do {
            liveStamp("cache key")
            let entry = try CompileCache.entry(key: String(key, radix: 16)) { dir in
                let built = try compileIncrementally(units: units, mainText: mainText, buildDir: buildDir, lib: lib, flags: flags,
                                                     missingNameGrace: missingNameGrace)
                try FileManager.default.moveItem(at: built, to: dir.appendingPathComponent("preview"))
                for name in CoreDataModel.bundleNames(in: units.map { ($0.buildName, $0.transformed) }) {
                    try? FileManager.default.createDirectory(at: dir.appendingPathComponent(name + ".momd"), withIntermediateDirectories: false)
                }
            }
            liveStamp("cached")
            return .success(entry.appendingPathComponent("preview"))
        } catch let failed as CompileFailed {
            return .failure(failed.output)
        }
    }

    /// Compiles in the target's build folder (swiftc's incremental mode: a file whose text did
    /// not change keeps its object file) and links; the program, or throws `CompileFailed`.
    /// The language flags of a preview build beyond the fixed ones: the Xcode target's own
    /// compilation conditions (`-D NAME`), and for a target in Swift 6 mode the regex literal
    /// syntax Swift 6 turns on (`/…/`). The language mode itself is always Swift 5, whatever
    /// `SWIFT_VERSION` says: Swift 6's strict-concurrency errors are about Apple's main-actor
    /// annotations (SwiftUI's `View` is `@MainActor`, Accord's is not, and the transform drops
    /// `@MainActor`), not about what a preview draws; Swift 5 mode accepts all Swift 6 code
    /// otherwise. Xcode's new projects have defaulted to `SWIFT_VERSION = 5.0`.
    static func languageFlags(for project: Project?) -> [String] {
        // (`package` declarations: SwiftPM names each package; one name for every module of a
        // preview is more permissive, never less: `package func` of a sibling target resolves.)
        var flags: [String] = ["-package-name", packageName]
        for condition in project?.conditions ?? [] { flags += ["-D", condition] }
        if let version = project?.swiftVersion, version >= 6 { flags.append("-enable-bare-slash-regex") }
        return flags
    }

    /// The `-package-name` of every module a preview compiles.
    static let packageName = "AccordPreviewPackage"

    static func compileIncrementally(units: [Unit], mainText: String, buildDir: URL, lib: URL, flags: [String] = [],
                                     missingNameGrace: Double? = nil) throws -> URL {
        let src = buildDir.appendingPathComponent("src"), obj = buildDir.appendingPathComponent("obj")
        try FileManager.default.createDirectory(at: obj, withIntermediateDirectories: true)
        // Only changed files are rewritten (swiftc's incremental build compares times). A
        // changed file also loses its object and dependency files: two edits within the file
        // system's time granularity (the generated main file of two previews in a row differs by
        // a line number) would otherwise look unchanged and link the previous program's object.
        // (A library's generated file holds no top-level code: not `main.swift`.)
        let mainName = sharedLibrary ? "entry.swift" : "main.swift"
        var wanted = Set<String>([mainName])
        // After a failed build, swiftc's record of which file uses which declaration is not to
        // be trusted: a file compiled then against a declaration that is now left out (pruned or
        // skipped) would keep its object and fail to link. So when the other files change after
        // a failure, everything is compiled again.
        let failedMarker = buildDir.appendingPathComponent("failed")
        if FileManager.default.fileExists(atPath: failedMarker.path) {
            let primaryName = units.first?.buildName
            let changed = units.dropFirst().contains { readText(src.appendingPathComponent($0.buildName)) != $0.transformed }
                || ((try? FileManager.default.contentsOfDirectory(atPath: src.path)) ?? []).contains { name in
                    name != mainName && name != primaryName && !units.contains { $0.buildName == name } }
            if changed { try? FileManager.default.removeItem(at: obj) }
            try FileManager.default.createDirectory(at: obj, withIntermediateDirectories: true)
        }
        func put(_ name: String, _ text: String) throws {
            let f = src.appendingPathComponent(name)
            wanted.insert(name)
            if readText(f) != text {
                try text.write(to: f, atomically: true, encoding: .utf8)
                let stem = obj.appendingPathComponent(URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent).path
                try? FileManager.default.removeItem(atPath: stem + ".o")
                // (Its dependency file is kept aside: the interface the other files' objects were
                // compiled against, which a direct compile of a target's file compares with the
                // new one, PreviewCompiler+Direct.swift. When there is none, the last one set aside stays.)
                if FileManager.default.fileExists(atPath: stem + ".swiftdeps") {
                    _ = rename(stem + ".swiftdeps", stem + ".swiftdeps.prev")
                }
            }
        }
        for u in units { try put(u.buildName, u.transformed) }
        try put(mainName, mainText)
        for stale in (try? FileManager.default.contentsOfDirectory(atPath: src.path)) ?? [] where !wanted.contains(stale) {
            try? FileManager.default.removeItem(at: src.appendingPathComponent(stale))
        }
        let inputs = ([mainName] + units.map(\.buildName)).map { src.appendingPathComponent($0).path }
        var map: [String: [String: String]] = ["": ["swift-dependencies": obj.appendingPathComponent("module.swiftdeps").path]]
        for path in inputs {
            let stem = obj.appendingPathComponent(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent).path
            map[path] = ["object": stem + ".o", "swift-dependencies": stem + ".swiftdeps"]
        }
        let mapFile = buildDir.appendingPathComponent("output-file-map.json")
        let mapData = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])
        if FileManager.default.contents(atPath: mapFile.path) != mapData { try mapData.write(to: mapFile) }

        let program = buildDir.appendingPathComponent("preview")
        try? FileManager.default.removeItem(at: program)
        liveStamp("sources written")
        // (Only this build's own compile and link are stopped for a newer save: a module or a
        // macro target stopped halfway would be recorded as failing.)
        let superseded = supersede
        var args = ["-Onone", "-swift-version", "5", "-suppress-warnings", "-D", "DEBUG",
                    "-diagnostic-style", "llvm", "-continue-building-after-errors", "-incremental", "-output-file-map", mapFile.path, "-j", "2",
                    "-I", lib.appendingPathComponent("Modules").path, "-I", lib.path,
                    "-L", lib.path, "-lAccordDynamic", "-Xlinker", "-rpath", "-Xlinker", lib.path,
                    "-module-name", "AccordUserPreview", "-o", program.path] + (sharedLibrary ? ["-emit-library"] : []) + flags + inputs + cModuleFlags + linkerFlags
        let swiftc = ProcessInfo.processInfo.environment["ACCORD_SWIFTC"] ?? "swiftc"
        args.insert(swiftc, at: 0)
        let what = "compiling \(units.first?.url.lastPathComponent ?? "the preview")" + (units.count > 1 ? " with \(units.count - 1) other files of its target" : "")
        // A file alone, edited: its jobs without the driver (PreviewCompiler+Direct.swift).
        let objects = inputs.map { obj.appendingPathComponent(URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent).path + ".o" }
        var (status, output): (Int32, String)
        // (A target's files too, for the warm host's library: then only an edit that leaves the
        // files' interfaces as they were, compileDirectly's `sameInterface`.)
        if units.count == 1 || sharedLibrary,
           let direct = compileDirectly(swiftc: swiftc, args: Array(args.dropFirst()), inputs: inputs, objects: objects,
                                        program: program.path, buildDir: buildDir, what: what, missingNameGrace: missingNameGrace,
                                        superseded: superseded, sameInterface: units.count > 1) {
            (status, output) = direct
        } else if missingNameGrace != nil, !sharedLibrary {
            // A file previewed alone (`missingNameGrace`): one compile job, whose messages
            // reach accord as they come (the driver holds a job's messages back until it ends when
            // it runs several), then the link.
            let object = obj.appendingPathComponent("AccordUserPreview.o")
            try? FileManager.default.removeItem(at: object)
            let compileArgs = [swiftc, "-c", "-wmo", "-Onone", "-swift-version", "5", "-suppress-warnings", "-D", "DEBUG",
                               "-diagnostic-style", "llvm", "-I", lib.appendingPathComponent("Modules").path, "-I", lib.path,
                               "-module-name", "AccordUserPreview", "-o", object.path] + flags + inputs + cModuleFlags
            (status, output) = Supervisor.compile(["/usr/bin/env"] + compileArgs, what: what, missingNameGrace: missingNameGrace,
                                                  superseded: superseded)
            if status == 0 {
                (status, output) = Supervisor.compile(["/usr/bin/env", swiftc, object.path, "-L", lib.path, "-lAccordDynamic", "-Xlinker", "-rpath", "-Xlinker", lib.path,
                                                       "-o", program.path] + flags + linkerFlags, what: "linking the preview of \(units.first?.url.lastPathComponent ?? "the file")",
                                                       superseded: superseded)
            }
            // (The object is compiled anew every time: kept, it would grow the cache outside
            // ACCORD_CACHE_MAX's reach, one per file previewed alone.)
            try? FileManager.default.removeItem(at: object)
        } else {
            (status, output) = Supervisor.compile(["/usr/bin/env"] + args, what: what, superseded: superseded)
            // The driver built the previews' library: its first edit's plan is made ahead (`accord preview`).
            if status == 0, sharedLibrary {
                preparation = preparation(swiftc: swiftc, args: Array(args.dropFirst()), inputs: inputs, objects: objects,
                                          program: program.path, buildDir: buildDir)
            }
        }
        // A newer save came meanwhile (`accord preview`): its compile follows, this one is over.
        if status != 0, superseded?() == true {
            _ = FileManager.default.createFile(atPath: failedMarker.path, contents: nil)
            throw Superseded(output: output)
        }
        // Every file compiled but the link found a symbol missing: an object left from an
        // earlier build (swiftc's incremental record did not know it used a declaration since
        // left out). Once, the target is compiled again whole.
        if missingNameGrace == nil, status != 0, output.contains("undefined reference"), !Diagnostics.parse(output).contains(where: { $0.severity == "error" && $0.path.hasSuffix(".swift") }) {
            try? FileManager.default.removeItem(at: obj)
            try FileManager.default.createDirectory(at: obj, withIntermediateDirectories: true)
            (status, output) = Supervisor.compile(["/usr/bin/env"] + args, what: what, superseded: superseded)
        }
        if status == 127 || (status != 0 && output.contains("env: ") && output.contains(swiftc)) {
            throw Failure.toolchain("the Swift compiler was not found (\(swiftc)): install a Swift toolchain, put swiftc on the PATH or set ACCORD_SWIFTC")
        }
        if status != 0 {
            _ = FileManager.default.createFile(atPath: failedMarker.path, contents: nil)
            throw CompileFailed(output: output.isEmpty ? "swiftc failed (exit \(status))" : output)
        }
        try? FileManager.default.removeItem(at: failedMarker)
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw CompileFailed(output: "swiftc reported success but wrote no program")
        }
        return program
    }

    /// The library's interface, as the builds' cache keys name it: a hash of the `.swiftmodule`
    /// files of Accord and the modules it is built on (nil: not beside the tool). A library
    /// rebuilt with only function bodies or comments changed keeps its `.swiftmodule` byte for
    /// byte (stored properties, inlinable code and every declaration's signature are in it), so
    /// the modules and previews compiled against it stay valid (they call into the library's
    /// shared object by symbol) and are not compiled again: a large package module takes minutes.
    /// Hashes are kept per file size and date in the cache (`library-stamps.json`).
    static func libraryStamp(_ lib: URL) -> String? {
        let fm = FileManager.default
        let modules = ["Accord", "AccordLayout", "AccordText", "AccordCairo"]
        var parts: [String] = []
        let record = cacheDirectory.appendingPathComponent("library-stamps.json")
        var known = loadKnownBad(cacheDirectory, file: "library-stamps.json")
        var changed = false
        for name in modules {
            let file = lib.appendingPathComponent("Modules").appendingPathComponent("\(name).swiftmodule")
            guard let attrs = try? fm.attributesOfItem(atPath: file.path) else { return nil }
            let id = "\(file.path)|\((attrs[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)|\(attrs[.size] ?? 0)"
            if let hash = known[id] { parts.append(hash); continue }
            guard let data = fm.contents(atPath: file.path) else { return nil }
            var h: UInt64 = 0xcbf29ce484222325
            data.withUnsafeBytes { raw in for b in raw { h = (h ^ UInt64(b)) &* 0x100000001b3 } }
            let hash = String(h, radix: 16)
            known = known.filter { !$0.key.hasPrefix(file.path + "|") }
            known[id] = hash
            changed = true
            parts.append(hash)
        }
        if changed { saveKnownBad(known, cacheDirectory, file: record.lastPathComponent) }
        return "interface-" + parts.joined(separator: "-")
    }

    static func loadKnownBad(_ dir: URL, file: String = "skipped.json") -> [String: String] {
        guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent(file).path),
              let d = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { return [:] }
        return d
    }

    static func saveKnownBad(_ d: [String: String], _ dir: URL, file: String = "skipped.json") {
        if let data = try? JSONSerialization.data(withJSONObject: d, options: [.sortedKeys]) {
            try? data.write(to: dir.appendingPathComponent(file), options: .atomic)
        }
    }

    /// An exclusive lock on a file (two `accord` runs on one target take turns).
    final class Lock {
        let fd: Int32
        /// Waits for the lock; a wait (another accord building the same thing) is a phase of its
        /// own, named when accord is stopped during or after it (`Activity`).
        init(_ path: String, what: String = "the same build") throws {
            fd = open(path, O_CREAT | O_RDWR, 0o644)
            guard fd >= 0 else { throw Failure.toolchain("cannot create the lock file \(path)") }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                Activity.begin("waiting for another accord to finish \(what)")
                _ = flock(fd, LOCK_EX)
                Activity.end()
            }
        }
        func release() { _ = flock(fd, LOCK_UN); close(fd) }
    }

    static func run(_ argv: [String]) -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: argv[0])
        p.arguments = Array(argv.dropFirst())
        let pipe: Pipe
        do { pipe = try runPiped(p, output: true, error: true) } catch { return (127, "cannot run \(argv[0]): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Starts `p` with a new pipe as its standard output and/or error, the pipe's ends closed on
    /// exec and made and handed over under the registry's lock, as `Supervisor.makePipe`'s are.
    /// Foundation's `Pipe` ends are inherited by every program started meanwhile on another
    /// thread: a spare preview host spawned by the live server's main thread while the first
    /// edit's plan (`preparation`) ran `swiftc -###` kept that plan's pipe open for the host's
    /// whole life, so the plan never read to its end and held the build folder's lock, and the
    /// edit's compile waited on that lock for ever (Tests/e2e/robust.py, one run in three under load).
    static func runPiped(_ p: Process, output: Bool, error: Bool) throws -> Pipe {
        let started = Cleanup.withChildren { () -> Result<Pipe, Error> in
            let pipe = Pipe()
            _ = fcntl(pipe.fileHandleForReading.fileDescriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
            if output { p.standardOutput = pipe }
            if error { p.standardError = pipe }
            return Result { try p.run(); return pipe }
        }
        return try started.get()
    }

    static func fnv1a(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return h
    }
}
