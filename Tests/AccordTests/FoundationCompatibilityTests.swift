import Accord
import Foundation
import XCTest

/// Foundation names view code uses that Linux's Foundation lacks (or has), with the values
/// Apple's Foundation gives.
final class FoundationCompatibilityTests: XCTestCase {
    /// en_US lists use the serial comma (CLDR's en list pattern, what ListFormatter answers on
    /// Apple platforms: "a, b, and c").
    func testListFormatterJoinsAsEnglishLists() {
        XCTAssertEqual(ListFormatter.localizedString(byJoining: ["Apples", "Pears", "Plums"]), "Apples, Pears, and Plums")
        XCTAssertEqual(ListFormatter.localizedString(byJoining: ["Tea", "Coffee"]), "Tea and Coffee")
        XCTAssertEqual(ListFormatter.localizedString(byJoining: ["Solo"]), "Solo")
        let f = ListFormatter()
        XCTAssertEqual(f.string(from: [1, 2, 3]), "1, 2, and 3")
    }

    func testLocalizedStringsAreTheirDevelopmentText() {
        let count = 3
        XCTAssertEqual(String(localized: "Hello"), "Hello")
        XCTAssertEqual(String(localized: "\(count) items"), "3 items")
        XCTAssertEqual(String(localized: "greeting.key", defaultValue: "Good morning"), "Good morning")
        let resource: LocalizedStringResource = "Welcome \(count)"
        XCTAssertEqual(String(localized: resource), "Welcome 3")
        XCTAssertEqual(LocalizedStringResource("title.key", defaultValue: "Title").key, "title.key")
        // A literal still makes a LocalizedStringKey text (the resource initialiser is disfavoured).
        let literal = Text("**Hi**")
        XCTAssertEqual(literal, Text(LocalizedStringKey("**Hi**")))
        XCTAssertEqual(Text(resource), Text(LocalizedStringKey("Welcome 3")))
    }

    func testMarkdownAttributedStringKeepsEmphasis() throws {
        let a = try AttributedString(markdown: "**Bold** and _italic_ and `code`")
        XCTAssertEqual(String(a.characters), "Bold and italic and code")
        let emphases = a.runs.map { $0[AccordInlineEmphasisAttribute.self] ?? 0 }
        XCTAssertEqual(emphases, [1, 0, 2, 0, 4])
        // Text draws it as it draws the same Markdown key.
        XCTAssertEqual(Text(a), Text(LocalizedStringKey("**Bold** and _italic_ and `code`")))
        let paragraph = try AttributedString(markdown: "one\ntwo")
        XCTAssertEqual(String(paragraph.characters), "one two")
        let kept = try AttributedString(markdown: "one\ntwo", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        XCTAssertEqual(String(kept.characters), "one\ntwo")
    }

    /// Foundation's format styles exist on Linux (swift-foundation): what `Text(_:format:)` uses.
    func testFormatStylesExist() {
        var utc = Date.FormatStyle.dateTime.year()
        utc.timeZone = TimeZone(identifier: "UTC")!
        XCTAssertEqual(Date(timeIntervalSince1970: 0).formatted(utc), "1970")
        XCTAssertEqual(0.25.formatted(.percent), "25%")
        XCTAssertEqual(3.14159.formatted(.number.precision(.fractionLength(2))), "3.14")
    }

    func testLoggerAcceptsPrivacyInterpolations() {
        let logger = Logger(subsystem: "com.example.app", category: "tests")
        let user = "ana", count = 3, ratio = 0.5
        logger.info("Loaded \(count) items for \(user, privacy: .private)")
        logger.debug("ratio \(ratio, format: .fixed(precision: 2)) hex \(count, format: .hex)")
        logger.error("failed: \(user, privacy: .private(mask: .hash))")
        logger.log(level: .fault, "fault")
        os_log("legacy %d", log: .default, type: .info, 1)
    }
}
