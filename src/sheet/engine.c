/* engine.c - the recursion R: sheet after sheet, W_x -> M -> L_x -> W_{x+1}.
 *
 * The parts, each in its own file with no knowledge of the engine (docs/engine.md has
 * the map from the papers' operators to files and functions):
 *   wstore.c      W, the lower-sheet marks by key (the left shift L is gd_rules_key)
 *   parents.c     S, the same-sheet marks M has placed on the sheet being built
 *   deadly.c      D, Chomp's deadly diagonals
 *   lowertails.c  the proved tails of lower sheets, replayed on every later W row
 *   supermex.c    M, one column at a time
 *   tail.c        the tail prover (flat and state tests)
 *   window.c      the window proof, tried when tail.c has not proved the tail
 *   build.c       R, one sheet: the column step, the variant's extra marks, the provers
 *   wavefront.c   R on two threads: the low and the high part of each sheet (handover.c
 *                 has the points where they meet)
 * This file holds the engine's life: its state, the next sheet (on one thread or from the
 * wavefront), the instant winners. */
#include "engine.h"
#include "gamedyn/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int gd_config_is_window(const gd_config *cfg)
{
    return cfg->game == GD_SHEET_NIM ||
           (cfg->variant == GD_VARIANT_PERTURB && cfg->perturb && cfg->perturb->kind == GD_PERTURB_RANDOM);
}

static uint64_t pow2_at_least(uint64_t n)
{
    uint64_t c = 64;
    while (c < n)
        c <<= 1;
    return c;
}

/* The mark rows' initial shape, for gd_engine_new and the estimate alike: cap keys (a
 * power of two) of words 64-bit words each, enough for the columns and the z range of
 * the mode (window or proved tails). */
static void row_shape(const gd_config *cfg, uint64_t *cap, uint64_t *words)
{
    uint64_t zbits;
    if (cfg->game == GD_SHEET_NIM) {
        *cap = pow2_at_least(cfg->ymax + 1);
        zbits = cfg->xmax + cfg->ymax + 2;
    } else if (gd_config_is_window(cfg)) {
        *cap = pow2_at_least(cfg->xmax + cfg->ymax + 2);
        zbits = cfg->xmax + cfg->ymax + 64;
    } else {
        *cap = pow2_at_least(cfg->xmax / 2 + 64);
        zbits = cfg->xmax - cfg->xmax / 4 + 128;
    }
    *words = zbits / 64 + 3;
}

/* Measured peaks (docs/engine.md, "Memory"): the mark rows' bands, the kept sheets (Chomp's
 * explicit parts are ~0.42 x columns), and 1 MiB for the program itself (a declared point
 * far above the P-positions costs nothing: extras never enter S); a tenth more for what the
 * measured shapes do not predict. */
/* The sheets of one game of the chain kept whole, 4 bytes an entry of their prefixes: Chomp's
 * L_x has about 0.21 x entries. */
static double kept_bytes(const gd_config *cfg)
{
    double X = (double)cfg->xmax + 1, Y = (double)cfg->ymax + 1;
    if (cfg->game == GD_SHEET_NIM)
        return X * Y * 4;
    if (gd_config_is_window(cfg))
        return X * (Y + X / 2) * 4;
    return X * X * 0.21 * 4;
}

void gd_config_parameters(const gd_config *g, char *buf, size_t len)
{
    const char *variant = g->variant == GD_VARIANT_PASS ? "pass" : g->variant == GD_VARIANT_PERTURB ? "perturb" : "plain";
    int n = snprintf(buf, len, "game=%s variant=%s xmax=%llu ymax=%llu mode=%s", gd_rules_get(g->game)->name, variant,
                     (unsigned long long)g->xmax, (unsigned long long)g->ymax,
                     gd_config_is_window(g) ? "window" : "proved-tails");
    size_t at = n < 0 ? 0 : (size_t)n < len ? (size_t)n : len - 1;
    if (gd_config_passes(g) > 1) {
        n = snprintf(buf + at, len - at, " passes=%u", gd_config_passes(g));
        at = n < 0 ? at : at + (size_t)n < len ? at + (size_t)n : len - 1;
    }
    const gd_perturb *v = g->variant == GD_VARIANT_PERTURB ? g->perturb : NULL;
    if (v && v->kind == GD_PERTURB_RANDOM) {
        char model[160];
        gd_perturb_model(v, model, sizeof model);
        snprintf(buf + at, len - at, " perturb=%s seed=%llu sigma=%g %s", v->spec, (unsigned long long)v->seed,
                 v->sigma, model);
    } else if (v)
        snprintf(buf + at, len - at, " perturb=%s seed=-", v->spec);
    else
        snprintf(buf + at, len - at, " seed=-");
}

const gd_config *gd_engine_config(const gd_engine *e)
{
    return &e->cfg;
}

uint64_t gd_db_estimate_bytes(const gd_config *cfg)
{
    /* each sheet: its prefix and five 8-byte fields, once a game of the chain; the header */
    double X = (double)cfg->xmax + 1, Y = (double)cfg->ymax + 1, copies = (double)gd_config_passes(cfg) + 1;
    /* Chomp's window sheets as written hold fewer entries than kept_bytes allows for:
     * 0.33 X + 0.42 Y each on average (measured for X, Y from 200 to 2000, any sigma). */
    double kept = cfg->game != GD_SHEET_NIM && gd_config_is_window(cfg) ? X * (0.33 * X + 0.42 * Y) * 4 : kept_bytes(cfg);
    double bytes = (kept + X * 40) * copies + 4096;
    if (cfg->perturb && cfg->perturb->pts)
        bytes += (double)cfg->perturb->npts * 24;
    return bytes >= 1.8e19 ? UINT64_MAX : (uint64_t)bytes;
}

/* The mark rows as memory: only each row's band (wstore.h), measured at the last sheet
 * (docs/engine.md, "Memory"): plain Chomp 0.0153 X^2 bytes, an engine of a game with passes
 * 0.0265 X^2 (the upper of the two kinds of the chain); Nim about half the ring, a window a
 * quarter of it (the bands are triangles); and each slot's floor and top. */
static double rows_bytes(const gd_config *cfg)
{
    uint64_t cap, words;
    row_shape(cfg, &cap, &words);
    double X = (double)cfg->xmax + 1, ring = (double)cap * (double)words * 8, slots = (double)cap * 12;
    if (cfg->game == GD_SHEET_NIM)
        return ring * 0.5 + slots;
    if (gd_config_is_window(cfg))
        return ring * 0.25 + slots;
    return (cfg->variant == GD_VARIANT_PASS ? 0.0265 : 0.0153) * X * X + slots;
}

uint64_t gd_config_estimate_bytes(const gd_config *cfg, int keep_all)
{
    int copies = (int)gd_config_passes(cfg) + 1; /* the chain: K passes, K-1, ..., plain */
    /* the rows, the same-sheet sets and sheets in flight (128 bytes a sheet), the kept sheets */
    double X = (double)cfg->xmax + 1, kept = kept_bytes(cfg);
    double bytes = (rows_bytes(cfg) + 128 * X + (keep_all ? kept : 0)) * copies;
    bytes = bytes * 1.1 + 1048576.0;
    return bytes >= 1.8e19 ? UINT64_MAX : (uint64_t)bytes;
}

gd_engine *gd_engine_new(const gd_config *cfg, char *err, size_t errlen)
{
    /* aligned: the threads' signals and the shared state sit on cache lines of their own */
    size_t sz = (sizeof(gd_engine) + 63) / 64 * 64;
    gd_engine *e = aligned_alloc(64, sz);
    if (e)
        memset(e, 0, sz);
    if (!e) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    e->cfg = *cfg;
    e->pause = UINT64_MAX;
    e->rules = gd_rules_get(cfg->game);
    e->window = gd_config_is_window(cfg);
    gd_lowertails_init(&e->T);
    for (int i = 0; i < 2; i++) {
        e->wk[i].e = e;
        e->wk[i].id = i;
        e->wk[i].b = &e->slot[0];
        atomic_init(&e->wk[i].col, 0);
        atomic_init(&e->wk[i].parked, 1);
        gd_window_init(&e->wk[i].Wn);
    }
    /* A pass game may carry declared points too (sensitivity's game B): they are N with the
     * pass available; the game after the pass does not see them. */
    int pass_points = cfg->variant == GD_VARIANT_PASS && cfg->perturb && cfg->perturb->kind == GD_PERTURB_FINITE;
    if (cfg->variant == GD_VARIANT_PERTURB || pass_points) {
        if (!cfg->perturb || gd_perturb_copy(&e->V, cfg->perturb) != 0) {
            gd_err(err, errlen, "perturbed variant without a perturbation set");
            free(e);
            return NULL;
        }
    }
    e->cfg.perturb = &e->V;
    if (cfg->variant == GD_VARIANT_PASS) {
        unsigned k = gd_config_passes(cfg);
        if (k > GD_MAX_PASSES) {
            gd_err(err, errlen, "%u passes: at most %d", k, GD_MAX_PASSES);
            gd_engine_free(e);
            return NULL;
        }
        /* The chain: the K-pass game's extras are the (K-1)-pass game's losers, down to the plain game. */
        gd_config pc = *cfg;
        pc.variant = k > 1 ? GD_VARIANT_PASS : GD_VARIANT_PLAIN;
        pc.passes = k > 1 ? k - 1 : 0;
        pc.perturb = NULL;
        e->plain = gd_engine_new(&pc, err, errlen);
        if (!e->plain) {
            gd_engine_free(e);
            return NULL;
        }
    }
    uint64_t cap, words;
    row_shape(cfg, &cap, &words);
    if (gd_wstore_init(&e->W, e->rules->left_shift, cap, (size_t)words, 0) != 0) {
        gd_err(err, errlen, "out of memory for the mark rows");
        gd_engine_free(e);
        return NULL;
    }
    return e;
}

void gd_engine_free(gd_engine *e)
{
    if (!e)
        return;
    gd_wave_stop(e); /* the threads first: they read everything below */
    gd_engine_free(e->plain);
    gd_perturb_clear(&e->V);
    gd_wstore_free(&e->W);
    gd_D_free(&e->D);
    gd_lowertails_free(&e->T);
    for (int i = 0; i < 2; i++)
        gd_window_free(&e->wk[i].Wn);
    for (int j = 0; j < GD_WAVE_SLOTS; j++) {
        gd_parents_free(&e->slot[j].S);
        gd_sheet_free(&e->slot[j].plain);
        for (int i = 0; i < GD_MAX_PASSES; i++)
            gd_sheet_free(&e->slot[j].lower[i]);
        free(e->slot[j].zbuf);
        free(e->slot[j].tailbuf);
    }
    free(e);
}

const gd_sheet *gd_engine_plain_sheet(const gd_engine *e)
{
    return e->plain ? e->plain_last : NULL;
}

const gd_sheet *gd_engine_level_sheet(const gd_engine *e, unsigned j)
{
    unsigned k = gd_config_passes(&e->cfg);
    if (j > k)
        return NULL;
    if (j == k)
        return e->last;
    if (j + 1 == k)
        return e->plain_last;
    /* the wavefront's chain runs ahead of the caller: its sheets x are kept in the slot */
    return e->wave ? &e->last_slot->lower[j] : gd_engine_level_sheet(e->plain, j);
}

uint64_t gd_engine_next_sheet(const gd_engine *e)
{
    return e->x;
}

uint64_t gd_engine_columns(const gd_engine *e)
{
    return e->wk[0].columns + e->wk[1].columns + (e->plain ? gd_engine_columns(e->plain) : 0);
}

void gd_engine_window_stats(const gd_engine *e, gd_window_stats *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 2; i++) {
        const gd_window *w = &e->wk[i].Wn;
        out->proofs += w->proofs;
        out->sum_past += w->sum_past;
        out->max_L = w->max_L > out->max_L ? w->max_L : out->max_L;
        out->max_P = w->max_P > out->max_P ? w->max_P : out->max_P;
        out->max_width = w->max_width > out->max_width ? w->max_width : out->max_width;
        out->max_past = w->max_past > out->max_past ? w->max_past : out->max_past;
    }
}

int gd_engine_next(gd_engine *e, const gd_sheet **out, char *err, size_t errlen)
{
    /* the threads are started again past a pause, and after a load */
    if (e->threads == 2 && e->x <= e->cfg.xmax && (!e->wave || e->x > gd_wave_end(e))) {
        gd_wave_stop(e);
        if (gd_wave_start(e, err, errlen) != 0)
            return -1;
    }
    return e->wave ? gd_wave_next(e, out, err, errlen) : gd_engine_step(e, out, err, errlen);
}

int gd_engine_set_threads(gd_engine *e, int n)
{
    char err[256];
    /* The low part needs sheets whose columns read only the sheet just below (Chomp's left
     * shift) and extras known before the sheet: declared points, or the pass's plain sheet
     * (with K passes the (K-1)-pass sheet, its chain kept in the slot), which the worker
     * that begins the sheet builds first. Not windows. */
    int ok = n >= 2 && !e->last && !e->wave && !e->window && e->rules->left_shift &&
             (e->cfg.variant == GD_VARIANT_PLAIN || e->cfg.variant == GD_VARIANT_PERTURB ||
              e->cfg.variant == GD_VARIANT_PASS);
    if (!ok)
        return e->wave ? 2 : 1;
    e->threads = gd_wave_start(e, err, sizeof err) == 0 ? 2 : 1;
    return e->threads;
}

int gd_engine_winners(gd_engine *e, uint64_t y, uint64_t nz, uint64_t *out, char *err, size_t errlen)
{
    const gd_rules *r = e->rules;
    uint64_t x = e->x, nw = (nz + 63) >> 6;
    if (e->wave) {
        gd_err(err, errlen, "the instant winners are not available while the engine runs on two threads");
        return -1;
    }
    if (e->window && y >= e->cfg.ymax + 1 + (r->left_shift ? e->cfg.xmax - x : 0)) {
        gd_err(err, errlen, "column %llu is outside the exact window (raise --ymax)", (unsigned long long)y);
        return -1;
    }
    if (e->dead) { /* a P at [x',0,0], x' < x: every position moves there */
        memset(out, 0xff, nw * sizeof *out);
        if (nz & 63)
            out[nw - 1] = ((uint64_t)1 << (nz & 63)) - 1;
        return 0;
    }
    uint64_t key = gd_rules_key(r, x, y);
    if (gd_engine_need_key(e, key) != 0) {
        gd_err(err, errlen, "out of memory for the mark rows");
        return -1;
    }
    uint64_t base = gd_wstore_base(&e->W, key) << 6, off = gd_rules_offset(r, x, y);
    gd_wstore_extract(&e->W, key, out, off - base, nz);
    if (e->D.any && e->D.max >= off) /* D is kept beside the rows */
        for (uint64_t i = 0; i < nw; i++)
            out[i] |= gd_bits_get64(e->D.K, e->D.words, off + (i << 6));
    if (nz & 63)
        out[nw - 1] &= ((uint64_t)1 << (nz & 63)) - 1;
    return 0;
}
