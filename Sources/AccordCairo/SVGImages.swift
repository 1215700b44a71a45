import CCairo
import CGdkPixbuf
import Foundation
import AccordLayout

/// SVG vector images (an asset catalog's `.svg` image sets, which Xcode accepts since Xcode 12),
/// read through GdkPixbuf's SVG loader (librsvg, Debian's `librsvg2-common`, installed with
/// `librsvg2-bin`) and rasterised at the pixel size they are drawn at, so they stay sharp at
/// every scale (in SVG and PDF output too they are embedded as bitmaps at that size).
package enum SVGImages {
    /// The document's own size in points (its `width`/`height`, or its `viewBox`), or nil when
    /// the file is not an SVG the loader can read.
    package static func naturalSize(_ path: String) -> CGSize? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &w, &h) != nil, w > 0, h > 0 else { return nil }
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }

    private static let lock = NSLock()
    /// Rasterised images by size and path, at most `cacheLimit` of them (the oldest go first);
    /// each holds one reference to its surface.
    nonisolated(unsafe) private static var rasters: [String: OpaquePointer?] = [:]
    nonisolated(unsafe) private static var rasterOrder: [String] = []
    package static let cacheLimit = 64

    /// The image rasterised to `width`×`height` pixels, with a reference the caller releases
    /// (`cairo_surface_destroy`), or nil when it does not load. Cached, so that a page drawn
    /// again does not decode again; evicting an entry never frees a surface still being drawn.
    static func surface(_ path: String, width: Int, height: Int) -> OpaquePointer? {
        let key = "\(width)x\(height)|\(path)"
        lock.lock()
        if let cached = rasters[key] {
            lock.unlock()
            return cached.map { cairo_surface_reference($0) }
        }
        lock.unlock()
        var error: UnsafeMutablePointer<GError>?
        var result: OpaquePointer?
        if let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, Int32(width), Int32(height), 0, &error) {
            result = ImageDecoding.surface(fromPixbuf: pixbuf)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
        } else if let error {
            g_error_free(error)
        }
        lock.lock()
        defer { lock.unlock() }
        if let racing = rasters[key] {
            if let result { cairo_surface_destroy(result) }
            return racing.map { cairo_surface_reference($0) }
        }
        rasters[key] = .some(result)
        rasterOrder.append(key)
        while rasterOrder.count > cacheLimit {
            let old = rasterOrder.removeFirst()
            if let evicted = rasters.removeValue(forKey: old), let surface = evicted { cairo_surface_destroy(surface) }
        }
        return result.map { cairo_surface_reference($0) }
    }

    /// Draws `path` into `frame` at the context's device resolution (at least 2 pixels per point,
    /// at most 8,192 pixels a side); false when the file does not load.
    static func draw(_ path: String, in frame: CGRect, on cr: OpaquePointer,
                     _ drawBitmap: (OpaquePointer) -> Void) -> Bool {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return true }
        var dx = Double(frame.width), dy = Double(frame.height)
        cairo_user_to_device_distance(cr, &dx, &dy)
        let pw = Int(min(8192, max(abs(dx), Double(frame.width) * 2)).rounded(.up))
        let ph = Int(min(8192, max(abs(dy), Double(frame.height) * 2)).rounded(.up))
        guard let surface = surface(path, width: max(1, pw), height: max(1, ph)) else { return false }
        drawBitmap(surface)
        cairo_surface_destroy(surface)
        return true
    }
}
