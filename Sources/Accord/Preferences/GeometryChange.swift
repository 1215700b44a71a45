import Foundation
import AccordLayout

extension View {
    /// Runs `action` with a value made from this view's geometry once it is laid out, and
    /// whenever the value changes; state the action sets is shown by building the view again
    /// (the update rounds `onPreferenceChange` uses).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        geometryObserver(transform) { _, new in action(new) }
    }

    /// `onGeometryChange` with the previous value too (the first call passes the first value as
    /// both).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        geometryObserver(transform, action)
    }

    func geometryObserver<T: Equatable>(_ transform: @escaping (GeometryProxy) -> T,
                                        _ action: @escaping (T, T) -> Void) -> some View {
        nodeModifier { content, ctx in
            ctx.graph.notePreferenceObserver()
            return content(ctx).enumerated().map { i, node in
                let key = StateKey(path: ctx.path.appending(.part(i)).components, property: "onGeometryChange(\(T.self))")
                let observer = GeometryChangeObserver<T>(key: key, transform: transform, action: action)
                return preferenceNode(node, observer: observer, label: ".onGeometryChange(\(T.self))")
            }
        }
    }
}

/// `onGeometryChange`'s transform and action: reads the laid-out view's own geometry.
final class GeometryChangeObserver<T: Equatable>: PreferenceObserving, @unchecked Sendable {
    let key: StateKey
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void

    init(key: StateKey, transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void) {
        self.key = key
        self.transform = transform
        self.action = action
    }

    func deliver(from node: LayoutNode, graph: ViewGraph) -> Bool {
        let value = transform(GeometryProxy(size: node.frame.size, globalFrame: node.frame, reader: node))
        let d = graph.deliver(value, at: key, equal: { ($0 as? T) == ($1 as? T) })
        guard d.changed else { return false }
        action(d.previous as? T ?? value, value)
        return true
    }
}
