/* A slice a = A of the {a, b, c} outcome table as a picture: b down, c across. */
#include "gamedyn/sylver.h"
#include <string.h>

static const gd_rgb colors[GD_SYLVER_SLICE_COLORS] = {
    {255, 255, 255}, /* c <= b: no position */
    {215, 215, 215}, /* b or c a sum of the others: the position has fewer generators */
    {0, 0, 0},       /* P */
    {150, 190, 255}, /* N */
    {230, 0, 0},     /* unknown */
};
static const char *const labels[GD_SYLVER_SLICE_COLORS] = {
    "c <= b", "not 3 minimal generators", "P-position", "N-position", "unknown (never guessed)",
};

const char *gd_sylver_slice_color(int i, gd_rgb *color)
{
    if (i < 0 || i >= GD_SYLVER_SLICE_COLORS)
        return NULL;
    *color = colors[i];
    return labels[i];
}

int gd_sylver_slice_image(const gd_sylver_row *rows, long n, uint64_t A, uint64_t b0, uint64_t b1, uint64_t c0,
                          uint64_t c1, gd_image *im)
{
    if (b1 < b0 || c1 < c0 || gd_image_init(im, (uint32_t)(c1 - c0 + 1), (uint32_t)(b1 - b0 + 1), 0) != 0)
        return -1;
    memcpy(im->palette, colors, sizeof colors);
    im->npalette = GD_SYLVER_SLICE_COLORS;
    for (uint64_t b = b0; b <= b1; b++)
        for (uint64_t c = c0; c <= c1; c++)
            im->pix[(b - b0) * im->width + (c - c0)] = c <= b ? 0 : 1;
    for (long i = 0; i < n; i++) {
        const uint64_t *x = rows[i].x;
        if (x[0] != A || x[1] < b0 || x[1] > b1 || x[2] < c0 || x[2] > c1)
            continue;
        int o = rows[i].r.outcome;
        im->pix[(x[1] - b0) * im->width + (x[2] - c0)] = (uint8_t)(o == 0 ? 2 : o == 1 ? 3 : 4);
    }
    return 0;
}
