import Foundation
import AccordLayout

// Taps in the live preview (`accord preview`, issue 17 step 2).
//
// While the serve loop builds a preview, views that respond to taps record a `TapResponder` on
// the layout nodes they produce (no node is added: the laid-out tree and every frame are the
// same as without it). A tap at a point is then hit-tested on the laid-out tree as SwiftUI
// does it: frontmost first (later siblings, or a higher `zIndex`, are drawn above), a view is hit where it
// draws something — not in the empty space of a stack or a Spacer — unless `contentShape`
// gives it a shape, or it is a control whose whole frame is its hit area (a stepper, a switch, a
// segment); `allowsHitTesting(false)` takes a view and its content out; a hit goes to the
// nearest responder at or above the view that was hit (a Button's label → the Button), the
// innermost responder winning (a Button inside an `onTapGesture` view). `.disabled(true)` views
// swallow taps. Outside the serve loop nothing is recorded.

/// What a tap on a view does.
struct TapResponder {
    enum Kind {
        /// Runs with the tap's location in the view's own space.
        case action((CGPoint) -> Void)
        /// A control split in two halves (a stepper's − and +), nil where that half does nothing.
        case halves(leading: (() -> Void)?, trailing: (() -> Void)?)
        /// Hit, but does nothing (a disabled control).
        case swallow
        /// No tap: the view responds to drags only (`drag`).
        case none
        /// Runs with the view's frame in the canvas (a menu opening at its picker).
        case anchored((CGRect) -> Void)
        /// Runs with the tap's point in the canvas and its count (a text field: a tap places the
        /// caret, a double tap selects a word).
        case text((CGPoint, Int) -> Void)
    }
    var kind: Kind
    /// What the page is told was tapped ("Button", "Toggle"…).
    var name: String
    /// The whole frame is the hit area (UIKit-drawn controls), not only what the view draws.
    var wholeFrame = false
    /// The number of taps it waits for (`onTapGesture(count:)`).
    var count = 1
    /// What a drag that begins on the view does (a Slider's thumb, a `DragGesture`).
    var drag: DragHandler?
    /// A button: its identity, pressed while the pointer is down on it (PreviewServer+Press.swift).
    var press: [ViewPathComponent]?
    /// What a long press or a right click does (a context menu, a menu with a primary action),
    /// with the view's frame in the canvas.
    var context: ((CGRect) -> Void)?

    /// The same responder, each of its closures run in `env` (the environment the view was built
    /// in): an action that reads `@Environment` — `dismiss()`, `openURL(…)`, an environment
    /// object — gets the view's values, as SwiftUI's stored environment gives them, not the
    /// defaults (Accord's `@Environment` reads the environment current when it is read).
    func within(_ env: EnvironmentValues) -> TapResponder {
        func run<T>(_ body: () -> T) -> T { EnvironmentValues.$current.withValue(env, operation: body) }
        var r = self
        switch kind {
        case .action(let f): r.kind = .action { p in run { f(p) } }
        case .halves(let l, let t): r.kind = .halves(leading: l.map { l in { run(l) } }, trailing: t.map { t in { run(t) } })
        case .anchored(let f): r.kind = .anchored { f2 in run { f(f2) } }
        case .text(let f): r.kind = .text { p, n in run { f(p, n) } }
        case .swallow, .none: break
        }
        if var d = drag {
            let changed = d.changed, ended = d.ended
            d.changed = { v, size in run { changed(v, size) } }
            d.ended = { v in run { ended(v) } }
            r.drag = d
        }
        if let c = context { r.context = { f in run { c(f) } } }
        return r
    }

    /// Whether a tap of `count` clicks is for this responder.
    func takesTap(count: Int) -> Bool {
        switch kind {
        case .none: return false
        case .action: return self.count == count
        default: return true
        }
    }
}

/// A drag delivered to a view (PreviewServer+Input.swift): points in the view's own space.
struct DragHandler {
    /// How far the pointer moves before the drag begins (`DragGesture(minimumDistance:)`).
    var minimumDistance: CGFloat = 0
    /// The drag's value and the view's size.
    var changed: (DragGesture.Value, CGSize) -> Void
    var ended: (DragGesture.Value) -> Void = { _ in }
    /// A scroll view: the wheel scrolls it by a distance (PreviewServer+Scroll.swift), along these axes.
    var wheel: ((CGSize) -> Void)?
    var scrollAxes: Axis.Set = []
    /// Also told, while the drag goes on, where it began and where the pointer is, in the canvas
    /// (a text field selects the characters between).
    var canvasChanged: ((CGPoint, CGPoint) -> Void)?
}

/// The responders, content shapes and hit-test blockers recorded during one serve build.
final class TapRecorder: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var active: TapRecorder?

    /// Responders by node, innermost first.
    private var responders: [ObjectIdentifier: (LayoutNode, [TapResponder])] = [:]
    private var shapes: [ObjectIdentifier: (LayoutNode, (CGRect) -> Path)] = [:]
    private var blocked: [ObjectIdentifier: LayoutNode] = [:]
    /// The focused text field built in this build (PreviewServer+Input.swift).
    var keyTarget: KeyTarget?

    /// The recorder of the build under way (nil outside the serve loop).
    static var current: TapRecorder? {
        get { lock.lock(); defer { lock.unlock() }; return active }
        set { lock.lock(); active = newValue; lock.unlock() }
    }

    /// Records `responder` on `nodes` (after those recorded before: the innermost is asked
    /// first). In a disabled environment the nodes swallow taps and drags instead.
    /// `first`: asked before those recorded on the same nodes already (a menu over the button
    /// its style draws its label with).
    static func register(_ nodes: [LayoutNode], _ responder: TapResponder, _ env: EnvironmentValues, first: Bool = false) {
        guard let r = current else { return }
        var responder = responder.within(env)
        if !env.isEnabled { responder.kind = .swallow; responder.drag = nil; responder.context = nil }
        lock.lock(); defer { lock.unlock() }
        for n in nodes {
            if first { r.responders[ObjectIdentifier(n), default: (n, [])].1.insert(responder, at: 0) }
            else { r.responders[ObjectIdentifier(n), default: (n, [])].1.append(responder) }
        }
    }

    /// Records `responder` on the first node declaring `role` in `nodes`' subtrees (a toggle's
    /// switch: its label is not part of the switch), or on `nodes` when there is none.
    static func register(_ nodes: [LayoutNode], preferring role: NodeRole, _ responder: TapResponder, _ env: EnvironmentValues) {
        var stack = nodes
        while let n = stack.popLast() {
            if n.role.contains(role) { register([n], responder, env); return }
            stack += n.children
        }
        register(nodes, responder, env)
    }

    /// Runs `body` with nothing recorded (a view built only to be measured or named).
    static func withoutRecording<T>(_ body: () -> T) -> T {
        let saved = current, wasHidden = hidden
        current = nil
        hidden = saved != nil || wasHidden
        defer { current = saved; hidden = wasHidden }
        return body()
    }
    /// True while a live preview builds views it does not record (`withoutRecording`: the screens
    /// under a pushed one): their state that lives outside `@State` (a scroll position) is kept.
    nonisolated(unsafe) static var hidden = false

    /// What is recorded on a node at one moment (per-view invalidation: what the views around a
    /// body record on its nodes after it returned them is carried to the nodes a new evaluation makes).
    struct Mark {
        var responders: Int
        var shape: Bool
        var blocked: Bool
    }

    func mark(_ n: LayoutNode) -> Mark {
        Self.lock.lock(); defer { Self.lock.unlock() }
        let id = ObjectIdentifier(n)
        return Mark(responders: responders[id]?.1.count ?? 0, shape: shapes[id] != nil, blocked: blocked[id] != nil)
    }

    /// Records on `new` what was recorded on `old` after `mark` (its body returned it).
    func carry(from old: LayoutNode, to new: LayoutNode, after mark: Mark) {
        Self.lock.lock(); defer { Self.lock.unlock() }
        let o = ObjectIdentifier(old), n = ObjectIdentifier(new)
        if let (_, rs) = responders[o], rs.count > mark.responders {
            responders[n, default: (new, [])].1.append(contentsOf: rs[mark.responders...])
        }
        if !mark.shape, let s = shapes[o] { shapes[n] = (new, s.1) }
        if !mark.blocked, blocked[o] != nil { blocked[n] = new }
    }

    static func setShape(_ nodes: [LayoutNode], _ shape: @escaping (CGRect) -> Path) {
        guard let r = current else { return }
        lock.lock(); defer { lock.unlock() }
        for n in nodes { r.shapes[ObjectIdentifier(n)] = (n, shape) }
    }

    static func block(_ nodes: [LayoutNode]) {
        guard let r = current else { return }
        lock.lock(); defer { lock.unlock() }
        for n in nodes { r.blocked[ObjectIdentifier(n)] = n }
    }

    /// What a tap at `point` (canvas space) on the laid-out `root` reaches: the responder and
    /// the node it was recorded on, or nil when nothing that responds is there.
    func hitTest(_ root: LayoutNode, pass: LayoutPass, at point: CGPoint, count: Int) -> (TapResponder, LayoutNode, CGRect)? {
        hitTest(root, pass: pass, at: point) { $0.takesTap(count: count) || { if case .swallow = $0.kind { true } else { false } }($0) }
    }

    /// What a drag beginning at `point` reaches: the nearest view at or above the one hit that
    /// takes drags (or a disabled control, which swallows it).
    func dragTarget(_ root: LayoutNode, pass: LayoutPass, at point: CGPoint) -> (TapResponder, LayoutNode, CGRect)? {
        hitTest(root, pass: pass, at: point) { r in
            if case .swallow = r.kind { return true }
            return r.drag != nil
        }
    }

    /// The hit-test: the first responder `accepts` at or above the frontmost view hit at `point`.
    func hitTest(_ root: LayoutNode, pass: LayoutPass, at point: CGPoint,
                 accepts: (TapResponder) -> Bool) -> (TapResponder, LayoutNode, CGRect)? {
        func own(_ n: LayoutNode) -> (TapResponder, LayoutNode, CGRect)? {
            guard let (_, rs) = responders[ObjectIdentifier(n)], let r = rs.first(where: accepts) else { return nil }
            return (r, n, pass.pixelFrame(n))
        }
        // Depth first with an explicit stack would lose the "nearest responder above" rule's
        // simplicity; trees deep enough to matter are refused by the builder long before.
        func visit(_ n: LayoutNode) -> (hit: Bool, found: (TapResponder, LayoutNode, CGRect)?) {
            guard n.isPlaced, blocked[ObjectIdentifier(n)] == nil else { return (false, nil) }
            // A scrolled view's content outside its frame is clipped away: not hit there.
            if n.scroll != nil, !pass.pixelFrame(n).contains(point) { return (false, nil) }
            for c in Self.drawingOrder(n).reversed() {
                let r = visit(c)
                if r.hit { return (true, r.found ?? own(n)) }
            }
            let frame = pass.pixelFrame(n)
            let isHit: Bool
            if let (_, shape) = shapes[ObjectIdentifier(n)] {
                isHit = shape(frame).boundingRect.contains(point)
            } else if let (_, rs) = responders[ObjectIdentifier(n)], rs.contains(where: \.wholeFrame) {
                isHit = frame.contains(point)
            } else {
                isHit = n.drawing?.content != nil && frame.contains(point)
            }
            return isHit ? (true, own(n)) : (false, nil)
        }
        var result: (TapResponder, LayoutNode, CGRect)?
        withLargeStack { result = visit(root).found }
        return result
    }

    /// A node's children in the order they are drawn (HostedLayout.draw): a background layer
    /// below its content, an overlay above, a mask not drawn (so not hit); else by `zIndex`.
    static func drawingOrder(_ n: LayoutNode) -> [LayoutNode] {
        if !n.role.isDisjoint(with: .secondaryLayers), n.children.count == 2 {
            if n.role.contains(.maskLayer) { return [n.children[0]] }
            return n.role.contains(.backgroundLayer) ? [n.children[1], n.children[0]] : n.children
        }
        return zOrdered(n.children)
    }

    /// Delivers a tap: runs what the responder does. Returns what was tapped, for the page.
    static func deliver(_ hit: (TapResponder, LayoutNode, CGRect), at point: CGPoint, count: Int = 1) -> String {
        let (r, _, frame) = hit
        switch r.kind {
        case .action(let run):
            run(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
            return r.name
        case .halves(let leading, let trailing):
            if point.x < frame.midX { leading?(); return r.name + (leading == nil ? " (− at its limit)" : " −") }
            trailing?()
            return r.name + (trailing == nil ? " (+ at its limit)" : " +")
        case .swallow:
            return r.name + " (disabled)"
        case .none:
            return r.name
        case .anchored(let run):
            run(frame)
            return r.name
        case .text(let run):
            run(point, count)
            return r.name
        }
    }
}

/// A view that records a responder on its content's nodes.
struct _TapResponding<Content: View>: View, PrimitiveView {
    let content: Content
    let responder: TapResponder
    var preferring: NodeRole?

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = Accord.makeNodes(content, ctx)
        if let role = preferring {
            TapRecorder.register(nodes, preferring: role, responder, ctx.environment)
        } else {
            TapRecorder.register(nodes, responder, ctx.environment)
        }
        return nodes
    }
}

/// `.contentShape(_:)`: the content's hit area is the shape in its frame.
struct _ContentShaped<Content: View>: View, PrimitiveView {
    let content: Content
    /// nil: a shape for other kinds (drag or context-menu previews), not for hits.
    let shape: ((CGRect) -> Path)?

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = Accord.makeNodes(content, ctx)
        if let shape { TapRecorder.setShape(nodes, shape) }
        return nodes
    }
}

/// `.allowsHitTesting(false)`: the content and everything in it is not hit.
struct _HitTestingDisallowed<Content: View>: View, PrimitiveView {
    let content: Content
    let allowed: Bool

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = Accord.makeNodes(content, ctx)
        if !allowed { TapRecorder.block(nodes) }
        return nodes
    }
}
