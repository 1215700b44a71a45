import Foundation

/// A package's own Swift macros (`.macro(name:)` targets): built as a compiler plugin (a shared
/// library, `lib<Name>.so`) against the swift-syntax the toolchain ships for its own plugins
/// (`<toolchain>/usr/lib/swift/host`), and loaded with `-load-plugin-library` by the compiles of
/// the modules and the preview that expand them (`#externalMacro(module: "<Name>", …)`).
extension Project {
    /// The macro targets a package manifest declares (`.macro(name: "…")`), as modules.
    static func packageMacros(_ dir: URL, manifest text: String) -> [LocalModule] {
        manifestTargets(text, in: dir, kinds: ["macro"]).map {
            var m = LocalModule(name: $0.name, files: swiftFiles(under: $0.folder), folder: $0.folder,
                                origin: "macro target \($0.name) of the package \(dir.lastPathComponent)")
            m.isMacro = true
            return m
        }.filter { XcodeProject.Target.isConditionName(Substring($0.name)) }
    }

    /// The macro modules `files` name in `#externalMacro(module: "…", type: "…")`.
    static func externalMacroModules(of files: [URL]) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"#externalMacro\s*\(\s*module:\s*"([^"]+)""#)
        var out = Set<String>()
        for f in files.prefix(2000) {
            guard let text = PreviewCompiler.readText(f), text.contains("#externalMacro") else { continue }
            let ns = text as NSString
            for m in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) { out.insert(ns.substring(with: m.range(at: 1))) }
        }
        return out
    }

    /// `modules` (in dependency order) preceded by the macro targets among `candidates` that
    /// they, the previewed file or its target's files expand.
    static func withMacros(_ modules: [LocalModule], candidates: [LocalModule], files: [URL]) -> [LocalModule] {
        let used = externalMacroModules(of: files + modules.flatMap(\.files))
        let macros = candidates.filter { $0.isMacro && used.contains($0.name) }.sorted { $0.name < $1.name }
        return macros + modules
    }
}

/// The toolchain's swift-syntax, which macro plugins are built against.
enum MacroToolchain {
    /// `<toolchain>/usr/lib/swift/host` of the `swiftc` the previews use (`ACCORD_SWIFTC`, else
    /// the first on the PATH), when it holds swift-syntax's modules: beside the compiler's
    /// runtime resource folder (`swiftc -print-target-info`; a wrapper script is followed too).
    static let hostDirectory: URL? = {
        let swiftc = ProcessInfo.processInfo.environment["ACCORD_SWIFTC"] ?? "swiftc"
        let (status, output) = PreviewCompiler.run(["/usr/bin/env", swiftc, "-print-target-info"])
        guard status == 0, let data = output.data(using: .utf8),
              let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let paths = info["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String else { return nil }
        let host = URL(fileURLWithPath: resources).appendingPathComponent("host")
        return FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path) ? host : nil
    }()

    /// The host modules (swift-syntax's) a macro target may import, each with its library.
    static func hostModules(_ host: URL) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: host.path)) ?? []
        return Set(names.filter { $0.hasSuffix(".swiftmodule") && names.contains("lib\(($0 as NSString).deletingPathExtension).so") }
            .map { ($0 as NSString).deletingPathExtension })
    }

    /// A macro target's source as compiled for previews: the `@MainActor` its expansions would
    /// add is left out, as Accord leaves it out of the project's own code (`PreviewSource.
    /// blankedAttributes`: Accord's `View` is not main-actor isolated, so a main-actor model made
    /// by a macro could not be used from a view's body). An attribute the macro returns alone
    /// (`AttributeSyntax("@MainActor")`, a member-attribute macro) becomes `@preconcurrency`,
    /// which changes nothing for a preview.
    static func transform(_ text: String) -> String {
        guard text.contains("@MainActor") else { return text }
        return text.replacingOccurrences(of: "\"@MainActor\"", with: "\"@preconcurrency\"")
            .replacingOccurrences(of: #"@MainActor(?:[ \t]+|[ \t]*\n[ \t]*)"#, with: "", options: .regularExpression)
    }

    /// swift-syntax's `SwiftCompilerPlugin` (the executable plugin's `@main` entry), which the
    /// toolchain does not ship: the protocol only, as a library plugin is found by type name and
    /// never runs its `main`.
    static let compilerPluginSource = """
        import SwiftSyntaxMacros

        public protocol CompilerPlugin {
            init()
            var providingMacros: [Macro.Type] { get }
        }

        extension CompilerPlugin {
            public static func main() {}
        }

        """
}

extension LocalModuleBuild {
    /// A macro target as a compiler plugin, `lib<Name>.so` in `dir` (cached by its content and
    /// the toolchain): the flags that load it, or why it cannot be built.
    static func compileMacro(_ m: LocalModule, root: URL) -> (flags: [String], key: String, failure: String?) {
        guard let host = MacroToolchain.hostDirectory else {
            return ([], "", "the toolchain has no swift-syntax for compiler plugins (lib/swift/host beside swiftc)")
        }
        let fm = FileManager.default
        let texts = m.files.compactMap { f in PreviewCompiler.readText(f).map { (f, $0) } }
        let hostStamp = ((try? fm.attributesOfItem(atPath: host.appendingPathComponent("libSwiftSyntax.so").path))?[.modificationDate] as? Date)?
            .timeIntervalSince1970 ?? 0
        let toolchain = host.path + "\(hostStamp)" + MacroToolchain.compilerPluginSource + MacroToolchain.transform("@MainActor \"@MainActor\"")
        let key = String(PreviewCompiler.fnv1a(m.name + "\u{0}macro\u{0}" + toolchain
            + texts.map { $0.0.lastPathComponent + "\n" + $0.1 }.joined(separator: "\u{0}")), radix: 16)
        let dir = root.appendingPathComponent("\(m.name)-\(key)")
        let library = dir.appendingPathComponent("lib\(m.name).so"), failedFile = dir.appendingPathComponent("failed.txt")
        let flags = ["-load-plugin-library", library.path]
        if let why = PreviewCompiler.readText(failedFile) { return ([], key, why) }
        if fm.fileExists(atPath: library.path) { return (flags, key, nil) }
        do { try fm.createDirectory(at: dir, withIntermediateDirectories: true) } catch { return ([], key, "its build folder cannot be created (\(dir.path))") }
        guard let lock = try? PreviewCompiler.Lock(dir.appendingPathComponent("lock").path) else { return ([], key, "its build folder cannot be locked") }
        defer { lock.release() }
        if let why = PreviewCompiler.readText(failedFile) { return ([], key, why) }
        if fm.fileExists(atPath: library.path) { return (flags, key, nil) }

        let swiftc = ProcessInfo.processInfo.environment["ACCORD_SWIFTC"] ?? "swiftc"
        let available = MacroToolchain.hostModules(host)
        let imports = Set(texts.flatMap { PreviewCompiler.unit($0.0, $0.1, isPrimary: false).source.imports })
        let plugin = dir.appendingPathComponent("plugin")
        // swift-syntax's SwiftCompilerPlugin, when the toolchain lacks it (it does not ship it).
        var shim: [String] = []
        if imports.contains("SwiftCompilerPlugin") && !available.contains("SwiftCompilerPlugin") {
            try? fm.createDirectory(at: plugin, withIntermediateDirectories: true)
            let source = plugin.appendingPathComponent("CompilerPlugin.swift")
            try? MacroToolchain.compilerPluginSource.write(to: source, atomically: true, encoding: .utf8)
            let (status, output) = Supervisor.compile(["/usr/bin/env", swiftc, "-emit-library", "-static", "-emit-module", "-parse-as-library",
                                                       "-module-name", "SwiftCompilerPlugin", "-I", host.path, "-suppress-warnings",
                                                       "-emit-module-path", plugin.appendingPathComponent("SwiftCompilerPlugin.swiftmodule").path,
                                                       "-o", plugin.appendingPathComponent("libSwiftCompilerPlugin.a").path, source.path],
                                                      what: "compiling swift-syntax's CompilerPlugin for macro target \(m.name)")
            guard status == 0 else {
                let last = output.split(separator: "\n").last.map(String.init) ?? "exit \(status)"
                return ([], key, "swift-syntax's CompilerPlugin did not compile (\(last))")
            }
            shim = ["-I", plugin.path, "-L", plugin.path, "-lSwiftCompilerPlugin"]
        }
        if let other = imports.sorted().first(where: { !available.contains($0) && $0 != "SwiftCompilerPlugin" && !["Foundation", "Swift", "_Concurrency"].contains($0) }) {
            let why = "it imports \(other), which is not swift-syntax (a macro target is built with the toolchain's swift-syntax only)"
            try? why.write(to: failedFile, atomically: true, encoding: .utf8)
            return ([], key, why)
        }
        let src = dir.appendingPathComponent("src")
        try? fm.createDirectory(at: src, withIntermediateDirectories: true)
        var inputs: [String] = [], original: [String: URL] = [:]
        for (n, (f, text)) in texts.enumerated() {
            let out = src.appendingPathComponent("\(n)-\(f.lastPathComponent)")
            try? MacroToolchain.transform(text).write(to: out, atomically: true, encoding: .utf8)
            inputs.append(out.path)
            original[out.path] = f
        }
        defer { try? fm.removeItem(at: src) }
        let links = imports.filter { available.contains($0) }.sorted().flatMap { ["-l\($0)"] }
        let args = ["/usr/bin/env", swiftc, "-emit-library", "-parse-as-library", "-module-name", m.name, "-swift-version", "5",
                    "-Onone", "-suppress-warnings", "-diagnostic-style", "llvm",
                    "-I", host.path, "-L", host.path, "-Xlinker", "-rpath", "-Xlinker", host.path] + shim + links
            + ["-o", library.path] + inputs
        let (status, output) = Supervisor.compile(args, what: "compiling macro target \(m.name) (\(texts.count) files, \(m.origin))")
        try? fm.removeItem(at: plugin)
        if status == 0, fm.fileExists(atPath: library.path) { return (flags, key, nil) }
        let why: String
        if let first = Diagnostics.parse(output).first(where: { $0.severity == "error" }) {
            why = "\(relative(original[first.path] ?? URL(fileURLWithPath: first.path), to: m.folder)):\(first.line): \(first.message)"
        } else {
            let last = output.split(separator: "\n").last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }).map(String.init) ?? "exit \(status)"
            // (A time-out or a killed compiler is not remembered: the next run tries again.)
            return ([], key, "the compiler stopped: \(last.count > 200 ? String(last.prefix(197)) + "…" : last)")
        }
        try? why.write(to: failedFile, atomically: true, encoding: .utf8)
        return ([], key, why)
    }
}
