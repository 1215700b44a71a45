import Foundation

/// Which `#if` branches an iOS preview build compiles, as far as the text tells (issue 11).
///
/// The transform turns `os(…)`, `canImport(…)` and `targetEnvironment(…)` into `true`/`false`
/// (PreviewSource.swift); the compiler then drops the branches that are false. The file's
/// imports must be read the same way: `#if os(watchOS)` ⏎ `import ClockKit` ⏎ `#endif` imports
/// nothing in an iOS build, so it must not make Accord skip the file, or a whole module, for
/// "importing ClockKit". A condition is evaluated when it is made of `true`, `false`, `DEBUG`
/// (a preview is a debug build), `!`, `&&`, `||` and parentheses; any other name (`swift(>=5.9)`,
/// a project's own flag) leaves the branch undecided, and an undecided branch counts as
/// compiled — an import is then seen, as before.
struct ConditionalBranches {
    /// One `#if … #endif` being read.
    private struct Level {
        var current: Bool?      // this branch: compiled, not compiled, or undecided
        var someTaken: Bool     // an earlier branch is certainly compiled
        var allSkipped: Bool    // every earlier branch is certainly not compiled
    }
    private var levels: [Level] = []

    /// Whether the lines read now are certainly not compiled.
    var isSkipped: Bool { levels.contains { $0.current == false } }

    /// Reads one line of code (comments and strings blanked, conditions already rewritten).
    mutating func read(_ code: String) {
        let line = code.drop(while: { $0 == " " || $0 == "\t" })
        guard line.hasPrefix("#") else { return }
        func rest(after keyword: String) -> Substring? {
            guard line.hasPrefix(keyword) else { return nil }
            let after = line.dropFirst(keyword.count)
            guard after.isEmpty || after.first == " " || after.first == "\t" || after.first == "(" || after.first == "!" else { return nil }
            return after
        }
        if let c = rest(after: "#if") {
            let value = Self.evaluate(c)
            levels.append(Level(current: value, someTaken: value == true, allSkipped: value == false))
        } else if let c = rest(after: "#elseif"), var level = levels.popLast() {
            let value = Self.evaluate(c)
            level.current = level.someTaken ? false : level.allSkipped ? value : (value == false ? false : nil)
            level.someTaken = level.someTaken || level.current == true
            level.allSkipped = level.allSkipped && value == false
            levels.append(level)
        } else if rest(after: "#else") != nil, var level = levels.popLast() {
            level.current = level.someTaken ? false : level.allSkipped ? true : nil
            levels.append(level)
        } else if rest(after: "#endif") != nil, !levels.isEmpty {
            levels.removeLast()
        }
    }

    /// The value of a condition, or nil when it names something else than what is known.
    static func evaluate(_ condition: Substring) -> Bool? {
        var tokens: [String] = []
        var k = condition.startIndex
        while k < condition.endIndex {
            let c = condition[k]
            if c == " " || c == "\t" { k = condition.index(after: k); continue }
            if c.isLetter || c == "_" {
                var e = k
                while e < condition.endIndex, condition[e].isLetter || condition[e].isNumber || condition[e] == "_" { e = condition.index(after: e) }
                tokens.append(String(condition[k..<e])); k = e
                continue
            }
            let two = condition[k...].prefix(2)
            if two == "&&" || two == "||" { tokens.append(String(two)); k = condition.index(k, offsetBy: 2); continue }
            tokens.append(String(c)); k = condition.index(after: k)
        }
        var at = 0
        var failed = false
        var depth = 0
        func primary() -> Bool? {
            // (A hostile `#if ((((…` cannot exhaust the stack: deeper than 64 is undecided.)
            guard at < tokens.count, depth < 64 else { failed = true; return nil }
            let t = tokens[at]; at += 1
            depth += 1
            defer { depth -= 1 }
            switch t {
            case "!": return primary().map { !$0 }
            case "(":
                let v = disjunction()
                if at < tokens.count, tokens[at] == ")" { at += 1 } else { failed = true }
                return v
            case "true", "DEBUG": return true
            case "false": return false
            default:
                // A name, maybe called (`swift(>=5.9)`): undecided; its arguments are skipped.
                if at < tokens.count, tokens[at] == "(" {
                    var depth = 0
                    while at < tokens.count {
                        if tokens[at] == "(" { depth += 1 } else if tokens[at] == ")" { depth -= 1; if depth == 0 { at += 1; break } }
                        at += 1
                    }
                }
                return nil
            }
        }
        func conjunction() -> Bool? {
            var v = primary()
            while at < tokens.count, tokens[at] == "&&" {
                at += 1
                let w = primary()
                v = v == false || w == false ? false : (v == true && w == true ? true : nil)
            }
            return v
        }
        func disjunction() -> Bool? {
            var v = conjunction()
            while at < tokens.count, tokens[at] == "||" {
                at += 1
                let w = conjunction()
                v = v == true || w == true ? true : (v == false && w == false ? false : nil)
            }
            return v
        }
        let value = disjunction()
        return failed || at != tokens.count ? nil : value
    }
}
