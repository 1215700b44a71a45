import Accord
import Foundation
import XCTest

/// Lazy containers cost what the viewport shows, not what the data holds (counted in
/// measurements, not time), and bad input to the grid/scroll family ends with defined sizes.
final class LazyLayoutTests: XCTestCase {
    typealias S = TestSupport

    private func placedCount(_ h: HostedLayout, label: String) -> Int {
        h.pass.allNodes().filter { $0.label.hasPrefix(label) }.count
    }

    func testLazyVStackInScrollViewMeasuresAScreenful() {
        func run(_ n: Int) -> (measurements: Int, placedRows: Int, height: CGFloat) {
            let h = S.host(ScrollView {
                LazyVStack {
                    ForEach(0..<n, id: \.self) { _ in Color.red.frame(height: 20) }
                }
                .accessibilityIdentifier("stack")
            })
            let stack = h.pass.allNodes().first { $0.label == "LazyVStack" }!
            return (h.pass.context.measurementCount, stack.children.count, stack.frame.height)
        }
        let small = run(1_000), large = run(100_000)
        print("LazyVStack in ScrollView: 1,000 rows → \(small.measurements) measurements, 100,000 rows → \(large.measurements)")
        // Uniform rows: the estimate is exact (n × 20 + (n − 1) × 8).
        XCTAssertEqual(small.height, 1_000 * 20 + 999 * 8, accuracy: 0.01)
        XCTAssertEqual(large.height, 100_000 * 20 + 99_999 * 8, accuracy: 0.5)
        // Only the viewport (844 pt = 31 rows of 28) plus the margin is placed.
        XCTAssertLessThan(large.placedRows, 60)
        XCTAssertGreaterThan(large.placedRows, 30)
        XCTAssertLessThan(Double(large.measurements) / Double(small.measurements), 1.2,
                          "100,000 rows cost \(large.measurements) measurements, 1,000 rows \(small.measurements)")
        XCTAssertLessThan(large.measurements, 1_000)
    }

    func testLazyVGridInScrollViewMeasuresAScreenful() {
        func run(_ n: Int) -> Int {
            let h = S.host(ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 12)], spacing: 12) {
                    ForEach(0..<n, id: \.self) { _ in Color.blue.frame(height: 70) }
                }
            })
            let grid = h.pass.allNodes().first { $0.label == "LazyVGrid" }!
            XCTAssertLessThan(grid.children.count, 60)
            return h.pass.context.measurementCount
        }
        let small = run(1_000), large = run(100_000)
        XCTAssertLessThan(Double(large) / Double(small), 1.2, "grid: \(large) vs \(small) measurements")
    }

    func testLazyVStackOutsideAScrollViewPlacesEverything() {
        let h = S.host(VStack {
            LazyVStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { _ in Color.red.frame(height: 2) }
            }
        })
        let stack = h.pass.allNodes().first { $0.label == "LazyVStack" }!
        XCTAssertEqual(stack.children.count, 50)
        XCTAssertEqual(stack.frame.height, 100, accuracy: 0.01)
    }

    func testViewThatFitsPlacesOnlyTheChosenView() {
        let h = S.host(ViewThatFits {
            Color.red.block(150, 10, "a")
            Color.blue.block(50, 10, "b")
        }, CGSize(width: 100, height: 20))
        XCTAssertNil(h.frame(of: "a"))
        XCTAssertNotNil(h.frame(of: "b"))
        XCTAssertEqual(h.displayList().items.count, 1)
    }

    func testEmptyContainersAreDefined() {
        XCTAssertEqual(S.host(ViewThatFits {}.accessibilityIdentifier("v")).frame(of: "v")?.size, .zero)
        XCTAssertEqual(S.host(LazyVGrid(columns: []) {}.accessibilityIdentifier("v")).frame(of: "v")?.size.height, 0)
        XCTAssertEqual(S.host(LazyVStack {}.accessibilityIdentifier("v"), CGSize(width: 100, height: 100)).frame(of: "v")?.size,
                       CGSize(width: 100, height: 0))
        XCTAssertEqual(S.host(LazyVGrid(columns: [GridItem()]) {}.accessibilityIdentifier("v")).frame(of: "v")?.size.height, 0)
        let sv = S.host(ScrollView { EmptyView() }.accessibilityIdentifier("v"), CGSize(width: 100, height: 100))
        XCTAssertEqual(sv.frame(of: "v")?.size, CGSize(width: 0, height: 100))
    }

    func testAdaptiveMinimumZeroTerminates() {
        let h = S.host(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) {
            ForEach(0..<3) { i in Color.red.accessibilityIdentifier("c\(i)") }
        }.frame(width: 100))
        // Minimum clamps to 1: ⌊(100 + 8) / (1 + 8)⌋ = 12 items a row of (100 − 88) / 12 = 1 pt.
        XCTAssertEqual(h.frame(of: "c0")?.width ?? 0, 1, accuracy: 0.34)
        XCTAssertEqual((h.frame(of: "c1")?.minX ?? 0) - (h.frame(of: "c0")?.minX ?? 0), 9, accuracy: 0.34)
    }

    func testNegativeSpacingNeverGivesNegativeSizes() {
        let h = S.host(Grid(horizontalSpacing: -50, verticalSpacing: -50) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            GridRow { Color.green.frame(width: 10, height: 10) }
        }.accessibilityIdentifier("g"))
        let g = h.frame(of: "g")!
        XCTAssertGreaterThanOrEqual(g.width, 0)
        XCTAssertGreaterThanOrEqual(g.height, 0)
        XCTAssertFalse(h.diagnostics.contains { $0.contains("negative size") }, "\(h.diagnostics)")
        let lazy = S.host(LazyVGrid(columns: [GridItem(.flexible(), spacing: -20), GridItem(.flexible())], spacing: -30) {
            ForEach(0..<4) { _ in Color.red.frame(height: 10) }
        }.accessibilityIdentifier("l"))
        XCTAssertGreaterThanOrEqual(lazy.frame(of: "l")!.height, 0)
    }

    func testScrollViewInScrollView() {
        let h = S.host(ScrollView {
            ScrollView {
                Color.red.accessibilityIdentifier("c")
            }
            .accessibilityIdentifier("inner")
        }, CGSize(width: 200, height: 100))
        // The inner one is proposed (200, nil): it takes its content's height.
        XCTAssertEqual(h.frame(of: "inner"), CGRect(x: 0, y: 0, width: 200, height: 10))
        XCTAssertEqual(h.frame(of: "c"), CGRect(x: 0, y: 0, width: 200, height: 10))
    }

    func testContainerRelativeFrameCountBelowOne() {
        let h = S.host(Color.red.frame(height: 10)
            .containerRelativeFrame(.horizontal, count: 0, span: 0, spacing: -10)
            .accessibilityIdentifier("c"), CGSize(width: 200, height: 20))
        // count and span below 1 count as 1: the whole container.
        XCTAssertEqual(h.frame(of: "c")?.width, 200)
    }

    func testGridRowOutsideAGridIsAGroup() {
        let h = S.host(HStack(spacing: 0) {
            GridRow {
                Color.red.block(10, 10, "a")
                Color.blue.block(10, 10, "b")
            }
        }, CGSize(width: 100, height: 20))
        XCTAssertEqual(h.frame(of: "a")?.minX, 40)
        XCTAssertEqual(h.frame(of: "b")?.minX, 50)
    }
}
