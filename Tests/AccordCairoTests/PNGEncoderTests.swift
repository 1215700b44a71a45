import XCTest
import Foundation
import AccordLayout
import CCairo
import CGdkPixbuf
@testable import AccordCairo

/// The PNG encoder (Sources/AccordCairo/PNGEncoder.swift) against Cairo's own writer (libpng):
/// both files are decoded by libpng (Cairo's reader) and by GdkPixbuf's loader, which check
/// every chunk's CRC and the zlib stream, and must give the same pixels. GdkPixbuf keeps
/// straight alpha, so the straight-alpha bytes themselves are compared, not premultiplied ones.
final class PNGEncoderTests: XCTestCase {
    /// Straight-alpha RGBA bytes of a PNG decoded by GdkPixbuf (width, height, 4 bytes a pixel).
    private func decodeWithGdkPixbuf(_ png: Data, file: StaticString = #filePath, line: UInt = #line) throws -> (Int, Int, [UInt8]) {
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(loader) }
        var error: UnsafeMutablePointer<GError>?
        let wrote = png.withUnsafeBytes { gdk_pixbuf_loader_write(loader, $0.baseAddress!.assumingMemoryBound(to: guchar.self), gsize($0.count), &error) }
        let closed = gdk_pixbuf_loader_close(loader, &error)
        guard wrote != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no image"
            if let error { g_error_free(error) }
            throw RenderError.cairo("GdkPixbuf: \(message)")
        }
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        var out = [UInt8]()
        out.reserveCapacity(w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = pixels + y * stride + x * channels
                out += [p[0], p[1], p[2], channels == 4 ? p[3] : 255]
            }
        }
        return (w, h, out)
    }

    /// Both decoders give the same pixels for our file as for Cairo's writer's.
    private func assertSamePixels(_ surface: OpaquePointer, file: StaticString = #filePath, line: UInt = #line) throws {
        let ours = try PNGEncoder.encode(surface), theirs = try cairoPNG(surface)
        let a = try decodeWithGdkPixbuf(ours), b = try decodeWithGdkPixbuf(theirs)
        XCTAssertTrue(a.0 == b.0 && a.1 == b.1 && a.2 == b.2, "GdkPixbuf decodes different pixels", file: file, line: line)
        XCTAssertEqual(try decodePNG(ours), try decodePNG(theirs), "libpng (Cairo) decodes different pixels", file: file, line: line)
    }

    /// A surface written pixel by pixel (premultiplied ARGB32 values).
    private func surface(width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) -> OpaquePointer {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(s)
        let data = cairo_image_surface_get_data(s)!, stride = Int(cairo_image_surface_get_stride(s))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = pixel(x, y) }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    /// Deterministic noise (a linear congruential generator) as premultiplied pixels.
    private func noise(_ seed: Int, opaque: Bool) -> (Int, Int) -> UInt32 {
        { x, y in
            var v = UInt64(truncatingIfNeeded: (x &* 7919) ^ (y &* 104_729) ^ seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            v ^= v >> 29
            let a = opaque ? 255 : UInt32(v >> 8 & 0xff)
            let c = { (k: UInt64) in UInt32(v >> k & 0xff) * a / 255 }
            return a << 24 | c(16) << 16 | c(24) << 8 | c(32)
        }
    }

    func testEveryAlphaAndComponentIsTurnedStraightAsCairosWriterDoes() throws {
        // Pixel (c, a): alpha a, every component c ≤ a (premultiplied); all 32,896 pairs.
        let s = surface(width: 256, height: 256) { c, a in
            let v = UInt32(min(c, a))
            return UInt32(a) << 24 | v << 16 | v << 8 | v
        }
        defer { cairo_surface_destroy(s) }
        try assertSamePixels(s)
    }

    func testRowsOfNoiseFlatColourAndGradientsDecodeExactlyAtEveryWidthUpTo40() throws {
        // Odd widths reach the ends of the 16-byte loops; noise rows are filtered (Sub, Up or
        // Paeth), flat rows are stored as they are.
        for width in 1...40 {
            for opaque in [true, false] {
                let rough = noise(width, opaque: opaque)
                let s = surface(width: width, height: 9) { x, y in
                    switch y % 3 {
                    case 0: return rough(x, y)
                    case 1: return opaque ? 0xff33_6699 : 0x8019_334c
                    default: return opaque ? 0xff00_0000 | UInt32(x * 6) << 8 : UInt32(x * 6) << 24 | UInt32(x * 3)
                    }
                }
                defer { cairo_surface_destroy(s) }
                try assertSamePixels(s)
            }
        }
    }

    func testAPhotographLikeImageDecodesExactly() throws {
        let s = surface(width: 301, height: 67, noise(7, opaque: true))
        defer { cairo_surface_destroy(s) }
        try assertSamePixels(s)
        let t = surface(width: 301, height: 67, noise(8, opaque: false))
        defer { cairo_surface_destroy(t) }
        try assertSamePixels(t)
    }

    /// A surface with a gradient, translucent overlaps and anti-aliased curves; `opaque` paints
    /// a white ground first.
    private func makeSurface(width: Int32, height: Int32, opaque: Bool) -> OpaquePointer {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(s)!
        if opaque { cairo_set_source_rgb(cr, 1, 1, 1); cairo_paint(cr) }
        let g = cairo_pattern_create_linear(0, 0, Double(width), Double(height))!
        cairo_pattern_add_color_stop_rgba(g, 0, 0.9, 0.2, 0.1, 0.3)
        cairo_pattern_add_color_stop_rgba(g, 1, 0.1, 0.3, 0.95, 1)
        cairo_set_source(cr, g)
        cairo_rectangle(cr, 3, 2, Double(width) - 9, Double(height) - 5)
        cairo_fill(cr)
        cairo_pattern_destroy(g)
        cairo_set_source_rgba(cr, 0.2, 0.8, 0.3, 0.45)
        cairo_arc(cr, Double(width) / 2, Double(height) / 2, Double(min(width, height)) / 3, 0, 6.283)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.02)
        cairo_rectangle(cr, 0, 0, 7, 7)
        cairo_fill(cr)
        cairo_destroy(cr)
        return s
    }

    private func cairoPNG(_ surface: OpaquePointer) throws -> Data {
        let sink = DataSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        try CairoRenderer.check(cairo_surface_write_to_png_stream(surface, dataSinkWrite, box.toOpaque()))
        return sink.data
    }

    /// Byte 25 of a PNG file is IHDR's colour type.
    private func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    func testAnOpaqueImageIsWrittenAsRGBAndDecodesToCairosPixels() throws {
        let s = makeSurface(width: 97, height: 61, opaque: true)
        defer { cairo_surface_destroy(s) }
        let ours = try PNGEncoder.encode(s)
        XCTAssertEqual(colourType(ours), 2, "opaque pixels: colour type 2 (RGB)")
        XCTAssertEqual(try decodePNG(ours), try decodePNG(cairoPNG(s)))
        XCTAssertEqual(try decodePNG(ours), CairoRenderer.readBitmap(s))
    }

    func testATranslucentImageKeepsItsAlphaAndDecodesToCairosPixels() throws {
        let s = makeSurface(width: 64, height: 40, opaque: false)
        defer { cairo_surface_destroy(s) }
        let ours = try PNGEncoder.encode(s)
        XCTAssertEqual(colourType(ours), 6, "some pixel is not opaque: colour type 6 (RGBA)")
        XCTAssertEqual(try decodePNG(ours), try decodePNG(cairoPNG(s)))
    }

    func testAOnePixelImageIsAValidPNG() throws {
        let s = makeSurface(width: 1, height: 1, opaque: true)
        defer { cairo_surface_destroy(s) }
        let bitmap = try decodePNG(PNGEncoder.encode(s))
        XCTAssertEqual(bitmap.width, 1)
        XCTAssertEqual(bitmap, CairoRenderer.readBitmap(s))
    }

    func testTheFileStartsWithPNGsSignatureAndEndsWithIEND() throws {
        let s = makeSurface(width: 5, height: 5, opaque: false)
        defer { cairo_surface_destroy(s) }
        let png = try PNGEncoder.encode(s)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IEND: length 0, type, and the CRC-32 of "IEND" (AE 42 60 82, PNG specification §5.6).
        XCTAssertEqual(Array(png.suffix(12)), [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }
}
