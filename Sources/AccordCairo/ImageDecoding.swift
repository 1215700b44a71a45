import CCairo
import CGdkPixbuf
import Foundation

/// Decodes image files Cairo cannot read itself (JPEG, GIF, BMP, TIFF…) with GdkPixbuf into a
/// Cairo image surface (premultiplied ARGB32). Returns nil for anything that does not decode.
enum ImageDecoding {
    static func surface(fromFile path: String) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return surface(fromPixbuf: pixbuf)
    }

    /// A decoded pixbuf as a Cairo image surface (premultiplied ARGB32), or nil.
    static func surface(fromPixbuf pixbuf: OpaquePointer) -> OpaquePointer? {
        let w = gdk_pixbuf_get_width(pixbuf), h = gdk_pixbuf_get_height(pixbuf)
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard w > 0, h > 0, w <= 32_767, h <= 32_767, channels >= 3, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
              let pixels = gdk_pixbuf_get_pixels(pixbuf),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let outStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<Int(h) {
            let src = pixels + y * stride
            let dst = UnsafeMutableRawPointer(data + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(w) {
                let p = src + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                // Premultiplied, native-endian ARGB.
                let r = UInt32(p[0]) * a / 255, g = UInt32(p[1]) * a / 255, b = UInt32(p[2]) * a / 255
                dst[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
