/* scoring_claims.c - the survey's claims on Scoring Domineering, counted over every position
 * reachable on every board of at most a number of cells (docs/scoring.md, "The survey's
 * three claims: results"): nonnegative incentive as Milnor's condition o_L >= o_R, and move
 * by move in Milnor's order; G - G = 0; o_L(G) + o_R(H) <= o_L(G + H) on random sums of the
 * positions; and the scoring game M against the normal-play value N (means, reduced
 * canonical forms of M cooled by 1 and of N). Each count keeps its first counterexample. */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    gd_domineering_scoring_claims *out;
    gd_scoring *s;
    gd_domineering_scoring *d;
    gd_cgt *k;
    gd_domineering_milnor *m;
    gd_scoring_id zero, one, minus_one;
    gd_scoring_id *pool; /* every position's value, for the sums */
    size_t npool, cappool;
    uint64_t *seen; /* occupied words met on this board: an open-addressing set */
    size_t capseen, nseen;
    int failed;
    char *err;
    size_t errlen;
} walk;

static int fail(walk *w, const char *what)
{
    if (!w->failed)
        gd_err(w->err, w->errlen, "%s", what);
    w->failed = 1;
    return -1;
}

/* Adds word x to the set; 1 when it was new, 0 when met before, -1 out of memory. */
static int first_visit(walk *w, uint64_t x)
{
    if (2 * (w->nseen + 1) > w->capseen) {
        size_t cap = w->capseen ? 2 * w->capseen : 1024;
        uint64_t *t = malloc(cap * sizeof *t), *old = w->seen;
        if (!t)
            return -1;
        memset(t, 0xff, cap * sizeof *t);
        w->seen = t;
        size_t oldcap = w->capseen;
        w->capseen = cap, w->nseen = 0;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i] != UINT64_MAX)
                first_visit(w, old[i]);
        free(old);
    }
    size_t i = (size_t)(x * 0x9e3779b97f4a7c15u >> 20) & (w->capseen - 1);
    while (w->seen[i] != UINT64_MAX) {
        if (w->seen[i] == x)
            return 0;
        i = (i + 1) & (w->capseen - 1);
    }
    w->seen[i] = x, w->nseen++;
    return 1;
}

/* Counts one test of a claim; the first failure's text is kept (position p, and what). */
static void tally(walk *w, gd_claim_count *c, int held, const gd_position *p, const char *what)
{
    c->tested++;
    if (held) {
        c->held++;
        return;
    }
    if (c->counterexample)
        return;
    char b[512];
    gd_domineering_format(p, b, sizeof b);
    size_t n = strlen(b) + (what ? strlen(what) + 2 : 0) + 1;
    if (!(c->counterexample = malloc(n)))
        fail(w, "out of memory");
    else
        snprintf(c->counterexample, n, "%s%s%s", b, what ? ": " : "", what ? what : "");
}

static gd_scoring_id value(walk *w, const gd_position *p)
{
    gd_scoring_id g;
    char why[256];
    if (gd_domineering_scoring_value(w->d, p, &g, why, sizeof why) != 0)
        return fail(w, why), GD_SCORING_NONE;
    return g;
}

static void normal(walk *w, const gd_position *p)
{
    gd_cgt_id mv, nv;
    char why[256];
    if (gd_domineering_milnor_value(w->m, p, &mv, why, sizeof why) || gd_domineering_milnor_normal(w->m, p, &nv, why, sizeof why)) {
        fail(w, why);
        return;
    }
    gd_dyadic a, b;
    gd_cgt_id cooled = gd_cgt_cool(w->k, mv, gd_dyadic_int(1));
    gd_cgt_id r1 = cooled == GD_CGT_NONE ? cooled : gd_cgt_reduced(w->k, cooled), r2 = gd_cgt_reduced(w->k, nv);
    if (gd_cgt_mean(w->k, mv, &a) || gd_cgt_mean(w->k, nv, &b) || r1 == GD_CGT_NONE || r2 == GD_CGT_NONE) {
        fail(w, gd_cgt_error(w->k) ? gd_cgt_error(w->k) : "out of memory");
        return;
    }
    tally(w, &w->out->normal_mean, gd_dyadic_cmp(a, b) == 0, p, NULL);
    tally(w, &w->out->normal_reduced, r1 == r2, p, NULL);
}

static void visit(walk *w, const gd_position *p)
{
    int v = first_visit(w, p->c[0]);
    if (v < 0)
        fail(w, "out of memory");
    if (v <= 0 || w->failed)
        return;
    gd_scoring_id g = value(w, p);
    if (g == GD_SCORING_NONE)
        return;
    if (w->npool == w->cappool) {
        size_t cap = w->cappool ? 2 * w->cappool : 1024;
        gd_scoring_id *t = realloc(w->pool, cap * sizeof *t);
        if (!t) {
            fail(w, "out of memory");
            return;
        }
        w->pool = t, w->cappool = cap;
    }
    w->pool[w->npool++] = g;
    gd_dyadic ol, or_;
    gd_scoring_outcome(w->s, g, &ol, &or_);
    w->out->positions++;
    tally(w, &w->out->incentive, gd_dyadic_cmp(ol, or_) >= 0, p, NULL);
    tally(w, &w->out->inverse, gd_scoring_diff(w->s, g, g) == w->zero, p, NULL);
    normal(w, p);
    int cap = gd_domineering_rows(p) * gd_domineering_cols(p) + 1;
    gd_position *opt = malloc((size_t)cap * sizeof *opt);
    if (!opt) {
        fail(w, "out of memory");
        return;
    }
    for (int side = 0; side < 2 && !w->failed; side++) {
        int n = gd_domineering_scoring_moves(p, side, opt, cap);
        for (int i = 0; i < n && !w->failed; i++) {
            /* Milnor's order on his games: G^L - G >= 0 when Left, moving second in it,
             * scores at least 0; a move's option carries its point */
            gd_scoring_id o = value(w, &opt[i]);
            if (o == GD_SCORING_NONE)
                break;
            o = gd_scoring_sum(w->s, o, side == GD_LEFT ? w->one : w->minus_one);
            gd_scoring_id inc = side == GD_LEFT ? gd_scoring_diff(w->s, o, g) : gd_scoring_diff(w->s, g, o);
            gd_dyadic il, ir;
            gd_scoring_outcome(w->s, inc, &il, &ir);
            char what[96];
            snprintf(what, sizeof what, "a %s move", side == GD_LEFT ? "Left" : "Right");
            tally(w, &w->out->move_incentive, ir.num >= 0, p, what);
        }
        for (int i = 0; i < n && !w->failed; i++)
            visit(w, &opt[i]);
    }
    free(opt);
}

int gd_domineering_scoring_claims_run(int max_cells, long sums, uint64_t seed, uint64_t max_bytes,
                                      gd_domineering_scoring_claims *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (max_cells < 1 || max_cells > 20)
        return gd_err(err, errlen, "claims: boards of 1 to 20 cells, not %d", max_cells), -1;
    walk w = {.out = out, .err = err, .errlen = errlen};
    w.s = gd_scoring_new();
    w.k = gd_cgt_new();
    w.d = w.s ? gd_domineering_scoring_new(w.s) : NULL;
    w.m = w.k ? gd_domineering_milnor_new(w.k, 1) : NULL;
    if (!w.d || !w.m)
        fail(&w, "out of memory");
    else {
        gd_scoring_set_max_bytes(w.s, max_bytes / 2);
        gd_cgt_set_max_bytes(w.k, max_bytes / 2);
        w.zero = gd_scoring_number(w.s, gd_dyadic_int(0));
        w.one = gd_scoring_number(w.s, gd_dyadic_int(1));
        w.minus_one = gd_scoring_number(w.s, gd_dyadic_int(-1));
    }
    for (int r = 1; r <= max_cells && !w.failed; r++)
        for (int c = 1; r * c <= max_cells && !w.failed; c++) {
            gd_position p;
            gd_domineering_board(&p, r, c);
            w.nseen = 0;
            if (w.seen)
                memset(w.seen, 0xff, w.capseen * sizeof *w.seen);
            visit(&w, &p);
            out->boards++;
        }
    /* o_L(G) + o_R(H) <= o_L(G + H) on random pairs of the positions (xorshift from seed) */
    uint64_t x = seed ? seed : 1;
    for (long t = 0; t < sums && !w.failed && w.npool; t++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        gd_scoring_id g = w.pool[x % w.npool], h = w.pool[(x >> 32) % w.npool];
        gd_scoring_id s = gd_scoring_sum(w.s, g, h);
        if (s == GD_SCORING_NONE) {
            fail(&w, gd_scoring_error(w.s) ? gd_scoring_error(w.s) : "out of memory");
            break;
        }
        gd_dyadic gl, gr, hl, hr, sl, sr;
        gd_scoring_outcome(w.s, g, &gl, &gr), gd_scoring_outcome(w.s, h, &hl, &hr), gd_scoring_outcome(w.s, s, &sl, &sr);
        gd_claim_count *c = &out->inequality;
        gd_dyadic lhs;
        c->tested++;
        if (gd_dyadic_add(gl, hr, &lhs) == 0 && gd_dyadic_cmp(lhs, sl) <= 0)
            c->held++;
        else if (!c->counterexample) {
            size_t a = gd_scoring_print(w.s, g, NULL, 0), b = gd_scoring_print(w.s, h, NULL, 0);
            if (!(c->counterexample = malloc(a + b + 16)))
                fail(&w, "out of memory");
            else {
                memcpy(c->counterexample, "G = ", 4);
                gd_scoring_print(w.s, g, c->counterexample + 4, a + 1);
                memcpy(c->counterexample + 4 + a, ", H = ", 6);
                gd_scoring_print(w.s, h, c->counterexample + 10 + a, b + 1);
            }
        }
    }
    if (!w.failed && (gd_scoring_error(w.s) || gd_cgt_error(w.k)))
        fail(&w, gd_scoring_error(w.s) ? gd_scoring_error(w.s) : gd_cgt_error(w.k));
    free(w.seen), free(w.pool);
    gd_domineering_scoring_free(w.d);
    gd_domineering_milnor_free(w.m);
    gd_scoring_free(w.s);
    gd_cgt_free(w.k);
    return w.failed ? -1 : 0;
}

void gd_domineering_scoring_claims_free(gd_domineering_scoring_claims *c)
{
    gd_claim_count *all[] = {&c->incentive, &c->move_incentive, &c->inverse, &c->inequality, &c->normal_mean,
                             &c->normal_reduced};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        free(all[i]->counterexample), all[i]->counterexample = NULL;
}
