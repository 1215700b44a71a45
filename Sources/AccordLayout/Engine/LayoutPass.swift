import Foundation

/// One layout of a tree: the root is proposed a size, centred in a canvas, and every node
/// placed. Frames read from it are pixel-aligned at the context's scale.
package struct LayoutPass: @unchecked Sendable {
    package let root: LayoutNode
    package let canvas: CGSize
    package let context: LayoutContext
    /// The part of the canvas the root was laid out in (the whole canvas when no safe area).
    package let safeArea: CGRect

    /// Lays `root` out: proposes `proposal`, centres the answer in `canvas` (the proposal's size
    /// when nil), places everything. Runs on the caller's thread; a node whose recursion comes
    /// near the end of that thread's stack goes on on a large stack (`StackRoom`), so deep trees
    /// cannot overflow it.
    package init(root: LayoutNode, proposal: ProposedViewSize, canvas: CGSize? = nil, safeArea: CGRect? = nil,
                context: LayoutContext) {
        let p = proposal.sanitized()
        self.root = root
        self.context = context
        let size = StackRoom.withPassRoom { root.sizeThatFits(p, context: context) }
        let box = canvas ?? CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width,
                                   height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height)
        self.canvas = box
        self.safeArea = safeArea ?? CGRect(origin: .zero, size: box)
        func centre(_ avail: CGFloat, _ s: CGFloat) -> CGFloat { s.isFinite && avail.isFinite ? (avail - s) / 2 : 0 }
        // The root is centred in the safe area (the whole canvas when there is none).
        let area = safeArea ?? CGRect(origin: .zero, size: box)
        let origin = CGPoint(x: area.minX + centre(area.width, size.width), y: area.minY + centre(area.height, size.height))
        StackRoom.withPassRoom { root.place(at: origin, proposal: p, context: context) }
    }

    /// A node's frame snapped to the pixel grid: each edge rounded to the nearest pixel, halves
    /// upward (SwiftUI's rounding).
    package func pixelFrame(_ node: LayoutNode) -> CGRect {
        context.pixelAligned(node.frame)
    }

    /// The context `node` was placed in (the pass's, with the inputs the node received), to ask
    /// it a question again as its parent did.
    package func context(of node: LayoutNode) -> LayoutContext {
        guard let box = node.placedInputsBox else { return context }
        return context.with(inputsBox: box)
    }

    /// Every placed node, depth first.
    package func allNodes() -> [LayoutNode] {
        var out: [LayoutNode] = []
        func walk(_ n: LayoutNode) {
            guard n.isPlaced else { return }
            out.append(n)
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// Nodes marked with `.accessibilityIdentifier`, depth first.
    package func identifiedFrames() -> [(id: String, frame: CGRect)] {
        allNodes().compactMap { n in n.identifier.map { ($0, pixelFrame(n)) } }
    }

    /// Seed 003's measurement format: `id x:minX–maxX y:minY–maxY (w×h)`.
    package static func formatFrame(_ id: String, _ f: CGRect) -> String {
        "\(id) x:\(formatPoints(f.minX))–\(formatPoints(f.maxX)) y:\(formatPoints(f.minY))–\(formatPoints(f.maxY)) (\(formatPoints(f.width))×\(formatPoints(f.height)))"
    }

    /// The whole tree as indented text: each node's label and pixel frame (stable; for
    /// snapshots and `accord frames --all`).
    package func dump(trace: Bool = false) -> String {
        var lines: [String] = []
        func walk(_ n: LayoutNode, _ depth: Int) {
            guard n.isPlaced else { return }
            let f = pixelFrame(n)
            var line = String(repeating: "  ", count: depth) + n.label
            if let id = n.identifier { line += " #\(id)" }
            line += " x:\(formatPoints(f.minX)) y:\(formatPoints(f.minY)) \(formatPoints(f.width))×\(formatPoints(f.height))"
            lines.append(line)
            if trace {
                for (p, s) in n.trace {
                    lines.append(String(repeating: "  ", count: depth + 1) + "? \(p) → \(formatPoints(s.width))×\(formatPoints(s.height))")
                }
            }
            for c in n.children { walk(c, depth + 1) }
        }
        walk(root, 0)
        return lines.joined(separator: "\n")
    }
}

extension LayoutContext {
    /// Snaps both edges of a rectangle to the pixel grid (halves round up).
    package func pixelAligned(_ r: CGRect) -> CGRect {
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.size.width.isFinite, r.size.height.isFinite else { return r }
        let m = 1 / scale
        func snap(_ v: CGFloat) -> CGFloat { ((v + m / 2) / m).rounded(.down) * m }
        let x0 = snap(r.minX), y0 = snap(r.minY), x1 = snap(r.maxX), y1 = snap(r.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
