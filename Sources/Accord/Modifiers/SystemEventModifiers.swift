import Foundation

// Modifiers that react to events a still preview never has — a scroll moving a view in or out of
// sight, a remote's commands (tvOS), a Quick Look preview the system presents, a tab bar minimizing
// as content scrolls (iOS 26): accepted with SwiftUI's signatures, and the view is drawn as it is
// before any such event (inert).

/// A direction of a move command (SwiftUI's `MoveCommandDirection`: a remote's or keyboard's arrows).
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}

/// When a tab bar minimizes (SwiftUI's `TabBarMinimizeBehavior`, iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// When the content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// When the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

extension View {
    /// Runs `action` when the view crosses `threshold` of visibility in its scroll view (SwiftUI's
    /// `onScrollVisibilityChange(threshold:_:)`, iOS 18): a still frame has no scroll, so never called.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
    /// Presents Quick Look for the URL `item` holds (SwiftUI's `quickLookPreview(_:)`): the system's
    /// preview is not drawn.
    public func quickLookPreview(_ item: Binding<URL?>) -> some View { self }
    /// Presents Quick Look for `selection` among `items` (SwiftUI's `quickLookPreview(_:in:)`): not drawn.
    public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
        where Items.Element == URL { self }
    /// When the enclosing tab bar minimizes (SwiftUI's `tabBarMinimizeBehavior(_:)`, iOS 26): a still
    /// frame shows the bar before any scroll, as it first appears (inert).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
    /// Runs `action` on the remote's Menu/Exit command (SwiftUI's `onExitCommand(perform:)`, tvOS/macOS). Inert.
    public func onExitCommand(perform action: (() -> Void)?) -> some View { self }
    /// Runs `action` on a move command (SwiftUI's `onMoveCommand(perform:)`, tvOS/macOS). Inert.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }
    /// Runs `action` on the remote's Play/Pause command (SwiftUI's `onPlayPauseCommand(perform:)`, tvOS). Inert.
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { self }
    /// Makes the view a focus section that guides focus movement (SwiftUI's `focusSection()`, tvOS/macOS). Inert.
    public func focusSection() -> some View { self }
}
