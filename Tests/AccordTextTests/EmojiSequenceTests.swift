import XCTest
import Foundation
import AccordLayout
import AccordText

/// Emoji sequences are shaped whole in the colour emoji font (UTS #51 sequences; iOS draws each
/// as one glyph of Apple Color Emoji). Before, ♂ in 🤼‍♂️ came from DejaVu Sans (a text font
/// earlier in the fallback list) and the sequence was drawn as two glyphs, about two ems wide.
final class EmojiSequenceTests: XCTestCase {
    private func width(_ s: String, size: CGFloat = 24) -> CGFloat {
        PangoTextSystem.shared.measure(TextLayoutRequest(runs: [TextRun(s, font: ResolvedFont(size: size))])).size.width
    }

    private func requireEmojiFont() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
                          "fonts-noto-color-emoji is not installed")
    }

    func testAZWJSequenceWithAGenderSignIsOneEmojiWide() throws {
        try requireEmojiFont()
        let wrestlers = width("🤼"), menWrestling = width("🤼\u{200D}♂\u{FE0F}")
        // One glyph: the same advance as the base emoji (Noto's emoji are all one advance wide).
        XCTAssertEqual(menWrestling, wrestlers, accuracy: 0.5)
    }

    func testAFamilySequenceIsOneEmojiWide() throws {
        try requireEmojiFont()
        XCTAssertEqual(width("👨\u{200D}👩\u{200D}👧"), width("👨"), accuracy: 0.5)
    }

    func testALoneTextDefaultSymbolStaysInTheTextFont() throws {
        try requireEmojiFont()
        // ♂ without U+FE0F is text by default (UTS #51): the text font's glyph, narrower than
        // the colour font's one-advance emoji.
        XCTAssertLessThan(width("♂"), width("♂\u{FE0F}") - 2)
    }
}
