/* t_table_draw - pictures of two-heap tables (gd_table_draw): where each cell lands for
 * both origins, the exact colour of every kind, --value with its bounds, the slope lines,
 * refused options, and pixel-exact golden pictures (tests/golden/table-*.png;
 * GAMEDYN_UPDATE_GOLDEN=1 rewrites them). The tables are filled here from the rules
 * (a XOR b, Wythoff by mex, blocking Wythoff by counting P-options) or from the sheet
 * engine (Nim with a pass: z of sheet a, column b is g'(a,b)), never by the table module. */
#include "gamedyn/sheet.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/image.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static int same_rgb(gd_rgb x, gd_rgb y)
{
    return x.r == y.r && x.g == y.g && x.b == y.b;
}

static const gd_rgb WHITE = {255, 255, 255}, BLACK = {0, 0, 0}, RED = {255, 0, 0};

static gd_table table_new(gd_table_kind kind, uint64_t a0, uint64_t rows, uint64_t cols)
{
    gd_table t = {kind, a0, rows, cols, 0, calloc(rows * cols, sizeof(uint32_t))};
    return t;
}

/* The colour of cell (a, b) of a drawing of t, by the documented orientation. */
static gd_rgb cell(const gd_table *t, gd_table_origin o, const gd_image *im, uint64_t a, uint64_t b)
{
    if (o == GD_TABLE_ORIGIN_TOP_LEFT)
        return gd_image_color(im, (uint32_t)b, (uint32_t)(a - t->a0));
    return gd_image_color(im, (uint32_t)(a - t->a0), (uint32_t)(t->cols - 1 - b));
}

static uint32_t mex(const uint8_t *seen, uint32_t n)
{
    uint32_t g = 0;
    while (g < n && seen[g])
        g++;
    return g;
}

/* Wythoff's game by mex from its moves: any number from one heap, or the same from both. */
static gd_table wythoff(uint64_t n)
{
    gd_table t = table_new(GD_TABLE_GRUNDY, 0, n, n);
    uint8_t *seen = malloc(3 * n + 1);
    for (uint64_t a = 0; a < n; a++)
        for (uint64_t b = 0; b < n; b++) {
            memset(seen, 0, 3 * n + 1);
            for (uint64_t k = 1; k <= a; k++)
                seen[t.v[(a - k) * n + b]] = 1;
            for (uint64_t k = 1; k <= b; k++)
                seen[t.v[a * n + b - k]] = 1;
            for (uint64_t k = 1; k <= a && k <= b; k++)
                seen[t.v[(a - k) * n + b - k]] = 1;
            t.v[a * n + b] = mex(seen, (uint32_t)(3 * n + 1));
        }
    free(seen);
    return t;
}

/* Blocking Wythoff (Larsson): P exactly when at most B options are P; the cell holds the
 * number of P-options. */
static gd_table blocking_wythoff(uint64_t n, uint64_t B)
{
    gd_table t = table_new(GD_TABLE_PALACE, 0, n, n);
    t.blocking = B;
    for (uint64_t a = 0; a < n; a++)
        for (uint64_t b = 0; b < n; b++) {
            uint32_t p = 0;
            for (uint64_t k = 1; k <= a; k++)
                p += t.v[(a - k) * n + b] <= B;
            for (uint64_t k = 1; k <= b; k++)
                p += t.v[a * n + b - k] <= B;
            for (uint64_t k = 1; k <= a && k <= b; k++)
                p += t.v[(a - k) * n + b - k] <= B;
            t.v[a * n + b] = p;
        }
    return t;
}

/* 2-pile Nim with a pass from the sheet engine: [a,b,z] is P exactly when z = g'(a,b). */
static gd_table nim_pass(uint64_t n)
{
    gd_table t = table_new(GD_TABLE_GRUNDY, 0, n, n);
    gd_config cfg = {GD_SHEET_NIM, GD_VARIANT_PASS, NULL, n - 1, n - 1, 0};
    gd_solution sol;
    char err[256];
    if (gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) != 0) {
        CHECK(0, "engine: %s", err);
        return t;
    }
    for (uint64_t a = 0; a < n; a++)
        for (uint64_t b = 0; b < n; b++)
            t.v[a * n + b] = sol.sheets[a].z[b];
    gd_solution_free(&sol);
    return t;
}

/* Each cell lands on its pixel for both origins, in a band of rows with a0 > 0. */
static void orientation(void)
{
    gd_table t = table_new(GD_TABLE_OUTCOME, 3, 4, 7); /* rows a = 3..6, columns b = 0..6 */
    for (size_t i = 0; i < 28; i++)
        t.v[i] = 1;
    t.v[(5 - 3) * 7 + 1] = 0; /* the one P-position: (a,b) = (5,1) */
    for (int o = 0; o < 2; o++) {
        gd_table_draw_opts opts;
        gd_table_draw_opts_init(&opts);
        opts.origin = (gd_table_origin)o;
        gd_image im;
        CHECK(gd_table_draw(&t, &opts, &im) == 0, "draw");
        CHECK(im.width == (o ? 7u : 4u) && im.height == (o ? 4u : 7u), "origin %d: %ux%u", o, im.width, im.height);
        /* by the raw pixel, not through cell(): (5,1) is column 2, row 5 (bottom-left) or row 2, column 1 */
        CHECK(same_rgb(gd_image_color(&im, o ? 1 : 2, o ? 2 : 5), BLACK), "origin %d: P not at its pixel", o);
        int blacks = 0;
        for (uint32_t r = 0; r < im.height; r++)
            for (uint32_t c = 0; c < im.width; c++)
                blacks += same_rgb(gd_image_color(&im, c, r), BLACK);
        CHECK(blacks == 1, "origin %d: %d black pixels", o, blacks);
        CHECK(im.npalette == 2 && !im.rgb, "P/N: a 2-colour palette (1 bit a pixel), %d", im.npalette);
        gd_image_free(&im);
    }
    free(t.v);
}

/* Every cell's colour is the documented one: 0 black (hue) or white (viridis), the map
 * exact up to vmax 254, 0 alone and 254 bins above; P/N black and white; palaces: every
 * count on the map as values are. */
static void colours(void)
{
    gd_table_draw_opts o;
    gd_table_draw_opts_init(&o);
    gd_image im;
    for (uint64_t n = 16; n <= 512; n *= 32) { /* vmax 15 (exact) and 511 (bins) */
        gd_table t = table_new(GD_TABLE_GRUNDY, 0, n, n);
        for (uint64_t a = 0; a < n; a++)
            for (uint64_t b = 0; b < n; b++)
                t.v[a * n + b] = (uint32_t)(a ^ b);
        CHECK(gd_table_draw_vmax(&t, &o) == n - 1, "max");
        CHECK(gd_table_draw(&t, &o, &im) == 0, "draw");
        int bad = 0;
        for (uint64_t a = 0; a < n; a++)
            for (uint64_t b = 0; b < n; b++) {
                double v = (double)(a ^ b), vmax = (double)(n - 1);
                if (n - 1 > 254 && v > 0) /* the bin's value: bins 1..254 hold 1..vmax */
                    v = 1 + (double)(long)(253 * (v - 1) / (vmax - 1) + 0.5) * (vmax - 1) / 253;
                gd_rgb want = v == 0 ? BLACK : gd_image_hue(v, vmax);
                bad += !same_rgb(cell(&t, o.origin, &im, a, b), want);
            }
        CHECK(bad == 0, "n=%llu: %d cells off the hue map", (unsigned long long)n, bad);
        CHECK(same_rgb(cell(&t, o.origin, &im, 0, 0), BLACK), "0 is black, off the hue map");
        CHECK(!same_rgb(cell(&t, o.origin, &im, 0, 1), BLACK), "1 is not black");
        CHECK(same_rgb(cell(&t, o.origin, &im, 0, n - 1), ((gd_rgb){255, 0, 255})), "vmax is magenta");
        CHECK(im.npalette == (n == 16 ? 16 : 255), "palette of %d", im.npalette);
        gd_image_free(&im);
        free(t.v);
    }
    /* a given vmax: larger values are drawn at the top colour */
    gd_table t = table_new(GD_TABLE_GRUNDY, 0, 1, 3);
    t.v[0] = 0, t.v[1] = 10, t.v[2] = 1000;
    o.vmax = 10;
    CHECK(gd_table_draw(&t, &o, &im) == 0, "draw");
    CHECK(same_rgb(cell(&t, o.origin, &im, 0, 2), gd_image_hue(10, 10)), "clamped at vmax");
    CHECK(im.npalette == 11, "11 values");
    gd_image_free(&im);
    /* viridis: 0 white, 1 and vmax its published ends' neighbourhood */
    o.cmap = GD_CMAP_VIRIDIS;
    CHECK(gd_table_draw(&t, &o, &im) == 0, "draw viridis");
    CHECK(same_rgb(cell(&t, o.origin, &im, 0, 0), WHITE), "viridis: 0 is white");
    CHECK(same_rgb(cell(&t, o.origin, &im, 0, 2), ((gd_rgb){253, 231, 37})), "viridis: vmax is its yellow end");
    gd_image_free(&im);
    o.cmap = GD_CMAP_HUE;
    free(t.v);
    o.vmax = 0;

    gd_table w = blocking_wythoff(24, 2);
    CHECK(gd_table_draw(&w, &o, &im) == 0, "draw palaces");
    int bad = 0, seen[4] = {0};
    for (uint64_t a = 0; a < 24; a++)
        for (uint64_t b = 0; b < 24; b++) {
            uint32_t p = w.v[a * 24 + b];
            gd_rgb want = p == 0 ? BLACK : gd_image_hue(p, gd_table_draw_vmax(&w, &o));
            bad += !same_rgb(cell(&w, o.origin, &im, a, b), want);
            seen[p < 3 ? p : 3] = 1;
        }
    CHECK(bad == 0, "%d palace cells off their colours", bad);
    CHECK(seen[0] && seen[1] && seen[2] && seen[3], "every palace class occurs in the test table");
    CHECK(im.npalette == (int)gd_table_draw_vmax(&w, &o) + 1, "a colour a count: %d", im.npalette);
    gd_image_free(&im);
    free(w.v);
}

/* --value K: the cells of value K black, the bounds b = a +- (K+1) red beneath them, the
 * rest white; every cell of value K of Nim with a pass lies between the bounds. */
static void value_and_lines(void)
{
    const uint64_t n = 40, K = 6;
    gd_table t = nim_pass(n);
    gd_table_draw_opts o;
    gd_table_draw_opts_init(&o);
    o.value = (int64_t)K;
    o.value_bounds = 1;
    gd_image im;
    int bad = 0, k_cells = 0;
    /* the whole table, then the band of rows 10..29 (a0 > 0), top-left */
    gd_table band = {GD_TABLE_GRUNDY, 10, 20, n, 0, t.v + 10 * n};
    for (int part = 0; part < 2; part++) {
        const gd_table *d = part ? &band : &t;
        o.origin = part ? GD_TABLE_ORIGIN_TOP_LEFT : GD_TABLE_ORIGIN_BOTTOM_LEFT;
        CHECK(gd_table_draw(d, &o, &im) == 0, "draw");
        for (uint64_t a = d->a0; a < d->a0 + d->rows; a++)
            for (uint64_t b = 0; b < n; b++) {
                int is_k = t.v[a * n + b] == K, on_bound = a + K + 1 == b || b + K + 1 == a;
                k_cells += is_k;
                gd_rgb want = is_k ? BLACK : on_bound ? RED : WHITE;
                bad += !same_rgb(cell(d, o.origin, &im, a, b), want);
                bad += is_k && (a > b + K + 1 || b > a + K + 1);
            }
        gd_image_free(&im);
    }
    CHECK(bad == 0 && k_cells > (int)(n / 2), "value %llu: %d cells wrong, %d of value K", (unsigned long long)K, bad,
          k_cells);
    o.origin = GD_TABLE_ORIGIN_BOTTOM_LEFT;

    /* the lines: the rays b = n a, over everything, on both origins */
    CHECK(gd_table_lines_parse("1,3", &o, NULL, 0) == 0 && o.nlines == 2, "parse");
    o.value = -1;
    for (int org = 0; org < 2; org++) {
        o.origin = (gd_table_origin)org;
        CHECK(gd_table_draw(&t, &o, &im) == 0, "draw");
        gd_rgb line = im.palette[im.npalette - 1];
        CHECK(same_rgb(line, WHITE), "lines are white on the hue map");
        bad = 0;
        int lined = 0;
        for (uint64_t a = 0; a < n; a++)
            for (uint64_t b = 0; b < n; b++) {
                /* the ray b = 3a has one pixel for each b: a = round(b / 3) */
                int on = b == a || a == (b + 1) / 3;
                lined += on;
                bad += on != same_rgb(cell(&t, o.origin, &im, a, b), WHITE);
            }
        CHECK(bad == 0 && lined > 50, "origin %d: %d cells wrong for the lines", org, bad);
        gd_image_free(&im);
    }
    free(t.v);
}

/* Options no picture can have are refused, with a message. */
static void refused(void)
{
    gd_table_draw_opts o;
    gd_table_draw_opts_init(&o);
    char err[256];
    static const char *bad_lines[] = {"", "0", "1,,2", "a", "1,2,", "-1", "1;2", "4294967296",
                                      "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17"};
    for (size_t i = 0; i < sizeof bad_lines / sizeof bad_lines[0]; i++) {
        err[0] = 0;
        CHECK(gd_table_lines_parse(bad_lines[i], &o, err, sizeof err) == -1 && strstr(err, "--lines"),
              "--lines '%s' accepted (%s)", bad_lines[i], err);
    }
    CHECK(gd_table_lines_parse("1,2,3,7", &o, err, sizeof err) == 0 && o.nlines == 4 && o.lines[3] == 7, "1,2,3,7");
    CHECK(gd_table_origin_parse("top-left") == GD_TABLE_ORIGIN_TOP_LEFT, "top-left");
    CHECK(gd_table_origin_parse("bottom-left") == GD_TABLE_ORIGIN_BOTTOM_LEFT, "bottom-left");
    CHECK(gd_table_origin_parse("top-right") == -1 && gd_table_origin_parse("") == -1, "bad origin");

    gd_table_draw_opts_init(&o);
    gd_table t = table_new(GD_TABLE_OUTCOME, 0, 4, 4);
    gd_image im;
    o.value = 0;
    CHECK(gd_table_draw_check(&t, &o, 1, err, sizeof err) == -1 && strstr(err, "--value"), "value on outcomes: %s", err);
    CHECK(gd_table_draw(&t, &o, &im) == -1 && im.pix == NULL, "drawn anyway");
    o.value = -1;
    t.kind = GD_TABLE_PALACE;
    t.blocking = 100000; /* every count has a colour, whatever B */
    CHECK(gd_table_draw_check(&t, &o, 1, err, sizeof err) == 0, "B = 100000 refused: %s", err);
    t.kind = (gd_table_kind)7;
    CHECK(gd_table_draw_check(&t, &o, 1, err, sizeof err) == -1, "unknown kind");
    t.kind = GD_TABLE_GRUNDY;
    o.nlines = 1;
    o.lines[0] = 0;
    CHECK(gd_table_draw_check(&t, &o, 1, err, sizeof err) == -1, "slope n = 0");
    o.nlines = 0;
    o.origin = (gd_table_origin)2;
    CHECK(gd_table_draw_check(&t, &o, 1, err, sizeof err) == -1, "origin 2");
    o.origin = GD_TABLE_ORIGIN_BOTTOM_LEFT;
    /* sizes: checked before any pixel is allocated */
    gd_table big = {GD_TABLE_GRUNDY, 0, 2000000, 4, 0, NULL};
    CHECK(gd_table_draw_check(&big, &o, 1, err, sizeof err) == -1 && strstr(err, "too large"), "2000000 rows: %s", err);
    CHECK(gd_table_draw(&big, &o, &im) == -1, "drawn anyway");
    CHECK(gd_table_draw_check(&t, &o, 300000, err, sizeof err) == -1, "4 cells at scale 300000");
    gd_table empty = {GD_TABLE_GRUNDY, 0, 0, 4, 0, NULL};
    CHECK(gd_table_draw_check(&empty, &o, 1, err, sizeof err) == -1, "an empty table");
    free(t.v);
}

static void golden(const char *file, const gd_table *t, const gd_table_draw_opts *o)
{
    gd_image im;
    if (gd_table_draw(t, o, &im) != 0) {
        CHECK(0, "%s: not drawn", file);
        return;
    }
    tl_check_golden(file, &im);
    gd_image_free(&im);
}

static void goldens(void)
{
    gd_table_draw_opts o;
    gd_table_draw_opts_init(&o);
    gd_table t = table_new(GD_TABLE_GRUNDY, 0, 16, 16);
    for (uint64_t a = 0; a < 16; a++)
        for (uint64_t b = 0; b < 16; b++)
            t.v[a * 16 + b] = (uint32_t)(a ^ b);
    golden("table-nim16.png", &t, &o);
    free(t.v);

    gd_table w = wythoff(20);
    for (size_t i = 0; i < 400; i++)
        w.v[i] = w.v[i] != 0;
    w.kind = GD_TABLE_OUTCOME;
    golden("table-wythoff-outcome20.png", &w, &o);
    free(w.v);

    gd_table bw = blocking_wythoff(24, 1);
    golden("table-blocking-wythoff-b1-24.png", &bw, &o);
    free(bw.v);

    gd_table np = nim_pass(32);
    o.value = 4;
    o.value_bounds = 1;
    CHECK(gd_table_lines_parse("1,2", &o, NULL, 0) == 0, "lines");
    golden("table-nimpass-value4-32.png", &np, &o);
    /* the table is symmetric: a band of rows a = 8..19 (a0 > 0, not square) tells the
     * ArrayPlot orientation (a down, b right) from a mere flip */
    gd_table_draw_opts_init(&o);
    o.origin = GD_TABLE_ORIGIN_TOP_LEFT;
    CHECK(gd_table_lines_parse("2", &o, NULL, 0) == 0, "lines");
    gd_table band = {GD_TABLE_GRUNDY, 8, 12, 32, 0, np.v + 8 * 32};
    golden("table-nimpass-band-topleft.png", &band, &o);
    free(np.v);
}

int main(void)
{
    orientation();
    colours();
    value_and_lines();
    refused();
    goldens();
    return tl_done("t_table_draw");
}
