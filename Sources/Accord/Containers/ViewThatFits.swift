import Foundation
import AccordLayout

/// Shows the first of its views whose ideal size on `axes` fits the proposal, else the last
/// (SwiftUI's `ViewThatFits`, iOS 16). Only the chosen view is placed and drawn. See
/// `ViewThatFitsBehaviour`.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// The first of its views that fits the proposal along `axes`, else the last (SwiftUI's `ViewThatFits(in:content:)`).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let options = Accord.makeNodes(content, ctx)
        return [makeNode(ViewThatFitsBehaviour(axes: axes, options: options), children: options, label: "ViewThatFits")]
    }
}
