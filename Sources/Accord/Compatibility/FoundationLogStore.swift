import Foundation

// OSLog's reader, `OSLogStore` (iOS 15), for "export the app's logs" helpers:
//     let store = try OSLogStore(scope: .currentProcessIdentifier)
//     let entries = try store.getEntries(at: store.position(timeIntervalSinceLatestBoot: 1))
// A preview's logging is discarded (FoundationLogger.swift), so the store holds no entries: every
// enumeration is empty, as for a process that has logged nothing.

/// A position in a log store (`OSLogPosition`).
public final class OSLogPosition: @unchecked Sendable {
    init() {}
}

/// One entry of a log store (`OSLogEntry`).
open class OSLogEntry: @unchecked Sendable {
    /// When it was logged.
    public let date: Date
    /// Its text.
    public let composedMessage: String
    init(date: Date, composedMessage: String) { self.date = date; self.composedMessage = composedMessage }
}

/// A message logged with `Logger` or `os_log` (`OSLogEntryLog`).
open class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// The message's level (`OSLogEntryLog.Level`).
    public enum Level: Int, Sendable { case undefined, debug, info, notice, error, fault }
    public let subsystem: String
    public let category: String
    public let level: Level
    public let process: String
    public let processIdentifier: Int32
    init(date: Date, composedMessage: String, subsystem: String, category: String, level: Level) {
        self.subsystem = subsystem
        self.category = category
        self.level = level
        process = ProcessInfo.processInfo.processName
        processIdentifier = ProcessInfo.processInfo.processIdentifier
        super.init(date: date, composedMessage: composedMessage)
    }
}

/// How a store's entries are enumerated (`OSLogEnumerator`).
public enum OSLogEnumerator {
    /// Enumeration options.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// The log store of the current process or the system (`OSLogStore`). Empty in a preview: see the
/// top of this file.
public final class OSLogStore: @unchecked Sendable {
    /// Which logs a store reads.
    public enum Scope: Int, Sendable { case system, currentProcessIdentifier }
    /// The store of `scope`.
    public init(scope: Scope) throws {}
    /// The local system's store.
    public static func local() throws -> OSLogStore { try OSLogStore(scope: .system) }
    /// A position at `date`.
    public func position(date: Date) -> OSLogPosition { OSLogPosition() }
    /// A position `seconds` before the end of the log.
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
    /// A position `seconds` after the latest boot.
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
    /// The entries from `position` that match `predicate`: none (nothing is recorded in a preview).
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        AnySequence([])
    }
}
