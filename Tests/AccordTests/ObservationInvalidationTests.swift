@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// `@Observable` models in the live preview (State/ViewGraph+Observation.swift): the macro is the
/// toolchain's own (Observation), and a change to a property re-evaluates only the bodies that
/// read it — WWDC23 "Discover Observation in SwiftUI": "SwiftUI will only update the views that
/// read the changed property" (a body that only passes the model on does not depend on it).
/// Expected counts come from that rule and the views below: each leaf body reads one property.
final class ObservationInvalidationTests: XCTestCase {
    typealias Live = InvalidationTests.Live

    override func tearDown() {
        Invalidation.active = nil
        TapRecorder.current = nil
    }

    @Observable final class Model {
        var count = 0
        var title = "Inbox"
        var items = Array(0..<1_000)
        var picks = Array(repeating: 0, count: 1_000)
    }

    struct CountView: View {
        let model: Model
        var body: some View { Text("Count \(model.count)") }
    }
    struct TitleView: View {
        let model: Model
        var body: some View { Text("Title \(model.title)") }
    }
    /// Passes the model on and changes it; reads nothing of it.
    struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                CountView(model: model)
                TitleView(model: model)
                Color.red.frame(width: 20, height: 20).onTapGesture { model.count += 1 }.accessibilityIdentifier("add")
                Color.blue.frame(width: 20, height: 20).onTapGesture { model.title += "!" }.accessibilityIdentifier("rename")
            }
        }
    }

    func testATapThatChangesOnePropertyReEvaluatesOnlyTheBodyThatReadsIt() {
        let model = Model()
        let live = Live(AccordPreview("P") { Screen(model: model) })
        XCTAssertEqual(live.tap("add"), 1, "only CountView read count")
        XCTAssertTrue(live.texts().contains("Text(\"Count 1\")"))
        XCTAssertEqual(live.tap("add"), 1, "still tracked after the first change")
        XCTAssertEqual(live.tap("rename"), 1, "only TitleView read title")
        XCTAssertTrue(live.texts().contains("Text(\"Count 2\")"))
        XCTAssertTrue(live.texts().contains("Text(\"Title Inbox!\")"))
        let inPlace = live.frames
        live.full()
        XCTAssertEqual(live.frames, inPlace, "laid out as a full build lays it out")
    }

    /// The model held as `@State` (iOS 17's idiom), a property read in a `ForEach` closure the
    /// body's primitives call (not in `body` itself).
    struct Owner: View {
        @State var model = Model()
        var body: some View {
            VStack {
                ForEach(0..<2, id: \.self) { i in Text("\(i): \(model.title)") }
                CountView(model: model)
                Color.red.frame(width: 20, height: 20).onTapGesture { model.title = "Sent" }.accessibilityIdentifier("rename")
            }
        }
    }

    struct Holder: View {
        var body: some View { VStack { Text("Owner:"); Owner() } }
    }

    func testAPropertyReadInAForEachClosureReEvaluatesTheBodyThatMadeIt() {
        let live = Live(AccordPreview("P") { Holder() })
        let bodies = live.tap("rename")
        XCTAssertNotNil(bodies, "an @Observable held in @State is followed in place")
        XCTAssertTrue(live.texts().contains("Text(\"1: Sent\")"))
        // Owner's body again, with the views that have a body it makes: its VStack (Accord builds a
        // stack through a body, which runs the ForEach's closure) and CountView; not Holder's.
        XCTAssertEqual(bodies, 3)
    }

    /// One row per element; each reads its own element of `picks`.
    struct Row: View {
        let model: Model
        let n: Int
        var body: some View {
            Text("Row \(n): \(model.picks[n])").onTapGesture { model.picks[n] += 1 }.accessibilityIdentifier("row\(n)")
        }
    }

    func testATapInAListReadingOneArrayReEvaluatesEveryRowThatReadIt() {
        // Observation tracks properties, not elements: every row read `picks`, so every row
        // depends on it (SwiftUI behaves the same: the fix is a model per row).
        let model = Model()
        let live = Live(AccordPreview("P") { List(0..<20, id: \.self) { Row(model: model, n: $0) } })
        XCTAssertEqual(live.tap("row3"), 20)
        XCTAssertTrue(live.texts().contains("Text(\"Row 3: 1\")"))
    }

    @Observable final class Item {
        var taps = 0
    }
    struct ItemRow: View {
        let item: Item
        let n: Int
        var body: some View {
            Text("Item \(n): \(item.taps)").onTapGesture { item.taps += 1 }.accessibilityIdentifier("item\(n)")
        }
    }

    func testATapInAThousandRowListOfObservableItemsReEvaluatesOneRow() {
        let items = (0..<1_000).map { _ in Item() }
        let live = Live(AccordPreview("P") { List(0..<1_000, id: \.self) { ItemRow(item: items[$0], n: $0) } })
        XCTAssertEqual(live.tap("item3"), 1, "only row 3 read item 3")
        XCTAssertTrue(live.texts().contains("Text(\"Item 3: 1\")"))
        XCTAssertEqual(live.tap("item5"), 1)
        print("measure invalidation: List of 1000 @Observable items — a tap in a row: 1 body")
    }
}
