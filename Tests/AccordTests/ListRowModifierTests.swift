import Accord
import Foundation
import XCTest

/// List row modifiers. Metrics of the inset-grouped list on a 393-point iPhone, as ControlMetrics
/// documents them: cards 20 from the sides (ScanNow's iOS snapshot, FormLookTests), row content inset 20 leading (Accord's reconstruction
/// of SwiftUI's row insets), rows at least 44 tall (UIKit's default minimum row height).
/// Glyphs are 10×10 (FixedMetricTextMeasurer).
final class ListRowModifierTests: XCTestCase {
    private func frames<V: View>(_ v: V) -> String {
        HostedLayout(v, proposal: ProposedViewSize(width: 393, height: 400), textMeasurer: FixedMetricTextMeasurer()).framesText()
    }

    /// Default insets: content at 20 + 20 = 40; a 10-tall text centred in a 44-tall row.
    func testARowWithoutInsetsUsesTheListDefaults() {
        let t = frames(List { Text("ab").accessibilityIdentifier("row") })
        // First section: 35 of space before the card (no header), then the row from 35 to 79.
        XCTAssertEqual(t, "row x:40.0–60.0 y:52.0–62.0 (20.0×10.0)")
    }

    /// `.listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))`: content at
    /// 20 + 8 = 28; the row keeps its 44-point minimum, the content centred in it.
    func testListRowInsetsReplaceTheLeadingInset() {
        let t = frames(List { Text("ab").listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)).accessibilityIdentifier("row") })
        XCTAssertEqual(t, "row x:28.0–48.0 y:52.0–62.0 (20.0×10.0)")
    }

    /// Tall insets grow the row past 44: 30 + 10 + 30 = 70, content 30 below the row's top.
    func testTallInsetsGrowTheRow() {
        let t = frames(List {
            Text("ab").listRowInsets(EdgeInsets(top: 30, leading: 0, bottom: 30, trailing: 0)).accessibilityIdentifier("a")
            Text("cd").accessibilityIdentifier("b")
        })
        XCTAssertEqual(t, """
            a x:20.0–40.0 y:65.0–75.0 (20.0×10.0)
            b x:40.0–60.0 y:122.0–132.0 (20.0×10.0)
            """)
    }

    /// Row spacing adds space between rows (35 + 44 + 10 = 89 to the second row's top).
    func testListRowSpacingSeparatesRows() {
        let t = frames(List {
            Text("ab").accessibilityIdentifier("a")
            Text("cd").accessibilityIdentifier("b")
        }.listRowSpacing(10))
        XCTAssertEqual(t, """
            a x:40.0–60.0 y:52.0–62.0 (20.0×10.0)
            b x:40.0–60.0 y:106.0–116.0 (20.0×10.0)
            """)
    }

    private func drawn<V: View>(_ v: V) -> String {
        HostedLayout(v, proposal: ProposedViewSize(width: 393, height: 200), textMeasurer: FixedMetricTextMeasurer(), scale: 1)
            .displayList().description
    }

    /// Between two rows one hairline separator (1 pixel at scale 1), from the content's leading
    /// edge (40) to the card's trailing edge (373); hidden by `.listRowSeparator(.hidden)`.
    func testSeparatorsFollowInsetsAndCanBeHidden() {
        let shown = drawn(List { Text("a"); Text("b") })
        XCTAssertTrue(shown.contains("fill rect(40.0 78.0 333.0 1.0)"), shown)
        let hidden = drawn(List { Text("a").listRowSeparator(.hidden); Text("b") })
        XCTAssertFalse(hidden.contains("fill rect(40.0 78.0 333.0 1.0)"), hidden)
        let tinted = drawn(List { Text("a").listRowSeparatorTint(.red); Text("b") })
        XCTAssertTrue(tinted.contains("fill rect(40.0 78.0 333.0 1.0) #ff3b30"), tinted)
    }

    /// A row background fills its row (20…373 × 35…79), clipped to the card.
    func testRowBackgroundFillsTheRow() {
        let d = drawn(List { Text("a").listRowBackground(Color.blue) })
        XCTAssertTrue(d.contains("fill rect(0.0 0.0 353.0 44.0) #007aff"), d)
        XCTAssertTrue(d.contains("transform [1.0 0.0 0.0 1.0 20.0 35.0]"), d)
    }

    /// `.badge(5)`: "5" (one 10×10 glyph) right-aligned at the trailing inset (373 − 20 = 353),
    /// centred in the 44-point row (35…79); `.badge(0)` draws nothing, as iOS hides a zero count.
    func testRowBadgeIsDrawnAtTheTrailingInsetAndZeroIsHidden() {
        let d = drawn(List { Text("ab").badge(5) })
        XCTAssertTrue(d.contains("text \"5\" at (343.0 52.0 10.0 10.0)"), d)
        XCTAssertFalse(drawn(List { Text("ab").badge(0) }).contains("text \"0\""))
    }
}
