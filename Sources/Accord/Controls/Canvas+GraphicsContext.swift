// About 440 lines: GraphicsContext is one value type: its transforms, filters, shading, drawing and resolved text, images and symbols all act on its one sink (the display list the canvas keeps). The seam for a split is the resolved content (MARK: Text, Images, Symbols → Canvas+GraphicsContextResolved.swift); not moved on 2026-12-02, half an hour after 21abb8b (filters in SwiftUI's order) landed in it.
import Foundation
import AccordLayout

/// What a `Canvas` draws with. A value: copies made inside a drawing function (or by
/// `drawLayer`) carry their own transform, opacity and clip; everything drawn lands in the same
/// display list, in drawing order. Coordinates are the canvas's (origin at its top-left).
public struct GraphicsContext {
    final class Sink {
        var items: [DisplayItem] = []
        let build: BuildContext
        let layout: LayoutContext
        /// The canvas's symbol views, resolved on first use.
        var symbols: (() -> SubviewsCollection)?
        lazy var resolvedSymbols: SubviewsCollection? = symbols?()
        init(build: BuildContext, layout: LayoutContext) {
            self.build = build
            self.layout = layout
        }
    }

    let sink: Sink
    /// Clip paths in canvas (display list) coordinates, outermost first.
    var clips: [Path] = []
    var filters: [Filter] = []
    /// The environment of the canvas.
    public let environment: EnvironmentValues
    /// Opacity applied to what is drawn next (0…1).
    public var opacity: Double = 1
    /// Accepted; drawing uses normal blending.
    public var blendMode: BlendMode = .normal
    /// From the context's coordinates to the display list's.
    public var transform: CGAffineTransform = .identity

    init(sink: Sink, environment: EnvironmentValues) {
        self.sink = sink
        self.environment = environment
    }

    // MARK: Transforms and clipping

    /// Moves the origin of later drawing by `x`, `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    /// Scales later drawing by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }
    /// Rotates later drawing by `angle` around the origin.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }
    /// Applies `matrix` to later drawing.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Clips what is drawn next to `path` (in the current coordinates), within any earlier clip.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(path.applying(transform))
    }

    /// The bounds of the current clip, in the current coordinates (infinite when unclipped).
    public var clipBoundingRect: CGRect {
        guard let last = clips.last else { return .infinite }
        return last.boundingRect.applying(transform.inverted())
    }

    /// Options of `clip(to:)` (accepted).
    public struct ClipOptions: OptionSet, Sendable {
        /// The option set's bits.
        public let rawValue: UInt32
        /// Clip options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Draws `content` into a layer (a copy of this context); filters and opacity apply to it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layerSink = Sink(build: sink.build, layout: sink.layout)
        layerSink.symbols = sink.symbols
        var layer = GraphicsContext(sink: layerSink, environment: environment)
        layer.transform = transform
        try content(&layer)
        // (The layer's drawing already carries this context's transform, given to it above.)
        emit(layerSink.items, transformed: false)
    }

    // MARK: Filters

    /// A filter applied to what is drawn next (each drawing operation, or a `drawLayer`'s content
    /// as one layer). Every filter is drawn: blur, shadow, the colour matrices (W3C Filter Effects,
    /// as the view modifiers of the same names, Modifiers/EffectModifiers.swift) and the alpha
    /// threshold.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat), shadow(Color, CGFloat, CGFloat, CGFloat)
            case matrix(ColorMatrix), colorMultiply(Color), alphaThreshold(min: Double, max: Double, color: Color)
        }
        let kind: Kind
        /// A Gaussian blur of later drawing by `radius` (SwiftUI's `.blur(radius:options:)`).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }
        /// A shadow under later drawing (SwiftUI's `.shadow(color:radius:x:y:blendMode:options:)`).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color, radius, x, y))
        }
        /// Multiplies every component, alpha included, by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        /// Scales saturation: 0 grey, 1 unchanged (W3C `saturate`).
        public static func saturation(_ amount: Double) -> Filter {
            Filter(kind: .matrix(ColorFilters.saturation(amount.isFinite ? max(0, amount) : 1)))
        }
        /// Removes `amount` (0…1) of the colour (W3C `grayscale`).
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(kind: .matrix(ColorFilters.saturation(1 - (amount.isFinite ? min(1, max(0, amount)) : 0))))
        }
        /// Adds `amount` to each colour component.
        public static func brightness(_ amount: Double) -> Filter {
            let b = amount.isFinite ? amount : 0
            return Filter(kind: .matrix(ColorMatrix([1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0])))
        }
        /// Scales each component's distance from middle grey.
        public static func contrast(_ amount: Double) -> Filter {
            let c = amount.isFinite ? amount : 1, o = 0.5 * (1 - c)
            return Filter(kind: .matrix(ColorMatrix([c, 0, 0, 0, o, 0, c, 0, 0, o, 0, 0, c, 0, o, 0, 0, 0, 1, 0])))
        }
        /// Rotates hues by `angle` (W3C `hue-rotate`).
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .matrix(ColorFilters.hueRotation(angle.radians.isFinite ? angle.radians : 0)))
        }
        /// Replaces each pixel whose alpha is within `min…max` by `color`, every other by
        /// transparency (SwiftUI's `alphaThreshold(min:max:color:)`): after a blur, the "metaball"
        /// outline of shapes drawn near each other.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter(kind: .alphaThreshold(min: min.isFinite ? min : 0, max: max.isFinite ? max : 1, color: color))
        }
        /// Inverts colours (1 − c), keeping alpha.
        public static var colorInvert: Filter {
            Filter(kind: .matrix(ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])))
        }
        /// Alpha from luminance, colour black (W3C `luminanceToAlpha`).
        public static var luminanceToAlpha: Filter {
            Filter(kind: .matrix(ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0])))
        }
    }
    /// Options of a blur filter (accepted).
    public struct BlurOptions: OptionSet, Sendable {
        /// The option set's bits.
        public let rawValue: UInt32
        /// Blur options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The blurred content is opaque.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }
    /// Options of a shadow filter (accepted).
    public struct ShadowOptions: OptionSet, Sendable {
        /// The option set's bits.
        public let rawValue: UInt32
        /// Shadow options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Casts the shadow of the transparent parts.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Draws each shape's shadow separately.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
    /// Options of a filter (accepted).
    public struct FilterOptions: OptionSet, Sendable {
        /// The option set's bits.
        public let rawValue: UInt32
        /// Filter options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear colour.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Applies `filter` to everything drawn afterwards in this context.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    // MARK: Shading

    /// How a path is painted.
    public struct Shading: Sendable {
        enum Kind: @unchecked Sendable {
            case style(any ShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind
        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }
        /// A solid colour from components in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            Shading(kind: .style(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }
        /// A solid grey from a white level in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .style(Color(colorSpace, white: white, opacity: opacity)))
        }
        /// Any shape style: a colour, a gradient or a hierarchical style resolved in the canvas's environment.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .style(HierarchicalShapeStyle.primary)) }
        /// A linear gradient between two points in the context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// A radial gradient around `center`, in the context's coordinates.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A conic gradient around `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }

        func paint(in rect: CGRect, _ env: EnvironmentValues) -> Paint {
            switch kind {
            case .style(let s): return s._paint(in: rect, environment: env)
            case .linear(let g, let a, let b): return .linearGradient(stops: g.resolved(env), start: a, end: b)
            case .radial(let g, let c, let r0, let r1): return .radialGradient(stops: g.resolved(env), center: c, startRadius: r0, endRadius: r1)
            case .conic(let g, let c, let a):
                return .angularGradient(stops: g.resolved(env), center: c, startAngle: a.radians, endAngle: a.radians + 2 * .pi)
            }
        }
    }
    /// Options of a gradient shading (accepted).
    public struct GradientOptions: OptionSet, Sendable {
        /// The option set's bits.
        public let rawValue: UInt32
        /// Gradient options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient beyond its ends.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    // MARK: Drawing

    /// Wraps items in the current transform, opacity, filters and clips, and records them.
    func emit(_ items: [DisplayItem], transformed: Bool = true) {
        guard !items.isEmpty else { return }
        var g = DrawingGroup(items: items)
        if transformed { g.transform = transform }
        g.opacity = min(1, max(0, opacity.isNaN ? 1 : opacity))
        var item = DisplayItem.group(g)
        // The filter added last is nearest the drawing: each `addFilter` opens a layer that the
        // drawing after it goes into (Apple's `addFilter(_:options:)`: the drawing is rasterised
        // to a layer, filtered, then composited). So `addFilter(.alphaThreshold(min: 0.5))` then
        // `addFilter(.blur(radius: 20))` blurs first and thresholds the blur: the metaball idiom.
        for filter in filters.reversed() {
            func wrapped(_ change: (inout DrawingGroup) -> Void) {
                var f = DrawingGroup(items: [item]); change(&f); item = .group(f)
            }
            switch filter.kind {
            case .blur(let r):
                wrapped { $0.blurRadius = r.isFinite ? max(0, r) : 0 }
            case .shadow(let c, let r, let x, let y):
                wrapped { $0.shadow = Shadow(color: c.resolve(in: environment), radius: r, offset: CGSize(width: x, height: y)) }
            case .matrix(let m):
                wrapped { $0.colorMatrix = m }
            case .colorMultiply(let color):
                let c = color.resolve(in: environment)
                wrapped { $0.colorMatrix = ColorMatrix([c.r, 0, 0, 0, 0, 0, c.g, 0, 0, 0, 0, 0, c.b, 0, 0, 0, 0, 0, c.a, 0]) }
            case .alphaThreshold(let lo, let hi, let color):
                for m in ColorFilters.alphaThreshold(min: lo, max: hi, color: color.resolve(in: environment)) {
                    wrapped { $0.colorMatrix = m }
                }
            }
        }
        for clip in clips.reversed() {
            var c = DrawingGroup(items: [item]); c.clip = clip; item = .group(c)
        }
        sink.items.append(item)
    }

    /// Fills `path` with `shading` (SwiftUI's `fill(_:with:style:)`).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        emit([.fill(path, shading.paint(in: path.boundingRect, environment), eoFill: style.isEOFilled)])
    }

    /// Strokes `path` with `shading` in `style` (SwiftUI's `stroke(_:with:style:)`).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        emit([.stroke(path, shading.paint(in: path.boundingRect, environment), style)])
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// A text prepared for drawing: measure it, set its shading, draw it.
    public struct ResolvedText {
        let request: TextLayoutRequest
        let measurer: any TextMeasurer
        /// Paint for the parts of the text with no colour of their own.
        public var shading: Shading

        /// The size the text takes when offered `size`.
        public func measure(in size: CGSize) -> CGSize {
            var r = request
            r.width = size.width.isFinite ? size.width : nil
            return measurer.measure(r).size
        }
        /// The text's first baseline when offered `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            var r = request
            r.width = size.width.isFinite ? size.width : nil
            return measurer.measure(r).firstBaseline
        }
        /// The text's last baseline when offered `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            var r = request
            r.width = size.width.isFinite ? size.width : nil
            return measurer.measure(r).lastBaseline
        }
    }

    /// Resolves `text` in the context's environment, to measure or draw it.
    public func resolve(_ text: Text) -> ResolvedText {
        var req = TextLayoutRequest(runs: text.runs(environment))
        req.alignment = environment.multilineTextAlignment
        req.layoutDirection = environment.layoutDirection
        return ResolvedText(request: req, measurer: sink.layout.textMeasurer, shading: .foreground)
    }

    /// Draws resolved text in `rect`, wrapping to its width.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var req = text.request
        req.width = rect.width.isFinite ? rect.width : nil
        let measured = text.measurer.measure(req).size
        let frame = CGRect(x: rect.minX, y: rect.minY, width: rect.width.isFinite ? rect.width : measured.width,
                           height: min(measured.height, rect.height.isFinite ? rect.height : measured.height))
        let color: RGBA
        if case .color(let c) = text.shading.paint(in: frame, environment) { color = c } else { color = RGBA(0, 0, 0) }
        emit([.text(TextDrawing(request: req, frame: frame, color: color))])
    }

    /// Draws resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        draw(text, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    // MARK: Images

    /// An image prepared for drawing, with its natural size.
    public struct ResolvedImage {
        let image: Image
        /// The image's size in points (a symbol's box for the canvas's font).
        public let size: CGSize
        /// The image's baseline: its bottom.
        public var baseline: CGFloat { size.height }
        /// Accepted (symbols are drawn in the canvas's foreground).
        public var shading: Shading?
    }

    /// Resolves `image` in the context's environment, to measure or draw it.
    public func resolve(_ image: Image) -> ResolvedImage {
        let node = Accord.makeNodes(image, sink.build).first
        let size = node?.sizeThatFits(.unspecified, context: sink.layout) ?? .zero
        return ResolvedImage(image: image, size: size, shading: nil)
    }

    /// Draws a resolved image scaled to `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let node = Accord.makeNodes(image.image, sink.build).first else { return }
        emit(node.drawing?.content?(node, rect, sink.layout) ?? [])
    }

    /// Draws a resolved image at its size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    /// Draws `image` scaled to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    // MARK: Symbols

    /// A symbol view of the canvas, with its ideal size.
    public struct ResolvedSymbol {
        /// The size of the resolved symbol view.
        public let size: CGSize
        let view: Subview
    }

    /// The symbol view tagged `id`, or nil when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let symbols = sink.resolvedSymbols,
              let i = symbols.tags.firstIndex(where: { $0 == AnyHashable(id) }) else { return nil }
        let view = symbols.subviews[i]
        let hosted = HostedLayout(view, proposal: .unspecified, environment: environment, textMeasurer: sink.layout.textMeasurer)
        return ResolvedSymbol(size: hosted.size, view: view)
    }

    /// Draws the symbol laid out at `rect`'s size.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard rect.width.isFinite, rect.height.isFinite, rect.width >= 0, rect.height >= 0 else { return }
        let hosted = HostedLayout(symbol.view, proposal: ProposedViewSize(rect.size), canvas: rect.size,
                                  environment: environment, textMeasurer: sink.layout.textMeasurer)
        var g = DrawingGroup(items: hosted.displayList().items)
        g.transform = CGAffineTransform(translationX: rect.minX, y: rect.minY)
        emit([.group(g)])
    }

    /// Draws a resolved symbol view with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }
}
