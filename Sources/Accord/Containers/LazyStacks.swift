import Foundation
import AccordLayout

/// Views a lazy container pins while scrolling (accepted; still renderings are unscrolled).
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The option set's bits.
    public let rawValue: UInt32
    /// Scrollable views to pin from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay at the top while their section scrolls (drawn in place in a still frame).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the bottom while their section scrolls (drawn in place in a still frame).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// MARK: - Lazy children

/// A run of a lazy container's children: views built up front, or the elements of a ForEach,
/// built one at a time when the layout asks for them.
enum LazySegment {
    case built([LayoutNode])
    /// `count` elements of `viewsPerElement` views each (nil: not known before building).
    case elements(count: Int, viewsPerElement: Int?, build: (Int) -> [LayoutNode])
}

/// Content that can describe itself as lazy segments (ForEach, and tuples of views).
protocol LazySegmentProviding {
    func lazySegments(_ ctx: BuildContext) -> [LazySegment]
}

func lazySegments<V: View>(_ view: V, _ ctx: BuildContext) -> [LazySegment] {
    if let p = view as? any LazySegmentProviding { return p.lazySegments(ctx) }
    return [.built(makeNodes(view, ctx))]
}

extension ForEach: LazySegmentProviding where Content: View {
    func lazySegments(_ ctx: BuildContext) -> [LazySegment] {
        if let nodes = buildTimeNodes(ctx) { return [.built(nodes)] }  // ForEach(subviews:)
        let data = self.data, content = self.content, id = self.id
        return [.elements(count: data.count, viewsPerElement: staticViewCount(Content.self)) { i in
            let element = data[data.index(data.startIndex, offsetBy: i)]
            let v = EnvironmentValues.$current.withValue(ctx.environment) { content(element) }
            return implicitlyTagged(Accord.makeNodes(v, ctx.child(.element(AnyHashable(id(element))))), AnyHashable(id(element)))
        }]
    }
}

extension TupleView: LazySegmentProviding {
    func lazySegments(_ ctx: BuildContext) -> [LazySegment] {
        var out: [LazySegment] = []
        var i = 0
        for v in repeat each value {
            out += Accord.lazySegments(v, ctx.child(.index(i)))
            i += 1
        }
        return out
    }
}

/// The children of a lazy container: one per view, as SwiftUI's view lists flatten them — each
/// view a `ForEach` element makes is its own row or cell. Elements are built when the layout
/// asks for one of their views; their view count comes from their type (`staticViewCount`).
/// When the type does not tell (an `if` of unequal branches, a custom modifier), the elements
/// are built up front — up to `eagerElementLimit` of them; past that each element is one child,
/// its views stacked along the container's axis (an approximation, reported once).
final class LazyContentSource: LazyNodeSource, @unchecked Sendable {
    /// Elements of unknown view count built up front at most (beyond: the approximation).
    static let eagerElementLimit = 2_000

    private enum Run {
        case built([LayoutNode])
        case elements(count: Int, viewsPerElement: Int, build: (Int) -> [LayoutNode])

        var viewCount: Int {
            switch self {
            case .built(let nodes): nodes.count
            case .elements(let count, let k, _): count * k
            }
        }
    }
    private let runs: [Run]
    private let starts: [Int]
    let count: Int
    private let axis: Axis
    private var built: [Int: LayoutNode] = [:]

    init(_ segments: [LazySegment], axis: Axis, diagnostics: DiagnosticSink? = nil) {
        var runs: [Run] = []
        for s in segments {
            switch s {
            case .built(let nodes):
                if !nodes.isEmpty { runs.append(.built(nodes)) }
            case .elements(let count, let k?, let build):
                if count > 0 && k > 0 { runs.append(.elements(count: count, viewsPerElement: k, build: build)) }
            case .elements(let count, nil, let build):
                if count <= Self.eagerElementLimit {
                    let nodes = (0..<count).flatMap(build)
                    if !nodes.isEmpty { runs.append(.built(nodes)) }
                } else if count > 0 {
                    diagnostics?.add("a lazy container's ForEach has \(count) elements whose view count depends on their values; each element is laid out as one child (its views stacked)")
                    runs.append(.elements(count: count, viewsPerElement: 1, build: build))
                }
            }
        }
        self.runs = runs
        var starts: [Int] = []
        var n = 0
        for r in runs {
            starts.append(n)
            n += r.viewCount
        }
        self.starts = starts
        self.count = n
        self.axis = axis
    }

    func node(at index: Int) -> LayoutNode {
        if let n = built[index] { return n }
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        let local = index - starts[lo]
        switch runs[lo] {
        case .built(let nodes):
            built[index] = nodes[local]
            return nodes[local]
        case .elements(_, let k, let build):
            // Build the element once; each of its views becomes the child at its own index.
            let element = local / k, first = index - local % k
            let nodes = build(element)
            for j in 0..<k { built[first + j] = child(j, of: nodes, viewsPerElement: k) }
            return built[index]!
        }
    }

    /// The `j`th child an element's views make: the view itself; a zero-size placeholder when
    /// the element made fewer views than its type said; the last child stacks any extra views.
    private func child(_ j: Int, of nodes: [LayoutNode], viewsPerElement k: Int) -> LayoutNode {
        if j < k - 1 || nodes.count == k { return j < nodes.count ? nodes[j] : makeNode(ZeroSizeBehaviour(), label: "EmptyView") }
        let rest = Array(nodes.dropFirst(k - 1))
        if rest.isEmpty { return makeNode(ZeroSizeBehaviour(), label: "EmptyView") }
        if rest.count == 1 { return rest[0] }
        let stack: LayoutBehaviour = axis == .vertical ? LayoutAdapter(VStackLayout()) : LayoutAdapter(HStackLayout())
        return makeNode(stack, children: rest, label: axis == .vertical ? "VStack (element)" : "HStack (element)")
    }
}

func makeLazyNode<Content: View>(_ content: Content, _ ctx: BuildContext, axis: Axis, kind: LazyContainerBehaviour.Kind,
                                 spacing: CGFloat?, label: String) -> [LayoutNode] {
    let source = LazyContentSource(lazySegments(content, ctx), axis: axis, diagnostics: ctx.diagnostics)
    let behaviour = LazyContainerBehaviour(axis: axis, kind: kind, spacing: spacing, source: source)
    return [makeNode(behaviour, label: label)]
}

// MARK: - Lazy stacks

/// A vertical stack that, inside a vertical ScrollView, builds only the rows the viewport shows.
/// Takes the proposed width (seed 004: h-exp, v-hug); children are proposed (width, nil).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack that builds its views as they scroll into view (SwiftUI's `LazyVStack`); lays out as `VStack` but fills the proposed width.
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

    /// A horizontal stack that builds its views as they scroll into view (SwiftUI's `LazyHStack`); lays out as `HStack` but fills the proposed height.
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

    /// A vertical grid of `columns` (fixed, flexible or adaptive `GridItem`s), growing by rows (SwiftUI's `LazyVGrid`).
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

    /// A horizontal grid of `rows`, growing by columns (SwiftUI's `LazyHGrid`).
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
