import Foundation
import AccordLayout

/// A list of colours and where they sit from 0 to 1, for the gradient styles (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and its location (0…1).
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop sits, from 0 (start) to 1 (end).
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    /// The stops, in order.
    public var stops: [Stop]
    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }
    /// A gradient of `colors` spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(n)) }
    }
    func resolved(_ env: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolve(in: env), location: Double($0.location)) }
    }
}

/// A gradient along a line from `startPoint` to `endPoint` (unit points of the filled frame); a style and a view that fills the space offered (SwiftUI's `LinearGradient`).
public struct LinearGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    /// A linear gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// A linear gradient of evenly spaced `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolved(environment),
                        start: startPoint.point(in: r),
                        end: endPoint.point(in: r))
    }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { styleFillNodes(self, label: "LinearGradient", ctx) }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius` points (SwiftUI's `RadialGradient`).
public struct RadialGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    /// A radial gradient around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// A radial gradient of evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolved(environment),
                        center: center.point(in: r),
                        startRadius: startRadius, endRadius: endRadius)
    }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { styleFillNodes(self, label: "RadialGradient", ctx) }
}

/// A gradient around `center` by angle, clockwise from `startAngle` to `endAngle` (SwiftUI's `AngularGradient`, a conic gradient).
public struct AngularGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    /// An angular gradient from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    /// An angular gradient of evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full turn of evenly spaced `colors` starting at `angle` (SwiftUI's `init(colors:center:angle:)`).
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// A full turn through `stops` starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        .angularGradient(stops: gradient.resolved(environment),
                         center: center.point(in: r),
                         startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { styleFillNodes(self, label: "AngularGradient", ctx) }
}

/// A gradient as a style (`Color.red.gradient`, `AnyGradient(gradient)`): drawn as a linear
/// gradient from the top centre to the bottom centre (start point [0.5, 0], end point [0.5, 1],
/// Apple's AnyGradient documentation).
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    /// A type-erased gradient (SwiftUI's `AnyGradient`, as `Color.blue.gradient` makes).
    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// A colour's standard gradient: the colour lightened by 12% at the top, the colour at the
    /// bottom (an approximation of SwiftUI's subtle one-colour gradient).
    init(color: Color) {
        func lighten(_ c: RGBA) -> RGBA { RGBA(c.r + (1 - c.r) * 0.12, c.g + (1 - c.g) * 0.12, c.b + (1 - c.b) * 0.12, c.a) }
        let top = Color(.dynamic(light: lighten(color.resolve(.light)), dark: lighten(color.resolve(.dark))))
        gradient = Gradient(stops: [Gradient.Stop(color: top, location: 0), Gradient.Stop(color: color, location: 1)])
    }

    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)._paint(in: r, environment: environment)
    }
}

extension Gradient: ShapeStyle {
    /// A gradient used directly as a style is drawn from top to bottom, as `AnyGradient` is.
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._paint(in: r, environment: environment)
    }
}

/// A radial gradient stretched to an ellipse filling the shape's bounds: its centre and radii are
/// fractions of a unit square mapped onto the bounding rectangle (SwiftUI's `EllipticalGradient`).
/// Drawn exactly for fills (a circular gradient in the unit square, scaled); strokes use the
/// circle of the shorter side.
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView, Sendable, _DrawsItself {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat
    /// An elliptical gradient, its radii fractions of the filled frame's half width and height.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    /// An elliptical gradient of evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        let side = min(r.width, r.height)
        return .radialGradient(stops: gradient.resolved(environment),
                               center: center.point(in: r),
                               startRadius: startRadiusFraction * side, endRadius: endRadiusFraction * side)
    }
    func _items(path: Path, eoFill: Bool, stroke: StrokeStyle?, in r: CGRect, environment: EnvironmentValues) -> [DisplayItem] {
        guard stroke == nil, r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else {
            let paint = _paint(in: r, environment: environment)
            return [stroke.map { .stroke(path, paint, $0) } ?? .fill(path, paint, eoFill: eoFill)]
        }
        let toRect = CGAffineTransform(a: r.width, b: 0, c: 0, d: r.height, tx: r.minX, ty: r.minY)
        let paint = Paint.radialGradient(stops: gradient.resolved(environment), center: CGPoint(x: center.x, y: center.y),
                                         startRadius: startRadiusFraction, endRadius: endRadiusFraction)
        var g = DrawingGroup(items: [.fill(path.applying(toRect.inverted()), paint, eoFill: eoFill)])
        g.transform = toRect
        return [.group(g)]
    }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { styleFillNodes(self, label: "EllipticalGradient", ctx) }
}

/// A node that fills its frame with a style (colours and gradients used as views).
func styleFillNodes<S: ShapeStyle>(_ style: S, label: String, _ ctx: BuildContext) -> [LayoutNode] {
    let node = makeNode(ShapeBehaviour(), label: label)
    let env = ctx.environment
    node.drawing = NodeDrawing(content: { _, frame, _ in
        styleItems(style, path: Path(frame), eoFill: false, stroke: nil, in: frame, environment: env)
    })
    return [node]
}

/// A style that draws its own display items (shadows, elliptical gradients) instead of one paint.
protocol _DrawsItself {
    func _items(path: Path, eoFill: Bool, stroke: StrokeStyle?, in rect: CGRect, environment: EnvironmentValues) -> [DisplayItem]
}

/// The items that fill (or, with `stroke`, stroke) `path` with `style`, the style's bounds
/// being `rect`.
func styleItems(_ style: any ShapeStyle, path: Path, eoFill: Bool, stroke: StrokeStyle?, in rect: CGRect,
                environment: EnvironmentValues) -> [DisplayItem] {
    var s = style
    while let any = s as? AnyShapeStyle { s = any.base }
    if let own = s as? _DrawsItself { return own._items(path: path, eoFill: eoFill, stroke: stroke, in: rect, environment: environment) }
    let paint = s._paint(in: rect, environment: environment)
    return [stroke.map { .stroke(path, paint, $0) } ?? .fill(path, paint, eoFill: eoFill)]
}
