import Accord
import Foundation
import XCTest

/// TextEditor, SecureField and vertical TextFields (fixed metrics: 10-point lines).
final class TextInputTests: XCTestCase {
    typealias S = TestSupport

    func testTextEditorFillsTheProposal() {
        XCTAssertEqual(S.size(TextEditor(text: .constant("Hi")), ProposedViewSize(width: 200, height: 300)),
                       CGSize(width: 200, height: 300))
        XCTAssertEqual(S.texts(TextEditor(text: .constant("a\nb"))), ["a\nb"])
    }

    func testSecureFieldShowsDotsOrItsPlaceholder() {
        XCTAssertEqual(S.texts(SecureField("Password", text: .constant("abc"))), ["\u{2022}\u{2022}\u{2022}"])
        XCTAssertEqual(S.texts(SecureField("Password", text: .constant(""))), ["Password"])
        XCTAssertEqual(S.texts(SecureField("Password", text: .constant(""), prompt: Text("Required"))), ["Required"])
    }

    func testAVerticalFieldReservesTheLowerBoundOfItsLineRange() {
        let field = TextField("Bio", text: .constant(""), axis: .vertical)
        XCTAssertEqual(S.size(field.lineLimit(3...6)).height, 30)
        XCTAssertEqual(S.size(field.lineLimit(3, reservesSpace: true)).height, 30)
        XCTAssertEqual(S.size(field).height, 10)
    }

    func testAVerticalFieldGrowsUpToTheUpperBound() {
        let long = String(repeating: "word ", count: 200)
        let field = TextField("Bio", text: .constant(long), axis: .vertical)
        XCTAssertEqual(S.size(field.lineLimit(3...6), ProposedViewSize(width: 100, height: 800)).height, 60)
        XCTAssertEqual(S.size(field.lineLimit(2), ProposedViewSize(width: 100, height: 800)).height, 20)
    }
}
