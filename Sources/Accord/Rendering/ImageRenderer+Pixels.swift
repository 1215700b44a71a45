import Foundation
import AccordLayout
internal import AccordCairo

/// The pixels of a rendering: RGBA, 8 bits a component, rows top to bottom — an Accord addition
/// for reading pixels where SwiftUI code reads `ImageRenderer.cgImage`.
///
/// ```swift
/// let renderer = ImageRenderer(content: Card())
/// if let pixels = renderer.pixels {
///     let corner = pixels.pixel(x: 0, y: 0)           // RGBA, 0…1
///     let bytes = pixels.data                         // r, g, b, a, r, g, b, a…
/// }
/// ```
///
/// Alpha is straight (not premultiplied): a half-transparent red pixel is `255, 0, 0, 128`.
public struct RenderedPixels: Hashable, Sendable {
    /// Width in pixels (points × the renderer's `scale`).
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the start of the next: `width * 4`, no padding.
    public let bytesPerRow: Int
    /// Bits a colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits a pixel: 32 (red, green, blue, alpha).
    public var bitsPerPixel: Int { 32 }
    /// `height * bytesPerRow` bytes: red, green, blue, alpha for each pixel, rows top to bottom.
    public let data: Data

    /// Pixels from RGBA bytes (`width * height * 4` of them, straight alpha); nil when the
    /// count does not match.
    public init?(width: Int, height: Int, data: Data) {
        guard width >= 0, height >= 0, data.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = width * 4
        self.data = data
    }

    /// The colour of the pixel at column `x`, row `y` (0 at the top), components 0…1; nil
    /// outside the image.
    public func pixel(x: Int, y: Int) -> RGBA? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = y * bytesPerRow + x * 4
        let start = data.startIndex + i
        func component(_ k: Int) -> Double { Double(data[start + k]) / 255 }
        return RGBA(component(0), component(1), component(2), component(3))
    }
}

/// CoreGraphics' bitmap image, as much of it as reading a rendering's pixels needs: the size,
/// the layout of the bytes and `dataProvider?.data`. Linux has no CoreGraphics; this stand-in
/// is what `ImageRenderer.cgImage` returns.
///
/// Differs from CoreGraphics: the bytes are always RGBA, 8 bits a component, straight alpha
/// (a CoreGraphics image from SwiftUI's renderer is usually premultiplied); there is no
/// colour space, no drawing into a `CGContext`, and `dataProvider?.data` is `Data` rather
/// than `CFData` (code that writes `as Data` compiles with both).
public final class CGImage: @unchecked Sendable {
    /// The pixels, in RGBA order.
    public let pixels: RenderedPixels
    /// The bytes behind the image.
    public let dataProvider: CGDataProvider?

    /// An image over `pixels`.
    public init(pixels: RenderedPixels) {
        self.pixels = pixels
        self.dataProvider = CGDataProvider(data: pixels.data)
    }

    /// Width in pixels.
    public var width: Int { pixels.width }
    /// Height in pixels.
    public var height: Int { pixels.height }
    /// Bytes a row.
    public var bytesPerRow: Int { pixels.bytesPerRow }
    /// Bits a colour component: 8.
    public var bitsPerComponent: Int { pixels.bitsPerComponent }
    /// Bits a pixel: 32.
    public var bitsPerPixel: Int { pixels.bitsPerPixel }
}

/// CoreGraphics' source of an image's bytes: here, the bytes themselves.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (CoreGraphics answers `CFData`).
    public let data: Data?
    /// The file the bytes were read from (`init?(url:)`, Compatibility/CoreTextFonts.swift).
    var url: URL?

    /// A provider of `data` (CoreGraphics' `init?(data: CFData)`).
    public init?(data: Data) { self.data = data }
}

extension ImageRenderer {
    /// The rendering's pixels at `scale` pixels a point over `background` (transparent when
    /// nil), RGBA 8 bits a component; nil when it cannot be rendered (too large, say). An
    /// Accord addition.
    public var pixels: RenderedPixels? {
        guard let bitmap = try? CairoRenderer.bitmap(displayList(), scale: scale, background: background) else { return nil }
        return RenderedPixels(width: bitmap.width, height: bitmap.height, data: Data(bitmap.pixels))
    }

    /// The rendering as a CoreGraphics-shaped image (SwiftUI's `cgImage`): `width`, `height`,
    /// `bytesPerRow` and `dataProvider?.data`, RGBA with straight alpha; nil when it cannot be
    /// rendered.
    public var cgImage: CGImage? { pixels.map(CGImage.init(pixels:)) }
}
