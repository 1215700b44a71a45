@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// The identity-keyed state model in the live preview, and the lifecycle modifiers at SwiftUI's
/// moments. Sources (Docs/StateModel.md): WWDC21 "Demystify SwiftUI" — state lives as long as
/// its view's identity; a changed `.id` or a flipped `if` is a new identity; Apple's docs of
/// `onAppear` ("before this view appears"), `onDisappear` ("after this view disappears"),
/// `task` ("before this view appears … cancel the task after the view disappears"; `id`: "the
/// task restarts when the id changes"), `onChange(of:initial:)` ("when a specific value changes";
/// `initial`: "whether the action should be run when this view initially appears"),
/// `FocusState`, `GestureState` and `Namespace` (dynamic properties whose storage SwiftUI keeps
/// per view identity). Expected values are the tests' own inputs.
final class StateLifecycleTests: XCTestCase {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var _events: [String] = []
        var events: [String] { lock.lock(); defer { lock.unlock() }; return _events }
        func add(_ e: String) { lock.lock(); _events.append(e); lock.unlock() }
    }

    /// One update as the serve loop makes it: build and lay out with responders recorded, then
    /// run the lifecycle events due (and build again while they change state).
    @discardableResult
    func update<V: View>(_ view: V, _ graph: ViewGraph, width: CGFloat = 300, height: CGFloat = 600) -> HostedLayout {
        let recorder = TapRecorder()
        TapRecorder.current = recorder
        defer { TapRecorder.current = nil }
        func once() -> HostedLayout {
            HostedLayout(view, proposal: ProposedViewSize(width: width, height: height), environment: EnvironmentValues(),
                         textMeasurer: FixedMetricTextMeasurer(), scale: 1, graph: graph)
        }
        var h = once()
        var rounds = 0
        while graph.runLifecycle(), rounds < 4 { rounds += 1; h = once() }
        return h
    }

    // MARK: onAppear / onDisappear

    struct Shown: View {
        let log: Log
        @State var on = true
        var body: some View {
            VStack {
                if on {
                    Text("A").onAppear { log.add("appear A") }.onDisappear { log.add("disappear A") }
                } else {
                    Text("B").onAppear { log.add("appear B") }
                }
            }
            .onAppear { log.add("appear stack") }
        }
    }

    func testOnAppearRunsOnceWhenTheViewAppearsNotAtEveryUpdate() {
        let log = Log(), graph = ViewGraph(), view = Shown(log: log)
        update(view, graph)
        update(view, graph)
        update(view, graph)
        XCTAssertEqual(log.events, ["appear stack", "appear A"])
    }

    func testABranchChangeMakesTheOldBranchDisappearAndTheNewOneAppear() {
        let log = Log(), graph = ViewGraph(), view = Shown(log: log)
        update(view, graph)
        view.on = false
        update(view, graph)
        XCTAssertEqual(log.events, ["appear stack", "appear A", "disappear A", "appear B"])
    }

    func testStillFramesRunNoLifecycleAction() {
        let log = Log(), graph = ViewGraph()
        _ = HostedLayout(Shown(log: log), proposal: ProposedViewSize(width: 300, height: 300), environment: EnvironmentValues(),
                         textMeasurer: FixedMetricTextMeasurer(), scale: 1, graph: graph)
        graph.runLifecycle()
        XCTAssertEqual(log.events, [])
    }

    struct Loader: View {
        @State var items: [String] = []
        var body: some View {
            VStack { ForEach(items, id: \.self) { Text($0).accessibilityIdentifier($0) } }
                .onAppear { items = ["one", "two"] }
        }
    }

    func testStateSetInOnAppearIsShownByTheSameUpdate() {
        let graph = ViewGraph()
        let h = update(Loader(), graph)
        XCTAssertNotNil(h.frame(of: "one"))
        XCTAssertNotNil(h.frame(of: "two"))
    }

    /// The preview tool's still rendering is the canvas after the preview appeared (Xcode runs
    /// `onAppear` in its canvas): state set there is in the picture, a library's `HostedLayout`
    /// frame (above) runs nothing.
    func testAPreviewsStillRenderingShowsStateSetInOnAppear() {
        var o = AccordPreviewRunner.Options()
        o.fixedMetrics = true
        let laid = AccordPreviewRunner.layout(AccordPreview("P") { Loader() }, o)
        XCTAssertEqual(laid.count, 1)
        XCTAssertNotNil(laid.first?.hosted.frame(of: "one"))
        XCTAssertNotNil(laid.first?.hosted.frame(of: "two"))
    }

    @Observable final class Prefs { var interval = 2 }

    struct Reminder: View {
        @Environment(Prefs.self) var prefs
        @State private var weeks = 0
        var body: some View {
            Text("every \(weeks) weeks").accessibilityIdentifier("\(weeks)")
                .onAppear { weeks = prefs.interval }
        }
    }

    /// An `@Environment` object read in `onAppear` is the one an ancestor put there (the
    /// closure runs after the build, in the environment of the view that declared it): no trap.
    func testAnEnvironmentObjectReadInOnAppearIsTheOneTheAncestorsGave() {
        var o = AccordPreviewRunner.Options()
        o.fixedMetrics = true
        let prefs = Prefs()
        prefs.interval = 3
        let laid = AccordPreviewRunner.layout(AccordPreview("P") { Reminder().environment(prefs) }, o)
        XCTAssertNotNil(laid.first?.hosted.frame(of: "3"))
    }

    struct Settling: View {
        let log: Log
        @State var n = 0
        var body: some View {
            Text("\(n)").onChange(of: n, initial: true) { n += 1; log.add("change \(n)") }
        }
    }

    /// An `onChange` that keeps changing its own value stops after the live loop's 4 extra rounds.
    func testAPreviewsStillRenderingStopsAnEndlessOnChangeAfterFourRounds() {
        var o = AccordPreviewRunner.Options()
        o.fixedMetrics = true
        let log = Log()
        _ = AccordPreviewRunner.layout(AccordPreview("P") { Settling(log: log) }, o)
        XCTAssertEqual(log.events.count, 5)
    }

    // MARK: onChange

    struct Watcher: View {
        let log: Log
        @State var value = 0
        var body: some View {
            Text("\(value)")
                .onChange(of: value) { old, new in log.add("\(old)→\(new)") }
                .onChange(of: value, initial: true) { log.add("initial-form \(value)") }
        }
    }

    func testOnChangeRunsWithTheOldAndNewValueOnlyWhenTheValueChanges() {
        let log = Log(), graph = ViewGraph(), view = Watcher(log: log)
        update(view, graph)
        XCTAssertEqual(log.events, ["initial-form 0"], "initial: true runs at appearance; the other does not")
        update(view, graph)
        XCTAssertEqual(log.events.count, 1, "no change, no call")
        view.value = 3
        update(view, graph)
        // Both run in this update (the outer modifier's first: build order).
        XCTAssertEqual(Set(log.events.dropFirst()), ["0→3", "initial-form 3"])
    }

    // MARK: task

    final class Model: @unchecked Sendable {
        private let lock = NSLock()
        private var _loaded = "no"
        var loaded: String {
            get { lock.lock(); defer { lock.unlock() }; return _loaded }
            set { lock.lock(); _loaded = newValue; lock.unlock() }
        }
    }
    struct Tasked: View {
        let log: Log
        let model: Model
        @State var id = 1
        var body: some View {
            let id = self.id, log = self.log, model = self.model
            return Text(model.loaded).accessibilityIdentifier(model.loaded)
                .task(id: id) {
                    log.add("task \(id)")
                    await Task.yield()
                    model.loaded = "loaded \(id)"
                }
        }
    }

    func testATaskRunsWhenTheViewAppearsAndAgainWhenItsIDChanges() {
        let log = Log(), graph = ViewGraph(), view = Tasked(log: log, model: Model())
        var h = update(view, graph)
        XCTAssertEqual(log.events, ["task 1"])
        XCTAssertNotNil(h.frame(of: "loaded 1"), "a task that finishes quickly is shown by the same update")
        update(view, graph)
        XCTAssertEqual(log.events, ["task 1"])
        view.id = 2
        h = update(view, graph)
        XCTAssertEqual(log.events, ["task 1", "task 2"])
        XCTAssertNotNil(h.frame(of: "loaded 2"))
    }

    // MARK: Identity and storage

    struct Focusing: View {
        @FocusState var focused: Bool
        @Namespace var space
        @GestureState var pressed = false
        var body: some View { Text(focused ? "yes" : "no") }
    }

    func testFocusStateAndNamespaceAreKeptAtTheViewsIdentity() {
        let graph = ViewGraph()
        let first = Focusing()
        update(first, graph)
        first.focused = true
        // A new value of the view at the same identity (a parent's body evaluated again).
        let second = Focusing()
        update(second, graph)
        XCTAssertTrue(second.focused)
        XCTAssertEqual(second.space, first.space)
        XCTAssertFalse(second.pressed)
    }

    struct Row: View {
        let n: Int
        let counter: Counter
        @State var taps = 0
        var body: some View {
            counter.count += 1
            return Button("Row \(n): \(taps)") { taps += 1 }.accessibilityIdentifier("row\(n)")
        }
    }
    final class Counter: @unchecked Sendable { var count = 0 }

    /// Invalidation, measured: how many row bodies an update after a tap evaluates. A hosted view
    /// outside the live preview is built whole at every update (the live preview updates in
    /// place: InvalidationTests), but a lazy stack
    /// builds only the rows on screen, so a tap in a 1,000-row `LazyVStack` evaluates as many row
    /// bodies as in a 100-row one — independent of the list's length (SwiftUI re-evaluates only
    /// the tapped row's body: 1). A `List` is built eagerly: every row (printed, not asserted).
    func testATapInAThousandRowLazyListEvaluatesOnlyTheRowsOnScreen() {
        func bodiesAfterATap(rows: Int, lazy: Bool = true) -> Int {
            let counter = Counter(), graph = ViewGraph()
            let view = lazy
                ? AnyView(ScrollView { LazyVStack { ForEach(0..<rows, id: \.self) { Row(n: $0, counter: counter) } } })
                : AnyView(List(0..<rows, id: \.self) { Row(n: $0, counter: counter) })
            let recorder = TapRecorder()
            TapRecorder.current = recorder
            let h = HostedLayout(view, proposal: ProposedViewSize(width: 300, height: 600), environment: EnvironmentValues(),
                                 textMeasurer: FixedMetricTextMeasurer(), scale: 1, graph: graph)
            TapRecorder.current = nil
            let f = h.frame(of: "row3")!
            let p = CGPoint(x: f.midX, y: f.midY)
            _ = recorder.hitTest(h.root, pass: h.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) }
            counter.count = 0
            let after = HostedLayout(view, proposal: ProposedViewSize(width: 300, height: 600), environment: EnvironmentValues(),
                                     textMeasurer: FixedMetricTextMeasurer(), scale: 1, graph: graph)
            XCTAssertNotNil(after.frame(of: "row3"))
            return counter.count
        }
        let small = bodiesAfterATap(rows: 100), large = bodiesAfterATap(rows: 1_000)
        XCTAssertEqual(large, small, "evaluations do not grow with the list's length")
        XCTAssertLessThan(large, 100, "only the rows near a 600-point screen, not the 1,000")
        print("measure invalidation: bodies evaluated after a tap — LazyVStack 100 rows: \(small), 1000 rows: \(large); "
              + "List 1000 rows: \(bodiesAfterATap(rows: 1_000, lazy: false))")
    }

    func testAnExplicitIDChangeResetsStateButAnUnchangedOneKeepsIt() {
        struct Box: View {
            @State var n = 0
            var body: some View { Text("\(n)") }
        }
        final class Holder: @unchecked Sendable { var id = 1 }
        let graph = ViewGraph()
        let first = Box()
        update(first.id(1), graph)
        first.n = 5
        let second = Box()
        update(second.id(1), graph)
        XCTAssertEqual(second.n, 5)
        let third = Box()
        update(third.id(2), graph)
        XCTAssertEqual(third.n, 0)
    }

    // MARK: State across edits (a new program)

    struct Editable: View {
        enum Mode: String, Codable { case a, b }
        final class Model {}
        @State var count = 0
        @State var name = "x"
        @State var mode = Mode.a
        @State var model = Model()
        var body: some View { Text("\(count) \(name) \(mode.rawValue)") }
    }

    func testCodableStateIsCarriedToANewGraphWhereItsPlaceNameAndTypeAreUnchanged() {
        let old = ViewGraph(), view = Editable()
        update(view, old)
        view.count = 7
        view.name = "Ann"
        view.mode = .b
        let carried = old.exportState()
        XCTAssertEqual(carried.count, 3, "the object is not carried")
        let new = ViewGraph()
        new.seed(carried)
        let again = Editable()
        update(again, new)
        XCTAssertEqual(new.endSeeding(), 3)
        XCTAssertEqual(again.count, 7)
        XCTAssertEqual(again.name, "Ann")
        XCTAssertEqual(again.mode, .b)
    }

    func testStateWhoseViewMovedStartsAfresh() {
        let old = ViewGraph(), view = Editable()
        update(VStack { view }, old)
        view.count = 7
        let new = ViewGraph()
        new.seed(old.exportState())
        let moved = Editable()
        update(VStack { Text("new first"); moved }, new)
        XCTAssertEqual(moved.count, 0)
        XCTAssertEqual(new.endSeeding(), 0)
    }
}
