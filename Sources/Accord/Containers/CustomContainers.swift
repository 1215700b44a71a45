import Foundation
import AccordLayout

// iOS 18's custom containers: `Group(subviews:transform:)` and `ForEach(subviews:content:)` hand a
// container the resolved subviews of a view (each `ForEach` element, each view of a builder block,
// flattened as a stack would see them), with the container values set on them
// (`.containerValue(\.key, value)`, keys declared with `@Entry` or a `ContainerValueKey`).

/// A key for a value a view passes to the container that arranges it.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values set on a view for its container (`Subview.containerValues`).
public struct ContainerValues: @unchecked Sendable {
    var storage: [ObjectIdentifier: Any] = [:]
    /// Empty container values.
    public init() {}
    /// The value for a key (its default when unset).
    public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// Container values travel with a view's nodes as a layout trait.
struct ContainerValuesTrait: LayoutValueKey { static let defaultValue = ContainerValues() }

extension View {
    /// Sets a container value on this view (read by a custom container through
    /// `Subview.containerValues`).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { node in
                node.traits[ContainerValuesTrait.self][keyPath: keyPath] = value
                return node
            }
        }
    }
}

/// One resolved subview of a view, as a custom container receives it: a view (it builds as
/// that subview of the original content, in the environment where it is placed, so
/// `subview.font(…)` applies) with its container values.
public struct Subview: View, PrimitiveView, Identifiable {
    /// A subview's identity within its collection.
    public struct ID: Hashable, Sendable {
        let index: Int
    }
    /// Where the subview is in its content's lazy segments: segment, element (for a ForEach),
    /// and the view within that element or segment.
    struct Location {
        let segment: Int
        let element: Int?
        let offset: Int
    }

    /// The content's segments, built in a given context.
    let segments: (BuildContext) -> [LazySegment]
    let location: Location?
    let index: Int
    /// The subview's identity within its container.
    public var id: ID { ID(index: index) }
    /// The values the view set for its container.
    public let containerValues: ContainerValues

    /// Builds only what this subview needs: the segments of the content (views of a builder
    /// block), and of a `ForEach` only this subview's element.
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        guard let location else { return [] }
        let segments = self.segments(ctx)
        guard location.segment < segments.count else { return [] }
        let nodes: [LayoutNode]
        switch segments[location.segment] {
        case .built(let built): nodes = built
        case .elements(let count, _, let build):
            guard let e = location.element, e < count else { return [] }
            nodes = build(e)
        }
        return location.offset < nodes.count ? [nodes[location.offset]] : []
    }
}

/// The subviews of a view, in order.
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]
    /// Each subview's `.tag(_:)` (Canvas symbols are found by it).
    let tags: [AnyHashable?]
    /// The index of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// The index after the last subview.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }

    /// Resolves `base` in `ctx` into its subviews (built once here to count them and read their
    /// container values).
    init<Base: View>(base: Base, _ ctx: BuildContext) {
        var out: [Subview] = []
        var tags: [AnyHashable?] = []
        let segments: (BuildContext) -> [LazySegment] = { lazySegments(base, $0) }
        func add(_ node: LayoutNode, _ location: Subview.Location) {
            tags.append(node.traits[TagKey.self])
            out.append(Subview(segments: segments, location: location, index: out.count,
                               containerValues: node.traits[ContainerValuesTrait.self]))
        }
        for (s, segment) in segments(ctx).enumerated() {
            switch segment {
            case .built(let nodes):
                for (k, node) in nodes.enumerated() { add(node, .init(segment: s, element: nil, offset: k)) }
            case .elements(let count, _, let build):
                for e in 0..<count {
                    for (k, node) in build(e).enumerated() { add(node, .init(segment: s, element: e, offset: k)) }
                }
            }
        }
        subviews = out
        self.tags = tags
    }
}

/// A run of subviews (`subviews[1...]`, `subviews.prefix(3)`).
public typealias SubviewsCollectionSlice = Slice<SubviewsCollection>

/// The content of `Group(subviews:transform:)`.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let collection = SubviewsCollection(base: subviews, ctx.child(.part(0)))
        let result = EnvironmentValues.$current.withValue(ctx.environment) { transform(collection) }
        return Accord.makeNodes(result, ctx.child(.part(1)))
    }
}

extension Group {
    /// Builds `view`'s subviews and hands them to `transform` (iOS 18).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}

/// The data of `ForEach(subviews:content:)`: resolved when the `ForEach` is built (empty before).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection, _BuildTimeSubviews {
    let resolve: (BuildContext) -> SubviewsCollection
    /// The index of the first subview.
    public var startIndex: Int { 0 }
    /// The index after the last subview.
    public var endIndex: Int { 0 }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview {
        Subview(segments: { _ in [] }, location: nil, index: position, containerValues: ContainerValues())
    }
    func subviews(_ ctx: BuildContext) -> [Subview] { resolve(ctx).subviews }
}

/// Data whose elements exist only once built (`ForEach(subviews:)`).
protocol _BuildTimeSubviews {
    func subviews(_ ctx: BuildContext) -> [Subview]
}

extension ForEach where Content: View {
    /// One `content` per subview of `view` (iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
        where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection<Content>(resolve: { SubviewsCollection(base: view, $0) }), id: \.id, content: content)
    }

    /// The nodes of a `ForEach(subviews:)`, or nil for ordinary data.
    func buildTimeNodes(_ ctx: BuildContext) -> [LayoutNode]? {
        guard let source = data as? any _BuildTimeSubviews else { return nil }
        var out: [LayoutNode] = []
        for subview in source.subviews(ctx.child(.part(0))) {
            guard let element = subview as? Data.Element else { continue }
            let v = EnvironmentValues.$current.withValue(ctx.environment) { content(element) }
            out += Accord.makeNodes(v, ctx.child(.element(AnyHashable(subview.id))))
        }
        return out
    }
}
