import Foundation

/// A type that defines the geometry of a collection of views: SwiftUI's `Layout` protocol.
///
/// The built-in containers (`HStackLayout`, `VStackLayout`, `ZStackLayout`, the grids) conform
/// to it too and run on the same machinery as your own layouts: measurements a layout asks of its
/// subviews are cached per (subview, proposal) for the whole layout pass, so asking again is free.
///
/// Contract (as SwiftUI's):
/// - `sizeThatFits` must be a pure function of the proposal, the subviews and the cache; it must
///   not depend on where the layout will be placed.
/// - `placeSubviews` should call `place(at:anchor:proposal:)` once per subview. A subview left
///   unplaced is centred in `bounds` at its size for the layout's proposal; one placed twice
///   keeps the last placement. Both are reported as diagnostics.
/// - A size answered with NaN becomes 0, a negative one 0; both are reported.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Engine hooks (not SwiftUI API; defaults for every layout). Whether the layout may give
    /// an edge or centre guide an explicit value (a custom layout's `explicitAlignment` is its
    /// own; the built-in stacks never do, so the engine answers the default at once).
    static var _mayExportFrameGuides: Bool { get }
    /// Where `placeSubviews` would put each subview, when the layout can say so directly
    /// (the built-in stacks: placing each subview exactly once); nil: run `placeSubviews`.
    func _placements(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> _SubviewPlacements?
    /// The stack axis a Spacer among the subviews takes space along, when it depends on the
    /// layout's value (`AnyLayout`); nil: `layoutProperties.stackOrientation`.
    var _stackOrientation: Axis? { get }
    /// Whether the layout's size and guides are separable (each axis' answer depends on that
    /// axis' proposal only) whenever its subviews' are (`SizeDependence`): true for the stacks.
    static var _isSeparableWhenSubviewsAre: Bool { get }
    /// The stack algorithm the engine runs directly on the layout's node (its children, its
    /// context, its cache), without `LayoutSubviews` or a copy of the cache per question: the
    /// built-in `HStackLayout` and `VStackLayout`. nil: the `Layout` requirements above.
    var _stackEngine: _StackEngine? { get }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public static var _mayExportFrameGuides: Bool { true }
    public static var _isSeparableWhenSubviewsAre: Bool { false }
    public func _placements(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                            cache: inout Cache) -> _SubviewPlacements? { nil }
    public var _stackOrientation: Axis? { Self.layoutProperties.stackOrientation }
    public var _stackEngine: _StackEngine? { nil }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return ViewSpacing() }
        var s = first.spacing
        for sub in subviews.dropFirst() { s.formUnion(sub.spacing) }
        return s
    }

    /// Merges the subviews' explicit guides where they were placed (`AlignmentID` decides how:
    /// an average by default, the first or last for text baselines).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        mergedGuide(guide.key, .horizontal, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        mergedGuide(guide.key, .vertical, bounds, proposal, subviews, &cache)
    }

    private func mergedGuide(
        _ key: AlignmentKey, _ axis: Axis, _ bounds: CGRect, _ proposal: ProposedViewSize,
        _ subviews: Subviews, _ cache: inout Cache
    ) -> CGFloat? {
        if key.isFrameAlignment || subviews.isEmpty { return nil }
        let placements = subviews.recordPlacements(in: bounds) {
            placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache)
        }
        return subviews.merge(key, axis, placements: placements, bounds: bounds)
    }
}

/// Where a layout puts each of its subviews, for the engine's `_placements` hook (not SwiftUI
/// API; opaque outside the package).
public struct _SubviewPlacements: Sendable {
    package let placements: [Placement]
    package init(_ placements: [Placement]) { self.placements = placements }
}

/// The stack algorithm a built-in stack layout runs, for the engine's `_stackEngine` hook (not
/// SwiftUI API; opaque outside the package).
public struct _StackEngine: Sendable {
    package let algorithm: StackAlgorithm
    package init(_ algorithm: StackAlgorithm) { self.algorithm = algorithm }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}
