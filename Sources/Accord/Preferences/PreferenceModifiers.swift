import Foundation
import AccordLayout

extension View {
    /// Sets `key`'s value for this view: the value its ancestors see from it, in place of any
    /// value from the views it contains.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        preferenceEffect(".preference(\(K.self))", PreferenceEffect<K> { v, _ in v = value })
    }

    /// Changes the value of `key` coming from this view's subtree (its default when none sets it).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        preferenceEffect(".transformPreference(\(K.self))", PreferenceEffect<K> { v, _ in
            var x = v ?? K.defaultValue
            callback(&x)
            v = x
        })
    }

    /// Sets `key`'s value from a geometry value of this view (its bounds, a point…) that readers
    /// convert to their own coordinates with `GeometryProxy`'s `subscript(anchor:)`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        preferenceEffect(".anchorPreference(\(K.self))", PreferenceEffect<K> { v, node in
            v = transform(value.resolve(node.frame))
        })
    }

    /// Changes the value of `key` from this view's subtree with a geometry value of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        preferenceEffect(".transformAnchorPreference(\(K.self))", PreferenceEffect<K> { v, node in
            var x = v ?? K.defaultValue
            transform(&x, value.resolve(node.frame))
            v = x
        })
    }

    /// Runs `action` with the value of `key` from this view's subtree once it is laid out, and
    /// whenever it changes; state the action sets is shown by building the view again.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable
    {
        nodeModifier { content, ctx in
            ctx.graph.notePreferenceObserver()
            return content(ctx).enumerated().map { i, node in
                let key = StateKey(path: ctx.path.appending(.part(i)).components, property: "onPreferenceChange(\(K.self))")
                let observer = PreferenceChangeObserver<K>(key: key, action: action)
                return preferenceNode(node, observer: observer, label: ".onPreferenceChange(\(K.self))")
            }
        }
    }

    /// A view in front of this one made from the value of `key` this view produces, proposed
    /// this view's size; anchors in the value resolve in the overlay's space.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                   @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        preferenceLayer(key, alignment: .center, background: false, transform)
    }

    /// `overlayPreferenceValue` aligned by `alignment` (iOS 16).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                 @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceLayer(key, alignment: alignment, background: false, transform)
    }

    /// A view behind this one made from the value of `key` this view produces.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                      @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        preferenceLayer(key, alignment: .center, background: true, transform)
    }

    /// `backgroundPreferenceValue` aligned by `alignment` (iOS 16).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceLayer(key, alignment: alignment, background: true, transform)
    }

    func preferenceEffect<K: PreferenceKey>(_ label: String, _ effect: PreferenceEffect<K>) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { preferenceNode($0, effect: effect, label: label) }
        }
    }

    /// The overlay/background layer of a preference value: built when it is placed, after the
    /// view it decorates (placed first) has its frames, from that view's value.
    func preferenceLayer<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment, background: Bool,
                                                    _ transform: @escaping (K.Value) -> V) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { node in
                let layer = makeNode(GeometryReaderBehaviour { _, _, reader in
                    let decorated = reader.parent?.children.first
                    let value = decorated.flatMap { preferenceValue(K.self, in: $0) } ?? K.defaultValue
                    let v = EnvironmentValues.$current.withValue(ctx.environment) { transform(value) }
                    let aligned = ZStack(alignment: alignment) { v }
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
                    return Accord.makeNodes(aligned, ctx.child(.part(1)))
                }, label: background ? ".backgroundPreferenceValue(\(K.self))" : ".overlayPreferenceValue(\(K.self))")
                return layered(node, layer, alignment: alignment, background ? .backgroundLayer : .overlayLayer,
                               label: background ? ".background" : ".overlay")
            }
        }
    }
}

/// `onPreferenceChange`'s action and the identity its last delivered value is kept at.
final class PreferenceChangeObserver<K: PreferenceKey>: PreferenceObserving, @unchecked Sendable where K.Value: Equatable {
    let key: StateKey
    let action: (K.Value) -> Void

    init(key: StateKey, action: @escaping (K.Value) -> Void) {
        self.key = key
        self.action = action
    }

    func deliver(from node: LayoutNode, graph: ViewGraph) -> Bool {
        // No view below writes the key: nothing to observe (SwiftUI binds the action only to a
        // value its content produces), unless one did before and went away (then the default).
        guard let value = preferenceValue(K.self, in: node) ?? (graph.hasDelivered(at: key) ? K.defaultValue : nil) else {
            return false
        }
        guard graph.deliver(value, at: key, equal: { ($0 as? K.Value) == ($1 as? K.Value) }).changed else { return false }
        action(value)
        return true
    }
}
