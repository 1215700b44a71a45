import Foundation
import AccordLayout

// `Shape.trim(from:to:)` and `Path.trimmedPath(from:to:)`: the part of a path between two
// fractions of its length, measured along the path in drawing order (subpaths one after the
// other; a closed subpath's closing segment counts). Curves are measured by flattening into 64
// chords each and cut by de Casteljau subdivision at the parameter where the wanted length is
// reached, so the trimmed pieces stay curves.

extension Shape {
    /// The part of the shape's outline from `startFraction` to `endFraction` of its length
    /// (e.g. `Circle().trim(from: 0, to: 0.75).stroke()` for a progress ring). Fractions are
    /// clamped to 0…1; an empty range gives an empty path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape trimmed to part of its outline.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

extension Path {
    /// The part of the path from `fromFraction` to `toFraction` of its length.
    public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
        let a = fromFraction.isFinite ? min(1, max(0, fromFraction)) : 0
        let b = toFraction.isFinite ? min(1, max(0, toFraction)) : 1
        if a == 0 && b == 1 { return self }
        guard a < b else { return Path() }
        let segments = PathSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let lo = a * total, hi = b * total
        var out = Path()
        var start: CGFloat = 0
        var lastEnd: CGPoint?
        for seg in segments {
            let end = start + seg.length
            defer { start = end }
            guard end > lo, start < hi, seg.length > 0 else { continue }
            let t0 = seg.parameter(atLength: max(0, lo - start))
            let t1 = seg.parameter(atLength: min(seg.length, hi - start))
            let piece = seg.split(from: t0, to: t1)
            if lastEnd == nil || !seg.continuesPrevious || lastEnd != piece.start { out.move(to: piece.start) }
            piece.append(to: &out)
            lastEnd = piece.end
        }
        return out
    }
}

/// One drawable segment of a path: a line, or a cubic (quadratics are elevated).
struct PathSegment {
    var start: CGPoint
    var c1: CGPoint
    var c2: CGPoint
    var end: CGPoint
    var isLine: Bool
    /// True when the segment starts where the previous one of the same subpath ended.
    var continuesPrevious: Bool
    /// Cumulative chord lengths at 64 equal parameter steps (curves), for length ↔ parameter.
    var table: [CGFloat] = []
    var length: CGFloat = 0

    static let steps = 64

    static func segments(of path: Path) -> [PathSegment] {
        var out: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var continues = false
        for e in path.elements {
            switch e {
            case .move(let p):
                current = p; subpathStart = p; continues = false
            case .line(let p):
                out.append(PathSegment(line: current, p, continues: continues)); current = p; continues = true
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                out.append(PathSegment(curve: current, c1, c2, p, continues: continues)); current = p; continues = true
            case .curve(let p, let c1, let c2):
                out.append(PathSegment(curve: current, c1, c2, p, continues: continues)); current = p; continues = true
            case .closeSubpath:
                if current != subpathStart { out.append(PathSegment(line: current, subpathStart, continues: continues)) }
                current = subpathStart; continues = false
            }
        }
        return out
    }

    init(line a: CGPoint, _ b: CGPoint, continues: Bool) {
        start = a; end = b; c1 = a; c2 = b; isLine = true; continuesPrevious = continues
        length = hypot(b.x - a.x, b.y - a.y)
    }

    init(curve a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, continues: Bool) {
        start = a; self.c1 = c1; self.c2 = c2; end = b; isLine = false; continuesPrevious = continues
        var acc: CGFloat = 0
        var prev = a
        table = [0]
        for i in 1...PathSegment.steps {
            let p = point(at: CGFloat(i) / CGFloat(PathSegment.steps))
            acc += hypot(p.x - prev.x, p.y - prev.y)
            table.append(acc)
            prev = p
        }
        length = acc
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let x = u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x
        let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
        return CGPoint(x: x, y: y)
    }

    /// The parameter at which the segment has run `s` of its length.
    func parameter(atLength s: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if isLine { return min(1, max(0, s / length)) }
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        var i = 1
        while i < table.count - 1 && table[i] < s { i += 1 }
        let l0 = table[i - 1], l1 = table[i]
        let f = l1 > l0 ? (s - l0) / (l1 - l0) : 0
        return (CGFloat(i - 1) + f) / CGFloat(PathSegment.steps)
    }

    /// The part between parameters t0 and t1 (de Casteljau).
    func split(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        if isLine {
            let a = CGPoint(x: start.x + (end.x - start.x) * t0, y: start.y + (end.y - start.y) * t0)
            let b = CGPoint(x: start.x + (end.x - start.x) * t1, y: start.y + (end.y - start.y) * t1)
            return PathSegment(line: a, b, continues: continuesPrevious)
        }
        // Right part from t0, then its left part up to the rescaled t1.
        let right = subdivide(start, c1, c2, end, at: t0).1
        let t = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        let left = subdivide(right.0, right.1, right.2, right.3, at: t).0
        return PathSegment(curve: left.0, left.1, left.2, left.3, continues: continuesPrevious)
    }

    func append(to path: inout Path) {
        if isLine { path.addLine(to: end) } else { path.addCurve(to: end, control1: c1, control2: c2) }
    }
}

private typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)

private func subdivide(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> (Cubic, Cubic) {
    func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
    let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3)
    let d = lerp(a, b), e = lerp(b, c)
    let f = lerp(d, e)
    return ((p0, a, d, f), (f, e, c, p3))
}
