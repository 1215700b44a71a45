import Accord
import Foundation
import XCTest

/// Text from values, en_US. Expected strings: Apple's documented examples for `Text.DateStyle`
/// (".date": "June 3, 2019"; ".relative": "2 hours, 23 minutes"; ".offset": "+2 hours",
/// "-3 months"; ".timer": "2:32", "36:59:01") and the en_US conventions of `FormatStyle`.
final class TextFormattingTests: XCTestCase {
    typealias S = TestSupport
    /// 2019-06-03 12:00 UTC (noon: the same calendar day in every time zone from −11 to +11).
    let june3 = Date(timeIntervalSince1970: 1_559_563_200)

    func testDateStyleDate() {
        XCTAssertEqual(S.texts(Text(june3, style: .date)), ["June 3, 2019"])
    }

    func testDateStyleTimeHasHoursMinutesAndAMPM() {
        let t = S.texts(Text(june3, style: .time)).first ?? ""
        XCTAssertNotNil(t.range(of: #"^\d{1,2}:00\s?(AM|PM)$"#, options: .regularExpression), t)
    }

    func testTimerStyles() {
        XCTAssertEqual(S.texts(Text(timerInterval: june3...june3.addingTimeInterval(152), pauseTime: june3)), ["2:32"])
        let long: TimeInterval = 36 * 3600 + 59 * 60 + 1
        XCTAssertEqual(S.texts(Text(timerInterval: june3...june3.addingTimeInterval(long), pauseTime: june3)), ["36:59:01"])
        XCTAssertEqual(S.texts(Text(timerInterval: june3...june3.addingTimeInterval(4500), pauseTime: june3, showsHours: false)), ["75:00"])
        XCTAssertEqual(S.texts(Text(timerInterval: june3...june3.addingTimeInterval(600), pauseTime: june3.addingTimeInterval(60),
                                    countsDown: false)), ["1:00"])
    }

    func testRelativeAndOffsetStyles() {
        let later = Date().addingTimeInterval(2 * 3600 + 23 * 60 + 30)
        XCTAssertEqual(S.texts(Text(later, style: .relative)), ["2 hours, 23 minutes"])
        XCTAssertEqual(S.texts(Text(Date().addingTimeInterval(2 * 3600 + 30), style: .offset)), ["+2 hours"])
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        let earlier = cal.date(byAdding: .month, value: -3, to: Date())!.addingTimeInterval(-30)
        XCTAssertEqual(S.texts(Text(earlier, style: .offset)), ["-3 months"])
    }

    func testFormatStyles() {
        XCTAssertEqual(S.texts(Text(0.15, format: .percent)), ["15%"])
        XCTAssertEqual(S.texts(Text(1299.5, format: .currency(code: "USD"))), ["$1,299.50"])
        XCTAssertEqual(S.texts(Text(1234, format: .number)), ["1,234"])
        XCTAssertEqual(S.texts(Text("Total \(1234, format: .number)")), ["Total 1,234"])
        XCTAssertEqual(S.texts(Text("On \(june3, style: .date)")), ["On June 3, 2019"])
    }

    func testFormattersFormatDatesAndNumbers() {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateStyle = .short
        XCTAssertEqual(S.texts(Text(june3, formatter: f)), ["6/3/19"])
        XCTAssertEqual(S.texts(Text("Due \(june3, formatter: f)")), ["Due 6/3/19"])
    }

    func testTextFieldShowsItsFormattedValue() {
        XCTAssertEqual(S.texts(TextField("Qty", value: .constant(1234), format: .number)), ["1,234"])
    }

    func testTimerProgressIsTheFractionLeft() {
        // Counting down over 20 minutes with 10 left: half the bar is filled.
        let now = Date()
        let v = ProgressView(timerInterval: now.addingTimeInterval(-600)...now.addingTimeInterval(600)).frame(width: 200)
        let widths = S.allItems(S.host(v).displayList().items).compactMap { item -> CGFloat? in
            if case .fill(let p, _, _) = item { return p.boundingRect.width }
            return nil
        }
        XCTAssertEqual(widths.count, 2)
        XCTAssertEqual(widths.last ?? 0, 100, accuracy: 1)
    }
}
