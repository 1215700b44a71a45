import Foundation

// WatchConnectivity (`import WatchConnectivity` becomes `import Accord`): the iPhone side of a
// phone–watch session, answering as an iPhone with no Apple Watch paired. Sessions are
// supported and activate; no watch is paired, the watch app is not installed, the counterpart
// is never reachable, so a message fails with `WCError.notReachable` and nothing is received.

/// The state of a session's activation (WatchConnectivity's `WCSessionActivationState`).
public enum WCSessionActivationState: Int, Hashable, Sendable {
    case notActivated = 0, inactive = 1, activated = 2
}

/// A WatchConnectivity error (WatchConnectivity's `WCError`).
public struct WCError: Error, Hashable, Sendable {
    /// The error codes.
    public enum Code: Int, Hashable, Sendable {
        case genericError = 7001, sessionNotSupported = 7002, sessionMissingDelegate = 7003
        case sessionNotActivated = 7004, deviceNotPaired = 7005, watchAppNotInstalled = 7006
        case notReachable = 7007, invalidParameter = 7008, payloadTooLarge = 7009
        case payloadUnsupportedTypes = 7010, messageReplyFailed = 7011, messageReplyTimedOut = 7012
        case fileAccessDenied = 7013, deliveryFailed = 7014, insufficientSpaceForUserInfo = 7015
        case sessionInactive = 7016, transferTimedOut = 7017
    }
    /// The error's code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    public static var notReachable: Code { .notReachable }
    public static var deviceNotPaired: Code { .deviceNotPaired }
}

/// A user-info transfer in progress (WatchConnectivity's `WCSessionUserInfoTransfer`).
open class WCSessionUserInfoTransfer: @unchecked Sendable {
    /// The dictionary being sent.
    public let userInfo: [String: Any]
    /// Whether it is still being sent (never: there is no watch to send it to).
    open var isTransferring: Bool { false }
    init(userInfo: [String: Any]) { self.userInfo = userInfo }
    /// Cancels the transfer.
    open func cancel() {}
}

/// The delegate of a session (WatchConnectivity's `WCSessionDelegate`); the optional methods
/// have empty defaults.
public protocol WCSessionDelegate: AnyObject {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
    func sessionWatchStateDidChange(_ session: WCSession)
    func sessionReachabilityDidChange(_ session: WCSession)
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
}

extension WCSessionDelegate {
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
}

/// The session between the app and its watch app (WatchConnectivity's `WCSession`).
open class WCSession: @unchecked Sendable {
    private static let shared = WCSession()
    /// The app's session.
    open class var `default`: WCSession { shared }
    /// Whether the device supports sessions: true, as on an iPhone.
    open class func isSupported() -> Bool { true }

    /// The session's delegate.
    open weak var delegate: (any WCSessionDelegate)?
    /// The activation state: activated once `activate()` is called.
    open private(set) var activationState: WCSessionActivationState = .notActivated
    /// Whether a watch is paired: no.
    open var isPaired: Bool { false }
    /// Whether the watch app is installed: no.
    open var isWatchAppInstalled: Bool { false }
    /// Whether the watch complication is enabled: no.
    open var isComplicationEnabled: Bool { false }
    /// Whether the watch app can be messaged now: no.
    open var isReachable: Bool { false }
    /// The last context sent with `updateApplicationContext(_:)`.
    open private(set) var applicationContext: [String: Any] = [:]
    /// The last context received: empty.
    open var receivedApplicationContext: [String: Any] { [:] }
    /// Transfers in progress: none.
    open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }

    public init() {}

    /// Activates the session; the delegate hears `.activated` on the main queue, as an iPhone
    /// without a watch reports.
    open func activate() {
        activationState = .activated
        DispatchQueue.main.async { [self] in
            delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
        }
    }
    /// Sends a message: the counterpart is not reachable, so `errorHandler` gets `WCError.notReachable`.
    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }
    /// Sends data: fails as `sendMessage`.
    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }
    /// Keeps `applicationContext` as the latest context.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        self.applicationContext = applicationContext
    }
    /// Queues user info for the watch (never delivered).
    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }
    /// Queues complication user info (never delivered).
    @discardableResult
    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }
}
