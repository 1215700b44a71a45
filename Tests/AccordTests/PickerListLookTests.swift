import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordText

/// Menu and wheel pickers and navigation rows as iOS 17 draws them (Picker+Styles.swift,
/// List+Rows.swift). The display list pins what is drawn.
final class PickerListLookTests: XCTestCase {
    func host<V: View>(_ v: V, _ size: CGSize = CGSize(width: 393, height: 852)) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(size), canvas: size, textMeasurer: PangoTextSystem.shared)
    }
    func flat(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in if case .group(let g) = item { return flat(g.items) } else { return [item] } }
    }
    func symbols(_ h: HostedLayout) -> [String] {
        flat(h.displayList().items).compactMap { if case .image(let i) = $0, case .symbol(let n) = i.source { return n } else { return nil } }
    }
    func texts(_ h: HostedLayout) -> [String] {
        flat(h.displayList().items).compactMap { if case .text(let t) = $0 { return t.request.runs.map(\.string).joined() } else { return nil } }
    }

    struct Flavours: View {
        @State var flavour = 1
        var body: some View {
            Picker("Flavour", selection: $flavour) {
                Text("Vanilla").tag(0); Text("Chocolate").tag(1); Text("Strawberry").tag(2)
            }
            .accessibilityIdentifier("picker")
        }
    }

    /// HIG, Pickers: outside a list a menu picker is a button showing its value (no label).
    func testAMenuPickerOutsideAListIsACompactButtonWithTheChevrons() throws {
        let h = host(VStack { Flavours() })
        XCTAssertEqual(symbols(h), ["chevron.up.chevron.down"])
        XCTAssertEqual(texts(h), ["Chocolate"], "the value only, not the label")
        let f = try XCTUnwrap(h.frame(of: "picker"))
        XCTAssertLessThan(f.width, 200, "it hugs its content")
        XCTAssertEqual(f.midX, 393 / 2, accuracy: 0.5)
    }

    func testAMenuPickerInAFormRowShowsItsLabelThenTheValueInTheSecondaryColour() {
        let h = host(Form { Flavours() })
        XCTAssertEqual(symbols(h), ["chevron.up.chevron.down"])
        XCTAssertEqual(texts(h).sorted(), ["Chocolate", "Flavour"])
        let value = flat(h.displayList().items).compactMap { item -> TextDrawing? in
            if case .text(let t) = item, t.request.runs.first?.string == "Chocolate" { return t } else { return nil }
        }.first
        XCTAssertLessThan(value?.color.a ?? 1, 1, "secondary label: translucent grey")
    }

    /// UIKit: a UIPickerView is 216 points tall; the selected option sits in the middle.
    func testAWheelPickerIsADrum216PointsTallWithTheSelectionCentred() throws {
        let h = host(VStack { Flavours().pickerStyle(.wheel) })
        let f = try XCTUnwrap(h.frame(of: "picker"))
        XCTAssertEqual(f.height, 216, accuracy: 0.01)
        let chosen = flat(h.displayList().items).compactMap { item -> CGRect? in
            if case .text(let t) = item, t.request.runs.first?.string == "Chocolate" { return t.frame } else { return nil }
        }.first
        XCTAssertEqual(try XCTUnwrap(chosen).midY, f.midY, accuracy: 1)
        XCTAssertEqual(Set(texts(h)), ["Vanilla", "Chocolate", "Strawberry"])
    }

    func testANavigationLinkInAListRowHasADisclosureChevronAndNotElsewhere() {
        let inList = host(NavigationStack { List { NavigationLink("Privacy") { Text("P") } } })
        XCTAssertEqual(symbols(inList), ["chevron.right"])
        let alone = host(NavigationStack { VStack { NavigationLink("Privacy") { Text("P") } } })
        XCTAssertEqual(symbols(alone), [])
    }

    /// iOS aligns a row's separator with its text, not its icon
    /// (`HorizontalAlignment.listRowSeparatorLeading`, which a Label sets at its title).
    func testTheSeparatorUnderALabelRowStartsAtItsTitle() throws {
        let h = host(List {
            Label("Profile", systemImage: "person.crop.circle").accessibilityIdentifier("row")
            Text("Notifications")
        })
        let title = try XCTUnwrap(flat(h.displayList().items).compactMap { item -> CGRect? in
            if case .text(let t) = item, t.request.runs.first?.string == "Profile" { return t.frame } else { return nil }
        }.first)
        let row = try XCTUnwrap(h.frame(of: "row"))
        // Hairlines: 1-pixel fills just under the first row.
        let hairlines = flat(h.displayList().items).compactMap { item -> CGRect? in
            if case .fill(let p, _, _) = item { let b = p.boundingRect; return b.height < 1 && b.width > 100 ? b : nil } else { return nil }
        }
        let under = try XCTUnwrap(hairlines.min { abs($0.minY - row.maxY) < abs($1.minY - row.maxY) })
        XCTAssertEqual(under.minX, title.minX, accuracy: 0.5)
        XCTAssertGreaterThan(under.minX, row.minX + 20, "not at the icon")
    }
}
