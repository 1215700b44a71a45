import Accord
import Foundation
import XCTest

/// ContentUnavailableView (iOS 17): takes all the space offered, centred content; `.search`
/// carries iOS's strings.
final class ContentUnavailableViewTests: XCTestCase {
    typealias S = TestSupport

    func testItFillsTheProposalAndCentresItsContent() {
        let v = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Later"))
        XCTAssertEqual(S.size(v), CGSize(width: 390, height: 844))
        XCTAssertEqual(S.size(v, ProposedViewSize(width: 300, height: 200)), CGSize(width: 300, height: 200))
        XCTAssertEqual(S.texts(v), ["No Mail", "Later"])
        XCTAssertEqual(S.symbols(v), ["tray"])
        let h = S.host(VStack { v.accessibilityIdentifier("v") })
        XCTAssertEqual(h.frame(of: "v")?.midY ?? 0, 422, accuracy: 0.5)
    }

    func testIconTitleDescriptionAndActionsStackTopToBottom() {
        let v = ContentUnavailableView {
            Label("Empty", systemImage: "tray").accessibilityIdentifier("label")
        } description: {
            Text("Nothing").accessibilityIdentifier("description")
        } actions: {
            Button("Refresh") {}.accessibilityIdentifier("action")
        }
        let h = S.host(v)
        guard let d = h.frame(of: "description"), let a = h.frame(of: "action") else { return XCTFail("frames") }
        XCTAssertLessThan(d.maxY, a.minY)
        XCTAssertEqual(d.midX, 195, accuracy: 0.5)
        XCTAssertEqual(a.midX, 195, accuracy: 0.5)
        XCTAssertEqual(S.texts(v), ["Empty", "Nothing", "Refresh"])
    }

    func testSearchShowsIOSStrings() {
        XCTAssertEqual(S.texts(ContentUnavailableView.search), ["No Results", "Check the spelling or try a new search."])
        XCTAssertEqual(S.texts(ContentUnavailableView.search(text: "pasta")),
                       ["No Results for \u{201C}pasta\u{201D}", "Check the spelling or try a new search."])
        XCTAssertEqual(S.symbols(ContentUnavailableView.search), ["magnifyingglass"])
    }
}
