import Foundation

/// SwiftData's macros, which Linux's toolchain does not have: `@Model` on a class, and
/// `@Attribute(…)`, `@Relationship(…)`, `@Transient` on its properties. Each is blanked out
/// with spaces of its own length (lines and columns stay where they were, so compiler messages
/// still point at the user's text), and every `@Model` class is declared a `PersistentModel`
/// (Accord's SwiftData stand-in) by an extension after the file's last line.
extension PreviewSource {
    static let swiftDataAttributes = ["@Model", "@Attribute", "@Relationship", "@Transient"]

    /// Blanks SwiftData's attributes at the start of lines; returns the `@Model` classes' names.
    /// `code` (the lines with comments and strings blanked) gets the same edits, so that it stays
    /// column for column the transform's (a part left out is cut at offsets found in it).
    static func rewriteSwiftDataMacros(_ lines: inout [String], code: inout [String]) -> [String] {
        var models: [String] = []
        var modelLines: [Int] = []
        var pendingModel = false
        for n in lines.indices {
            var chars = Array(lines[n])
            var i = 0
            while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
            var sawModel = false
            // Several attributes may lead a line: `@Model final class`, `@Attribute(.unique) var`.
            while i < chars.count, chars[i] == "@",
                  let name = swiftDataAttributes.first(where: { attributeAt(chars, i, $0) }) {
                var end = i + name.count
                if end < chars.count, chars[end] == "(" {
                    var depth = 0
                    while end < chars.count {
                        if chars[end] == "(" { depth += 1 }
                        if chars[end] == ")" { depth -= 1; if depth == 0 { end += 1; break } }
                        end += 1
                    }
                    if depth != 0 { break }  // arguments over several lines: left for the compiler
                }
                for k in i..<end { chars[k] = " " }
                if n < code.count {
                    var c = Array(code[n])
                    for k in i..<min(end, c.count) { c[k] = " " }
                    code[n] = String(c)
                }
                if name == "@Model" { sawModel = true }
                i = end
                while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
            }
            if sawModel || pendingModel {
                let rest = String(chars[i...])
                if let m = rest.range(of: #"\bclass\s+([A-Za-z_][A-Za-z0-9_]*)"#, options: .regularExpression) {
                    let decl = rest[m]
                    models.append(String(decl.split(whereSeparator: { $0 == " " || $0 == "\t" }).last ?? ""))
                    modelLines.append(n)
                    pendingModel = false
                } else {
                    pendingModel = true  // `@Model` alone on its line: the class follows
                }
            }
            // Bare `@Query var items: [Item]`: Swift infers a bare wrapper's generic arguments from the
            // property's type alone, which leaves `Element` open; `@Query()` reaches the initialiser.
            if attributeAt(chars, i, "@Query"), i + 6 == chars.count || chars[i + 6] != "(" {
                chars.insert(contentsOf: "()", at: i + 6)
                if n < code.count, code[n].count >= i + 6 {
                    var c = Array(code[n])
                    c.insert(contentsOf: "()", at: i + 6)
                    code[n] = String(c)
                }
            }
            lines[n] = String(chars)
        }
        return qualified(models, at: modelLines, code: code).filter { !$0.isEmpty }
    }

    /// Each model's name as the file's top level spells it: a class nested in a type
    /// (`enum SchemaV1 { @Model final class Entry … }`, SwiftData's versioned schemas) is
    /// `SchemaV1.Entry` — by its simple name the conformance would go to a top-level class of that
    /// name (a redundant conformance, corpus9 02) or to none. A class declared in a function
    /// gets no conformance (none can be written at the top level).
    static func qualified(_ models: [String], at modelLines: [Int], code: [String]) -> [String] {
        guard !models.isEmpty, models.count == modelLines.count else { return models }
        var starts: [Int] = []
        var offset = 0
        for l in code { starts.append(offset); offset += l.count + 1 }
        let chars = Array(code.joined(separator: "\n"))
        let blocks = Self.blocks(chars)
        return zip(models, modelLines).map { name, n in
            guard n < starts.count else { return name }
            // (The line's start: inside whatever holds the class, before its own body.)
            guard let path = enclosingTypePath(at: starts[n], blocks: blocks) else { return "" }
            return (path + [name]).joined(separator: ".")
        }
    }

    private static func attributeAt(_ chars: [Character], _ i: Int, _ name: String) -> Bool {
        let a = Array(name)
        guard i + a.count <= chars.count, Array(chars[i..<(i + a.count)]) == a else { return false }
        let next = i + a.count
        return next == chars.count || !(chars[next].isLetter || chars[next].isNumber || chars[next] == "_")
    }

    /// Lines to add after the file's last line for the `@Model` classes.
    static func persistentModelConformances(_ models: [String]) -> String {
        models.map { "\nextension \($0): PersistentModel {}" }.joined()
    }
}
