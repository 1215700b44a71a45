import Foundation

/// Targets of an XcodeGen project (`project.yml`, issue 11): XcodeGen generates the
/// `.xcodeproj` from YAML specs, so a checkout often has none (OneBusAway: `OBAKit/project.yml`
/// declares the framework `OBAKit`, `OBAKitCore/project.yml` the framework `OBAKitCore`, and the
/// app's spec includes both).
///
/// Read as text, conservatively (no YAML library; XcodeGen's documented spec,
/// https://github.com/yonaskolb/XcodeGen/blob/master/Docs/ProjectSpec.md): under a top-level
/// `targets:`, each target is a key indented once (`  OBAKit:`) whose block has `type:` and
/// `sources:` — a path (`sources: Foo`), a list of paths (`- Foo`, `- path: Foo`, with
/// `excludes: [...]` of plain paths), or a flow list (`[A, B]`). Paths are relative to the spec's
/// folder, else to the repository's root (specs included into one at the root, as
/// `xcodegen --project-root .` reads them). Under a top-level `packages:`, each package's `url:`
/// (for "a Swift package the project fetches from …"). Specs are looked for from the nearest
/// folder above the previewed file holding a `project.yml` up to the repository's root, and
/// below that root up to 3 levels.
enum XcodeGenProject {
    struct Target {
        let name: String
        let type: String
        let root: URL
        let files: [URL]
        let spec: URL
    }

    /// The XcodeGen target holding `file` when `dir` holds a `project.yml` declaring targets,
    /// the project's other framework and library targets as modules, and the packages its
    /// specs fetch (name → URL).
    static func find(in dir: URL, for file: URL) -> (target: TuistTarget, modules: [LocalModule], remote: [String: String])? {
        let here = dir.appendingPathComponent("project.yml")
        guard let text = PreviewCompiler.readText(here), text.range(of: #"(?m)^targets:"#, options: .regularExpression) != nil else { return nil }
        // The repository's root: the folder above holding `.git` (else this folder).
        var top = dir
        var up = dir
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        var repository = false
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: up.appendingPathComponent(".git").path) { top = up; repository = true; break }
            if up.path == home || up.path == "/" { break }
            up = up.deletingLastPathComponent()
        }
        // (A checkout without its .git: the nearest folder above whose other folders hold specs,
        // as OneBusAway's root holds OBAKit/ and OBAKitCore/.)
        if !repository {
            var above = dir.deletingLastPathComponent()
            for _ in 0..<3 where above.path != home && above.path != "/" {
                let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: above.path)) ?? []).filter { !Project.excluded($0) }
                if siblings.contains(where: { above.appendingPathComponent($0).path != dir.path
                    && FileManager.default.fileExists(atPath: above.appendingPathComponent($0).appendingPathComponent("project.yml").path) }) {
                    top = above
                    break
                }
                above = above.deletingLastPathComponent()
            }
        }
        var specs: [URL] = [here]
        var stack = [(top, 0)]
        while let (d, depth) = stack.popLast(), specs.count < 40 {
            let s = d.appendingPathComponent("project.yml")
            if s.path != here.path, FileManager.default.fileExists(atPath: s.path) { specs.append(s) }
            guard depth < 3, let entries = try? FileManager.default.contentsOfDirectory(atPath: d.path) else { continue }
            for e in entries.sorted() where !Project.excluded(e) {
                let u = d.appendingPathComponent(e)
                if Project.isDirectory(u.path) { stack.append((u, depth + 1)) }
            }
        }
        var targets: [Target] = []
        var remote: [String: String] = [:]
        var seen = Set<String>()
        for s in specs {
            guard let spec = PreviewCompiler.readText(s) else { continue }
            for t in Self.targets(in: spec, specFolder: s.deletingLastPathComponent(), root: top, spec: s) where seen.insert(t.name).inserted { targets.append(t) }
            remote.merge(packages(in: spec)) { a, _ in a }
        }
        // Also the specs beside the root's others (`Apps/Shared/app_shared.yml` holds `packages:`).
        for s in specs { for extra in includedSpecs(s, root: top) { if let spec = PreviewCompiler.readText(extra) { remote.merge(packages(in: spec)) { a, _ in a } } } }
        let path = file.standardizedFileURL.path
        guard let target = targets.filter({ t in t.files.contains { $0.standardizedFileURL.path == path } })
            .max(by: { $0.root.path.count < $1.root.path.count }) else { return nil }
        let own = TuistTarget(name: target.name, root: target.root, files: target.files, manifest: target.spec)
        let modules = targets.filter { $0.name != target.name && ["framework", "library.static", "library.dynamic", "framework.static"].contains($0.type) }.map {
            LocalModule(name: TuistTarget(name: $0.name, root: $0.root, files: [], manifest: $0.spec).moduleName, files: $0.files, folder: $0.root,
                        origin: "XcodeGen target \($0.name) of \(Project.relativePath($0.spec, from: top))")
        }
        return (own, modules, remote)
    }

    /// The targets a spec declares.
    static func targets(in spec: String, specFolder: URL, root: URL, spec url: URL) -> [Target] {
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            // (A comment to the end of the line; `#` inside quotes is rare in these keys.)
            var l = String(line)
            if let hash = l.range(of: " #") ?? (l.trimmingCharacters(in: .whitespaces).hasPrefix("#") ? l.range(of: "#") : nil) { l = String(l[..<hash.lowerBound]) }
            return l.replacingOccurrences(of: "\t", with: "    ")
        }
        func indent(_ l: String) -> Int { l.prefix { $0 == " " }.count }
        func unquote(_ s: Substring) -> String { s.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }
        var out: [Target] = []
        guard let start = lines.firstIndex(where: { $0.hasPrefix("targets:") }) else { return [] }
        var i = start + 1
        // The targets' key indentation: the first non-blank line's.
        while i < lines.count, lines[i].trimmingCharacters(in: .whitespaces).isEmpty { i += 1 }
        guard i < lines.count else { return [] }
        let keyIndent = indent(lines[i])
        guard keyIndent > 0 else { return [] }
        while i < lines.count {
            let l = lines[i]
            if l.trimmingCharacters(in: .whitespaces).isEmpty { i += 1; continue }
            if indent(l) < keyIndent { break }
            guard indent(l) == keyIndent, l.hasSuffix(":") else { i += 1; continue }
            let name = unquote(l.dropLast())
            var type = "", sources: [(String, [String])] = []
            i += 1
            while i < lines.count, lines[i].trimmingCharacters(in: .whitespaces).isEmpty || indent(lines[i]) > keyIndent {
                let b = lines[i]
                let t = b.trimmingCharacters(in: .whitespaces)
                if t.hasPrefix("type:") { type = unquote(t.dropFirst(5)) }
                if t.hasPrefix("sources:") {
                    let rest = t.dropFirst(8).trimmingCharacters(in: .whitespaces)
                    let sourcesIndent = indent(b)
                    if rest.hasPrefix("[") {
                        sources += rest.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",").map { (unquote($0), []) }
                    } else if !rest.isEmpty {
                        sources.append((unquote(Substring(rest)), []))
                    } else {
                        i += 1
                        while i < lines.count, lines[i].trimmingCharacters(in: .whitespaces).isEmpty || indent(lines[i]) > sourcesIndent
                                || (indent(lines[i]) == sourcesIndent && lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("- ")) {
                            let s = lines[i].trimmingCharacters(in: .whitespaces)
                            if s.hasPrefix("- path:") { sources.append((unquote(s.dropFirst(7)), [])) }
                            else if s.hasPrefix("- "), !s.contains(":") { sources.append((unquote(s.dropFirst(2)), [])) }
                            else if s.hasPrefix("excludes:"), !sources.isEmpty {
                                let list = s.dropFirst(9).trimmingCharacters(in: CharacterSet(charactersIn: " []"))
                                sources[sources.count - 1].1 += list.split(separator: ",").map { unquote($0) }
                            }
                            i += 1
                        }
                        continue
                    }
                }
                i += 1
            }
            var files: [URL] = []
            var folders: [URL] = []
            for (path, excludes) in sources where !path.isEmpty && !path.contains("$") {
                let base = [specFolder, root].map { $0.appendingPathComponent(path).standardizedFileURL }.first { FileManager.default.fileExists(atPath: $0.path) }
                guard let base else { continue }
                folders.append(base)
                let excluded = excludes.map { base.appendingPathComponent($0).standardizedFileURL.path }
                let found = path.hasSuffix(".swift") ? [base] : Project.swiftFiles(under: base)
                files += found.filter { f in !excluded.contains { f.standardizedFileURL.path == $0 || f.standardizedFileURL.path.hasPrefix($0 + "/") } }
            }
            if !files.isEmpty, !name.isEmpty {
                out.append(Target(name: name, type: type, root: folders.count == 1 ? folders[0] : Project.commonFolder(files) ?? specFolder, files: files.sorted { $0.path < $1.path }, spec: url))
            }
        }
        return out
    }

    /// The packages a spec fetches: `packages:` → `  Name:` → `    url: …`.
    static func packages(in spec: String) -> [String: String] {
        var out: [String: String] = [:]
        var inPackages = false, current: String? = nil
        for line in spec.split(separator: "\n") {
            if !line.hasPrefix(" ") { inPackages = line.hasPrefix("packages:"); current = nil; continue }
            guard inPackages else { continue }
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasSuffix(":"), !t.contains(" ") { current = String(t.dropLast()) }
            else if t.hasPrefix("url:"), let name = current { out[name] = t.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }
        }
        return out
    }

    /// The specs a spec includes (`include:` → `- path: X` or `- X`), relative to its folder or the root.
    static func includedSpecs(_ spec: URL, root: URL) -> [URL] {
        guard let text = PreviewCompiler.readText(spec) else { return [] }
        var out: [URL] = []
        var inInclude = false
        for line in text.split(separator: "\n") {
            if !line.hasPrefix(" ") && !line.hasPrefix("-") { inInclude = line.hasPrefix("include:"); continue }
            guard inInclude else { continue }
            var t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("- ") else { continue }
            t = String(t.dropFirst(2))
            if t.hasPrefix("path:") { t = String(t.dropFirst(5)) }
            t = t.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            if let u = [spec.deletingLastPathComponent(), root].map({ $0.appendingPathComponent(t).standardizedFileURL }).first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
                out.append(u)
            }
        }
        return out
    }
}
