import Accord
import AccordLayout
import Foundation
import XCTest

/// `symbolRenderingMode(.multicolor)` (issue 14: "multicolor approximated"). Oracle: Apple HIG ›
/// SF Symbols › Rendering modes — "the leaf symbol uses green …, whereas the trash.slash symbol
/// uses red"; symbols without multicolor layers keep the foreground style. Colours are the
/// system colours (Apple, UIColor.systemGreen #34C759 / systemRed #FF3B30 in light mode,
/// #30D158 / #FF453A in dark).
final class SymbolMulticolorTests: XCTestCase {
    func drawing<V: View>(_ v: V) -> ImageDrawing? {
        let h = HostedLayout(v, proposal: ProposedViewSize(width: 100, height: 100), canvas: CGSize(width: 100, height: 100))
        return TestSupport.images(h.displayList().items).first
    }
    func rgb(_ hex: Int) -> RGBA { RGBA(Double(hex >> 16) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255) }

    func testTheHIGsExamplesTakeTheirIntrinsicColours() {
        XCTAssertEqual(drawing(Image(systemName: "leaf").symbolRenderingMode(.multicolor))?.tint, rgb(0x34C759))
        XCTAssertEqual(drawing(Image(systemName: "trash.slash").symbolRenderingMode(.multicolor).foregroundStyle(.blue))?.tint,
                       rgb(0xFF3B30), "the intrinsic colour wins over the foreground style")
    }

    func testTheColoursFollowDarkMode() {
        let dark = drawing(Image(systemName: "leaf.fill").symbolRenderingMode(.multicolor).environment(\.colorScheme, .dark))
        XCTAssertEqual(dark?.tint, rgb(0x30D158))
    }

    func testAnEnclosedMulticolorSymbolIsAWhiteGlyphOnAColouredDisc() {
        let d = drawing(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.multicolor))
        XCTAssertEqual(d?.tint, RGBA(1, 1, 1))
        XCTAssertEqual(d?.symbolLayers, [rgb(0x34C759)])
    }

    func testASymbolWithoutMulticolorLayersKeepsTheForegroundStyle() {
        let d = drawing(Image(systemName: "person").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        XCTAssertEqual(d?.tint, rgb(0x007AFF))
        XCTAssertEqual(d?.symbolLayers, [])
    }

    func testMonochromeIsUnchanged() {
        XCTAssertEqual(drawing(Image(systemName: "leaf").foregroundStyle(.blue))?.tint, rgb(0x007AFF))
    }
}
