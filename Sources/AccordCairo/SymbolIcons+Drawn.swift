import AccordLayout
import CCairo
import Foundation

/// Symbols neither icon font has in SF Symbols' shape, drawn as Cairo paths (`drawn:NAME` in
/// Data/symbols.tsv), and badges (`BASE+BADGE`: `person.crop.circle.badge.checkmark`).
///
/// Paths are in the reference units of `SymbolIcons` (1 = the diameter of the `circle` glyph,
/// origin at its centre, y down); strokes are `strokeWidth(weight)` wide, so a drawn symbol has
/// the weight of its font-drawn neighbours. Each shape follows the SF Symbol of the same name
/// (Apple's SF Symbols app; Docs/Symbols.md, fifth pass):
/// - `film`: a landscape rounded rectangle, a column of four sprocket holes down each side, the
///   middle split into two frames; `film-fill` the same filled, holes and lines cut out.
/// - `grid3`: `square.grid.3x3`, nine rounded squares in three rows; `grid3-fill` filled.
/// - `app`: the app-icon rounded square (`app`, `app.fill`).
/// - `circle-inset`: `circle.inset.filled`, a ring around a filled disc (a selected radio button).
/// - `updown`: `chevron.up.chevron.down`, the menu picker's mark: an up chevron over a down one,
///   0.652 × 0.94 in all, each chevron 0.366 tall, 0.209 between them (measured on an iOS 17/18
///   snapshot at 3×: 8.33 × 12 points at footnote semibold, 1 unit = 0.982 × 13 points; issue 14,
///   ScanNow's Form). MDI's `unfold-more-horizontal` was narrower (6 × 11.3) and heavier.
/// - `envelope`: a landscape rounded rectangle, the flap's V from the top corners to 0.62 of the
///   height, and the two lower folds from the bottom corners to the flap (1.138 × 0.819: 19 ×
///   13.67 points at body, the same snapshot's `envelope`); Phosphor's `envelope-simple` has no
///   lower folds.
extension SymbolIcons {
    /// The names a `drawn:` glyph may have.
    static let drawnNames: Set<String> = ["film", "film-fill", "grid3", "grid3-fill", "app", "app-fill", "circle-inset", "updown", "envelope"]

    /// Each drawn glyph's ink box in reference units (strokes are drawn inside it).
    static func drawnBox(_ name: String) -> CGRect? {
        switch name {
        case "film", "film-fill": return CGRect(x: -0.52, y: -0.42, width: 1.04, height: 0.84)
        case "grid3", "grid3-fill": return CGRect(x: -0.44, y: -0.44, width: 0.88, height: 0.88)
        case "app", "app-fill": return CGRect(x: -0.43, y: -0.43, width: 0.86, height: 0.86)
        case "circle-inset": return CGRect(x: -0.5, y: -0.5, width: 1, height: 1)
        case "updown": return CGRect(x: -0.326, y: -0.47, width: 0.652, height: 0.94)
        case "envelope": return CGRect(x: -0.569, y: -0.41, width: 1.138, height: 0.819)
        default: return nil
        }
    }

    /// A glyph a line of text can show for a drawn one (the icon fonts' nearest character).
    static func drawnTextFallback(_ name: String) -> Glyph {
        switch name {
        case "film": return .phosphor("film-strip")
        case "film-fill": return .phosphor("film-strip-fill")
        case "grid3": return .phosphor("dots-nine")
        case "grid3-fill": return .phosphor("dots-nine-fill")
        case "app": return .phosphor("square")
        case "circle-inset": return .phosphor("record")
        case "updown": return .phosphor("caret-up")
        case "envelope": return .phosphor("envelope-simple")
        default: return .phosphor("square-fill")
        }
    }

    /// A rounded rectangle as a closed sub-path.
    static func roundedRectPath(_ r: CGRect, radius: CGFloat, on cr: OpaquePointer) {
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
        let rad = Double(min(radius, r.width / 2, r.height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - rad, y + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - rad, y + h - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, x + rad, y + h - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + rad, y + rad, rad, Double.pi, 1.5 * Double.pi)
        cairo_close_path(cr)
    }

    /// Draws a drawn glyph in reference units with the current transform.
    static func drawDrawn(_ name: String, weight: Int, color: RGBA, on cr: OpaquePointer) {
        guard let box = drawnBox(name) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
        let sw = strokeWidth(weight)
        let filled = name.hasSuffix("-fill")
        switch name {
        case "film", "film-fill":
            let column: CGFloat = 0.2, radius: CGFloat = 0.12
            let hole = max(0.08, sw * 1.1)
            let holes = (0..<4).map { i -> CGRect in
                let pitch = (box.height - 2 * sw) / 4
                let cy = box.minY + sw + pitch * (CGFloat(i) + 0.5)
                return CGRect(x: -hole / 2, y: cy - hole / 2, width: hole, height: hole)
            }
            let leftX = box.minX + column, rightX = box.maxX - column
            let holeXs = [box.minX + (column + sw / 2) / 2, box.maxX - (column + sw / 2) / 2]
            if filled {
                cairo_push_group(cr)
                cairo_set_source_rgba(cr, color.r, color.g, color.b, 1)
                roundedRectPath(box, radius: radius, on: cr)
                cairo_fill(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                for x in holeXs { for h in holes { roundedRectPath(h.offsetBy(dx: x, dy: 0), radius: hole * 0.25, on: cr) } }
                cairo_fill(cr)
                let cut = Double(sw * 0.75)
                cairo_rectangle(cr, Double(leftX) - cut / 2, Double(box.minY) + cut, cut, Double(box.height) - 2 * cut)
                cairo_rectangle(cr, Double(rightX) - cut / 2, Double(box.minY) + cut, cut, Double(box.height) - 2 * cut)
                cairo_rectangle(cr, Double(leftX), -cut / 2, Double(rightX - leftX), cut)
                cairo_fill(cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, color.a)
            } else {
                cairo_set_line_width(cr, Double(sw))
                roundedRectPath(box.insetBy(dx: sw / 2, dy: sw / 2), radius: radius - sw / 2, on: cr)
                cairo_move_to(cr, Double(leftX), Double(box.minY)); cairo_line_to(cr, Double(leftX), Double(box.maxY))
                cairo_move_to(cr, Double(rightX), Double(box.minY)); cairo_line_to(cr, Double(rightX), Double(box.maxY))
                cairo_move_to(cr, Double(leftX), 0); cairo_line_to(cr, Double(rightX), 0)
                cairo_stroke(cr)
                for x in holeXs { for h in holes { roundedRectPath(h.offsetBy(dx: x, dy: 0), radius: hole * 0.25, on: cr) } }
                cairo_fill(cr)
            }
        case "grid3", "grid3-fill":
            // Outlined squares take a lighter stroke, so each keeps a visible hole when small.
            let gap: CGFloat = 0.08
            let cell = (box.width - 2 * gap) / 3
            let line = sw * 0.8
            for row in 0..<3 {
                for col in 0..<3 {
                    let r = CGRect(x: box.minX + CGFloat(col) * (cell + gap), y: box.minY + CGFloat(row) * (cell + gap),
                                   width: cell, height: cell)
                    if filled {
                        roundedRectPath(r, radius: cell * 0.28, on: cr)
                    } else {
                        roundedRectPath(r.insetBy(dx: line / 2, dy: line / 2), radius: cell * 0.28 - line / 2, on: cr)
                    }
                }
            }
            if filled { cairo_fill(cr) } else { cairo_set_line_width(cr, Double(line)); cairo_stroke(cr) }
        case "circle-inset":
            // The ring, then the disc inside it, a stroke's gap and more apart.
            cairo_set_line_width(cr, Double(sw))
            cairo_new_path(cr)
            cairo_arc(cr, 0, 0, Double(0.5 - sw / 2), 0, 2 * Double.pi)
            cairo_stroke(cr)
            cairo_arc(cr, 0, 0, Double(0.5 - sw - max(sw * 1.6, 0.12)), 0, 2 * Double.pi)
            cairo_fill(cr)
        case "updown":
            // Two chevrons, their strokes inside the box (round caps and joins, as SF draws them).
            let chevron: CGFloat = 0.366
            let h = sw / 2
            cairo_set_line_width(cr, Double(sw))
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_move_to(cr, Double(box.minX + h), Double(box.minY + chevron - h))
            cairo_line_to(cr, 0, Double(box.minY + h))
            cairo_line_to(cr, Double(box.maxX - h), Double(box.minY + chevron - h))
            cairo_move_to(cr, Double(box.minX + h), Double(box.maxY - chevron + h))
            cairo_line_to(cr, 0, Double(box.maxY - h))
            cairo_line_to(cr, Double(box.maxX - h), Double(box.maxY - chevron + h))
            cairo_stroke(cr)
        case "envelope":
            let inner = box.insetBy(dx: sw / 2, dy: sw / 2)
            cairo_set_line_width(cr, Double(sw))
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            roundedRectPath(inner, radius: 0.12 - sw / 2, on: cr)
            // The flap: from the top corners (a little in, where the rounding starts) to its point.
            let apex = CGPoint(x: 0, y: box.minY + 0.62 * box.height)
            let left = CGPoint(x: inner.minX + sw * 0.6, y: inner.minY + sw * 0.6)
            let right = CGPoint(x: inner.maxX - sw * 0.6, y: inner.minY + sw * 0.6)
            cairo_move_to(cr, Double(left.x), Double(left.y))
            cairo_line_to(cr, Double(apex.x), Double(apex.y))
            cairo_line_to(cr, Double(right.x), Double(right.y))
            // The lower folds: from the bottom corners to the flap, three quarters of the way down it.
            func onFlap(_ from: CGPoint) -> CGPoint { CGPoint(x: from.x + 0.75 * (apex.x - from.x), y: from.y + 0.75 * (apex.y - from.y)) }
            let l = onFlap(left), r = onFlap(right)
            cairo_move_to(cr, Double(inner.minX + sw * 0.6), Double(inner.maxY - sw * 0.6))
            cairo_line_to(cr, Double(l.x), Double(l.y))
            cairo_move_to(cr, Double(inner.maxX - sw * 0.6), Double(inner.maxY - sw * 0.6))
            cairo_line_to(cr, Double(r.x), Double(r.y))
            cairo_stroke(cr)
        default: // app, app-fill: the app icon's corner, 22.37 % of its side (iOS icon grid)
            if filled {
                roundedRectPath(box, radius: box.width * 0.2237, on: cr)
                cairo_fill(cr)
            } else {
                roundedRectPath(box.insetBy(dx: sw / 2, dy: sw / 2), radius: box.width * 0.2237 - sw / 2, on: cr)
                cairo_set_line_width(cr, Double(sw))
                cairo_stroke(cr)
            }
        }
    }

    // MARK: Badges

    /// Where a badge sits on its base symbol, in reference units: bottom trailing, about half
    /// the base's height, reaching a little past the base's right edge (SF Symbols' `.badge.`
    /// names: `person.crop.circle.badge.checkmark`, `folder.badge.plus`).
    static func badgeRect(on base: CGRect) -> CGRect {
        let side = 0.52 * max(base.height, 0.6)
        let centre = CGPoint(x: base.maxX - side * 0.12, y: base.maxY - side * 0.42)
        return CGRect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side)
    }

    /// The gap cleared around a badge, in reference units: one stroke of the weight.
    static func badgeGap(_ weight: Int) -> CGFloat { strokeWidth(weight) * 1.1 }

    /// The weight a badge is drawn at: one step bolder than the symbol, as small marks need.
    static func badgeWeight(_ weight: Int) -> Int { max(weight, 600) }

    /// The badge glyph's ink fitted into `badgeRect` (its larger side the rect's side).
    static func badgeInk(_ badge: Glyph, on base: CGRect, weight: Int) -> CGRect? {
        guard let ink = glyphInk(badge, weight: badgeWeight(weight)), ink.width > 0, ink.height > 0 else { return nil }
        let slot = badgeRect(on: base)
        let k = slot.width / max(ink.width, ink.height)
        return CGRect(x: slot.midX - ink.width * k / 2, y: slot.midY - ink.height * k / 2, width: ink.width * k, height: ink.height * k)
    }

    /// Draws `badge` onto what is already drawn in the current group: the base is cleared around
    /// the badge's own outline (the badge drawn in the clear operator at offsets of the gap), then
    /// the badge is drawn in `color`.
    static func drawBadge(_ badge: Glyph, on base: CGRect, weight: Int, color: RGBA, on cr: OpaquePointer) {
        let slot = badgeRect(on: base)
        let w = badgeWeight(weight)
        let gap = Double(badgeGap(weight))
        func glyph(dx: Double, dy: Double, _ c: RGBA) {
            cairo_save(cr)
            cairo_translate(cr, Double(slot.midX) + dx, Double(slot.midY) + dy)
            if case .drawn(let d) = badge, let b = drawnBox(d) {
                let k = Double(slot.width / max(b.width, b.height))
                cairo_scale(cr, k, k)
                cairo_translate(cr, -Double(b.midX), -Double(b.midY))
                drawDrawn(d, weight: w, color: c, on: cr)
            } else {
                drawGlyph(badge, weight: w, fitting: slot.width, color: c, on: cr)
            }
            cairo_restore(cr)
        }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        let steps = 16
        for i in 0..<steps {
            let a = Double(i) * 2 * Double.pi / Double(steps)
            glyph(dx: gap * cos(a), dy: gap * sin(a), RGBA(0, 0, 0))
        }
        glyph(dx: 0, dy: 0, RGBA(0, 0, 0))
        cairo_restore(cr)
        glyph(dx: 0, dy: 0, color)
    }
}
