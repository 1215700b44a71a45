@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Drags, typing and gestures in the live preview (`accord preview`), as SwiftUI delivers them:
/// - a `Slider` (UISlider) follows the pointer along its track (thumb centre under it), its value
///   rounded to `step` and clamped to its bounds; `onEditingChanged` true while dragging, false after;
/// - a `DragGesture` begins once the pointer moved `minimumDistance` (Apple: "The minimum dragging
///   distance before the gesture succeeds", 10 by default); its value's `translation` is the
///   pointer's offset from `startLocation`; `@GestureState` "resets to its initial value when the
///   gesture ends" (Apple, GestureState);
/// - a tap on a `TextField` focuses it (UITextField becomes first responder), typed characters are
///   inserted at the caret (here the end), Backspace deletes before it, Return ends editing of a
///   one-line field; `.focused($flag)` is true while the field is focused (Apple, FocusState)
///   (the caret, selection and keys: LivePreviewTextEditingTests);
/// - a `Link` calls the environment's `openURL` with its destination (Apple, Link).
/// Expected values are the tests' own inputs (points, bounds, typed text).
final class LivePreviewInputTests: XCTestCase {
    typealias Log = TestSupport.Log
    typealias Box<T> = TestSupport.Box<T>

    override func setUp() { LiveInput.endEditing(); LiveInput.shown = nil }
    override func tearDown() { LiveInput.endEditing(); LiveInput.shown = nil }

    /// Builds `view` with responders recorded, as the serve loop does.
    func render<V: View>(_ view: V, _ graph: ViewGraph) -> (HostedLayout, TapRecorder) {
        let r = TestSupport.renderRecordingTaps(view, graph, size: CGSize(width: 300, height: 300))
        LiveInput.shown = r.1.keyTarget
        return r
    }

    @discardableResult
    func tap(_ r: (HostedLayout, TapRecorder), at p: CGPoint) -> String? { TestSupport.tap(r, at: p) }

    func frame(_ r: (HostedLayout, TapRecorder), _ id: String) -> CGRect { r.0.frame(of: id)! }

    /// A drag from `a` through `b`… to the last point.
    func drag(_ r: (HostedLayout, TapRecorder), _ points: [CGPoint]) -> String? {
        var d: ActiveDrag?
        var said = r.1.beginDrag(&d, root: r.0.root, pass: r.0.pass, at: points[0])
        if d == nil { return said }
        for (i, p) in points.dropFirst().enumerated() {
            said = TapRecorder.moveDrag(&d, to: p, ended: i == points.count - 2)
        }
        return said
    }

    // MARK: Slider

    func testDraggingASliderPutsItsThumbUnderThePointer() {
        let value = Box(0.0), log = Log()
        let view = Slider(value: value.binding, in: 0...100, onEditingChanged: { log.events.append("editing \($0)") })
            .frame(width: 228).accessibilityIdentifier("s")
        let r = render(view, ViewGraph())
        let f = frame(r, "s")
        // Thumb 28 wide: its centre runs from 14 to 214; half-way is x = 114.
        XCTAssertEqual(drag(r, [CGPoint(x: f.minX + 20, y: f.midY), CGPoint(x: f.minX + 114, y: f.midY)]), "Slider (drag ended)")
        XCTAssertEqual(value.value, 50, accuracy: 0.001)
        XCTAssertEqual(log.events, ["editing true", "editing false"])
    }

    func testASliderDragIsRoundedToItsStepAndClampedToItsBounds() {
        let value = Box(0.0)
        let r = render(Slider(value: value.binding, in: 0...10, step: 2).frame(width: 128).accessibilityIdentifier("s"), ViewGraph())
        let f = frame(r, "s")
        // 14 + 100 × 0.43 → 4.3 → step 2 → 4.
        _ = drag(r, [CGPoint(x: f.minX + 14, y: f.midY), CGPoint(x: f.minX + 57, y: f.midY)])
        XCTAssertEqual(value.value, 4, accuracy: 0.001)
        _ = drag(r, [CGPoint(x: f.minX + 14, y: f.midY), CGPoint(x: f.maxX + 80, y: f.midY)])
        XCTAssertEqual(value.value, 10, accuracy: 0.001)
    }

    func testADisabledSliderSwallowsTheDrag() {
        let value = Box(0.5)
        let r = render(Slider(value: value.binding).disabled(true).frame(width: 128).accessibilityIdentifier("s"), ViewGraph())
        let f = frame(r, "s")
        XCTAssertEqual(drag(r, [CGPoint(x: f.minX + 14, y: f.midY), CGPoint(x: f.maxX, y: f.midY)]), "Slider (disabled)")
        XCTAssertEqual(value.value, 0.5)
    }

    // MARK: DragGesture

    struct Draggable: View {
        let log: Log
        @GestureState var offset = CGSize.zero
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .gesture(DragGesture()
                    .updating($offset) { v, state, _ in state = v.translation }
                    .onChanged { v in log.events.append("changed \(Int(v.translation.width)),\(Int(v.translation.height)) state \(Int(offset.width))") }
                    .onEnded { v in log.events.append("ended \(Int(v.location.x)),\(Int(v.location.y))") })
                .accessibilityIdentifier("d")
                .overlay { Text("\(Int(offset.width))").accessibilityIdentifier("shown") }
        }
    }

    func testADragGestureBeginsAfterItsMinimumDistanceAndItsGestureStateResetsWhenItEnds() {
        let log = Log(), graph = ViewGraph()
        let view = Draggable(log: log)
        let r = render(view, graph)
        let f = frame(r, "d")
        var d: ActiveDrag?
        XCTAssertEqual(r.1.beginDrag(&d, root: r.0.root, pass: r.0.pass, at: CGPoint(x: f.minX + 10, y: f.minY + 10)), "DragGesture (not yet)")
        // 6 points: under the 10-point minimum distance, nothing yet.
        _ = TapRecorder.moveDrag(&d, to: CGPoint(x: f.minX + 16, y: f.minY + 10), ended: false)
        XCTAssertEqual(log.events, [])
        _ = TapRecorder.moveDrag(&d, to: CGPoint(x: f.minX + 40, y: f.minY + 14), ended: false)
        XCTAssertEqual(log.events, ["changed 30,4 state 30"])
        // While the drag lasts the gesture state holds the translation: a rendering shows it.
        let during = render(view, graph)
        XCTAssertNotNil(during.0.frame(of: "shown"))
        XCTAssertEqual(view.offset.width, 30)
        _ = TapRecorder.moveDrag(&d, to: CGPoint(x: f.minX + 50, y: f.minY + 20), ended: true)
        XCTAssertEqual(log.events.last, "ended 50,20")
        XCTAssertEqual(view.offset, .zero)
    }

    func testATapGesturesOnEndedRunsOnATap() {
        let log = Log()
        let r = render(Color.red.frame(width: 50, height: 50).gesture(TapGesture().onEnded { log.events.append("tap") })
            .accessibilityIdentifier("t"), ViewGraph())
        let f = frame(r, "t")
        XCTAssertEqual(tap(r, at: CGPoint(x: f.midX, y: f.midY)), "TapGesture")
        XCTAssertEqual(log.events, ["tap"])
    }

    func testASpatialTapGestureGetsTheLocationInTheViewsSpace() {
        let log = Log()
        let r = render(Color.red.frame(width: 50, height: 50)
            .gesture(SpatialTapGesture().onEnded { v in log.events.append("\(Int(v.location.x)),\(Int(v.location.y))") })
            .accessibilityIdentifier("t"), ViewGraph())
        let f = frame(r, "t")
        tap(r, at: CGPoint(x: f.minX + 7, y: f.minY + 9))
        XCTAssertEqual(log.events, ["7,9"])
    }

    // MARK: Typing

    func testATapFocusesATextFieldAndTypingEditsItsBinding() {
        let text = Box(""), graph = ViewGraph()
        let view = TextField("Name", text: text.binding).accessibilityIdentifier("f")
        var r = render(view, graph)
        XCTAssertNil(r.1.keyTarget, "nothing is focused before a tap")
        let f = frame(r, "f")
        XCTAssertEqual(tap(r, at: CGPoint(x: f.midX, y: f.midY)), "TextField")
        r = render(view, graph)
        XCTAssertEqual(r.1.key(text: "H", name: nil), "TextField (typed)")
        XCTAssertEqual(r.1.key(text: "iya", name: nil), "TextField (typed)")
        XCTAssertEqual(r.1.key(text: nil, name: "Backspace"), "TextField (typed)")
        XCTAssertEqual(text.value, "Hiy")
        r = render(view, graph)
        XCTAssertEqual(r.1.key(text: nil, name: "Enter"), "TextField (return)")
        XCTAssertEqual(text.value, "Hiy", "Return ends editing of a one-line field; it adds nothing")
        r = render(view, graph)
        XCTAssertNil(r.1.keyTarget)
        XCTAssertNil(r.1.key(text: "x", name: nil))
    }

    func testTappingAnotherFieldMovesTheFocus() {
        let a = Box(""), b = Box(""), graph = ViewGraph()
        let view = VStack {
            TextField("A", text: a.binding).accessibilityIdentifier("a")
            TextField("B", text: b.binding).accessibilityIdentifier("b")
        }
        var r = render(view, graph)
        let fa = frame(r, "a"), fb = frame(r, "b")
        tap(r, at: CGPoint(x: fa.midX, y: fa.midY))
        r = render(view, graph)
        _ = r.1.key(text: "1", name: nil)
        tap(r, at: CGPoint(x: fb.midX, y: fb.midY))
        r = render(view, graph)
        _ = r.1.key(text: "2", name: nil)
        XCTAssertEqual(a.value, "1")
        XCTAssertEqual(b.value, "2")
    }

    struct Form2: View {
        enum Field: Hashable { case name, mail }
        @FocusState var focus: Field?
        @State var name = ""
        @State var mail = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focus, equals: .name).accessibilityIdentifier("name")
                TextField("Mail", text: $mail).focused($focus, equals: .mail).accessibilityIdentifier("mail")
                Text(focus == .mail ? "mail" : (focus == .name ? "name" : "none")).accessibilityIdentifier("which")
            }
        }
    }

    func testAFocusStateIsSetByATapAndKeptAcrossBodyEvaluations() {
        let graph = ViewGraph()
        let view = Form2()
        var r = render(view, graph)
        XCTAssertNil(view.focus)
        let m = frame(r, "mail")
        tap(r, at: CGPoint(x: m.midX, y: m.midY))
        XCTAssertEqual(view.focus, .mail)
        r = render(view, graph)
        XCTAssertEqual(r.1.keyTarget?.name, "TextField")
        _ = r.1.key(text: "a@b", name: nil)
        XCTAssertEqual(view.mail, "a@b")
        XCTAssertEqual(view.name, "")
        _ = r.1.key(text: nil, name: "Enter")
        XCTAssertNil(view.focus, "Return clears the optional focus state")
    }

    func testAFocusStateSetByCodeFocusesItsField() {
        let graph = ViewGraph()
        let view = Form2()
        _ = render(view, graph)
        view.focus = .name
        let r = render(view, graph)
        _ = r.1.key(text: "Ann", name: nil)
        XCTAssertEqual(view.name, "Ann")
    }

    func testATextEditorTakesNewLines() {
        let text = Box("a"), graph = ViewGraph()
        let view = TextEditor(text: text.binding).frame(height: 100).accessibilityIdentifier("e")
        var r = render(view, graph)
        let f = frame(r, "e")
        XCTAssertEqual(tap(r, at: CGPoint(x: f.midX, y: f.midY)), "TextEditor")
        r = render(view, graph)
        _ = r.1.key(text: nil, name: "Enter")
        _ = r.1.key(text: "b", name: nil)
        XCTAssertEqual(text.value, "a\nb")
    }

    // MARK: Link

    func testALinkTapCallsOpenURLWithItsDestination() {
        let log = Log()
        let url = URL(string: "https://example.com/a")!
        let r = render(Link("Site", destination: url).accessibilityIdentifier("l")
            .environment(\.openURL, OpenURLAction { u in log.events.append(u.absoluteString); return .handled }), ViewGraph())
        let f = frame(r, "l")
        XCTAssertEqual(tap(r, at: CGPoint(x: f.midX, y: f.midY)), "Link → https://example.com/a")
        XCTAssertEqual(log.events, ["https://example.com/a"])
    }
}

extension LivePreviewInputTests {
    func testATapOnAMenuPickerOpensItsMenuAndARowSelects() {
        let size = Box("Small")
        LiveMenu.open = nil
        defer { LiveMenu.open = nil }
        let view = Form {
            Picker("Size", selection: size.binding) {
                Text("Small").tag("Small")
                Text("Medium").tag("Medium")
                Text("Large").tag("Large")
            }.accessibilityIdentifier("p")
        }
        let r = render(view, ViewGraph())
        let f = frame(r, "p")
        XCTAssertEqual(tap(r, at: CGPoint(x: f.minX + 20, y: f.midY)), "Picker menu")
        XCTAssertEqual(LiveMenu.open?.items.map(\.title), ["Small", "Medium", "Large"])
        XCTAssertEqual(LiveMenu.open?.items.map(\.checked), [true, false, false], "a checkmark on the selected option")
        XCTAssertEqual(LiveMenu.open?.anchor, f)
        LiveMenu.open?.items[2].action()
        XCTAssertEqual(size.value, "Large")
    }
}
