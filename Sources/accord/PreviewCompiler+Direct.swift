import Foundation

extension PreviewCompiler {
    /// The compile of an edit without swiftc's driver (issue 17: edit → update within a second).
    ///
    /// For each save, swiftc's driver starts, reads its incremental record, plans the jobs and only
    /// then runs the frontend on the edited file, `swift-autolink-extract` and the linker: the
    /// planning alone took ≈ 0.9 s of a 2.2–2.7 s compile on the build machine. Here the driver
    /// plans once (`swiftc -###` with the build's own arguments, kept in the build folder as
    /// `direct-jobs.json`, keyed by those arguments) and each later edit runs its three jobs
    /// directly: the frontend on the files whose object is missing (the ones that changed: their
    /// objects were removed when their text was written), the library list of each object kept
    /// while its imports are unchanged, and the link line the driver would run.
    ///
    /// For a file compiled alone (with the generated main file), and for the files of a target
    /// in `accord preview` (`sameInterface`): there an edit can change what the other files
    /// compile to (a declaration they use), which only the driver's dependency record follows.
    /// So the changed files are compiled with their dependency files (`.swiftdeps`), and their
    /// objects are linked with the others' only when the compiler's fingerprints of what each
    /// file declares — its interface hash and each type's body outside function bodies, what the
    /// driver itself compares to decide which other files to compile again — are those of the
    /// dependency file the other objects were compiled against (`.swiftdeps.prev`, kept when the
    /// file's text was written); otherwise the driver builds, as before. An edit inside a body
    /// (a `body`'s views, a modifier added, a string) keeps them; a stored property, a new
    /// member, a changed signature do not. Measured on Examples/SampleApp's ContentView (a
    /// target of 12 files) at load 14–17: the driver's compile 2.2–2.4 s, this one ≈ 0.5 s.
    /// Anything unexpected (no template, a job that fails without a compiler message) falls back
    /// to the driver.
    struct DirectJobs: Codable {
        /// The frontend job without its inputs and outputs (`-primary-file`, the sources, `-o`,
        /// dependency paths).
        var frontend: [String]
        var autolinkTool: String
        /// The link job; `objects` and `autolink` mark where the driver put its own temporary paths.
        var link: [String]
        /// For the warm host's library: the linker itself (`ld.lld`, as clang would run it for
        /// `link`), `OBJECTS` and `AUTOLINK` marking where the objects and the libraries go
        /// (PreviewCompiler+Host.swift, `hostLink`). Nil: the driver's link.
        var libraryLink: [String]? = nil
        var key: String
    }

    /// Splits a line of `swiftc -###` into its arguments (it quotes those with spaces or quotes).
    static func shellWords(_ line: Substring) -> [String] {
        var out: [String] = [], word = "", inWord = false
        var quote: Character? = nil, escaped = false
        for c in line {
            if escaped { word.append(c); escaped = false; inWord = true; continue }
            if c == "\\" && quote != "'" { escaped = true; continue }
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
                continue
            }
            if c == "\"" || c == "'" { quote = c; inWord = true; continue }
            if c == " " || c == "\t" {
                if inWord { out.append(word); word = ""; inWord = false }
                continue
            }
            word.append(c); inWord = true
        }
        if inWord { out.append(word) }
        return out
    }

    /// The driver's plan for `args` (swiftc's arguments, without the program name), from the
    /// build folder when planned before with the same arguments, else from `swiftc -###`.
    static func directJobs(swiftc: String, args: [String], inputs: [String], program: String, buildDir: URL) -> DirectJobs? {
        let key = String(fnv1a((["v2", swiftc] + args).joined(separator: "\u{0}")), radix: 16)
        let file = buildDir.appendingPathComponent("direct-jobs.json")
        if let data = FileManager.default.contents(atPath: file.path), let jobs = try? JSONDecoder().decode(DirectJobs.self, from: data), jobs.key == key {
            return jobs
        }
        // (In a folder of ours: `-###` leaves the driver's temporary folder behind.)
        guard let scratch = try? Cleanup.makeTemporaryDirectory("accord-swiftc") else { return nil }
        defer { Cleanup.remove(scratch.path) }
        let planner = Process()
        planner.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        planner.arguments = ["TMPDIR=" + scratch.path, swiftc, "-###"] + args
        planner.standardError = FileHandle.nullDevice
        guard let pipe = try? runPiped(planner, output: true, error: false) else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        planner.waitUntilExit()
        guard planner.terminationStatus == 0 else { return nil }
        let lines = output.split(separator: "\n").map(shellWords).filter { !$0.isEmpty }
        let inputSet = Set(inputs)
        // The objects the driver's frontend jobs would write (in its temporary folder).
        var driverObjects = Set<String>()
        for job in lines where job[0].hasSuffix("swift-frontend") {
            for n in job.indices.dropLast() where job[n] == "-o" { driverObjects.insert(job[n + 1]) }
        }
        guard let fe = lines.first(where: { $0.count > 2 && $0[0].hasSuffix("swift-frontend") && $0[1] == "-frontend" && $0[2] == "-c" }),
              let al = lines.first(where: { $0[0].hasSuffix("swift-autolink-extract") }),
              let link = lines.last, link.last == program, link.firstIndex(of: "-o") == link.count - 2 else { return nil }
        // The frontend's flags: everything but its inputs and the paths of what it writes.
        var flags: [String] = []
        var i = 1
        let valued: Set<String> = ["-primary-file", "-o", "-emit-reference-dependencies-path", "-emit-dependencies-path",
                                   "-serialize-diagnostics-path", "-emit-module-path", "-emit-module-doc-path",
                                   "-emit-module-source-info-path", "-emit-abi-descriptor-path", "-emit-const-values-path"]
        while i < fe.count {
            let a = fe[i]
            if valued.contains(a) { i += 2; continue }
            if inputSet.contains(a) { i += 1; continue }
            // An output path the list above does not know: no template (the driver stays).
            if a.hasPrefix("-emit-") && a.hasSuffix("-path") { return nil }
            flags.append(a)
            i += 1
        }
        guard flags.first == "-frontend", flags.count > 2, flags[1] == "-c" else { return nil }
        // The link line: the driver's temporary objects and library list become placeholders.
        var linkArgs: [String] = []
        var objectsMarked = false
        for a in link {
            if a.hasPrefix("@") && a.hasSuffix(".autolink") { linkArgs.append("@AUTOLINK"); continue }
            if driverObjects.contains(a) {
                if !objectsMarked { linkArgs.append("OBJECTS"); objectsMarked = true }
                continue
            }
            linkArgs.append(a)
        }
        guard objectsMarked, linkArgs.contains("@AUTOLINK"), driverObjects.count == inputs.count else { return nil }
        let jobs = DirectJobs(frontend: [fe[0]] + flags, autolinkTool: al[0], link: linkArgs,
                              libraryLink: linkArgs.contains("-shared") ? linkerLine(linkArgs, scratch: scratch) : nil, key: key)
        if let data = try? JSONEncoder().encode(jobs) { try? data.write(to: file, options: .atomic) }
        return jobs
    }

    /// Compiles the inputs whose object is missing and links, without the driver; nil when this
    /// build is not one for the direct route (then the driver builds it).
    static func compileDirectly(swiftc: String, args: [String], inputs: [String], objects: [String], program: String,
                                buildDir: URL, what: String, missingNameGrace: Double? = nil,
                                superseded: (@Sendable () -> Bool)? = nil, sameInterface: Bool = false) -> (Int32, String)? {
        guard ProcessInfo.processInfo.environment["ACCORD_DIRECT_COMPILE"] != "0" else { return nil }
        let fm = FileManager.default
        let stale = inputs.indices.filter { !fm.fileExists(atPath: objects[$0]) }
        let stem = { (n: Int) in String(objects[n].dropLast(2)) }
        // The interfaces the other objects were compiled against (none: a file new to the
        // target, or one never compiled: the driver's).
        var before: [Int: [String]] = [:]
        if sameInterface {
            guard ProcessInfo.processInfo.environment["ACCORD_DIRECT_TARGET"] != "0" else { return nil }
            for n in stale {
                guard let f = interfaceFingerprints(stem(n) + ".swiftdeps.prev") else { return nil }
                before[n] = f
            }
        }
        // A first build (nothing compiled yet) is the driver's: it writes its incremental record.
        guard stale.count < inputs.count,
              let jobs = directJobs(swiftc: swiftc, args: args, inputs: inputs, program: program, buildDir: buildDir) else { return nil }
        if !stale.isEmpty {
            var argv = [jobs.frontend[0], "-frontend", "-c"]
            for (n, input) in inputs.enumerated() { argv += stale.contains(n) ? ["-primary-file", input] : [input] }
            argv += jobs.frontend.dropFirst(3)
            for n in stale { argv += ["-o", objects[n]] }
            if sameInterface { for n in stale { argv += ["-emit-reference-dependencies-path", stem(n) + ".swiftdeps"] } }
            liveStamp("frontend start")
            let (status, output) = Supervisor.compile(argv, what: what, missingNameGrace: missingNameGrace, superseded: superseded)
            liveStamp("frontend end")
            if status != 0 {
                // (Nothing half-written is taken for a compiled file's.)
                for n in stale { for ext in [".o", ".swiftdeps"] { try? fm.removeItem(atPath: stem(n) + ext) } }
                if superseded?() == true { return (status, output) }
                // The compiler's own messages are the user's to see; anything else is the driver's to retry.
                return Diagnostics.parse(output).contains(where: { $0.severity == "error" }) || output.contains("Stack dump:") ? (status, output) : nil
            }
            // A declaration the other files may use changed: they are the driver's to compile
            // again (it compiles these files again too: their outputs go, as a changed file's do).
            if sameInterface, stale.contains(where: { interfaceFingerprints(stem($0) + ".swiftdeps") != before[$0] }) {
                for n in stale { for ext in [".o", ".swiftdeps"] { try? fm.removeItem(atPath: stem(n) + ext) } }
                liveStamp("interface changed")
                return nil
            }
        }
        // Each object's libraries (its autolink entries), kept while the file's imports are the same.
        var libraries: [String] = []
        for (n, input) in inputs.enumerated() {
            let imports = importLines(input)
            let part = objects[n] + ".autolink", record = objects[n] + ".imports"
            if readText(URL(fileURLWithPath: record)) == imports, let kept = readText(URL(fileURLWithPath: part)) {
                libraries.append(kept)
                continue
            }
            let (status, output) = Supervisor.compile([jobs.autolinkTool, objects[n], "-o", part], what: what, superseded: superseded)
            guard status == 0, let made = readText(URL(fileURLWithPath: part)) else { return status == 0 ? nil : (status, output) }
            try? imports.write(toFile: record, atomically: true, encoding: .utf8)
            libraries.append(made)
        }
        let autolink = buildDir.appendingPathComponent("obj/AccordUserPreview.autolink").path
        try? libraries.map { $0.hasSuffix("\n") || $0.isEmpty ? $0 : $0 + "\n" }.joined().write(toFile: autolink, atomically: true, encoding: .utf8)
        var link = jobs.link.flatMap { $0 == "OBJECTS" ? objects : [$0 == "@AUTOLINK" ? "@" + autolink : $0] }
        // The warm host's library: linked by lld alone, against no library the host has loaded.
        if sharedLibrary, let direct = hostLink(jobs, objects: objects, libraries: libraries) { link = direct }
        liveStamp("link start")
        defer { liveStamp("link end") }
        return Supervisor.compile(link, what: what, superseded: superseded)
    }

    /// The fingerprints in a dependency file (`.swiftdeps`, LLVM bitstream): the compiler writes
    /// each as 32 lowercase hex digits — the file's interface hash, each type body's, the
    /// modules it depends on —, so every run of at least 32 hex digits is collected, sorted
    /// (a fingerprint beside a byte that reads as a hex digit is collected with it, the same way
    /// in both files compared). Nil when the file is missing or holds none.
    static func interfaceFingerprints(_ path: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var runs: [String] = []
        var start = -1
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for i in 0...bytes.count {
                let hex = i < bytes.count && ((48...57).contains(bytes[i]) || (97...102).contains(bytes[i]))
                if hex { if start < 0 { start = i }; continue }
                if start >= 0, i - start >= 32 { runs.append(String(decoding: bytes[start..<i], as: UTF8.self)) }
                start = -1
            }
        }
        return runs.isEmpty ? nil : runs.sorted()
    }

    /// A file's import lines (what its object's libraries follow).
    static func importLines(_ path: String) -> String {
        (readText(URL(fileURLWithPath: path)) ?? "").split(separator: "\n")
            .filter { $0.range(of: #"^\s*(@[\w()]+\s+)*import\s"#, options: .regularExpression) != nil }.joined(separator: "\n")
    }

    /// What the first edit of a file would otherwise do before its frontend and after it, done
    /// ahead (`accord preview`, once the file's first build — the driver's — is shown): the
    /// driver's plan (`swiftc -###`, `direct-jobs.json`) and each object's library list
    /// (`swift-autolink-extract`, kept with the file's imports). Measured on the first edit of
    /// seed 002 at load 24: 0.9 s of planning before the frontend and 0.4 s of extraction before
    /// the link. Set by `build`; run by the server on another thread.
    nonisolated(unsafe) static var preparation: (@Sendable () -> Void)?

    /// The preparation for a build folder (nil when edits of it do not take the direct route).
    static func preparation(swiftc: String, args: [String], inputs: [String], objects: [String], program: String,
                            buildDir: URL) -> (@Sendable () -> Void)? {
        guard ProcessInfo.processInfo.environment["ACCORD_DIRECT_COMPILE"] != "0",
              ProcessInfo.processInfo.environment["ACCORD_PREPARE_EDIT"] != "0" else { return nil }
        return {
            // The build folder's lock, or nothing: a compile that holds it plans for itself.
            let fd = open(buildDir.appendingPathComponent("lock").path, O_CREAT | O_RDWR, 0o644)
            guard fd >= 0 else { return }
            defer { close(fd) }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return }
            defer { _ = flock(fd, LOCK_UN) }
            guard let jobs = directJobs(swiftc: swiftc, args: args, inputs: inputs, program: program, buildDir: buildDir) else { return }
            for (n, input) in inputs.enumerated() {
                let imports = importLines(input)
                let part = objects[n] + ".autolink", record = objects[n] + ".imports"
                if readText(URL(fileURLWithPath: record)) == imports, readText(URL(fileURLWithPath: part)) != nil { continue }
                // (Written aside and moved into place: a compile reads only a finished list.)
                let made = part + ".new"
                guard run([jobs.autolinkTool, objects[n], "-o", made]).0 == 0 else { try? FileManager.default.removeItem(atPath: made); continue }
                guard rename(made, part) == 0 else { continue }
                try? imports.write(toFile: record, atomically: true, encoding: .utf8)
            }
        }
    }

    /// The linker's own command for the driver's link line `link` (clang's, with its `OBJECTS`
    /// and `@AUTOLINK` markers), from `clang -###`: clang adds the start files, the search paths
    /// and its libraries; nil when clang does not run lld.
    static func linkerLine(_ link: [String], scratch: URL) -> [String]? {
        let fm = FileManager.default
        let placeholder = scratch.appendingPathComponent("accord-placeholder.o").path
        let response = scratch.appendingPathComponent("accord-autolink").path
        guard fm.createFile(atPath: placeholder, contents: Data()),
              fm.createFile(atPath: response, contents: Data("-laccord-autolink-mark\n".utf8)) else { return nil }
        let argv = link.map { $0 == "OBJECTS" ? placeholder : $0 == "@AUTOLINK" ? "@" + response : $0 }
        let clang = Process()
        clang.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        clang.arguments = ["TMPDIR=" + scratch.path] + argv + ["-###"]
        clang.standardOutput = FileHandle.nullDevice
        guard let pipe = try? runPiped(clang, output: false, error: true) else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        clang.waitUntilExit()
        guard clang.terminationStatus == 0,
              let line = output.split(separator: "\n").map(shellWords).last(where: { $0.first?.hasSuffix("ld.lld") == true }) else { return nil }
        let out = line.map { $0 == placeholder ? "OBJECTS" : $0 == "-laccord-autolink-mark" ? "AUTOLINK" : $0 }
        return out.contains("OBJECTS") && out.contains("AUTOLINK") ? out : nil
    }

    /// The link of the warm host's library by lld alone, without clang's driver and without the
    /// libraries the host has loaded already (its whole set, `hostLibraries`): the library's
    /// references to them are left for the loader, which finds them in the host when it loads
    /// the library (`dlopen`: a program's libraries are global), so lld does not read them —
    /// reading libAccordDynamic.so's symbols was most of the link. Libraries the host has not
    /// loaded (what only the previewed file imports) are linked as before. Nil: the usual link.
    static func hostLink(_ jobs: DirectJobs, objects: [String], libraries: [String]) -> [String]? {
        guard ProcessInfo.processInfo.environment["ACCORD_HOST_LINK"] != "0",
              let line = jobs.libraryLink, let loaded = hostLibraries else { return nil }
        let entries = libraries.flatMap { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        // (Anything but `-lNAME` in the objects' autolink entries: clang's to read.)
        guard entries.allSatisfy({ $0.hasPrefix("-l") && $0.count > 2 }) else { return nil }
        var seen = Set<String>()
        let needed = entries.filter { seen.insert($0).inserted && !loaded.contains(String($0.dropFirst(2))) }
        return line.flatMap { a -> [String] in
            if a == "OBJECTS" { return objects }
            if a == "AUTOLINK" { return needed }
            if a.hasPrefix("-l"), a.count > 2, loaded.contains(String(a.dropFirst(2))) { return [] }
            return [a]
        }
    }
}
