import Foundation
import AccordLayout
import CPango

/// Building Pango layouts for a request: fonts, spans, lines (call under `pangoLock`).
extension PangoTextSystem {
    // MARK: Layout building (call under pangoLock)

    /// Ascent, descent and leading of one line set in `font` (points).
    func lineMetrics(for font: ResolvedFont) -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
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

    func unitMetrics(for choice: FontChoice, weight: Int, italic: Bool) -> UnitMetrics {
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

    func fontDescription(families: String, weight: Int, italic: Bool, size: CGFloat) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, families)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(desc, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        return desc
    }

    /// A run's byte range in the layout text, with its line metrics.
    struct Span {
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
    func buildFitted(_ request: TextLayoutRequest, forDrawing: Bool) -> BuiltText {
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
    func chunkLimit(_ spans: [Span]) -> Int {
        let size = spans.map(\.run.font.size).max() ?? 17
        return max(64, min(16_384, Int(400_000 / max(1, size))))
    }

    func build(_ request: TextLayoutRequest, scale: CGFloat, tightening: CGFloat, forDrawing: Bool) -> BuiltText {
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
    static func clip(_ spans: [Span], _ a: Int, _ b: Int) -> [Span] {
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
}
