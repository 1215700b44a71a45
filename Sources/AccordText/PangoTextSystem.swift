import Foundation
import AccordLayout
import CPango

/// Text measuring and drawing with Pango over a private fontconfig configuration of pinned
/// fonts (see Docs/Fonts.md). Measuring and drawing build their Pango layouts with one function,
/// so drawn text occupies exactly the measured box.
///
/// Thread safety: every Pango/fontconfig call runs under one lock (Pango objects are not safe to
/// share between threads); measurement results are cached under a second lock, so repeated
/// requests from many threads are served without touching Pango.
public final class PangoTextSystem: TextMeasurer, @unchecked Sendable {
    /// The process-wide instance (pinned fonts plus whatever was registered).
    public static let shared = PangoTextSystem()

    /// Maximum number of cached measurements; when full, an arbitrary entry is evicted.
    public static let cacheLimit = 10_000

    // Guarded by `pangoLock`.
    let pangoLock = Lock()
    let catalog: FontCatalog
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let ltrContext: OpaquePointer
    let rtlContext: OpaquePointer
    var unitMetricsCache: [String: UnitMetrics] = [:]

    // Guarded by `cacheLock`.
    private let cacheLock = Lock()
    var cache: [TextLayoutRequest: TextLayoutResult] = [:]
    private var hits = 0
    private var misses = 0

    /// A text system with the pinned fonts. Most code uses `shared`; separate instances have
    /// separate registrations and caches.
    public init() {
        catalog = FontCatalog()
        guard let map = accord_font_map_new(catalog.config) else { fatalError("Pango: cannot create a cairo FreeType font map") }
        fontMap = map
        ltrContext = accord_context_new(map, PANGO_DIRECTION_LTR)
        rtlContext = accord_context_new(map, PANGO_DIRECTION_RTL)
    }

    deinit {
        accord_object_unref(UnsafeMutableRawPointer(ltrContext))
        accord_object_unref(UnsafeMutableRawPointer(rtlContext))
        accord_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    // MARK: Versions, counters

    /// The Pango version linked at run time, e.g. "1.50.12".
    public static var pangoVersion: String { String(cString: pango_version_string()) }
    /// The Cairo version linked at run time.
    public static var cairoVersion: String { String(cString: cairo_version_string()) }
    /// The HarfBuzz version linked at run time.
    public static var harfBuzzVersion: String { String(cString: hb_version_string()) }

    /// Measurements answered from the cache.
    public var cacheHits: Int { cacheLock.withLock { hits } }
    /// Measurements that shaped text.
    public var cacheMisses: Int { cacheLock.withLock { misses } }
    /// Cached measurements.
    public var cacheCount: Int { cacheLock.withLock { cache.count } }

    /// Empties the measurement cache and zeroes the counters.
    public func resetCache() {
        cacheLock.withLock {
            cache.removeAll()
            hits = 0
            misses = 0
        }
    }

    // MARK: Fonts

    /// Adds a font file (TTF, OTF, TTC) to this text system. Its families become usable as
    /// `ResolvedFont.family`; a file whose family is "SF Pro", "SF Pro Text" or "SF Pro Display"
    /// becomes the system font (with its own metrics). Returns the file's family names.
    @discardableResult
    public func register(fontFile path: String) throws -> [String] {
        let names = try pangoLock.withLock { () throws -> [String] in
            let names = try catalog.add(fontFile: path)
            accord_font_map_config_changed(fontMap)
            pango_context_changed(ltrContext)
            pango_context_changed(rtlContext)
            unitMetricsCache.removeAll()
            return names
        }
        cacheLock.withLock { cache.removeAll() }
        return names
    }

    /// Whether `name` names a font this text system has: a family ("Liberation Serif"), a
    /// PostScript name ("LiberationSerif-Bold", the form iOS code passes to
    /// `Font.custom(_:size:)`) or a full name ("Liberation Serif Bold"); case-insensitive.
    public func hasFont(named name: String) -> Bool {
        pangoLock.withLock { catalog.face(named: name) != nil }
    }

    /// Every font family this text system can use.
    public var availableFamilies: [String] {
        pangoLock.withLock { catalog.families.values.sorted() }
    }

    /// Pinned font files that were not found at start-up.
    public var missingPinnedFonts: [String] {
        pangoLock.withLock { catalog.missingPinned }
    }

    /// The Pango family list a font resolves to (primary family first, then fallbacks), and
    /// whether its lines use SF Pro's metrics.
    public func familyList(for font: ResolvedFont) -> (families: String, usesSFProMetrics: Bool) {
        pangoLock.withLock {
            let c = catalog.choice(for: font)
            return (c.families, c.usesSFProMetrics)
        }
    }

    public func metrics(for font: ResolvedFont) -> FontMetrics {
        let font = Self.sanitized(font)
        return pangoLock.withLock {
            let m = lineMetrics(for: font)
            let choice = catalog.choice(for: font)
            let u = unitMetrics(for: choice, weight: choice.weight, italic: choice.italic)
            return FontMetrics(ascender: m.ascent, descender: m.descent, leading: m.leading,
                               capHeight: u.capHeight * font.size, xHeight: u.xHeight * font.size)
        }
    }

    // MARK: Measuring

    public func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        let request = Self.normalized(request)
        if let cached = cacheLock.withLock({ () -> TextLayoutResult? in
            let r = cache[request]
            if r != nil { hits += 1 } else { misses += 1 }
            return r
        }) {
            return cached
        }
        var result = pangoLock.withLock { () -> TextLayoutResult in
            let built = buildFitted(request, forDrawing: false)
            return built.result(lineSpacing: request.lineSpacing)
        }
        // Letter-spacing arithmetic (Pango spaces glyphs in 1/1024 pt, around each glyph) can
        // leave a fitted line a hair over the width; text never answers wider than its
        // proposal when it fitted, as CoreText's does not.
        if let w = request.width, result.size.width > w, result.size.width - w < 0.5 {
            result.size.width = w
        }
        cacheLock.withLock {
            if cache.count >= Self.cacheLimit, let victim = cache.keys.first { cache.removeValue(forKey: victim) }
            cache[request] = result
        }
        return result
    }

    // MARK: Drawing

    /// Draws `drawing` into a `cairo_t*` with the layout `measure` computed for
    /// `drawing.request`: each line's baseline at `frame.minY` + its measured baseline, lines
    /// aligned within `frame.width`, runs without a colour in `drawing.color`.
    public func draw(_ drawing: TextDrawing, cairo cr: OpaquePointer) {
        let request = Self.normalized(drawing.request)
        let frame = drawing.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite else { return }
        pangoLock.withLock {
            let built = buildFitted(request, forDrawing: true)
            let rtl = request.layoutDirection == .rightToLeft
            cairo_save(cr)
            let c = drawing.color
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            var top = frame.minY
            for line in built.lines {
                let free = frame.width - line.width
                let offset: CGFloat
                switch request.alignment {
                case .leading: offset = rtl ? free : 0
                case .center: offset = free / 2
                case .trailing: offset = rtl ? 0 : free
                }
                for segment in line.segments {
                    cairo_move_to(cr, Double(frame.minX + offset + segment.dx), Double(top + line.ascent))
                    pango_cairo_show_layout_line(cr, segment.line)
                }
                top += line.height + request.lineSpacing
            }
            cairo_restore(cr)
        }
    }

    // MARK: Normalising input

    static func sanitized(_ font: ResolvedFont) -> ResolvedFont {
        var f = font
        if !f.size.isFinite || f.size < 0.01 { f.size = f.size.isNaN || f.size < 0.01 ? 0.01 : 10_000 }
        f.size = min(f.size, 10_000)
        f.weight = min(1000, max(1, f.weight))
        return f
    }

    static func normalized(_ request: TextLayoutRequest) -> TextLayoutRequest {
        var r = request
        if let w = r.width {
            if w.isNaN || w == .infinity { r.width = nil } else if w < 0 { r.width = 0 }
        }
        if let m = r.maxLines { r.maxLines = m < 0 ? nil : max(1, m) }
        if !r.lineSpacing.isFinite { r.lineSpacing = 0 }
        if !r.minimumScaleFactor.isFinite { r.minimumScaleFactor = 1 }
        r.minimumScaleFactor = min(1, max(0.01, r.minimumScaleFactor))
        r.runs = r.runs.map { run in
            var run = run
            run.font = sanitized(run.font)
            if !run.tracking.isFinite { run.tracking = 0 }
            if !run.baselineOffset.isFinite { run.baselineOffset = 0 }
            return run
        }
        return r
    }

}

/// A Pango line drawn `dx` points right of its visual line's start.
