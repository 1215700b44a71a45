import Foundation
import AccordLayout

// SwiftUI's safe-area model, as Accord computes it (Docs/SwiftUIBehaviour.md, "Safe areas").
//
// Every view sees a safe region: the safe rectangle `safe` (where content belongs) and the
// outer rectangle `outer` (how far the unsafe area reaches: the screen, on a device). A view's
// safe-area insets are, on each edge its frame reaches the safe rectangle's, the distance from
// its frame to the outer edge; on edges it does not reach, zero. So a container passes on only
// the insets its child's frame touches (a child below another in a stack has no top inset; a
// padded child none at all).
//
// The region is the screen's (set on the preview's root, `SafeRegionKey`) and changes only
// where a view changes it, read from the root down when a view needs it (at placement, when its
// ancestors' frames are known):
// - `ignoresSafeArea(edges:)` extends its content into the insets on the ignored edges it
//   touches, and the content's safe area reaches the outer edge there (the insets are used up);
// - `safeAreaInset`, `safeAreaPadding`, navigation bars, toolbars and tab bars shrink the safe
//   area of the content they wrap by the bar (and spacing) on their edges (`SafeAreaBarsKey`):
//   the content's inset there is the bar plus the wrapper's own inset.

/// A safe region in root coordinates.
struct SafeRegion: Equatable, Sendable {
    var safe: CGRect
    var outer: CGRect

    /// The insets of a view at `frame`: on each edge that reaches `safe`, the distance to `outer`.
    func insets(of frame: CGRect, eps: CGFloat = 0.001) -> EdgeInsets {
        EdgeInsets(top: frame.minY <= safe.minY + eps ? max(0, frame.minY - outer.minY) : 0,
                   leading: frame.minX <= safe.minX + eps ? max(0, frame.minX - outer.minX) : 0,
                   bottom: frame.maxY >= safe.maxY - eps ? max(0, outer.maxY - frame.maxY) : 0,
                   trailing: frame.maxX >= safe.maxX - eps ? max(0, outer.maxX - frame.maxX) : 0)
    }

    /// The region inside a view at `frame` that uses up its insets on `edges` (ignoring the
    /// safe area there): the safe rectangle reaches the outer one on the edges the view touches.
    func ignoring(_ edges: Edge.Set, frame: CGRect, eps: CGFloat = 0.001) -> SafeRegion {
        var s = safe
        let i = insets(of: frame, eps: eps)
        if edges.contains(.top) && frame.minY <= safe.minY + eps && i.top >= 0 {
            let maxY = s.maxY
            s.origin.y = outer.minY
            s.size.height = maxY - s.minY
        }
        if edges.contains(.bottom) && frame.maxY >= safe.maxY - eps { s.size.height = outer.maxY - s.minY }
        if edges.contains(.leading) && frame.minX <= safe.minX + eps {
            let maxX = s.maxX
            s.origin.x = outer.minX
            s.size.width = maxX - s.minX
        }
        if edges.contains(.trailing) && frame.maxX >= safe.maxX - eps { s.size.width = outer.maxX - s.minX }
        return SafeRegion(safe: s, outer: outer)
    }

    /// The region of content inside a wrapper at `wrapper` that keeps `lengths` of its own
    /// frame for bars (or insets) on `edges`: the safe rectangle ends that far inside the
    /// wrapper there; the outer one stays where it was if the wrapper touches the safe edge,
    /// else it ends at the wrapper (the wrapper had no inset there to pass on).
    func barred(_ edges: Edge.Set, lengths: EdgeInsets, wrapper: CGRect, eps: CGFloat = 0.001) -> SafeRegion {
        var s = safe, o = outer
        if edges.contains(.top) {
            if wrapper.minY > safe.minY + eps { o = o.withMinY(wrapper.minY) }
            s = s.withMinY(max(s.minY, wrapper.minY + lengths.top))
        }
        if edges.contains(.bottom) {
            if wrapper.maxY < safe.maxY - eps { o = o.withMaxY(wrapper.maxY) }
            s = s.withMaxY(min(s.maxY, wrapper.maxY - lengths.bottom))
        }
        if edges.contains(.leading) {
            if wrapper.minX > safe.minX + eps { o = o.withMinX(wrapper.minX) }
            s = s.withMinX(max(s.minX, wrapper.minX + lengths.leading))
        }
        if edges.contains(.trailing) {
            if wrapper.maxX < safe.maxX - eps { o = o.withMaxX(wrapper.maxX) }
            s = s.withMaxX(min(s.maxX, wrapper.maxX - lengths.trailing))
        }
        return SafeRegion(safe: s, outer: o)
    }
}

private extension CGRect {
    func withMinY(_ v: CGFloat) -> CGRect { CGRect(x: minX, y: v, width: width, height: max(0, maxY - v)) }
    func withMaxY(_ v: CGFloat) -> CGRect { CGRect(x: minX, y: minY, width: width, height: max(0, v - minY)) }
    func withMinX(_ v: CGFloat) -> CGRect { CGRect(x: v, y: minY, width: max(0, maxX - v), height: height) }
    func withMaxX(_ v: CGFloat) -> CGRect { CGRect(x: minX, y: minY, width: max(0, v - minX), height: height) }
}

/// The screen's safe region, set on the root the screen lays out.
struct SafeRegionKey: LayoutValueKey { static let defaultValue: SafeRegion? = nil }
/// Set on content a wrapper (its parent) puts bars or insets beside (`safeAreaInset`,
/// `safeAreaPadding`, navigation and tab bars): on these edges the content's safe area ends
/// this far inside the wrapper's frame.
struct SafeAreaBars: Equatable, Sendable {
    var edges: Edge.Set
    var lengths: EdgeInsets
    /// The length is what the wrapper kept from the content's proposal (`safeAreaInset`: the
    /// inset content and the spacing, known once laid out).
    var fromProposal = false
}
struct SafeAreaBarsKey: LayoutValueKey { static let defaultValue: SafeAreaBars? = nil }

/// The safe region `node` sees (nil outside a screen: no safe area), read from the root down.
/// Call it once `node` and its ancestors are placed.
func safeRegion(of node: LayoutNode) -> SafeRegion? {
    var chain: [LayoutNode] = []
    var n: LayoutNode? = node
    while let c = n { chain.append(c); n = c.parent }
    var region: SafeRegion?
    for (k, c) in chain.reversed().enumerated() {
        if let r = c.traits[SafeRegionKey.self] { region = r }
        guard var r = region else { continue }
        if let bars = c.traits[SafeAreaBarsKey.self], let p = c.parent {
            var bars = bars
            if bars.fromProposal, let pp = c.placedProposal {
                let dh = max(0, p.frame.height - (pp.height ?? p.frame.height))
                let dw = max(0, p.frame.width - (pp.width ?? p.frame.width))
                bars.lengths = EdgeInsets(top: dh, leading: dw, bottom: dh, trailing: dw)
            }
            r = r.barred(physical(bars.edges, p.resolvedLayoutDirection), lengths: logical(bars.lengths, p.resolvedLayoutDirection),
                         wrapper: p.frame)
        }
        // An `.ignoresSafeArea` node's edges apply to its children, not to itself: their region
        // reaches the screen's edge there.
        if k < chain.count - 1, c.role.contains(.ignoresSafeArea) {
            r = r.ignoring(physical(c.ignoredSafeAreaEdges, c.resolvedLayoutDirection), frame: c.frame)
        }
        region = r
    }
    return region
}

/// `edges` with leading/trailing as left/right (`.leading` is the left edge in the region's
/// terms): swapped right to left.
func physical(_ edges: Edge.Set, _ direction: LayoutDirection) -> Edge.Set {
    guard direction == .rightToLeft else { return edges }
    var e = edges.subtracting([.leading, .trailing])
    if edges.contains(.leading) { e.insert(.trailing) }
    if edges.contains(.trailing) { e.insert(.leading) }
    return e
}

/// Insets in the view's own terms (leading/trailing swapped right to left).
func logical(_ i: EdgeInsets, _ direction: LayoutDirection) -> EdgeInsets {
    direction == .rightToLeft ? EdgeInsets(top: i.top, leading: i.trailing, bottom: i.bottom, trailing: i.leading) : i
}

/// The safe-area insets of a placed node (zero outside a screen), in its own terms.
func safeAreaInsets(of node: LayoutNode) -> EdgeInsets {
    guard let r = safeRegion(of: node) else { return EdgeInsets() }
    return logical(r.insets(of: node.frame), node.resolvedLayoutDirection)
}
