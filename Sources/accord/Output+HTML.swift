import Foundation

/// Escaping for generated pages, in one place: everything interpolated into the inspector's
/// and the gallery's HTML goes through these.
enum HTML {
    /// Text or an attribute value (quoted with "): `& < > " '` escaped.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A relative URL for a file name (href/src): percent-encoded, then HTML-escaped.
    static func url(_ name: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return escape(name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }

    /// JSON to embed in a `<script type="application/json">` block: `<`, `>`, `&` and the
    /// JavaScript line separators U+2028/U+2029 written as \u escapes (the same JSON value),
    /// so no text in it — `</script>`, `<!--` — can end or change the block.
    static func embeddable(json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for c in json.unicodeScalars {
            switch c {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A fresh random token for a Content-Security-Policy nonce.
    static func nonce() -> String {
        var g = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(g.next() as UInt64, radix: 36) }.joined()
    }
}
