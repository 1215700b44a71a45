import Foundation
import AccordLayout

// How a widget is previewed (WidgetKit.swift has the stand-in's families, timelines and
// configurations): a preview context, the host that draws the first entry in the family's size
// and container, and `#Preview(as:)` timelines.

/// The widget a `PreviewProvider` shows (WidgetKit's `WidgetPreviewContext`).
public struct WidgetPreviewContext: Sendable {
    /// The family.
    public let family: WidgetFamily
    /// A preview of a widget of `family`.
    public init(family: WidgetFamily) { self.family = family }
}

/// Draws a widget's content as the home screen does: the family's size, standard margins, the
/// container background edge to edge (default: the system background), rounded corners.
struct WidgetPreviewHost: View {
    let family: WidgetFamily
    let marginsDisabled: Bool
    let content: () -> AnyView

    /// The widget's corner radius: not published by Apple; 22 points matches the home screen's
    /// small widgets on 6.1-inch iPhones (approximate).
    static let cornerRadius: CGFloat = 22

    var body: some View {
        let size = family.previewSize
        let margin: CGFloat = marginsDisabled || family.isAccessory ? 0 : 16
        return content()
            .padding(margin)
            .frame(width: size.width, height: size.height)
            .backgroundPreferenceValue(WidgetContainerBackgroundKey.self) { background in
                if family.isAccessory {
                    Color.clear
                } else if let background {
                    background
                } else {
                    Rectangle().fill(.background)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: family.isAccessory ? 0 : WidgetPreviewHost.cornerRadius, style: .continuous))
            .environment(\.widgetFamily, family)
            .environment(\.widgetContentMargins, EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin))
    }
}

/// Builds the entries of a widget preview's timeline (`#Preview(as:) { … } timeline: { … }`).
@resultBuilder
public enum WidgetPreviewTimelineBuilder {
    /// Entries listed one per line.
    public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [any TimelineEntry] { [entry] }
    /// Entries from a loop or an array.
    public static func buildExpression<E: TimelineEntry>(_ entries: [E]) -> [any TimelineEntry] { entries }
    /// The entries of the block.
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    /// Entries of a loop.
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
    /// Entries included when a condition holds.
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    /// Entries of either branch.
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// Entries of either branch.
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
}

extension AccordPreview {
    /// A widget preview (`#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…) }`): the
    /// widget drawing the timeline's first entry in the family's size.
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, line: Int = #line, widget: @escaping () -> W,
                           @WidgetPreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]) {
        let size = family.previewSize
        self.init(name, traits: .fixedLayout(width: size.width, height: size.height), line: line) {
            let configuration = widget().body
            let entry: Any? = timeline().first ?? configuration._accordEntry(family: family)
            return WidgetPreviewHost(family: family, marginsDisabled: configuration._accordMarginsDisabled) {
                entry.flatMap { configuration._accordView(for: $0) } ?? AnyView(EmptyView())
            }
        }
    }

    /// A widget preview whose entries come from a provider (`#Preview(as:) { W() } timelineProvider: { P() }`):
    /// the provider's first timeline entry (its placeholder when the timeline is not given at once).
    public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, line: Int = #line,
                                                widget: @escaping () -> W, timelineProvider: @escaping () -> P) {
        let size = family.previewSize
        self.init(name, traits: .fixedLayout(width: size.width, height: size.height), line: line) {
            let configuration = widget().body
            let provider = timelineProvider(), context = TimelineProviderContext(family: family)
            var first: P.Entry?
            provider.getTimeline(in: context) { first = $0.entries.first }
            let entry: Any = first ?? provider.placeholder(in: context)
            return WidgetPreviewHost(family: family, marginsDisabled: configuration._accordMarginsDisabled) {
                configuration._accordView(for: entry) ?? AnyView(EmptyView())
            }
        }
    }
}
