import Accord
import Foundation
import XCTest

/// The fixtures' list (`FixtureRunner` runs each as its own test) and the checks that are not
/// frame fixtures.
final class FixtureTests: XCTestCase {
    static let all = seed003Fixtures + ruleFixtures + gridFixtures

    /// Every fixture has a name of its own (the runner's test cases are named by it).
    func testFixtureNamesAreUnique() {
        let names = Self.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "duplicate fixture names")
    }

    /// seed 003 §4.3: overlay and background never change the reported size (fittingSize).
    func testOverlayAndBackgroundDoNotChangeTheReportedSize() {
        let base = Color.red.frame(width: 60, height: 10)
        let expanded = UIView.layoutFittingExpandedSize
        func fit<V: View>(_ v: V) -> CGSize { UIHostingController(rootView: v).sizeThatFits(in: expanded) }
        XCTAssertEqual(fit(base), CGSize(width: 60, height: 10))
        XCTAssertEqual(fit(base.overlay(Color.blue.frame(width: 20, height: 10))), CGSize(width: 60, height: 10))
        XCTAssertEqual(fit(base.background(Color.blue.frame(width: 20, height: 10))), CGSize(width: 60, height: 10))
        XCTAssertEqual(fit(base.overlay(Color.blue.frame(width: 200, height: 30))), CGSize(width: 60, height: 10))
        XCTAssertEqual(fit(base.background(Color.blue.frame(width: 200, height: 30))), CGSize(width: 60, height: 10))
    }
}
