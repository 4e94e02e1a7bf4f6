/* cmap.h - gd_cmap_*: a part of image.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_CMAP_H
#define GAMEDYN_PUBLIC_CMAP_H
#include "gamedyn/api.h"
#include "gamedyn/image.h"

/* "hue" or "viridis" -> the map, else -1. */
GD_API int gd_cmap_parse(const char *s);
GD_API const char *gd_cmap_name(gd_cmap m);
/* The colour of value v in 0..vmax: the zero colour at v <= 0, else the map at v / vmax. */
GD_API gd_rgb gd_cmap_color(gd_cmap m, double v, double vmax);
GD_API gd_rgb gd_cmap_zero(gd_cmap m);
/* The map at t in [0, 1] (no zero colour). */
GD_API gd_rgb gd_cmap_at(gd_cmap m, double t);

#endif
