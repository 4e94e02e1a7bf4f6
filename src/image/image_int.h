/* image_int.h - what the files of the image module share and nobody else sees. */
#ifndef GAMEDYN_IMAGE_INT_H
#define GAMEDYN_IMAGE_INT_H
#include "gamedyn/image.h"

/* Glyph cells are 6 x 8 pixels (5 x 7 ink); 1 if the glyph of ch has ink at (col, row). */
enum { GD_FONT_W = 6, GD_FONT_H = 8 };
int gd_font_pixel(unsigned char ch, int col, int row);

#endif
