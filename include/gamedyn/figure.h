/* figure.h - gd_figure_*: a part of image.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_FIGURE_H
#define GAMEDYN_PUBLIC_FIGURE_H
#include "gamedyn/api.h"
#include "gamedyn/image.h"

/* A figure with no frame; fill title, axes, bar or keys and set frame = 1. */
GD_API void gd_figure_init(gd_figure *f);
/* Adds a legend entry (ignored past GD_FIGURE_MAX_KEYS). */
GD_API void gd_figure_key_add(gd_figure *f, gd_rgb color, const char *label);
/* The whole figure's size in pixels for data of width x height at scale. */
GD_API void gd_figure_size(const gd_figure *f, uint32_t width, uint32_t height, uint32_t scale, uint64_t *fw, uint64_t *fh);
/* Renders the figure as one RGB image (data at scale); 0, or -1 out of memory. With
 * frame = 0 the result is the data at scale. */
GD_API int gd_figure_render(const gd_figure *f, const gd_image *data, uint32_t scale, gd_image *out);
/* Writes the figure as SVG: the frame, ticks and text as vectors, the data as an embedded
 * PNG drawn without smoothing; the texts (provenance) as a <metadata> element. 0, or -1
 * with err. */
GD_API int gd_figure_write_svg(const gd_figure *f, const gd_image *data, uint32_t scale, const gd_image_text *texts,
                               int ntexts, FILE *out, char *err, size_t errlen);
/* Writes the figure as a one-page PDF, one point a pixel of its PNG: the frame, ticks and
 * text as vectors (Courier), the data and the colour bar as images drawn without
 * interpolation; the texts (provenance) in the document information, no dates. 0, or -1
 * with err. */
GD_API int gd_figure_write_pdf(const gd_figure *f, const gd_image *data, uint32_t scale, const gd_image_text *texts,
                               int ntexts, FILE *out, char *err, size_t errlen);

#endif
