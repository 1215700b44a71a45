import Foundation
import CCairo
internal import CDeflate

/// Writes a Cairo ARGB32 image surface as a PNG file's bytes, several times faster than
/// Cairo's own writer (libpng + zlib at level 6 with every filter tried on every row).
///
/// Renderings are mostly flat colour, text and gradients; on such rows the PNG filters gain
/// nothing over a fast LZ77 compressor finding the repeats itself, and cost a pass each. So:
/// 1. **Colour type**: RGB (type 2) when every pixel is opaque, RGBA (type 6) otherwise.
///    Premultiplied colours are turned back into straight alpha with Cairo's own rounding,
///    `(c × 255 + a / 2) / a` (a table of all 255 × 256 quotients, so no division per pixel).
/// 2. **Filter per row**: a row where at least half the pixels repeat their left neighbour
///    (flat fills, text on a ground, vertical gradients) is stored unfiltered (None); any other
///    row (photographs, diagonal gradients, blurs) takes whichever of Sub, Up and Paeth has the
///    smallest sum of absolute values, the PNG specification's heuristic (§12.8), computed 16
///    bytes at a time.
/// 3. **Compress** the rows into one zlib stream with libdeflate at level 1 (`IDAT`).
/// 4. **Chunks** `IHDR`, `IDAT`, `IEND`, each with its CRC-32 (libdeflate's).
/// Every file decodes to exactly the pixels Cairo's writer gives (`PNGEncoderTests`).
/// Figures against Cairo's writer: Benchmarks/README.md ("Images").
package enum PNGEncoder {
    /// libdeflate's level: 1 is its fastest; on renderings the files come out smaller than
    /// Cairo's writer's (level 6) anyway, because None rows compress better here.
    static let compressionLevel: Int32 = 1

    package static func encode(_ surface: OpaquePointer) throws -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let base = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo("PNG: not an ARGB32 image surface")
        }
        func row(_ y: Int) -> UnsafePointer<UInt32> { UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self) }
        let opaque = (0..<height).allSatisfy { isOpaque(row($0), width: width) }
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        let filteredCount = height * (rowBytes + 1)

        // The filtered image, then unfiltered rows: zeros (above the first row) and two
        // scratch rows that filtered rows are converted into, alternately, so the row above
        // stays intact (a None row is its own unfiltered copy). Each is followed by spare
        // bytes: `convert` writes one past a row's end.
        let padded = rowBytes + 16
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: filteredCount + 16 + 3 * padded)
        defer { buffer.deallocate() }
        let zeroRow = buffer + filteredCount + 16
        zeroRow.initialize(repeating: 0, count: rowBytes)
        let scratch = [zeroRow + padded, zeroRow + 2 * padded]
        var above = UnsafePointer(zeroRow), next = 0
        for y in 0..<height {
            let out = buffer + y * (rowBytes + 1)
            let pixels = row(y)
            if repeatsLeftNeighbour(pixels, width: width) * 2 >= width {
                out[0] = 0
                convert(pixels, width: width, channels: channels, into: out + 1)
                above = UnsafePointer(out + 1)
            } else {
                let current = scratch[next]
                next ^= 1
                convert(pixels, width: width, channels: channels, into: current)
                filterBest(current, above: above, count: rowBytes, bpp: channels, into: out)
                above = UnsafePointer(current)
            }
        }

        guard let compressor = libdeflate_alloc_compressor(compressionLevel) else {
            throw RenderError.cairo("PNG: out of memory for the compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
        // Signature, IHDR (25), IDAT's length and type (8), the stream, its CRC (4), IEND (12).
        let capacity = 8 + 25 + 8 + bound + 4 + 12
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { p.deallocate() }
        for (i, b) in [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A].enumerated() { p[i] = UInt8(b) }
        var header = [UInt8](repeating: 0, count: 13)
        store(UInt32(width), at: &header, 0)
        store(UInt32(height), at: &header, 4)
        header[8] = 8; header[9] = opaque ? 2 : 6  // depth 8; RGB or RGBA; deflate, adaptive filters, no interlace
        var at = writeChunk("IHDR", header, to: p, at: 8)
        let written = libdeflate_zlib_compress(compressor, buffer, filteredCount, p + at + 8, bound)
        guard written > 0 else { throw RenderError.cairo("PNG: compression failed") }
        at = finishChunk("IDAT", dataCount: written, in: p, at: at)
        at = writeChunk("IEND", [], to: p, at: at)
        return Data(bytes: p, count: at)
    }

    // MARK: Step 1: colour type and straight alpha

    /// Whether every pixel of the row has alpha 255.
    static func isOpaque(_ row: UnsafePointer<UInt32>, width: Int) -> Bool {
        var all: UInt32 = 0xff00_0000
        for x in 0..<width { all &= row[x] }
        return all == 0xff00_0000
    }

    /// How many pixels of the row equal the pixel on their left.
    static func repeatsLeftNeighbour(_ row: UnsafePointer<UInt32>, width: Int) -> Int {
        typealias Pixels = SIMD8<UInt32>
        var counts = Pixels(), x = 1
        while x + 8 <= width {
            let here = UnsafeRawPointer(row + x).loadUnaligned(as: Pixels.self)
            let left = UnsafeRawPointer(row + x - 1).loadUnaligned(as: Pixels.self)
            counts &+= Pixels().replacing(with: 1, where: here .== left)
            x += 8
        }
        var n = Int(counts.wrappedSum())
        while x < width { if row[x] == row[x - 1] { n += 1 }; x += 1 }
        return n
    }

    /// `(c × 255 + a / 2) / a` for every alpha a (1…255) and premultiplied component c ≤ a
    /// (larger c, which valid premultiplied pixels never have, is clamped to 255 as Cairo
    /// does): index `a << 8 | c`.
    static let straightAlpha: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 { t[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a)) }
        }
        return t
    }()

    /// Straight-alpha bytes of one premultiplied ARGB32 row: r, g, b (and a when `channels` is
    /// 4). With 3 channels it writes one byte past the row's end (pixels are stored 4 bytes at
    /// a time).
    static func convert(_ row: UnsafePointer<UInt32>, width: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>) {
        let o = UnsafeMutableRawPointer(out)
        if channels == 3 {
            // In memory an ARGB32 pixel is b, g, r, a; byte-swapped and shifted it is r, g, b, 0.
            for x in 0..<width { o.storeBytes(of: row[x].byteSwapped >> 8, toByteOffset: 3 * x, as: UInt32.self) }
            return
        }
        straightAlpha.withUnsafeBufferPointer { table in
            let t = table.baseAddress!
            var last: UInt32 = 0, lastOut: UInt32 = 0  // a run of equal pixels is converted once
            for x in 0..<width {
                let p = row[x]
                if p != last {
                    last = p
                    let a = p >> 24
                    // r, g, b, a in memory: a << 24 | b << 16 | g << 8 | r.
                    lastOut = (p.byteSwapped >> 8) | (a << 24)
                    if a != 255 && a != 0 {
                        let ta = t + Int(a << 8)
                        lastOut = UInt32(ta[Int((p >> 16) & 0xff)]) | UInt32(ta[Int((p >> 8) & 0xff)]) << 8
                            | UInt32(ta[Int(p & 0xff)]) << 16 | a << 24
                    }
                }
                o.storeBytes(of: lastOut, toByteOffset: 4 * x, as: UInt32.self)
            }
        }
    }

    /// Straight-alpha RGBA (4 bytes a pixel, nothing written past them) of one premultiplied
    /// row, for `CairoRenderer.readBitmap`.
    static func unpremultiply(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        convert(row, width: width, channels: 4, into: out)
    }

    // MARK: Step 2: filters

    private typealias Bytes = SIMD16<UInt8>

    @inline(__always) private static func load(_ p: UnsafePointer<UInt8>) -> Bytes {
        UnsafeRawPointer(p).loadUnaligned(as: Bytes.self)
    }

    @inline(__always) private static func store(_ v: Bytes, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Bytes.self)
    }

    /// |v| of each byte read as a signed value (128 for 0x80).
    @inline(__always) private static func magnitudes(_ v: Bytes) -> Bytes { pointwiseMin(v, 0 &- v) }

    @inline(__always) private static func magnitude(_ v: UInt8) -> UInt32 { UInt32(Int8(bitPattern: v).magnitude) }

    /// The Paeth predictor (PNG specification §9.4) of 16 bytes: of a (left), b (above) and
    /// c (above left), the one nearest to a + b − c, ties going to a, then b.
    @inline(__always) private static func paeth(_ a: Bytes, _ b: Bytes, _ c: Bytes) -> Bytes {
        let ia = SIMD16<Int16>(truncatingIfNeeded: a), ib = SIMD16<Int16>(truncatingIfNeeded: b), ic = SIMD16<Int16>(truncatingIfNeeded: c)
        let dbc = ib &- ic, dac = ia &- ic, sum = dbc &+ dac
        let pa = pointwiseMax(dbc, 0 &- dbc), pb = pointwiseMax(dac, 0 &- dac), pc = pointwiseMax(sum, 0 &- sum)
        var r = ic
        r.replace(with: ib, where: pb .<= pc)
        r.replace(with: ia, where: (pa .<= pb) .& (pa .<= pc))
        return Bytes(truncatingIfNeeded: r)
    }

    @inline(__always) private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int16(a), ib = Int16(b), ic = Int16(c)
        let pa = abs(ib - ic), pb = abs(ia - ic), pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Writes the filter byte and the row filtered with whichever of Sub (1), Up (2) and
    /// Paeth (4) has the smallest sum of absolute values.
    static func filterBest(_ cur: UnsafePointer<UInt8>, above up: UnsafePointer<UInt8>, count n: Int, bpp: Int,
                           into out: UnsafeMutablePointer<UInt8>) {
        var sub = SIMD16<UInt32>(), upSum = SIMD16<UInt32>(), pae = SIMD16<UInt32>()
        var tailSub: UInt32 = 0, tailUp: UInt32 = 0, tailPaeth: UInt32 = 0
        // The first pixel has no left neighbour (a = c = 0): Sub is None, Paeth is Up.
        for i in 0..<min(bpp, n) {
            let x = cur[i], f = x &- up[i]
            tailSub &+= magnitude(x); tailUp &+= magnitude(f); tailPaeth &+= magnitude(f)
        }
        var i = bpp
        while i + 16 <= n {
            let x = load(cur + i), a = load(cur + i - bpp), b = load(up + i), c = load(up + i - bpp)
            sub &+= SIMD16<UInt32>(truncatingIfNeeded: magnitudes(x &- a))
            upSum &+= SIMD16<UInt32>(truncatingIfNeeded: magnitudes(x &- b))
            pae &+= SIMD16<UInt32>(truncatingIfNeeded: magnitudes(x &- paeth(a, b, c)))
            i += 16
        }
        while i < n {
            let x = cur[i], a = cur[i - bpp], b = up[i], c = up[i - bpp]
            tailSub &+= magnitude(x &- a); tailUp &+= magnitude(x &- b); tailPaeth &+= magnitude(x &- paeth(a, b, c))
            i += 1
        }
        let sums = (sub.wrappedSum() &+ tailSub, upSum.wrappedSum() &+ tailUp, pae.wrappedSum() &+ tailPaeth)
        let d = out + 1
        if sums.1 <= sums.0 && sums.1 <= sums.2 {
            out[0] = 2
            var i = 0
            while i + 16 <= n { store(load(cur + i) &- load(up + i), d + i); i += 16 }
            while i < n { d[i] = cur[i] &- up[i]; i += 1 }
        } else if sums.0 <= sums.2 {
            out[0] = 1
            for i in 0..<min(bpp, n) { d[i] = cur[i] }
            var i = bpp
            while i + 16 <= n { store(load(cur + i) &- load(cur + i - bpp), d + i); i += 16 }
            while i < n { d[i] = cur[i] &- cur[i - bpp]; i += 1 }
        } else {
            out[0] = 4
            for i in 0..<min(bpp, n) { d[i] = cur[i] &- up[i] }
            var i = bpp
            while i + 16 <= n { store(load(cur + i) &- paeth(load(cur + i - bpp), load(up + i), load(up + i - bpp)), d + i); i += 16 }
            while i < n { d[i] = cur[i] &- paeth(cur[i - bpp], up[i], up[i - bpp]); i += 1 }
        }
    }

    // MARK: Step 4: chunks

    private static func store(_ v: UInt32, at bytes: inout [UInt8], _ i: Int) {
        bytes[i] = UInt8(v >> 24); bytes[i + 1] = UInt8(v >> 16 & 0xff); bytes[i + 2] = UInt8(v >> 8 & 0xff); bytes[i + 3] = UInt8(v & 0xff)
    }

    private static func storeBigEndian(_ v: UInt32, _ p: UnsafeMutablePointer<UInt8>) {
        p[0] = UInt8(v >> 24); p[1] = UInt8(v >> 16 & 0xff); p[2] = UInt8(v >> 8 & 0xff); p[3] = UInt8(v & 0xff)
    }

    /// Writes a chunk (length, type, `data`, CRC-32) at `at`; returns the offset after it.
    private static func writeChunk(_ type: String, _ data: [UInt8], to p: UnsafeMutablePointer<UInt8>, at: Int) -> Int {
        (p + at + 8).update(from: data, count: data.count)
        return finishChunk(type, dataCount: data.count, in: p, at: at)
    }

    /// Writes the length and type of a chunk whose data already sits at `at + 8`, and its
    /// CRC-32 (over type and data) after the data; returns the offset after the chunk.
    private static func finishChunk(_ type: String, dataCount: Int, in p: UnsafeMutablePointer<UInt8>, at: Int) -> Int {
        storeBigEndian(UInt32(dataCount), p + at)
        for (i, b) in type.utf8.enumerated() { p[at + 4 + i] = b }
        let crc = libdeflate_crc32(0, p + at + 4, 4 + dataCount)
        storeBigEndian(crc, p + at + 8 + dataCount)
        return at + 12 + dataCount
    }
}
