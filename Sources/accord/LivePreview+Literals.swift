import Foundation

/// Design-time literals for `accord preview` (issue 17: edit → update within a second; the
/// program's side: Sources/Accord/Preview/PreviewServer+Literals.swift). The previewed file is
/// compiled with each title literal read through `__designTimeString(N, fallback: "…")`; a save
/// whose text differs from the compiled one only in those literals' contents and in comments is
/// then not compiled: the new values go to the running program, which draws them (state kept).
/// Any other change compiles as before.
///
/// Number and Boolean literals too, as Xcode's literal mode (`__designTimeInteger`,
/// `__designTimeFloat`, `__designTimeBoolean`): an integer, floating-point (with its sign) or
/// `true`/`false` literal that is a whole argument of a call — `.padding(16)`,
/// `.frame(width: 100)`, `Color(red: 0.5, …)`, `.offset(y: -8)`, `.disabled(true)` — in the same
/// places as title literals (its kind is part of the skeleton: `16` → `16.5` compiles).
///
/// A title literal: a plain string literal (no escapes or interpolation, one line) that is the
/// first, unlabelled argument of one of `titled` — `Text("…")`, `.navigationTitle("…")`… — inside
/// a member's braces (two levels deep or more: a body, a function, a closure in them), and not in
/// code run once (`once`: a `#Preview`, an initializer, a stored property's initial value), whose
/// result is kept and would not follow a new value.
enum LiveLiterals {
    static let titled: Set<String> = ["Text", "Button", "Toggle", "Label", "Section", "Stepper", "Picker", "TextField",
                                      "SecureField", "NavigationLink", "Menu", "LabeledContent", "DisclosureGroup",
                                      "GroupBox", "Link", "navigationTitle", "ContentUnavailableView"]

    /// A file's title literals: their contents, the ranges (UTF-8 offsets) of the contents, and the
    /// file's skeleton — its text without them and without comments' contents — which two texts
    /// must share for one to be shown by setting the other's literals.
    struct Scan: Equatable {
        var values: [String] = []
        var ranges: [Range<Int>] = []
        var kinds: [Kind] = []
        var skeleton: [UInt8] = []
    }

    /// What a design-time literal is, and the function that reads it.
    enum Kind: UInt8 {
        case string = 115, integer = 105, float = 102, boolean = 98
        var function: String {
            switch self {
            case .string: "__designTimeString"
            case .integer: "__designTimeInteger"
            case .float: "__designTimeFloat"
            case .boolean: "__designTimeBoolean"
            }
        }
    }

    static func scan(_ text: String) -> Scan {
        let b = Array(text.utf8)
        var out = Scan()
        var i = 0, depth = 0
        var kept = 0   // b[kept..<i] not yet copied to the skeleton
        /// The depth of the braces whose code runs once, not at each update (`once`), when inside them.
        var onceDepth: Int? = nil
        func copy(to end: Int) { if end > kept { out.skeleton += b[kept..<end] }; kept = max(kept, end) }
        func isIdent(_ c: UInt8) -> Bool { c == 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128 }
        /// The identifier just before `(` at `open` (skipping spaces), if any.
        func callee(before open: Int) -> String? {
            var e = open
            while e > 0, b[e - 1] == 32 { e -= 1 }
            var s = e
            while s > 0, isIdent(b[s - 1]) { s -= 1 }
            return s < e ? String(decoding: b[s..<e], as: UTF8.self) : nil
        }
        /// The brackets open at `i`, innermost last: 40 `(`, or 91 `[` — and whether the `(` is a
        /// call's (an identifier, `)`, `]`, `?`, `!` or `>` just before it, not an attribute's or a
        /// macro's: `@available(…)`, `#available(…)`).
        var brackets: [(UInt8, Bool)] = []
        func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }
        /// Whether b[start..<end] is a whole argument of a call: `f(X)`, `f(a, X)`, `f(label: X)`.
        func wholeArgument(_ start: Int, _ end: Int) -> Bool {
            guard let top = brackets.last, top == (40, true) else { return false }
            var a = end
            while a < b.count, isSpace(b[a]) { a += 1 }
            guard a < b.count, b[a] == 41 || b[a] == 44 else { return false }
            var p = start
            while p > 0, isSpace(b[p - 1]) { p -= 1 }
            guard p > 0 else { return false }
            if b[p - 1] == 40 || b[p - 1] == 44 { return true }
            guard b[p - 1] == 58 else { return false }                 // `label: X`
            p -= 1
            while p > 0, isSpace(b[p - 1]) { p -= 1 }
            var q = p
            while q > 0, isIdent(b[q - 1]) { q -= 1 }
            guard q < p else { return false }
            while q > 0, isSpace(b[q - 1]) { q -= 1 }
            return q > 0 && (b[q - 1] == 40 || b[q - 1] == 44)
        }
        /// Whether `i` is in a pattern (`case .a(1):`, `if case .a(1) = x`): left as it is.
        func inCase(_ i: Int) -> Bool {
            var s = i
            while s > 0, b[s - 1] != 10, b[s - 1] != 123, b[s - 1] != 59 { s -= 1 }
            let before = " " + String(decoding: b[s..<i], as: UTF8.self)
            return before.contains(" case ") || before.contains("\tcase ")
        }
        /// A number or Boolean literal found at b[start..<end]: kept as a design-time literal when
        /// it is a whole argument in a body.
        func literal(_ start: Int, _ end: Int, _ kind: Kind) {
            guard depth >= 2, onceDepth == nil, wholeArgument(start, end), !inCase(start) else { return }
            copy(to: start)
            out.skeleton += [1, kind.rawValue]
            out.values.append(String(decoding: b[start..<end], as: UTF8.self))
            out.ranges.append(start..<end)
            out.kinds.append(kind)
            kept = end
        }
        /// The line before the brace at `brace` (from the line's start or a `;`).
        func header(before brace: Int) -> String {
            var s = brace
            while s > 0, b[s - 1] != 10, b[s - 1] != 59 { s -= 1 }
            return String(decoding: b[s..<brace], as: UTF8.self)
        }
        while i < b.count {
            let c = b[i]
            if c == 47, i + 1 < b.count, b[i + 1] == 47 {           // a line comment: its text left out
                copy(to: i + 2)
                while i < b.count, b[i] != 10 { i += 1 }
                kept = i
                continue
            }
            if c == 47, i + 1 < b.count, b[i + 1] == 42 {           // a block comment (nested), its lines kept
                copy(to: i + 2)
                var level = 0
                while i < b.count {
                    if b[i] == 47, i + 1 < b.count, b[i + 1] == 42 { level += 1; i += 2; continue }
                    if b[i] == 42, i + 1 < b.count, b[i + 1] == 47 { level -= 1; i += 2; if level == 0 { break }; continue }
                    if b[i] == 10 { out.skeleton.append(10) }
                    i += 1
                }
                out.skeleton += [42, 47]
                kept = i
                continue
            }
            if c == 35 || c == 34 {                                 // a string literal (raw: #"…"#)
                var hashes = 0, j = i
                while j < b.count, b[j] == 35 { hashes += 1; j += 1 }
                guard j < b.count, b[j] == 34 else { i = j > i ? j : i + 1; continue }
                let multi = j + 2 < b.count && b[j + 1] == 34 && b[j + 2] == 34
                let start = j + (multi ? 3 : 1)
                var k = start, plain = hashes == 0 && !multi
                // The literal's end: a quote (three for a multi-line one) followed by the hashes.
                search: while k < b.count {
                    if b[k] == 92 && hashes == 0 { plain = false; k += 2; continue }
                    if b[k] == 10 { plain = false; if !multi && hashes == 0 { break search } }
                    if b[k] == 34 {
                        let quotes = multi ? 3 : 1
                        var q = 0
                        while q < quotes, k + q < b.count, b[k + q] == 34 { q += 1 }
                        var h = 0
                        while h < hashes, k + q + h < b.count, b[k + q + h] == 35 { h += 1 }
                        if q == quotes && h == hashes { break search }
                    }
                    k += 1
                }
                let end = min(b.count, k + (multi ? 3 : 1) + hashes)
                // A title literal: the first argument of a titled call, nothing else in it.
                var before = i
                while before > 0, b[before - 1] == 32 { before -= 1 }
                var after = end
                while after < b.count, b[after] == 32 { after += 1 }
                if plain, depth >= 2, onceDepth == nil, k < b.count, before > 0, b[before - 1] == 40, after < b.count, b[after] == 41 || b[after] == 44,
                   let name = callee(before: before - 1), titled.contains(name) {
                    copy(to: start)
                    out.values.append(String(decoding: b[start..<k], as: UTF8.self))
                    out.ranges.append(start..<k)
                    out.kinds.append(.string)
                    kept = k
                }
                i = end
                continue
            }
            let after = i > 0 ? b[i - 1] : 32
            if isIdent(c), !isIdent(after), after != 46, after != 36 {   // a word or a number (not after `.` or `$`)
                var e = i
                if c >= 48 && c <= 57 {
                    // A number: digits (hex, octal, binary), `_`, a fraction, an exponent.
                    let radix = c == 48 && i + 1 < b.count && [120, 111, 98].contains(b[i + 1])
                    e = radix ? i + 2 : i
                    var float = false
                    while e < b.count, isIdent(b[e]) || (b[e] == 46 && !radix && e + 1 < b.count && b[e + 1] >= 48 && b[e + 1] <= 57 && !float)
                            || ((b[e] == 43 || b[e] == 45) && !radix && (b[e - 1] == 101 || b[e - 1] == 69)) {
                        if b[e] == 46 || (!radix && (b[e] == 101 || b[e] == 69)) { float = true }
                        e += 1
                    }
                    let token = String(decoding: b[i..<e], as: UTF8.self)
                    let digits = token.replacingOccurrences(of: "_", with: "")
                    let valid = radix ? Int(digits.dropFirst(2), radix: b[i + 1] == 120 ? 16 : b[i + 1] == 111 ? 8 : 2) != nil
                                      : float ? Double(digits) != nil : Int(digits) != nil
                    // (With its sign: `-8`.)
                    let signed = i > 0 && b[i - 1] == 45 && (i < 2 || !isIdent(b[i - 2]) && b[i - 2] != 41 && b[i - 2] != 93)
                    if valid { literal(signed ? i - 1 : i, e, float ? .float : .integer) }
                } else {
                    while e < b.count, isIdent(b[e]) { e += 1 }
                    let word = b[i..<e]
                    if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) { literal(i, e, .boolean) }
                }
                i = e
                continue
            }
            if c == 123 {
                if onceDepth == nil, once(header(before: i), depth: depth) { onceDepth = depth + 1 }
                depth += 1
            } else if c == 125 {
                depth = max(0, depth - 1)
                if let d = onceDepth, depth < d { onceDepth = nil }
            } else if c == 40 || c == 91 {
                // (A call's parenthesis: after a name, not a `@attribute`'s or `#macro`'s.)
                var s = i
                while s > 0, isIdent(b[s - 1]) { s -= 1 }
                let call = c == 40 && i > 0 && (isIdent(b[i - 1]) && s > 0 && b[s - 1] != 64 && b[s - 1] != 35 || [41, 93, 63, 33, 62].contains(b[i - 1]))
                    && !(s < i && b[s] >= 48 && b[s] <= 57)
                brackets.append((c, call))
            } else if c == 41 || c == 93 {
                _ = brackets.popLast()
            }
            i += 1
        }
        copy(to: b.count)
        return out
    }

    /// Whether the braces opened after `header` (at `depth`) hold code the preview runs once
    /// rather than at each update, so that a literal in them would not follow a new value: a
    /// `#Preview` or a provider's `previews` (the previewed view is made once and kept), an
    /// initializer (the kept root view's ran once), a stored property's initial value at the top
    /// level or in a type (evaluated once). Judged from the brace's line only.
    static func once(_ header: String, depth: Int) -> Bool {
        if header.contains("#Preview") || header.contains("var previews") { return true }
        if header.range(of: #"(^|[^\w.])init[?!]?\s*[(<]"#, options: .regularExpression) != nil { return true }
        return depth <= 1 && header.range(of: #"(^|\s)(let|var)\s[^{]*="#, options: .regularExpression) != nil
    }

    /// `text` with its design-time literals read through `__designTimeString` (`…Integer`,
    /// `…Float`, `…Boolean`; and the SPI that names them imported on a last line of its own: no
    /// line moves); nil when it has none.
    static func rewrite(_ text: String) -> (text: String, scan: Scan)? {
        let s = scan(text)
        guard !s.values.isEmpty, text.contains("import Accord") || text.contains("import SwiftUI") else { return nil }
        var b = Array(text.utf8)
        for (n, r) in s.ranges.enumerated().reversed() {
            let kind = s.kinds[n]
            // (A string's range is its contents: the call goes around its quotes.)
            let (start, end) = kind == .string ? (r.lowerBound - 1, r.upperBound + 1) : (r.lowerBound, r.upperBound)
            b.replaceSubrange(end..<end, with: Array(")".utf8))
            b.replaceSubrange(start..<start, with: Array("\(kind.function)(\(n), fallback: ".utf8))
        }
        let out = String(decoding: b, as: UTF8.self) + (text.hasSuffix("\n") ? "" : "\n")
            + "@_spi(AccordPreview) import Accord // accord preview: design-time literals\n"
        return (out, s)
    }
}
