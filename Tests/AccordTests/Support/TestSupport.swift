import Accord
import Foundation
import XCTest

/// Shared helpers of the style and view tests (fixed-metric text: every glyph 10 × 10, line
/// height 10 — `FixedMetricTextMeasurer`, so widths follow from character counts).
enum StyleTestSupport {
    static let canvas = CGSize(width: 390, height: 844)

    static func host<V: View>(_ v: V, _ size: CGSize = canvas) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(size), canvas: size, textMeasurer: FixedMetricTextMeasurer())
    }

    /// Size for a proposal, without pixel rounding.
    static func size<V: View>(_ v: V, _ p: ProposedViewSize = ProposedViewSize(canvas)) -> CGSize {
        let h = HostedLayout(v, proposal: p, canvas: canvas, textMeasurer: FixedMetricTextMeasurer())
        return h.pass.root.sizeThatFits(p, context: h.pass.context)
    }

    static func allItems(_ list: [DisplayItem]) -> [DisplayItem] {
        list.flatMap { item -> [DisplayItem] in
            if case .group(let g) = item { return [item] + allItems(g.items) }
            return [item]
        }
    }

    /// The strings of every text item drawn, in drawing order.
    static func texts<V: View>(_ v: V, _ size: CGSize = canvas) -> [String] {
        allItems(host(v, size).displayList().items).compactMap { item in
            if case .text(let t) = item { return t.request.runs.map(\.string).joined() }
            return nil
        }
    }

    /// The SF Symbol names of every image item drawn.
    static func symbols<V: View>(_ v: V, _ size: CGSize = canvas) -> [String] {
        allItems(host(v, size).displayList().items).compactMap { item in
            if case .image(let i) = item, case .symbol(let name) = i.source { return name }
            return nil
        }
    }

    /// Fill colours of every fill item drawn.
    static func fillColors<V: View>(_ v: V, _ size: CGSize = canvas) -> [RGBA] {
        allItems(host(v, size).displayList().items).compactMap { item in
            if case .fill(_, .color(let c), _) = item { return c }
            return nil
        }
    }

    static func assertFrame(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ msg: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("no frame \(msg)", file: file, line: line) }
        let d = [r.minX - x, r.minY - y, r.width - w, r.height - h].map(abs).max()!
        XCTAssertLessThan(d, 0.5, "\(msg): got \(r), expected (\(x), \(y), \(w), \(h))", file: file, line: line)
    }
}
