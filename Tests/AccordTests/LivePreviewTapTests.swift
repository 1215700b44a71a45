@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Taps in the live preview (`accord preview`): hit-testing on the laid-out tree and delivery to
/// the view that responds, as SwiftUI does it. The rules and their sources:
/// - a view is hit where it draws, not in a stack's empty space (Apple, `contentShape(_:eoFill:)`:
///   "defines the content shape for hit testing" — needed because a stack's gaps are not hit);
/// - the view drawn in front gets the tap; `allowsHitTesting(false)` ("configures whether this
///   view participates in hit test operations") lets it fall to the view behind;
/// - `disabled(true)`: "the user can't interact with this view";
/// - `Button` runs its action; `Toggle` (UISwitch) flips when its switch is tapped; `Stepper`
///   (UIStepper) decrements in its − half and increments in its + half, clamped to its bounds;
///   a segmented `Picker` (UISegmentedControl) selects the tapped segment.
/// Expected values are the tests' own inputs (which action ran, the state the tap set).
final class LivePreviewTapTests: XCTestCase {
    typealias Log = TestSupport.Log
    typealias Box<T> = TestSupport.Box<T>

    /// Builds `view` with the taps recorded, as the serve loop does.
    func render<V: View>(_ view: V, _ graph: ViewGraph = ViewGraph()) -> (HostedLayout, TapRecorder) {
        TestSupport.renderRecordingTaps(view, graph, size: CGSize(width: 300, height: 300))
    }

    @discardableResult
    func tap(_ r: (HostedLayout, TapRecorder), at p: CGPoint) -> String? { TestSupport.tap(r, at: p) }

    func centre(_ r: (HostedLayout, TapRecorder), _ id: String) -> CGPoint {
        let f = r.0.frame(of: id)!
        return CGPoint(x: f.midX, y: f.midY)
    }

    func node(_ r: (HostedLayout, TapRecorder), labelled label: String) -> CGRect {
        let n = r.0.pass.allNodes().first { $0.label == label }!
        return r.0.pass.pixelFrame(n)
    }

    func testATapOnAButtonsLabelRunsItsAction() {
        let log = Log()
        let r = render(Button("Go") { log.events.append("go") }.accessibilityIdentifier("b"))
        XCTAssertEqual(tap(r, at: centre(r, "b")), "Button")
        XCTAssertEqual(log.events, ["go"])
    }

    func testATapOutsideEveryResponderRunsNothing() {
        let log = Log()
        let r = render(VStack { Button("Go") { log.events.append("go") }; Spacer() })
        XCTAssertNil(tap(r, at: CGPoint(x: 5, y: 295)))
        XCTAssertEqual(log.events, [])
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Add") { count += 1 }.accessibilityIdentifier("add")
                Color.red.frame(width: CGFloat(10 + 10 * count), height: 10).accessibilityIdentifier("bar")
            }
        }
    }

    func testStateSetByATapIsReadByTheNextRendering() {
        let graph = ViewGraph()
        let view = Counter()
        var r = render(view, graph)
        XCTAssertEqual(r.0.frame(of: "bar")?.width, 10)
        tap(r, at: centre(r, "add"))
        r = render(view, graph)
        XCTAssertEqual(r.0.frame(of: "bar")?.width, 20, "count 1 → 10 + 10 × 1")
        tap(r, at: centre(r, "add"))
        r = render(view, graph)
        XCTAssertEqual(r.0.frame(of: "bar")?.width, 30, "count 2 → 10 + 10 × 2")
    }

    func gappedStack(_ log: Log) -> some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            Spacer().frame(height: 60)
            Color.blue.frame(width: 100, height: 20)
        }
    }

    func testAStacksEmptySpaceIsNotHitWithoutAContentShape() {
        let log = Log()
        let r = render(gappedStack(log).onTapGesture { log.events.append("tap") }.accessibilityIdentifier("s"))
        XCTAssertNil(tap(r, at: centre(r, "s")), "the middle of the stack is the Spacer's empty space")
        tap(r, at: CGPoint(x: centre(r, "s").x, y: r.0.frame(of: "s")!.minY + 10))
        XCTAssertEqual(log.events, ["tap"], "the red view at the top is drawn, so it is hit")
    }

    func testAContentShapeMakesTheWholeFrameHittable() {
        let log = Log()
        let r = render(gappedStack(log).contentShape(Rectangle()).onTapGesture { log.events.append("tap") }.accessibilityIdentifier("s"))
        XCTAssertEqual(tap(r, at: centre(r, "s")), "onTapGesture")
        XCTAssertEqual(log.events, ["tap"])
    }

    func layered(_ log: Log, frontAllowsHits: Bool) -> some View {
        ZStack {
            Color.blue.frame(width: 200, height: 200).onTapGesture { log.events.append("back") }
            Color.red.frame(width: 50, height: 50).onTapGesture { log.events.append("front") }
                .allowsHitTesting(frontAllowsHits).accessibilityIdentifier("front")
        }
    }

    func testTheViewInFrontGetsTheTap() {
        let log = Log()
        let r = render(layered(log, frontAllowsHits: true))
        tap(r, at: centre(r, "front"))
        XCTAssertEqual(log.events, ["front"])
    }

    func testAHigherZIndexIsInFrontForTaps() {
        let log = Log()
        let r = render(ZStack {
            Color.blue.frame(width: 50, height: 50).onTapGesture { log.events.append("raised") }.zIndex(1).accessibilityIdentifier("raised")
            Color.red.frame(width: 50, height: 50).onTapGesture { log.events.append("later") }
        })
        tap(r, at: centre(r, "raised"))
        XCTAssertEqual(log.events, ["raised"], "zIndex 1 draws the first layer above the second, so it is tapped")
    }

    func testABackgroundIsBehindItsContentAndAnOverlayInFront() {
        let log = Log()
        let r = render(Text("Go").onTapGesture { log.events.append("content") }
            .background(Color.yellow.onTapGesture { log.events.append("background") })
            .accessibilityIdentifier("t"))
        tap(r, at: centre(r, "t"))
        XCTAssertEqual(log.events, ["content"])
        let o = render(Text("Go").onTapGesture { log.events.append("content") }
            .overlay(Color.yellow.onTapGesture { log.events.append("overlay") })
            .accessibilityIdentifier("t"))
        tap(o, at: centre(o, "t"))
        XCTAssertEqual(log.events, ["content", "overlay"])
    }

    func testAllowsHitTestingFalseLetsTheTapReachTheViewBehind() {
        let log = Log()
        let r = render(layered(log, frontAllowsHits: false))
        tap(r, at: centre(r, "front"))
        XCTAssertEqual(log.events, ["back"])
    }

    func testADisabledButtonSwallowsTheTap() {
        let log = Log()
        let r = render(Button("Go") { log.events.append("go") }.disabled(true).accessibilityIdentifier("b"))
        XCTAssertEqual(tap(r, at: centre(r, "b")), "Button (disabled)")
        XCTAssertEqual(log.events, [])
    }

    func testAnInnerButtonWinsOverAnOuterTapGesture() {
        let log = Log()
        let r = render(VStack { Button("Go") { log.events.append("button") }.accessibilityIdentifier("b") }
            .onTapGesture { log.events.append("outer") })
        tap(r, at: centre(r, "b"))
        XCTAssertEqual(log.events, ["button"])
    }

    func testAToggleFlipsWhenItsSwitchIsTappedNotItsLabel() {
        let on = Box(false)
        let r = render(Toggle("Wi-Fi", isOn: on.binding))
        let label = r.0.pass.allNodes().first { $0.label.hasPrefix("Text(") }!
        let lf = r.0.pass.pixelFrame(label)
        XCTAssertNil(tap(r, at: CGPoint(x: lf.midX, y: lf.midY)))
        XCTAssertFalse(on.value)
        let sw = node(r, labelled: "Toggle.switch")
        XCTAssertEqual(tap(r, at: CGPoint(x: sw.midX, y: sw.midY)), "Toggle")
        XCTAssertTrue(on.value)
    }

    func testAStepperDecrementsInItsLeftHalfAndIncrementsInItsRightClampedToItsBounds() {
        let value = Box(0)
        var r = render(Stepper("Guests", value: value.binding, in: 0...1))
        var s = node(r, labelled: "Stepper")
        XCTAssertEqual(tap(r, at: CGPoint(x: s.minX + s.width * 0.25, y: s.midY)), "Stepper (− at its limit)")
        XCTAssertEqual(value.value, 0)
        tap(r, at: CGPoint(x: s.minX + s.width * 0.75, y: s.midY))
        XCTAssertEqual(value.value, 1)
        r = render(Stepper("Guests", value: value.binding, in: 0...1))
        s = node(r, labelled: "Stepper")
        tap(r, at: CGPoint(x: s.minX + s.width * 0.75, y: s.midY))
        XCTAssertEqual(value.value, 1, "the upper bound holds")
        tap(r, at: CGPoint(x: s.minX + s.width * 0.25, y: s.midY))
        XCTAssertEqual(value.value, 0)
    }

    func testASegmentedPickerSelectsTheTappedSegment() {
        let choice = Box(0)
        let r = render(Picker("Size", selection: choice.binding) {
            Text("S").tag(0); Text("M").tag(1); Text("L").tag(2)
        }.pickerStyle(.segmented))
        let segments = r.0.pass.allNodes().filter { $0.label == "segment" }.map { r.0.pass.pixelFrame($0) }
        XCTAssertEqual(segments.count, 3)
        // Near the edge of the last segment, away from its text: the whole segment is hit.
        tap(r, at: CGPoint(x: segments[2].maxX - 3, y: segments[2].midY))
        XCTAssertEqual(choice.value, 2)
    }

    func testNothingIsRecordedOutsideTheLivePreview() {
        let log = Log()
        let recorder = TapRecorder()
        let hosted = HostedLayout(Button("Go") { log.events.append("go") }.accessibilityIdentifier("b"),
                                  proposal: ProposedViewSize(width: 300, height: 300), textMeasurer: FixedMetricTextMeasurer(), scale: 1)
        let f = hosted.frame(of: "b")!
        XCTAssertNil(recorder.hitTest(hosted.root, pass: hosted.pass, at: CGPoint(x: f.midX, y: f.midY), count: 1))
    }
}

/// `NavigationLink` in the live preview: a tap pushes the destination (shown instead of the
/// root, under a bar with a back button named after the screen below, as iOS's), the back
/// button pops it, and the root's state is the same after the round trip.
final class LivePreviewNavigationTests: XCTestCase {
    struct Root: View {
        @State var count = 0
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Details") { Text("Detail screen").accessibilityIdentifier("detail") }
                        .accessibilityIdentifier("link")
                    Button("Add") { count += 1 }.accessibilityIdentifier("add")
                    Color.red.frame(width: CGFloat(10 + 10 * count), height: 10).accessibilityIdentifier("bar")
                }
                .navigationTitle("Home")
            }
        }
    }

    func render(_ view: Root, _ graph: ViewGraph) -> (HostedLayout, TapRecorder) {
        TestSupport.renderRecordingTaps(view, graph, size: CGSize(width: 390, height: 700))
    }

    func tap(_ r: (HostedLayout, TapRecorder), _ p: CGPoint) -> String? { TestSupport.tap(r, at: p) }

    func centre(_ f: CGRect) -> CGPoint { CGPoint(x: f.midX, y: f.midY) }

    func testALinkPushesItsDestinationAndTheBackButtonPopsIt() {
        let graph = ViewGraph(), view = Root()
        var r = render(view, graph)
        XCTAssertEqual(tap(r, centre(r.0.frame(of: "add")!)), "Button")
        r = render(view, graph)
        XCTAssertEqual(r.0.frame(of: "bar")?.width, 20)
        XCTAssertEqual(tap(r, centre(r.0.frame(of: "link")!)), "NavigationLink")
        r = render(view, graph)
        XCTAssertNotNil(r.0.frame(of: "detail"), "the destination is shown")
        XCTAssertNil(r.0.frame(of: "link"), "instead of the root")
        let back = r.0.pass.allNodes().first { $0.label == "Text(\"Home\")" && $0.parent?.label == "HStack" }
        XCTAssertNotNil(back, "the back button is named after the screen below")
        XCTAssertEqual(tap(r, centre(r.0.pass.pixelFrame(back!))), "Back")
        r = render(view, graph)
        XCTAssertNotNil(r.0.frame(of: "link"), "popped: the root again")
        XCTAssertEqual(r.0.frame(of: "bar")?.width, 20, "with the state it had")
    }
}
