import Foundation
import AccordLayout

/// A scrollable view, drawn unscrolled (offset 0): as long as proposed along the scrolled axes,
/// as its content across them; proposes its content nil along the scrolled axes and its own
/// proposal across; content at the top-leading corner; clipped to its bounds. Several views inside
/// are stacked as by a VStack (an HStack for a horizontal-only ScrollView), as in SwiftUI.
/// Lazy stacks and grids inside build only what the viewport shows. See `ScrollViewBehaviour`.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The axes the content scrolls along.
    public let axes: Axis.Set
    /// Whether scroll indicators show (not drawn in a still frame).
    public let showsIndicators: Bool
    /// The scrolled content.
    public let content: Content

    /// A scroll view: takes the space offered and proposes nil (unlimited) along `axes` to its content, shown from its top-leading corner (SwiftUI's `ScrollView(_:showsIndicators:content:)`).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        var nodes = Accord.makeNodes(content, ctx)
        if nodes.count > 1 {
            let stack: LayoutBehaviour = axes == .horizontal ? LayoutAdapter(HStackLayout()) : LayoutAdapter(VStackLayout())
            let n = makeNode(stack, children: nodes, label: axes == .horizontal ? "HStack (scroll content)" : "VStack (scroll content)")
            nodes = [n]
        }
        // `contentMargins` (Sources/Accord/SafeArea/ContentMargins.swift).
        nodes = applyingContentMargins(nodes, ctx.environment)
        let anchors = ctx.environment.defaultScrollAnchors
        let node = makeNode(ScrollViewBehaviour(axes: axes, initialAnchor: anchors.initialOffset, alignmentAnchor: anchors.alignment),
                            children: nodes, label: "ScrollView", role: .scrollable)
        node.drawing = NodeDrawing(effect: { _, frame, items in
            var g = DrawingGroup(items: items)
            g.clip = Path(frame)
            return [.group(g)]
        })
        // Content scrolls under the safe areas the scroll view reaches (drawn, not laid out, there).
        node.drawing?.extendsIntoSafeArea = true
        // The live preview scrolls it (Preview/PreviewServer+Scroll.swift).
        makeScrollable(node, axes: axes, ctx)
        return [node]
    }
}

extension View {
    /// Accepted for source compatibility (still renderings have no scroll indicators).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
}

/// Whether scroll indicators show (SwiftUI's `ScrollIndicatorVisibility`; inert in a still frame).
public struct ScrollIndicatorVisibility: Sendable {
    /// The platform's default.
    public static let automatic = ScrollIndicatorVisibility()
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility()
    /// Hidden, unless the platform shows them anyway.
    public static let hidden = ScrollIndicatorVisibility()
    /// Never shown.
    public static let never = ScrollIndicatorVisibility()
}
