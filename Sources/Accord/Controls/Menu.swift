import Foundation
import AccordLayout

/// A control that shows a list of actions when pressed. A still frame shows it closed: its
/// label, drawn as a button in the button style in effect (borderless and tinted by default,
/// as iOS draws a menu's label); the content is built only when a style asks for it.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    var primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    /// A menu whose label performs `primaryAction` when tapped (iOS 15); a long press opens the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
        self.primaryAction = primaryAction
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let conf = MenuStyleConfiguration(label: .init(base: AnyView(label)), content: .init(base: AnyView(content)))
        let outer = ctx.environment[MenuCollectorKey.self]
        let rowsBefore = outer?.items.count ?? 0
        let nodes = buildStyled(MenuStyleKey.self, conf, fallback: DefaultMenuStyle().box, ctx)
        // The live preview: a tap opens the menu (Preview/PreviewServer+Menu.swift); with a
        // primary action, a tap runs it and a long press (or a right click) opens the menu.
        if TapRecorder.current != nil || outer != nil {
            let items = MenuItemCollector.collect(content, ctx)
            let open: (CGRect) -> Void = { frame in LiveMenu.open = LiveMenu.Open(anchor: frame, items: items) }
            if let outer, outer.items.count > rowsBefore {
                // A menu inside a menu: its row opens its own items in place.
                outer.items[rowsBefore].action = { open(LiveMenu.open?.anchor ?? .zero) }
                outer.items[rowsBefore].systemImage = "chevron.right"
            }
            var responder = TapResponder(kind: .anchored(open), name: "Menu", wholeFrame: true)
            if let primary = primaryAction {
                responder = TapResponder(kind: .action { _ in primary() }, name: "Menu (primary action)", wholeFrame: true)
                responder.context = open
            } else {
                responder.context = open
            }
            TapRecorder.register(nodes, responder, ctx.environment, first: true)
        }
        return nodes
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == Accord.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Accord.Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Accord.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Accord.Label(titleKey, image: image) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu from a `MenuStyle`'s configuration: drawn with the next style out.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}

/// The parts of a menu, for a `MenuStyle`.
public struct MenuStyleConfiguration {
    /// The control's label, type-erased, as a style receives it.
    public struct Label: View, StyleConfigurationPart { let base: AnyView }
    /// The control's content, type-erased, as a style receives it.
    public struct Content: View, StyleConfigurationPart { let base: AnyView }
    let label: Label
    let content: Content
}

/// The look of a menu (`makeBody(configuration:)`; `Menu(configuration)` inside it).
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MenuStyleConfiguration
}

extension MenuStyle {
    var box: _StyleBox<MenuStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct MenuStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<MenuStyleConfiguration>() }

/// iOS's default: the label as a button (the button style in effect applies).
public struct DefaultMenuStyle: MenuStyle {
    /// The style (SwiftUI's `DefaultMenuStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}
/// The label as a button, in the button style in effect.
public struct ButtonMenuStyle: MenuStyle {
    /// The style (SwiftUI's `ButtonMenuStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}
/// The label as a borderless button (deprecated spelling).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The style (SwiftUI's `BorderlessButtonMenuStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }.buttonStyle(.borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The automatic menu style (SwiftUI's `.automatic`).
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// The button menu style (SwiftUI's `.button`).
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The borderless button menu style (SwiftUI's `.borderlessButton`).
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets the style of the menus within (the innermost `.menuStyle` wins).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        pushStyle(MenuStyleKey.self, style.box)
    }
    /// Accepted: the order of a menu's items when it opens (a still frame shows it closed).
    public func menuOrder(_ order: MenuOrder) -> some View { self }
    /// Accepted: whether the menu's indicator shows (Accord draws none).
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
    /// Accepted: menus do not open in a still frame.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

/// The order of a menu's items (inert: menus are drawn closed).
public struct MenuOrder: Hashable, Sendable {
    let raw: Int
    public static let automatic = MenuOrder(raw: 0)
    public static let priority = MenuOrder(raw: 1)
    public static let fixed = MenuOrder(raw: 2)
}

/// Whether choosing an item closes the menu (inert).
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let raw: Int
    public static let automatic = MenuActionDismissBehavior(raw: 0)
    public static let enabled = MenuActionDismissBehavior(raw: 1)
    public static let disabled = MenuActionDismissBehavior(raw: 2)
}
