import Accord
import AccordTesting
import Foundation
import XCTest

/// What a package that imports Accord (plainly, not `@testable`) can do: these tests only
/// compile while the API they use is public. Expected numbers follow from rules stated beside
/// each: SVG's unitless lengths are CSS pixels; a view answers its own size to a proposal;
/// UIKit sizes a bitmap in points as pixels over its scale; a larger `zIndex` draws on top.
final class LibraryAPITests: XCTestCase {
    /// Pure sRGB colours (`Color.red` is the system red, #FF3B30).
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// A 1200×630 card as SVG: `width="1200"` (unitless, so 1200 CSS pixels, one a point) and a
    /// `viewBox` in points — with `pt` units it would rasterise at 1600 pixels (1 pt = 4/3 px).
    func testAnSVGIsSizedInPixelsWithAViewBox() throws {
        let svg = String(decoding: try ImageRenderer(content: red.frame(width: 1200, height: 630)).svgData(), as: UTF8.self)
        let root = try XCTUnwrap(svg.range(of: "<svg[^>]*>", options: .regularExpression).map { String(svg[$0]) })
        XCTAssertTrue(root.contains("width=\"1200\""), root)
        XCTAssertTrue(root.contains("height=\"630\""), root)
        XCTAssertTrue(root.contains("viewBox=\"0 0 1200 630\""), root)
        XCTAssertFalse(root.contains("pt\""), root)
    }

    /// SwiftUI's renderer proposes `proposedSize` and sizes the image to the view's answer: a
    /// 120×40 view offered 300×nil is a 120×40 image (at scale 1), not 300 wide.
    func testAPartialProposalRendersTheViewsSizeNotTheProposals() throws {
        let renderer = ImageRenderer(content: red.frame(width: 120, height: 40))
        renderer.proposedSize = ProposedViewSize(width: 300, height: nil)
        let pixels = try XCTUnwrap(renderer.pixels)
        XCTAssertEqual(pixels.width, 120)
        XCTAssertEqual(pixels.height, 40)
        XCTAssertEqual(pixels.pixel(x: 0, y: 0), RGBA(1, 0, 0, 1), "the view starts at the image's edge, not centred in 300")
    }

    /// Pixels: 3×2 points at scale 2 are 6×4 pixels, 4 bytes each, rows of 24 bytes.
    func testPixelsAndCGImageGiveRGBABytes() throws {
        let renderer = ImageRenderer(content: red.frame(width: 3, height: 2))
        renderer.scale = 2
        let pixels = try XCTUnwrap(renderer.pixels)
        XCTAssertEqual([pixels.width, pixels.height, pixels.bytesPerRow, pixels.data.count], [6, 4, 24, 96])
        XCTAssertEqual(Array(pixels.data.prefix(4)), [255, 0, 0, 255])
        let cg = try XCTUnwrap(renderer.cgImage)
        XCTAssertEqual([cg.width, cg.height, cg.bytesPerRow, cg.bitsPerComponent, cg.bitsPerPixel], [6, 4, 24, 8, 32])
        let bytes = try XCTUnwrap(cg.dataProvider?.data as Data?)
        XCTAssertEqual(bytes, pixels.data)
    }

    /// `UIImage(data:)` from PNG bytes: 4×2 pixels are 4×2 points, 2×1 at scale 2; other bytes
    /// give nil; `Image(uiImage:)` lays out and draws it.
    func testUIImageFromDataLaysOutAndDraws() throws {
        let png = try ImageRenderer(content: blue.frame(width: 4, height: 2)).pngData()
        XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 4, height: 2))
        XCTAssertEqual(UIImage(data: png, scale: 2)?.size, CGSize(width: 2, height: 1))
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
        let view = Image(uiImage: UIImage(data: png)!).accessibilityIdentifier("photo")
        XCTAssertEqual(frame(of: "photo", in: view), CGRect(x: 0, y: 0, width: 4, height: 2))
        let drawn = try XCTUnwrap(ImageRenderer(content: view).pixels)
        XCTAssertEqual(drawn.pixel(x: 1, y: 1), RGBA(0, 0, 1, 1))
    }

    /// `Image(_:bundle: .module)` finds the target's resource `bundled-dot@2x.png` (4×2 pixels,
    /// so 2×1 points); without the bundle the name is found nowhere (0×0, reported).
    func testImageLooksInTheNamedBundle() throws {
        let inBundle = Image("bundled-dot", bundle: .module).accessibilityIdentifier("dot")
        XCTAssertEqual(frame(of: "dot", in: inBundle), CGRect(x: 0, y: 0, width: 2, height: 1))
        let withoutBundle = HostedLayout(Image("bundled-dot").accessibilityIdentifier("dot"), proposal: .unspecified)
        XCTAssertEqual(withoutBundle.frame(of: "dot")?.size, .zero)
        XCTAssertTrue(withoutBundle.diagnostics.contains { $0.contains("No image named 'bundled-dot'") }, "\(withoutBundle.diagnostics)")
        XCTAssertEqual(UIImage(named: "bundled-dot", in: .module, with: nil)?.size, CGSize(width: 2, height: 1))
    }

    /// A PostScript name ("LiberationSerif-Bold", as iOS code writes it) and a full name pick
    /// the bold face: the same width as the family made bold, another than the regular face.
    func testAPostScriptNameFindsItsFace() throws {
        let dir = "/usr/share/fonts/truetype/liberation"
        let regular = "\(dir)/LiberationSerif-Regular.ttf", bold = "\(dir)/LiberationSerif-Bold.ttf"
        guard FileManager.default.fileExists(atPath: regular), FileManager.default.fileExists(atPath: bold) else {
            throw XCTSkip("fonts-liberation is not installed")
        }
        XCTAssertEqual(try registerFont(file: regular), ["Liberation Serif"])
        XCTAssertEqual(try registerFont(file: bold), ["Liberation Serif"])
        func width(_ font: Font) -> CGFloat {
            HostedLayout(Text("Hamburgefonstiv").font(font), proposal: .unspecified).size.width
        }
        let byPostScript = width(.custom("LiberationSerif-Bold", size: 40))
        XCTAssertEqual(byPostScript, width(.custom("Liberation Serif", size: 40).bold()))
        XCTAssertEqual(byPostScript, width(.custom("Liberation Serif Bold", size: 40)))
        XCTAssertNotEqual(byPostScript, width(.custom("Liberation Serif", size: 40)))
        XCTAssertEqual(HostedLayout(Text("a").font(.custom("LiberationSerif-Bold", size: 40)), proposal: .unspecified).diagnostics, [])
    }

    /// An unknown font is reported in the layout's diagnostics, naming `registerFont(file:)`
    /// (which a package can call), not an internal type.
    func testAnUnknownFontIsReportedInDiagnostics() {
        let hosted = HostedLayout(Text("a").font(.custom("NoSuchFont-Bold", size: 12)), proposal: .unspecified)
        let message = hosted.diagnostics.first { $0.contains("NoSuchFont-Bold") }
        XCTAssertNotNil(message, "\(hosted.diagnostics)")
        XCTAssertTrue(message?.contains("registerFont(file:)") == true)
        XCTAssertFalse(message?.contains("PangoTextSystem") == true)
        XCTAssertTrue(ImageRenderer(content: Text("a").font(.custom("NoSuchFont-Bold", size: 12))).layout()
            .diagnostics.contains { $0.contains("NoSuchFont-Bold") })
    }

    /// `zIndex`: the red square, declared first but with the larger index, is drawn on top.
    func testZIndexIsPublicAndDrawsAbove() throws {
        let view = ZStack { red.zIndex(1); blue }.frame(width: 10, height: 10)
        XCTAssertEqual(try XCTUnwrap(ImageRenderer(content: view).pixels).pixel(x: 5, y: 5), RGBA(1, 0, 0, 1))
    }

    /// `mask`: only where the mask is opaque (its leading 10 points) does the content show.
    func testMaskIsPublicAndClips() throws {
        let view = red.frame(width: 20, height: 20).mask(alignment: .leading) { Color.black.frame(width: 10, height: 20) }
        let pixels = try XCTUnwrap(ImageRenderer(content: view).pixels)
        XCTAssertEqual(pixels.pixel(x: 5, y: 5), RGBA(1, 0, 0, 1))
        XCTAssertEqual(pixels.pixel(x: 15, y: 5)?.a, 0)
    }

    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// A `PreferenceKey` declared in the package: a child's value (42) reaches the overlay.
    func testAPreferenceKeyDeclaredOutsideAccordFlowsUp() {
        let view = Color.clear.frame(width: 10, height: 10)
            .preference(key: WidthKey.self, value: 42)
            .overlayPreferenceValue(WidthKey.self) { width in
                Color.clear.frame(width: width, height: 5).accessibilityIdentifier("overlay")
            }
        XCTAssertEqual(frame(of: "overlay", in: view)?.width, 42)
    }

    /// The flow layout of the "Writing a custom Layout" article (Accord.docc/CustomLayout.md),
    /// as written there: three 64×28 views in 200 points with 8 between them need 208, so the
    /// third wraps to a second row 28 + 8 = 36 points down.
    struct FlowLayout: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            rows(for: proposal.width ?? .infinity, subviews).size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, origin) in rows(for: bounds.width, subviews).origins.enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                                      proposal: .unspecified)
            }
        }

        private func rows(for width: CGFloat, _ subviews: Subviews) -> (origins: [CGPoint], size: CGSize) {
            var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0, x + size.width > width { x = 0; y += rowHeight + spacing; rowHeight = 0 }
                origins.append(CGPoint(x: x, y: y))
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
                widest = max(widest, x - spacing)
            }
            return (origins, CGSize(width: widest, height: y + rowHeight))
        }
    }

    func testTheCustomLayoutArticlesFlowLayoutWraps() {
        let view = FlowLayout {
            ForEach(["first", "second", "third"], id: \.self) { Color.clear.frame(width: 64, height: 28).accessibilityIdentifier($0) }
        }
        .frame(width: 200, alignment: .leading)
        XCTAssertEqual(frame(of: "second", in: view), CGRect(x: 72, y: 0, width: 64, height: 28))
        XCTAssertEqual(frame(of: "third", in: view), CGRect(x: 0, y: 36, width: 64, height: 28))
    }
}
