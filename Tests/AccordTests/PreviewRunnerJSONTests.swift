@testable import Accord
import Foundation
import XCTest

/// JSON strings as the preview runner writes them (its traces, the live preview's renderings).
/// The rule: RFC 8259 §7 — a quotation mark, a reverse solidus and the control characters
/// U+0000–U+001F must be escaped; every other character may stand as it is. Checked by reading
/// the output back with Foundation's JSON parser and by the escapes themselves.
final class PreviewRunnerJSONTests: XCTestCase {
    func testQuotesBackslashesAndControlCharactersAreEscapedAndTheRestKept() {
        XCTAssertEqual(JSONWriter.string("a\"b\\c\nd\re\tf\u{1}g"), #""a\"b\\c\nd\re\tf\u0001g""#)
        XCTAssertEqual(JSONWriter.string("é 中文 🙂 \u{7f}"), "\"é 中文 🙂 \u{7f}\"", "other characters as they are (UTF-8)")
        XCTAssertEqual(JSONWriter.string(""), "\"\"")
    }

    func testALargeSVGReadsBackUnchanged() throws {
        let svg = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\">"
            + String(repeating: "<path d=\"M 0 0 L 10 10\" style=\"fill:#fff\"/>\t\\\n", count: 2_000) + "</svg>"
        let json = "[" + JSONWriter.string(svg) + "]"
        let back = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String])
        XCTAssertEqual(back, [svg])
    }
}
