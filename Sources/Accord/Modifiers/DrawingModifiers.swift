import Foundation
import AccordLayout

extension View {
    /// A layer on top of the view, proposed the view's size and aligned on it; never changes
    /// the view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(content(), alignment: alignment, background: false)
    }
    /// Layers a view in front of this one, sized to this view's frame and aligned by `alignment` (SwiftUI's `overlay(_:alignment:)`).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(overlay, alignment: alignment, background: false)
    }
    /// Fills this view's frame with a style, in front of the view (SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`).
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        secondaryLayer(Rectangle().fill(style), alignment: .center, background: false)
    }
    /// Fills a shape the size of this view's frame with a style, in front of the view (SwiftUI's `overlay(_:in:fillStyle:)`).
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        secondaryLayer(shape.fill(style), alignment: .center, background: false)
    }
    /// A layer behind the view, proposed the view's size and aligned on it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(content(), alignment: alignment, background: true)
    }
    /// Layers a view behind this one, sized to this view's frame and aligned by `alignment` (SwiftUI's `background(_:alignment:)`).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(background, alignment: alignment, background: true)
    }
    /// A style behind the view; where the view reaches the safe area's edge the style continues
    /// to the screen's edge (on `edges`), as iOS draws it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { node in
                let layer = Accord.makeNodes(Rectangle().fill(style), ctx)[0]
                // Drawn out to the insets the layer's frame touches (SafeArea/SafeAreaDrawing.swift).
                if !edges.isEmpty { extendDrawingIntoSafeArea(layer, edges: edges) }
                return layered(node, layer, alignment: .center, .backgroundLayer, label: ".background")
            }
        }
    }
    /// Fills a shape the size of this view's frame with a style, behind the view (SwiftUI's `background(_:in:fillStyle:)`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        secondaryLayer(shape.fill(style), alignment: .center, background: true)
    }
    /// Fills a shape the size of this view's frame with the background style, behind the view (SwiftUI's `background(in:fillStyle:)`).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        secondaryLayer(shape.fill(BackgroundStyle()), alignment: .center, background: true)
    }
    /// Draws a border of `width` points inside this view's frame (SwiftUI's `border(_:width:)`); the layout is unchanged.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        secondaryLayer(Rectangle().strokeBorder(content, lineWidth: width.isFinite ? max(0, width) : 1), alignment: .center, background: false)
    }

    func secondaryLayer<V: View>(_ layer: V, alignment: Alignment, background: Bool) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { node in
                layered(node, stacked(Accord.makeNodes(layer, ctx), alignment: alignment), alignment: alignment,
                        background ? .backgroundLayer : .overlayLayer, label: background ? ".background" : ".overlay")
            }
        }
    }

    /// Wraps each node in a node that changes how its subtree draws.
    func drawingEffect(_ label: String, _ effect: @escaping (CGRect, [DisplayItem], EnvironmentValues) -> [DisplayItem]) -> some View {
        nodeModifier { content, ctx in
            let env = ctx.environment
            return content(ctx).map {
                wrap($0, TransparentBehaviour(), label: label,
                     drawing: NodeDrawing(effect: { _, frame, items in effect(frame, items, env) }))
            }
        }
    }

    /// Clips the view's drawing to its frame (SwiftUI's `clipped(antialiased:)`).
    public func clipped(antialiased: Bool = false) -> some View {
        drawingEffect(".clipped") { frame, items, _ in
            var g = DrawingGroup(items: items)
            g.clip = Path(frame)
            return [.group(g)]
        }
    }

    /// Clips the view's drawing to a shape the size of its frame (SwiftUI's `clipShape(_:style:)`).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        drawingEffect(".clipShape") { frame, items, _ in
            var g = DrawingGroup(items: items)
            g.clip = shape.placedPath(in: frame)
            return [.group(g)]
        }
    }

    /// Clips the view to a rounded rectangle of corner radius `radius` (SwiftUI's deprecated `cornerRadius(_:antialiased:)`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Draws the view with an opacity from 0 (invisible, still laid out) to 1 (SwiftUI's `opacity(_:)`).
    public func opacity(_ opacity: Double) -> some View {
        drawingEffect(".opacity(\(opacity))") { _, items, _ in
            var g = DrawingGroup(items: items)
            g.opacity = opacity.isNaN ? 1 : min(1, max(0, opacity))
            return [.group(g)]
        }
    }

    /// Laid out as usual, never drawn.
    public func hidden() -> some View {
        drawingEffect(".hidden") { _, _, _ in [] }
    }

    /// Draws a shadow of the view's drawing, blurred by `radius` and offset by `x`, `y` (SwiftUI's `shadow(color:radius:x:y:)`); the layout is unchanged.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        drawingEffect(".shadow") { _, items, env in
            var g = DrawingGroup(items: items)
            g.shadow = Shadow(color: color.resolve(in: env), radius: radius.isFinite ? max(0, radius) : 0,
                              offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0))
            return [.group(g)]
        }
    }

    /// Blurs the view's drawing by a Gaussian of `radius` (SwiftUI's `blur(radius:opaque:)`); the layout is unchanged.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        drawingEffect(".blur") { _, items, _ in
            var g = DrawingGroup(items: items)
            g.blurRadius = radius.isFinite ? max(0, radius) : 0
            return [.group(g)]
        }
    }

    /// Scales the drawing by `s` around `anchor` (SwiftUI's `scaleEffect(_:anchor:)`); the layout is unchanged.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }
    /// Scales the drawing by `s.width` and `s.height` around `anchor`; the layout is unchanged.
    public func scaleEffect(_ s: CGSize, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s.width, y: s.height, anchor: anchor) }
    /// Scales the drawing by `x` and `y` around `anchor` (SwiftUI's `scaleEffect(x:y:anchor:)`); the layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        drawingEffect(".scaleEffect") { frame, items, _ in
            let anchorPoint = anchor.point(in: frame), ax = anchorPoint.x, ay = anchorPoint.y
            var g = DrawingGroup(items: items)
            g.transform = CGAffineTransform(translationX: -ax, y: -ay)
                .concatenating(CGAffineTransform(scaleX: x.isFinite ? x : 1, y: y.isFinite ? y : 1))
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
            return [.group(g)]
        }
    }

    /// Rotates the drawing by `angle` around `anchor` (SwiftUI's `rotationEffect(_:anchor:)`); the layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        drawingEffect(".rotationEffect") { frame, items, _ in
            let anchorPoint = anchor.point(in: frame), ax = anchorPoint.x, ay = anchorPoint.y
            var g = DrawingGroup(items: items)
            g.transform = CGAffineTransform(translationX: -ax, y: -ay)
                .concatenating(CGAffineTransform(rotationAngle: angle.radians.isFinite ? angle.radians : 0))
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
            return [.group(g)]
        }
    }

    /// The style text, symbols and shapes inside draw with (SwiftUI's `foregroundStyle(_:)`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { $0.foregroundStyle = AnyShapeStyle(style) }
    }
    /// Primary and secondary styles for the content (SwiftUI's `foregroundStyle(_:_:)`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformEnvironment {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.symbolPalette = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]  // .palette symbols (Image+Symbol.swift)
        }
    }
    /// The colour of text and shapes inside (SwiftUI's deprecated `foregroundColor(_:)`); nil keeps the inherited style.
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment { env in if let color { env.foregroundStyle = AnyShapeStyle(color) } }
    }
    /// The tint of controls inside (SwiftUI's `tint(_:)`): buttons, toggles, links, progress views.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment { env in if let tint { env.tint = AnyShapeStyle(tint) } }
    }
    /// The tint colour of controls inside (SwiftUI's `tint(_:)`).
    public func tint(_ color: Color?) -> some View {
        transformEnvironment { env in if let color { env.tint = AnyShapeStyle(color) } }
    }
    /// The accent colour of the views inside (SwiftUI's deprecated `accentColor(_:)`): what
    /// buttons, links, sliders, progress bars and `.tint` styles draw with when no `tint(_:)`
    /// is set (a tint overrides the accent colour, wherever it is set); a switch stays green, as
    /// its default is not the accent colour. Nil keeps the inherited one.
    public func accentColor(_ accentColor: Color?) -> some View {
        transformEnvironment { env in if let accentColor { env.accentColorOverride = accentColor } }
    }
    /// The colour scheme of the whole presentation (the preview's window), as SwiftUI applies
    /// it: the view tree is built again in that scheme, and the canvas background follows.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        nodeModifier { content, ctx in
            guard let scheme else { return content(ctx) }
            ctx.diagnostics.preferredColorScheme = scheme
            let nodes = content(ctx.with { $0.colorScheme = scheme })
            ctx.diagnostics.requestScheme(scheme, for: nodes)
            return nodes
        }
    }
}
