/* scoring_milnor.c - Scoring Domineering's values as Conway games with numbers at their
 * leaves (docs/scoring.md, "Outcomes through Milnor's games"): a region where both players
 * can move is M = {1 + M(after a Left move) | -1 + M(after a Right move)}, a settled region
 * the integer it scores. Every position's incentives are nonnegative (Milnor's positional
 * games), and M's Left and Right stops are the scoring outcome (o_L, o_R); canonical forms of
 * M stay as small as Domineering's own, where the scoring store's forms do not. Boards of
 * at most 64 cells, on words of empty cells (words.h), each region valued once under its
 * normal form (a transposed image is the negative: the players, their orientations and the
 * scores swap). With a check asked for, each new region's M is also compared with its
 * normal-play value N (values.c): mean(M) = mean(N), and the reduced canonical forms of M
 * cooled by 1 and of N (both additive, so agreement on the regions is agreement on every
 * board made of them). */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include "values.h"
#include "words.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t e;
    uint32_t shape; /* rows << 8 | columns; 0: an empty slot */
    gd_cgt_id id;
} mil_ent;

struct gd_domineering_milnor {
    gd_cgt *c;
    uint64_t spread[GD_DOM_SPREAD];
    mil_ent *t;
    size_t cap, n;
    int check;
    void *normal; /* the normal-play values, when checking */
    gd_domineering_milnor_check st;
    char *err;
    size_t errlen;
};

static uint64_t mix(uint64_t e, uint32_t shape)
{
    uint64_t x = e ^ (uint64_t)shape * 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

static mil_ent *slot(const gd_domineering_milnor *m, uint64_t e, uint32_t shape)
{
    for (size_t i = mix(e, shape) & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
        if (!m->t[i].shape || (m->t[i].e == e && m->t[i].shape == shape))
            return &m->t[i];
}

static int grow(gd_domineering_milnor *m)
{
    size_t cap = m->cap ? 2 * m->cap : 1024;
    mil_ent *t = calloc(cap, sizeof *t), *old = m->t;
    if (!t) {
        gd_err(m->err, m->errlen, "out of memory in the table of regions after %zu regions", m->n);
        return -1;
    }
    size_t oc = m->cap;
    m->t = t, m->cap = cap;
    for (size_t i = 0; i < oc; i++)
        if (old[i].shape)
            *slot(m, old[i].e, old[i].shape) = old[i];
    free(old);
    return 0;
}

gd_domineering_milnor *gd_domineering_milnor_new(gd_cgt *c, int check_normal)
{
    gd_domineering_milnor *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->c = c, m->check = check_normal;
    gd_dom_word_spread(m->spread);
    if ((check_normal && !(m->normal = gd_dom_values_new(c, NULL))) || grow(m)) {
        gd_domineering_milnor_free(m);
        return NULL;
    }
    return m;
}

void gd_domineering_milnor_free(gd_domineering_milnor *m)
{
    if (!m)
        return;
    gd_dom_values_free(m->normal);
    free(m->t);
    free(m);
}

uint64_t gd_domineering_milnor_bytes(const gd_domineering_milnor *m)
{
    uint64_t keys, b = sizeof *m + m->cap * sizeof *m->t;
    return b + (m->normal ? gd_dom_values_size(m->normal, &keys) : 0);
}

void gd_domineering_milnor_checks(const gd_domineering_milnor *m, gd_domineering_milnor_check *out)
{
    *out = m->st;
}

/* The largest number of dominoes of one orientation in e (R x C): k/2 in each run of k
 * empty cells down a column (vertical) or along a row (horizontal). */
static int most(int R, int C, uint64_t e, int vertical)
{
    int total = 0, outer = vertical ? C : R, inner = vertical ? R : C;
    for (int a = 0; a < outer; a++) {
        int run = 0;
        for (int b = 0; b <= inner; b++) {
            int k = vertical ? b * C + a : a * C + b;
            if (b < inner && (e >> k & 1))
                run++;
            else
                total += run / 2, run = 0;
        }
    }
    return total;
}

static gd_cgt_id region(gd_domineering_milnor *m, int R, int C, uint64_t e);

static gd_cgt_id board(gd_domineering_milnor *m, int R, int C, uint64_t e)
{
    uint64_t col0 = gd_dom_word_col0(R, C), all = R * C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (R * C)) - 1;
    uint64_t notfirst = all & ~col0, notlast = all & ~(col0 << (C - 1));
    gd_cgt_id sum = gd_cgt_integer(m->c, 0);
    while (e && sum != GD_CGT_NONE) {
        uint64_t comp = gd_dom_word_flood(e & -e, e, C, notfirst, notlast);
        e &= ~comp;
        if (!(comp & (comp - 1)))
            continue;
        int nR, nC;
        uint64_t ne;
        int sign = gd_dom_word_normal(m->spread, R, C, comp, &nR, &nC, &ne);
        gd_cgt_id x = region(m, nR, nC, ne);
        if (x != GD_CGT_NONE && sign < 0)
            x = gd_cgt_neg(m->c, x);
        sum = x == GD_CGT_NONE ? x : gd_cgt_sum(m->c, sum, x);
    }
    return sum;
}

/* Compares M of a new region with its normal-play value (the check's counters). */
static int compare_normal(gd_domineering_milnor *m, int R, int C, uint64_t e, gd_cgt_id mv)
{
    gd_position p;
    gd_domineering_board(&p, R, C);
    p.c[0] = ~e & (R * C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (R * C)) - 1);
    gd_cgt_id nv;
    if (gd_dom_value(m->normal, &p, UINT64_MAX, &nv, m->err, m->errlen) != 0)
        return -1;
    gd_dyadic a, b;
    gd_cgt_id cooled = gd_cgt_cool(m->c, mv, gd_dyadic_int(1));
    if (gd_cgt_mean(m->c, mv, &a) || gd_cgt_mean(m->c, nv, &b) || cooled == GD_CGT_NONE)
        return -1;
    gd_cgt_id r1 = gd_cgt_reduced(m->c, cooled), r2 = gd_cgt_reduced(m->c, nv);
    if (r1 == GD_CGT_NONE || r2 == GD_CGT_NONE)
        return -1;
    int mean_ok = gd_dyadic_cmp(a, b) == 0, rcf_ok = r1 == r2;
    m->st.regions++;
    m->st.mean_equal += (uint64_t)mean_ok;
    m->st.reduced_equal += (uint64_t)rcf_ok;
    if ((!mean_ok || !rcf_ok) && !m->st.first_rows) {
        m->st.first_rows = R, m->st.first_cols = C, m->st.first_empty = e;
    }
    return 0;
}

static gd_cgt_id region(gd_domineering_milnor *m, int R, int C, uint64_t e)
{
    uint32_t shape = (uint32_t)R << 8 | (uint32_t)C;
    mil_ent *s = slot(m, e, shape);
    if (s->shape)
        return s->id;
    uint64_t col0 = gd_dom_word_col0(R, C);
    uint64_t first[2] = {C < 64 ? e & e >> C : 0, e & e >> 1 & ~(col0 << (C - 1))};
    gd_cgt_id id;
    if (!first[0] || !first[1]) {
        /* settled: the one player who can move scores the most dominoes they can still place */
        id = gd_cgt_integer(m->c, first[0] ? most(R, C, e, 1) : -most(R, C, e, 0));
    } else {
        gd_cgt_id opt[2][64];
        size_t n[2] = {0, 0};
        gd_cgt_id one[2] = {gd_cgt_integer(m->c, 1), gd_cgt_integer(m->c, -1)};
        for (int side = 0; side < 2; side++)
            for (uint64_t x = first[side]; x; x &= x - 1) {
                int k = __builtin_ctzll(x);
                uint64_t b = (uint64_t)1 << k | (uint64_t)1 << (k + (side == GD_LEFT ? C : 1));
                gd_cgt_id o = board(m, R, C, e & ~b);
                if (o == GD_CGT_NONE || (o = gd_cgt_sum(m->c, o, one[side])) == GD_CGT_NONE)
                    return GD_CGT_NONE;
                opt[side][n[side]++] = o;
            }
        id = gd_cgt_make(m->c, opt[0], n[0], opt[1], n[1]);
    }
    if (id == GD_CGT_NONE || (m->check && compare_normal(m, R, C, e, id) != 0))
        return GD_CGT_NONE;
    if (2 * (m->n + 1) > m->cap && grow(m))
        return GD_CGT_NONE;
    s = slot(m, e, shape);
    *s = (mil_ent){e, shape, id};
    m->n++;
    return id;
}

int gd_domineering_milnor_value(gd_domineering_milnor *m, const gd_position *p, gd_cgt_id *id, char *err,
                                size_t errlen)
{
    int R = gd_domineering_rows(p), C = gd_domineering_cols(p);
    if (R * C > 64)
        return gd_err(err, errlen, "%dx%d: more than 64 cells", R, C), -1;
    if (err && errlen)
        err[0] = 0;
    m->err = err, m->errlen = errlen;
    uint64_t e = ~p->c[0] & (R * C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (R * C)) - 1);
    gd_cgt_id x = board(m, R, C, e);
    m->err = NULL, m->errlen = 0;
    if (x != GD_CGT_NONE) {
        *id = x;
        return 0;
    }
    if (err && errlen && !err[0]) {
        const char *why = gd_cgt_error(m->c);
        gd_err(err, errlen, "values of scoring domineering: %s", why ? why : "out of memory");
    }
    return -1;
}

int gd_domineering_milnor_normal(gd_domineering_milnor *m, const gd_position *p, gd_cgt_id *id, char *err,
                                 size_t errlen)
{
    if (!m->normal)
        return gd_err(err, errlen, "normal-play values were not asked for"), -1;
    int r = gd_dom_value(m->normal, p, UINT64_MAX, id, err, errlen);
    if (r == GD_ORACLE_NONE)
        return gd_err(err, errlen, "more than 64 cells"), -1;
    return r;
}

gd_cgt *gd_domineering_milnor_cgt(gd_domineering_milnor *m)
{
    return m->c;
}
