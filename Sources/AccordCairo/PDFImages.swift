import CCairo
internal import CPoppler
import Foundation
import AccordLayout

/// PDF vector images (an asset catalog's `.pdf` image sets), drawn with Poppler straight into
/// the Cairo context: sharp at every scale, and still vectors in SVG and PDF output.
package enum PDFImages {
    /// The size of the first page in points (PDF user-space units, 1/72 inch — the size Xcode
    /// gives a PDF asset), or nil when the file is not a readable PDF.
    package static func pageSize(_ path: String) -> CGSize? {
        withFirstPage(path) { page in
            var w = 0.0, h = 0.0
            poppler_page_get_size(page, &w, &h)
            return w > 0 && h > 0 && w.isFinite && h.isFinite ? CGSize(width: w, height: h) : nil
        } ?? nil
    }

    /// Draws the first page of `path` scaled into `frame` (and, for a template image, as a mask
    /// filled with `tint`). False when the file is not a readable PDF.
    static func draw(_ path: String, in frame: CGRect, tint: RGBA?, on cr: OpaquePointer) -> Bool {
        withFirstPage(path) { page -> Bool in
            var w = 0.0, h = 0.0
            poppler_page_get_size(page, &w, &h)
            guard w > 0, h > 0 else { return false }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
            cairo_clip(cr)
            if tint != nil { cairo_push_group(cr) }
            cairo_save(cr)
            cairo_translate(cr, Double(frame.minX), Double(frame.minY))
            cairo_scale(cr, Double(frame.width) / w, Double(frame.height) / h)
            poppler_page_render(page, cr)
            cairo_restore(cr)
            if let t = tint, let pattern = cairo_pop_group(cr) {
                // A template image: the tint, through the page's alpha.
                cairo_set_source_rgba(cr, t.r, t.g, t.b, t.a)
                cairo_mask(cr, pattern)
                cairo_pattern_destroy(pattern)
            }
            return true
        } ?? false
    }

    private static func withFirstPage<T>(_ path: String, _ body: (OpaquePointer) -> T) -> T? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var error: UnsafeMutablePointer<GError>?
        guard let uri = g_filename_to_uri(absolute, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_free(uri) }
        guard let doc = poppler_document_new_from_file(uri, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(doc)) }
        guard poppler_document_get_n_pages(doc) > 0, let page = poppler_document_get_page(doc, 0) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        return body(page)
    }
}
