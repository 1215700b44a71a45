import Foundation

/// A deterministic measurer for engine tests, like the Ahem test font: every character (grapheme
/// cluster) is a 10×10 box whatever the font, with its baseline 8 below the top of its line;
/// lines break at spaces, and inside a word only when the word alone is wider than the line.
/// A truncated line ends in "…", itself one 10-wide character.
public struct FixedMetricTextMeasurer: TextMeasurer {
    public static let glyph: CGFloat = 10
    public static let ascent: CGFloat = 8

    public init() {}

    public func metrics(for font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascender: Self.ascent, descender: Self.glyph - Self.ascent, leading: 0, capHeight: Self.ascent, xHeight: 6)
    }

    public func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        let g = Self.glyph
        var lines: [Int] = []  // character count per line
        var truncated = false
        let maxChars: Int? = request.width.map { w in w.isFinite ? max(0, Int((w + 1e-9) / g)) : Int.max }
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += Self.wrap(Array(paragraph), maxChars: maxChars)
        }
        if let limit = request.maxLines, limit >= 0, lines.count > max(1, limit) {
            lines = Array(lines.prefix(max(1, limit)))
            truncated = true
        }
        if let maxChars, maxChars != Int.max {
            // A line that still does not fit (a single character wider than the line) is cut.
            for i in lines.indices where lines[i] > max(1, maxChars) {
                lines[i] = max(1, maxChars)
                truncated = true
            }
        }
        let widest = CGFloat(lines.max() ?? 0) * g
        let n = max(1, lines.count)
        let spacing = request.lineSpacing * CGFloat(n - 1)
        return TextLayoutResult(
            size: CGSize(width: widest, height: CGFloat(n) * g + spacing),
            firstBaseline: Self.ascent,
            lastBaseline: CGFloat(n - 1) * (g + request.lineSpacing) + Self.ascent,
            lineCount: n, lineHeight: g, isTruncated: truncated)
    }

    /// Greedy word wrap of one paragraph; returns character counts per line (spaces at a break
    /// are dropped, as text engines hang them past the line's end).
    static func wrap(_ chars: [Character], maxChars: Int?) -> [Int] {
        guard let maxChars, maxChars != Int.max else { return [chars.count] }
        if chars.isEmpty { return [0] }
        let limit = max(1, maxChars)
        var lines: [Int] = []
        var words: [[Character]] = []
        var cur: [Character] = []
        for c in chars {
            if c == " " { words.append(cur); cur = [] } else { cur.append(c) }
        }
        words.append(cur)
        var line = 0  // chars on the current line
        var started = false
        for w in words {
            var word = w.count
            if started {
                if line + 1 + word <= limit { line += 1 + word; continue }
                lines.append(line)
                line = 0
                started = false
            }
            while word > limit {  // a word longer than a line breaks inside
                lines.append(limit)
                word -= limit
            }
            line = word
            started = true
        }
        lines.append(line)
        return lines
    }
}
