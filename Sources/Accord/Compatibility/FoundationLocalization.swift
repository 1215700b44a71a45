import Foundation

// `String(localized:)` and `LocalizedStringResource`, which Linux's Foundation lacks. Accord has
// no string tables: a string is its development-language value (the key, or the default value
// when one is given), with its interpolations filled in.

extension String {
    /// A localizable string with interpolations (`"\(count) items"`).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        let value: String

        public init(_ value: String) { self.value = value }
        public init(stringLiteral value: String) { self.value = value }
        public init(stringInterpolation: StringInterpolation) { value = stringInterpolation.output }

        public struct StringInterpolation: StringInterpolationProtocol {
            var output = ""
            public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
            public mutating func appendLiteral(_ literal: String) { output += literal }
            public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
            public mutating func appendInterpolation(_ value: String) { output += value }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                output += format.format(input)
            }
            public mutating func appendInterpolation(_ value: LocalizedStringResource) { output += value.stringValue }
        }
    }

    /// The string for a localizable value (its development-language text).
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.value
    }
    /// The string for a key with a default value (the default value: there are no tables).
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.value
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
        key = keyAndValue.value
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

    var stringValue: String { defaultValue.value }
    public var description: String { stringValue }
}

extension Text {
    /// Text from a localizable resource (its text, with inline Markdown as a key's).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(LocalizedStringKey(resource.stringValue)) }
}

/// A type that describes itself with a localizable string resource (Foundation's
/// `CustomLocalizedStringResourceConvertible`, iOS 16: App Intents' errors and entities).
public protocol CustomLocalizedStringResourceConvertible {
    /// A resource that describes this value.
    var localizedStringResource: LocalizedStringResource { get }
}
