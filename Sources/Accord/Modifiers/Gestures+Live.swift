import Foundation
import AccordLayout

// Gestures in the live preview (`accord preview`): a gesture value is read into a `LiveGesture`
// — what starts it (taps of a count, or a drag of a minimum distance) and the callbacks its
// modifiers added (`onChanged`, `onEnded`, `updating`, `map`) — and `.gesture(_:)` records it as
// a responder on the view's nodes (PreviewServer+Taps.swift hit-tests them). Values travel as
// `Any` from the base gesture (`DragGesture.Value`, `()`, `SpatialTapGesture.Value`) through
// each modifier's transform. Composed gestures (sequenced, simultaneous, exclusive) and the
// pinch, rotation and long-press gestures stay inert.

/// A gesture as the live preview delivers it.
struct LiveGesture {
    enum Trigger {
        case tap(count: Int)
        case spatialTap(count: Int)
        case drag(minimumDistance: CGFloat)
    }
    var trigger: Trigger
    /// From the base gesture's value to this gesture's.
    var transform: (Any) -> Any = { $0 }
    var changed: [(Any) -> Void] = []
    var ended: [(Any) -> Void] = []
    /// Run when the gesture ends (`@GestureState`s back to their initial values).
    var resets: [() -> Void] = []

    /// The live form of `gesture`, or nil when the preview does not deliver it.
    static func of<G: Gesture>(_ gesture: G) -> LiveGesture? {
        if let g = gesture as? any _LiveGestureConvertible { return g._live }
        if G.Body.self == Never.self { return nil }
        return of(gesture.body)
    }

    /// The responder recorded on the view's nodes.
    func responder() -> TapResponder {
        let changed = self.changed, ended = self.ended, resets = self.resets
        switch trigger {
        case .tap(let count):
            return TapResponder(kind: .action { _ in ended.forEach { $0(()) }; resets.forEach { $0() } }, name: "TapGesture", count: count)
        case .spatialTap(let count):
            return TapResponder(kind: .action { p in
                ended.forEach { $0(SpatialTapGesture.Value(location: p)) }; resets.forEach { $0() }
            }, name: "SpatialTapGesture", count: count)
        case .drag(let minimumDistance):
            return TapResponder(kind: .none, name: "DragGesture", drag: DragHandler(
                minimumDistance: minimumDistance,
                changed: { v, _ in changed.forEach { $0(v) } },
                ended: { v in ended.forEach { $0(v) }; resets.forEach { $0() } }))
        }
    }
}

/// Gestures the live preview can deliver.
protocol _LiveGestureConvertible {
    var _live: LiveGesture? { get }
}

extension TapGesture: _LiveGestureConvertible {
    var _live: LiveGesture? { LiveGesture(trigger: .tap(count: count)) }
}
extension SpatialTapGesture: _LiveGestureConvertible {
    var _live: LiveGesture? { LiveGesture(trigger: .spatialTap(count: count)) }
}
extension DragGesture: _LiveGestureConvertible {
    var _live: LiveGesture? { LiveGesture(trigger: .drag(minimumDistance: minimumDistance)) }
}
extension AnyGesture: _LiveGestureConvertible {
    var _live: LiveGesture? { live }
}
extension LiveGesture {
    /// `content`'s live gesture with `action` added to its `callbacks` (`changed` or `ended`),
    /// called with the value in `content`'s own type.
    static func of<G: Gesture>(_ content: G, adding action: ((G.Value) -> Void)?,
                               to callbacks: WritableKeyPath<LiveGesture, [(Any) -> Void]>) -> LiveGesture? {
        guard var g = LiveGesture.of(content) else { return nil }
        if let action {
            let t = g.transform
            g[keyPath: callbacks].append { v in if let x = t(v) as? G.Value { action(x) } }
        }
        return g
    }
}
extension Optional: _LiveGestureConvertible where Wrapped: Gesture {
    var _live: LiveGesture? { flatMap { LiveGesture.of($0) } }
}
extension _ChangedGesture: _LiveGestureConvertible {
    var _live: LiveGesture? { LiveGesture.of(content, adding: action, to: \.changed) }
}
extension _EndedGesture: _LiveGestureConvertible {
    var _live: LiveGesture? { LiveGesture.of(content, adding: action, to: \.ended) }
}
extension _MapGesture: _LiveGestureConvertible {
    var _live: LiveGesture? {
        guard var g = LiveGesture.of(content), let transform else { return nil }
        let t = g.transform
        g.transform = { v in (t(v) as? Content.Value).map { transform($0) } as Any }
        return g
    }
}
extension _ModifiersGesture: _LiveGestureConvertible {
    var _live: LiveGesture? { LiveGesture.of(content) }
}
extension GestureStateGesture: _LiveGestureConvertible {
    var _live: LiveGesture? {
        guard var g = LiveGesture.of(base) else { return nil }
        if let state, let update {
            let t = g.transform
            g.changed.append { v in
                guard let x = t(v) as? Value else { return }
                var s = state.wrappedValue
                var transaction = Transaction()
                update(x, &s, &transaction)
                state.set(s)
            }
            g.resets.append { state.reset() }
        }
        return g
    }
}

/// `.gesture(_:)`: records the gesture's responder on the content's nodes (the live preview).
struct _GestureResponding<Content: View>: View, PrimitiveView {
    let content: Content
    let gesture: LiveGesture?

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = Accord.makeNodes(content, ctx)
        if let gesture { TapRecorder.register(nodes, gesture.responder(), ctx.environment) }
        return nodes
    }
}
