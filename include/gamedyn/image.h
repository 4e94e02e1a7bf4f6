/* image.h - raster images and their PNG files (libpng), with provenance in text chunks.
 *
 * An image is either palette-indexed (one byte a pixel, at most 256 colours; the
 * PNG is written with the smallest bit depth that holds the palette) or RGB.
 * Rows run top to bottom, as in the file. */
#ifndef GAMEDYN_IMAGE_H
#define GAMEDYN_IMAGE_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
    uint8_t r, g, b;
} gd_rgb;

typedef struct {
    uint32_t width, height;
    int rgb;      /* 0: palette indices, 1: RGB triples */
    uint8_t *pix; /* width * height * (rgb ? 3 : 1) bytes */
    gd_rgb palette[256];
    int npalette;
} gd_image;

typedef struct {
    char *key, *text;
} gd_image_text;

/* Allocates a zero-filled image. 0 on success. */
GD_API int gd_image_init(gd_image *im, uint32_t width, uint32_t height, int rgb);
GD_API void gd_image_free(gd_image *im);
/* The colour of pixel (col, row). */
GD_API gd_rgb gd_image_color(const gd_image *im, uint32_t col, uint32_t row);

/* The hue map itself: v = 0 red, then yellow, green, cyan, blue, and magenta at
 * v >= vmax, in 5 x 255 steps of one 8-bit channel (vmax <= 0: red). */
GD_API gd_rgb gd_image_hue(double v, double vmax);

/* The colour maps of value pictures: the hue map above, or viridis (perceptually uniform;
 * Smith & van der Walt, matplotlib 2015). Value 0 always has a colour off the map (black
 * on hue, white on viridis), so P-positions never look like small values. */
typedef enum { GD_CMAP_HUE = 0, GD_CMAP_VIRIDIS = 1 } gd_cmap;

/* == figures: a picture with a frame (figure.c; docs/pictures.md "Figures") ==
 * The data image is drawn at scale inside a frame with axes, ticks and tick labels, axis
 * labels, a title, and a colour bar (continuous values) or a legend (categorical colours),
 * with the bitmap font of font.c. Raster (PNG, PDF) and vector (SVG) come from one layout. */
typedef struct {
    double v0;          /* the axis value at the data's left (x) or top (y) edge */
    double step;        /* value per data pixel before scaling; negative when decreasing */
    const char *label;  /* e.g. "a"; NULL: none */
} gd_axis;

enum { GD_FIGURE_MAX_KEYS = 24 };
typedef struct {
    gd_rgb color;
    char label[48];
} gd_figure_key;

typedef struct {
    int frame;          /* 0: the bare picture (no margins), as before figures existed */
    const char *title;
    int axes;           /* draw x and y axes (a projection has none) */
    gd_axis x, y;
    int bar;            /* a colour bar of values 0..vmax on cmap, the zero colour apart */
    gd_cmap cmap;
    double vmax;
    int bar_from_zero;  /* the bar runs from 0 on the map (no zero colour apart) */
    const char *bar_label;
    double mark;        /* a value marked on the bar (e.g. the bound B), < 0: none */
    const char *mark_label;
    int nkeys;          /* a legend of categorical colours (instead of or below the bar) */
    gd_figure_key keys[GD_FIGURE_MAX_KEYS];
} gd_figure;

/* Writes im as a one-page PDF holding it as a Flate-compressed RGB image, one point a
 * pixel; the texts go to the document information (no dates: the same image, the same
 * bytes). 0, or -1 with err. */
GD_API int gd_image_write_pdf(const gd_image *im, const gd_image_text *texts, int ntexts, FILE *out, char *err,
                              size_t errlen);
/* The picture format a path asks for by its extension: "svg", "pdf", else "png". */
GD_API const char *gd_image_format_of(const char *path);

/* dst = the w x h pixels of src from column x, row y (inside src); palette and kind kept.
 * 0, or -1 out of memory or out of bounds. */
GD_API int gd_image_crop(const gd_image *src, uint32_t x, uint32_t y, uint32_t w, uint32_t h, gd_image *dst);

/* The largest PNG side written: libpng refuses larger images (PNG_USER_WIDTH_MAX). */
#define GD_IMAGE_MAX_SIDE 1000000u
/* 0 if a width x height image drawn at scale fits a PNG, else -1 with a message. */
GD_API int gd_image_check_size(uint64_t width, uint64_t height, uint64_t scale, char *err, size_t errlen);

/* Writes im as PNG, each pixel as a scale x scale block, with the given text chunks,
 * through gd_file_begin (io.h): "-" is stdout, a device is written directly, a regular
 * file is never left half-written. A failed write names its cause. */
GD_API int gd_image_write_png(const gd_image *im, uint32_t scale, const gd_image_text *texts, int ntexts, const char *path,
                              char *err, size_t errlen);
/* The same into an open output f (one of several committed together, gd_outputs_add),
 * which the caller commits; path names it in messages. 0, or -1 with err set. */
GD_API int gd_image_write_png_to(const gd_image *im, uint32_t scale, const gd_image_text *texts, int ntexts, FILE *f,
                                 const char *path, char *err, size_t errlen);
/* Reads a PNG written by gd_image_write_png (palette or RGB, 8 bits or fewer a sample).
 * *texts (may be NULL) receives malloc'd copies of the text chunks; free with gd_image_texts_free. */
GD_API int gd_image_read_png(const char *path, gd_image *im, gd_image_text **texts, int *ntexts, char *err, size_t errlen);
GD_API void gd_image_texts_free(gd_image_text *texts, int ntexts);

/* Plots with gnuplot into *im: the TSV file data (header line, '#' comments) is copied
 * into a private temporary directory, so the script never holds a name from outside;
 * script sees it as the variable 'data'. title is quoted for gnuplot. gnuplot runs with
 * fork/exec, its output to that directory, never to our stdout.
 * 0; GD_PLOT_NO_GNUPLOT when gnuplot cannot be run; -1 with err on other failures. */
enum { GD_PLOT_NO_GNUPLOT = -2 };
GD_API int gd_image_plot(const char *data, const char *title, const char *script, gd_image *im, char *err, size_t errlen);

/* dst = src drawn into width x height RGB pixels: each pixel is the mean colour of the
 * source pixels it covers (at least the nearest one). */
GD_API int gd_image_resample(const gd_image *src, uint32_t width, uint32_t height, gd_image *dst);

/* Parts of this interface with headers of their own. */
#include "gamedyn/cmap.h"
#include "gamedyn/figure.h"

#endif
