import Foundation
import AccordLayout

/// The radii of a rectangle's four corners (leading/trailing as laid out left to right).
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat
    /// Corner radii, zero where not given (SwiftUI's `RectangleCornerRadii(topLeading:bottomLeading:bottomTrailing:topTrailing:)`).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have their own radii (iOS 16's `UnevenRoundedRectangle`). Each
/// radius is clamped to half the shorter side; `.continuous` corners use the same smooth-corner
/// curve as `RoundedRectangle`.
public struct UnevenRoundedRectangle: Shape, Sendable {
    /// The four corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous (squircle-like) corners.
    public var style: RoundedCornerStyle

    /// A rectangle whose corners have the given radii (SwiftUI's `init(cornerRadii:style:)`).
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    /// A rectangle with a radius for each corner, zero where not given (SwiftUI's `init(topLeadingRadius:…:style:)`).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The outline in `rect`, each radius clamped to half the shorter side.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, min(v, limit)) : 0 }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        // Each corner is a quarter of a rounded rectangle of that radius, cut out of one built
        // with Path's own corner curve (circular or continuous), so both styles match
        // RoundedRectangle exactly where the radii are equal.
        func corner(_ radius: CGFloat, _ anchor: CGPoint, _ quadrant: (CGFloat, CGFloat)) -> [Path.Element] {
            guard radius > 0 else { return [.line(to: anchor)] }
            let extent = style == .continuous ? min(radius * 1.52866483, limit) : radius
            let side = 2 * limit
            let box = CGRect(x: anchor.x - (quadrant.0 > 0 ? side : 0), y: anchor.y - (quadrant.1 > 0 ? side : 0), width: side, height: side)
            let full = Path(roundedRect: box, cornerSize: CGSize(width: radius, height: radius), style: style)
            // Keep the curve elements that lie in this corner's quadrant of the box.
            var out: [Path.Element] = []
            var last = CGPoint.zero
            func inCorner(_ p: CGPoint) -> Bool {
                abs(p.x - anchor.x) <= extent + 0.001 && abs(p.y - anchor.y) <= extent + 0.001
            }
            full.forEach { e in
                switch e {
                case .curve(let p, _, _):
                    if inCorner(p), inCorner(last) { if out.isEmpty { out.append(.line(to: last)) }; out.append(e) }
                    last = p
                case .move(let p), .line(let p): last = p
                case .quadCurve(let p, _): last = p
                case .closeSubpath: break
                }
            }
            return out.isEmpty ? [.line(to: anchor)] : out
        }
        var p = Path()
        p.move(to: CGPoint(x: r.minX + (tl > 0 ? (style == .continuous ? min(tl * 1.52866483, limit) : tl) : 0), y: r.minY))
        for e in corner(tr, CGPoint(x: r.maxX, y: r.minY), (1, -1)) + corner(br, CGPoint(x: r.maxX, y: r.maxY), (1, 1))
            + corner(bl, CGPoint(x: r.minX, y: r.maxY), (-1, 1)) + corner(tl, CGPoint(x: r.minX, y: r.minY), (-1, -1)) {
            switch e {
            case .line(let q): p.addLine(to: q)
            case .curve(let q, let c1, let c2): p.addCurve(to: q, control1: c1, control2: c2)
            default: break
            }
        }
        p.closeSubpath()
        return p
    }
}
