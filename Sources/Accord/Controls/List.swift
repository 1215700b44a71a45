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

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), kind: nil)
    }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), kind: nil)
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let kind = forcedKind ?? ctx.environment[ListStyleKey.self]
        let inner = ctx.with { $0[InListKey.self] = kind }
        var sections: [LayoutNode] = []
        var loose: [LayoutNode] = []
        func flush() {
            if loose.isEmpty { return }
            sections.append(LayoutNode(ListSectionBehaviour(kind: kind, hasHeader: false, hasFooter: false),
                                       children: loose, label: "Section (implicit)"))
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
        let node = LayoutNode(ListBehaviour(kind: kind), children: sections, label: forcedKind == nil ? "List" : "Form")
        node.layoutDirection = ctx.environment.layoutDirection
        let background = (kind == .plain ? SystemColors.background : SystemColors.groupedBackground).resolve(in: ctx.environment)
        // The background continues under the safe areas it reaches (as iOS draws lists); the
        // rows are clipped to the list's frame.
        node.drawing = NodeDrawing(content: { _, frame, _ in [fillItem(Path(frame), background)] },
                                   effect: { _, frame, items in
                                       guard let first = items.first else { return [] }
                                       var g = DrawingGroup(items: Array(items.dropFirst()))
                                       g.clip = Path(frame)
                                       return [first, .group(g)]
                                   })
        node.drawing?.extendsIntoSafeArea = true
        return [node]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), kind: nil)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), kind: nil)
    }
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), kind: nil)
    }
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), kind: nil)
    }
}

/// A form: controls in an inset-grouped list (see `List`).
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
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

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }
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
        let headerView: AnyView
        if let text = header as? Text, kind != .plain {
            headerView = AnyView(text.uppercasedForHeader())
        } else {
            headerView = AnyView(header)
        }
        let headerFont: Font = kind == .plain ? .headline : .footnote
        let styled = inner.with { env in
            if env.font == nil { env.font = headerFont }
            if env.foregroundStyle == nil { env.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel) }
        }
        let footerCtx = inner.with { env in
            if env.font == nil { env.font = .footnote }
            if env.foregroundStyle == nil { env.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel) }
        }
        let h = single(Accord.makeNodes(headerView, styled), "Section header")
        let f = single(Accord.makeNodes(footer, footerCtx), "Section footer")
        let rows = Accord.makeNodes(content, inner)
        let children = (h.map { [$0] } ?? []) + rows + (f.map { [$0] } ?? [])
        let node = LayoutNode(ListSectionBehaviour(kind: kind, hasHeader: h != nil, hasFooter: f != nil),
                              children: children, label: "Section")
        node.layoutDirection = ctx.environment.layoutDirection
        let env = ctx.environment
        node.drawing = NodeDrawing(content: { node, frame, context in
            guard let b = node.behaviour as? ListSectionBehaviour else { return [] }
            return b.draw(node: node, frame: frame, context: context, env: env)
        })
        return [node]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}
extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}
extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}
extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: EmptyView(), content: content)
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}

// MARK: Styles

enum ListKind: Hashable, Sendable { case insetGrouped, grouped, plain }
struct ListStyleKey: EnvironmentKey { static let defaultValue = ListKind.insetGrouped }
/// Set while a list builds its direct content (sections recognise they are in a list).
struct InListKey: EnvironmentKey { static let defaultValue: ListKind? = nil }

public protocol ListStyle {
    var _listKind: _ListStyleKind { get }
}
public struct _ListStyleKind: Sendable { let kind: ListKind }

public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _listKind: _ListStyleKind { .init(kind: .insetGrouped) }
}
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _listKind: _ListStyleKind { .init(kind: .plain) }
}
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _listKind: _ListStyleKind { .init(kind: .grouped) }
}
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _listKind: _ListStyleKind { .init(kind: .insetGrouped) }
}
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _listKind: _ListStyleKind { .init(kind: .plain) }
}
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _listKind: _ListStyleKind { .init(kind: .insetGrouped) }
}
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

extension View {
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
    var metrics: ListMetrics { ListMetrics(kind: kind) }

    init(kind: ListKind, hasHeader: Bool, hasFooter: Bool) {
        self.kind = kind
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }

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
        for c in node.children { w = max(w, c.sizeThatFits(.unspecified, context: context).width) }
        return w + 2 * m.margin + m.insets.leading + m.insets.trailing
    }

    /// Where everything goes for a section `width` wide, from (0, 0).
    func geometry(_ node: LayoutNode, width: CGFloat, _ context: LayoutContext) -> Geometry {
        let m = metrics
        var g = Geometry()
        let cardW = max(0, width - 2 * m.margin)
        let cw = max(0, cardW - m.insets.leading - m.insets.trailing)
        let x = m.margin + m.insets.leading
        var y: CGFloat = hasHeader ? m.gapWithHeader : m.gapWithoutHeader
        if hasHeader {
            let p = ProposedViewSize(width: cw, height: nil)
            let s = node.children[0].sizeThatFits(p, context: context)
            g.placements.append(Placement(origin: CGPoint(x: x, y: y), proposal: p, size: s))
            y += s.height + m.headerBottom
        }
        let cardTop = y
        for i in rowRange(node) {
            let child = node.children[i]
            let measured = child.sizeThatFits(ProposedViewSize(width: cw, height: nil), context: context)
            let rh = max(m.minRowHeight, measured.height + m.insets.top + m.insets.bottom)
            let p = ProposedViewSize(width: cw, height: max(0, rh - m.insets.top - m.insets.bottom))
            let s = child.sizeThatFits(p, context: context)
            g.placements.append(Placement(origin: CGPoint(x: x, y: y + (rh - s.height) / 2), proposal: p, size: s))
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

    override func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let w = p.width ?? idealWidth(node, context)
        if !w.isFinite { return CGSize(width: w, height: geometry(node, width: idealWidth(node, context), context).height) }
        return CGSize(width: w, height: geometry(node, width: w, context).height)
    }

    override func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
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
        if kind != .plain {
            let bg = SystemColors.secondaryGroupedBackground.resolve(in: env)
            items.append(fillItem(m.radius > 0 ? Path(roundedRect: card, cornerRadius: m.radius, style: .continuous) : Path(card), bg))
        }
        let px = 1 / max(1, context.scale)
        let sep = SystemColors.separator.resolve(in: env)
        let count = kind == .plain ? g.rows.count : g.rows.count - 1
        for r in g.rows.prefix(max(0, count)) {
            let row = r.offsetBy(dx: frame.minX, dy: frame.minY)
            let x0 = row.minX + m.insets.leading
            items.append(fillItem(Path(CGRect(x: x0, y: row.maxY - px, width: max(0, row.maxX - x0), height: px)), sep))
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

    override func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let w = p.width ?? contentWidth(node, context)
        if let h = p.height { return CGSize(width: w, height: h) }
        let cp = ProposedViewSize(width: w, height: nil)
        let h = node.children.reduce(0) { $0 + $1.sizeThatFits(cp, context: context).height } + ListMetrics(kind: kind).bottomPadding
        return CGSize(width: w, height: h)
    }

    override func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
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
