import Accord
import AccordLayout
import Foundation
import XCTest

/// Where a field's text sits across it. Oracle: SwiftUI sets `UITextField.textAlignment` from
/// `multilineTextAlignment(_:)` (Apple's documentation of `multilineTextAlignment`: "the
/// alignment of a text view that contains multiple lines of text", applied to text fields'
/// content and placeholder as well), so a short text in a 300-pt field sits at the leading edge,
/// in the middle or at the trailing edge; in a right-to-left layout the edges swap. The expected
/// x positions follow from the field's width and the text's own width (a rule, no measured value).
final class TextFieldAlignmentTests: XCTestCase {
    func textFrame(_ alignment: TextAlignment, text: String = "Overnight", rtl: Bool = false) -> (field: CGRect, text: CGRect) {
        var env = EnvironmentValues()
        if rtl { env.layoutDirection = .rightToLeft }
        let view = TextField("Placeholder", text: .constant(text))
            .multilineTextAlignment(alignment)
            .frame(width: 300)
            .accessibilityIdentifier("field")
        let size = CGSize(width: 300, height: 100)
        let hosted = HostedLayout(view, proposal: ProposedViewSize(size), canvas: size, environment: env)
        func find(_ n: LayoutNode) -> LayoutNode? {
            if n.label == "TextField" { return n }
            for c in n.children { if let f = find(c) { return f } }
            return nil
        }
        guard let field = find(hosted.root), let inner = field.children.first else {
            XCTFail("no TextField node"); return (.zero, .zero)
        }
        return (field.frame, inner.frame)
    }

    func testAFieldsTextSitsAtTheEdgeMultilineTextAlignmentNames() {
        let leading = textFrame(.leading), center = textFrame(.center), trailing = textFrame(.trailing)
        XCTAssertEqual(leading.field.width, 300)
        XCTAssertGreaterThan(leading.text.width, 20)
        XCTAssertLessThan(leading.text.width, 200)
        XCTAssertEqual(leading.text.minX, leading.field.minX, accuracy: 0.01)
        XCTAssertEqual(center.text.midX, center.field.midX, accuracy: 0.34)
        XCTAssertEqual(trailing.text.maxX, trailing.field.maxX, accuracy: 0.34)
    }

    func testThePlaceholderFollowsTheAlignmentToo() {
        let trailing = textFrame(.trailing, text: "")
        XCTAssertEqual(trailing.text.maxX, trailing.field.maxX, accuracy: 0.34)
    }

    func testInARightToLeftLayoutTheLeadingEdgeIsTheRight() {
        let leading = textFrame(.leading, rtl: true), trailing = textFrame(.trailing, rtl: true)
        XCTAssertEqual(leading.text.maxX, leading.field.maxX, accuracy: 0.34)
        XCTAssertEqual(trailing.text.minX, trailing.field.minX, accuracy: 0.34)
    }

    func testATextWiderThanTheFieldStartsAtTheLeadingEdge() {
        let long = textFrame(.trailing, text: String(repeating: "Overnight ", count: 20))
        XCTAssertEqual(long.text.minX, long.field.minX, accuracy: 0.01)
    }
}
