import Foundation

// MARK: - Cell traits

/// Which `GridRow` a cell belongs to (set by `GridRow` on each of its views), and the row's
/// vertical alignment. A view without it, directly in a grid, is a row of its own spanning every
/// column.
package struct GridRowMembership: Sendable, Equatable {
    package let id: Int
    package let alignment: VerticalAlignment?
    package init(id: Int, alignment: VerticalAlignment?) {
        self.id = id
        self.alignment = alignment
    }
}

/// `GridRow` membership of a cell (nil: not in a row).
package enum _GridRowKey: LayoutValueKey { package static let defaultValue: GridRowMembership? = nil }
/// `.gridCellColumns(n)`: how many columns the cell spans (values below 1 count as 1).
package enum _GridCellColumnsKey: LayoutValueKey { package static let defaultValue = 1 }
/// `.gridCellAnchor(p)`: where the cell's view sits in its cell, overriding the alignments.
package enum _GridCellAnchorKey: LayoutValueKey { package static let defaultValue: UnitPoint? = nil }
/// `.gridCellUnsizedAxes(axes)`: axes on which the cell does not size its column / row.
package enum _GridCellUnsizedAxesKey: LayoutValueKey { package static let defaultValue: Axis.Set = [] }
/// `.gridColumnAlignment(g)`: the horizontal alignment of every cell in the cell's column.
package enum _GridColumnAlignmentKey: LayoutValueKey { package static let defaultValue: HorizontalAlignment? = nil }

// MARK: - GridLayout

/// SwiftUI's `Grid` as a `Layout` (SwiftUI also publishes it as `GridLayout`): rows of cells
/// whose columns line up.
///
/// ## Layout algorithm
/// 1. `arrangeCells`: consecutive subviews of one `GridRow` form a row; each cell takes the next
///    `gridCellColumns` columns. A subview outside any `GridRow` is a row of its own spanning
///    every column. The column count is the widest row's (at least 1).
/// 2. `sizeColumns`: a column's size for a width `w` is the widest of its one-column cells
///    proposed (w, nil), skipping cells unsized horizontally. With no width proposed every
///    column takes that ideal width; with a width the columns share it as an HStack's
///    children do (`SpaceDistribution`, the stacks' routine: priority, then least flexible
///    first, equal shares of what is left; spacing taken off first).
/// 3. `widenForSpanningCells`: each spanning cell (full-width rows included) is offered the
///    columns it spans plus whatever width is still unused; if it takes more than the columns
///    span, the excess is split equally over them.
/// 4. `sizeRows`: a row's size for a height `h` is the tallest of its cells proposed (their
///    columns' width, h), skipping cells unsized vertically; rows share a proposed height like a
///    VStack's children, or take their ideal height.
/// 5. The grid is the sum of columns and rows plus spacing (nil spacing = 8), never negative.
/// 6. `placeCells`: each cell is proposed its cell's size (columns spanned × row height) and
///    aligned in it: `gridCellAnchor` if any, else horizontally by the column's
///    `gridColumnAlignment` or the grid's alignment, vertically by the row's `GridRow`
///    alignment or the grid's (text baselines share one line across the row).
///
/// Pinned by fixtures: `seed003-grid-2x2` (column = widest cell, row = tallest, centred cells),
/// `grid-*` in Tests/AccordTests/Fixtures/GridFixtures.swift.
/// Steps 2–4 for flexible and spanning cells are a reconstruction (research notes §8.1).
public struct GridLayout: Layout, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.flatMap { $0.isFinite ? $0 : nil }
        self.verticalSpacing = verticalSpacing.flatMap { $0.isFinite ? $0 : nil }
    }

    public func makeCache(subviews: Subviews) -> GridCache { GridCache(arrangeCells(subviews)) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout GridCache) -> CGSize {
        solve(proposal, subviews, cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout GridCache) {
        placeCells(in: bounds, solve(proposal, subviews, cache), subviews, cache.structure)
    }

    // MARK: Step 1

    struct Cell {
        var index: Int
        var row: Int
        var column: Int
        var span: Int
        var unsized: Axis.Set
    }

    struct Structure {
        var cells: [Cell] = []
        var rows: [[Int]] = []          // cell positions (into `cells`) per row
        var rowAlignment: [VerticalAlignment?] = []
        var columnCount = 0
        var columnAlignment: [HorizontalAlignment?] = []
    }

    private func arrangeCells(_ subviews: Subviews) -> Structure {
        var s = Structure()
        var currentRow: Int?
        var column = 0
        var fullRowCells: [Int] = []
        for (i, sub) in subviews.enumerated() {
            let unsized = sub[_GridCellUnsizedAxesKey.self]
            if let m = sub[_GridRowKey.self] {
                if currentRow != m.id {
                    currentRow = m.id
                    s.rows.append([])
                    s.rowAlignment.append(m.alignment)
                    column = 0
                }
                let span = max(1, sub[_GridCellColumnsKey.self])
                s.cells.append(Cell(index: i, row: s.rows.count - 1, column: column, span: span, unsized: unsized))
                s.rows[s.rows.count - 1].append(s.cells.count - 1)
                column += span
                s.columnCount = max(s.columnCount, column)
            } else {
                currentRow = nil
                s.rows.append([])
                s.rowAlignment.append(nil)
                s.cells.append(Cell(index: i, row: s.rows.count - 1, column: 0, span: 0, unsized: unsized))
                s.rows[s.rows.count - 1].append(s.cells.count - 1)
                fullRowCells.append(s.cells.count - 1)
            }
        }
        if s.columnCount == 0, !s.cells.isEmpty { s.columnCount = 1 }
        for c in fullRowCells { s.cells[c].span = s.columnCount }
        s.columnAlignment = Array(repeating: nil, count: s.columnCount)
        for c in s.cells where s.columnAlignment[c.column] == nil {
            s.columnAlignment[c.column] = subviews[c.index][_GridColumnAlignmentKey.self]
        }
        return s
    }

    // MARK: Solving

    struct Solution {
        var columns: [CGFloat]
        var rows: [CGFloat]
        var size: CGSize
    }

    private var hSpacing: CGFloat { horizontalSpacing ?? ViewSpacing.defaultValue }
    private var vSpacing: CGFloat { verticalSpacing ?? ViewSpacing.defaultValue }

    private func solve(_ p: ProposedViewSize, _ subviews: Subviews, _ cache: GridCache) -> Solution {
        if let hit = cache.solution(for: p, subviews.context.inputsBox) { return hit }
        let s = cache.structure
        let columns = widenForSpanningCells(sizeColumns(p.width, subviews, s), p.width, subviews, s)
        let rows = sizeRows(p.height, columns, subviews, s)
        func total(_ v: [CGFloat], _ spacing: CGFloat) -> CGFloat {
            v.isEmpty ? 0 : max(0, v.reduce(0, +) + spacing * CGFloat(v.count - 1))
        }
        let solution = Solution(columns: columns, rows: rows,
                                size: CGSize(width: total(columns, hSpacing), height: total(rows, vSpacing)))
        cache.store(solution, for: p, subviews.context.inputsBox)
        return solution
    }

    /// Step 2.
    private func sizeColumns(_ width: CGFloat?, _ subviews: Subviews, _ s: Structure) -> [CGFloat] {
        var members = [[Int]](repeating: [], count: s.columnCount)
        for c in s.cells where c.span == 1 && !c.unsized.contains(.horizontal) {
            members[c.column].append(c.index)
        }
        func size(_ j: Int, _ w: CGFloat?) -> CGFloat {
            members[j].reduce(0) { max($0, subviews[$1].sizeThatFits(ProposedViewSize(width: w, height: nil)).width) }
        }
        guard let width else { return (0..<s.columnCount).map { size($0, nil) } }
        let priority = members.map { m in m.map { subviews[$0].priority }.max() ?? 0 }
        let available = width - hSpacing * CGFloat(max(0, s.columnCount - 1))
        return distributeSpace(available, priority, size)
    }

    /// Step 3.
    private func widenForSpanningCells(_ columns: [CGFloat], _ width: CGFloat?, _ subviews: Subviews,
                                       _ s: Structure) -> [CGFloat] {
        var cols = columns
        func used() -> CGFloat { cols.reduce(0, +) + hSpacing * CGFloat(max(0, cols.count - 1)) }
        for c in s.cells where c.span > 1 && !c.unsized.contains(.horizontal) {
            let range = c.column..<min(cols.count, c.column + c.span)
            let spanned = range.reduce(0) { $0 + cols[$1] } + hSpacing * CGFloat(range.count - 1)
            let offer = width.map { spanned + max(0, $0 - used()) }
            let need = subviews[c.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            if need > spanned, !range.isEmpty {
                let extra = (need - spanned) / CGFloat(range.count)
                for j in range { cols[j] += extra }
            }
        }
        return cols
    }

    /// The width of the cell: the columns it spans and the spacing between them.
    private func cellWidth(_ c: Cell, _ columns: [CGFloat]) -> CGFloat {
        let range = c.column..<min(columns.count, c.column + c.span)
        return max(0, range.reduce(0) { $0 + columns[$1] } + hSpacing * CGFloat(max(0, range.count - 1)))
    }

    /// Step 4.
    private func sizeRows(_ height: CGFloat?, _ columns: [CGFloat], _ subviews: Subviews, _ s: Structure) -> [CGFloat] {
        func size(_ r: Int, _ h: CGFloat?) -> CGFloat {
            s.rows[r].reduce(0) { acc, ci in
                let c = s.cells[ci]
                if c.unsized.contains(.vertical) { return acc }
                return max(acc, subviews[c.index].sizeThatFits(ProposedViewSize(width: cellWidth(c, columns), height: h)).height)
            }
        }
        guard let height else { return (0..<s.rows.count).map { size($0, nil) } }
        let priority = s.rows.map { r in r.map { subviews[s.cells[$0].index].priority }.max() ?? 0 }
        let available = height - vSpacing * CGFloat(max(0, s.rows.count - 1))
        return distributeSpace(available, priority, size)
    }

    /// Shares `available` among tracks exactly as a stack shares among its children
    /// (`SpaceDistribution`: by priority, then least flexible first, equal shares of what is
    /// left, the minimums of lower-priority tracks reserved).
    private func distributeSpace(_ available: CGFloat, _ priority: [Double], _ size: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        var result = [CGFloat](repeating: 0, count: priority.count)
        let order = SpaceDistribution.prioritize(count: priority.count, priority: { priority[$0] }) { size($0, $1) }
        SpaceDistribution.distribute(available, order) { i, share in
            result[i] = size(i, share)
            return result[i]
        }
        return result
    }

    // MARK: Step 6

    private func placeCells(in bounds: CGRect, _ solution: Solution, _ subviews: Subviews, _ s: Structure) {
        var x: [CGFloat] = [], y: [CGFloat] = []
        var cursor = bounds.minX
        for w in solution.columns { x.append(cursor); cursor += w + hSpacing }
        cursor = bounds.minY
        for h in solution.rows { y.append(cursor); cursor += h + vSpacing }
        for (r, members) in s.rows.enumerated() {
            let rowHeight = solution.rows[r]
            let vGuide = s.rowAlignment[r] ?? alignment.vertical
            let proposals = members.map { ProposedViewSize(width: cellWidth(s.cells[$0], solution.columns), height: rowHeight) }
            let dims = zip(members, proposals).map { subviews[s.cells[$0].index].dimensions(in: $1) }
            // Text baselines and custom guides: one line across the row, at the lowest guide.
            let sharedLine: CGFloat? = vGuide.key.isFrameAlignment ? nil : dims.map { $0[vGuide] }.max()
            for (k, ci) in members.enumerated() {
                let c = s.cells[ci]
                let sub = subviews[c.index]
                let d = dims[k]
                let box = CGSize(width: proposals[k].width ?? 0, height: rowHeight)
                let boxDims = ViewDimensions(size: box)
                let origin = c.column < x.count ? x[c.column] : bounds.minX
                var point: CGPoint
                if let anchor = sub[_GridCellAnchorKey.self] {
                    point = CGPoint(x: origin + anchor.x * (box.width - d.width), y: y[r] + anchor.y * (box.height - d.height))
                } else {
                    let hGuide = (c.span == 1 ? s.columnAlignment[c.column] : nil) ?? alignment.horizontal
                    point = CGPoint(x: origin + boxDims[hGuide] - d[hGuide],
                                    y: y[r] + (sharedLine ?? boxDims[vGuide]) - d[vGuide])
                }
                sub.place(at: point, anchor: .topLeading, proposal: proposals[k])
            }
        }
    }
}

/// The grid's cache: its cell arrangement and the last few solutions by proposal.
public final class GridCache: @unchecked Sendable {
    let structure: GridLayout.Structure
    private var memo = ProposalMemo<GridLayout.Solution>()

    init(_ structure: GridLayout.Structure) { self.structure = structure }

    func solution(for p: ProposedViewSize, _ i: LayoutInputsBox) -> GridLayout.Solution? { memo.value(for: p, i) }
    func store(_ s: GridLayout.Solution, for p: ProposedViewSize, _ i: LayoutInputsBox) { memo.store(s, for: p, i) }
}
