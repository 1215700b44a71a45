@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Label rows in a list line their titles up whatever their icons' widths (issue 14): the icon is
/// centred in a fixed column. Expected figures are the iOS 16.2 measurement `ListLabelMetrics`
/// cites (autoreleasefool/approach GearRowTests snapshot, iPhone 13 Pro Max @3x): the icon's
/// centre 13⅓ pt and the title 42⅔ pt after the row's content edge, at the body size of Large.
/// On a 393-pt screen the inset-grouped card starts at 20 and the row's content at 20 + 20 = 40
/// (`FormLookTests`, ScanNow's iOS snapshot), so icons centre at 53.33 and titles start at 82.67.
final class ListLabelAlignmentTests: XCTestCase {
    typealias S = TestSupport
    let size = CGSize(width: 393, height: 600)

    /// Three labels whose icons are 8, 16 and 24 pt wide (coloured blocks, so the widths do not
    /// depend on the symbol font).
    var threeLabels: some View {
        List {
            Label { Text("Narrow") } icon: { Color.red.frame(width: 8, height: 10) }
            Label { Text("Middle") } icon: { Color.green.frame(width: 16, height: 10) }
            Label { Text("Wide") } icon: { Color.blue.frame(width: 24, height: 10) }
        }
    }

    func items<V: View>(_ v: V) -> [DisplayItem] { S.allItems(S.host(v, size).displayList().items) }
    func textFrames<V: View>(_ v: V) -> [String: CGRect] {
        var r: [String: CGRect] = [:]
        for case .text(let t) in items(v) { r[t.request.runs.map(\.string).joined()] = t.frame }
        return r
    }
    /// The blocks drawn 10 pt tall (the icons), by width.
    func iconFrames<V: View>(_ v: V) -> [CGRect] {
        items(v).compactMap { item -> CGRect? in
            guard case .fill(let path, _, _) = item else { return nil }
            let b = path.boundingRect
            return abs(b.height - 10) < 0.01 && b.width <= 24.01 ? b : nil
        }.sorted { $0.width < $1.width }
    }

    func testTheTitlesOfLabelRowsStartAtOneXWhateverTheIconWidths() {
        let t = textFrames(threeLabels)
        for title in ["Narrow", "Middle", "Wide"] {
            XCTAssertEqual(t[title]?.minX ?? -1, 40 + 128.0 / 3, accuracy: 0.01, title)
        }
    }

    func testEachIconIsCentredInTheColumn() {
        let icons = iconFrames(threeLabels)
        XCTAssertEqual(icons.map(\.width), [8, 16, 24])
        for icon in icons { XCTAssertEqual(icon.midX, 40 + 40.0 / 3, accuracy: 0.01) }
    }

    func testTheDumpPinsTheColumnAndTheSeparatorsUnderTheTitles() {
        // The whole drawing (fixed 10-pt glyphs): icons centred at 53.33 (49.33 + 8/2, 45.33 + 16/2,
        // 41.33 + 24/2), every title at 82.67 = 40 + 42⅔, the two separators from 82.67 too.
        let expected = """
            DisplayList 393.0 x 600.0
              fill rect(0.0 0.0 393.0 600.0) #f2f2f7
              group clip rect(0.0 0.0 393.0 600.0) {
                fill roundedRect(20.0 35.0 353.0 132.0 r 10.0) #ffffff
                fill rect(82.67 78.67 290.33 0.33) #3c3c434a
                fill rect(82.67 122.67 290.33 0.33) #3c3c434a
                fill rect(49.33 52.0 8.0 10.0) #ff3b30
                text "Narrow" at (82.67 52.0 60.0 10.0) system 17.0 #000000 width 270.33
                fill rect(45.33 96.0 16.0 10.0) #34c759
                text "Middle" at (82.67 96.0 60.0 10.0) system 17.0 #000000 width 270.33
                fill rect(41.33 140.0 24.0 10.0) #007aff
                text "Wide" at (82.67 140.0 40.0 10.0) system 17.0 #000000 width 270.33
              }
            """
        XCTAssertEqual(S.host(threeLabels, size).displayList().description, expected)
    }

    func testAnIconWiderThanTheColumnKeepsItsWidth() {
        let list = List { Label { Text("Banner") } icon: { Color.red.frame(width: 40, height: 10) } }
        XCTAssertEqual(textFrames(list)["Banner"]?.minX ?? -1, 40 + 40 + 16, accuracy: 0.01)
    }

    func testTheColumnScalesWithDynamicType() {
        // Body is 23 pt at xxxLarge (HIG): 26⅔ and 16 grow by 23/17.
        let t = textFrames(threeLabels.dynamicTypeSize(.xxxLarge))
        // Positions land on the @3x pixel grid (1/3 pt).
        XCTAssertEqual(t["Wide"]?.minX ?? -1, 40 + (80.0 / 3 + 16) * 23 / 17, accuracy: 1.0 / 3)
    }

    func testOutsideAListTheTitleFollowsTheIconAtEightPoints() {
        let label = Label { Text("Free") } icon: { Color.red.frame(width: 8, height: 10) }
        let t = textFrames(label.frame(maxWidth: .infinity, alignment: .leading))
        XCTAssertEqual(t["Free"]?.minX ?? -1, 8 + 8, accuracy: 0.01)
    }
}
