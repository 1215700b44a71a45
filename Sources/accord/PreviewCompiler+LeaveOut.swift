import Foundation

extension PreviewCompiler {
    /// Whether the places of the previewed file that do not compile are left out
    /// (PreviewSource+LeaveOut.swift): yes, unless `ACCORD_LEAVE_OUT=0` — or in the live
    /// preview, where the file is being edited: there the compiler's first error is the answer,
    /// shown on the page, as in Xcode's canvas.
    static let leavesOutFailingPlaces = ProcessInfo.processInfo.environment["ACCORD_LEAVE_OUT"] != "0"

    /// How long after the first round of leaving out another may begin (each round compiles the
    /// previewed file again; a file with many places on a busy machine stops here, saying the
    /// compiler's first error, rather than compiling for minutes): 120 s, or the compile limit the
    /// user gave (`--compile-timeout`) when longer — one who allows a compile 220 s on a loaded
    /// machine allows the rounds that long too (corpus11 21 stopped after 3 rounds at load 20 with
    /// `--compile-timeout 220`, and drew its 12 previews in 91 s on a quieter machine).
    static var leaveOutBudget: TimeInterval { max(120, Supervisor.compileTimeout) }

    /// When set, only errors with these messages are left out: the live preview sets it to those
    /// of the file as it was opened (`lastLeftOut`), so that what Accord lacks stays left out
    /// while the file is edited, and an error the edit makes is shown on the page, as in Xcode.
    static var leavesOutOnly: Set<String>? {
        get { leaveOutLock.lock(); defer { leaveOutLock.unlock() }; return _leavesOutOnly }
        set { leaveOutLock.lock(); _leavesOutOnly = newValue; leaveOutLock.unlock() }
    }

    /// The compiler's messages at the places the last successful build left out.
    static var lastLeftOut: Set<String> {
        get { leaveOutLock.lock(); defer { leaveOutLock.unlock() }; return _lastLeftOut }
        set { leaveOutLock.lock(); _lastLeftOut = newValue; leaveOutLock.unlock() }
    }

    // (Behind a lock: `accord gallery` builds several previews at once.)
    private static let leaveOutLock = NSLock()
    nonisolated(unsafe) private static var _leavesOutOnly: Set<String>? = nil
    nonisolated(unsafe) private static var _lastLeftOut: Set<String> = []

    /// What is said of an import left out before compiling: "import X (line 2): <why>".
    static func importLeftOut(_ module: String, in text: String, context: Diagnostics.Context) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let n = lines.firstIndex { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
            return words.first == "import" && words.last?.split(separator: ".").first.map(String.init) == module
        }
        let why: String
        if let url = Diagnostics.remoteURL(module, in: context.remotePackages) {
            why = "a Swift package the project fetches from \(url); Accord does not fetch packages (clone it and add it with --sources DIR)"
        } else if let hint = context.missingLocalPackages[module] {
            why = hint
        } else if ProjectFrameworks.isApple(module) {
            why = "\(module) is an Apple framework Linux lacks"
        } else if let url = ProjectFrameworks.knownPackages[module] {
            why = "a third-party package (\(url)) Accord does not fetch (clone it and pass --sources DIR)"
        } else {
            why = "no module \(module) is here (not Apple's; a package Accord does not fetch, or a module of the app it did not find)"
        }
        return "import \(module)" + (n.map { " (line \($0 + 1))" } ?? "") + ": " + why
    }

    /// Whether these errors may be left out (`leavesOutOnly`).
    static func mayLeaveOut(_ messages: [String]) -> Bool {
        leavesOutFailingPlaces && (leavesOutOnly.map { only in messages.allSatisfy(only.contains) } ?? true)
    }

    /// The previewed file with the places holding its errors left out, and what to say for each;
    /// nil when an error has no remedy, or is not the previewed file's.
    /// `members`: the members left out so far (their arguments go too), grown by this round's.
    static func leavingOutFailingPlaces(of u: Unit, messages: [Diagnostics.Message], buildDir: URL, placeholders: inout Int,
                                        members: inout Set<String>) -> (Unit, [String], [String])? {
        let path = buildDir.appendingPathComponent("src").appendingPathComponent(u.buildName).path
        var errors = messages.filter { $0.severity == "error" }
        // (A preview whose declaration failed is then missing where the program names it: that
        // error is the file's, and goes with it.)
        if errors.contains(where: { $0.path == path }) {
            errors.removeAll { $0.path != path && $0.message.hasPrefix("cannot find '__accordPreview") }
            // (Nor is one the compiler places in a module's interface — an initializer of
            // Foundation's it tried for a call of the file's — a file of the target.)
            let sources = buildDir.appendingPathComponent("src").path + "/"
            errors.removeAll { $0.path != path && !$0.path.hasPrefix(sources) && !$0.path.hasSuffix(".swift") }
        }
        guard !errors.isEmpty, errors.allSatisfy({ $0.path == path }), mayLeaveOut(errors.map(\.message)) else {
            if let other = errors.first(where: { $0.path != path }) {
                PreviewSource.traceNoRemedy(other.line, "an error in \(URL(fileURLWithPath: other.path).lastPathComponent), not the previewed file: \(other.message)")
            }
            return nil
        }
        let code = Array(u.prunedCode)
        let text = Array(u.transformed)
        let located = errors.compactMap { m in PreviewSource.offset(line: m.line, column: m.column, in: code, text: text).map { (offset: $0, message: m.message) } }
        guard located.count == errors.count else {
            PreviewSource.traceNoRemedy(0, "\(errors.count - located.count) errors at no place of the file")
            return nil
        }
        guard let (allPlaces, allStubs) = PreviewSource.leaveOut(errors: located, code: code, blocks: PreviewSource.blocks(code), leftOutMembers: members),
              !allPlaces.isEmpty || !allStubs.isEmpty else { return nil }
        // (A stub inside a place left out goes with the place — a function of a type declared in a
        // preview whose signature and body both fail —, and a place inside a stubbed body with it.)
        let stubs = allStubs.filter { s in !allPlaces.contains { !$0.placeholder && $0.start <= s.prune.start && s.prune.end <= $0.end } }
        let places = allPlaces.filter { p in !stubs.contains { $0.prune.start <= p.start && p.end <= $0.prune.end } }

        var said: [String] = []
        var next = u
        if !stubs.isEmpty {
            let prunes = stubs.map(\.prune)
            guard !prunes.allSatisfy(u.prunes.contains) else { PreviewSource.traceNoRemedy(0, "the stubs were made before"); return nil }
            next = next.pruned(prunes)
            for p in Set(prunes).sorted(by: { $0.start < $1.start }) {
                said.append(describe([p]) + ": " + stubs.filter { $0.prune == p }.map(\.why).joined(separator: "; "))
            }
        }
        if !places.isEmpty {
            // (Offsets of the text before its stubs, as the stubs' own: blanked in it and in its
            // code, and the stubs applied again.)
            guard next.prunes.allSatisfy({ p in !places.contains { $0.start <= p.end && p.start <= $0.end } }),
                  let out = PreviewSource.leavingOut(places, text: Array(next.original), code: Array(next.code), firstNumber: placeholders)
            else {
                let over = places.first { p in next.prunes.contains { p.start <= $0.end && $0.start <= p.end } }
                PreviewSource.traceNoRemedy(over?.line ?? 0, over.map { "\($0.what) overlaps a stubbed body" } ?? "a place cannot be written")
                return nil
            }
            placeholders += out.placeholders
            members.formUnion(places.compactMap(\.member))
            next.original = String(out.text)
            next.code = String(out.code)
            next = next.pruned([])
            // (A stand-in is said once, with the lines of its uses: a file's design tokens are
            // used on most of its lines.)
            var standIns: [String: [Int]] = [:]
            for p in places where p.declaration != nil { standIns[p.what, default: []].append(p.line) }
            for p in places where !p.why.contains("AccordPreviewLeftOutView") {
                if p.declaration != nil {
                    guard let lines = standIns.removeValue(forKey: p.what) else { continue }
                    let shown = lines.count > 6 ? lines.prefix(5).map(String.init).joined(separator: ", ") + " and \(lines.count - 5) more"
                        : lines.map(String.init).joined(separator: ", ")
                    said.append("\(p.what) (line\(lines.count > 1 ? "s" : "") \(shown)) stands in for the app's: \(p.why)")
                    continue
                }
                said.append("\(p.what) (line \(p.line))" + (p.placeholder ? " drawn as a placeholder" : p.replacement == "Group" ? ", its content drawn" : "") + ": \(p.why)")
            }
        }
        return (next, said, errors.map(\.message))
    }
}

extension PreviewCompiler {
    /// The previewed file as last compiled with places left out, kept in the target's build
    /// folder (`leftout.json`) under the key of its text and of the files it uses: the next
    /// render starts from it instead of failing the same compiles again.
    struct LeftOutRecord: Codable {
        var original: String
        var code: String
        var prunes: String
        var said: [String]
        var placeholders: Int
        /// The compiler's messages at those places (`lastLeftOut`).
        var messages: [String]
    }

    /// This accord executable, by its date and size.
    static let toolStamp: String = {
        let a = (Bundle.main.executablePath).flatMap { try? FileManager.default.attributesOfItem(atPath: $0) }
        return "\((a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)-\(a?[.size] ?? 0)"
    }()

    static func loadLeftOut(_ dir: URL, key: String, base: Unit) -> (unit: Unit, said: [String], placeholders: Int, messages: [String])? {
        guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent("leftout.json").path),
              let records = try? JSONDecoder().decode([String: LeftOutRecord].self, from: data), let r = records[key] else { return nil }
        var u = base
        u.original = r.original
        u.code = r.code
        u.prunes = []
        if let (prunes, _) = decodePrunes(r.prunes) { u = u.pruned(prunes) } else { u = u.pruned([]) }
        guard mayLeaveOut(r.messages) else { return nil }
        return (u, r.said, r.placeholders, r.messages)
    }

    static func saveLeftOut(_ dir: URL, key: String, unit u: Unit, said: [String], placeholders: Int, messages: [String]) {
        let file = dir.appendingPathComponent("leftout.json")
        var records = (FileManager.default.contents(atPath: file.path)).flatMap { try? JSONDecoder().decode([String: LeftOutRecord].self, from: $0) } ?? [:]
        // (A handful per target: the files previewed lately.)
        if records.count >= 32 { records = [:] }
        records[key] = LeftOutRecord(original: u.original, code: u.code, prunes: encodePrunes(u.prunes, reason: ""), said: said, placeholders: placeholders, messages: messages)
        if let data = try? JSONEncoder().encode(records) { try? data.write(to: file, options: .atomic) }
    }
}
