// About 440 lines: the display-list walk and group compositing of one class (paints and images are in Painter+Paints.swift, Painter+Images.swift).
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
    /// Decoded image surfaces by path (Painter+Images.swift), released in `releaseResources`.
    var images: [String: OpaquePointer?] = [:]

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
