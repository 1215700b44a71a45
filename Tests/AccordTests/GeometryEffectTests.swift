@testable import Accord
import AccordCairo
import AccordLayout
import Foundation
import XCTest

/// SwiftUI's `GeometryEffect` (Modifiers/GeometryEffect.swift). Its documentation: an effect that
/// changes the view's appearance "largely without changing its ancestors or descendants" — the
/// layout stays; the drawing goes through `effectValue(size:)` in the view's own coordinates.
final class GeometryEffectTests: XCTestCase {
    typealias S = TestSupport

    /// The shake idiom: a translation that depends on `animatableData` (here at 0.25 of a cycle:
    /// sin(π/2) = 1, so 10 points to the right).
    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
        }
    }

    /// A transform that depends on the view's size: a skew by half its width.
    struct SkewHalf: GeometryEffect {
        var animatableData: CGFloat = 0
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: 0))
        }
    }

    func testAGeometryEffectMovesTheDrawingNotTheLayout() throws {
        let v = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).modifier(Shake(animatableData: 0.25)).accessibilityIdentifier("box")
            Spacer()
        }
        .frame(width: 100, height: 20)
        XCTAssertEqual(S.frame(v, "box", in: CGSize(width: 100, height: 20))?.minX ?? -1, 0, accuracy: 0.01)
        let b = try bitmap(v, 100, 20)
        assertColor(b.pixel(x: 5, y: 10), 1, 1, 1)      // moved away from 0…10
        assertColor(b.pixel(x: 25, y: 10), 1, 0.231, 0.188)  // systemRed, now at 10…30
    }

    func testTheEffectIsGivenTheViewsSizeAndIgnoredByLayoutKeepsIt() throws {
        let v = HStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 10).modifier(SkewHalf().ignoredByLayout())
            Spacer()
        }
        .frame(width: 100, height: 10)
        let b = try bitmap(v, 100, 10)
        assertColor(b.pixel(x: 10, y: 5), 1, 1, 1)
        assertColor(b.pixel(x: 50, y: 5), 0, 0.478, 1)  // systemBlue, drawn at 20…60
    }

    func testProjectionTransformAlgebra() {
        let t = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
        let s = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        let ts = t.concatenating(s)
        XCTAssertEqual(CGAffineTransform(ts), CGAffineTransform(translationX: 3, y: 4).concatenating(CGAffineTransform(scaleX: 2, y: 2)))
        XCTAssertTrue(ts.isAffine)
        XCTAssertFalse(ts.isIdentity)
        XCTAssertTrue(ts.concatenating(ts.inverted()).isIdentity || abs(ts.concatenating(ts.inverted()).m31) < 1e-9)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        XCTAssertFalse(singular.invert())
    }
}
