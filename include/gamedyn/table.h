/* table.h - the table module: two-heap games as tables over positions (a,b), 0 <= a,b <= N.
 * Sources: src/table/. (Being built for the two-heap issue: rulesets and their tables,
 * and their pictures.) */
#ifndef GAMEDYN_TABLE_H
#define GAMEDYN_TABLE_H
#include <stddef.h>
#include <stdint.h>
#include "gamedyn/image.h"

/* What a table holds in each cell. */
typedef enum {
    GD_TABLE_GRUNDY = 0, /* the Grundy value g(a,b) (with --pass: g'(a,b)) */
    GD_TABLE_OUTCOME = 1, /* 0 for a P-position, 1 for an N-position */
    GD_TABLE_PALACE = 2   /* blocking games: the number of P-options ("palaces"); P iff <= B */
} gd_table_kind;

/* Rows a0 .. a0+rows-1, columns b = 0 .. cols-1, row-major: v[(a - a0) * cols + b]. */
typedef struct {
    gd_table_kind kind;
    uint64_t a0, rows, cols;
    uint64_t blocking; /* GD_TABLE_PALACE: B */
    uint32_t *v;
} gd_table;


/* == draw == a table as a picture (src/table/draw.c; docs/pictures.md, "Table pictures").
 * One cell a pixel (the PNG writer applies a scale). Orientation:
 *   GD_TABLE_ORIGIN_BOTTOM_LEFT  a to the right, b upwards, (0,0) bottom-left, as the sheet
 *                                pictures: image column a - a0, row cols - 1 - b;
 *   GD_TABLE_ORIGIN_TOP_LEFT     Mathematica's ArrayPlot of the matrix m[[a+1, b+1]] = g(a,b):
 *                                a downwards, b to the right: image row a - a0, column b.
 * Colours (palette images, so the PNG has the smallest bit depth):
 *   GRUNDY   hue by value, gd_render_hue(v, vmax): red at 0 through yellow, green, cyan, blue
 *            to magenta at vmax. Exact (one palette entry a value) when vmax <= 254; above,
 *            255 entries: value v gets entry round(254 v / vmax), coloured hue(254 i / vmax).
 *   OUTCOME  P (0) black, N white.
 *   PALACE   palace number 0 black, 1 .. B on the hue map (1 red .. B magenta; all P),
 *            more than B (N) white. B <= 253.
 *   value K  (GRUNDY only) the cells of value K black on white; with value_bounds the lines
 *            b = a - (K+1) and b = a + (K+1) in red beneath them (2-pile Nim with a pass has
 *            |a-b| - 1 <= g'(a,b), so every cell of value K lies between them).
 *   lines    over everything, the rays from the terminal position (0,0) through the cells
 *            b = n a, one for each n: slope -1/n in ArrayPlot's picture (its top-left corner),
 *            slope n in the bottom-left one. White on hue maps, blue on the others. */
typedef enum { GD_TABLE_ORIGIN_BOTTOM_LEFT = 0, GD_TABLE_ORIGIN_TOP_LEFT = 1 } gd_table_origin;

#define GD_TABLE_MAX_LINES 16
#define GD_TABLE_MAX_BLOCKING_DRAWN 253u

typedef struct {
    gd_table_origin origin;
    int64_t value;      /* >= 0: draw only the cells of this value; -1: every cell */
    int value_bounds;   /* with value: the bounding lines b = a +- (value + 1) */
    uint32_t vmax;      /* GRUNDY: the value drawn magenta; 0: the table's largest value */
    int nlines;
    uint32_t lines[GD_TABLE_MAX_LINES]; /* each n >= 1: the ray b = n a */
} gd_table_draw_opts;

/* Defaults: bottom-left, every cell, no lines, vmax from the table. */
void gd_table_draw_opts_init(gd_table_draw_opts *o);
/* "bottom-left" or "top-left"; -1 if neither. */
int gd_table_origin_parse(const char *s);
const char *gd_table_origin_name(gd_table_origin o);
/* "1,2,3,7" into o->lines (at most GD_TABLE_MAX_LINES, each 1 .. 2^32 - 1). 0, or -1 with err. */
int gd_table_lines_parse(const char *s, gd_table_draw_opts *o, char *err, size_t errlen);
/* The value a Grundy picture draws magenta: o->vmax, or the table's largest value. */
uint32_t gd_table_draw_vmax(const gd_table *t, const gd_table_draw_opts *o);
/* Whether t can be drawn with o: sizes (gd_image_check_size at scale), kind, value only on
 * Grundy tables, B <= GD_TABLE_MAX_BLOCKING_DRAWN. 0, or -1 with err. */
int gd_table_draw_check(const gd_table *t, const gd_table_draw_opts *o, uint64_t scale, char *err, size_t errlen);
/* Bytes the picture of a rows x cols table needs (the image, one byte a cell). */
uint64_t gd_table_draw_bytes(uint64_t rows, uint64_t cols);
/* Draws t into *im (allocated here, a palette image; free with gd_image_free).
 * 0, or -1 when gd_table_draw_check fails or memory runs out. */
int gd_table_draw(const gd_table *t, const gd_table_draw_opts *o, gd_image *im);

#endif
