/* render.c - sheet views as palette images. */
#include "gamedyn/view.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { PAL_WHITE = 0, PAL_BLACK = 1 };
enum { BOTH_W = 1, BOTH_EXTRA = 2, BOTH_L = 3 };

/* Indexed by the GD_LINE_* bits; overlaps get colours of their own. */
static const gd_rgb class_colors[16] = {
    {255, 255, 255}, /* none */
    {31, 90, 200},   /* LL */
    {215, 40, 40},   /* U */
    {120, 50, 160},  /* LL+U */
    {20, 150, 60},   /* F */
    {0, 130, 130},   /* LL+F */
    {190, 170, 0},   /* U+F */
    {90, 90, 90},    /* LL+U+F */
    {255, 150, 0},   /* DD */
    {0, 190, 230},   /* DD+LL */
    {230, 0, 200},   /* DD+U */
    {255, 120, 180}, /* DD+LL+U */
    {140, 90, 20},   /* DD+F */
    {100, 200, 120}, /* DD+LL+F */
    {160, 0, 60},    /* DD+U+F */
    {0, 0, 0},       /* all four */
};
static const gd_rgb mark_color = {0, 170, 0};

int gd_render_kind_parse(const char *s)
{
    if (strcmp(s, "W") == 0 || strcmp(s, "w") == 0)
        return GD_RENDER_W;
    if (strcmp(s, "L") == 0 || strcmp(s, "l") == 0)
        return GD_RENDER_L;
    if (strcmp(s, "both") == 0)
        return GD_RENDER_BOTH;
    return -1;
}

gd_rgb gd_render_class_color(int classes)
{
    return class_colors[classes & 15];
}

const char *gd_render_class_name(int classes, char *buf, size_t len)
{
    static const char *names[] = {"LL", "U", "F", "DD"};
    size_t at = 0;
    buf[0] = 0;
    for (int b = 3; b >= 0; b--)
        if (classes & (1 << b)) {
            int n = snprintf(buf + at, len - at, "%s%s", at ? "+" : "", names[b]);
            if (n < 0 || (size_t)n >= len - at)
                break;
            at += (size_t)n;
        }
    if (!at)
        snprintf(buf, len, "none");
    return buf;
}

static void put(gd_image *im, const gd_view *v, uint64_t y, uint64_t z, uint8_t idx)
{
    if (y < v->ny && z < v->nz)
        im->pix[(v->nz - 1 - z) * v->ny + y] = idx;
}

/* Bit grid rows as pixel rows: idx where the bit is set, eight cells at a time. */
static void draw_bits(gd_image *im, const gd_view *v, const uint64_t *grid, uint8_t idx)
{
    uint64_t spread[256]; /* bit k of b -> byte k all ones */
    for (unsigned b = 0; b < 256; b++) {
        uint64_t m = 0;
        for (unsigned k = 0; k < 8; k++)
            if (b >> k & 1)
                m |= (uint64_t)0xff << (8 * k);
        spread[b] = m;
    }
    uint64_t fill = idx * 0x0101010101010101ull;
    for (uint64_t z = 0; z < v->nz; z++) {
        uint8_t *row = im->pix + (v->nz - 1 - z) * v->ny;
        const uint64_t *g = grid + z * v->rw;
        for (uint64_t y = 0; y < v->ny; y += 8) {
            unsigned b = (unsigned)(g[y >> 6] >> (y & 63)) & 0xff;
            if (!b)
                continue;
            if (y + 8 <= v->ny) {
                uint64_t px, m = spread[b];
                memcpy(&px, row + y, 8);
                px = (px & ~m) | (fill & m);
                memcpy(row + y, &px, 8);
            } else
                for (uint64_t k = 0; y + k < v->ny; k++)
                    if (b >> k & 1)
                        row[y + k] = idx;
        }
    }
}

static void draw_losers(gd_image *im, const gd_view *v, uint8_t idx)
{
    for (uint64_t y = 0; y < v->ny; y++)
        if (v->loser[y] != GD_VIEW_NO_P)
            put(im, v, y, v->loser[y], idx);
}

static void draw_ring(gd_image *im, const gd_view *v, gd_render_mark m, uint8_t idx)
{
    double r = (double)(v->ny > v->nz ? v->ny : v->nz) / 40;
    if (r < 4)
        r = 4;
    double th = r / 3 < 1.5 ? 1.5 : r / 3;
    int64_t R = (int64_t)ceil(r) + 1;
    for (int64_t dy = -R; dy <= R; dy++)
        for (int64_t dz = -R; dz <= R; dz++) {
            double d = sqrt((double)(dy * dy + dz * dz));
            int64_t y = (int64_t)m.y + dy, z = (int64_t)m.z + dz;
            if (d <= r && d > r - th && y >= 0 && z >= 0)
                put(im, v, (uint64_t)y, (uint64_t)z, idx);
        }
}

int gd_render_view(const gd_view *v, gd_render_kind kind, const gd_render_mark *marks, int nmarks, gd_image *im)
{
    if (v->ny > UINT32_MAX || v->nz > UINT32_MAX || gd_image_init(im, (uint32_t)v->ny, (uint32_t)v->nz, 0) != 0)
        return -1;
    im->palette[PAL_WHITE] = (gd_rgb){255, 255, 255};
    switch (kind) {
    case GD_RENDER_W:
    case GD_RENDER_L:
        im->palette[PAL_BLACK] = (gd_rgb){0, 0, 0};
        im->npalette = 2;
        if (kind == GD_RENDER_W)
            draw_bits(im, v, v->winners, PAL_BLACK);
        else
            draw_losers(im, v, PAL_BLACK);
        break;
    case GD_RENDER_BOTH:
        im->palette[BOTH_W] = (gd_rgb){175, 175, 175};
        im->palette[BOTH_EXTRA] = (gd_rgb){40, 110, 230};
        im->palette[BOTH_L] = (gd_rgb){220, 20, 40};
        im->npalette = 4;
        draw_bits(im, v, v->winners, BOTH_W);
        draw_bits(im, v, v->extras, BOTH_EXTRA);
        draw_losers(im, v, BOTH_L);
        break;
    case GD_RENDER_DECOMPOSE:
        if (!v->classes) {
            gd_image_free(im);
            return -1;
        }
        memcpy(im->palette, class_colors, sizeof class_colors);
        im->npalette = 16;
        for (uint64_t z = 0; z < v->nz; z++)
            memcpy(im->pix + (v->nz - 1 - z) * v->ny, v->classes + z * v->ny, v->ny);
        break;
    }
    if (nmarks > 0) {
        uint8_t idx = (uint8_t)im->npalette;
        im->palette[im->npalette++] = mark_color;
        for (int i = 0; i < nmarks; i++)
            draw_ring(im, v, marks[i], idx);
    }
    return 0;
}
