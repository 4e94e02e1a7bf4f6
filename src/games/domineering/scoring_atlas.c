/* scoring_atlas.c - the table of Scoring Domineering rectangles (docs/scoring.md, "The table
 * of rectangles"): the outcome by search (scoring_search.c), and where asked the Conway game
 * M (scoring_milnor.c) compared with normal play and the scoring store's canonical value,
 * each checked against the searched outcome. */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_seconds(void)
{
    struct timespec t;
    return clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) == 0 ? (double)t.tv_sec + t.tv_nsec * 1e-9 : 0;
}

struct gd_domineering_scoring_values {
    gd_scoring *store;
    gd_domineering_scoring *d;
    gd_scoring_dag *dag;
    FILE *forms;
    uint64_t max_bytes, max_text;
};

/* A fresh store (and writer of forms, numbering on from next): 0, or -1 out of memory. */
static int fresh(gd_domineering_scoring_values *v, uint64_t next)
{
    gd_scoring_dag_free(v->dag);
    gd_domineering_scoring_free(v->d);
    gd_scoring_free(v->store);
    v->dag = NULL, v->d = NULL;
    if (!(v->store = gd_scoring_new()) || !(v->d = gd_domineering_scoring_new(v->store)) ||
        (v->forms && !(v->dag = gd_scoring_dag_new(v->store, next))))
        return -1;
    gd_scoring_set_max_bytes(v->store, v->max_bytes);
    return 0;
}

gd_domineering_scoring_values *gd_domineering_scoring_values_new(uint64_t max_bytes, FILE *forms, uint64_t max_text)
{
    gd_domineering_scoring_values *v = calloc(1, sizeof *v);
    if (!v)
        return NULL;
    v->forms = forms, v->max_bytes = max_bytes, v->max_text = max_text;
    if (fresh(v, 0) != 0) {
        gd_domineering_scoring_values_free(v);
        return NULL;
    }
    return v;
}

void gd_domineering_scoring_values_free(gd_domineering_scoring_values *v)
{
    if (v) {
        gd_scoring_dag_free(v->dag);
        gd_domineering_scoring_free(v->d);
        gd_scoring_free(v->store);
        free(v);
    }
}

/* The canonical value of p into e, checked against e's outcome: 0 (also when the store ran
 * out of its bound: then e stays without a value and a fresh store replaces it), or -1 with
 * err when the two outcomes differ, memory runs out or the forms file fails. */
static int store_value(gd_domineering_scoring_values *v, const gd_position *p, gd_domineering_scoring_atlas_entry *e,
                       char *err, size_t errlen)
{
    gd_scoring_id id;
    char why[256];
    if (gd_domineering_scoring_value(v->d, p, &id, why, sizeof why) != 0) {
        if (fresh(v, v->dag ? gd_scoring_dag_next(v->dag) : 0) != 0)
            return gd_err(err, errlen, "out of memory"), -1;
        return 0;
    }
    gd_dyadic ol, or_;
    gd_scoring_outcome(v->store, id, &ol, &or_);
    if (gd_dyadic_cmp(ol, gd_dyadic_int(e->left)) != 0 || gd_dyadic_cmp(or_, gd_dyadic_int(e->right)) != 0)
        return gd_err(err, errlen, "%dx%d: the store's outcome differs from the searched one", e->rows, e->cols), -1;
    if (gd_scoring_extent(v->store, id, &e->extent) != 0)
        return gd_err(err, errlen, "out of memory"), -1;
    e->valued = 1;
    if (v->dag && gd_scoring_dag_write(v->dag, id, v->forms, e->name, sizeof e->name) != 0)
        return gd_err(err, errlen, "the forms file: write failed"), -1;
    if (e->extent.text_length > v->max_text)
        return 0;
    size_t n = gd_scoring_print(v->store, id, NULL, 0);
    if (!(e->value = malloc(n + 1)))
        return gd_err(err, errlen, "out of memory"), -1;
    gd_scoring_print(v->store, id, e->value, n + 1);
    return 0;
}

/* M's stops, mean and reduced form against N's, into e. 0, or -1 with err. */
static int milnor(gd_domineering_milnor *m, const gd_position *p, gd_domineering_scoring_atlas_entry *e, char *err,
                  size_t errlen)
{
    gd_cgt_id mv, nv;
    if (gd_domineering_milnor_value(m, p, &mv, err, errlen) != 0 || gd_domineering_milnor_normal(m, p, &nv, err, errlen) != 0)
        return -1;
    gd_cgt *c = gd_domineering_milnor_cgt(m);
    gd_cgt_id cooled = gd_cgt_cool(c, mv, gd_dyadic_int(1));
    gd_cgt_id r1 = cooled == GD_CGT_NONE ? cooled : gd_cgt_reduced(c, cooled), r2 = gd_cgt_reduced(c, nv);
    gd_dyadic ls, rs;
    if (gd_cgt_left_stop(c, mv, &ls) || gd_cgt_right_stop(c, mv, &rs) || gd_cgt_mean(c, mv, &e->mean) ||
        gd_cgt_mean(c, nv, &e->normal_mean) || r1 == GD_CGT_NONE || r2 == GD_CGT_NONE)
        return gd_err(err, errlen, "%dx%d: %s", e->rows, e->cols, gd_cgt_error(c) ? gd_cgt_error(c) : "out of memory"),
               -1;
    if (gd_dyadic_cmp(ls, gd_dyadic_int(e->left)) != 0 || gd_dyadic_cmp(rs, gd_dyadic_int(e->right)) != 0)
        return gd_err(err, errlen, "%dx%d: the stops of M differ from the searched outcome", e->rows, e->cols), -1;
    e->milnor = 1;
    e->reduced_equal = r1 == r2;
    return 0;
}

int gd_domineering_scoring_atlas_value(gd_domineering_scoring_search *s, gd_domineering_milnor *m,
                                       gd_domineering_scoring_values *v, int rows, int cols,
                                       gd_domineering_scoring_atlas_entry *e, char *err, size_t errlen)
{
    memset(e, 0, sizeof *e);
    e->rows = rows, e->cols = cols;
    if (rows < 1 || cols < 1 || rows * cols > 64)
        return gd_err(err, errlen, "%dx%d: not a board of at most 64 cells", rows, cols), -1;
    gd_position p;
    gd_domineering_board(&p, rows, cols);
    double t0 = gd_seconds(), c0 = cpu_seconds();
    if (gd_domineering_scoring_search_outcome(s, &p, &e->left, &e->right, err, errlen) != 0 ||
        (m && milnor(m, &p, e, err, errlen) != 0) || (v && store_value(v, &p, e, err, errlen) != 0)) {
        gd_domineering_scoring_atlas_entry_free(e);
        return -1;
    }
    e->seconds = gd_seconds() - t0;
    e->cpu_seconds = cpu_seconds() - c0;
    return 0;
}

void gd_domineering_scoring_atlas_entry_free(gd_domineering_scoring_atlas_entry *e)
{
    free(e->value);
    e->value = NULL;
}
