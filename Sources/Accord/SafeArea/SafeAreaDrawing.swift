import Foundation
import AccordLayout

/// Makes `layer` draw out to the safe-area insets its frame touches on `edges`
/// (`background(_:ignoresSafeAreaEdges:)`: a colour behind a view that reaches the safe area's
/// edge continues under the status bar, bars and home indicator, as SwiftUI draws it). Layout
/// is unchanged: only the drawn rectangle grows.
func extendDrawingIntoSafeArea(_ layer: LayoutNode, edges: Edge.Set) {
    guard let drawing = layer.drawing, let draw = drawing.content else { return }
    drawing.content = { node, frame, context in
        guard let region = safeRegion(of: node) else { return draw(node, frame, context) }
        let i = region.insets(of: node.frame)
        let e = physical(edges, node.layoutDirection)
        let top = e.contains(.top) ? i.top : 0, bottom = e.contains(.bottom) ? i.bottom : 0
        let left = e.contains(.leading) ? i.leading : 0, right = e.contains(.trailing) ? i.trailing : 0
        let grown = CGRect(x: frame.minX - left, y: frame.minY - top, width: frame.width + left + right,
                           height: frame.height + top + bottom)
        return draw(node, context.pixelAligned(grown), context)
    }
}
