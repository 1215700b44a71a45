@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// How control styles look at a glance (issue 14): disabled buttons greyed out, label icons
/// tinted in list rows, a plain list's background under a transparent navigation bar.
///
/// Colours are UIKit's dynamic system colours (Apple, UI Element Colors): `.tertiaryLabel`
/// #3C3C43 at 30 %, `.tertiarySystemFill` #767680 at 12 %, `.systemBlue` #007AFF (the default
/// accent colour), `.systemGroupedBackground` #F2F2F7.
final class ControlStyleFidelityTests: XCTestCase {
    typealias S = StyleTestSupport

    func hex(_ v: Int, _ a: Double = 1) -> RGBA { RGBA(Double(v >> 16) / 255, Double((v >> 8) & 0xFF) / 255, Double(v & 0xFF) / 255, a) }
    let blue = 0x007AFF

    func textColors<V: View>(_ v: V) -> [RGBA] {
        S.allItems(S.host(v).displayList().items).compactMap { item in
            if case .text(let t) = item { return t.request.runs.first?.color ?? t.color }
            return nil
        }
    }
    func symbolTints<V: View>(_ v: V) -> [RGBA] {
        S.allItems(S.host(v).displayList().items).compactMap { item in
            if case .image(let i) = item, case .symbol = i.source { return i.tint }
            return nil
        }
    }

    func testADisabledProminentButtonIsGreyedOut() {
        let button = Button("Buy") {}.buttonStyle(.borderedProminent).disabled(true)
        XCTAssertEqual(S.fillColors(button), [hex(0x767680, 0.12)], "the fill is .tertiarySystemFill, not the tint")
        XCTAssertEqual(textColors(button), [hex(0x3C3C43, 0.3)], "the title is .tertiaryLabel, not white")
    }

    func testAnEnabledProminentButtonKeepsItsTint() {
        let button = Button("Buy") {}.buttonStyle(.borderedProminent)
        XCTAssertEqual(S.fillColors(button), [hex(blue)])
        XCTAssertEqual(textColors(button), [RGBA(1, 1, 1)])
    }

    func testADisabledBorderlessButtonLosesItsTint() {
        XCTAssertEqual(textColors(Button("Edit") {}.disabled(true)), [hex(0x3C3C43, 0.3)])
        XCTAssertEqual(textColors(Button("Edit") {}), [hex(blue)])
        // Disabled wins over the destructive red too.
        XCTAssertEqual(textColors(Button("Delete", role: .destructive) {}.buttonStyle(.bordered).disabled(true)), [hex(0x3C3C43, 0.3)])
    }

    func testALabelsIconIsTintedInAListRowOnly() {
        XCTAssertEqual(symbolTints(List { Label("Wi-Fi", systemImage: "wifi") }), [hex(blue)])
        XCTAssertEqual(symbolTints(Label("Wi-Fi", systemImage: "wifi")), [RGBA(0, 0, 0)], "outside a list: the label colour")
        XCTAssertEqual(symbolTints(List { Label("Wi-Fi", systemImage: "wifi").foregroundStyle(.red) }), [hex(0xFF3B30)],
                       "a foreground style set on the label wins")
    }

    func testAPlainListsNavigationBarIsNotGroupedGrey() {
        let grey = hex(0xF2F2F7)
        let plain = NavigationStack { List { Text("Row") }.listStyle(.plain).navigationTitle("T") }
        let grouped = NavigationStack { List { Text("Row") }.navigationTitle("T") }
        func barFill<V: View>(_ v: V) -> Int {
            let h = ScreenAssembly.hosted(v, textMeasurer: FixedMetricTextMeasurer())
            return S.allItems(h.displayList().items).filter { item in
                if case .fill(_, .color(let c), _) = item { return c == grey }
                return false
            }.count
        }
        XCTAssertEqual(barFill(plain), 0, "a plain list is white under a transparent bar")
        XCTAssertGreaterThan(barFill(grouped), 0)
    }
}
