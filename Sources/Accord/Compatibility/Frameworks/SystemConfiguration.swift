import Foundation
import Dispatch

// SystemConfiguration's reachability (`import SystemConfiguration` becomes `import Accord` in a
// preview), as Alamofire's `NetworkReachabilityManager` and the common `Reachability` helpers use
// it. A preview has no network: every target answers no flags (not reachable), and the flags never
// change, so a callback set is never called. The context's `retain`/`release` are called as
// SystemConfiguration calls them (retain when a callback is set, release when it is cleared or
// the target goes away). Callbacks are Swift closures, not C function pointers (Linux has no
// Core Foundation types to pass through C); closures that capture nothing convert either way.

/// What a network target's reachability is (SystemConfiguration's `SCNetworkReachabilityFlags`).
public struct SCNetworkReachabilityFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    /// The same flag as `connectionOnTraffic` (SystemConfiguration's alias).
    public static let connectionAutomatic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
}

/// Called when a target's reachability changes (never, in a preview).
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// The info pointer given to a reachability callback, with its memory-management callbacks
/// (SystemConfiguration's `SCNetworkReachabilityContext`; the description callback answers an `NSString`).
public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: ((UnsafeRawPointer) -> Void)?
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?
    /// An empty context.
    public init() { version = 0 }
    /// A context with `info` and its callbacks.
    public init(version: CFIndex, info: UnsafeMutableRawPointer?, retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: ((UnsafeRawPointer) -> Void)?, copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

extension Unmanaged where Instance == NSString {
    /// A Core Foundation string retained for a context's `copyDescription` (`CFString` is `String`
    /// here: it is retained as an `NSString`).
    public static func passRetained(_ value: String) -> Unmanaged<NSString> { passRetained(NSString(string: value)) }
}

/// A network host or address whose reachability is watched (SystemConfiguration's `SCNetworkReachability`).
public final class SCNetworkReachability: @unchecked Sendable {
    /// The host name or address the target was made for.
    let target: String
    private let lock = NSLock()
    private var context: SCNetworkReachabilityContext?
    private var callback: SCNetworkReachabilityCallBack?
    private(set) var queue: DispatchQueue?
    init(target: String) { self.target = target }
    deinit { releaseContext() }

    func setCallback(_ callout: SCNetworkReachabilityCallBack?, _ newContext: SCNetworkReachabilityContext?) {
        releaseContext()
        lock.lock()
        callback = callout
        if callout != nil, var newContext {
            if let info = newContext.info, let retain = newContext.retain {
                newContext.info = UnsafeMutableRawPointer(mutating: retain(UnsafeRawPointer(info)))
            }
            context = newContext
        }
        lock.unlock()
    }
    func setQueue(_ queue: DispatchQueue?) {
        lock.lock(); self.queue = queue; lock.unlock()
    }
    private func releaseContext() {
        lock.lock()
        let old = context
        context = nil
        lock.unlock()
        if let info = old?.info, let release = old?.release { release(UnsafeRawPointer(info)) }
    }
}

/// A target for a host name; nil for an empty name.
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    let name = String(cString: nodename)
    return name.isEmpty ? nil : SCNetworkReachability(target: name)
}
/// A target for a socket address (the zero address watches the device's general routing).
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    SCNetworkReachability(target: "address family \(address.pointee.sa_family)")
}
/// A target for a pair of local and remote addresses.
public func SCNetworkReachabilityCreateWithAddressPair(_ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?,
                                                       _ remoteAddress: UnsafePointer<sockaddr>?) -> SCNetworkReachability? {
    SCNetworkReachability(target: "address pair")
}
/// The target's current flags: none (a preview has no network); answers true (the flags are known).
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = []
    return true
}
/// Sets (or, with nil, clears) the callback for changes; it is never called, nothing changes.
@discardableResult
public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool {
    target.setCallback(callout, context?.pointee)
    return true
}
/// Sets (or clears) the queue the callback would be called on.
@discardableResult
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    target.setQueue(queue)
    return true
}

#if canImport(Glibc)
extension sockaddr {
    /// Darwin's length byte of a socket address. Linux's `sockaddr` has none: the length is the
    /// structure's (16), and setting it changes nothing.
    public var sa_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr>.size) }
        set {}
    }
}
#endif
