import Foundation
import AccordLayout
internal import AccordText

/// Accord-wide defaults: the text measurer views are measured with.
public enum AccordDefaults {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var measurer: any TextMeasurer = PangoTextSystem.shared

    /// The measurer used when none is passed: Pango with Accord's pinned fonts. Tests that need
    /// font-independent numbers pass `FixedMetricTextMeasurer()`.
    public static var textMeasurer: any TextMeasurer {
        get { lock.lock(); defer { lock.unlock() }; return measurer }
        set { lock.lock(); measurer = newValue; lock.unlock() }
    }
}

/// A view laid out: the node tree, its frames, diagnostics, and what it draws.
public struct HostedLayout: @unchecked Sendable {
    /// The layout pass: the node tree placed (an Accord addition for tools and tests).
    package let pass: LayoutPass
    /// Problems met while building and laying out (bad sizes, duplicate ids…).
    public internal(set) var diagnostics: [String]
    let environment: EnvironmentValues

    /// Builds `view` in `environment`, proposes `proposal` to it and centres it in `canvas`
    /// (the proposal's size when nil). Several root views are stacked vertically, as a host does.
    ///
    /// When `onPreferenceChange` actions change state, the view is built and laid out again
    /// with that state (its `@State` kept at each view's identity) until the values settle, as
    /// SwiftUI shows it once its update is done.
    public init<V: View>(_ view: V, proposal: ProposedViewSize, canvas: CGSize? = nil,
                         environment: EnvironmentValues = EnvironmentValues(),
                         textMeasurer: (any TextMeasurer)? = nil, scale: CGFloat = 3) {
        self.init(view, proposal: proposal, canvas: canvas, environment: environment, textMeasurer: textMeasurer,
                  scale: scale, graph: ViewGraph())
    }

    /// Lays `view` out with the state kept in `graph` (a host that shows the same view again —
    /// a live preview — passes the same graph).
    init<V: View>(_ view: V, proposal: ProposedViewSize, canvas: CGSize? = nil, environment: EnvironmentValues,
                  textMeasurer: (any TextMeasurer)?, scale: CGFloat, graph: ViewGraph) {
        var env = environment
        env.displayScale = scale
        env._setRootContainer(proposal: proposal, canvas: canvas)
        self = settlePreferences(graph: graph, {
            let (root, schemed, sink) = HostedLayout.buildInPreferredScheme(env) { env, sink in
                HostedLayout.buildRoot(view, env, sink, graph: graph)
            }
            env = schemed
            let context = LayoutContext(textMeasurer: textMeasurer ?? AccordDefaults.textMeasurer, scale: scale,
                                        layoutDirection: env.layoutDirection)
            let hosted = HostedLayout(root: root, proposal: proposal, canvas: canvas, context: context, environment: env, sink: sink)
            return (hosted, [hosted.root])
        }, unsettled: { $0.diagnostics.append($1) })
    }

    init(root: LayoutNode, proposal: ProposedViewSize, canvas: CGSize?, safeArea: CGRect? = nil, context: LayoutContext,
         environment: EnvironmentValues, sink: DiagnosticSink) {
        var laidOut = LayoutPass(root: root, proposal: proposal, canvas: canvas, safeArea: safeArea, context: context)
        // `matchedGeometryEffect`: views that take a source's geometry are laid out again with it.
        if sink.matchedGeometry.resolve(laidOut, sink) {
            laidOut = LayoutPass(root: root, proposal: proposal, canvas: canvas, safeArea: safeArea, context: context)
        }
        pass = laidOut
        diagnostics = sink.messages + context.diagnostics
        self.environment = environment
    }

    /// Builds with `build`; when the views ask for another scheme with `.preferredColorScheme`
    /// (which applies to the whole presentation, wherever it is written), builds again in it.
    /// The result, the environment it was built in and that build's diagnostics.
    static func buildInPreferredScheme<T>(_ env: EnvironmentValues,
                                          _ build: (EnvironmentValues, DiagnosticSink) -> T) -> (T, EnvironmentValues, DiagnosticSink) {
        let sink = DiagnosticSink()
        let built = build(env, sink)
        guard let scheme = sink.preferredColorScheme, scheme != env.colorScheme else { return (built, env, sink) }
        var schemed = env
        schemed.colorScheme = scheme
        let again = DiagnosticSink()
        return (build(schemed, again), schemed, again)
    }

    static func buildRoot<V: View>(_ view: V, _ env: EnvironmentValues, _ sink: DiagnosticSink, graph: ViewGraph) -> LayoutNode {
        var nodes: [LayoutNode] = []
        withLargeStack { nodes = makeNodes(view, BuildContext(environment: env, diagnostics: sink, graph: graph)) }
        if nodes.count == 1 { return nodes[0] }
        return makeNode(LayoutAdapter(VStackLayout()), children: nodes, label: "VStack (root)")
    }

    /// The root node of the laid-out tree.
    package var root: LayoutNode { pass.root }
    /// The window's background behind the content: white, or black in dark mode (the scheme
    /// the presentation was laid out in, `.preferredColorScheme` included).
    public var canvasBackground: RGBA { environment.colorScheme == .dark ? RGBA(0, 0, 0) : RGBA(1, 1, 1) }
    /// The root view's size, pixel-aligned.
    public var size: CGSize { pass.pixelFrame(pass.root).size }

    /// Frames of the views marked `.accessibilityIdentifier`, pixel-aligned, in canvas space.
    public func frames() -> [(id: String, frame: CGRect)] { pass.identifiedFrames() }

    /// The frame of the view marked `.accessibilityIdentifier(id)`, in canvas space; nil when none is.
    public func frame(of id: String) -> CGRect? { frames().first { $0.id == id }?.frame }

    /// Seed 003's format, one identified view per line.
    public func framesText() -> String {
        frames().map { LayoutPass.formatFrame($0.id, $0.frame) }.joined(separator: "\n")
    }

    /// The display list of the laid-out tree (pixel-aligned frames).
    public func displayList() -> DisplayList {
        var items: [DisplayItem] = []
        withLargeStack { items = HostedLayout.draw(pass.root, pass) }
        return DisplayList(size: pass.canvas, items: items)
    }

    /// `visible`: inside a scrolled container of the live preview (`LayoutNode.scroll`), the
    /// area kept — the container's frame and a screenful either side; nodes with an area wholly
    /// outside it are left out (the container clips them away anyway).
    static func draw(_ node: LayoutNode, _ pass: LayoutPass, visible: CGRect? = nil) -> [DisplayItem] {
        guard node.isPlaced else { return [] }
        let laidOut = pass.pixelFrame(node)
        if let v = visible, laidOut.width > 0, laidOut.height > 0, !laidOut.intersects(v) { return [] }
        let frame = node.drawing?.extendsIntoSafeArea == true ? extended(laidOut, pass) : laidOut
        let visible = node.scroll == nil ? visible : frame.insetBy(dx: -frame.width, dy: -frame.height)
        var items: [DisplayItem] = []
        if let content = node.drawing?.content { items += content(node, frame, pass.context) }
        if !node.role.isDisjoint(with: .secondaryLayers), node.children.count == 2 {
            let primary = draw(node.children[0], pass, visible: visible), secondary = draw(node.children[1], pass, visible: visible)
            if node.role.contains(.maskLayer) {
                var g = DrawingGroup(items: primary)
                g.mask = secondary
                if !primary.isEmpty { items.append(.group(g)) }
            } else {
                items += node.role.contains(.backgroundLayer) ? secondary + primary : primary + secondary
            }
        } else {
            // Children in z-index order (a stable sort: equal ones keep their order).
            for c in zOrdered(node.children) { items += draw(c, pass, visible: visible) }
        }
        if let effect = node.drawing?.effect { items = effect(node, frame, items) }
        return items
    }
}

/// Children sorted by `zIndex` (stable), when any has one.
func zOrdered(_ children: [LayoutNode]) -> [LayoutNode] {
    guard children.contains(where: { $0.traits[ZIndexKey.self] != 0 }) else { return children }
    return children.enumerated().sorted {
        let a = $0.element.traits[ZIndexKey.self], b = $1.element.traits[ZIndexKey.self]
        return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)
}

/// `frame` continued to the canvas's edges on the sides where it reaches the safe area's.
private func extended(_ frame: CGRect, _ pass: LayoutPass) -> CGRect {
    let safe = pass.safeArea, eps: CGFloat = 0.5
    let minX = frame.minX <= safe.minX + eps ? min(frame.minX, 0) : frame.minX
    let minY = frame.minY <= safe.minY + eps ? min(frame.minY, 0) : frame.minY
    let maxX = frame.maxX >= safe.maxX - eps ? max(frame.maxX, pass.canvas.width) : frame.maxX
    let maxY = frame.maxY >= safe.maxY - eps ? max(frame.maxY, pass.canvas.height) : frame.maxY
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// SwiftUI's `UIHostingController`, for its `sizeThatFits(in:)` (seed 004's probing code).
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    /// The view the controller hosts.
    public var rootView: Content
    /// A controller hosting `rootView` (UIKit's `UIHostingController(rootView:)`), for its fitting size.
    public init(rootView: Content) { self.rootView = rootView; super.init() }
    /// The size the root view wants for `size`. UIKit's fitting sizes are large finite
    /// numbers: an expanding view answers them back, a hugging one its content's size (seed 004).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func dim(_ v: CGFloat) -> CGFloat? { v.isNaN ? nil : max(0, v) }
        let p = ProposedViewSize(width: dim(size.width), height: dim(size.height))
        let hosted = HostedLayout(rootView, proposal: p)
        return hosted.pass.root.sizeThatFits(p, context: hosted.pass.context)
    }
}
