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
    typealias S = TestSupport

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

    // MARK: Inline and navigation-link pickers (Apple: InlinePickerStyle "each option is displayed
    // inline with other views in the current container"; NavigationLinkPickerStyle "a navigation
    // link that presents the options")

    func testAnInlinePickerInAFormIsOneRowPerOptionTheSelectedOneChecked() {
        let form = Form {
            Picker("Flavor", selection: .constant("Vanilla")) {
                ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0).accessibilityIdentifier($0) }
            }.pickerStyle(.inline)
        }
        XCTAssertEqual(S.texts(form), ["Chocolate", "Vanilla", "Strawberry"], "every option, no label")
        let h = S.host(form)
        let a = h.frame(of: "Chocolate"), b = h.frame(of: "Vanilla")
        XCTAssertEqual((b?.minY ?? 0) - (a?.minY ?? 0), 44, accuracy: 0.67, "one 44-point row each")
        // One visible checkmark, in the tint, beside the selected row.
        let marks = S.allItems(h.displayList().items).compactMap { item -> ImageDrawing? in
            if case .image(let i) = item, case .symbol("checkmark") = i.source { return i }
            return nil
        }
        XCTAssertEqual(marks.count, 1)
        XCTAssertEqual(marks.first?.tint, hex(blue))
        XCTAssertEqual(marks.first?.frame.midY ?? 0, b?.midY ?? -1, accuracy: 1)
    }

    func testAnInlinePickerOutsideAListIsTheWheel() {
        let h = S.host(Picker("Flavor", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.inline))
        XCTAssertTrue(h.pass.allNodes().contains { $0.label == "Picker (wheel)" })
    }

    func testANavigationLinkPickerIsADisclosureRowWithTheSelectedValue() {
        let form = Form {
            Picker("Size", selection: .constant(1)) { Text("Small").tag(0); Text("Medium").tag(1) }.pickerStyle(.navigationLink)
        }
        XCTAssertEqual(S.texts(form), ["Size", "Medium"])
        XCTAssertEqual(S.symbols(form), ["chevron.right"])
    }

    // MARK: Graphical date picker (the month calendar; rule: the Gregorian calendar — 1 November
    // 2023 was a Wednesday, the month has 30 days — in en_US, whose weeks start on Sunday)

    func testAGraphicalDatePickerDrawsTheSelectedMonth() {
        let nov14 = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
        let picker = DatePicker("Start", selection: .constant(nov14), displayedComponents: .date)
            .datePickerStyle(.graphical)
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        let texts = S.texts(picker)
        XCTAssertEqual(texts.first, "November 2023")
        XCTAssertEqual(Array(texts[1...7]), ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        XCTAssertEqual(Array(texts[8...]), (1...30).map(String.init), "every day once, no label")
        // Wednesday the 1st sits in the fourth column, the 14th (Tuesday) in the third.
        let h = S.host(picker.frame(width: 350))
        let frames = S.allItems(h.displayList().items).compactMap { item -> (String, CGRect)? in
            if case .text(let t) = item { return (t.request.runs.map(\.string).joined(), t.frame) }
            return nil
        }
        let wed = frames.first { $0.0 == "WED" }!.1, one = frames.first { $0.0 == "1" }!.1
        XCTAssertEqual(one.midX, wed.midX, accuracy: 0.5)
        // The selected day is drawn in the tint.
        let selected = S.allItems(h.displayList().items).compactMap { item -> RGBA? in
            if case .text(let t) = item, t.request.runs.map(\.string).joined() == "14" { return t.request.runs.first?.color ?? t.color }
            return nil
        }
        XCTAssertEqual(selected, [hex(blue)])
    }

    func testOtherDatePickerStylesStayCompact() {
        let d = Date(timeIntervalSince1970: 1_700_000_000)
        let compact = DatePicker("Start", selection: .constant(d), displayedComponents: .date)
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        XCTAssertEqual(S.texts(compact), ["Start", "Nov 14, 2023"])
        XCTAssertEqual(S.texts(compact.datePickerStyle(.compact)), ["Start", "Nov 14, 2023"])
        // `.wheel` is the columns of wheels now (WheelDatePickerTests).
        XCTAssertFalse(S.texts(compact.datePickerStyle(.wheel)).contains("Nov 14, 2023"))
    }

    func testADisabledToggleGreysItsLabel() {
        XCTAssertEqual(textColors(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true)), [hex(0x3C3C43, 0.3)])
        XCTAssertEqual(textColors(Toggle("Wi-Fi", isOn: .constant(true))), [RGBA(0, 0, 0)])
    }

    func testADisabledStepperGreysItsLabelAndBothHalves() {
        let stepper = Stepper("Count", value: .constant(2), in: 0...5).disabled(true)
        XCTAssertEqual(textColors(stepper), [hex(0x3C3C43, 0.3)])
        // Track, divider, minus, plus: the minus and plus both in .tertiaryLabel.
        XCTAssertEqual(Array(S.fillColors(stepper).suffix(2)), [hex(0x3C3C43, 0.3), hex(0x3C3C43, 0.3)])
        XCTAssertEqual(Array(S.fillColors(Stepper("Count", value: .constant(2), in: 0...5)).suffix(2)), [RGBA(0, 0, 0), RGBA(0, 0, 0)])
    }
}
