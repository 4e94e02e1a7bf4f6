/* Outcomes and palace numbers of the B-blocking game (B = 0: the ordinary game), row by
 * row in O(bmax) memory: a position is P exactly when it has at most B P-options; its
 * palace number is the number of its P-options. For each line direction d = (r,s) (with
 * its inclusion-exclusion coefficient) C_d(a,b) = [P(a,b)] + C_d(a-r, b-s) counts the
 * P-positions on the line up to (a,b), so the P-options along M(L) are
 * sum_d coef_d * C_d(a-r, b-s); the finitely many S moves (added: +P, removed: -P) and
 * the perturbation's move to (0,0) are looked up in a ring of the last rows of P.
 * O(|L| + |S|) per cell; rings of r_d + 1 counter rows per direction. */
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include "engines.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    const gd_table_spec *s;
    gd_table_spec spec; /* the caller's, on the ruleset clipped to the table */
    gd_ruleset rules;
    uint64_t cols, pdepth;
    size_t nt;
    uint64_t *depth;   /* per term: r + 1 */
    uint32_t **C;      /* per term: ring of depth rows */
    uint8_t *P;        /* ring of pdepth rows of P (1) / N (0) */
    uint32_t *out;     /* the current row */
} engine;

static void engine_free(engine *e)
{
    for (size_t i = 0; e->C && i < e->nt; i++)
        free(e->C[i]);
    free(e->C), free(e->depth), free(e->P), free(e->out);
    gd_ruleset_free(&e->rules);
}

static int engine_init(engine *e, const gd_table_spec *s)
{
    memset(e, 0, sizeof *e);
    if (gd_ruleset_clip(s->rules, s->a1, s->bmax, &e->rules))
        return -1;
    e->spec = *s;
    e->spec.rules = &e->rules;
    e->s = s = &e->spec;
    const gd_ruleset *r = s->rules;
    e->cols = s->bmax + 1;
    e->nt = r->nline;
    e->pdepth = 1;
    for (size_t i = 0; i < r->nadd; i++)
        e->pdepth = r->add[i].r + 1 > e->pdepth ? r->add[i].r + 1 : e->pdepth;
    for (size_t i = 0; i < r->nrm; i++)
        e->pdepth = r->rm[i].r + 1 > e->pdepth ? r->rm[i].r + 1 : e->pdepth;
    e->depth = calloc(e->nt ? e->nt : 1, sizeof *e->depth);
    e->C = calloc(e->nt ? e->nt : 1, sizeof *e->C);
    e->P = calloc(e->pdepth * e->cols, 1);
    e->out = malloc(e->cols * sizeof *e->out);
    if (!e->depth || !e->C || !e->P || !e->out)
        return -1;
    for (size_t i = 0; i < e->nt; i++) {
        e->depth[i] = (uint64_t)r->line[i].d.r + 1;
        if (!(e->C[i] = calloc(e->depth[i] * e->cols, sizeof **e->C)))
            return -1;
    }
    return 0;
}

/* Computes row a into e->out (palace numbers) and the rings. */
static void engine_row(engine *e, uint64_t a)
{
    const gd_table_spec *s = e->s;
    const gd_ruleset *r = s->rules;
    uint64_t cols = e->cols, B = s->blocking;
    uint8_t *P = e->P + (a % e->pdepth) * cols;
    const uint32_t *prev[64];
    uint32_t *cur[64];
    /* Fast path for up to 64 terms; more go through the general loop below. */
    size_t nt = e->nt;
    for (size_t i = 0; i < nt && i < 64; i++) {
        gd_vec2 d = r->line[i].d;
        cur[i] = e->C[i] + (a % e->depth[i]) * cols;
        prev[i] = d.r <= a ? e->C[i] + ((a - d.r) % e->depth[i]) * cols : NULL;
    }
    int perturbed = s->perturb && (s->perturb->nterm || s->perturb->nzero);
    for (uint64_t b = 0; b < cols; b++) {
        int64_t pal = 0;
        int pert = perturbed ? gd_table_perturb_at(s->perturb, a, b) : 0;
        if (pert != 1) {
            for (size_t i = 0; i < nt; i++) {
                gd_vec2 d = r->line[i].d;
                const uint32_t *pv = i < 64 ? prev[i]
                                            : (d.r <= a ? e->C[i] + ((a - d.r) % e->depth[i]) * cols : NULL);
                if (pv && d.s <= b)
                    pal += r->line[i].coef * (int64_t)pv[b - d.s];
            }
            for (size_t i = 0; i < r->nadd; i++)
                if (r->add[i].r <= a && r->add[i].s <= b)
                    pal += e->P[((a - r->add[i].r) % e->pdepth) * cols + b - r->add[i].s];
            for (size_t i = 0; i < r->nrm; i++)
                if (r->rm[i].r <= a && r->rm[i].s <= b)
                    pal -= e->P[((a - r->rm[i].r) % e->pdepth) * cols + b - r->rm[i].s];
            if (pert == 2 && (a || b) && !gd_ruleset_is_move(r, a, b))
                pal += 1; /* (0,0) is always P */
        }
        uint8_t p = (uint64_t)pal <= B;
        P[b] = p;
        e->out[b] = (uint32_t)pal;
        for (size_t i = 0; i < nt; i++) {
            gd_vec2 d = r->line[i].d;
            uint32_t *cv = i < 64 ? cur[i] : e->C[i] + (a % e->depth[i]) * cols;
            const uint32_t *pv = i < 64 ? prev[i] : (d.r <= a ? e->C[i] + ((a - d.r) % e->depth[i]) * cols : NULL);
            /* d.r == 0: pv is this very row, already written left of b. */
            cv[b] = p + (pv && d.s <= b ? pv[b - d.s] : 0);
        }
    }
}

int gd_table_blocking_stream(const gd_table_spec *s, gd_table_row_fn fn, void *ctx, char *err, size_t errlen)
{
    engine e;
    if (engine_init(&e, s)) {
        engine_free(&e);
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    int rc = 0;
    for (uint64_t a = 0; a <= s->a1 && rc == 0; a++) {
        if (s->progress)
            s->progress(s->progress_ctx, a * e.cols, (s->a1 + 1) * e.cols);
        engine_row(&e, a);
        if (a < s->a0)
            continue;
        if (s->kind == GD_TABLE_OUTCOME)
            for (uint64_t b = 0; b < e.cols; b++)
                e.out[b] = e.out[b] > s->blocking; /* 0 P, 1 N */
        rc = fn(ctx, a, e.out, e.cols);
    }
    /* The whole table: the last report says so. */
    if (s->progress && rc == 0)
        s->progress(s->progress_ctx, (s->a1 + 1) * e.cols, (s->a1 + 1) * e.cols);
    engine_free(&e);
    return rc;
}

static int keep_row(void *ctx, uint64_t a, const uint32_t *row, uint64_t cols)
{
    gd_table *t = ctx;
    memcpy(t->v + (a - t->a0) * cols, row, cols * sizeof *row);
    return 0;
}

int gd_table_blocking_compute(const gd_table_spec *s, gd_table *t, char *err, size_t errlen)
{
    t->kind = s->kind;
    t->blocking = s->blocking;
    t->a0 = s->a0, t->rows = s->a1 - s->a0 + 1, t->cols = s->bmax + 1;
    if (!(t->v = malloc(t->rows * t->cols * sizeof *t->v))) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    if (gd_table_blocking_stream(s, keep_row, t, err, errlen)) {
        gd_table_free(t);
        return -1;
    }
    return 0;
}
