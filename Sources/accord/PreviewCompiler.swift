// Longer than ~400 lines: the compile-and-link driver, one pipeline (build → buildTarget → the skipped files' cascade → compile) passing the same units and skip lists; the other concerns are out (LocalModuleBuild.swift, Project+Closure.swift, PreviewSource+Prune.swift). Its seams, the unit model with the cascade and the swiftc calls with their cache, were not moved on 2026-12-01 while three lanes had changes to it open.
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

    /// One Swift file as compiled: the user's text and its transform.
    struct Unit {
        let url: URL
        let userText: String
        let source: PreviewSource
        /// The text compiled: the transform, with imports of the project's own local packages
        /// (compiled into the same module) commented out, and the parts left out (`prunes`).
        var transformed: String
        /// Its name in the build folder (stable per path, so swiftc's incremental build sees
        /// the same file again).
        let buildName: String
        /// `transformed` before any part was left out, and its code (comments and strings blanked).
        var original: String = ""
        var code: String = ""
        /// Parts left out (PreviewSource+Prune.swift), in offsets of `original`/`code`.
        var prunes: [PreviewSource.Prune] = []
        /// `code` with the parts left out blanked (same offsets).
        var prunedCode: String = ""

        /// This file with `more` parts left out too.
        func pruned(_ more: [PreviewSource.Prune]) -> Unit {
            let all = Array(Set(prunes + more))
            // A part inside another left-out part is covered by it.
            let kept = all.filter { p in !all.contains { q in q.start <= p.start && p.end <= q.end && (q.start, q.end) != (p.start, p.end) } }
            var u = self
            u.prunes = kept.sorted { $0.start < $1.start }
            u.transformed = PreviewSource.apply(u.prunes, to: original)
            u.prunedCode = PreviewSource.apply(u.prunes, to: code, blankOnly: true)
            return u
        }
    }

    /// A file of the target left out of the build (or, `partial`, parts of it: `types` are then
    /// the types those parts declared).
    struct Skipped {
        let url: URL
        let reason: String
        let types: [String]
        var partial = false
        /// How it is named in the `skipped` line when not by its path in the target (a file of
        /// one of the repository's modules: "Views/X.swift (module MarkdownUI)").
        var label: String? = nil
    }

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

    /// Leaves out, before compiling, the other files that name a type only a skipped file
    /// declares (at its top level), and then the files that name theirs: each would fail
    /// only because of it, and each such failure would cost one more compile of the whole
    /// target (a large app otherwise took minutes of rounds).
    static func cascade(_ others: inout [Unit], _ skipped: inout [Skipped]) {
        var words: [String: Set<Substring>] = [:]
        // The words of a file's code (not its comments or strings: "New Chat" names no type).
        func identifiers(_ u: Unit) -> Set<Substring> {
            let key = u.buildName + ":\(u.prunes.count)"
            if let w = words[key] { return w }
            let w = Set(u.prunedCode.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }))
            words[key] = w
            return w
        }
        func declared(_ u: Unit) -> [String] {
            let removed = Set(u.prunes.flatMap(\.declaredTypes))
            return topLevelTypes(u.userText).filter { !removed.contains($0) }
        }
        var declaredByKept = Set<String>()
        for u in others { declaredByKept.formUnion(declared(u)) }
        var missing: [String: URL] = [:]
        for s in skipped {
            let types = s.partial ? s.types : topLevelTypes((try? String(contentsOf: s.url, encoding: .utf8)) ?? "")
            for t in types where !declaredByKept.contains(t) { missing[t] = missing[t] ?? s.url }
        }
        var changed = !missing.isEmpty
        var rounds = 0
        while changed, rounds < 50 {
            changed = false
            rounds += 1
            var kept: [Unit] = []
            for u in others {
                let ids = identifiers(u)
                let hits = missing.keys.filter { ids.contains(Substring($0)) }.sorted()
                guard let type = hits.first, let from = missing[type] else { kept.append(u); continue }
                let because = "it uses `\(type)` from \(from.lastPathComponent), which was skipped"
                changed = true
                // Only the declarations naming the missing types are left out, when they can be.
                let code = Array(u.prunedCode)
                if let prunes = PreviewSource.prunes(for: PreviewSource.occurrences(of: Set(hits), in: code), code: code,
                                                     blocks: PreviewSource.blocks(Array(u.code))), !prunes.isEmpty {
                    let p = u.pruned(prunes)
                    let types = prunes.flatMap(\.declaredTypes)
                    skipped.append(Skipped(url: u.url, reason: describe(prunes) + ": " + because, types: types, partial: true))
                    for t in types { missing[t] = u.url }
                    kept.append(p)
                } else {
                    skipped.append(Skipped(url: u.url, reason: because, types: Project.declaredTypes(in: u.userText)))
                    for t in topLevelTypes(u.userText) { missing[t] = u.url }
                }
            }
            if changed {
                others = kept
                declaredByKept = Set(others.flatMap(declared))
                missing = missing.filter { !declaredByKept.contains($0.key) }
            }
        }
    }

    /// Types declared at a file's top level (not indented).
    static func topLevelTypes(_ text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?m)^(?:@\w+[ \t]+)*(?:(?:public|internal|fileprivate|private|package|final|open)[ \t]+)*(?:struct|class|enum|actor|protocol|typealias)[ \t]+(\w+)"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func readText(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(data: data, encoding: .utf8) ?? String(decoding: data, as: UTF8.self)
    }

    /// Units made in this run, by path, text, role and local modules: the preview transform is
    /// slow in a debug build (about a second a file on a loaded machine), and a file is asked
    /// for more than once (the closure reads a file that seems to import what Linux lacks, the
    /// build then takes it again).
    nonisolated(unsafe) static var madeUnits: [String: Unit] = [:]
    static let madeUnitsLock = NSLock()

    static func unit(_ url: URL, _ text: String, isPrimary: Bool, localModules: Set<String> = []) -> Unit {
        let memo = url.path + "\u{0}" + String(fnv1a(text), radix: 16) + (isPrimary ? "\u{0}p\u{0}" : "\u{0}o\u{0}") + localModules.sorted().joined(separator: ",")
        madeUnitsLock.lock()
        let known = madeUnits[memo]
        madeUnitsLock.unlock()
        if let known, known.userText == text { return known }
        let made = makeUnit(url, text, isPrimary: isPrimary, localModules: localModules)
        madeUnitsLock.lock()
        if madeUnits.count < 5000 { madeUnits[memo] = made }
        madeUnitsLock.unlock()
        return made
    }

    /// A file's name in the build folder, before its tag: its letters, digits, `_` and `-`, at most
    /// 64 bytes (a 250-byte file name, which file systems allow, made "NAME-tag.swift" too long
    /// to create; the tag keeps names distinct). `NameMapper` maps it back by the same rule.
    static func buildStem(_ fileName: String) -> String {
        var stem = ""
        for c in (fileName as NSString).deletingPathExtension where c.isLetter || c.isNumber || c == "_" || c == "-" {
            guard stem.utf8.count + String(c).utf8.count <= 64 else { break }
            stem.append(c)
        }
        return stem
    }

    static func makeUnit(_ url: URL, _ text: String, isPrimary: Bool, localModules: Set<String>) -> Unit {
        let tag = String(fnv1a(url.path) & 0xffff_ffff, radix: 16)
        let source = PreviewSource.cached(text, path: url.path, previewPrefix: "__accordPreview_\(tag)_", isPrimary: isPrimary)
        let base = buildStem(url.lastPathComponent)
        var transformed = source.transformed
        var code = source.code
        if !localModules.isEmpty, source.imports.contains(where: localModules.contains) {
            var lines = transformed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for n in lines.indices {
                let words = lines[n].split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
                guard words.count >= 2, words[0] == "import",
                      let module = words.last?.split(separator: ".").first, localModules.contains(String(module)) else { continue }
                lines[n] = "// " + lines[n]
                // (The code stays column for column the compiled text's: a comment is blank.)
                if n < codeLines.count { codeLines[n] = String(repeating: " ", count: lines[n].count) }
            }
            transformed = lines.joined(separator: "\n")
            code = codeLines.joined(separator: "\n")
        }
        return Unit(url: url, userText: text, source: source, transformed: transformed, buildName: "\(base)-\(tag).swift",
                    original: transformed, code: code, prunedCode: code)
    }

    static func report(skipped: [Skipped], project: Project?) {
        for s in skipped {
            let shown = s.label ?? project.map { s.url.path.hasPrefix($0.root.path + "/") ? String(s.url.path.dropFirst($0.root.path.count + 1)) : s.url.path } ?? s.url.path
            FileHandle.standardError.write(Data("accord: skipped \(s.partial ? "part of " : "")\(shown): \(s.reason)\n".utf8))
        }
    }

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
