import Foundation
import AccordLayout
import CCairo
#if canImport(AccordText)
import AccordText
#endif

/// Draws display items on a Cairo context. One painter serves one rendering; it caches decoded
/// images until `releaseResources`.
final class Painter {
    /// True for SVG / PDF targets (device units are points; effects are rasterised at
    /// `CairoRenderer.vectorRasterScale`).
    let isVector: Bool
    /// Decoded PNG surfaces by path (nil: could not be decoded).
    private var images: [String: OpaquePointer?] = [:]

    init(isVector: Bool) { self.isVector = isVector }

    func releaseResources() {
        for case let surface? in images.values { cairo_surface_destroy(surface) }
        images.removeAll()
    }

    func draw(_ items: [DisplayItem], on cr: OpaquePointer) {
        for item in items { draw(item, on: cr) }
    }

    func draw(_ item: DisplayItem, on cr: OpaquePointer) {
        switch item {
        case .fill(let path, let paint, let eoFill):
            guard path.isFinite, !path.isEmpty else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            addPath(path, to: cr)
            cairo_set_fill_rule(cr, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            guard setSource(paint, on: cr, extents: fillExtents(cr)) else { return }
            cairo_fill(cr)
        case .stroke(let path, let paint, let style):
            guard path.isFinite, !path.isEmpty,
                  style.lineWidth.isFinite, style.lineWidth > 0 else { return }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            addPath(path, to: cr)
            applyStrokeStyle(style, on: cr)
            guard setSource(paint, on: cr, extents: strokeExtents(cr)) else { return }
            cairo_stroke(cr)
        case .text(let text):
            guard text.frame.isFiniteRect else { return }
            drawText(text, on: cr)
        case .image(let image):
            guard image.frame.isFiniteRect, image.frame.width > 0, image.frame.height > 0 else { return }
            drawImage(image, on: cr)
        case .group(let group):
            drawGroup(group, on: cr)
        }
    }

    // MARK: - Paths and strokes

    func addPath(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p; start = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case .quadCurve(let p, let c):
                // Degree elevation: a quadratic is the cubic with controls 2/3 of the way to c.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr); current = start
            }
        }
    }

    func applyStrokeStyle(_ style: StrokeStyle, on cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        if style.miterLimit.isFinite, style.miterLimit >= 1 {
            cairo_set_miter_limit(cr, Double(style.miterLimit))
        }
        // Cairo puts the context in an error state for a negative dash or an all-zero one.
        let dash = style.dash.map(Double.init)
        if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0 {
            let phase = style.dashPhase.isFinite ? Double(style.dashPhase) : 0
            dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// User-space extents of the current path when filled / stroked.
    func fillExtents(_ cr: OpaquePointer) -> CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func strokeExtents(_ cr: OpaquePointer) -> CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

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

    // MARK: - Text

    func drawText(_ text: TextDrawing, on cr: OpaquePointer) {
        #if canImport(AccordText)
        cairo_save(cr)
        PangoTextSystem.shared.draw(text, cairo: cr)
        cairo_restore(cr)
        #else
        // Without AccordText (never in this package, where it is a dependency) text draws nothing.
        _ = text
        #endif
    }

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

    // MARK: - Groups

    func drawGroup(_ group: DrawingGroup, on cr: OpaquePointer) {
        let t = group.transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        let det = t.a * t.d - t.b * t.c
        guard det != 0 else { return }  // collapsed to nothing; Cairo refuses singular matrices
        let opacity = group.opacity.isFinite ? min(1, max(0, group.opacity)) : 1
        guard opacity > 0, !group.items.isEmpty else { return }
        if group.mask != nil || group.compositing != .normal || group.isolated {
            drawComposited(group, opacity: opacity, on: cr)
            return
        }

        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip = group.clip {
            guard clip.isFinite else { return }
            addPath(clip, to: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                    x0: Double(t.tx), y0: Double(t.ty))

        let shadow = group.shadow.flatMap { s -> Shadow? in
            guard s.color.a > 0, s.radius.isFinite, s.offset.width.isFinite, s.offset.height.isFinite else { return nil }
            return s
        }
        let blur = group.blurRadius.isFinite ? max(0, group.blurRadius) : 0
        if shadow == nil && blur == 0 && group.colorMatrix == nil {
            if opacity < 1 { cairo_push_group(cr) }
            cairo_transform(cr, &matrix)
            draw(group.items, on: cr)
            if opacity < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
            return
        }
        drawEffects(group, matrix: matrix, shadow: shadow, blur: blur, opacity: opacity, on: cr)
    }

    /// A group with a shadow or a blur: its content is recorded in device space, rasterised
    /// around its ink, blurred, and composited.
    private func drawEffects(_ group: DrawingGroup, matrix: cairo_matrix_t, shadow: Shadow?, blur: CGFloat,
                             opacity: Double, on cr: OpaquePointer) {
        // Device scale of the parent space (pixels, or points for vector targets, per canvas point).
        var parent = cairo_matrix_t()
        cairo_get_matrix(cr, &parent)
        let deviceScale = sqrt(abs(parent.xx * parent.yy - parent.xy * parent.yx))
        guard deviceScale > 0, deviceScale.isFinite else { return }

        // The visible device area (the clip), so effects outside it are not computed.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        cairo_restore(cr)

        let rasterScale = isVector ? Double(CairoRenderer.vectorRasterScale) : 1
        let blurSigma = Double(blur) / 2 * deviceScale          // device units
        let shadowSigma = Double(shadow?.radius ?? 0) / 2 * deviceScale
        var shadowDX = Double(shadow?.offset.width ?? 0), shadowDY = Double(shadow?.offset.height ?? 0)
        cairo_user_to_device_distance(cr, &shadowDX, &shadowDY)
        guard shadowDX.isFinite, shadowDY.isFinite, blurSigma.isFinite, shadowSigma.isFinite else { return }
        let shadowReach = 3 * max(blurSigma, shadowSigma) + 2
        // What the clip can show, grown by the reach of the effects (content just outside still
        // bleeds or casts its shadow in). Bounded, so nested recordings stay bounded too.
        var clipArea = CGRect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0)
        clipArea = clipArea.isFiniteRect && !clipArea.isNull
            ? clipArea.insetBy(dx: -shadowReach - abs(shadowDX), dy: -shadowReach - abs(shadowDY))
            : CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)

        // Record the content in device space.
        var extents = cairo_rectangle_t(x: Double(clipArea.minX), y: Double(clipArea.minY),
                                        width: Double(clipArea.width), height: Double(clipArea.height))
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else { return }
        defer { cairo_surface_destroy(recording) }
        guard let rc = cairo_create(recording) else { return }
        var full = cairo_matrix_t()
        var m = matrix
        cairo_matrix_multiply(&full, &m, &parent)
        cairo_set_matrix(rc, &full)
        draw(group.items, on: rc)
        cairo_destroy(rc)
        var ix = 0.0, iy = 0.0, iw = 0.0, ih = 0.0
        cairo_recording_surface_ink_extents(recording, &ix, &iy, &iw, &ih)
        guard iw > 0, ih > 0, ix.isFinite, iy.isFinite, iw.isFinite, ih.isFinite else { return }

        // Region to rasterise (device units): the ink grown by the blur reach, within clipArea.
        let contentReach = 3 * blurSigma + 2
        var region = CGRect(x: ix, y: iy, width: iw, height: ih).insetBy(dx: -contentReach, dy: -contentReach)
        if shadow != nil {
            region = region.insetBy(dx: -(shadowReach - contentReach), dy: -(shadowReach - contentReach))
        }
        region = region.intersection(clipArea)
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        region = CGRect(x: region.minX.rounded(.down), y: region.minY.rounded(.down),
                        width: region.width.rounded(.up) + 1, height: region.height.rounded(.up) + 1)

        // Pixel size of the offscreen raster, kept within the canvas pixel limit.
        var scale = rasterScale
        let limit = Double(CairoRenderer.maxPixelCount) / 4
        let area = Double(region.width * region.height) * scale * scale
        if area > limit { scale *= sqrt(limit / area) }
        let pw = Int((Double(region.width) * scale).rounded(.up)), ph = Int((Double(region.height) * scale).rounded(.up))
        guard pw > 0, ph > 0, pw <= CairoRenderer.maxPixelSide, ph <= CairoRenderer.maxPixelSide else { return }

        guard let raster = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return }
        defer { cairo_surface_destroy(raster) }
        guard cairo_surface_status(raster) == CAIRO_STATUS_SUCCESS else { return }
        if let rcr = cairo_create(raster) {
            cairo_scale(rcr, scale, scale)
            cairo_translate(rcr, -Double(region.minX), -Double(region.minY))
            cairo_set_source_surface(rcr, recording, 0, 0)
            cairo_paint(rcr)
            cairo_destroy(rcr)
        }
        cairo_surface_flush(raster)

        // Shadow: the content's alpha, blurred, as a mask for the shadow colour.
        var shadowMask: OpaquePointer?
        if shadow != nil {
            shadowMask = Blur.alphaMask(of: raster)
            if let mask = shadowMask { Blur.gaussian(mask, sigma: shadowSigma * scale) }
        }
        defer { if let s = shadowMask { cairo_surface_destroy(s) } }
        if blur > 0 { Blur.gaussian(raster, sigma: blurSigma * scale) }
        if let cm = group.colorMatrix { Self.apply(cm, to: raster) }
        // A shadowed group in a vector format is painted from the raster too: Cairo's SVG
        // surface misplaces a replayed recording beside the shadow (seen on every switch's knob).
        let paintsRaster = blur > 0 || group.colorMatrix != nil || (isVector && shadow != nil)

        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        if opacity < 1 { cairo_push_group(cr) }
        if let shadow, let mask = shadowMask {
            cairo_save(cr)
            cairo_translate(cr, Double(region.minX) + shadowDX, Double(region.minY) + shadowDY)
            cairo_scale(cr, 1 / scale, 1 / scale)
            // The shadow is painted as an image of its colour (the mask applied offscreen): Cairo's
            // SVG surface writes a mask without its transform, which put every shadow at the
            // canvas's origin in SVG output; an image source keeps its place in every format.
            if let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) {
                if let tcr = cairo_create(tinted) {
                    cairo_set_source_rgba(tcr, shadow.color.r, shadow.color.g, shadow.color.b, shadow.color.a)
                    cairo_mask_surface(tcr, mask, 0, 0)
                    cairo_destroy(tcr)
                }
                cairo_surface_flush(tinted)
                cairo_set_source_surface(cr, tinted, 0, 0)
                cairo_paint(cr)
                cairo_surface_destroy(tinted)
            }
            cairo_restore(cr)
        }
        if paintsRaster {
            cairo_save(cr)
            cairo_translate(cr, Double(region.minX), Double(region.minY))
            cairo_scale(cr, 1 / scale, 1 / scale)
            cairo_set_source_surface(cr, raster, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
        } else {
            // Unblurred content stays vector: replay the recording, bounded by its ink (an
            // unbounded paint would make an enclosing recording's extents infinite).
            cairo_set_source_surface(cr, recording, 0, 0)
            cairo_rectangle(cr, ix.rounded(.down) - 1, iy.rounded(.down) - 1, iw.rounded(.up) + 3, ih.rounded(.up) + 3)
            cairo_fill(cr)
        }
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }
}

// MARK: - Masks, blend modes, colour matrices

extension Painter {
    /// A group with a mask, a blend mode or isolation: drawn into a layer (its own effects
    /// included), masked by the mask's alpha, then composited with the group's operator and
    /// opacity.
    func drawComposited(_ group: DrawingGroup, opacity: Double, on cr: OpaquePointer) {
        var inner = group
        inner.mask = nil
        inner.compositing = .normal
        inner.isolated = false
        inner.opacity = 1
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_push_group(cr)
        drawGroup(inner, on: cr)
        guard var layer = cairo_pop_group(cr) else { return }
        if let mask = group.mask {
            let t = group.transform
            cairo_push_group(cr)
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                        x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(cr, &matrix)
            draw(mask, on: cr)
            cairo_restore(cr)
            guard let maskPattern = cairo_pop_group(cr) else { cairo_pattern_destroy(layer); return }
            cairo_push_group(cr)
            cairo_set_source(cr, layer)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(maskPattern)
            cairo_pattern_destroy(layer)
            guard let masked = cairo_pop_group(cr) else { return }
            layer = masked
        }
        defer { cairo_pattern_destroy(layer) }
        cairo_set_source(cr, layer)
        cairo_set_operator(cr, Self.cairoOperator(group.compositing))
        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
    }

    /// Cairo's operator for a blend mode. `plusDarker` (max(0, S + D − 1)) has no Cairo
    /// operator: multiply, which also only darkens, stands in.
    static func cairoOperator(_ op: CompositingOperator) -> cairo_operator_t {
        switch op {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: CAIRO_OPERATOR_MULTIPLY
        }
    }

    /// Applies a colour matrix to every pixel of an ARGB32 (premultiplied) image surface.
    static func apply(_ cm: ColorMatrix, to surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let m = cm.m
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * stride).bindMemory(to: UInt32.self, capacity: w)
            for x in 0..<w {
                let p = row[x]
                let a = Double(p >> 24) / 255
                var r = 0.0, g = 0.0, b = 0.0
                if a > 0 {
                    r = Double((p >> 16) & 255) / 255 / a
                    g = Double((p >> 8) & 255) / 255 / a
                    b = Double(p & 255) / 255 / a
                }
                func ch(_ i: Int) -> Double {
                    min(1, max(0, m[i * 5] * r + m[i * 5 + 1] * g + m[i * 5 + 2] * b + m[i * 5 + 3] * a + m[i * 5 + 4]))
                }
                let na = ch(3)
                let nr = ch(0) * na, ng = ch(1) * na, nb = ch(2) * na
                func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
                row[x] = byte(na) << 24 | byte(nr) << 16 | byte(ng) << 8 | byte(nb)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}

// MARK: - Finite checks

extension Path {
    /// True when every coordinate is finite.
    var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.isFinitePoint
            case .quadCurve(let p, let c): return p.isFinitePoint && c.isFinitePoint
            case .curve(let p, let c1, let c2): return p.isFinitePoint && c1.isFinitePoint && c2.isFinitePoint
            case .closeSubpath: return true
            }
        }
    }
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
