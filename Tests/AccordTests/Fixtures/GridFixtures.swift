import Accord
import Foundation

/// An edge snapped to the 3× pixel grid, halves up (research notes §7: SwiftUI rounds each edge
/// of the final frame to the nearest pixel).
private func px(_ v: CGFloat) -> CGFloat { ((v * 3 + 0.5).rounded(.down)) / 3 }

private func pxRect(x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) -> CGRect {
    rect(x: px(x.lowerBound)...px(x.upperBound), y: px(y.lowerBound)...px(y.upperBound))
}

/// Grid, lazy grids and stacks, ScrollView, ViewThatFits and containerRelativeFrame. Each
/// `source` names the oracle: a seed measurement, a published measurement, or the documented
/// rule the numbers follow from.
let gridFixtures: [Fixture] = [
    // MARK: Grid
    Fixture("seed003-grid-2x2", source: "seed 003 §4.5, measured on SwiftUI: 2×2 Grid, spacing 4/4, canvas 200×40; column = widest cell (30, 40), row = tallest (10), cells centred",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 68...88, y: 8...18)), ("green", rect(x: 97...137, y: 8...18)),
                       ("blue", rect(x: 63...93, y: 22...32)), ("orange", rect(x: 107...127, y: 22...32))]) {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Color.red.block(20, 10, "red")
                Color.green.block(40, 10, "green")
            }
            GridRow {
                Color.blue.block(30, 10, "blue")
                Color.orange.block(20, 10, "orange")
            }
        }
    },
    Fixture("grid-default-spacing-8", source: "seed 003 §4.5's grid with nil spacing: the standard 8 between columns and rows (research notes §8.1): 30 + 8 + 40 = 78 wide, 28 tall, centred in 200×40",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 66...86, y: 6...16)), ("green", rect(x: 99...139, y: 6...16)),
                       ("blue", rect(x: 61...91, y: 24...34)), ("orange", rect(x: 109...129, y: 24...34))]) {
        Grid {
            GridRow {
                Color.red.block(20, 10, "red")
                Color.green.block(40, 10, "green")
            }
            GridRow {
                Color.blue.block(30, 10, "blue")
                Color.orange.block(20, 10, "orange")
            }
        }
    },
    Fixture("grid-alignment-leading", source: "Grid(alignment: .leading) (Apple docs: the guide for aligning views in each cell): seed 003 §4.5's columns, cells at their column's leading edge",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 63...83, y: 8...18)), ("green", rect(x: 97...137, y: 8...18)),
                       ("blue", rect(x: 63...93, y: 22...32)), ("orange", rect(x: 97...117, y: 22...32))]) {
        Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Color.red.block(20, 10, "red")
                Color.green.block(40, 10, "green")
            }
            GridRow {
                Color.blue.block(30, 10, "blue")
                Color.orange.block(20, 10, "orange")
            }
        }
    },
    Fixture("grid-column-alignment", source: ".gridColumnAlignment(.trailing) on one cell (Apple docs: overrides the horizontal alignment of the column the view appears in): column 1 trailing, column 2 still centred",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 73...93, y: 8...18)), ("green", rect(x: 97...137, y: 8...18)),
                       ("blue", rect(x: 63...93, y: 22...32)), ("orange", rect(x: 107...127, y: 22...32))]) {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Color.red.block(20, 10, "red").gridColumnAlignment(.trailing)
                Color.green.block(40, 10, "green")
            }
            GridRow {
                Color.blue.block(30, 10, "blue")
                Color.orange.block(20, 10, "orange")
            }
        }
    },
    Fixture("grid-full-width-unsized-row", source: "seed 000 §42.7 GridDemo's Divider().gridCellUnsizedAxes(.horizontal) row (a 2 pt colour here): a view outside GridRow is a row spanning all columns; unsized horizontally it does not widen the grid (74) and is proposed its width (Apple docs, gridCellUnsizedAxes); rows 10 + 2 + 10 + 2×4 = 30",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 68...88, y: 5...15)), ("rule", rect(x: 63...137, y: 19...21)),
                       ("blue", rect(x: 63...93, y: 25...35))]) {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Color.red.block(20, 10, "red")
                Color.green.frame(width: 40, height: 10)
            }
            Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
            GridRow {
                Color.blue.block(30, 10, "blue")
                Color.orange.frame(width: 20, height: 10)
            }
        }
    },
    Fixture("grid-cell-columns-span", source: ".gridCellColumns(2) (Apple docs: the cell spans two columns): a 50-wide cell fits the 20 + 4 + 40 = 64 it spans, so columns stay 20 and 40 and it is centred across them",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 68...88, y: 8...18)), ("green", rect(x: 92...132, y: 8...18)),
                       ("span", rect(x: 75...125, y: 22...32))]) {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Color.red.block(20, 10, "red")
                Color.green.block(40, 10, "green")
            }
            GridRow {
                Color.blue.block(50, 10, "span").gridCellColumns(2)
            }
        }
    },
    Fixture("grid-row-alignment-top", source: "GridRow(alignment: .top) (Apple docs: vertical alignment of the row's cells): row 30 tall, the 10-tall cell at its top; 20 + 8 + 40 = 68 wide",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 66...86, y: 5...15)), ("green", rect(x: 94...134, y: 5...35))]) {
        Grid {
            GridRow(alignment: .top) {
                Color.red.block(20, 10, "red")
                Color.green.block(40, 30, "green")
            }
        }
    },
    Fixture("grid-cell-anchor", source: ".gridCellAnchor(.topLeading) (Apple docs: a custom alignment anchor for the cell): red sits at the top-leading corner of its 40×30 cell; grid 60×40, spacing 0",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 70...90, y: 0...10)), ("blue", rect(x: 110...130, y: 0...30)),
                       ("green", rect(x: 70...110, y: 30...40))]) {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.block(20, 10, "red").gridCellAnchor(.topLeading)
                Color.blue.block(20, 30, "blue")
            }
            GridRow {
                Color.green.block(40, 10, "green")
            }
        }
    },
    Fixture("grid-empty", source: "a layout with no subviews answers zero (Layout protocol); centred in the canvas",
            canvas: CGSize(width: 100, height: 100),
            expected: [("g", rect(x: 50...50, y: 50...50))]) {
        Grid {}.accessibilityIdentifier("g")
    },

    // MARK: Lazy grids
    Fixture("lazyvgrid-objcio-fixed-adaptive", source: "objc.io \"SwiftUI's Grid Views\" (2020-11-23) quiz #1: [.fixed(70), .adaptive(minimum: 40)] in width 200: 70 | 122 → two adaptive items of (122 − 8) / 2 = 57",
            canvas: CGSize(width: 200, height: 10),
            expected: [("c0", rect(x: 0...70, y: 0...10)), ("c1", rect(x: 78...135, y: 0...10)),
                       ("c2", rect(x: 143...200, y: 0...10))]) {
        LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<3) { i in Color.red.accessibilityIdentifier("c\(i)") }
        }
        .frame(width: 200)
    },
    Fixture("lazyvgrid-mo4tech-flexible-two-pass", source: "mo4tech \"predict LazyVGrid layout\" (research notes §8.2): [.flexible(minimum: 100), .flexible(minimum: 180)] in 300: pass 1 146 | 180 → 334; pass 2 163 | 180, laid from the leading edge (overflowing 300)",
            canvas: CGSize(width: 300, height: 10),
            expected: [("c0", rect(x: 0...163, y: 0...10)), ("c1", rect(x: 171...351, y: 0...10))]) {
        LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            ForEach(0..<2) { i in Color.red.accessibilityIdentifier("c\(i)") }
        }
        .frame(width: 300, alignment: .leading)
    },
    Fixture("lazyvgrid-mo4tech-adaptive", source: "mo4tech \"predict LazyVGrid layout\" part 2: .adaptive(minimum: 50, maximum: 100) in 300 → 5 items of (300 − 4×8) / 5 = 53.6 (edges snapped to 1/3 pt)",
            canvas: CGSize(width: 300, height: 10),
            expected: [("c0", pxRect(x: 0...53.6, y: 0...10)), ("c1", pxRect(x: 61.6...115.2, y: 0...10)),
                       ("c2", pxRect(x: 123.2...176.8, y: 0...10)), ("c3", pxRect(x: 184.8...238.4, y: 0...10)),
                       ("c4", pxRect(x: 246.4...300, y: 0...10))]) {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) {
            ForEach(0..<5) { i in Color.red.accessibilityIdentifier("c\(i)") }
        }
        .frame(width: 300)
    },
    Fixture("lazyvgrid-mo4tech-adaptive-adaptive", source: "mo4tech part 2: [.adaptive(50, 100), .adaptive(40, 100)] in 300: each column (300 − 8) / 2 = 146; the first holds 2 items of 69, the second 3 of (146 − 16) / 3 = 43.33",
            canvas: CGSize(width: 300, height: 10),
            expected: [("c0", rect(x: 0...69, y: 0...10)), ("c1", rect(x: 77...146, y: 0...10)),
                       ("c2", pxRect(x: 154...(154 + 130.0 / 3), y: 0...10)),
                       ("c3", pxRect(x: (162 + 130.0 / 3)...(162 + 260.0 / 3), y: 0...10)),
                       ("c4", pxRect(x: (170 + 260.0 / 3)...300, y: 0...10))]) {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))]) {
            ForEach(0..<5) { i in Color.red.accessibilityIdentifier("c\(i)") }
        }
        .frame(width: 300)
    },
    Fixture("lazyvgrid-rows", source: "research notes §8.2 / objc.io: cells proposed (column width, nil), row = tallest cell, cells centred, nil spacing = 8: two .fixed(40) columns → 88 wide; rows 20 and 10 + 8",
            canvas: CGSize(width: 200, height: 38),
            expected: [("c0", rect(x: 56...96, y: 5...15)), ("c1", rect(x: 104...144, y: 0...20)),
                       ("c2", rect(x: 56...96, y: 28...38)), ("c3", rect(x: 104...144, y: 28...38))]) {
        LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
            Color.red.frame(height: 10).accessibilityIdentifier("c0")
            Color.red.frame(height: 20).accessibilityIdentifier("c1")
            Color.red.frame(height: 10).accessibilityIdentifier("c2")
            Color.red.frame(height: 10).accessibilityIdentifier("c3")
        }
    },

    // MARK: Lazy stacks
    Fixture("lazyvstack-takes-width", source: "seed 004: LazyVStack is h-exp, v-hug (takes the proposed width, hugs its children's heights); two plain views 8 apart (stack spacing rule)",
            canvas: CGSize(width: 200, height: 100),
            expected: [("s", rect(x: 0...200, y: 36...64)), ("red", rect(x: 90...110, y: 36...46)),
                       ("blue", rect(x: 80...120, y: 54...64))]) {
        LazyVStack {
            Color.red.block(20, 10, "red")
            Color.blue.block(40, 10, "blue")
        }
        .accessibilityIdentifier("s")
    },
    Fixture("lazyhstack-takes-height", source: "seed 004: LazyHStack is h-hug, v-exp (the transpose of LazyVStack)",
            canvas: CGSize(width: 100, height: 200),
            expected: [("s", rect(x: 36...64, y: 0...200)), ("red", rect(x: 36...46, y: 90...110)),
                       ("blue", rect(x: 54...64, y: 80...120))]) {
        LazyHStack {
            Color.red.block(10, 20, "red")
            Color.blue.block(10, 40, "blue")
        }
        .accessibilityIdentifier("s")
    },

    // MARK: ScrollView
    Fixture("scrollview-tall-as-proposed-wide-as-content", source: "swiftuifieldguide.com/layout/scrollview: a vertical ScrollView is exactly as tall as proposed, proposes nil height, and is only as wide as its content (here a 40-wide VStack, centred by the canvas); content at its top",
            canvas: CGSize(width: 200, height: 100),
            expected: [("sv", rect(x: 80...120, y: 0...100)), ("red", rect(x: 90...110, y: 0...10)),
                       ("blue", rect(x: 80...120, y: 10...20))]) {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.block(20, 10, "red")
                Color.blue.block(40, 10, "blue")
            }
        }
        .accessibilityIdentifier("sv")
    },
    Fixture("scrollview-color-ideal-height", source: "swiftuifieldguide.com/layout/scrollview (proposes its width and nil height) + the default layout's 10 for nil (research §4.9): a Color is 200×10 at the top",
            canvas: CGSize(width: 200, height: 100),
            expected: [("sv", rect(x: 0...200, y: 0...100)), ("c", rect(x: 0...200, y: 0...10))]) {
        ScrollView {
            Color.red.accessibilityIdentifier("c")
        }
        .accessibilityIdentifier("sv")
    },

    // MARK: ViewThatFits
    Fixture("viewthatfits-first-fits", source: "Apple docs, ViewThatFits: the first child whose ideal size fits the proposal (150 ≤ 200)",
            canvas: CGSize(width: 200, height: 20),
            expected: [("a", rect(x: 25...175, y: 5...15))]) {
        ViewThatFits {
            Color.red.block(150, 10, "a")
            Color.blue.block(50, 10, "b")
        }
    },
    Fixture("viewthatfits-falls-back", source: "Apple docs, ViewThatFits: 150 does not fit 100, so the next (last) child is shown",
            canvas: CGSize(width: 100, height: 20),
            expected: [("b", rect(x: 25...75, y: 5...15))]) {
        ViewThatFits {
            Color.red.block(150, 10, "a")
            Color.blue.block(50, 10, "b")
        }
    },
    Fixture("viewthatfits-constrained-axes", source: "Apple docs, ViewThatFits(in: .horizontal): only the horizontal axis is checked, so the 80×30 child is chosen in 100×20 (and overflows vertically)",
            canvas: CGSize(width: 100, height: 20),
            expected: [("a", rect(x: 10...90, y: -5...25))]) {
        ViewThatFits(in: .horizontal) {
            Color.red.block(80, 30, "a")
            Color.blue.block(50, 10, "b")
        }
    },

    // MARK: containerRelativeFrame
    Fixture("containerrelative-half-root", source: "seed 000 §42.6 HalfWidth: containerRelativeFrame(.horizontal) { length, _ in length * 0.5 } is half the container (the 200-wide root)",
            canvas: CGSize(width: 200, height: 20),
            expected: [("c", rect(x: 50...150, y: 5...15))]) {
        Color.red.frame(height: 10)
            .containerRelativeFrame(.horizontal) { length, _ in length * 0.5 }
            .accessibilityIdentifier("c")
    },
    Fixture("containerrelative-count-in-horizontal-scrollview", source: "Apple docs containerRelativeFrame(_:count:span:spacing:): (430 − 3×10) / 4 = 100 per card, container = the horizontal ScrollView (as wide as proposed, as tall as its content, content at the leading edge: swiftuifieldguide)",
            canvas: CGSize(width: 430, height: 100),
            expected: [("c0", rect(x: 0...100, y: 45...55)), ("c1", rect(x: 110...210, y: 45...55)),
                       ("c2", rect(x: 220...320, y: 45...55))]) {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { i in
                    Color.red.frame(height: 10)
                        .containerRelativeFrame(.horizontal, count: 4, spacing: 10)
                        .accessibilityIdentifier("c\(i)")
                }
            }
        }
    },
]
