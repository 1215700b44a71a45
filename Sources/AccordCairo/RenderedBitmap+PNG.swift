import CCairo
import Foundation

/// PNG files to and from `RenderedBitmap`s, for `accord compare` (Cairo's libpng reader and
/// writer: 8- and 16-bit, palette, grey and alpha PNGs all decode to 8-bit RGBA).
extension RenderedBitmap {
    /// Why a PNG could not be read.
    package struct PNGError: Error, CustomStringConvertible {
        package let description: String
    }

    /// A bitmap of `width × height` RGBA pixels (straight alpha).
    package init(width: Int, height: Int, rgba: [UInt8]) {
        self.init(width: width, height: height, pixels: rgba)
    }

    /// The bitmap of the PNG file at `path`. The caller checks the file's header and size first
    /// (decoding allocates width × height × 4 bytes).
    package static func decodePNG(path: String) throws -> RenderedBitmap {
        guard let s = cairo_image_surface_create_from_png(path) else { throw PNGError(description: "cannot decode it") }
        defer { cairo_surface_destroy(s) }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            let why = status == CAIRO_STATUS_READ_ERROR ? "it is cut short or damaged (libpng could not read it to the end)"
                : String(cString: cairo_status_to_string(status))
            throw PNGError(description: why)
        }
        let format = cairo_image_surface_get_format(s)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw PNGError(description: "its pixel format is not supported")
        }
        var bitmap = CairoRenderer.readBitmap(s)
        if format == CAIRO_FORMAT_RGB24 {
            // The fourth byte of an RGB24 pixel is unused: opaque.
            for i in stride(from: 3, to: bitmap.pixels.count, by: 4) { bitmap.pixels[i] = 255 }
        }
        return bitmap
    }

    /// PNG bytes of the bitmap (straight alpha).
    package func pngData() throws -> Data {
        guard width > 0, height > 0, width <= CairoRenderer.maxPixelSide, height <= CairoRenderer.maxPixelSide,
              let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw PNGError(description: "cannot make a \(width)×\(height) image")
        }
        defer { cairo_surface_destroy(s) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else {
            throw PNGError(description: "cannot make a \(width)×\(height) image")
        }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        pixels.withUnsafeBufferPointer { px in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(px[i + 3])
                    // Premultiplied, native-endian ARGB.
                    let r = UInt32(px[i]) * a / 255, g = UInt32(px[i + 1]) * a / 255, b = UInt32(px[i + 2]) * a / 255
                    row[x] = (a << 24) | (r << 16) | (g << 8) | b
                }
            }
        }
        cairo_surface_mark_dirty(s)
        let sink = DataSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(s, dataSinkWrite, box.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw PNGError(description: String(cString: cairo_status_to_string(status))) }
        return sink.data
    }
}
