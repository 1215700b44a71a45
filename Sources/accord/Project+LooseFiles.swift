import Foundation

// A file with no project around it (Project.swift discovers projects): the loose-folder search
// for the files declaring the types it uses, and its limits.

extension Project {
    /// Limits of the loose-folder search: files looked at, bytes read, files taken.
    static let looseLimits = (files: 600, bytes: 8 << 20, taken: 60, fileBytes: 2 << 20)

    /// Folders many programs and users write into (a file in /tmp/x/ never takes /tmp's
    /// other folders as its app's: they are unrelated, and walking them costs seconds).
    static let sharedTemporaryFolders: Set<String> = {
        var s: Set<String> = ["/tmp", "/var/tmp", "/dev/shm"]
        for t in [NSTemporaryDirectory(), ProcessInfo.processInfo.environment["TMPDIR"] ?? ""] where !t.isEmpty {
            s.insert(URL(fileURLWithPath: t).standardizedFileURL.path)
        }
        return s
    }()

    /// For a file with no project around it: the Swift files in its folder and up to two
    /// folders above (not into a folder holding a repository, a package or an Xcode project,
    /// nor one with more Swift files than `looseLimits.files`, nor the home folder or a shared
    /// temporary folder such as /tmp; build, test
    /// and hidden folders left out; at most `looseLimits`) that declare a type the file uses, then the
    /// types those use, and so on; plus files whose top-level extensions declare a member the
    /// taken code uses as `.name` (static members and methods). A type declared in several of them is taken from the nearest
    /// folder (none when that is a tie); a file declaring a type the previewed file declares is
    /// never taken. Nothing is taken when no type is found.
    static func looseFiles(for file: URL, text: String) -> (folder: URL, files: [URL]) {
        var top = file.deletingLastPathComponent()
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        let fm = FileManager.default
        for _ in 0..<2 {
            if fm.fileExists(atPath: top.appendingPathComponent(".git").path) { break }
            let parent = top.deletingLastPathComponent()
            if parent.path == "/" || parent.path == home || top.path == home || sharedTemporaryFolders.contains(parent.path) { break }
            // Not into another project's folder (it would have been found if FILE were its),
            // nor into a folder of many apps (more Swift files than one app's part).
            let entries = (try? fm.contentsOfDirectory(atPath: parent.path)) ?? []
            if entries.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { break }
            if swiftFiles(under: parent).count > looseLimits.files { break }
            top = parent
        }
        var candidates: [(url: URL, code: String, types: [String])] = []
        var bytes = 0
        // (Never accord's own build folders: a cache inside the folder holds generated files.)
        let cache = CompileCache.shared.root.standardizedFileURL.path + "/"
        for url in swiftFiles(under: top).prefix(looseLimits.files) where url.standardizedFileURL.path != file.standardizedFileURL.path
            && !url.standardizedFileURL.path.hasPrefix(cache) && !url.path.contains("/targets/") && !url.lastPathComponent.hasPrefix("GeneratedAssetSymbols") {
            // (A file of over 2 MB beside it — generated data, a log saved as .swift — is not
            // read: lexing 30 MB took minutes before any preview in that folder could start.)
            let size = ((try? fm.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
            guard size <= looseLimits.fileBytes, bytes + size <= looseLimits.bytes, let t = PreviewCompiler.readText(url) else { continue }
            bytes += t.utf8.count
            // (Comments and strings blanked by the source index's lexer: the whole preview
            // transform of each of up to 600 files took minutes in a debug build — OneBusAway's
            // 166 s before its compile.)
            let code = String(decoding: SourceIndex.blanked(t), as: UTF8.self)
            candidates.append((url, code, PreviewCompiler.topLevelTypes(t)))
        }
        let own = Set(PreviewCompiler.topLevelTypes(text))
        candidates.removeAll { !own.isDisjoint(with: $0.types) }
        // Which file declares a type: the nearest to the previewed file (fewest folders apart).
        func distance(_ u: URL) -> Int {
            let a = file.deletingLastPathComponent().pathComponents, b = u.deletingLastPathComponent().pathComponents
            var common = 0
            while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
            return (a.count - common) + (b.count - common)
        }
        var nearest: [String: (index: Int, distance: Int)] = [:]  // index -1: a tie
        for (n, c) in candidates.enumerated() {
            let d = distance(c.url)
            for t in c.types {
                if let best = nearest[t] {
                    if d < best.distance { nearest[t] = (n, d) } else if d == best.distance, best.index != n { nearest[t] = (-1, d) }
                } else { nearest[t] = (n, d) }
            }
        }
        let declaring = nearest.mapValues(\.index)
        // Members declared in top-level extensions (`extension Color { static let brand … }`).
        // (Static members and methods: `Color.brand`, `.cardStyle()`.)
        let member = try! NSRegularExpression(pattern: #"\b(?:static\s+(?:func|var|let)|func)\s+(\w+)"#)
        var extensionMembers: [String: Set<Int>] = [:]
        for (n, c) in candidates.enumerated() where c.code.contains("extension ") {
            let ns = c.code as NSString
            for m in member.matches(in: c.code, range: NSRange(location: 0, length: ns.length)) {
                let name = ns.substring(with: m.range(at: 1))
                if name.count > 3 { extensionMembers[name, default: []].insert(n) }
            }
        }
        func words(_ code: String) -> Set<Substring> { Set(code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })) }
        func dotted(_ code: String) -> Set<String> {
            var out = Set<String>()
            let chars = Array(code)
            var k = 0
            while k < chars.count {
                if chars[k] == ".", k + 1 < chars.count, chars[k + 1].isLetter {
                    var e = k + 1
                    while e < chars.count, chars[e].isLetter || chars[e].isNumber || chars[e] == "_" { e += 1 }
                    out.insert(String(chars[(k + 1)..<e]))
                    k = e
                } else { k += 1 }
            }
            return out
        }
        var taken = Set<Int>()
        var queue = [PreviewSource(text, path: file.path).code]
        while let code = queue.popLast(), taken.count < looseLimits.taken {
            for w in words(code) {
                if let n = declaring[String(w)], n >= 0, !taken.contains(n), taken.count < looseLimits.taken {
                    taken.insert(n); queue.append(candidates[n].code)
                }
            }
            for name in dotted(code) {
                for n in extensionMembers[name] ?? [] where !taken.contains(n) && taken.count < looseLimits.taken
                    && candidates[n].code.range(of: #"(?m)^\s*(?:public\s+|internal\s+)?extension\s"#, options: .regularExpression) != nil {
                    taken.insert(n); queue.append(candidates[n].code)
                }
            }
        }
        return (top, taken.sorted().map { candidates[$0].url })
    }
}
