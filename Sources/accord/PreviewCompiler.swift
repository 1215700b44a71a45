// Longer than ~400 lines (434): the compile-and-link driver, one pipeline (build → buildTarget, which alone is 230 lines of rounds sharing the same units and skip lists). The unit model with the cascade is PreviewCompiler+Units.swift, the swiftc calls with their cache PreviewCompiler+Compile.swift; other concerns LocalModuleBuild.swift, Project+Closure.swift, PreviewSource+Prune.swift.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Compiles a user's SwiftUI file against the Accord library (built as a dynamic library next
/// to this executable) into a preview program, as Xcode's iOS debug preview build would: with
/// `-D DEBUG`, the iOS branches of `#if`, and — when the file belongs to an app target (see
/// `Project`) — the target's other Swift files.
///
/// Each target (or lone file) has a build folder in the cache where swiftc builds incrementally:
/// a file whose transformed text did not change keeps its object file, so a one-line edit
/// recompiles that file, the generated main file, and links. Finished programs are cached by the
/// content of everything compiled into them.
struct PreviewCompiler {
    enum Failure: Error, CustomStringConvertible {
        case missingFile(String)
        case compile(String)
        case toolchain(String)
        var description: String {
            switch self {
            case .missingFile(let p): "no such file: \(p)"
            case .compile(let m): m
            case .toolchain(let m): m
            }
        }
    }

    /// Where libAccordDynamic.so (the AccordDynamic product: the Accord module, dynamic) and Modules/ are: beside this executable.
    static var libraryDirectory: URL {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        return exe.deletingLastPathComponent()
    }

    /// The package the tool was built from (its C module maps are needed to load Accord's
    /// modules): the nearest ancestor of the executable with a Package.swift.
    static var packageRoot: URL? {
        var dir = libraryDirectory
        for _ in 0..<6 {
            dir = dir.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
        }
        return nil
    }

    /// Compiler flags that make the system-library modules (CPango, CCairo) loadable (found once
    /// per process: `accord preview` compiles at every save).
    static let cModuleFlags: [String] = {
        guard let root = PreviewCompiler.packageRoot else { return [] }
        var flags: [String] = []
        for m in ["CPango", "CCairo", "CGdkPixbuf", "CPoppler", "CDeflate"] {
            let map = root.appendingPathComponent("Sources/\(m)/module.modulemap").path
            if FileManager.default.fileExists(atPath: map) { flags += ["-Xcc", "-fmodule-map-file=\(map)"] }
        }
        let (status, out) = PreviewCompiler.run(["/usr/bin/env", "pkg-config", "--cflags", "pangocairo", "pangoft2", "fontconfig", "harfbuzz", "cairo", "gdk-pixbuf-2.0", "poppler-glib"])
        if status == 0 {
            for f in out.split(whereSeparator: { $0 == " " || $0 == "\n" }) { flags += ["-Xcc", String(f)] }
        }
        return flags
    }()

    static var cacheDirectory: URL { CompileCache.shared.root }

    /// "the body of `func f()` (line 3), `extension UTType` (line 20)".
    static func describe(_ prunes: [PreviewSource.Prune]) -> String {
        let parts = prunes.prefix(3).map { p -> String in
            let what = p.what.count > 60 ? String(p.what.prefix(57)) + "…" : p.what
            return p.kind == .stub ? "the body of `\(what)` (line \(p.line))" : "`\(what)` (line \(p.line))"
        }
        return parts.joined(separator: ", ") + (prunes.count > 3 ? " and \(prunes.count - 3) more" : "")
    }

    /// A known-bad entry for a partly left-out file: "prune:" + JSON.
    static func encodePrunes(_ prunes: [PreviewSource.Prune], reason: String) -> String {
        let list: [[Any]] = prunes.map { [$0.start, $0.end, $0.kind.rawValue, $0.line, $0.what, $0.declaredTypes] }
        let data = (try? JSONSerialization.data(withJSONObject: ["p": list, "r": reason])) ?? Data()
        return "prune:" + String(decoding: data, as: UTF8.self)
    }

    static func decodePrunes(_ value: String) -> ([PreviewSource.Prune], String)? {
        guard value.hasPrefix("prune:"),
              let object = try? JSONSerialization.jsonObject(with: Data(value.dropFirst(6).utf8)) as? [String: Any],
              let list = object["p"] as? [[Any]], let reason = object["r"] as? String else { return nil }
        var out: [PreviewSource.Prune] = []
        for item in list {
            guard item.count == 6, let s = item[0] as? Int, let e = item[1] as? Int, let k = (item[2] as? String).flatMap(PreviewSource.PruneKind.init),
                  let l = item[3] as? Int, let w = item[4] as? String, let t = item[5] as? [String] else { return nil }
            out.append(PreviewSource.Prune(start: s, end: e, kind: k, what: w, declaredTypes: t, line: l))
        }
        return (out, reason)
    }

    /// Builds (or finds in the cache) the preview program for `file`.
    static func build(_ file: String, quiet: Bool = false) throws -> URL {
        // (Transforms kept for the next run were added without evicting: once now, PreviewSource+Cache.swift.)
        defer { TransformCache.evictAfterNew() }
        let url = URL(fileURLWithPath: file).standardizedFileURL
        guard let savedText = readText(url) else { throw Failure.missingFile(file) }
        // (`accord preview`: the file's title literals read through design-time literals.)
        let primaryText = rewritePrimary?(savedText) ?? savedText
        let lib = libraryDirectory
        let libFile = lib.appendingPathComponent("libAccordDynamic.so")
        let attrs = try? FileManager.default.attributesOfItem(atPath: libFile.path)
        guard attrs != nil else { throw Failure.toolchain("the Accord library is missing beside the accord tool (\(libFile.path)); run `make build`") }
        let stamp = libraryStamp(lib) ?? "\((attrs?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)-\(attrs?[.size] ?? 0)"

        // The target's files, transformed; files importing what Linux lacks are skipped.
        liveStamp("library stamp")
        let project = Project.discover(for: url)
        liveStamp("project found")
        if !quiet { for n in project?.notes ?? [] { FileHandle.standardError.write(Data("accord: \(n)\n".utf8)) } }
        let local = project?.localModules ?? []
        var primary = unit(url, primaryText, isPrimary: true, localModules: local)
        // A `#Preview` with no view to show: said in the user's terms (the compiler would speak
        // of the rewritten line).
        if let missing = primary.source.previewsWithoutBody.first {
            let lines = Diagnostics.lines(savedText)
            let line = missing.line - 1 < lines.count ? lines[missing.line - 1] : ""
            let indent = String(line.prefix(missing.column - 1).map { $0 == "\t" ? "\t" : " " })
            throw Failure.compile("\(url.path):\(missing.line):\(missing.column): error: #Preview has no body: write the view it shows in braces after it, as in #Preview { ContentView() }\n\(line)\n\(indent)^")
        }
        // The previewed file itself imports a framework Linux lacks: said at once, from a compile
        // of that file alone (the compiler stops at the import), not after building the whole
        // app target first — minutes for a large app.
        let ownModules = Set(project?.modules.map(\.name) ?? [])
        // (Also a package the project fetches and no checkout of it was found: a long compile
        // of the target would end at that import too.)
        let unavailable = primary.source.imports.filter {
            (ProjectFrameworks.unavailable($0) || Diagnostics.remoteURL($0, in: project?.remotePackages ?? [:]) != nil || project?.missingPackages[$0] != nil)
                && !local.contains($0) && !ownModules.contains($0)
        }
        var importFailure: Failure? = nil
        if project != nil, !unavailable.isEmpty {
            let aloneDir = cacheDirectory.appendingPathComponent("targets")
                .appendingPathComponent(String(fnv1a("alone:" + url.path + stamp + lib.path), radix: 16))
            try FileManager.default.createDirectory(at: aloneDir.appendingPathComponent("src"), withIntermediateDirectories: true)
            let lock = try Lock(aloneDir.appendingPathComponent("lock").path, what: "compiling \(url.lastPathComponent) alone")
            defer { lock.release() }
            // (Its imports of the project's own modules are left out of this compile: they are not
            // built yet, and the first error must name what is really missing, not `Backend`.)
            let alone = ownModules.isEmpty ? primary : unit(url, primaryText, isPrimary: true, localModules: local.union(ownModules))
            if case .failure(let output) = try compile(primary: alone, others: [], buildDir: aloneDir, lib: lib, stamp: stamp,
                                                       flags: languageFlags(for: project)) {
                let failure = Failure.compile(Diagnostics.explain(output, units: [alone], buildDir: aloneDir, previewOf: url, skipped: [],
                                                                  alone: false, context: Diagnostics.Context(project)))
                // The uses of what it imports can be left out (PreviewCompiler+LeaveOut.swift):
                // the build goes on without the import; this is the answer if that fails.
                guard mayLeaveOut(unavailable.map { "no such module '\($0)'" }) else { throw failure }
                importFailure = failure
                primary = unit(url, primaryText, isPrimary: true, localModules: local.union(unavailable))
            }
        }
        // The repository's own modules (found by Project+LocalModules.swift), each compiled as a module (LocalModuleBuild.swift).
        liveStamp("transformed")
        let modules = try localModules(of: project, primary: primary, lib: lib, stamp: stamp, quiet: quiet)
        liveStamp("local modules")
        // (What the target's other files import is visible in this one too: PreviewCompiler+TargetImports.swift.)
        primary = importing(targetImports(of: primary, project: project, built: Set(modules.built.keys)), into: primary)
        // In a large target, only the files the previewed file needs (Project+Closure.swift).
        return try TargetClosure.build(project: project, primaryText: primaryText, failedModules: Set(modules.failed.keys), quiet: quiet) { files, closure in
            try buildTarget(url, primary: primary, project: project, modules: modules, files: files, closure: closure, lib: lib, stamp: stamp, quiet: quiet,
                            leftOutImports: importFailure.map { ($0, unavailable) })
        }
    }

    /// Builds the preview program of `primary` with `files` of its target (all of them, or the
    /// closure `closure` chose, which a failed build may ask to grow: `TargetClosure.Grow`).
    static func buildTarget(_ url: URL, primary: Unit, project: Project?, modules: LocalModuleBuild, files: [URL], closure: TargetClosure.Run?,
                            lib: URL, stamp: String, quiet: Bool, leftOutImports: (failure: Failure, modules: [String])? = nil) throws -> URL {
        let local = project?.localModules ?? []
        var others: [Unit] = []
        // (The modules' left-out files first: the target's files naming their types are left out too.)
        var skipped: [Skipped] = modules.skipped
        for other in files {
            guard let text = readText(other) else { continue }
            var u = unit(other, text, isPrimary: false, localModules: local)
            // (The App whose initializer runs before the previews, without its scenes: PreviewCompiler+AppInit.swift.)
            if appWithInit(in: text) != nil, let cut = withoutScenes(u) { u = cut }
            let lacking = u.source.imports.filter { !ProjectFrameworks.available.contains($0) && !local.contains($0) && modules.built[$0] == nil }
            if !lacking.isEmpty, lacking.allSatisfy({ ProjectFrameworks.isApple($0) && modules.reason(for: $0) == nil }) {
                // Only Apple frameworks Linux lacks (`import FamilyControls`, `import CoreNFC`): the
                // file stays, its imports of them go, and what names their types is left out in the
                // rounds below as any failing part of a file is — the app's models declared
                // beside them survive (corpus11 26 in place: foqos' `BlockedProfiles`).
                u = unit(other, text, isPrimary: false, localModules: local.union(lacking))
                if appWithInit(in: text) != nil, let cut = withoutScenes(u) { u = cut }
                for m in lacking {
                    skipped.append(Skipped(url: other, reason: importLeftOut(m, in: text, context: modules.context) + " (what uses it is left out)",
                                           types: [], partial: true))
                }
                others.append(u)
            } else if let missing = lacking.first {
                let reason = modules.reason(for: missing) ?? Diagnostics.importHint(missing, context: modules.context)
                skipped.append(Skipped(url: other, reason: reason, types: Project.declaredTypes(in: text)))
            } else {
                others.append(u)
            }
        }
        // The project's asset catalogs: Xcode's generated symbols compiled in, ACCORD_ASSET_CATALOGS set (AssetSymbols.swift).
        let assets = AssetSymbols.prepare(for: url, projectRoot: project?.isLoose == true ? nil : project?.root, packageFolders: project?.packageFolders ?? [],
                                          packageTarget: project?.description.hasPrefix("package target") ?? false,
                                          settings: AssetSymbolSettings.forProject(project, primaryText: primary.userText),
                                          used: AssetSymbols.identifiers(of: [primary] + others))
        if let symbols = assets.source { others.append(unit(assets.sourceURL, symbols, isPrimary: false)) }
        // The target's accent colour from its catalog (Project+AssetSymbols.swift).
        AppAccentColor.prepare(project: project?.isLoose == true ? nil : project, file: url, catalogs: assets.catalogs)
        if let project, let accessors = project.tuistAccessors() { others.append(unit(accessors.url, accessors.text, isPrimary: false)) }
        // The project's Core Data model: the classes Xcode generates from it (Project+CoreDataModel.swift).
        let coreData = CoreDataModel.generatedSource(for: url, project: project?.isLoose == true ? nil : project,
                                                     declaredTypes: Set(([primary] + others).flatMap { topLevelTypes($0.userText) }),
                                                     moduleEntities: modules.coreDataModules)
        if let model = coreData.source { others.append(unit((project?.root ?? url.deletingLastPathComponent()).appendingPathComponent("AccordCoreDataModel.swift"), model, isPrimary: false)) }
        if !quiet { for w in coreData.warnings { FileHandle.standardError.write(Data("accord: \(w)\n".utf8)) } }
        // SwiftPM's `Bundle.module` (a package target with resources has it): the packages are
        // compiled into the preview's module, whose resources are read from the project's folders.
        // (The target's resources are the preview's app bundle: PreviewResources.swift.)
        let resources = project.flatMap { $0.isLoose ? nil : PreviewResources.bundle(for: $0.root, settings: $0.xcodeSettings) }
        if let project, !project.packageFolders.isEmpty || project.description.hasPrefix("package target"),
           ([primary] + others).contains(where: { $0.userText.contains(".module") }),
           !([primary] + others).contains(where: { $0.userText.range(of: #"static\s+(let|var)\s+module\b"#, options: .regularExpression) != nil }) {
            others.append(unit(project.root.appendingPathComponent("AccordBundleModule.swift"), PreviewResources.moduleSource(bundle: resources), isPrimary: false))
        }
        if !quiet { for w in assets.warnings { FileHandle.standardError.write(Data("warning: \(w)\n".utf8)) } }
        let buildKey = fnv1a((sharedLibrary ? "library:" : "") + (project.flatMap { $0.isLoose ? nil : "target:" + $0.root.path } ?? "file:" + url.path) + stamp + lib.path)
        let buildDir = cacheDirectory.appendingPathComponent("targets").appendingPathComponent(String(buildKey, radix: 16))
        try FileManager.default.createDirectory(at: buildDir.appendingPathComponent("src"), withIntermediateDirectories: true)
        // Files that failed to compile before, with this very content and the same other files
        // beside them (the previewed file aside), stay skipped.
        // (The key is the file's own text and that of the files declaring what it names, not
        // of the whole set compiled: previewing another file of the same target, whose set differs
        // by that file, finds them too.)
        let dependencies = TargetClosure.DependencyKeys(project: project, closure: closure, primary: url)
        func badKey(_ u: Unit) -> String { dependencies.key(u.url) + ":" + u.buildName + ":" + String(fnv1a(u.original), radix: 16) }
        let knownBad = loadKnownBad(buildDir)
        others = others.compactMap { u in
            guard let value = knownBad[badKey(u)] else { return u }
            // (What was said of the file before — its imports left out above too — is in the reason kept.)
            skipped.removeAll { $0.url == u.url && $0.partial }
            if let (prunes, reason) = decodePrunes(value) {
                let p = u.pruned(prunes)
                skipped.append(Skipped(url: u.url, reason: reason, types: prunes.flatMap(\.declaredTypes), partial: true))
                return p
            }
            skipped.append(Skipped(url: u.url, reason: value, types: Project.declaredTypes(in: u.userText)))
            return nil
        }

        cascade(&others, &skipped)

        liveStamp("target's files")
        let lock = try Lock(buildDir.appendingPathComponent("lock").path, what: "building this target (\(buildDir.lastPathComponent))")
        defer { lock.release() }
        var attempt = 0
        var bad = knownBad.count > 4000 ? [:] : knownBad
        // The previewed file as compiled: with the places holding its own errors left out
        // (PreviewCompiler+LeaveOut.swift); the first failure is what is explained if that fails.
        var current = primary
        // (What is said of the imports left out before compiling, and their messages: the start
        // of every attempt.)
        let importsSaid = leftOutImports?.modules.map { importLeftOut($0, in: primary.userText, context: Diagnostics.Context(project)) } ?? []
        let importMessages = leftOutImports?.modules.map { "no such module '\($0)'" } ?? []
        var leftOut = importsSaid
        var placeholders = 0
        var leftOutMembers = Set<String>()
        var leaveOutStart: Date? = nil
        var leftOutMessages = importMessages
        var firstFailure: String? = nil
        // (As the last render left it out, when it did: tried first, forgotten if it fails.)
        // (And of this accord: another one may leave out otherwise.)
        let leftOutKey = badKey(primary) + ":" + toolStamp
        var fromRecord = false
        if leavesOutFailingPlaces, let r = loadLeftOut(buildDir, key: leftOutKey, base: primary) {
            (current, leftOut, placeholders, leftOutMessages, fromRecord) = (r.unit, r.said, r.placeholders, r.messages, true)
        }
        // A file previewed alone: a name it cannot find is missing for good; the compiler is not
        // left working on for minutes after saying so (Supervisor.compile's missingNameGrace).
        let grace: Double? = project == nil || project?.isLoose == true ? 10 : nil
        while true {
            attempt += 1
            let exe = try compile(primary: current, others: others, buildDir: buildDir, lib: lib, stamp: stamp,
                                  flags: languageFlags(for: project) + modules.flags, resources: resources, missingNameGrace: grace)
            switch exe {
            case .success(let exe):
                if !quiet { report(skipped: skipped, project: project) }
                if !quiet, !leftOut.isEmpty {
                    for l in leftOut { FileHandle.standardError.write(Data("accord: left out of the preview: \(l)\n".utf8)) }
                    let n = leftOut.count
                    FileHandle.standardError.write(Data("accord: \(n) place\(n == 1 ? "" : "s") of \(url.lastPathComponent) left out; the rest is drawn (ACCORD_LEAVE_OUT=0 stops at the compiler's first error instead)\n".utf8))
                }
                if !fromRecord, current.original != primary.original || !current.prunes.isEmpty {
                    saveLeftOut(buildDir, key: leftOutKey, unit: current, said: leftOut, placeholders: placeholders, messages: leftOutMessages)
                }
                lastLeftOut = Set(leftOutMessages)
                lastLeftOutSaid = leftOut
                return exe
            case .failure(let output):
                // Names the closure missed: built again with the files declaring them.
                try closure?.check(output)
                // Errors in other files: leave those files out and try again (up to 8 times: a
                // skipped file can take the files using it along).
                let messages = Diagnostics.parse(output)
                var failing = Set(messages.filter { $0.severity == "error" }.map(\.path))
                // A compiler crash names the file it was parsing or checking in its stack dump.
                let crashedIn = crashedFiles(output)
                failing.formUnion(crashedIn)
                let badOthers = others.filter { failing.contains(buildDir.appendingPathComponent("src").appendingPathComponent($0.buildName).path) }
                // (Also when the previewed file has errors of its own: its messages are then shown
                // alone, with the skipped files named where it needs their types.)
                if !badOthers.isEmpty, attempt < 9 {
                    var removed = Set<String>()
                    for u in badOthers {
                        let errors = messages.filter { $0.severity == "error" && $0.path.hasSuffix("/" + u.buildName) }
                        let first = errors.first
                        let line = first.map { "\($0.line): \($0.message)" } ?? "an error"
                        let crashed = first == nil && crashedIn.contains { $0.hasSuffix("/" + u.buildName) }
                        let reason = crashed ? "the Swift compiler crashed on it" : "it does not compile with Accord (line \(line))"
                        // Only the declarations holding the errors are left out, when they can be.
                        if !crashed, let index = others.firstIndex(where: { $0.buildName == u.buildName }) {
                            if case let (p, prunes)? = prunedForErrors(u, errors: errors) {
                                others[index] = p
                                let why = describe(prunes) + ": " + reason
                                let types = prunes.flatMap(\.declaredTypes)
                                skipped.append(Skipped(url: u.url, reason: why, types: types, partial: true))
                                // (What earlier rounds and the cascade left out of it is said again when the cache is used.)
                                let said = skipped.filter { $0.url == u.url && $0.partial }.map(\.reason)
                                bad[badKey(u)] = encodePrunes(p.prunes, reason: said.joined(separator: "; "))
                                continue
                            }
                        }
                        skipped.append(Skipped(url: u.url, reason: reason, types: Project.declaredTypes(in: u.userText)))
                        bad[badKey(u)] = reason
                        removed.insert(u.buildName)
                    }
                    saveKnownBad(bad, buildDir)
                    others.removeAll { removed.contains($0.buildName) }
                    cascade(&others, &skipped)
                    // The previewed file's own errors of this round: its places left out now, not
                    // after one more compile of the whole target (leaving the other files' parts
                    // out only takes declarations away, which mends none of them). A target whose
                    // previewed file explodes the type checker paid that compile twice (corpus9
                    // 40, iOS18-SwiftUI-Tour: 168 s + 144 s at load 25, then 10 s).
                    if leavesOutFailingPlaces, !fromRecord {
                        let own = buildDir.appendingPathComponent("src").appendingPathComponent(current.buildName).path
                        let mine = messages.filter { $0.path == own }
                        if mine.contains(where: { $0.severity == "error" }),
                           let (next, said, errors) = leavingOutFailingPlaces(of: current, messages: mine, buildDir: buildDir,
                                                                              placeholders: &placeholders, members: &leftOutMembers) {
                            leaveOutStart = leaveOutStart ?? Date()
                            current = next
                            leftOut += said
                            leftOutMessages += errors
                        }
                    }
                    continue
                }
                if fromRecord {
                    // (What the last render left out no longer compiles: from the file as it is.)
                    fromRecord = false
                    current = primary
                    leftOut = importsSaid
                    leftOutMessages = importMessages
                    placeholders = 0
                    leftOutMembers = []
                    continue
                }
                // Errors of the previewed file alone: the places holding them left out (8 rounds at
                // most, begun within `leaveOutBudget` of the first).
                leaveOutStart = leaveOutStart ?? Date()
                if badOthers.isEmpty, leavesOutFailingPlaces, attempt < 9 + 8, Date().timeIntervalSince(leaveOutStart!) < leaveOutBudget,
                   let (next, said, errors) = leavingOutFailingPlaces(of: current, messages: messages, buildDir: buildDir, placeholders: &placeholders, members: &leftOutMembers) {
                    firstFailure = firstFailure ?? output
                    current = next
                    leftOut += said
                    leftOutMessages += errors
                    continue
                }
                if !quiet { report(skipped: skipped, project: project) }
                if let f = leftOutImports?.failure { throw f }
                // (Rounds or time spent with places still to leave out: the errors as they are now,
                // not the first round's — which may be an import long left out — and why it stopped.)
                let spent = firstFailure != nil && badOthers.isEmpty && leavesOutFailingPlaces
                    && (attempt >= 9 + 8 || Date().timeIntervalSince(leaveOutStart!) >= leaveOutBudget)
                if spent {
                    let why = attempt >= 9 + 8 ? "after 8 rounds" : "after \(Int(leaveOutBudget)) s"
                    FileHandle.standardError.write(Data("accord: leaving out failing places of \(url.lastPathComponent) stopped \(why) with errors still to leave out (\(leftOut.count) places so far); the errors of the last round:\n".utf8))
                }
                let output = spent ? output : firstFailure ?? output
                let units = [primary] + others
                throw Failure.compile(Diagnostics.explain(output, units: units, buildDir: buildDir, previewOf: url, skipped: skipped,
                                                          alone: project == nil || project?.isLoose == true, context: modules.context))
            }
        }
    }

    /// `u` with only the declarations holding `errors` left out (PreviewSource+Prune.swift), and
    /// the parts left out; nil when they cannot be told apart (an error outside any declaration,
    /// or nothing new to leave out): the whole file is then left out. (The app target's rounds
    /// and a local module's rounds, LocalModuleBuild.swift, both ask this.)
    static func prunedForErrors(_ u: Unit, errors: [Diagnostics.Message]) -> (Unit, [PreviewSource.Prune])? {
        guard !errors.isEmpty else { return nil }
        let code = Array(u.prunedCode)
        let text = Array(u.transformed)
        let offsets = errors.compactMap { PreviewSource.offset(line: $0.line, column: $0.column, in: code, text: text) }
        guard offsets.count == errors.count,
              let prunes = PreviewSource.prunes(for: offsets, code: code, blocks: PreviewSource.blocks(Array(u.code))),
              !prunes.isEmpty, !prunes.allSatisfy(u.prunes.contains) else { return nil }
        return (u.pruned(prunes), prunes)
    }

    /// The source files a crashed compiler's stack dump names (`source_file "PATH"`, `With
    /// parser at source location: PATH:line:col`).
    static func crashedFiles(_ output: String) -> Set<String> {
        guard output.contains("Stack dump:") else { return [] }
        var out = Set<String>()
        for line in output.split(separator: "\n") {
            if let r = line.range(of: "source_file \"") {
                let rest = line[r.upperBound...]
                if let end = rest.firstIndex(of: "\"") { out.insert(String(rest[..<end])) }
            } else if let r = line.range(of: "source location: ") {
                let parts = line[r.upperBound...].split(separator: ":")
                if parts.count >= 3 { out.insert(parts.dropLast(2).joined(separator: ":")) }
            }
        }
        return out
    }

    static func report(skipped: [Skipped], project: Project?) {
        for s in skipped {
            let shown = s.label ?? project.map { s.url.path.hasPrefix($0.root.path + "/") ? String(s.url.path.dropFirst($0.root.path.count + 1)) : s.url.path } ?? s.url.path
            FileHandle.standardError.write(Data("accord: skipped \(s.partial ? "part of " : "")\(shown): \(s.reason)\n".utf8))
        }
    }
}
