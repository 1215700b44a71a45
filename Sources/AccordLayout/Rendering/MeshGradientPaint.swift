import Foundation

/// A mesh gradient's paint (SwiftUI's `MeshGradient`, resolved in a frame): `width × height`
/// vertices in canvas points, row by row from the top leading one, each with its colour and the
/// control points of the cubic Bézier edges to its four neighbours. Each cell between four
/// vertices is a Coons patch whose colour is interpolated from its corners' (Cairo's mesh
/// pattern, `cairo_pattern_create_mesh`); `background` fills what the mesh does not cover.
public struct MeshGradientPaint: Hashable, Sendable {
    /// One vertex of the mesh.
    public struct Vertex: Hashable, Sendable {
        public var position: CGPoint
        /// Control points of the edges towards the leading, top, trailing and bottom neighbours.
        public var leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint
        public var color: RGBA
        public init(position: CGPoint, leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint, color: RGBA) {
            self.position = position; self.leading = leading; self.top = top
            self.trailing = trailing; self.bottom = bottom; self.color = color
        }
    }
    /// Vertices a row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// `width × height` vertices, row by row.
    public var vertices: [Vertex]
    /// The colour outside the mesh.
    public var background: RGBA
    public init(width: Int, height: Int, vertices: [Vertex], background: RGBA) {
        self.width = width; self.height = height; self.vertices = vertices; self.background = background
    }
    /// Whether there are at least 2 × 2 vertices, as many as `width × height`, all finite.
    public var isDrawable: Bool {
        width >= 2 && height >= 2 && vertices.count == width * height
            && vertices.allSatisfy { v in [v.position, v.leading, v.top, v.trailing, v.bottom].allSatisfy { p in p.x.isFinite && p.y.isFinite } }
    }
}
