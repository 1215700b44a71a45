import Accord
import Foundation
import XCTest

/// ShareLink, EditButton, PasteButton, Menu: drawn as their labels, as buttons.
final class SystemButtonsTests: XCTestCase {
    typealias S = TestSupport

    func testShareLinkIsDrawnAsTheShareLabel() {
        let url = URL(string: "https://example.com")!
        XCTAssertEqual(S.texts(ShareLink(item: url)), ["Share"])
        XCTAssertEqual(S.symbols(ShareLink(item: url)), ["square.and.arrow.up"])
        XCTAssertEqual(S.size(ShareLink(item: url)), S.size(Label("Share", systemImage: "square.and.arrow.up")))
        XCTAssertEqual(S.texts(ShareLink("Send", item: url)), ["Send"])
        XCTAssertEqual(S.texts(ShareLink(item: url) { Text("Custom") }), ["Custom"])
    }

    func testShareLinkFollowsTheButtonStyle() {
        let url = URL(string: "https://example.com")!
        XCTAssertEqual(S.size(ShareLink(item: url) { Text("OK") }.buttonStyle(.bordered)), S.size(Button("OK") {}.buttonStyle(.bordered)))
    }

    func testEditButtonIsATintedEdit() {
        XCTAssertEqual(S.texts(EditButton()), ["Edit"])
        XCTAssertEqual(S.size(EditButton()), CGSize(width: 40, height: 10))
        XCTAssertTrue(S.host(EditButton()).displayList().description.contains("#007aff"))
    }

    func testPasteButtonShowsItsLabel() {
        let p = PasteButton(payloadType: String.self) { _ in }
        XCTAssertEqual(S.texts(p), ["Paste"])
        XCTAssertEqual(S.symbols(p), ["doc.on.clipboard"])
    }

    func testAMenuDrawsItsLabelNotItsContent() {
        let m = Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {}; Button("Date") {} }
        XCTAssertEqual(S.texts(m), ["Sort"])
        XCTAssertEqual(S.symbols(m), ["arrow.up.arrow.down"])
        XCTAssertEqual(S.symbols(m.labelStyle(.iconOnly)), ["arrow.up.arrow.down"])
        XCTAssertEqual(S.texts(m.labelStyle(.iconOnly)), [])
    }
}
