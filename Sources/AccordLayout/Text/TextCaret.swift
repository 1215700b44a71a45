import Foundation

/// Where a caret between two characters of a laid-out text stands (the live preview's text
/// input draws its caret and selection from these, and maps a click to a character).
package struct CaretStop: Hashable, Sendable {
    /// The caret's x, from the text's leading (left) edge, lines aligned within the box's width.
    package var x: CGFloat
    /// The top of its line, from the text's top, and the line's height.
    package var top: CGFloat
    package var height: CGFloat
    /// The line (0 first).
    package var line: Int

    package init(x: CGFloat, top: CGFloat, height: CGFloat, line: Int) {
        self.x = x
        self.top = top
        self.height = height
        self.line = line
    }
}

/// A measurer that can tell where each caret position of a text lies.
package protocol CaretLocating {
    /// One stop per character (grapheme cluster) boundary of `request.string`, in order: the
    /// first before the first character, the last after the last (count + 1 stops), for the text
    /// laid out as `measure(request)` lays it out and drawn in a box `width` wide. A boundary where
    /// a line wraps belongs to the next line (the caret after a soft break stands at its start);
    /// the one before a hard line break ends its line.
    func caretStops(_ request: TextLayoutRequest, width: CGFloat) -> [CaretStop]
}

extension FixedMetricTextMeasurer: CaretLocating {
    /// Every character 10 wide, lines 10 tall (plus the line spacing), wrapped as `measure` wraps.
    package func caretStops(_ request: TextLayoutRequest, width: CGFloat) -> [CaretStop] {
        let g = Self.glyph
        let maxChars: Int? = request.width.map { w in w.isFinite ? max(0, Int((w + 1e-9) / g)) : Int.max }
        var stops: [CaretStop] = []
        var line = 0
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            let chars = Array(paragraph)
            let counts = Self.wrap(chars, maxChars: maxChars)
            var pos = 0
            for (i, count) in counts.enumerated() {
                let last = i == counts.count - 1
                let dropped = !last && pos + count < chars.count && chars[pos + count] == " "
                let upper = last || dropped ? count : count - 1
                let free = width - CGFloat(count) * g
                let offset: CGFloat = request.alignment == .center ? free / 2 : request.alignment == .trailing ? free : 0
                let top = CGFloat(line) * (g + request.lineSpacing)
                if upper >= 0 {
                    for k in 0...upper { stops.append(CaretStop(x: offset + CGFloat(k) * g, top: top, height: g, line: line)) }
                }
                pos += count + (dropped ? 1 : 0)
                line += 1
            }
        }
        let n = request.string.count + 1
        while stops.count < n { stops.append(stops.last ?? CaretStop(x: 0, top: 0, height: g, line: 0)) }
        return Array(stops.prefix(n))
    }
}
