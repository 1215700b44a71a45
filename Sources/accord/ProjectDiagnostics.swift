import Foundation

/// The compiler's messages in the user's terms: at the user's file:line:column with the user's
/// own line (never the transformed one), and one-line explanations for what Accord lacks, for
/// types defined in skipped files, for modules Linux lacks and for type-checker time-outs.
enum Diagnostics {
    struct Message {
        let path: String
        let line: Int
        let column: Int
        let severity: String
        let message: String
    }

    /// `path:line:col: severity: message` (swiftc's llvm diagnostic style).
    static func header(_ s: Substring) -> Message? {
        // Split from the right: the message may contain colons, the path rarely does.
        for severity in ["error", "warning", "note", "remark"] {
            guard let r = s.range(of: ": \(severity): ") else { continue }
            let location = s[..<r.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let col = Int(location[location.count - 1]), let line = Int(location[location.count - 2]) else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            guard path.hasPrefix("/") else { continue }
            return Message(path: path, line: line, column: col, severity: severity, message: String(s[r.upperBound...]))
        }
        return nil
    }

    static func parse(_ output: String) -> [Message] {
        output.split(separator: "\n", omittingEmptySubsequences: false).compactMap(header)
    }

    /// A transformed column (1-based, UTF-8 bytes, as swiftc counts) on a line → the user's:
    /// the two lines share a prefix and a suffix; a column inside the rewritten middle points at
    /// its start.
    static func userColumn(_ column: Int, transformed: [UInt8], user: [UInt8]) -> Int {
        var p = 0
        while p < transformed.count, p < user.count, transformed[p] == user[p] { p += 1 }
        var s = 0
        while s < transformed.count - p, s < user.count - p, transformed[transformed.count - 1 - s] == user[user.count - 1 - s] { s += 1 }
        let offset = column - 1
        if offset < p { return column }
        if offset >= transformed.count - s { return max(1, user.count - (transformed.count - offset) + 1) }
        return p + 1
    }

    static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The compiler's output rewritten for the user, with explanations appended.
    static func explain(_ output: String, units: [PreviewCompiler.Unit], buildDir: URL, previewOf file: URL,
                        skipped: [PreviewCompiler.Skipped], alone: Bool = false, context: Context) -> String {
        let src = buildDir.appendingPathComponent("src")
        var byPath: [String: (PreviewCompiler.Unit, [String], [String])] = [:]
        for u in units {
            byPath[src.appendingPathComponent(u.buildName).path] = (u, lines(u.userText), lines(u.transformed))
        }
        let mainPath = src.appendingPathComponent("main.swift").path
        var out: [String] = []
        var hints: [String] = []
        var shown = Set<String>()  // a message the driver's jobs both report is shown once
        // The previewed file's errors (indices into `out`: first line, end) and the app's own
        // type names it misses.
        var primaryErrors: [Range<Int>] = []
        var appTypes: [String] = []
        var appMembers: [String] = []
        func hint(_ s: String) { if !hints.contains(s) { hints.append(s) } }
        let raw = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var i = 0
        while i < raw.count {
            let line = raw[i]
            guard let m = header(Substring(line)) else {
                // Paths inside other lines (notes, driver messages).
                var l = line
                for (p, entry) in byPath where l.contains(p) { l = l.replacingOccurrences(of: p, with: entry.0.url.path) }
                out.append(l.replacingOccurrences(of: mainPath, with: "<previews of \(file.lastPathComponent)>"))
                i += 1
                continue
            }
            if m.path == mainPath {
                if !shown.insert(line).inserted { i += 1; continue }
                if m.message.hasPrefix("cannot find '__accordPreview_") {
                    // The preview is declared inside an #if branch the iOS debug build leaves out.
                    hint("a #Preview of \(file.lastPathComponent) is inside an #if branch that Xcode's iOS debug preview build leaves out (e.g. #if os(macOS)), so it is not compiled")
                    i += 1
                    while i < raw.count, header(Substring(raw[i])) == nil, !raw[i].isEmpty { i += 1 }
                    continue
                }
                out.append("<previews of \(file.lastPathComponent)>: \(m.severity): \(m.message)")
                i += 1
                // Its snippet names generated code: dropped.
                while i < raw.count, header(Substring(raw[i])) == nil, !raw[i].isEmpty { i += 1 }
                continue
            }
            guard let (unit, userLines, transformedLines) = byPath[m.path] else { out.append(line); i += 1; continue }
            let userLine = m.line - 1 < userLines.count && m.line >= 1 ? userLines[m.line - 1] : ""
            let transformedLine = m.line - 1 < transformedLines.count && m.line >= 1 ? transformedLines[m.line - 1] : ""
            let column = userColumn(m.column, transformed: Array(transformedLine.utf8), user: Array(userLine.utf8))
            if !shown.insert(line).inserted {
                i += 1
                while i < raw.count, header(Substring(raw[i])) == nil, !raw[i].isEmpty { i += 1 }
                continue
            }
            let blockStart = out.count
            out.append("\(unit.url.path):\(m.line):\(column): \(m.severity): \(userMessage(m.message))")
            i += 1
            defer { if m.severity == "error" && unit.url.path == file.path { primaryErrors.append(blockStart..<out.count) } }
            if m.severity == "error", unit.url.path == file.path, let name = missingName(m.message), name.first?.isUppercase == true,
               !UnsupportedAPI.names.contains(name), !skipped.contains(where: { $0.types.contains(name) }), !appTypes.contains(name) {
                appTypes.append(name)
            }
            // A member no type of SwiftUI's has (`type 'Font?' has no member 'mantinia'`): an
            // extension in another file of the app, most likely.
            if m.severity == "error", unit.url.path == file.path, let (type, member) = missingMember(m.message),
               !UnsupportedAPI.names.contains(member), !skipped.contains(where: { $0.types.contains(type) }), !appMembers.contains("\(type).\(member)") {
                appMembers.append("\(type).\(member)")
            }
            // The snippet (the source line, then the caret line): the user's line, the caret moved.
            if i < raw.count, header(Substring(raw[i])) == nil, raw[i] == transformedLine || raw[i].trimmingCharacters(in: .whitespaces) == transformedLine.trimmingCharacters(in: .whitespaces) {
                out.append(userLine)
                i += 1
                if i < raw.count, !raw[i].isEmpty, raw[i].allSatisfy({ " \t^~".contains($0) }) {
                    let prefix = Array(userLine.utf8.prefix(column - 1))
                    let indent = String(decoding: prefix.map { $0 == 9 ? 9 : 32 }, as: UTF8.self)
                    out.append(indent + "^")
                    i += 1
                }
                // (A fix-it's text under a rewritten line sits at the rewritten line's column: dropped.)
                if transformedLine != userLine {
                    while i < raw.count, header(Substring(raw[i])) == nil, raw[i].first == " " || raw[i].first == "\t" { i += 1 }
                }
            }
            if m.severity == "error" {
                for h in explanations(for: m, userPath: unit.url.path, column: column, skipped: skipped, context: context,
                                            compiled: units.map(\.userText)) { hint(h) }
            }
        }
        if !appTypes.isEmpty, let first = primaryErrors.first {
            // Types of the app's other files: one line naming them says more than an error per use.
            let name = file.lastPathComponent
            let shownNames = appTypes.prefix(6).joined(separator: ", ") + (appTypes.count > 6 ? " and \(appTypes.count - 6) more" : "")
            // (A file with no project around it in a folder of more Swift files than accord reads
            // beside it: said, rather than "run accord inside the project folder" — there is none.)
            let beside = alone ? Project.swiftFiles(under: file.deletingLastPathComponent()).count : 0
            let advice = alone && beside > Project.looseLimits.files
                ? "accord reads at most \(Project.looseLimits.files) Swift files beside a file with no project around it, "
                  + "and its folder holds \(beside); pass --sources DIR with the folder that defines them"
                : alone ? "run accord inside the project folder, or pass --sources DIR with the folder that defines them"
                : "they are not in the files accord found for its project; pass --sources DIR with the folder that defines them"
            let hidden = primaryErrors.count - 1
            var kept = Array(out[..<first.upperBound])
            let keptPrimary = Set(primaryErrors.dropFirst().flatMap { Array($0) })
            kept += out[first.upperBound...].indices.filter { !keptPrimary.contains($0) }.map { out[$0] }
            if hidden > 0 { kept.append("accord: (\(hidden) more error\(hidden == 1 ? "" : "s") in \(name), most of them uses of these types)") }
            hints.insert("\(name) uses types defined elsewhere in its app: \(shownNames) — \(advice)", at: 0)
            out = kept
        }
        // (Alone only: with its project's files compiled, a missing member is more likely one Accord lacks.)
        if alone, !appMembers.isEmpty {
            let shown = appMembers.prefix(6).map { "`\($0)`" }.joined(separator: ", ") + (appMembers.count > 6 ? " and \(appMembers.count - 6) more" : "")
            hints.insert("\(file.lastPathComponent) uses \(appMembers.count == 1 ? "a member" : "members") its types do not have here: \(shown); "
                         + "if they are defined elsewhere in its app (an extension in another file), run accord inside the project folder, or pass --sources DIR with the folder that defines them",
                         at: appTypes.isEmpty ? 0 : 1)
        }
        // The first screenful of messages (the compiler's own "… more lines" note stays last).
        let shownLines = 50
        if out.count > shownLines {
            let more = out.count - shownLines
            out = Array(out.prefix(shownLines)) + ["… \(more) more lines of compiler output not shown"]
        }
        return (out + hints.map { "accord: " + $0 }).joined(separator: "\n")
    }

    /// X of `cannot find 'X' in scope` / `cannot find type 'X' in scope`.
    static func missingName(_ message: String) -> String? {
        guard message.hasSuffix("in scope") else { return nil }
        return quoted(after: "cannot find type ", in: message) ?? quoted(after: "cannot find ", in: message)
    }

    /// The type (without `?`, `!` or generic arguments) and member of `type 'Font?' has no member
    /// 'mantinia'` / `value of type 'Color' has no member 'brand'`; nil for other messages and
    /// for types that are not one name (tuples, functions).
    static func missingMember(_ message: String) -> (type: String, member: String)? {
        guard let member = quoted(after: "has no member ", in: message),
              let raw = quoted(after: "value of type ", in: message) ?? quoted(after: "type ", in: message) else { return nil }
        var type = raw.prefix { $0 != "<" }
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        guard let first = type.first, first.isUppercase, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return (String(type), member)
    }

    /// What one build knows about its project's packages, for its messages. Each build has its
    /// own (`accord gallery` builds several at once: nothing process-wide is written during one).
    struct Context: Sendable {
        /// Package products the project fetches from remote repositories (product → URL).
        var remotePackages: [String: String] = [:]
        /// Modules of local packages a manifest depends on with `.package(path:)` that are not on
        /// disk (module → "imports X, from the local package … which is not there…").
        var missingLocalPackages: [String: String] = [:]
        /// The project's macro targets that did not build as compiler plugins → why.
        var macroFailures: [String: String] = [:]

        init(remotePackages: [String: String] = [:], missingLocalPackages: [String: String] = [:], macroFailures: [String: String] = [:]) {
            self.remotePackages = remotePackages
            self.missingLocalPackages = missingLocalPackages
            self.macroFailures = macroFailures
        }
        /// An Xcode project's folder and the Swift files its target compiles: a name the build
        /// misses may be declared in a file of that folder that is in no target (`declaredOutside`).
        var xcodeFolder: URL? = nil
        var targetFiles: Set<String> = []

        init(_ project: Project?) {
            self.init(remotePackages: project?.remotePackages ?? [:], missingLocalPackages: project?.missingPackages ?? [:])
            if let project, project.xcodeSettings != nil {
                xcodeFolder = project.root.deletingLastPathComponent()
                targetFiles = Set(project.files.map(\.standardizedFileURL.path))
            }
        }

        /// A Swift file under the Xcode project's folder, in none of the target's files, that
        /// declares `name` (its path from the folder); nil when none does or there is no project.
        /// (Not when one of the `compiled` texts declares it: a common name, a type error.)
        func declaredOutside(_ name: String, compiled: [String]) -> String? {
            guard let folder = xcodeFolder, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty,
                  let pattern = try? NSRegularExpression(pattern: #"\b(?:func|var|let|case|struct|class|enum|protocol|typealias|actor)\s+"# + name + #"\b"#) else { return nil }
            if compiled.contains(where: { pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }) { return nil }
            var bytes = 0
            for f in Project.swiftFiles(under: folder) where !targetFiles.contains(f.path) {
                guard bytes < 32 << 20, let text = PreviewCompiler.readText(f) else { continue }
                bytes += text.utf8.count
                if pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                    return f.path.hasPrefix(folder.path + "/") ? String(f.path.dropFirst(folder.path.count + 1)) : f.lastPathComponent
                }
            }
            return nil
        }
    }

    /// The URL of the fetched package `module` comes from: a product of that name, or of a
    /// product whose name spelled as an identifier it is or starts with (`CypherPoetCore.FileSystem`
    /// → `import CypherPoetCore_FileSystem`; a product `Kit` of several targets → `Kit_Utils`).
    static func remoteURL(_ module: String, in packages: [String: String]) -> String? {
        if let url = packages[module] { return url }
        for (product, url) in packages.sorted(by: { $0.key.count > $1.key.count }) {
            let identifier = String(product.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            if module == identifier || module.hasPrefix(identifier + "_") { return url }
        }
        // A package whose manifest names no products (Tuist's Package.swift lists only its
        // dependencies): the module named like the repository, without the usual prefixes and
        // suffixes (`import Shimmer` from markiv/SwiftUI-Shimmer, `Pow` from EmergeTools/Pow).
        func bare(_ s: String) -> String {
            var n = s.lowercased().filter { $0.isLetter || $0.isNumber }
            for p in ["swiftui", "swift"] where n.hasPrefix(p) && n.count > p.count + 2 { n.removeFirst(p.count) }
            for x in ["swiftui", "swift", "ios"] where n.hasSuffix(x) && n.count > x.count + 2 { n.removeLast(x.count) }
            return n
        }
        let wanted = bare(module)
        guard wanted.count >= 3 else { return nil }
        for (name, url) in packages.sorted(by: { $0.key < $1.key }) {
            var repo = (url as NSString).lastPathComponent
            if repo.hasSuffix(".git") { repo = String(repo.dropLast(4)) }
            if bare(name) == wanted || bare(repo) == wanted { return url }
        }
        return nil
    }

    /// Why a file importing `module` (which no module of the build provides) is left out.
    static func importHint(_ module: String, context: Context) -> String {
        remoteURL(module, in: context.remotePackages).map { remotePackageHint(module, $0) } ?? context.missingLocalPackages[module]
            ?? "imports \(unprovided(module))"
    }

    /// What `module` is, when no module of the build provides it and the project does not say
    /// where it comes from: "X, an Apple framework Linux lacks", "X, a third-party package (URL)…",
    /// else a package or pod the project fetches by means Accord does not read.
    static func unprovided(_ module: String) -> String {
        if ProjectFrameworks.isApple(module) { return "\(module), an Apple framework Linux lacks" }
        if let url = ProjectFrameworks.knownPackages[module] ?? (module.hasPrefix("Firebase") ? ProjectFrameworks.knownPackages["Firebase"] : nil) {
            return "\(module), a third-party package (\(url)) Accord does not fetch: clone it and add it with --sources DIR"
        }
        return "\(module), which is neither an Apple framework nor a module Accord found in this project (a package or pod it fetches? clone it and add it with --sources DIR)"
    }

    /// "imports X, a Swift package the project fetches from URL…".
    static func remotePackageHint(_ module: String, _ url: String) -> String {
        "imports \(module), a Swift package the project fetches from \(url); Accord does not fetch packages: clone it and add it with --sources DIR"
    }

    /// Generated names in a message, in the user's words.
    static func userMessage(_ s: String) -> String {
        s.replacingOccurrences(of: "AccordUserPreview.", with: "")
    }

    /// One-line explanations for a compiler error.
    static func explanations(for m: Message, userPath: String, column: Int,
                             skipped: [PreviewCompiler.Skipped], context: Context, compiled: [String] = []) -> [String] {
        var out: [String] = []
        let text = m.message
        if text.contains("unable to type-check this expression in reasonable time") {
            out.append("\(userPath):\(m.line):\(column): the type checker gave up on this expression; split it into smaller expressions or sub-views (a long modifier chain or literal arithmetic is the usual cause)")
        }
        // A macro whose plugin was not loaded: the project's macro target did not build
        // (Project+Macros.swift), or it is not one of the project's (a package it fetches).
        if let type = quoted(after: "external macro implementation type ", in: text) {
            let parts = type.split(separator: ".", maxSplits: 1)
            let module = String(parts.first ?? "?")
            let macro = quoted(after: "for macro ", in: text).map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 } ?? String(parts.last ?? "")
            if let why = context.macroFailures[module] {
                out.append("`\(macro)` is a Swift macro of the macro target \(module), which did not build as a compiler plugin: \(why)")
            } else {
                out.append("`\(macro)` is a Swift macro whose implementation is in the module \(module), which is not a macro target of this project's packages (a package the project fetches?): code using it cannot be previewed")
            }
        }
        if let module = quoted(after: "no such module ", in: text) {
            if let url = remoteURL(module, in: context.remotePackages) {
                out.append("\(URL(fileURLWithPath: userPath).lastPathComponent) " + remotePackageHint(module, url))
            } else if let hint = context.missingLocalPackages[module] {
                out.append("\(URL(fileURLWithPath: userPath).lastPathComponent) " + hint)
            } else {
                let name = URL(fileURLWithPath: userPath).lastPathComponent
                if ProjectFrameworks.isApple(module) {
                    out.append("\(module) is an Apple framework Linux lacks: Accord cannot preview a file that imports it")
                } else if let url = ProjectFrameworks.knownPackages[module] ?? (module.hasPrefix("Firebase") ? ProjectFrameworks.knownPackages["Firebase"] : nil) {
                    out.append("\(name) imports \(module), a third-party package (\(url)); Accord does not fetch packages: clone it and pass --sources DIR with the checkout (pure-Swift packages only), or run accord inside a project whose .build/checkouts or SourcePackages/checkouts holds it")
                } else {
                    out.append("\(name) imports \(module), which is not Apple's: if it is one of the app's own modules or packages, run accord inside the project folder; if it is a third-party package, clone it and pass --sources DIR with the checkout")
                }
            }
        }
        var names: [(String, Bool)] = []  // (name, isMember)
        for pattern in ["has no member ", "has no dynamic member "] { if let n = quoted(after: pattern, in: text) { names.append((n, true)) } }
        for pattern in ["cannot find type ", "cannot find "] {
            if let n = quoted(after: pattern, in: text), text.contains("in scope") { names.append((n, false)); break }
        }
        for (name, isMember) in names {
            if let s = skipped.first(where: { $0.types.contains(name) }) {
                out.append(s.partial ? "`\(name)` is defined in \(s.url.lastPathComponent), in a part left out of the build (\(s.reason))"
                                     : "`\(name)` is defined in \(s.url.lastPathComponent), which was skipped (\(s.reason))")
            } else if isMember, let s = skipped.prefix(200).first(where: { declaresMember(name, in: $0.url) }) {
                // (A member an extension in a skipped file adds: `extension Result { var value … }`, corpus8 16.)
                out.append(s.partial ? "`.\(name)` is declared in \(s.url.lastPathComponent), in a part left out of the build (\(s.reason))"
                                     : "`.\(name)` is declared in \(s.url.lastPathComponent), which was skipped (\(s.reason))")
            } else if UnsupportedAPI.names.contains(name) {
                out.append("`\(isMember ? "." : "")\(name)` is not supported by Accord yet")
            } else if let file = context.declaredOutside(name, compiled: compiled) {
                out.append("`\(name)` is declared in \(file), which is in no target of the Xcode project: Xcode's build fails the same way (add the file to the target)")
            }
        }
        return out
    }

    /// Whether the Swift file at `url` declares a member `name` (`var name`, `func name(`,
    /// `case name`, `static let name`) in its code.
    static func declaresMember(_ name: String, in url: URL) -> Bool {
        guard let text = PreviewCompiler.readText(url), text.contains(name),
              let pattern = try? NSRegularExpression(pattern: #"(?m)^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|fileprivate|private|static|class|final|open|package|nonisolated|lazy|mutating)[ \t]+)*(?:var|let|func|case)[ \t]+"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#) else { return false }
        return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The text between the quotes after `prefix`: `cannot find 'X' in scope` → X.
    static func quoted(after prefix: String, in text: String) -> String? {
        guard let r = text.range(of: prefix + "'") else { return nil }
        let rest = text[r.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let name = String(rest[..<end])
        return name.isEmpty ? nil : name
    }
}

/// SwiftUI's public API names (from Apple's documentation index, Data/SwiftUI-API-names.txt)
/// that Accord does not declare (Data/SwiftUI-unsupported.txt, generated by
/// Tools/unsupported-api.sh): a compiler error about one of them is explained as "not supported
/// by Accord yet".
enum UnsupportedAPI {
    static let names: Set<String> = {
        guard let root = PreviewCompiler.packageRoot,
              let data = FileManager.default.contents(atPath: root.appendingPathComponent("Data/SwiftUI-unsupported.txt").path) else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            return t.isEmpty || t.hasPrefix("#") ? nil : t
        })
    }()
}
