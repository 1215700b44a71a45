import Foundation
import AccordLayout
import CPango

/// Breaking a text into lines with Pango (in chunks for long paragraphs) and reading the lines back.
extension PangoTextSystem {
    /// All lines of the text without a line limit (stopping early once `stopAfter` lines are
    /// known), in chunks for long paragraphs. Layouts are kept in `built`.
    func layoutLines(_ context: OpaquePointer, _ bytes: [UInt8], _ spans: [Span], _ request: TextLayoutRequest,
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

    func makeLayout(_ context: OpaquePointer, _ bytes: [UInt8], _ spans: [Span], _ request: TextLayoutRequest,
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
            if forDrawing, let b = run.background, b.a > 0 {
                // Pango's Cairo renderer fills the run's ink-line box behind its glyphs.
                func u16(_ v: Double) -> UInt16 { UInt16((v * 65535).rounded()) }
                insert(pango_attr_background_new(u16(b.r), u16(b.g), u16(b.b)), span)
                insert(pango_attr_background_alpha_new(u16(b.a)), span)
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
    func collectLines(_ layout: OpaquePointer, _ bytes: [UInt8], _ spans: [Span], base: Int) -> [LineBox] {
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
                                  ascent: ascent, descent: descent, leading: leading, textStart: base + start, layoutBase: base))
        }
        return result
    }
}

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
    /// Where the text of its (first) segment's layout starts in the whole text.
    var layoutBase = 0
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
