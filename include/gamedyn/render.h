/* render.h - gd_render_*: a part of view.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_RENDER_H
#define GAMEDYN_PUBLIC_RENDER_H
#include "gamedyn/api.h"
#include "gamedyn/view.h"

/* "W", "L", "both"; -1 if unknown. */
GD_API int gd_render_kind_parse(const char *s);

/* Draws v into im (palette image of v->ny x v->nz pixels); marks are ringed in green. */
GD_API int gd_render_view(const gd_view *v, gd_render_kind kind, const gd_render_mark *marks, int nmarks, gd_image *im);

/* The colour of a line-class combination in GD_RENDER_DECOMPOSE, and its name ("DD+U"). */
GD_API gd_rgb gd_render_class_color(int classes);
GD_API const char *gd_render_class_name(int classes, char *buf, size_t len);

#endif
