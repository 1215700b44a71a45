import Foundation

// C names from Apple's SDK headers that Swift code uses directly and Linux lacks: Core Graphics'
// `CGRectUnion` / `CGRectIntersection` (as function values: `.reduce(.null, CGRectUnion)`),
// TargetConditionals' platform flags as a preview build answers them (an iOS app on the
// simulator, as `#if targetEnvironment(simulator)` answers true in a preview), and Dispatch's
// time-unit constants.

/// The smallest rectangle containing both (`CGRectUnion`; `r1.union(r2)`).
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }
/// The rectangles' overlap, or `.null` (`CGRectIntersection`; `r1.intersection(r2)`).
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }

/// An iOS build: 1.
public var TARGET_OS_IOS: Int32 { 1 }
/// An iPhone-family build (iOS, tvOS, watchOS, visionOS): 1.
public var TARGET_OS_IPHONE: Int32 { 1 }
/// Any Apple platform: 1.
public var TARGET_OS_MAC: Int32 { 1 }
/// macOS: 0.
public var TARGET_OS_OSX: Int32 { 0 }
/// watchOS: 0.
public var TARGET_OS_WATCH: Int32 { 0 }
/// tvOS: 0.
public var TARGET_OS_TV: Int32 { 0 }
/// Mac Catalyst: 0 (ProcessInfo.isMacCatalystApp is false too).
public var TARGET_OS_MACCATALYST: Int32 { 0 }
/// The simulator: 1, as `targetEnvironment(simulator)` in a preview build.
public var TARGET_OS_SIMULATOR: Int32 { 1 }
/// The simulator (the older name): 1.
public var TARGET_IPHONE_SIMULATOR: Int32 { 1 }

/// Nanoseconds in a second (Dispatch's `NSEC_PER_SEC`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000

extension URL {
    /// Access to a security-scoped URL (a file the user picked): false — a preview's files are
    /// not security-scoped, and UIKit answers false for such a URL.
    public func startAccessingSecurityScopedResource() -> Bool { false }
    /// Ends access begun with `startAccessingSecurityScopedResource()`: nothing to end.
    public func stopAccessingSecurityScopedResource() {}
}

extension UserDefaults {
    /// Key-value coding's getter, which corelibs' `UserDefaults` lacks: the stored object
    /// (`object(forKey:)`), as Apple's `UserDefaults.value(forKey:)` answers.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}

/// The `userInfo` key of a failed download's resume data (Foundation's
/// `NSURLSessionDownloadTaskResumeData`, which Linux's FoundationNetworking lacks; a preview
/// downloads nothing, so no error carries it).
public let NSURLSessionDownloadTaskResumeData = "NSURLSessionDownloadTaskResumeData"

extension URL {
    /// Whether the promised item at a file URL is reachable (Foundation's
    /// `checkPromisedItemIsReachable()`; Linux has no promised iCloud items, so it answers as
    /// `checkResourceIsReachable()`).
    public func checkPromisedItemIsReachable() throws -> Bool { try checkResourceIsReachable() }
}

/// Info.plist keys as Core Foundation names them (`Bundle.main.infoDictionary?[kCFBundleVersionKey as String]`).
public let kCFBundleVersionKey: CFString = "CFBundleVersion"
public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
public let kCFBundleNameKey: CFString = "CFBundleName"
public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
public let kCFBundleInfoDictionaryVersionKey: CFString = "CFBundleInfoDictionaryVersion"
public let kCFBundleDevelopmentRegionKey: CFString = "CFBundleDevelopmentRegion"
public let kCFBundleLocalizationsKey: CFString = "CFBundleLocalizations"
