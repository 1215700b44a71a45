import Accord
import Foundation
import XCTest

/// `UIHostingController(rootView:).sizeThatFits(in:)`, against sizes published from real SwiftUI
/// (honghaoz/ComposeUI, Tests/ComposeUITests/SwiftUI/SwiftUI.View+SizeThatFitsTests.swift, run on
/// iOS and macOS) and seed 004's probing rule.
final class HostingSizeTests: XCTestCase {
    func fit<V: View>(_ v: V, _ w: CGFloat, _ h: CGFloat) -> CGSize {
        UIHostingController(rootView: v).sizeThatFits(in: CGSize(width: w, height: h))
    }

    func testAFixedFrameAnswersItsSizeWhateverTheProposal() {
        let view = Color.black.frame(width: 80, height: 50)
        XCTAssertEqual(fit(view, 100, 100), CGSize(width: 80, height: 50))
        XCTAssertEqual(fit(view, 50, 40), CGSize(width: 80, height: 50))
        XCTAssertEqual(fit(view, 0, 0), CGSize(width: 80, height: 50))
        XCTAssertEqual(fit(view, 10, 10), CGSize(width: 80, height: 50))
        XCTAssertEqual(fit(view, 1000, 1000), CGSize(width: 80, height: 50))
    }

    func testAColourAnswersTheProposal() {
        XCTAssertEqual(fit(Color.black, 100, 100), CGSize(width: 100, height: 100))
        XCTAssertEqual(fit(Color.black, 50, 50), CGSize(width: 50, height: 50))
        XCTAssertEqual(fit(Color.black, 70, 90), CGSize(width: 70, height: 90))
        XCTAssertEqual(fit(Color.black, 10_000, 10_000), CGSize(width: 10_000, height: 10_000))
    }

    /// Seed 004's playground check: a VStack is neutral — it matches the expanded fitting size
    /// around a Color and hugs around a Text.
    func testSeed004NeutralVStackProbe() {
        let expanded = UIView.layoutFittingExpandedSize
        let expanding = UIHostingController(rootView: VStack { Color.red }).sizeThatFits(in: expanded)
        let hugging = UIHostingController(rootView: VStack { Text("Test") }).sizeThatFits(in: expanded)
        XCTAssertTrue(hugging.width != expanded.width && expanding.width == expanded.width)
        XCTAssertTrue(hugging.height != expanded.height && expanding.height == expanded.height)
    }
}
