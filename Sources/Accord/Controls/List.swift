import Foundation
import AccordLayout

/// A list of rows in sections, drawn as iOS draws it (no scrolling: content past the bottom is
/// clipped). Static content: every view of the content (each view a `ForEach` or `Group`
/// produces) is a row; `Section`s group rows; rows outside sections form sections of their own.
///
/// Seed 004 (not in its tables; SwiftUI's List is a scroll view): exp/exp — it takes the whole
/// proposal; where a dimension is unspecified, its content's size.
///
/// ## Inset-grouped look (`.automatic`, `.insetGrouped`, `.sidebar`; `Form` always)
/// Metrics (iPhone, compact width):
/// - background `.systemGroupedBackground`; sections are cards of
///   `.secondarySystemGroupedBackground`, 16 from the list's sides (confident for 375–393-pt
///   wide iPhones), corner radius 10 (iOS 13–18; confident);
/// - rows: at least 44 tall (`defaultMinListRowHeight`; confident); content inset 20 leading and
///   trailing (*guess*: SwiftUI's row insets on current iPhones) and 6 top and bottom (*guess*,
///   chosen so a 31-pt switch or 32-pt stepper row is 44 tall); content aligned leading,
///   centred vertically, proposed the content width and the row height less the insets;
/// - hairline separators (`.separator`, 1 pixel) between rows, from the content's leading edge
///   to the card's trailing edge;
/// - headers: `.footnote`, `.secondary`, upper-cased (a `Text` header), aligned with the row
///   content, 17 below the previous section (35 when there is no header) and 7 above the card
///   (*guesses* after UIKit's grouped table metrics); footers: `.footnote` `.secondary`, 7
///   below the card (*guess*); 35 of space after the last section (*guess*).
/// `.grouped`: the same, cards full width with square corners. `.plain` (and `.inset`): no
/// cards or gaps, white background, `.headline` headers (*guess*), separators also under the
/// last row.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let forcedKind: ListKind?

    init(content: Content, kind: ListKind?) {
        self.content = content
        forcedKind = kind
    }

    /// A list whose rows can be selected, one at a time (SwiftUI's `List(selection:content:)`); the selected row is highlighted.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), kind: nil)
    }
    /// A list whose rows can be selected, several at a time (SwiftUI's `List(selection:content:)` with a set).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), kind: nil)
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let kind = forcedKind ?? ctx.environment[ListStyleKey.self]
        let inner = ctx.with { $0[InListKey.self] = kind; $0[InListRowKey.self] = true }
        var sections: [LayoutNode] = []
        var loose: [LayoutNode] = []
        let env = ctx.environment
        let spacing = ListSpacing(row: env[ListRowSpacingKey.self], section: env[ListSectionSpacingKey.self])
        func flush() {
            if loose.isEmpty { return }
            let section = LayoutNode(ListSectionBehaviour(kind: kind, hasHeader: false, hasFooter: false, spacing: spacing),
                                     children: loose, label: "Section (implicit)")
            section.drawing = ListSectionBehaviour.drawing(env)
            sections.append(section)
            loose = []
        }
        for node in Accord.makeNodes(content, inner) {
            if let s = node.behaviour as? ListSectionBehaviour, s.kind == kind {
                flush()
                sections.append(node)
            } else {
                loose.append(node)
            }
        }
        flush()
        let node = LayoutNode(ListBehaviour(kind: kind), children: sections, label: forcedKind == nil ? "List" : "Form").declaring([.list, .scrollable])
        // `.scrollContentBackground(.hidden)` removes the list's own background.
        let background = env[ScrollContentBackgroundKey.self] == .hidden ? RGBA(0, 0, 0, 0)
            : (kind == .plain ? SystemColors.background : SystemColors.groupedBackground).resolve(in: ctx.environment)
        // The background continues under the safe areas it reaches (as iOS draws lists); the
        // rows are clipped to the list's frame.
        node.drawing = NodeDrawing(content: { _, frame, _ in [fillItem(Path(frame), background)] },
                                   effect: { _, frame, items in
                                       guard let first = items.first else { return [] }
                                       var g = DrawingGroup(items: Array(items.dropFirst()))
                                       g.clip = Path(frame)
                                       return [first, .group(g)]
                                   })
        // Out to the insets the list touches, bars included (Sources/Accord/SafeArea).
        extendDrawingIntoSafeArea(node, edges: .all, includingEffect: true)
        return [node]
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections in `content` (SwiftUI's `List(content:)`): inset grouped on iOS.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), kind: nil)
    }
    /// A list with a row for each element of `data`, identified by `id` (SwiftUI's `List(_:id:rowContent:)`).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), kind: nil)
    }
    /// A list with a row for each `Identifiable` element (SwiftUI's `List(_:rowContent:)`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), kind: nil)
    }
    /// A list with a row for each number of a constant range (SwiftUI's `List(_:rowContent:)` over `Range<Int>`).
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), kind: nil)
    }
}

/// A form: controls in an inset-grouped list (see `List`).
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    /// A form: its sections drawn as an inset grouped list (SwiftUI's `Form(content:)`).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        List<Never, Content>(content: content, kind: .insetGrouped).makeNodes(ctx)
    }
}

/// A section of a list or form: header, rows, footer. Outside a list its header, content and
/// footer are simply views in a row of their container (as a `Group`).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer (SwiftUI's `Section(content:header:footer:)`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }
    /// A section with header and footer views (SwiftUI's older `Section(header:footer:content:)`).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        guard let kind = ctx.environment[InListKey.self] else {
            return Accord.makeNodes(header, ctx) + Accord.makeNodes(content, ctx) + Accord.makeNodes(footer, ctx)
        }
        let inner = ctx.with { $0[InListKey.self] = nil }
        func single(_ nodes: [LayoutNode], _ label: String) -> LayoutNode? {
            if nodes.isEmpty { return nil }
            if nodes.count == 1 { return nodes[0] }
            return LayoutNode(LayoutAdapter(VStackLayout(alignment: .leading, spacing: 0)), children: nodes, label: label)
        }
        let prominent = ctx.environment[HeaderProminenceKey.self] == .increased
        let headerView: AnyView
        if let text = header as? Text, kind != .plain, !prominent {
            headerView = AnyView(text.uppercasedForHeader())
        } else {
            headerView = AnyView(header)
        }
        // `.headerProminence(.increased)`: a larger, bold, primary header that is not
        // upper-cased (approximate: `.title3` bold).
        let headerFont: Font = prominent ? .title3.bold() : kind == .plain ? .headline : .footnote
        let styled = inner.with { env in
            if env.font == nil { env.font = headerFont }
            if env.foregroundStyle == nil && !prominent { env.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel) }
        }
        let footerCtx = inner.with { env in
            if env.font == nil { env.font = .footnote }
            if env.foregroundStyle == nil { env.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel) }
        }
        let h = single(Accord.makeNodes(headerView, styled), "Section header")
        let f = single(Accord.makeNodes(footer, footerCtx), "Section footer")
        let rows = Accord.makeNodes(content, inner)
        let children = (h.map { [$0] } ?? []) + rows + (f.map { [$0] } ?? [])
        let spacing = ListSpacing(row: ctx.environment[ListRowSpacingKey.self], section: ctx.environment[ListSectionSpacingKey.self])
        let node = LayoutNode(ListSectionBehaviour(kind: kind, hasHeader: h != nil, hasFooter: f != nil, spacing: spacing),
                              children: children, label: "Section")
        node.drawing = ListSectionBehaviour.drawing(ctx.environment)
        return [node]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}
extension Section where Footer == EmptyView {
    /// A section with a header (SwiftUI's `Section(content:header:)`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// A section with a header view (SwiftUI's older `Section(header:content:)`).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}
extension Section where Parent == EmptyView {
    /// A section with a footer (SwiftUI's `Section(content:footer:)`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// A section with a footer view (SwiftUI's older `Section(footer:content:)`).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}
extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a localized string key (SwiftUI's `Section(_:content:)`).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: EmptyView(), content: content)
    }
    /// A section titled with a string (SwiftUI's `Section(_:content:)`).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}

// MARK: Styles

enum ListKind: Hashable, Sendable { case insetGrouped, grouped, plain }
struct ListStyleKey: EnvironmentKey { static let defaultValue = ListKind.insetGrouped }
/// Set while a list builds its direct content (sections recognise they are in a list).
struct InListKey: EnvironmentKey { static let defaultValue: ListKind? = nil }
/// Set for a list's rows (and their contents): a `NavigationLink` there draws its disclosure
/// chevron, a menu `Picker` its in-form look.
struct InListRowKey: EnvironmentKey { static let defaultValue = false }

/// How a list looks (SwiftUI's `ListStyle`): plain, grouped, inset grouped…
public protocol ListStyle {
    var _listKind: _ListStyleKind { get }
}
/// Accord's hook (not SwiftUI API): the list look this style selects.
public struct _ListStyleKind: Sendable { let kind: ListKind }

/// The list style unless one is set: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    /// The style (SwiftUI's `DefaultListStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): the list look this style selects.
    public var _listKind: _ListStyleKind { .init(kind: .insetGrouped) }
}
/// Rows edge to edge with separators, no section backgrounds (SwiftUI's `PlainListStyle`).
public struct PlainListStyle: ListStyle {
    /// The style (SwiftUI's `PlainListStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): the list look this style selects.
    public var _listKind: _ListStyleKind { .init(kind: .plain) }
}
/// Sections edge to edge on the grouped background (SwiftUI's `GroupedListStyle`).
public struct GroupedListStyle: ListStyle {
    /// The style (SwiftUI's `GroupedListStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): the list look this style selects.
    public var _listKind: _ListStyleKind { .init(kind: .grouped) }
}
/// Sections as rounded cards inset from the edges (SwiftUI's `InsetGroupedListStyle`).
public struct InsetGroupedListStyle: ListStyle {
    /// The style (SwiftUI's `InsetGroupedListStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): the list look this style selects.
    public var _listKind: _ListStyleKind { .init(kind: .insetGrouped) }
}
/// Inset rows (SwiftUI's `InsetListStyle`; drawn as plain).
public struct InsetListStyle: ListStyle {
    /// The style (SwiftUI's `InsetListStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): the list look this style selects.
    public var _listKind: _ListStyleKind { .init(kind: .plain) }
}
/// A sidebar (SwiftUI's `SidebarListStyle`; drawn as inset grouped on iPhone).
public struct SidebarListStyle: ListStyle {
    /// The style (SwiftUI's `SidebarListStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): the list look this style selects.
    public var _listKind: _ListStyleKind { .init(kind: .insetGrouped) }
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
        let kind = style._listKind.kind
        return transformEnvironment { $0[ListStyleKey.self] = kind }
    }
}

// MARK: Layout

struct ListMetrics {
    let kind: ListKind
    var margin: CGFloat { kind == .insetGrouped ? 16 : 0 }
    var radius: CGFloat { kind == .insetGrouped ? 10 : 0 }
    var insets: EdgeInsets { EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20) }
    var minRowHeight: CGFloat { 44 }
    var gapWithoutHeader: CGFloat { kind == .plain ? 0 : 35 }
    var gapWithHeader: CGFloat { kind == .plain ? 6 : 17 }
    var headerBottom: CGFloat { kind == .plain ? 6 : 7 }
    var footerTop: CGFloat { 7 }
    var bottomPadding: CGFloat { kind == .plain ? 0 : 35 }
}

/// A section: `[header] rows… [footer]` as children.
final class ListSectionBehaviour: LayoutBehaviour, @unchecked Sendable {
    let kind: ListKind
    let hasHeader: Bool
    let hasFooter: Bool
    let spacing: ListSpacing
    var metrics: ListMetrics { ListMetrics(kind: kind) }

    init(kind: ListKind, hasHeader: Bool, hasFooter: Bool, spacing: ListSpacing = ListSpacing()) {
        self.kind = kind
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
        self.spacing = spacing
    }

    /// The section's drawing (cards, row backgrounds, separators) in `env`.
    static func drawing(_ env: EnvironmentValues) -> NodeDrawing {
        NodeDrawing(content: { node, frame, context in
            guard let b = node.behaviour as? ListSectionBehaviour else { return [] }
            return b.draw(node: node, frame: frame, context: context, env: env)
        })
    }

    /// A row's insets: its `.listRowInsets`, else the list's.
    func insets(_ row: LayoutNode) -> EdgeInsets { row.traits[ListRowInsetsKey.self] ?? metrics.insets }

    struct Geometry {
        var height: CGFloat = 0
        var placements: [Placement] = []
        var rows: [CGRect] = []
        var card: CGRect = .zero
    }

    private func rowRange(_ node: LayoutNode) -> Range<Int> {
        (hasHeader ? 1 : 0)..<(node.children.count - (hasFooter ? 1 : 0))
    }

    func idealWidth(_ node: LayoutNode, _ context: LayoutContext) -> CGFloat {
        let m = metrics
        var w: CGFloat = 0
        for c in node.children {
            let i = insets(c)
            w = max(w, c.sizeThatFits(.unspecified, context: context).width + i.leading + i.trailing)
        }
        return w + 2 * m.margin
    }

    /// Where everything goes for a section `width` wide, from (0, 0).
    func geometry(_ node: LayoutNode, width: CGFloat, _ context: LayoutContext) -> Geometry {
        let m = metrics
        var g = Geometry()
        let cardW = max(0, width - 2 * m.margin)
        let cw = max(0, cardW - m.insets.leading - m.insets.trailing)
        let x = m.margin + m.insets.leading
        var y: CGFloat = spacing.section ?? (hasHeader ? m.gapWithHeader : m.gapWithoutHeader)
        if hasHeader {
            let p = ProposedViewSize(width: cw, height: nil)
            let s = node.children[0].sizeThatFits(p, context: context)
            g.placements.append(Placement(origin: CGPoint(x: x, y: y), proposal: p, size: s))
            y += s.height + m.headerBottom
        }
        let cardTop = y
        for (n, i) in rowRange(node).enumerated() {
            let child = node.children[i]
            if n > 0, let rs = spacing.row { y += rs }
            // The row's own insets (`.listRowInsets`) replace the list's on every edge.
            let ins = insets(child)
            // A badge takes its width and 8 points (a stack's standard spacing; a reconstruction)
            // from the content's.
            let badgeWidth = child.traits[ListRowBadgeKey.self].map { context.textMeasurer.measure($0.request).size.width + 8 } ?? 0
            let rcw = max(0, cardW - ins.leading - ins.trailing - badgeWidth)
            let measured = child.sizeThatFits(ProposedViewSize(width: rcw, height: nil), context: context)
            let rh = max(m.minRowHeight, measured.height + ins.top + ins.bottom)
            let p = ProposedViewSize(width: rcw, height: max(0, rh - ins.top - ins.bottom))
            let s = child.sizeThatFits(p, context: context)
            let cy = y + ins.top + (rh - ins.top - ins.bottom - s.height) / 2
            g.placements.append(Placement(origin: CGPoint(x: m.margin + ins.leading, y: cy), proposal: p, size: s))
            g.rows.append(CGRect(x: m.margin, y: y, width: cardW, height: rh))
            y += rh
        }
        g.card = CGRect(x: m.margin, y: cardTop, width: cardW, height: y - cardTop)
        if hasFooter {
            y += m.footerTop
            let p = ProposedViewSize(width: cw, height: nil)
            let s = node.children[node.children.count - 1].sizeThatFits(p, context: context)
            g.placements.append(Placement(origin: CGPoint(x: x, y: y), proposal: p, size: s))
            y += s.height
        }
        g.height = y
        return g
    }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let w = p.width ?? idealWidth(node, context)
        if !w.isFinite { return CGSize(width: w, height: geometry(node, width: idealWidth(node, context), context).height) }
        return CGSize(width: w, height: geometry(node, width: w, context).height)
    }

    func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                             context: LayoutContext) -> [Placement] {
        geometry(node, width: bounds.width, context).placements.map {
            var p = $0
            p.origin.x += bounds.minX
            p.origin.y += bounds.minY
            return p
        }
    }

    func draw(node: LayoutNode, frame: CGRect, context: LayoutContext, env: EnvironmentValues) -> [DisplayItem] {
        guard frame.width.isFinite, frame.width > 0 else { return [] }
        let m = metrics
        let g = geometry(node, width: frame.width, context)
        if g.rows.isEmpty { return [] }
        var items: [DisplayItem] = []
        let card = g.card.offsetBy(dx: frame.minX, dy: frame.minY)
        let rowNodes = rowRange(node).map { node.children[$0] }
        let rows = g.rows.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
        // With row spacing (`.listRowSpacing`), each row is a card of its own, without separators.
        let separateCards = (spacing.row ?? 0) > 0
        func shape(_ r: CGRect) -> Path {
            m.radius > 0 ? Path(roundedRect: r, cornerRadius: m.radius, style: .continuous) : Path(r)
        }
        if kind != .plain {
            let bg = SystemColors.secondaryGroupedBackground.resolve(in: env)
            if separateCards { for r in rows { items.append(fillItem(shape(r), bg)) } } else { items.append(fillItem(shape(card), bg)) }
        }
        // Row backgrounds (`.listRowBackground`) replace the card's colour in their row, clipped
        // to the card's corners.
        for (row, r) in zip(rowNodes, rows) {
            guard let background = row.traits[ListRowBackgroundKey.self] else { continue }
            let drawn = background.draw(in: r, context: context)
            if drawn.isEmpty { continue }
            var group = DrawingGroup(items: drawn)
            group.clip = separateCards ? shape(r) : kind != .plain && m.radius > 0 ? shape(card) : Path(r)
            items.append(.group(group))
        }
        // Badges: right-aligned at the trailing inset, centred vertically in the row.
        for (row, r) in zip(rowNodes, rows) {
            guard let badge = row.traits[ListRowBadgeKey.self] else { continue }
            let size = context.textMeasurer.measure(badge.request).size
            let frame = CGRect(x: r.maxX - insets(row).trailing - size.width, y: r.midY - size.height / 2,
                               width: size.width, height: size.height)
            items.append(.text(TextDrawing(request: badge.request, frame: frame, color: badge.color)))
        }
        if separateCards { return items }
        let px = 1 / max(1, context.scale)
        let sectionHidesBottom = node.traits[ListSectionSeparatorKey.self].bottom
        for (i, (row, r)) in zip(rowNodes, rows).enumerated() {
            let isLast = i == rows.count - 1
            // Grouped cards draw no separator under their last row; plain lists do, unless the
            // section's bottom separator is hidden.
            if isLast && (kind != .plain || sectionHidesBottom) { continue }
            // Hidden by this row's bottom edge or the next row's top edge (`.listRowSeparator`).
            if row.traits[ListRowSeparatorKey.self].bottom { continue }
            if !isLast && rowNodes[i + 1].traits[ListRowSeparatorKey.self].top { continue }
            let tint = row.traits[ListRowSeparatorTintKey.self]?.resolve(in: env) ?? SystemColors.separator.resolve(in: env)
            // The separator starts at the content's `.listRowSeparatorLeading` guide when it has
            // one (a `Label` sets it at its title, so the line starts under the text, not the
            // icon, as iOS draws it), else at the row's leading inset.
            var x0 = r.minX + insets(row).leading
            let c = rowRange(node).lowerBound + i
            if c < g.placements.count {
                let pl = g.placements[c]
                if let guide = row.dimensions(pl.proposal, context: context)[explicit: HorizontalAlignment.listRowSeparatorLeading], guide.isFinite {
                    x0 = min(r.maxX, max(r.minX, frame.minX + pl.origin.x + guide))
                }
            }
            items.append(fillItem(Path(CGRect(x: x0, y: r.maxY - px, width: max(0, r.maxX - x0), height: px)), tint))
        }
        return items
    }
}

/// The list: its sections one under the other, the whole proposal (content size where
/// unspecified).
final class ListBehaviour: LayoutBehaviour, @unchecked Sendable {
    let kind: ListKind
    init(kind: ListKind) { self.kind = kind }

    private func contentWidth(_ node: LayoutNode, _ context: LayoutContext) -> CGFloat {
        node.children.map { $0.sizeThatFits(.unspecified, context: context).width }.max() ?? 0
    }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let w = p.width ?? contentWidth(node, context)
        if let h = p.height { return CGSize(width: w, height: h) }
        let cp = ProposedViewSize(width: w, height: nil)
        let h = node.children.reduce(0) { $0 + $1.sizeThatFits(cp, context: context).height } + ListMetrics(kind: kind).bottomPadding
        return CGSize(width: w, height: h)
    }

    func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                             context: LayoutContext) -> [Placement] {
        let cp = ProposedViewSize(width: bounds.width, height: nil)
        var y = bounds.minY
        return node.children.map { c in
            let s = c.sizeThatFits(cp, context: context)
            defer { y += s.height }
            return Placement(origin: CGPoint(x: bounds.minX, y: y), proposal: cp, size: s)
        }
    }
}

// MARK: Row and section modifiers

/// `.listRowInsets`: the row's content insets, replacing the list's (every edge).
struct ListRowInsetsKey: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
/// Which of a row's (or section's) separators are hidden.
struct SeparatorHiding: Sendable {
    var top = false
    var bottom = false
}
struct ListRowSeparatorKey: LayoutValueKey { static let defaultValue = SeparatorHiding() }
struct ListSectionSeparatorKey: LayoutValueKey { static let defaultValue = SeparatorHiding() }
struct ListRowSeparatorTintKey: LayoutValueKey { static let defaultValue: Color? = nil }
struct ListRowBackgroundKey: LayoutValueKey { static let defaultValue: ListRowBackground? = nil }
/// A row's badge text, laid out at the row's trailing edge.
struct ListRowBadge: Sendable {
    let request: TextLayoutRequest
    let color: RGBA
}
struct ListRowBadgeKey: LayoutValueKey { static let defaultValue: ListRowBadge? = nil }
struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

/// Spacing set on a list: between rows (`.listRowSpacing`) and before each section
/// (`.listSectionSpacing`); nil keeps iOS's.
struct ListSpacing: Sendable {
    var row: CGFloat?
    var section: CGFloat?
}

/// A row's background view, laid out in the row's rectangle when the section draws.
struct ListRowBackground: @unchecked Sendable {
    let build: () -> [LayoutNode]
    func draw(in rect: CGRect, context: LayoutContext) -> [DisplayItem] {
        let nodes = build()
        guard !nodes.isEmpty, rect.width > 0, rect.height > 0 else { return [] }
        let root = nodes.count == 1 ? nodes[0] : LayoutNode(LayoutAdapter(ZStackLayout()), children: nodes, label: "ZStack")
        let pass = LayoutPass(root: root, proposal: ProposedViewSize(rect.size), canvas: rect.size, context: context)
        var g = DrawingGroup(items: HostedLayout.draw(root, pass))
        g.transform = CGAffineTransform(translationX: rect.minX, y: rect.minY)
        return [.group(g)]
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The option set's bits.
        public let rawValue: Int8
        /// Edges from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        /// The set holding one edge.
        public init(_ e: VerticalEdge) { self = e == .top ? .top : .bottom }
    }
}

/// How prominent a section header is.
public enum Prominence: Hashable, Sendable { case standard, increased }

/// Space between a list's sections (iOS 17).
public struct ListSectionSpacing: Sendable {
    let value: CGFloat?
    /// iOS's spacing.
    public static let `default` = ListSectionSpacing(value: nil)
    /// iOS's compact spacing: not measured, so Accord keeps the default (approximate).
    public static let compact = ListSectionSpacing(value: nil)
    /// Sections `spacing` points apart.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

extension View {
    /// Insets of the row's content within the row, replacing the list's on every edge. The row
    /// stays at least 44 points tall; the separator starts at the content's leading inset.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }
    /// Shows or hides the separator above (`.top`) or below (`.bottom`) the row. A separator
    /// between two rows is hidden when either hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { n in
                var h = n.traits[ListRowSeparatorKey.self]
                if edges.contains(.top) { h.top = visibility == .hidden }
                if edges.contains(.bottom) { h.bottom = visibility == .hidden }
                n.traits[ListRowSeparatorKey.self] = h
                return n
            }
        }
    }
    /// The colour of the row's separator (the one below it is drawn in it).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorTintKey.self, value: color)
    }
    /// On a section of a plain list: hides the separator under its last row (`.bottom`); the
    /// top one is not drawn by Accord's plain lists anyway.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { n in
                var h = n.traits[ListSectionSeparatorKey.self]
                if edges.contains(.top) { h.top = visibility == .hidden }
                if edges.contains(.bottom) { h.bottom = visibility == .hidden }
                n.traits[ListSectionSeparatorKey.self] = h
                return n
            }
        }
    }
    /// Inert (section separators take the list's separator colour).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }
    /// The row's background, in place of the card's colour (clipped to the card's corners).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        nodeModifier { content, ctx in
            let background = view.map { v in ListRowBackground(build: { Accord.makeNodes(v, ctx) }) }
            return content(ctx).map { n in
                n.traits[ListRowBackgroundKey.self] = background
                return n
            }
        }
    }
    /// Vertical space between the list's rows; in inset-grouped lists each row becomes a card
    /// of its own (iOS 17 draws them so).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        transformEnvironment { $0[ListRowSpacingKey.self] = spacing.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    }
    /// Space above each section of the list.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        transformEnvironment { $0[ListSectionSpacingKey.self] = spacing.value }
    }
    /// Sections of lists inside are `spacing` points apart (SwiftUI's `listSectionSpacing(_:)`).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        transformEnvironment { $0[ListSectionSpacingKey.self] = spacing.isFinite && spacing >= 0 ? spacing : nil }
    }
    /// Section headers drawn larger (`.increased`).
    public func headerProminence(_ prominence: Prominence) -> some View {
        transformEnvironment { $0[HeaderProminenceKey.self] = prominence }
    }
    /// Hides a list's (or form's) own background (`.hidden`), showing what is behind it.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        transformEnvironment { $0[ScrollContentBackgroundKey.self] = visibility }
    }

    // Interaction-only row features: inert in a still frame.
    /// Actions revealed by swiping the row: accepted and inert (no swipe in a still frame).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> Self { self }
    /// Deleting rows by swiping: accepted and inert.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Moving rows in edit mode: accepted and inert.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
    /// Inserting dropped items: accepted and inert.
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> Self { self }
    /// Prevents moving the row: accepted and inert.
    public func moveDisabled(_ isDisabled: Bool) -> Self { self }
    /// Prevents deleting the row: accepted and inert.
    public func deleteDisabled(_ isDisabled: Bool) -> Self { self }
    /// Prevents selecting the row: accepted and inert.
    public func selectionDisabled(_ isDisabled: Bool = true) -> Self { self }
    /// Pull to refresh: accepted and inert (the action is never called).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
    /// The tint of the row's items in a sidebar: accepted and inert.
    public func listItemTint(_ tint: Color?) -> Self { self }
    /// A badge: on a list row, the count (none for 0) at the row's trailing edge in the body
    /// font and `.secondary` colour, as iOS draws it; tab items' badges are not drawn (no tab bar).
    public func badge(_ count: Int) -> some View { rowBadge(count == 0 ? nil : Text("\(count)")) }
    /// A badge at the trailing edge of a list row, in the secondary style (SwiftUI's `badge(_:)`); nil shows none.
    public func badge(_ label: Text?) -> some View { rowBadge(label) }
    /// A badge of a localized string at the trailing edge of a list row.
    public func badge(_ key: LocalizedStringKey?) -> some View { rowBadge(key.map { Text($0) }) }
    /// A badge of a string at the trailing edge of a list row.
    @_disfavoredOverload public func badge<S: StringProtocol>(_ label: S?) -> some View { rowBadge(label.map { Text($0) }) }

    func rowBadge(_ text: Text?) -> some View {
        nodeModifier { content, ctx in
            let badge = text.map { t -> ListRowBadge in
                let env = ctx.environment
                var e = env
                if e.font == nil { e.font = .body }
                return ListRowBadge(request: TextLayoutRequest(runs: t.runs(e)), color: SystemColors.secondaryLabel.resolve(in: env))
            }
            return content(ctx).map { n in
                n.traits[ListRowBadgeKey.self] = badge
                return n
            }
        }
    }
    /// How prominent badges inside are: accepted and inert (drawn at the standard prominence).
    public func badgeProminence(_ prominence: BadgeProminence) -> Self { self }
}

/// How prominent a badge is.
public struct BadgeProminence: Hashable, Sendable {
    let v: Int
    /// The standard badge prominence.
    public static let standard = BadgeProminence(v: 0)
    /// An increased badge prominence (a red capsule on iOS; drawn as standard here).
    public static let increased = BadgeProminence(v: 1)
    /// A decreased badge prominence (drawn as standard here).
    public static let decreased = BadgeProminence(v: 2)
}

// SwiftUI's collection helpers for `onDelete` / `onMove`.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets (`onDelete`'s index set).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for i in offsets.sorted(by: >) where i >= 0 && i < count {
            remove(at: index(startIndex, offsetBy: i))
        }
    }
}
extension MutableCollection {
    /// Moves the elements at `source` to before `destination` (`onMove`'s arguments), keeping
    /// their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let all = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < all.count }.map { all[$0] }
        var rest: [Element] = []
        var insertAt = 0
        for (i, e) in all.enumerated() where !source.contains(i) {
            if i < destination { insertAt += 1 }
            rest.append(e)
        }
        rest.insert(contentsOf: moving, at: Swift.min(insertAt, rest.count))
        for (i, e) in zip(indices, rest) { self[i] = e }
    }
}
