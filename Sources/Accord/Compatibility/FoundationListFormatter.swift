import Foundation

/// Foundation's list formatter (missing from swift-corelibs-foundation): joins items as the
/// locale lists them ("a, b, and c" in en_US), through Foundation's own list format style.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The formatter for each item (their description when nil).
    open var itemFormatter: Formatter?
    open var locale: Locale! = Locale(identifier: "en_US")

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The strings joined as a list in the en_US locale.
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(Locale(identifier: "en_US")))
    }

    /// The items, each formatted, joined as a list.
    open func string(from items: [Any]) -> String? {
        let strings = items.map { item -> String in
            if let f = itemFormatter, let s = f.string(for: item) { return s }
            return "\(item)"
        }
        return strings.formatted(.list(type: .and).locale(locale ?? Locale(identifier: "en_US")))
    }

    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
