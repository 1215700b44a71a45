import Accord
import AccordCairo
import AccordLayout
import Foundation
import XCTest

/// Static-member shapes and styles, uneven rounded rectangles, elliptical gradients and shadowed
/// styles, checked on rendered pixels against rules whose inputs fix the answer.
final class ShapeSugarTests: XCTestCase {
    func testStaticMemberShapesAreTheShapes() {
        let r = CGRect(x: 0, y: 0, width: 120, height: 40)
        func path<S: Shape>(_ s: S) -> Path { s.path(in: r) }
        XCTAssertEqual(path(.rect(cornerRadius: 8) as RoundedRectangle), RoundedRectangle(cornerRadius: 8).path(in: r))
        XCTAssertEqual(path(.rect as Rectangle), Rectangle().path(in: r))
        XCTAssertEqual(path(.capsule as Capsule), Capsule().path(in: r))
        XCTAssertEqual(path(.circle as Circle), Circle().path(in: r))
        XCTAssertEqual(path(.ellipse as Ellipse), Ellipse().path(in: r))
        // They are accepted where a Shape is expected.
        _ = Color.red.clipShape(.rect(cornerRadius: 8)).background(.blue, in: .capsule).overlay(.green, in: .circle)
            .clipShape(.rect(topLeadingRadius: 4, bottomTrailingRadius: 4))
    }

    /// Equal radii make the same shape as `RoundedRectangle` (both styles): their renderings match.
    func testUnevenRoundedRectangleWithEqualRadiiIsARoundedRectangle() throws {
        for style in [RoundedCornerStyle.circular, .continuous] {
            let a = try bitmap(UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 20, bottomTrailingRadius: 20,
                                                      topTrailingRadius: 20, style: style).fill(.black), 120, 80)
            let b = try bitmap(RoundedRectangle(cornerRadius: 20, style: style).fill(.black), 120, 80)
            let worst = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(worst, 8, "\(style)")
        }
    }

    /// Only the corners given a radius are rounded.
    func testUnevenRoundedRectangleRoundsOnlyItsCorners() throws {
        let b = try bitmap(UnevenRoundedRectangle(topLeadingRadius: 30, style: .circular).fill(.black), 100, 60)
        assertColor(b.pixel(x: 2, y: 2), 1, 1, 1)    // top-leading: rounded away
        assertColor(b.pixel(x: 97, y: 2), 0, 0, 0)   // top-trailing: square
        assertColor(b.pixel(x: 2, y: 57), 0, 0, 0)   // bottom-leading: square
        assertColor(b.pixel(x: 97, y: 57), 0, 0, 0)  // bottom-trailing: square
    }

    /// An elliptical gradient stretches its unit square over the bounds: in a 200 × 100 rect, red
    /// at the centre to blue at radius fraction 0.5, the point 50 pt right of the centre is
    /// a quarter of the way out in unit space (t = 0.5, halfway between red and blue), where a
    /// circle of the shorter side would already be blue.
    func testEllipticalGradientStretchesToTheBounds() throws {
        let b = try bitmap(Rectangle().fill(.ellipticalGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])),
                           200, 100)
        assertColor(b.pixel(x: 100, y: 50), 1, 0, 0, tolerance: 0.05)
        assertColor(b.pixel(x: 150, y: 50), 0.5, 0, 0.5, tolerance: 0.05)
        assertColor(b.pixel(x: 100, y: 75), 0.5, 0, 0.5, tolerance: 0.05)
        assertColor(b.pixel(x: 199, y: 50), 0, 0, 1, tolerance: 0.05)
    }

    /// A gradient (and a colour's `.gradient`) used as a style runs from top centre to bottom
    /// centre (Apple's AnyGradient documentation: start point [0.5, 0], end point [0.5, 1]).
    func testGradientAsAStyleRunsTopToBottom() throws {
        let b = try bitmap(Rectangle().fill(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])), 40, 100)
        assertColor(b.pixel(x: 20, y: 0), 1, 0, 0, tolerance: 0.03)
        assertColor(b.pixel(x: 20, y: 99), 0, 0, 1, tolerance: 0.03)
        assertColor(b.pixel(x: 5, y: 50), 0.5, 0, 0.5, tolerance: 0.03)
        let lg = try bitmap(Rectangle().fill(.linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)), 100, 10)
        assertColor(lg.pixel(x: 0, y: 5), 0, 0, 0, tolerance: 0.03)
        assertColor(lg.pixel(x: 99, y: 5), 1, 1, 1, tolerance: 0.03)
    }

    /// A drop shadow of radius 0 is the shape again, offset: a 40 pt square at (30, 30) with an
    /// (x: 10, y: 10) black shadow darkens (75, 75) and leaves (25, 25) white.
    func testDropShadowStyleIsDrawnBeneathTheShape() throws {
        let v = Rectangle().fill(.white.shadow(.drop(color: .black, radius: 0, x: 10, y: 10))).frame(width: 40, height: 40)
        let b = try bitmap(v, 100, 100)
        assertColor(b.pixel(x: 50, y: 50), 1, 1, 1)
        assertColor(b.pixel(x: 75, y: 75), 0, 0, 0, tolerance: 0.1)
        assertColor(b.pixel(x: 25, y: 25), 1, 1, 1)
    }

    /// An inner shadow offset (5, 5) with radius 0 darkens a 5 pt band inside the top and leading
    /// edges and nothing else.
    func testInnerShadowStyleIsDrawnInsideTheShape() throws {
        let v = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 5, y: 5))).frame(width: 80, height: 80)
        let b = try bitmap(v, 100, 100)   // the square spans 10…90
        assertColor(b.pixel(x: 12, y: 50), 0, 0, 0, tolerance: 0.1)
        assertColor(b.pixel(x: 50, y: 12), 0, 0, 0, tolerance: 0.1)
        assertColor(b.pixel(x: 50, y: 50), 1, 1, 1)
        assertColor(b.pixel(x: 87, y: 50), 1, 1, 1)
        assertColor(b.pixel(x: 5, y: 50), 1, 1, 1)   // outside the square: nothing drawn
    }

    /// `.fill` is UIKit's systemFill, #787880 at 20% (light): over white, 1 − 0.2 × (1 − 0x78/255).
    func testFillStyleIsTheSystemFill() throws {
        let b = try bitmap(Rectangle().fill(.fill), 10, 10)
        let expected = 1 - 0.2 * (1 - 0x78 / 255.0)
        assertColor(b.pixel(x: 5, y: 5), expected, expected, 1 - 0.2 * (1 - 0x80 / 255.0), tolerance: 0.01)
    }

    /// `inset(by:)` draws the shape in the rectangle inset by the amount; a rounded rectangle's
    /// radius shrinks by the same amount (so the inset outline stays parallel to the original).
    func testInsetShapesAreDrawnInTheInsetRectangle() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 60)
        XCTAssertEqual(Circle().inset(by: 10).path(in: r).boundingRect, CGRect(x: 30, y: 10, width: 40, height: 40))
        XCTAssertEqual(Rectangle().inset(by: 5).inset(by: 5).path(in: r), Path(r.insetBy(dx: 10, dy: 10)))
        XCTAssertEqual(RoundedRectangle(cornerRadius: 12).inset(by: 4).path(in: r),
                       RoundedRectangle(cornerRadius: 8).path(in: r.insetBy(dx: 4, dy: 4)))
        XCTAssertEqual(ContainerRelativeShape().path(in: r), Path(r))
    }

    /// `.backgroundStyle(_:)` is what `.background` paints with.
    func testBackgroundStyleSetsWhatBackgroundPaints() throws {
        let b = try bitmap(Rectangle().fill(.background).backgroundStyle(Color(red: 0, green: 0, blue: 1)), 10, 10)
        assertColor(b.pixel(x: 5, y: 5), 0, 0, 1)
        let plain = try bitmap(Rectangle().fill(.background).environment(\.colorScheme, .dark), 10, 10)
        assertColor(plain.pixel(x: 5, y: 5), 0, 0, 0)
    }
}
