import Accord
import Foundation
import XCTest

/// TimelineView in a still frame: its first update, dated now.
final class TimelineViewTests: XCTestCase {
    typealias S = TestSupport

    func testTheContentIsBuiltOnceWithTheDateOfRendering() {
        var dates: [Date] = []
        let before = Date()
        let v = TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 60)) { context in
            let _ = dates.append(context.date)
            Text("T")
        }
        XCTAssertEqual(S.texts(v), ["T"])
        XCTAssertEqual(dates.count, 1)
        XCTAssertGreaterThanOrEqual(dates[0], before)
        XCTAssertLessThan(dates[0].timeIntervalSince(before), 5)
    }

    func testTheCadenceFollowsTheSchedule() {
        var cadences: [TimelineViewDefaultContext.Cadence] = []
        _ = S.texts(TimelineView(.animation) { c in let _ = cadences.append(c.cadence); Text("a") })
        _ = S.texts(TimelineView(.periodic(from: .now, by: 1)) { c in let _ = cadences.append(c.cadence); Text("b") })
        _ = S.texts(TimelineView(.everyMinute) { c in let _ = cadences.append(c.cadence); Text("c") })
        XCTAssertEqual(cadences, [.live, .seconds, .minutes])
    }

    func testTheTimelineIsLaidOutAsItsContent() {
        XCTAssertEqual(S.size(TimelineView(.everyMinute) { _ in Text("Hello") }), CGSize(width: 50, height: 10))
    }
}
