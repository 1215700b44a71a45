import Foundation
import AccordLayout

/// A hairline separating content: horizontal, except directly in an `HStack` (through
/// modifiers), where it is vertical.
///
/// Seed 004: exp/hug (along the line it takes the proposal; across it, its thickness).
/// Metrics: thickness 1 pixel, `1 / displayScale` points (0.333 at @3x), as iOS's hairline
/// dividers; colour `.separator`. Along the line, an unspecified dimension is 10, SwiftUI's value
/// for an undetermined dimension (*guess* for Divider).
public struct Divider: View, PrimitiveView {
    /// A thin line across its container: horizontal in a `VStack` (or outside stacks), vertical in an `HStack` (SwiftUI's `Divider()`).
    public init() {}
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        ctx.environment[MenuCollectorKey.self]?.addDivider()  // a separator in a menu (the live preview)
        let node = makeNode(DividerBehaviour(), label: "Divider")
        let color = SystemColors.separator.resolve(in: ctx.environment)
        node.drawing = NodeDrawing(content: { _, frame, _ in [fillItem(Path(frame), color)] })
        return [node]
    }
}

struct DividerBehaviour: LayoutBehaviour {
    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let t = 1 / max(1, context.scale)
        func along(_ v: CGFloat?) -> CGFloat { v.map { max(0, $0) } ?? 10 }
        if node.stackAxis == .horizontal { return CGSize(width: t, height: along(p.height)) }
        return CGSize(width: along(p.width), height: t)
    }
}
