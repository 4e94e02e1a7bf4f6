/* t_wave.c - the engine on two threads (src/sheet/wavefront.c; docs/engine.md, "Two
 * threads") gives the sheets of one thread, sheet for sheet and field for field.
 *
 * 1. Chomp and generic Chomp with declared points (fixed seed), X up to 2500: every sheet
 *    (kind, n, z, period, tail, computed), the columns computed and the window proofs'
 *    statistics equal the one-thread engine's, over several runs (races show as flakes).
 * 2. The same with the W-store shrunk to 64 rows of 2 words before the threads start, so
 *    that both workers widen the rows and grow the ring many times (the guard).
 * 3. Chomp with a pass (the low worker builds the plain sheet too): the same, and the plain
 *    sheets handed to the caller (gd_engine_plain_sheet).
 *    With 2 and 3 passes: every level of the chain (gd_engine_level_sheet).
 * 4. A caller that stops early (the threads are stopped and joined by gd_engine_free), the
 *    games without a threaded schedule, and gd_engine_winners refused while threaded.
 * 5. The schedule with a worker made to lag (lagging below). */
#include "sheet/engine.h"
#include "testlib.h"
#include "gamedyn/sheet.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t n;
    gd_sheet *s, *p; /* p: the plain sheets of a pass game */
    gd_sheet *low[GD_MAX_PASSES]; /* K passes: the sheets of j = 0..K-2 passes left */
    uint64_t columns;
    gd_window_stats ws;
    uint64_t steals, solo, switches; /* the schedule's counts */
} run;

/* the schedule's settings for compute: a lagging worker, a short measurement */
static unsigned lag[2];
static uint64_t epoch;
static int idle = 1; /* the engine's idle_test: a core taken as idle, so two workers are tried */

static void run_free(run *r)
{
    for (uint64_t i = 0; i < r->n; i++) {
        gd_sheet_free(&r->s[i]);
        gd_sheet_free(&r->p[i]);
        for (int j = 0; j < GD_MAX_PASSES; j++)
            if (r->low[j])
                gd_sheet_free(&r->low[j][i]);
    }
    free(r->s);
    free(r->p);
    for (int j = 0; j < GD_MAX_PASSES; j++)
        free(r->low[j]);
    memset(r, 0, sizeof *r);
}

/* shrink: replace W by a tiny store before the threads start */
static int compute(run *r, const gd_config *cfg, int threads, int shrink)
{
    char err[256];
    memset(r, 0, sizeof *r);
    gd_engine *e = gd_engine_new(cfg, err, sizeof err);
    if (!e) {
        CHECK(0, "engine: %s", err);
        return -1;
    }
    if (shrink) {
        gd_wstore_free(&e->W);
        CHECK(gd_wstore_init(&e->W, e->rules->left_shift, 64, 2, 0) == 0, "tiny store");
    }
    e->lag_us[0] = lag[0];
    e->lag_us[1] = lag[1];
    e->epoch = epoch;
    e->idle_test = idle;
    CHECK(gd_engine_set_threads(e, threads) == threads, "threads %d used", threads);
    unsigned K = cfg->variant == GD_VARIANT_PASS ? gd_config_passes(cfg) : 0;
    r->s = calloc(cfg->xmax + 1, sizeof *r->s);
    r->p = calloc(cfg->xmax + 1, sizeof *r->p);
    for (unsigned j = 0; j + 1 < K; j++)
        r->low[j] = calloc(cfg->xmax + 1, sizeof *r->low[j]);
    const gd_sheet *s;
    int rc;
    while ((rc = gd_engine_next(e, &s, err, sizeof err)) == 0) {
        const gd_sheet *ps = gd_engine_plain_sheet(e);
        if (gd_sheet_copy(&r->s[r->n], s) != 0 || (ps && gd_sheet_copy(&r->p[r->n], ps) != 0))
            break;
        for (unsigned j = 0; j + 1 < K; j++)
            if (gd_sheet_copy(&r->low[j][r->n], gd_engine_level_sheet(e, j)) != 0)
                break;
        r->n++;
    }
    CHECK(rc == 1, "run ended with %d: %s", rc, err);
    r->columns = gd_engine_columns(e);
    gd_engine_window_stats(e, &r->ws);
    r->steals = atomic_load(&e->steals);
    r->solo = atomic_load(&e->solo_sheets);
    r->switches = atomic_load(&e->switches);
    gd_engine_free(e);
    return 0;
}

static void same(const run *a, const run *b, const char *what)
{
    CHECK(a->n == b->n, "%s: %llu sheets, %llu", what, (unsigned long long)a->n, (unsigned long long)b->n);
    for (uint64_t i = 0; i < a->n && i < b->n; i++) {
        int eq = tl_sheet_eq(&a->s[i], &b->s[i]) && tl_sheet_eq(&a->p[i], &b->p[i]);
        for (int j = 0; j < GD_MAX_PASSES && eq; j++)
            eq = !a->low[j] || (b->low[j] && tl_sheet_eq(&a->low[j][i], &b->low[j][i]));
        CHECK(eq, "%s: sheet %llu differs", what, (unsigned long long)i);
        if (!eq)
            break;
    }
    CHECK(a->columns == b->columns, "%s: columns %llu, %llu", what, (unsigned long long)a->columns,
          (unsigned long long)b->columns);
    CHECK(!memcmp(&a->ws, &b->ws, sizeof a->ws), "%s: window statistics differ", what);
}

/* The schedule's counts summed over compare's two-thread runs. */
static uint64_t steals, solo, switches;

static void compare(const gd_config *cfg, int reps, const char *what)
{
    run one, two;
    if (compute(&one, cfg, 1, 0) != 0)
        return;
    for (int i = 0; i <= reps; i++) {
        if (compute(&two, cfg, 2, i == reps) == 0) /* the last with W shrunk */
            same(&one, &two, what);
        steals += two.steals, solo += two.solo, switches += two.switches;
        run_free(&two);
    }
    run_free(&one);
}

/* 5. A lagging worker: the low one (the high worker takes its columns over: steals), the
 * high one, and one lagging so much that the schedule falls back to one worker and
 * measures two again (switches both ways) when a core is idle, and not when none is: the
 * sheets stay the one-thread ones. */
static void lagging(const gd_config *cfg, const char *what)
{
    char w[96];
    epoch = 500;
    lag[0] = 300;
    steals = solo = switches = 0;
    snprintf(w, sizeof w, "%s, the low worker lagging", what);
    compare(cfg, 1, w);
    CHECK(steals > 0, "%s: the high worker took columns over (%llu)", w, (unsigned long long)steals);
    lag[0] = 0, lag[1] = 300;
    snprintf(w, sizeof w, "%s, the high worker lagging", what);
    compare(cfg, 1, w);
    lag[0] = 3000, lag[1] = 0;
    solo = switches = 0;
    idle = 1; /* a core free for the second worker: it is measured again */
    snprintf(w, sizeof w, "%s, the low worker far behind", what);
    compare(cfg, 1, w);
    CHECK(solo > 0 && switches >= 3, "%s: one worker for %llu sheets, %llu switches", w, (unsigned long long)solo,
          (unsigned long long)switches);
    solo = switches = 0;
    idle = -1; /* no core free: one worker builds every sheet, the second is never tried */
    snprintf(w, sizeof w, "%s, the low worker far behind, no idle core", what);
    compare(cfg, 1, w);
    CHECK(solo > 0 && switches == 0, "%s: one worker for %llu sheets, %llu switches", w, (unsigned long long)solo,
          (unsigned long long)switches);
    lag[0] = lag[1] = 0;
    epoch = 0;
    idle = 1;
}

static uint64_t rng = 12345;
static uint64_t rnd(uint64_t n)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng % n;
}

int main(void)
{
    uint64_t X = UNDER_ASAN ? 600 : 2500;
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, X, X, 0};
    char what[64];
    uint64_t small[] = {0, 1, 2, 3, 5, 17, 40, 100};
    for (size_t i = 0; i < sizeof small / sizeof *small; i++) {
        cfg.xmax = cfg.ymax = small[i];
        snprintf(what, sizeof what, "chomp X=%llu", (unsigned long long)small[i]);
        compare(&cfg, 3, what);
    }
    cfg.xmax = cfg.ymax = X;
    compare(&cfg, 4, "chomp");
    /* the pass: the low worker builds the plain sheet first */
    gd_config pass = {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, X / 2, X / 2, 1};
    compare(&pass, 2, "chomp with a pass");
    for (size_t i = 0; i < 5; i++) {
        pass.xmax = pass.ymax = small[i];
        snprintf(what, sizeof what, "chomp with a pass, X=%llu", (unsigned long long)small[i]);
        compare(&pass, 2, what);
    }

    /* several passes: the chain's lower sheets kept in the slots */
    for (unsigned k = 2; k <= 3; k++) {
        gd_config kp = {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, X / (2 * k), X / (2 * k), k};
        snprintf(what, sizeof what, "chomp with %u passes", k);
        compare(&kp, 1, what);
        kp.xmax = kp.ymax = 5;
        compare(&kp, 1, what);
    }

    /* the schedule under a lagging worker */
    gd_config lg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 400, 400, 0};
    lagging(&lg, "chomp");
    gd_config lp = {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 200, 200, 2};
    lagging(&lp, "chomp with 2 passes");

    /* generic Chomp: a few declared points, some in column 0 or on the first sheets */
    for (int k = 0; k < 6; k++) {
        gd_xyz pts[3];
        int np = 1 + (int)rnd(3);
        for (int j = 0; j < np; j++) {
            uint64_t x = rnd(k < 2 ? 8 : 300), y = rnd(4) ? rnd(x / 2 + 2) : 0;
            pts[j] = (gd_xyz){x, y, y + rnd(x + 3)};
        }
        gd_perturb V;
        char err[256];
        if (gd_perturb_from_points(&V, pts, (size_t)np, gd_rules_get(GD_SHEET_CHOMP), err, sizeof err) != 0) {
            CHECK(0, "points: %s", err);
            continue;
        }
        gd_config pc = {GD_SHEET_CHOMP, GD_VARIANT_PERTURB, &V, k < 2 ? 200 : 1200, k < 2 ? 200 : 1200, 0};
        snprintf(what, sizeof what, "chomp with %d points (set %d)", np, k);
        compare(&pc, 2, what);
        gd_perturb_clear(&V);
    }

    /* a caller that stops early: gd_engine_free stops and joins the threads */
    char err[256];
    for (int stop = 0; stop < 40; stop += 7) {
        gd_engine *e = gd_engine_new(&cfg, err, sizeof err);
        CHECK(e && gd_engine_set_threads(e, 2) == 2, "threaded engine");
        const gd_sheet *s;
        for (int i = 0; e && i < stop && gd_engine_next(e, &s, err, sizeof err) == 0; i++)
            ;
        uint64_t w;
        if (e && stop)
            CHECK(gd_engine_winners(e, 0, 64, &w, err, sizeof err) != 0, "winners refused while threaded");
        gd_engine_free(e);
    }

    /* no threaded schedule: Nim, a window; and set_threads after the first sheet */
    gd_perturb rv;
    CHECK(gd_perturb_parse(&rv, "random:seed=1,sigma=10", gd_rules_get(GD_SHEET_CHOMP), err, sizeof err) == 0, "random V");
    gd_config other[] = {{GD_SHEET_NIM, GD_VARIANT_PLAIN, NULL, 50, 50, 0},
                         {GD_SHEET_CHOMP, GD_VARIANT_PERTURB, &rv, 50, 50, 0}};
    for (size_t i = 0; i < sizeof other / sizeof *other; i++) {
        gd_engine *e = gd_engine_new(&other[i], err, sizeof err);
        CHECK(e && gd_engine_set_threads(e, 2) == 1, "config %zu stays on one thread", i);
        gd_engine_free(e);
    }
    gd_perturb_clear(&rv);
    gd_engine *e = gd_engine_new(&cfg, err, sizeof err);
    const gd_sheet *s;
    CHECK(e && gd_engine_next(e, &s, err, sizeof err) == 0 && gd_engine_set_threads(e, 2) == 1,
          "threads only before the first sheet");
    gd_engine_free(e);
    return tl_done("t_wave");
}
