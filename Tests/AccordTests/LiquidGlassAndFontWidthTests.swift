import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordCairo

/// iOS 26's Liquid Glass names (corpus4 Flipcash, corpus5 OneBusAway/UTM/RevenueCat use them) and
/// iOS 16's font widths (corpus5 swift-markdown-ui). Rules: Apple's documentation — the glass is
/// drawn behind the view in its shape, a capsule unless one is given (`DefaultGlassEffectShape`),
/// and changes no frame; `.identity` glass leaves the content as if no effect were applied;
/// `.glassProminent` "is similar to the borderedProminent style". Font.Width's values are UIKit's
/// (`UIFont.Width`: compressed −0.3, condensed −0.2, standard 0, expanded 0.2).
final class LiquidGlassAndFontWidthTests: XCTestCase {
    typealias S = TestSupport

    private func pill(_ glass: Glass?, in shape: AnyShape? = nil) -> some View {
        ZStack {
            Color.black
            Color.clear.frame(width: 100, height: 40)
                .modifier(GlassProbe(glass: glass, shape: shape))
        }
    }
    private struct GlassProbe: ViewModifier {
        let glass: Glass?
        let shape: AnyShape?
        func body(content: Content) -> some View {
            if let glass, let shape { content.glassEffect(glass, in: shape) }
            else if let glass { content.glassEffect(glass) }
            else { content }
        }
    }

    /// Over black, the regular glass lightens its capsule; the frame's corners, outside the
    /// capsule's 20-pt ends, stay black; a rectangle shape fills them.
    func testGlassIsDrawnBehindTheViewInACapsuleUnlessAShapeIsGiven() throws {
        let plain = try bitmap(pill(nil), 120, 60)
        assertColor(plain.pixel(x: 60, y: 30), 0, 0, 0)
        let capsule = try bitmap(pill(.regular), 120, 60)
        let centre = try XCTUnwrap(capsule.pixel(x: 60, y: 30))
        XCTAssertGreaterThan(centre.r, 0.4, "the glass lightens the black behind it")
        assertColor(capsule.pixel(x: 11, y: 11), 0, 0, 0)
        let rect = try bitmap(pill(.regular, in: AnyShape(Rectangle())), 120, 60)
        XCTAssertGreaterThan(try XCTUnwrap(rect.pixel(x: 11, y: 11)).r, 0.4)
        // Identity glass: as if no effect were applied.
        let identity = try bitmap(pill(.identity), 120, 60)
        assertColor(identity.pixel(x: 60, y: 30), 0, 0, 0)
        // Clear glass lets more of the background through than regular glass.
        let clear = try XCTUnwrap(try bitmap(pill(.clear), 120, 60).pixel(x: 60, y: 30))
        XCTAssertLessThan(clear.r, centre.r)
        // A tinted glass takes its tint's hue.
        let tinted = try XCTUnwrap(try bitmap(pill(.regular.tint(Color(red: 1, green: 0, blue: 0)).interactive()), 120, 60).pixel(x: 60, y: 30))
        XCTAssert(tinted.r > 0.4 && tinted.g < 0.1, "\(tinted)")
    }

    func testGlassChangesNoFrameAndItsContainerLaysOutItsContent() {
        let row = HStack(spacing: 8) {
            Text("Edit").padding().glassEffect().accessibilityIdentifier("edit")
            Text("Share").padding().glassEffect(.clear, in: .rect(cornerRadius: 12)).glassEffectTransition(.materialize)
        }
        let bare = HStack(spacing: 8) {
            Text("Edit").padding().accessibilityIdentifier("edit")
            Text("Share").padding()
        }
        XCTAssertEqual(S.frame(GlassEffectContainer(spacing: 20) { row }, "edit"), S.frame(bare, "edit"))
        XCTAssertEqual(S.size(GlassEffectContainer { row }), S.size(bare))
    }

    /// The glass button styles are laid out as the bordered ones (same insets) in a capsule;
    /// the prominent one draws a white label, as `.borderedProminent`.
    func testGlassButtonsAreLaidOutAsBorderedButtonsInACapsule() throws {
        let w = ProposedViewSize(width: 390, height: 844)
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(.glass), w), S.size(Button("OK") {}.buttonStyle(.bordered), w))
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(.glassProminent), w), S.size(Button("OK") {}.buttonStyle(.borderedProminent), w))
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(.glass(.clear)), w), CGSize(width: 44, height: 24))
        let texts = S.allItems(S.host(Button("OK") {}.buttonStyle(.glassProminent)).displayList().items).compactMap { item -> RGBA? in
            if case .text(let t) = item { return t.request.runs.first?.color ?? t.color }
            return nil
        }
        XCTAssertEqual(texts, [RGBA(1, 1, 1)])
        // A 44 × 24 capsule: its corner pixel is not filled, its middle is.
        let map = try bitmap(Button("OK") {}.buttonStyle(.glassProminent).tint(Color(red: 0, green: 0, blue: 1)), 44, 24)
        assertColor(map.pixel(x: 1, y: 1), 1, 1, 1)
        assertColor(map.pixel(x: 3, y: 12), 0, 0, 1, tolerance: 0.1)
    }

    func testFontWidthsHaveUIKitsValuesAndLayOutAtTheStandardWidth() {
        XCTAssertEqual([Font.Width.compressed, .condensed, .standard, .expanded].map(\.value), [-0.3, -0.2, 0, 0.2])
        XCTAssertNotEqual(Font.body.width(.condensed), Font.body)
        XCTAssertNotEqual(Font.body.smallCaps(), Font.body.lowercaseSmallCaps())
        let standard = S.size(Text("Headline").font(.headline))
        XCTAssertEqual(S.size(Text("Headline").font(.headline.width(.expanded).uppercaseSmallCaps())), standard)
        XCTAssertEqual(S.size(Text("Headline").font(.headline).fontWidth(.compressed)), standard)
        XCTAssertEqual(S.size(Text("Headline").fontWidth(.condensed).font(.headline)), standard)
    }
}
