import Foundation

// LocalAuthentication stand-in (`import LocalAuthentication` becomes `import Accord` in a
// preview). A preview has no biometrics and no passcode: policies cannot be evaluated
// (`canEvaluatePolicy` answers false, evaluation fails with `LAError.biometryNotAvailable`),
// `biometryType` is `.none`. Views show their "locked" or fallback state.

/// What to authenticate with (`LAPolicy`).
public enum LAPolicy: Int, Hashable, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The device's biometry (`LABiometryType`).
public enum LABiometryType: Int, Hashable, Sendable {
    case none = 0, touchID = 1, faceID = 2, opticID = 4
}

/// An authentication error (`LAError`).
public struct LAError: Error, Hashable, Sendable {
    /// The error's code.
    public let code: Code
    /// A `LAError` of `code`.
    public init(_ code: Code) { self.code = code }
    /// LocalAuthentication's error codes (`LAError.Code`).
    public enum Code: Int, Hashable, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4,
             passcodeNotSet = -5, appCancel = -9, invalidContext = -10, notInteractive = -1004,
             biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8
    }
    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let appCancel = Code.appCancel
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout
}

/// Matches an error against a code (`case LAError.userCancel` in a `catch`).
public func ~= (code: LAError.Code, error: Error) -> Bool { (error as? LAError)?.code == code }

/// An authentication context (`LAContext`). A preview cannot authenticate.
open class LAContext: @unchecked Sendable {
    /// The fallback button's title.
    open var localizedFallbackTitle: String?
    /// The cancel button's title.
    open var localizedCancelTitle: String?
    /// How long a recent unlock counts (inert).
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether interaction is allowed (inert).
    open var interactionNotAllowed = false
    /// The biometry: none in a preview.
    open var biometryType: LABiometryType { .none }
    /// A context.
    public init() {}

    /// Whether `policy` can be evaluated: never in a preview; `error` is set to a
    /// `biometryNotAvailable` error (NSError in LAErrorDomain, code −6).
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.biometryNotAvailable.rawValue)
        return false
    }
    /// Evaluates `policy`: fails with `biometryNotAvailable`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, Error?) -> Void) {
        reply(false, LAError(.biometryNotAvailable))
    }
    /// Evaluates `policy`: throws `biometryNotAvailable`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(.biometryNotAvailable)
    }
    /// Ends the context.
    open func invalidate() {}
}
