import Foundation
import AccordCairo
import CCairo

/// An image snapshot: straight-alpha RGBA pixels (`RenderedBitmap`), stored as PNG. PNGs are
/// written and read by Cairo, the library that draws Accord's renderings.
public struct SnapshotImage: Hashable, Sendable {
    /// The pixels: rows top to bottom, RGBA with straight alpha.
    public var bitmap: RenderedBitmap

    /// An image snapshot of `bitmap`.
    public init(bitmap: RenderedBitmap) { self.bitmap = bitmap }

    /// Decodes PNG bytes (nil: not a PNG Cairo can read).
    public init?(pngData: Data) {
        guard let bitmap = PNGCodec.decode(pngData) else { return nil }
        self.bitmap = bitmap
    }

    /// The PNG bytes of the image.
    public var pngData: Data { PNGCodec.encode(bitmap) }
}

extension Diffing where Value == SnapshotImage {
    /// Images compared pixel by pixel. A pixel matches when its colour difference (CIE76 ΔE in
    /// CIELAB, both pixels composited over white) is at most `(1 − perceptualPrecision) × 100`;
    /// the images match when at least `precision` of the pixels do (swift-snapshot-testing's
    /// `precision` and `perceptualPrecision`). On a mismatch the message gives the share of
    /// differing pixels and the largest ΔE, and a difference image is attached (`diff.png`:
    /// each channel the absolute difference, so matching pixels are black).
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing<SnapshotImage> {
        Diffing(toData: { $0.pngData }, fromData: { SnapshotImage(pngData: $0) }) { reference, actual in
            let r = reference.bitmap, a = actual.bitmap
            guard r.width == a.width, r.height == a.height else {
                return ("image size \(a.width)×\(a.height) px differs from the reference's \(r.width)×\(r.height) px", [])
            }
            let c = ImageComparison(reference: r, actual: a, perceptualPrecision: perceptualPrecision)
            let total = max(1, r.width * r.height)
            let matching = Double(total - c.differingPixels) / Double(total)
            guard matching < precision else { return nil }
            let share = Double(c.differingPixels) / Double(total) * 100
            let message = "\(c.differingPixels) of \(total) pixels differ (\(String(format: "%.2f", share)) %; allowed: \(String(format: "%.2f", (1 - precision) * 100)) %), largest ΔE \(String(format: "%.1f", c.largestDeltaE)) (a pixel matches up to ΔE \(String(format: "%.1f", (1 - perceptualPrecision) * 100)))"
            return (message, [DiffAttachment(suffix: "diff.png", data: PNGCodec.encode(c.differenceImage))])
        }
    }
}

/// Two same-sized bitmaps compared pixel by pixel.
struct ImageComparison {
    var differingPixels = 0
    var largestDeltaE = 0.0
    var differenceImage: RenderedBitmap

    init(reference r: RenderedBitmap, actual a: RenderedBitmap, perceptualPrecision: Double) {
        let limit = max(0, (1 - perceptualPrecision) * 100) + 1e-6   // ΔE exactly at the limit matches
        var diff = [UInt8](repeating: 255, count: r.pixels.count)
        for i in stride(from: 0, to: min(r.pixels.count, a.pixels.count), by: 4) {
            let p = Array(r.pixels[i..<i + 4]), q = Array(a.pixels[i..<i + 4])
            for k in 0..<3 { diff[i + k] = UInt8(abs(Int(p[k]) - Int(q[k]))) }
            guard p != q else { continue }
            let e = ColorDifference.deltaE76(Self.overWhite(p), Self.overWhite(q))
            largestDeltaE = max(largestDeltaE, e)
            if e > limit { differingPixels += 1 }
        }
        differenceImage = RenderedBitmap(width: r.width, height: r.height, pixels: diff)
    }

    /// A straight-alpha RGBA pixel composited over white, as 0…255 sRGB components.
    static func overWhite(_ p: [UInt8]) -> (Double, Double, Double) {
        let alpha = Double(p[3]) / 255
        func c(_ v: UInt8) -> Double { Double(v) * alpha + 255 * (1 - alpha) }
        return (c(p[0]), c(p[1]), c(p[2]))
    }
}

/// Colour difference in CIELAB (D65 white), from sRGB.
public enum ColorDifference {
    /// CIELAB L*, a*, b* of an sRGB colour given as 0…255 components (IEC 61966-2-1 transfer
    /// function, sRGB→XYZ matrix, CIE 1976 L*a*b* with the D65 white point).
    public static func lab(_ rgb: (Double, Double, Double)) -> (l: Double, a: Double, b: Double) {
        func linear(_ v: Double) -> Double {
            let c = v / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(rgb.0), g = linear(rgb.1), b = linear(rgb.2)
        let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
        // D65 white of the same matrix (its rows summed), so white has a* = b* = 0.
        let xn = 0.9504700, yn = 1.0000001, zn = 1.0888300
        func f(_ t: Double) -> Double {
            let d = 6.0 / 29.0
            return t > d * d * d ? cbrt(t) : t / (3 * d * d) + 4.0 / 29.0
        }
        let fx = f(x / xn), fy = f(y / yn), fz = f(z / zn)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE76 ΔE: the Euclidean distance of two colours in CIELAB (0: identical; black to white: 100).
    public static func deltaE76(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
        let a = lab(p), b = lab(q)
        let dl = a.l - b.l, da = a.a - b.a, db = a.b - b.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

/// PNG bytes ↔ straight-alpha RGBA bitmaps, through Cairo's PNG reader and writer.
enum PNGCodec {
    private final class Reader {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    private final class Writer { var data = Data() }

    static func decode(_ data: Data) -> RenderedBitmap? {
        let reader = Reader(data)
        let box = Unmanaged.passRetained(reader)
        defer { box.release() }
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let r = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard r.offset + n <= r.data.count else { return CAIRO_STATUS_READ_ERROR }
            r.data.copyBytes(to: buffer, from: r.offset..<(r.offset + n))
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque()) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        // Any format Cairo returns (ARGB32, RGB24) is drawn into an ARGB32 surface of its size.
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0, let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(argb) }
        let cr = cairo_create(argb)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(argb)
        guard let base = cairo_image_surface_get_data(argb) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(argb))
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let v = row[x]
                let a = (v >> 24) & 0xFF, r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
                let i = (y * w + x) * 4
                // Premultiplied → straight alpha, rounded as Cairo's own PNG writer does.
                func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                pixels[i] = un(r); pixels[i + 1] = un(g); pixels[i + 2] = un(b); pixels[i + 3] = UInt8(a)
            }
        }
        return RenderedBitmap(width: w, height: h, pixels: pixels)
    }

    static func encode(_ bitmap: RenderedBitmap) -> Data {
        let w = bitmap.width, h = bitmap.height
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return Data() }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        guard let base = cairo_image_surface_get_data(surface) else { return Data() }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let i = (y * w + x) * 4
                let a = UInt32(bitmap.pixels[i + 3])
                // Straight → premultiplied, native-endian ARGB.
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                row[x] = (a << 24) | (pre(bitmap.pixels[i]) << 16) | (pre(bitmap.pixels[i + 1]) << 8) | pre(bitmap.pixels[i + 2])
            }
        }
        cairo_surface_mark_dirty(surface)
        let writer = Writer()
        let box = Unmanaged.passRetained(writer)
        defer { box.release() }
        _ = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Writer>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        return writer.data
    }
}
