import Foundation
import AccordLayout

// WidgetKit stand-in (`import WidgetKit` becomes `import Accord` in a preview). A widget is
// previewed as Xcode shows it: the first entry of the timeline drawn by the configuration's
// content, in the family's size for the preview device (HIG › Widgets › Specifications), inset by
// the standard 16-point margins (HIG: "use standard margins … 16 points"), on the container
// background the view sets with `containerBackground(_:for: .widget)`, in a rounded container.
// Timelines never advance; reloads, intents and URLs do nothing (inert).

/// The size and shape of a widget (WidgetKit's `WidgetFamily`).
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, Codable {
    /// A small square home-screen widget.
    case systemSmall
    /// A medium home-screen widget (two smalls wide).
    case systemMedium
    /// A large home-screen widget (two by two smalls).
    case systemLarge
    /// An extra-large widget (iPad).
    case systemExtraLarge
    /// A circular Lock Screen widget.
    case accessoryCircular
    /// A rectangular Lock Screen widget.
    case accessoryRectangular
    /// A one-line Lock Screen widget.
    case accessoryInline
    /// A watch-face corner.
    case accessoryCorner

    /// The family's size on the current preview device, in points.
    var previewSize: CGSize { WidgetFamily.size(self, screen: CurrentPreviewDevice.device.size) }

    /// HIG › Widgets › Specifications, iPhone widget dimensions by screen size (portrait, points):
    /// (screen width, screen height, small side, medium width, large height).
    static let systemSizes: [(w: CGFloat, h: CGFloat, small: CGFloat, medium: CGFloat, large: CGFloat)] = [
        (430, 932, 170, 364, 382), (428, 926, 170, 364, 382), (414, 896, 169, 360, 379),
        (414, 736, 159, 348, 357), (393, 852, 158, 338, 354), (390, 844, 158, 338, 354),
        (375, 812, 155, 329, 345), (375, 667, 148, 321, 324), (360, 780, 155, 329, 345),
        (320, 568, 141, 292, 311),
    ]

    static func size(_ family: WidgetFamily, screen: CGSize) -> CGSize {
        let w = min(screen.width, screen.height), h = max(screen.width, screen.height)
        // The row of the HIG's table for this screen, else the nearest width (iPads: approximate).
        let row = systemSizes.first { $0.w == w && $0.h == h }
            ?? systemSizes.min { abs($0.w - w) + abs($0.h - h) < abs($1.w - w) + abs($1.h - h) }!
        switch family {
        case .systemSmall: return CGSize(width: row.small, height: row.small)
        case .systemMedium: return CGSize(width: row.medium, height: row.small)
        case .systemLarge: return CGSize(width: row.medium, height: row.large)
        case .systemExtraLarge: return CGSize(width: row.medium * 2 + (row.medium - 2 * row.small), height: row.large)
        case .accessoryCircular: return CGSize(width: 72, height: 72)
        case .accessoryRectangular: return CGSize(width: 160, height: 72)
        case .accessoryInline: return CGSize(width: 234, height: 26)
        case .accessoryCorner: return CGSize(width: 40, height: 40)
        }
    }

    /// Whether the family is a Lock Screen accessory (no container background, no margins).
    var isAccessory: Bool { rawValue.hasPrefix("accessory") }
}

/// A widget configuration's content for one entry: what a preview draws. (Accord's hook, not
/// WidgetKit API: configurations implement it.)
public protocol _AccordWidgetContent {
    /// The content for `entry`, or nil when the entry is not the configuration's type.
    func _accordView(for entry: Any) -> AnyView?
    /// An entry the configuration's provider gives for `family` (its timeline's first, else its placeholder).
    func _accordEntry(family: WidgetFamily) -> Any?
    /// Whether the configuration turned its content margins off.
    var _accordMarginsDisabled: Bool { get }
}

/// A widget's configuration (WidgetKit's `WidgetConfiguration`).
public protocol WidgetConfiguration: _AccordWidgetContent {}

/// Builds a widget's configuration (WidgetKit's `@WidgetConfigurationBuilder`).
@resultBuilder
public enum WidgetConfigurationBuilder {
    /// One configuration.
    public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
}

/// A widget (WidgetKit's `Widget`).
public protocol Widget {
    /// The configuration's type.
    associatedtype Body: WidgetConfiguration
    /// The widget's configuration.
    @WidgetConfigurationBuilder var body: Body { get }
    /// A widget (WidgetKit creates it).
    init()
}

/// Several widgets of an extension (WidgetKit's `WidgetBundle`).
public protocol WidgetBundle {
    /// The widgets' type.
    associatedtype Body: Widget
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
    /// A bundle (WidgetKit creates it).
    init()
}

/// Builds a bundle's widgets (WidgetKit's `@WidgetBundleBuilder`).
@resultBuilder
public enum WidgetBundleBuilder {
    /// The widgets of a bundle.
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetGroup { _WidgetGroup() }
    /// A widget included when a condition holds.
    public static func buildOptional<W: Widget>(_ widget: W?) -> _WidgetGroup { _WidgetGroup() }
    /// A widget of either branch.
    public static func buildEither<W: Widget>(first widget: W) -> _WidgetGroup { _WidgetGroup() }
    /// A widget of either branch.
    public static func buildEither<W: Widget>(second widget: W) -> _WidgetGroup { _WidgetGroup() }
    /// A widget available on newer systems.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetGroup { _WidgetGroup() }
}

/// The widgets of a bundle (a preview shows one widget at a time, not bundles).
public struct _WidgetGroup: Widget {
    /// Nothing of its own.
    public init() {}
    /// No configuration.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A configuration with no content (WidgetKit's `EmptyWidgetConfiguration`).
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// No configuration.
    public init() {}
    /// No content.
    public func _accordView(for entry: Any) -> AnyView? { nil }
    /// No entry.
    public func _accordEntry(family: WidgetFamily) -> Any? { nil }
    /// Margins as the system sets them.
    public var _accordMarginsDisabled: Bool { false }
}

/// A widget with no user-configurable options (WidgetKit's `StaticConfiguration`).
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let content: (Any) -> AnyView?
    let entry: (WidgetFamily) -> Any?
    /// A configuration whose `provider` gives entries that `content` draws.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.content = { ($0 as? Provider.Entry).map { AnyView(content($0)) } }
        self.entry = { family in
            let context = TimelineProviderContext(family: family)
            var first: Provider.Entry?
            provider.getTimeline(in: context) { first = $0.entries.first }  // used when called synchronously
            return first ?? provider.placeholder(in: context)
        }
    }
    /// The content for `entry`.
    public func _accordView(for entry: Any) -> AnyView? { content(entry) }
    /// The provider's first entry, else its placeholder.
    public func _accordEntry(family: WidgetFamily) -> Any? { entry(family) }
    /// Margins as the system sets them.
    public var _accordMarginsDisabled: Bool { false }
}

/// A configuration a modifier was applied to.
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
    let marginsDisabled: Bool
    /// The base's content.
    public func _accordView(for entry: Any) -> AnyView? { base._accordView(for: entry) }
    /// The base's entry.
    public func _accordEntry(family: WidgetFamily) -> Any? { base._accordEntry(family: family) }
    /// Whether margins were turned off here or in the base.
    public var _accordMarginsDisabled: Bool { marginsDisabled || base._accordMarginsDisabled }
}

extension WidgetConfiguration {
    private func kept() -> _ModifiedWidgetConfiguration<Self> { _ModifiedWidgetConfiguration(base: self, marginsDisabled: false) }
    /// The name shown in the widget gallery. Inert (no gallery).
    public func configurationDisplayName(_ displayName: String) -> some WidgetConfiguration { kept() }
    /// The name shown in the widget gallery. Inert.
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration { kept() }
    /// The name shown in the widget gallery. Inert.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { kept() }
    /// The gallery's description. Inert.
    public func description(_ description: String) -> some WidgetConfiguration { kept() }
    /// The gallery's description. Inert.
    public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration { kept() }
    /// The gallery's description. Inert.
    public func description(_ description: Text) -> some WidgetConfiguration { kept() }
    /// The families the widget offers. Inert (a preview names its family).
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { kept() }
    /// Draws the content edge to edge, without the standard margins.
    public func contentMarginsDisabled() -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self, marginsDisabled: true) }
    /// Places where the widget is not offered. Inert.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration { kept() }
    /// Whether the widget asks to be configured when added. Inert.
    public func promptsForUserConfiguration() -> some WidgetConfiguration { kept() }
    /// Handles background URL sessions. Inert.
    public func onBackgroundURLSessionEvents(matching: String? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration { kept() }
}

/// Where a widget may appear (WidgetKit's `WidgetLocation`).
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    /// The home screen.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation(name: "standBy")
    /// The iPhone widget on a Mac or iPad.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// Asks WidgetKit to reload timelines (WidgetKit's `WidgetCenter`). Inert.
public final class WidgetCenter: @unchecked Sendable {
    /// The shared centre.
    public static let shared = WidgetCenter()
    /// Reloads the timelines of widgets of `kind`. Inert.
    public func reloadTimelines(ofKind kind: String) {}
    /// Reloads every timeline. Inert.
    public func reloadAllTimelines() {}
    /// The widgets the user added: none in a preview.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) { completion(.success([])) }
    /// The widgets the user added: none in a preview.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// A widget the user added (WidgetKit's `WidgetInfo`).
public struct WidgetInfo: Sendable {
    /// Its family.
    public let family: WidgetFamily
    /// Its kind.
    public let kind: String
}

/// How the system renders a widget (WidgetKit's `WidgetRenderingMode`).
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    /// In full colour (home screen).
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Tinted with an accent (watch faces, tinted home screen).
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated over a vibrant background (Lock Screen).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

/// Where a container background goes (SwiftUI's `ContainerBackgroundPlacement`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// A navigation container's background (inert).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A navigation split view's sidebar (inert).
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A tab view's background (inert).
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

/// A translucent circle behind accessory widgets' content (WidgetKit's
/// `AccessoryWidgetBackground`): fills its proposal with the Lock Screen's vibrant backing,
/// drawn as white at 20 % (no vibrancy on Linux: approximate).
public struct AccessoryWidgetBackground: View {
    /// The background view.
    public init() {}
    /// A circle of translucent white.
    public var body: some View { Circle().fill(Color.white.opacity(0.2)) }
}

struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The family of the widget being drawn (`.systemSmall` outside a widget).
    public var widgetFamily: WidgetFamily { get { self[WidgetFamilyKey.self] } set { self[WidgetFamilyKey.self] = newValue } }
    /// How the widget is rendered (`.fullColor` in a preview).
    public var widgetRenderingMode: WidgetRenderingMode { get { self[WidgetRenderingModeKey.self] } set { self[WidgetRenderingModeKey.self] = newValue } }
    /// The margins the system puts around a widget's content (16 points on every side, HIG).
    public var widgetContentMargins: EdgeInsets { get { self[WidgetContentMarginsKey.self] } set { self[WidgetContentMarginsKey.self] = newValue } }
    /// Whether an accessory widget can show a label (`widgetLabel`): false, as on an iPhone, where the
    /// system ignores widget labels (they are shown on watchOS complications only).
    public var showsWidgetLabel: Bool { get { self[ShowsWidgetLabelKey.self] } set { self[ShowsWidgetLabelKey.self] = newValue } }
    /// Whether the widget's container background is shown (true on the home screen).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] } set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

/// The container background a view inside a widget asked for (the widget host draws it edge to edge).
struct WidgetContainerBackgroundKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }
    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) { if value == nil { value = nextValue() } }
}

extension View {
    /// The background of the container the view is in (SwiftUI's `containerBackground(_:for:)`):
    /// for `.widget`, the widget's background, drawn edge to edge behind the margins; other
    /// placements are inert.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        preference(key: WidgetContainerBackgroundKey.self,
                   value: container == .widget ? AnyView(Rectangle().fill(style)) : nil)
    }
    /// The background of the container the view is in, as a view (SwiftUI's
    /// `containerBackground(for:alignment:content:)`).
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        preference(key: WidgetContainerBackgroundKey.self,
                   value: container == .widget ? AnyView(ZStack(alignment: alignment) { Color.clear; content() }) : nil)
    }
    /// The URL the widget opens when tapped. Inert.
    public func widgetURL(_ url: URL?) -> some View { self }
    /// A label shown outside an accessory widget's main view (SwiftUI's `widgetLabel(label:)`).
    /// Apple: "The system only displays labels on widget-based complications in watchOS. The system
    /// ignores any labels attached to widgets on the Lock Screen on iPhone" — a preview is an iPhone,
    /// so the view is drawn without it (`showsWidgetLabel` is false).
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    /// A text label shown outside an accessory widget's main view (SwiftUI's `widgetLabel(_:)`):
    /// ignored on iPhone, as `widgetLabel(label:)`.
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// A localized text label shown outside an accessory widget's main view (SwiftUI's
    /// `widgetLabel(_:)`): ignored on iPhone, as `widgetLabel(label:)`.
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// Marks the view as part of the accent group in accented rendering. Inert (full colour).
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    /// Marks content that becomes invalid while an interaction is pending. Inert.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// The widget family a preview shows (SwiftUI's `previewContext(_:)` with
    /// `WidgetPreviewContext`): the view is drawn as that widget.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        WidgetPreviewHost(family: context.family, marginsDisabled: true) { AnyView(self) }
    }
}
