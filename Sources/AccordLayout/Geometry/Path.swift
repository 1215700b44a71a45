import Foundation

/// The corner style of a rounded rectangle: circular arcs, or Apple's continuous curvature
/// ("squircle") corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// An outline of a 2D shape, as SwiftUI's `Path`: a list of elements in points.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    private var current: CGPoint?
    private var subpathStart: CGPoint?

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint? { current }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p)); current = p; subpathStart = p
    }
    public mutating func addLine(to p: CGPoint) {
        if current == nil { move(to: p); return }
        elements.append(.line(to: p)); current = p
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control)); current = p
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2)); current = p
    }
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath); current = subpathStart
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addRect(_ r: CGRect) {
        let r = r.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    public mutating func addPath(_ other: Path, transform: CGAffineTransform = .identity) {
        for e in other.applying(transform).elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// An ellipse made of four cubic Béziers (the standard 0.5523 circle approximation).
    public mutating func addEllipse(in r: CGRect) {
        let r = r.standardized
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// A rounded rectangle. Radii are clamped to half the shorter side. `.continuous` corners
    /// follow Apple's smooth-corner curve (each corner spans 1.528 × radius, drawn with three
    /// cubic segments, as the iOS 7 squircle reconstructions describe).
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = r.standardized
        var rx = max(0, min(cornerSize.width, r.width / 2))
        var ry = max(0, min(cornerSize.height, r.height / 2))
        if cornerSize.width == cornerSize.height {
            // Equal radii stay circular: too large a radius makes a capsule, as SwiftUI's does.
            rx = max(0, min(cornerSize.width, min(r.width, r.height) / 2))
            ry = rx
        }
        if !rx.isFinite { rx = 0 }
        if !ry.isFinite { ry = 0 }
        if rx == 0 || ry == 0 { addRect(r); return }
        if style == .circular || rx != ry {
            let k: CGFloat = 0.5522847498
            move(to: CGPoint(x: r.minX + rx, y: r.minY))
            addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
            addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry), control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
            addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
            addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry), control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
            closeSubpath()
            return
        }
        addContinuousRoundedRect(r, radius: rx)
    }

    private mutating func addContinuousRoundedRect(_ r: CGRect, radius: CGFloat) {
        // The smooth corner extends 1.52866 × radius along each edge, limited by half the side.
        let limit = min(r.width, r.height) / 2
        let span = min(radius * 1.52866483, limit)
        let s = span / 1.52866483  // effective radius
        // Control offsets (fractions of the radius) of the three-segment smooth corner.
        func corner(_ o: CGPoint, _ dx: CGFloat, _ dy: CGFloat, clockwiseFromHorizontal: Bool) {
            // o: the corner point; dx, dy: unit directions pointing into the rectangle.
            func p(_ u: CGFloat, _ v: CGFloat) -> CGPoint { CGPoint(x: o.x + dx * u * s, y: o.y + dy * v * s) }
            if clockwiseFromHorizontal {
                addCurve(to: p(0.63149, 0.07491), control1: p(1.08849, 0), control2: p(0.86840, 0.02592))
                addCurve(to: p(0.07491, 0.63149), control1: p(0.37282, 0.16905), control2: p(0.16905, 0.37282))
                addCurve(to: p(0, 1.52866), control1: p(0.02592, 0.86840), control2: p(0, 1.08849))
            } else {
                addCurve(to: p(0.07491, 0.63149), control1: p(0, 1.08849), control2: p(0.02592, 0.86840))
                addCurve(to: p(0.63149, 0.07491), control1: p(0.16905, 0.37282), control2: p(0.37282, 0.16905))
                addCurve(to: p(1.52866, 0), control1: p(0.86840, 0.02592), control2: p(1.08849, 0))
            }
        }
        move(to: CGPoint(x: r.minX + span, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - span, y: r.minY))
        corner(CGPoint(x: r.maxX, y: r.minY), -1, 1, clockwiseFromHorizontal: true)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - span))
        corner(CGPoint(x: r.maxX, y: r.maxY), -1, -1, clockwiseFromHorizontal: false)
        addLine(to: CGPoint(x: r.minX + span, y: r.maxY))
        corner(CGPoint(x: r.minX, y: r.maxY), 1, -1, clockwiseFromHorizontal: true)
        addLine(to: CGPoint(x: r.minX, y: r.minY + span))
        corner(CGPoint(x: r.minX, y: r.minY), 1, 1, clockwiseFromHorizontal: false)
        closeSubpath()
    }

    /// An arc of a circle, approximated by cubic Béziers of at most 90° each. Angles are measured
    /// clockwise from the positive x axis in SwiftUI's y-down space; `clockwise` follows Core
    /// Graphics' flipped meaning, as SwiftUI's does.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        var a0 = startAngle.radians, a1 = endAngle.radians
        if clockwise { while a1 > a0 { a1 -= 2 * .pi } } else { while a1 < a0 { a1 += 2 * .pi } }
        let total = a1 - a0
        guard total.isFinite, radius.isFinite else { return }
        let segments = max(1, Int((abs(total) / (.pi / 2)).rounded(.up)))
        let step = total / Double(segments)
        func pt(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)).applying(transform)
        }
        let start = pt(a0)
        if current == nil { move(to: start) } else { addLine(to: start) }
        for i in 0..<segments {
            let s = a0 + Double(i) * step, e = s + step
            let k = 4.0 / 3.0 * tan((e - s) / 4)
            let c1 = CGPoint(x: center.x + radius * (cos(s) - k * sin(s)), y: center.y + radius * (sin(s) + k * cos(s))).applying(transform)
            let c2 = CGPoint(x: center.x + radius * (cos(e) + k * sin(e)), y: center.y + radius * (sin(e) - k * cos(e))).applying(transform)
            addCurve(to: pt(e), control1: c1, control2: c2)
        }
    }

    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
    }

    public func applying(_ t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        var p = Path()
        p.elements = elements.map {
            switch $0 {
            case .move(let a): .move(to: a.applying(t))
            case .line(let a): .line(to: a.applying(t))
            case .quadCurve(let a, let c): .quadCurve(to: a.applying(t), control: c.applying(t))
            case .curve(let a, let c1, let c2): .curve(to: a.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
        p.current = current?.applying(t)
        p.subpathStart = subpathStart?.applying(t)
        return p
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingRect: CGRect {
        var pts: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let a), .line(let a): pts.append(a)
            case .quadCurve(let a, let c): pts += [a, c]
            case .curve(let a, let c1, let c2): pts += [a, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let f = pts.first else { return .null }
        var r = CGRect(origin: f, size: .zero)
        for p in pts.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
        return r
    }

    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    public var description: String {
        elements.map { e -> String in
            func f(_ p: CGPoint) -> String { "\(formatPoints(p.x)) \(formatPoints(p.y))" }
            switch e {
            case .move(let a): return "M\(f(a))"
            case .line(let a): return "L\(f(a))"
            case .quadCurve(let a, let c): return "Q\(f(c)) \(f(a))"
            case .curve(let a, let c1, let c2): return "C\(f(c1)) \(f(c2)) \(f(a))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}
