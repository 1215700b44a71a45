import Foundation
import AccordLayout
import CPango

/// Caret positions (the live preview's text input): from the layout `measure` and `draw` build.
extension PangoTextSystem: CaretLocating {
    package func caretStops(_ request: TextLayoutRequest, width: CGFloat) -> [CaretStop] {
        let request = Self.normalized(request)
        // Byte offsets of the character boundaries (a NUL becomes a space of the same length).
        var offsets = [0]
        var b = 0
        for ch in request.string {
            b += ch.utf8.count
            offsets.append(b)
        }
        return pangoLock.withLock {
            let built = buildFitted(request, forDrawing: false)
            let rtl = request.layoutDirection == .rightToLeft
            guard !built.lines.isEmpty else {
                return offsets.map { _ in CaretStop(x: 0, top: 0, height: built.firstLineHeight, line: 0) }
            }
            var tops: [CGFloat] = []
            var top: CGFloat = 0
            for line in built.lines {
                tops.append(top)
                top += line.height + request.lineSpacing
            }
            var stops: [CaretStop] = []
            stops.reserveCapacity(offsets.count)
            var l = 0
            for offset in offsets {
                while l + 1 < built.lines.count, built.lines[l + 1].textStart <= offset { l += 1 }
                let line = built.lines[l]
                let free = width - line.width
                let align: CGFloat
                switch request.alignment {
                case .leading: align = rtl ? free : 0
                case .center: align = free / 2
                case .trailing: align = rtl ? 0 : free
                }
                var x: CGFloat = 0
                if let segment = line.segments.first {
                    let start = Int(accord_line_start(segment.line)), length = Int(accord_line_length(segment.line))
                    let index = min(max(offset - line.layoutBase, start), start + max(0, length))
                    var units: Int32 = 0
                    pango_layout_line_index_to_x(segment.line, Int32(clamping: index), 0, &units)
                    x = segment.dx + CGFloat(units) / CGFloat(PANGO_SCALE)
                }
                stops.append(CaretStop(x: align + x, top: tops[l], height: line.height, line: l))
            }
            return stops
        }
    }
}
