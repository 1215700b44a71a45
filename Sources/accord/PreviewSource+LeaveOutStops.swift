import Foundation

/// A preview that calls a body left out of the previewed file which has no value to answer
/// (issue 11, blockers11 T17): `static func blank() -> Self { return self.init(block: nil) }` of a
/// view, whose body did not compile, is stubbed (PreviewSource+Prune.swift); a stub whose result
/// has no empty value — `Self`, a view type of the file, an initializer that must build the
/// value — stops the program when called (`Fatal error: accord: `func blank() -> Self` was left out
/// of the preview build`). A PreviewProvider makes all its previews in one `previews`, so one such
/// call took every preview of the provider with it, and the program's other previews too.
/// So, in the round that stubs it, each call of it a preview makes as a view at a statement's
/// start (`BlockView.blank()`, `BlockView(block: b)` for a stubbed `init(block:)`) is drawn as a
/// placeholder naming it, with the reason on standard error: that preview alone shows what is
/// missing, the others are drawn.
extension PreviewSource {
    /// The places, in the previews, of the calls of this round's `stubs` that would stop.
    static func previewCallsOfStoppingStubs(_ stubs: [(prune: Prune, why: String)], code: [Character], blocks: [Block]) -> [LeftOutPlace] {
        let previews = blocks.filter { $0.header.contains("AccordPreview") || $0.header.contains(" previews") }
        guard !previews.isEmpty else { return [] }
        let viewTypes = Set(blocks.filter { ["struct", "class", "enum"].contains($0.keyword) && $0.header.range(of: #"[:,]\s*(SwiftUI\.)?View\b"#, options: .regularExpression) != nil }
            .compactMap { declaredName(of: $0) })
        var out: [LeftOutPlace] = []
        // (One stub may hold several errors: said once, with the first.)
        var seen = Set<Prune>()
        for (p, why) in stubs where p.kind == .stub && seen.insert(p).inserted {
            // The type the stubbed member belongs to.
            guard let owner = blocks.filter({ typeKeywords.contains($0.keyword) && $0.open < p.start && p.end < $0.close })
                    .max(by: { $0.depth < $1.depth }).flatMap(declaredName(of:)) else { continue }
            let words = p.what.split(whereSeparator: { !isIdentifierCharacter($0) }).map(String.init)
            guard let keyword = words.first(where: { ["init", "func", "var"].contains($0) }) else { continue }
            let stops: Bool
            if stubBody(p.what).contains("fatalError(") {
                stops = true
            } else if let result = resultType(p.what, keyword: keyword) {
                stops = result == "Self" || result == owner && viewTypes.contains(owner)
            } else {
                stops = false
            }
            guard stops else { continue }
            let name: String
            if keyword == "init" {
                name = ""
            } else {
                guard let k = words.firstIndex(of: keyword), k + 1 < words.count else { continue }
                name = words[k + 1]
            }
            let labels = keyword == "init" ? parameterLabels(p.what) : nil
            for preview in previews {
                for call in callsAtStatementStart(of: owner, member: name, labels: labels, in: preview, code: code) {
                    let written = shortened(code, call)
                    out.append(LeftOutPlace(start: call.lowerBound, end: call.upperBound, placeholder: true,
                                            what: keyword == "init" ? written : "\(owner).\(name)\(keyword == "func" ? "()" : "")",
                                            line: line(of: call.lowerBound, in: code),
                                            why: "it calls `\(p.what)`, whose body was left out (\(why)) and has no value to answer"))
                }
            }
        }
        return out
    }

    /// The name a type declaration (or extension) declares: the word after its keyword.
    static func declaredName(of b: Block) -> String? {
        let words = b.header.split(whereSeparator: { !isIdentifierCharacter($0) })
        guard let k = words.firstIndex(where: { $0 == b.keyword }), k + 1 < words.count else { return nil }
        return String(words[k + 1])
    }

    /// The external labels of a declaration's parameters (`init(block: B, _ x: Int)` → ["block", "_"]).
    static func parameterLabels(_ header: String) -> [String] {
        let chars = Array(header)
        guard let open = chars.firstIndex(of: "("), let close = matching(open, code: chars, open: "(", close: ")") else { return [] }
        return topLevelParts(chars, open + 1, close).compactMap { part in
            let head = part.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            let names = head.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).filter { !$0.hasPrefix("@") }
            return names.first.map(String.init)
        }
    }

    /// The labels of a call's arguments (`_` for an unlabelled one), its parentheses at `open`.
    static func argumentLabels(_ code: [Character], open: Int, close: Int) -> [String] {
        topLevelParts(code, open + 1, close).map { part in
            let t = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let r = t.range(of: #"^[A-Za-z_][A-Za-z0-9_]*\s*:(?!:)"#, options: .regularExpression) else { return "_" }
            return String(t[r].dropLast()).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The parts of `chars[from..<to]` between commas outside brackets (none for blank text).
    static func topLevelParts(_ chars: [Character], _ from: Int, _ to: Int) -> [String] {
        guard from < to, !String(chars[from..<to]).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
        var parts: [String] = []
        var depth = 0, start = from
        for k in from..<to {
            let c = chars[k]
            if "([{<".contains(c) { depth += 1 } else if ")]}>".contains(c) { depth -= 1 } else if c == ",", depth == 0 {
                parts.append(String(chars[start..<k])); start = k + 1
            }
        }
        parts.append(String(chars[start..<to]))
        return parts
    }

    /// Calls at a statement's start inside `block`: `Owner.member(…)` (or `Owner.member` for a
    /// property), or, for an initializer (`member` empty), `Owner(…)` with these argument labels.
    static func callsAtStatementStart(of owner: String, member: String, labels: [String]?, in block: Block, code: [Character]) -> [ClosedRange<Int>] {
        let head = Array(owner)
        var out: [ClosedRange<Int>] = []
        var k = block.open + 1
        while k + head.count < block.close {
            guard code[k] == head[0], Array(code[k..<(k + head.count)]) == head,
                  k == 0 || !(isIdentifierCharacter(code[k - 1]) || code[k - 1] == "."),
                  !isIdentifierCharacter(code[k + head.count]), startsStatement(k, code: code) else { k += 1; continue }
            var e = k + head.count
            if member.isEmpty {
                guard code[e] == "(", let close = matching(e, code: code, open: "(", close: ")"),
                      argumentLabels(code, open: e, close: close) == (labels ?? []) else { k += 1; continue }
            } else {
                let m = Array(member)
                guard code[e] == ".", e + 1 + m.count <= block.close, Array(code[(e + 1)..<(e + 1 + m.count)]) == m,
                      e + 1 + m.count < code.count, !isIdentifierCharacter(code[e + 1 + m.count]) else { k += 1; continue }
                e += 1 + m.count
            }
            let end = callEnd(afterName: e, code: code)
            out.append(k...max(end, e - 1))
            k = max(end, e)
        }
        return out
    }
}
