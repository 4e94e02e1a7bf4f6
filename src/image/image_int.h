/* image_int.h - what the files of the image module share and nobody else sees. */
#ifndef GAMEDYN_IMAGE_INT_H
#define GAMEDYN_IMAGE_INT_H
#include "gamedyn/image.h"

/* Glyph cells are 6 x 8 pixels (5 x 7 ink); 1 if the glyph of ch has ink at (col, row). */
enum { GD_FONT_W = 6, GD_FONT_H = 8 };
int gd_font_pixel(unsigned char ch, int col, int row);

/* A one-page PDF (pdf.c): a page of W x H points, its content stream, the images it draws
 * (/Im0, /Im1, ... as Flate-compressed RGB, drawn without interpolation) and, with font,
 * Courier as /F1; the texts go to the document information (no dates: the same page, the
 * same bytes). Written whole to out; 0, or -1 with err. */
typedef struct {
    uint32_t width, height;
    unsigned char *z; /* the compressed RGB rows (malloc'd) */
    unsigned long zn;
} gd_pdf_image;
int gd_pdf_image_of(const gd_image *im, gd_pdf_image *out, char *err, size_t errlen);
int gd_pdf_write(FILE *out, int64_t W, int64_t H, const char *content, size_t clen, int font,
                 const gd_pdf_image *ims, int nims, const gd_image_text *texts, int ntexts, char *err,
                 size_t errlen);

#endif
