import Foundation

// Predicate format strings read into a `PredicateFormat`: a tokenizer and a recursive-descent
// parser for the subset of Apple's grammar that CoreData+Predicate.swift evaluates.

extension PredicateFormat {
    // MARK: Parsing

    enum Token: Equatable {
        case word(String)       // identifiers, key paths, keywords
        case number(Double)
        case string(String)
        case argument(Character) // %@ %K %d …
        case symbol(String)     // == != < <= > >= && || ! ( ) { } , [c]
    }

    /// The predicate a format and its arguments describe, or nil when the format is outside the subset.
    static func parse(_ format: String, arguments: [Any]) -> PredicateFormat? {
        guard format.count <= 10_000, let tokens = tokenize(format) else { return nil }
        var parser = Parser(tokens: tokens, arguments: arguments)
        guard let p = parser.predicate(depth: 0), parser.index == tokens.count else { return nil }
        return p
    }

    static func tokenize(_ format: String) -> [Token]? {
        let chars = Array(format)
        var out: [Token] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "'" || c == "\"" {
                var s = ""
                i += 1
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    s.append(chars[i]); i += 1
                }
                guard i < chars.count else { return nil }
                i += 1
                out.append(.string(s)); continue
            }
            if c == "%" {
                var j = i + 1
                while j < chars.count, chars[j] == "l" || chars[j] == "h" || chars[j] == "q" { j += 1 }
                guard j < chars.count, "@KdiufDUsg".contains(chars[j]) else { return nil }
                out.append(.argument(chars[j] == "D" ? "d" : chars[j] == "U" ? "u" : chars[j]))
                i = j + 1; continue
            }
            if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber && (out.last.map(isOperand) != true)) {
                var j = i + 1
                while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                guard let n = Double(String(chars[i..<j])) else { return nil }
                out.append(.number(n)); i = j; continue
            }
            if c.isLetter || c == "_" || c == "@" || c == "$" || c == "#" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." || chars[j] == "@" || chars[j] == "$" || chars[j] == "#" { j += 1 }
                var word = String(chars[i..<j])
                if word.hasPrefix("#") { word.removeFirst() }  // `#SIZE` escapes a reserved word
                if word.hasPrefix("$") { return nil }           // substitution variables: not supported
                out.append(.word(word)); i = j; continue
            }
            if c == "[" {
                guard let close = chars[i...].prefix(8).firstIndex(of: "]") else { return nil }
                out.append(.symbol("[" + String(chars[(i + 1)..<close]).lowercased() + "]")); i = close + 1; continue
            }
            let two = i + 1 < chars.count ? String(chars[i...(i + 1)]) : ""
            if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                let normal = ["<>": "!=", "=<": "<=", "=>": ">="][two] ?? two
                out.append(.symbol(normal)); i += 2; continue
            }
            if "=<>!(){},".contains(c) { out.append(.symbol(c == "=" ? "==" : String(c))); i += 1; continue }
            return nil
        }
        return out
    }

    private static func isOperand(_ t: Token) -> Bool {
        switch t {
        case .word(let w): return !["AND", "OR", "NOT", "IN", "BETWEEN", "CONTAINS", "LIKE", "MATCHES", "BEGINSWITH", "ENDSWITH"].contains(w.uppercased())
        case .number, .string, .argument: return true
        case .symbol(let s): return s == ")" || s == "}"
        }
    }

    struct Parser {
        let tokens: [Token]
        let arguments: [Any]
        var index = 0
        var argumentIndex = 0

        var peek: Token? { index < tokens.count ? tokens[index] : nil }
        func isWord(_ t: Token?, _ words: String...) -> Bool {
            if case .word(let w)? = t { return words.contains(w.uppercased()) }
            return false
        }

        mutating func nextArgument() -> Any?? {
            guard argumentIndex < arguments.count else { return nil }
            defer { argumentIndex += 1 }
            return .some(PredicateFormat.unwrap(arguments[argumentIndex]))
        }

        mutating func predicate(depth: Int) -> PredicateFormat? {
            guard depth < 200, var left = conjunction(depth: depth) else { return nil }
            while isWord(peek, "OR") || peek == .symbol("||") {
                index += 1
                guard let right = conjunction(depth: depth) else { return nil }
                left = .or(left, right)
            }
            return left
        }

        mutating func conjunction(depth: Int) -> PredicateFormat? {
            guard var left = unary(depth: depth) else { return nil }
            while isWord(peek, "AND") || peek == .symbol("&&") {
                index += 1
                guard let right = unary(depth: depth) else { return nil }
                left = .and(left, right)
            }
            return left
        }

        mutating func unary(depth: Int) -> PredicateFormat? {
            guard depth < 200 else { return nil }
            if isWord(peek, "NOT") || peek == .symbol("!") {
                index += 1
                return unary(depth: depth + 1).map { .not($0) }
            }
            if isWord(peek, "TRUEPREDICATE") { index += 1; return .constant(true) }
            if isWord(peek, "FALSEPREDICATE") { index += 1; return .constant(false) }
            if peek == .symbol("(") {
                let saved = (index, argumentIndex)
                index += 1
                if let p = predicate(depth: depth + 1), peek == .symbol(")") { index += 1; return p }
                (index, argumentIndex) = saved
            }
            return comparison(depth: depth)
        }

        mutating func comparison(depth: Int) -> PredicateFormat? {
            var quantifier = Quantifier.none
            if isWord(peek, "ANY", "SOME") { quantifier = .any; index += 1 }
            else if isWord(peek, "ALL") { quantifier = .all; index += 1 }
            else if isWord(peek, "NONE") { quantifier = .noneOf; index += 1 }
            guard let lhs = expression(depth: depth) else { return nil }
            var negate = false
            if isWord(peek, "NOT") { negate = true; index += 1 }
            guard let t = peek else { return nil }
            index += 1
            let op: Operator
            switch t {
            case .symbol("=="): op = .eq
            case .symbol("!="): op = .ne
            case .symbol("<"): op = .lt
            case .symbol("<="): op = .le
            case .symbol(">"): op = .gt
            case .symbol(">="): op = .ge
            case .word(let w):
                switch w.uppercased() {
                case "CONTAINS": op = .contains
                case "BEGINSWITH": op = .beginsWith
                case "ENDSWITH": op = .endsWith
                case "LIKE": op = .like
                case "MATCHES": op = .matches
                case "IN": op = .isIn
                case "BETWEEN": op = .between
                default: return nil
                }
            default: return nil
            }
            var options = Options()
            if case .symbol(let s)? = peek, s.hasPrefix("[") {
                index += 1
                for ch in s.dropFirst().dropLast() {
                    switch ch {
                    case "c": options.caseInsensitive = true
                    case "d": options.diacriticInsensitive = true
                    case "n", "l": break
                    default: return nil
                    }
                }
            }
            guard let rhs = expression(depth: depth) else { return nil }
            let p = PredicateFormat.compare(lhs, op, options, rhs, quantifier)
            return negate ? .not(p) : p
        }

        mutating func expression(depth: Int) -> Expression? {
            guard depth < 200, let t = peek else { return nil }
            index += 1
            switch t {
            case .number(let n): return .value(n)
            case .string(let s): return .value(s)
            case .argument(let kind):
                guard let arg = nextArgument() else { return nil }
                if kind == "K" {
                    guard let key = PredicateFormat.string(arg) else { return nil }
                    return .keyPath(key)
                }
                return .value(arg)
            case .word(let w):
                switch w.uppercased() {
                case "YES", "TRUE": return .value(true)
                case "NO", "FALSE": return .value(false)
                case "NIL", "NULL": return .value(nil)
                case "AND", "OR", "NOT", "IN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "BETWEEN", "ANY", "ALL", "SOME", "NONE":
                    return nil
                default:
                    // A function call (`now()`, `FUNCTION(…)`) is outside the subset.
                    if peek == .symbol("(") { return nil }
                    return .keyPath(w)
                }
            case .symbol("{"):
                var list: [Expression] = []
                if peek == .symbol("}") { index += 1; return .aggregate([]) }
                while true {
                    guard let e = expression(depth: depth + 1) else { return nil }
                    list.append(e)
                    if peek == .symbol(",") { index += 1; continue }
                    if peek == .symbol("}") { index += 1; return .aggregate(list) }
                    return nil
                }
            default:
                return nil
            }
        }
    }
}
