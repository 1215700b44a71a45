import Foundation

/// Compiling only the files a previewed file needs (issue 11): in a large app target, the
/// previewed file's closure over declarations — the files declaring the types, global
/// functions and variables its code names, the extensions of those types and the extension
/// members it uses, then what those files name, to a fixpoint — is compiled instead of the
/// whole target. When the compiler then reports a name the closure missed, the files
/// declaring it are added and the build tried again (a few times); when that does not settle
/// it, the whole target is compiled, as before.
enum TargetClosure {
    /// Targets with fewer files are compiled whole (the closure would gain little).
    static let minimumTargetFiles = 16
    /// Rounds of "add what the compiler missed" before the whole target is compiled.
    static let maximumGrowth = 3

    /// Whether the closure is used (`ACCORD_CLOSURE=0` turns it off, to measure or compare).
    static var enabled: Bool { ProcessInfo.processInfo.environment["ACCORD_CLOSURE"] != "0" }

    /// Words too common to pull in a file by an extension member of that name.
    static let ignoredMembers: Set<String> = ["init", "body", "id", "self", "Self", "description", "hash", "encode", "subscript"]

    struct Index {
        let files: [URL]
        let entries: [SourceIndex.Entry?]
        var declaring: [String: [Int]] = [:]        // type or global name → files
        var extensionsOf: [String: [Int]] = [:]     // extended type → files
        var conformingTo: [String: [Int]] = [:]     // protocol added by an extension → files
        var extensionMember: [String: [Int]] = [:]  // member added by an extension → files
        var qualifiedMember: [String: [Int]] = [:]  // `Type.member` added by an extension → files
        var dottedUse: [String: Int] = [:]          // member name → files using it after a `.`
        var blocked = Set<Int>()                    // files importing a module Accord cannot provide
        var member: [String: [Int]] = [:]           // member of any type or extension → files

        init(files: [URL]) {
            self.files = files
            entries = files.map { SourceIndex.entry(for: $0) }
            for (n, e) in entries.enumerated() {
                guard let e else { continue }
                for name in e.types + e.globals { declaring[name, default: []].append(n) }
                for name in e.extended { extensionsOf[name, default: []].append(n) }
                for name in e.conformances { conformingTo[name, default: []].append(n) }
                for name in e.members { member[name, default: []].append(n) }
                for name in e.extensionMembers { qualifiedMember[name, default: []].append(n) }
                for name in e.dotted { dottedUse[name, default: 0] += 1 }
            }
            // Members that extensions add to types from outside the target (`Color.brand`,
            // `.cardStyle()` on View): found by their name. (An extension of the target's own type
            // comes with that type.)
            for (n, e) in entries.enumerated() {
                for qualified in e?.extensionMembers ?? [] {
                    let parts = qualified.split(separator: ".", maxSplits: 1).map(String.init)
                    guard parts.count == 2, declaring[parts[0]] == nil, !TargetClosure.ignoredMembers.contains(parts[1]) else { continue }
                    extensionMember[parts[1], default: []].append(n)
                }
            }
        }
    }

    /// The files of `index` the code `words` and `dotted` (and the types `declared` beside
    /// them) need.
    ///
    /// A name used after a `.` brings the files whose extensions of outside types declare a
    /// member of that name — unless a quarter of the target's files use it so (`.font`,
    /// `.title`, `.default`: the framework's members, which an app's extension overloading them
    /// would otherwise drag in with everything that file names; a miss is found again from the
    /// compiler's message).
    static func closure(words start: [String], dotted startDotted: [String], declared: [String], index: Index) -> Set<Int> {
        var included = Set<Int>()
        var seen = Set<String>(), seenDotted = Set<String>()
        var queue = start, dottedQueue = startDotted
        // The project's own types: their extensions anywhere in the target come along.
        let projectTypes = Set(index.declaring.keys).union(declared)
        let common = max(3, index.files.count / 4)
        let trace = ProcessInfo.processInfo.environment["ACCORD_CLOSURE_LOG"] == "2"
        var w = ""
        func include(_ n: Int) {
            guard included.insert(n).inserted, let e = index.entries[n] else { return }
            if trace { FileHandle.standardError.write(Data("accord: closure: + \(index.files[n].lastPathComponent) for `\(w)`\(index.blocked.contains(n) ? " (imports what Accord cannot provide: its names are not followed)" : "")\n".utf8)) }
            // A file importing what Accord cannot provide is skipped whole by the build (it is
            // included, so the build says so and leaves out the code naming its types), so what
            // it names is never compiled: following its words would pull in, through a few such
            // files, most of an app (OpenFind's SliderView: 419 of 434 files through its
            // RealmSwift models; 57 without them).
            if index.blocked.contains(n) { return }
            queue += e.words
            dottedQueue += e.dotted
        }
        while !queue.isEmpty || !dottedQueue.isEmpty {
            if let next = queue.popLast() {
                w = next
                guard seen.insert(w).inserted else { continue }
                for n in index.declaring[w] ?? [] { include(n) }
                // An outside type's initializers that the target's extensions add (`@AppStorage(.key)`
                // through `extension AppStorage { init(wrappedValue:_ key: StorageKey…) }`, `Color(hex:)`):
                // the code naming the type may call one with no other word of that file (corpus8 42).
                if !projectTypes.contains(w), w.first?.isUppercase == true, let inits = index.qualifiedMember[w + ".init"], inits.count <= 8 {
                    for n in inits { include(n) }
                }
                if projectTypes.contains(w) {
                    for n in index.extensionsOf[w] ?? [] { include(n) }
                    // (`extension String: AppProtocol`; `extension MainViewController: AppProtocol`
                    // comes with MainViewController when that is used.)
                    for n in index.conformingTo[w] ?? [] where !(index.entries[n]?.extended ?? []).contains(where: projectTypes.contains) { include(n) }
                }
            } else if let next = dottedQueue.popLast() {
                w = "." + next
                guard seenDotted.insert(next).inserted, (index.dottedUse[next] ?? 0) <= common else { continue }
                for n in index.extensionMember[next] ?? [] { include(n) }
            }
        }
        return included
    }

    /// What a failed build says is missing, from its error messages: names (`cannot find 'X'
    /// in scope`, `cannot find type 'X' in scope`), members (`type 'T' has no member 'y'`: T,
    /// y), conformances (`type 'T' does not conform to protocol 'P'`: T, P), and every other
    /// quoted identifier (`no exact matches in call to instance method 'y'`).
    struct Missing {
        var names = Set<String>()
        var members = Set<[String]>()
        var conformances = Set<[String]>()
        var quoted = Set<String>()
    }

    static func missing(_ output: String) -> Missing {
        var out = Missing()
        func base(_ type: String) -> String {
            type.components(separatedBy: CharacterSet(charactersIn: "<?!")).first?.split(separator: ".").last.map(String.init) ?? type
        }
        for m in Diagnostics.parse(output) where m.severity == "error" {
            let text = m.message
            let q = text.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            if text.hasPrefix("cannot find"), let name = q.first { out.names.insert(name) }
            else if text.contains("has no member"), q.count >= 2 { out.members.insert([base(q[0]), q[q.count - 1]]) }
            else if text.contains("does not conform to protocol"), q.count >= 2 { out.conformances.insert([base(q[0]), base(q[1])]) }
            else {
                for name in q where name.first.map({ $0.isLetter || $0 == "_" }) == true && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    out.quoted.insert(name)
                }
            }
        }
        return out
    }

    /// Files of `index` not in `included` that may declare what a failed build missed (bounded:
    /// at most 40 a round); empty when the target has nothing more to give.
    static func growth(for output: String, index: Index, included: Set<Int>) -> Set<Int> {
        let m = missing(output)
        var out = Set<Int>()
        func add(_ files: [Int]?) { for n in files ?? [] where !included.contains(n) { out.insert(n) } }
        // (`hideKeyboard()` called bare in a view: a member of `extension View`.)
        for name in m.names { add(index.declaring[name]); add(index.extensionMember[name]) }
        for pair in m.members {
            // (`Color.brand` from `extension Color`; for a type the message spells as `some
            // View`, any outside type's extension member of that name.)
            // (A member of `extension View` is missed on `Text`, `ModifiedContent<…>`: any outside
            // type's extension member of that name.)
            add(index.qualifiedMember[pair[0] + "." + pair[1]])
            if index.declaring[pair[0]] == nil { add(index.extensionMember[pair[1]]) }
            // (An implicit member the compiler looked for on the wrong type, `type 'String' has no
            // member 'projectListShowTheme'`: the few files declaring a member of that name, an enum's case.)
            if let holders = index.member[pair[1]], holders.count <= 8, !ignoredMembers.contains(pair[1]) { add(holders) }
        }
        for pair in m.conformances {
            let extending = Set(index.extensionsOf[pair[0]] ?? [])
            add((index.conformingTo[pair[1]] ?? []).filter(extending.contains))
        }
        for name in m.quoted { add(index.extensionMember[name]) }
        // A name the index does not know as a declaration but that a few other files' code
        // holds (declared in a way the lexical index missed): those files. (Not a module's
        // name, nor a word of many files: that is a use, not a declaration.)
        let modules = Set(index.entries.flatMap { $0?.imports ?? [] })
        for name in m.names.union(m.members.map { $0[1] }) where index.declaring[name] == nil && index.member[name] == nil && !modules.contains(name) {
            // (Only a file where it stands in a declaration's line: `let (a, b) = …`; a file
            // that merely uses a name Accord lacks, `CFError`, would not help.)
            guard let pattern = try? NSRegularExpression(pattern: #"(?m)^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|static|final|open|package|nonisolated|lazy)[ \t]+)*(?:let|var|func|case|struct|class|enum|actor|protocol|typealias)\b[^={\n]*\b"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#) else { continue }
            let holding = index.entries.indices.filter { n in
                guard !included.contains(n), index.entries[n]?.words.contains(name) == true, let text = PreviewCompiler.readText(index.files[n]) else { return false }
                return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
            if holding.count <= 8 { out.formUnion(holding) }
        }
        return Set(out.sorted().prefix(40))
    }

    /// Whether a name occurs anywhere in the target's code (compiling more cannot provide a
    /// name that occurs nowhere).
    static func occurs(_ name: String, in index: Index) -> Bool {
        index.entries.contains { $0.map { $0.words.contains(name) } ?? false }
    }
}

extension TargetClosure {
    /// A failed closure build found names that other files of the target declare.
    struct Grow: Error { let files: Set<Int>; var names: [String] = [] }

    /// One closure build: the target's index and the files included.
    final class Run {
        let index: Index
        /// The chosen files, and the files that import what Accord cannot provide (skipped
        /// whatever they declare: no use growing the closure by them).
        let included: Set<Int>
        /// The last round: more growth means compiling the whole target instead.
        let last: Bool
        init(index: Index, included: Set<Int>, last: Bool) { self.index = index; self.included = included; self.last = last }

        /// Throws `Grow` when the failed build's errors name what files outside the closure declare.
        func check(_ output: String) throws {
            let more = growth(for: output, index: index, included: included.union(index.blocked))
            if !more.isEmpty {
                let m = missing(output)
                throw Grow(files: more, names: Array(m.names) + m.members.map { $0.joined(separator: ".") } + m.conformances.map { $0.joined(separator: ":") } + Array(m.quoted))
            }
        }
    }

    /// Builds with the closure of the previewed file when its target is large (`body` gets the
    /// files and the run), growing it at most `maximumGrowth` times, else with the whole target
    /// (`body` gets every file and nil), as before.
    /// (`failedModules`: the repository's modules that did not build; files importing them are
    /// skipped like those importing what Linux lacks.)
    static func build(project: Project?, primaryText: String, failedModules: Set<String> = [], quiet: Bool, _ body: ([URL], Run?) throws -> URL) throws -> URL {
        let log = ProcessInfo.processInfo.environment["ACCORD_CLOSURE_LOG"] == "1"
        func note(_ s: String) { if log { FileHandle.standardError.write(Data("accord: closure: \(s)\n".utf8)) } }
        guard enabled, let project, !project.isLoose, project.files.count >= minimumTargetFiles else {
            return try body(project?.files ?? [], nil)
        }
        var index = Index(files: project.files)
        let available = project.localModules.union(project.modules.map(\.name)).subtracting(failedModules)
        // (A file whose only lacking imports are Apple frameworks is compiled without them: PreviewCompiler.buildTarget.)
        func lacking(_ imports: [String]) -> Bool {
            let missing = imports.filter { !ProjectFrameworks.available.contains($0) && !available.contains($0) }
            return !missing.isEmpty && !missing.allSatisfy { ProjectFrameworks.isApple($0) && !failedModules.contains($0) }
        }
        for (n, e) in index.entries.enumerated() where lacking(e?.imports ?? []) {
            // (Read again as the build reads it: an import under `#if os(watchOS)` is none.)
            guard let text = PreviewCompiler.readText(index.files[n]),
                  lacking(PreviewCompiler.unit(index.files[n], text, isPrimary: false).source.imports) else { continue }
            index.blocked.insert(n)
        }
        let own = SourceIndex.scan(primaryText)
        var included = closure(words: own.words, dotted: own.dotted, declared: own.types, index: index)
        // The App whose initializer runs before the previews, and what it names outside its scenes
        // (PreviewCompiler+AppInit.swift).
        if let app = PreviewCompiler.appFile(in: index), !included.contains(app.file) {
            included.insert(app.file)
            included.formUnion(closure(words: app.words, dotted: app.dotted, declared: app.types, index: index))
        }
        for round in 0...maximumGrowth {
            // (Nearly the whole target: compiled whole, as before.)
            if included.count * 10 >= project.files.count * 9 { break }
            note("\(included.count) of the target's \(project.files.count) files (round \(round + 1))")
            do {
                return try body(included.sorted().map { project.files[$0] }, Run(index: index, included: included, last: round == maximumGrowth))
            } catch let grow as Grow {
                note("the compiler missed names declared in \(grow.files.count) more files (\(grow.names.sorted().prefix(8).joined(separator: ", ")))")
                if round == maximumGrowth { break }
                included.formUnion(grow.files)
            }
        }
        note("the whole target (\(project.files.count) files)")
        return try body(project.files, nil)
    }

    /// The part of a known-bad key that says what a file's failure depended on: the text of
    /// the files declaring what it names (the previewed file aside).
    struct DependencyKeys {
        let index: Index?
        let position: [String: Int]
        let primary: String

        init(project: Project?, closure: Run?, primary: URL) {
            if let closure { index = closure.index }
            else if let project, !project.files.isEmpty { index = Index(files: project.files) }
            else { index = nil }
            var position: [String: Int] = [:]
            for (n, f) in (index?.files ?? []).enumerated() { position[f.standardizedFileURL.path] = n }
            self.position = position
            self.primary = primary.standardizedFileURL.path
        }

        func key(_ url: URL) -> String {
            guard let index, let n = position[url.standardizedFileURL.path], let e = index.entries[n] else { return "-" }
            var deps = Set<Int>()
            for w in e.words { for d in index.declaring[w] ?? [] { deps.insert(d) } }
            deps.remove(n)
            let text = deps.sorted().compactMap { d -> String? in
                let path = index.files[d].standardizedFileURL.path
                guard path != primary, let h = index.entries[d]?.hash else { return nil }
                return path + "=" + String(h, radix: 16)
            }.joined(separator: "\n")
            return String(PreviewCompiler.fnv1a(text), radix: 16)
        }
    }
}
