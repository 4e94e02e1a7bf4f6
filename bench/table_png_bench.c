/* table_png_bench - draws a synthetic N x N table and writes its PNG, for
 * bench/table-pictures.sh (the table computations are not part of what is timed there).
 *   table_png_bench grundy|outcome|palace|value N OUT.png
 * grundy: a XOR b (values up to 2^k - 1: the 255-bin hue palette); outcome: a XOR b != 0;
 * palace: min(popcount(a XOR b), 3) with B = 2; value: the cells a XOR b = 5 with bounds;
 * noise: pseudo-random values below 16384 (the worst case for the compressor); rgbnoise:
 * the same drawn as an exact RGB hue image instead (what the palette saves).
 * Prints the seconds spent filling, drawing and writing. */
#include "gamedyn/twoheap.h"
#include "gamedyn/image.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: table_png_bench grundy|outcome|palace|value|noise|rgbnoise N OUT.png\n");
        return 2;
    }
    uint64_t n = strtoull(argv[2], NULL, 10);
    gd_table t = {GD_TABLE_GRUNDY, 0, n, n, 0, malloc(n * n * sizeof(uint32_t))};
    gd_table_draw_opts o;
    gd_table_draw_opts_init(&o);
    if (!t.v)
        return 2;
    double t0 = now();
    int kind = strcmp(argv[1], "outcome") == 0 ? 1 : strcmp(argv[1], "palace") == 0 ? 2 : strcmp(argv[1], "value") == 0 ? 3 : strcmp(argv[1], "noise") == 0 ? 4 : strcmp(argv[1], "rgbnoise") == 0 ? 5 : 0;
    for (uint64_t a = 0; a < n; a++)
        for (uint64_t b = 0; b < n; b++) {
            uint32_t g = (uint32_t)(a ^ b);
            uint64_t h = (a * n + b + 1) * 0x9E3779B97F4A7C15ull;
            h ^= h >> 31;
            h *= 0xBF58476D1CE4E5B9ull;
            h ^= h >> 29;
            if (kind >= 4)
                g = (uint32_t)(h >> 50);
            t.v[a * n + b] = kind == 1 ? g != 0 : kind == 2 ? (uint32_t)(__builtin_popcount(g) < 3 ? __builtin_popcount(g) : 3) : g;
        }
    if (kind == 1)
        t.kind = GD_TABLE_OUTCOME;
    if (kind == 2) {
        t.kind = GD_TABLE_PALACE;
        t.blocking = 2;
    }
    if (kind == 3) {
        o.value = 5;
        o.value_bounds = 1;
    }
    double t1 = now();
    gd_image im;
    char err[512];
    if (kind == 5) {
        uint32_t vmax = gd_table_draw_vmax(&t, &o);
        gd_rgb *lut = malloc(((size_t)vmax + 1) * sizeof *lut);
        if (!lut || gd_image_init(&im, (uint32_t)n, (uint32_t)n, 1) != 0)
            return 2;
        for (uint32_t v = 0; v <= vmax; v++)
            lut[v] = gd_image_hue(v, vmax);
        for (uint64_t a = 0; a < n; a++)
            for (uint64_t b = 0; b < n; b++)
                memcpy(im.pix + 3 * ((n - 1 - b) * n + a), &lut[t.v[a * n + b]], 3);
        free(lut);
    } else if (gd_table_draw(&t, &o, &im) != 0) {
        fprintf(stderr, "draw failed\n");
        return 2;
    }
    double t2 = now();
    gd_image_text tx[] = {{"Title", "bench"}};
    if (gd_image_write_png(&im, 1, tx, 1, argv[3], err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    double t3 = now();
    printf("fill %.2f s  draw %.2f s  png %.2f s\n", t1 - t0, t2 - t1, t3 - t2);
    gd_image_free(&im);
    free(t.v);
    return 0;
}
