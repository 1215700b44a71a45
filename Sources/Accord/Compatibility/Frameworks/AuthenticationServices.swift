import Foundation
import AccordLayout

// AuthenticationServices stand-in (`import AuthenticationServices` becomes `import Accord`):
// Sign in with Apple's SwiftUI button, drawn as Apple's button (HIG › Sign in with Apple:
// black, white or white-outlined, the Apple logo and "Sign in with Apple" centred), and the
// request/credential types its closures name. Nothing signs in (the closures are never called).

/// The button's title (`SignInWithAppleButton.Label`).
public struct SignInWithAppleButtonLabel: Hashable, Sendable {
    let title: String
    /// "Sign in with Apple".
    public static let signIn = SignInWithAppleButtonLabel(title: "Sign in with Apple")
    /// "Continue with Apple".
    public static let `continue` = SignInWithAppleButtonLabel(title: "Continue with Apple")
    /// "Sign up with Apple".
    public static let signUp = SignInWithAppleButtonLabel(title: "Sign up with Apple")
}

/// The button's colours (`SignInWithAppleButton.Style`).
public struct SignInWithAppleButtonStyle: Hashable, Sendable {
    let name: String
    /// White text on black (HIG: for light backgrounds).
    public static let black = SignInWithAppleButtonStyle(name: "black")
    /// Black text on white (HIG: for dark backgrounds).
    public static let white = SignInWithAppleButtonStyle(name: "white")
    /// Black text on white with a black outline.
    public static let whiteOutline = SignInWithAppleButtonStyle(name: "whiteOutline")
}

struct SignInWithAppleStyleKey: EnvironmentKey { static let defaultValue = SignInWithAppleButtonStyle.black }

extension View {
    /// The colours of Sign in with Apple buttons inside (`signInWithAppleButtonStyle(_:)`).
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButtonStyle) -> some View {
        transformEnvironment { $0[SignInWithAppleStyleKey.self] = style }
    }
}

/// Sign in with Apple (`SignInWithAppleButton`): a flexible button (it takes the proposed
/// width; 44 points high unless framed — HIG's minimum hit target) with the Apple logo and the
/// title centred in 17-point semibold system text, corners of 6 points (approximate: Apple's
/// button draws its own metrics). Tapping does nothing in a still frame.
public struct SignInWithAppleButton: View {
    /// The button's title kind.
    public typealias Label = SignInWithAppleButtonLabel
    /// The button's colours.
    public typealias Style = SignInWithAppleButtonStyle
    let label: SignInWithAppleButtonLabel
    @Environment(\.self) private var environment

    /// A button whose `onRequest` configures the request and `onCompletion` gets the result
    /// (neither is called in a preview).
    public init(_ label: SignInWithAppleButtonLabel = .signIn,
                onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, Error>) -> Void) {
        self.label = label
    }

    public var body: some View {
        let style = environment[SignInWithAppleStyleKey.self]
        let dark = style == .black
        let fg: Color = dark ? .white : .black
        return GeometryReader { proxy in
            HStack(spacing: 4) {
                Image(systemName: "apple.logo")
                Text(label.title)
            }
            .font(.system(size: min(17, max(10, proxy.size.height * 0.4)), weight: .semibold))
            .foregroundStyle(fg)
            .frame(width: proxy.size.width, height: proxy.size.height)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(dark ? Color.black : Color.white))
            .overlay(RoundedRectangle(cornerRadius: 6, style: .continuous)
                .strokeBorder(style == .whiteOutline ? Color.black : Color.clear, lineWidth: 1))
        }
        .frame(minHeight: 30, idealHeight: 44)
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// A request for the user's Apple ID (`ASAuthorizationAppleIDRequest`).
open class ASAuthorizationAppleIDRequest: @unchecked Sendable {
    /// What to ask for (name, email).
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A nonce for the identity token.
    open var nonce: String?
    /// App state echoed back.
    open var state: String?
    init() {}
}

/// A completed authorisation (`ASAuthorization`); never made in a preview.
open class ASAuthorization: @unchecked Sendable {
    /// The credential obtained.
    public let credential: Any
    init(credential: Any) { self.credential = credential }
    /// What a request asks for (`ASAuthorization.Scope`).
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The user's name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The user's email address.
        public static let email = Scope(rawValue: "email")
    }
}

/// An Apple ID credential (`ASAuthorizationAppleIDCredential`).
open class ASAuthorizationAppleIDCredential: @unchecked Sendable {
    public let user: String
    public let fullName: PersonNameComponents?
    public let email: String?
    public let identityToken: Data?
    public let authorizationCode: Data?
    init(user: String) { self.user = user; fullName = nil; email = nil; identityToken = nil; authorizationCode = nil }
}

/// Checks an Apple ID's state (`ASAuthorizationAppleIDProvider`): not found in a preview.
open class ASAuthorizationAppleIDProvider: @unchecked Sendable {
    /// A provider.
    public init() {}
    /// A new request.
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
    /// The state of a user's credential: `.notFound`.
    open func getCredentialState(forUserID userID: String, completion: @escaping (CredentialState, Error?) -> Void) {
        completion(.notFound, nil)
    }
    /// The state of a user's credential: `.notFound`.
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
    /// A credential's state.
    public enum CredentialState: Int, Sendable { case revoked = 0, authorized, notFound, transferred }
}
