import Foundation
import AccordLayout
import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a display list could not be drawn.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas size (or the scale) is zero, negative, infinite or NaN.
    case invalidCanvas(width: CGFloat, height: CGFloat, scale: CGFloat)
    /// The canvas would need more than `limit` pixels (or a side longer than Cairo's 32767):
    /// refused before anything is allocated.
    case canvasTooLarge(limit: Int)
    /// Cairo reported an error (its message).
    case cairo(String)
    /// The output file could not be written.
    case io(String)

    public var description: String {
        switch self {
        case .invalidCanvas(let w, let h, let s):
            return "invalid canvas \(formatPoints(w)) x \(formatPoints(h)) at scale \(formatPoints(s)): sizes and scale must be finite and positive"
        case .canvasTooLarge(let limit):
            return "canvas too large: more than \(limit) pixels, or a side longer than \(CairoRenderer.maxPixelSide) pixels"
        case .cairo(let m): return "cairo: \(m)"
        case .io(let m): return "could not write: \(m)"
        }
    }
}

/// Output formats of `CairoRenderer.write`.
public enum RenderFormat: String, Hashable, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format a file extension names (`png`, `svg`, `pdf`; case-insensitive), or nil.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}

/// An RGBA bitmap read back from a rendering: rows top to bottom, 4 bytes a pixel, straight
/// (not premultiplied) alpha. For tests and for hosts that want pixels rather than a PNG.
public struct RenderedBitmap: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// `width * height * 4` bytes: r, g, b, a.
    public var pixels: [UInt8]

    /// A bitmap of `width × height` pixels from `width * height * 4` bytes (r, g, b, a, straight alpha).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at pixel (x, y); nil outside the bitmap.
    public func pixel(x: Int, y: Int) -> RGBA? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return RGBA(Double(pixels[i]) / 255, Double(pixels[i + 1]) / 255, Double(pixels[i + 2]) / 255, Double(pixels[i + 3]) / 255)
    }
}

/// Draws a `DisplayList` with Cairo: PNG (ARGB32 image surface), SVG and PDF (vector surfaces,
/// units in points, one page the size of the list).
///
/// Text is drawn by AccordText's Pango text system. Images: PNG files are decoded by Cairo,
/// JPEG and other formats by GdkPixbuf; `.symbol` sources are drawn from Material Icons
/// (`SymbolIcons`); unreadable files, unmapped symbols and `.missing` sources draw visible
/// placeholders. Shadows and blurs are rasterised (a real Gaussian blur, approximated by three
/// box passes), so in SVG and PDF a group with a shadow or a blur is embedded as an image at
/// `vectorRasterScale` pixels a point.
public enum CairoRenderer {
    /// The largest canvas, in pixels (100 megapixels); larger canvases throw
    /// `RenderError.canvasTooLarge` before allocating.
    public static let maxPixelCount = 100_000_000
    /// Cairo's largest image side.
    public static let maxPixelSide = 32767
    /// Pixels a point at which shadows and blurs are rasterised in SVG and PDF.
    public static let vectorRasterScale: CGFloat = 2

    /// PNG bytes of the list drawn at `scale` pixels a point (`ceil(size × scale)` pixels),
    /// over `background` (nil: transparent).
    public static func pngData(_ list: DisplayList, scale: CGFloat = 1, background: RGBA? = nil) throws -> Data {
        let surface = try renderImageSurface(list, scale: scale, background: background)
        defer { cairo_surface_destroy(surface) }
        return try PNGEncoder.encode(surface)
    }

    /// The list drawn at `scale` into an RGBA bitmap (straight alpha).
    public static func bitmap(_ list: DisplayList, scale: CGFloat = 1, background: RGBA? = nil) throws -> RenderedBitmap {
        let surface = try renderImageSurface(list, scale: scale, background: background)
        defer { cairo_surface_destroy(surface) }
        return readBitmap(surface)
    }

    /// SVG bytes of the list: one SVG user unit (a CSS pixel) per point, `width`/`height`
    /// without units beside a `viewBox` in points, so a 1200-point list rasterises 1200 pixels
    /// wide (with `pt` units it would be 1600: 1 pt is 4/3 px).
    public static func svgData(_ list: DisplayList) throws -> Data {
        try validateVector(list.size)
        let sink = DataSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        guard let surface = cairo_svg_surface_create_for_stream(dataSinkWrite, box.toOpaque(),
                                                                Double(list.size.width), Double(list.size.height))
        else { throw RenderError.cairo("could not create an SVG surface") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
        try drawVector(list, on: surface)
        return sink.data
    }

    /// PDF bytes of the list: one page of `list.size` points.
    public static func pdfData(_ list: DisplayList) throws -> Data {
        try validateVector(list.size)
        let sink = DataSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        guard let surface = cairo_pdf_surface_create_for_stream(dataSinkWrite, box.toOpaque(),
                                                                Double(list.size.width), Double(list.size.height))
        else { throw RenderError.cairo("could not create a PDF surface") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Accord")
        try drawVector(list, on: surface)
        return sink.data
    }

    /// The list's bytes in `format` (nil: from the file extension; PNG when it names none).
    public static func data(_ list: DisplayList, format: RenderFormat, scale: CGFloat = 1, background: RGBA? = nil) throws -> Data {
        switch format {
        case .png: return try pngData(list, scale: scale, background: background)
        case .svg: return try svgData(list)
        case .pdf: return try pdfData(list)
        }
    }

    /// Renders the list and writes it to `url`: first to a temporary file beside it, then renamed
    /// over `url`, so a reader never sees a half-written file and a failure leaves none behind.
    /// `format` nil: from the extension (PNG when it names no known format). `scale` and
    /// `background` apply to PNG only.
    public static func write(_ list: DisplayList, to url: URL, format: RenderFormat? = nil,
                             scale: CGFloat = 1, background: RGBA? = nil) throws {
        let fmt = format ?? RenderFormat(pathExtension: url.pathExtension) ?? .png
        let bytes = try data(list, format: fmt, scale: scale, background: background)
        let dir = url.deletingLastPathComponent()
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try bytes.write(to: tmp)
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io("\(tmp.path): \(error.localizedDescription)")
        }
        if rename(tmp.path, url.path) != 0 {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io("\(url.path): \(message)")
        }
    }

    // MARK: - Internals

    /// Pixel dimensions of a canvas at a scale, or the error it deserves.
    static func pixelSize(_ size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        let w = size.width, h = size.height
        guard w.isFinite, h.isFinite, scale.isFinite, w > 0, h > 0, scale > 0 else {
            throw RenderError.invalidCanvas(width: w, height: h, scale: scale)
        }
        // Round up, forgiving floating-point noise (100.0000001 × 3 is 300 pixels).
        let pw = (Double(w * scale) - 1e-6).rounded(.up), ph = (Double(h * scale) - 1e-6).rounded(.up)
        guard pw * ph <= Double(maxPixelCount), pw <= Double(maxPixelSide), ph <= Double(maxPixelSide) else {
            throw RenderError.canvasTooLarge(limit: maxPixelCount)
        }
        return (max(1, Int(pw)), max(1, Int(ph)))
    }

    static func validateVector(_ size: CGSize) throws {
        _ = try pixelSize(size, scale: 1)
    }

    static func check(_ status: cairo_status_t) throws {
        if status != CAIRO_STATUS_SUCCESS {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    /// An ARGB32 image surface with the list drawn on it; the caller destroys it.
    package static func renderImageSurface(_ list: DisplayList, scale: CGFloat, background: RGBA?) throws -> OpaquePointer {
        let (pw, ph) = try pixelSize(list.size, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else {
            throw RenderError.cairo("could not create an image surface")
        }
        do {
            try check(cairo_surface_status(surface))
            guard let cr = cairo_create(surface) else { throw RenderError.cairo("could not create a context") }
            defer { cairo_destroy(cr) }
            if let bg = background {
                cairo_set_source_rgba(cr, bg.r, bg.g, bg.b, bg.a)
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            cairo_scale(cr, Double(scale), Double(scale))
            let painter = Painter(isVector: false)
            defer { painter.releaseResources() }
            painter.draw(list.items, on: cr)
            try check(cairo_status(cr))
            cairo_surface_flush(surface)
            try check(cairo_surface_status(surface))
            return surface
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
    }

    static func drawVector(_ list: DisplayList, on surface: OpaquePointer) throws {
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("could not create a context") }
        do {
            defer { cairo_destroy(cr) }
            let painter = Painter(isVector: true)
            defer { painter.releaseResources() }
            painter.draw(list.items, on: cr)
            cairo_show_page(cr)
            try check(cairo_status(cr))
        }
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface))
    }

    /// Reads an ARGB32 surface into straight-alpha RGBA bytes.
    static func readBitmap(_ surface: OpaquePointer) -> RenderedBitmap {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var out = [UInt8](repeating: 0, count: w * h * 4)
        guard let data = cairo_image_surface_get_data(surface) else {
            return RenderedBitmap(width: w, height: h, pixels: out)
        }
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                PNGEncoder.unpremultiply(row, width: w, into: dst.baseAddress! + y * w * 4)
            }
        }
        return RenderedBitmap(width: w, height: h, pixels: out)
    }
}

/// Collects the bytes a Cairo stream surface writes.
package final class DataSink {
    package var data = Data()
    package init() {}
}

/// Cairo write callback: appends to the `DataSink` passed as the closure.
package let dataSinkWrite: cairo_write_func_t = { closure, bytes, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue()
    if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
    return CAIRO_STATUS_SUCCESS
}
