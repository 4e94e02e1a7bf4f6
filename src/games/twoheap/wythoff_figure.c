/* Figure 1 of Larsson's survey: the first P-positions of Wythoff's game and the queen's
 * lines by which the mex rule fills the board with N-positions (twoheap.h, "== wythoff =="). */
#include "gamedyn/twoheap.h"
#include "gamedyn/image.h"

enum { WHITE = 0, GRID = 1, BLACK = 2, HUE0 = 3 };

static void put(gd_image *im, int64_t x, int64_t y, uint8_t c)
{
    if (x >= 0 && y >= 0 && x < im->width && y < im->height)
        im->pix[(uint64_t)y * im->width + (uint64_t)x] = c;
}

int gd_wythoff_figure(uint32_t size, uint32_t cell, gd_image *im)
{
    if (size < 2 || size > 200 || cell < 3 || cell > 64)
        return -1;
    uint32_t side = size * cell + 1;
    if (gd_image_init(im, side, side, 0))
        return -1;
    im->palette[WHITE] = (gd_rgb){255, 255, 255};
    im->palette[GRID] = (gd_rgb){215, 215, 215};
    im->palette[BLACK] = (gd_rgb){0, 0, 0};
    /* The P-positions on the board, in the mex rule's order. */
    gd_wythoff_mex m;
    gd_wythoff_mex_init(&m);
    gd_wythoff_pair pos[200];
    int np = 0;
    for (;;) {
        gd_wythoff_pair p = gd_wythoff_mex_next(&m);
        if (p.a >= size)
            break;
        pos[np++] = p;
    }
    int nhue = np > 250 ? 250 : np;
    for (int i = 0; i < nhue; i++)
        im->palette[HUE0 + i] = gd_image_hue(i, nhue > 1 ? nhue - 1 : 1);
    im->npalette = HUE0 + nhue;
    for (uint32_t k = 0; k <= size; k++)
        for (uint32_t t = 0; t < side; t++)
            put(im, k * cell, t, GRID), put(im, t, k * cell, GRID);
    /* Cell (a,b): columns a*cell .. , rows counted from the bottom. */
#define CX(a) ((int64_t)(a) * cell + cell / 2)
#define CY(b) ((int64_t)side - 1 - ((int64_t)(b) * cell + cell / 2))
    /* Each P-position's lines: up, right and up-right from it (the positions that can move
     * to it), drawn through the cell centres, the later n over the earlier. */
    for (int i = 0; i < np; i++)
        for (int sym = 0; sym < 2; sym++) {
            uint64_t a = sym ? pos[i].b : pos[i].a, b = sym ? pos[i].a : pos[i].b;
            if (a >= size || b >= size || (sym && a == b))
                continue;
            uint8_t c = (uint8_t)(HUE0 + (i < nhue ? i : nhue - 1));
            int64_t len = (int64_t)size * cell;
            for (int64_t t = cell / 2; t < len; t++) {
                put(im, CX(a), CY(b) - t, c);
                put(im, CX(a) + t, CY(b), c);
                put(im, CX(a) + t, CY(b) - t, c);
            }
        }
    /* The P-positions over the lines: a black square inside the cell. */
    for (int i = 0; i < np; i++)
        for (int sym = 0; sym < 2; sym++) {
            uint64_t a = sym ? pos[i].b : pos[i].a, b = sym ? pos[i].a : pos[i].b;
            if (a >= size || b >= size)
                continue;
            int64_t h = cell / 2 - (cell > 4 ? 1 : 0);
            for (int64_t dy = -h; dy <= h; dy++)
                for (int64_t dx = -h; dx <= h; dx++)
                    put(im, CX(a) + dx, CY(b) + dy, BLACK);
        }
#undef CX
#undef CY
    return 0;
}
