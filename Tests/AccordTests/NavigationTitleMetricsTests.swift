import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// Where a large navigation title's baseline sits (issue 20: "a large navigation title sits
/// 7.5 pt too low (baseline y 107.5 where six device screenshots agree on 100)").
///
/// Oracle: the six iPhone screenshots of issue 20 (20-point status bar): baseline at y 100 =
/// 20 (status bar) + 44 (the bar's items row) + 36 into the 52-point large-title area (UIKit's
/// 96-point bar: Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12").
/// The baseline is the title's top plus SF Pro's ascender at 34 points (1950/2048 × 34), with the
/// real text system, so the check does not depend on the test measurer.
final class NavigationTitleMetricsTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Settings")
            }
        }
    }

    override func tearDown() { CurrentPreviewDevice.device = .iPhone15 }

    func baseline(on device: PreviewDevice) -> CGFloat? {
        let h = ScreenAssembly.hosted(Screen(), device: device, drawsSystemChrome: true)
        guard let node = h.pass.allNodes().first(where: { $0.label.contains("Settings") }) else { return nil }
        return h.pass.pixelFrame(node).minY + 1950.0 / 2048 * 34
    }

    func testTheLargeTitleBaselineIs36PointsIntoItsArea() throws {
        let se = try XCTUnwrap(PreviewDevice.named("iPhone SE"))
        XCTAssertEqual(try XCTUnwrap(baseline(on: se)), 100, accuracy: 0.34)  // the devices' y 100
        XCTAssertEqual(try XCTUnwrap(baseline(on: .iPhone15)), 59 + 44 + 36, accuracy: 0.34)
    }
}
