import Foundation
import AccordLayout

// Configurable widgets (iOS 17's Xcode widget template): an `AppIntentConfiguration` whose
// provider builds entries from a `WidgetConfigurationIntent`. Previewed as `StaticConfiguration`
// is (WidgetKit.swift): the preview's `timeline:` entries, else the provider's placeholder (its
// timeline is asynchronous and not awaited while a preview is built).

/// An intent that configures a widget (WidgetKit's `WidgetConfigurationIntent`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Never performed: configuration intents only carry parameters.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// Gives a configurable widget its entries (WidgetKit's `AppIntentTimelineProvider`).
public protocol AppIntentTimelineProvider {
    /// The entries' type.
    associatedtype Entry: TimelineEntry
    /// The configuration intent's type.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider is asked in.
    typealias Context = TimelineProviderContext
    /// An entry to draw before data is ready.
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The timeline to show.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Suggested configurations (watchOS).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// None.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A suggested widget configuration (WidgetKit's `AppIntentRecommendation`).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    /// The intent.
    public let intent: Intent
    /// A configuration `intent` named `description`.
    public init(intent: Intent, description: String) { self.intent = intent }
    /// A configuration `intent` named `description`.
    public init(intent: Intent, description: Text) { self.intent = intent }
}

/// A widget people configure (WidgetKit's `AppIntentConfiguration`).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    let content: (Any) -> AnyView?
    let entry: (WidgetFamily) -> Any?
    /// A configuration of `intent` whose `provider` gives entries that `content` draws.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        self.content = { ($0 as? Provider.Entry).map { AnyView(content($0)) } }
        self.entry = { provider.placeholder(in: TimelineProviderContext(family: $0)) }
    }
    /// The content for `entry`.
    public func _accordView(for entry: Any) -> AnyView? { content(entry) }
    /// The provider's placeholder.
    public func _accordEntry(family: WidgetFamily) -> Any? { entry(family) }
    /// Margins as the system sets them.
    public var _accordMarginsDisabled: Bool { false }
}
