import Accord
import Foundation
import XCTest

/// The one runner: every fixture is laid out at its canvas and each identified view's frame is
/// compared with the expected one. Failures print INPUT (the tree), EXPECTED and ACTUAL.
final class FixtureTests: XCTestCase {
    static let all = seed003Fixtures + seed000Fixtures + ruleFixtures + gridFixtures

    func testEveryFixtureMatchesItsSource() {
        var failures = 0
        for f in Self.all {
            let hosted = HostedLayout(f.view, proposal: ProposedViewSize(f.canvas), canvas: f.canvas,
                                      textMeasurer: FixedMetricTextMeasurer())
            let actual = hosted.frames()
            var bad: [String] = []
            for (id, want) in f.expected {
                guard let got = actual.first(where: { $0.id == id })?.frame else { bad.append("\(id): missing"); continue }
                let d = [got.minX - want.minX, got.minY - want.minY, got.width - want.width, got.height - want.height].map(abs).max()!
                if d > f.tolerance { bad.append(LayoutPass.formatFrame(id, got) + "  (expected " + LayoutPass.formatFrame(id, want) + ")") }
            }
            if !bad.isEmpty {
                failures += 1
                XCTFail("""
                    fixture \(f.name) — \(f.source)
                    INPUT:
                    \(hosted.pass.dump())
                    EXPECTED:
                    \(f.expected.map { LayoutPass.formatFrame($0.0, $0.1) }.joined(separator: "\n"))
                    ACTUAL:
                    \(actual.map { LayoutPass.formatFrame($0.id, $0.frame) }.joined(separator: "\n"))
                    MISMATCHES:
                    \(bad.joined(separator: "\n"))
                    """)
            }
        }
        print("fixtures: \(Self.all.count - failures)/\(Self.all.count) match")
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
