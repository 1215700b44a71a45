import XCTest
import Foundation
import AccordLayout
import AccordText

/// Caret positions from Pango (the live preview's text input, PangoTextSystem+Caret.swift). The
/// oracle is the measurer itself: the caret after a prefix stands where that prefix, measured
/// alone on one line, ends (within kerning across the cut: ±0.5 pt), and a wrapped text's stops
/// follow its measured lines (count, tops one line height apart).
final class PangoCaretTests: XCTestCase {
    let text = PangoTextSystem.shared

    func request(_ s: String, width: CGFloat? = nil) -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(s, font: ResolvedFont(size: 17))], width: width)
    }

    func testTheCaretAfterAPrefixStandsWhereThePrefixEnds() {
        let s = "Hello, world"
        let stops = text.caretStops(request(s), width: 300)
        XCTAssertEqual(stops.count, s.count + 1)
        XCTAssertEqual(stops[0].x, 0, accuracy: 0.01)
        for i in [3, 7, s.count] {
            let prefix = text.measure(request(String(s.prefix(i)))).size.width
            XCTAssertEqual(stops[i].x, prefix, accuracy: 0.5, "after \(i) characters")
        }
        XCTAssertEqual(Set(stops.map(\.line)), [0])
    }

    func testStopsOfAWrappedTextFollowItsLines() {
        let s = "one two three four five six seven"
        let r = request(s, width: 80)
        let measured = text.measure(r)
        let stops = text.caretStops(r, width: 80)
        XCTAssertGreaterThan(measured.lineCount, 1)
        XCTAssertEqual(stops.count, s.count + 1)
        XCTAssertEqual((stops.map(\.line).max() ?? 0) + 1, measured.lineCount)
        XCTAssertEqual(stops.map(\.line), stops.map(\.line).sorted(), "lines in text order")
        let second = stops.first { $0.line == 1 }!
        XCTAssertEqual(second.top, stops[0].height, accuracy: 0.01, "the second line one line height down")
        XCTAssertEqual(second.x, 0, accuracy: 0.01, "a wrapped line starts at the leading edge")
        XCTAssertTrue(stops.allSatisfy { $0.x <= 80 + 6 }, "no stop far past the width (a trailing space may hang)")
    }

    func testCentredTextHasItsStopsMovedByHalfTheFreeSpace() {
        var r = request("abc")
        r.alignment = .center
        let width = text.measure(r).size.width
        let stops = text.caretStops(r, width: width + 40)
        XCTAssertEqual(stops[0].x, 20, accuracy: 0.01)
        XCTAssertEqual(stops[3].x, 20 + width, accuracy: 0.5)
    }
}
