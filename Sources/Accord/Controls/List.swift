import Foundation
import AccordLayout

/// A list of rows in sections, drawn as iOS draws it (no scrolling: content past the bottom is
/// clipped). Static content: every view of the content (each view a `ForEach` or `Group`
/// produces) is a row; `Section`s group rows; rows outside sections form sections of their own.
///
/// Seed 004 (not in its tables; SwiftUI's List is a scroll view): exp/exp — it takes the whole
/// proposal; where a dimension is unspecified, its content's size.
///
/// ## Looks: the list style's body (List+Style.swift)
/// The style in the environment makes the list (`ListStyle._makeBody(configuration:)`) in one
/// of the looks of `ListLook`; every number is in `ControlMetrics` with its source.
/// - Inset grouped (`.automatic`, `.insetGrouped`, `.sidebar`; `Form` always): on
///   `.systemGroupedBackground`, sections are cards of `.secondarySystemGroupedBackground` inset
///   from the list's sides, with rounded corners; rows at least 44 tall, content inset,
///   aligned leading, centred vertically, proposed the content width and the row height less
///   the insets; hairline separators (`.separator`, 1 pixel) between rows, from the content's
///   leading edge to the card's trailing edge; headers `.footnote`, `.secondary`, upper-cased
///   (a `Text` header), aligned with the row content; footers `.footnote` `.secondary`.
/// - `.grouped`: the same, cards full width with square corners.
/// - `.plain` (and `.inset`): no cards or gaps, white background, `.headline` headers,
///   separators also under the last row.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    /// The selected rows' tags (List+Selection.swift draws them highlighted).
    var selection: Set<AnyHashable> = []
    /// Bound to a set (several rows selectable): edit mode draws the selection circles.
    var selectsSeveral = false

    init(content: Content) { self.content = content }

    /// A list whose rows can be selected, one at a time (SwiftUI's `List(selection:content:)`); the selected row is highlighted.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content())
        self.selection = Set((selection?.wrappedValue).map { [AnyHashable($0)] } ?? [])
    }
    /// A list whose rows can be selected, several at a time (SwiftUI's `List(selection:content:)` with a set).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content())
        self.selection = Set((selection?.wrappedValue ?? []).map { AnyHashable($0) })
        self.selectsSeveral = selection != nil
    }

    /// The list as the style in effect makes it (`ListStyle._makeBody(configuration:)`).
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let content = self.content
        let configuration = _ListStyleConfiguration(content: { Accord.makeNodes(content, $0) }, label: "List")
        let selection = self.selection
        let editing = selectsSeveral && (ctx.environment.editMode?.wrappedValue.isEditing ?? false)
        let ctx = ctx.with { $0[ListSelectionKey.self] = selection; $0[ListEditingSelectionKey.self] = editing }
        return Accord.makeNodes(ctx.environment[ListStyleKey.self].make(configuration), ctx)
    }
}

/// A list in one look: what the built-in list styles make (List+Style.swift).
struct ListBody: View, PrimitiveView {
    let configuration: _ListStyleConfiguration
    let look: ListLook
    init(_ configuration: _ListStyleConfiguration, look: ListLook) {
        self.configuration = configuration
        self.look = look
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let look = self.look
        let inner = ctx.with { $0[InListKey.self] = look; $0[InListRowKey.self] = true }
        var sections: [LayoutNode] = []
        var loose: [LayoutNode] = []
        let env = ctx.environment
        let spacing = ListSpacing(row: env[ListRowSpacingKey.self], section: env[ListSectionSpacingKey.self])
        func flush() {
            if loose.isEmpty { return }
            sections.append(ListSectionBehaviour(look: look, hasHeader: false, hasFooter: false, spacing: spacing,
                                                 editingSelection: env[ListEditingSelectionKey.self],
                                                 editing: env.editMode?.wrappedValue.isEditing ?? false)
                .node(children: loose, label: "Section (implicit)", env))
            loose = []
        }
        for node in configuration.content(inner) {
            // A section among the content was built in this list's environment (its look).
            if node.role.contains(.listSection) {
                flush()
                sections.append(node)
            } else {
                loose.append(node)
            }
        }
        flush()
        // The first section's header sits closer to the list's top (through any modifier
        // wrapping the section: `.disabled`, `.id`…).
        var first = sections.first
        while let n = first, !n.role.contains(.listSection), n.children.count == 1 { first = n.children[0] }
        if let first, first.role.contains(.listSection) { first.traits[ListFirstSectionKey.self] = true }
        let node = makeNode(ListBehaviour(look: look), children: sections, label: configuration.label,
                            role: look.grouped ? [.list, .scrollable, .groupedList] : [.list, .scrollable])
        // `.scrollContentBackground(.hidden)` removes the list's own background.
        let background = env[ScrollContentBackgroundKey.self] == .hidden ? RGBA(0, 0, 0, 0)
            : (look.grouped ? SystemColors.groupedBackground : SystemColors.background).resolve(in: ctx.environment)
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
        // The live preview scrolls it (Preview/PreviewServer+Scroll.swift).
        makeScrollable(node, axes: .vertical, ctx)
        return [node]
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections in `content` (SwiftUI's `List(content:)`): inset grouped on iOS.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content())
    }
    /// A list with a row for each element of `data`, identified by `id` (SwiftUI's `List(_:id:rowContent:)`).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }
    /// A list with a row for each `Identifiable` element (SwiftUI's `List(_:rowContent:)`).
    /// Disfavoured so that a `Binding` to a collection (itself a collection of `Identifiable`
    /// bindings) takes the binding form (View/ForEach+Binding.swift), as in SwiftUI.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
    }
    /// A list with a row for each number of a constant range (SwiftUI's `List(_:rowContent:)` over `Range<Int>`).
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent))
    }
}

/// A form: controls in an inset-grouped list (see `List`).
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    /// A form: its sections drawn as an inset grouped list (SwiftUI's `Form(content:)`).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        // Drawn by the innermost `.formStyle` (Form+Style.swift); unless one is set, an inset-grouped
        // list whatever the list style (SwiftUI's `.automatic` form style on iOS).
        let configuration = FormStyleConfiguration(content: .init(base: AnyView(content)))
        return buildStyled(FormStyleKey.self, configuration, fallback: AutomaticFormStyle().box, ctx)
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
        guard let look = ctx.environment[InListKey.self] else {
            return Accord.makeNodes(header, ctx) + Accord.makeNodes(content, ctx) + Accord.makeNodes(footer, ctx)
        }
        let inner = ctx.with { $0[InListKey.self] = nil }
        func single(_ nodes: [LayoutNode], _ label: String) -> LayoutNode? {
            nodes.isEmpty ? nil : oneNode(nodes, in: VStackLayout(alignment: .leading, spacing: 0), label: label)
        }
        let prominent = ctx.environment[HeaderProminenceKey.self] == .increased
        var headerView = AnyView(header)
        // A sidebar's header ends with its disclosure indicator, expanded (Apple, `ListStyle
        // .sidebar`): `chevron.down` in the tint at the header's trailing edge; the glyph's size
        // and weight (the header font, semibold) are a reconstruction.
        if look.disclosureHeaders, !(header is EmptyView) {
            let tint = tintStyle(ctx.environment)
            let shown = headerView
            headerView = AnyView(HStack(alignment: .firstTextBaseline) {
                shown
                Spacer(minLength: 8)
                Image(systemName: "chevron.down").fontWeight(.semibold).foregroundStyle(tint)
            })
        }
        // `.headerProminence(.increased)`: a larger, bold, primary header that is not
        // upper-cased (approximate: `.title3` bold).
        let headerFont: Font = prominent ? .title3.bold() : look.grouped ? .footnote : .headline
        // A grouped list upper-cases every text of a header — a `Label`'s title, a button's — as
        // iOS does (SwiftUI's `textCase(_:)`: "the default value is `.uppercase`" in a grouped
        // section header), unless `textCase(_:)` is set around the list or on the header.
        let styled = inner.with { env in
            if env.font == nil { env.font = headerFont }
            if env.foregroundStyle == nil && !prominent { env.foregroundStyle = AnyShapeStyle(SystemColors.secondaryLabel) }
            if look.grouped, !prominent, !env[TextCaseSetKey.self] { env[TextCaseKey.self] = .uppercase }
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
        return [ListSectionBehaviour(look: look, hasHeader: h != nil, hasFooter: f != nil, spacing: spacing,
                                     editingSelection: ctx.environment[ListEditingSelectionKey.self],
                                     editing: ctx.environment.editMode?.wrappedValue.isEditing ?? false)
                .node(children: children, label: "Section", ctx.environment)]
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
