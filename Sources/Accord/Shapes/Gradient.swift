import Foundation
import AccordLayout

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(n)) }
    }
    func resolved(_ env: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolve(in: env), location: Double($0.location)) }
    }
}

public struct LinearGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolved(environment),
                        start: CGPoint(x: r.minX + startPoint.x * r.width, y: r.minY + startPoint.y * r.height),
                        end: CGPoint(x: r.minX + endPoint.x * r.width, y: r.minY + endPoint.y * r.height))
    }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { styleFillNodes(self, label: "LinearGradient", ctx) }
}

public struct RadialGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolved(environment),
                        center: CGPoint(x: r.minX + center.x * r.width, y: r.minY + center.y * r.height),
                        startRadius: startRadius, endRadius: endRadius)
    }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { styleFillNodes(self, label: "RadialGradient", ctx) }
}

public struct AngularGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        .angularGradient(stops: gradient.resolved(environment),
                         center: CGPoint(x: r.minX + center.x * r.width, y: r.minY + center.y * r.height),
                         startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { styleFillNodes(self, label: "AngularGradient", ctx) }
}

/// `Color.red.gradient`: a subtle top-to-bottom gradient of one colour.
public struct AnyGradient: ShapeStyle, Sendable {
    let color: Color
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        let c = color.resolve(in: environment)
        func lighten(_ c: RGBA, _ k: Double) -> RGBA { RGBA(c.r + (1 - c.r) * k, c.g + (1 - c.g) * k, c.b + (1 - c.b) * k, c.a) }
        return .linearGradient(stops: [GradientStop(color: lighten(c, 0.12), location: 0), GradientStop(color: c, location: 1)],
                               start: CGPoint(x: r.midX, y: r.minY), end: CGPoint(x: r.midX, y: r.maxY))
    }
}

/// A node that fills its frame with a style (colours and gradients used as views).
func styleFillNodes<S: ShapeStyle>(_ style: S, label: String, _ ctx: BuildContext) -> [LayoutNode] {
    let node = LayoutNode(ShapeBehaviour(), label: label)
    let env = ctx.environment
    node.drawing = NodeDrawing(content: { _, frame, _ in
        [.fill(Path(frame), style._paint(in: frame, environment: env), eoFill: false)]
    })
    return [node]
}
