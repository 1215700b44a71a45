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
    private let pangoLock = Lock()
    private let catalog: FontCatalog
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let ltrContext: OpaquePointer
    private let rtlContext: OpaquePointer
    private var unitMetricsCache: [String: UnitMetrics] = [:]

    // Guarded by `cacheLock`.
    private let cacheLock = Lock()
    private var cache: [TextLayoutRequest: TextLayoutResult] = [:]
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

    // MARK: Layout building (call under pangoLock)

    /// Ascent, descent and leading of one line set in `font` (points).
    private func lineMetrics(for font: ResolvedFont) -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        let choice = catalog.choice(for: font)
        let u = unitMetrics(for: choice, weight: choice.weight, italic: choice.italic)
        let size = font.size
        var leading = u.lineGap * size
        // SwiftUI's `.leading(.tight/.loose)`: ±2 pt at 17 pt (scaled); UNVERIFIED estimate.
        switch font.leading {
        case .standard: break
        case .tight: leading -= size * 2 / 17
        case .loose: leading += size * 2 / 17
        }
        return (u.ascender * size, u.descender * size, leading)
    }

    private func unitMetrics(for choice: FontChoice, weight: Int, italic: Bool) -> UnitMetrics {
        if choice.usesSFProMetrics { return .sfPro }
        let key = "\(choice.families)|\(weight)|\(italic)"
        if let m = unitMetricsCache[key] { return m }
        let desc = fontDescription(families: choice.families, weight: weight, italic: italic, size: 100)
        defer { pango_font_description_free(desc) }
        var m = UnitMetrics(ascender: 0.8, descender: 0.2, lineGap: 0, capHeight: 0.7, xHeight: 0.5)
        if let font = pango_context_load_font(ltrContext, desc) {
            var upem: Int32 = 0, asc: Int32 = 0, des: Int32 = 0, gap: Int32 = 0, cap: Int32 = 0, xh: Int32 = 0
            if accord_font_unit_metrics(font, &upem, &asc, &des, &gap, &cap, &xh) != 0 {
                let e = CGFloat(upem)
                m = UnitMetrics(ascender: CGFloat(asc) / e, descender: CGFloat(des) / e, lineGap: CGFloat(gap) / e,
                                capHeight: CGFloat(cap) / e, xHeight: CGFloat(xh) / e)
            }
            accord_object_unref(UnsafeMutableRawPointer(font))
        }
        unitMetricsCache[key] = m
        return m
    }

    private func fontDescription(families: String, weight: Int, italic: Bool, size: CGFloat) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, families)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(desc, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        return desc
    }

    /// A run's byte range in the layout text, with its line metrics.
    private struct Span {
        var start: Int
        var end: Int
        var run: TextRun
        /// Letter spacing (tracking less tightening), points.
        var spacing: CGFloat
        var ascent: CGFloat
        var descent: CGFloat
        var leading: CGFloat
    }

    /// Lays the request out, applying `allowsTightening` and `minimumScaleFactor` when the text
    /// is truncated at full size.
    private func buildFitted(_ request: TextLayoutRequest, forDrawing: Bool) -> BuiltText {
        let full = build(request, scale: 1, tightening: 0, forDrawing: forDrawing)
        guard full.isTruncated, request.width != nil else { return full }
        if request.allowsTightening {
            // Up to 3% of the font size less letter spacing, in 1% steps, before truncating.
            for t in [0.01, 0.02, 0.03] as [CGFloat] {
                let tight = build(request, scale: 1, tightening: t, forDrawing: forDrawing)
                if !tight.isTruncated { return tight }
            }
        }
        let factor = request.minimumScaleFactor
        guard factor < 1 else { return full }
        let smallest = build(request, scale: factor, tightening: 0, forDrawing: forDrawing)
        if smallest.isTruncated { return smallest }
        // The largest scale in [factor, 1) that fits, to 1/256 of the range.
        var lo = factor, hi: CGFloat = 1
        var best = smallest
        for _ in 0..<8 {
            let mid = (lo + hi) / 2
            let attempt = build(request, scale: mid, tightening: 0, forDrawing: forDrawing)
            if attempt.isTruncated { hi = mid } else { lo = mid; best = attempt }
        }
        return best
    }

    /// Splits text into alternating pieces of CJK (ideographs, kana, Hangul, CJK punctuation and
    /// full-width forms) and other characters.
    static func splitCJK(_ s: String) -> [(String, Bool)] {
        func isCJK(_ v: UInt32) -> Bool {
            (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v)
                || (0xFF00...0xFFEF).contains(v) || (0x20000...0x3FFFF).contains(v)
        }
        // Cut at scalar boundaries where the kind changes; combining marks stay with their base.
        var out: [(String, Bool)] = []
        let scalars = s.unicodeScalars
        var pieceStart = scalars.startIndex
        var kind: Bool?
        var i = scalars.startIndex
        while i < scalars.endIndex {
            let v = scalars[i]
            let k = isCJK(v.value)
            let isMark = v.properties.generalCategory == .nonspacingMark || v.properties.generalCategory == .enclosingMark
            if let current = kind, k != current, !isMark {
                out.append((String(scalars[pieceStart..<i]), current))
                pieceStart = i
            }
            if kind == nil || !isMark { kind = k }
            i = scalars.index(after: i)
        }
        out.append((String(scalars[pieceStart..<scalars.endIndex]), kind ?? false))
        return out
    }

    /// Paragraphs longer than this many bytes are laid out in chunks: Pango positions are
    /// 32-bit integers of 1/1024 pt, so a line (or the rest of a paragraph being broken) may
    /// not exceed ~2 million points, and long paragraphs break in quadratic time.
    private func chunkLimit(_ spans: [Span]) -> Int {
        let size = spans.map(\.run.font.size).max() ?? 17
        return max(64, min(16_384, Int(400_000 / max(1, size))))
    }

    private func build(_ request: TextLayoutRequest, scale: CGFloat, tightening: CGFloat, forDrawing: Bool) -> BuiltText {
        // The text, as UTF-8 bytes (NULs become spaces: Pango wants NUL-free UTF-8).
        var bytes: [UInt8] = []
        var spans: [Span] = []
        let runs = request.runs.isEmpty ? [TextRun("", font: ResolvedFont())] : request.runs
        for var run in runs {
            if scale != 1 {
                run.font.size *= scale
                run.tracking *= scale
                run.baselineOffset *= scale
            }
            let m = lineMetrics(for: run.font)
            // A raised or lowered run makes its line taller, as in CoreText.
            let up = max(0, run.baselineOffset), down = max(0, -run.baselineOffset)
            // The Inter stand-in for the system font is set with SF Pro's tighter fit — on Latin
            // and other alphabetic text only: CJK falls back to its own font, untracked, as
            // PingFang is on iOS.
            // SF Pro's tracking for the run's size (HIG table), plus Inter's own difference.
            let fit = catalog.choice(for: run.font).usesSFProMetrics ? SFProMetrics.standInTracking(atSize: run.font.size) * run.font.size : 0
            for (piece, isCJK) in fit == 0 ? [(run.string, false)] : Self.splitCJK(run.string) {
                let start = bytes.count
                bytes.append(contentsOf: piece.utf8.map { $0 == 0 ? 0x20 : $0 })
                var part = run
                part.string = piece
                spans.append(Span(start: start, end: bytes.count, run: part,
                                  spacing: run.tracking + (isCJK ? 0 : fit) - tightening * run.font.size,
                                  ascent: m.ascent + up, descent: m.descent + down, leading: m.leading))
            }
        }
        let context = request.layoutDirection == .rightToLeft ? rtlContext : ltrContext
        let built = BuiltText()
        let first = spans[0]
        built.firstLineHeight = first.ascent + first.descent + first.leading
        built.scale = scale
        let chunk = chunkLimit(spans)

        let ellipsize: PangoEllipsizeMode
        switch request.truncationMode {
        case .head: ellipsize = PANGO_ELLIPSIZE_START
        case .middle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .tail: ellipsize = PANGO_ELLIPSIZE_END
        }

        if let maxLines = request.maxLines, request.width != nil, bytes.count <= chunk, !Self.containsParagraphSeparator(bytes) {
            // One paragraph: Pango limits the lines and ellipsizes the last one.
            let layout = makeLayout(context, bytes, spans, request, forDrawing, ellipsize: ellipsize, height: Int32(clamping: -maxLines))
            built.layouts.append(layout)
            let lines = collectLines(layout, bytes, spans, base: 0)
            built.lines = Array(lines.prefix(maxLines))
            built.isTruncated = pango_layout_is_ellipsized(layout) != 0 || lines.count > maxLines
            return built
        }

        let lines = layoutLines(context, bytes, spans, request, forDrawing, chunk: chunk, into: built,
                                stopAfter: request.maxLines.map { $0 + 1 })
        guard let maxLines = request.maxLines, lines.count > maxLines else {
            built.lines = lines
            return built
        }
        built.isTruncated = true
        guard request.width != nil else {
            // Unconstrained width: only the line count matters.
            built.lines = Array(lines.prefix(maxLines))
            return built
        }
        // Several paragraphs (Pango's negative height limits lines per paragraph, not in all)
        // or a long one: keep the lines before the last allowed one, and set the last from the
        // rest of its paragraph, ellipsized; "…" is appended when later paragraphs are hidden.
        built.lines = Array(lines.prefix(maxLines - 1))
        let s = lines[maxLines - 1].textStart
        var p = s
        while p < bytes.count, !Self.isParagraphSeparator(bytes, at: p) { p += 1 }
        var a = s, b = p
        let cap = min(8_192, chunk)
        if b - a > cap {
            if request.truncationMode == .head {
                a = b - cap
                while a < b, bytes[a] & 0xC0 == 0x80 { a += 1 }
            } else {
                b = a + cap
                while b > a, bytes[b] & 0xC0 == 0x80 { b -= 1 }
            }
        }
        var piece = Array(bytes[a..<b])
        var pieceSpans = Self.clip(spans, a, b)
        var last = makeLayout(context, piece, pieceSpans, request, forDrawing, ellipsize: ellipsize, height: -1)
        if pango_layout_is_ellipsized(last) == 0 {
            accord_object_unref(UnsafeMutableRawPointer(last))
            piece += [0xE2, 0x80, 0xA6]  // "…"
            pieceSpans[pieceSpans.count - 1].end = piece.count
            last = makeLayout(context, piece, pieceSpans, request, forDrawing, ellipsize: ellipsize, height: -1)
        }
        built.layouts.append(last)
        if let line = collectLines(last, piece, pieceSpans, base: a).first { built.lines.append(line) }
        return built
    }

    /// Spans clipped to bytes a..<b and shifted to start at 0; never empty (an empty range
    /// keeps the run it falls in, for its metrics).
    private static func clip(_ spans: [Span], _ a: Int, _ b: Int) -> [Span] {
        var out: [Span] = []
        for span in spans where span.end > a && span.start < b {
            var sp = span
            sp.start = max(span.start, a) - a
            sp.end = min(span.end, b) - a
            out.append(sp)
        }
        if out.isEmpty {
            var sp = spans.last(where: { $0.start <= a }) ?? spans[0]
            sp.start = 0
            sp.end = 0
            out = [sp]
        }
        return out
    }

    /// All lines of the text without a line limit (stopping early once `stopAfter` lines are
    /// known), in chunks for long paragraphs. Layouts are kept in `built`.
    private func layoutLines(_ context: OpaquePointer, _ bytes: [UInt8], _ spans: [Span], _ request: TextLayoutRequest,
                             _ forDrawing: Bool, chunk: Int, into built: BuiltText, stopAfter: Int?) -> [LineBox] {
        func layout(_ a: Int, _ b: Int) -> (OpaquePointer, [LineBox]) {
            let sub = Array(bytes[a..<b]), subSpans = Self.clip(spans, a, b)
            let l = makeLayout(context, sub, subSpans, request, forDrawing, ellipsize: nil, height: nil)
            built.layouts.append(l)
            return (l, collectLines(l, sub, subSpans, base: a))
        }
        func done(_ lines: [LineBox]) -> Bool { stopAfter.map { lines.count >= $0 } ?? false }
        if bytes.count <= chunk { return layout(0, bytes.count).1 }

        var lines: [LineBox] = []
        if request.width != nil {
            // Greedy breaking is local: lay a chunk out, keep all its lines but the last (which
            // the chunk's end may have cut), and continue from that line's start.
            var pos = 0
            while pos < bytes.count, !done(lines) {
                var end = min(bytes.count, pos + chunk)
                while end < bytes.count, end > pos, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                let (_, chunkLines) = layout(pos, end)
                if end >= bytes.count { lines += chunkLines; break }
                if chunkLines.count < 2 {
                    // No line ends inside the chunk (an enormous width): accept it as it is.
                    lines += chunkLines
                    pos = end
                    continue
                }
                lines += chunkLines.dropLast()
                pos = chunkLines[chunkLines.count - 1].textStart
            }
            return lines
        }
        // No width: each paragraph is one line; a long one is laid out in pieces set end to end.
        var start = 0, i = 0
        func paragraph(_ a: Int, _ b: Int) {
            if b - a <= chunk { lines += layout(a, b).1; return }
            var merged: LineBox? = nil
            var pos = a
            while pos < b {
                var end = min(b, pos + chunk)
                if end < b {
                    var cut = end
                    while cut > pos + chunk / 2, bytes[cut - 1] != 0x20 { cut -= 1 }
                    end = cut > pos + chunk / 2 ? cut : end
                    while end > pos, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                }
                if let piece = layout(pos, end).1.first {
                    if var m = merged {
                        m.segments += piece.segments.map { Segment(line: $0.line, dx: $0.dx + m.width) }
                        m.width += piece.width
                        m.ascent = max(m.ascent, piece.ascent)
                        m.descent = max(m.descent, piece.descent)
                        m.leading = max(m.leading, piece.leading)
                        merged = m
                    } else {
                        merged = piece
                    }
                }
                pos = end
            }
            if let merged { lines.append(merged) }
        }
        while i < bytes.count, !done(lines) {
            if Self.isParagraphSeparator(bytes, at: i) {
                paragraph(start, i)
                i += Self.separatorLength(bytes, at: i)
                start = i
            } else {
                i += 1
            }
        }
        if !done(lines) { paragraph(start, bytes.count) }
        return lines
    }

    static func separatorLength(_ b: [UInt8], at i: Int) -> Int {
        switch b[i] {
        case 0x0D: return i + 1 < b.count && b[i + 1] == 0x0A ? 2 : 1
        case 0xE2: return 3
        case 0xC2: return 2
        default: return 1
        }
    }

    static func isParagraphSeparator(_ b: [UInt8], at i: Int) -> Bool {
        let c = b[i]
        if c == 0x0A || c == 0x0D { return true }
        if c == 0xE2, i + 2 < b.count, b[i + 1] == 0x80, b[i + 2] == 0xA9 || b[i + 2] == 0xA8 { return true }
        if c == 0xC2, i + 1 < b.count, b[i + 1] == 0x85 { return true }
        return false
    }

    static func containsParagraphSeparator(_ b: [UInt8]) -> Bool {
        for i in b.indices where isParagraphSeparator(b, at: i) { return true }
        return false
    }

    private func makeLayout(_ context: OpaquePointer, _ bytes: [UInt8], _ spans: [Span], _ request: TextLayoutRequest,
                            _ forDrawing: Bool,
                            ellipsize: PangoEllipsizeMode?, height: Int32?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        if bytes.isEmpty {
            pango_layout_set_text(layout, "", 0)
        } else {
            bytes.withUnsafeBufferPointer { buf in
                buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) { p in
                    pango_layout_set_text(layout, p, Int32(clamping: buf.count))
                }
            }
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)  // lines are placed by `draw` itself
        if let w = request.width {
            // Widths count the letter spacing after a line's last character (as CoreText does)
            // and Pango does not: with negative spacing, give Pango that much more room so a
            // line exactly as wide as its measured width still fits.
            let trailingRoom = -min(0, spans.map(\.spacing).min() ?? 0)
            let units = ((w + trailingRoom) * CGFloat(PANGO_SCALE) + 0.001).rounded(.down)
            pango_layout_set_width(layout, Int32(clamping: Int(min(units, CGFloat(Int32.max)))))
        }
        if let ellipsize { pango_layout_set_ellipsize(layout, ellipsize) }
        if let height { pango_layout_set_height(layout, height) }

        let scale = CGFloat(PANGO_SCALE)
        let first = spans[0].run.font
        let firstChoice = catalog.choice(for: first)
        let defaultDesc = fontDescription(families: firstChoice.families, weight: firstChoice.weight, italic: firstChoice.italic, size: first.size)
        pango_layout_set_font_description(layout, defaultDesc)
        pango_font_description_free(defaultDesc)

        let attrs = pango_attr_list_new()!
        // A word broken because it does not fit a line breaks without a hyphen, as CoreText
        // breaks it (Pango ≥ 1.44 would add one).
        if let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32.max
            pango_attr_list_insert(attrs, noHyphens)
        }
        func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ span: Span) {
            guard let attr else { return }
            attr.pointee.start_index = UInt32(span.start)
            attr.pointee.end_index = UInt32(span.end)
            pango_attr_list_insert(attrs, attr)
        }
        for span in spans where span.end > span.start {
            let run = span.run, font = run.font
            let choice = catalog.choice(for: font)
            let desc = fontDescription(families: choice.families, weight: choice.weight, italic: choice.italic, size: font.size)
            insert(pango_attr_font_desc_new(desc), span)
            pango_font_description_free(desc)
            if span.spacing != 0 { insert(pango_attr_letter_spacing_new(Int32(clamping: Int((span.spacing * scale).rounded()))), span) }
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(Int32(clamping: Int((run.baselineOffset * scale).rounded()))), span) }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), span) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1), span) }
            if font.monospacedDigit { insert(pango_attr_font_features_new("tnum"), span) }
            if forDrawing, let c = run.color {
                func u16(_ v: Double) -> UInt16 { UInt16((v * 65535).rounded()) }
                insert(pango_attr_foreground_new(u16(c.r), u16(c.g), u16(c.b)), span)
                insert(pango_attr_foreground_alpha_new(u16(c.a)), span)
            }
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        return layout
    }

    /// The lines of a layout with their widths (trailing spaces at a wrap hang past the line's
    /// end and are not counted; tracking after the last character is, as in CoreText) and
    /// metrics (the tallest run on each line). `base`: where the layout's text starts in the
    /// whole text.
    private func collectLines(_ layout: OpaquePointer, _ bytes: [UInt8], _ spans: [Span], base: Int) -> [LineBox] {
        var raw: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let n = node {
            if let data = n.pointee.data { raw.append(data.assumingMemoryBound(to: PangoLayoutLine.self)) }
            node = n.pointee.next
        }
        let scale = CGFloat(PANGO_SCALE)
        var result: [LineBox] = []
        result.reserveCapacity(raw.count)
        var spanIndex = 0
        for (i, line) in raw.enumerated() {
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            var width = CGFloat(logical.width) / scale
            if pango_layout_is_ellipsized(layout) != 0 {
                width = max(0, width - CGFloat(accord_line_unpad_ellipsis(line)) / scale)
            }
            let start = min(bytes.count, Int(accord_line_start(line))), length = Int(accord_line_length(line))
            let end = min(bytes.count, start + max(0, length))
            var contentEnd = end
            let wrapped = i + 1 < raw.count && accord_line_is_paragraph_start(raw[i + 1]) == 0
            if wrapped, accord_line_is_rtl(line) == 0, end > start {
                while contentEnd > start, bytes[contentEnd - 1] == 0x20 || bytes[contentEnd - 1] == 0x09 { contentEnd -= 1 }
                if contentEnd < end {
                    var x: Int32 = 0
                    pango_layout_line_index_to_x(line, Int32(contentEnd), 0, &x)
                    width = max(0, CGFloat(x - logical.x) / scale)
                }
            }
            // Spans are in text order and lines too: advance a cursor.
            while spanIndex + 1 < spans.count, spans[spanIndex].end <= start { spanIndex += 1 }
            var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
            var found = false
            var lastSpacing: CGFloat = 0
            var k = spanIndex
            while k < spans.count, spans[k].start < max(end, start + 1) {
                let span = spans[k]
                if span.end > span.start, span.end > start {
                    ascent = max(ascent, span.ascent)
                    descent = max(descent, span.descent)
                    leading = max(leading, span.leading)
                    found = true
                    if span.start < contentEnd { lastSpacing = span.spacing }
                }
                k += 1
            }
            if !found {
                let span = spans.last(where: { $0.start <= start }) ?? spans[0]
                (ascent, descent, leading) = (span.ascent, span.descent, span.leading)
            }
            if contentEnd > start { width = max(0, width + lastSpacing) }
            result.append(LineBox(segments: [Segment(line: line, dx: -CGFloat(logical.x) / scale)], width: width,
                                  ascent: ascent, descent: descent, leading: leading, textStart: base + start))
        }
        return result
    }
}

/// A Pango line drawn `dx` points right of its visual line's start.
struct Segment {
    var line: UnsafeMutablePointer<PangoLayoutLine>
    var dx: CGFloat
}

/// One shown line: Pango lines (owned by layouts in the same `BuiltText`; several only for a
/// very long unwrapped paragraph) and its box.
struct LineBox {
    var segments: [Segment]
    /// Logical width, trailing spaces at a wrap excluded.
    var width: CGFloat
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat
    /// Byte offset of the line's text in the whole text.
    var textStart: Int
    var height: CGFloat { ascent + descent + leading }
}

/// The layouts behind a measurement or drawing; frees them when done.
final class BuiltText {
    var layouts: [OpaquePointer] = []
    var lines: [LineBox] = []
    var isTruncated = false
    var scale: CGFloat = 1
    var firstLineHeight: CGFloat = 0

    deinit { for l in layouts { accord_object_unref(UnsafeMutableRawPointer(l)) } }

    func result(lineSpacing: CGFloat) -> TextLayoutResult {
        guard let first = lines.first else {
            return TextLayoutResult(size: CGSize(width: 0, height: firstLineHeight), firstBaseline: 0, lastBaseline: 0,
                                    lineCount: 1, lineHeight: firstLineHeight, isTruncated: isTruncated, appliedScale: scale)
        }
        var top: CGFloat = 0
        var lastBaseline = first.ascent
        var widest: CGFloat = 0
        for (i, line) in lines.enumerated() {
            if i > 0 { top += lineSpacing }
            lastBaseline = top + line.ascent
            top += line.height
            widest = max(widest, line.width)
        }
        return TextLayoutResult(size: CGSize(width: widest, height: top), firstBaseline: first.ascent,
                                lastBaseline: lastBaseline, lineCount: lines.count, lineHeight: firstLineHeight,
                                isTruncated: isTruncated, appliedScale: scale)
    }
}
