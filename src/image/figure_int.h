/* figure_int.h - the layout of a figure, shared by its raster (figure.c) and vector
 * (figure_svg.c) drawings so both put everything in the same place. */
#ifndef GAMEDYN_FIGURE_INT_H
#define GAMEDYN_FIGURE_INT_H
#include "image_int.h"

enum { FIG_MAX_TICKS = 48 };
typedef struct {
    double v;       /* the value */
    int64_t p;      /* its pixel along the axis from the data's left or top edge */
    char text[32];
} fig_tick;

typedef struct {
    int fs;                          /* font scale: a glyph cell is 6fs x 8fs */
    int64_t W, H;                    /* the whole figure */
    int64_t dx, dy, dw, dh;          /* the data, drawn at scale */
    int tl;                          /* tick length */
    int nxt, nyt, nbt;               /* ticks of x, y and the bar */
    fig_tick xt[FIG_MAX_TICKS], yt[FIG_MAX_TICKS], bt[FIG_MAX_TICKS];
    int64_t title_x, title_y;        /* top-left of the title's text */
    int64_t xlab_x, xlab_y;          /* top-left of the x label */
    int64_t ylab_x, ylab_y;          /* the y label, turned a quarter left: its bottom-left corner */
    int64_t bar_x, bar_y, bar_w, bar_h; /* the bar (values 0+ .. vmax, bottom up) */
    int64_t zero_x, zero_y, zero_w, zero_h; /* the swatch of value 0 below it */
    int64_t mark_p;                  /* the mark's row on the bar from bar_y, -1 none */
    int discrete;                    /* small integer ranges: one block a value */
    int64_t barlab_x, barlab_y;      /* the bar's label, turned like the y label */
    int64_t key_x, key_y, key_step;  /* the legend: swatch at (key_x, key_y + i key_step) */
} fig_layout;

void fig_layout_of(const gd_figure *f, uint32_t width, uint32_t height, uint32_t scale, fig_layout *l);
/* A vector drawing surface (figure_svg.c, figure_pdf.c): coordinates in the figure's pixels,
 * origin top-left, y down. Text (x, y) is the top-left of the text as the raster draws it
 * (turned: the bottom-left, the text read upwards); anchor 0 start, 1 middle, 2 end along
 * the text's direction, at font scale fs (a glyph cell 6fs x 8fs, font size 10fs). */
typedef struct fig_painter fig_painter;
struct fig_painter {
    void (*text)(fig_painter *p, int64_t x, int64_t y, const char *s, int fs, int anchor, int turned);
    void (*rect)(fig_painter *p, int64_t x, int64_t y, int64_t w, int64_t h, gd_rgb c, int stroke);
    void (*outline)(fig_painter *p, double x, double y, double w, double h); /* a black frame */
    void (*line)(fig_painter *p, double x0, double y0, double x1, double y1);
    /* im (at its own size) drawn over w x h from (x, y), cells kept sharp; 0, or -1 with err */
    int (*image)(fig_painter *p, int64_t x, int64_t y, int64_t w, int64_t h, const gd_image *im, char *err,
                 size_t errlen);
    FILE *f;
};
/* Draws the figure of data (at scale) on p, on the layout l (figure_draw.c); 0, or -1 with err. */
int fig_draw(const gd_figure *fig, const gd_image *data, const fig_layout *l, fig_painter *p, char *err, size_t errlen);
/* The colour of row p (from the top) of the bar. */
gd_rgb fig_bar_color(const gd_figure *f, const fig_layout *l, int64_t p);
/* Text width in pixels at font scale fs. */
int64_t fig_text_width(const char *s, int fs);

#endif
