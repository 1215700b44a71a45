import AccordLayout
import AccordText
import CCairo
import Foundation

// Drawing a symbol's recipe — its glyph, enclosure (circle, square), slash, badge, layers — onto a
// Cairo context, and the neutral rounded square of a name without a mapping.
extension SymbolIcons {
    /// Draws `name` filling `frame` (its `inkBox` mapped onto the frame). `colors[0]` is the
    /// primary colour; `colors[1]`, when given (hierarchical or palette rendering), colours the
    /// enclosure, which then no longer knocks the glyph out. Unmapped names, or a machine
    /// without the fonts, get the neutral rounded square.
    package static func draw(_ name: String, in frame: CGRect, weight: Int, colors: [RGBA], on cr: OpaquePointer) {
        let primary = colors.first ?? RGBA(0, 0, 0)
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        guard let r = recipe(for: name), let box = inkBox(for: name, weight: weight) else {
            drawUnmapped(in: frame, color: primary, on: cr)
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let sx = Double(frame.width / box.width), sy = Double(frame.height / box.height)
        cairo_translate(cr, Double(frame.minX) - Double(box.minX) * sx, Double(frame.minY) - Double(box.minY) * sy)
        cairo_scale(cr, sx, sy)
        if let badge = r.badge, let base = baseBox(r, weight: weight) {
            // The base and its badge are one group, so the cleared gap shows what is behind.
            cairo_push_group(cr)
            var plain = r
            plain.badge = nil
            drawRecipe(plain, box: base, weight: weight, colors: colors, on: cr)
            drawBadge(badge, on: base, weight: weight, color: primary, on: cr)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
            return
        }
        drawRecipe(r, box: box, weight: weight, colors: colors, on: cr)
    }

    /// Draws a recipe in reference units (the current transform maps them onto the frame).
    static func drawRecipe(_ r: Recipe, box: CGRect, weight: Int, colors: [RGBA], on cr: OpaquePointer) {
        let primary = colors.first ?? RGBA(0, 0, 0)
        let secondary = colors.count > 1 ? colors[1] : nil
        let stroke = Double(strokeWidth(weight))
        func enclosurePath(_ inset: Double) {
            if r.enclosure == .circle || r.enclosure == .circleFill {
                cairo_new_path(cr)
                cairo_arc(cr, 0, 0, 0.5 - inset, 0, 2 * Double.pi)
            } else {
                let s = 1 - 2 * inset
                roundedRectPath(CGRect(x: -s / 2, y: -s / 2, width: s, height: s), radius: 0.22, on: cr)
            }
        }
        switch r.enclosure {
        case .none:
            drawGlyph(r.glyph, weight: weight, fitting: nil, color: primary, on: cr)
        case .slash:
            drawGlyph(r.glyph, weight: weight, fitting: nil, color: primary, on: cr)
            // A bar from top-left to bottom-right, with a gap cut on its lower side.
            let b = box
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_set_line_width(cr, stroke * 2.2)
            cairo_move_to(cr, Double(b.minX) + stroke * 1.4, Double(b.minY) + stroke * 2.6)
            cairo_line_to(cr, Double(b.maxX) + stroke * 1.4, Double(b.maxY) + stroke * 2.6)
            cairo_stroke(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(cr, primary.r, primary.g, primary.b, primary.a)
            cairo_set_line_width(cr, stroke)
            cairo_move_to(cr, Double(b.minX), Double(b.minY))
            cairo_line_to(cr, Double(b.maxX), Double(b.maxY))
            cairo_stroke(cr)
        case .circle, .square:
            let c = secondary ?? primary
            enclosurePath(stroke / 2)
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_set_line_width(cr, stroke)
            cairo_stroke(cr)
            drawGlyph(r.glyph, weight: weight, fitting: 0.5, color: primary, on: cr)
        case .circleFill, .squareFill:
            if let s2 = secondary {
                enclosurePath(0)
                cairo_set_source_rgba(cr, s2.r, s2.g, s2.b, s2.a)
                cairo_fill(cr)
                drawGlyph(r.glyph, weight: max(weight, 600), fitting: 0.5, color: primary, on: cr)
            } else {
                // One colour: the glyph is cut out of the filled shape.
                cairo_push_group(cr)
                enclosurePath(0)
                cairo_set_source_rgba(cr, primary.r, primary.g, primary.b, 1)
                cairo_fill(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                drawGlyph(r.glyph, weight: max(weight, 600), fitting: 0.5, color: RGBA(0, 0, 0), on: cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, primary.a)
            }
        }
    }

    /// Draws a glyph in reference units; `fitting` scales it so its larger side is that size,
    /// centred on the origin (inside an enclosure).
    static func drawGlyph(_ glyph: Glyph, weight: Int, fitting: CGFloat?, color: RGBA, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if case .text(let s) = glyph {
            // Cap height 0.5 (or the fitted size) tall, centred; Inter's cap height is 0.727 em.
            let cap: CGFloat = fitting.map { $0 * 0.9 } ?? 0.5
            let font = ResolvedFont(size: designSize, weight: weight >= 600 ? 800 : 600)
            let request = TextLayoutRequest(runs: [TextRun(s, font: font)])
            let m = PangoTextSystem.shared.measure(request)
            let scale = Double(cap / 0.727 / designSize)
            cairo_scale(cr, scale, scale)
            let capPx = 0.727 * designSize
            let origin = CGPoint(x: -m.size.width / 2, y: -(m.firstBaseline - capPx / 2))
            PangoTextSystem.shared.draw(TextDrawing(request: request, frame: CGRect(origin: origin, size: m.size), color: color), cairo: cr)
            return
        }
        if case .drawn(let d) = glyph {
            if let fit = fitting, let b = drawnBox(d), b.width > 0, b.height > 0 {
                let k = Double(fit / max(b.width, b.height))
                cairo_scale(cr, k, k)
                cairo_translate(cr, -Double(b.midX), -Double(b.midY))
            }
            drawDrawn(d, weight: weight, color: color, on: cr)
            return
        }
        guard let (ch, fam) = resolved(glyph, weight: weight), let ref = reference(fam) else { return }
        if let fit = fitting, let ink = glyphInk(glyph, weight: weight), ink.width > 0, ink.height > 0 {
            let k = Double(fit / max(ink.width, ink.height))
            cairo_scale(cr, k, k)
            cairo_translate(cr, -Double(ink.midX), -Double(ink.midY))
        }
        cairo_scale(cr, 1 / Double(ref.diameter), 1 / Double(ref.diameter))
        cairo_translate(cr, -Double(ref.center.x), -Double(ref.center.y))
        drawRaw(ch, family: fam, weight: weight, at: .zero, color: color, on: cr)
    }

    /// A name without a mapping: a neutral rounded-square outline filling the frame (never a
    /// letter, which would read as a real icon).
    static func drawUnmapped(in f: CGRect, color: RGBA, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let side = Double(min(f.width, f.height))
        let lw = max(0.5, side * 0.077)
        let rect = f.insetBy(dx: CGFloat(lw / 2), dy: CGFloat(lw / 2))
        guard rect.width > 0, rect.height > 0 else { return }
        roundedRectPath(rect, radius: min(rect.width, rect.height) * 0.22, on: cr)
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a * 0.45)
        cairo_set_line_width(cr, lw)
        cairo_stroke(cr)
    }
}
