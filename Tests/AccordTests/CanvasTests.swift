import Accord
import AccordCairo
import Foundation
import XCTest

/// Canvas: takes the proposal like a shape; what the renderer draws lands in the display list
/// at the canvas's origin, with the context's transform, opacity and clip.
final class CanvasTests: XCTestCase {
    typealias S = TestSupport

    func testACanvasTakesTheProposalAndGetsItsSize() {
        var seen = CGSize.zero
        let c = Canvas { _, size in seen = size }
        XCTAssertEqual(S.size(c, ProposedViewSize(width: 120, height: 80)), CGSize(width: 120, height: 80))
        _ = S.host(c.frame(width: 120, height: 80)).displayList()
        XCTAssertEqual(seen, CGSize(width: 120, height: 80))
    }

    func testFillsAreDrawnAtTheCanvasOrigin() {
        // A 10 × 10 square at (5, 5) in a canvas placed at (20, 30): canvas points (25, 35).
        let c = Canvas { context, _ in
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.red))
        }
        .frame(width: 50, height: 50)
        .padding(EdgeInsets(top: 30, leading: 20, bottom: 0, trailing: 0))
        let dump = S.host(VStack { c }.frame(width: 70, height: 80), CGSize(width: 70, height: 80)).displayList().description
        XCTAssertEqual(dump, """
            DisplayList 70.0 x 80.0
              group transform [1.0 0.0 0.0 1.0 20.0 30.0] {
                fill rect(5.0 5.0 10.0 10.0) #ff3b30
              }
            """)
    }

    func testTheTransformOpacityAndClipAreRecorded() {
        let c = Canvas { context, _ in
            var ctx = context
            ctx.translateBy(x: 10, y: 0)
            ctx.scaleBy(x: 2, y: 2)
            ctx.opacity = 0.5
            ctx.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
            ctx.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue))
        }
        .frame(width: 40, height: 40)
        let items = S.allItems(S.host(c, CGSize(width: 40, height: 40)).displayList().items)
        let groups = items.compactMap { item -> DrawingGroup? in if case .group(let g) = item { return g }; return nil }
        // The clip: the 5 × 5 rect through translate(10) · scale(2) → (10, 0, 10, 10) in canvas points.
        let clip = groups.compactMap(\.clip).first
        XCTAssertEqual(clip?.boundingRect, CGRect(x: 10, y: 0, width: 10, height: 10))
        // The drawing group: opacity 0.5, the square mapped to (10, 0, 8, 8).
        guard let g = groups.first(where: { $0.opacity == 0.5 }) else { return XCTFail("no opacity group") }
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 4, height: 4).applying(g.transform), CGRect(x: 10, y: 0, width: 8, height: 8))
    }

    func testTextAndImagesAreDrawn() {
        let c = Canvas { context, size in
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            context.draw(Image(systemName: "star"), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        .frame(width: 100, height: 100)
        XCTAssertEqual(S.texts(c), ["Hi"])
        XCTAssertEqual(S.symbols(c), ["star"])
        // "Hi" is 20 × 10: centred on (50, 50).
        let frames = S.allItems(S.host(c, CGSize(width: 100, height: 100)).displayList().items).compactMap { item -> CGRect? in
            if case .text(let t) = item { return t.frame }
            return nil
        }
        XCTAssertEqual(frames, [CGRect(x: 40, y: 45, width: 20, height: 10)])
    }

    func testResolvedTextMeasuresWithTheCanvasFonts() {
        var measured = CGSize.zero
        let c = Canvas { context, _ in measured = context.resolve(Text("Hello")).measure(in: CGSize(width: 1000, height: 1000)) }
        _ = S.host(c.frame(width: 10, height: 10)).displayList()
        XCTAssertEqual(measured, CGSize(width: 50, height: 10))
    }

    func testSymbolsAreFoundByTagAndDrawnAtTheirSize() {
        var size = CGSize.zero
        var missing = false
        let c = Canvas { context, _ in
            missing = context.resolveSymbol(id: 99) == nil
            if let dot = context.resolveSymbol(id: 1) {
                size = dot.size
                context.draw(dot, at: CGPoint(x: 50, y: 50))
            }
        } symbols: {
            Color.red.frame(width: 20, height: 10).tag(1)
            Text("unused").tag(2)
        }
        .frame(width: 100, height: 100)
        let dump = S.host(c, CGSize(width: 100, height: 100)).displayList().description
        XCTAssertTrue(missing)
        XCTAssertEqual(size, CGSize(width: 20, height: 10))
        // Centred on (50, 50): the 20 × 10 block from (40, 45).
        XCTAssertTrue(dump.contains("[1.0 0.0 0.0 1.0 40.0 45.0]"), dump)
        XCTAssertTrue(dump.contains("fill rect(0.0 0.0 20.0 10.0) #ff3b30"), dump)
        XCTAssertFalse(dump.contains("unused"), dump)
    }

    // MARK: Filters

    private func pixel(_ canvas: Canvas<EmptyView>, x: Int, y: Int, side: CGFloat = 60) throws -> RGBA {
        let list = S.host(canvas.frame(width: side, height: side), CGSize(width: side, height: side)).displayList()
        return try XCTUnwrap(CairoRenderer.bitmap(list, scale: 1, background: RGBA(1, 1, 1)).pixel(x: x, y: y))
    }

    /// `alphaThreshold(min:max:color:)`: "replaces each pixel with alpha components within a range
    /// by a constant color, or transparency otherwise" (Apple's GraphicsContext.Filter docs).
    func testAnAlphaThresholdKeepsThePixelsWithinItsRangeInItsColour() throws {
        func square(alpha: Double, min: Double, max: Double = 1) throws -> RGBA {
            try pixel(Canvas { context, size in
                context.addFilter(.alphaThreshold(min: min, max: max, color: .red))
                context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.black.opacity(alpha)))
            }, x: 30, y: 30)
        }
        let red = RGBA(1, 0x3B / 255.0, 0x30 / 255.0), white = RGBA(1, 1, 1)
        XCTAssertEqual(try square(alpha: 0.6, min: 0.5), red)
        XCTAssertEqual(try square(alpha: 0.4, min: 0.5), white)
        XCTAssertEqual(try square(alpha: 0.6, min: 0.2, max: 0.5), white)
        XCTAssertEqual(try square(alpha: 0.4, min: 0.2, max: 0.5), red)
    }

    /// Each `addFilter` opens a layer the later drawing goes into (Apple's `addFilter(_:options:)`:
    /// the drawing is rasterised to a layer, filtered, composited): the filter added last is applied
    /// first. The metaball idiom — `addFilter(.alphaThreshold(min:))` then `addFilter(.blur(radius:))`
    /// then `drawLayer` — blurs the shapes and thresholds the blur: a dot much smaller than the blur
    /// fades below the threshold and is gone, two discs close together melt into one outline.
    func testTheFilterAddedLastIsAppliedFirstAsInTheMetaballIdiom() throws {
        func metaballs(_ draw: @escaping (inout GraphicsContext) -> Void) -> Canvas<EmptyView> {
            Canvas { context, _ in
                context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
                context.addFilter(.blur(radius: 10))
                context.drawLayer { layer in draw(&layer) }
            }
        }
        let blue = RGBA(0, 0x7A / 255.0, 1), white = RGBA(1, 1, 1)
        let dot = metaballs { $0.fill(Path(ellipseIn: CGRect(x: 29, y: 29, width: 2, height: 2)), with: .color(.white)) }
        XCTAssertEqual(try pixel(dot, x: 30, y: 30), white)
        // (Two discs of radius 12 whose edges are 2 apart, blurred with σ = 5 (the radius's half, as
        // `.blur(radius:)`): in the gap each gives alpha ≈ 0.31, together ≈ 0.68 — above 0.5, so the
        // gap fills; with the threshold first it would be a faint blur of nothing there.)
        let pair = metaballs { layer in
            layer.fill(Path(ellipseIn: CGRect(x: 2, y: 18, width: 24, height: 24)), with: .color(.white))
            layer.fill(Path(ellipseIn: CGRect(x: 28, y: 18, width: 24, height: 24)), with: .color(.white))
        }
        XCTAssertEqual(try pixel(pair, x: 27, y: 30), blue)
        XCTAssertEqual(try pixel(pair, x: 14, y: 30), blue)
        XCTAssertEqual(try pixel(pair, x: 28, y: 2), white)
    }

    /// A layer's drawing is placed by the context's transform once: a canvas away from the
    /// screen's origin draws its layer where it draws its fills (the layer was moved twice).
    func testALayerIsDrawnAtTheCanvasOriginOnce() throws {
        let c = Canvas { context, _ in
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
            }
        }
        .frame(width: 50, height: 50)
        .padding(EdgeInsets(top: 30, leading: 20, bottom: 0, trailing: 0))
        let list = S.host(VStack { c }.frame(width: 70, height: 80), CGSize(width: 70, height: 80)).displayList()
        // (The canvas at (20, 30), its square at (25, 35)–(35, 45); moved twice it was at (45, 65).)
        let bitmap = try CairoRenderer.bitmap(list, scale: 1, background: RGBA(1, 1, 1))
        XCTAssertEqual(bitmap.pixel(x: 30, y: 40), RGBA(1, 0, 0))
        XCTAssertEqual(bitmap.pixel(x: 50, y: 70), RGBA(1, 1, 1))
        XCTAssertEqual(bitmap.pixel(x: 50, y: 20), RGBA(1, 1, 1))
    }

    /// The colour filters draw as the view modifiers of the same names (W3C matrices).
    func testColourFiltersDrawAsTheirModifiers() throws {
        let inverted = try pixel(Canvas { context, _ in
            context.addFilter(.colorInvert)
            context.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }, x: 30, y: 30)
        XCTAssertEqual(inverted, RGBA(0, 1, 1))
        let multiplied = try pixel(Canvas { context, _ in
            context.addFilter(.colorMultiply(Color(red: 0, green: 1, blue: 1)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(Color(white: 1)))
        }, x: 30, y: 30)
        XCTAssertEqual(multiplied, RGBA(0, 1, 1))
    }
}
