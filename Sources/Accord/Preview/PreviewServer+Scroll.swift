import Foundation
import AccordLayout

// Scrolling in the live preview (`accord preview`, issue 17 step 2).
//
// A `ScrollView` or a `List` keeps its scroll position as state at its identity (the graph
// keeps a `ScrollOffsetState` there, as `@State`: it survives updates and goes when the scroll view
// leaves the tree). The engine places the content moved by the offset, clamped to the content
// (no empty space past either end, as a `UIScrollView` at rest — its bounce is not modelled);
// the scroll view already clips its content to its frame, and taps outside its frame do not
// reach content scrolled out of it. A drag that begins on the scroll view's content (on nothing
// that takes drags itself, such as a Slider) moves the content with the pointer; the mouse wheel
// (or a touchpad) scrolls the innermost scroll view under the pointer along that axis.
// `ScrollViewReader`'s `scrollTo(_:anchor:)` scrolls the enclosing scroll view so the view with
// that id (`.id(_:)`, or a `ForEach` element's id) shows: at `anchor` when given (the anchor of
// the view on the anchor of the visible area), else by the least movement that shows it whole
// (UIKit's `scrollRectToVisible`). A scroll changes no view's body: the update lays the kept tree
// out again without evaluating any (State/ViewGraph+Invalidation.swift).

/// Makes `node` (a scroll view or a list) scroll in the live preview; unchanged elsewhere.
func makeScrollable(_ node: LayoutNode, axes: Axis.Set, _ ctx: BuildContext) {
    let key = StateKey(path: ctx.path.components, property: "scrollPosition")
    guard TapRecorder.current != nil else {
        // Built but not shown (a list under a pushed screen): its position stays for the pop.
        if TapRecorder.hidden { _ = ctx.graph.location(key) { ScrollOffsetState(axes: axes) } }
        return
    }
    let position = ctx.graph.location(key) { ScrollOffsetState(axes: axes) }
    position.node = node
    node.scroll = position
    final class Start: @unchecked Sendable { var offset: CGPoint? }
    let start = Start()
    var drag = DragHandler(minimumDistance: 0, changed: { value, _ in
        let from = start.offset ?? position.applied
        start.offset = from
        scroll(position, to: CGPoint(x: from.x - value.translation.width, y: from.y - value.translation.height))
    }, ended: { _ in start.offset = nil })
    drag.wheel = { delta in
        scroll(position, to: CGPoint(x: position.applied.x + delta.width, y: position.applied.y + delta.height))
    }
    drag.scrollAxes = axes
    TapRecorder.register([node], TapResponder(kind: .none, name: node.role.contains(.list) ? "List (scroll)" : "ScrollView (scroll)",
                                              wholeFrame: true, drag: drag), ctx.environment)
}

/// Scrolls to `offset` (clamped) and lays the scroll view out again at the next update.
func scroll(_ position: ScrollOffsetState, to offset: CGPoint) {
    let new = position.clamped(offset)
    guard new != position.applied || new != position.offset else { return }
    position.offset = new
    if let n = position.node { Invalidation.noteRelayout(n) }
}

extension PreviewServer.Kept {
    /// Scrolls the innermost scroll view under `point` of the k-th rendering by `delta` (a wheel);
    /// what scrolled, or nil when nothing there scrolls along the wheel's axis.
    func scroll(item k: Int, at point: CGPoint, by delta: CGSize) -> String? {
        guard shown.indices.contains(k) else { return nil }
        let vertical = abs(delta.height) >= abs(delta.width)
        let l = shown[k]
        guard let (r, _, _) = recorder.hitTest(l.hosted.root, pass: l.hosted.pass, at: point, accepts: { r in
            guard let d = r.drag, d.wheel != nil else { return false }
            return d.scrollAxes.contains(vertical ? .vertical : .horizontal)
        }), let wheel = r.drag?.wheel else { return nil }
        wheel(vertical ? CGSize(width: 0, height: delta.height) : CGSize(width: delta.width, height: 0))
        return r.name
    }
}

/// What a `ScrollViewReader`'s proxy scrolls: the nodes its content made at its last build.
final class ScrollReaderTarget: @unchecked Sendable, ObjectHolding {
    var roots: [LayoutNode] = []
    /// Not a model: nothing a body reads changes in it.
    var heldObject: AnyObject? { nil }

    /// Scrolls the scroll view around the view whose id is `id` so it shows.
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
        guard let target = find(id), let scroller = enclosingScroller(target), let position = scroller.scroll else { return }
        let viewport = position.viewport
        // The target in the content's unscrolled space, relative to the scroll view's corner.
        let f = target.frame.offsetBy(dx: position.applied.x - scroller.frame.minX, dy: position.applied.y - scroller.frame.minY)
        func along(_ lo: CGFloat, _ length: CGFloat, _ current: CGFloat, _ visible: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let u = unit { return lo + u * length - u * visible }
            if lo < current { return lo }
            if lo + length > current + visible { return min(lo, lo + length - visible) }
            return current
        }
        let x = along(f.minX, f.width, position.applied.x, viewport.width, anchor.map(\.x))
        let y = along(f.minY, f.height, position.applied.y, viewport.height, anchor.map(\.y))
        scroll(position, to: CGPoint(x: x, y: y))
    }

    private func find(_ id: AnyHashable) -> LayoutNode? {
        // From the content's parent: an update in place may have put new nodes in the content's place.
        var stack = roots.first?.parent.map { [$0] } ?? roots.reversed()
        while let n = stack.popLast() {
            if n.isPlaced, n.traits[ExplicitIDKey.self] == id || n.traits[TagKey.self] == id { return n }
            stack += n.children.reversed()
        }
        return nil
    }

    private func enclosingScroller(_ node: LayoutNode) -> LayoutNode? {
        var n = node.parent
        while let x = n {
            if x.scroll != nil { return x }
            n = x.parent
        }
        return nil
    }
}

/// The content of a `ScrollViewReader`: records the nodes it made for the proxy.
struct _ScrollReaderContent<Content: View>: View, PrimitiveView {
    let content: Content
    let target: ScrollReaderTarget
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = Accord.makeNodes(content, ctx)
        target.roots = nodes
        return nodes
    }
}

/// The id `.id(_:)` gave a view, on its nodes (what `scrollTo` finds).
struct ExplicitIDKey: LayoutValueKey { static var defaultValue: AnyHashable? { nil } }
