@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// A Button's pressed look in the live preview (Preview/PreviewServer+Press.swift): while the
/// pointer is down on a button, a `ButtonStyle` gets `configuration.isPressed == true` (Apple,
/// `ButtonStyleConfiguration.isPressed`: "a Boolean that indicates whether the user is currently
/// pressing the button") and the built-in styles fade the button; the click that follows
/// releases it and runs the action. Expected frames are the tests' own inputs.
final class LivePreviewPressTests: XCTestCase {
    override func tearDown() {
        LivePress.press(nil)
        Invalidation.active = nil
        TapRecorder.current = nil
    }

    typealias Live = InvalidationTests.Live

    struct Grows: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.frame(width: configuration.isPressed ? 120 : 60, height: 30)
        }
    }

    struct Screen: View {
        @State var taps = 0
        var body: some View {
            VStack(spacing: 20) {
                Button("Plain \(taps)") { taps += 1 }.accessibilityIdentifier("default")
                Button("Custom") {}.buttonStyle(Grows()).accessibilityIdentifier("custom")
            }
        }
    }

    func press(_ live: Live, _ id: String) -> String? {
        let f = live.laid[0].hosted.frame(of: id)!
        var k = PreviewServer.Kept()
        k.shown = live.laid
        k.recorder = live.recorder
        let what = k.press(item: 0, at: CGPoint(x: f.midX, y: f.midY))
        TapRecorder.current = live.recorder
        guard let l = live.graph.updateInPlace() else { XCTFail("not in place: \(live.graph.inPlaceRefusal ?? "")"); return what }
        live.laid = l
        return what
    }

    func faded(_ live: Live) -> Bool { live.laid[0].hosted.pass.allNodes().contains { $0.label == ".opacity(0.2)" } }

    func testAPressedButtonIsFadedUntilTheClickThatRunsItsAction() {
        let live = Live(AccordPreview("P") { Screen() })
        XCTAssertFalse(faded(live))
        XCTAssertEqual(press(live, "default"), "Button")
        XCTAssertTrue(faded(live), "the default style fades the pressed button")
        LivePress.press(nil)  // the click releases it…
        XCTAssertNotNil(live.tap("default"))  // …and runs the action
        XCTAssertFalse(faded(live))
        XCTAssertTrue(live.texts().contains("Text(\"Plain 1\")"))
    }

    func testACustomStyleReadsIsPressed() {
        let live = Live(AccordPreview("P") { Screen() })
        XCTAssertEqual(live.laid[0].hosted.frame(of: "custom")?.width, 60)
        _ = press(live, "custom")
        XCTAssertEqual(live.laid[0].hosted.frame(of: "custom")?.width, 120)
        XCTAssertFalse(faded(live), "a custom style draws the pressed look itself")
        LivePress.press(nil)
        TapRecorder.current = live.recorder
        live.laid = live.graph.updateInPlace() ?? live.laid
        XCTAssertEqual(live.laid[0].hosted.frame(of: "custom")?.width, 60, "released")
    }
}
