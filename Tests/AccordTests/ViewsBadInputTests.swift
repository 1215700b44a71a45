import Accord
import Foundation
import XCTest

/// Bad values given to the views and styles added for issue 11 lay out without a crash.
final class ViewsBadInputTests: XCTestCase {
    typealias S = TestSupport

    func testExtremeDatesAndIntervalsDoNotTrap() {
        let far = Date(timeIntervalSinceReferenceDate: 1e300)
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        for style in [Text.DateStyle.timer, .relative, .offset] {
            _ = S.texts(Text(far, style: style))
            _ = S.texts(Text(nan, style: style))
        }
        _ = S.texts(Text(timerInterval: Date()...far))
        XCTAssertEqual(S.texts(Text(timerInterval: Date()...Date(), pauseTime: nan)), ["0:00"])
        _ = S.size(ProgressView(timerInterval: Date()...far))
    }

    func testNonFiniteGaugeAndProgressValues() {
        for v in [Double.nan, .infinity, -.infinity] {
            XCTAssertEqual(S.size(Gauge(value: v, in: 0...1) { Text("x") }).width, 390)
            XCTAssertEqual(S.size(Gauge(value: v, in: -Double.infinity...Double.infinity) { Text("x") }).width, 390)
            XCTAssertEqual(S.size(ProgressView(value: v)).width, 390)
            _ = S.host(Gauge(value: v) { Text("x") }.gaugeStyle(.accessoryCircular)).displayList()
        }
    }

    func testAbsurdLineRangesAndCanvasValues() {
        _ = S.size(TextField("x", text: .constant(""), axis: .vertical).lineLimit(100_000_000...))
        _ = S.size(TextField("x", text: .constant(""), axis: .vertical).lineLimit(-5...(-1)))
        let c = Canvas { context, size in
            var ctx = context
            ctx.opacity = .nan
            ctx.scaleBy(x: .infinity, y: 0)
            ctx.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: CGFloat.nan)), with: .color(.red))
            ctx.draw(Text("x"), in: CGRect(x: CGFloat.nan, y: 0, width: -5, height: CGFloat.infinity))
        }
        _ = S.host(c).displayList()
    }
}
