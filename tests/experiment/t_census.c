/* t_census.c - a census saved on its schedule (gd_census_clock, src/experiment/checkpoint.c)
 * and resumed from the file gives the measurements of a run that never stopped.
 *
 * 1. Saves due at every sheet (every = 0) and a stop at sheet X/2, on one thread: each
 *    sheet before the stop saves, the stop saves and ends. The file, loaded into a new
 *    engine and measurements, goes on to X with no save due; the bootstrap estimates equal
 *    those of a straight run bit for bit.
 * 2. The same on two threads (the pause may fall past the sheet taken, then that sheet goes
 *    on unsaved) and resumed on two threads.
 * 3. A save that fails (a folder that does not exist) says so and lets the run go on, or at
 *    the stop ends it; a save never due before the stop is never made. */
#include "gamedyn/experiment.h"
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[256], path[300];

static gd_engine *engine(const gd_config *cfg, int threads)
{
    char err[256];
    gd_engine *e = gd_engine_new(cfg, err, sizeof err);
    CHECK(e != NULL, "engine: %s", err);
    if (e && threads > 1)
        gd_engine_set_threads(e, threads);
    return e;
}

/* The sheets of e into p, on the clock k (NULL: none); counts each tick's answer. */
static void take(gd_engine *e, gd_params *p, gd_census_clock *k, int counts[5], uint64_t *last)
{
    const gd_sheet *s;
    char err[256];
    *last = UINT64_MAX;
    while (gd_engine_next(e, &s, err, sizeof err) == 0) {
        gd_params_add(p, s);
        *last = s->x;
        if (!k)
            continue;
        int t = gd_census_clock_tick(k, p, e, NULL, 0, 0, s->x, err, sizeof err);
        CHECK(t >= -2 && t <= 2, "tick %d", t);
        if (t >= -2 && t <= 2)
            counts[t + 2]++;
        if (t == GD_CENSUS_STOPPED || t == GD_CENSUS_STOP_NOT_SAVED)
            break;
    }
}

static void same_estimates(const gd_params *a, const gd_params *b, const char *what)
{
    for (int i = 0; i < GD_NPARAMS; i++)
        CHECK(memcmp(&a->est[i], &b->est[i], sizeof a->est[i]) == 0, "%s: %s %.17g against %.17g", what,
              gd_param_name(i), b->est[i].value, a->est[i].value);
    CHECK(memcmp(&a->alpha_full, &b->alpha_full, sizeof a->alpha_full) == 0, "%s: alpha_full", what);
    CHECK(a->identity_exceptions == b->identity_exceptions && a->identity_to == b->identity_to, "%s: identity",
          what);
}

static void resumed(const gd_config *cfg, const gd_params *straight, int threads)
{
    uint64_t X = cfg->xmax, stop = X / 2, last;
    int counts[5] = {0};
    gd_params p, q;
    CHECK(gd_params_init(&p, X) == 0 && gd_params_init(&q, X) == 0, "init");
    gd_engine *e = engine(cfg, threads);
    gd_census_clock k;
    gd_census_clock_start(&k, path, e, 0, stop);
    take(e, &p, &k, counts, &last);
    CHECK(last == stop, "%d threads: stopped after sheet %llu, not %llu", threads, (unsigned long long)last,
          (unsigned long long)stop);
    CHECK(counts[GD_CENSUS_STOPPED + 2] == 1 && counts[GD_CENSUS_NOT_SAVED + 2] == 0, "%d threads: one stop", threads);
    if (threads == 1)
        CHECK(counts[GD_CENSUS_SAVED + 2] == (int)stop, "one thread: %d saves before the stop, not %llu",
              counts[GD_CENSUS_SAVED + 2], (unsigned long long)stop);
    else
        CHECK(counts[GD_CENSUS_SAVED + 2] > 0 && counts[GD_CENSUS_SAVED + 2] + counts[GD_CENSUS_GOES_ON + 2] == (int)stop,
              "two threads: %d saves and %d sheets unsaved before the stop", counts[GD_CENSUS_SAVED + 2],
              counts[GD_CENSUS_GOES_ON + 2]);
    gd_engine_free(e);

    char err[256];
    e = engine(cfg, 1);
    CHECK(gd_census_load(path, &q, e, NULL, err, sizeof err) == 0, "load: %s", err);
    if (threads > 1) /* as params: the threads after the load */
        gd_engine_set_threads(e, threads);
    CHECK(gd_engine_next_sheet(e) == stop + 1, "resumes at sheet %llu", (unsigned long long)gd_engine_next_sheet(e));
    memset(counts, 0, sizeof counts);
    gd_census_clock_start(&k, path, e, 1e9, UINT64_MAX);
    take(e, &q, &k, counts, &last);
    CHECK(last == X && counts[GD_CENSUS_GOES_ON + 2] == (int)(X - stop), "%d threads: to %llu with no save", threads,
          (unsigned long long)last);
    gd_engine_free(e);
    CHECK(gd_params_finish(&q, 0) == 0, "finish");
    same_estimates(straight, &q, threads == 1 ? "one thread" : "two threads");
    gd_params_free(&p);
    gd_params_free(&q);
}

static void failing(const gd_config *cfg)
{
    char bad[400], err[256] = "";
    snprintf(bad, sizeof bad, "%s/no-such-folder/ckpt", dir);
    uint64_t X = 200, last;
    gd_config c = *cfg;
    c.xmax = c.ymax = X;
    gd_params p;
    CHECK(gd_params_init(&p, X) == 0, "init");
    gd_engine *e = engine(&c, 1);
    gd_census_clock k;
    gd_census_clock_start(&k, bad, e, 0, 100);
    const gd_sheet *s;
    CHECK(gd_engine_next(e, &s, err, sizeof err) == 0, "sheet 0");
    gd_params_add(&p, s);
    CHECK(gd_census_clock_tick(&k, &p, e, NULL, 0, 0, s->x, err, sizeof err) == GD_CENSUS_NOT_SAVED,
          "a failed save goes on");
    CHECK(strstr(err, "no-such-folder") != NULL, "the error names the file: %s", err);
    int counts[5] = {0};
    take(e, &p, &k, counts, &last);
    CHECK(last == 100 && counts[GD_CENSUS_STOP_NOT_SAVED + 2] == 1 && counts[GD_CENSUS_NOT_SAVED + 2] == 99,
          "a failed save at the stop ends the run (last %llu)", (unsigned long long)last);
    gd_engine_free(e);
    gd_params_free(&p);

    /* never due: no file made before the stop */
    CHECK(gd_params_init(&p, X) == 0, "init");
    e = engine(&c, 1);
    snprintf(bad, sizeof bad, "%s/never", dir);
    gd_census_clock_start(&k, bad, e, 1e9, UINT64_MAX);
    memset(counts, 0, sizeof counts);
    take(e, &p, &k, counts, &last);
    CHECK(last == X && counts[GD_CENSUS_GOES_ON + 2] == (int)X + 1 && access(bad, F_OK) != 0, "no save due, none made");
    gd_engine_free(e);
    gd_params_free(&p);
}

int main(void)
{
    const char *t = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/gamedyn-t_census.XXXXXX", t && *t ? t : "/tmp");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    snprintf(path, sizeof path, "%s/ckpt", dir);
    uint64_t X = UNDER_ASAN ? 400 : 2000;
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, X, X, 0};
    gd_params straight;
    CHECK(gd_params_init(&straight, X) == 0, "init");
    gd_engine *e = engine(&cfg, 1);
    int counts[5];
    uint64_t last;
    take(e, &straight, NULL, counts, &last);
    gd_engine_free(e);
    CHECK(last == X && gd_params_finish(&straight, 0) == 0, "the straight run");
    resumed(&cfg, &straight, 1);
    resumed(&cfg, &straight, 2);
    failing(&cfg);
    gd_params_free(&straight);
    unlink(path);
    rmdir(dir);
    return tl_done("t_census");
}
