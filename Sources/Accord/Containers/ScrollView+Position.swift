import Foundation
import AccordLayout

// iOS 18's `ScrollPosition` and `scrollPosition(_:anchor:)`: a scroll view's position as a value
// bound to state. A still frame shows where the scroll view starts: a position at an edge starts
// it there (as `defaultScrollAnchor` does for that edge; ScrollPosition's documentation:
// "scrollTo(edge:) — scrolls the view to the provided edge"). A position at a view or a point
// does not move the frame yet: the scroll view starts at its top-leading corner, as with
// `scrollPosition(id:)`; nothing scrolls by the user in a still frame (`isPositionedByUser` false).

/// Where a scroll view is scrolled (SwiftUI's `ScrollPosition`, iOS 18): an edge, a view's
/// identifier (and anchor), a point, or nothing yet.
public struct ScrollPosition: Equatable {
    enum Target: Equatable {
        case none
        case edge(Edge)
        case view(AnyHashable, UnitPoint?)
        case point(x: CGFloat?, y: CGFloat?)
    }
    var target: Target

    /// No position yet (the scroll view's start), for identifiers of `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self) { target = .none }
    /// At `edge`, for identifiers of `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge) { target = .edge(edge) }
    /// At `point`, for identifiers of `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) { target = .point(x: point.x, y: point.y) }
    /// At horizontal offset `x`, for identifiers of `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) { target = .point(x: x, y: nil) }
    /// At vertical offset `y`, for identifiers of `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) { target = .point(x: nil, y: y) }
    /// At offsets `x` and `y`, for identifiers of `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) { target = .point(x: x, y: y) }
    /// At `edge`.
    public init(edge: Edge) { target = .edge(edge) }
    /// At the view whose identifier is `id`, placed at `anchor`.
    public init(id: some Hashable, anchor: UnitPoint? = nil) { target = .view(AnyHashable(id), anchor) }
    /// At `point`.
    public init(point: CGPoint) { target = .point(x: point.x, y: point.y) }
    /// At horizontal offset `x`.
    public init(x: CGFloat) { target = .point(x: x, y: nil) }
    /// At vertical offset `y`.
    public init(y: CGFloat) { target = .point(x: nil, y: y) }
    /// At offsets `x` and `y`.
    public init(x: CGFloat, y: CGFloat) { target = .point(x: x, y: y) }

    /// The edge it is at, if any.
    public var edge: Edge? { if case .edge(let e) = target { return e }; return nil }
    /// The point it is at, when both offsets are set.
    public var point: CGPoint? {
        if case .point(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }
    /// The horizontal offset it is at, if any.
    public var x: CGFloat? { if case .point(let x, _) = target { return x }; return nil }
    /// The vertical offset it is at, if any.
    public var y: CGFloat? { if case .point(_, let y) = target { return y }; return nil }
    /// The identifier of the view it is at, if any.
    public var viewID: AnyHashable? { if case .view(let id, _) = target { return id }; return nil }
    /// The identifier of the view it is at, as `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
    /// Whether the user scrolled there (never in a still frame).
    public var isPositionedByUser: Bool { false }

    /// Moves to `edge`.
    public mutating func scrollTo(edge: Edge) { target = .edge(edge) }
    /// Moves to the view whose identifier is `id`.
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { target = .view(AnyHashable(id), anchor) }
    /// Moves to `point`.
    public mutating func scrollTo(point: CGPoint) { target = .point(x: point.x, y: point.y) }
    /// Moves to horizontal offset `x`.
    public mutating func scrollTo(x: CGFloat) { target = .point(x: x, y: nil) }
    /// Moves to vertical offset `y`.
    public mutating func scrollTo(y: CGFloat) { target = .point(x: nil, y: y) }
    /// Moves to offsets `x` and `y`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { target = .point(x: x, y: y) }

    /// The unit point of the scroll view's content an edge position shows.
    var edgeAnchor: UnitPoint? {
        switch edge {
        case .top?: .top
        case .bottom?: .bottom
        case .leading?: .leading
        case .trailing?: .trailing
        case nil: nil
        }
    }
}

extension View {
    /// Binds the scroll views inside to `position` (SwiftUI's `scrollPosition(_:anchor:)`, iOS 18):
    /// a position at an edge starts them scrolled to that edge; see the top of this file.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let edge = position.wrappedValue.edgeAnchor
        return transformEnvironment { env in
            if let edge { env.defaultScrollAnchors.initialOffset = edge }
        }
    }
}
