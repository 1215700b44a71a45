import Foundation
import AccordLayout

/// A view laid out by a `Layout` over the nodes of its content.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let label: String
    let content: Content

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let children = Accord.makeNodes(content, ctx)
        return [makeNode(LayoutAdapter(layout), children: children, label: label)]
    }
}

extension Layout {
    /// `MyLayout { … }`: lays the content out with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> {
        _LayoutView(layout: self, label: "\(Self.self)", content: content())
    }
}

/// A view that arranges its children in a horizontal line (SwiftUI's `HStack`).
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    /// A horizontal stack: children aligned by `alignment`, `spacing` points apart (nil: each pair's preferred spacing, 8 between most views).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack's layout over its content (a primitive: Accord lays out `HStackLayout`).
    public var body: _LayoutView<HStackLayout, Content> { _LayoutView(layout: layout, label: "HStack", content: content) }
}

/// A view that arranges its children in a vertical line (SwiftUI's `VStack`).
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    /// A vertical stack: children aligned by `alignment`, `spacing` points apart (nil: each pair's preferred spacing, 8 between most views).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack's layout over its content (a primitive: Accord lays out `VStackLayout`).
    public var body: _LayoutView<VStackLayout, Content> { _LayoutView(layout: layout, label: "VStack", content: content) }
}

/// A view that overlays its children, aligning them in both axes (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    /// An overlaying stack, its children aligned by `alignment`; later children are drawn on top unless `zIndex` says otherwise.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    /// The stack's layout over its content (a primitive: Accord lays out `ZStackLayout`).
    public var body: _LayoutView<ZStackLayout, Content> { _LayoutView(layout: layout, label: "ZStack", content: content) }
}

/// A flexible space that stacks size last; at least `minLength` (8 by default) along the stack.
public struct Spacer: View, PrimitiveView {
    /// The least length the spacer keeps along its stack's axis (nil: the default spacing, 8 points).
    public var minLength: CGFloat?
    /// A flexible space that expands along the axis of its stack (SwiftUI's `Spacer(minLength:)`).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        [makeNode(SpacerBehaviour(minLength: minLength), label: "Spacer")]
    }
}

/// A type-erased layout, to switch between layouts while keeping the content.
public struct AnyLayout: Layout, @unchecked Sendable {
    /// The cache type: the wrapped layout's cache, boxed.
    public typealias Cache = AnyLayoutCache
    let box: AnyLayoutBox

    /// A type-erased layout (SwiftUI's `AnyLayout(_:)`): switching layouts keeps the subviews' identity.
    public init<L: Layout>(_ layout: L) { box = ConcreteLayoutBox(layout) }

    /// Default layout properties (the wrapped layout's are not forwarded).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> AnyLayoutCache { AnyLayoutCache(value: box.makeCache(subviews)) }
    /// Rebuilds the wrapped layout's cache.
    public func updateCache(_ cache: inout AnyLayoutCache, subviews: Subviews) { cache.value = box.makeCache(subviews) }
    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }
    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }
    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout AnyLayoutCache) -> ViewSpacing { box.spacing(subviews, &cache.value) }
    /// The wrapped layout's explicit horizontal alignment guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout AnyLayoutCache) -> CGFloat? {
        box.explicitH(guide, bounds, proposal, subviews, &cache.value)
    }
    /// The wrapped layout's explicit vertical alignment guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout AnyLayoutCache) -> CGFloat? {
        box.explicitV(guide, bounds, proposal, subviews, &cache.value)
    }
    /// The wrapped layout's stack orientation (a Spacer in `AnyLayout(HStackLayout())` is horizontal).
    public var _stackOrientation: Axis? { box.stackOrientation }
}

/// `AnyLayout`'s cache: the wrapped layout's, type-erased.
public struct AnyLayoutCache { var value: Any }

class AnyLayoutBox {
    var stackOrientation: Axis? { nil }
    func makeCache(_ s: LayoutSubviews) -> Any { () }
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGSize { .zero }
    func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) {}
    func spacing(_ s: LayoutSubviews, _ c: inout Any) -> ViewSpacing { ViewSpacing() }
    func explicitH(_ g: HorizontalAlignment, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGFloat? { nil }
    func explicitV(_ g: VerticalAlignment, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGFloat? { nil }
}

final class ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    init(_ layout: L) { self.layout = layout }
    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    private func with<R>(_ s: LayoutSubviews, _ c: inout Any, _ body: (inout L.Cache) -> R) -> R {
        var cache = (c as? L.Cache) ?? layout.makeCache(subviews: s)
        let r = body(&cache)
        c = cache
        return r
    }
    override func makeCache(_ s: LayoutSubviews) -> Any { layout.makeCache(subviews: s) }
    override func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGSize {
        with(s, &c) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) }
    }
    override func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) {
        with(s, &c) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) }
    }
    override func spacing(_ s: LayoutSubviews, _ c: inout Any) -> ViewSpacing { with(s, &c) { layout.spacing(subviews: s, cache: &$0) } }
    override func explicitH(_ g: HorizontalAlignment, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGFloat? {
        with(s, &c) { layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &$0) }
    }
    override func explicitV(_ g: VerticalAlignment, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGFloat? {
        with(s, &c) { layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &$0) }
    }
}

/// Gives its content its own size and frame: sized by the proposal (0 where unspecified),
/// content built once the frame is known, at the top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// A container that takes all the space offered and gives its content a `GeometryProxy` of its size and frame (SwiftUI's `GeometryReader`); children are placed at its top-leading corner.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let content = self.content
        let behaviour = GeometryReaderBehaviour { size, frame, node in
            let proxy = GeometryProxy(size: size, globalFrame: frame, reader: node)
            let v = EnvironmentValues.$current.withValue(ctx.environment) { content(proxy) }
            return Accord.makeNodes(v, ctx)
        }
        return [makeNode(behaviour, label: "GeometryReader")]
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)`: the view's own, the window's, or a named ancestor's.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    case named(AnyHashable)
}

/// A reader's size and frame. `frame(in: .named(x))` is the frame relative to the nearest
/// ancestor marked `.coordinateSpace(name: x)` (global when there is none).
public struct GeometryProxy: @unchecked Sendable {
    /// The size of the reader (the space it was offered).
    public let size: CGSize
    let globalFrame: CGRect
    weak var reader: LayoutNode?
    /// The reader's safe-area insets: on each edge its frame reaches the safe area's, how far
    /// the unsafe area goes beyond (Sources/Accord/SafeArea/SafeRegion.swift).
    public var safeAreaInsets: EdgeInsets { reader.map { Accord.safeAreaInsets(of: $0) } ?? EdgeInsets() }
    /// The reader's frame in `space`: its own (origin zero), the window's, or a named ancestor's.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            var n = reader?.parent
            while let node = n {
                if node.coordinateSpaceName == name {
                    return globalFrame.offsetBy(dx: -node.frame.minX, dy: -node.frame.minY)
                }
                n = node.parent
            }
            return globalFrame
        }
    }
    /// The point `anchor` of the reader's bounds, e.g. `proxy[.center]` (Accord's unit-point form of SwiftUI's anchor subscript).
    public subscript(anchor: UnitPoint) -> CGPoint {
        CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
    }
}

extension CoordinateSpace {
    /// The coordinate space named `name` by `coordinateSpace(name:)`.
    public static func named(_ name: some Hashable) -> CoordinateSpace { .named(AnyHashable(name)) }
}

extension View {
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<N: Hashable>(name: N) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { n in
                let w = wrap(n, TransparentBehaviour(), label: ".coordinateSpace")
                w.coordinateSpaceName = AnyHashable(name)
                return w
            }
        }
    }
}
