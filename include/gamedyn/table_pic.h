/* table_pic.h (module twoheap) - the picture options of a command that draws a two-heap table
 * (--value, --lines, --origin, --scale, ...) and the picture they make, so every command that
 * draws a table (table, grundy, nimber, euclid, fibnim) parses and draws them one way. Usage:
 *
 *   gd_table_pic pic;
 *   gd_table_pic_init(&pic);
 *   gd_cli_opt opts[] = {..., GD_TABLE_PIC_OPTS(&pic)};    (4 entries)
 *   gd_cli_parse(...);
 *   gd_table_pic_parse(&pic);                  values checked: 0, or 2 after an error
 *   gd_table_pic_check(&pic, kind, B, rows, cols);  sizes up front, before computing
 *   ... compute the table t; pic.draw.value_bounds = 1 for 2-pile Nim with a pass ...
 *   gd_table_pic_png(&c, &t, &pic, title, params, path);
 */
#ifndef GAMEDYN_TABLE_PIC_H
#define GAMEDYN_TABLE_PIC_H
#include "gamedyn/api.h"
#include "gamedyn/cli.h"
#include "gamedyn/twoheap.h"

typedef struct {
    const char *value, *lines, *origin, *scale; /* the options as given; NULL when absent */
    const char *cmap, *window;
    int axes;                                    /* --axes: the figure's frame */
    gd_table_draw_opts draw;                     /* parsed by gd_table_pic_parse */
    uint32_t scale_n;                            /* --scale, 1 by default */
    int has_window;
    uint64_t win[4];                             /* --window a0:a1,b0:b1 */
} gd_table_pic;

/* The seven options for a command's gd_cli_opt list. */
#define GD_TABLE_PIC_OPTS(p)                                                                                       \
    {"--value", &(p)->value, NULL}, {"--lines", &(p)->lines, NULL}, {"--origin", &(p)->origin, NULL},                  \
        {"--scale", &(p)->scale, NULL}, {"--cmap", &(p)->cmap, NULL}, {"--window", &(p)->window, NULL},                \
        {"--axes", NULL, &(p)->axes}

/* Their manual, for a command's --help. */
#define GD_TABLE_PIC_HELP                                                                                          \
    "  --value K    only the positions of Grundy value K, black on white (for Nim with a\n"                           \
    "               pass with the bounding lines b = a -+ (K+1) in red)\n"                                             \
    "  --lines N,.. white lines of slope -1/n from the terminal position (0,0) as in the\n"                            \
    "               notebook's ArrayPlot: the rays b = n a (blue on black-and-white pictures)\n"                       \
    "  --origin O   bottom-left (default: a right, b up, as the sheets) or top-left\n"                                 \
    "               (Mathematica's ArrayPlot of the matrix g(a,b): a down, b right)\n"                                 \
    "  --scale S    S x S pixels a cell (1..64)\n"                                                                   \
    "  --cmap M     hue (default) or viridis (perceptually uniform); value 0 is drawn apart,\n"                       \
    "               black on hue, white on viridis\n"                                                                 \
    "  --window A0:A1,B0:B1  draw only the cells a0 <= a <= a1, b0 <= b <= b1 of the table\n"                       \
    "  --axes       a frame: axes a and b with ticks, the title, a colour bar (values) or\n"                          \
    "               a legend (P/N); the output's extension picks the format: .png, .svg\n"                            \
    "               (vector frame, embedded pixels) or .pdf (the framed pixels)\n"

GD_API void gd_table_pic_init(gd_table_pic *p);
/* Whether --cmap, --window or --axes was given (options only a picture takes). */
GD_API int gd_table_pic_extra(const gd_table_pic *p);
/* Whether an output path names a picture: .png, .svg or .pdf. */
GD_API int gd_table_pic_is_picture(const char *path);
/* Parses the given options into p->draw and p->scale_n; 0, or 2 after printing an error. */
GD_API int gd_table_pic_parse(gd_table_pic *p);
/* Before the work: whether a rows x cols table of this kind (B: the blocking number of a
 * palace table) can be drawn with these options; 0, or 2 after printing an error that
 * names the options to change. */
GD_API int gd_table_pic_check(const gd_table_pic *p, gd_table_kind kind, uint64_t blocking, uint64_t rows,
                           uint64_t cols);
/* Bytes the picture needs, for the --max-mem estimate (c->extra_bytes). */
GD_API uint64_t gd_table_pic_bytes(const gd_table_pic *p, uint64_t rows, uint64_t cols);
/* Draws t with p and writes it to path as PNG (atomically; "-" is stdout) with the text
 * chunks Title, Software, Source (c's command line) and Comment: params (the run's
 * parameters, e.g. the ruleset and sizes) followed by the drawing's own: scale, origin,
 * vmax (Grundy tables), value and lines when given. 0, or 2 after printing an error. */
GD_API int gd_table_pic_png(const gd_cli *c, const gd_table *t, const gd_table_pic *p, const char *title,
                     const char *params, const char *path);
/* The same as the next output of os, committed by the caller with the run's other outputs. */
GD_API int gd_table_pic_png_output(const gd_cli *c, const gd_table *t, const gd_table_pic *p, const char *title,
                            const char *params, gd_outputs *os, const char *path);

#endif
