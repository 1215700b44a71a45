import Foundation
import AccordLayout

/// Views a lazy container pins while scrolling (accepted; still renderings are unscrolled).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// MARK: - Lazy children

/// A run of a lazy container's children: views built up front, or the elements of a ForEach,
/// built one at a time when the layout asks for them.
enum LazySegment {
    case built([LayoutNode])
    case elements(count: Int, build: (Int) -> [LayoutNode])
}

/// Content that can describe itself as lazy segments (ForEach, and tuples of views).
protocol LazySegmentProviding {
    func lazySegments(_ ctx: BuildContext) -> [LazySegment]
}

func lazySegments<V: View>(_ view: V, _ ctx: BuildContext) -> [LazySegment] {
    if let p = view as? any LazySegmentProviding { return p.lazySegments(ctx) }
    return [.built(makeNodes(view, ctx))]
}

extension ForEach: LazySegmentProviding {
    func lazySegments(_ ctx: BuildContext) -> [LazySegment] {
        let data = self.data, content = self.content
        return [.elements(count: data.count) { i in
            let element = data[data.index(data.startIndex, offsetBy: i)]
            let v = EnvironmentValues.$current.withValue(ctx.environment) { content(element) }
            return Accord.makeNodes(v, ctx)
        }]
    }
}

extension TupleView: LazySegmentProviding {
    func lazySegments(_ ctx: BuildContext) -> [LazySegment] {
        var out: [LazySegment] = []
        for v in repeat each value { out += Accord.lazySegments(v, ctx) }
        return out
    }
}

/// The children of a lazy container: one per built view, one per ForEach element. An element
/// that builds no view is an empty zero-size child; one that builds several is stacked along
/// the container's axis (an approximation: SwiftUI makes each of them a child).
final class LazyContentSource: LazyNodeSource, @unchecked Sendable {
    private let segments: [LazySegment]
    private let starts: [Int]
    let count: Int
    private let axis: Axis
    private let direction: LayoutDirection
    private var built: [Int: LayoutNode] = [:]

    init(_ segments: [LazySegment], axis: Axis, direction: LayoutDirection) {
        var flat: [LazySegment] = []
        for s in segments {
            if case .built(let nodes) = s, nodes.isEmpty { continue }
            flat.append(s)
        }
        self.segments = flat
        var starts: [Int] = []
        var n = 0
        for s in flat {
            starts.append(n)
            switch s {
            case .built(let nodes): n += nodes.count
            case .elements(let c, _): n += c
            }
        }
        self.starts = starts
        self.count = n
        self.axis = axis
        self.direction = direction
    }

    func node(at index: Int) -> LayoutNode {
        if let n = built[index] { return n }
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        let local = index - starts[lo]
        let node: LayoutNode
        switch segments[lo] {
        case .built(let nodes):
            node = nodes[local]
        case .elements(_, let build):
            let nodes = build(local)
            if nodes.count == 1 {
                node = nodes[0]
            } else if nodes.isEmpty {
                node = LayoutNode(ZeroSizeBehaviour(), label: "EmptyView")
            } else {
                let stack: LayoutBehaviour = axis == .vertical ? LayoutAdapter(VStackLayout()) : LayoutAdapter(HStackLayout())
                node = LayoutNode(stack, children: nodes, label: axis == .vertical ? "VStack (element)" : "HStack (element)")
                node.layoutDirection = direction
            }
        }
        built[index] = node
        return node
    }
}

func makeLazyNode<Content: View>(_ content: Content, _ ctx: BuildContext, axis: Axis, kind: LazyContainerBehaviour.Kind,
                                 spacing: CGFloat?, label: String) -> [LayoutNode] {
    let viewport = ctx.environment._scrollViewport
    let source = LazyContentSource(lazySegments(content, ctx), axis: axis, direction: ctx.environment.layoutDirection)
    let behaviour = LazyContainerBehaviour(axis: axis, kind: kind, spacing: spacing, source: source, viewport: viewport)
    let node = LayoutNode(behaviour, label: label)
    node.layoutDirection = ctx.environment.layoutDirection
    return [node]
}

// MARK: - Lazy stacks

/// A vertical stack that, inside a vertical ScrollView, builds only the rows the viewport shows.
/// Takes the proposed width (seed 004: h-exp, v-hug); children are proposed (width, nil).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        makeLazyNode(content, ctx, axis: .vertical, kind: .stack(alignment: alignment.key), spacing: spacing, label: "LazyVStack")
    }
}

/// A horizontal stack that, inside a horizontal ScrollView, builds only the columns the
/// viewport shows. Takes the proposed height (seed 004: h-hug, v-exp); children are proposed
/// (nil, height).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        makeLazyNode(content, ctx, axis: .horizontal, kind: .stack(alignment: alignment.key), spacing: spacing, label: "LazyHStack")
    }
}

// MARK: - Lazy grids

/// A grid growing downwards whose columns come from `GridItem`s (see `LazyGridColumns` for how
/// they are resolved); cells are proposed (column width, nil); rows are as tall as their
/// tallest cell, `spacing` apart (nil = 8).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        makeLazyNode(content, ctx, axis: .vertical,
                     kind: .grid(items: columns, alignment: Alignment(horizontal: alignment, vertical: .center)),
                     spacing: spacing, label: "LazyVGrid")
    }
}

/// A grid growing rightwards whose rows come from `GridItem`s; the transpose of `LazyVGrid`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        makeLazyNode(content, ctx, axis: .horizontal,
                     kind: .grid(items: rows, alignment: Alignment(horizontal: .center, vertical: alignment)),
                     spacing: spacing, label: "LazyHGrid")
    }
}
