import Accord
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
}
