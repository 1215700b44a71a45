import Foundation
import AccordLayout

/// Makes `layer` draw out to the safe-area insets its frame touches on `edges`
/// (`background(_:ignoresSafeAreaEdges:)`: a colour behind a view that reaches the safe area's
/// edge continues under the status bar, bars and home indicator, as SwiftUI draws it). Layout
/// is unchanged: only the drawn rectangle grows.
func extendDrawingIntoSafeArea(_ layer: LayoutNode, edges: Edge.Set, includingEffect: Bool = false) {
    guard let drawing = layer.drawing else { return }
    if let draw = drawing.content {
        drawing.content = { node, frame, context in draw(node, grownIntoSafeArea(node, frame, edges, context), context) }
    }
    // The effect (a clip) too: a list's rows are drawn on under the bars they run under.
    if includingEffect, let effect = drawing.effect {
        drawing.effect = { node, frame, items in
            guard let region = safeRegion(of: node) else { return effect(node, frame, items) }
            return effect(node, grown(frame, region.insets(of: node.frame), physical(edges, node.resolvedLayoutDirection)), items)
        }
    }
}

/// `frame` (the node's, pixel-aligned) grown by the insets the node touches on `edges`.
func grownIntoSafeArea(_ node: LayoutNode, _ frame: CGRect, _ edges: Edge.Set, _ context: LayoutContext) -> CGRect {
    guard let region = safeRegion(of: node) else { return frame }
    return context.pixelAligned(grown(frame, region.insets(of: node.frame), physical(edges, node.resolvedLayoutDirection)))
}

func grown(_ frame: CGRect, _ i: EdgeInsets, _ e: Edge.Set) -> CGRect {
    let top = e.contains(.top) ? i.top : 0, bottom = e.contains(.bottom) ? i.bottom : 0
    let left = e.contains(.leading) ? i.leading : 0, right = e.contains(.trailing) ? i.trailing : 0
    return CGRect(x: frame.minX - left, y: frame.minY - top, width: frame.width + left + right, height: frame.height + top + bottom)
}
