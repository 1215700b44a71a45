import Foundation
import AccordLayout

// MARK: Layout

/// A section: `[header] rows… [footer]` as children.
struct ListSectionBehaviour: LayoutBehaviour {
    let look: ListLook
    let hasHeader: Bool
    let hasFooter: Bool
    let spacing: ListSpacing
    var metrics: ListLook { look }

    /// In edit mode with a set selection: each row starts with its selection circle
    /// (List+Selection.swift).
    let editingSelection: Bool
    /// In edit mode: rows of a `ForEach` with `onDelete`/`onMove` show their controls
    /// (List+EditMode.swift).
    let editing: Bool

    init(look: ListLook, hasHeader: Bool, hasFooter: Bool, spacing: ListSpacing = ListSpacing(), editingSelection: Bool = false,
         editing: Bool = false) {
        self.look = look
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
        self.spacing = spacing
        self.editingSelection = editingSelection
        self.editing = editing
    }

    /// A section's node: this behaviour, declared a list section, drawn (cards, row backgrounds,
    /// separators) in `env`.
    func node(children: [LayoutNode], label: String, _ env: EnvironmentValues) -> LayoutNode {
        let node = makeNode(self, children: children, label: label, role: .listSection)
        let card = DrawnCard()
        node.drawing = NodeDrawing(content: { [self] node, frame, context in
            draw(node: node, frame: frame, context: context, env: env, card: card)
        }, effect: { [self] node, frame, items in
            clipToCorners(node, frame, items, card.rect)
        })
        return node
    }

    /// The card's rectangle as last drawn (canvas space), for the effect that clips the rows
    /// to its rounded corners.
    final class DrawnCard: @unchecked Sendable { var rect: CGRect? }

    /// A rounded card clips what its rows draw to its corners, as iOS masks the first and last
    /// cell of an inset-grouped section (issue 14: a row's image or coloured view reaching the
    /// card's edge was drawn square over the corner). Only when a row reaches into a corner —
    /// rows inside the default insets need no clip, and their display list stays as it was.
    /// Outside the card (the header above, the footer below, anything beside it) nothing is cut.
    func clipToCorners(_ node: LayoutNode, _ frame: CGRect, _ items: [DisplayItem], _ card: CGRect?) -> [DisplayItem] {
        let r = metrics.radius
        guard let card, r > 0, look.grouped, !items.isEmpty else { return items }
        let corners = [CGRect(x: card.minX, y: card.minY, width: r, height: r),
                       CGRect(x: card.maxX - r, y: card.minY, width: r, height: r),
                       CGRect(x: card.minX, y: card.maxY - r, width: r, height: r),
                       CGRect(x: card.maxX - r, y: card.maxY - r, width: r, height: r)]
        let rows = rowRange(node).map { node.children[$0] }
        let reaches = rows.contains { row in
            var box = row.frame
            var stack = row.children
            while let c = stack.popLast() { box = box.union(c.frame); stack += c.children }
            return corners.contains { box.intersects($0.insetBy(dx: 0.01, dy: 0.01)) }
        }
        guard reaches else { return items }
        // Everything but the four corners' outsides: the rounded card, and the bands above,
        // below and beside it (disjoint, so the fill rule does not matter).
        let far: CGFloat = 100_000
        var clip = Path(roundedRect: card, cornerRadius: r, style: .continuous)
        clip.addRect(CGRect(x: card.minX - far, y: card.minY - far, width: card.width + 2 * far, height: far))
        clip.addRect(CGRect(x: card.minX - far, y: card.maxY, width: card.width + 2 * far, height: far))
        clip.addRect(CGRect(x: card.minX - far, y: card.minY, width: far, height: card.height))
        clip.addRect(CGRect(x: card.maxX, y: card.minY, width: far, height: card.height))
        var g = DrawingGroup(items: items)
        g.clip = clip
        return [.group(g)]
    }

    /// A row's insets: its `.listRowInsets`, else the list's.
    func insets(_ row: LayoutNode) -> EdgeInsets { row.traits[ListRowInsetsKey.self] ?? metrics.insets }
    /// Where a row's content starts: its leading inset, after the selection circle or the delete
    /// control in edit mode.
    func contentLeading(_ row: LayoutNode) -> CGFloat {
        insets(row).leading + (editingSelection ? ListEditMetrics.indent : deleteIndent(row))
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
        for c in node.children {
            let i = insets(c)
            w = max(w, c.sizeThatFits(.unspecified, context: context).width + contentLeading(c) + i.trailing + reorderWidth(c))
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
        // The list's first section (`ListFirstSectionKey`, set by the list) has its header
        // `gapAboveFirstHeader` below the list's top, not a section gap.
        let isFirst = node.traits[ListFirstSectionKey.self]
        var y: CGFloat = spacing.section ?? (hasHeader ? (isFirst ? m.gapAboveFirstHeader : m.gapWithHeader) : m.gapWithoutHeader)
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
            let lead = contentLeading(child)
            let rcw = max(0, cardW - lead - ins.trailing - badgeWidth - reorderWidth(child))
            let measured = child.sizeThatFits(ProposedViewSize(width: rcw, height: nil), context: context)
            let rh = max(m.minRowHeight, measured.height + ins.top + ins.bottom)
            let p = ProposedViewSize(width: rcw, height: max(0, rh - ins.top - ins.bottom))
            let s = child.sizeThatFits(p, context: context)
            let cy = y + ins.top + (rh - ins.top - ins.bottom - s.height) / 2
            g.placements.append(Placement(origin: CGPoint(x: m.margin + lead, y: cy), proposal: p, size: s))
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

    func draw(node: LayoutNode, frame: CGRect, context: LayoutContext, env: EnvironmentValues, card drawn: DrawnCard? = nil) -> [DisplayItem] {
        drawn?.rect = nil
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
        if !separateCards { drawn?.rect = card }
        func shape(_ r: CGRect) -> Path {
            m.radius > 0 ? Path(roundedRect: r, cornerRadius: m.radius, style: .continuous) : Path(r)
        }
        if look.grouped {
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
            group.clip = separateCards ? shape(r) : look.grouped && m.radius > 0 ? shape(card) : Path(r)
            items.append(.group(group))
        }
        // Selected rows (`List(selection:)`): the selected-cell background over the row's
        // (List+Selection.swift).
        items += selectionHighlights(rowNodes, rows, env: env) { r in
            separateCards ? shape(r) : look.grouped && m.radius > 0 ? shape(card) : Path(r)
        }
        if editingSelection { items += selectionCircles(rowNodes, rows, env: env) }
        if editing { items += editControls(rowNodes, rows, env: env) }
        // Badges: right-aligned at the trailing inset, centred vertically in the row.
        for (row, r) in zip(rowNodes, rows) {
            guard let badge = row.traits[ListRowBadgeKey.self] else { continue }
            let size = context.textMeasurer.measure(badge.request).size
            let frame = CGRect(x: r.maxX - insets(row).trailing - reorderWidth(row) - size.width, y: r.midY - size.height / 2,
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
            if isLast && (look.grouped || sectionHidesBottom) { continue }
            // Hidden by this row's bottom edge or the next row's top edge (`.listRowSeparator`).
            if row.traits[ListRowSeparatorKey.self].bottom { continue }
            if !isLast && rowNodes[i + 1].traits[ListRowSeparatorKey.self].top { continue }
            // None beside a selected row (List+Selection.swift).
            if isSelected(row, env) || (!isLast && isSelected(rowNodes[i + 1], env)) { continue }
            let tint = row.traits[ListRowSeparatorTintKey.self]?.resolve(in: env) ?? SystemColors.separator.resolve(in: env)
            // The separator starts at the content's `.listRowSeparatorLeading` guide when it has
            // one (a `Label` sets it at its title, so the line starts under the text, not the
            // icon, as iOS draws it), else at the row's leading inset.
            var x0 = r.minX + contentLeading(row)
            let c = rowRange(node).lowerBound + i
            if c < g.placements.count {
                let pl = g.placements[c]
                if let guide = row.dimensions(pl.proposal, context: context)[explicit: HorizontalAlignment.listRowSeparatorLeading], guide.isFinite {
                    x0 = min(r.maxX, max(r.minX, frame.minX + pl.origin.x + guide))
                } else if env.layoutDirection == .leftToRight, let text = firstText(row) {
                    // Without a guide, under the row's first text (iOS 16+: an icon before the
                    // text is not under the line; issue 14, ScanNow's GitHub row, whose line
                    // starts right of the mark). Pixel-aligned as the row's own frame is.
                    let sc = max(1, context.scale)
                    x0 = min(r.maxX, max(x0, (text.frame.minX * sc).rounded() / sc))
                }
            }
            items.append(fillItem(Path(CGRect(x: x0, y: r.maxY - px, width: max(0, r.maxX - x0), height: px)), tint))
        }
        return items
    }
}

/// Marks the list's first section (List.swift sets it as it collects the sections).
struct ListFirstSectionKey: LayoutValueKey { static let defaultValue = false }

/// The first text a row shows (depth first, in view order), placed: where its separator starts
/// when the row sets no `.listRowSeparatorLeading`.
func firstText(_ row: LayoutNode) -> LayoutNode? {
    if row.role.contains(.text) { return row.isPlaced && row.frame.width > 0 ? row : nil }
    for c in row.children { if let t = firstText(c) { return t } }
    return nil
}

/// The list: its sections one under the other, the whole proposal (content size where
/// unspecified).
struct ListBehaviour: LayoutBehaviour {
    let look: ListLook
    init(look: ListLook) { self.look = look }

    private func contentWidth(_ node: LayoutNode, _ context: LayoutContext) -> CGFloat {
        node.children.map { $0.sizeThatFits(.unspecified, context: context).width }.max() ?? 0
    }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let w = p.width ?? contentWidth(node, context)
        if let h = p.height { return CGSize(width: w, height: h) }
        let cp = ProposedViewSize(width: w, height: nil)
        let h = node.children.reduce(0) { $0 + $1.sizeThatFits(cp, context: context).height } + look.bottomPadding
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
