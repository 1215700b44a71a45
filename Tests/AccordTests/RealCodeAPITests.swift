import Accord
import Foundation
import XCTest

/// APIs added for real SwiftUI files (issue 11): `visualEffect`, the older `Picker`/`Stepper`
/// initialisers, `Animatable`, `Angle` arithmetic, and formatting in the preview's locale.
/// Oracles: the rule stated in each test (geometry that follows from the frames; en_US's
/// formats as Apple documents them: "11/14/2023", "Nov 14, 2023", "$1,234.50").
final class RealCodeAPITests: XCTestCase {
    private func dump<V: View>(_ v: V, _ w: CGFloat, _ h: CGFloat) -> String {
        HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), textMeasurer: FixedMetricTextMeasurer())
            .displayList().description
    }
    private func frames<V: View>(_ v: V, _ w: CGFloat, _ h: CGFloat) -> String {
        HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), textMeasurer: FixedMetricTextMeasurer()).framesText()
    }

    /// The proxy is the view's own frame (the second 20×20 square of an HStack with spacing 0
    /// starts at x 20): an offset by its minX and a quarter of its height moves the drawing by
    /// (20, 5); its layout frame is unchanged.
    func testVisualEffectReadsTheViewsGlobalFrameAndMovesOnlyTheDrawing() {
        let v = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
                .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minX, y: proxy.size.height / 4) }
                .accessibilityIdentifier("blue")
        }
        let d = dump(v, 40, 20)
        XCTAssertTrue(d.contains("group transform [1.0 0.0 0.0 1.0 20.0 5.0]"), d)
        XCTAssertEqual(frames(v, 40, 20), "blue x:20.0–40.0 y:0.0–20.0 (20.0×20.0)")
    }

    /// Effects apply innermost first, each about the view's frame: a half turn about the
    /// centre (30, 10) maps x → 60 − x, y → 20 − y; opacity wraps it.
    func testVisualEffectChainsEffectsInOrder() {
        let v = Color.red.frame(width: 20, height: 20)
            .visualEffect { content, _ in content.rotationEffect(.degrees(180)).opacity(0.5) }
            .offset(x: 0)
        let d = dump(HStack(spacing: 0) { Color.clear.frame(width: 20, height: 20); v }, 40, 20)
        XCTAssertTrue(d.contains("group opacity 0.5"), d)
        XCTAssertTrue(d.contains("transform [-1.0 0.0 -0.0 -1.0 60.0 20.0]") || d.contains("transform [-1.0 0.0 0.0 -1.0 60.0 20.0]"), d)
    }

    /// `Picker(selection:label:content:)` (the older form) shows its label and the option tagged
    /// with the selection, like the current form.
    func testOlderPickerInitialiserLaysOutLikeTheCurrentOne() {
        let old = Picker(selection: .constant(1), label: Text("Size")) { Text("S").tag(0); Text("M").tag(1) }
        let new = Picker(selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) } label: { Text("Size") }
        XCTAssertEqual(dump(old, 200, 44), dump(new, 200, 44))
    }

    /// `Stepper(value:step:onEditingChanged:) { label }` is the same stepper as the current form.
    func testOlderStepperInitialiserLaysOutLikeTheCurrentOne() {
        let old = Stepper(value: .constant(2), step: 2, onEditingChanged: { _ in }) { Text("Count") }
        let new = Stepper(value: .constant(2), step: 2) { Text("Count") }
        XCTAssertEqual(dump(old, 200, 44), dump(new, 200, 44))
    }

    /// `TextField("…", text: $t) { onCommit }` (iOS 13 code; seen in ra1028/swiftui-atom-properties'
    /// example app, corpus4): the trailing closure is the `onCommit` callback of
    /// `init(_:text:onEditingChanged:onCommit:)`, whose `onEditingChanged` defaults as in SwiftUI,
    /// and the field is the same field as `init(_:text:)`'s.
    func testOlderTextFieldWithACommitClosureLaysOutLikeTheCurrentOne() {
        let old = TextField("Search", text: .constant(""), onCommit: {})
        let trailing = TextField("Search", text: .constant(""), onEditingChanged: { _ in }) {}
        let new = TextField("Search", text: .constant(""))
        XCTAssertEqual(dump(old, 200, 44), dump(new, 200, 44))
        XCTAssertEqual(dump(trailing, 200, 44), dump(new, 200, 44))
    }

    /// Angle arithmetic: `.degrees(90) / 2` is 45°, `2 * .degrees(10)` is 20°.
    func testAngleDivisionAndScaling() {
        XCTAssertEqual((Angle.degrees(90) / 2).degrees, 45, accuracy: 1e-9)
        XCTAssertEqual((2 * Angle.degrees(10)).degrees, 20, accuracy: 1e-9)
        var a = Angle.degrees(10); a += .degrees(5)
        XCTAssertEqual(a.degrees, 15, accuracy: 1e-9)
    }

    /// AnimatablePair interpolates both halves (the VectorArithmetic rule: self + (other − self) × t).
    func testAnimatablePairInterpolatesBothValues() {
        let p = AnimatablePair(0.0, 10.0).interpolated(towards: AnimatablePair(10.0, 20.0), amount: 0.5)
        XCTAssertEqual(p.first, 5); XCTAssertEqual(p.second, 15)
    }

    private let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC

    /// Accord formats in en_US (Xcode's previews), whatever the machine's locale (Linux's
    /// Foundation answers en_001: "14 Nov 2023", "US$1,234.50"): month-first abbreviated date,
    /// "$", a formatter left in its default locale included.
    func testAccordFormatsInThePreviewsLocaleNotTheMachines() {
        struct Row: View {
            let date: Date
            static let formatter: DateFormatter = {
                let f = DateFormatter()
                f.dateStyle = .medium
                f.timeZone = TimeZone(identifier: "UTC")
                return f
            }()
            var body: some View {
                VStack {
                    Text(1234.5, format: .currency(code: "USD"))
                    Text(date, formatter: Self.formatter)
                    Text("Due \(date, formatter: Self.formatter)")
                }
            }
        }
        let d = dump(Row(date: date), 300, 100)
        XCTAssertTrue(d.contains("\"$1,234.50\""), d)
        XCTAssertTrue(d.contains("\"Nov 14, 2023\""), d)
        XCTAssertTrue(d.contains("\"Due Nov 14, 2023\""), d)
        XCTAssertEqual(Row.formatter.locale, NSLocale.current, "the formatter's own locale is put back")
    }

    /// A style with its own locale keeps it.
    func testAnExplicitLocaleIsKept() {
        let d = dump(Text(1234.5, format: .number.locale(Locale(identifier: "de_DE"))), 200, 40)
        XCTAssertTrue(d.contains("1.234,5"), d)
    }

    /// Text(_:format:) and DatePicker take the environment's locale where they are built.
    func testTextFormatAndDatePickerUseTheEnvironmentsLocale() {
        struct Row: View {
            let date: Date
            var body: some View {
                VStack {
                    Text(1234.5, format: .number)
                    DatePicker("Day", selection: .constant(date), displayedComponents: .date)
                }
            }
        }
        let us = dump(Row(date: date), 300, 100)
        XCTAssertTrue(us.contains("1,234.5"), us)
        XCTAssertTrue(us.contains("Nov 14, 2023") || us.contains("Nov 15, 2023"), us)
        let de = dump(Row(date: date).environment(\.locale, Locale(identifier: "de_DE")), 300, 100)
        XCTAssertTrue(de.contains("1.234,5"), de)
        XCTAssertTrue(de.contains("14.11.2023") || de.contains("15.11.2023"), de)
    }
}
