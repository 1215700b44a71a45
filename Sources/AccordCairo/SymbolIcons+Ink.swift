import AccordLayout
import AccordText
import CCairo
import Foundation

// Measuring a symbol's ink by rasterising it at a large size (exact ink, any font), cached; the
// reference box a recipe is drawn in, and the stroke width of drawn parts per weight.
extension SymbolIcons {
    /// Size glyphs are measured and drawn at before the transform to reference units.
    static let designSize: CGFloat = 160
    private static let lock = NSLock()
    nonisolated(unsafe) private static var inkCache: [String: CGRect] = [:]

    /// The ink rectangle of one character of `family`, in design-size pixels, drawn with its
    /// layout box at the origin; nil when nothing is inked.
    static func rawInk(_ text: String, family: String?, weight: Int = 400) -> CGRect? {
        let key = "\(family ?? "")|\(weight)|\(text)"
        lock.lock()
        if let r = inkCache[key] { lock.unlock(); return r.isNull ? nil : r }
        lock.unlock()
        let side = Int(designSize * 3)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(side)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        drawRaw(text, family: family, weight: weight, at: CGPoint(x: designSize, y: designSize), color: RGBA(0, 0, 0), on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var minX = side, minY = side, maxX = -1, maxY = -1
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<side {
                let row = data + y * stride
                for x in 0..<side where row[x] > 24 {
                    if x < minX { minX = x }
                    if x > maxX { maxX = x }
                    if y < minY { minY = y }
                    if y > maxY { maxY = y }
                }
            }
        }
        let r = maxX < 0 ? CGRect.null
            : CGRect(x: CGFloat(minX) - designSize, y: CGFloat(minY) - designSize,
                     width: CGFloat(maxX - minX + 1), height: CGFloat(maxY - minY + 1))
        lock.lock(); inkCache[key] = r; lock.unlock()
        return r.isNull ? nil : r
    }

    static func fontFor(_ family: String?, weight: Int, size: CGFloat) -> ResolvedFont {
        ResolvedFont(family: family, size: size, weight: family == nil ? weight : 400)
    }

    /// Draws one character at `designSize` with its layout box's top-left corner at `origin`.
    static func drawRaw(_ text: String, family: String?, weight: Int, at origin: CGPoint, color: RGBA, on cr: OpaquePointer) {
        let request = TextLayoutRequest(runs: [TextRun(text, font: fontFor(family, weight: weight, size: designSize))])
        let m = PangoTextSystem.shared.measure(request)
        PangoTextSystem.shared.draw(TextDrawing(request: request, frame: CGRect(origin: origin, size: m.size), color: color), cairo: cr)
    }

    nonisolated(unsafe) private static var lineCache: [String: CGFloat] = [:]

    /// How far the glyph's ink centre sits above the baseline of a line it shares with text, in
    /// design-size pixels: measured on a rendering of the glyph (red) followed by "H" (blue),
    /// whose flat bottom is the line's baseline (an icon font's own line metrics do not say
    /// where Pango puts its glyphs in a mixed line); `first`: the glyph starts the line.
    static func centreAboveBaselineInLine(_ ch: String, family: String, first: Bool) -> CGFloat? {
        let key = family + "|" + ch + (first ? "|first" : "|after")
        lock.lock()
        if let v = lineCache[key] { lock.unlock(); return v }
        lock.unlock()
        let w = Int(designSize * 4), h = Int(designSize * 3)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        let glyph = TextRun(ch, font: ResolvedFont(family: family, size: designSize), color: RGBA(1, 0, 0))
        let letter = TextRun("H", font: ResolvedFont(size: designSize), color: RGBA(0, 0, 1))
        // Pango places an icon glyph differently when its run starts the line (the layout's
        // first font) than after text: measured in the same order as it will be drawn.
        let request = TextLayoutRequest(runs: first ? [glyph, letter] : [letter, glyph])
        let m = PangoTextSystem.shared.measure(request)
        PangoTextSystem.shared.draw(TextDrawing(request: request, frame: CGRect(x: designSize / 2, y: designSize / 2, width: m.size.width, height: m.size.height),
                                                color: RGBA(0, 0, 0)), cairo: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var gTop = h, gBottom = -1, hBottom = -1
        for y in 0..<h {
            let row = data + y * stride
            for x in 0..<w {
                let b = row[x * 4], r = row[x * 4 + 2]   // BGRA in memory (little-endian ARGB32)
                if r > 128, b < 64 { gTop = min(gTop, y); gBottom = max(gBottom, y) }
                if b > 128, r < 64 { hBottom = max(hBottom, y) }
            }
        }
        guard gBottom >= 0, hBottom >= 0 else { return nil }
        let v = CGFloat(hBottom + 1) - CGFloat(gTop + gBottom + 1) / 2
        lock.lock(); lineCache[key] = v; lock.unlock()
        return v
    }

    /// The reference circle of a font, in design-size pixels: its centre and diameter.
    static func reference(_ family: String) -> (center: CGPoint, diameter: CGFloat)? {
        let circle: String?
        if family == phosphorFamily { circle = phosphorMap["circle"].flatMap(Unicode.Scalar.init).map { String(Character($0)) } }
        else { circle = mdiMap["circle-outline"].flatMap(Unicode.Scalar.init).map { String(Character($0)) } }
        guard let c = circle, let ink = rawInk(c, family: family), ink.height > 0 else { return nil }
        return (CGPoint(x: ink.midX, y: ink.midY), ink.height)
    }

    /// A glyph's ink in reference units.
    static func glyphInk(_ glyph: Glyph, weight: Int) -> CGRect? {
        if case .text(let s) = glyph {
            // Letters: their cap-height box, half the reference circle high.
            let w = CGFloat(max(1, s.count)) * 0.36
            return CGRect(x: -w / 2, y: -0.25, width: w, height: 0.5)
        }
        if case .drawn(let d) = glyph { return drawnBox(d) }
        guard let (ch, fam) = resolved(glyph, weight: weight), let ref = reference(fam),
              let ink = rawInk(ch, family: fam) else { return nil }
        return CGRect(x: (ink.minX - ref.center.x) / ref.diameter, y: (ink.minY - ref.center.y) / ref.diameter,
                      width: ink.width / ref.diameter, height: ink.height / ref.diameter)
    }

    /// The box of a symbol in reference units (the frame SwiftUI gives it is this box scaled by
    /// the symbol size); nil when the name is not mapped or the fonts are missing.
    package static func inkBox(for name: String, weight: Int) -> CGRect? {
        guard let r = recipe(for: name) else { return nil }
        guard let badge = r.badge else { return baseBox(r, weight: weight) }
        guard let base = baseBox(r, weight: weight) else { return nil }
        return badgeInk(badge, on: base, weight: weight).map { base.union($0) } ?? base
    }

    /// The box of a recipe without its badge.
    static func baseBox(_ r: Recipe, weight: Int) -> CGRect? {
        switch r.enclosure {
        case .circle, .circleFill, .square, .squareFill:
            return CGRect(x: -0.5, y: -0.5, width: 1, height: 1)
        case .none, .slash:
            if case .text = r.glyph { return CGRect(x: -0.5, y: -0.5, width: 1, height: 1) }
            return glyphInk(r.glyph, weight: weight)
        }
    }

    /// The outline width of drawn enclosures, in reference units (Phosphor's strokes: 8, 12, 16
    /// and 24 units of its 256 grid for Thin, Light, Regular and Bold, over the circle's 208).
    static func strokeWidth(_ weight: Int) -> CGFloat {
        switch weight {
        case ..<250: return 8 / 208
        case ..<350: return 12 / 208
        case ..<600: return 16 / 208
        default: return 24 / 208
        }
    }
}
