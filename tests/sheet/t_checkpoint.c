/* t_checkpoint.c - the engine saved between sheets and loaded into a new engine
 * (src/sheet/checkpoint.c; docs/engine.md, "Checkpoints") gives the sheets of a run that
 * never stopped, on one thread and on two.
 *
 * 1. Plain Chomp, Chomp with a pass and with 2 passes: a run paused at sheets drawn with a
 *    fixed seed, saved at each pause, and either going on in the same engine or loaded into
 *    a new one (which then goes on, threads again or not), gives every sheet, the columns
 *    and the window statistics of a one-thread run without pauses.
 * 2. A file cut anywhere, or with one byte changed, is refused (cut: the load fails; a
 *    changed byte: the load or the checksum); a save for another xmax is refused.
 * 3. Saving before the pause's sheet is taken, loading into an engine that has built a
 *    sheet, and games with windows or declared points are refused. */
#include "gamedyn/io.h"
#include "gamedyn/sheet.h"
#include "sheet/engine.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 424242;
static uint64_t rnd(uint64_t n)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng % n;
}

typedef struct {
    gd_sheet *s;
    uint64_t n, columns;
    gd_window_stats ws;
    uint64_t switches, solo; /* the schedule's, over the run's engines */
} run;

/* Short measurements of the schedule with a core taken as idle: the threads switch between
 * one worker and two many times a run, so pauses fall in both. */
static void schedule_often(gd_engine *e)
{
    e->idle_test = 1;
    e->epoch = 3000;
}

static void count(run *r, const gd_engine *e)
{
    r->switches += atomic_load(&e->switches);
    r->solo += atomic_load(&e->solo_sheets);
}

static void run_free(run *r)
{
    for (uint64_t i = 0; i < r->n; i++)
        gd_sheet_free(&r->s[i]);
    free(r->s);
    memset(r, 0, sizeof *r);
}

static gd_engine *fresh(const gd_config *cfg, int threads)
{
    char err[256];
    gd_engine *e = gd_engine_new(cfg, err, sizeof err);
    CHECK(e != NULL, "engine: %s", err);
    if (e)
        schedule_often(e);
    if (e && threads > 1)
        CHECK(gd_engine_set_threads(e, threads) == 2, "two threads");
    return e;
}

/* Saves e (paused, its last sheet taken) into a temporary file, rewound. */
static FILE *save(gd_engine *e)
{
    char err[256];
    FILE *f = tmpfile();
    gd_blob b;
    gd_blob_init(&b, f);
    int rc = gd_engine_save(e, &b, err, sizeof err);
    CHECK(rc == 0, "save: %s", err);
    gd_blob_put_end(&b);
    CHECK(!b.bad && fflush(f) == 0, "save written");
    rewind(f);
    return f;
}

static gd_engine *load(const gd_config *cfg, FILE *f, int threads)
{
    char err[256];
    gd_engine *e = gd_engine_new(cfg, err, sizeof err);
    gd_blob b;
    gd_blob_init(&b, f);
    if (e)
        schedule_often(e);
    int rc = e ? gd_engine_load(e, &b, err, sizeof err) : -1;
    CHECK(rc == 0 && gd_blob_get_end(&b) == 0, "load: %s", err);
    if (e && threads > 1)
        CHECK(gd_engine_set_threads(e, threads) == 2, "two threads after a load");
    return e;
}

/* The run on threads, paused at about `pauses` sheets; after each save it goes on in the
 * same engine or (reload) in a new one loaded from the save, on threads2 threads. */
static void compute(run *r, const gd_config *cfg, int threads, int pauses, int reload, int threads2)
{
    char err[256];
    memset(r, 0, sizeof *r);
    r->s = calloc(cfg->xmax + 1, sizeof *r->s);
    gd_engine *e = fresh(cfg, threads);
    uint64_t at = pauses ? rnd(cfg->xmax / (uint64_t)pauses + 1) : UINT64_MAX, p = UINT64_MAX;
    const gd_sheet *s;
    int rc;
    while (e && (rc = gd_engine_next(e, &s, err, sizeof err)) == 0) {
        gd_sheet_copy(&r->s[r->n++], s);
        if (at != UINT64_MAX && p == UINT64_MAX && s->x >= at)
            p = gd_engine_pause(e, s->x);
        if (p != UINT64_MAX && s->x == p) {
            FILE *f = save(e);
            if (reload) {
                count(r, e);
                gd_engine_free(e);
                e = load(cfg, f, threads2);
            }
            fclose(f);
            at += 1 + rnd(cfg->xmax / (uint64_t)pauses + 1);
            p = UINT64_MAX;
        }
    }
    CHECK(e && rc == 1, "run ended: %s", err);
    if (e) {
        r->columns = gd_engine_columns(e);
        gd_engine_window_stats(e, &r->ws);
        count(r, e);
    }
    gd_engine_free(e);
}

static void same(const run *a, const run *b, const char *what)
{
    CHECK(a->n == b->n, "%s: %llu sheets, %llu", what, (unsigned long long)a->n, (unsigned long long)b->n);
    for (uint64_t i = 0; i < a->n && i < b->n; i++)
        if (!tl_sheet_eq(&a->s[i], &b->s[i])) {
            CHECK(0, "%s: sheet %llu differs", what, (unsigned long long)i);
            break;
        }
    CHECK(a->columns == b->columns, "%s: columns %llu, %llu", what, (unsigned long long)a->columns,
          (unsigned long long)b->columns);
    CHECK(!memcmp(&a->ws, &b->ws, sizeof a->ws), "%s: window statistics differ", what);
}

static void resumed(const gd_config *cfg, const char *name)
{
    run ref, r;
    compute(&ref, cfg, 1, 0, 0, 1);
    struct { int threads, pauses, reload, threads2; } cases[] = {
        {1, 5, 0, 1}, {1, 5, 1, 1}, {2, 5, 0, 2}, {2, 7, 1, 2}, {1, 3, 1, 2}, {2, 3, 1, 1}, {2, 40, 1, 2},
        {2, 80, 0, 2}, {2, 80, 1, 2}}; /* many pauses: some right after the schedule goes back to two workers */
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char what[128];
        snprintf(what, sizeof what, "%s, %d thread(s), %d pauses, %s on %d", name, cases[i].threads, cases[i].pauses,
                 cases[i].reload ? "loaded" : "going on", cases[i].threads2);
        compute(&r, cfg, cases[i].threads, cases[i].pauses, cases[i].reload, cases[i].threads2);
        same(&ref, &r, what);
        if (cases[i].threads > 1 && cases[i].threads2 > 1 && cfg->xmax >= 1000)
            CHECK(r.switches >= 2 && r.solo > 0, "%s: one worker and two both built sheets (%llu switches, %llu solo)",
                  what, (unsigned long long)r.switches, (unsigned long long)r.solo);
        run_free(&r);
    }
    run_free(&ref);
}

/* 2. The bytes of a save of cfg paused at sheet at. */
static char *saved_bytes(const gd_config *cfg, uint64_t at, size_t *n)
{
    char err[256];
    gd_engine *e = fresh(cfg, 1);
    const gd_sheet *s;
    while (gd_engine_next(e, &s, err, sizeof err) == 0 && s->x < at)
        ;
    FILE *f = save(e);
    gd_engine_free(e);
    fseek(f, 0, SEEK_END);
    *n = (size_t)ftell(f);
    rewind(f);
    char *buf = malloc(*n);
    CHECK(fread(buf, 1, *n, f) == *n, "read back");
    fclose(f);
    return buf;
}

/* 0 when the bytes load as a whole, checksum and all. */
static int loads(const gd_config *cfg, const char *buf, size_t n)
{
    char err[256];
    FILE *f = tmpfile();
    fwrite(buf, 1, n, f);
    rewind(f);
    gd_engine *e = gd_engine_new(cfg, err, sizeof err);
    gd_blob b;
    gd_blob_init(&b, f);
    int rc = gd_engine_load(e, &b, err, sizeof err) == 0 && gd_blob_get_end(&b) == 0 ? 0 : -1;
    gd_engine_free(e);
    fclose(f);
    return rc;
}

static void damaged(void)
{
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 300, 300, 1};
    size_t n;
    char *buf = saved_bytes(&cfg, 200, &n);
    CHECK(loads(&cfg, buf, n) == 0, "the whole save loads");
    int cut = 0, changed = 0;
    for (int i = 0; i < 200; i++) {
        size_t at = rnd(n);
        cut += loads(&cfg, buf, at) != 0;
        char was = buf[at];
        buf[at] ^= (char)(1 + rnd(255));
        changed += loads(&cfg, buf, n) != 0;
        buf[at] = was;
    }
    CHECK(cut == 200, "a save cut short is refused (%d of 200)", cut);
    CHECK(changed == 200, "a save with a byte changed is refused (%d of 200)", changed);
    gd_config other = cfg;
    other.xmax = other.ymax = 301;
    CHECK(loads(&other, buf, n) != 0, "a save for another xmax is refused");
    free(buf);
}

static void refused(void)
{
    char err[256];
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 500, 500, 0};
    gd_engine *e = fresh(&cfg, 2);
    const gd_sheet *s;
    gd_engine_next(e, &s, err, sizeof err);
    uint64_t p = gd_engine_pause(e, 20);
    CHECK(p >= 20, "a pause at sheet 20 or past it (%llu)", (unsigned long long)p);
    gd_blob b;
    FILE *f = tmpfile();
    gd_blob_init(&b, f);
    CHECK(gd_engine_save(e, &b, err, sizeof err) != 0, "a save before the pause's sheet is taken is refused");
    while (gd_engine_next(e, &s, err, sizeof err) == 0 && s->x < p)
        ;
    CHECK(gd_engine_save(e, &b, err, sizeof err) == 0, "then taken, saved: %s", err);
    rewind(f);
    gd_blob_init(&b, f);
    CHECK(gd_engine_load(e, &b, err, sizeof err) != 0, "a load into an engine that built sheets is refused");
    fclose(f);
    gd_engine_free(e);
    gd_config nim = {GD_SHEET_NIM, GD_VARIANT_PLAIN, NULL, 50, 50, 0};
    CHECK(!gd_engine_can_save(&nim), "a window engine has no save");
    CHECK(gd_engine_can_save(&cfg), "plain Chomp has one");
}

int main(void)
{
    uint64_t X = UNDER_ASAN ? 500 : 5000;
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, X, X, 0};
    resumed(&cfg, "chomp");
    gd_config pass = {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, X / 2, X / 2, 1};
    resumed(&pass, "chomp with a pass");
    gd_config two = {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, X / 4, X / 4, 2};
    resumed(&two, "chomp with 2 passes");
    damaged();
    refused();
    return tl_done("t_checkpoint");
}
