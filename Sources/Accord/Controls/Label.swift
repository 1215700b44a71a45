import Foundation
import AccordLayout

/// A title with an icon.
///
/// Seed 004: `Label(_ title:systemImage:)` hug/hug; `Label(title:icon:)` neu/neu. The default
/// look is `HStack(alignment: .center, spacing: 8) { icon; title }` (spacing *guess*: iOS sets
/// the icon about 8 pt before the title in ordinary contexts). `.labelStyle(.titleOnly)`,
/// `.iconOnly` keep one part; `.titleAndIcon` and `.automatic` keep both.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view (SwiftUI's `init(title:icon:)`): icon leading, title trailing.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    static var spacing: CGFloat { 8 }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let conf = LabelStyleConfiguration(title: .init(base: AnyView(title)), icon: .init(base: AnyView(icon)))
        return buildStyled(LabelStyleKey.self, conf, fallback: DefaultLabelStyle().box, ctx)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a `LabelStyle`'s configuration: drawn with the next style out (the default
    /// one when there is none), as in SwiftUI.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a localized title and an SF Symbol (SwiftUI's `init(_:systemImage:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    /// A label of a string and an SF Symbol (SwiftUI's `init(_:systemImage:)`).
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label of a localized title and a named image (SwiftUI's `init(_:image:)`).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    /// A label of a string and a named image (SwiftUI's `init(_:image:)`).
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// The parts of a label, for a `LabelStyle`.
public struct LabelStyleConfiguration {
    /// The control's title, type-erased, as a style receives it.
    public struct Title: View, PrimitiveView {
        let base: AnyView
        func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { base.makeNodes(ctx) }
    }
    /// The control's icon, type-erased, as a style receives it.
    public struct Icon: View, PrimitiveView {
        let base: AnyView
        func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { base.makeNodes(ctx) }
    }
    /// The control's title.
    public let title: Title
    /// The control's icon.
    public let icon: Icon
}

/// How a label looks (SwiftUI's `LabelStyle`): a view made of its title and icon.
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

extension LabelStyle {
    var box: _StyleBox<LabelStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct LabelStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<LabelStyleConfiguration>() }

extension View {
    /// Sets the style of the labels within (the innermost `.labelStyle` wins).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        pushStyle(LabelStyleKey.self, style.box)
    }
}

/// The title marks the list row separator's leading edge: in a `List` the separator under a
/// label starts under its title, not its icon (iOS 16+; `HorizontalAlignment.listRowSeparatorLeading`).
/// In a list row the icon is drawn in the tint (the accent colour), as iOS draws the icons of
/// Settings-style rows, unless a foreground style is set around the label.
public struct DefaultLabelStyle: LabelStyle {
    /// The style (SwiftUI's `DefaultLabelStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _TitleAndIcon(configuration: configuration)
    }
}
/// A label style showing the icon and the title (SwiftUI's `TitleAndIconLabelStyle`).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style (SwiftUI's `TitleAndIconLabelStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _TitleAndIcon(configuration: configuration)
    }
}

/// The icon, 8 points, the title; the icon tinted in list rows.
struct _TitleAndIcon: View, PrimitiveView {
    let configuration: LabelStyleConfiguration
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let env = ctx.environment
        let tinted = env[InListRowKey.self] && env.foregroundStyle == nil
        let icon = tinted ? AnyView(configuration.icon.foregroundStyle(tintStyle(env))) : AnyView(configuration.icon)
        let view = HStack(alignment: .center, spacing: 8) {
            icon
            configuration.title.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
        return Accord.makeNodes(view, ctx)
    }
}
/// A label style showing only the title (SwiftUI's `TitleOnlyLabelStyle`).
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style (SwiftUI's `TitleOnlyLabelStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// A label style showing only the icon (SwiftUI's `IconOnlyLabelStyle`).
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style (SwiftUI's `IconOnlyLabelStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
extension LabelStyle where Self == DefaultLabelStyle {
    /// The automatic label style (SwiftUI's `.automatic`).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title and icon label style (SwiftUI's `.titleAndIcon`).
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title only label style (SwiftUI's `.titleOnly`).
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon only label style (SwiftUI's `.iconOnly`).
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A link to a URL: its label in the tint colour (nothing opens; in the live preview a tap calls
/// `openURL` and the page names the URL).
///
/// Seed 004: `Link(_ title:destination:)` hug/hug (it is its text); `Link(destination:label:)`
/// neu/neu (it is its label).
public struct Link<Label: View>: View, PrimitiveView {
    let label: Label
    /// The URL the link opens (inert in a still frame).
    public let destination: URL

    /// A link showing `label` in the tint colour (SwiftUI's `Link(destination:label:)`).
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let style = ctx.environment.foregroundStyle ?? tintStyle(ctx.environment)
        // The live preview: a tap calls the environment's `openURL` with the destination (the
        // default action opens nothing: the page names the URL).
        let open = ctx.environment.openURL, url = destination
        return Accord.makeNodes(_TapResponding(content: label.foregroundStyle(style), responder: TapResponder(
            kind: .action { _ in open(url) }, name: "Link → \(url.absoluteString)")), ctx)
    }
}

extension Link where Label == Text {
    /// A link titled with a localized string key (SwiftUI's `Link(_:destination:)`).
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string (SwiftUI's `Link(_:destination:)`).
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
