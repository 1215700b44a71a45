import Accord
import Foundation
import XCTest

/// Snapshot text before pixels: what a scene draws, as the display list's stable dump. The
/// expected dumps are written from the rules (padding 5 around a 20×10 red block centred in
/// 40×30; background drawn first; opacity wraps the subtree), not copied from output.
final class DisplayListTests: XCTestCase {
    func testBackgroundIsDrawnBeforeItsContentInsideTheOpacityGroup() {
        let hosted = HostedLayout(Color.red.frame(width: 20, height: 10).padding(5).background(Color.blue).opacity(0.5),
                                  proposal: ProposedViewSize(width: 40, height: 30))
        XCTAssertEqual(hosted.displayList().description, """
            DisplayList 40.0 x 30.0
              group opacity 0.5 {
                fill rect(5.0 5.0 30.0 20.0) #007aff
                fill rect(10.0 10.0 20.0 10.0) #ff3b30
              }
            """)
    }

    func testOverlayIsDrawnAfterItsContentAndHiddenDrawsNothing() {
        let hosted = HostedLayout(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).overlay(Color.green.frame(width: 4, height: 4))
                Color.blue.frame(width: 10, height: 10).hidden()
            },
            proposal: ProposedViewSize(width: 20, height: 10))
        XCTAssertEqual(hosted.displayList().description, """
            DisplayList 20.0 x 10.0
              fill rect(0.0 0.0 10.0 10.0) #ff3b30
              fill rect(3.0 3.0 4.0 4.0) #34c759
            """)
    }

    func testTextIsDrawnInTheFrameItWasMeasuredIn() {
        let hosted = HostedLayout(Text("Hi").foregroundColor(.red), proposal: ProposedViewSize(width: 40, height: 30),
                                  textMeasurer: FixedMetricTextMeasurer())
        let dump = hosted.displayList().description
        XCTAssertTrue(dump.contains("text \"Hi\" at (10.0 10.0 20.0 10.0)"), dump)
        XCTAssertTrue(dump.contains("#ff3b30"), dump)
    }

    func testDarkSchemeResolvesSystemColoursToTheirDarkVariants() {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        let hosted = HostedLayout(Color.red, proposal: ProposedViewSize(width: 10, height: 10), environment: env)
        XCTAssertTrue(hosted.displayList().description.contains("#ff453a"), "iOS dark red is #FF453A")
    }
}
