import Foundation

// Automatic grammar agreement in localized text (Foundation's inflection, iOS 15): Markdown's
// attribute syntax `^[text](inflect: true)` in a `LocalizedStringKey` — `Text("^[\(count) item]
// (inflect: true)")` shows "1 item", "3 items". In English the noun after the number agrees with
// it: plural unless the number is exactly 1 ("0 items", "1.5 items"). The attribute block is
// otherwise dropped (as an attributed string's attributes are not drawn).

extension Text {
    /// `^[` at `start` (the caret's index): the end of the bracketed text and of the attribute
    /// block `(…)` that must follow it on the same line, if there is one.
    static func attributeSpan(_ chars: [Character], caret start: Int) -> (textEnd: Int, end: Int)? {
        guard start + 1 < chars.count, chars[start + 1] == "[" else { return nil }
        var depth = 0, k = start + 1
        while k < chars.count {
            if chars[k] == "\n" { return nil }
            if chars[k] == "[" { depth += 1 } else if chars[k] == "]" { depth -= 1; if depth == 0 { break } }
            k += 1
        }
        guard k + 1 < chars.count, chars[k + 1] == "(",
              let end = chars[(k + 2)...].firstIndex(where: { $0 == ")" || $0 == "\n" }), chars[end] == ")" else { return nil }
        return (k, end)
    }

    /// Whether an attribute block (`inflect: true, …`) asks for inflection.
    static func asksForInflection(_ attributes: String) -> Bool {
        attributes.range(of: #"(^|[\s,{])inflect\s*:\s*true\b"#, options: .regularExpression) != nil
    }
}

/// English grammatical agreement of a noun with a number (what Foundation's inflection does for
/// English text): the noun phrase after the first number — its last word before a preposition
/// ("cup of coffee") or the end — is made plural, or singular for exactly 1.
enum EnglishInflection {
    static func inflect(_ text: String) -> String {
        let chars = Array(text)
        // The first number: digits, with `,` or `.` between digits.
        guard let first = chars.firstIndex(where: \.isNumber) else { return text }
        var end = first
        while end < chars.count, chars[end].isNumber || ((chars[end] == "," || chars[end] == ".")
                && end + 1 < chars.count && chars[end + 1].isNumber) { end += 1 }
        let number = Double(String(chars[first..<end]).replacingOccurrences(of: ",", with: ""))
        let singular = number == 1
        // Words after the number up to a preposition or punctuation.
        var words: [Range<Int>] = []
        var k = end
        while k < chars.count {
            if chars[k] == " " { k += 1; continue }
            guard chars[k].isLetter else { break }
            var e = k
            while e < chars.count, chars[e].isLetter || chars[e] == "-" || chars[e] == "'" { e += 1 }
            if prepositions.contains(String(chars[k..<e]).lowercased()) { break }
            words.append(k..<e)
            k = e
        }
        guard let noun = words.last else { return text }
        let word = String(chars[noun])
        let inflected = singular ? singularize(word) : pluralize(word)
        return String(chars[..<noun.lowerBound]) + inflected + String(chars[noun.upperBound...])
    }

    static let prepositions: Set<String> = ["of", "in", "on", "at", "for", "per", "to", "from", "with", "by", "left", "remaining", "ago"]
    static let irregular: [String: String] = [
        "person": "people", "man": "men", "woman": "women", "child": "children", "foot": "feet", "tooth": "teeth",
        "goose": "geese", "mouse": "mice", "ox": "oxen", "leaf": "leaves", "life": "lives", "knife": "knives",
        "wife": "wives", "half": "halves", "self": "selves", "shelf": "shelves", "wolf": "wolves", "calf": "calves",
        "loaf": "loaves", "thief": "thieves", "potato": "potatoes", "tomato": "tomatoes", "hero": "heroes", "echo": "echoes",
        "quiz": "quizzes", "index": "indices", "criterion": "criteria", "phenomenon": "phenomena", "cactus": "cacti",
    ]
    static let uncountable: Set<String> = ["sheep", "fish", "deer", "series", "species", "information", "equipment",
                                           "news", "money", "rice", "aircraft", "moose", "data", "feedback", "software"]

    static func pluralize(_ word: String) -> String {
        let lower = word.lowercased()
        if uncountable.contains(lower) || irregular.values.contains(lower) { return word }
        if let plural = irregular[lower] { return matchCase(plural, word, whole: true) }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last!) { return String(word.dropLast()) + matchCase("ies", word) }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
            // Already plural ("items", "boxes") unless it ends in -ss / -us / -is.
            if lower.hasSuffix("s"), !(lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is")) { return word }
            return word + matchCase("es", word)
        }
        return word + matchCase("s", word)
    }

    static func singularize(_ word: String) -> String {
        let lower = word.lowercased()
        if uncountable.contains(lower) { return word }
        if let single = irregular.first(where: { $0.value == lower })?.key { return matchCase(single, word, whole: true) }
        if irregular[lower] != nil { return word }
        if lower.hasSuffix("ies"), lower.count > 3 { return String(word.dropLast(3)) + matchCase("y", word) }
        if ["sses", "xes", "zes", "ches", "shes"].contains(where: { lower.hasSuffix($0) }) { return String(word.dropLast(2)) }
        if lower.hasSuffix("s"), !(lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is")) { return String(word.dropLast()) }
        return word
    }

    /// `replacement` (a whole word, or with `whole` false an ending) in the case of `model`: all
    /// capitals, a capital first letter (whole words only), or lower case.
    static func matchCase(_ replacement: String, _ model: String, whole: Bool = false) -> String {
        if model.count > 1, model == model.uppercased() { return replacement.uppercased() }
        if whole, model.first?.isUppercase == true { return replacement.prefix(1).uppercased() + replacement.dropFirst() }
        return replacement
    }
}
