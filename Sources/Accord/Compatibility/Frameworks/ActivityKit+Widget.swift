import Foundation
import AccordLayout

// A Live Activity's views (WidgetKit's `ActivityConfiguration` and `DynamicIsland`) and their
// previews: `#Preview("…", as: .content, using: attributes) { W() } contentStates: { … }` and
// `attributes.previewContext(state, viewKind:)` draw the first content state in the chosen
// presentation:
// - `.content`, the Lock Screen banner: the screen's width less 22 points (HIG › Live
//   Activities › Specifications: 371 pt wide on a 393-pt iPhone), as tall as its content up to
//   160 points (the HIG's maximum), on `activityBackgroundTint` (default: the system background);
// - `.dynamicIsland(.compact)`: leading and trailing views (up to 52.33 × 36.67 pt each, HIG)
//   either side of the 126-pt camera region of a black capsule 36.67 pt tall;
// - `.dynamicIsland(.minimal)`: the minimal view in a black 36.67-pt circle;
// - `.dynamicIsland(.expanded)`: the expanded regions (leading and trailing beside the camera,
//   center below it, bottom under all three) in a black rounded rectangle as wide as the banner,
//   84 to 160 pt tall (HIG).
// The island is always dark (its content is drawn in the dark colour scheme). Corner radii are
// not published by Apple: approximate.

/// Where an expanded region sits (WidgetKit's `DynamicIslandExpandedRegionPosition`).
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    /// Beside the camera, leading.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, trailing.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the other regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedRegion`).
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let content: Content
    /// A region at `position` showing `content`.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.content = content()
    }
    /// Where the region's content is fitted vertically (inert).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> Self { self }
}

/// The presentations of the Dynamic Island (WidgetKit's `DynamicIslandMode`).
public struct DynamicIslandMode: Equatable, Sendable {
    let name: String
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let minimal = DynamicIslandMode(name: "minimal")
    public static let expanded = DynamicIslandMode(name: "expanded")
}

/// The expanded regions of a Dynamic Island (WidgetKit's `DynamicIslandExpandedContent`).
public struct DynamicIslandExpandedContent<Content: View> {
    var regions: [DynamicIslandExpandedRegionPosition: AnyView]
}

/// Builds the expanded regions (WidgetKit's `@DynamicIslandExpandedContentBuilder`).
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<C> {
        DynamicIslandExpandedContent(regions: [region.position: AnyView(region.content)])
    }
    public static func buildBlock<each C: View>(_ parts: repeat DynamicIslandExpandedContent<each C>) -> DynamicIslandExpandedContent<AnyView> {
        var regions: [DynamicIslandExpandedRegionPosition: AnyView] = [:]
        for part in repeat each parts { regions.merge(part.regions) { a, _ in a } }
        return DynamicIslandExpandedContent(regions: regions)
    }
    public static func buildOptional<C: View>(_ part: DynamicIslandExpandedContent<C>?) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: part?.regions ?? [:])
    }
    public static func buildEither<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: first.regions)
    }
    public static func buildEither<C: View>(second: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: second.regions)
    }
}

/// A Live Activity's views in the Dynamic Island (WidgetKit's `DynamicIsland`).
public struct DynamicIsland {
    let expanded: [DynamicIslandExpandedRegionPosition: AnyView]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    /// An island with expanded regions, compact leading and trailing views and a minimal view.
    public init<E: View, L: View, T: View, M: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<E>,
        @ViewBuilder compactLeading: () -> L, @ViewBuilder compactTrailing: () -> T, @ViewBuilder minimal: () -> M) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }
    /// The URL opened on a tap. Inert.
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    /// The tint of the island's border. Inert (no keyline in a still preview).
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
    /// The margins of a presentation's content. Inert.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// What a Live Activity's views are built from (WidgetKit's `ActivityViewContext`).
@dynamicMemberLookup
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The fixed attributes.
    public let attributes: Attributes
    /// The current content state.
    public let state: Attributes.ContentState
    /// The activity's identifier.
    public let activityID: String
    /// Whether the content is out of date.
    public let isStale: Bool
    /// `context.x` reads the attributes' `x` (as WidgetKit allows).
    public subscript<V>(dynamicMember keyPath: KeyPath<Attributes, V>) -> V { attributes[keyPath: keyPath] }
}

/// How a preview shows a Live Activity (WidgetKit's `ActivityPreviewViewKind`).
public enum ActivityPreviewViewKind: Sendable {
    /// The Dynamic Island presentations.
    public enum DynamicIslandPreviewViewState: Sendable {
        case compact, minimal, expanded
    }
    /// The Lock Screen banner.
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)
}

/// A Live Activity widget (WidgetKit's `ActivityConfiguration`).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    let lockScreen: (ActivityViewContext<Attributes>) -> AnyView
    let island: (ActivityViewContext<Attributes>) -> DynamicIsland
    /// A Live Activity whose Lock Screen view is `content` and island is `dynamicIsland`.
    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        lockScreen = { AnyView(content($0)) }
        island = dynamicIsland
    }
    /// The Lock Screen view for an `ActivityViewContext` entry.
    public func _accordView(for entry: Any) -> AnyView? { (entry as? ActivityViewContext<Attributes>).map(lockScreen) }
    /// No timeline entries: a Live Activity is previewed with `contentStates:`.
    public func _accordEntry(family: WidgetFamily) -> Any? { nil }
    /// Margins as the system sets them.
    public var _accordMarginsDisabled: Bool { false }

    func view(_ context: ActivityViewContext<Attributes>, kind: ActivityPreviewViewKind) -> AnyView {
        switch kind {
        case .content: return AnyView(LiveActivityBanner(content: lockScreen(context)))
        case .dynamicIsland(let state): return AnyView(DynamicIslandPreview(island: island(context), state: state))
        }
    }
}

/// HIG › Live Activities › Specifications (portrait iPhone, points), "iOS Live Activity dimensions",
/// row 393x852: compact 52.33x36.67 each side, minimal 36.67–45x36.67, expanded 371x84–160, Lock
/// Screen 371x84–160 (confirmed 1 Dec 2026 against a copy of the page; Docs/support/uikit-env.md, ActivityKit row).
enum LiveActivityMetrics {
    /// The banner and the expanded island: the screen's width less 22 (371 on a 393-pt screen).
    static var width: CGFloat { CurrentPreviewDevice.device.size.width - 22 }
    static let maxHeight: CGFloat = 160
    static let expandedMinHeight: CGFloat = 84
    static let compactHeight: CGFloat = 36.67
    static let compactSideWidth: CGFloat = 52.33
    /// The camera region in the middle of the island (approximate: the island's resting width).
    static let cameraWidth: CGFloat = 126
    /// Approximate: not published.
    static let bannerCornerRadius: CGFloat = 24
    static let expandedCornerRadius: CGFloat = 44
}

/// The Lock Screen banner: its background tint, if set, else the system background.
struct LiveActivityBanner: View {
    let content: AnyView
    var body: some View {
        content
            .frame(width: LiveActivityMetrics.width)
            .frame(maxHeight: LiveActivityMetrics.maxHeight)
            .fixedSize(horizontal: false, vertical: true)
            .backgroundPreferenceValue(ActivityBackgroundTintKey.self) { tint in
                if let tint { Rectangle().fill(tint) } else { Rectangle().fill(.background) }
            }
            .clipShape(RoundedRectangle(cornerRadius: LiveActivityMetrics.bannerCornerRadius, style: .continuous))
    }
}

struct DynamicIslandPreview: View {
    let island: DynamicIsland
    let state: ActivityPreviewViewKind.DynamicIslandPreviewViewState
    var body: some View {
        Group {
            switch state {
            case .compact:
                HStack(spacing: 0) {
                    island.compactLeading.frame(maxWidth: LiveActivityMetrics.compactSideWidth)
                    Color.clear.frame(width: LiveActivityMetrics.cameraWidth)
                    island.compactTrailing.frame(maxWidth: LiveActivityMetrics.compactSideWidth)
                }
                .padding(.horizontal, 6)
                .frame(height: LiveActivityMetrics.compactHeight)
                .background(Capsule().fill(Color.black))
            case .minimal:
                island.minimal
                    .frame(width: LiveActivityMetrics.compactHeight, height: LiveActivityMetrics.compactHeight)
                    .background(Circle().fill(Color.black))
            case .expanded:
                VStack(spacing: 4) {
                    HStack(alignment: .top, spacing: 8) {
                        region(.leading).frame(maxWidth: .infinity, alignment: .leading)
                        VStack(spacing: 4) {
                            Color.clear.frame(width: LiveActivityMetrics.cameraWidth, height: LiveActivityMetrics.compactHeight)
                            region(.center)
                        }
                        region(.trailing).frame(maxWidth: .infinity, alignment: .trailing)
                    }
                    region(.bottom)
                }
                .padding(.horizontal, 18)
                .padding(.vertical, 12)
                .frame(width: LiveActivityMetrics.width)
                .frame(minHeight: LiveActivityMetrics.expandedMinHeight, maxHeight: LiveActivityMetrics.maxHeight)
                .fixedSize(horizontal: false, vertical: true)
                .background(RoundedRectangle(cornerRadius: LiveActivityMetrics.expandedCornerRadius, style: .continuous).fill(Color.black))
            }
        }
        .environment(\.colorScheme, .dark)
    }

    @ViewBuilder private func region(_ position: DynamicIslandExpandedRegionPosition) -> some View {
        if let view = island.expanded[position] { view }
    }
}

struct ActivityBackgroundTintKey: PreferenceKey {
    static var defaultValue: Color? { nil }
    static func reduce(value: inout Color?, nextValue: () -> Color?) { if value == nil { value = nextValue() } }
}

extension View {
    /// The Lock Screen banner's background (WidgetKit's `activityBackgroundTint(_:)`); nil: the system's.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        preference(key: ActivityBackgroundTintKey.self, value: color)
    }
    /// The colour of the banner's system action (its dismiss button). Inert (not drawn).
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

extension ActivityAttributes {
    /// A view of this activity for a `PreviewProvider` (WidgetKit's `previewContext(_:viewKind:)`).
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View {
        ActivityAttributesPreview<Self>(attributes: self, state: contentState, kind: viewKind)
    }
}

/// `attributes.previewContext(state, viewKind:)` as a view: the first `ActivityConfiguration`
/// for these attributes is not known here, so a placeholder names the presentation (WidgetKit
/// draws the widget's configuration; Accord's `#Preview(as:using:)` does).
struct ActivityAttributesPreview<A: ActivityAttributes>: View {
    let attributes: A
    let state: A.ContentState
    let kind: ActivityPreviewViewKind
    var body: some View {
        Text("Live Activity preview").font(.footnote).foregroundStyle(.secondary)
    }
}

/// Builds the content states of a Live Activity preview (`contentStates: { … }`).
@resultBuilder
public enum ActivityPreviewContentStateBuilder<State> {
    public static func buildExpression(_ state: State) -> [State] { [state] }
    public static func buildExpression(_ states: [State]) -> [State] { states }
    public static func buildBlock(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[State]]) -> [State] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [State]?) -> [State] { part ?? [] }
    public static func buildEither(first: [State]) -> [State] { first }
    public static func buildEither(second: [State]) -> [State] { second }
}

extension AccordPreview {
    /// A Live Activity preview (`#Preview("…", as: .content, using: attributes) { W() }
    /// contentStates: { … }`): the widget's `ActivityConfiguration` drawing the first state in
    /// the chosen presentation, sized to fit.
    public init<W: Widget, A: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: A,
                                                  line: Int = #line, widget: @escaping () -> W,
                                                  @ActivityPreviewContentStateBuilder<A.ContentState> contentStates: @escaping () -> [A.ContentState]) {
        self.init(name, traits: .sizeThatFitsLayout, line: line) {
            let configuration = widget().body
            guard let state = contentStates().first, let activity = configuration as? ActivityConfiguration<A> else {
                return AnyView(EmptyView())
            }
            let context = ActivityViewContext(attributes: attributes, state: state, activityID: "preview", isStale: false)
            return activity.view(context, kind: viewKind)
        }
    }
}
