import Foundation

/// A view's spacing preferences on each edge, which a stack turns into the distance between
/// neighbours when its `spacing` is `nil`.
///
/// Model (SwiftUI's, as reverse-engineered by OpenSwiftUI; see Docs/SwiftUIBehaviour.md):
/// each edge carries *keyed* preferences. A key is a category (text-to-text, text baseline,
/// edge-above-text…) or none. Two neighbours first look for categories they share on their
/// facing edges and take the largest combined distance; failing that, the larger of their
/// category-less preferences; failing that, the standard 8 points.
/// - Ordinary views carry only zero "next to text" preferences, so two of them are 8 apart.
/// - `Spacer` carries a category-less 0 along its axis, so nothing is inserted next to it.
/// - `Text` carries font-derived preferences: two texts of one font sit their leading apart
///   (0 for the system font); a view above text sits (line height × 1.1 − ascender) above it.
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    public static let defaultValue: CGFloat = 8

    enum Category: UInt8, Hashable, Sendable {
        case textToText, textBaseline, edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText
    }

    /// Text line metrics, for the text-to-text distance.
    struct TextMetrics: Hashable, Sendable {
        var ascender: CGFloat
        var descender: CGFloat
        var leading: CGFloat
        var pixelLength: CGFloat
    }

    enum Value: Hashable, Sendable {
        case distance(CGFloat)
        case topText(TextMetrics)
        case bottomText(TextMetrics)

        func combined(with other: Value) -> CGFloat? {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): return a + b
            case (.distance(let a), _): return a
            case (_, .distance(let b)): return b
            case (.topText(let a), .bottomText(let b)), (.bottomText(let b), .topText(let a)):
                // Lines of the same font keep their leading between them; mixed fonts touch.
                guard a == b else { return 0 }
                let pl = max(a.pixelLength, 1e-6)
                return (a.leading / pl).rounded(.up) * pl
            default: return nil
            }
        }

        var distance: CGFloat? {
            if case .distance(let d) = self { return d }
            return nil
        }
    }

    struct Entry: Hashable, Sendable {
        var category: Category?
        var edge: Edge
        var value: Value
    }

    var entries: [Entry]

    /// No preferences: neighbours get the standard 8 points.
    public init() { entries = [] }

    init(entries: [Entry]) { self.entries = entries }

    /// Zero on every edge: neighbours sit flush against this view.
    public static let zero = ViewSpacing(entries: Edge.allCases.map { Entry(category: nil, edge: $0, value: .distance(0)) })

    /// An ordinary view: zero next to text on every edge, so two ordinary views are 8 apart.
    static let standard = ViewSpacing(entries: [
        Entry(category: .edgeBelowText, edge: .top, value: .distance(0)),
        Entry(category: .edgeAboveText, edge: .bottom, value: .distance(0)),
        Entry(category: .edgeRightText, edge: .leading, value: .distance(0)),
        Entry(category: .edgeLeftText, edge: .trailing, value: .distance(0)),
    ])

    /// A Spacer: category-less zero on the edges along its axis (all edges outside a stack).
    static func spacer(axis: Axis?) -> ViewSpacing {
        let edges: [Edge]
        switch axis {
        case .horizontal?: edges = [.leading, .trailing]
        case .vertical?: edges = [.top, .bottom]
        case nil: edges = Edge.allCases
        }
        return ViewSpacing(entries: edges.map { Entry(category: nil, edge: $0, value: .distance(0)) })
    }

    /// Text of the given metrics and baselines (distances from its top), at a display scale.
    static func text(_ m: FontMetrics, firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat,
                     pixelLength pl: CGFloat) -> ViewSpacing {
        let lineHeight = m.ascender + m.descender
        let pl = max(pl, 1e-6)
        let textSpacing = (lineHeight * 0.1 / pl).rounded(.up) * pl
        let defaultLine = lineHeight + textSpacing
        let tm = TextMetrics(ascender: m.ascender, descender: m.descender, leading: m.leading, pixelLength: pl)
        return ViewSpacing(entries: [
            Entry(category: .textToText, edge: .top, value: .bottomText(tm)),
            Entry(category: .textToText, edge: .bottom, value: .topText(tm)),
            Entry(category: .textBaseline, edge: .top, value: .distance(-firstBaseline)),
            Entry(category: .textBaseline, edge: .bottom, value: .distance(lastBaseline - height)),
            Entry(category: .edgeAboveText, edge: .top, value: .distance(defaultLine - m.ascender)),
            Entry(category: .edgeBelowText, edge: .bottom,
                  value: .distance(max(defaultLine - m.capHeight, textSpacing + m.descender))),
        ])
    }

    /// Merges another view's preferences into this one on the given edges (larger wins).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for e in other.entries where edges.contains(Edge.Set(e.edge)) {
            if let i = entries.firstIndex(where: { $0.category == e.category && $0.edge == e.edge }) {
                if let a = entries[i].value.distance, let b = e.value.distance, b > a { entries[i].value = e.value }
            } else {
                entries.append(e)
            }
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// Drops the preferences on `edges` and puts back an ordinary view's there (what padding and
    /// fixed frames do to the edges they change).
    func reset(_ edges: Edge.Set) -> ViewSpacing {
        guard !edges.isEmpty else { return self }
        var s = self
        s.entries.removeAll { edges.contains(Edge.Set($0.edge)) }
        for e in ViewSpacing.standard.entries where edges.contains(Edge.Set(e.edge)) { s.entries.append(e) }
        return s
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let fromEdge: Edge = axis == .horizontal ? .trailing : .bottom
        let toEdge: Edge = axis == .horizontal ? .leading : .top
        var best = -CGFloat.infinity
        var found = false
        for a in entries where a.edge == fromEdge && a.category != nil {
            for b in next.entries where b.edge == toEdge && b.category == a.category {
                if let d = a.value.combined(with: b.value) {
                    best = max(best, d)
                    found = true
                }
            }
        }
        if found { return best }
        let f = entries.first { $0.edge == fromEdge && $0.category == nil }?.value.distance
        let t = next.entries.first { $0.edge == toEdge && $0.category == nil }?.value.distance
        if f == nil && t == nil { return ViewSpacing.defaultValue }
        return max(f ?? -.infinity, t ?? -.infinity)
    }

    public var description: String {
        "ViewSpacing(\(entries.count) preferences)"
    }
}
