/* reduce.c - canonical forms of guaranteed scoring games by the reductions of Larsson,
 * Neto, Nowakowski and Santos (2016; docs/scoring.md): dominated options removed,
 * reversible options bypassed (non-atomic reversibility: an option G^L reversed through
 * G^LR <= G with Left options is replaced by those options), and atomic reversibility (a
 * G^LR <= G whose Left side is the atom ^a: the Left side becomes ^a when G^L was Left's
 * only option and the game stays guaranteed, else G^L becomes a + hat(-m-1) for the least
 * m >= 0 with G >= a + hat(-m)); Right's side symmetrically. Applied until none applies. */
#include "scoring_int.h"
#include <stdlib.h>
#include <string.h>

enum { MAX_ROUNDS = 1 << 16, MAX_WAIT = 4096 };

gd_scoring_id sc_shifted_waiting(gd_scoring *s, gd_dyadic a, int64_t k)
{
    gd_scoring_id g = sc_form(s, NULL, 0, a, NULL, 0, a);
    for (int64_t i = 0; i < (k < 0 ? -k : k) && g != GD_SCORING_NONE; i++) {
        uint32_t o = g;
        g = k > 0 ? sc_form(s, &o, 1, a, NULL, 0, a) : sc_form(s, NULL, 0, a, &o, 1, a);
    }
    return g == GD_SCORING_NONE ? g : sc_canonical(s, g);
}

typedef struct {
    uint32_t *o;
    size_t n, cap;
    gd_dyadic atom;
} side;

static int side_push(gd_scoring *s, side *v, uint32_t g)
{
    if (v->n == v->cap) {
        size_t cap = v->cap ? 2 * v->cap : 16;
        uint32_t *p = realloc(v->o, cap * sizeof *p);
        if (!p) {
            sc_fail(s, "out of memory");
            return -1;
        }
        v->o = p, v->cap = cap;
    }
    v->o[v->n++] = g;
    return 0;
}

/* Drops the options another option of the same side dominates (Left: a larger one; Right:
 * a smaller one); of equal options the first stays. */
static int drop_dominated(gd_scoring *s, side *v, int left)
{
    v->n = sc_sort_unique(v->o, v->n);
    size_t k = 0;
    for (size_t i = 0; i < v->n; i++) {
        int dominated = 0;
        for (size_t j = 0; j < v->n && !dominated; j++) {
            if (j == i)
                continue;
            int a = left ? sc_geq(s, v->o[j], v->o[i]) : sc_geq(s, v->o[i], v->o[j]);
            int b = left ? sc_geq(s, v->o[i], v->o[j]) : sc_geq(s, v->o[j], v->o[i]);
            if (a < 0 || b < 0)
                return -1;
            dominated = a && (!b || j < i);
        }
        if (!dominated)
            v->o[k++] = v->o[i];
    }
    v->n = k;
    return 0;
}

/* One reversal on side `me` of the game cur (whose other side is `you`): 1 when made, 0
 * when no option reverses (or the reversal leaves the side as it is), -1 on failure. */
static int reverse_one(gd_scoring *s, gd_scoring_id cur, side *me, const side *you, int left)
{
    for (size_t i = 0; i < me->n; i++) {
        uint32_t o = me->o[i];
        uint32_t nrev = left ? SC_NR(s, o) : SC_NL(s, o);
        for (uint32_t j = 0; j < nrev; j++) {
            uint32_t back = left ? SC_R(s, o, j) : SC_L(s, o, j);
            int rev = left ? sc_geq(s, cur, back) : sc_geq(s, back, cur);
            if (rev < 0)
                return -1;
            if (!rev)
                continue;
            uint32_t nb = left ? SC_NL(s, back) : SC_NR(s, back);
            if (nb) {
                /* non-atomic: o is replaced by back's options on this side */
                me->o[i] = me->o[--me->n];
                for (uint32_t k = 0; k < nb; k++)
                    if (side_push(s, me, left ? SC_L(s, back, k) : SC_R(s, back, k)))
                        return -1;
                return 1;
            }
            gd_dyadic a = left ? s->nodes[back].latom : s->nodes[back].ratom;
            if (me->n == 1 && (left ? sc_guaranteed(s, NULL, 0, a, you->o, you->n, you->atom)
                                    : sc_guaranteed(s, you->o, you->n, you->atom, NULL, 0, a))) {
                me->n = 0, me->atom = a;
                return 1;
            }
            int64_t m = 0;
            for (;; m++) {
                if (m > MAX_WAIT) {
                    sc_fail(s, "atomic reversibility: no waiting game below the game within %d moves", MAX_WAIT);
                    return -1;
                }
                gd_scoring_id w = sc_shifted_waiting(s, a, left ? -m : m);
                int ok = w == GD_SCORING_NONE ? -1 : left ? sc_geq(s, cur, w) : sc_geq(s, w, cur);
                if (ok < 0)
                    return -1;
                if (ok)
                    break;
            }
            gd_scoring_id w = sc_shifted_waiting(s, a, left ? -m - 1 : m + 1);
            if (w == GD_SCORING_NONE)
                return -1;
            if (w == o)
                break; /* already the waiting form: nothing to do for this option */
            me->o[i] = w;
            return 1;
        }
    }
    return 0;
}

gd_scoring_id sc_canonical(gd_scoring *s, gd_scoring_id g)
{
    if (s->failed)
        return GD_SCORING_NONE;
    if (s->nodes[g].canon != GD_SCORING_NONE)
        return s->nodes[g].canon;
    side L = {.atom = s->nodes[g].latom}, R = {.atom = s->nodes[g].ratom};
    gd_scoring_id out = GD_SCORING_NONE;
    for (uint32_t i = 0; i < SC_NL(s, g); i++)
        if (side_push(s, &L, SC_L(s, g, i)))
            goto done;
    for (uint32_t i = 0; i < SC_NR(s, g); i++)
        if (side_push(s, &R, SC_R(s, g, i)))
            goto done;
    for (size_t i = 0; i < L.n; i++)
        if ((L.o[i] = sc_canonical(s, L.o[i])) == GD_SCORING_NONE)
            goto done;
    for (size_t i = 0; i < R.n; i++)
        if ((R.o[i] = sc_canonical(s, R.o[i])) == GD_SCORING_NONE)
            goto done;
    for (int round = 0;; round++) {
        if (round > MAX_ROUNDS) {
            sc_fail(s, "the reductions did not settle in %d rounds", MAX_ROUNDS);
            goto done;
        }
        if (drop_dominated(s, &L, 1) || drop_dominated(s, &R, 0))
            goto done;
        gd_scoring_id cur = sc_form(s, L.o, L.n, L.atom, R.o, R.n, R.atom);
        if (cur == GD_SCORING_NONE)
            goto done;
        int r = reverse_one(s, cur, &L, &R, 1);
        if (r == 0)
            r = reverse_one(s, cur, &R, &L, 0);
        if (r < 0)
            goto done;
        if (r == 0) {
            out = cur;
            break;
        }
    }
    s->nodes[out].canon = out;
    s->nodes[g].canon = out;
done:
    free(L.o), free(R.o);
    return s->failed ? GD_SCORING_NONE : out;
}

gd_scoring_id gd_scoring_canonical(gd_scoring *s, gd_scoring_id g)
{
    if (s->failed || g >= s->n)
        return GD_SCORING_NONE;
    return sc_canonical(s, g);
}

gd_scoring_id gd_scoring_make(gd_scoring *s, gd_scoring_side left, gd_scoring_side right)
{
    gd_scoring_id g = gd_scoring_form(s, left, right);
    return g == GD_SCORING_NONE ? g : sc_canonical(s, g);
}

gd_scoring_id gd_scoring_waiting(gd_scoring *s, int64_t n)
{
    if (n > MAX_WAIT || n < -MAX_WAIT) {
        sc_fail(s, "a waiting game hat(%lld) beyond |n| <= %d", (long long)n, MAX_WAIT);
        return GD_SCORING_NONE;
    }
    return sc_shifted_waiting(s, gd_dyadic_int(0), n);
}
