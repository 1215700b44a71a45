import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// Inset-grouped forms against an iPhone screenshot of the same code (issue 14): ScanNow's
/// `SettingsView` (github.com/WezSieTato/ScanNow, MIT, commit ab02c440), whose snapshot test
/// records the `Form` on an iPhone 13 mini (375 × 812 points at 3×, iOS 17/18). Measured on
/// that PNG (Docs/Compatibility.md, "Look pairs"): cards 20 points from the sides, row text at
/// 40, 44-point rows, the first section header's SF line 16 below the top, 6 above its card,
/// the next section's header 34 below the card above; the separator under a row that starts
/// with an image starts right of the image. Glyphs are 10 × 10 (`FixedMetricTextMeasurer`),
/// so a header or row text is 10 tall.
final class FormLookTests: XCTestCase {
    private func frames<V: View>(_ v: V, width: CGFloat = 375) -> String {
        HostedLayout(v, proposal: ProposedViewSize(width: width, height: 500), textMeasurer: FixedMetricTextMeasurer()).framesText()
    }
    private func drawn<V: View>(_ v: V, width: CGFloat = 375) -> String {
        HostedLayout(v, proposal: ProposedViewSize(width: width, height: 500), textMeasurer: FixedMetricTextMeasurer(), scale: 1)
            .displayList().description
    }

    /// Cards 20 from each side of the 375-point screen (the snapshot's cards span x 20–355),
    /// the row's text 20 inside the card (x 40, as the snapshot's "File suffix").
    func testCardsSitTwentyFromTheSidesAndRowTextTwentyInside() {
        let t = frames(Form { Section { Text("ab").accessibilityIdentifier("row") } })
        // No header: 35 above the card, the 10-tall text centred in the 44-tall row.
        XCTAssertEqual(t, "row x:40.0–60.0 y:52.0–62.0 (20.0×10.0)")
        let d = drawn(Form { Section { Text("ab") } })
        XCTAssertTrue(d.contains("fill roundedRect(20.0 35.0 335.0 44.0 r 10.0)"), d)
    }

    /// Headers: the first 16 below the list's top, each 6 above its card; the second section's
    /// header 34 below the first card (snapshot: 55 from card to card with SF's 15.5-pt line).
    func testHeadersSitSixteenBelowTheTopAndThirtyFourBelowTheCardAbove() {
        let t = frames(Form {
            Section { Text("ab") } header: { Text("H").accessibilityIdentifier("h1") }
            Section { Text("cd") } header: { Text("H").accessibilityIdentifier("h2") }
        })
        // h1 at 16; its card 16 + 10 + 6 = 32 … 76; h2 at 76 + 34 = 110.
        XCTAssertEqual(t, """
            h1 x:40.0–50.0 y:16.0–26.0 (10.0×10.0)
            h2 x:40.0–50.0 y:110.0–120.0 (10.0×10.0)
            """)
    }

    /// A section wrapped in a modifier is still the first one.
    func testTheFirstSectionIsFoundThroughAModifier() {
        let t = frames(Form {
            Section { Text("ab") } header: { Text("H").accessibilityIdentifier("h1") }.disabled(true)
        })
        XCTAssertEqual(t, "h1 x:40.0–50.0 y:16.0–26.0 (10.0×10.0)")
    }

    /// ScanNow's GitHub row (`HStack { Image; Spacer(); Text }`) has its separator start right of
    /// the image, under the text; a row of text alone keeps it at the text's leading edge (40).
    func testASeparatorStartsUnderTheRowsFirstTextNotItsIcon() {
        let d = drawn(Form {
            HStack { Image(systemName: "star").frame(width: 30, height: 30); Text("ab") }
            Text("cd")
            Text("ef")
        })
        // The HStack's text starts at 40 + 30 + 8 = 78; the line runs to the card's edge (355).
        XCTAssertTrue(d.contains("fill rect(78.0 78.0 277.0 1.0)"), d)
        XCTAssertTrue(d.contains("fill rect(40.0 122.0 315.0 1.0)"), d)
    }

    /// A `Label` row keeps its own guide (the title), unchanged by the text rule.
    func testALabelRowsSeparatorStaysUnderItsTitle() {
        let plain = drawn(Form { Label("ab", systemImage: "star"); Text("cd") })
        XCTAssertFalse(plain.contains("fill rect(40.0 78.0"), plain)
    }

    /// The first and last rows are clipped to the card's rounded corners when they reach into
    /// one (a colour filling the row with zero insets: iOS masks the section's end cells); rows
    /// inside the default insets draw as before, without a clip.
    func testARowReachingACornerIsClippedToTheCard() {
        let filled = drawn(Form { Color.red.frame(height: 44).listRowInsets(EdgeInsets()) })
        // The card's clip is a path (rounded card and the bands around it), not a rectangle.
        XCTAssertTrue(filled.contains(" clip M"), filled)
        XCTAssertTrue(filled.contains("fill roundedRect(20.0 35.0 335.0 44.0 r 10.0)"), filled)
        let inset = drawn(Form { Text("ab"); Text("cd") })
        XCTAssertFalse(inset.contains(" clip M"), inset)
    }
}
