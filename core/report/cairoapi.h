#pragma once

// Internal to core/report: cairo and pango, opened at run time. The CLI is also what a remote target
// runs and must need only glibc and zlib (docs/remote.md), so PDF and SVG reports load libcairo,
// libpango and libpangocairo when they are written, like the CUDA libraries are loaded when used.
#include "core/common/result.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <pango/pangocairo.h>

namespace warpscope::core::detail {

// X(library, function): every function the report's drawing calls, with the library that holds it.
#define WARPSCOPE_CAIRO_FUNCTIONS(X)                                                                                   \
    X(cairo, cairo_create)                                                                                             \
    X(cairo, cairo_destroy)                                                                                            \
    X(cairo, cairo_status)                                                                                             \
    X(cairo, cairo_status_to_string)                                                                                   \
    X(cairo, cairo_save)                                                                                               \
    X(cairo, cairo_restore)                                                                                            \
    X(cairo, cairo_translate)                                                                                          \
    X(cairo, cairo_scale)                                                                                              \
    X(cairo, cairo_move_to)                                                                                            \
    X(cairo, cairo_line_to)                                                                                            \
    X(cairo, cairo_rectangle)                                                                                          \
    X(cairo, cairo_fill)                                                                                               \
    X(cairo, cairo_stroke)                                                                                             \
    X(cairo, cairo_paint)                                                                                              \
    X(cairo, cairo_set_line_width)                                                                                     \
    X(cairo, cairo_set_source_rgb)                                                                                     \
    X(cairo, cairo_set_source_surface)                                                                                 \
    X(cairo, cairo_get_source)                                                                                         \
    X(cairo, cairo_pattern_set_filter)                                                                                 \
    X(cairo, cairo_show_page)                                                                                          \
    X(cairo, cairo_get_target)                                                                                         \
    X(cairo, cairo_surface_destroy)                                                                                    \
    X(cairo, cairo_surface_finish)                                                                                     \
    X(cairo, cairo_surface_status)                                                                                     \
    X(cairo, cairo_surface_flush)                                                                                      \
    X(cairo, cairo_surface_mark_dirty)                                                                                 \
    X(cairo, cairo_image_surface_create)                                                                               \
    X(cairo, cairo_image_surface_get_data)                                                                             \
    X(cairo, cairo_image_surface_get_stride)                                                                           \
    X(cairo, cairo_font_options_create)                                                                                \
    X(cairo, cairo_font_options_destroy)                                                                               \
    X(cairo, cairo_font_options_set_hint_metrics)                                                                      \
    X(cairo, cairo_font_options_set_hint_style)                                                                        \
    X(cairo, cairo_pdf_surface_create_for_stream)                                                                      \
    X(cairo, cairo_pdf_surface_set_metadata)                                                                           \
    X(cairo, cairo_pdf_surface_add_outline)                                                                            \
    X(cairo, cairo_svg_surface_create_for_stream)                                                                      \
    X(pangocairo, pango_cairo_create_context)                                                                          \
    X(pangocairo, pango_cairo_context_set_resolution)                                                                  \
    X(pangocairo, pango_cairo_context_set_font_options)                                                                \
    X(pangocairo, pango_cairo_show_layout_line)                                                                        \
    X(pango, pango_layout_new)                                                                                         \
    X(pango, pango_layout_set_text)                                                                                    \
    X(pango, pango_layout_set_attributes)                                                                              \
    X(pango, pango_layout_set_font_description)                                                                        \
    X(pango, pango_layout_set_width)                                                                                   \
    X(pango, pango_layout_set_wrap)                                                                                    \
    X(pango, pango_layout_get_size)                                                                                    \
    X(pango, pango_layout_get_line_count)                                                                              \
    X(pango, pango_layout_get_line_readonly)                                                                           \
    X(pango, pango_context_load_font)                                                                                  \
    X(pango, pango_font_describe)                                                                                      \
    X(pango, pango_font_description_new)                                                                               \
    X(pango, pango_font_description_free)                                                                              \
    X(pango, pango_font_description_set_family)                                                                        \
    X(pango, pango_font_description_get_family)                                                                        \
    X(pango, pango_font_description_set_size)                                                                          \
    X(pango, pango_attr_list_new)                                                                                      \
    X(pango, pango_attr_list_unref)                                                                                    \
    X(pango, pango_attr_list_insert)                                                                                   \
    X(pango, pango_attr_weight_new)                                                                                    \
    X(pango, pango_attr_style_new)                                                                                     \
    X(pango, pango_attr_family_new)                                                                                    \
    X(pango, pango_attr_foreground_new)                                                                                \
    X(gobject, g_object_unref)

/// The loaded functions, named as in the libraries' headers.
struct CairoApi {
#define WARPSCOPE_CAIRO_MEMBER(lib, fn) decltype(&::fn) fn = nullptr;
    WARPSCOPE_CAIRO_FUNCTIONS(WARPSCOPE_CAIRO_MEMBER)
#undef WARPSCOPE_CAIRO_MEMBER
};

/// Loads the libraries once per process; the error names what is missing and the packages to install.
Result<const CairoApi*> cairoApi();

} // namespace warpscope::core::detail
