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
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// The parts of a label, for a `LabelStyle`.
public struct LabelStyleConfiguration {
    public struct Title: View, PrimitiveView {
        let base: AnyView
        func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { base.makeNodes(ctx) }
    }
    public struct Icon: View, PrimitiveView {
        let base: AnyView
        func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { base.makeNodes(ctx) }
    }
    public let title: Title
    public let icon: Icon
}

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
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 8) {
            configuration.icon
            configuration.title.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
    }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 8) {
            configuration.icon
            configuration.title.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
    }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A link to a URL: its label in the tint colour (nothing opens).
///
/// Seed 004: `Link(_ title:destination:)` hug/hug (it is its text); `Link(destination:label:)`
/// neu/neu (it is its label).
public struct Link<Label: View>: View, PrimitiveView {
    let label: Label
    public let destination: URL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let style = ctx.environment.foregroundStyle ?? tintStyle(ctx.environment)
        return Accord.makeNodes(label.foregroundStyle(style), ctx)
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
