import XCTest
@testable import Accord

/// `UIImage(cgImage:)` (issue 11, corpus6 file 24: a thumbnail made from `ImageRenderer.cgImage`).
/// UIKit's image of a CGImage is one point a pixel at scale 1, and pixel size ÷ scale otherwise.
final class UIImageFromCGImageTests: XCTestCase {
    func testAnImageOfACoreGraphicsImageHasItsPixelSize() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        renderer.scale = 2
        let cgImage = try XCTUnwrap(renderer.cgImage)
        XCTAssertEqual(UIImage(cgImage: cgImage).size, CGSize(width: 60, height: 40))
        XCTAssertEqual(UIImage(cgImage: cgImage, scale: 2, orientation: .up).size, CGSize(width: 30, height: 20))
    }
}
