/* Sheet views against the brute-force game tree: W_x (instant winners), L_x and
 * the variant's extra marks, for every game and variant; the decomposition of
 * W_x into loser lines covers W_x exactly; the bit transpose behind the capture. */
#include "brute.h"
#include "gamedyn/bits.h"
#include "gamedyn/view.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define B 12

static void transpose(void)
{
    uint64_t s = 0x9E3779B97F4A7C15ull;
    for (int rep = 0; rep < 20; rep++) {
        uint64_t a[64], b[64];
        for (int i = 0; i < 64; i++) {
            s ^= s << 13, s ^= s >> 7, s ^= s << 17;
            a[i] = b[i] = rep == 0 ? (uint64_t)1 << i : s;
        }
        gd_bits_transpose64(b);
        long bad = 0;
        for (int i = 0; i < 64; i++)
            for (int j = 0; j < 64; j++)
                bad += ((a[i] >> j) & 1) != ((b[j] >> i) & 1);
        CHECK(bad == 0, "transpose %d: %ld bits wrong", rep, bad);
    }
    uint64_t src[3] = {0xF0F0F0F0F0F0F0F0ull, 0x123456789ABCDEF0ull, 0xFFull}, dst[2];
    gd_bits_extract(dst, src, 3, 68, 100);
    long bad = 0;
    for (int i = 0; i < 100; i++)
        bad += gd_bits_get(dst, (uint64_t)i) != gd_bits_get(src, (uint64_t)(68 + i));
    CHECK(bad == 0 && (dst[1] >> 36) == 0, "extract: %ld bits wrong", bad);
}

static int in_v(const gd_perturb *V, const gd_rules *r, int x, int y, int z)
{
    return V && gd_rules_is_position(r, x, y, z) && gd_perturb_contains(V, r, x, y, z);
}

static void compare(const char *game, gd_variant variant, const gd_perturb *V, const char *label)
{
    const gd_rules *r = gd_rules_by_name(game);
    gd_config cfg = {r->game, variant, V, B, B, 0};
    brute *bf = brute_new(game, V, B);
    int pass = variant == GD_VARIANT_PASS;
    long bad = 0;
    char err[256];
    for (int x = 0; x <= B; x++) {
        gd_view v;
        if (gd_view_compute(&v, &cfg, x, B + 1, B + 1, 0, NULL, NULL, err, sizeof err) != 0) {
            CHECK(0, "%s: sheet %d: %s", label, x, err);
            break;
        }
        for (int y = 0; y <= B; y++)
            for (int z = 0; z <= B; z++) {
                if (!gd_rules_is_position(r, x, y, z))
                    continue;
                int w = brute_is_instant_winner(bf, x, y, z, pass);
                int p = brute_is_p(bf, x, y, z, pass);
                int ex = pass ? brute_is_p(bf, x, y, z, 0) && !gd_rules_is_terminal(r, x, y, z) : in_v(V, r, x, y, z);
                int ok = gd_view_winner(&v, y, z) == w && (v.loser[y] == (uint32_t)z) == p && gd_view_extra(&v, y, z) == ex;
                if (!ok && bad++ < 5)
                    CHECK(ok, "%s: [%d,%d,%d] W %d/%d P %d/%d extra %d/%d", label, x, y, z, gd_view_winner(&v, y, z), w,
                          v.loser[y] == (uint32_t)z, p, gd_view_extra(&v, y, z), ex);
            }
        gd_view_free(&v);
    }
    CHECK(bad == 0, "%s: %ld cells disagree with the brute force", label, bad);
    brute_free(bf);
}

/* One viewer through several sheets gives the same cells as fresh engines, with small
 * windows and with the default ones (which make mark rows far ahead of the engine). */
static void series(uint64_t x0, uint64_t x1, uint64_t step, int wide, uint64_t xmax)
{
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, xmax, 0, 0};
    char err[256];
    gd_viewer *vw = gd_viewer_new(&cfg, 0, err, sizeof err);
    CHECK(vw != NULL, "%s", err);
    for (uint64_t x = x0; vw && x <= x1; x += step) {
        gd_view a, b;
        uint64_t ny = x + 5, nz = x + 7;
        if (wide)
            gd_view_default_window(GD_SHEET_CHOMP, x, &ny, &nz);
        CHECK(gd_viewer_capture(vw, x, ny, nz, &a, NULL, NULL, err, sizeof err) == 0, "%s", err);
        CHECK(gd_view_compute(&b, &cfg, x, ny, nz, 0, NULL, NULL, err, sizeof err) == 0, "%s", err);
        CHECK(memcmp(a.winners, b.winners, a.nz * a.rw * 8) == 0 && memcmp(a.loser, b.loser, a.ny * 4) == 0,
              "sheet %llu: series and single views differ", (unsigned long long)x);
        gd_view_free(&a);
        gd_view_free(&b);
    }
    gd_view v;
    CHECK(vw && gd_viewer_capture(vw, 0, 8, 8, &v, NULL, NULL, err, sizeof err) != 0, "capturing backwards refused");
    gd_viewer_free(vw);
}

/* Every instant winner has a line class, and no class lies outside W. */
static void decomposition(gd_variant variant, const gd_perturb *V, uint64_t x, const char *label)
{
    gd_config cfg = {GD_SHEET_CHOMP, variant, V, x, 0, 0};
    uint64_t ny, nz;
    gd_view_default_window(GD_SHEET_CHOMP, x, &ny, &nz);
    gd_view v;
    char err[256];
    if (gd_view_compute(&v, &cfg, x, ny, nz, 1, NULL, NULL, err, sizeof err) != 0) {
        CHECK(0, "%s: %s", label, err);
        return;
    }
    long missing = 0, outside = 0, n[16] = {0};
    for (uint64_t z = 0; z < nz; z++)
        for (uint64_t y = 0; y < ny; y++) {
            int c = v.classes[z * ny + y], w = gd_view_winner(&v, y, z);
            missing += w && !c;
            outside += !w && c;
            n[c & 15]++;
        }
    CHECK(missing == 0 && outside == 0, "%s: %ld winners without a class, %ld classes outside W", label, missing,
          outside);
    CHECK(n[1] + n[2] + n[4] + n[8] > 0, "%s: no classes at all", label);
    gd_view_free(&v);
}

static void classes(void)
{
    /* A hand-made sheet: column-0 loser at 10, lower line, upper line, flat tail from column 6. */
    uint32_t z[] = {10, 8, 6, 9, 2, 8};
    uint32_t tail[] = {7};
    gd_sheet s = {20, GD_SHEET_TAIL, 6, z, 1, tail, 6};
    int want[] = {GD_LINE_U, GD_LINE_LL, GD_LINE_LL, GD_LINE_U, GD_LINE_LL, GD_LINE_U, GD_LINE_F, GD_LINE_F};
    for (int y = 0; y < 8; y++)
        CHECK(gd_loser_class(&s, (uint64_t)y) == want[y], "class of column %d: %d", y, gd_loser_class(&s, (uint64_t)y));
    gd_sheet e = {20, GD_SHEET_END, 3, z, 0, NULL, 3};
    CHECK(gd_loser_class(&e, 5) == 0, "no P, no class");
}

int main(void)
{
    transpose();
    classes();
    brute_each_variant(compare);
    gd_xyz pts[] = {{3, 0, 3}, {2, 2, 2}, {0, 5, 1}, {1, 1, 0}};
    gd_perturb V;
    char err[256];
    CHECK(gd_perturb_from_points(&V, pts, 4, gd_rules_get(GD_SHEET_CHOMP), err, sizeof err) == 0, "%s", err);
    decomposition(GD_VARIANT_PERTURB, &V, 60, "decomposition chomp V=4 points");
    /* This V makes [2,0,0] a P-position: every later position moves there (the sink). */
    decomposition(GD_VARIANT_PERTURB, &V, 9, "decomposition chomp sink");
    gd_perturb_clear(&V);
    series(10, 90, 40, 0, 90);
    series(100, 300, 100, 1, 300);
    series(50, 400, 7, 1, 400);
    series(100, 300, 100, 1, 2000);
    decomposition(GD_VARIANT_PLAIN, NULL, 100, "decomposition chomp W_100");
    decomposition(GD_VARIANT_PLAIN, NULL, 317, "decomposition chomp W_317");
    decomposition(GD_VARIANT_PASS, NULL, 120, "decomposition chomp with a pass W_120");
    return tl_done("t_view");
}
