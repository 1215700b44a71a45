import Foundation

// Finding a place to leave out (PreviewSource+LeaveOut.swift decides what to leave out of it):
// the import, declaration, view head, member call, container, action closure or call arguments
// that hold a compiler error's offset, read off the masked code; and the namespaces the
// stand-ins give.

extension PreviewSource {
    /// `ACCORD_TRACE_LEAVE_OUT=1`: each error with no remedy is said on standard error (why a
    /// preview still stops: Docs/support/project.md).
    static func traceNoRemedy(_ line: Int, _ message: String) {
        guard ProcessInfo.processInfo.environment["ACCORD_TRACE_LEAVE_OUT"] == "1" else { return }
        FileHandle.standardError.write(Data("accord: no remedy to leave out (line \(line)): \(message)\n".utf8))
    }

    /// The line holding `offset` when it is an import (`import X`, `@testable import X`,
    /// `import struct X.Y`), without its line break.
    static func importLine(at offset: Int, code: [Character]) -> ClosedRange<Int>? {
        guard offset < code.count else { return nil }
        var s = offset, e = offset
        while s > 0, code[s - 1] != "\n" { s -= 1 }
        while e < code.count, code[e] != "\n" { e += 1 }
        let words = String(code[s..<e]).split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
        guard words.first == "import", e > s else { return nil }
        return s...(e - 1)
    }

    /// The innermost declaration whose body holds `offset` (an accessor's is its property's).
    static func innermostDeclaration(holding offset: Int, blocks: [Block]) -> Block? {
        var inner: Int? = nil
        for (n, b) in blocks.enumerated() where b.open < offset && offset < b.close && b.keyword != "" {
            if inner == nil || b.depth >= blocks[inner!].depth { inner = n }
        }
        guard var n = inner else { return nil }
        if ["get", "set"].contains(blocks[n].keyword), let p = blocks[n].parent { n = p }
        return blocks[n]
    }

    /// Whether `offset` is in a preview's own body (`#Preview { … }`, a provider's `previews`).
    static func inPreview(_ offset: Int, code: [Character], blocks: [Block]) -> Bool {
        guard let b = innermostDeclaration(holding: offset, blocks: blocks) else { return false }
        return b.header.contains("AccordPreview") || b.header.contains(" previews")
    }

    /// Whether `offset` is in a view's body: the innermost declaration holding it is of
    /// `some View` (or `some Scene`), a `@ViewBuilder`, or a preview.
    static func inViewBody(_ offset: Int, code: [Character], blocks: [Block]) -> Bool {
        guard let b = innermostDeclaration(holding: offset, blocks: blocks) else { return false }
        let attributes = String(code[b.declarationStart..<b.open])
        return b.header.contains("some View") || b.header.contains("some Scene") || attributes.contains("@ViewBuilder")
            || b.header.contains("AccordPreview")
    }

    /// A view the compiler cannot find (`cannot find 'KFImage' in scope`) at the start of a
    /// statement: its name, generic arguments, call arguments and trailing closures.
    static func missingViewHead(at offset: Int, message: String, code: [Character]) -> ClosedRange<Int>? {
        guard message.hasPrefix("cannot find '"), offset < code.count, code[offset].isUppercase,
              offset == 0 || !isIdentifierCharacter(code[offset - 1]) else { return nil }
        var e = offset
        while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
        guard message.hasPrefix("cannot find '\(String(code[offset..<e]))'"), startsStatement(offset, code: code) else { return nil }
        return offset...callEnd(afterName: e, code: code)
    }

    /// Apple's types whose static members an app often adds in an extension of its own (colours,
    /// fonts, metrics), each with what a stand-in for such a member answers
    /// (`AccordPreviewLeftOut.value`: the secondary grey, the body font, 0, "").
    static let extendedTypes: Set<String> = ["Color", "UIColor", "Font", "CGFloat", "Double", "Float", "Int", "String", "ShapeStyle"]

    /// For `type 'Color' has no member 'listBackground'` at a use that is not a call (`Color.listBackground`,
    /// `.listBackground` where a Color is expected): the member's name and a stand-in declaration.
    static func missingStaticMember(at offset: Int, message: String, code: [Character])
        -> (name: ClosedRange<Int>, what: String, declaration: String)? {
        guard message.hasPrefix("type '"), let q = message.dropFirst(6).firstIndex(of: "'") else { return nil }
        // (`type 'Font?' has no member 'cardTitle'` where an optional is expected: `.font(.cardTitle)`.)
        let written = String(message.dropFirst(6)[..<q])
        let type = written.hasSuffix("?") ? String(written.dropLast()) : written
        guard extendedTypes.contains(type),
              let m = message.range(of: "' has no member '"), message.hasSuffix("'") else { return nil }
        let member = String(message[m.upperBound...].dropLast())
        guard !member.isEmpty, member.allSatisfy(isIdentifierCharacter), member.first?.isNumber == false else { return nil }
        var s = offset
        if s < code.count, code[s] == "." { s += 1 }
        var e = s
        while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
        guard e > s, String(code[s..<e]) == member else { return nil }
        // (Not a call: `Color.random()` would need a function.)
        var after = e
        while after < code.count, code[after] == " " { after += 1 }
        guard after >= code.count || code[after] != "(" else { return nil }
        let valueType = type == "ShapeStyle" ? "Color" : type
        let head = type == "ShapeStyle" ? "extension ShapeStyle where Self == Color" : "extension \(type)"
        return (s...(e - 1), "\(valueType).\(member)",
                "\(head) { static var \(member): \(valueType) { AccordPreviewLeftOut.value(\"\(valueType).\(member)\") } }")
    }

    /// An app's static member named like a method of `View` (`Color.background`, `Color.border`,
    /// `Color.overlay`), declared in a file that is not here: the compiler takes the name for the
    /// method, unapplied (`type '(Color) -> (Edge.Set) -> some View' cannot conform to 'ShapeStyle'`
    /// at `.background(Color.background)`'s modifier; `cannot convert value of type '(Color) -> …'`,
    /// `value of type '(Color) -> …' has no member …`), so no "has no member" is said and the
    /// modifier was left out. The stand-in is `missingStaticMember`'s: a static property declared on
    /// the type, which the compiler then prefers where a value is expected (swiftc 6.3 compiles
    /// `.background(Color.background)` with it and draws the property). Each `Type.name` of the call
    /// at the offset (or at the offset itself), not called and not one of the type's own colours.
    static func missingStaticMembersNamedLikeMethods(at offset: Int, message: String, code: [Character])
        -> [(name: ClosedRange<Int>, what: String, declaration: String)] {
        guard offset < code.count else { return [] }
        // The type of the unapplied method's `self`: `'(Color) -> `. (Where a generic parameter is to be
        // inferred from it — `.stroke(Color.border, lineWidth: 1)` — the compiler says only that it
        // could not be: then the names of View's modifiers that are a colour's, written after `Color.`.)
        let types: [String]
        var onlyNames: Set<String>? = nil
        if message.hasPrefix("generic parameter '"), message.hasSuffix("' could not be inferred") {
            types = ["Color"]
            onlyNames = ["background", "border", "overlay", "shadow", "tint", "mask", "fill", "stroke", "foregroundStyle", "foregroundColor",
                         "blur", "brightness", "contrast", "saturation", "grayscale", "hidden", "highlight"]
        } else {
            guard message.hasPrefix("type '(") || message.hasPrefix("cannot convert value of type '(") || message.hasPrefix("value of type '("),
                  let r = message.range(of: "type '("), let close = message[r.upperBound...].firstIndex(of: ")"),
                  message[close...].hasPrefix(") -> ") else { return [] }
            types = [String(message[r.upperBound..<close])]
        }
        guard let type = types.first, extendedTypes.contains(type), type != "ShapeStyle" else { return [] }
        // Where to look: the arguments of the member call at the offset, else the offset's own expression.
        var region = offset...min(code.count - 1, offset + 200)
        if let call = innermostMemberCall(holding: offset, code: code), let open = (call.lowerBound...call.upperBound).first(where: { code[$0] == "(" }),
           let closeParen = matching(open, code: code, open: "(", close: ")") {
            region = open...closeParen
        }
        let ownColours: Set<String> = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
                                       "white", "gray", "black", "clear", "primary", "secondary", "accentColor", "init", "self"]
        let written = Array(type)
        var out: [(name: ClosedRange<Int>, what: String, declaration: String)] = []
        var k = region.lowerBound
        while k + written.count < region.upperBound {
            guard Array(code[k..<(k + written.count)]) == written, k == 0 || !(isIdentifierCharacter(code[k - 1]) || code[k - 1] == "."),
                  code[k + written.count] == "." else { k += 1; continue }
            let s = k + written.count + 1
            var e = s
            while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
            var after = e
            while after < code.count, code[after] == " " { after += 1 }
            let member = String(code[s..<e])
            if e > s, code[s].isLetter || code[s] == "_", after >= code.count || code[after] != "(", !(type == "Color" && ownColours.contains(member)),
               onlyNames?.contains(member) ?? true,
               // (Not one the file declares itself: the stand-in would be a second declaration.)
               String(code).range(of: #"static\s+(var|let)\s+\#(member)\b"#, options: .regularExpression) == nil {
                out.append((s...(e - 1), "\(type).\(member)",
                            "extension \(type) { static var \(member): \(type) { AccordPreviewLeftOut.value(\"\(type).\(member)\") } }"))
            }
            k = e
        }
        return out
    }

    /// For `cannot find 'AppRadius' in scope` at a name the file uses only before a member
    /// (`AppRadius.m`, never `AppRadius(`, `: AppRadius`, `[AppRadius]`): the name and a stand-in
    /// declaration (`AccordPreviewLeftOutNamespace`). A use whose type the compiler cannot tell
    /// from it then fails in the next round and is left out as any other.
    /// `verdicts` keeps the answer for each name already looked at.
    static func missingNamespace(at offset: Int, message: String, code: [Character], verdicts: inout [String: Bool])
        -> (name: ClosedRange<Int>, what: String, declaration: String)? {
        guard message.hasPrefix("cannot find '"), offset < code.count, code[offset].isUppercase,
              offset == 0 || (!isIdentifierCharacter(code[offset - 1]) && code[offset - 1] != ".") else { return nil }
        var e = offset
        while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
        let name = String(code[offset..<e])
        guard message.hasPrefix("cannot find '\(name)' in scope") else { return nil }
        let verdict = verdicts[name] ?? usedOnlyAsNamespace(name, code: code)
        verdicts[name] = verdict
        guard verdict else { return nil }
        return (offset...(e - 1), "\(name).…",
                "@dynamicMemberLookup enum \(name): AccordPreviewLeftOutNamespace {}")
    }

    /// The design-token namespaces earlier rounds declared (`enum AppColors: AccordPreviewLeftOutNamespace {}`).
    static func standInNamespaces(in code: [Character]) -> [String] {
        let text = String(code)
        let marker = ": AccordPreviewLeftOutNamespace {}"
        return text.components(separatedBy: "\n").compactMap { line in
            guard line.hasSuffix(marker), let e = line.range(of: "enum ") else { return nil }
            return String(line[e.upperBound..<line.index(line.endIndex, offsetBy: -marker.count)])
        }
    }

    /// Whether every use of `name`, whole word, is `Name.member` (a member that is not the type's
    /// own: `.self`, `.init`, `.Type` make it a type), and there is one.
    static func usedOnlyAsNamespace(_ name: String, code: [Character]) -> Bool {
        let letters = Array(name)
        var k = 0
        var uses = 0
        while k + letters.count <= code.count {
            guard code[k] == letters[0], Array(code[k..<(k + letters.count)]) == letters,
                  k == 0 || !isIdentifierCharacter(code[k - 1]),
                  k + letters.count == code.count || !isIdentifierCharacter(code[k + letters.count]) else { k += 1; continue }
            let after = k + letters.count
            guard k == 0 || code[k - 1] != ".", after + 1 < code.count, code[after] == ".", isIdentifierCharacter(code[after + 1]) else { return false }
            var m = after + 1
            while m < code.count, isIdentifierCharacter(code[m]) { m += 1 }
            guard !["self", "init", "Type", "Protocol"].contains(String(code[(after + 1)..<m])) else { return false }
            uses += 1
            k = m
        }
        return uses > 0
    }

    /// The labelled arguments a preview holding `offset` (in its body or on its first line) passes
    /// with a left-out member's label; nil when none.
    static func previewArguments(forLeftOut members: Set<String>, at offset: Int, code: [Character], blocks: [Block])
        -> [(label: String, argument: ClosedRange<Int>, value: ClosedRange<Int>)]? {
        guard !members.isEmpty,
              let preview = blocks.first(where: { ($0.header.contains("AccordPreview") || $0.header.contains(" previews"))
                  && $0.declarationStart <= offset && offset <= $0.close }) else { return nil }
        var out: [(label: String, argument: ClosedRange<Int>, value: ClosedRange<Int>)] = []
        var k = preview.open + 1
        while k < preview.close {
            guard isIdentifierCharacter(code[k]), !isIdentifierCharacter(code[k - 1]) else { k += 1; continue }
            var e = k
            while e < preview.close, isIdentifierCharacter(code[e]) { e += 1 }
            var colon = e
            while colon < preview.close, code[colon] == " " { colon += 1 }
            if members.contains(String(code[k..<e])), colon + 1 < preview.close, code[colon] == ":", code[colon + 1] != ":",
               let a = labelledArguments(holding: min(colon + 1, preview.close - 1), code: code).first,
               a.label == String(code[k..<e]), !out.contains(where: { $0.argument == a.argument }) {
                out.append(a)
            }
            k = e
        }
        return out.isEmpty ? nil : out
    }

    /// The arguments (inside the parentheses, without them) of the call whose parentheses hold
    /// `offset` most closely; nil when no call's do.
    static func callArguments(holding offset: Int, code: [Character]) -> ClosedRange<Int>? {
        // (The compiler may point at the parenthesis itself.)
        var k = offset < code.count && code[offset] == "(" ? offset : min(offset, code.count) - 1
        var depth = 0
        let limit = max(0, offset - 20_000)
        while k >= limit {
            let c = code[k]
            if ")]}".contains(c) { depth += 1 } else if "([{".contains(c) {
                if depth == 0 {
                    guard c == "(", k > 0, isIdentifierCharacter(code[k - 1]) || code[k - 1] == ">",
                          let close = matching(k, code: code, open: "(", close: ")"), close > k + 1, close >= offset else { return nil }
                    return (k + 1)...(close - 1)
                }
                depth -= 1
            }
            k -= 1
        }
        return nil
    }

    /// Whether `inner` lies inside the parenthesised arguments of the view made at `head`.
    static func inArguments(of head: ClosedRange<Int>, _ inner: ClosedRange<Int>, code: [Character]) -> Bool {
        var k = head.lowerBound
        while k <= head.upperBound, isIdentifierCharacter(code[k]) { k += 1 }
        while k <= head.upperBound, code[k] == " " { k += 1 }
        guard k <= head.upperBound, code[k] == "(", let close = matching(k, code: code, open: "(", close: ")") else { return false }
        return k < inner.lowerBound && inner.upperBound < close
    }

    /// A container the compiler cannot find (`cannot find 'Card' in scope`) at the start of a
    /// statement, with one trailing closure and no parameters to it (`Card(style: .x) { … }`):
    /// its name and arguments, up to the closure's brace. Nil for a closure taking parameters
    /// (`Reader { proxy in … }`) or followed by more labelled closures (`label: { … }`).
    static func missingContainer(at offset: Int, message: String, code: [Character]) -> ClosedRange<Int>? {
        guard message.hasPrefix("cannot find '"), offset < code.count, code[offset].isUppercase,
              offset == 0 || !isIdentifierCharacter(code[offset - 1]), startsStatement(offset, code: code) else { return nil }
        var e = offset
        while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
        guard message.hasPrefix("cannot find '\(String(code[offset..<e]))'") else { return nil }
        func skipSpaces(_ k: Int) -> Int { var k = k; while k < code.count, code[k] == " " || code[k] == "\t" { k += 1 }; return k }
        var k = skipSpaces(e)
        if k < code.count, code[k] == "(" {
            guard let close = matching(k, code: code, open: "(", close: ")") else { return nil }
            k = skipSpaces(close + 1)
        }
        guard k < code.count, code[k] == "{", let end = matching(k, code: code, open: "{", close: "}") else { return nil }
        // No parameters: the closure's first line does not end with `in`.
        var lineEnd = k + 1
        while lineEnd < end, code[lineEnd] != "\n" { lineEnd += 1 }
        let firstLine = String(code[(k + 1)..<lineEnd]).trimmingCharacters(in: .whitespaces)
        guard !firstLine.hasSuffix(" in"), firstLine != "in", !firstLine.contains(" in ") else { return nil }
        // No more closures after it (`} label: {`).
        var after = end + 1
        while after < code.count, code[after].isWhitespace { after += 1 }
        var w = after
        while w < code.count, isIdentifierCharacter(code[w]) { w += 1 }
        if w > after, w < code.count, code[w] == ":" { return nil }
        return offset...(k - 1)
    }
}
