import Accord
import Foundation
import XCTest

/// Custom styles as SwiftUI defines them: each style's body is laid out as the control, the
/// innermost style modifier wins, styles reach nested controls through the environment, and a
/// body that rebuilds the control from its configuration gets the next style out. Numbers
/// follow from the fixed metrics (10 × 10 glyphs) and the paddings the test styles add.
final class StylesTests: XCTestCase {
    typealias S = TestSupport

    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(5).background(Color.orange, in: Capsule())
        }
    }
    struct PressAware: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.frame(width: configuration.isPressed ? 100 : 50)
        }
    }
    struct RoleAware: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.frame(width: configuration.role == .destructive ? 70 : 60)
        }
    }
    struct Wrapper: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(1)
        }
    }

    // MARK: ButtonStyle

    func testAButtonStyleBodyIsLaidOutAsTheButton() {
        // "OK" = 20 × 10, padded 5 on every side.
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(Pill())), CGSize(width: 30, height: 20))
    }

    func testAButtonIsAtRestInAStillFrame() {
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(PressAware())).width, 50)
    }

    func testTheRoleReachesTheButtonStyle() {
        XCTAssertEqual(S.size(Button("OK", role: .destructive) {}.buttonStyle(RoleAware())).width, 70)
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(RoleAware())).width, 60)
    }

    func testTheInnermostButtonStyleWins() {
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(Pill()).buttonStyle(.borderedProminent)), CGSize(width: 30, height: 20))
    }

    func testAButtonStyleReachesNestedButtonsThroughTheEnvironment() {
        let v = VStack(spacing: 0) {
            Button("OK") {}.accessibilityIdentifier("a")
            HStack { Button("OK") {}.accessibilityIdentifier("b") }
        }.buttonStyle(Pill())
        let h = S.host(v)
        XCTAssertEqual(h.frame(of: "a")?.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(h.frame(of: "b")?.size, CGSize(width: 30, height: 20))
    }

    func testButtonFromAConfigurationTakesTheNextStyleOut() {
        // Bordered: 12 × 7 insets around the 20 × 10 label (Button.swift's metrics), plus 1.
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(Wrapper()).buttonStyle(.bordered)), CGSize(width: 46, height: 26))
        // No style further out: the default (borderless: the label), plus 1.
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(Wrapper())), CGSize(width: 22, height: 12))
    }

    struct Triggering: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            let _ = configuration.trigger()
            configuration.label
        }
    }

    func testTriggerPerformsTheButtonsAction() {
        var ran = 0
        _ = S.size(Button("OK") { ran += 1 }.buttonStyle(Triggering()))
        XCTAssertEqual(ran, 1)
    }

    func testACustomButtonStyleLabelIsNotTinted() {
        // SwiftUI gives a custom ButtonStyle's label the ordinary foreground, not the accent.
        let tinted = S.host(Button("OK") {}).displayList().description
        let custom = S.host(Button("OK") {}.buttonStyle(PressAware())).displayList().description
        XCTAssertTrue(tinted.contains("#007aff"), tinted)
        XCTAssertFalse(custom.contains("#007aff"), custom)
    }

    // MARK: ToggleStyle

    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text(configuration.isOn ? "X" : "--")
                configuration.label
            }
        }
    }
    struct SwitchWrapper: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).padding(2)
        }
    }

    func testAToggleStyleReadsIsOnAndLabel() {
        XCTAssertEqual(S.size(Toggle("Wifi", isOn: .constant(true)).toggleStyle(Checkbox())), CGSize(width: 50, height: 10))
        XCTAssertEqual(S.size(Toggle("Wifi", isOn: .constant(false)).toggleStyle(Checkbox())), CGSize(width: 60, height: 10))
        XCTAssertEqual(S.texts(Toggle("Wifi", isOn: .constant(true)).toggleStyle(Checkbox())), ["X", "Wifi"])
    }

    func testToggleFromAConfigurationIsTheDefaultSwitch() {
        // The switch row takes the proposed width; UISwitch is 31 tall; plus 2 on each side.
        XCTAssertEqual(S.size(Toggle("Wifi", isOn: .constant(true)).toggleStyle(SwitchWrapper())), CGSize(width: 390, height: 35))
    }

    func testTheButtonToggleStyleMatchesABorderedButton() {
        XCTAssertEqual(S.size(Toggle("OK", isOn: .constant(true)).toggleStyle(.button)),
                       S.size(Button("OK") {}.buttonStyle(.bordered)))
    }

    // MARK: LabelStyle

    struct Vertical: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) { configuration.icon; configuration.title }
        }
    }
    struct Plus: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(3)
        }
    }

    func testALabelStyleArrangesIconAndTitle() {
        let icon = S.size(Image(systemName: "star"))
        let v = S.size(Label("Home", systemImage: "star").labelStyle(Vertical()))
        XCTAssertEqual(v, CGSize(width: max(icon.width, 40), height: icon.height + 10))
    }

    func testTheBuiltInLabelStylesKeepOneOrBothParts() {
        let icon = S.size(Image(systemName: "star"))
        XCTAssertEqual(S.size(Label("Home", systemImage: "star").labelStyle(.titleOnly)), CGSize(width: 40, height: 10))
        XCTAssertEqual(S.size(Label("Home", systemImage: "star").labelStyle(.iconOnly)), icon)
        XCTAssertEqual(S.size(Label("Home", systemImage: "star").labelStyle(.titleAndIcon)),
                       S.size(Label("Home", systemImage: "star")))
    }

    func testLabelFromAConfigurationTakesTheNextStyleOut() {
        XCTAssertEqual(S.size(Label("Home", systemImage: "star").labelStyle(Plus()).labelStyle(.titleOnly)), CGSize(width: 46, height: 16))
    }

    // MARK: ProgressViewStyle

    struct FractionText: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                configuration.label
                Text(configuration.fractionCompleted.map { "\(Int($0 * 100))" } ?? "nil")
            }
        }
    }
    struct Padded: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).padding(4)
        }
    }

    func testAProgressViewStyleGetsTheFractionAndLabel() {
        XCTAssertEqual(S.texts(ProgressView("Up", value: 25, total: 100).progressViewStyle(FractionText())), ["Up", "25"])
        XCTAssertEqual(S.texts(ProgressView().progressViewStyle(FractionText())), ["nil"])
    }

    func testProgressViewFromAConfigurationKeepsItsKind() {
        // A determinate bar (4 tall, full width) and a spinner (20 × 20), each padded by 4.
        XCTAssertEqual(S.size(ProgressView(value: 0.5).progressViewStyle(Padded())), CGSize(width: 390, height: 12))
        XCTAssertEqual(S.size(ProgressView().progressViewStyle(Padded())), CGSize(width: 28, height: 28))
        XCTAssertEqual(S.size(ProgressView(value: 0.5).progressViewStyle(Padded()).progressViewStyle(.circular)), CGSize(width: 28, height: 28))
    }

    func testBuiltInProgressStylesForceTheirLook() {
        XCTAssertEqual(S.size(ProgressView().progressViewStyle(.linear)), CGSize(width: 390, height: 4))
        XCTAssertEqual(S.size(ProgressView(value: 0.2).progressViewStyle(.circular)), CGSize(width: 20, height: 20))
    }

    func testTheSpinnerTakesTheTint() {
        // .red is #FF3B30 (UIKit's systemRed).
        let red = RGBA(1, 0x3B / 255.0, 0x30 / 255.0)
        XCTAssertTrue(S.fillColors(ProgressView().tint(.red)).contains(red))
        XCTAssertTrue(S.fillColors(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))).contains(red))
        XCTAssertFalse(S.fillColors(ProgressView()).contains(red))
    }

    // MARK: TextFieldStyle

    struct Outlined: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration.padding(12).background(RoundedRectangle(cornerRadius: 10).stroke(Color.gray, lineWidth: 1))
        }
    }

    func testATextFieldStyleBodyIsLaidOutAsTheField() {
        // The bare field takes the proposed width and is one field line tall — the body's leading,
        // 22 (TextFieldHeightTests), more than the 10-point test line —; 12 on every side.
        XCTAssertEqual(S.size(TextField("Email", text: .constant("")).textFieldStyle(Outlined())), CGSize(width: 390, height: 46))
        XCTAssertEqual(S.texts(TextField("Email", text: .constant("")).textFieldStyle(Outlined())), ["Email"])
    }

    func testTextFieldStylesReachSecureFieldsToo() {
        XCTAssertEqual(S.size(SecureField("Password", text: .constant("abc")).textFieldStyle(Outlined())), CGSize(width: 390, height: 46))
    }

    // MARK: GroupBoxStyle

    struct Card: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) { configuration.label; configuration.content }.padding(10)
        }
    }

    func testAGroupBoxStyleGetsLabelAndContent() {
        let v = GroupBox("Title") { Text("Body") }.groupBoxStyle(Card())
        XCTAssertEqual(S.size(v), CGSize(width: 70, height: 40))
        XCTAssertEqual(S.texts(v), ["Title", "Body"])
    }

    func testTheDefaultGroupBoxFillsWithSecondarySystemBackground() {
        // UIKit's .secondarySystemBackground, light: #F2F2F7.
        let fills = S.fillColors(GroupBox("Title") { Text("Body") })
        XCTAssertTrue(fills.contains(RGBA(0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0)), "\(fills)")
        XCTAssertEqual(S.texts(GroupBox("Title") { Text("Body") }), ["Title", "Body"])
    }

    // MARK: MenuStyle

    func testAMenuIsDrawnAsItsLabelInTheButtonStyle() {
        let menu = Menu("Sort") { Button("Name") {}; Button("Date") {} }
        XCTAssertEqual(S.size(menu), CGSize(width: 40, height: 10))
        XCTAssertEqual(S.texts(menu), ["Sort"])
        XCTAssertEqual(S.size(menu.menuStyle(.button).buttonStyle(.bordered)), S.size(Button("Sort") {}.buttonStyle(.bordered)))
    }

    struct Boxed: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).padding(5)
        }
    }

    func testMenuFromAConfigurationTakesTheNextStyleOut() {
        XCTAssertEqual(S.size(Menu("Sort") { Button("Name") {} }.menuStyle(Boxed())), CGSize(width: 50, height: 20))
    }

    // MARK: GaugeStyle

    struct ValueText: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                configuration.label
                Text("\(Int((configuration.value * 100).rounded()))")
                configuration.currentValueLabel
            }
        }
    }

    func testAGaugeStyleGetsTheValueAsAFraction() {
        let g = Gauge(value: 72, in: 0...100) { Text("B") } currentValueLabel: { Text("c") }
        XCTAssertEqual(S.texts(g.gaugeStyle(ValueText())), ["B", "72", "c"])
        let low = Gauge(value: 10, in: 20...30) { Text("B") }
        XCTAssertEqual(S.texts(low.gaugeStyle(ValueText())), ["B", "0"])
    }

    func testTheDefaultGaugeTakesTheProposedWidth() {
        let g = Gauge(value: 0.5) { Text("Level") }
        XCTAssertEqual(S.size(g).width, 390)
        XCTAssertEqual(S.size(g, ProposedViewSize(width: 200, height: 500)).width, 200)
        XCTAssertEqual(S.texts(g), ["Level"])
    }

    func testTheCircularGaugeIsASquareThatHugs() {
        let g = Gauge(value: 0.5) { Text("L") }.gaugeStyle(.accessoryCircular)
        let s = S.size(g)
        XCTAssertEqual(s.width, s.height)
        XCTAssertEqual(S.size(g, ProposedViewSize(width: 300, height: 300)), s)
        XCTAssertLessThan(s.width, 100)
    }
}
