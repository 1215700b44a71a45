import Foundation

// Apple's unified logging (`import os` / `import OSLog`), for files that log from their views or
// models: `Logger(subsystem:category:)` with privacy-annotated interpolations. The `accord` tool
// maps the import to Accord. Logging is inert: messages are built (their interpolations are
// evaluated lazily, as os_log does — i.e. not at all) and discarded, so a preview's standard
// output stays the tool's.

/// How much of an interpolated value a log shows.
public struct OSLogPrivacy: Hashable, Sendable {
    /// How a private value is masked.
    public struct Mask: Hashable, Sendable {
        let raw: Int
        public static let hash = Mask(raw: 1)
        public static let none = Mask(raw: 0)
    }
    let raw: Int
    public static let auto = OSLogPrivacy(raw: 0)
    public static let `public` = OSLogPrivacy(raw: 1)
    public static let `private` = OSLogPrivacy(raw: 2)
    public static let sensitive = OSLogPrivacy(raw: 3)
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

/// Formatting of interpolated integers.
public struct OSLogIntegerFormatting: Hashable, Sendable {
    public static let decimal = OSLogIntegerFormatting()
    public static let hex = OSLogIntegerFormatting()
    public static let octal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting { .hex }
}

/// Formatting of interpolated floating-point numbers.
public struct OSLogFloatFormatting: Hashable, Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static let exponential = OSLogFloatFormatting()
    public static let hybrid = OSLogFloatFormatting()
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
}

/// Column alignment of an interpolated value.
public struct OSLogStringAlignment: Hashable, Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
}

/// A log message with interpolations (`"Loaded \(count) items for \(user, privacy: .private)"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, @unchecked Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations a log message accepts. Values are taken as autoclosures and never
/// evaluated (logging is inert).
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {}
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment,
                                                privacy: OSLogPrivacy = .auto) {}
    public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting,
                                                               align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ number: @autoclosure @escaping () -> T, format: OSLogFloatFormatting,
                                                                     align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
}

/// The level of a log message.
public struct OSLogType: Hashable, Sendable {
    let raw: UInt8
    public init(_ raw: UInt8) { self.raw = raw }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
}

/// A log handle (`OSLog(subsystem:category:)`, `.default`).
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
    public var signpostsEnabled: Bool { false }
}

/// `os_log` (inert).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
public func os_log(_ message: OSLogMessage) {}

/// A logger (`Logger(subsystem: Bundle.main.bundleIdentifier!, category: "network")`). Inert.
public struct Logger: @unchecked Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}
