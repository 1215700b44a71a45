import XCTest
import Foundation
import AccordLayout

final class DisplayListDescriptionTests: XCTestCase {
    func testSnapshotOfASmallList() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 5.5))
        var inner = DrawingGroup(items: [
            .fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)),
                  .linearGradient(stops: [GradientStop(color: RGBA(1, 0, 0), location: 0),
                                          GradientStop(color: RGBA(0, 0, 1), location: 1)],
                                  start: CGPoint(x: 0, y: 0), end: CGPoint(x: 50, y: 0)),
                  eoFill: false),
        ])
        inner.opacity = 0.5
        inner.clip = Path(CGRect(x: 0, y: 0, width: 25, height: 50))
        inner.transform = CGAffineTransform(translationX: 5, y: 0)
        inner.shadow = Shadow(color: RGBA(0, 0, 0, 0.33), radius: 4, offset: CGSize(width: 0, height: 2))
        var bold = TextRun("World", font: ResolvedFont(size: 12, weight: 700), color: RGBA(0, 0.5, 0))
        bold.underline = true
        var request = TextLayoutRequest(runs: [TextRun("Hello \"", font: ResolvedFont()), bold], width: 80, maxLines: 2)
        request.alignment = .center
        let list = DisplayList(size: CGSize(width: 100, height: 50), items: [
            .fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), .color(RGBA(1, 0, 0)), eoFill: false),
            .stroke(line, .color(RGBA(0, 0, 0, 0.5)), StrokeStyle(lineWidth: 2, lineCap: .round, dash: [3, 1])),
            .text(TextDrawing(request: TextLayoutRequest(runs: [TextRun("Hello", font: ResolvedFont())]),
                              frame: CGRect(x: 0, y: 0, width: 41.234, height: 20), color: RGBA(0, 0, 0))),
            .text(TextDrawing(request: request, frame: CGRect(x: 0, y: 20, width: 80, height: 40), color: RGBA(0, 0, 0))),
            .image(ImageDrawing(source: .symbol("star.fill"), frame: CGRect(x: 1, y: 2, width: 3, height: 4),
                                tint: RGBA(0, 0, 1), interpolation: .none)),
            .group(inner),
            .group(DrawingGroup(items: [])),
            .fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 0), .radialGradient(
                stops: [GradientStop(color: RGBA(1, 1, 1), location: 0)], center: CGPoint(x: 2, y: 2),
                startRadius: 0, endRadius: 2), eoFill: true),
            .fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), .angularGradient(
                stops: [GradientStop(color: RGBA(1, 1, 1), location: 0)], center: CGPoint(x: 2, y: 2),
                startAngle: 0, endAngle: .pi), eoFill: false),
        ])
        let expected = """
            DisplayList 100.0 x 50.0
              fill rect(10.0 10.0 20.0 20.0) #ff0000
              stroke M0.0 0.0 L10.0 5.5 #00000080 width 2.0 cap round dash [3.0 1.0]
              text "Hello" at (0.0 0.0 41.23 20.0) system 17.0 #000000
              text "Hello \\"World" at (0.0 20.0 80.0 40.0) system 17.0 #000000 width 80.0 lines 2 center runs ["Hello \\"" system 17.0 | "World" system 12.0 w700 #008000 underline]
              image symbol "star.fill" at (1.0 2.0 3.0 4.0) tint #0000ff interpolation none
              group transform [1.0 0.0 0.0 1.0 5.0 0.0] clip rect(0.0 0.0 25.0 50.0) opacity 0.5 shadow #00000054 radius 4.0 offset (0.0 2.0) {
                fill ellipse(0.0 0.0 50.0 50.0) linear(#ff0000 0.0, #0000ff 1.0 from (0.0 0.0) to (50.0 0.0))
              }
              group {}
              fill evenodd rect(0.0 0.0 4.0 4.0) radial(#ffffff 0.0 center (2.0 2.0) radius 0.0 2.0)
              fill rect(0.0 0.0 4.0 4.0) angular(#ffffff 0.0 center (2.0 2.0) angle 0.0° 180.0°)
            """
        XCTAssertEqual(list.description, expected)
        // Deterministic: the same list prints the same text.
        XCTAssertEqual(list.description, list.description)
        XCTAssertEqual(DisplayItem.fill(Path(), .color(RGBA(1, 1, 1)), eoFill: false).description, "fill empty #ffffff")
    }

    func testRectDetectionAcceptsEitherWindingAndRejectsOtherShapes() {
        var ccw = Path()
        ccw.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: 8, y: 5), CGPoint(x: 8, y: 0)])
        ccw.closeSubpath()
        XCTAssertEqual(DisplayItem.fill(ccw, .color(RGBA(0, 0, 0)), eoFill: false).description,
                       "fill rect(0.0 0.0 8.0 5.0) #000000")
        let rounded = Path(roundedRect: CGRect(x: 20, y: 20, width: 80, height: 60), cornerRadius: 12)
        XCTAssertEqual(DisplayItem.fill(rounded, .color(RGBA(1, 1, 1)), eoFill: false).description,
                       "fill roundedRect(20.0 20.0 80.0 60.0 r 12.0) #ffffff")
        let circular = Path(roundedRect: CGRect(x: 0.5, y: 0, width: 10, height: 10), cornerRadius: 2.5, style: .circular)
        XCTAssertEqual(DisplayItem.fill(circular, .color(RGBA(1, 1, 1)), eoFill: false).description,
                       "fill roundedRect(0.5 0.0 10.0 10.0 r 2.5 circular) #ffffff")
        let capsule = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 5, style: .circular)
        XCTAssertEqual(DisplayItem.fill(capsule, .color(RGBA(1, 1, 1)), eoFill: false).description,
                       "fill roundedRect(0.0 0.0 40.0 10.0 r 5.0 circular) #ffffff")
        var skew = Path()
        skew.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 0), CGPoint(x: 9, y: 5), CGPoint(x: 0, y: 5)])
        skew.closeSubpath()
        XCTAssertEqual(DisplayItem.fill(skew, .color(RGBA(0, 0, 0)), eoFill: false).description,
                       "fill M0.0 0.0 L8.0 0.0 L9.0 5.0 L0.0 5.0 Z #000000")
    }
}
