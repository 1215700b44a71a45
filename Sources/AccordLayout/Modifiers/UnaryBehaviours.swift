import Foundation

/// `.padding` — SwiftUI's `_PaddingLayout`: the proposal shrinks by the insets (never below
/// zero), the size grows by them (never below zero), the content sits at (leading, top).
/// Padded edges lose the content's text spacing preferences. Pinned by `padding-*` fixtures.
package struct PaddingBehaviour: UnaryBehaviour {
    package var forwardsPriority: Bool { false }
    let insets: EdgeInsets

    package init(_ insets: EdgeInsets) { self.insets = insets }

    /// Each axis' proposal and answer change by that axis' insets: the content's dependence.
    package func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence {
        node.children.first?.sizeDependence(context) ?? .separable(constant: [.horizontal, .vertical])
    }

    private func inset(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let s = childSize(node, inset(p), context)
        return CGSize(width: max(0, s.width + insets.horizontal), height: max(0, s.height + insets.vertical))
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let cp = inset(proposal)
        return [Placement(origin: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                          proposal: cp, size: childSize(node, cp, context))]
    }

    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return contentSpacing(node: node, context: context).reset(edges)
    }
}

/// `.fixedSize(horizontal:vertical:)`: proposes nothing (the ideal) on the fixed axes; the
/// content is centred in whatever the parent gives. Pinned by `fixedsize-*` fixtures.
package struct FixedSizeBehaviour: UnaryBehaviour {
    let horizontal: Bool
    let vertical: Bool

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func fixed(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        childSize(node, fixed(p), context)
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let cp = fixed(proposal)
        let s = childSize(node, cp, context)
        return [Placement(origin: CGPoint(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2), proposal: cp, size: s)]
    }
}

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` — SwiftUI's
/// `_AspectRatioLayout`.
///
/// ## Layout algorithm
/// 1. The ratio is the given one, or the content's ideal size (10 for an undetermined
///    dimension); a square or empty ideal counts as 1:1.
/// 2. An unspecified proposal passes through. Otherwise the content is offered the largest
///    (fit) or smallest (fill) size of that ratio within the proposal; an unspecified or
///    infinite dimension imposes nothing (a `.fill` image 100 wide in a scroll view is offered
///    100 × 100/ratio, not infinity). When no dimension imposes anything, the proposal passes.
/// 3. The modifier is the content's answer (the ratio is offered, not enforced); placing centres
///    the content. Pinned by `aspectratio-*` fixtures.
package struct AspectRatioBehaviour: UnaryBehaviour {
    package var forwardsPriority: Bool { false }
    let ratio: CGFloat?
    let fill: Bool

    package init(ratio: CGFloat?, fill: Bool) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.fill = fill
    }

    private func offered(_ p: ProposedViewSize, _ node: LayoutNode, _ context: LayoutContext) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var r = ratio.map { CGSize(width: $0, height: 1) } ?? childSize(node, .unspecified, context)
        if r.width == r.height { r = CGSize(width: 1, height: 1) }
        // The scales the specified dimensions allow; an unspecified dimension, or one the ratio
        // cannot scale (zero or infinite), imposes nothing.
        var scales: [CGFloat] = []
        if let w = p.width, r.width > 0, r.width.isFinite, (w / r.width).isFinite { scales.append(w / r.width) }
        if let h = p.height, r.height > 0, r.height.isFinite, (h / r.height).isFinite { scales.append(h / r.height) }
        guard let s = fill ? scales.max() : scales.min() else { return p }
        return ProposedViewSize(width: r.width * s, height: r.height * s)
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        childSize(node, offered(p, node, context), context)
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let cp = offered(proposal, node, context)
        let s = childSize(node, cp, context)
        return [Placement(origin: CGPoint(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2), proposal: cp, size: s)]
    }
}

/// `.offset(x:y:)`: moves the view and its content when drawn — and as a GeometryReader or a
/// frame dump sees it — without changing its size or how the parent aligns it.
package struct OffsetBehaviour: UnaryBehaviour {
    let offset: CGSize

    package init(_ offset: CGSize) {
        self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
    }

    package var renderOffset: CGSize { offset }
}

/// `.position(x:y:)`: takes the whole proposal and centres the content on the point.
package struct PositionBehaviour: UnaryBehaviour {
    package var forwardsPriority: Bool { false }
    let position: CGPoint

    package init(_ position: CGPoint) {
        self.position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
        let s = childSize(node, p, context)
        return CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let cp = ProposedViewSize(bounds.size)
        let s = childSize(node, cp, context)
        return [Placement(origin: CGPoint(x: bounds.minX + position.x - s.width / 2, y: bounds.minY + position.y - s.height / 2),
                          proposal: cp, size: s)]
    }

    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing { .standard }
}

/// `.alignmentGuide(_:computeValue:)`: gives the content an explicit value for one guide.
/// `@unchecked Sendable`: SwiftUI's `computeValue` is not `@Sendable`; a layout pass calls it on
/// the thread that laid the tree out, as every behaviour is called.
package struct AlignmentGuideBehaviour: UnaryBehaviour, @unchecked Sendable {
    let key: AlignmentKey
    let axis: Axis
    let compute: (ViewDimensions) -> CGFloat

    package init(_ guide: HorizontalAlignment, _ compute: @escaping (ViewDimensions) -> CGFloat) {
        key = guide.key; axis = .horizontal; self.compute = compute
    }

    package func mayExportFrameGuides(node: LayoutNode) -> Bool {
        key.isFrameAlignment || contentMayExportFrameGuides(node: node)
    }
    package init(_ guide: VerticalAlignment, _ compute: @escaping (ViewDimensions) -> CGFloat) {
        key = guide.key; axis = .vertical; self.compute = compute
    }

    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? {
        if key == self.key && axis == self.axis {
            let v = compute(childDimensions(node, proposal, context))
            if v.isNaN {
                context.diagnose("an alignment guide computed NaN; ignored")
                return nil
            }
            return v
        }
        return contentGuide(key, axis, node: node, proposal: proposal, size: size, context: context)
    }
}

/// Modifiers that change drawing or identity but not layout (`.opacity`, `.clipped`, `.id`,
/// `.layoutPriority`, environment writers that need a node…): the content, as is.
package struct TransparentBehaviour: UnaryBehaviour {
    package init() {}
}

/// `.overlay` / `.background`: `children[0]` is the content, which alone decides the size,
/// spacing and guides; `children[1]` (the secondary layer) is proposed the content's size and
/// aligned on it by guides. Pinned by `seed003-overlay-*` fixtures. Whether the layer is drawn
/// behind, in front or as a mask is the view layer's (the node's `role`); the layout is the same.
package struct SecondaryLayerBehaviour: UnaryBehaviour {
    let alignment: Alignment

    package init(alignment: Alignment) {
        self.alignment = alignment
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let primary = node.children[0].dimensions(proposal, context: context)
        var result = [Placement(origin: bounds.origin, proposal: proposal, size: primary.size)]
        if node.children.count > 1 {
            let sp = ProposedViewSize(primary.size)
            let d = node.children[1].dimensions(sp, context: context)
            result.append(Placement(
                origin: CGPoint(x: bounds.minX + primary[alignment.horizontal] - d[alignment.horizontal],
                                y: bounds.minY + primary[alignment.vertical] - d[alignment.vertical]),
                proposal: sp, size: d.size))
        }
        return result
    }
}
