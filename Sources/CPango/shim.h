#ifndef ACCORD_CPANGO_SHIM_H
#define ACCORD_CPANGO_SHIM_H

// Pango + PangoCairo + PangoFc over a private fontconfig configuration, with HarfBuzz for
// font-table metrics. Small inline helpers hide GObject casts and macros Swift cannot import.

#include <fontconfig/fontconfig.h>
#include <pango/pango.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <hb.h>
#include <hb-ot.h>
#include <cairo.h>

static inline int accord_pango_scale(void) { return PANGO_SCALE; }

/// A PangoCairo font map using cairo's FreeType backend, bound to `config` (never the host's).
static inline PangoFontMap *accord_font_map_new(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map == NULL) return NULL;
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    return map;
}

/// Tells the font map its configuration gained fonts.
static inline void accord_font_map_config_changed(PangoFontMap *map) {
    pango_fc_font_map_config_changed(PANGO_FC_FONT_MAP(map));
}

/// A context with 72 dpi (1 pt = 1 unit), unrounded glyph positions, no hinting.
static inline PangoContext *accord_context_new(PangoFontMap *map, PangoDirection dir) {
    PangoContext *ctx = pango_font_map_create_context(map);
    pango_cairo_context_set_resolution(ctx, 72.0);
    cairo_font_options_t *opts = cairo_font_options_create();
    cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(opts, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(ctx, opts);
    cairo_font_options_destroy(opts);
    pango_context_set_round_glyph_positions(ctx, FALSE);
    pango_context_set_base_dir(ctx, dir);
    return ctx;
}

static inline void accord_object_unref(void *object) { if (object) g_object_unref(object); }

static inline int accord_line_start(PangoLayoutLine *line) { return line->start_index; }
static inline int accord_line_length(PangoLayoutLine *line) { return line->length; }
static inline int accord_line_is_paragraph_start(PangoLayoutLine *line) { return line->is_paragraph_start; }
static inline int accord_line_is_rtl(PangoLayoutLine *line) { return line->resolved_dir == PANGO_DIRECTION_RTL; }

/// Pango pads an ellipsized line's "…" so the line is exactly as wide as the layout. Removes
/// that padding (CoreText's truncated lines hug their text) and returns the Pango units removed.
/// Call after reading the line's extents.
static inline int accord_line_unpad_ellipsis(PangoLayoutLine *line) {
    int removed = 0;
    for (GSList *l = line->runs; l != NULL; l = l->next) {
        PangoGlyphItem *run = (PangoGlyphItem *)l->data;
        if (run == NULL || run->item == NULL || run->glyphs == NULL) continue;
        if (!(run->item->analysis.flags & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS)) continue;
        PangoGlyphString *g = run->glyphs;
        if (g->num_glyphs < 1 || run->item->analysis.font == NULL) continue;
        PangoGlyphInfo *last = &g->glyphs[g->num_glyphs - 1];
        PangoRectangle logical;
        pango_font_get_glyph_extents(run->item->analysis.font, last->glyph, NULL, &logical);
        int extra = last->geometry.width - logical.width;
        if (extra > 0) {
            last->geometry.width -= extra;
            removed += extra;
        }
    }
    return removed;
}

/// Unscaled (font-unit) vertical metrics of the face behind a Pango font, via HarfBuzz.
/// Returns 0 on failure. Outputs: units per em, ascender, descender (positive down), line gap,
/// cap height, x height.
static inline int accord_font_unit_metrics(PangoFont *font, int *upem, int *ascender, int *descender,
                                           int *lineGap, int *capHeight, int *xHeight) {
    if (font == NULL) return 0;
    hb_font_t *pangoHB = pango_font_get_hb_font(font);
    if (pangoHB == NULL) return 0;
    hb_face_t *face = hb_font_get_face(pangoHB);
    hb_font_t *raw = hb_font_create(face);  // scale defaults to upem
    *upem = (int)hb_face_get_upem(face);
    hb_position_t v = 0;
    *ascender = hb_ot_metrics_get_position(raw, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &v) ? v : 0;
    v = 0;
    *descender = hb_ot_metrics_get_position(raw, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &v) ? -v : 0;
    v = 0;
    *lineGap = hb_ot_metrics_get_position(raw, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &v) ? v : 0;
    v = 0;
    hb_ot_metrics_get_position_with_fallback(raw, HB_OT_METRICS_TAG_CAP_HEIGHT, &v);
    *capHeight = v;
    v = 0;
    hb_ot_metrics_get_position_with_fallback(raw, HB_OT_METRICS_TAG_X_HEIGHT, &v);
    *xHeight = v;
    hb_font_destroy(raw);
    return *upem > 0;
}

#endif
