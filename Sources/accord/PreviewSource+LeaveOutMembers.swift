import Foundation

/// Leaving out a member of the previewed file's own types, and the arguments that fed it
/// (issue 11; the rest of leaving out is in PreviewSource+LeaveOut.swift).
///
/// A view file previewed without its app (or beside a file Accord could not compile) declares
/// what it needs with types it cannot find: `let recipe: Recipe`, `@EnvironmentObject var store:
/// RecipeStore`, `@StateObject private var timer = KitchenTimer()`, `func subtitle(for r: Recipe)`.
/// No body holds those errors, so nothing smaller than the member can go:
/// - a member (a stored or computed property, a function, an initializer, a subscript) whose own
///   declaration — not a body inside it — holds an error is left out whole; its uses then fail in
///   the next round and are left out as any other place (a `Text(recipe.title)` becomes a
///   placeholder naming `Text`);
/// - an argument labelled with a left-out member's name (`RecipeRow(recipe: .sample)`, the
///   memberwise initializer's) is dropped where it then fails, the preview's own included: the
///   view is made without it;
/// - a `NavigationLink`'s `destination:` that does not compile is drawn as a placeholder, and the
///   link around it (its label, the row) is kept.
/// - in a type's or extension's header, a conformance to a protocol it cannot find is dropped
///   (`extension WaterfallView: RequestDelegate`), and an extension of a type it cannot find is
///   left out whole (`extension DigitRing: ColorConvertable { … }`).
/// `var body` is never left out (the view would be no view), nor a type declaration.
extension PreviewSource {
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension"]

    /// Words that may come before a member's keyword (`private static var`, `@MainActor func`).
    static let memberModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "open", "static",
                                               "class", "final", "lazy", "weak", "unowned", "nonisolated", "override",
                                               "mutating", "nonmutating", "dynamic", "optional", "required", "convenience",
                                               "unowned(safe)", "unowned(unsafe)", "private(set)", "fileprivate(set)",
                                               "internal(set)", "public(set)", "indirect", "distributed", "isolated"]

    /// The member of a type's body whose declaration holds `offset` outside any body of its own
    /// (`let recipe: Recipe`, `@StateObject var timer = KitchenTimer()`, `func f(r: Recipe) -> T`),
    /// with its name and what to call it (`var timer`, `func subtitle(…)`); nil for `var body`, a
    /// nested type, or an offset not in such a member.
    static func memberDeclaration(holding offset: Int, code: [Character], blocks: [Block])
        -> (range: ClosedRange<Int>, name: String, what: String)? {
        // The innermost type body holding the offset; at the top level, the file itself (`let
        // sampleTrip = Trip(…)`, `func format(_ t: Trip) -> String`).
        let type = blocks.filter({ typeKeywords.contains($0.keyword) && $0.open < offset && offset < $0.close })
            .max(by: { $0.depth < $1.depth })
            ?? Block(open: -1, close: code.count, declarationStart: 0, keyword: "", header: "", depth: -1, parent: nil)
        // (A body of a member — a function's, an accessor's — holding it is that body's own error.)
        if blocks.contains(where: { b in b.depth > type.depth && b.open < offset && offset < b.close
            && !typeKeywords.contains(b.keyword) && b.keyword != "" && !["var", "let"].contains(b.keyword) }) { return nil }
        guard let member = members(of: type, code: code).first(where: { $0.contains(offset) }) else { return nil }
        let words = memberWords(code, member)
        guard let k = words.firstIndex(where: { !$0.hasPrefix("@") && !memberModifiers.contains($0) }) else { return nil }
        switch words[k] {
        case "var", "let", "func":
            guard k + 1 < words.count else { return nil }
            let name = String(words[k + 1].prefix(while: { isIdentifierCharacter($0) }))
            // (Never a view's body, nor a preview: `#Preview { … }` is `let __accordPreview… = …`.)
            guard !name.isEmpty, !(words[k] == "var" && name == "body"), name != "previews", !name.hasPrefix("__accord") else { return nil }
            return (member, name, words[k] + " " + name + (words[k] == "func" ? "(…)" : ""))
        case "init", "subscript":
            return (member, words[k], words[k] + "(…)")
        case "typealias":
            // An alias of a missing type (`typealias Grid = TileGrid<Tile>`): its users fail next and
            // go as members of a missing type do.
            guard k + 1 < words.count else { return nil }
            let name = String(words[k + 1].prefix(while: { isIdentifierCharacter($0) }))
            guard !name.isEmpty else { return nil }
            return (member, name, "typealias " + name)
        case "case" where type.keyword == "enum" && k + 1 < words.count:
            // A case whose associated values have a missing type (`case first(item: MarketsPrice)`):
            // its uses go in the next round. (Named `case x`: no argument label matches it.)
            let name = String(words[k + 1].prefix(while: { isIdentifierCharacter($0) }))
            guard !name.isEmpty else { return nil }
            return (member, "case " + name, "case " + name)
        default:
            // (`init(…)` written without a space, `init?(…)`.)
            if words[k].hasPrefix("init(") || words[k].hasPrefix("init?(") || words[k].hasPrefix("init!(") { return (member, "init", "init(…)") }
            return nil
        }
    }

    /// A call at a statement's start of a member left out (`self.slot(nil, at: i)`, `slot(nil, at: i)`
    /// in a view's body, when `func slot(_ tile: Tile?, at: Int) -> some View` went for its missing
    /// type), from `self` or its name to its last argument or closure: drawn as a placeholder naming
    /// it. (Leaving out only the call left `self` — the view inside itself, without end.)
    static func leftOutMemberCall(at offset: Int, message: String, code: [Character], members: Set<String>)
        -> (range: ClosedRange<Int>, name: String)? {
        guard !members.isEmpty, offset < code.count else { return nil }
        var s = offset
        if code[s] == "." { s += 1 }
        while s > 0, isIdentifierCharacter(code[s - 1]) { s -= 1 }
        var e = s
        while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
        guard e > s else { return nil }
        let name = String(code[s..<e])
        guard members.contains(name), message.contains("'\(name)'") else { return nil }
        var start = s
        if s >= 5, String(code[(s - 5)..<s]) == "self.", s == 5 || !isIdentifierCharacter(code[s - 6]) { start = s - 5 }
        guard start == s || code[start] == "s", startsStatement(start, code: code) else { return nil }
        var open = e
        while open < code.count, code[open] == " " { open += 1 }
        guard open < code.count, code[open] == "(" || code[open] == "{" else { return nil }
        let end = callEnd(afterName: e, code: code)
        guard end >= e else { return nil }
        return (start...end, name)
    }

    /// The body of the `some View` helper holding `offset` — a function or computed property of a
    /// view other than `body` and the previews (`func cell(at: Int) -> some View { let v: TileView … }`)
    /// — from its first statement to its closing brace's line, with the helper's name: what is left
    /// there, a placeholder naming it, is the helper's view (an opaque result is inferred from it, as
    /// it could not be from a stub's `fatalError()`). Nil when the first line is too short to hold
    /// the placeholder's name.
    static func viewHelperBody(holding offset: Int, code: [Character], blocks: [Block]) -> (range: ClosedRange<Int>, name: String)? {
        guard let b = innermostDeclaration(holding: offset, blocks: blocks), ["func", "var"].contains(b.keyword),
              b.header.contains("some View"), !b.header.contains("AccordPreview"), !b.header.contains(" previews") else { return nil }
        let words = b.header.split(whereSeparator: { !isIdentifierCharacter($0) })
        guard let k = words.firstIndex(where: { $0 == b.keyword }), k + 1 < words.count else { return nil }
        let name = String(words[k + 1])
        guard name != "body", !name.hasPrefix("__accord") else { return nil }
        var start = b.open + 1
        while start < b.close, code[start].isWhitespace { start += 1 }
        var end = b.close - 1
        while end > start, code[end].isWhitespace { end -= 1 }
        guard start <= end else { return nil }
        // (The placeholder's name is written from the first statement on: its line must hold it.)
        var lineEnd = start
        while lineEnd <= end, code[lineEnd] != "\n" { lineEnd += 1 }
        guard lineEnd - start >= 8 else { return nil }
        return (start...end, name)
    }

    /// The `let`/`var` statement (or `guard let`/`guard var`) of a body — a view's, a preview's, a
    /// closure's in them — whose initializer holds `offset` (`let trip = TripStore.shared.current`),
    /// with the name it declares: left out whole, its uses are left out in the next round (a
    /// `Text(trip.destination)` becomes a redacted line). Nil for a tuple pattern, or an `if let`
    /// (the statement is the `if`: `conditionalStatement`).
    static func localDeclaration(holding offset: Int, code: [Character], blocks: [Block])
        -> (range: ClosedRange<Int>, name: String, what: String)? {
        guard let declaration = innermostDeclaration(holding: offset, blocks: blocks) else { return nil }
        // From the innermost block holding it out to the declaration's own body.
        let holding = blocks.filter { $0.open < offset && offset < $0.close && $0.depth >= declaration.depth }
            .sorted { $0.depth > $1.depth }
        // (Each block's own members only, its inner brackets stepped over: reading every enclosing
        // block whole was quadratic in the nesting — 100,000 nested VStacks kept accord busy for
        // minutes after the compile.)
        let closing = holding.count > 1 ? closingBrackets(code) : nil
        for block in holding {
            guard let statement = members(of: block, code: code, closing: closing).first(where: { $0.contains(offset) }) else { continue }
            let words = memberWords(code, statement)
            guard var k = words.firstIndex(where: { !$0.hasPrefix("@") && !memberModifiers.contains($0) }) else { continue }
            let guarded = words[k] == "guard"
            if guarded, k + 1 < words.count { k += 1 }
            guard ["let", "var"].contains(words[k]), k + 1 < words.count else { continue }
            let name = String(words[k + 1].prefix(while: { isIdentifierCharacter($0) }))
            guard !name.isEmpty, name.first?.isNumber == false else { continue }
            return (statement, name, (guarded ? "guard " : "") + words[k] + " " + name)
        }
        return nil
    }

    /// The words of a member's declaration before its first `=`, `:`, `(` or `{` (its attributes,
    /// modifiers, keyword and name), attributes' arguments included in the attribute's word.
    private static func memberWords(_ code: [Character], _ member: ClosedRange<Int>) -> [String] {
        var words: [String] = []
        var k = member.lowerBound
        while k <= member.upperBound, words.count < 12 {
            let c = code[k]
            if c.isWhitespace { k += 1; continue }
            var e = k
            if c == "@" { e += 1 }
            while e <= member.upperBound, isIdentifierCharacter(code[e]) { e += 1 }
            // An attribute's or modifier's arguments: `@available(iOS 17, *)`, `private(set)`.
            let word = String(code[k..<e])
            if e <= member.upperBound, code[e] == "(", c == "@" || ["private", "fileprivate", "internal", "public", "unowned", "init"].contains(word),
               let close = matching(e, code: code, open: "(", close: ")"), close <= member.upperBound {
                e = close + 1
            }
            guard e > k else { break }
            words.append(String(code[k..<e]))
            k = e
        }
        return words
    }

    /// The members of a type's body, each from its first attribute to its last character: split
    /// at line breaks and `;` outside brackets, except where the declaration goes on (a line of
    /// attributes alone, a line ending with `=`, `,`, `:`, `(`, `.`, `+`, `&&`, `||`, a next line
    /// starting with `.`, `{`, `->`, `where`, `throws`).
    /// `closing` (from `closingBrackets`), when given, lets a bracketed group at the body's own
    /// level be stepped over at once (the same members: nothing inside brackets ends one).
    static func members(of type: Block, code: [Character], closing: [Int]? = nil) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        var depth = 0
        var start: Int? = nil
        var last = 0
        var onlyAttributes = true
        var k = type.open + 1
        func nextLineStart(_ from: Int) -> Int {
            var j = from
            while j < type.close, code[j].isWhitespace { j += 1 }
            return j
        }
        func close(at end: Int) {
            if let s = start { out.append(s...end) }
            start = nil
            onlyAttributes = true
        }
        while k < type.close {
            let c = code[k]
            if start == nil {
                if c.isWhitespace || c == ";" { k += 1; continue }
                start = k
            }
            if depth == 0, let closing, closing[k] > k, closing[k] < type.close {
                last = closing[k]
                k = closing[k] + 1
                continue
            }
            switch c {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            if depth == 0, c == ";" { close(at: last); k += 1; continue }
            if !c.isWhitespace { last = k }
            // A word outside brackets not after `@` ends the member's attributes.
            if depth == 0, isIdentifierCharacter(c), k == 0 || !(isIdentifierCharacter(code[k - 1]) || code[k - 1] == "@") {
                onlyAttributes = false
            }
            if depth == 0, c == "\n", !onlyAttributes {
                let n = nextLineStart(k)
                let tail = code[last]
                let nextWord = n < type.close ? String(code[n..<min(type.close, n + 6)]) : ""
                let goesOn = "=,:(+&|".contains(tail) || tail == "." || nextWord.hasPrefix(".") || nextWord.hasPrefix("{")
                    || nextWord.hasPrefix("->") || nextWord.hasPrefix("where ") || nextWord.hasPrefix("throws")
                    || nextWord.hasPrefix("async ") || nextWord.hasPrefix("=")
                if !goesOn { close(at: last) }
            }
            k += 1
        }
        if start != nil { close(at: last) }
        return out
    }

    /// For each opening bracket of `code` (`(`, `[`, `{`, counted alike, as `members(of:)`
    /// counts them), the index of the bracket that brings the count back; -1 elsewhere.
    static func closingBrackets(_ code: [Character]) -> [Int] {
        var out = [Int](repeating: -1, count: code.count)
        var open: [Int] = []
        for (k, c) in code.enumerated() {
            switch c {
            case "(", "[", "{": open.append(k)
            case ")", "]", "}": if let o = open.popLast() { out[o] = k }
            default: break
            }
        }
        return out
    }

    /// What to leave out for an error at `offset` in a type's header (`struct V: View, Missing {`,
    /// `extension Missing: P {`) saying `cannot find type 'X' in scope`: the name `X` in the
    /// inheritance list with its comma (the colon too when it is the only one), or the whole
    /// extension when `X` is the extended type; nil elsewhere.
    /// A type declaring `var body: some View` whose first inherited name is missing (`struct
    /// MainView: Coordinatable`, an app's protocol refining `View`) is still a view: that name
    /// becomes `View` (the replacement), unless the list names `View` itself.
    static func headerPlace(at offset: Int, message: String, code: [Character], blocks: [Block])
        -> (range: ClosedRange<Int>, what: String, replacement: String?)? {
        guard message.hasPrefix("cannot find type '"),
              let b = blocks.first(where: { typeKeywords.contains($0.keyword) && $0.declarationStart <= offset && offset < $0.open }),
              offset < code.count, isIdentifierCharacter(code[offset]) else { return nil }
        var e = offset
        while e < b.open, isIdentifierCharacter(code[e]) || code[e] == "." { e += 1 }
        let name = String(code[offset..<e])
        guard message.hasPrefix("cannot find type '\(name.split(separator: ".").first ?? "")'") else { return nil }
        // The keyword, then the declared (or extended) name, then `:` and the inherited list.
        let header = String(code[b.declarationStart..<b.open])
        guard let keywordRange = header.range(of: #"\b\#(b.keyword)\b"#, options: .regularExpression) else { return nil }
        var k = b.declarationStart + header.distance(from: header.startIndex, to: keywordRange.upperBound)
        while k < b.open, code[k].isWhitespace { k += 1 }
        if k == offset {
            // The extended type itself: the whole extension goes (it cannot be the previewed view).
            guard b.keyword == "extension" else { return nil }
            return (b.declarationStart...b.close, "extension \(name)", nil)
        }
        guard let colon = (k..<offset).first(where: { code[$0] == ":" }),
              !(colon..<offset).contains(where: { code[$0] == "<" || code[$0] == "(" }) else { return nil }
        var end = e
        if end < b.open, code[end] == "<", let close = matching(end, code: code, open: "<", close: ">") { end = close + 1 }
        // The list's end: `where` or the brace.
        let rest = String(code[end..<b.open])
        let listEnd = rest.range(of: #"\bwhere\b"#, options: .regularExpression).map { end + rest.distance(from: rest.startIndex, to: $0.lowerBound) } ?? b.open
        var after = end
        while after < listEnd, code[after].isWhitespace { after += 1 }
        var before = offset - 1
        while before > colon, code[before].isWhitespace { before -= 1 }
        // (The first name of the list, of a type with a view's body and no `View` in its list.)
        let first = before == colon
        let list = String(code[(colon + 1)..<listEnd])
        let isView = first && b.keyword != "extension" && b.keyword != "" && bodyIsView(of: b, code: code)
            && list.range(of: #"(^|[^.\w])View\b"#, options: .regularExpression) == nil
        // (A replacement is written over the place: it must fit.)
        func place(_ r: ClosedRange<Int>, _ view: String) -> (range: ClosedRange<Int>, what: String, replacement: String?) {
            isView && view.count <= r.count ? (r, "the conformance to \(name), a View", view) : (r, "the conformance to \(name)", nil)
        }
        if after < listEnd, code[after] == "," { return place(offset...after, "View,") }
        if code[before] == "," { return (before...(end - 1), "the conformance to \(name)", nil) }
        // The only one: the colon goes too.
        return place(colon...(end - 1), ": View")
    }

    /// For `'Row' initializer is inaccessible due to 'private' protection level` once `Row`'s own
    /// initializer was left out (its parameters' types are missing): the `private`/`fileprivate`
    /// of `Row`'s properties, which make its memberwise initializer private too (`private let
    /// onTap: () -> Void`); without them the preview makes the view with what it declares itself
    /// (corpus9 34 alone, FireTodo's `TasksRow`). Each with what to call it.
    static func privateProperties(forInaccessible message: String, code: [Character], blocks: [Block]) -> [(range: ClosedRange<Int>, what: String)] {
        guard message.hasPrefix("'"), let q = message.dropFirst().firstIndex(of: "'"),
              message[q...].hasPrefix("' initializer is inaccessible due to '") else { return [] }
        let name = String(message[message.index(after: message.startIndex)..<q])
        guard !name.isEmpty, name.allSatisfy(isIdentifierCharacter),
              let type = blocks.first(where: { ["struct", "class"].contains($0.keyword)
                  && String(code[$0.declarationStart..<$0.open]).range(of: #"\b(struct|class)\s+\#(name)\b"#, options: .regularExpression) != nil })
        else { return [] }
        var out: [(range: ClosedRange<Int>, what: String)] = []
        for m in members(of: type, code: code) {
            let words = memberWords(code, m)
            guard let k = words.firstIndex(where: { !$0.hasPrefix("@") && !memberModifiers.contains($0) }),
                  ["let", "var"].contains(words[k]), words[..<k].contains(where: { $0 == "private" || $0 == "fileprivate" }), k + 1 < words.count else { continue }
            let text = String(code[m])
            guard let r = text.range(of: #"\b(fileprivate|private)\b(?!\s*\()"#, options: .regularExpression) else { continue }
            let start = m.lowerBound + text.distance(from: text.startIndex, to: r.lowerBound)
            out.append((start...(start + text.distance(from: r.lowerBound, to: r.upperBound) - 1),
                        "the \(text[r]) of \(words[k]) \(words[k + 1].prefix(while: { isIdentifierCharacter($0) }))"))
        }
        return out
    }

    /// The labelled trailing closure (`} completion: { account in … }`, after another closure)
    /// holding `offset` or starting at it: its label and its extent from the label to its brace.
    static func labelledTrailingClosure(holding offset: Int, code: [Character]) -> (label: String, range: ClosedRange<Int>)? {
        var k = min(offset, code.count - 1)
        let limit = max(0, offset - 4_000)
        while k >= limit {
            if isIdentifierCharacter(code[k]), !code[k].isNumber, k == 0 || !isIdentifierCharacter(code[k - 1]) {
                var e = k
                while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
                var c = e
                while c < code.count, code[c] == " " || code[c] == "\t" { c += 1 }
                var o = c + 1
                while o < code.count, code[o] == " " || code[o] == "\t" { o += 1 }
                var b = k - 1
                while b >= 0, code[b].isWhitespace { b -= 1 }
                if c < code.count, code[c] == ":", o < code.count, code[o] == "{", b >= 0, code[b] == "}",
                   let close = matching(o, code: code, open: "{", close: "}"), close >= offset {
                    return (String(code[k..<e]), k...close)
                }
            }
            k -= 1
        }
        return nil
    }

    /// The unlabelled trailing closure of a call that the compiler says is extra, at `offset` (its
    /// brace, or the call's name on the same line before it): the closure, and when labelled closures
    /// follow, the next one's label and colon too (it becomes the first, which takes no label); with
    /// `()` to write in its place when it was all the call had.
    static func unlabelledTrailingClosure(at offset: Int, code: [Character]) -> (range: ClosedRange<Int>, replacement: String?)? {
        var open = offset
        while open < code.count, code[open] != "{", code[open] != "\n" { open += 1 }
        guard open < code.count, code[open] == "{", let close = matching(open, code: code, open: "{", close: "}") else { return nil }
        // (After a call: its name or its arguments' parenthesis.)
        var b = open - 1
        while b >= 0, code[b] == " " || code[b] == "\t" { b -= 1 }
        guard b >= 0, isIdentifierCharacter(code[b]) || code[b] == ")" else { return nil }
        var l = close + 1
        while l < code.count, code[l].isWhitespace { l += 1 }
        let labelStart = l
        while l < code.count, isIdentifierCharacter(code[l]) { l += 1 }
        var colon = l
        while colon < code.count, code[colon] == " " { colon += 1 }
        if l > labelStart, colon < code.count, code[colon] == ":" {
            var next = colon + 1
            while next < code.count, code[next] == " " || code[next] == "\t" { next += 1 }
            if next < code.count, code[next] == "{" { return (open...colon, nil) }
        }
        // (The call's only part: it keeps an empty argument list, `AccountPicker()`, not the type alone.)
        return (open...close, code[b] == ")" ? nil : "()")
    }

    /// Whether the type's own body declares `var body: some View` (at its first level).
    static func bodyIsView(of b: Block, code: [Character]) -> Bool {
        members(of: b, code: code).contains { m in
            let text = String(code[m.lowerBound...min(m.upperBound, m.lowerBound + 400)])
            return text.range(of: #"^(@\w+\s+)*((private|fileprivate|internal|public|package)\s+)?var\s+body\s*:\s*some\s+View\b"#,
                              options: .regularExpression) != nil
        }
    }

    /// The `if` (with its `else if` and `else` branches) or `switch` statement starting a
    /// statement one of whose conditions — between a keyword and its brace — holds `offset`.
    static func conditionalStatement(holding offset: Int, code: [Character]) -> ClosedRange<Int>? {
        func word(_ w: String, at k: Int) -> Bool {
            let n = w.count
            guard k >= 0, k + n <= code.count, String(code[k..<(k + n)]) == w else { return false }
            return (k == 0 || !isIdentifierCharacter(code[k - 1])) && (k + n == code.count || !isIdentifierCharacter(code[k + n]))
        }
        /// The brace opening the body after a condition starting at `from` (outside brackets).
        func bodyOpen(after from: Int) -> Int? {
            var depth = 0
            var k = from
            while k < code.count, k < from + 4_000 {
                let c = code[k]
                if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth -= 1 } else if c == "{", depth == 0 { return k }
                k += 1
            }
            return nil
        }
        var k = min(offset, code.count - 1)
        let limit = max(0, offset - 2_000)
        while k >= limit {
            let keyword = word("if", at: k) ? "if" : word("switch", at: k) ? "switch" : nil
            if let keyword, startsStatement(k, code: code), let open = bodyOpen(after: k + keyword.count),
               var end = matching(open, code: code, open: "{", close: "}") {
                // The conditions (an `else if`'s too) and the `else if …` and `else` branches of an `if`.
                var holds = offset < open
                while keyword == "if" {
                    var e = end + 1
                    while e < code.count, code[e].isWhitespace { e += 1 }
                    guard word("else", at: e) else { break }
                    e += 4
                    while e < code.count, code[e].isWhitespace { e += 1 }
                    let next = word("if", at: e) ? bodyOpen(after: e + 2) : (e < code.count && code[e] == "{" ? e : nil)
                    guard let o = next, let close = matching(o, code: code, open: "{", close: "}") else { break }
                    if e < offset, offset < o { holds = true }
                    end = close
                }
                if holds { return k...end }
            }
            k -= 1
        }
        return nil
    }

    /// The labelled arguments holding `offset`, innermost first: for each, the label, the whole
    /// argument (`label: value`, with one comma beside it when there are others) and its value.
    static func labelledArguments(holding offset: Int, code: [Character])
        -> [(label: String, argument: ClosedRange<Int>, value: ClosedRange<Int>)] {
        var out: [(label: String, argument: ClosedRange<Int>, value: ClosedRange<Int>)] = []
        var k = min(offset, code.count) - 1
        let limit = max(0, offset - 20_000)
        var levels = 0
        while k >= limit, levels < 24 {
            // Back to the bracket that holds the offset, noting the comma before it.
            var depth = 0
            var comma: Int? = nil
            var open: Int? = nil
            while k >= limit {
                let c = code[k]
                if ")]}".contains(c) { depth += 1 } else if "([{".contains(c) {
                    if depth == 0 { open = k; break }
                    depth -= 1
                } else if c == ",", depth == 0, comma == nil { comma = k }
                k -= 1
            }
            guard let o = open else { break }
            levels += 1
            k = o - 1
            guard code[o] == "(", let close = matching(o, code: code, open: "(", close: ")"), close >= offset else { continue }
            // The argument's end: the next comma outside brackets, or the call's `)`.
            var e = max(offset, (comma ?? o) + 1)
            var d = 0
            var after: Int? = nil
            while e < close {
                let c = code[e]
                if "([{".contains(c) { d += 1 } else if ")]}".contains(c) { d -= 1 } else if c == ",", d == 0 { after = e; break }
                e += 1
            }
            var s = (comma ?? o) + 1
            while s < e, code[s].isWhitespace { s += 1 }
            var l = s
            while l < e, isIdentifierCharacter(code[l]) { l += 1 }
            var colon = l
            while colon < e, code[colon] == " " || code[colon] == "\t" { colon += 1 }
            guard l > s, colon < e, code[colon] == ":", colon + 1 < code.count, code[colon + 1] != ":" else { continue }
            var v = colon + 1
            while v < e, code[v].isWhitespace { v += 1 }
            var ve = e - 1
            while ve > v, code[ve].isWhitespace { ve -= 1 }
            guard v <= ve else { continue }
            // With a comma beside it: the one after, else the one before.
            let argument = after.map { s...$0 } ?? (comma.map { $0...ve } ?? s...ve)
            out.append((String(code[s..<l]), argument, v...ve))
        }
        return out
    }
}
