import Foundation
import AccordLayout

/// A modifier you write: `body(content:)` builds a view around `content`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let build: (BuildContext) -> [LayoutNode]
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { build(ctx) }
}

/// Modifiers the engine applies directly.
protocol PrimitiveModifier {
    func apply(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode]
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier applies to.
    public var content: Content
    /// The modifier applied to `content`.
    public var modifier: Modifier
    /// A view made of `content` with `modifier` applied (SwiftUI's `init(content:modifier:)`).
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Primitive: Accord builds the modifier's nodes directly (never called).
    public var body: Never { fatalError() }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        // The content's identity is where the modifier puts it; what the modifier adds (its
        // body, a layer) is a sibling of the content, so state in either stays apart.
        let c = content
        let build: (BuildContext) -> [LayoutNode] = { Accord.makeNodes(c, $0.child(.content)) }
        let inner = ctx.child(.modifier)
        if let p = modifier as? any PrimitiveModifier { return p.apply(build, inner) }
        if let g = modifier as? any GeometryEffect { return g.applyEffect(build, inner) }  // Modifiers/GeometryEffect.swift
        let m = modifier
        let bodyCtx = inner.child(.body(ObjectIdentifier(Modifier.self)))
        bodyCtx.graph.attachProperties(of: m, at: bodyCtx.path)
        let body = EnvironmentValues.$current.withValue(ctx.environment) {
            m.body(content: _ViewModifier_Content<Modifier>(build: build))
        }
        return Accord.makeNodes(body, bodyCtx)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Primitive: Accord builds the modifier's nodes directly (never called).
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError() }
}

extension View {
    /// Applies a modifier to the view (SwiftUI's `modifier(_:)`): `content.modifier(Bordered())`.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A primitive modifier defined by a closure over the content's nodes.
struct NodeModifier: ViewModifier, PrimitiveModifier {
    let transform: ((BuildContext) -> [LayoutNode], BuildContext) -> [LayoutNode]
    func body(content: Content) -> Never { fatalError() }
    func apply(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode] {
        transform(content, ctx)
    }
}

extension View {
    /// Applies a modifier defined on nodes.
    func nodeModifier(_ transform: @escaping ((BuildContext) -> [LayoutNode], BuildContext) -> [LayoutNode])
        -> ModifiedContent<Self, NodeModifier>
    {
        modifier(NodeModifier(transform: transform))
    }

    /// Wraps each of the content's nodes in a node of the given behaviour (a layout modifier).
    func wrapEach(_ label: String, drawing: ((BuildContext) -> NodeDrawing?)? = nil,
                  _ behaviour: @escaping () -> LayoutBehaviour) -> ModifiedContent<Self, NodeModifier> {
        nodeModifier { content, ctx in
            content(ctx).map { wrap($0, behaviour(), label: label, drawing: drawing?(ctx)) }
        }
    }

    /// Changes the environment for the content. Where the layout direction changes, the
    /// content's nodes declare it (`LayoutNode.layoutDirection`): the engine passes it down to
    /// their subtrees as an input.
    func transformEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, NodeModifier> {
        nodeModifier { content, ctx in
            let inner = ctx.with(change)
            let nodes = content(inner)
            if inner.environment.layoutDirection != ctx.environment.layoutDirection {
                for n in nodes { n.layoutDirection = inner.environment.layoutDirection }
            }
            return nodes
        }
    }
}

/// `node` in a `.frame(maxWidth: .infinity, maxHeight: .infinity, alignment:)`.
func expanding(_ node: LayoutNode, alignment: Alignment = .center, label: String = ".frame(maxWidth: ∞, maxHeight: ∞)") -> LayoutNode {
    wrap(node, FlexFrameBehaviour(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                  maxHeight: .infinity, alignment: alignment), label: label).declaring(.frame)
}

/// `node` with a secondary layer (`.background`, `.overlay`, `.mask`): the layer is proposed the
/// node's size and aligned on it by `alignment` (`SecondaryLayerBehaviour`); `kind`, one of
/// `NodeRole.secondaryLayers`, says how it is drawn (behind, in front, as a mask).
func layered(_ node: LayoutNode, _ layer: LayoutNode, alignment: Alignment, _ kind: NodeRole, label: String) -> LayoutNode {
    wrap(node, SecondaryLayerBehaviour(alignment: alignment), label: label, extra: [layer]).declaring(kind)
}

/// `nodes` as one node where one is needed (a secondary layer, a root, a page): the node itself,
/// or a node laying them out with `layout`.
func oneNode<L: Layout>(_ nodes: [LayoutNode], in layout: L, label: String) -> LayoutNode {
    nodes.count == 1 ? nodes[0] : makeNode(LayoutAdapter(layout), children: nodes, label: label)
}

/// `nodes` as one node: the node itself, or a `ZStack` of them aligned by `alignment`.
func stacked(_ nodes: [LayoutNode], alignment: Alignment = .center) -> LayoutNode {
    oneNode(nodes, in: ZStackLayout(alignment: alignment), label: "ZStack")
}

/// Wraps a node in a modifier node, carrying its traits (priority only through modifiers that
/// forward it) and its stack axis.
func wrap(_ node: LayoutNode, _ behaviour: LayoutBehaviour, label: String, drawing: NodeDrawing? = nil,
          extra: [LayoutNode] = []) -> LayoutNode {
    let w = makeNode(behaviour, children: [node] + extra, label: label, drawing: drawing)
    w.traits = node.traits
    if !behaviour.forwardsPriority { w.traits.priority = 0 }
    w.ignoredSafeAreaEdges = node.ignoredSafeAreaEdges
    return w
}
