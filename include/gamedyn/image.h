/* image.h - raster images and their PNG files (libpng), with provenance in text chunks.
 *
 * An image is either palette-indexed (one byte a pixel, at most 256 colours; the
 * PNG is written with the smallest bit depth that holds the palette) or RGB.
 * Rows run top to bottom, as in the file. */
#ifndef GAMEDYN_IMAGE_H
#define GAMEDYN_IMAGE_H
#include <stddef.h>
#include <stdint.h>

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

/* Writes im as PNG, each pixel as a scale x scale block, with the given text chunks.
 * Writes a temporary file beside path and renames it: never a half-written file. */
int gd_image_write_png(const gd_image *im, uint32_t scale, const gd_image_text *texts, int ntexts, const char *path,
                       char *err, size_t errlen);
/* Reads a PNG written by gd_image_write_png (palette or RGB, 8 bits or fewer a sample).
 * *texts (may be NULL) receives malloc'd copies of the text chunks; free with gd_image_texts_free. */
int gd_image_read_png(const char *path, gd_image *im, gd_image_text **texts, int *ntexts, char *err, size_t errlen);
void gd_image_texts_free(gd_image_text *texts, int ntexts);

/* dst = src drawn into width x height RGB pixels: each pixel is the mean colour of the
 * source pixels it covers (at least the nearest one). */
int gd_image_resample(const gd_image *src, uint32_t width, uint32_t height, gd_image *dst);

#endif
