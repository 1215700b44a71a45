import Foundation

// Photos' authorization (`import Photos` becomes `import Accord`): a preview answers as a device
// whose user has not been asked — `.notDetermined` — and a request is answered `.denied`
// (nothing is granted in a preview; no dialog can be shown). There is no photo library to read.

/// Whether the app may use the photo library (Photos' `PHAuthorizationStatus`).
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3, limited = 4
}

/// The kind of access asked for (Photos' `PHAccessLevel`).
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite = 2 }

/// The photo library (Photos' `PHPhotoLibrary`).
open class PHPhotoLibrary: @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    /// The shared library.
    open class func shared() -> PHPhotoLibrary { library }
    /// The authorization: `.notDetermined` (the user has not been asked).
    open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    /// The authorization for an access level: `.notDetermined`.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }
    /// Asks for access: answered `.denied` at once (no dialog in a preview).
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) { handler(.denied) }
    /// Asks for access at a level: answered `.denied` at once.
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void) { handler(.denied) }
    /// Asks for access at a level (async): `.denied`.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }
    /// Performs changes: fails (no access), as Photos does without authorization.
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, (any Error)?) -> Void)? = nil) {
        completionHandler?(false, PHPhotosError(.accessUserDenied))
    }
    /// Performs changes (async): throws `PHPhotosError.accessUserDenied`.
    open func performChanges(_ changeBlock: @escaping () -> Void) async throws { throw PHPhotosError(.accessUserDenied) }
}

/// A Photos error (Photos' `PHPhotosError`).
public struct PHPhotosError: Error, Hashable, Sendable {
    /// The error codes (Photos' values).
    public enum Code: Int, Sendable { case invalidResource = -1, userCancelled = 3072, accessRestricted = 3310, accessUserDenied = 3311 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}
