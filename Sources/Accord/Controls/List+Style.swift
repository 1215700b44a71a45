import Foundation
import AccordLayout

// MARK: The list style mechanism
//
// One mechanism for every control's style (issue 19): a style makes the control's body from a
// configuration, as `ButtonStyle.makeBody(configuration:)` does. SwiftUI's `ListStyle` has only
// underscored requirements (`_makeView`, `_makeViewList`), so no app defines one; Accord's
// underscored requirement is `_makeBody(configuration:)`, and every built-in style implements it
// by building the list in its look (`ListLook`: data, with the numbers of `ControlMetrics`). The
// list reads the style from the environment and asks it for its body: no kind tag, no switch.

/// What a list style makes a list from (Accord's hook; public only because `ListStyle`'s
/// requirement names it): the list's content and whether it is a `Form`.
public struct _ListStyleConfiguration {
    /// Builds the list's content (rows and sections) where the style's body puts it.
    let content: (BuildContext) -> [LayoutNode]
    /// "List" or "Form": the list node's label.
    let label: String
}

/// How a list looks (SwiftUI's `ListStyle`): plain, grouped, inset grouped…
public protocol ListStyle {
    /// Accord's hook (SwiftUI's requirements are underscored too): the list this style makes
    /// of `configuration`.
    func _makeBody(configuration: _ListStyleConfiguration) -> AnyView
}

extension ListStyle {
    var box: _StyleBox<_ListStyleConfiguration> { _StyleBox { self._makeBody(configuration: $0) } }
}

/// The list style in effect (the innermost `.listStyle` wins; nested lists take it too, as in SwiftUI).
struct ListStyleKey: EnvironmentKey { static let defaultValue = DefaultListStyle().box }
/// Set while a list builds its direct content (sections recognise they are in a list, and how it looks).
struct InListKey: EnvironmentKey { static let defaultValue: ListLook? = nil }
/// Set for a list's rows (and their contents): a `NavigationLink` there draws its disclosure
/// chevron, a menu `Picker` its in-form look.
struct InListRowKey: EnvironmentKey { static let defaultValue = false }

/// The list style unless one is set: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    /// The style (SwiftUI's `DefaultListStyle()`).
    public init() {}
    /// Accord's hook: the list in this style's look (inset grouped on iPhone).
    public func _makeBody(configuration: _ListStyleConfiguration) -> AnyView { AnyView(ListBody(configuration, look: .insetGrouped)) }
}
/// Rows edge to edge with separators, no section backgrounds (SwiftUI's `PlainListStyle`).
public struct PlainListStyle: ListStyle {
    /// The style (SwiftUI's `PlainListStyle()`).
    public init() {}
    /// Accord's hook: the list in this style's look.
    public func _makeBody(configuration: _ListStyleConfiguration) -> AnyView { AnyView(ListBody(configuration, look: .plain)) }
}
/// Sections edge to edge on the grouped background (SwiftUI's `GroupedListStyle`).
public struct GroupedListStyle: ListStyle {
    /// The style (SwiftUI's `GroupedListStyle()`).
    public init() {}
    /// Accord's hook: the list in this style's look.
    public func _makeBody(configuration: _ListStyleConfiguration) -> AnyView { AnyView(ListBody(configuration, look: .grouped)) }
}
/// Sections as rounded cards inset from the edges (SwiftUI's `InsetGroupedListStyle`).
public struct InsetGroupedListStyle: ListStyle {
    /// The style (SwiftUI's `InsetGroupedListStyle()`).
    public init() {}
    /// Accord's hook: the list in this style's look.
    public func _makeBody(configuration: _ListStyleConfiguration) -> AnyView { AnyView(ListBody(configuration, look: .insetGrouped)) }
}
/// Inset rows (SwiftUI's `InsetListStyle`; drawn as plain).
public struct InsetListStyle: ListStyle {
    /// The style (SwiftUI's `InsetListStyle()`).
    public init() {}
    /// Accord's hook: the list in this style's look (approximate: plain).
    public func _makeBody(configuration: _ListStyleConfiguration) -> AnyView { AnyView(ListBody(configuration, look: .plain)) }
}
/// A sidebar (SwiftUI's `SidebarListStyle`; drawn as inset grouped on iPhone, each section
/// header with its disclosure indicator: "On macOS and iOS, the sidebar list style displays
/// disclosure indicators in the section headers that allow the user to collapse and expand
/// sections", Apple, `ListStyle.sidebar`).
public struct SidebarListStyle: ListStyle {
    /// The style (SwiftUI's `SidebarListStyle()`).
    public init() {}
    /// Accord's hook: the list in this style's look (inset grouped on iPhone, headers with a disclosure indicator).
    public func _makeBody(configuration: _ListStyleConfiguration) -> AnyView { AnyView(ListBody(configuration, look: .sidebar)) }
}
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

extension View {
    /// How lists inside look (SwiftUI's `listStyle(_:)`).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let box = style.box
        return transformEnvironment { $0[ListStyleKey.self] = box }
    }
}

// MARK: Looks

/// The look a built-in list style gives its list: whether sections are cards on the grouped
/// background, and the list's numbers (each from `ControlMetrics`, where its source is written).
struct ListLook: Hashable, Sendable {
    /// Sections on `.systemGroupedBackground` as cards of `.secondarySystemGroupedBackground`,
    /// `.footnote` upper-cased headers, no separator under a section's last row. Otherwise
    /// plain: the list on `.systemBackground`, `.headline` headers, separators under every row.
    let grouped: Bool
    /// The cards' distance from the list's sides.
    let margin: CGFloat
    /// The cards' corner radius (0: square).
    let radius: CGFloat
    /// Space above a section without a header, and above a section's header.
    let gapWithoutHeader: CGFloat
    let gapWithHeader: CGFloat
    /// Space above the first section's header (the list's top).
    let gapAboveFirstHeader: CGFloat
    /// Space between a header and its section's first row.
    let headerBottom: CGFloat
    /// Space after the last section.
    let bottomPadding: CGFloat
    /// Section headers carry a disclosure indicator (`.sidebar`).
    var disclosureHeaders = false
    /// A row's content insets (unless `.listRowInsets` sets its own).
    var insets: EdgeInsets { ControlMetrics.listRowInsets }
    /// The least height of a row.
    var minRowHeight: CGFloat { ControlMetrics.listMinRowHeight }
    /// Space between a section's last row and its footer.
    var footerTop: CGFloat { ControlMetrics.listFooterTop }

    /// `.insetGrouped`, `.automatic`, `.sidebar` on iPhone; `Form`.
    static let insetGrouped = ListLook(grouped: true, margin: ControlMetrics.insetGroupedListMargin,
                                       radius: ControlMetrics.insetGroupedListCornerRadius,
                                       gapWithoutHeader: ControlMetrics.groupedListSectionGap,
                                       gapWithHeader: ControlMetrics.groupedListGapAboveHeader,
                                       gapAboveFirstHeader: ControlMetrics.groupedListGapAboveFirstHeader,
                                       headerBottom: ControlMetrics.groupedListHeaderBottom,
                                       bottomPadding: ControlMetrics.groupedListBottomPadding)
    /// `.sidebar` on iPhone: inset grouped, each section header followed by its disclosure
    /// indicator (expanded: `chevron.down`; List.swift).
    static var sidebar: ListLook { var l = insetGrouped; l.disclosureHeaders = true; return l }
    /// `.grouped`: the inset-grouped look with full-width, square cards.
    static let grouped = ListLook(grouped: true, margin: 0, radius: 0,
                                  gapWithoutHeader: ControlMetrics.groupedListSectionGap,
                                  gapWithHeader: ControlMetrics.groupedListGapAboveHeader,
                                  gapAboveFirstHeader: ControlMetrics.groupedListGapAboveFirstHeader,
                                  headerBottom: ControlMetrics.groupedListHeaderBottom,
                                  bottomPadding: ControlMetrics.groupedListBottomPadding)
    /// `.plain`, `.inset`.
    static let plain = ListLook(grouped: false, margin: 0, radius: 0, gapWithoutHeader: 0,
                                gapWithHeader: ControlMetrics.plainListGapAboveHeader,
                                gapAboveFirstHeader: ControlMetrics.plainListGapAboveHeader,
                                headerBottom: ControlMetrics.plainListHeaderBottom, bottomPadding: 0)
}
