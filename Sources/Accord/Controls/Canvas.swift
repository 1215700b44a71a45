import Foundation
import AccordLayout

/// Immediate-mode drawing: `Canvas { context, size in … }`. Like a shape, it takes the whole
/// proposal (10 × 10 where a dimension is unspecified, SwiftUI's default for views with no
/// ideal size). The renderer runs when the frame is drawn, with the canvas's size; what it draws
/// goes into the display list (PNG, SVG, PDF and `accord dump` alike).
///
/// Symbols (`symbols:`) are found by their `.tag(_:)` (`resolveSymbol(id:)`) and drawn laid out
/// at the size they are drawn in, in the canvas's environment.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let opaque: Bool
    let symbols: Symbols?

    /// A canvas that draws with `renderer` into a `GraphicsContext` the size it is offered (SwiftUI's `Canvas(opaque:colorMode:rendersAsynchronously:renderer:)`); the options are accepted.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.opaque = opaque
        self.symbols = symbols()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let renderer = self.renderer, build = ctx, symbols = self.symbols
        let node = makeNode(IntrinsicBehaviour(ideal: CGSize(width: 10, height: 10), horizontal: .expand, vertical: .expand),
                            label: "Canvas")
        node.drawing = NodeDrawing(content: { _, frame, context in
            let sink = GraphicsContext.Sink(build: build, layout: context)
            if let symbols { sink.symbols = { SubviewsCollection(base: symbols, build) } }
            var gc = GraphicsContext(sink: sink, environment: build.environment)
            gc.transform = CGAffineTransform(translationX: frame.minX, y: frame.minY)
            renderer(&gc, frame.size)
            return sink.items
        })
        return [node]
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas whose `renderer` may resolve the views in `symbols` by tag (SwiftUI's `Canvas(…renderer:symbols:)`).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        self.opaque = opaque
        self.symbols = nil
    }
}
