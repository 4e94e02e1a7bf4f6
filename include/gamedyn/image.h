/* image.h - raster images and their PNG files (libpng), with provenance in text chunks.
 *
 * An image is either palette-indexed (one byte a pixel, at most 256 colours; the
 * PNG is written with the smallest bit depth that holds the palette) or RGB.
 * Rows run top to bottom, as in the file. */
#ifndef GAMEDYN_IMAGE_H
#define GAMEDYN_IMAGE_H
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
int gd_image_init(gd_image *im, uint32_t width, uint32_t height, int rgb);
void gd_image_free(gd_image *im);
/* The colour of pixel (col, row). */
gd_rgb gd_image_color(const gd_image *im, uint32_t col, uint32_t row);

/* The hue map of Grundy values: v = 0 red, then yellow, green, cyan, blue, and magenta at
 * v >= vmax, in 5 x 255 steps of one 8-bit channel (vmax <= 0: red). */
gd_rgb gd_image_hue(double v, double vmax);

/* The largest PNG side written: libpng refuses larger images (PNG_USER_WIDTH_MAX). */
#define GD_IMAGE_MAX_SIDE 1000000u
/* 0 if a width x height image drawn at scale fits a PNG, else -1 with a message. */
int gd_image_check_size(uint64_t width, uint64_t height, uint64_t scale, char *err, size_t errlen);

/* Writes im as PNG, each pixel as a scale x scale block, with the given text chunks,
 * through gd_file_begin (io.h): "-" is stdout, a device is written directly, a regular
 * file is never left half-written. A failed write names its cause. */
int gd_image_write_png(const gd_image *im, uint32_t scale, const gd_image_text *texts, int ntexts, const char *path,
                       char *err, size_t errlen);
/* The same into an open output f (one of several committed together, gd_outputs_add),
 * which the caller commits; path names it in messages. 0, or -1 with err set. */
int gd_image_write_png_to(const gd_image *im, uint32_t scale, const gd_image_text *texts, int ntexts, FILE *f,
                          const char *path, char *err, size_t errlen);
/* Reads a PNG written by gd_image_write_png (palette or RGB, 8 bits or fewer a sample).
 * *texts (may be NULL) receives malloc'd copies of the text chunks; free with gd_image_texts_free. */
int gd_image_read_png(const char *path, gd_image *im, gd_image_text **texts, int *ntexts, char *err, size_t errlen);
void gd_image_texts_free(gd_image_text *texts, int ntexts);

/* Plots with gnuplot into *im: the TSV file data (header line, '#' comments) is copied
 * into a private temporary directory, so the script never holds a name from outside;
 * script sees it as the variable 'data'. title is quoted for gnuplot. gnuplot runs with
 * fork/exec, its output to that directory, never to our stdout.
 * 0; GD_PLOT_NO_GNUPLOT when gnuplot cannot be run; -1 with err on other failures. */
enum { GD_PLOT_NO_GNUPLOT = -2 };
int gd_image_plot(const char *data, const char *title, const char *script, gd_image *im, char *err, size_t errlen);

/* dst = src drawn into width x height RGB pixels: each pixel is the mean colour of the
 * source pixels it covers (at least the nearest one). */
int gd_image_resample(const gd_image *src, uint32_t width, uint32_t height, gd_image *dst);

#endif
