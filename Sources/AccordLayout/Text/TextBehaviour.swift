import Foundation

/// `Text`: SwiftUI's text sizing on top of a `TextMeasurer`.
///
/// ## Layout algorithm
/// 1. An unspecified (or infinite) width lays each paragraph out on one line; a finite width
///    wraps at word boundaries and the text answers its widest line, not the proposal.
/// 2. `lineLimit(n)` keeps at most n lines (the last truncated with "…"); a finite height keeps
///    as many whole lines as fit, and at least one.
/// 3. `lineLimit(n, reservesSpace: true)` is at least n lines tall.
/// 4. The size is rounded up to the pixel grid; baselines are explicit guides
///    (`firstTextBaseline`, `lastTextBaseline`).
/// Pinned by `text-*` fixtures (fixed-metric measurer).
package struct TextBehaviour: LayoutBehaviour {
    package let template: TextLayoutRequest
    package let lineLimit: Int?
    package let reservesSpace: Bool

    package init(_ template: TextLayoutRequest, lineLimit: Int?, reservesSpace: Bool = false) {
        self.template = template
        self.lineLimit = lineLimit.map { max(1, $0) }
        self.reservesSpace = reservesSpace
    }

    /// What a Text node keeps in its cache: the last few measurements by proposal.
    final class Measurements {
        var memo = ProposalMemo<(TextLayoutRequest, TextLayoutResult)>()
    }

    /// The request and measurement for a proposal (what was measured is what is drawn), kept in
    /// `node`'s cache.
    package func layout(for p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> (TextLayoutRequest, TextLayoutResult) {
        let results = node.behaviourState { Measurements() }
        if let hit = results.memo.value(for: p) { return hit }
        var req = template
        req.width = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        req.maxLines = lineLimit
        var res = context.textMeasurer.measure(req)
        if let h = p.height, h.isFinite, res.size.height > h + 0.001, res.lineCount > 1 {
            let line = res.lineHeight + req.lineSpacing
            let fitting = max(1, Int(((h + req.lineSpacing) / max(line, 0.001)).rounded(.down)))
            if fitting < res.lineCount {
                req.maxLines = min(fitting, lineLimit ?? .max)
                res = context.textMeasurer.measure(req)
            }
        }
        results.memo.store((req, res), for: p)
        return (req, res)
    }

    private func ceilToPixel(_ v: CGFloat, _ scale: CGFloat) -> CGFloat {
        ((v * scale) - 1e-9).rounded(.up) / scale
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let (req, res) = layout(for: p, node: node, context: context)
        var h = res.size.height
        if reservesSpace, let n = lineLimit, res.lineCount < n {
            h += CGFloat(n - res.lineCount) * (res.lineHeight + req.lineSpacing)
        }
        return CGSize(width: ceilToPixel(res.size.width, context.scale), height: ceilToPixel(h, context.scale))
    }

    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? {
        guard axis == .vertical else { return nil }
        let (_, res) = layout(for: proposal, node: node, context: context)
        let s = context.scale
        if key == VerticalAlignment.firstTextBaseline.key { return (res.firstBaseline * s).rounded() / s }
        if key == VerticalAlignment.lastTextBaseline.key { return (res.lastBaseline * s).rounded() / s }
        return nil
    }

    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        let font = template.runs.first?.font ?? ResolvedFont()
        var m = context.textMeasurer.metrics(for: font)
        for run in template.runs.dropFirst() {
            let o = context.textMeasurer.metrics(for: run.font)
            m.ascender = max(m.ascender, o.ascender)
            m.descender = max(m.descender, o.descender)
            m.capHeight = max(m.capHeight, o.capHeight)
            m.leading = max(m.leading, o.leading)
        }
        // Baselines relative to the text's edges are the same at any width: use its ideal layout.
        let (_, res) = layout(for: .unspecified, node: node, context: context)
        return .text(m, firstBaseline: res.firstBaseline, lastBaseline: res.lastBaseline,
                     height: ceilToPixel(res.size.height, context.scale), pixelLength: 1 / context.scale)
    }
}
