/* render.h - a sheet view drawn as an image, in the papers' conventions:
 * one cell a pixel, y to the right, z upwards, origin bottom-left. */
#ifndef GAMEDYN_RENDER_H
#define GAMEDYN_RENDER_H
#include "gamedyn/image.h"
#include "gamedyn/view.h"

typedef enum {
    GD_RENDER_W = 0,     /* instant winners black on white */
    GD_RENDER_L,         /* losers black on white */
    GD_RENDER_BOTH,      /* W grey, the variant's extra marks blue, L red on top */
    GD_RENDER_DECOMPOSE  /* each instant winner coloured by its line classes (GD_LINE_*) */
} gd_render_kind;

/* "W", "L", "both"; -1 if unknown. */
int gd_render_kind_parse(const char *s);

typedef struct {
    uint64_t y, z;
} gd_render_mark;

/* Draws v into im (palette image of v->ny x v->nz pixels); marks are ringed in green. */
int gd_render_view(const gd_view *v, gd_render_kind kind, const gd_render_mark *marks, int nmarks, gd_image *im);

/* The colour of a line-class combination in GD_RENDER_DECOMPOSE, and its name ("DD+U"). */
gd_rgb gd_render_class_color(int classes);
const char *gd_render_class_name(int classes, char *buf, size_t len);

/* A hue colour map for Grundy values: 0 red through violet at vmax. */
gd_rgb gd_render_hue(double v, double vmax);

#endif
