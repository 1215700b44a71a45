import XCTest
import Foundation
@testable import Accord
import AccordLayout

/// One style mechanism for every control (issue 19): `List` and `Picker` take their body from
/// the style in the environment (`_makeBody(configuration:)`), as `Button`, `Toggle`, `Label`,
/// `ProgressView` and `TextField` do — no kind tag. Numbers come from `ControlMetrics`, where
/// each has its source.
final class StyleMechanismTests: XCTestCase {
    typealias S = TestSupport

    /// A row's text starts at the card's margin plus the row's leading inset in inset-grouped
    /// lists (ControlMetrics: UIKit's 16-pt compact-width margin + the 20-pt row inset), at the
    /// row inset alone in plain ones.
    func testAListTakesItsLookFromTheInnermostListStyle() throws {
        let insetX = ControlMetrics.insetGroupedListMargin + ControlMetrics.listRowInsets.leading
        let plainX = ControlMetrics.listRowInsets.leading
        let automatic = S.host(List { Text("A").accessibilityIdentifier("a") })
        XCTAssertEqual(try XCTUnwrap(automatic.frame(of: "a")).minX, insetX, accuracy: 0.01)
        let plain = S.host(VStack { List { Text("A").accessibilityIdentifier("a") }.listStyle(.plain) }.listStyle(.insetGrouped))
        XCTAssertEqual(try XCTUnwrap(plain.frame(of: "a")).minX, plainX, accuracy: 0.01, "the innermost style wins")
        let grouped = S.host(List { Text("A").accessibilityIdentifier("a") }.listStyle(GroupedListStyle()))
        XCTAssertEqual(try XCTUnwrap(grouped.frame(of: "a")).minX, plainX, accuracy: 0.01, "grouped cards are full width")
    }

    /// A row is at least `defaultMinListRowHeight`, 44 (ControlMetrics.listMinRowHeight: UIKit's
    /// default row height and the HIG's least tap target).
    func testAListRowIsAtLeastTheTablesMinimumRowHeight() throws {
        let h = S.host(List { Text("A").accessibilityIdentifier("a") }.listStyle(.plain))
        let a = try XCTUnwrap(h.frame(of: "a"))
        // A one-line fixed-metric text is 10 tall, centred in the 44-pt row that starts at 0.
        XCTAssertEqual(a.midY, ControlMetrics.listMinRowHeight / 2, accuracy: 0.01)
    }

    /// A row's content is offered the row less 4 above and 4 below: lunij/netbob's ListView
    /// snapshot (swift-snapshot-testing, iOS 17/18 simulator at 3×, 2024) draws a row whose content
    /// is an HStack holding a flexible bar 44 tall with its bar 36, 4.0 below the row's top; its
    /// Settings snapshot draws a Toggle row 44 tall (31 + 4 + 4 < 44). ControlMetrics.listRowInsets.
    func testARowsContentIsOfferedTheRowLessFourAboveAndBelow() throws {
        let h = S.host(List {
            HStack {
                RoundedRectangle(cornerRadius: 5).frame(width: 6).accessibilityIdentifier("bar")
                VStack(alignment: .leading, spacing: 4) { Text("GET 200"); Text("http://fake.abc") }
            }
            Toggle("Enabled", isOn: .constant(true)).accessibilityIdentifier("toggle")
        }.listStyle(.plain))
        let bar = try XCTUnwrap(h.frame(of: "bar"))
        XCTAssertEqual(bar.minY, 4, accuracy: 0.01)
        XCTAssertEqual(bar.height, 36, accuracy: 0.01)
        let toggle = try XCTUnwrap(h.frame(of: "toggle"))
        XCTAssertEqual(toggle.height, 31, accuracy: 0.01)
        XCTAssertEqual(toggle.midY, 44 + 44 / 2, accuracy: 0.34)
    }

    /// A Form is inset grouped whatever list style is set (SwiftUI's automatic form style on iOS).
    func testAFormIgnoresTheListStyle() throws {
        let h = S.host(Form { Text("A").accessibilityIdentifier("a") }.listStyle(.plain))
        XCTAssertEqual(try XCTUnwrap(h.frame(of: "a")).minX,
                       ControlMetrics.insetGroupedListMargin + ControlMetrics.listRowInsets.leading, accuracy: 0.01)
    }

    /// The segmented style's body is UISegmentedControl's 32-pt control (ControlMetrics).
    func testASegmentedPickerIsTheSegmentedControlsHeight() throws {
        struct Choice: View {
            @State var n = 0
            var body: some View {
                Picker("N", selection: $n) { Text("One").tag(0); Text("Two").tag(1) }
                    .pickerStyle(.segmented).accessibilityIdentifier("p")
            }
        }
        let f = try XCTUnwrap(S.host(Choice()).frame(of: "p"))
        XCTAssertEqual(f.height, ControlMetrics.segmentedControlHeight, accuracy: 0.01)
        XCTAssertEqual(f.width, S.canvas.width, accuracy: 0.01, "full width")
        // (The segments' titles at 13 points: "Segmented buttons: 13pt", Erik D. Kennedy's iOS 15
        // font size guidelines, learnui.design; ControlMetrics.segmentedFontSize.)
        let sizes = S.allItems(S.host(Choice()).displayList().items).compactMap { item -> CGFloat? in
            if case .text(let t) = item, let run = t.request.runs.first, ["One", "Two"].contains(run.string) { return run.font.size }
            return nil
        }
        XCTAssertEqual(sizes, [13, 13])
    }

    /// The mechanism is open: a style written outside Accord's built-ins (here one that lays the
    /// options out as the wheel does, through the public `.wheel` style) is used as given.
    func testAPickerStyleBuiltOnAnotherStyleIsUsed() throws {
        struct Drum: PickerStyle {
            func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView {
                WheelPickerStyle()._makeBody(configuration: configuration)
            }
        }
        struct Choice: View {
            @State var n = 0
            var body: some View {
                Picker("N", selection: $n) { Text("One").tag(0); Text("Two").tag(1) }
                    .pickerStyle(Drum()).accessibilityIdentifier("p")
            }
        }
        let f = try XCTUnwrap(S.host(VStack { Choice() }).frame(of: "p"))
        XCTAssertEqual(f.height, ControlMetrics.wheelHeight, accuracy: 0.01, "UIPickerView's 216")
    }

    /// A list style written outside the built-ins is used as given.
    func testAListStyleBuiltOnAnotherStyleIsUsed() throws {
        struct Flat: ListStyle {
            func _makeBody(configuration: _ListStyleConfiguration) -> AnyView { PlainListStyle()._makeBody(configuration: configuration) }
        }
        let h = S.host(List { Text("A").accessibilityIdentifier("a") }.listStyle(Flat()))
        XCTAssertEqual(try XCTUnwrap(h.frame(of: "a")).minX, ControlMetrics.listRowInsets.leading, accuracy: 0.01)
    }
}
