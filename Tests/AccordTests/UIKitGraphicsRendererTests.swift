@_spi(AccordPreview) @testable import Accord
import AccordCairo
import AccordLayout
import Foundation
import XCTest

/// `UIGraphicsImageRenderer` and CoreGraphics drawing into it, checked on the pixels of the
/// image drawn, against Apple's UIKit documentation.
final class UIKitGraphicsRendererTests: XCTestCase {
    override func tearDown() { CurrentPreviewDevice.device = .iPhone15 }

    func oneX() -> UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return f
    }
    /// The image drawn 1:1 over white.
    func pixels(_ image: UIImage) throws -> RenderedBitmap {
        try bitmap(Image(uiImage: image), image.size.width, image.size.height)
    }

    /// Apple, UIGraphicsImageRenderer: the image is `size` points; a fill colour set with
    /// `UIColor.setFill()` fills what `fill(_:)` and `UIBezierPath.fill()` draw; what is not drawn
    /// stays transparent (over white here).
    func testFillsAndPathsAreDrawnIntoTheImage() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: oneX()).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 20, height: 20)).fill()
        }
        XCTAssertEqual(image.size, CGSize(width: 40, height: 20))
        let b = try pixels(image)
        assertColor(b.pixel(x: 10, y: 10), 1, 0, 0)
        assertColor(b.pixel(x: 30, y: 10), 0, 0, 1)
        assertColor(b.pixel(x: 21, y: 1), 1, 1, 1)   // outside the oval: transparent
    }

    /// Apple, UIGraphicsImageRendererFormat.scale: "The default value is equal to the scale of
    /// the main screen" — 3 on an iPhone 15, so a 40 × 20 image is 120 × 60 pixels.
    func testTheDefaultFormatHasTheScreensScale() throws {
        let format = UIGraphicsImageRendererFormat()
        XCTAssertEqual(format.scale, 3)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        XCTAssertEqual(image.size, CGSize(width: 40, height: 20))
        XCTAssertEqual(image.scale, 3)
    }

    /// The CoreGraphics state: the transform moves what is drawn, a saved state comes back, a
    /// clip limits drawing; an opaque format starts black.
    func testTheCGContextsTransformStateAndClipApply() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: oneX()).image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.translateBy(x: 20, y: 20)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))      // bottom right quarter
            cg.restoreGState()
            cg.clip(to: CGRect(x: 0, y: 0, width: 10, height: 40))
            cg.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.fillPath()                                           // black (the state's colour again), left half only
        }
        let b = try pixels(image)
        assertColor(b.pixel(x: 30, y: 30), 1, 0, 0)
        assertColor(b.pixel(x: 10, y: 30), 1, 1, 1)
        assertColor(b.pixel(x: 6, y: 10), 0, 0, 0)
        assertColor(b.pixel(x: 14, y: 10), 1, 1, 1)
        let format = oneX()
        format.opaque = true
        let opaque = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in }
        assertColor(try pixels(opaque).pixel(x: 5, y: 5), 0, 0, 0)
    }

    /// Resizing an image, the scanned apps' most common use: `image.draw(in:)` fills the rect.
    /// A renderer's `bounds` origin is the image's top left.
    func testImagesAreDrawnScaledAndBoundsAreOffset() throws {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: oneX()).image { c in
            UIColor.red.setFill(); c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let resized = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: oneX()).image { _ in
            red.draw(in: CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        let b = try pixels(resized)
        assertColor(b.pixel(x: 2, y: 2), 1, 0, 0)
        assertColor(b.pixel(x: 27, y: 17), 1, 0, 0)
        let offset = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: oneX()).image { c in
            UIColor.blue.setFill(); c.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        let o = try pixels(offset)
        assertColor(o.pixel(x: 5, y: 5), 0, 0, 1)
        assertColor(o.pixel(x: 15, y: 15), 1, 1, 1)
    }

    /// Apple, "Drawing and Printing Guide for iOS" (Coordinate Systems): an image drawn with
    /// Core Graphics' `CGContextDrawImage` into a UIKit context appears upside down.
    func testACGImageIsDrawnUpsideDownInAUIKitContext() throws {
        let pixels2 = RenderedPixels(width: 1, height: 2, data: Data([255, 0, 0, 255, 0, 0, 255, 255]))!   // red over blue
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: oneX()).image { c in
            c.cgContext.draw(CGImage(pixels: pixels2), in: CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        let b = try pixels(image)
        assertColor(b.pixel(x: 5, y: 4), 0, 0, 1)
        assertColor(b.pixel(x: 5, y: 15), 1, 0, 0)
    }

    /// The older image context: begin, draw, take the image, end; no context outside.
    func testTheOlderImageContextDrawsToo() throws {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        UIColor.red.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        let b = try pixels(try XCTUnwrap(image))
        assertColor(b.pixel(x: 2, y: 5), 1, 0, 0)
        assertColor(b.pixel(x: 8, y: 5), 1, 1, 1)
    }

    /// A string drawn in a rect puts ink inside it, in its colour.
    func testAStringIsDrawnInItsRect() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: oneX()).image { _ in
            ("W" as NSString).draw(in: CGRect(x: 0, y: 0, width: 60, height: 30),
                                   withAttributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black])
        }
        let b = try pixels(image)
        var dark = 0
        for y in 0..<30 { for x in 0..<60 where (b.pixel(x: x, y: y)?.r ?? 1) < 0.5 { dark += 1 } }
        XCTAssertGreaterThan(dark, 20)
    }
}
