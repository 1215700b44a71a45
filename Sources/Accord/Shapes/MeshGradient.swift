import Foundation
import AccordLayout

/// A two-dimensional gradient over a grid of positioned colours (SwiftUI's `MeshGradient`, iOS 18):
/// `width × height` vertices given row by row in unit coordinates of the filled frame, each cell
/// between four of them a Bézier patch whose colour comes from its corners. A style and a view
/// that fills the space offered, as the other gradients.
///
/// Drawn as Cairo's mesh pattern (Coons patches). Vertices given as `points` have implicit
/// control points a third of the way to each neighbour (straight cell edges); `bezierPoints` give
/// their own. With `smoothsColors` (the default) each cell is drawn as 4 × 4 smaller patches whose
/// corner colours follow Catmull–Rom cubics through the neighbouring vertices' colours (SwiftUI:
/// "cubic curves derived from how the colors change between neighbors"); without it the colour is
/// bilinear in each cell. The colour space (`.device`, `.perceptual`) is accepted; colours are
/// interpolated in sRGB (`.device`) either way.
public struct MeshGradient: ShapeStyle, View, PrimitiveView, Sendable {
    /// A vertex with explicit control points towards its four neighbours (SwiftUI's
    /// `MeshGradient.BezierPoint`), in unit coordinates.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position; self.leadingControlPoint = leadingControlPoint; self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint; self.bottomControlPoint = bottomControlPoint
        }
    }
    /// The vertices: points (implicit control points) or Bézier points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([MeshGradient.BezierPoint])
    }
    /// The vertices' colours (SwiftUI's also has `resolvedColors`, of `Color.Resolved`, which
    /// Accord does not model: a colour resolves to `RGBA` here).
    public enum Colors: Equatable, Sendable {
        case colors([Color])
    }

    /// Vertices a row.
    public var width: Int
    /// Rows of vertices.
    public var height: Int
    /// The vertices, `width × height`, row by row.
    public var locations: Locations
    /// The colours, one a vertex.
    public var colors: Colors
    /// The colour outside the mesh.
    public var background: Color
    /// Whether colours follow cubic curves between vertices (else bilinear).
    public var smoothsColors: Bool
    /// The colour space colours are interpolated in (accepted; sRGB).
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `points` (SwiftUI's `init(width:height:points:colors:background:smoothsColors:colorSpace:)`).
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
    /// A mesh of Bézier points.
    public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
    /// A mesh of `locations` and `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.locations = locations; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }

    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in r: CGRect, environment: EnvironmentValues) -> Paint {
        let back = background.resolve(in: environment)
        let count = max(0, width) * max(0, height)
        let resolved: [RGBA]
        switch colors {
        case .colors(let c): resolved = c.map { $0.resolve(in: environment) }
        }
        // A mesh SwiftUI would not draw (too few vertices or colours): the background alone.
        guard width >= 2, height >= 2, resolved.count >= count else {
            return .meshGradient(MeshGradientPaint(width: 0, height: 0, vertices: [], background: back))
        }
        func point(_ p: SIMD2<Float>) -> CGPoint {
            CGPoint(x: r.minX + CGFloat(p.x) * r.width, y: r.minY + CGFloat(p.y) * r.height)
        }
        var vertices: [MeshGradientPaint.Vertex] = []
        switch locations {
        case .points(let points):
            guard points.count >= count else { return .meshGradient(MeshGradientPaint(width: 0, height: 0, vertices: [], background: back)) }
            for row in 0..<height {
                for column in 0..<width {
                    let p = point(points[row * width + column])
                    func toward(_ c: Int, _ rw: Int) -> CGPoint {
                        guard c >= 0, c < width, rw >= 0, rw < height else { return p }
                        let q = point(points[rw * width + c])
                        return CGPoint(x: p.x + (q.x - p.x) / 3, y: p.y + (q.y - p.y) / 3)
                    }
                    vertices.append(.init(position: p, leading: toward(column - 1, row), top: toward(column, row - 1),
                                          trailing: toward(column + 1, row), bottom: toward(column, row + 1),
                                          color: resolved[row * width + column]))
                }
            }
        case .bezierPoints(let points):
            guard points.count >= count else { return .meshGradient(MeshGradientPaint(width: 0, height: 0, vertices: [], background: back)) }
            for (i, b) in points.prefix(count).enumerated() {
                vertices.append(.init(position: point(b.position), leading: point(b.leadingControlPoint), top: point(b.topControlPoint),
                                      trailing: point(b.trailingControlPoint), bottom: point(b.bottomControlPoint), color: resolved[i]))
            }
        }
        let mesh = MeshGradientPaint(width: width, height: height, vertices: vertices, background: back)
        return .meshGradient(smoothsColors && mesh.isDrawable ? Self.smoothed(mesh, subdivisions: 4) : mesh)
    }

    /// The mesh with each cell cut into `k × k` patches on the cell's Coons surface, the new
    /// vertices' colours bicubic (Catmull–Rom through the neighbouring vertices, per component).
    static func smoothed(_ mesh: MeshGradientPaint, subdivisions k: Int) -> MeshGradientPaint {
        let w = mesh.width, h = mesh.height, v = mesh.vertices
        func vertex(_ c: Int, _ r: Int) -> MeshGradientPaint.Vertex { v[min(max(r, 0), h - 1) * w + min(max(c, 0), w - 1)] }
        func cubic(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
            0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t + (3 * p1 - p0 - 3 * p2 + p3) * t * t * t)
        }
        /// The colour at grid coordinates (column + u, row + t).
        func color(_ column: Int, _ row: Int, _ u: Double, _ t: Double) -> RGBA {
            func along(_ rw: Int, _ channel: (RGBA) -> Double) -> Double {
                cubic(channel(vertex(column - 1, rw).color), channel(vertex(column, rw).color),
                      channel(vertex(column + 1, rw).color), channel(vertex(column + 2, rw).color), u)
            }
            func channel(_ f: (RGBA) -> Double) -> Double {
                cubic(along(row - 1, f), along(row, f), along(row + 1, f), along(row + 2, f), t)
            }
            return RGBA(channel(\.r), channel(\.g), channel(\.b), channel(\.a))
        }
        func bezier(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, _ t: CGFloat) -> CGPoint {
            let s = 1 - t
            let k0 = s * s * s, k1 = 3 * s * s * t, k2 = 3 * s * t * t, k3 = t * t * t
            return CGPoint(x: k0 * a.x + k1 * b.x + k2 * c.x + k3 * d.x, y: k0 * a.y + k1 * b.y + k2 * c.y + k3 * d.y)
        }
        /// The Coons surface of the cell whose top leading vertex is (column, row), at (u, t).
        func surface(_ column: Int, _ row: Int, _ u: CGFloat, _ t: CGFloat) -> CGPoint {
            let p0 = vertex(column, row), p1 = vertex(column + 1, row), p2 = vertex(column + 1, row + 1), p3 = vertex(column, row + 1)
            let top = bezier(p0.position, p0.trailing, p1.leading, p1.position, u)
            let bottom = bezier(p3.position, p3.trailing, p2.leading, p2.position, u)
            let left = bezier(p0.position, p0.bottom, p3.top, p3.position, t)
            let right = bezier(p1.position, p1.bottom, p2.top, p2.position, t)
            func lerp(_ a: CGFloat, _ b: CGFloat, _ k: CGFloat) -> CGFloat { a + (b - a) * k }
            let bx = lerp(lerp(p0.position.x, p1.position.x, u), lerp(p3.position.x, p2.position.x, u), t)
            let by = lerp(lerp(p0.position.y, p1.position.y, u), lerp(p3.position.y, p2.position.y, u), t)
            return CGPoint(x: lerp(top.x, bottom.x, t) + lerp(left.x, right.x, u) - bx,
                           y: lerp(top.y, bottom.y, t) + lerp(left.y, right.y, u) - by)
        }
        let fineWidth = (w - 1) * k + 1, fineHeight = (h - 1) * k + 1
        // Grid position of fine vertex index i: the cell (clamped so the last vertex is the end
        // of the last cell) and the fraction in it.
        func cell(_ i: Int, cells: Int) -> (Int, CGFloat) {
            let c = min(i / k, cells - 1)
            return (c, CGFloat(i - c * k) / CGFloat(k))
        }
        let step = 1 / CGFloat(k)
        var out: [MeshGradientPaint.Vertex] = []
        out.reserveCapacity(fineWidth * fineHeight)
        for i in 0..<fineHeight {
            let (row, t) = cell(i, cells: h - 1)
            for j in 0..<fineWidth {
                let (column, u) = cell(j, cells: w - 1)
                let p = surface(column, row, u, t)
                // Control points a third of a sub-step along the surface's tangents.
                let d: CGFloat = 1e-3
                let pu = surface(column, row, min(1, u + d), t), mu = surface(column, row, max(0, u - d), t)
                let pt = surface(column, row, u, min(1, t + d)), mt = surface(column, row, u, max(0, t - d))
                let du = CGPoint(x: (pu.x - mu.x) / (min(1, u + d) - max(0, u - d)), y: (pu.y - mu.y) / (min(1, u + d) - max(0, u - d)))
                let dt = CGPoint(x: (pt.x - mt.x) / (min(1, t + d) - max(0, t - d)), y: (pt.y - mt.y) / (min(1, t + d) - max(0, t - d)))
                let s = step / 3
                out.append(.init(position: p,
                                 leading: CGPoint(x: p.x - du.x * s, y: p.y - du.y * s),
                                 top: CGPoint(x: p.x - dt.x * s, y: p.y - dt.y * s),
                                 trailing: CGPoint(x: p.x + du.x * s, y: p.y + du.y * s),
                                 bottom: CGPoint(x: p.x + dt.x * s, y: p.y + dt.y * s),
                                 color: color(column, row, Double(u), Double(t))))
            }
        }
        return MeshGradientPaint(width: fineWidth, height: fineHeight, vertices: out, background: mesh.background)
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { styleFillNodes(self, label: "MeshGradient", ctx) }
}

extension Gradient {
    /// How a gradient's colours are interpolated (SwiftUI's `Gradient.ColorSpace`, iOS 16).
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// In the output colour space (sRGB).
        public static let device = ColorSpace(isPerceptual: false)
        /// In a perceptual colour space (Oklab, for `Color.mix(with:by:in:)`; gradients are drawn in sRGB).
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
    /// The gradient interpolated in `space` (SwiftUI's `colorSpace(_:)`; accepted: drawn in sRGB).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

extension AnyGradient {
    /// The gradient interpolated in `space` (SwiftUI's `colorSpace(_:)`; accepted: drawn in sRGB).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}
