import Foundation

extension AssetCatalog {
    /// The Swift name Xcode gives an asset: a trailing "Color" (colours) or "Image" (images) is
    /// dropped; the name is split into words at every character that is not a letter or digit;
    /// the first word's leading capitals are lowered ("BGColorOne" → "bgColorOne", "Logo_URL" →
    /// "logoURL"), later words are capitalised, and a letter right after a digit is capitalised
    /// ("2ed" → "2Ed"); two digit words keep their underscore ("16_9"); a name that starts with
    /// a digit gets a leading underscore ("1_back_arm" → "_1BackArm"). A keyword is back-quoted.
    ///
    /// A name of capitals and digits only (hex colour names) keeps its capitals, with an
    /// underscore between each run of letters and run of digits: "FBFBFB" → FBFBFB, "EBA72B" →
    /// EBA_72_B, "A3A3A3" → A_3_A_3_A_3, "181818" → _181818 (names a real app uses with Xcode:
    /// mehmetfurkansakiz/Recipe-Buddy-iOS-SwiftUI-App's Colors.xcassets and `Color.EBA_72_B`).
    package static func symbolName(_ raw: String, kind: AssetCatalog.Kind) -> String {
        var name = raw
        let suffix = kind == .color ? "Color" : kind == .image ? "Image" : ""
        if !suffix.isEmpty, name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
        if !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }), name.contains(where: \.isLetter) {
            var out = ""
            for ch in name {
                if let last = out.last, last.isNumber != ch.isNumber { out += "_" }
                out.append(ch)
            }
            return out.first!.isNumber ? "_" + out : out
        }
        let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
        var out = ""
        for (i, word) in words.enumerated() {
            var w = Array(word)
            if i == 0 {
                // Lower the leading run of capitals, but keep the last one when a lowercase
                // letter follows it (it starts the next word).
                var end = 0
                while end < w.count, w[end].isUppercase { end += 1 }
                let lowerTo = end < w.count && end > 1 && w[end].isLowercase ? end - 1 : end
                for k in 0..<lowerTo { w[k] = Character(w[k].lowercased()) }
            } else {
                if let last = out.last, last.isNumber, w.first?.isNumber == true { out += "_" }
                w[0] = Character(w[0].uppercased())
            }
            for k in 1..<max(1, w.count) where w[k - 1].isNumber && w[k].isLetter {
                w[k] = Character(w[k].uppercased())
            }
            out += String(w)
        }
        if out.isEmpty { out = "_" }
        if out.first!.isNumber { out = "_" + out }
        return keywords.contains(out) ? "`\(out)`" : out
    }

    /// A namespace folder's type name: the words of its name, each capitalised.
    package static func typeName(_ raw: String) -> String {
        let n = symbolName(raw, kind: .symbol).replacingOccurrences(of: "`", with: "")
        return n.prefix(1).uppercased() + n.dropFirst()
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
    ]

}
