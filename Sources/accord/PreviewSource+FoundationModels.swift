import Foundation

/// FoundationModels' macros (iOS 26), which Linux's toolchain does not have: `@Generable` (and
/// `@Generable(description: …)`) on a struct or enum, and `@Guide(…)` on its properties. Each is
/// blanked out with spaces of its own length, its arguments too, over several lines if they
/// span them (line breaks stay: compiler messages still point at the user's text), and every
/// `@Generable` type is declared `Generable` (Accord's FoundationModels stand-in) by an
/// extension after the file's last line, as the macro's expansion declares it.
extension PreviewSource {
    static let foundationModelsAttributes = ["@Generable", "@Guide"]

    /// Blanks `@Generable` and `@Guide` (with their arguments) in `lines` and `code` (the lines
    /// with comments and strings blanked, which stay column for column the transform's); returns
    /// the `@Generable` types' names, qualified by the types they are nested in (`Outer.Inner`).
    /// A type declared inside a function gets no conformance (an extension cannot name it).
    static func rewriteGenerableMacros(_ lines: inout [String], code: inout [String]) -> [String] {
        guard lines.count == code.count, code.contains(where: { $0.contains("@Generable") || $0.contains("@Guide") }) else { return [] }
        var text = Array(lines.joined(separator: "\n"))
        var chars = Array(code.joined(separator: "\n"))
        guard text.count == chars.count else { return [] }
        var names: [(name: String, at: Int)] = []
        var i = 0
        while i < chars.count {
            guard chars[i] == "@", i == 0 || !isIdentifierCharacter(chars[i - 1]),
                  let attribute = foundationModelsAttributes.first(where: { matches($0, chars, at: i) }) else { i += 1; continue }
            var end = i + attribute.count
            if end < chars.count, chars[end] == "(" {
                // The arguments, to the matching parenthesis (strings are blanked in `code`); at
                // most 4,000 characters ahead (the transform stays linear), else left as they are.
                var depth = 0
                var close: Int? = nil
                for k in end..<min(chars.count, end + 4000) {
                    if chars[k] == "(" { depth += 1 }
                    if chars[k] == ")" { depth -= 1; if depth == 0 { close = k; break } }
                }
                guard let close else { i = end; continue }
                end = close + 1
            }
            for k in i..<end where chars[k] != "\n" { chars[k] = " "; text[k] = " " }
            if attribute == "@Generable", let declared = declaredTypeName(chars, from: end) { names.append(declared) }
            i = end
        }
        lines = String(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        code = String(chars).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !names.isEmpty else { return [] }
        let blocks = Self.blocks(chars)
        return names.compactMap { n in enclosingTypePath(at: n.at, blocks: blocks).map { ($0 + [n.name]).joined(separator: ".") } }
    }

    /// The name a `struct`, `enum`, `class` or `actor` declaration after `k` gives (modifiers
    /// and other attributes may come first; at most 300 characters ahead), and where it is.
    private static func declaredTypeName(_ chars: [Character], from k: Int) -> (name: String, at: Int)? {
        var j = k
        let limit = min(chars.count, k + 300)
        while j < limit {
            if isIdentifierCharacter(chars[j]), j == 0 || !isIdentifierCharacter(chars[j - 1]) {
                var e = j
                while e < limit, isIdentifierCharacter(chars[e]) { e += 1 }
                let word = String(chars[j..<e])
                if ["struct", "enum", "class", "actor"].contains(word) {
                    var s = e
                    while s < limit, chars[s] == " " || chars[s] == "\t" || chars[s] == "\n" { s += 1 }
                    var n = s
                    while n < limit, isIdentifierCharacter(chars[n]) { n += 1 }
                    return n > s ? (String(chars[s..<n]), s) : nil
                }
                // Only modifiers may stand between the attribute and the declaration.
                guard ["public", "internal", "fileprivate", "private", "package", "final", "indirect", "nonisolated"].contains(word) else { return nil }
                j = e
                continue
            }
            if chars[j] == "{" || chars[j] == ";" || chars[j] == "=" { return nil }
            j += 1
        }
        return nil
    }

    private static func matches(_ word: String, _ chars: [Character], at i: Int) -> Bool {
        let w = Array(word)
        guard i + w.count <= chars.count, Array(chars[i..<(i + w.count)]) == w else { return false }
        return i + w.count == chars.count || !isIdentifierCharacter(chars[i + w.count])
    }

    /// Lines to add after the file's last line for the `@Generable` types.
    static func generableConformances(_ types: [String]) -> String {
        types.map { "\nextension \($0): Generable {}" }.joined()
    }
}
