import Foundation
import AccordLayout

/// A piece of user interface, as in SwiftUI: a value whose `body` describes its content.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body; it is the body type of primitive views.
    public var body: Never { fatalError("Never has no body") }
}

/// What building a view tree needs: the environment in effect, a sink for diagnostics, what a
/// preview's modifiers ask of the preview, and where the view being built sits (its identity,
/// for state kept in the graph).
package struct BuildContext {
    /// The environment the view is built in.
    package var environment: EnvironmentValues
    let diagnostics: DiagnosticSink
    /// What the preview's own modifiers ask of it (`previewDevice`, `previewLayout`…).
    let preview: PreviewRecord
    /// The structural identity of the view being built.
    var path: ViewPath
    /// Keeps state across builds; a context made without one gets a graph of its own.
    let graph: ViewGraph

    init(environment: EnvironmentValues, diagnostics: DiagnosticSink, preview: PreviewRecord = PreviewRecord(),
         graph: ViewGraph = ViewGraph(), path: ViewPath = .root) {
        self.environment = environment
        self.diagnostics = diagnostics
        self.preview = preview
        self.graph = graph
        self.path = path
    }

    /// The context for a view one step further down (`component` of this one's identity).
    func child(_ component: ViewPathComponent) -> BuildContext {
        var c = self
        c.path = path.appending(component)
        return c
    }

    func with(_ change: (inout EnvironmentValues) -> Void) -> BuildContext {
        var c = self
        change(&c.environment)
        return c
    }
}

/// Diagnostics raised while building (duplicate ForEach ids, missing fonts…).
final class DiagnosticSink: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var messages: [String] = []
    var depth = 0
    /// `matchedGeometryEffect` groups met while building.
    let matchedGeometry = MatchedGeometryRegistry()
    /// Set by `.preferredColorScheme(_:)`: the scheme of the whole presentation.
    var preferredColorScheme: ColorScheme? { didSet { Invalidation.noteEffect() } }
    /// The nodes each `.preferredColorScheme(_:)` made, with its scheme: where a preview lists
    /// several views (a `Group` of a light and a dark one), each view's window takes the scheme
    /// asked for inside it.
    private(set) var schemeRequests: [(node: LayoutNode, scheme: ColorScheme)] = []
    func requestScheme(_ scheme: ColorScheme, for nodes: [LayoutNode]) {
        lock.lock()
        schemeRequests += nodes.map { ($0, scheme) }
        lock.unlock()
    }
    /// The scheme asked for inside `root`'s subtree, nil when none is: as for the whole
    /// presentation, the request made last while building wins (an inner one over an outer one,
    /// a later sibling over an earlier one), so the subtree is read in that order.
    func requestedScheme(in root: LayoutNode) -> ColorScheme? {
        guard !schemeRequests.isEmpty else { return nil }
        var byNode: [ObjectIdentifier: ColorScheme] = [:]
        // (Requests are noted after their content is built: the inner one of a node first.)
        for r in schemeRequests where byNode[ObjectIdentifier(r.node)] == nil { byNode[ObjectIdentifier(r.node)] = r.scheme }
        var found: ColorScheme?
        var stack = [root]
        while let n = stack.popLast() {
            if let s = byNode[ObjectIdentifier(n)] { found = s }
            stack.append(contentsOf: n.children.reversed())
        }
        return found
    }
    func add(_ m: String) {
        lock.lock()
        if !messages.contains(m) { messages.append(m) }
        lock.unlock()
    }
}

/// Views the engine builds directly, rather than through `body`.
protocol PrimitiveView {
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode]
}

extension PrimitiveView {
    /// Primitive views have no body: Accord builds their layout nodes directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// Builds the layout nodes of any view: primitives directly, others through `body`, evaluated
/// with the environment installed for `@Environment` properties.
func makeNodes<V: View>(_ view: V, _ ctx: BuildContext) -> [LayoutNode] {
    if let p = view as? any PrimitiveView { return p.makeNodes(ctx) }
    if ctx.diagnostics.depth > 2_000 {
        ctx.diagnostics.add("view bodies nest more than 2,000 deep (unbounded recursion?); the rest is left out")
        return []
    }
    ctx.diagnostics.depth += 1
    defer { ctx.diagnostics.depth -= 1 }
    // The live preview records the evaluation, to evaluate only this body again when state it
    // read changes (State/ViewGraph+Invalidation.swift).
    if Invalidation.active === ctx.graph {
        return ctx.graph.recordBody(ctx, ObjectIdentifier(V.self), rebuild: { makeNodes(view, $0) }) { evaluateBody(view, ctx) }
    }
    return evaluateBody(view, ctx)
}

/// Evaluates `view`'s body (its state attached at its identity) and builds what it returns.
private func evaluateBody<V: View>(_ view: V, _ ctx: BuildContext) -> [LayoutNode] {
    let inner = ctx.child(.body(ObjectIdentifier(V.self)))
    inner.graph.attachProperties(of: view, at: inner.path)
    inner.graph.bodyEvaluations &+= 1
    // `@Observable` properties the body reads make it depend on them (State/ViewGraph+Observation.swift).
    let body = EnvironmentValues.$current.withValue(ctx.environment) { Invalidation.observing { view.body } }
    return makeNodes(body, inner)
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    let build: (BuildContext) -> [LayoutNode]
    /// The wrapped type is part of the identity: an `AnyView` whose view changes type starts
    /// its state over, as SwiftUI's does.
    public init<V: View>(_ view: V) { build = { Accord.makeNodes(view, $0.child(.erased(ObjectIdentifier(V.self)))) } }
    /// A type-erased view (SwiftUI's `init(erasing:)`).
    public init<V: View>(erasing view: V) { self.init(view) }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { build(ctx) }
}

/// No view at all: contributes nothing to its container.
public struct EmptyView: View, PrimitiveView {
    /// A view that shows nothing and takes no space (SwiftUI's `EmptyView()`).
    public init() {}
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { [] }
}

/// Several views side by side in a builder.
public struct TupleView<each Content: View>: View, PrimitiveView {
    /// The views, in order.
    public let value: (repeat each Content)
    /// A view of several views, as a view builder makes it (SwiftUI's `TupleView(_:)`).
    public init(_ value: (repeat each Content)) { self.value = value }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        var out: [LayoutNode] = []
        var i = 0
        for v in repeat each value {
            out += Accord.makeNodes(v, ctx.child(.index(i)))
            i += 1
        }
        return out
    }
}

/// One of two views, chosen by an `if`/`else` or `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): Accord.makeNodes(v, ctx.child(.branch(true)))
        case .falseContent(let v): Accord.makeNodes(v, ctx.child(.branch(false)))
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Primitive: Accord builds the chosen branch directly (never called).
    public var body: Never { fatalError() }
}
extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        switch self {
        case .some(let v): Accord.makeNodes(v, ctx.child(.present))
        case .none: []
        }
    }
}

/// Groups views without laying them out: modifiers apply to each of them.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// A group of views that a parent lays out as if they were its own children (SwiftUI's `Group { … }`).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { Accord.makeNodes(content, ctx) }
}

/// Builds views from closures (SwiftUI's result builder `@ViewBuilder`).
@resultBuilder
public enum ViewBuilder {
    /// An empty block: `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view, unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, in a `TupleView`.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView((repeat each content))
    }
    /// A view expression, unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else`: the view, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else` or the first `switch` case.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .trueContent(first)) }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .falseContent(second)) }
    /// An `if #available` branch, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Views from a collection of data, one per element.
/// Its content is a view (a `View`) or a chart's marks (`ChartContent`,
/// Compatibility/Frameworks/Charts.swift), as in SwiftUI, where `Content` is unconstrained.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public let data: Data
    let id: (Data.Element) -> ID
    /// Makes the view of one element.
    public let content: (Data.Element) -> Content
    /// What its rows offer in edit mode (`onDelete`, `onMove`; List+EditMode.swift).
    var editActions: ListRowEditActions = []

    /// Content for each element of `data`, identified by `id` (Accord's, for chart content).
    init(chartData data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Views for the elements of `data`, identified by the key path `id` (SwiftUI's `init(_:id:content:)`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        if let nodes = buildTimeNodes(ctx) { return nodes }  // ForEach(subviews:) (Containers/CustomContainers.swift)
        var seen = Set<ID>()
        var out: [LayoutNode] = []
        for element in data {
            let key = id(element)
            if !seen.insert(key).inserted {
                ctx.diagnostics.add("ForEach: the ID \(key) occurs more than once; SwiftUI's behaviour is undefined (Accord keeps every view)")
            }
            let v = EnvironmentValues.$current.withValue(ctx.environment) { Invalidation.observing { content(element) } }
            out += markedForEditing(implicitlyTagged(Accord.makeNodes(v, ctx.child(.element(AnyHashable(key)))), AnyHashable(key)))
        }
        return out
    }
}

/// SwiftUI tags each view a `ForEach` makes with its element's id, unless the view has a
/// `.tag` of its own: `Picker(selection:)` over `ForEach(0..<n)` selects the row whose index
/// is the selection, over `ForEach(items)` the row whose `id` is (Apple's `Picker`
/// documentation, "ForEach automatically assigns a tag to the selection views using each
/// option's id"). Fixture: Tests/AccordTests/ImplicitTagTests.swift.
func implicitlyTagged(_ nodes: [LayoutNode], _ id: AnyHashable) -> [LayoutNode] {
    for n in nodes where n.traits[TagKey.self] == nil { n.traits[TagKey.self] = id }
    return nodes
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Views for a constant range, identified by their offsets (SwiftUI's `init(_:content:)` over `Range<Int>`).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Content: View, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views for `Identifiable` elements, identified by their `id` (SwiftUI's `init(_:content:)`).
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
