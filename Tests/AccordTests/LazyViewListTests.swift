import Accord
import Foundation
import XCTest

/// Issue 13: a `ForEach` whose element makes several views gives a lazy container several
/// children — each view its own row or cell — as SwiftUI's view lists flatten them (and as the
/// eager stacks already did). Rule-derived numbers with fixed metrics (every glyph 10×10).
final class LazyViewListTests: XCTestCase {
    typealias S = TestSupport
    private func frame(_ h: HostedLayout, _ id: String) -> CGRect? {
        h.pass.allNodes().first { $0.identifier == id }?.frame
    }

    func testEachViewOfAForEachElementIsItsOwnRowOfALazyVStack() {
        let h = S.host(ScrollView {
            LazyVStack(spacing: 5) {
                ForEach(0..<3, id: \.self) { i in
                    Text("a").accessibilityIdentifier("a\(i)")
                    Text("b").accessibilityIdentifier("b\(i)")
                }
            }
        })
        // Six rows of 10 with 5 between: a0 at 0, b0 at 15, a1 at 30 … (relative to a0).
        let a0 = frame(h, "a0")!.minY
        XCTAssertEqual(frame(h, "b0")!.minY - a0, 15)
        XCTAssertEqual(frame(h, "a1")!.minY - a0, 30)
        XCTAssertEqual(frame(h, "b2")!.minY - a0, 75)
    }

    func testEachViewOfAForEachElementIsItsOwnCellOfALazyVGrid() {
        let columns = [GridItem(.flexible()), GridItem(.flexible())]
        let h = S.host(ScrollView {
            LazyVGrid(columns: columns, spacing: 5) {
                ForEach(0..<3, id: \.self) { i in
                    Text("a").accessibilityIdentifier("a\(i)")
                    Text("b").accessibilityIdentifier("b\(i)")
                }
            }
        })
        // Two columns: a_i and b_i share a row; rows 10 tall, 5 apart.
        for i in 0..<3 {
            XCTAssertEqual(frame(h, "a\(i)")!.minY, frame(h, "b\(i)")!.minY, "row \(i)")
            XCTAssertLessThan(frame(h, "a\(i)")!.minX, frame(h, "b\(i)")!.minX, "row \(i)")
        }
        XCTAssertEqual(frame(h, "a1")!.minY - frame(h, "a0")!.minY, 15)
    }

    func testAnElementWithAnIfOfUnequalBranchesIsStillFlattened() {
        let h = S.host(ScrollView {
            LazyVStack(spacing: 5) {
                ForEach(0..<2, id: \.self) { i in
                    Text("a").accessibilityIdentifier("a\(i)")
                    if i == 0 { Text("b").accessibilityIdentifier("b\(i)") }
                }
            }
        })
        // Rows a0, b0, a1: a1 is two rows (10 + 5 each) below a0.
        XCTAssertEqual(frame(h, "b0")!.minY - frame(h, "a0")!.minY, 15)
        XCTAssertEqual(frame(h, "a1")!.minY - frame(h, "a0")!.minY, 30)
    }

    func testAForEachOfOneViewPerElementStaysLazy() {
        let h = S.host(ScrollView {
            LazyVStack { ForEach(0..<100_000, id: \.self) { i in Text("row \(i)") } }
        })
        XCTAssertLessThan(h.pass.context.measurementCount, 2_000)
    }
}
