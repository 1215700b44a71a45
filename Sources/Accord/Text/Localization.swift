import Foundation

/// The string tables text is looked up in: those of the preview's app bundle.
///
/// The `accord` tool gathers the app target's `Localizable.strings` (bare, in `en.lproj`,
/// `Base.lproj`), `.stringsdict` and `.xcstrings` catalogs into a bundle folder of its own
/// (Sources/accord/PreviewResources.swift) and the preview program names it at start
/// (`AccordPreviewRunner.useResourceBundle(path:)`). Then `Text("settings.title")`, every
/// `LocalizedStringKey` (`navigationTitle`, `Button`, `Label`…), `String(localized:)` and
/// `LocalizedStringResource` show the table's value, as the app would in its development
/// language. A key no table has shows itself (SwiftUI's rule). Without such a bundle (a program
/// using the library on its own, the tests) nothing is looked up: a lookup names a bundle only
/// when the code passes one (`Text("k", bundle: .module)`).
package enum Localization {
    nonisolated(unsafe) private static var resources: Bundle?
    private static let lock = NSLock()

    /// The preview's app bundle (nil: none).
    package static var bundle: Bundle? {
        get { lock.lock(); defer { lock.unlock() }; return resources }
        set { lock.lock(); resources = newValue; lock.unlock() }
    }

    /// The value of `key` in `table` (nil: `Localizable`) of `bundle` (nil or the main bundle:
    /// the preview's app bundle), with `arguments` put in for its format specifiers; nil when
    /// the table has no such key.
    package static func resolve(_ key: String, arguments: [String] = [], table: String? = nil, bundle: Bundle? = nil) -> String? {
        let explicit = bundle.flatMap { $0 == Bundle.main ? nil : $0 }
        guard let source = explicit ?? self.bundle, !key.isEmpty else { return nil }
        let missing = "\u{0}accord: no such key\u{0}"
        let value = source.localizedString(forKey: key, value: missing, table: table)
        guard value != missing else { return nil }
        return arguments.isEmpty ? value : format(value, arguments)
    }

    /// The format specifier SwiftUI's key names a value of type `T` with (`%lld` for integers,
    /// `%lf` for `Double`, `%f` for `Float`, `%@` for strings and the rest).
    package static func specifier(for type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int64.Type, is Int32.Type, is Int16.Type, is Int8.Type: "%lld"
        case is UInt.Type, is UInt64.Type, is UInt32.Type, is UInt16.Type, is UInt8.Type: "%llu"
        case is Double.Type, is CGFloat.Type: "%lf"
        case is Float.Type: "%f"
        default: "%@"
        }
    }

    /// `format` with its `printf` specifiers (`%@`, `%lld`, `%.1f`, positional `%2$@`, a
    /// `.stringsdict` variable `%#@name@`) replaced by `arguments` in order; `%%` is `%`. A
    /// specifier past the last argument is kept as it is.
    package static func format(_ format: String, _ arguments: [String]) -> String {
        let chars = Array(format)
        var out = ""
        var next = 0
        var i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { out.append(chars[i]); i += 1; continue }
            if chars[i + 1] == "%" { out.append("%"); i += 2; continue }
            var j = i + 1
            // A `.stringsdict` variable: `%#@items@`.
            if chars[j] == "#", j + 1 < chars.count, chars[j + 1] == "@", let end = chars[(j + 2)...].firstIndex(of: "@") {
                if next < arguments.count { out += arguments[next]; next += 1 } else { out += String(chars[i...end]) }
                i = end + 1
                continue
            }
            var position: Int? = nil
            var digits = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            if j < chars.count, chars[j] == "$", let n = Int(digits), n > 0 { position = n - 1; j += 1 } else { j = i + 1 }
            while j < chars.count, "-+ #0'".contains(chars[j]) { j += 1 }
            while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." || chars[j] == "*" { j += 1 }
            while j < chars.count, "hlqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count, "@dDiuUxXoOfFeEgGaAcCsSp".contains(chars[j]) else { out.append(chars[i]); i += 1; continue }
            let index = position ?? next
            if position == nil { next += 1 }
            out += index < arguments.count ? arguments[index] : String(chars[i...j])
            i = j + 1
        }
        return out
    }
}

@_spi(AccordPreview) extension AccordPreviewRunner {
    /// The preview's app bundle: the folder the tool made from the target's resources (its
    /// string tables, `Info.plist`, compiled models, resource files), whose string tables text
    /// is looked up in from now on. The main bundle when the folder cannot be read.
    public static func useResourceBundle(path: String) -> Bundle {
        guard let bundle = Bundle(path: path) else { return Bundle.main }
        Localization.bundle = bundle
        return bundle
    }
}

/// What an interpolated localizable literal builds, for `LocalizedStringKey.StringInterpolation`
/// and `String.LocalizationValue.StringInterpolation` alike: the text shown (`output`), the key
/// the string tables name it by (`"\(count) items"` is `"%lld items"`: a literal `%` doubled, a
/// format specifier for each value) and the values as text, in order.
struct LocalizationKeyBuilder: Sendable {
    var output = ""
    var key = ""
    var arguments: [String] = []

    init(literalCapacity: Int = 0) { output.reserveCapacity(literalCapacity) }

    /// Literal text: shown as it is, `%` escaped in the key.
    mutating func appendLiteral(_ literal: String) {
        output += literal
        key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    /// A value put in: `text` shown, `specifier` in the key.
    mutating func appendArgument(_ text: String, specifier: String = "%@") {
        output += text
        key += specifier
        arguments.append(text)
    }
}
