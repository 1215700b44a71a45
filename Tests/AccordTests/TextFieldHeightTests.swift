import Accord
import Foundation
import XCTest

/// Text field heights (issue 20: "TextField is 20.33 pt tall where iOS 18 draws 22").
///
/// Oracles: an iPhone on iOS 18 draws a body `TextField` 22 pt tall (issue 20's device
/// screenshots), the body style's leading in Apple's HIG (Typography › Specifications › iOS
/// Dynamic Type sizes, "Large": Body 17/22, Title 1 28/34, Footnote 13/18); `.roundedBorder` is
/// `UITextField`'s `.roundedRect`, 34 pt tall with body text; an iOS list row is at least 44 pt
/// (HIG, Layout: 44 × 44 pt minimum hit target; UITableView's default row height).
final class TextFieldHeightTests: XCTestCase {
    struct Fields: View {
        var body: some View {
            VStack(spacing: 0) {
                TextField("Plain", text: .constant("")).accessibilityIdentifier("plain")
                TextField("Filled", text: .constant("Hello")).accessibilityIdentifier("filled")
                TextField("Rounded", text: .constant("")).textFieldStyle(.roundedBorder).accessibilityIdentifier("rounded")
                SecureField("Password", text: .constant("abc")).accessibilityIdentifier("secure")
                TextField("Title", text: .constant("")).font(.title).accessibilityIdentifier("title")
                TextField("Footnote", text: .constant("")).font(.footnote).accessibilityIdentifier("footnote")
                TextField("Sized", text: .constant("")).font(.system(size: 34)).accessibilityIdentifier("sized")
                Text("Text").accessibilityIdentifier("text")
            }
        }
    }

    func frame(_ id: String, _ view: some View) -> CGRect {
        let size = CGSize(width: 390, height: 844)
        let hosted = HostedLayout(view, proposal: ProposedViewSize(size), canvas: size)
        guard let f = hosted.frame(of: id) else { XCTFail("no \(id)"); return .zero }
        return f
    }

    func testABodyTextFieldIsTheBodyLeadingTall() {
        XCTAssertEqual(frame("plain", Fields()).height, 22)
        XCTAssertEqual(frame("filled", Fields()).height, 22)
        XCTAssertEqual(frame("secure", Fields()).height, 22)
        // A Text of the same font keeps its ascender + descender (SF Pro: 20.29).
        XCTAssertEqual(frame("text", Fields()).height, (1950.0 + 494) / 2048 * 17, accuracy: 0.34)
    }

    func testARoundedBorderFieldIsARoundedRectTextFieldTall() {
        XCTAssertEqual(frame("rounded", Fields()).height, 34)
    }

    func testOtherStylesTakeTheirOwnLeading() {
        XCTAssertEqual(frame("title", Fields()).height, 34)      // Title 1: 28/34
        XCTAssertEqual(frame("footnote", Fields()).height, 18)   // Footnote: 13/18
        // A size given in points takes the body's ratio: 34 × 22 / 17 = 44.
        XCTAssertEqual(frame("sized", Fields()).height, 44, accuracy: 0.34)
    }

    func testTheLeadingFollowsTheDynamicTypeSize() {
        // xxxLarge: body 23 pt (HIG), leading scaled from 22: 22 × 23 / 17 = 29.76.
        let big = frame("plain", Fields().dynamicTypeSize(.xxxLarge)).height
        XCTAssertEqual(big, 22.0 * 23 / 17, accuracy: 0.34)
    }

    func testAFieldInAFormRowKeepsItsHeightAndTheRowIs44() {
        let form = Form {
            TextField("Name", text: .constant("")).accessibilityIdentifier("a")
            TextField("Email", text: .constant("")).accessibilityIdentifier("b")
        }
        let a = frame("a", form), b = frame("b", form)
        XCTAssertEqual(a.height, 22)
        XCTAssertEqual(b.minY - a.minY, 44, accuracy: 0.67)  // row pitch: 44-pt row + hairline separator inside it
    }

    func testAVerticalFieldStillGrowsByLinesOfItsText() {
        // axis: .vertical keeps the text's own line height (lines add up as in a Text).
        let v = TextField("Bio", text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true)
            .accessibilityIdentifier("v")
        XCTAssertEqual(frame("v", v).height, 3 * (1950.0 + 494) / 2048 * 17, accuracy: 0.34)
    }
}
