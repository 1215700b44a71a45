// Longer than ~400 lines: one concern, cutting a file's failing declarations down (blocks, the prunes for the compiler's error offsets, applying them, stub bodies), whose steps share the Block model.
import Foundation

/// Leaving out parts of a file instead of the whole file. An app's other files are compiled for
/// the types the previewed file needs; a file of the target fails to compile with Accord (it
/// names a type from a skipped file, or API Accord lacks) usually only in a few places. Rather
/// than losing all its declarations:
/// - the body of a function, initializer, accessor or computed property that holds a failing
///   place becomes a stub (its signature stays, so its callers still compile). Called by the
///   preview, a stub answers what `AccordPreviewLeftOut` can answer without the body — nothing,
///   an empty value (`[]`, `nil`, `""`, `0`), a thrown error — and says so on standard error;
///   where no answer can be given (an initializer, a result with no empty value) it stops,
///   naming the declaration. In an initializer only the failing statement is left out, so
///   that the value can still be built (`self.name = name` stays); when the initializer then
///   no longer initializes every stored property, its whole body becomes the stub. Bodies of
///   opaque-typed members (`var body: some View`) cannot be stubbed;
/// - otherwise the top-level declaration holding it (with its attributes) is blanked: an
///   `extension UTType { … }` goes, the file's other types stay. A type left out this way is
///   missing for the files that use it, as a skipped file's types are.
/// Line breaks are kept, so the compiler's lines still point at the user's.
extension PreviewSource {
    /// What leaving out a part of the file does.
    enum PruneKind: String { case stub = "s", remove = "r" }

    /// One part left out: the characters `start...end` of the (transformed) text (for a stub,
    /// the braces of the body; for a removal, the whole declaration), and how.
    struct Prune: Hashable {
        let start: Int
        let end: Int
        let kind: PruneKind
        /// What was left out, for messages ("func createClient()", "extension UTType").
        let what: String
        /// The types a removed declaration declared (missing to other files from now on).
        let declaredTypes: [String]
        /// 1-based line of the declaration.
        let line: Int

        init(start: Int, end: Int, kind: PruneKind, what: String, declaredTypes: [String], line: Int) {
            self.start = start
            self.end = end
            self.kind = kind
            self.what = PreviewSource.userWords(what)
            self.declaredTypes = declaredTypes
            self.line = line
        }
    }

    /// A line of the transformed text in the user's words: a rewritten `#Preview` (`let
    /// __accordPreview_…_0 = AccordPreview("Name")`) is `#Preview("Name")` again.
    static func userWords(_ line: String) -> String {
        guard line.contains("AccordPreview") else { return line }
        // (A PreviewProvider's preview, declared after the file's last line: the provider.)
        let provider = line.replacingOccurrences(of: #"let\s+__accordPreview_\w*\s*=\s*AccordPreview\(provider:\s*([\w.]+)\.self\)"#,
                                                 with: "the PreviewProvider $1", options: .regularExpression)
        return provider.replacingOccurrences(of: #"let\s+__accordPreview_\w*\s*=\s*AccordPreview"#, with: "#Preview", options: .regularExpression)
    }

    /// A `{ … }` block of code: where it opens and closes, what introduced it.
    struct Block {
        let open: Int
        var close: Int
        /// Start of the declaration (its first attribute) when the block is a declaration's body.
        let declarationStart: Int
        /// The innermost declaration keyword of its header (`func`, `struct`, `extension`…) or "".
        let keyword: String
        /// The header's text from the keyword to the brace, one line ("func f(x: Int) -> T").
        let header: String
        let depth: Int
        let parent: Int?
    }

    static let declarationKeywords: Set<String> = ["func", "init", "deinit", "subscript", "var", "let", "struct", "class", "enum",
                                                   "extension", "protocol", "actor", "get", "set", "willSet", "didSet",
                                                   "_modify", "_read"]

    /// The blocks of `code` (comments and strings already blanked), in order of opening.
    /// Linear; unbalanced braces end the scan (nothing is pruned in what follows).
    static func blocks(_ code: [Character]) -> [Block] {
        var out: [Block] = []
        var stack: [Int] = []
        var lastEvent = 0
        var i = 0
        while i < code.count {
            let c = code[i]
            if c == "{" {
                let (keyword, at) = lastDeclarationKeyword(code, from: lastEvent, to: i)
                var start = at ?? i
                if at != nil {
                    // The declaration's line, and the attribute lines just above it.
                    while start > lastEvent, code[start - 1] != "\n" { start -= 1 }
                    while start > lastEvent {
                        let b = start - 1  // the line break ending the line above
                        var a = b
                        while a > lastEvent, code[a - 1] != "\n" { a -= 1 }
                        guard String(code[a..<b]).trimmingCharacters(in: .whitespaces).hasPrefix("@") else { break }
                        start = a
                    }
                }
                let header = at.map { String(code[$0..<i]).split(whereSeparator: { $0 == "\n" }).joined(separator: " ")
                    .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") } ?? ""
                out.append(Block(open: i, close: -1, declarationStart: start, keyword: keyword, header: header,
                                 depth: stack.count, parent: stack.last))
                stack.append(out.count - 1)
                lastEvent = i + 1
            } else if c == "}" {
                guard let top = stack.popLast() else { return out.filter { $0.close >= 0 } }
                out[top].close = i
                lastEvent = i + 1
            } else if c == ";" {
                lastEvent = i + 1
            }
            i += 1
        }
        return out.filter { $0.close >= 0 }
    }

    /// The last declaration keyword (as a whole word, outside parentheses opened after it)
    /// between `from` and `to`, and where it starts. At most 2,000 characters are looked at.
    static func lastDeclarationKeyword(_ code: [Character], from: Int, to: Int) -> (String, Int?) {
        var k = to - 1
        let limit = max(from, to - 2000)
        var depth = 0  // parentheses and brackets closed after the position (reading backwards)
        while k >= limit {
            let c = code[k]
            if c == ")" || c == "]" { depth += 1 }
            else if c == "(" || c == "[" { depth -= 1 }
            else if depth <= 0, isIdentifierCharacter(c), k == limit || !isIdentifierCharacter(code[k - 1]) {
                var e = k
                while e < to, isIdentifierCharacter(code[e]) { e += 1 }
                let word = String(code[k..<e])
                // (`.init(`, `cache.get(key) {` are calls, not declarations.)
                var before = k - 1
                while before >= limit, code[before] == " " || code[before] == "\t" || code[before] == "\n" { before -= 1 }
                // (`get:` and `set:` are a `Binding`'s argument labels, not accessors.)
                var after = e
                while after < to, code[after] == " " || code[after] == "\t" { after += 1 }
                // (`if let item = price {`, `guard var x`, `while let`, `case let`, `, let`: a binding
                // in a condition, and the block a branch, not a declaration's body.)
                if word == "let" || word == "var", before >= 0, code[before] == "," || code[before] == "(" || binds(code, endingAt: before) {
                    return ("", nil)
                }
                if declarationKeywords.contains(word), !(before >= 0 && code[before] == "."), !(after < to && code[after] == ":") {
                    // (A declaration that ended before the brace heads nothing: `let title = "A"`
                    // on the line above `VStack {` in a view's body.)
                    return statementEnds(code, after: e, before: to) ? ("", nil) : (word, k)
                }
            }
            k -= 1
        }
        return ("", nil)
    }

    /// Whether the word ending at `end` is `if`, `guard`, `while` or `case` (a `let` after it binds).
    static func binds(_ code: [Character], endingAt end: Int) -> Bool {
        var s = end
        while s > 0, isIdentifierCharacter(code[s - 1]) { s -= 1 }
        return ["if", "guard", "while", "case"].contains(String(code[s...end]))
    }

    /// Whether a new statement starts on a line between `after` and `before`, outside brackets:
    /// a line beginning with a name (not `where`, `throws`, `async`, `rethrows`) after a line that
    /// ends a statement (`startsStatement`).
    static func statementEnds(_ code: [Character], after: Int, before: Int) -> Bool {
        var depth = 0
        var k = after
        while k < before {
            let c = code[k]
            if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth -= 1 } else if c == "\n", depth <= 0 {
                var m = k + 1
                while m < before, code[m] == " " || code[m] == "\t" { m += 1 }
                if m < before, code[m].isLetter || code[m] == "_" {
                    var e = m
                    while e < before, isIdentifierCharacter(code[e]) { e += 1 }
                    if !["where", "throws", "rethrows", "async", "some", "any"].contains(String(code[m..<e])),
                       startsStatement(m, code: code) { return true }
                }
            }
            k += 1
        }
        return false
    }

    /// Whether a block's body can become `{ fatalError() }`: a function, initializer, accessor
    /// or computed property whose type is not opaque (`some View` cannot be inferred from it).
    static func stubbable(_ b: Block) -> Bool {
        guard !b.header.contains("some ") else { return false }
        switch b.keyword {
        case "func", "init", "deinit", "subscript", "get", "set", "willSet", "didSet": return true
        case "var":
            // A computed property (`var x: T {`), not an observed stored one (`var x = 1 {`).
            return !b.header.contains("=") && b.header.contains(":")
        default: return false
        }
    }

    /// The parts to leave out so that the places `offsets` (character offsets into the code)
    /// are gone; nil when one of them is outside every block (a top-level statement, an import:
    /// only skipping the file helps).
    static func prunes(for offsets: [Int], code: [Character], blocks: [Block]) -> [Prune]? {
        var out = Set<Prune>()
        let lineStarts = [0] + code.indices.filter { code[$0] == "\n" }.map { $0 + 1 }
        func lineOf(_ k: Int) -> Int {
            var lo = 0, hi = lineStarts.count - 1
            while lo < hi { let mid = (lo + hi + 1) / 2; if lineStarts[mid] <= k { lo = mid } else { hi = mid - 1 } }
            return lo + 1
        }
        for offset in offsets {
            // The innermost block holding it.
            var inner: Int? = nil
            for (n, b) in blocks.enumerated() where b.declarationStart <= offset && offset <= b.close {
                if inner == nil || b.depth >= blocks[inner!].depth { inner = n }
            }
            guard var n = inner else {
                // Outside every block: a top-level declaration without braces (`macro`,
                // `typealias`, `let`), blanked whole with its attribute lines.
                guard let p = braceLessDeclaration(at: offset, code: code, line: lineOf) else { return nil }
                out.insert(p)
                continue
            }
            var chosen: Prune? = nil
            while true {
                let b = blocks[n]
                if b.keyword == "init", offset == b.close, stubbable(b) {
                    // At an initializer's closing brace: it returns without initializing every
                    // stored property (or without `super.init`/`self.init`) — with statements left
                    // out, nothing short of the whole body will do.
                    chosen = Prune(start: b.open, end: b.close, kind: .stub, what: b.header, declaredTypes: [], line: lineOf(b.open))
                    break
                }
                if b.keyword == "init", b.open < offset, offset < b.close, stubbable(b),
                   let statement = statement(at: offset, in: b, code: code) {
                    // In an initializer, only the statement: the value can still be built.
                    let first = String(code[statement].prefix(while: { $0 != "\n" })).trimmingCharacters(in: .whitespaces)
                    chosen = Prune(start: statement.lowerBound, end: statement.upperBound - 1, kind: .remove,
                                   what: first.count > 60 ? String(first.prefix(57)) + "…" : first, declaredTypes: [], line: lineOf(statement.lowerBound))
                    break
                }
                if b.open < offset, offset < b.close, stubbable(b) {
                    chosen = Prune(start: b.open, end: b.close, kind: .stub, what: b.header, declaredTypes: [], line: lineOf(b.open))
                    break
                }
                if typeKeywords.contains(b.keyword), b.open < offset, offset < b.close,
                   let member = memberDeclaration(holding: offset, code: code, blocks: blocks) {
                    // A member whose own declaration holds it (`var selection = FamilyActivitySelection()`,
                    // `func f(_ s: NFCNDEFMessage)`): that member goes, not its type — the model stays
                    // for the files using it, whose uses of the member fail next and are left out in turn.
                    chosen = Prune(start: member.range.lowerBound, end: member.range.upperBound, kind: .remove, what: member.what,
                                   declaredTypes: [], line: lineOf(member.range.lowerBound))
                    break
                }
                guard let p = b.parent else {
                    // A top-level declaration: blanked whole, with the labelled trailing closures
                    // after its brace (`#Preview(as: .systemSmall) { W() } timeline: { … }`: the
                    // `timeline:` left behind was a labelled statement, "labeled block needs 'do'",
                    // and took the whole file). A labelled closure is its declaration's.
                    var top = b
                    if b.keyword == "", let owner = blocks.first(where: { $0.parent == nil && $0.keyword != "" && $0.close < b.open
                                                                     && trailingClosuresEnd($0.close, code: code) >= b.close }) {
                        top = owner
                    }
                    guard top.keyword != "" else { return nil }
                    let types = topLevelDeclaredTypes(top)
                    chosen = Prune(start: top.declarationStart, end: trailingClosuresEnd(top.close, code: code), kind: .remove,
                                   what: top.header, declaredTypes: types, line: lineOf(top.open))
                    break
                }
                n = p
            }
            if let chosen { out.insert(chosen) }
        }
        // A removal covers the stubs inside it; an outer stub covers inner ones.
        let sorted = out.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
        var kept: [Prune] = []
        for p in sorted {
            if let last = kept.last, p.start >= last.start, p.end <= last.end { continue }
            kept.append(p)
        }
        return kept
    }

    /// The end of the labelled trailing closures after the brace at `close` on its line
    /// (`} timeline: { … } label: { … }`): the last one's closing brace, or `close`.
    static func trailingClosuresEnd(_ close: Int, code: [Character]) -> Int {
        var end = close
        while true {
            var k = end + 1
            while k < code.count, code[k] == " " || code[k] == "\t" { k += 1 }
            var e = k
            while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
            guard e > k else { return end }
            while e < code.count, code[e] == " " { e += 1 }
            guard e < code.count, code[e] == ":" else { return end }
            e += 1
            while e < code.count, code[e] == " " || code[e] == "\t" { e += 1 }
            guard e < code.count, code[e] == "{", let m = matching(e, code: code, open: "{", close: "}") else { return end }
            end = m
        }
    }

    /// The statement of `block`'s body (at its own level) that holds `offset`: from its first
    /// character to its end — a line break or `;` with every bracket closed, unless the line ends
    /// with an operator, `=`, `,` or `(`, or the next starts with `.`, an operator, `else`,
    /// `catch` or `where` (the statement goes on). Nil when `offset` is not in one.
    static func statement(at offset: Int, in block: Block, code: [Character]) -> Range<Int>? {
        let continuesLine = ["=", "(", "[", ",", ".", "&&", "||", "+", "-", "*", "/", ":", "??", "->", "&", "|"]
        let continuesNext = [".", "?", ":", "&&", "||", "+", "*", "/", "??", "else", "catch", "where", "&", "|"]
        func trimmedLine(_ from: Int, _ to: Int) -> String {
            String(code[from..<to]).trimmingCharacters(in: .whitespaces)
        }
        var depth = 0, k = block.open + 1
        var start: Int? = nil, lineStart = k
        while k < block.close {
            let c = code[k]
            if start == nil, !c.isWhitespace, c != ";" { start = k }
            if c == "(" || c == "[" || c == "{" { depth += 1 }
            else if c == ")" || c == "]" || c == "}" { depth -= 1; if depth < 0 { return nil } }
            else if depth == 0, c == "\n" || c == ";", let s = start {
                var end = true
                if c == "\n" {
                    let line = trimmedLine(lineStart, k)
                    var n = k + 1
                    while n < block.close, code[n].isWhitespace { n += 1 }
                    var e = n
                    while e < block.close, code[e] != "\n" { e += 1 }
                    let next = n < block.close ? trimmedLine(n, e) : ""
                    if line.isEmpty || continuesLine.contains(where: line.hasSuffix)
                        || continuesNext.contains(where: next.hasPrefix) {
                        end = false
                    }
                }
                if end {
                    if s <= offset && offset < k { return s..<k }
                    start = nil
                }
            }
            if c == "\n" { lineStart = k + 1 }
            k += 1
        }
        if let s = start, s <= offset { return s..<block.close }
        return nil
    }

    /// The top-level declaration without a body holding `offset`, from its first attribute line
    /// to the end of its statement (parentheses and brackets closed, at a line break or `;`):
    /// `@attached(…) public macro X() = #externalMacro(…)`, `typealias X = Y`, `let x: T = …`.
    static func braceLessDeclaration(at offset: Int, code: [Character], line lineOf: (Int) -> Int) -> Prune? {
        guard offset < code.count else { return nil }
        func lineStart(_ k: Int) -> Int { var a = k; while a > 0, code[a - 1] != "\n" { a -= 1 }; return a }
        func lineEnd(_ k: Int) -> Int { var e = k; while e < code.count, code[e] != "\n" { e += 1 }; return e }
        func text(_ a: Int, _ b: Int) -> String { String(code[a..<b]).trimmingCharacters(in: .whitespaces) }
        // Indented code is not at the top level.
        func topLevel(_ a: Int) -> Bool { a < code.count && code[a] != " " && code[a] != "\t" }
        // (A continuation line: the statement starts on the top-level line above.)
        var start = lineStart(offset), up = 0
        while !topLevel(start), start > 0, up < 40 { start = lineStart(start - 1); up += 1 }
        guard topLevel(start) else { return nil }
        // The declaration's line: this one, or the first below its attribute lines.
        var decl = start
        var guardLines = 0
        while text(decl, lineEnd(decl)).hasPrefix("@"), guardLines < 20 {
            // (An attribute line may hold the declaration itself: `@MainActor let x = 1`.)
            if declarationKeyword(text(decl, lineEnd(decl))) != nil { break }
            let next = lineEnd(decl) + 1
            guard next < code.count, topLevel(next) else { return nil }
            decl = next; guardLines += 1
        }
        let line = text(decl, lineEnd(decl))
        guard let keyword = declarationKeyword(line) else { return nil }
        // The attribute lines above it.
        while start > 0 {
            let above = lineStart(start - 1)
            guard topLevel(above), text(above, start - 1).hasPrefix("@") else { break }
            start = above
        }
        // Its end: brackets closed at a line break (a body's brace means it is not brace-less).
        var depth = 0, k = decl
        while k < code.count {
            if k - decl > 20_000 { return nil }
            let c = code[k]
            if c == "(" || c == "[" { depth += 1 }
            else if c == ")" || c == "]" { depth -= 1 }
            else if c == "{" || c == "}" { return nil }
            else if c == ";" && depth <= 0 { break }
            else if c == "\n" && depth <= 0 {
                // (Continued on the next line: `let x =` ⏎ `…`, or ⏎ `.modifier(…)`.)
                let next = k + 1 < code.count ? text(k + 1, lineEnd(k + 1)) : ""
                guard text(lineStart(k), k).hasSuffix("=") || next.hasPrefix(".") else { break }
            }
            k += 1
        }
        guard offset < k else { return nil }
        let words = line.split(whereSeparator: { !isIdentifierCharacter($0) })
        let name = words.firstIndex(where: { $0 == keyword }).flatMap { $0 + 1 < words.count ? String(words[$0 + 1]) : nil }
        return Prune(start: start, end: k - 1, kind: .remove, what: line.count > 60 ? String(line.prefix(57)) + "…" : line,
                     declaredTypes: keyword == "typealias" ? name.map { [$0] } ?? [] : [], line: lineOf(decl))
    }

    /// The keyword of a brace-less declaration line (`macro`, `typealias`, `let`, `var`), after
    /// its attributes and modifiers, or nil.
    static func declarationKeyword(_ line: String) -> String? {
        let modifiers: Set<String> = ["public", "internal", "fileprivate", "private", "package", "open", "nonisolated", "final", "static"]
        var rest = Substring(line)
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            if rest.hasPrefix("@") {
                // An attribute, with its arguments.
                var k = rest.index(after: rest.startIndex)
                while k < rest.endIndex, isIdentifierCharacter(rest[k]) || rest[k] == "." { k = rest.index(after: k) }
                if k < rest.endIndex, rest[k] == "(" {
                    var depth = 0
                    while k < rest.endIndex {
                        if rest[k] == "(" { depth += 1 } else if rest[k] == ")" { depth -= 1; if depth == 0 { k = rest.index(after: k); break } }
                        k = rest.index(after: k)
                    }
                }
                rest = rest[k...]
                continue
            }
            let word = String(rest.prefix(while: isIdentifierCharacter))
            if word.isEmpty { return nil }
            if modifiers.contains(word) { rest = rest.dropFirst(word.count); continue }
            return ["macro", "typealias", "let", "var"].contains(word) ? word : nil
        }
    }

    /// The type a top-level block declares (`struct X`, `class X`, `enum X`…), if any.
    static func topLevelDeclaredTypes(_ b: Block) -> [String] {
        guard ["struct", "class", "enum", "protocol", "actor"].contains(b.keyword) else { return [] }
        let words = b.header.split(whereSeparator: { !isIdentifierCharacter($0) })
        return words.count > 1 ? [String(words[1])] : []
    }

    /// `text` with the parts left out (line breaks kept; a stub's body is `fatalError(…)`).
    /// With `blankOnly`, every part is blanked with spaces (lengths kept: the code's offsets stay).
    static func apply(_ prunes: [Prune], to text: String, blankOnly: Bool = false) -> String {
        var chars = Array(text)
        var stubbed = false
        for p in prunes.sorted(by: { $0.start > $1.start }) where p.end < chars.count && p.start <= p.end {
            switch p.kind {
            case .stub where blankOnly:
                for k in (p.start + 1)..<p.end where chars[k] != "\n" { chars[k] = " " }
            case .stub:
                let breaks = chars[(p.start + 1)..<p.end].filter { $0 == "\n" }.count
                let body = Array(" " + stubBody(p.what) + " ")
                chars.replaceSubrange((p.start + 1)..<p.end, with: body + Array(repeating: "\n", count: breaks))
                stubbed = true
            case .remove:
                for k in p.start...p.end where chars[k] != "\n" { chars[k] = " " }
            }
        }
        // (What the stubs call; after the last line, so that every line keeps its number.)
        if stubbed { chars += Array("\n@_spi(AccordPreview) import Accord\n") }
        return String(chars)
    }

    /// The body of a stub for the declaration whose header is `header` ("func f() -> [Item]",
    /// "var title: String", "set"): what `AccordPreviewLeftOut` answers for it when called —
    /// nothing, its result's empty value, a thrown error — or, where Swift cannot take such an
    /// answer (an initializer, an opaque or `Never` result), a stop naming it.
    static func stubBody(_ header: String) -> String {
        let what = "`" + header.replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "\"", with: "'") + "`"
        let stop = "fatalError(\"accord: \(what) was left out of the preview build: it does not compile with Accord\")"
        let words = header.split(whereSeparator: { !isIdentifierCharacter($0) }).map(String.init)
        let keyword = words.first(where: { declarationKeywords.contains($0) }) ?? ""
        switch keyword {
        case "set", "willSet", "didSet", "deinit":
            return "AccordPreviewLeftOut.called(\"\(what)\")"
        case "init":
            // A failable initializer can fail; any other must build the value, which only its body knew.
            return header.contains("init?") ? "AccordPreviewLeftOut.called(\"\(what)\"); return nil" : stop
        case "func", "subscript", "get", "var":
            let result = resultType(header, keyword: keyword)
            if let result, result.hasPrefix("some ") || result.contains(" some ") || result == "Never" || result == "Swift.Never" { return stop }
            // `throws(E)` can throw only E: the plain form then.
            let throwing = keyword != "var" && keyword != "get" && header.range(of: #"\bthrows\b(?!\s*\()"#, options: .regularExpression) != nil
            return throwing ? "return try AccordPreviewLeftOut.throwingValue(\"\(what)\")" : "return AccordPreviewLeftOut.value(\"\(what)\")"
        default:
            return stop
        }
    }

    /// The declared result type in a header: after the `->` outside the parameters (a function,
    /// a subscript) or after the name's `:` (a computed property); nil when none is written.
    static func resultType(_ header: String, keyword: String) -> String? {
        let chars = Array(header)
        var depth = 0, k = 0
        let marker: [Character] = keyword == "var" ? [":"] : ["-", ">"]
        while k < chars.count {
            let c = chars[k]
            if c == "(" || c == "[" || c == "<" { depth += 1 }
            else if c == ")" || c == "]" || (c == ">" && !(k > 0 && chars[k - 1] == "-")) { depth -= 1 }
            else if depth == 0, Array(chars[k..<min(chars.count, k + marker.count)]) == marker {
                var result = String(chars[(k + marker.count)...]).trimmingCharacters(in: .whitespaces)
                if let w = result.range(of: " where ") { result = String(result[..<w.lowerBound]) }
                return result.trimmingCharacters(in: .whitespaces)
            }
            k += 1
        }
        return nil
    }

    /// Character offsets of whole-word occurrences of `words` in `code`.
    static func occurrences(of words: Set<String>, in code: [Character]) -> [Int] {
        var out: [Int] = []
        var k = 0
        while k < code.count {
            if isIdentifierCharacter(code[k]), k == 0 || !isIdentifierCharacter(code[k - 1]) {
                var e = k
                while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
                if words.contains(String(code[k..<e])) { out.append(k) }
                k = e
            } else {
                k += 1
            }
        }
        return out
    }

    /// Character offset of a 1-based line and column (columns counted in UTF-8 bytes, as swiftc does).
    /// `text`: the text compiled, whose bytes the column counts (the code has its strings and
    /// comments blanked, so a `·` or an emoji in a string there is one byte, not two or four: the
    /// offsets after it on its line were one or more characters early).
    static func offset(line: Int, column: Int, in code: [Character], text: [Character]? = nil) -> Int? {
        func lineStart(_ chars: [Character]) -> Int? {
            var l = 1, k = 0
            while l < line, k < chars.count { if chars[k] == "\n" { l += 1 }; k += 1 }
            return l == line ? k : nil
        }
        guard let k = lineStart(code) else { return nil }
        let counted = text ?? code
        guard let t = text == nil ? k : lineStart(counted) else { return nil }
        var bytes = 1, n = 0
        while t + n < counted.count, counted[t + n] != "\n", bytes < column { bytes += counted[t + n].utf8.count; n += 1 }
        // (The same number of characters into the code's line, which holds as many.)
        var e = k
        while e < code.count, code[e] != "\n", e - k < n { e += 1 }
        return e
    }
}
