import Foundation
import AccordLayout

// The scene actions of visionOS and macOS that views call through the environment
// (`@Environment(\.openImmersiveSpace)`, `\.dismissImmersiveSpace`, `\.openSettings`,
// `\.pushWindow`). A preview shows one view in one window: these compile and do nothing, and the
// asynchronous ones answer as the system does when nothing can be opened (inert;
// Docs/support/uikit-env.md).

/// Opens an immersive space (visionOS; SwiftUI's `OpenImmersiveSpaceAction`). Inert: a preview
/// has no immersive spaces, so every call answers `.error`.
public struct OpenImmersiveSpaceAction: Sendable {
    /// What opening a space did.
    public enum Result: Sendable, Equatable {
        /// The space opened.
        case opened
        /// The person declined.
        case userCancelled
        /// The space could not be opened.
        case error
    }
    /// Opens the space with identifier `id`: `.error` (no spaces in a preview).
    @discardableResult public func callAsFunction(id: String) async -> Result { .error }
    /// Opens a space presenting `value`: `.error`.
    @discardableResult public func callAsFunction<D: Codable & Hashable>(value: D) async -> Result { .error }
    /// Opens the space `id` presenting `value`: `.error`.
    @discardableResult public func callAsFunction<D: Codable & Hashable>(id: String, value: D) async -> Result { .error }
}

/// Closes the open immersive space (visionOS; SwiftUI's `DismissImmersiveSpaceAction`). Inert.
public struct DismissImmersiveSpaceAction: Sendable {
    /// Closes the space (none is open).
    public func callAsFunction() async {}
}

/// Opens the app's settings window (macOS; SwiftUI's `OpenSettingsAction`). Inert.
public struct OpenSettingsAction: Sendable {
    /// Opens the settings (no window opens in a preview).
    public func callAsFunction() {}
}

/// Pushes a window over the current one (visionOS 2; SwiftUI's `PushWindowAction`). Inert.
public struct PushWindowAction: Sendable {
    /// Pushes the window `id`.
    public func callAsFunction(id: String) {}
    /// Pushes a window presenting `value`.
    public func callAsFunction<D: Codable & Hashable>(value: D) {}
    /// Pushes the window `id` presenting `value`.
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// Opens immersive spaces: answers `.error` (none in a preview).
    public var openImmersiveSpace: OpenImmersiveSpaceAction { OpenImmersiveSpaceAction() }
    /// Closes the immersive space. Inert.
    public var dismissImmersiveSpace: DismissImmersiveSpaceAction { DismissImmersiveSpaceAction() }
    /// Opens the settings window. Inert.
    public var openSettings: OpenSettingsAction { OpenSettingsAction() }
    /// Pushes windows. Inert.
    public var pushWindow: PushWindowAction { PushWindowAction() }
}
