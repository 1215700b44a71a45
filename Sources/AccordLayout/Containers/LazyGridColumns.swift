import Foundation

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved track of a lazy grid: where it starts across the grid, its length, how cells
/// align in it.
package struct LazyGridTrack: Sendable, Equatable {
    package var offset: CGFloat
    package var length: CGFloat
    package var alignment: Alignment?
}

/// SwiftUI's lazy-grid column resolution (objc.io "SwiftUI's Grid Views", 2020; mo4tech
/// "predict LazyVGrid layout"; research notes §8.2).
///
/// ## Layout algorithm
/// 1. `resolveColumns(L)`: the remaining length is L minus every fixed column and every
///    column's spacing but the last's (nil spacing = 8). Fixed columns take their size; the
///    others, in order, each take the remaining length divided by the number of non-fixed
///    columns left — a flexible one clamped to [minimum, maximum], an adaptive one at least its
///    minimum — which is then taken off the remaining length.
/// 2. `subdivideAdaptive`: an adaptive column of width w holds k = ⌊(w + s) / (min + s)⌋ items
///    (at least 1; s = its spacing), each (w − (k − 1)·s) / k wide (at most its maximum).
/// 3. `twoPasses`: resolve with the proposed length, take the total T (columns + spacing), then
///    resolve again with T. The grid is T long across; the columns of the second pass are laid
///    from its leading edge (they may overflow T: the mo4tech example).
/// With no (or an infinite) proposal, flexible columns take their minimum and adaptive ones one
/// item of their minimum (an Accord choice: SwiftUI's answer is not documented).
/// Bad input: negative sizes count as 0, an adaptive minimum below 1 as 1, maximum < minimum as
/// minimum; at most 10,000 adaptive items per column.
/// Pinned by `lazyvgrid-objcio-fixed-adaptive`, `lazyvgrid-mo4tech-*`.
package enum LazyGridColumns {
    package static func resolve(_ items: [GridItem], length: CGFloat?) -> (tracks: [LazyGridTrack], total: CGFloat) {
        let first = resolveColumns(items, length)
        let total = first.reduce(0, +) + spacingTotal(items)
        let second = resolveColumns(items, total)
        return (subdivideAdaptive(items, second), max(0, total))
    }

    private static func spacing(_ item: GridItem) -> CGFloat {
        guard let s = item.spacing, s.isFinite else { return ViewSpacing.defaultValue }
        return s
    }

    private static func spacingTotal(_ items: [GridItem]) -> CGFloat {
        items.dropLast().reduce(0) { $0 + spacing($1) }
    }

    private static func bounds(_ item: GridItem) -> (lo: CGFloat, hi: CGFloat)? {
        func clean(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isNaN ? fallback : max(0, v) }
        switch item.size {
        case .fixed: return nil
        case .flexible(let lo, let hi):
            let l = clean(lo, 10)
            return (l, max(l, clean(hi, .infinity)))
        case .adaptive(let lo, let hi):
            let l = min(max(1, clean(lo, 1)), 1e9)
            return (l, max(l, clean(hi, .infinity)))
        }
    }

    private static func resolveColumns(_ items: [GridItem], _ length: CGFloat?) -> [CGFloat] {
        let L = length.flatMap { $0.isFinite ? $0 : nil }
        var widths = [CGFloat](repeating: 0, count: items.count)
        var remaining = (L ?? 0) - spacingTotal(items)
        var flexibleLeft = 0
        for (i, item) in items.enumerated() {
            if case .fixed(let s) = item.size {
                widths[i] = s.isFinite ? max(0, s) : 0
                remaining -= widths[i]
            } else {
                flexibleLeft += 1
            }
        }
        for (i, item) in items.enumerated() {
            guard let (lo, hi) = bounds(item) else { continue }
            let share = L == nil ? lo : remaining / CGFloat(flexibleLeft)
            if case .flexible = item.size {
                widths[i] = min(max(share, lo), hi)
            } else {
                widths[i] = max(share, lo)
            }
            remaining -= widths[i]
            flexibleLeft -= 1
        }
        return widths
    }

    private static func subdivideAdaptive(_ items: [GridItem], _ widths: [CGFloat]) -> [LazyGridTrack] {
        var tracks: [LazyGridTrack] = []
        var cursor: CGFloat = 0
        for (i, item) in items.enumerated() {
            let s = spacing(item)
            if case .adaptive = item.size, let (lo, hi) = bounds(item) {
                let w = widths[i]
                let k = Int(min(10_000, max(1, ((w + s) / max(lo + s, 1)).rounded(.down))))
                let itemWidth = min(hi, max(0, (w - CGFloat(k - 1) * s) / CGFloat(k)))
                for j in 0..<k {
                    tracks.append(LazyGridTrack(offset: cursor + CGFloat(j) * (itemWidth + s), length: itemWidth,
                                                alignment: item.alignment))
                }
            } else {
                tracks.append(LazyGridTrack(offset: cursor, length: widths[i], alignment: item.alignment))
            }
            cursor += widths[i] + s
        }
        return tracks
    }
}
