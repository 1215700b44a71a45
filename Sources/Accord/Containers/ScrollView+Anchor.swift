import Foundation
import AccordLayout

// `defaultScrollAnchor` (iOS 17) and its roles (iOS 18): which part of a scroll view's content
// shows at first, and where content shorter than the scroll view sits. Applies to the scroll
// views inside the modified view (an environment value, read by `ScrollView`; placed by
// `ScrollViewBehaviour`).

/// The role of a scroll anchor (SwiftUI's `ScrollAnchorRole`, iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    /// Where a scroll view is scrolled at first (content longer than the view).
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
    /// How the offset follows size changes (nothing changes size in a still frame).
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
    /// Where content shorter than the scroll view sits.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

/// The anchors set for scroll views (nil: top-leading, SwiftUI's default).
struct DefaultScrollAnchors: Sendable, Equatable {
    var initialOffset: UnitPoint?
    var alignment: UnitPoint?
}

struct DefaultScrollAnchorsKey: EnvironmentKey { static let defaultValue = DefaultScrollAnchors() }

extension EnvironmentValues {
    var defaultScrollAnchors: DefaultScrollAnchors {
        get { self[DefaultScrollAnchorsKey.self] }
        set { self[DefaultScrollAnchorsKey.self] = newValue }
    }
}

extension View {
    /// The part of the scroll views' content that shows by default (SwiftUI's
    /// `defaultScrollAnchor(_:)`): content longer than a scroll view starts scrolled to the
    /// anchor (`.bottom`: its end, as a chat), content shorter sits at it — along the scrolled
    /// axes. Nil: top-leading.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment { $0.defaultScrollAnchors = DefaultScrollAnchors(initialOffset: anchor, alignment: anchor) }
    }
    /// The anchor for one role (SwiftUI's `defaultScrollAnchor(_:for:)`, iOS 18): `.initialOffset`
    /// for where longer content starts, `.alignment` for where shorter content sits;
    /// `.sizeChanges` has no effect on a still frame.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment { env in
            if role == .initialOffset { env.defaultScrollAnchors.initialOffset = anchor }
            if role == .alignment { env.defaultScrollAnchors.alignment = anchor }
        }
    }
}
