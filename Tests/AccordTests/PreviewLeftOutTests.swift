@_spi(AccordPreview) import Accord
import Foundation
import XCTest

/// What a left-out declaration answers when the preview calls it (Sources/Accord/Preview/
/// PreviewLeftOut.swift): a view-returning one is a placeholder naming it, as flexible as a
/// `Color`, so the screen shows where it is missing instead of a blank.
final class PreviewLeftOutTests: XCTestCase {
    typealias S = TestSupport

    func testALeftOutViewFunctionAnswersAPlaceholderNamingIt() {
        let v: AnyView = AccordPreviewLeftOut.value("`func view() -> AnyView`")
        XCTAssertEqual(S.texts(v), ["view()"])
        // (Flexible as a Color: it takes the proposal — the rule of .frame(maxWidth: .infinity, maxHeight: .infinity).)
        XCTAssertEqual(S.size(v, ProposedViewSize(width: 300, height: 200)), CGSize(width: 300, height: 200))
    }

    func testAPlaceholderIsNamedByTheDeclarationsName() {
        XCTAssertEqual(AccordPreviewLeftOut.placeholderName("`func row(for item: Item) -> AnyView`"), "row()")
        XCTAssertEqual(AccordPreviewLeftOut.placeholderName("`var content: AnyView`"), "content")
        XCTAssertEqual(S.texts(AccordPreviewLeftOutView("KFImage")), ["KFImage"])
    }

    func testOtherResultsKeepTheirEmptyValues() {
        let list: [Int] = AccordPreviewLeftOut.value("`func items() -> [Int]`")
        let name: String? = AccordPreviewLeftOut.value("`var name: String?`")
        XCTAssertEqual(list, [])
        XCTAssertNil(name)
    }
}
