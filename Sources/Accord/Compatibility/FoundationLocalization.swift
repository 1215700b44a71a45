import Foundation

// `String(localized:)` and `LocalizedStringResource`, which Linux's Foundation lacks. A string is
// its value in the preview's string tables (Text/Localization.swift), else its development-
// language text: the key, or the default value when one is given, with its interpolations filled in.

extension String {
    /// A localizable string with interpolations (`"\(count) items"`).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        let value: String
        /// The key the tables name it by (`"%lld items"`), and the values put in.
        let key: String
        let arguments: [String]

        public init(_ value: String) { self.value = value; key = value; arguments = [] }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            let built = stringInterpolation.built
            value = built.output
            key = built.key
            arguments = built.arguments
        }

        /// Its value in `table` of `bundle`, else its text.
        func localized(table: String? = nil, bundle: Bundle? = nil) -> String {
            Localization.resolve(key, arguments: arguments, table: table, bundle: bundle) ?? value
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            /// The text, key and values (`LocalizationKeyBuilder`, shared with `LocalizedStringKey`).
            var built: LocalizationKeyBuilder
            public init(literalCapacity: Int, interpolationCount: Int) { built = LocalizationKeyBuilder(literalCapacity: literalCapacity) }
            public mutating func appendLiteral(_ literal: String) { built.appendLiteral(literal) }
            mutating func appendArgument(_ text: String, specifier: String = "%@") { built.appendArgument(text, specifier: specifier) }
            public mutating func appendInterpolation<T>(_ value: T) { appendArgument("\(value)", specifier: Localization.specifier(for: T.self)) }
            public mutating func appendInterpolation(_ value: String) { appendArgument(value) }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                appendArgument(format.format(input))
            }
            public mutating func appendInterpolation(_ value: LocalizedStringResource) { appendArgument(value.stringValue) }
        }
    }

    /// The string for a localizable value (its value in the string tables, else its text).
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.localized(table: table, bundle: bundle)
    }
    /// The string for a key with a default value (the key's value in the tables, else the default value).
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Localization.resolve("\(key)", arguments: defaultValue.arguments, table: table, bundle: bundle) ?? defaultValue.value
    }
    /// The string of a resource.
    public init(localized resource: LocalizedStringResource) { self = resource.stringValue }
}

/// A reference to a localizable string, resolved later (its development-language text here).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// Where the strings table lives.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
        public static func forClass(_ anyClass: AnyClass) -> BundleDescription { .main }
    }

    public let key: String
    public let defaultValue: String.LocalizationValue
    public let table: String?
    public var locale: Locale
    public let bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// Its value in its table, else its default value.
    var stringValue: String {
        let bundle: Bundle? = if case .atURL(let url) = self.bundle { Bundle(url: url) } else { nil }
        return Localization.resolve(key, arguments: defaultValue.arguments, table: table, bundle: bundle) ?? defaultValue.value
    }
    public var description: String { stringValue }
}

extension Text {
    /// Text from a localizable resource (its text, with inline Markdown as a key's).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: ""); segments = Text.parseMarkdown(resource.stringValue) }
}

/// A type that describes itself with a localizable string resource (Foundation's
/// `CustomLocalizedStringResourceConvertible`, iOS 16: App Intents' errors and entities).
public protocol CustomLocalizedStringResourceConvertible {
    /// A resource that describes this value.
    var localizedStringResource: LocalizedStringResource { get }
}
