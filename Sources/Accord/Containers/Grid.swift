import Foundation
import AccordLayout

/// A grid whose columns line up across rows (SwiftUI's `Grid`, iOS 16): column width = its
/// widest cell, row height = its tallest; see `GridLayout` for the algorithm.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A grid whose `GridRow`s share column widths (SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:content:)`); nil spacing: 8 points.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// The grid's layout over its content (a primitive: Accord lays out `GridLayout`).
    public var body: _LayoutView<GridLayout, Content> { _LayoutView(layout: layout, label: "Grid", content: content) }
}

/// A row of a `Grid`: each of its views is one cell. Outside a grid it is just its views
/// (like a `Group`), as in SwiftUI.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of a `Grid`: its views are the cells of one row (SwiftUI's `GridRow(alignment:content:)`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let membership = GridRowMembership(id: GridRowIDs.next(), alignment: alignment)
        let nodes = Accord.makeNodes(content, ctx)
        for n in nodes { n.traits[_GridRowKey.self] = membership }
        return nodes
    }
}

/// Distinct ids for `GridRow`s, so two adjacent rows never merge.
enum GridRowIDs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0
    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        counter &+= 1
        return counter
    }
}

extension View {
    /// The number of grid columns the cell spans (values below 1 count as 1).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: _GridCellColumnsKey.self, value: max(1, count))
    }

    /// Where the view sits in its cell (overrides the column and row alignments).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: _GridCellAnchorKey.self, value: anchor)
    }

    /// Axes on which the cell does not size its column / row; it is proposed the resolved size.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: _GridCellUnsizedAxesKey.self, value: axes)
    }

    /// The horizontal alignment of every cell in this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: _GridColumnAlignmentKey.self, value: guide)
    }
}
