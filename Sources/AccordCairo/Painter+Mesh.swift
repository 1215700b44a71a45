import Foundation
import AccordLayout
import CCairo

/// A mesh gradient (SwiftUI's `MeshGradient`) as a Cairo mesh pattern: one Coons patch per cell,
/// its edges the cells' cubic Béziers, its colour interpolated from the four corners.
extension Painter {
    /// The pattern, or nil when the mesh cannot be drawn (too few or non-finite vertices, with
    /// no background to fill instead). A background not fully clear is a first patch covering
    /// `rect` (patches are painted in order, later over earlier).
    func meshPattern(_ mesh: MeshGradientPaint, covering rect: CGRect) -> OpaquePointer? {
        let drawable = mesh.isDrawable
        guard drawable || mesh.background.a > 0, let pattern = cairo_pattern_create_mesh() else { return nil }
        func corner(_ n: UInt32, _ c: RGBA) { cairo_mesh_pattern_set_corner_color_rgba(pattern, n, c.r, c.g, c.b, c.a) }
        if mesh.background.a > 0 {
            let r = rect.isNull || !rect.isFiniteRect ? CGRect(x: 0, y: 0, width: 1, height: 1) : rect.insetBy(dx: -2, dy: -2)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, Double(r.minX), Double(r.minY))
            cairo_mesh_pattern_line_to(pattern, Double(r.maxX), Double(r.minY))
            cairo_mesh_pattern_line_to(pattern, Double(r.maxX), Double(r.maxY))
            cairo_mesh_pattern_line_to(pattern, Double(r.minX), Double(r.maxY))
            for n: UInt32 in 0...3 { corner(n, mesh.background) }
            cairo_mesh_pattern_end_patch(pattern)
        }
        if drawable {
            let w = mesh.width
            func curve(_ a: CGPoint, _ b: CGPoint, _ end: CGPoint) {
                cairo_mesh_pattern_curve_to(pattern, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(end.x), Double(end.y))
            }
            for row in 0..<(mesh.height - 1) {
                for column in 0..<(w - 1) {
                    // Corners clockwise from the top leading one (Cairo's corners 0…3).
                    let p0 = mesh.vertices[row * w + column], p1 = mesh.vertices[row * w + column + 1]
                    let p2 = mesh.vertices[(row + 1) * w + column + 1], p3 = mesh.vertices[(row + 1) * w + column]
                    cairo_mesh_pattern_begin_patch(pattern)
                    cairo_mesh_pattern_move_to(pattern, Double(p0.position.x), Double(p0.position.y))
                    curve(p0.trailing, p1.leading, p1.position)
                    curve(p1.bottom, p2.top, p2.position)
                    curve(p2.leading, p3.trailing, p3.position)
                    curve(p3.top, p0.bottom, p0.position)
                    corner(0, p0.color); corner(1, p1.color); corner(2, p2.color); corner(3, p3.color)
                    cairo_mesh_pattern_end_patch(pattern)
                }
            }
        }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pattern)
            return nil
        }
        return pattern
    }
}
