import XCTest
import Foundation
@testable import Accord
import AccordLayout

/// Foundation/UIKit gaps real files use (issue 11, corpus3): `boundingRect(with:options:attributes:context:)`
/// and `UIFont` line metrics measured as Accord lays text out, `Measurement.formatted`, `NSDataDetector`.
final class FoundationTextGapsTests: XCTestCase {
    /// One line measured from its baseline is one line of the font high, and the wrapped
    /// height agrees with how a `Text` of the same font lays out at that width (the rule: an
    /// app's "height of this label" helper must match the label).
    func testBoundingRectAgreesWithTextLayout() {
        let font = UIFont.systemFont(ofSize: 17)
        let attrs: [NSAttributedString.Key: Any] = [.font: font]
        let one = "Hello".boundingRect(with: CGSize(width: 1000, height: 1000), options: [], attributes: attrs, context: nil)
        XCTAssertEqual(one.height, font.lineHeight, accuracy: 0.5)
        XCTAssertEqual(one.minY, -font.ascender, accuracy: 0.001)

        let string = "A paragraph long enough to wrap onto several lines at two hundred points wide."
        let wrapped = string.boundingRect(with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
                                          options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        let hosted = HostedLayout(Text(string).font(.system(size: 17)).frame(width: 200).fixedSize(horizontal: false, vertical: true)
                                    .accessibilityIdentifier("t"),
                                  proposal: ProposedViewSize(width: 393, height: 852), canvas: CGSize(width: 393, height: 852))
        let text = hosted.frame(of: "t")
        XCTAssertEqual(wrapped.height, text?.height ?? 0, accuracy: 1)
        XCTAssertGreaterThan(wrapped.height, 2 * font.lineHeight)
        XCTAssertLessThanOrEqual(wrapped.width, 200)
        XCTAssertEqual((string as NSString).size(withAttributes: attrs).width, string.size(withAttributes: attrs).width)
    }

    /// en_US unit patterns (CLDR, what Apple formats with): abbreviated "5 km", wide "5 kilometers"
    /// and "1 kilometer", narrow "5km"; a temperature symbol follows the number: "21.5°C".
    func testMeasurementFormattedUsesTheUnitPatterns() {
        let km = Measurement(value: 5, unit: UnitLength.kilometers)
        XCTAssertEqual(km.formatted(), "5 km")
        XCTAssertEqual(km.formatted(.measurement(width: .wide)), "5 kilometers")
        XCTAssertEqual(Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .wide)), "1 kilometer")
        XCTAssertEqual(km.formatted(.measurement(width: .narrow)), "5km")
        XCTAssertEqual(Measurement(value: 21.5, unit: UnitTemperature.celsius).formatted(), "21.5°C")
        XCTAssertEqual(Measurement(value: 1234.5, unit: UnitMass.kilograms).formatted(), "1,234.5 kg")
    }

    /// Links with a scheme, `www.` hosts and e-mail addresses are found; a trailing comma or
    /// full stop is not part of the link (as Apple's detector leaves sentence punctuation out).
    func testDataDetectorFindsLinks() throws {
        let text = "See https://example.com/a?b=1, www.swift.org or mail me@example.io."
        let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
        let matches = detector.matches(in: text, options: [], range: NSRange(text.startIndex..., in: text))
        XCTAssertEqual(matches.map { $0.url?.absoluteString }, ["https://example.com/a?b=1", "http://www.swift.org", "mailto:me@example.io"])
        XCTAssertEqual((text as NSString).substring(with: matches[0].range), "https://example.com/a?b=1")
        XCTAssertEqual(matches[0].resultType, .link)
    }
}
