import XCTest
import Foundation
import AccordLayout
@testable import AccordCairo

/// The SF Symbol table and the icon glyphs (Data/symbols.tsv, Docs/Symbols.md). Needs the fonts
/// of Debian's python-qtawesome-common (`make deps`).
final class SymbolIconsTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(SymbolIcons.fontsAvailable, "python-qtawesome-common is not installed")
    }

    /// The repository's table file (the compiled-in copy must be regenerated when it changes).
    func testTheCompiledTableIsDataSymbolsTsv() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/symbols.tsv")
        let file = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(file.trimmingCharacters(in: .newlines), SymbolIcons.tableText.trimmingCharacters(in: .newlines),
                       "run `bash Tools/symbols-table.sh`")
    }

    /// Issue 14: at least the 600 most used names (Docs/Symbols.md counts 741 distinct names).
    func testTheTableListsAtLeastSixHundredNamesEachWithADrawableGlyph() {
        let names = SymbolIcons.tableNames
        XCTAssertGreaterThanOrEqual(names.count, 600)
        XCTAssertEqual(Set(names).count, names.count, "a name is listed twice")
        for n in names {
            XCTAssertNotNil(SymbolIcons.inkBox(for: n, weight: 400), "\(n) has no drawable glyph")
        }
    }

    func testOutlineAndFillAreDifferentGlyphs() {
        for base in ["heart", "star", "bell", "bookmark", "person", "folder", "trash"] {
            XCTAssertNotEqual(SymbolIcons.recipe(for: base), SymbolIcons.recipe(for: base + ".fill"), base)
        }
    }

    func testArrowsPointTheirOwnWay() {
        let names = ["arrow.up", "arrow.down", "arrow.left", "arrow.right", "chevron.up", "chevron.down", "chevron.left", "chevron.right"]
        XCTAssertEqual(Set(names.compactMap { SymbolIcons.recipe(for: $0)?.glyph }).count, names.count)
    }

    func testVariantsOfAListedNameAreComposed() {
        // `star.square.fill` is not listed: the star, knocked out of a filled rounded square.
        XCTAssertNil(SymbolIcons.table["star.square.fill"])
        XCTAssertEqual(SymbolIcons.recipe(for: "star.square.fill"), .init(glyph: .phosphor("star-fill"), enclosure: .squareFill))
        XCTAssertEqual(SymbolIcons.recipe(for: "house.slash")?.enclosure, .slash)
        XCTAssertNil(SymbolIcons.recipe(for: "no.such.symbol"))
    }

    /// Names neither listed nor composed from a listed base follow SF Symbols' naming scheme
    /// (base noun, qualifiers, variant suffixes): a letter or number in an enclosure is that
    /// character; otherwise the icon font's glyph of the same English name, qualifiers dropped
    /// from the end, with the variant suffixes applied (Docs/Symbols.md, third pass).
    func testUnlistedNamesAreDerivedFromTheirWords() {
        XCTAssertNil(SymbolIcons.table["q.circle"])
        XCTAssertEqual(SymbolIcons.recipe(for: "q.circle"), .init(glyph: .text("Q"), enclosure: .circle))
        XCTAssertEqual(SymbolIcons.recipe(for: "42.square.fill"), .init(glyph: .text("42"), enclosure: .squareFill))
        XCTAssertNil(SymbolIcons.table["megaphone.fill"])
        XCTAssertEqual(SymbolIcons.recipe(for: "megaphone.fill"), .init(glyph: .phosphor("megaphone-fill"), enclosure: .none))
        XCTAssertEqual(SymbolIcons.recipe(for: "thermometer.variable"), .init(glyph: .phosphor("thermometer"), enclosure: .none))
        XCTAssertEqual(SymbolIcons.recipe(for: "rectangle.slash"), .init(glyph: .phosphor("rectangle"), enclosure: .slash))
        // "tv" is two letters: not a character in a circle (SF's `tv.circle` is a television).
        XCTAssertNotEqual(SymbolIcons.recipe(for: "tv.circle")?.glyph, .text("TV"))
        XCTAssertNil(SymbolIcons.recipe(for: "zzqx.circle"))
        XCTAssertNil(SymbolIcons.recipe(for: "a..circle"))
    }

    /// SF Symbols' naming scheme, fourth pass (Docs/Symbols.md): `forward`/`backward` and
    /// `leading`/`trailing` are right/left in a left-to-right layout; a name whose `.fill` is
    /// listed draws that glyph's outline style; a qualifier too many is left out, the direction
    /// word kept; a `.badge.…` name falls back to its listed base, its fill kept.
    func testUnlistedNamesFollowDirectionWordsFillSiblingsAndQualifiers() {
        XCTAssertNil(SymbolIcons.table["arrow.uturn.forward"])
        XCTAssertEqual(SymbolIcons.recipe(for: "arrow.uturn.forward"), SymbolIcons.recipe(for: "arrow.uturn.right"))
        XCTAssertEqual(SymbolIcons.recipe(for: "arrow.uturn.backward.circle"), SymbolIcons.recipe(for: "arrow.uturn.left.circle"))
        XCTAssertNotEqual(SymbolIcons.recipe(for: "arrow.uturn.forward"), SymbolIcons.recipe(for: "arrow.uturn.backward"))
        // `bolt` is not listed, `bolt.fill` is (Phosphor's lightning-fill): the outline is Regular.
        XCTAssertNil(SymbolIcons.table["bolt"])
        XCTAssertEqual(SymbolIcons.table["bolt.fill"], .init(glyph: .phosphor("lightning-fill"), enclosure: .none))
        XCTAssertEqual(SymbolIcons.recipe(for: "bolt"), .init(glyph: .phosphor("lightning"), enclosure: .none))
        XCTAssertEqual(SymbolIcons.recipe(for: "bolt.circle"), .init(glyph: .phosphor("lightning"), enclosure: .circle))
        // MDI: the outline sibling is the `-outline` glyph (`die.face.6.fill` is mdi:dice-6).
        XCTAssertEqual(SymbolIcons.outlineSibling(of: "die.face.6"), .init(glyph: .mdi("dice-6-outline"), enclosure: .none))
        // A compact chevron still points its way.
        XCTAssertNil(SymbolIcons.table["chevron.compact.up"])
        XCTAssertEqual(SymbolIcons.recipe(for: "chevron.compact.up"), SymbolIcons.recipe(for: "chevron.up"))
        XCTAssertNotEqual(SymbolIcons.recipe(for: "chevron.compact.up"), SymbolIcons.recipe(for: "chevron.compact.down"))
        XCTAssertNil(SymbolIcons.table["doc.badge.gearshape.fill"])
        XCTAssertEqual(SymbolIcons.recipe(for: "doc.badge.gearshape.fill")?.glyph, SymbolIcons.recipe(for: "doc.fill")?.glyph)
        XCTAssertNotEqual(SymbolIcons.recipe(for: "doc.badge.gearshape.fill")?.glyph, SymbolIcons.recipe(for: "doc")?.glyph)
        XCTAssertNil(SymbolIcons.recipe(for: "no.such.symbol"))
    }

    /// `A.and.B` draws A (the first, larger part of SF Symbols' pairs) before A's words are
    /// dropped one by one: `person.crop.square.fill.and.at.rectangle` was `person`, a stick figure.
    func testAPairDrawsItsFirstPart() {
        XCTAssertNil(SymbolIcons.table["person.crop.square.fill.and.at.rectangle"])
        XCTAssertEqual(SymbolIcons.recipe(for: "person.crop.square.fill.and.at.rectangle"),
                       SymbolIcons.recipe(for: "person.crop.square.fill"))
        XCTAssertNotEqual(SymbolIcons.recipe(for: "person.crop.square.fill.and.at.rectangle"), SymbolIcons.recipe(for: "person"))
        // Dropping words from the end, a listed leading part beats a glyph of fewer words.
        XCTAssertNotNil(SymbolIcons.table["car.top.door"])
        XCTAssertEqual(SymbolIcons.recipe(for: "car.top.door.front.left.open"), SymbolIcons.table["car.top.door"])
    }

    /// SF Symbols 6 renamed `doc` names `document` (`document.on.clipboard`, corpus8): the same
    /// glyph as the `doc` name.
    func testDocumentNamesAreTheirDocNames() {
        XCTAssertNil(SymbolIcons.table["document.on.clipboard"])
        XCTAssertEqual(SymbolIcons.recipe(for: "document.on.clipboard"), SymbolIcons.recipe(for: "doc.on.clipboard"))
    }

    /// A circled symbol's box is square; a chevron is narrow and `ellipsis` short (each symbol's
    /// frame is its glyph's box, as SwiftUI sizes a symbol by its alignment rectangle).
    func testSymbolBoxesFollowTheirGlyphs() throws {
        let circle = try XCTUnwrap(SymbolIcons.inkBox(for: "checkmark.circle", weight: 400))
        XCTAssertEqual(circle.width, circle.height, accuracy: 0.001)
        let chevron = try XCTUnwrap(SymbolIcons.inkBox(for: "chevron.right", weight: 400))
        XCTAssertLessThan(chevron.width, chevron.height * 0.7)
        let dots = try XCTUnwrap(SymbolIcons.inkBox(for: "ellipsis", weight: 400))
        XCTAssertLessThan(dots.height, dots.width * 0.4)
        // Bolder weights draw bolder (bigger) ink.
        let regular = try XCTUnwrap(SymbolIcons.inkBox(for: "plus", weight: 400))
        let bold = try XCTUnwrap(SymbolIcons.inkBox(for: "plus", weight: 700))
        XCTAssertGreaterThan(bold.width, regular.width)
    }

    private func inked(_ name: String, colors: [RGBA] = [RGBA(0, 0, 0)]) throws -> (RenderedBitmap, Int) {
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [
            .image({ var d = ImageDrawing(source: .symbol(name), frame: CGRect(x: 4, y: 4, width: 32, height: 32), tint: colors[0])
                     d.symbolLayers = Array(colors.dropFirst()); return d }()),
        ])
        let bitmap = try CairoRenderer.bitmap(list, scale: 2)
        var n = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where (bitmap.pixel(x: x, y: y)?.a ?? 0) > 0.3 { n += 1 } }
        return (bitmap, n)
    }

    /// Issue 14: the outline `heart` was drawn filled.
    func testTheOutlineHeartInksFarLessThanTheFilledOne() throws {
        let (_, outline) = try inked("heart")
        let (_, filled) = try inked("heart.fill")
        XCTAssertLessThan(Double(outline), Double(filled) * 0.6)
    }

    /// Issue 14: an unmapped name is a neutral rounded-square outline, never a letter.
    func testAnUnmappedNameDrawsAnEmptyRoundedSquare() throws {
        let (b, n) = try inked("no.such.symbol")
        XCTAssertEqual(b.pixel(x: 40, y: 40)?.a ?? 1, 0, accuracy: 0.01, "the middle is empty")
        XCTAssertGreaterThan(n, 0)
    }

    /// One colour: the glyph is cut out of `xmark.circle.fill`; with a second (palette/
    /// hierarchical) colour the circle takes it and the glyph is drawn over it.
    func testFilledEnclosuresKnockOutOrTakeTheSecondColour() throws {
        let (mono, _) = try inked("xmark.circle.fill")
        XCTAssertEqual(mono.pixel(x: 40, y: 40)?.a ?? 1, 0, accuracy: 0.05, "the x is cut out")
        let (palette, _) = try inked("xmark.circle.fill", colors: [RGBA(1, 1, 1), RGBA(1, 0, 0)])
        let centre = try XCTUnwrap(palette.pixel(x: 40, y: 40)), edge = try XCTUnwrap(palette.pixel(x: 40, y: 14))
        XCTAssertEqual(centre.r, 1, accuracy: 0.05); XCTAssertEqual(centre.g, 1, accuracy: 0.05)
        XCTAssertEqual(edge.r, 1, accuracy: 0.05); XCTAssertEqual(edge.g, 0, accuracy: 0.05)
    }
}
