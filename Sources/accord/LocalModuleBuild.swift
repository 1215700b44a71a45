import Accord
import Foundation

/// The repository's own modules compiled for a preview: each a static library and its
/// `.swiftmodule`, in dependency order, cached by content under `$ACCORD_CACHE/targets/modules`.
struct LocalModuleBuild {
    /// Flags for the app target's compile: `-I` (the modules), `-L`/`-l` (their libraries,
    /// dependents before their dependencies, as the static linker needs).
    var flags: [String] = []
    /// The modules that were built: name → folder.
    var built: [String: URL] = [:]
    /// The modules that could not be built: name → why (with the first error).
    var failed: [String: String] = [:]
    /// The modules' files (or parts) that were left out, labelled with their module.
    var skipped: [PreviewCompiler.Skipped] = []
    /// The modules in the build, with where they come from.
    var origins: [String: String] = [:]
    /// The built modules that hold a Core Data model: each declares its entities as
    /// `__AccordCoreDataEntities_<Name>` (Project+CoreDataModel.swift), which the preview registers.
    var coreDataModules: [String] = []
    /// What the build's messages know about the project's packages (and, once built, which
    /// macro targets failed): this build's own, never process-wide.
    var context = Diagnostics.Context()

    /// Why `module` is unavailable, when it is one of the repository's modules that failed.
    func reason(for module: String) -> String? {
        failed[module].map { why in
            let origin = origins[module] ?? module
            let what = origin.contains("of the package checkout") ? "a module of a package checkout (\(origin))" : "a module of this repository (\(origin))"
            return "imports \(module), \(what) that does not compile with Accord: \(why)"
        }
    }

    /// Compiles `modules` (dependencies first). A module's file that imports what Linux lacks,
    /// or that fails to compile, is left out (or parts of it, as for the app target's files,
    /// up to 8 rounds); a module that still fails is `failed`, never a crash.
    ///
    /// `reach`: the words of the previewed file and its target; a large module is then compiled
    /// only in the part they can reach (Project+ModuleClosure.swift).
    static func build(_ modules: [LocalModule], lib: URL, stamp: String, reach: (words: Set<String>, dotted: Set<String>)? = nil,
                      context: Diagnostics.Context = Diagnostics.Context()) -> LocalModuleBuild {
        var result = LocalModuleBuild()
        result.context = context
        let log = ProcessInfo.processInfo.environment["ACCORD_CLOSURE_LOG"] != nil
        let parts = reach.map { ModuleClosure.parts(of: modules, reach: $0, log: log) } ?? [:]
        var keys: [String: String] = [:]
        let root = PreviewCompiler.cacheDirectory.appendingPathComponent("targets").appendingPathComponent("modules")
        var plugins: [String] = []
        for m in modules {
            result.origins[m.name] = m.origin
            if m.isMacro {
                let (flags, key, failure) = compileMacro(m, root: root)
                keys[m.name] = key
                if let failure { result.failed[m.name] = failure } else { plugins += flags }
                continue
            }
            var units: [PreviewCompiler.Unit] = []
            var skipped: [PreviewCompiler.Skipped] = []
            var missingImports: [String: Int] = [:]
            var part = parts[m.name]
            for f in part.map({ p in p.included.sorted().map { m.files[$0] } }) ?? m.files {
                guard let read = PreviewCompiler.readText(f) else { continue }
                // (What the framework's umbrella header imports, its Swift files see without importing.)
                let text = m.implicitImports.map { "import \($0); " }.joined() + read
                let u = PreviewCompiler.unit(f, text, isPrimary: false)
                if let missing = u.source.imports.first(where: { !ProjectFrameworks.available.contains($0) && result.built[$0] == nil && $0 != m.name }) {
                    let reason = result.reason(for: missing) ?? Diagnostics.importHint(missing, context: context)
                    skipped.append(PreviewCompiler.Skipped(url: f, reason: reason, types: Project.declaredTypes(in: text)))
                    missingImports[missing, default: 0] += 1
                } else {
                    units.append(u)
                }
            }
            // Most of its files import what Linux lacks (a package Accord cannot fetch, an Apple
            // framework): the module is built on it, as Xcode would not build it without; said at
            // once rather than after minutes of compiling what is left.
            if skipped.count * 2 > units.count + skipped.count, let (top, count) = missingImports.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) {
                let what = result.failed[top] != nil ? "the module \(top) of this repository, which does not compile with Accord"
                    : Diagnostics.remoteURL(top, in: context.remotePackages).map { "\(top), a Swift package the project fetches from \($0)" }
                    ?? context.missingLocalPackages[top].map { String($0.dropFirst("imports ".count)) }
                    ?? ProjectFrameworks.knownPackages[top].map { "\(top), a third-party package (\($0))" }
                    ?? Diagnostics.unprovided(top)
                result.failed[m.name] = "\(skipped.count) of its \(units.count + skipped.count) Swift files import what Accord cannot provide, most often \(what) (\(count) file\(count == 1 ? "" : "s"))"
                continue
            }
            // SwiftPM's `Bundle.module` of a package target with resources: its own bundle of them
            // (PreviewResources.swift; the main bundle when it has none).
            if units.contains(where: { $0.userText.contains(".module") }),
               !units.contains(where: { $0.userText.range(of: #"static\s+(let|var)\s+module\b"#, options: .regularExpression) != nil }) {
                let text = PreviewResources.moduleSource(bundle: PreviewResources.bundle(for: m.folder))
                units.append(PreviewCompiler.unit(m.folder.appendingPathComponent("AccordBundleModule.swift"), text, isPrimary: false))
            }
            // Xcode's classes for the module's own Core Data model (a package target's
            // `.xcdatamodeld`), public as Xcode generates them; its entities are the preview's too.
            let coreData = CoreDataModel.generatedSource(for: m.folder, project: nil, declaredTypes: Set(units.flatMap { PreviewCompiler.topLevelTypes($0.userText) }),
                                                         module: m.name, moduleFolder: m.folder).source
            if let coreData { units.append(PreviewCompiler.unit(m.folder.appendingPathComponent("AccordCoreDataModel.swift"), coreData, isPrimary: false)) }
            // Xcode's generated symbols of the module's own asset catalogs (`ColorResource.x`,
            // `ImageResource.x`: a package gets the resource members only), internal to it.
            let catalogs = AssetSymbols.search(m.folder, maxDepth: 3)
            if !catalogs.isEmpty, let source = AssetSymbols.generate(catalogs.map { AssetCatalog(contentsOf: $0) }, extensionsFrom: 0,
                                                                             used: AssetSymbols.identifiers(of: units)).0 {
                units.append(PreviewCompiler.unit(m.folder.appendingPathComponent("GeneratedAssetSymbols.swift"), source, isPrimary: false))
            }
            if m.isTuist, let source = TuistTarget.assetAccessors(module: m.name, catalogs: catalogs) {
                units.append(PreviewCompiler.unit(m.folder.appendingPathComponent("TuistAssets+\(m.name).swift"), source, isPrimary: false))
            }
            // Types its dependencies left out are missing here too.
            let inherited = result.skipped
            var all = inherited + skipped
            PreviewCompiler.cascade(&units, &all)
            skipped = Array(all.dropFirst(inherited.count))
            let deps = modules.filter { result.built[$0.name] != nil }
            // (The macro plugins' keys too: a module expanding a macro is compiled again when it changes.)
            let key = String(PreviewCompiler.fnv1a(m.name + "\u{0}" + units.map { $0.buildName + "\n" + $0.transformed }.joined(separator: "\u{0}")
                + deps.map { keys[$0.name] ?? "" }.joined(separator: ",") + stamp + lib.path
                + modules.filter(\.isMacro).map { keys[$0.name] ?? "" }.joined(separator: ",")), radix: 16)
            keys[m.name] = key
            let dir = root.appendingPathComponent("\(m.name)-\(key)")
            // A part that misses names its module's other files declare grows by those files.
            let grow: ((String) -> [PreviewCompiler.Unit])? = part == nil ? nil : { output in
                guard let p = part else { return [] }
                let more = TargetClosure.growth(for: output, index: p.index, included: p.included.union(p.index.blocked))
                part?.included.formUnion(more)
                if log, !more.isEmpty { FileHandle.standardError.write(Data("accord: closure: module \(m.name): the compiler missed names declared in \(more.count) more files\n".utf8)) }
                return more.sorted().compactMap { n in PreviewCompiler.readText(p.index.files[n]).map { PreviewCompiler.unit(p.index.files[n], $0, isPrimary: false) } }
            }
            let outcome = compile(m, units: units, skipped: skipped, dir: dir, includes: deps.compactMap { result.built[$0.name] }, lib: lib, plugins: plugins, grow: grow)
            result.skipped += outcome.skipped
            if let failure = outcome.failure {
                result.failed[m.name] = failure
            } else {
                result.built[m.name] = dir
                if coreData != nil { result.coreDataModules.append(m.name) }
            }
        }
        let built = modules.filter { result.built[$0.name] != nil }
        result.flags += plugins
        for m in built { result.flags += ["-I", result.built[m.name]!.path] }
        for m in built.reversed() { result.flags += ["-L", result.built[m.name]!.path, "-l\(m.name)"] }
        return result
    }

    /// One module: from its cache folder when built before (or failed before) with this very
    /// content, else compiled there.
    static func compile(_ m: LocalModule, units startUnits: [PreviewCompiler.Unit], skipped startSkipped: [PreviewCompiler.Skipped],
                        dir: URL, includes: [URL], lib: URL, plugins: [String] = [],
                        grow: ((String) -> [PreviewCompiler.Unit])? = nil) -> (failure: String?, skipped: [PreviewCompiler.Skipped]) {
        let fm = FileManager.default
        let library = dir.appendingPathComponent("lib\(m.name).a"), failedFile = dir.appendingPathComponent("failed.txt")
        let skippedFile = dir.appendingPathComponent("skipped.json")
        func cached() -> (String?, [PreviewCompiler.Skipped])? {
            var list: [PreviewCompiler.Skipped] = []
            if let data = fm.contents(atPath: skippedFile.path), let items = try? JSONSerialization.jsonObject(with: data) as? [[Any]] {
                for item in items where item.count == 5 {
                    guard let path = item[0] as? String, let reason = item[1] as? String, let types = item[2] as? [String],
                          let partial = item[3] as? Bool, let label = item[4] as? String else { continue }
                    list.append(PreviewCompiler.Skipped(url: URL(fileURLWithPath: path), reason: reason, types: types, partial: partial, label: label))
                }
            }
            if let why = PreviewCompiler.readText(failedFile) { return (why, list) }
            if fm.fileExists(atPath: library.path) && fm.fileExists(atPath: dir.appendingPathComponent("\(m.name).swiftmodule").path) { return (nil, list) }
            return nil
        }
        if let done = cached() { return done }
        do { try fm.createDirectory(at: dir, withIntermediateDirectories: true) } catch { return ("its build folder cannot be created (\(dir.path))", []) }
        guard let lock = try? PreviewCompiler.Lock(dir.appendingPathComponent("lock").path, what: "compiling module \(m.name)") else { return ("its build folder cannot be locked", []) }
        defer { lock.release() }
        if let done = cached() { return done }

        var units = startUnits, skipped = startSkipped
        // What earlier rounds learned (files or parts that do not compile): kept after every
        // round, so a run that is stopped (an outer time limit on a loaded machine) is resumed
        // by the next one rather than started over. The folder is keyed by the module's content.
        func learnedKey(_ u: PreviewCompiler.Unit) -> String { u.buildName + ":" + String(PreviewCompiler.fnv1a(u.original), radix: 16) }
        var learned = PreviewCompiler.loadKnownBad(dir, file: "learned.json")
        if !learned.isEmpty {
            units = units.compactMap { u in
                guard let value = learned[learnedKey(u)] else { return u }
                if let (prunes, reason) = PreviewCompiler.decodePrunes(value) {
                    skipped.append(PreviewCompiler.Skipped(url: u.url, reason: reason, types: prunes.flatMap(\.declaredTypes), partial: true))
                    return u.pruned(prunes)
                }
                skipped.append(PreviewCompiler.Skipped(url: u.url, reason: value, types: Project.declaredTypes(in: u.userText)))
                return nil
            }
            PreviewCompiler.cascade(&units, &skipped)
        }
        let src = dir.appendingPathComponent("src")
        var failure: String? = nil
        var cacheable = true
        var attempt = 0, growth = 0
        let started = Date()
        // (All rounds of a module together: at most 4 of its compile limits.)
        let budget = Supervisor.compileTimeout * Double(min(4, max(1, (startUnits.count + 49) / 50))) * 4
        while true {
            attempt += 1
            if attempt > 1, Date().timeIntervalSince(started) > budget {
                failure = "leaving out the parts that do not compile took longer than \(Int(budget)) s (\(attempt - 1) compiles of \(units.count) files; raise the limit with --compile-timeout)"
                cacheable = false
                break
            }
            if units.isEmpty {
                failure = "none of its files compiles with Accord" + (skipped.first.map { " (\($0.url.lastPathComponent): \($0.reason))" } ?? "")
                break
            }
            try? fm.removeItem(at: src)
            try? fm.createDirectory(at: src, withIntermediateDirectories: true)
            for u in units { try? u.transformed.write(to: src.appendingPathComponent(u.buildName), atomically: true, encoding: .utf8) }
            let swiftc = ProcessInfo.processInfo.environment["ACCORD_SWIFTC"] ?? "swiftc"
            var args = ["/usr/bin/env", swiftc, "-emit-library", "-static", "-emit-module",
                        "-emit-module-path", dir.appendingPathComponent("\(m.name).swiftmodule").path,
                        "-module-name", m.name, "-parse-as-library", "-Onone", "-swift-version", "5", "-suppress-warnings",
                        "-D", "DEBUG", "-enable-testing", "-diagnostic-style", "llvm", "-continue-building-after-errors",
                        "-wmo", "-num-threads", "2", "-package-name", PreviewCompiler.packageName,
                        "-I", lib.appendingPathComponent("Modules").path, "-I", lib.path]
            // A package in Swift 6 mode writes bare regex literals (`/https:\/\//`), which Swift 6 parses.
            if let package = Project.packageFolder(above: m.folder), (Project.languageMode(ofPackageAt: package) ?? 5) >= 6 {
                args.append("-enable-bare-slash-regex")
            }
            for d in includes { args += ["-I", d.path] }
            args += plugins
            args += ["-o", library.path] + units.map { src.appendingPathComponent($0.buildName).path } + PreviewCompiler.cModuleFlags
            // A module is compiled whole, once per content (-wmo: each file type-checked once, where
            // batch mode parses every file in each job), with more time when it is large: the
            // limit is per compile, and a library target of 100 files takes a while.
            // (The limit is this compile's own: `accord gallery` builds several previews at once.)
            let allowed = Supervisor.compileTimeout * Double(min(4, max(1, (units.count + 49) / 50)))
            let (status, output) = Supervisor.compile(args, what: "compiling module \(m.name) (\(units.count) files, \(m.origin))", timeout: allowed)
            if status == 0, fm.fileExists(atPath: library.path) { break }
            if output.contains("the Swift compiler was still working after") {
                failure = "its compile (\(units.count) files) did not finish in \(Int(allowed)) s (raise the limit with --compile-timeout)"
                cacheable = false
                break
            }
            // (A part of the module missing what its other files declare: those files, up to 3 times.)
            if let grow, growth < 3 {
                let more = grow(output).filter { u in !units.contains { $0.buildName == u.buildName } }
                if !more.isEmpty { units += more; growth += 1; attempt -= 1; continue }
            }
            let messages = Diagnostics.parse(output).filter { $0.severity == "error" }
            let failing = Set(messages.map(\.path)).union(PreviewCompiler.crashedFiles(output))
            let bad = units.filter { failing.contains(src.appendingPathComponent($0.buildName).path) }
            guard !bad.isEmpty, attempt < 9 else {
                // Nothing to leave out (or too many rounds): the module fails, with its first error.
                if let first = messages.first {
                    let unit = units.first { first.path.hasSuffix("/" + $0.buildName) }
                    let line = unit.flatMap { Diagnostics.lines($0.userText).dropFirst(first.line - 1).first }?.trimmingCharacters(in: .whitespaces)
                    failure = "\(unit.map { relative($0.url, to: m.folder) } ?? URL(fileURLWithPath: first.path).lastPathComponent):\(first.line): \(first.message)"
                        + (line.map { " (`\($0.count > 80 ? String($0.prefix(77)) + "…" : $0)`)" } ?? "")
                } else {
                    let last = output.split(separator: "\n").last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }).map(String.init) ?? "exit \(status)"
                    failure = "the compiler stopped: \(last.count > 200 ? String(last.prefix(197)) + "…" : last)"
                    // (A time-out or a killed compiler is not remembered: the next run tries again.)
                    cacheable = false
                }
                break
            }
            var removed = Set<String>()
            for u in bad {
                let errors = messages.filter { $0.path.hasSuffix("/" + u.buildName) }
                let reason = errors.first.map { "it does not compile with Accord (line \($0.line): \($0.message))" } ?? "the Swift compiler crashed on it"
                if let index = units.firstIndex(where: { $0.buildName == u.buildName }) {
                    if case let (p, prunes)? = PreviewCompiler.prunedForErrors(u, errors: errors) {
                        units[index] = p
                        let why = PreviewCompiler.describe(prunes) + ": " + reason
                        skipped.append(PreviewCompiler.Skipped(url: u.url, reason: why, types: prunes.flatMap(\.declaredTypes), partial: true))
                        // (Every part left out of it so far is said again when what was learned is used.)
                        let said = skipped.filter { $0.url == u.url && $0.partial }.map(\.reason)
                        learned[learnedKey(u)] = PreviewCompiler.encodePrunes(p.prunes, reason: said.joined(separator: "; "))
                        continue
                    }
                }
                skipped.append(PreviewCompiler.Skipped(url: u.url, reason: reason, types: Project.declaredTypes(in: u.userText)))
                learned[learnedKey(u)] = reason
                removed.insert(u.buildName)
            }
            PreviewCompiler.saveKnownBad(learned, dir, file: "learned.json")
            units.removeAll { removed.contains($0.buildName) }
            PreviewCompiler.cascade(&units, &skipped)
        }
        let list = skipped.map { s -> PreviewCompiler.Skipped in
            var s = s
            s.label = "\(relative(s.url, to: m.folder)) (module \(m.name))"
            return s
        }
        let items: [[Any]] = list.map { [$0.url.path, $0.reason, $0.types, $0.partial, $0.label ?? ""] }
        if let data = try? JSONSerialization.data(withJSONObject: items) { try? data.write(to: skippedFile, options: .atomic) }
        if let failure, cacheable {
            try? failure.write(to: failedFile, atomically: true, encoding: .utf8)
            try? fm.removeItem(at: library)
        }
        try? fm.removeItem(at: src)
        return (failure, list)
    }

    static func relative(_ url: URL, to folder: URL) -> String {
        url.path.hasPrefix(folder.path + "/") ? String(url.path.dropFirst(folder.path.count + 1)) : url.lastPathComponent
    }
}

extension PreviewCompiler {
    /// Builds the project's own modules (`Project.modules`) and reports their left-out files;
    /// a previewed file importing one that does not compile is told so at once.
    static func localModules(of project: Project?, primary: Unit, lib: URL, stamp: String, quiet: Bool) throws -> LocalModuleBuild {
        let context = Diagnostics.Context(project)
        guard let project, !project.modules.isEmpty else { var none = LocalModuleBuild(); none.context = context; return none }
        var result = LocalModuleBuild.build(project.modules, lib: lib, stamp: stamp,
                                            reach: ModuleClosure.reach(project: project, primaryText: primary.userText), context: context)
        result.context.macroFailures = result.failed.filter { name, _ in project.modules.contains { $0.isMacro && $0.name == name } }
        if let failed = primary.source.imports.first(where: { result.failed[$0] != nil }) {
            if !quiet { PreviewCompiler.report(skipped: result.skipped, project: project) }
            throw Failure.compile("accord: \(primary.url.lastPathComponent) \(result.reason(for: failed)!)")
        }
        return result
    }
}
