import Foundation
import AccordLayout
import CCairo
import AccordText

/// Images: bitmaps, PDF pages, symbols and the placeholders drawn for missing ones.
extension Painter {
    // MARK: - Images

    /// The decoded PNG at `path`, or nil (missing, not a PNG, or undecodable).
    func imageSurface(_ path: String) -> OpaquePointer? {
        if let cached = images[path] { return cached }
        var result: OpaquePointer?
        if Self.isPNGFile(path), let s = cairo_image_surface_create_from_png(path) {
            if cairo_surface_status(s) == CAIRO_STATUS_SUCCESS,
               cairo_image_surface_get_width(s) > 0, cairo_image_surface_get_height(s) > 0 {
                result = s
            } else {
                cairo_surface_destroy(s)
            }
        } else if FileManager.default.fileExists(atPath: path) {
            // JPEG and the other formats GdkPixbuf knows.
            result = ImageDecoding.surface(fromFile: path)
        }
        images[path] = .some(result)
        return result
    }

    static func isPNGFile(_ path: String) -> Bool {
        guard let h = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? h.close() }
        let sig = h.readData(ofLength: 8)
        return sig == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func drawImage(_ image: ImageDrawing, on cr: OpaquePointer) {
        switch image.source {
        case .file(let path):
            if let surface = imageSurface(path) {
                drawBitmap(surface, in: image.frame, interpolation: image.interpolation, tint: image.tint, on: cr)
            } else {
                drawBrokenImagePlaceholder(in: image.frame, on: cr)
            }
        case .symbol(let name):
            let tint = image.tint ?? RGBA(0, 0, 0)
            cairo_save(cr)
            SymbolIcons.draw(name, in: image.frame, weight: image.symbolWeight, colors: [tint] + image.symbolLayers, on: cr)
            cairo_restore(cr)
        case .missing(let name):
            drawSymbolPlaceholder(name, in: image.frame, tint: image.tint ?? RGBA(0.5, 0.5, 0.5), crossed: true, on: cr)
        case .pdf(let path):
            if !PDFImages.draw(path, in: image.frame, tint: image.tint, on: cr) {
                drawBrokenImagePlaceholder(in: image.frame, on: cr)
            }
        case .svg(let path):
            let drawn = SVGImages.draw(path, in: image.frame, on: cr) { surface in
                drawBitmap(surface, in: image.frame, interpolation: .high, tint: image.tint, on: cr)
            }
            if !drawn { drawBrokenImagePlaceholder(in: image.frame, on: cr) }
        }
    }

    func drawBitmap(_ surface: OpaquePointer, in frame: CGRect, interpolation: ImageDrawing.Interpolation,
                    tint: RGBA?, on cr: OpaquePointer) {
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(frame.minX), Double(frame.minY))
        cairo_scale(cr, Double(frame.width) / iw, Double(frame.height) / ih)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let filter: cairo_filter_t
        switch interpolation {
        case .none: filter = CAIRO_FILTER_NEAREST
        case .low: filter = CAIRO_FILTER_FAST
        case .medium: filter = CAIRO_FILTER_GOOD
        case .high: filter = CAIRO_FILTER_BEST
        }
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if let t = tint {
            // A template image: the tint, through the image's alpha.
            cairo_set_source_rgba(cr, t.r, t.g, t.b, t.a)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    /// An image file that could not be decoded (missing, JPEG, not an image): a grey box with
    /// a diagonal cross.
    func drawBrokenImagePlaceholder(in f: CGRect, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let x = Double(f.minX), y = Double(f.minY), w = Double(f.width), h = Double(f.height)
        cairo_rectangle(cr, x, y, w, h)
        cairo_set_source_rgba(cr, 0.85, 0.85, 0.85, 1)
        cairo_fill_preserve(cr)
        cairo_clip(cr)
        let lw = max(1, min(w, h) / 40)
        cairo_set_line_width(cr, lw)
        cairo_set_source_rgba(cr, 0.45, 0.45, 0.45, 1)
        cairo_rectangle(cr, x + lw / 2, y + lw / 2, w - lw, h - lw)
        cairo_move_to(cr, x, y); cairo_line_to(cr, x + w, y + h)
        cairo_move_to(cr, x + w, y); cairo_line_to(cr, x, y + h)
        cairo_stroke(cr)
    }

    /// A symbol or named image: a rounded-rectangle outline with the name's first letter, in
    /// `tint` (and a diagonal cross for a missing image).
    func drawSymbolPlaceholder(_ name: String, in f: CGRect, tint: RGBA, crossed: Bool, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let side = Double(min(f.width, f.height))
        let lw = max(0.5, side / 16)
        let inset = lw / 2
        let rect = f.insetBy(dx: CGFloat(inset), dy: CGFloat(inset))
        guard rect.width > 0, rect.height > 0 else { return }
        let path = Path(roundedRect: rect, cornerRadius: CGFloat(side / 5), style: .circular)
        addPath(path, to: cr)
        cairo_set_source_rgba(cr, tint.r, tint.g, tint.b, tint.a)
        cairo_set_line_width(cr, lw)
        cairo_stroke(cr)
        if crossed {
            cairo_save(cr)
            cairo_set_source_rgba(cr, tint.r, tint.g, tint.b, tint.a * 0.35)
            cairo_move_to(cr, Double(rect.minX), Double(rect.minY)); cairo_line_to(cr, Double(rect.maxX), Double(rect.maxY))
            cairo_move_to(cr, Double(rect.maxX), Double(rect.minY)); cairo_line_to(cr, Double(rect.minX), Double(rect.maxY))
            cairo_stroke(cr)
            cairo_restore(cr)
        }
        guard let first = name.first(where: { !$0.isWhitespace && $0 != "." }) else { return }
        drawLetter(String(first).uppercased(), centeredIn: f, size: side * 0.55, color: tint, on: cr)
    }

    /// One bold letter centred in `f` (the placeholder's glyph).
    func drawLetter(_ letter: String, centeredIn f: CGRect, size: Double, color: RGBA, on cr: OpaquePointer) {
        #if canImport(AccordText)
        // With the pinned fonts of AccordText, so placeholders render alike on every machine.
        let font = ResolvedFont(size: CGFloat(size), weight: 700)
        let request = TextLayoutRequest(runs: [TextRun(letter, font: font)])
        let measured = PangoTextSystem.shared.measure(request)
        let frame = CGRect(x: f.midX - measured.size.width / 2, y: f.midY - measured.size.height / 2,
                           width: measured.size.width, height: measured.size.height)
        cairo_save(cr)
        PangoTextSystem.shared.draw(TextDrawing(request: request, frame: frame, color: color), cairo: cr)
        cairo_restore(cr)
        #else
        cairo_save(cr)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, size)
        var ext = cairo_text_extents_t()
        cairo_text_extents(cr, letter, &ext)
        cairo_move_to(cr, Double(f.midX) - ext.width / 2 - ext.x_bearing, Double(f.midY) - ext.height / 2 - ext.y_bearing)
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
        cairo_show_text(cr, letter)
        cairo_new_path(cr)
        cairo_restore(cr)
        #endif
    }
}
