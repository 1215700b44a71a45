@testable import Accord
import AccordCairo
import Foundation
import XCTest

/// The helpers AccordTests share — one copy, used by every test file (issue 19): hosting a view
/// with fixed-metric text (every glyph 10 × 10, line height 10 — `FixedMetricTextMeasurer`, so
/// widths follow from character counts), reading what it draws, and checking frames and pixels.
/// Test files use the hosting helpers as `typealias S = TestSupport` then `S.host(…)`; the pixel
/// helpers `bitmap` and `assertColor` are free functions, so a file calls them as they are.
enum TestSupport {
    static let canvas = CGSize(width: 390, height: 844)

    static func host<V: View>(_ v: V, _ size: CGSize = canvas) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(size), canvas: size, textMeasurer: FixedMetricTextMeasurer())
    }

    /// The frame of the view with this accessibility identifier, hosted at `size`.
    static func frame<V: View>(_ v: V, _ id: String, in size: CGSize? = nil) -> CGRect? {
        host(v, size ?? canvas).frame(of: id)
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

    /// Every image item in `items`, groups opened, in drawing order.
    static func images(_ items: [DisplayItem]) -> [ImageDrawing] {
        allItems(items).compactMap { item in
            if case .image(let i) = item { return i }
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

// MARK: Pixels

/// `v` proposed and drawn at `w` × `h` points, scale 1, over `background` (white unless a test
/// needs to tell a drawn white from the canvas), fixed-metric text.
func bitmap<V: View>(_ v: V, _ w: CGFloat, _ h: CGFloat, background: RGBA = RGBA(1, 1, 1)) throws -> RenderedBitmap {
    let hosted = HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), canvas: CGSize(width: w, height: h),
                              textMeasurer: FixedMetricTextMeasurer())
    return try CairoRenderer.bitmap(hosted.displayList(), scale: 1, background: background)
}

/// A pixel's red, green and blue within `tolerance` (anti-aliasing and 8-bit rounding).
func assertColor(_ c: RGBA?, _ r: Double, _ g: Double, _ b: Double, tolerance: Double = 0.03,
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let c else { return XCTFail("no pixel", file: file, line: line) }
    XCTAssert(abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance && abs(c.b - b) <= tolerance,
              "got \(c), expected (\(r), \(g), \(b))", file: file, line: line)
}

// MARK: Live preview

extension TestSupport {
    /// A record of what actions and callbacks did, in order.
    final class Log: @unchecked Sendable { var events: [String] = [] }

    /// A value behind a `Binding`, as a `@State` would hold it.
    final class Box<T>: @unchecked Sendable {
        var value: T
        init(_ v: T) { value = v }
        var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    /// `view` laid out at `size` (fixed-metric text, scale 1) with its responders recorded, as
    /// `accord preview`'s serve loop lays it out.
    static func renderRecordingTaps<V: View>(_ view: V, _ graph: ViewGraph, size: CGSize) -> (HostedLayout, TapRecorder) {
        let recorder = TapRecorder()
        TapRecorder.current = recorder
        defer { TapRecorder.current = nil }
        let hosted = HostedLayout(view, proposal: ProposedViewSize(size), environment: EnvironmentValues(),
                                  textMeasurer: FixedMetricTextMeasurer(), scale: 1, graph: graph)
        return (hosted, recorder)
    }

    /// A tap at `p`, hit-tested and delivered as the serve loop does: what the responder did.
    @discardableResult
    static func tap(_ r: (HostedLayout, TapRecorder), at p: CGPoint) -> String? {
        r.1.hitTest(r.0.root, pass: r.0.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) }
    }
}
