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
 * This file holds the variant's extra marks and R itself, which drives them. */
#include "deadly.h"
#include "lowertails.h"
#include "parents.h"
#include "supermex.h"
#include "tail.h"
#include "wstore.h"
#include "window.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

struct gd_engine {
    gd_config cfg;
    const gd_rules *rules;
    gd_perturb V;
    int window;
    gd_engine *plain; /* pass variant: the game without the pass (K passes: the (K-1)-pass engine) */
    const gd_sheet *plain_sheet;
    uint64_t x; /* next sheet */
    int dead;   /* a P at [x',0,0]: every later position moves there */
    gd_wstore W;
    gd_parents S;
    gd_deadly D;
    gd_lowertails T;
    gd_window Wn;
    /* the sheet being built */
    uint32_t *zbuf;
    size_t zcap;
    uint32_t *tailbuf;
    size_t tailcap;
    gd_sheet out;
    uint64_t columns;
};

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

/* Columns of sheet x that the engine computes in window mode. */
static uint64_t window_columns(const gd_config *cfg, uint64_t x)
{
    /* A Chomp sheet x - t feeds column y of sheet x through its column y + t. */
    return cfg->ymax + 1 + (cfg->game == GD_SHEET_CHOMP ? cfg->xmax - x : 0);
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

/* Measured peaks (docs/engine.md, "Memory"): the mark rows, the kept sheets (Chomp's
 * explicit parts are ~0.42 x columns), and 2 MiB for the program itself (a declared point
 * far above the P-positions costs nothing: extras never enter S); a quarter more for the growth the sizes cannot predict. */
uint64_t gd_config_estimate_bytes(const gd_config *cfg, int keep_all)
{
    double X = (double)cfg->xmax + 1, Y = (double)cfg->ymax + 1;
    int copies = (int)gd_config_passes(cfg) + 1; /* the chain: K passes, K-1, ..., plain */
    uint64_t cap, words;
    row_shape(cfg, &cap, &words);
    /* each key's row plus its slot in the key table */
    double bytes = (double)cap * ((double)words + 1) * 8, kept = 0;
    if (cfg->game == GD_SHEET_NIM)
        kept = X * Y * 4;
    else if (gd_config_is_window(cfg))
        kept = X * (Y + X / 2) * 4;
    else
        kept = X * X * 0.21 * 4;
    bytes = (bytes + (keep_all ? kept : 0)) * copies;
    bytes = bytes * 1.25 + 2 * 1048576.0;
    return bytes >= 1.8e19 ? UINT64_MAX : (uint64_t)bytes;
}

gd_engine *gd_engine_new(const gd_config *cfg, char *err, size_t errlen)
{
    gd_engine *e = calloc(1, sizeof *e);
    if (!e) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    e->cfg = *cfg;
    e->rules = gd_rules_get(cfg->game);
    e->window = gd_config_is_window(cfg);
    gd_lowertails_init(&e->T);
    gd_window_init(&e->Wn);
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
    if (gd_wstore_init(&e->W, e->rules->left_shift, cap, (size_t)words) != 0) {
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
    gd_engine_free(e->plain);
    gd_perturb_clear(&e->V);
    gd_wstore_free(&e->W);
    gd_parents_free(&e->S);
    gd_D_free(&e->D);
    gd_lowertails_free(&e->T);
    gd_window_free(&e->Wn);
    free(e->zbuf);
    free(e->tailbuf);
    free(e);
}

const gd_sheet *gd_engine_plain_sheet(const gd_engine *e)
{
    return e->plain ? e->plain_sheet : NULL;
}

const gd_sheet *gd_engine_level_sheet(const gd_engine *e, unsigned j)
{
    unsigned k = gd_config_passes(&e->cfg);
    if (j > k)
        return NULL;
    if (j == k)
        return e->x ? &e->out : NULL;
    return j + 1 == k ? e->plain_sheet : gd_engine_level_sheet(e->plain, j);
}

uint64_t gd_engine_next_sheet(const gd_engine *e)
{
    return e->x;
}

uint64_t gd_engine_columns(const gd_engine *e)
{
    return e->columns + (e->plain ? gd_engine_columns(e->plain) : 0);
}

void gd_engine_window_stats(const gd_engine *e, gd_window_stats *out)
{
    const gd_window *w = &e->Wn;
    *out = (gd_window_stats){w->proofs, w->max_L, w->max_P, w->max_width, w->max_past, w->sum_past};
}

int gd_engine_extras(const gd_engine *e, uint64_t x, uint64_t y, uint64_t *out, int cap)
{
    int n = 0;
    if (e->cfg.variant == GD_VARIANT_PASS) {
        uint32_t z;
        /* The pass-winners: a pass to a P of the plain game, never from the terminal position. */
        if (gd_sheet_lookup(e->plain_sheet, y, &z) == GD_SHEET_P && !gd_rules_is_terminal(e->rules, x, y, z))
            out[n++] = z;
        if (!e->V.npts)
            return n;
    }
    if (e->V.kind == GD_PERTURB_RANDOM) {
        uint64_t z;
        if (gd_perturb_random_point(&e->V, x, y, &z) && gd_rules_is_position(e->rules, x, y, z))
            out[n++] = z;
    }
    if (e->V.npts) { /* the listed points (a random V may have some too) */
        int nr = n;
        size_t lo = 0, hi = e->V.npts;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            const gd_pos *p = &e->V.pts[mid];
            if (p->x < x || (p->x == x && p->y < y))
                lo = mid + 1;
            else
                hi = mid;
        }
        for (; lo < e->V.npts && e->V.pts[lo].x == x && e->V.pts[lo].y == y && n < cap; lo++)
            if (nr == 0 || out[0] != e->V.pts[lo].z)
                out[n++] = e->V.pts[lo].z;
    }
    return n;
}

/* From which column, and with which period, the extras of sheet x repeat. */
static void extras_stable(const gd_engine *e, uint64_t x, uint64_t *start, uint64_t *period)
{
    *start = 0;
    *period = 1;
    if (e->cfg.variant == GD_VARIANT_PASS) {
        *start = gd_sheet_stable_start(e->plain_sheet);
        if (e->plain_sheet->kind == GD_SHEET_TAIL)
            *period = e->plain_sheet->period;
    }
    if (e->V.kind == GD_PERTURB_FINITE) {
        for (size_t i = 0; i < e->V.npts; i++)
            if (e->V.pts[i].x == x && e->V.pts[i].y + 1 > *start)
                *start = e->V.pts[i].y + 1;
    }
}

/* Makes the W rows up to key live: a new row starts with every proved tail of the
 * lower sheets (D stays in K, beside the rows). */
static inline int W_need_key(gd_engine *e, uint64_t key)
{
    if (key < e->W.hi)
        return 0;
    while (e->W.hi <= key) {
        uint64_t k = e->W.hi, off = gd_rules_offset(e->rules, 0, k); /* index of z = 0 on key k */
        if (gd_wstore_open(&e->W, k, off, gd_lowertails_top(&e->T, off), e->T.flat, e->T.flat_bits) != 0)
            return -1;
        gd_lowertails_into_row(&e->T, &e->W, k, off);
    }
    return 0;
}

/* The tail prover's question: is z = v of column y of the sheet being built marked by W or the extras? */
static int marked(void *ctx, uint64_t y, uint64_t v)
{
    gd_engine *e = ctx;
    uint64_t k = gd_rules_key(e->rules, e->x, y);
    if (W_need_key(e, k) != 0)
        return -1;
    uint64_t n = gd_rules_offset(e->rules, e->x, y) + v;
    if (gd_wstore_get(&e->W, k, n) || gd_D_get(&e->D, n))
        return 1;
    uint64_t ex[GD_MAX_EXTRAS];
    int nex = gd_engine_extras(e, e->x, y, ex, GD_MAX_EXTRAS);
    for (int i = 0; i < nex; i++)
        if (ex[i] == v)
            return 1;
    return 0;
}

/* The flat test's question, answered from the tails themselves (window.c). */
typedef struct {
    gd_window *w;
    gd_window_in *in;
} never_ctx;
static int never_marked(void *ctx, uint64_t v)
{
    never_ctx *n = ctx;
    return gd_window_never_marked(n->w, n->in, v);
}

static int grow_u32(uint32_t **buf, size_t *cap, size_t need)
{
    if (need <= *cap)
        return 0;
    size_t c = *cap ? *cap * 2 : 1024;
    while (c < need)
        c *= 2;
    uint32_t *b = realloc(*buf, c * sizeof *b);
    if (!b)
        return -1;
    *buf = b;
    *cap = c;
    return 0;
}

/* Makes e->out the proved tail sheet x: periodic from y0 with period p, read off zbuf. */
static int tail_fill(gd_engine *e, uint64_t x, uint64_t y0, uint64_t p, uint64_t computed)
{
    if (grow_u32(&e->tailbuf, &e->tailcap, (size_t)p) != 0)
        return -1;
    memcpy(e->tailbuf, e->zbuf + y0, p * sizeof *e->tailbuf);
    gd_sheet *o = &e->out;
    o->x = x;
    o->kind = GD_SHEET_TAIL;
    o->len = y0;
    o->z = e->zbuf;
    o->period = p;
    o->tail = e->tailbuf;
    o->computed = computed;
    return 0;
}

/* Starts sheet x: S holds the deadly diagonals of the lower sheets. */
static int sheet_begin(gd_engine *e, uint64_t x)
{
    gd_parents_begin(&e->S, gd_rules_offset(e->rules, x, 0));
    if (e->rules->left_shift)
        gd_wstore_drop_below(&e->W, gd_rules_key(e->rules, x, 0));
    return gd_D_into_parents(&e->D, &e->S);
}

/* R on one sheet: M column by column until the sheet ends, its tail is proved, or the window is full. */
static int R_sheet(gd_engine *e, char *err, size_t errlen)
{
    const gd_rules *r = e->rules;
    uint64_t x = e->x;
    gd_sheet *o = &e->out;
    memset(o, 0, sizeof *o);
    o->x = x;
    o->kind = GD_SHEET_END;
    if (e->plain && gd_engine_next(e->plain, &e->plain_sheet, err, errlen) != 0)
        return -1;
    if (e->dead)
        return 0;
    if (sheet_begin(e, x) != 0)
        goto oom;
    uint64_t limit = e->window ? window_columns(&e->cfg, x) : UINT64_MAX;
    /* A Chomp sheet's explicit part is ~0.42 x columns; far past that something is wrong. */
    uint64_t give_up = 64 * (x + 64) + 4 * (e->T.lcm < GD_TAIL_MAX_PERIOD ? e->T.lcm : GD_TAIL_MAX_PERIOD);
    gd_tail_watch tw = {0, 1, 0, 0};
    gd_periodic_tail xt; /* the extras past yp as a tail: the plain sheet x's (the pass) */
    gd_window_in win = {x, tw.yp, 0, NULL, &e->S, NULL, 0, NULL, 0, NULL};
    never_ctx nc = {&e->Wn, &win};
    gd_tail_input tin = {r, x, NULL, &e->S, e->T.flat_mex, marked, e, never_marked, &nc};
    if (!e->window) {
        uint64_t xs, xp, k0 = gd_rules_key(r, x, 0);
        extras_stable(e, x, &xs, &xp);
        tw.yp = e->T.stable_key > k0 ? e->T.stable_key - k0 : 0;
        if (xs > tw.yp)
            tw.yp = xs;
        tw.period = gd_lcm(e->T.lcm, xp);
    }
    if (!e->window) {
        win.yp = tw.yp;
        const gd_sheet *ps = e->plain ? e->plain_sheet : NULL;
        if (ps && ps->kind == GD_SHEET_TAIL) {
            xt = (gd_periodic_tail){x, ps->len, ps->period, ps->computed, ps->tail};
            win.extra = &xt;
            if (x == 0 && win.yp < 1)
                win.yp = 1; /* the terminal [0,0,1] is never a pass-winner: column 0 is not periodic */
        }
        gd_window_begin(&e->Wn, win.yp);
    }
    uint64_t ex[GD_MAX_EXTRAS];
    int plain = e->cfg.variant == GD_VARIANT_PLAIN;
    for (uint64_t y = 0; y < limit; y++) {
        uint64_t z;
        int nex = plain ? 0 : gd_engine_extras(e, x, y, ex, GD_MAX_EXTRAS);
        if (W_need_key(e, gd_rules_key(r, x, y)) != 0 ||
            gd_sheet_M_column(&e->W, &e->D, &e->S, r, x, y, ex, nex, &z) != 0 ||
            gd_sheet_M_place(&e->W, &e->S, r, x, y, z) != 0 || grow_u32(&e->zbuf, &e->zcap, (size_t)y + 1) != 0)
            goto oom;
        if (z > UINT32_MAX - 1) {
            gd_err(err, errlen, "sheet %llu: z exceeds 32 bits", (unsigned long long)x);
            return -1;
        }
        e->zbuf[y] = (uint32_t)z;
        e->columns++;
        if (r->deadly_diagonal && y == 0 && gd_D_add(&e->D, gd_rules_offset(r, x, 0) + z) != 0)
            goto oom;
        if (r->zero_ends_sheet && z == 0) {
            o->len = y + 1;
            o->z = e->zbuf;
            o->computed = y + 1;
            if (r->rectangle_sink && y == 0)
                e->dead = 1; /* [x,0,0] is P: every later sheet moves there */
            gd_lowertails_stable_from(&e->T, gd_rules_key(r, x, y + 1));
            return 0;
        }
        /* Below yp neither prover looks at the column (both return 0 at once): skip the calls. */
        if (!e->window && y >= tw.yp) {
            uint64_t y0, period;
            tin.z = e->zbuf;
            /* win is read by the flat test too (never_marked), so it is current before either prover */
            win.ncols = y + 1, win.z = e->zbuf;
            win.per = e->T.per, win.nper = e->T.nper, win.flat = e->T.flat, win.flat_words = e->T.flat_words;
            int rc = gd_tail_try(&tw, &tin, y, &y0, &period);
            if (rc == 0 && y + 1 >= e->Wn.next) { /* gd_window_try's own first test */
                gd_window_cert cert;
                rc = gd_window_try(&e->Wn, &win, &cert, &y0, &period);
            }
            if (rc < 0)
                goto oom;
            if (rc == 1) {
                if (tail_fill(e, x, y0, period, y + 1) != 0 || gd_lowertails_publish(&e->T, &e->W, r, o) != 0) {
                    gd_err(err, errlen, "out of memory");
                    return -1;
                }
                return 0;
            }
        }
        if (!e->window && y > give_up) {
            gd_err(err, errlen, "sheet %llu: no periodic tail proved within %llu columns", (unsigned long long)x,
                   (unsigned long long)y);
            return -1;
        }
    }
    o->kind = GD_SHEET_WINDOW;
    o->len = limit;
    o->z = e->zbuf;
    o->computed = limit;
    return 0;
oom:
    gd_err(err, errlen, "out of memory at sheet %llu", (unsigned long long)x);
    return -1;
}

int gd_engine_next(gd_engine *e, const gd_sheet **out, char *err, size_t errlen)
{
    if (e->x > e->cfg.xmax)
        return 1;
    if (R_sheet(e, err, errlen) != 0)
        return -1;
    e->x++;
    *out = &e->out;
    return 0;
}

int gd_engine_winners(gd_engine *e, uint64_t y, uint64_t nz, uint64_t *out, char *err, size_t errlen)
{
    const gd_rules *r = e->rules;
    uint64_t x = e->x, nw = (nz + 63) >> 6;
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
    if (W_need_key(e, key) != 0) {
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
