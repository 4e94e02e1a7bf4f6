/* t_window.c - the window proof of Chomp tails (src/sheet/window.c, docs/engine.md).
 *
 * 1. The engine's census of plain Chomp and of Chomp with a pass against an explicit
 *    computation with no tails and no proofs (brute_chomp_sheets), on every column each
 *    sheet is exact on, x <= 400 (T_WINDOW_X=N for a larger one-off run).
 * 2. The window prover alone, fed by that explicit computation (z and S) and the engine's
 *    lower tails, proves every periodic pass sheet x <= 400 with the engine's start and
 *    period.
 * 3. The checker rejects certificates that break one hypothesis each: a wrong window
 *    period, L not a multiple of P(a, b), c2 below yp, a window missing a tail, z outside
 *    the window (B), an uncovered index (C), a different state (E). */
#include "sheet/window.h"
#include "brute.h"
#include "testlib.h"
#include "gamedyn/bits.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    int X;
    gd_sheet *hat, *plain; /* the engine's sheets 0..X (plain: the game after the pass) */
} census;

static int run_engine_v(census *c, int pass, int X, const gd_perturb *v)
{
    gd_config cfg = {GD_SHEET_CHOMP, pass ? GD_VARIANT_PASS : v ? GD_VARIANT_PERTURB : GD_VARIANT_PLAIN, v,
                     (uint64_t)X, 0, 0};
    char err[256];
    gd_engine *e = gd_engine_new(&cfg, err, sizeof err);
    c->X = X;
    c->hat = calloc((size_t)X + 1, sizeof *c->hat);
    c->plain = calloc((size_t)X + 1, sizeof *c->plain);
    const gd_sheet *s;
    int rc, x = 0;
    while (e && (rc = gd_engine_next(e, &s, err, sizeof err)) == 0) {
        gd_sheet_copy(&c->hat[x], s);
        if (pass)
            gd_sheet_copy(&c->plain[x], gd_engine_plain_sheet(e));
        x++;
    }
    CHECK(e && rc == 1 && x == X + 1, "engine %s to %d: %s", pass ? "pass" : "plain", X, err);
    gd_engine_free(e);
    return x == X + 1 ? 0 : -1;
}

static int run_engine(census *c, int pass, int X)
{
    return run_engine_v(c, pass, X, NULL);
}

static void census_free(census *c)
{
    for (int x = 0; x <= c->X; x++) {
        gd_sheet_free(&c->hat[x]);
        gd_sheet_free(&c->plain[x]);
    }
    free(c->hat);
    free(c->plain);
}

static void against_explicit(const census *c, uint32_t **bz, int pass, int X, int Y)
{
    long bad = 0, cols = 0;
    for (int x = 0; x <= X; x++)
        for (int y = 0; y < Y + X - x + 1; y++, cols++) {
            uint32_t z = UINT32_MAX;
            int st = gd_sheet_lookup(&c->hat[x], (uint64_t)y, &z);
            if (st != GD_SHEET_P)
                z = UINT32_MAX;
            if (z != bz[x][y] && bad++ < 5)
                CHECK(0, "%s sheet %d column %d: engine %u explicit %u", pass ? "pass" : "plain", x, y, z, bz[x][y]);
        }
    CHECK(bad == 0, "%s: %ld of %ld columns differ", pass ? "pass" : "plain", bad, cols);
    printf("t_window: %s Chomp x <= %d: %ld columns equal to the explicit computation\n", pass ? "pass" : "plain", X,
           cols);
}

/* The prover's input for pass sheet x, built from the explicit z's and the engine's lower tails. */
typedef struct {
    gd_window_in in;
    gd_parents S;
    gd_periodic_tail *per, extra;
    uint64_t *flat;
    size_t flat_words;
} input;

static void input_build(input *t, const census *c, uint32_t **bz, int x, int ncols)
{
    memset(t, 0, sizeof *t);
    t->per = calloc((size_t)x + 1, sizeof *t->per);
    uint64_t stable = 0;
    for (int k = 0; k < x; k++) {
        const gd_sheet *s = &c->hat[k];
        if (k + s->len > stable)
            stable = k + s->len;
        if (s->kind != GD_SHEET_TAIL)
            continue;
        if (s->period == 1)
            gd_bits_grow_set(&t->flat, &t->flat_words, s->tail[0]);
        else
            t->per[t->in.nper++] = (gd_periodic_tail){(uint64_t)k, s->len, s->period, s->computed, s->tail};
    }
    t->in.x = (uint64_t)x;
    t->in.yp = stable > (uint64_t)x ? stable - (uint64_t)x : 0;
    const gd_sheet *p = &c->plain[x];
    if (p->len > t->in.yp)
        t->in.yp = p->len;
    if (p->kind == GD_SHEET_TAIL) {
        t->extra = (gd_periodic_tail){(uint64_t)x, p->len, p->period, p->computed, p->tail};
        t->in.extra = &t->extra;
        if (x == 0 && t->in.yp < 1)
            t->in.yp = 1;
    }
    t->in.per = t->per;
    t->in.flat = t->flat;
    t->in.flat_words = t->flat_words;
    t->in.z = bz[x];
    t->in.S = &t->S;
    gd_parents_begin(&t->S, (uint64_t)x);
    for (int k = 0; k < x; k++) /* D: the column-0 P's of the lower sheets */
        if (bz[k][0] != UINT32_MAX && k + bz[k][0] >= (uint64_t)x)
            gd_parents_mark(&t->S, k + bz[k][0]);
    (void)ncols;
}

static void input_free(input *t)
{
    gd_parents_free(&t->S);
    free(t->per);
    free(t->flat);
}

/* Runs the prover column by column as the engine would; 1 when proved (cert set, S at c1). */
static int prove(input *t, gd_window *w, int ncols, gd_window_cert *cert, uint64_t *y0, uint64_t *period)
{
    gd_window_init(w);
    gd_window_begin(w, t->in.yp);
    for (int y = 0; y < ncols && t->in.z[y] != UINT32_MAX; y++) {
        gd_parents_mark(&t->S, t->in.x + (uint64_t)y + t->in.z[y]);
        t->in.ncols = (uint64_t)y + 1;
        int rc = gd_window_try(w, &t->in, cert, y0, period);
        CHECK(rc >= 0, "out of memory");
        if (rc == 1)
            return 1;
    }
    return 0;
}

/* Clears index n of S and its word's summary bit (the engine never clears a bit). */
static void parents_clear(gd_parents *P, uint64_t n)
{
    size_t w = (size_t)((n >> 6) - P->base);
    P->S[w] &= ~((uint64_t)1 << (n & 63));
    P->full[w >> 6] &= ~((uint64_t)1 << (w & 63));
}

static int rejects(gd_window *w, const input *t, gd_window_cert c, const char *what, const char *expect)
{
    char why[256] = "";
    int rc = gd_window_check(w, &t->in, &c, why, sizeof why);
    CHECK(rc == 0, "accepted %s", what);
    CHECK(strstr(why, expect) != NULL, "%s: rejected for '%s', expected '%s'", what, why, expect);
    return rc == 0;
}

/* Every hypothesis broken once on a real certificate with P(a, b) > 1. */
static void mutations(input *t, const gd_window_cert *good)
{
    gd_window w;
    gd_window_init(&w);
    char why[256];
    CHECK(gd_window_check(&w, &t->in, good, why, sizeof why) == 1, "the found certificate: %s", why);
    uint64_t x = t->in.x;
    gd_window_cert c = *good;
    c.P = good->P * 2;
    rejects(&w, t, c, "a wrong window period", "claimed window period");
    /* L not a multiple of P: the longest shorter L that is not one and still starts at yp or later */
    c = *good;
    c.c2 = good->c2 + 1;
    if ((c.c1 - c.c2) % good->P == 0)
        c.c2++;
    rejects(&w, t, c, "L not a multiple of P(a, b)", "(D) fails");
    c = *good;
    c.c2 = t->in.yp - 1;
    if (t->in.yp > 0)
        rejects(&w, t, c, "c2 below yp", "not in [yp, c1)");
    /* a window missing a tail: the period P(a, b) would be without the tail that gives it */
    size_t drop = t->in.nper;
    for (size_t i = 0; i < t->in.nper && drop == t->in.nper; i++)
        if (gd_window_tail_period(&t->per[i], good->a, good->b) > 1)
            drop = i;
    if (drop < t->in.nper) {
        gd_periodic_tail keep = t->per[drop];
        t->per[drop] = t->per[--t->in.nper];
        uint64_t Pmiss;
        gd_window ws;
        gd_window_init(&ws);
        gd_window_period(&ws, &t->in, good->a, good->b, &Pmiss);
        gd_window_free(&ws);
        t->per[t->in.nper++] = t->per[drop];
        t->per[drop] = keep;
        c = *good;
        c.P = Pmiss;
        if (Pmiss != good->P)
            rejects(&w, t, c, "a window missing a tail", "claimed window period");
        else
            CHECK(0, "dropping the tail of sheet %llu did not change P", (unsigned long long)keep.x);
    } else
        CHECK(t->in.extra && gd_window_tail_period(t->in.extra, good->a, good->b) > 1,
              "P(a, b) = %llu > 1 without a tail", (unsigned long long)good->P);
    /* a tail the setting says is periodic from yp but is not yet */
    if (t->in.nper > 0) {
        input u = *t;
        gd_periodic_tail late = t->per[0];
        late.y0 = t->in.yp + (x - late.x) + 1;
        u.per = &late;
        u.in.per = &late;
        u.in.nper = 1;
        rejects(&w, &u, *good, "a lower tail that starts after yp", "periodic from column yp");
    }
    c = *good;
    c.b = good->b - 1;
    rejects(&w, t, c, "b below the largest z", "(B) fails");
    c = *good;
    c.a = good->a + 1;
    if (c.a <= c.b)
        rejects(&w, t, c, "a above the least z or the cover", "fails");
    /* (C) and (E) on a copy of S with one index cleared: a covered index below c1 + a, and
     * then a state bit above level a */
    gd_parents S2 = t->S;
    S2.S = malloc(t->S.words * sizeof *S2.S);
    memcpy(S2.S, t->S.S, t->S.words * sizeof *S2.S);
    size_t fw = (t->S.words + 63) / 64; /* the summary of full words is copied too */
    S2.full = malloc(fw * sizeof *S2.full);
    memcpy(S2.full, t->S.full, fw * sizeof *S2.full);
    input v = *t;
    v.in.S = &S2;
    if (good->a > 0) {
        uint64_t n = x + good->c1 + good->a - 1; /* covered by (C); placements are never there */
        int placed = 0;
        for (uint64_t y = good->c2; y < good->c1; y++)
            placed |= x + y + t->in.z[y] == n;
        if (!placed && gd_parents_get(&S2, n)) {
            parents_clear(&S2, n);
            rejects(&w, &v, *good, "a hole in the diagonal cover", "(C) fails");
            gd_parents_flip_on(&S2, n);
        }
    }
    uint64_t n = x + good->c1 + good->b + 3; /* a state bit above the window, nothing placed there */
    if (gd_parents_cover(&S2, n) == 0) {
        int was = gd_parents_get(&S2, n);
        if (was)
            parents_clear(&S2, n);
        else
            gd_parents_flip_on(&S2, n);
        if (n > S2.max)
            S2.max = n;
        rejects(&w, &v, *good, "a state that does not repeat", "(E) fails");
    }
    free(S2.S);
    free(S2.full);
    gd_window_free(&w);
}

/* A declared point: Chomp with a pass plus [20,3,z] N with the pass available (sensitivity's
 * game B), and plain Chomp plus one point, against the explicit computation. */
static void with_point(int X)
{
    const gd_rules *r = gd_rules_get(GD_SHEET_CHOMP);
    for (int pass = 0; pass <= 1; pass++) {
        gd_xyz at = {20, 3, 0};
        uint32_t **a = brute_chomp_sheets(pass, X, X, NULL);
        at.z = a[20][3]; /* A's P there: the point matters */
        gd_perturb V;
        char err[256];
        if (gd_perturb_from_points(&V, &at, 1, r, err, sizeof err) != 0) {
            CHECK(0, "%s", err);
            return;
        }
        census c;
        if (run_engine_v(&c, pass, X, &V) == 0) {
            uint32_t **bz = brute_chomp_sheets(pass, X, X, &at);
            against_explicit(&c, bz, pass, X, X);
            long moved = 0;
            for (int x = 0; x <= X; x++)
                for (int y = 0; y < X + X - x + 1; y++)
                    moved += a[x][y] != bz[x][y];
            CHECK(moved > 100, "the point moved only %ld P-positions", moved);
            brute_sheets_free(bz, X);
        }
        brute_sheets_free(a, X);
        census_free(&c);
        gd_perturb_clear(&V);
    }
}

int main(void)
{
    const char *env = getenv("T_WINDOW_X");
    int X = env ? atoi(env) : 400, Y = X;
    census plain, hat;
    if (run_engine(&plain, 0, X) == 0) {
        uint32_t **bz = brute_chomp_sheets(0, X, Y, NULL);
        against_explicit(&plain, bz, 0, X, Y);
        brute_sheets_free(bz, X);
    }
    census_free(&plain);
    with_point(env ? 400 : 200);
    if (run_engine(&hat, 1, X) != 0)
        return tl_done("t_window");
    uint32_t **bz = brute_chomp_sheets(1, X, Y, NULL);
    against_explicit(&hat, bz, 1, X, Y);
    int proved = 0, tails = 0, mutated = 0;
    uint64_t maxP = 0;
    for (int x = 0; x <= X && !env; x++) {
        if (hat.hat[x].kind != GD_SHEET_TAIL)
            continue;
        tails++;
        input t;
        int nc = Y + X - x + 1;
        input_build(&t, &hat, bz, x, nc);
        gd_window w;
        gd_window_cert cert;
        uint64_t y0 = 0, period = 0;
        int ok = prove(&t, &w, nc, &cert, &y0, &period);
        CHECK(ok && y0 == hat.hat[x].len && period == hat.hat[x].period,
              "pass sheet %d: window proof %d (from %llu period %llu), engine from %llu period %llu", x, ok,
              (unsigned long long)y0, (unsigned long long)period, (unsigned long long)hat.hat[x].len,
              (unsigned long long)hat.hat[x].period);
        proved += ok;
        if (ok && cert.P > maxP)
            maxP = cert.P;
        if (ok && cert.P > 1 && !mutated && cert.a > 0) {
            mutations(&t, &cert);
            mutated = 1;
        }
        gd_window_free(&w);
        input_free(&t);
    }
    if (!env) {
        CHECK(mutated, "no pass sheet x <= %d with a window period above 1", X);
        printf("t_window: the window proof alone proved %d of %d periodic pass sheets x <= %d (largest P(a, b) %llu)\n",
               proved, tails, X, (unsigned long long)maxP);
    }
    brute_sheets_free(bz, X);
    census_free(&hat);
    return tl_done("t_window");
}
