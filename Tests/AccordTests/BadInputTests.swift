import Accord
import Foundation
import XCTest

/// Bad input gets a diagnostic and a defined layout, never a crash or a hang.
final class BadInputTests: XCTestCase {
    func layout<V: View>(_ v: V, _ w: CGFloat = 100, _ h: CGFloat = 100) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), textMeasurer: FixedMetricTextMeasurer())
    }

    func testNaNNegativeAndInfiniteFrameValuesAreIgnoredWithADiagnostic() {
        let h = layout(Color.red.frame(width: .nan, height: -5).frame(width: .infinity).accessibilityIdentifier("c"))
        XCTAssertEqual(h.frame(of: "c"), CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(h.diagnostics.contains { $0.contains("invalid frame width nan") }, "\(h.diagnostics)")
        XCTAssertTrue(h.diagnostics.contains { $0.contains("invalid frame height -5") }, "\(h.diagnostics)")
        XCTAssertTrue(h.diagnostics.contains { $0.contains("invalid frame width inf") }, "\(h.diagnostics)")
    }

    func testNonFinitePaddingIsZeroWithADiagnostic() {
        let h = layout(Color.red.frame(width: 10, height: 10).padding(.nan).accessibilityIdentifier("p"))
        XCTAssertEqual(h.frame(of: "p")?.size, CGSize(width: 10, height: 10))
        XCTAssertTrue(h.diagnostics.contains { $0.contains("invalid padding") }, "\(h.diagnostics)")
    }

    func testContradictoryMinAndMaxAreReported() {
        let h = layout(Color.red.frame(minWidth: 50, maxWidth: 10))
        XCTAssertTrue(h.diagnostics.contains { $0.contains("contradictory frame constraints") }, "\(h.diagnostics)")
    }

    func testDuplicateForEachIDsAreReportedAndEveryViewKept() {
        let h = layout(VStack { ForEach([1, 1, 2], id: \.self) { Text("\($0)").accessibilityIdentifier("t\($0)") } })
        XCTAssertEqual(h.frames().count, 3)
        XCTAssertTrue(h.diagnostics.contains { $0.contains("ForEach: the ID 1 occurs more than once") }, "\(h.diagnostics)")
    }

    struct Nested: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                AnyView(Color.red.frame(width: 1, height: 1).accessibilityIdentifier("leaf"))
            } else {
                AnyView(Nested(depth: depth - 1).padding(0.5))
            }
        }
    }

    func testAViewTreeAThousandLevelsDeepLaysOut() {
        let h = layout(Nested(depth: 1_000), 2_000, 2_000)
        XCTAssertEqual(h.frame(of: "leaf")?.size, CGSize(width: 1, height: 1))
        XCTAssertEqual(h.size.width, 1_001, accuracy: 0.001)
        XCTAssertEqual(h.size.height, 1_001, accuracy: 0.001)
    }

    struct Endless: View {
        var body: AnyView { AnyView(Endless()) }
    }

    func testUnboundedBodyRecursionIsCutWithADiagnostic() {
        let h = layout(Endless())
        XCTAssertTrue(h.diagnostics.contains { $0.contains("nest more than 2,000 deep") }, "\(h.diagnostics)")
    }

    func testEmptyAndHugeStringsMeasure() {
        let huge = String(repeating: "word ", count: 20_000)
        let h = layout(VStack { Text(""); Text(huge).accessibilityIdentifier("huge") }, 300, 10_000)
        XCTAssertNotNil(h.frame(of: "huge"))
    }
}
