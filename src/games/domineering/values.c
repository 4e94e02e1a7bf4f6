/* values.c - Domineering's own table of values (the game interface's values_new/value,
 * include/gamedyn/game.h), for boards of at most 64 cells, on words of empty cells
 * (words.h): a board is the disjunctive sum of its regions (Winning Ways, ch. 2), a region
 * is valued once under its normal form (symmetry.c; a transposed image has the negative
 * value), its value {values of Left's options | values of Right's options} made canonical
 * by the cgt module. The keys are the normal forms' words in an open-addressing table of
 * their own, so no position is built, hashed or compared cell by cell. It does what the
 * generic table (src/game/value.c) does with the family's components and normal_form,
 * which tests/games/domineering/t_values_fast.c checks it against. Strips of one row are
 * integers (-floor(n/2): Right's moves only, n/2 of them). */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include "values.h"
#include "words.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t e;     /* the region's empty cells in its normal form */
    uint32_t shape; /* rows << 8 | columns; 0: an empty slot */
    gd_cgt_id id;
} dv_ent;

typedef struct {
    gd_cgt *c;
    uint64_t spread[GD_DOM_SPREAD]; /* rows laid down as columns, for the transposed images */
    dv_ent *t;
    size_t cap, n; /* cap a power of two, at least twice n */
    gd_budget *shared; /* the game's budget, the table's bytes taken from it; NULL: none */
    uint64_t budget;   /* without one: the bound of the table and c's forms together */
    char *err;
    size_t errlen;
} dom_values;

static uint64_t mix(uint64_t e, uint32_t shape)
{
    uint64_t x = e ^ (uint64_t)shape * 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

static uint64_t bytes_of(const dom_values *v)
{
    return sizeof *v + v->cap * sizeof *v->t;
}

static dv_ent *slot(const dom_values *v, uint64_t e, uint32_t shape)
{
    for (size_t i = mix(e, shape) & (v->cap - 1);; i = (i + 1) & (v->cap - 1))
        if (!v->t[i].shape || (v->t[i].e == e && v->t[i].shape == shape))
            return &v->t[i];
}

/* Takes more bytes for the table: from the shared budget (which counts the forms and the
 * computation's other parts already), or within the caller's budget together with the
 * forms. 0, or -1 with err naming the bytes that would pass the bound. */
static int take(dom_values *v, uint64_t more)
{
    uint64_t need, bound;
    if (v->shared) {
        if (gd_budget_take(v->shared, more) == 0)
            return 0;
        need = gd_budget_used(v->shared) + more, bound = gd_budget_bound(v->shared);
    } else {
        need = bytes_of(v) + more + gd_cgt_bytes(v->c), bound = v->budget;
        if (need <= bound)
            return 0;
    }
    char a[32], b[32];
    gd_err(v->err, v->errlen,
           "the values need more than %s after %zu regions and %zu forms: above the memory bound %s (--max-mem)",
           gd_format_bytes(need, a, sizeof a), v->n, gd_cgt_size(v->c), gd_format_bytes(bound, b, sizeof b));
    return -1;
}

static void give(dom_values *v, uint64_t less)
{
    if (v->shared)
        gd_budget_give(v->shared, less);
}

/* Doubles the table, refused when it would pass the bound: 0, or -1 with err. */
static int grow(dom_values *v)
{
    size_t cap = v->cap ? 2 * v->cap : 1024;
    if (take(v, cap * sizeof *v->t) != 0)
        return -1;
    dv_ent *t = calloc(cap, sizeof *t), *old = v->t;
    if (!t) {
        give(v, cap * sizeof *v->t);
        gd_err(v->err, v->errlen, "out of memory in the table of values after %zu regions", v->n);
        return -1;
    }
    size_t oc = v->cap;
    give(v, oc * sizeof *v->t);
    v->t = t, v->cap = cap;
    for (size_t i = 0; i < oc; i++)
        if (old[i].shape)
            *slot(v, old[i].e, old[i].shape) = old[i];
    free(old);
    return 0;
}

static gd_cgt_id region(dom_values *v, int R, int C, uint64_t e);

/* The value of the board R x C with empty cells e: the sum of its regions'. GD_CGT_NONE
 * after a failure (err set, or the cgt context failed). */
static gd_cgt_id board(dom_values *v, int R, int C, uint64_t e)
{
    uint64_t col0 = gd_dom_word_col0(R, C), all = R * C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (R * C)) - 1;
    uint64_t notfirst = all & ~col0, notlast = all & ~(col0 << (C - 1));
    gd_cgt_id sum = 0; /* the id of 0 in every context */
    while (e) {
        uint64_t comp = gd_dom_word_flood(e & -e, e, C, notfirst, notlast);
        e &= ~comp;
        if (!(comp & (comp - 1)))
            continue; /* one cell: no move, value 0 */
        int nR, nC;
        uint64_t ne;
        int sign = gd_dom_word_normal(v->spread, R, C, comp, &nR, &nC, &ne);
        gd_cgt_id x = nR == 1 ? gd_cgt_integer(v->c, -(int64_t)(nC / 2)) : region(v, nR, nC, ne);
        if (x != GD_CGT_NONE && sign < 0)
            x = gd_cgt_neg(v->c, x);
        if (x == GD_CGT_NONE || (sum = gd_cgt_sum(v->c, sum, x)) == GD_CGT_NONE)
            return GD_CGT_NONE;
    }
    return sum;
}

/* The value of a region in normal form (at least two rows: strips are integers). The
 * recursion is at most a move per two cells deep. */
static gd_cgt_id region(dom_values *v, int R, int C, uint64_t e)
{
    uint32_t shape = (uint32_t)R << 8 | (uint32_t)C;
    dv_ent *s = slot(v, e, shape);
    if (s->shape)
        return s->id;
    gd_cgt_id opt[2][64];
    size_t n[2] = {0, 0};
    uint64_t col0 = gd_dom_word_col0(R, C);
    uint64_t first[2] = {C < 64 ? e & e >> C : 0, e & e >> 1 & ~(col0 << (C - 1))};
    for (int side = 0; side < 2; side++)
        for (uint64_t x = first[side]; x; x &= x - 1) {
            int k = __builtin_ctzll(x);
            uint64_t b = (uint64_t)1 << k | (uint64_t)1 << (k + (side == GD_LEFT ? C : 1));
            gd_cgt_id o = board(v, R, C, e & ~b);
            if (o == GD_CGT_NONE)
                return GD_CGT_NONE;
            opt[side][n[side]++] = o;
        }
    gd_cgt_id id = gd_cgt_make(v->c, opt[0], n[0], opt[1], n[1]);
    if (id == GD_CGT_NONE)
        return GD_CGT_NONE;
    if (2 * (v->n + 1) > v->cap && grow(v))
        return GD_CGT_NONE;
    s = slot(v, e, shape); /* the table may have grown below */
    *s = (dv_ent){e, shape, id};
    v->n++;
    return id;
}

void *gd_dom_values_new(gd_cgt *c, gd_budget *b)
{
    dom_values *v = calloc(1, sizeof *v);
    if (v) {
        v->c = c;
        v->shared = b;
        if (b) /* the fixed part is held already: counted, never refused */
            gd_budget_charge(b, sizeof *v);
        gd_dom_word_spread(v->spread);
    }
    return v;
}

void gd_dom_values_free(void *t)
{
    dom_values *v = t;
    if (v) {
        give(v, bytes_of(v));
        free(v->t);
    }
    free(v);
}

uint64_t gd_dom_values_size(const void *t, uint64_t *keys)
{
    const dom_values *v = t;
    *keys = v->n;
    return bytes_of(v);
}

int gd_dom_value(void *t, const gd_position *p, uint64_t budget, gd_cgt_id *id, char *err, size_t errlen)
{
    dom_values *v = t;
    int R = gd_domineering_rows(p), C = gd_domineering_cols(p);
    if (R * C > 64)
        return GD_ORACLE_NONE;
    v->budget = budget, v->err = err, v->errlen = errlen;
    if (err && errlen)
        err[0] = 0;
    if (!v->cap && grow(v))
        return -1;
    uint64_t e = ~p->c[0] & (R * C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (R * C)) - 1);
    gd_cgt_id x = board(v, R, C, e);
    v->err = NULL, v->errlen = 0;
    if (x != GD_CGT_NONE) {
        *id = x;
        return 0;
    }
    if (!err || !errlen || !err[0]) {
        const char *why = gd_cgt_error(v->c);
        gd_err(err, errlen, "values of domineering: %s", why ? why : "a canonical form could not be made");
    }
    return -1;
}
