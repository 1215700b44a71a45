import XCTest
@testable import Accord
import AccordLayout

/// Apple's documentation of `View.tag(_:includeOptional:)`: "A ForEach automatically applies a
/// default tag to each enumerated view using the id parameter of the corresponding element. If
/// the element's id parameter and the picker's selection input have exactly the same type, or
/// the same type but optional, you can omit the explicit tag modifier." A menu-style Picker
/// shows only its selected option, so the option left in the frames is the selected one.
final class ImplicitTagTests: XCTestCase {
    struct Fruit: Identifiable { let id: String }
    let fruits = [Fruit(id: "apple"), Fruit(id: "pear"), Fruit(id: "plum")]

    func shown<V: View>(_ v: V) -> [String] {
        let hosted = HostedLayout(v, proposal: ProposedViewSize(width: 300, height: 100), textMeasurer: FixedMetricTextMeasurer())
        return hosted.framesText().split(separator: "\n").map { String($0.split(separator: " ")[0]) }
    }

    func testAPickerOverForEachOfARangeSelectsTheRowWhoseIndexIsTheSelection() {
        let v = Picker("Size", selection: .constant(2)) {
            ForEach(0..<3) { i in Text("option \(i)").accessibilityIdentifier("o\(i)") }
        }
        XCTAssertEqual(shown(v), ["o2"])
    }

    func testAPickerOverIdentifiableDataSelectsTheRowWhoseIdIsTheSelection() {
        let v = Picker("Fruit", selection: .constant("pear")) {
            ForEach(fruits) { f in Text(f.id).accessibilityIdentifier(f.id) }
        }
        XCTAssertEqual(shown(v), ["pear"])
    }

    func testAnOptionalSelectionMatchesTheImplicitTagsToo() {
        let v = Picker("Size", selection: .constant(Optional(1))) {
            ForEach(0..<3) { i in Text("option \(i)").accessibilityIdentifier("o\(i)") }
        }
        XCTAssertEqual(shown(v), ["o1"])
    }

    func testAnExplicitTagWinsOverTheImplicitOne() {
        let names = ["S", "M", "L"]
        let v = Picker("Size", selection: .constant("M")) {
            ForEach(0..<3) { i in Text(names[i]).tag(names[i]).accessibilityIdentifier(names[i]) }
        }
        XCTAssertEqual(shown(v), ["M"])
    }

    func testASegmentedPickerRaisesTheImplicitlyTaggedSegment() {
        let v = Picker("Size", selection: .constant(2)) {
            ForEach(0..<3) { i in Text("option \(i)") }
        }.pickerStyle(.segmented)
        let hosted = HostedLayout(v, proposal: ProposedViewSize(width: 300, height: 100), textMeasurer: FixedMetricTextMeasurer())
        let segments = hosted.pass.allNodes().filter { $0.label == "segment" }
        XCTAssertEqual(segments.count, 3)
        // Only the selected segment draws the raised card.
        XCTAssertEqual(segments.map { $0.drawing != nil }, [false, false, true])
    }
}

/// A segmented control draws a separator between neighbouring segments except beside the
/// selected one (UISegmentedControl; issue 20's device screenshots show them, Accord drew none).
final class SegmentedSeparatorTests: XCTestCase {
    func testSeparatorsAreDrawnBetweenUnselectedNeighboursOnly() {
        let v = Picker("Size", selection: .constant(0)) {
            ForEach(0..<4) { i in Text("option \(i)") }
        }.pickerStyle(.segmented)
        let hosted = HostedLayout(v, proposal: ProposedViewSize(width: 400, height: 100), textMeasurer: FixedMetricTextMeasurer())
        let track = hosted.pass.allNodes().first { $0.label == "SegmentedControl" }!
        let frame = hosted.pass.pixelFrame(track)
        let items = track.drawing!.content!(track, frame, hosted.pass.context)
        // The track, then separators at 2/4 and 3/4 of the width (not at 1/4: beside segment 0).
        XCTAssertEqual(items.count, 3)
    }
}
