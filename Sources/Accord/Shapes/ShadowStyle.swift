import Foundation
import AccordLayout

/// A shadow a shape style draws with (`.fill(.white.shadow(.drop(radius: 4)))`,
/// `.foregroundStyle(.blue.shadow(.inner(radius: 2)))`).
public struct ShadowStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow beneath the shape, offset by `x`, `y` (default colour: black at 33%, as the
    /// `shadow` modifier's).
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: sanitize(radius), x: finite(x), y: finite(y))
    }
    /// A shadow inside the shape, cast by its edges (default colour: black at 55%).
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: sanitize(radius), x: finite(x), y: finite(y))
    }
    static func sanitize(_ r: CGFloat) -> CGFloat { r.isFinite ? max(0, r) : 0 }
    static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
}

/// A style with a shadow. Fills and strokes of shapes draw the shadow (a drop shadow beneath; an
/// inner shadow clipped to the shape, cast by the region outside it); text painted with it gets
/// the base style only.
public struct _ShadowShapeStyle: ShapeStyle, @unchecked Sendable, _DrawsItself {
    let base: any ShapeStyle
    let shadow: ShadowStyle

    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint { base._paint(in: rect, environment: environment) }

    func _items(path: Path, eoFill: Bool, stroke: StrokeStyle?, in rect: CGRect, environment: EnvironmentValues) -> [DisplayItem] {
        let content = styleItems(base, path: path, eoFill: eoFill, stroke: stroke, in: rect, environment: environment)
        let color = shadow.color.resolve(in: environment)
        let cast = Shadow(color: color, radius: shadow.radius, offset: CGSize(width: shadow.x, height: shadow.y))
        switch shadow.kind {
        case .drop:
            var g = DrawingGroup(items: content)
            g.shadow = cast
            return [.group(g)]
        case .inner:
            guard stroke == nil else { return content }
            // The region outside the shape (a frame around it, even-odd filled) casts its shadow
            // inwards; clipped to the shape, only that shadow shows.
            let margin = shadow.radius * 3 + abs(shadow.x) + abs(shadow.y) + 10
            let bounds = path.boundingRect.insetBy(dx: -margin, dy: -margin)
            var ring = Path(bounds)
            ring.addPath(path)
            var caster = DrawingGroup(items: [.fill(ring, .color(color.withAlpha(1)), eoFill: true)])
            caster.shadow = cast
            var g = DrawingGroup(items: content + [.group(caster)])
            g.clip = path
            return [.group(g)]
        }
    }
}

extension ShapeStyle {
    /// This style with a shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == _ShadowShapeStyle {
    /// The foreground style with a shadow.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle { _ShadowShapeStyle(base: ForegroundStyle(), shadow: style) }
}
