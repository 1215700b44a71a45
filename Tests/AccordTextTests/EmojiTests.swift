import XCTest
import Foundation
import AccordLayout
import AccordText

/// Colour emoji (Debian's fonts-noto-color-emoji, a bitmap font with one 109-ppem strike) are
/// scaled to the text's size, as on iOS where an emoji in 17-point text is about one em wide
/// (Apple Color Emoji's advance is ~1.2 em). Unscaled, the strike is ~136 points wide.
final class EmojiTests: XCTestCase {
    func testAnEmojiInBodyTextIsAboutOneEmWide() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
                          "fonts-noto-color-emoji is not installed")
        let r = PangoTextSystem.shared.measure(TextLayoutRequest(runs: [TextRun("🌅", font: ResolvedFont(size: 17))]))
        XCTAssertGreaterThan(r.size.width, 17 * 0.8, "(Pango \(PangoTextSystem.pangoVersion))")
        XCTAssertLessThan(r.size.width, 17 * 1.5, "(Pango \(PangoTextSystem.pangoVersion))")
        XCTAssertLessThan(r.size.height, 17 * 2)
    }
}
