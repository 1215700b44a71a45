import Foundation

/// What a node contributes to the display list, set by the view DSL; the engine only carries it.
/// `content` draws the node itself in its final frame; `effect` wraps what the node and its
/// subtree drew (opacity, clipping, transforms, shadows); background layers are drawn before the
/// content by the builder.
package final class NodeDrawing: @unchecked Sendable {
    package var content: ((_ node: LayoutNode, _ frame: CGRect, _ context: LayoutContext) -> [DisplayItem])?
    package var effect: ((_ node: LayoutNode, _ frame: CGRect, _ items: [DisplayItem]) -> [DisplayItem])?
    /// Backgrounds that reach the safe area's edge continue to the canvas's edge when drawn
    /// (`.background(_:ignoresSafeAreaEdges:)`, list and form backgrounds), as on iOS.
    package var extendsIntoSafeArea = false

    package init(content: ((LayoutNode, CGRect, LayoutContext) -> [DisplayItem])? = nil,
                effect: ((LayoutNode, CGRect, [DisplayItem]) -> [DisplayItem])? = nil) {
        self.content = content
        self.effect = effect
    }
}
