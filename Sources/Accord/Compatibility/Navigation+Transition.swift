import Foundation
import AccordLayout

// iOS 18's navigation transitions: `.navigationTransition(.zoom(sourceID:in:))` on a pushed or
// presented view and `.matchedTransitionSource(id:in:)` on the view it zooms from. They shape
// the animation between two screens; a still frame shows either screen at rest, laid out as
// without them (inert; Docs/support/modifiers.md).

/// How a view pushed or presented animates in (SwiftUI's `NavigationTransition`).
public protocol NavigationTransition: Sendable {}

/// The system's transition (SwiftUI's `AutomaticNavigationTransition`).
public struct AutomaticNavigationTransition: NavigationTransition {}
/// A zoom from a source view (SwiftUI's `ZoomNavigationTransition`).
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// The look of a transition's source while it zooms (SwiftUI's
/// `EmptyMatchedTransitionSourceConfiguration` and its modifiers).
public struct EmptyMatchedTransitionSourceConfiguration: Sendable {
    /// The source's background while zooming.
    public func background(_ style: Color) -> Self { self }
    /// The source's corner radius while zooming.
    public func clipShape(_ shape: RoundedRectangle) -> Self { self }
    /// The source's shadow while zooming.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

extension View {
    /// How this view animates in when pushed or presented. Inert: a still frame shows it at rest.
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View { self }
    /// Marks the view a zoom transition starts from. Inert.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Marks the view a zoom transition starts from, with its look while zooming. Inert.
    public func matchedTransitionSource<ID: Hashable>(
        id: ID, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> EmptyMatchedTransitionSourceConfiguration) -> some View { self }
}
