import XCTest
import Foundation
@testable import Accord

/// `DateComponentsFormatter` (Compatibility/FoundationDateComponentsFormatter.swift), which Linux's
/// Foundation lacks. Expected strings: UnitsStyle's documentation for 9 h 41 min 30 s, and
/// ZeroFormattingBehavior's (".default: positional drops leading zeros but pads middle and
/// trailing values — one hour and 10 seconds is 1:00:10; other styles drop zero units — 1h 10s").
final class DateComponentsFormatterTests: XCTestCase {
    private func formatter(_ style: DateComponentsFormatter.UnitsStyle,
                           _ units: NSCalendar.Unit = [.hour, .minute, .second]) -> DateComponentsFormatter {
        let f = DateComponentsFormatter()
        f.unitsStyle = style
        f.allowedUnits = units
        return f
    }

    func testEachUnitsStyleWritesTheDocumentedExample() {
        let t: TimeInterval = 9 * 3600 + 41 * 60 + 30
        XCTAssertEqual(formatter(.positional).string(from: t), "9:41:30")
        XCTAssertEqual(formatter(.abbreviated).string(from: t), "9h 41m 30s")
        XCTAssertEqual(formatter(.short).string(from: t), "9 hr, 41 min, 30 sec")
        XCTAssertEqual(formatter(.full).string(from: t), "9 hours, 41 minutes, 30 seconds")
        XCTAssertEqual(formatter(.spellOut).string(from: t), "nine hours, forty-one minutes, thirty seconds")
        XCTAssertEqual(formatter(.brief).string(from: t), "9hr 41min 30sec")
    }

    func testZeroUnitsFollowTheDefaultBehaviour() {
        XCTAssertEqual(formatter(.positional).string(from: 3610), "1:00:10")
        XCTAssertEqual(formatter(.abbreviated).string(from: 3610), "1h 10s")
        XCTAssertEqual(formatter(.full).string(from: 3601), "1 hour, 1 second")
    }

    /// The voice-memo idiom: minutes and seconds, padded ("01:05"); unpadded, "1:05" and "0:05".
    func testPaddedMinutesAndSeconds() {
        let f = formatter(.positional, [.minute, .second])
        XCTAssertEqual(f.string(from: 65), "1:05")
        XCTAssertEqual(f.string(from: 5), "0:05")
        f.zeroFormattingBehavior = .pad
        XCTAssertEqual(f.string(from: 65), "01:05")
        XCTAssertEqual(formatter(.positional).string(for: 3.0), "0:03")
    }

    func testComponentsAndPhrases() {
        let f = formatter(.full, [.day, .hour])
        XCTAssertEqual(f.string(from: DateComponents(day: 2, hour: 1)), "2 days, 1 hour")
        f.includesApproximationPhrase = true
        f.includesTimeRemainingPhrase = true
        XCTAssertEqual(f.string(from: 3600), "About 1 hour remaining")
        let g = formatter(.abbreviated)
        g.maximumUnitCount = 1
        XCTAssertEqual(g.string(from: 3700), "1h")
        XCTAssertNil(g.string(from: .infinity))
    }
}
