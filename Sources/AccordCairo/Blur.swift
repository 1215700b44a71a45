import Foundation
import CCairo

/// Gaussian blur of Cairo image surfaces, approximated by three successive box blurs per axis
/// (the sizes chosen so the three boxes have the Gaussian's variance: "boxes for Gauss").
enum Blur {
    /// Box widths (odd) whose three passes approximate a Gaussian of `sigma`.
    static func boxSizes(sigma: Double, passes n: Int = 3) -> [Int] {
        let ideal = sqrt(12 * sigma * sigma / Double(n) + 1)
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - Double(n * wl * wl) - 4 * Double(n * wl) - 3 * Double(n)) / (-4 * Double(wl) - 4)
        let m = Int(mIdeal.rounded())
        return (0..<n).map { $0 < m ? max(1, wl) : max(1, wu) }
    }

    /// Blurs an ARGB32 (premultiplied, so every channel blurs alike) or A8 surface in place.
    static func gaussian(_ surface: OpaquePointer, sigma: Double) {
        guard sigma.isFinite, sigma >= 0.3 else { return }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let channels = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
        let radii = boxSizes(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        let plane = UnsafeMutablePointer<Float>.allocate(capacity: w * h)
        let n = max(w, h)
        let line = UnsafeMutablePointer<Float>.allocate(capacity: n)
        let out = UnsafeMutablePointer<Float>.allocate(capacity: n)
        defer { plane.deallocate(); line.deallocate(); out.deallocate() }
        for ch in 0..<channels {
            for y in 0..<h {
                let row = data + y * stride
                let p = plane + y * w
                for x in 0..<w { p[x] = Float(row[x * channels + ch]) }
            }
            for r in radii {
                // Horizontal pass, in place row by row.
                for y in 0..<h {
                    let p = plane + y * w
                    line.update(from: p, count: w)
                    boxBlur(line, count: w, radius: r, into: p)
                }
                // Vertical pass.
                for x in 0..<w {
                    for y in 0..<h { line[y] = plane[y * w + x] }
                    boxBlur(line, count: h, radius: r, into: out)
                    for y in 0..<h { plane[y * w + x] = out[y] }
                }
            }
            for y in 0..<h {
                let row = data + y * stride
                let p = plane + y * w
                for x in 0..<w { row[x * channels + ch] = UInt8(max(0, min(255, p[x].rounded()))) }
            }
        }
        // Keep premultiplied colour within alpha after rounding.
        if channels == 4 {
            for y in 0..<h {
                let row = data + y * stride
                for x in 0..<w {
                    // Little-endian ARGB32 in memory: B, G, R, A.
                    let a = row[x * 4 + 3]
                    for c in 0..<3 where row[x * 4 + c] > a { row[x * 4 + c] = a }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box pass over `count` values (outside the line counts as 0: transparent).
    private static func boxBlur(_ src: UnsafeMutablePointer<Float>, count n: Int, radius r: Int,
                                into dst: UnsafeMutablePointer<Float>) {
        let scale = 1 / Float(2 * r + 1)
        var sum: Float = 0
        for i in 0..<min(r, n) { sum += src[i] }
        for i in 0..<n {
            let add = i + r, remove = i - r - 1
            if add < n { sum += src[add] }
            if remove >= 0 { sum -= src[remove] }
            dst[i] = max(0, sum * scale)
        }
    }

    /// An A8 surface holding the alpha of an ARGB32 surface (nil if it cannot be made).
    static func alphaMask(of surface: OpaquePointer) -> OpaquePointer? {
        cairo_surface_flush(surface)
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return nil }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS,
              let src = cairo_image_surface_get_data(surface), let dst = cairo_image_surface_get_data(mask)
        else { cairo_surface_destroy(mask); return nil }
        let ss = Int(cairo_image_surface_get_stride(surface)), ds = Int(cairo_image_surface_get_stride(mask))
        for y in 0..<Int(h) {
            let srow = UnsafeRawPointer(src + y * ss).assumingMemoryBound(to: UInt32.self)
            let drow = dst + y * ds
            for x in 0..<Int(w) { drow[x] = UInt8(truncatingIfNeeded: srow[x] >> 24) }
        }
        cairo_surface_mark_dirty(mask)
        return mask
    }
}
