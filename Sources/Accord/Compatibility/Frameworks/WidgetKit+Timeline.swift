import Foundation

// A widget's timeline: entries, their relevance, the reload policy and the provider that gives
// them (WidgetKit.swift: a preview draws the first entry).

/// An instant a widget shows (WidgetKit's `TimelineEntry`).
public protocol TimelineEntry {
    /// When the entry is shown.
    var date: Date { get }
    /// How relevant the entry is (nil: no hint).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance hint.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is (WidgetKit's `TimelineEntryRelevance`).
public struct TimelineEntryRelevance: Hashable, Sendable {
    /// The score.
    public let score: Float
    /// How long the score holds.
    public let duration: TimeInterval
    /// A relevance of `score` for `duration` seconds.
    public init(score: Float, duration: TimeInterval = 0) { self.score = score; self.duration = duration }
}

/// When WidgetKit asks for the next timeline (WidgetKit's `TimelineReloadPolicy`).
public struct TimelineReloadPolicy: Hashable, Sendable {
    let name: String
    let date: Date?
    /// After the last entry.
    public static let atEnd = TimelineReloadPolicy(name: "atEnd", date: nil)
    /// Never.
    public static let never = TimelineReloadPolicy(name: "never", date: nil)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after", date: date) }
}

/// The entries a provider gives (WidgetKit's `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in time order.
    public let entries: [EntryType]
    /// When to ask again.
    public let policy: TimelineReloadPolicy
    /// A timeline of `entries`.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// What a provider is asked in (WidgetKit's `TimelineProviderContext`).
public struct TimelineProviderContext: Sendable {
    /// The widget's family.
    public let family: WidgetFamily
    /// Whether the widget is shown in the gallery or a preview: true in Accord.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize
    /// The environment the widget is drawn in.
    public var environmentVariants: [String: [String]] { [:] }
    init(family: WidgetFamily) { self.family = family; isPreview = true; displaySize = family.previewSize }
}

/// Gives a widget its entries (WidgetKit's `TimelineProvider`).
public protocol TimelineProvider {
    /// The entries' type.
    associatedtype Entry: TimelineEntry
    /// What the provider is asked in.
    typealias Context = TimelineProviderContext
    /// An entry to draw before data is ready.
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline to show.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
