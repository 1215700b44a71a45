@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// `DatePicker` `.wheel` (issue 14): "each component as columns in a scrollable wheel" (Apple,
/// `DatePickerStyle.wheel`), `UIDatePicker`'s `.wheels`. Column order and formats follow the
/// locale's own patterns (CLDR through `DateFormatter.dateFormat(fromTemplate:)`); the height is
/// `UIPickerView`'s 216 points.
final class WheelDatePickerTests: XCTestCase {
    typealias S = TestSupport
    // 2025-12-01 09:31 UTC, a Monday.
    let date = Date(timeIntervalSince1970: 1_764_581_460)
    let utc = TimeZone(identifier: "UTC")!

    private func columns(_ components: DatePickerComponents, _ locale: String) -> [WheelDatePicker<Text>.Column] {
        WheelDatePicker<Text>.columns(date: date, components: components, locale: Locale(identifier: locale),
                                      calendar: Calendar(identifier: .gregorian), timeZone: utc)
    }
    private func selected(_ c: WheelDatePicker<Text>.Column) -> String { c.rows[c.selected] }

    func testADateWheelHasMonthDayAndYearColumnsInUSOrder() {
        let c = columns(.date, "en_US")
        XCTAssertEqual(c.map(selected), ["December", "1", "2025"])
        XCTAssertEqual(c[0].rows[c[0].selected + 1], "January", "the month wheel runs round")
        XCTAssertEqual(c[1].rows[c[1].selected - 1], "31", "the day wheel runs round the month's days")
        XCTAssertEqual(c[2].rows[c[2].selected + 1], "2026")
    }

    func testADateWheelFollowsTheLocalesOrder() {
        XCTAssertEqual(columns(.date, "en_GB").map(selected), ["1", "December", "2025"])
        XCTAssertEqual(columns(.date, "ja_JP").map(selected).first, "2025")
    }

    func testATimeWheelHasAPeriodColumnOnlyOnATwelveHourClock() {
        let us = columns(.hourAndMinute, "en_US")
        XCTAssertEqual(us.map(selected), ["9", "31", "AM"])
        XCTAssertEqual(us[2].rows, ["AM", "PM"])
        XCTAssertEqual(us[1].rows[us[1].selected - 1], "30")
        let de = columns(.hourAndMinute, "de_DE")
        XCTAssertEqual(de.map(selected), ["09", "31"])
    }

    func testADateAndTimeWheelStartsWithOneDateColumn() {
        let c = columns([.date, .hourAndMinute], "en_US")
        XCTAssertEqual(c.map(selected), ["Mon Dec 1", "9", "31", "AM"])
        XCTAssertEqual(c[0].rows[c[0].selected + 1], "Tue Dec 2")
    }

    func testTheWheelIsAsTallAsAPickerViewAndItsLabelLeads() {
        let picker = DatePicker("Start", selection: .constant(date), displayedComponents: .hourAndMinute)
            .datePickerStyle(.wheel)
            .environment(\.timeZone, utc)
        XCTAssertEqual(S.size(picker).height, 216, accuracy: 0.5)
        XCTAssertEqual(S.texts(picker).first, "Start")
        XCTAssertFalse(S.texts(picker.labelsHidden()).contains("Start"))
        // The compact style stays one line.
        XCTAssertLessThan(S.size(DatePicker("Start", selection: .constant(date)).environment(\.timeZone, utc)).height, 60)
    }
}
