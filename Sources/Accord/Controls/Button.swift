import Foundation
import AccordLayout

/// What a button does, as far as its look goes.
public struct ButtonRole: Hashable, Sendable {
    let raw: Int
    /// Drawn in red.
    public static let destructive = ButtonRole(raw: 1)
    /// A button that cancels an operation (SwiftUI's `.cancel`).
    public static let cancel = ButtonRole(raw: 2)
}

/// A control that performs an action: in a still frame the action never runs; in the live
/// preview (`accord preview`) a tap on the button runs it.
///
/// Seed 004: neu/neu — a button is its label, as styled by `.buttonStyle(_:)`:
/// - `.automatic` (iOS's default, borderless) and `.borderless`: the label in the tint colour
///   (red for `.destructive`); a `.foregroundStyle` set around the button wins over the tint.
/// - `.plain`: the label as is.
/// - `.bordered`: the label in the tint, padded, on a rounded rectangle of the tint at 15 %
///   opacity (*guess* for the opacity).
/// - `.borderedProminent`: white label, padded, on a rounded rectangle of the tint.
/// Bordered insets by control size (vertical × horizontal): regular 7 × 12 (a body-text
/// bordered button is 34.33 pt tall on iOS 15–18; fairly confident), large 14 × 20 (≈ 50 tall;
/// *guess*), small 5 × 10, mini 3 × 8, extraLarge 18 × 24 (*guesses*). Small and mini controls set
/// `.subheadline` / `.footnote` text when no font is set (*guess*). Corner radius 6, 12 for large
/// and above (*guess*), or `.buttonBorderShape(_:)`.
/// Disabled (`.disabled(true)`): the label in `.tertiaryLabel` instead of the tint or white, and a
/// bordered button's fill `.tertiarySystemFill` instead of the tint (iOS greys a disabled
/// button out: UIButton's filled and tinted configurations; *approximate* colours).
public struct Button<Label: View>: View, PrimitiveView {
    let role: ButtonRole?
    let label: Label
    let action: () -> Void

    /// A button that calls `action` when tapped, showing `label` (SwiftUI's `init(action:label:)`).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        role = nil
        self.label = label()
        self.action = action
    }
    /// A button with a role (`.destructive` draws its label in red) that calls `action` (SwiftUI's `init(role:action:label:)`).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.label = label()
        self.action = action
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        // The live preview: pressed while the pointer is down on it (Preview/PreviewServer+Press.swift).
        let path = ctx.path.components
        let pressed = TapRecorder.current != nil && LivePress.isPressed(path)
        let styled = pressed ? ctx.with { $0[ButtonPressedKey.self] = true } : ctx
        let nodes = buildStyled(ButtonStyleKey.self, ButtonStyleInput(label: AnyView(label), role: role, action: action),
                                fallback: DefaultButtonStyle().box, styled)
        let action = self.action
        // An alert's or dialog's button dismisses it after its action, as SwiftUI's do.
        let dismiss = ctx.environment[PresentationButtonDismissKey.self]
        var responder = TapResponder(kind: .action { _ in action(); dismiss?() }, name: "Button")
        responder.press = path
        TapRecorder.register(nodes, responder, ctx.environment)
        // Inside a menu being collected (the live preview): a row of the menu.
        ctx.environment[MenuCollectorKey.self]?.add(nodes, role: role, action: action)
        return nodes
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button from a `PrimitiveButtonStyle`'s configuration: drawn with the next style out
    /// (the default one when there is none), as in SwiftUI.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension Button where Label == Text {
    /// A button titled with a localized string key (SwiftUI's `init(_:action:)`).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button titled with a string (SwiftUI's `init(_:action:)`).
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A titled button with a role (SwiftUI's `init(_:role:action:)`).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button titled with a string, with a role (SwiftUI's `init(_:role:action:)`).
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Accord.Label<Text, Image> {
    /// A button whose label is a title and an SF Symbol (SwiftUI's `init(_:systemImage:action:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Accord.Label(titleKey, systemImage: systemImage) }
    }
    /// A button whose label is a string and an SF Symbol (SwiftUI's `init(_:systemImage:action:)`).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Accord.Label(title, systemImage: systemImage) }
    }
    /// A button with a title, an SF Symbol and a role (SwiftUI's `init(_:systemImage:role:action:)`).
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Accord.Label(title, systemImage: systemImage) }
    }
    /// A button whose label is a title and a named image (SwiftUI's `init(_:image:action:)`).
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(action: action) { Accord.Label(titleKey, image: image) }
    }
    /// A button with a title, an SF Symbol and a role (SwiftUI's `init(_:systemImage:role:action:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Accord.Label(titleKey, systemImage: systemImage) }
    }
}

struct ButtonStyleInput {
    let label: AnyView
    let role: ButtonRole?
    let action: () -> Void
}

// MARK: Styles

/// The properties of a button, for a custom `ButtonStyle`.
public struct ButtonStyleConfiguration {
    /// The button's label.
    public struct Label: View, StyleConfigurationPart { let base: AnyView }
    /// The button's role (nil: none).
    public let role: ButtonRole?
    /// The control's label.
    public let label: Label
    /// Whether the button is pressed: while the pointer is down on it in the live preview; false
    /// in a still frame (a button at rest).
    public let isPressed: Bool
}

/// A style that restyles a button's label (`makeBody` gets the label).
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, for a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    /// The control's label, type-erased, as a style receives it.
    public struct Label: View, StyleConfigurationPart { let base: AnyView }
    /// The button's role (nil: none).
    public let role: ButtonRole?
    /// The control's label.
    public let label: Label
    let action: () -> Void
    /// Performs the button's action (in the live preview; never in a still frame).
    public func trigger() { action() }
}

/// A style that defines a button entirely (the built-in styles are these).
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension ButtonStyle {
    var box: _StyleBox<ButtonStyleInput> {
        _StyleBox { input in
            AnyView(self.makeBody(configuration: ButtonStyleConfiguration(
                role: input.role, label: .init(base: AnyView(input.label.transformEnvironment { $0[ButtonPressedKey.self] = false })),
                isPressed: EnvironmentValues.current[ButtonPressedKey.self])))
        }
    }
}

extension PrimitiveButtonStyle {
    var box: _StyleBox<ButtonStyleInput> {
        _StyleBox { input in
            AnyView(self.makeBody(configuration: PrimitiveButtonStyleConfiguration(
                role: input.role, label: .init(base: input.label), action: input.action)))
        }
    }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<ButtonStyleInput>() }
struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension View {
    /// Sets the style of the buttons within (the innermost `.buttonStyle` wins).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        pushStyle(ButtonStyleKey.self, style.box)
    }
    /// Sets a style that restyles the label of the buttons within.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        pushStyle(ButtonStyleKey.self, style.box)
    }
    /// The shape of bordered buttons inside (SwiftUI's `buttonBorderShape(_:)`).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        transformEnvironment { $0[ButtonBorderShapeKey.self] = shape }
    }
}

/// The shape of bordered buttons.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
    /// The style's default shape (a rounded rectangle on iOS).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: fully rounded ends.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the platform's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle of corner radius `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

enum BuiltinButtonKind: Equatable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent
    /// iOS 26's glass styles (GlassEffect.swift): laid out as the bordered ones, in a capsule.
    case glass(Glass), glassProminent
    var isGlass: Bool {
        switch self {
        case .glass, .glassProminent: return true
        default: return false
        }
    }
}

/// The body of the built-in styles, resolved against the environment of the button.
struct _BuiltinButtonBody: View, PrimitiveView {
    let kind: BuiltinButtonKind
    let label: AnyView
    let role: ButtonRole?

    /// Bordered insets for a control size (ControlMetrics, with their sources).
    static func insets(_ size: ControlSize) -> EdgeInsets { ControlMetrics.borderedButtonInsets(size) }

    static func shape(_ env: EnvironmentValues) -> AnyShape {
        let size = env.controlSize
        let standard = ControlMetrics.borderedButtonCornerRadius(size)
        switch env[ButtonBorderShapeKey.self].kind {
        case .automatic: return AnyShape(RoundedRectangle(cornerRadius: standard))
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        case .roundedRectangle(let r): return AnyShape(RoundedRectangle(cornerRadius: r ?? standard))
        }
    }

    /// While the pointer is down on the button (the live preview), the whole button is drawn
    /// faded as iOS highlights it (LivePress.opacity).
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = makeUnpressedNodes(ctx)
        guard ctx.environment[ButtonPressedKey.self] else { return nodes }
        return Accord.makeNodes(_BuiltNodes(nodes: nodes).opacity(LivePress.opacity(kind == .plain)), ctx)
    }

    func makeUnpressedNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let env = ctx.environment
        let destructive = role == .destructive
        let disabled = !env.isEnabled
        let tint: AnyShapeStyle = disabled ? AnyShapeStyle(SystemColors.tertiaryLabel)
            : destructive ? AnyShapeStyle(Color.red) : tintStyle(env)
        let view: AnyView
        switch kind {
        case .plain:
            view = label
        case .automatic, .borderless:
            let fg = disabled || destructive ? tint : (env.foregroundStyle ?? tint)
            view = AnyView(label.foregroundStyle(fg))
        case .bordered, .borderedProminent, .glass, .glassProminent:
            let prominent = kind == .borderedProminent || kind == .glassProminent
            let fg: AnyShapeStyle = disabled ? tint : prominent ? AnyShapeStyle(Color.white)
                : (destructive ? tint : (env.foregroundStyle ?? tint))
            let font = env.font == nil ? ControlMetrics.borderedButtonFont(env.controlSize) : nil
            var bg: AnyShapeStyle = disabled ? AnyShapeStyle(SystemColors.tertiarySystemFill)
                : prominent ? tint : AnyShapeStyle(tint.opacity(ControlMetrics.borderedButtonFillOpacity))
            var shape = Self.shape(env)
            if case .glass(let glass) = kind, !disabled { bg = glass.style ?? AnyShapeStyle(Color.clear) }
            if kind.isGlass, env[ButtonBorderShapeKey.self] == .automatic {
                shape = AnyShape(Capsule())
            }
            let f = font
            view = AnyView(label
                .foregroundStyle(fg)
                .transformEnvironment { env in if let f { env.font = f } }
                .padding(Self.insets(env.controlSize))
                .background(bg, in: shape))
        }
        return Accord.makeNodes(view, ctx)
    }
}

/// The button style a button has unless one is set: borderless on iOS, outside lists.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The style (SwiftUI's `DefaultButtonStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButtonBody(kind: .automatic, label: AnyView(configuration.label), role: configuration.role)
    }
}
/// A button style that draws the label as is: no tint, no background (SwiftUI's `PlainButtonStyle`).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The style (SwiftUI's `PlainButtonStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButtonBody(kind: .plain, label: AnyView(configuration.label), role: configuration.role)
    }
}
/// A button style that tints the label and draws no border (SwiftUI's `BorderlessButtonStyle`).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style (SwiftUI's `BorderlessButtonStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButtonBody(kind: .borderless, label: AnyView(configuration.label), role: configuration.role)
    }
}
/// A button style with a tinted translucent rounded background (SwiftUI's `BorderedButtonStyle`).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The style (SwiftUI's `BorderedButtonStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButtonBody(kind: .bordered, label: AnyView(configuration.label), role: configuration.role)
    }
}
/// A button style with a solid tint background and white label (SwiftUI's `BorderedProminentButtonStyle`).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The style (SwiftUI's `BorderedProminentButtonStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButtonBody(kind: .borderedProminent, label: AnyView(configuration.label), role: configuration.role)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The automatic button style (SwiftUI's `.automatic`).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain button style (SwiftUI's `.plain`).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless button style (SwiftUI's `.borderless`).
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The bordered button style (SwiftUI's `.bordered`).
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The bordered prominent button style (SwiftUI's `.borderedProminent`).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
