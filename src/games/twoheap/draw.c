/* draw.c - two-heap tables as palette pictures (twoheap.h, "== draw =="; docs/pictures.md).
 * A cell's colour is a palette index, so the PNG is written at the smallest bit depth
 * (1 bit for outcomes) with one byte a pixel in memory: an 8192^2 table is 64 MiB of
 * image, not 192 MiB of RGB. */
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include "gamedyn/image.h"
#include <stdlib.h>
#include <string.h>

static const gd_rgb white = {255, 255, 255}, black = {0, 0, 0}, red = {255, 0, 0}, blue = {0, 90, 255};

/* Tables longer than this side are drawn in tiles of TILE x TILE cells when transposed. */
enum { TILE = 64 };
/* Hue pictures have at most this many colours, so one palette index is left for lines. */
enum { HUE_ENTRIES = 255 };

void gd_table_draw_opts_init(gd_table_draw_opts *o)
{
    memset(o, 0, sizeof *o);
    o->origin = GD_TABLE_ORIGIN_BOTTOM_LEFT;
    o->value = -1;
}

int gd_table_origin_parse(const char *s)
{
    if (strcmp(s, "bottom-left") == 0)
        return GD_TABLE_ORIGIN_BOTTOM_LEFT;
    if (strcmp(s, "top-left") == 0)
        return GD_TABLE_ORIGIN_TOP_LEFT;
    return -1;
}

const char *gd_table_origin_name(gd_table_origin o)
{
    return o == GD_TABLE_ORIGIN_TOP_LEFT ? "top-left" : "bottom-left";
}

int gd_table_lines_parse(const char *s, gd_table_draw_opts *o, char *err, size_t errlen)
{
    const char *p = s;
    o->nlines = 0;
    for (;;) {
        uint64_t n;
        if (*p < '0' || *p > '9' || gd_parse_u64_token(&p, &n) != 0 || n == 0 || n > UINT32_MAX) {
            gd_err(err, errlen, "bad --lines '%s': expected slopes n >= 1 as 'n1,n2,...' (lines of slope -1/n)", s);
            return -1;
        }
        if (o->nlines == GD_TABLE_MAX_LINES) {
            gd_err(err, errlen, "bad --lines '%s': at most %d lines", s, GD_TABLE_MAX_LINES);
            return -1;
        }
        o->lines[o->nlines++] = (uint32_t)n;
        if (*p == 0)
            return 0;
        if (*p != ',') {
            gd_err(err, errlen, "bad --lines '%s': expected slopes n >= 1 as 'n1,n2,...' (lines of slope -1/n)", s);
            return -1;
        }
        p++;
    }
}

uint32_t gd_table_draw_vmax(const gd_table *t, const gd_table_draw_opts *o)
{
    if (o->vmax)
        return o->vmax;
    uint32_t m = 0;
    size_t n = (size_t)(t->rows * t->cols);
    for (size_t i = 0; i < n; i++)
        m = t->v[i] > m ? t->v[i] : m;
    return m;
}

uint64_t gd_table_draw_bytes(uint64_t rows, uint64_t cols)
{
    return rows * cols;
}

int gd_table_draw_check(const gd_table *t, const gd_table_draw_opts *o, uint64_t scale, char *err, size_t errlen)
{
    if (t->kind != GD_TABLE_GRUNDY && t->kind != GD_TABLE_OUTCOME && t->kind != GD_TABLE_PALACE) {
        gd_err(err, errlen, "cannot draw a table of kind %d", (int)t->kind);
        return -1;
    }
    if (o->origin != GD_TABLE_ORIGIN_BOTTOM_LEFT && o->origin != GD_TABLE_ORIGIN_TOP_LEFT) {
        gd_err(err, errlen, "unknown origin %d", (int)o->origin);
        return -1;
    }
    if (o->value >= 0 && t->kind != GD_TABLE_GRUNDY) {
        gd_err(err, errlen, "--value K draws the cells of Grundy value K: this table holds %s",
               t->kind == GD_TABLE_OUTCOME ? "outcomes" : "palace numbers");
        return -1;
    }
    if (o->value > (int64_t)UINT32_MAX) {
        gd_err(err, errlen, "--value %lld is larger than any value a table holds", (long long)o->value);
        return -1;
    }
    if (o->nlines < 0 || o->nlines > GD_TABLE_MAX_LINES) {
        gd_err(err, errlen, "at most %d lines", GD_TABLE_MAX_LINES);
        return -1;
    }
    for (int i = 0; i < o->nlines; i++)
        if (o->lines[i] == 0) {
            gd_err(err, errlen, "a line of slope -1/n needs n >= 1");
            return -1;
        }
    return gd_image_check_size(t->rows, t->cols, scale ? scale : 1, err, errlen);
}

/* How cell values become palette indices. */
typedef struct {
    int mode;              /* M_HUE_EXACT, M_HUE_BINS, M_OUTCOME, M_VALUE */
    uint32_t vmax, k;      /* value maps: the top value; value: K */
    const uint8_t *lut;    /* M_HUE_BINS with a small vmax: index of each value 0..vmax */
} cellmap;
enum { M_HUE_EXACT, M_HUE_BINS, M_OUTCOME, M_VALUE };

/* Values up to this get a lookup table for the bins (16 MiB at most); larger ones divide. */
#define LUT_MAX (1u << 24)

/* Entry 0 is value 0 alone (the zero colour); values 1 .. vmax share entries 1 .. 254:
 * v gets 1 + round(253 (v - 1) / (vmax - 1)). */
static inline uint8_t bin_of(uint64_t v, uint64_t vmax)
{
    if (v == 0)
        return 0;
    if (v >= vmax)
        return HUE_ENTRIES - 1;
    uint64_t n = HUE_ENTRIES - 2, d = vmax - 1;
    return (uint8_t)(1 + (2 * n * (v - 1) + d) / (2 * d));
}

static inline uint8_t cell_index(const cellmap *m, uint32_t v)
{
    switch (m->mode) {
    case M_HUE_EXACT: return (uint8_t)(v < m->vmax ? v : m->vmax);
    case M_HUE_BINS: return m->lut ? m->lut[v < m->vmax ? v : m->vmax] : bin_of(v, m->vmax);
    case M_OUTCOME: return v != 0;
    default: return v == m->k; /* M_VALUE: 1 black on 0 white */
    }
}

/* The pixel of cell (a, b) (a relative to the table's first row). */
static inline size_t pixel(const gd_table *t, gd_table_origin origin, uint64_t a, uint64_t b)
{
    if (origin == GD_TABLE_ORIGIN_TOP_LEFT)
        return (size_t)(a * t->cols + b);
    return (size_t)((t->cols - 1 - b) * t->rows + a);
}

static void fill(const gd_table *t, gd_table_origin origin, const cellmap *m, uint8_t *pix)
{
    if (origin == GD_TABLE_ORIGIN_TOP_LEFT) {
        size_t n = (size_t)(t->rows * t->cols);
        for (size_t i = 0; i < n; i++)
            pix[i] = cell_index(m, t->v[i]);
        return;
    }
    /* Image rows are table columns: a transpose, tile by tile so reads and writes both
     * stay in cache. */
    for (uint64_t a0 = 0; a0 < t->rows; a0 += TILE) {
        uint64_t a1 = a0 + TILE < t->rows ? a0 + TILE : t->rows;
        for (uint64_t b0 = 0; b0 < t->cols; b0 += TILE) {
            uint64_t b1 = b0 + TILE < t->cols ? b0 + TILE : t->cols;
            for (uint64_t b = b0; b < b1; b++) {
                uint8_t *row = pix + (size_t)((t->cols - 1 - b) * t->rows);
                const uint32_t *v = t->v + b;
                for (uint64_t a = a0; a < a1; a++)
                    row[a] = cell_index(m, v[a * t->cols]);
            }
        }
    }
}

int gd_table_draw(const gd_table *t, const gd_table_draw_opts *o, gd_image *im)
{
    memset(im, 0, sizeof *im);
    if (gd_table_draw_check(t, o, 1, NULL, 0) != 0)
        return -1;
    gd_table_origin origin = o->origin;
    uint32_t width = (uint32_t)(origin == GD_TABLE_ORIGIN_TOP_LEFT ? t->cols : t->rows);
    uint32_t height = (uint32_t)(origin == GD_TABLE_ORIGIN_TOP_LEFT ? t->rows : t->cols);
    if (gd_image_init(im, width, height, 0) != 0)
        return -1;
    cellmap m = {0};
    uint8_t *lut = NULL;
    int npal = 0;
    gd_rgb line_color = blue;
    int bound_idx = -1;
    if (o->value >= 0) {
        m.mode = M_VALUE;
        m.k = (uint32_t)o->value;
        im->palette[npal++] = white;
        im->palette[npal++] = black;
        if (o->value_bounds) {
            bound_idx = npal;
            im->palette[npal++] = red;
        }
    } else if (t->kind == GD_TABLE_OUTCOME) {
        m.mode = M_OUTCOME;
        im->palette[npal++] = black;
        im->palette[npal++] = white;
    } else {
        /* Grundy values and palace numbers: every value on the colour map, 0 apart. */
        m.vmax = gd_table_draw_vmax(t, o);
        line_color = o->cmap == GD_CMAP_VIRIDIS ? red : white;
        if (m.vmax < HUE_ENTRIES) {
            m.mode = M_HUE_EXACT;
            for (uint32_t v = 0; v <= m.vmax; v++)
                im->palette[npal++] = gd_cmap_color(o->cmap, v, m.vmax);
        } else {
            m.mode = M_HUE_BINS;
            im->palette[npal++] = gd_cmap_zero(o->cmap);
            for (int i = 1; i < HUE_ENTRIES; i++)
                im->palette[npal++] =
                    gd_cmap_color(o->cmap, 1 + (double)(i - 1) * (m.vmax - 1) / (HUE_ENTRIES - 2), m.vmax);
            if (m.vmax <= LUT_MAX && (lut = malloc((size_t)m.vmax + 1)) != NULL) {
                for (uint32_t v = 0; v <= m.vmax; v++)
                    lut[v] = bin_of(v, m.vmax);
                m.lut = lut;
            }
        }
    }
    fill(t, origin, &m, im->pix);
    free(lut);
    if (bound_idx >= 0) {
        /* Beneath the cells of value K: only background pixels turn red. */
        uint64_t d = (uint64_t)o->value + 1;
        for (uint64_t i = 0; i < t->rows; i++) {
            uint64_t a = t->a0 + i;
            uint64_t bs[2] = {a + d, a >= d ? a - d : UINT64_MAX};
            for (int s = 0; s < 2; s++)
                if (bs[s] < t->cols && im->pix[pixel(t, origin, i, bs[s])] == 0)
                    im->pix[pixel(t, origin, i, bs[s])] = (uint8_t)bound_idx;
        }
    }
    if (o->nlines > 0) {
        uint8_t li = (uint8_t)npal;
        im->palette[npal++] = line_color;
        for (int l = 0; l < o->nlines; l++) {
            /* The ray b = n a, one pixel for each b (b is the long axis for n >= 1). */
            uint64_t n = o->lines[l];
            for (uint64_t b = 0; b < t->cols; b++) {
                uint64_t a = (b + n / 2) / n;
                if (a >= t->a0 && a - t->a0 < t->rows)
                    im->pix[pixel(t, origin, a - t->a0, b)] = li;
            }
        }
    }
    im->npalette = npal;
    return 0;
}
