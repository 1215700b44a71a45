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
        /// os's `Mask.hash` (accepted; logging is inert).
        public static let hash = Mask(raw: 1)
        /// os's `Mask.none` (accepted; logging is inert).
        public static let none = Mask(raw: 0)
    }
    let raw: Int
    /// os's `Mask.auto` (accepted; logging is inert).
    public static let auto = OSLogPrivacy(raw: 0)
    /// os's `Mask.public` (accepted; logging is inert).
    public static let `public` = OSLogPrivacy(raw: 1)
    /// os's `Mask.private` (accepted; logging is inert).
    public static let `private` = OSLogPrivacy(raw: 2)
    /// os's `Mask.sensitive` (accepted; logging is inert).
    public static let sensitive = OSLogPrivacy(raw: 3)
    /// os's `Mask.auto` (accepted; logging is inert).
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    /// os's `Mask.private` (accepted; logging is inert).
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// os's `Mask.sensitive` (accepted; logging is inert).
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

/// Formatting of interpolated integers.
public struct OSLogIntegerFormatting: Hashable, Sendable {
    /// os's `OSLogIntegerFormatting.decimal` (accepted; logging is inert).
    public static let decimal = OSLogIntegerFormatting()
    /// os's `OSLogIntegerFormatting.hex` (accepted; logging is inert).
    public static let hex = OSLogIntegerFormatting()
    /// os's `OSLogIntegerFormatting.octal` (accepted; logging is inert).
    public static let octal = OSLogIntegerFormatting()
    /// os's `OSLogIntegerFormatting.decimal` (accepted; logging is inert).
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting { .decimal }
    /// os's `OSLogIntegerFormatting.hex` (accepted; logging is inert).
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting { .hex }
}

/// Formatting of interpolated floating-point numbers.
public struct OSLogFloatFormatting: Hashable, Sendable {
    /// os's `OSLogFloatFormatting.fixed` (accepted; logging is inert).
    public static let fixed = OSLogFloatFormatting()
    /// os's `OSLogFloatFormatting.exponential` (accepted; logging is inert).
    public static let exponential = OSLogFloatFormatting()
    /// os's `OSLogFloatFormatting.hybrid` (accepted; logging is inert).
    public static let hybrid = OSLogFloatFormatting()
    /// os's `OSLogFloatFormatting.fixed` (accepted; logging is inert).
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
    /// os's `OSLogFloatFormatting.fixed` (accepted; logging is inert).
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
}

/// Column alignment of an interpolated value.
public struct OSLogStringAlignment: Hashable, Sendable {
    /// os's `OSLogStringAlignment.none` (accepted; logging is inert).
    public static let none = OSLogStringAlignment()
    /// os's `OSLogStringAlignment.left` (accepted; logging is inert).
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
    /// os's `OSLogStringAlignment.right` (accepted; logging is inert).
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
}

/// A log message with interpolations (`"Loaded \(count) items for \(user, privacy: .private)"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, @unchecked Sendable {
    /// Creates the OSLogMessage as os's initialiser does (carried, not used).
    public init(stringLiteral value: String) {}
    /// Creates the OSLogMessage as os's initialiser does (carried, not used).
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations a log message accepts. Values are taken as autoclosures and never
/// evaluated (logging is inert).
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// Creates the OSLogInterpolation as os's initialiser does (carried, not used).
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Adds to the message (never evaluated: messages are discarded).
    public mutating func appendLiteral(_ literal: String) {}
    /// Adds to the message (never evaluated: messages are discarded).
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {}
    /// Adds to the message (never evaluated: messages are discarded).
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment,
                                                privacy: OSLogPrivacy = .auto) {}
    /// Adds to the message (never evaluated: messages are discarded).
    public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting,
                                                               align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
    /// Adds to the message (never evaluated: messages are discarded).
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ number: @autoclosure @escaping () -> T, format: OSLogFloatFormatting,
                                                                     align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
}

/// The level of a log message.
public struct OSLogType: Hashable, Sendable {
    let raw: UInt8
    /// Creates the OSLogType as os's initialiser does (carried, not used).
    public init(_ raw: UInt8) { self.raw = raw }
    /// os's `OSLogType.default` (accepted; logging is inert).
    public static let `default` = OSLogType(0x00)
    /// os's `OSLogType.info` (accepted; logging is inert).
    public static let info = OSLogType(0x01)
    /// os's `OSLogType.debug` (accepted; logging is inert).
    public static let debug = OSLogType(0x02)
    /// os's `OSLogType.error` (accepted; logging is inert).
    public static let error = OSLogType(0x10)
    /// os's `OSLogType.fault` (accepted; logging is inert).
    public static let fault = OSLogType(0x11)
}

/// A log handle (`OSLog(subsystem:category:)`, `.default`).
public final class OSLog: @unchecked Sendable {
    /// os's `OSLog.subsystem` (accepted; logging is inert).
    public let subsystem: String
    /// os's `OSLog.category` (accepted; logging is inert).
    public let category: String
    /// Creates the OSLog as os's initialiser does (carried, not used).
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    /// os's `OSLog.default` (accepted; logging is inert).
    public static let `default` = OSLog(subsystem: "", category: "")
    /// os's `OSLog.disabled` (accepted; logging is inert).
    public static let disabled = OSLog(subsystem: "", category: "disabled")
    /// os's `OSLog.signpostsEnabled` (accepted; logging is inert).
    public var signpostsEnabled: Bool { false }
}

/// `os_log` (inert).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}
/// Logs a message (os's `os_log`): discarded.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
/// Logs a message (os's `os_log`): discarded.
public func os_log(_ message: OSLogMessage) {}

/// A logger (`Logger(subsystem: Bundle.main.bundleIdentifier!, category: "network")`). Inert.
public struct Logger: @unchecked Sendable {
    /// A logger (os's `Logger`); its messages are discarded.
    public init() {}
    /// A logger (os's `Logger`); its messages are discarded.
    public init(subsystem: String, category: String) {}
    /// A logger (os's `Logger`); its messages are discarded.
    public init(_ log: OSLog) {}

    /// Logs a message at the default level (os's `Logger.log`): discarded, so a preview's output stays the tool's.
    public func log(_ message: OSLogMessage) {}
    /// Logs a message at the default level (os's `Logger.log`): discarded, so a preview's output stays the tool's.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// Logs a message at trace level (debug) (os's `Logger.trace`): discarded, so a preview's output stays the tool's.
    public func trace(_ message: OSLogMessage) {}
    /// Logs a message at debug level (os's `Logger.debug`): discarded, so a preview's output stays the tool's.
    public func debug(_ message: OSLogMessage) {}
    /// Logs a message at info level (os's `Logger.info`): discarded, so a preview's output stays the tool's.
    public func info(_ message: OSLogMessage) {}
    /// Logs a message at notice level (default) (os's `Logger.notice`): discarded, so a preview's output stays the tool's.
    public func notice(_ message: OSLogMessage) {}
    /// Logs a message at warning level (error) (os's `Logger.warning`): discarded, so a preview's output stays the tool's.
    public func warning(_ message: OSLogMessage) {}
    /// Logs a message at error level (os's `Logger.error`): discarded, so a preview's output stays the tool's.
    public func error(_ message: OSLogMessage) {}
    /// Logs a message at critical level (fault) (os's `Logger.critical`): discarded, so a preview's output stays the tool's.
    public func critical(_ message: OSLogMessage) {}
    /// Logs a message at fault level (os's `Logger.fault`): discarded, so a preview's output stays the tool's.
    public func fault(_ message: OSLogMessage) {}
}
