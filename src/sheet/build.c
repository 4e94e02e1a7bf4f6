/* build.c - R, one sheet: W_x -> M -> L_x column by column, the provers once past yp, and
 * the sheet handed on (its tail published into W for the sheets after). One thread runs
 * all of a sheet (gd_engine_step); the wavefront splits it between gd_engine_low and
 * gd_engine_high. The column step is inlined into both loops. */
#include "engine.h"
#include "supermex.h"
#include "tail.h"
#include "wave.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

/* Columns of sheet x that the engine computes in window mode. */
static uint64_t window_columns(const gd_config *cfg, uint64_t x)
{
    /* A Chomp sheet x - t feeds column y of sheet x through its column y + t. */
    return cfg->ymax + 1 + (cfg->game == GD_SHEET_CHOMP ? cfg->xmax - x : 0);
}

/* The extras of column y of sheet x, whose pass leads to the plain sheet ps. */
static int extras_of(const gd_engine *e, const gd_sheet *ps, uint64_t x, uint64_t y, uint64_t *out, int cap)
{
    int n = 0;
    if (e->cfg.variant == GD_VARIANT_PASS) {
        uint32_t z;
        /* The pass-winners: a pass to a P of the plain game, never from the terminal position. */
        if (gd_sheet_lookup(ps, y, &z) == GD_SHEET_P && !gd_rules_is_terminal(e->rules, x, y, z))
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
            const gd_xyz *p = &e->V.pts[mid];
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

int gd_engine_extras(const gd_engine *e, uint64_t x, uint64_t y, uint64_t *out, int cap)
{
    return extras_of(e, e->plain_last, x, y, out, cap);
}

/* From which column, and with which period, the extras of sheet x (plain sheet ps) repeat. */
static void extras_stable(const gd_engine *e, const gd_sheet *ps, uint64_t x, uint64_t *start, uint64_t *period)
{
    *start = 0;
    *period = 1;
    if (e->cfg.variant == GD_VARIANT_PASS) {
        *start = gd_sheet_stable_start(ps);
        if (ps->kind == GD_SHEET_TAIL)
            *period = ps->period;
    }
    if (e->V.kind == GD_PERTURB_FINITE) {
        for (size_t i = 0; i < e->V.npts; i++)
            if (e->V.pts[i].x == x && e->V.pts[i].y + 1 > *start)
                *start = e->V.pts[i].y + 1;
    }
}

/* The tail prover's question: is z = v of column y of the sheet being built marked by W or the extras? */
static int marked(void *ctx, uint64_t y, uint64_t v)
{
    gd_worker *wk = ctx;
    gd_engine *e = wk->e;
    uint64_t k = gd_rules_key(e->rules, wk->x, y);
    if (gd_engine_need_key(e, k) != 0)
        return -1;
    uint64_t n = gd_rules_offset(e->rules, wk->x, y) + v;
    if (gd_wstore_get(&e->W, k, n) || gd_D_get(&e->D, n))
        return 1;
    uint64_t ex[GD_MAX_EXTRAS];
    int nex = extras_of(e, wk->plain_sheet, wk->x, y, ex, GD_MAX_EXTRAS);
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

/* Makes the slot's sheet the proved tail sheet x: periodic from y0 with period p, read off zbuf. */
static int tail_fill(gd_slot *b, uint64_t x, uint64_t y0, uint64_t p, uint64_t computed)
{
    if (grow_u32(&b->tailbuf, &b->tailcap, (size_t)p) != 0)
        return -1;
    memcpy(b->tailbuf, b->zbuf + y0, p * sizeof *b->tailbuf);
    gd_sheet *o = &b->out;
    o->x = x;
    o->kind = GD_SHEET_TAIL;
    o->len = y0;
    o->z = b->zbuf;
    o->period = p;
    o->tail = b->tailbuf;
    o->computed = computed;
    return 0;
}

/* Sheet x ended at column y (a P at z = 0: no later column has one). */
static void sheet_ended(gd_engine *e, gd_worker *wk, uint64_t y)
{
    gd_sheet *o = &wk->b->out;
    o->len = y + 1;
    o->z = wk->b->zbuf;
    o->computed = y + 1;
    if (e->rules->rectangle_sink && y == 0)
        e->dead = 1; /* [x,0,0] is P: every later sheet moves there */
    gd_lowertails_stable_from(&e->T, gd_rules_key(e->rules, wk->x, y + 1));
}

/* Starts sheet x in slot b: S holds the deadly diagonals of the lower sheets. */
static int sheet_begin(gd_engine *e, gd_slot *b, uint64_t x)
{
    b->ny = 0;
    b->ended = 0;
    memset(&b->out, 0, sizeof b->out);
    b->out.x = x;
    b->out.kind = GD_SHEET_END;
    gd_parents_begin(&b->S, gd_rules_offset(e->rules, x, 0));
    return gd_D_into_parents(&e->D, &b->S);
}

/* Sets index n of row key: through the low worker's view of W when it has one (a
 * widening goes to W itself, and the view follows). */
static inline int W_set(gd_engine *e, gd_wstore *view, uint64_t key, uint64_t n)
{
    if (view == &e->W || (n >> 6) + 2 - gd_wstore_base(view, key) <= view->wpr) /* gd_wstore_cover's test */
        return gd_wstore_set(view, key, n);
    if (gd_wstore_set(&e->W, key, n) != 0)
        return -1;
    gd_wstore_view(&e->W, view);
    return 0;
}

/* Column y of sheet x in slot b: M, then its marks in W and S, z into zbuf. 0, -1 out of
 * memory, -2 z past 32 bits (column_error has the message). */
/* inlined into both loops: a call here costs a quarter of the run (the column keeps its state in registers) */
static inline __attribute__((always_inline)) int column(gd_engine *e, gd_worker *wk, gd_slot *restrict b,
                                                        gd_wstore *restrict W, uint64_t x, uint64_t y,
                                                        const uint64_t *ex, int nex, uint64_t *z)
{
    const gd_rules *r = e->rules;
    if (gd_sheet_M_column(W, &e->D, &b->S, r, x, y, ex, nex, z) != 0)
        return -1;
    if (W_set(e, W, gd_rules_key(r, x, y), gd_rules_offset(r, x, y) + *z) != 0 ||
        gd_parents_mark(&b->S, gd_rules_offset(r, x, y) + *z) != 0 || grow_u32(&b->zbuf, &b->zcap, (size_t)y + 1) != 0)
        return -1;
    if (*z > UINT32_MAX - 1)
        return -2;
    b->zbuf[y] = (uint32_t)*z;
    wk->columns++;
    return 0;
}

/* Whether the columns y >= 1 may go on runs (gd_sheet_M_chomp_run): Chomp's rows, and no
 * extras but the pass's one a column (extras_of with no declared points). */
static int run_ok(const gd_engine *e)
{
    return e->rules->left_shift && !e->window &&
           (e->cfg.variant == GD_VARIANT_PLAIN || (e->cfg.variant == GD_VARIANT_PASS && !e->V.npts));
}

static int column_error(int rc, uint64_t x, char *err, size_t errlen)
{
    if (rc == -2)
        gd_err(err, errlen, "sheet %llu: z exceeds 32 bits", (unsigned long long)x);
    else
        gd_err(err, errlen, "out of memory at sheet %llu", (unsigned long long)x);
    return -1;
}

int gd_engine_low(gd_engine *e, gd_worker *wk, uint64_t ys, char *err, size_t errlen)
{
    const gd_rules *r = e->rules;
    gd_slot *b = wk->b;
    uint64_t x = wk->x, y;
    uint64_t ex[GD_MAX_EXTRAS];
    int plain = e->cfg.variant == GD_VARIANT_PLAIN, rc;
    if (sheet_begin(e, b, x) != 0)
        return column_error(-1, x, err, errlen);
    for (y = 0; y < ys; y++) {
        if (y == 2 && e->lag_us[0])
            gd_wave_lag(e->lag_us[0]);
        /* the columns whose rows sheet x - 1's low part completed (gd_wave_gate's fast path) */
        uint64_t yend = wk->own_ny ? wk->own_ny - 1 : 0;
        yend = yend < ys ? yend : ys;
        if (run_ok(e) && y >= 1 && y + 1 < yend && !(y < 2 && e->lag_us[0])) {
            int ended;
            uint64_t ye = gd_sheet_M_chomp_run(&wk->Wv, &e->D, &b->S, plain ? NULL : wk->plain_sheet, x, y, yend, b->zbuf,
                                               b->zcap, wk->attention, &ended);
            wk->columns += ye - y;
            if (ended) {
                b->ended = 1;
                y = ye;
                break;
            }
            if (ye > y) {
                y = ye - 1;
                continue;
            }
        }
        int g = gd_wave_gate(wk, y);
        if (g < 0)
            return -2;
        if (g == 2) { /* the high worker is idle and takes the rest */
            atomic_fetch_add_explicit(&e->steals, 1, memory_order_relaxed);
            break;
        }
        /* the sheet before is finished and the high worker idle: rows may be opened */
        if (g == 1 && gd_engine_need_key(e, gd_rules_key(r, x, y)) != 0)
            return column_error(-1, x, err, errlen);
        if (g == 1)
            gd_wstore_view(&e->W, &wk->Wv);
        uint64_t z;
        int nex = plain ? 0 : extras_of(e, wk->plain_sheet, x, y, ex, GD_MAX_EXTRAS);
        if ((rc = column(e, wk, b, &wk->Wv, x, y, ex, nex, &z)) != 0)
            return column_error(rc, x, err, errlen);
        if (r->zero_ends_sheet && z == 0) {
            b->ended = 1;
            y++;
            break;
        }
    }
    b->ny = y;
    return 0;
}

int gd_engine_high(gd_engine *e, gd_worker *wk, char *err, size_t errlen)
{
    const gd_rules *r = e->rules;
    gd_slot *b = wk->b;
    uint64_t x = wk->x, ystart = b->ny;
    gd_sheet *o = &b->out;
    if (e->dead) {
        memset(o, 0, sizeof *o);
        o->x = x;
        o->kind = GD_SHEET_END;
        if (e->wave)
            gd_wave_started(wk);
        return 0;
    }
    if (r->left_shift)
        gd_wstore_drop_below(&e->W, gd_rules_key(r, x, 0));
    /* the planes below the rows' floors go back to the system now and then */
    if (x % GD_WSTORE_RELEASE_EVERY == 0 && gd_wstore_release(&e->W) != 0)
        goto oom;
    /* Column 0's diagonal goes into D, which the next sheet copies at its start. */
    if (ystart && r->deadly_diagonal && gd_D_add(&e->D, gd_rules_offset(r, x, 0) + b->zbuf[0]) != 0)
        goto oom;
    int started = !e->wave;
    if (!started && ystart) {
        gd_wave_started(wk);
        started = 1;
    }
    if (b->ended) {
        sheet_ended(e, wk, ystart - 1);
        return 0;
    }
    uint64_t limit = e->window ? window_columns(&e->cfg, x) : UINT64_MAX;
    /* A Chomp sheet's explicit part is ~0.42 x columns; far past that something is wrong. */
    uint64_t give_up = 64 * (x + 64) + 4 * (e->T.lcm < GD_TAIL_MAX_PERIOD ? e->T.lcm : GD_TAIL_MAX_PERIOD);
    gd_tail_watch tw = {0, 1, 0, 0};
    gd_periodic_tail xt; /* the extras past yp as a tail: the plain sheet x's (the pass) */
    gd_window_in win = {x, tw.yp, 0, NULL, &b->S, NULL, 0, NULL, 0, NULL};
    never_ctx nc = {&wk->Wn, &win};
    gd_tail_input tin = {r, x, NULL, &b->S, e->T.flat_mex, marked, wk, never_marked, &nc};
    const gd_sheet *ps = e->plain ? wk->plain_sheet : NULL;
    if (!e->window) {
        uint64_t xs, xp, k0 = gd_rules_key(r, x, 0);
        extras_stable(e, ps, x, &xs, &xp);
        tw.yp = e->T.stable_key > k0 ? e->T.stable_key - k0 : 0;
        if (xs > tw.yp)
            tw.yp = xs;
        tw.period = gd_lcm(e->T.lcm, xp);
        win.yp = tw.yp;
        if (ps && ps->kind == GD_SHEET_TAIL) {
            xt = (gd_periodic_tail){x, ps->len, ps->period, ps->computed, ps->tail};
            win.extra = &xt;
            if (x == 0 && win.yp < 1)
                win.yp = 1; /* the terminal [0,0,1] is never a pass-winner: column 0 is not periodic */
        }
        gd_window_begin(&wk->Wn, win.yp);
    }
    uint64_t ex[GD_MAX_EXTRAS];
    int plain = e->cfg.variant == GD_VARIANT_PLAIN;
    /* below yp, no extras: runs of columns with the state in registers */
    int run = run_ok(e);
    for (uint64_t y = ystart; y < limit; y++) {
        uint64_t z;
        if (run && y >= 1 && y + 1 < tw.yp && y + 1 < e->W.hi - x) {
            uint64_t yend = tw.yp < e->W.hi - x ? tw.yp : e->W.hi - x;
            if (yend > give_up + 1)
                yend = give_up + 1;
            if (e->wave && !wk->alone && yend > (y | 15) + 1)
                yend = (y | 15) + 1; /* the progress, every 16 columns, and the parking */
            int ended;
            uint64_t ye = gd_sheet_M_chomp_run(&e->W, &e->D, &b->S, ps, x, y, yend, b->zbuf, b->zcap, NULL, &ended);
            wk->columns += ye - y;
            if (ended) {
                sheet_ended(e, wk, ye - 1);
                return 0;
            }
            if (ye > y) {
                if (e->wave)
                    gd_wave_progress(wk, ye - 1);
                y = ye - 1;
                continue;
            }
        }
        int nex = plain ? 0 : extras_of(e, ps, x, y, ex, GD_MAX_EXTRAS);
        int rc = gd_engine_need_key(e, gd_rules_key(r, x, y));
        if (rc != 0 || (rc = column(e, wk, b, &e->W, x, y, ex, nex, &z)) != 0)
            return column_error(rc, x, err, errlen);
        if (r->deadly_diagonal && y == 0 && gd_D_add(&e->D, gd_rules_offset(r, x, 0) + z) != 0)
            goto oom;
        if (!started) {
            gd_wave_started(wk);
            started = 1;
        }
        if (r->zero_ends_sheet && z == 0) {
            sheet_ended(e, wk, y);
            return 0;
        }
        /* Below yp neither prover looks at the column (both return 0 at once): skip the calls. */
        if (!e->window && y >= tw.yp) {
            uint64_t y0, period;
            tin.z = b->zbuf;
            /* win is read by the flat test too (never_marked), so it is current before either prover */
            win.ncols = y + 1, win.z = b->zbuf;
            win.per = e->T.per, win.nper = e->T.nper, win.flat = e->T.flat, win.flat_words = e->T.flat_words;
            int rc = gd_tail_try(&tw, &tin, y, &y0, &period);
            if (rc == 0 && y + 1 >= wk->Wn.next) { /* gd_window_try's own first test */
                gd_window_cert cert;
                rc = gd_window_try(&wk->Wn, &win, &cert, &y0, &period);
            }
            if (rc < 0)
                goto oom;
            if (rc == 1) {
                if (tail_fill(b, x, y0, period, y + 1) != 0 || gd_lowertails_publish(&e->T, &e->W, r, o) != 0) {
                    gd_err(err, errlen, "out of memory");
                    return -1;
                }
                return 0;
            }
        }
        if (e->wave)
            gd_wave_progress(wk, y);
        if (!e->window && y > give_up) {
            gd_err(err, errlen, "sheet %llu: no periodic tail proved within %llu columns", (unsigned long long)x,
                   (unsigned long long)y);
            return -1;
        }
    }
    o->kind = GD_SHEET_WINDOW;
    o->len = limit;
    o->z = b->zbuf;
    o->computed = limit;
    return 0;
oom:
    gd_err(err, errlen, "out of memory at sheet %llu", (unsigned long long)x);
    return -1;
}

int gd_engine_step(gd_engine *e, const gd_sheet **out, char *err, size_t errlen)
{
    if (e->x > e->cfg.xmax)
        return 1;
    gd_worker *wk = &e->wk[0];
    wk->x = e->x;
    wk->b = &e->slot[0];
    if (e->plain && gd_engine_step(e->plain, &wk->plain_sheet, err, errlen) != 0)
        return -1;
    if (sheet_begin(e, wk->b, wk->x) != 0) {
        gd_err(err, errlen, "out of memory at sheet %llu", (unsigned long long)wk->x);
        return -1;
    }
    if (gd_engine_high(e, wk, err, errlen) != 0)
        return -1;
    e->plain_last = wk->plain_sheet;
    e->x++;
    *out = e->last = &wk->b->out;
    return 0;
}
