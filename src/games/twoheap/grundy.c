/* Grundy tables g(a,b) and g'(a,b) (the pass still available) of a two-heap ruleset.
 *
 * Two engines, the same answers (tests/games/twoheap/t_table.c checks them against each other and
 * against the generic solver):
 *   general  row by row over any ruleset: one bitset per line of each direction of L
 *            holding the values seen on it (delayed by the largest removed multiple K of
 *            that direction, so removed moves never enter; the K nearer cells and the
 *            added moves S \ M(L) are looked up), mex = first zero of their OR;
 *   mirror   symmetric rulesets whose L is {(1,0),(0,1)} or {(1,0),(0,1),(1,1)} with no
 *            removed move and no perturbation (nim, wythoff, maharaja, ...): computes the
 *            lower triangle only, in tiles of 64 steps k x 64 columns j: cell (k,j),
 *            j <= k, reads row k's line, row j's line (which by symmetry is column j) and
 *            the diagonal k-j; then mirrors the triangle. Half the cells, two or three
 *            lines, reused while cached; two threads in a wavefront of blocks (mirror.c).
 * Each scan starts at the largest first-zero pointer of its lines and skips the words a
 * line's summary marks full (lines.c). Plain Nim is a XOR b. */
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include "engines.h"
#include "lines.h"
#include <stdlib.h>
#include <string.h>

static int mirror_engine_applies(const gd_table_spec *s)
{
    const gd_ruleset *r = s->rules;
    if (!r->symmetric || r->nrm || (r->ndir != 2 && r->ndir != 3) || r->nline != r->ndir || s->a1 != s->bmax)
        return 0;
    if (s->perturb && (s->perturb->nterm || s->perturb->nzero))
        return 0;
    int row = 0, col = 0, diag = 0;
    for (size_t i = 0; i < r->ndir; i++) {
        gd_vec2 d = r->line[i].d;
        row |= d.r == 1 && d.s == 0, col |= d.r == 0 && d.s == 1, diag |= d.r == 1 && d.s == 1;
    }
    return row && col && (r->ndir == 2 || diag);
}

/* Plain Nim, g = a XOR b: a band of rows needs no row below it. */
static int plain_nim(const gd_table_spec *s)
{
    const gd_ruleset *r = s->rules;
    if (s->pass || r->nadd || r->nrm || r->ndir != 2 || r->nline != 2)
        return 0;
    if (s->perturb && (s->perturb->nterm || s->perturb->nzero))
        return 0;
    int row = 0, col = 0;
    for (size_t i = 0; i < 2; i++) {
        gd_vec2 d = r->line[i].d;
        row |= d.r == 1 && d.s == 0, col |= d.r == 0 && d.s == 1;
    }
    return row && col;
}

/* Lines of direction d over rows 0..amax, columns 0..bmax; the line of (a,b). */
static size_t line_count(gd_vec2 d, uint64_t amax, uint64_t bmax)
{
    if (d.r == 0)
        return (size_t)((amax + 1) * d.s);
    if (d.s == 0)
        return (size_t)(d.r * (bmax + 1));
    return (size_t)(d.r * (bmax + 1) + d.s * (amax + 1));
}

static size_t line_of(gd_vec2 d, uint64_t a, uint64_t b, uint64_t amax, uint64_t bmax)
{
    if (d.r == 0)
        return (size_t)(a * d.s + b % d.s);
    if (d.s == 0)
        return (size_t)((a % d.r) * (bmax + 1) + b);
    uint64_t m = a / d.r < b / d.s ? a / d.r : b / d.s;
    uint64_t x = a - m * d.r, y = b - m * d.s;
    if (x < d.r)
        return (size_t)(x * (bmax + 1) + y);
    return (size_t)(d.r * (bmax + 1) + y * (amax + 1) + x);
}

/* Largest removed multiple of each direction: K. */
static uint64_t removed_reach(const gd_ruleset *r, gd_vec2 d)
{
    uint64_t k = 0;
    for (size_t i = 0; i < r->nrm; i++) {
        gd_vec2 v = r->rm[i];
        uint64_t m = 0;
        if (d.r == 0 ? v.r == 0 && v.s % d.s == 0 : v.r % d.r == 0 && (uint64_t)v.s * d.r == (uint64_t)v.r * d.s)
            m = d.r ? v.r / d.r : v.s / d.s;
        if (m > k)
            k = m;
    }
    return k;
}

uint64_t gd_table_estimate_bytes(const gd_table_spec *s, int streamed)
{
    const gd_ruleset *r = s->rules;
    uint64_t rows = s->a1 + 1, cols = s->bmax + 1;
    if (s->kind != GD_TABLE_GRUNDY) {
        gd_ruleset c;
        if (gd_ruleset_clip(s->rules, s->a1, s->bmax, &c))
            return UINT64_MAX;
        r = &c;
        uint64_t depth = 1;
        for (size_t i = 0; i < r->nadd; i++)
            depth = r->add[i].r + 1 > depth ? r->add[i].r + 1 : depth;
        for (size_t i = 0; i < r->nrm; i++)
            depth = r->rm[i].r + 1 > depth ? r->rm[i].r + 1 : depth;
        uint64_t b = depth * cols + 8 * cols;
        for (size_t i = 0; i < r->nline; i++)
            b += 4 * (r->line[i].d.r + 1) * cols;
        if (!streamed)
            b += 4 * (s->a1 - s->a0 + 1) * cols;
        gd_ruleset_free(&c);
        return b;
    }
    if (plain_nim(s))
        return 4 * (s->a1 - s->a0 + 1) * cols;
    uint64_t layers = s->pass ? 2 : 1;
    uint64_t b = 4 * rows * cols * layers; /* the tables (g and g') */
    if (mirror_engine_applies(s)) {
        uint64_t nw = gd_lines_words(gd_table_value_bound(r, s->a1, s->bmax));
        int nim = r->ndir == 2 && !r->nadd;
        uint64_t lines = (r->ndir == 3 ? 2 : 1) * ((rows + 63) / 64 * 64) * (layers - (nim ? 1 : 0)); /* blocks of 64 */
        return b + lines * (8 * nw + 8 * ((nw + 63) / 64) + 4);
    }
    gd_ruleset c;
    if (gd_ruleset_clip(r, s->a1, s->bmax, &c))
        return UINT64_MAX;
    uint64_t nw = gd_lines_words(gd_table_value_bound(&c, s->a1, s->bmax));
    uint64_t nex = c.nadd + 4;
    for (size_t i = 0; i < c.ndir; i++) {
        b += layers * line_count(c.line[i].d, s->a1, s->bmax) * (8 * nw + 8 * ((nw + 63) / 64) + 4);
        nex += removed_reach(&c, c.line[i].d);
    }
    gd_ruleset_free(&c);
    return b + 2 * 4 * nex; /* the values looked up one by one, with and without the pass */
}

/* The general engine: rows 0..a1 into T (and the pass layer into T2). */
static int general_engine(const gd_table_spec *s, uint32_t *T, uint32_t *T2, char *err, size_t errlen)
{
    const gd_ruleset *r = s->rules;
    uint64_t amax = s->a1, bmax = s->bmax, cols = bmax + 1;
    int pass = T2 != NULL;
    size_t nd = r->ndir;
    size_t nw = gd_lines_words(gd_table_value_bound(r, amax, bmax));
    gd_lineset *ls = calloc(2 * (nd ? nd : 1), sizeof *ls);
    uint64_t *K = calloc(nd ? nd : 1, sizeof *K);
    size_t nex = r->nadd + 4;
    for (size_t i = 0; i < nd; i++) {
        K[i] = removed_reach(r, r->line[i].d);
        nex += K[i];
    }
    uint32_t *ex = malloc(nex * sizeof *ex), *ex2 = malloc(nex * sizeof *ex2);
    const uint64_t **w = malloc(2 * (nd ? nd : 1) * sizeof *w), **f = malloc((nd ? nd : 1) * sizeof *f);
    int rc = -1;
    if (!ls || !K || !ex || !ex2 || !w || !f)
        goto done;
    for (size_t i = 0; i < nd; i++)
        for (int layer = 0; layer <= pass; layer++)
            if (gd_lineset_init(&ls[2 * i + layer], line_count(r->line[i].d, amax, bmax), nw))
                goto done;
    size_t *lid = malloc((nd ? nd : 1) * sizeof *lid);
    if (!lid)
        goto done;
    for (uint64_t a = 0; a <= amax; a++) {
        if (s->progress)
            s->progress(s->progress_ctx, a * cols, (amax + 1) * cols);
        for (uint64_t b = 0; b <= bmax; b++) {
            size_t n1 = 0, n2 = 0;
            uint64_t from1 = 0, from2 = 0;
            for (size_t i = 0; i < nd; i++) {
                gd_vec2 d = r->line[i].d;
                size_t l = lid[i] = line_of(d, a, b, amax, bmax);
                uint64_t m = K[i] + 1;
                if (m * d.r <= a && m * d.s <= b) {
                    uint64_t at = (a - m * d.r) * cols + (b - m * d.s);
                    gd_lineset_insert(&ls[2 * i], l, T[at]);
                    if (pass)
                        gd_lineset_insert(&ls[2 * i + 1], l, T2[at]);
                }
                for (uint64_t t = 1; t <= K[i]; t++)
                    if (t * d.r <= a && t * d.s <= b && gd_ruleset_is_move(r, t * d.r, t * d.s)) {
                        uint64_t at = (a - t * d.r) * cols + (b - t * d.s);
                        ex[n1++] = T[at];
                        if (pass)
                            ex2[n2++] = T2[at];
                    }
            }
            for (size_t i = 0; i < r->nadd; i++)
                if (r->add[i].r <= a && r->add[i].s <= b) {
                    uint64_t at = (a - r->add[i].r) * cols + (b - r->add[i].s);
                    ex[n1++] = T[at];
                    if (pass)
                        ex2[n2++] = T2[at];
                }
            int pert = gd_table_perturb_at(s->perturb, a, b);
            uint64_t at = a * cols + b;
            if (pert == 2 && (a || b)) {
                ex[n1++] = T[0];
                if (pass)
                    ex2[n2++] = T2[0];
            }
            int moves = pert != 1 && (pert == 2 || gd_ruleset_has_move(r, a, b));
            if (!moves) {
                T[at] = 0;
                if (pass)
                    T2[at] = 0;
                continue;
            }
            for (size_t i = 0; i < nd; i++) {
                w[i] = gd_lineset_line(&ls[2 * i], lid[i]);
                f[i] = gd_lineset_full(&ls[2 * i], lid[i]);
                if (ls[2 * i].fz[lid[i]] > from1)
                    from1 = ls[2 * i].fz[lid[i]];
            }
            uint32_t g = gd_lines_mex(w, f, (int)nd, from1, ex, n1);
            T[at] = g;
            if (pass) {
                for (size_t i = 0; i < nd; i++) {
                    w[i] = gd_lineset_line(&ls[2 * i + 1], lid[i]);
                    f[i] = gd_lineset_full(&ls[2 * i + 1], lid[i]);
                    if (ls[2 * i + 1].fz[lid[i]] > from2)
                        from2 = ls[2 * i + 1].fz[lid[i]];
                }
                ex2[n2++] = g;
                T2[at] = gd_lines_mex(w, f, (int)nd, from2, ex2, n2);
            }
        }
    }
    /* The whole table: the last report says so. */
    if (s->progress)
        s->progress(s->progress_ctx, (amax + 1) * cols, (amax + 1) * cols);
    free(lid);
    rc = 0;
done:
    if (rc)
        gd_err(err, errlen, "out of memory");
    for (size_t i = 0; ls && i < 2 * nd; i++)
        gd_lineset_free(&ls[i]);
    free(ls), free(K), free(ex), free(ex2), free(w), free(f);
    return rc;
}

static int check_spec(const gd_table_spec *s, char *err, size_t errlen)
{
    if (s->a0 > s->a1) {
        gd_err(err, errlen, "empty band of rows %llu:%llu", (unsigned long long)s->a0, (unsigned long long)s->a1);
        return -1;
    }
    if (s->a1 >= (1u << 31) || s->bmax >= (1u << 31)) {
        gd_err(err, errlen, "table too large: coordinates at most 2^31-1");
        return -1;
    }
    if (s->pass && s->kind != GD_TABLE_GRUNDY) {
        gd_err(err, errlen, "the pass applies to Grundy tables only, not to outcomes or palace numbers");
        return -1;
    }
    return 0;
}

int gd_table_compute(const gd_table_spec *s, gd_table *t, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    if (check_spec(s, err, errlen))
        return -1;
    if (s->kind != GD_TABLE_GRUNDY)
        return gd_table_blocking_compute(s, t, err, errlen);
    uint64_t rows = s->a1 + 1, cols = s->bmax + 1;
    if (plain_nim(s)) {
        uint64_t n = s->a1 - s->a0 + 1;
        uint32_t *V = malloc(n * cols * sizeof *V);
        if (!V) {
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        for (uint64_t i = 0; i < n; i++)
            for (uint64_t b = 0; b < cols; b++)
                V[i * cols + b] = (uint32_t)((s->a0 + i) ^ b);
        t->kind = GD_TABLE_GRUNDY;
        t->a0 = s->a0, t->rows = n, t->cols = cols;
        t->v = V;
        return 0;
    }
    uint32_t *T = malloc(rows * cols * sizeof *T), *T2 = NULL;
    if (!T) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    int rc;
    if (mirror_engine_applies(s))
        rc = gd_table_mirror_engine(s, T, err, errlen);
    else {
        if (s->pass && !(T2 = malloc(rows * cols * sizeof *T2))) {
            free(T);
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        gd_ruleset c;
        gd_table_spec cs = *s;
        cs.rules = &c;
        if (gd_ruleset_clip(s->rules, s->a1, s->bmax, &c)) {
            gd_err(err, errlen, "out of memory");
            rc = -1;
        } else {
            rc = general_engine(&cs, T, T2, err, errlen);
            gd_ruleset_free(&c);
        }
        if (T2) {
            free(T);
            T = T2;
        }
    }
    if (rc) {
        free(T);
        return -1;
    }
    if (s->a0) {
        memmove(T, T + s->a0 * cols, (rows - s->a0) * cols * sizeof *T);
        uint32_t *U = realloc(T, (rows - s->a0) * cols * sizeof *T);
        T = U ? U : T;
    }
    t->kind = GD_TABLE_GRUNDY;
    t->a0 = s->a0, t->rows = s->a1 - s->a0 + 1, t->cols = cols;
    t->v = T;
    return 0;
}

int gd_table_stream(const gd_table_spec *s, gd_table_row_fn fn, void *ctx, char *err, size_t errlen)
{
    if (check_spec(s, err, errlen))
        return -1;
    if (s->kind != GD_TABLE_GRUNDY)
        return gd_table_blocking_stream(s, fn, ctx, err, errlen);
    gd_table t;
    if (gd_table_compute(s, &t, err, errlen))
        return -1;
    int rc = 0;
    for (uint64_t i = 0; i < t.rows && rc == 0; i++)
        rc = fn(ctx, t.a0 + i, t.v + i * t.cols, t.cols);
    gd_table_free(&t);
    return rc;
}
