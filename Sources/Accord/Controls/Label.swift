import Foundation
import AccordLayout

/// A title with an icon.
///
/// Seed 004: `Label(_ title:systemImage:)` hug/hug; `Label(title:icon:)` neu/neu. The default
/// look is `HStack(alignment: .center, spacing: 8) { icon; title }` (8 pt: a published
/// measurement of iOS, water-rs/waterui issue 1101 — `Label("Play", systemImage: "play.fill")` at
/// body size, icon ink 305–341 px and title ink from 373 px at @3x, "8 pt between the icon and
/// the title"); in a list row the icon sits in a fixed column (`ListLabelMetrics`).
/// `.labelStyle(.titleOnly)`, `.iconOnly` keep one part; `.titleAndIcon` and `.automatic` keep both.
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
    public struct Title: View, StyleConfigurationPart { let base: AnyView }
    /// The control's icon, type-erased, as a style receives it.
    public struct Icon: View, StyleConfigurationPart { let base: AnyView }
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

/// The icon, 8 points, the title; the icon tinted in list rows. In a list row the icon sits
/// centred in a column of a fixed width, so the titles of label rows line up whatever their
/// icons' widths (`ListLabelMetrics`).
struct _TitleAndIcon: View, PrimitiveView {
    let configuration: LabelStyleConfiguration
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let env = ctx.environment
        let inRow = env[InListRowKey.self]
        let tinted = inRow && env.foregroundStyle == nil
        let icon = tinted ? AnyView(configuration.icon.foregroundStyle(tintStyle(env))) : AnyView(configuration.icon)
        let title = configuration.title.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        guard inRow else {
            return Accord.makeNodes(HStack(alignment: .center, spacing: Label<Text, Image>.spacing) { icon; title }, ctx)
        }
        let k = ListLabelMetrics.scale(env)
        // An icon wider than the column keeps its width (the reservation only ever adds room).
        let view = HStack(alignment: .center, spacing: ListLabelMetrics.iconToTitle * k) {
            icon.frame(minWidth: ListLabelMetrics.iconColumn * k)
            title
        }
        return Accord.makeNodes(view, ctx)
    }
}

/// Where a `Label` puts its icon and title in a list row.
///
/// iOS reserves a fixed-width column for a list row's icon and centres the icon in it, so the
/// titles of rows with icons of different widths start at one x (UIKit documents the rule for
/// list content: "The system centers symbol images inside a predefined reserved layout size that
/// scales with the content size category" — `UIListContentConfiguration.ImageProperties
/// .reservedLayoutSize`; SwiftUI's iOS 26 `labelReservedIconWidth(_:)` names it for labels).
/// The figures are measured, not documented: an iOS 16.2 simulator rendering (iPhone 13 Pro Max,
/// @3x) of `List { Section { Label(…, systemImage: "poweroutlet.type.h"); …
/// "square.split.bottomrightquarter"; … "shoeprints.fill" } }` — autoreleasefool/approach,
/// `BowlingCompanion/Tests/SharedModelsViewsLibraryTests/__Snapshots__/GearRowTests/
/// testGearRowSnapshot.1.png`, commit 850d275 (Docs/support/compare.md). Row content starts
/// 40 pt from the screen (inset-grouped card at 20, row inset 20); the three icons, 14.3–16 pt
/// wide, are centred at 53.3 pt, i.e. 13⅓ pt in; every title (and the separator under it) starts
/// at 82⅔ pt, 42⅔ pt in. Hence a 26⅔-pt column and 16 pt from the column to the title. iOS 17
/// did not change list rows' metrics from iOS 16 (an iOS 26 rendering measures 11.2 / 39.1 pt:
/// the later design is tighter).
enum ListLabelMetrics {
    /// The icon column's width at the body size of Large Dynamic Type (measured, see above).
    static let iconColumn: CGFloat = 80.0 / 3
    /// From the column's trailing edge to the title (measured, see above).
    static let iconToTitle: CGFloat = 16
    /// "Scales with the content size category" (Apple, above): both figures follow the label's
    /// text size over body's 17 pt at Large (the HIG's Dynamic Type table, as `Font` sizes it).
    static func scale(_ env: EnvironmentValues) -> CGFloat {
        let size = (env.font ?? .body).resolve(env).size
        return size / Font.size(.body, .large)
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
