/* The sheet engine as a fast P/N oracle: a cached gd_solution that grows to cover the
 * positions asked for, or a database read once. */
#include "gamedyn/sheet.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

struct gd_sheet_oracle {
    gd_config cfg;
    gd_perturb V;
    int have;      /* sol holds a solution */
    int from_db;   /* sol came from a database: it never grows */
    uint64_t max_mem;
    gd_solution sol;
};

gd_sheet_oracle *gd_sheet_oracle_new(gd_sheet_game game, int pass, const gd_perturb *V, const char *db,
                                     uint64_t max_mem, char *err, size_t errlen)
{
    gd_sheet_oracle *o = calloc(1, sizeof *o);
    if (!o || (V && gd_perturb_copy(&o->V, V) != 0)) {
        free(o);
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    o->cfg.game = game;
    o->cfg.variant = pass ? GD_VARIANT_PASS : V ? GD_VARIANT_PERTURB : GD_VARIANT_PLAIN;
    o->cfg.passes = pass > 0 ? (unsigned)pass : 0; /* the pool K: passes left at the start */
    o->cfg.perturb = V ? &o->V : NULL;
    o->max_mem = max_mem;
    if (db) {
        if (gd_db_read(db, &o->sol, err, errlen) != 0) {
            gd_sheet_oracle_free(o);
            return NULL;
        }
        o->have = o->from_db = 1;
        if (!gd_solution_matches(&o->sol, &o->cfg)) {
            gd_err(err, errlen, "database '%s' is for another game or variant", db);
            gd_sheet_oracle_free(o);
            return NULL;
        }
    }
    return o;
}

void gd_sheet_oracle_free(gd_sheet_oracle *o)
{
    if (!o)
        return;
    if (o->have)
        gd_solution_free(&o->sol);
    gd_perturb_clear(&o->V);
    free(o);
}

/* Sheets a query may compute on the spot: about 25 s of work. */
#define SHEET_LIMIT 10000000u

/* Whether sheets 0..x with columns up to y are known. */
static int covers(const gd_sheet_oracle *o, uint64_t x, uint64_t y)
{
    if (!o->have || x >= o->sol.nsheets)
        return 0;
    if (!gd_config_is_window(&o->sol.cfg))
        return 1;
    return y <= o->sol.cfg.ymax;
}

/* The engine's estimate plus what keeping every sheet costs besides its columns: the
 * sheet records and one allocation each (two layers with the pass). */
static uint64_t estimate(const gd_config *c)
{
    uint64_t per_sheet = (sizeof(gd_sheet) + 32) * (gd_config_passes(c) + 1);
    return gd_config_estimate_bytes(c, 1) + (c->xmax + 1) * per_sheet;
}

/* Computes sheets 0..x with columns up to y and (Chomp) every column the moves from
 * [x,y,z] reach (y' <= x+y), so the winning moves of a position need no recomputation. */
static int grow(gd_sheet_oracle *o, uint64_t x, uint64_t y, char *err, size_t errlen)
{
    uint64_t need_y = o->cfg.game == GD_SHEET_CHOMP ? x + y : y;
    if (x > ((uint64_t)1 << 31) || need_y > ((uint64_t)1 << 31)) {
        gd_err(err, errlen, "[%llu,%llu,...] is beyond the sheet engine's limit of 2^31 sheets and columns",
               (unsigned long long)x, (unsigned long long)y);
        return -1;
    }
    if (x >= SHEET_LIMIT) {
        gd_err(err, errlen, "[%llu,%llu,...] needs %llu sheets of the sheet engine (minutes of work at ~2.5 us a sheet); "
                            "a query computes at most %llu (use 'gamedyn solve -o FILE' and --db)",
               (unsigned long long)x, (unsigned long long)y, (unsigned long long)x + 1, (unsigned long long)SHEET_LIMIT);
        return -1;
    }
    gd_config c = o->cfg;
    c.xmax = x;
    c.ymax = need_y;
    if (o->have) {
        /* Doubling keeps a sweep over many positions from recomputing at every step. */
        if (o->sol.cfg.xmax > c.xmax)
            c.xmax = o->sol.cfg.xmax;
        if (o->sol.cfg.ymax > c.ymax)
            c.ymax = o->sol.cfg.ymax;
        gd_config d = c;
        d.xmax = c.xmax > 2 * o->sol.cfg.xmax ? c.xmax : 2 * o->sol.cfg.xmax;
        d.ymax = c.ymax > 2 * o->sol.cfg.ymax ? c.ymax : 2 * o->sol.cfg.ymax;
        if (estimate(&d) <= o->max_mem)
            c = d;
    }
    uint64_t need = estimate(&c);
    if (need > o->max_mem) {
        char a[32], b[32];
        gd_err(err, errlen, "the sheet engine needs an estimated %s for sheets 0..%llu, columns 0..%llu: above the "
                            "memory bound %s (--max-mem)",
               gd_format_bytes(need, a, sizeof a), (unsigned long long)c.xmax, (unsigned long long)c.ymax,
               gd_format_bytes(o->max_mem, b, sizeof b));
        return -1;
    }
    gd_solution s;
    if (gd_solution_compute(&s, &c, NULL, NULL, err, errlen) != 0)
        return -1;
    if (o->have)
        gd_solution_free(&o->sol);
    o->sol = s;
    o->have = 1;
    return 0;
}

int gd_sheet_oracle_outcome(gd_sheet_oracle *o, int pass, uint64_t x, uint64_t y, uint64_t z, char *err,
                            size_t errlen)
{
    if (!covers(o, x, y)) {
        if (o->from_db) {
            gd_err(err, errlen, "[%llu,%llu,%llu] is outside the database", (unsigned long long)x,
                   (unsigned long long)y, (unsigned long long)z);
            return -1;
        }
        if (grow(o, x, y, err, errlen) != 0)
            return -1;
    }
    gd_outcome st = gd_solution_status(&o->sol, pass, x, y, z);
    if (st == GD_OUTCOME_UNKNOWN) {
        gd_err(err, errlen, "[%llu,%llu,%llu] is outside the computed sheets", (unsigned long long)x,
               (unsigned long long)y, (unsigned long long)z);
        return -1;
    }
    return st;
}

void gd_sheet_game_free_ctx(gd_game *g)
{
    gd_sheet_ctx *c = g->ctx;
    gd_sheet_oracle_free(c->sheets);
    gd_perturb_clear(&c->V);
    free(c);
}

gd_game *gd_sheet_game_new(gd_sheet_game game, const gd_game_ops *ops, size_t ctx_size, const gd_game_options *opt,
                           int oracle, char *err, size_t errlen)
{
    const char *perturb = gd_game_opt_value(opt, "perturb"), *db = gd_game_opt_value(opt, "db");
    int pass = (int)gd_game_opt_u64(opt, "pass");
    if (pass && perturb) {
        gd_err(err, errlen, "--pass and --perturb cannot be combined");
        return NULL;
    }
    gd_game *g = gd_game_new(ops, ctx_size);
    if (!g) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    gd_sheet_ctx *c = g->ctx;
    g->has_pass = pass;
    if (perturb) {
        if (gd_perturb_parse(&c->V, perturb, gd_rules_get(game), err, errlen) != 0) {
            gd_game_free(g);
            return NULL;
        }
        g->perturbed = 1;
    }
    if (oracle) {
        c->sheets = gd_sheet_oracle_new(game, pass, g->perturbed ? &c->V : NULL, db, opt->max_mem, err, errlen);
        if (!c->sheets) {
            gd_game_free(g);
            return NULL;
        }
    }
    return g;
}
