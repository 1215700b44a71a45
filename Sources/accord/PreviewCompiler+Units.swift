import Foundation

// The units a preview is compiled from (PreviewCompiler.swift drives the build): one Swift file
// as compiled — its text, transform and the parts left out —, a file skipped and why, the
// cascade that skips the files naming a skipped file's types, and making a unit of a file.

extension PreviewCompiler {
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
}
