import Foundation
import AccordLayout

/// A switch with a label.
///
/// Seed 004: `Toggle(_ title:isOn:)` exp/hug; `Toggle(isOn:label:)` exp/neu. The default
/// (`.switch`) style is `HStack { label; Spacer(); switch }`: the label leading, the switch
/// trailing, centred vertically. `.labelsHidden()` leaves the switch alone (hug/hug).
///
/// Metrics: the switch is `UISwitch`'s 51 × 31 (iOS 7–18; confident), its knob a white circle of
/// 27 inset by 2 with a soft shadow; on: the style's or environment's tint, else `.systemGreen`;
/// off: `.secondarySystemFill`.
/// `.toggleStyle(.button)`: a bordered-looking button (tinted background when on, borderless
/// when off, same insets either way so the size does not change).
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle bound to `isOn`, showing `label` (SwiftUI's `init(isOn:label:)`): label leading, switch trailing.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = buildStyled(ToggleStyleKey.self, ToggleStyleConfiguration(label: .init(base: AnyView(label)), isOn: isOn),
                                fallback: DefaultToggleStyle().box, ctx)
        // Live preview: a tap on the switch (not its label, as UISwitch) flips the binding.
        let isOn = self.isOn
        TapRecorder.register(nodes, preferring: .toggleSwitch,
                             TapResponder(kind: .action { _ in isOn.wrappedValue.toggle() }, name: "Toggle", wholeFrame: true), ctx.environment)
        return nodes
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a `ToggleStyle`'s configuration: drawn with the next style out (the
    /// default switch when there is none), as in SwiftUI.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized string key (SwiftUI's `init(_:isOn:)`).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    /// A toggle titled with a string (SwiftUI's `init(_:isOn:)`).
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Accord.Label<Text, Image> {
    /// A toggle whose label is a title and an SF Symbol (SwiftUI's `init(_:systemImage:isOn:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Accord.Label(titleKey, systemImage: systemImage) }
    }
    /// A toggle whose label is a string and an SF Symbol (SwiftUI's `init(_:systemImage:isOn:)`).
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Accord.Label(title, systemImage: systemImage) }
    }
}

/// The properties of a toggle, for a `ToggleStyle`.
public struct ToggleStyleConfiguration {
    /// The control's label, type-erased, as a style receives it.
    public struct Label: View, StyleConfigurationPart { let base: AnyView }
    /// The control's label.
    public let label: Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle shows a mixed state (never, here: Accord has no toggles over several bindings).
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// How a toggle looks (SwiftUI's `ToggleStyle`): a view made of its configuration.
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

extension ToggleStyle {
    var box: _StyleBox<ToggleStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<ToggleStyleConfiguration>() }

extension View {
    /// Sets the style of the toggles within (the innermost `.toggleStyle` wins).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        pushStyle(ToggleStyleKey.self, style.box)
    }
}

/// The toggle style a toggle has unless one is set: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The style (SwiftUI's `DefaultToggleStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggleBody(label: configuration.label, isOn: configuration.isOn, tint: nil)
    }
}

/// A switch: label leading, a 51×31 capsule trailing (SwiftUI's `SwitchToggleStyle`).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// A switch tinted with the environment's tint.
    public init() { tint = nil }
    /// A switch tinted `tint` when on.
    public init(tint: Color) { self.tint = tint }
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggleBody(label: configuration.label, isOn: configuration.isOn, tint: tint)
    }
}

/// A toggle drawn as a button, highlighted when on (SwiftUI's `ButtonToggleStyle`).
public struct ButtonToggleStyle: ToggleStyle {
    /// The style (SwiftUI's `ButtonToggleStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _Deferred { ctx in
            let env = ctx.environment
            let tint = tintStyle(env)
            let insets = _BuiltinButtonBody.insets(env.controlSize)
            let shape = _BuiltinButtonBody.shape(env)
            let bg: AnyShapeStyle = configuration.isOn ? AnyShapeStyle(tint.opacity(0.15)) : AnyShapeStyle(Color.clear)
            return AnyView(configuration.label
                .foregroundStyle(env.foregroundStyle ?? tint)
                .padding(insets)
                .background(bg, in: shape))
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The automatic toggle style (SwiftUI's `.automatic`).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch toggle style (SwiftUI's `.switch`).
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// The button toggle style (SwiftUI's `.button`).
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The switch style: label, flexible space, switch.
struct _SwitchToggleBody: View, PrimitiveView {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    let tint: Color?

    /// A disabled switch's opacity (*approximate*).
    static let disabledOpacity: Double = 0.5

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let on = isOn, tint = self.tint
        let knob = _ControlLeaf(label: "Toggle.switch", role: .toggleSwitch, behaviour: {
            IntrinsicBehaviour(ideal: ControlMetrics.switchSize, horizontal: .hug, vertical: .hug)
        }, draw: { frame, env, _ in
            let onColor = tint?.resolve(in: env) ?? env.tint.map { resolvedColor($0, env) } ?? SystemColors.switchOn.resolve(in: env)
            let track = on ? onColor : SystemColors.secondarySystemFill.resolve(in: env)
            let d = frame.height - 4
            let kx = on ? frame.maxX - 2 - d : frame.minX + 2
            let knobRect = CGRect(x: kx, y: frame.minY + 2, width: d, height: d)
            return [fillItem(Capsule().path(in: frame), track),
                    shadowed([fillItem(Path(ellipseIn: knobRect), RGBA(1, 1, 1))], radius: 2, y: 1.5, alpha: 0.2)]
        })
        // Disabled (`.disabled(true)`): the switch at half opacity and the label in
        // `.tertiaryLabel`, as iOS greys out a disabled row (*approximate*: UIKit's dimming).
        let enabled = ctx.environment.isEnabled
        let shownKnob = enabled ? AnyView(knob) : AnyView(knob.opacity(Self.disabledOpacity))
        let shownLabel = enabled ? AnyView(label) : AnyView(label.foregroundStyle(SystemColors.tertiaryLabel))
        let view: AnyView = ctx.environment[LabelsHiddenKey.self]
            ? shownKnob
            : AnyView(HStack { shownLabel; Spacer(); shownKnob })
        return Accord.makeNodes(view, ctx)
    }
}
