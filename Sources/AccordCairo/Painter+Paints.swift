import Foundation
import AccordLayout
import CCairo
import AccordText

/// Paints: solid colours, gradients (linear, radial, angular as a mesh) set as Cairo sources.
extension Painter {
    // MARK: - Paints

    /// Sets the paint as the source. `extents`: the user-space area it must cover (for the
    /// angular gradient's mesh). False when there is nothing to draw (bad coordinates).
    func setSource(_ paint: Paint, on cr: OpaquePointer, extents: CGRect) -> Bool {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            return true
        case .linearGradient(let stops, let start, let end):
            guard start.isFinitePoint, end.isFinitePoint else { return false }
            let stops = Self.cleanStops(stops)
            if stops.count < 2 || start == end { return setSolid(stops.last?.color, on: cr) }
            guard let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            else { return false }
            return useGradient(pattern, stops: stops, on: cr)
        case .radialGradient(let stops, let center, let r0, let r1):
            guard center.isFinitePoint, r0.isFinite, r1.isFinite else { return false }
            let stops = Self.cleanStops(stops)
            let a = max(0, Double(r0)), b = max(0, Double(r1))
            if stops.count < 2 || a == b { return setSolid(stops.last?.color, on: cr) }
            guard let pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), a,
                                                            Double(center.x), Double(center.y), b)
            else { return false }
            return useGradient(pattern, stops: stops, on: cr)
        case .angularGradient(let stops, let center, let a0, let a1):
            guard center.isFinitePoint, a0.isFinite, a1.isFinite else { return false }
            let stops = Self.cleanStops(stops)
            if stops.count < 2 || a0 == a1 { return setSolid(stops.last?.color, on: cr) }
            guard let pattern = angularMesh(stops: stops, center: center, start: a0, end: a1, covering: extents)
            else { return false }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return true
        case .meshGradient(let mesh):
            guard let pattern = meshPattern(mesh, covering: extents) else { return false }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return true
        }
    }

    private func setSolid(_ color: RGBA?, on cr: OpaquePointer) -> Bool {
        guard let c = color else { return false }
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        return true
    }

    private func useGradient(_ pattern: OpaquePointer, stops: [GradientStop], on cr: OpaquePointer) -> Bool {
        defer { cairo_pattern_destroy(pattern) }
        for s in stops {
            cairo_pattern_add_color_stop_rgba(pattern, s.location, s.color.r, s.color.g, s.color.b, s.color.a)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_source(cr, pattern)
        return true
    }

    /// Stops with finite locations clamped to 0…1, in order (stable for equal locations).
    static func cleanStops(_ stops: [GradientStop]) -> [GradientStop] {
        stops.enumerated()
            .filter { $0.element.location.isFinite }
            .map { (i, s) in (i, GradientStop(color: s.color, location: min(1, max(0, s.location)))) }
            .sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }
            .map(\.1)
    }

    /// The colour at `t` (0…1) along sorted stops.
    static func color(at t: Double, in stops: [GradientStop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(0, 0, 0, 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let k = span > 0 ? (t - a.location) / span : 1
            // Interpolate premultiplied, as Cairo's gradients do.
            let alpha = a.color.a + (b.color.a - a.color.a) * k
            func mix(_ x: Double, _ y: Double) -> Double {
                let v = x * a.color.a + (y * b.color.a - x * a.color.a) * k
                return alpha > 0 ? v / alpha : x + (y - x) * k
            }
            return RGBA(mix(a.color.r, b.color.r), mix(a.color.g, b.color.g), mix(a.color.b, b.color.b), alpha)
        }
        return last.color
    }

    /// A conic gradient as a Cairo mesh of thin triangular wedges around `center`, long enough to
    /// cover `rect`. The colour sweeps from `start` to `end` (radians, clockwise with y down;
    /// `end < start` sweeps the other way); outside the sweep, each half of the remaining arc
    /// takes the nearer end colour, as SwiftUI's AngularGradient does.
    func angularMesh(stops: [GradientStop], center: CGPoint, start: Double, end: Double, covering rect: CGRect) -> OpaquePointer? {
        let span = end - start
        let direction: Double = span < 0 ? -1 : 1
        let sweep = min(abs(span), 2 * .pi)
        let gap = 2 * .pi - sweep
        // Radius reaching every corner of the area to cover (plus slack for antialiasing).
        var radius = 1.0
        let r = rect.isNull || !rect.isFiniteRect ? CGRect(x: center.x, y: center.y, width: 1, height: 1) : rect
        for p in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)] {
            radius = max(radius, Double(hypot(p.x - center.x, p.y - center.y)))
        }
        radius = radius * 1.05 + 2
        // Wedge boundaries in s (0…2π from start along the sweep direction): a uniform 256,
        // plus each stop, the end of the sweep and the middle of the gap.
        var marks = (0...256).map { Double($0) / 256 * 2 * .pi }
        for stop in stops { marks.append(stop.location * sweep) }
        marks.append(sweep)
        if gap > 0 { marks.append(sweep + gap / 2) }
        marks = Array(Set(marks.map { min(2 * .pi, max(0, $0)) })).sorted()
        // Colour at s, approached from below (`fromBelow`) or above, for the gap's split.
        func colorAt(_ s: Double, fromBelow: Bool) -> RGBA {
            if s < sweep || (s == sweep && fromBelow) || gap == 0 {
                return Self.color(at: sweep > 0 ? min(1, s / sweep) : 0, in: stops)
            }
            let mid = sweep + gap / 2
            if s < mid || (s == mid && fromBelow) { return Self.color(at: 1, in: stops) }
            return Self.color(at: 0, in: stops)
        }
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let cx = Double(center.x), cy = Double(center.y)
        for i in 0..<(marks.count - 1) {
            let s0 = marks[i], s1 = marks[i + 1]
            guard s1 > s0 else { continue }
            let t0 = start + direction * s0, t1 = start + direction * s1
            let c0 = colorAt(s0, fromBelow: false), c1 = colorAt(s1, fromBelow: true)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + radius * cos(t0), cy + radius * sin(t0))
            cairo_mesh_pattern_line_to(mesh, cx + radius * cos(t1), cy + radius * sin(t1))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.r, c0.g, c0.b, c0.a)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.r, c0.g, c0.b, c0.a)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.r, c1.g, c1.b, c1.a)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.r, c1.g, c1.b, c1.a)
            cairo_mesh_pattern_end_patch(mesh)
        }
        guard cairo_pattern_status(mesh) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(mesh)
            return nil
        }
        return mesh
    }
}
