import Foundation

// Reading calls in masked code, for leaving out (PreviewSource+LeaveOut.swift,
// +LeaveOutPlaces.swift): where a statement starts, the innermost view head, member call or
// action closure holding an offset, a call's end and the bracket matching another.

extension PreviewSource {
    /// Whether the name at `k` starts a statement: the first thing on its line after a line
    /// that ends one (not with `=`, `,`, `(`, an operator…), or just after a `{`.
    static func startsStatement(_ k: Int, code: [Character]) -> Bool {
        var b = k - 1
        while b >= 0, code[b] == " " || code[b] == "\t" { b -= 1 }
        if b >= 0, code[b] == "{" { return true }
        guard b < 0 || code[b] == "\n" else { return false }
        while b >= 0, code[b].isWhitespace { b -= 1 }
        return b < 0 || "{})]\"".contains(code[b]) || isIdentifierCharacter(code[b])
    }

    /// The innermost view made at a statement's start (a capitalised name and its arguments and
    /// trailing closures: `Text(model.title)`, `ForEach(store.items) { … }`) holding `offset`.
    static func innermostViewHead(holding offset: Int, code: [Character]) -> ClosedRange<Int>? {
        var k = min(offset, code.count - 1)
        let limit = max(0, offset - 20_000)
        while k >= limit {
            if code[k].isUppercase, k == 0 || !(isIdentifierCharacter(code[k - 1]) || code[k - 1] == "."), startsStatement(k, code: code) {
                var e = k
                while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
                let head = k...callEnd(afterName: e, code: code)
                if head.contains(offset) { return head }
            }
            k -= 1
        }
        return nil
    }

    /// Where `self` starts when it alone is the receiver of the member call `call` and starts a
    /// statement (`self.cell(at: i)` in a `ForEach`'s closure); nil otherwise.
    static func selfReceiver(of call: ClosedRange<Int>, code: [Character]) -> Int? {
        var b = call.lowerBound - 1
        while b >= 0, code[b].isWhitespace { b -= 1 }
        guard b >= 3, String(code[(b - 3)...b]) == "self", b == 3 || !(isIdentifierCharacter(code[b - 4]) || code[b - 4] == "."),
              startsStatement(b - 3, code: code) else { return nil }
        return b - 3
    }

    /// The innermost member call on a chain (`x.f(…)`, `⏎ .f(…) { … }`) whose extent holds `offset`:
    /// from its dot to its last argument or trailing closure.
    static func innermostMemberCall(holding offset: Int, code: [Character]) -> ClosedRange<Int>? {
        innermostMemberCall(holding: offset, code: code) { _ in true }
    }

    /// The innermost member call holding `offset` whose name passes `named`. (Only dots before the
    /// offset can start one; the nearest holding it is innermost. A call's dot is rarely far
    /// before its error: the look is bounded against hostile text.)
    static func innermostMemberCall(holding offset: Int, code: [Character], named: (String) -> Bool) -> ClosedRange<Int>? {
        guard !code.isEmpty else { return nil }
        var d = min(offset, code.count - 1)
        let limit = max(0, offset - 20_000)
        while d >= limit {
            if code[d] == ".", let call = memberCall(at: d, code: code), call.contains(offset) {
                var e = d + 1
                while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
                if named(String(code[(d + 1)..<e])) { return call }
            }
            d -= 1
        }
        return nil
    }

    /// The inside of the innermost closure holding `offset` that is an action argument
    /// (`action: { … }`) or a `Button`'s first trailing closure (followed by `label:`), between
    /// its braces (or after its `in`); also through an `if`'s body or a nested closure in it
    /// (`action: { if !model.isEditing { store.save() } else { … } }`: corpus9 33 alone, where the
    /// `if`'s body was taken for a trailing closure of `.isEditing` and left out, a syntax error).
    static func actionClosure(holding offset: Int, code: [Character]) -> ClosedRange<Int>? {
        var k = min(offset, code.count - 1)
        let limit = max(0, offset - 20_000)
        while k >= limit {
            if code[k] == "{", let close = matching(k, code: code, open: "{", close: "}"), close >= offset {
                var b = k - 1
                while b >= 0, code[b] == " " || code[b] == "\t" { b -= 1 }
                var isAction = b >= 6 && String(code[(b - 6)...b]) == "action:"
                if !isAction, b >= 5, String(code[(b - 5)...b]) == "Button", b < 6 || !isIdentifierCharacter(code[b - 6]) {
                    var a = close + 1
                    while a < code.count, code[a].isWhitespace { a += 1 }
                    isAction = a + 6 <= code.count && String(code[a..<(a + 6)]) == "label:"
                }
                // (Not an action's: an `if`'s body, a nested closure — the action may hold it.)
                guard isAction else { k -= 1; continue }
                // (A closure with parameters keeps them: its body starts after `in`.)
                var start = k + 1
                let body = String(code[(k + 1)..<close])
                if let r = body.range(of: #"^\s*[\w\s,_()]*\bin\b"#, options: .regularExpression) {
                    start = k + 1 + body.distance(from: body.startIndex, to: r.upperBound)
                }
                return start <= close - 1 && start <= offset ? start...(close - 1) : nil
            }
            k -= 1
        }
        return nil
    }

    /// The innermost action modifier (`.onAppear`, `.onChange(of:)`, `.task`, `.refreshable`,
    /// `.gesture`…) holding `offset`.
    static func innermostActionCall(holding offset: Int, code: [Character]) -> ClosedRange<Int>? {
        innermostMemberCall(holding: offset, code: code) { name in
            (name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true)
                || ["task", "refreshable", "gesture", "simultaneousGesture", "highPriorityGesture", "alert", "sheet",
                    "fullScreenCover", "confirmationDialog", "popover", "navigationDestination"].contains(name)
        }
    }

    /// The member call whose dot is at `dot`, when the dot follows a value (a name, `)`, `]`,
    /// `}`, `"`, `?`, `!`, `>`, possibly on an earlier line) and a call follows the member's name.
    static func memberCall(at dot: Int, code: [Character]) -> ClosedRange<Int>? {
        let n = code.count
        guard dot + 1 < n, code[dot + 1].isLetter || code[dot + 1] == "_" else { return nil }
        var b = dot - 1
        while b >= 0, code[b].isWhitespace { b -= 1 }
        guard b >= 0, isIdentifierCharacter(code[b]) || ")]}\"?!>".contains(code[b]) else { return nil }
        // (A number's fraction is not a member: `1.5`.)
        if code[b].isNumber {
            var s = b
            while s > 0, isIdentifierCharacter(code[s - 1]) { s -= 1 }
            if code[s].isNumber { return nil }
        }
        var e = dot + 1
        while e < n, isIdentifierCharacter(code[e]) { e += 1 }
        let end = callEnd(afterName: e, code: code)
        // A member without a call (`.italic`) is no place of its own.
        return end >= e ? dot...end : nil
    }

    /// The last character of a call whose name ends before `e`: its arguments `( … )` and
    /// trailing closures `{ … }` (labelled ones too: `} label: { … }`); `e - 1` when none follow.
    static func callEnd(afterName e: Int, code: [Character]) -> Int {
        let n = code.count
        var end = e - 1
        var k = e
        func skipSpaces(_ from: Int, newlines: Bool) -> Int {
            var j = from
            while j < n, code[j] == " " || code[j] == "\t" || (newlines && code[j] == "\n") { j += 1 }
            return j
        }
        if k < n, code[k] == "<", let close = matching(k, code: code, open: "<", close: ">") { end = close; k = close + 1 }
        var j = skipSpaces(k, newlines: false)
        if j < n, code[j] == "(", let close = matching(j, code: code, open: "(", close: ")") { end = close; k = close + 1 }
        j = skipSpaces(k, newlines: false)
        guard j < n, code[j] == "{", let close = matching(j, code: code, open: "{", close: "}") else { return end }
        end = close
        // Labelled trailing closures after the first.
        while true {
            var l = skipSpaces(end + 1, newlines: true)
            let labelStart = l
            while l < n, isIdentifierCharacter(code[l]) { l += 1 }
            guard l > labelStart else { break }
            l = skipSpaces(l, newlines: false)
            guard l < n, code[l] == ":" else { break }
            l = skipSpaces(l + 1, newlines: false)
            guard l < n, code[l] == "{", let c = matching(l, code: code, open: "{", close: "}") else { break }
            end = c
        }
        return end
    }

    /// The bracket closing the one at `at` (nesting counted; other brackets inside must balance
    /// for `(` and `{`); nil when the text ends first. For `<`, a generic argument list only
    /// (names, dots, commas, spaces, nested `<>`, `[]`, `?`).
    static func matching(_ at: Int, code: [Character], open: Character, close: Character) -> Int? {
        var depth = 0
        var k = at
        // (Bounded: an unclosed bracket in a hostile file is not followed to its end each time.)
        let limit = min(code.count, at + 50_000)
        while k < limit {
            let c = code[k]
            if open == "<", c != "<", c != ">", !(isIdentifierCharacter(c) || " .,?[]:".contains(c)) { return nil }
            if c == open { depth += 1 } else if c == close { depth -= 1; if depth == 0 { return k } }
            k += 1
        }
        return nil
    }
}
