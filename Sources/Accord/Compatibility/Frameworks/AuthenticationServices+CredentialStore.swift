import Foundation

// AuthenticationServices' password AutoFill store, which password-manager apps update from
// their SwiftUI views: the shared credential identity store and its identities. A preview has
// no AutoFill extension enabled: the store's state is disabled, saves and removals answer
// `false` and keep nothing. Listed in Docs/support/uikit-env.md.

/// A website or app a credential is for (AuthenticationServices' `ASCredentialServiceIdentifier`).
open class ASCredentialServiceIdentifier: NSObject, @unchecked Sendable {
    /// What the identifier names (`ASCredentialServiceIdentifier.IdentifierType`).
    public enum IdentifierType: Int, Sendable { case domain, URL }
    public let identifier: String
    public let type: IdentifierType
    public init(identifier: String, type: IdentifierType) { self.identifier = identifier; self.type = type; super.init() }
}

/// A user name for a service, as AutoFill offers it (AuthenticationServices' `ASPasswordCredentialIdentity`).
open class ASPasswordCredentialIdentity: NSObject, @unchecked Sendable {
    public let serviceIdentifier: ASCredentialServiceIdentifier
    public let user: String
    public let recordIdentifier: String?
    open var rank = 0
    public init(serviceIdentifier: ASCredentialServiceIdentifier, user: String, recordIdentifier: String?) {
        self.serviceIdentifier = serviceIdentifier; self.user = user; self.recordIdentifier = recordIdentifier; super.init()
    }
}

/// A user name and password (AuthenticationServices' `ASPasswordCredential`).
open class ASPasswordCredential: NSObject, @unchecked Sendable {
    public let user: String
    public let password: String
    public init(user: String, password: String) { self.user = user; self.password = password; super.init() }
}

/// The state of the credential identity store (`ASCredentialIdentityStoreState`).
open class ASCredentialIdentityStoreState: NSObject, @unchecked Sendable {
    /// Whether the app's AutoFill extension is enabled: never in a preview.
    open var isEnabled: Bool { false }
    /// Whether the store takes incremental updates.
    open var supportsIncrementalUpdates: Bool { false }
}

/// The identities AutoFill offers from the app (AuthenticationServices' `ASCredentialIdentityStore`):
/// disabled in a preview — completions are called with `false`, nothing is kept.
open class ASCredentialIdentityStore: NSObject, @unchecked Sendable {
    /// The app's store.
    public static let shared = ASCredentialIdentityStore()
    /// Answers the store's state: disabled.
    open func getState(_ completion: @escaping (ASCredentialIdentityStoreState) -> Void) { completion(ASCredentialIdentityStoreState()) }
    /// The store's state: disabled.
    open func state() async -> ASCredentialIdentityStoreState { ASCredentialIdentityStoreState() }
    /// Saves identities: not saved (the store is disabled).
    open func saveCredentialIdentities(_ credentialIdentities: [ASPasswordCredentialIdentity], completion: ((Bool, Error?) -> Void)? = nil) {
        completion?(false, nil)
    }
    /// Removes identities: nothing to remove.
    open func removeCredentialIdentities(_ credentialIdentities: [ASPasswordCredentialIdentity], completion: ((Bool, Error?) -> Void)? = nil) {
        completion?(false, nil)
    }
    /// Removes every identity: nothing to remove.
    open func removeAllCredentialIdentities(_ completion: ((Bool, Error?) -> Void)? = nil) { completion?(false, nil) }
    /// Replaces every identity: not saved.
    open func replaceCredentialIdentities(with newCredentialIdentities: [ASPasswordCredentialIdentity], completion: ((Bool, Error?) -> Void)? = nil) {
        completion?(false, nil)
    }
}
