@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Per-view invalidation in the live preview (State/ViewGraph+Invalidation.swift): a change to
/// state re-evaluates only the bodies that read it, as SwiftUI does (WWDC21 "Demystify SwiftUI":
/// a view's body is evaluated again when a dependency — state it read — changes; WWDC23
/// "Discover Observation in SwiftUI": "only the views that read the changed property are
/// updated"). Expected figures come from that rule and the tests' own inputs: a tap that changes
/// one row's `@State` re-evaluates that row's body only (1), whatever the list's length.
final class InvalidationTests: XCTestCase {
    override func tearDown() {
        Invalidation.active = nil
        TapRecorder.current = nil
    }

    /// The serve loop's way to show a preview: a recorded full build first, then events.
    final class Live {
        let graph = ViewGraph()
        let preview: AccordPreview
        let view: AnyView
        var options = AccordPreviewRunner.Options()
        var recorder = TapRecorder()
        var laid: [AccordPreviewRunner.Laid] = []

        init(_ preview: AccordPreview) {
            self.preview = preview
            view = preview.make()
            options.verb = "serve"
            options.fixedMetrics = true
            options.scale = 1
            full()
        }

        func full() {
            graph.startRecording()
            recorder = TapRecorder()
            TapRecorder.current = recorder
            laid = AccordPreviewRunner.layout(preview, options, view: view, graph: graph)
        }

        /// Taps the view marked `id` and updates in place; the bodies evaluated, or nil when the
        /// update could not be made in place.
        func tap(_ id: String) -> Int? {
            let h = laid[0].hosted
            guard let f = h.frame(of: id) else { XCTFail("no \(id)"); return nil }
            let p = CGPoint(x: f.midX, y: f.midY)
            XCTAssertNotNil(recorder.hitTest(h.root, pass: h.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) })
            let before = graph.bodyEvaluations
            TapRecorder.current = recorder
            guard let l = graph.updateInPlace() else { print("not in place: \(graph.inPlaceRefusal ?? "")"); return nil }
            laid = l
            return graph.bodyEvaluations - before
        }

        func texts() -> [String] { laid[0].hosted.pass.allNodes().map(\.label).filter { $0.hasPrefix("Text(") } }
        var frames: String { laid[0].hosted.framesText() }
    }

    struct Row: View {
        let n: Int
        @State var taps = 0
        var body: some View {
            Button("Row \(n): \(taps)") { taps += 1 }.accessibilityIdentifier("row\(n)")
        }
    }

    func testATapInAThousandRowListEvaluatesOnlyTheTappedRowsBody() {
        let live = Live(AccordPreview("List") { List(0..<1_000, id: \.self) { Row(n: $0) } })
        let built = live.graph.bodyEvaluations
        XCTAssertGreaterThanOrEqual(built, 1_000, "the first build evaluates every row (List is eager)")
        XCTAssertEqual(live.tap("row3"), 1, "only row 3's body")
        XCTAssertTrue(live.texts().contains("Text(\"Row 3: 1\")"))
        XCTAssertEqual(live.tap("row3"), 1)
        XCTAssertEqual(live.tap("row5"), 1)
        XCTAssertTrue(live.texts().contains("Text(\"Row 3: 2\")"), "state kept across updates")
        XCTAssertTrue(live.texts().contains("Text(\"Row 5: 1\")"))
        XCTAssertTrue(live.texts().contains("Text(\"Row 4: 0\")"))
        print("measure invalidation: List of 1000 rows — first build \(built) bodies; a tap in a row: 1 body")
    }

    /// A body that reads the state through a binding in a child: the child (which read it) is
    /// evaluated, the parent (which only passed `$value`) is not.
    struct Parent: View {
        @State var on = false
        var body: some View {
            VStack(spacing: 0) {
                Child(on: $on)
                Color.blue.frame(width: 20, height: 20)
            }
        }
    }
    struct Child: View {
        @Binding var on: Bool
        var body: some View {
            Button(on ? "On" : "Off") { on.toggle() }
                .frame(width: on ? 200 : 100, height: 30)
                .accessibilityIdentifier("child")
        }
    }

    func testABindingsReaderIsEvaluatedAndTheLayoutMatchesAFullBuild() {
        let live = Live(AccordPreview("P") { Parent() })
        XCTAssertEqual(live.tap("child"), 1, "the child read the binding; the parent did not")
        XCTAssertTrue(live.texts().contains("Text(\"On\")"))
        let inPlace = live.frames
        XCTAssertTrue(inPlace.contains("child"))
        live.full()
        XCTAssertEqual(live.frames, inPlace, "the tree updated in place is laid out as a full build lays it out")
        XCTAssertTrue(live.texts().contains("Text(\"On\")"))
    }

    /// A row whose size changes: its ancestors are laid out again, its siblings move.
    struct Growing: View {
        let n: Int
        @State var big = false
        var body: some View {
            Color.red.frame(height: big ? 50 : 10).accessibilityIdentifier("g\(n)")
                .onTapGesture { big.toggle() }
        }
    }

    func testARowThatGrowsMovesItsSiblingsAsAFullBuildDoes() {
        let live = Live(AccordPreview("P") {
            VStack(spacing: 0) { ForEach(0..<5, id: \.self) { Growing(n: $0) } }.frame(width: 100)
        })
        let y4 = live.laid[0].hosted.frame(of: "g4")!.minY
        XCTAssertEqual(live.tap("g1"), 1)
        XCTAssertEqual(live.laid[0].hosted.frame(of: "g1")?.height, 50)
        XCTAssertEqual(live.laid[0].hosted.frame(of: "g4")!.minY, y4 + 20, "VStack re-centred: +40 split over the top and bottom")
        let inPlace = live.frames
        live.full()
        XCTAssertEqual(live.frames, inPlace)
        // The tap responder (onTapGesture, added around the row's content) still works after the update.
        XCTAssertEqual(live.tap("g1"), 1)
        XCTAssertEqual(live.laid[0].hosted.frame(of: "g1")?.height, 10)
    }

    /// An `if` inside a row that flips: state below it goes, as a full build drops it.
    struct Toggling: View {
        @State var shown = true
        var body: some View {
            VStack {
                Button("flip") { shown.toggle() }.accessibilityIdentifier("flip")
                if shown { Inner() }
            }
        }
    }
    struct Inner: View {
        @State var count = 0
        var body: some View { Button("n \(count)") { count += 1 }.accessibilityIdentifier("inner") }
    }

    func testStateBelowAFlippedBranchStartsOverAfterAnUpdateInPlace() {
        let live = Live(AccordPreview("P") { Toggling() })
        XCTAssertEqual(live.tap("inner"), 1)
        XCTAssertTrue(live.texts().contains("Text(\"n 1\")"))
        XCTAssertNotNil(live.tap("flip"))
        XCTAssertNil(live.laid[0].hosted.frame(of: "inner"))
        XCTAssertNotNil(live.tap("flip"))
        XCTAssertTrue(live.texts().contains("Text(\"n 0\")"), "the inner view's identity left the tree: its state started over")
    }

    /// What per-view invalidation cannot see is built in full: a plain class's property.
    final class Model { var count = 0 }
    struct Plain: View {
        let model: Model
        var body: some View { Button("c \(model.count)") { model.count += 1 }.accessibilityIdentifier("plain") }
    }

    func testAViewHoldingAPlainObjectIsBuiltInFull() {
        let live = Live(AccordPreview("P") { Plain(model: Model()) })
        XCTAssertNil(live.tap("plain"), "a change to a plain object is not seen: the serve loop builds everything")
    }

    /// An `ObservableObject`'s `@Published` property: the bodies that read it are evaluated.
    final class Store: ObservableObject { @Published var items = [1, 2, 3] }
    struct Listing: View {
        @ObservedObject var store: Store
        var body: some View {
            VStack {
                Button("add") { store.items.append(store.items.count + 1) }.accessibilityIdentifier("add")
                Text("\(store.items.count) items")
            }
        }
    }

    func testAPublishedChangeReEvaluatesTheBodiesThatReadIt() {
        let live = Live(AccordPreview("P") { Listing(store: Store()) })
        let first = live.graph.bodyEvaluations
        // Listing's body read `items`: it is evaluated again with the views with a body it makes
        // (the Button's style), not the preview's screen around it.
        let again = live.tap("add")
        XCTAssertNotNil(again)
        XCTAssertLessThanOrEqual(again ?? 99, 2)
        XCTAssertLessThan(again ?? 99, first)
        XCTAssertTrue(live.texts().contains("Text(\"4 items\")"))
    }
}
