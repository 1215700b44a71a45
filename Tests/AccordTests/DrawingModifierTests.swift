import Accord
import Foundation
import XCTest

/// Drawing modifiers that change pixels but not layout: stacking order, masks, trimming,
/// colour filters, colour schemes. Expected dumps follow from the rules stated in each test
/// (Color.red is #ff3b30 and Color.blue #007aff, iOS's system colours; frames from centring).
final class DrawingModifierTests: XCTestCase {
    private func dump<V: View>(_ v: V, _ w: CGFloat, _ h: CGFloat) -> String {
        HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), textMeasurer: FixedMetricTextMeasurer())
            .displayList().description
    }

    /// SwiftUI: "Controls the display order of overlapping views" — higher zIndex draws on top,
    /// whatever the code order; layout is unchanged (both 20×20 centred in 40×40).
    func testAZIndexedViewIsDrawnAboveItsLaterSibling() {
        let v = ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }
        XCTAssertEqual(dump(v, 40, 40), """
            DisplayList 40.0 x 40.0
              fill rect(10.0 10.0 20.0 20.0) #007aff
              fill rect(10.0 10.0 20.0 20.0) #ff3b30
            """)
    }

    /// The z-index is a trait: modifiers after it keep it, and it orders children in any
    /// container (here a VStack: red first in code, drawn last).
    func testZIndexSurvivesLaterModifiersAndOrdersStackChildren() {
        let v = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).zIndex(2).padding(0)
            Color.blue.frame(width: 10, height: 10)
        }
        XCTAssertEqual(dump(v, 10, 20), """
            DisplayList 10.0 x 20.0
              fill rect(0.0 10.0 10.0 10.0) #007aff
              fill rect(0.0 0.0 10.0 10.0) #ff3b30
            """)
    }

    /// The mask is laid out in the content's frame (a 10×10 circle centred on the 20×20 square)
    /// and carried in the display list as the group's mask; nothing else is drawn.
    func testMaskIsLaidOutOnTheContentAndMasksItsGroup() {
        let v = Color.red.frame(width: 20, height: 20).mask { Circle().frame(width: 10, height: 10) }
        XCTAssertEqual(dump(v, 20, 20), """
            DisplayList 20.0 x 20.0
              group mask {fill ellipse(5.0 5.0 10.0 10.0) #000000} {
                fill rect(0.0 0.0 20.0 20.0) #ff3b30
              }
            """)
    }

    /// A rectangle's path runs (0,0) → (w,0) → (w,h) → (0,h) → close; half of a 100×100
    /// square's 400-point perimeter ends at its bottom-right corner.
    func testTrimToHalfARectangleKeepsTheFirstTwoSides() {
        let p = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(p.description, "M0.0 0.0 L100.0 0.0 L100.0 100.0")
    }

    /// From 0.25 to 0.875 of the same perimeter: from 100 along (the top-right corner) to 350
    /// along (50 up the left side, which closes the path).
    func testTrimRangeCrossesTheClosingSide() {
        let p = Rectangle().trim(from: 0.25, to: 0.875).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(p.description, "M100.0 0.0 L100.0 100.0 L0.0 100.0 L0.0 50.0")
    }

    /// A quarter of a circle of radius 50 is a quarter of its outline: it ends a quarter turn
    /// from its start (SwiftUI's circle starts at angle 0, the right, and turns clockwise).
    func testTrimmedCircleEndsAQuarterTurnOn() {
        let p = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        guard case .move(let start)? = p.elements.first, let end = p.currentPoint else { return XCTFail("empty path") }
        XCTAssertEqual(start.x, 100, accuracy: 0.01)
        XCTAssertEqual(start.y, 50, accuracy: 0.01)
        XCTAssertEqual(end.x, 50, accuracy: 0.5)
        XCTAssertEqual(end.y, 100, accuracy: 0.5)
    }

    func testEmptyOrReversedTrimDrawsNothing() {
        XCTAssertTrue(Rectangle().trim(from: 0.6, to: 0.4).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }

    /// colorInvert is 1 − c on each colour channel, alpha kept (W3C Filter Effects' invert).
    func testColorInvertCarriesTheInvertMatrix() {
        let d = dump(Color.red.frame(width: 10, height: 10).colorInvert(), 10, 10)
        XCTAssertTrue(d.contains("group colorMatrix [-1.0 0.0 0.0 0.0 1.0 0.0 -1.0 0.0 0.0 1.0 0.0 0.0 -1.0 0.0 1.0 0.0 0.0 0.0 1.0 0.0]"), d)
    }

    /// Full grayscale maps every channel to Rec. 709 luma: red (#ff3b30) becomes
    /// 0.2126·1 + 0.7152·0.231 + 0.0722·0.188 ≈ 0.392 on every channel.
    func testGrayscaleMatrixMapsRedToItsLuma() {
        let m = ColorMatrix([
            0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0, 0, 0, 1, 0,
        ])
        let g = m.apply(RGBA(1, 59 / 255, 48 / 255))
        XCTAssertEqual(g.r, 0.2126 + 0.7152 * 59 / 255 + 0.0722 * 48 / 255, accuracy: 1e-9)
        XCTAssertEqual(g.r, g.g, accuracy: 1e-9)
        let d = dump(Color.red.frame(width: 10, height: 10).grayscale(1), 10, 10)
        XCTAssertTrue(d.contains("colorMatrix [0.21 0.72 0.07 0.0 0.0 0.21 0.72 0.07"), d)
    }

    /// `.colorScheme(.dark)` changes the environment of its subtree only: the system
    /// background inside is black, outside white (UIKit's systemBackground).
    func testColorSchemeChangesOnlyItsSubtree() {
        let v = VStack(spacing: 0) {
            Color(.systemBackground).frame(width: 10, height: 10).colorScheme(.dark)
            Color(.systemBackground).frame(width: 10, height: 10)
        }
        XCTAssertEqual(dump(v, 10, 20), """
            DisplayList 10.0 x 20.0
              fill rect(0.0 0.0 10.0 10.0) #000000
              fill rect(0.0 10.0 10.0 10.0) #ffffff
            """)
    }

    /// Placeholder redaction draws text as bars, not glyphs; `unredacted` restores them.
    func testRedactedTextIsDrawnAsBarsAndUnredactedTextAsText() {
        let d = dump(VStack { Text("ab"); Text("cd").unredacted() }.redacted(reason: .placeholder), 40, 40)
        XCTAssertFalse(d.contains("text \"ab\""), d)
        XCTAssertTrue(d.contains("text \"cd\""), d)
        XCTAssertTrue(d.contains("fill roundedRect"), d)
    }

    /// blendMode is carried as the group's compositing operator.
    func testBlendModeIsCarriedOnTheGroup() {
        XCTAssertTrue(dump(Color.red.frame(width: 10, height: 10).blendMode(.multiply), 10, 10).contains("group blend multiply"))
    }

    /// SwiftUI: `preferredColorScheme` "applies to the nearest enclosing presentation" — the
    /// whole window, ancestors and siblings included, not only the subtree.
    func testPreferredColorSchemeAppliesToTheWholePresentation() {
        let v = VStack(spacing: 0) {
            Color(.systemBackground).frame(width: 10, height: 10)
            Color(.systemBackground).frame(width: 10, height: 10).preferredColorScheme(.dark)
        }
        let hosted = HostedLayout(v, proposal: ProposedViewSize(width: 10, height: 20), textMeasurer: FixedMetricTextMeasurer())
        XCTAssertEqual(hosted.displayList().description, """
            DisplayList 10.0 x 20.0
              fill rect(0.0 0.0 10.0 10.0) #000000
              fill rect(0.0 10.0 10.0 10.0) #000000
            """)
        XCTAssertEqual(hosted.canvasBackground, RGBA(0, 0, 0))
    }

    /// A 60° turn about the y axis, seen orthographically, halves widths (cos 60° = 0.5) about
    /// the anchor: the transform is [0.5 0 0 1 tx 0] with tx = 0.5 × the centre's x (10).
    func testRotation3DEffectAboutYScalesWidthByTheCosine() {
        let d = dump(Color.red.frame(width: 20, height: 10).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), 20, 10)
        XCTAssertTrue(d.contains("group transform [0.5 0.0 0.0 1.0 5.0 0.0]"), d)
    }

    /// `.backgroundStyle(_:)` is what the `.background` shape style stands for in the subtree.
    func testBackgroundStyleReplacesTheBackgroundShapeStyle() {
        let v = Rectangle().fill(.background).frame(width: 10, height: 10).backgroundStyle(Color.red)
        XCTAssertEqual(dump(v, 10, 10), """
            DisplayList 10.0 x 10.0
              fill rect(0.0 0.0 10.0 10.0) #ff3b30
            """)
    }
}
