import XCTest
import Foundation
import AccordLayout
import AccordText

/// The system font's tracking per point size (issue 20: "the published tracking/size tables applied
/// per text style, not one calibration for all sizes").
///
/// Oracle: Apple HIG › Typography › Specifications › Tracking values (iOS): tracking in 1/1000 em
/// per point size (17 pt −26, 12 pt 0, 28 pt +14, 34 pt +12, 80 pt 0). Expected widths follow
/// from the rule "stand-in width = the stand-in font's own advances (the same font file set
/// without any tracking, as a custom family) + characters × (HIG tracking + Inter's offset
/// −0.002 em) × size", with Inter (SF Pro Text's stand-in) below 20 pt and Inter Display (SF Pro
/// Display's) from 20 pt (WWDC20 10175: SF Text below 20 pt, SF Display from 20 pt).
final class SystemFontTrackingTests: XCTestCase {
    let text = PangoTextSystem.shared
    let sample = "Hamburgefonstiv Settings"

    func width(_ s: String, _ font: ResolvedFont, tracking: CGFloat = 0) -> CGFloat {
        var run = TextRun(s, font: font)
        run.tracking = tracking
        return text.measure(TextLayoutRequest(runs: [run])).size.width
    }

    func testTheTableIsTheHIGsAtItsRows() {
        XCTAssertEqual(SFProMetrics.tracking(atSize: 17), -0.026, accuracy: 1e-9)  // Body: −0.43 pt
        XCTAssertEqual(SFProMetrics.tracking(atSize: 17) * 17, -0.43, accuracy: 0.015)  // the HIG rounds both columns
        XCTAssertEqual(SFProMetrics.tracking(atSize: 12), 0, accuracy: 1e-9)       // Caption 1
        XCTAssertEqual(SFProMetrics.tracking(atSize: 11), 0.006, accuracy: 1e-9)   // Caption 2: +0.06 pt
        XCTAssertEqual(SFProMetrics.tracking(atSize: 28), 0.014, accuracy: 1e-9)   // Title 1: +0.38 pt
        XCTAssertEqual(SFProMetrics.tracking(atSize: 34), 0.012, accuracy: 1e-9)   // Large Title: +0.40 pt
        XCTAssertEqual(SFProMetrics.tracking(atSize: 20), -0.023, accuracy: 1e-9)  // Title 3: −0.45 pt
    }

    func testSizesBetweenRowsAreInterpolatedAndOutsideTakeTheEnds() {
        XCTAssertEqual(SFProMetrics.tracking(atSize: 16.5), -0.023, accuracy: 1e-9)  // halfway −20 … −26
        XCTAssertEqual(SFProMetrics.tracking(atSize: 55), 0.006, accuracy: 1e-9)     // 54 and 56 are both +6
        XCTAssertEqual(SFProMetrics.tracking(atSize: 4), 0.041, accuracy: 1e-9)
        XCTAssertEqual(SFProMetrics.tracking(atSize: 200), 0, accuracy: 1e-9)
        XCTAssertEqual(SFProMetrics.tracking(atSize: .nan), 0)
    }

    /// Body text keeps the width calibrated on device screenshots: −0.028 em at 17 pt.
    func testBodyTextKeepsItsCalibratedSpacing() {
        XCTAssertEqual(SFProMetrics.standInTracking(atSize: 17), -0.028, accuracy: 1e-9)
    }

    private func assertWidthFollowsTheRule(size: CGFloat, family: String, weight: Int = 400,
                                           file: StaticString = #filePath, line: UInt = #line) {
        let natural = width(sample, ResolvedFont(family: family, size: size, weight: weight))
        let expected = natural + CGFloat(sample.count) * (SFProMetrics.tracking(atSize: size) - 0.002) * size
        let system = width(sample, ResolvedFont(size: size, weight: weight))
        XCTAssertEqual(system, expected, accuracy: 0.02, "\(size) pt: system \(system), rule \(expected) (Pango \(PangoTextSystem.pangoVersion))",
                       file: file, line: line)
    }

    func testEachTextStyleSizeIsTrackedAsTheHIGsTableSays() {
        assertWidthFollowsTheRule(size: 11, family: "Inter")          // .caption2
        assertWidthFollowsTheRule(size: 12, family: "Inter")          // .caption
        assertWidthFollowsTheRule(size: 13, family: "Inter")          // .footnote
        assertWidthFollowsTheRule(size: 15, family: "Inter")          // .subheadline
        assertWidthFollowsTheRule(size: 17, family: "Inter")          // .body
        assertWidthFollowsTheRule(size: 17, family: "Inter", weight: 600)  // .headline
        assertWidthFollowsTheRule(size: 20, family: "Inter Display")  // .title3
        assertWidthFollowsTheRule(size: 22, family: "Inter Display")  // .title2
        assertWidthFollowsTheRule(size: 28, family: "Inter Display")  // .title
        assertWidthFollowsTheRule(size: 34, family: "Inter Display", weight: 700)  // .largeTitle bold (nav bar)
        assertWidthFollowsTheRule(size: 90, family: "Inter Display", weight: 100)  // thin 90-pt digits: untracked
    }

    /// A caption is no longer set as tight as body text: 12 pt gets 0.026 em per character more
    /// than the single calibration gave it (issue 20 measured captions 5 % too narrow).
    func testACaptionIsLooserThanTheOldSingleCalibration() {
        let caption = width(sample, ResolvedFont(size: 12))
        let natural = width(sample, ResolvedFont(family: "Inter", size: 12))
        let old = natural + CGFloat(sample.count) * -0.028 * 12
        XCTAssertEqual(caption - old, CGFloat(sample.count) * 0.026 * 12, accuracy: 0.02)
    }

    /// `.tracking(_:)` adds to the system font's own tracking, per character.
    func testExplicitTrackingAddsToTheSystemFontsOwn() {
        let plain = width(sample, ResolvedFont(size: 28))
        let tracked = width(sample, ResolvedFont(size: 28), tracking: 2)
        XCTAssertEqual(tracked - plain, CGFloat(sample.count) * 2, accuracy: 0.02)
    }

    /// CJK text falls back to its own font untracked (PingFang is not tracked by the SF table).
    func testCJKTextIsNotTracked() {
        let system = width("中文字体", ResolvedFont(size: 28))
        let cjk = width("中文字体", ResolvedFont(family: "Noto Sans CJK SC", size: 28))
        XCTAssertEqual(system, cjk, accuracy: 0.02)
    }

    /// A word too long for its line breaks between letters with no hyphen added (CoreText adds
    /// none; Pango ≥ 1.44 would): ten W's at the width of five make two lines of five.
    func testAWordBrokenForWidthGetsNoHyphen() {
        let five = width("WWWWW", ResolvedFont(size: 17))
        let r = text.measure(TextLayoutRequest(runs: [TextRun("WWWWWWWWWW", font: ResolvedFont(size: 17))], width: five + 0.5))
        XCTAssertEqual(r.lineCount, 2)
        XCTAssertEqual(r.size.width, five, accuracy: 0.01)
    }
}
