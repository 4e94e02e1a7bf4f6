/* dag.c - a form as the graph of its distinct subforms (docs/scoring.md, "Forms as graphs"):
 * canonical forms share subforms heavily, so a form whose text runs to gigabytes has a few
 * thousand distinct subforms; these are measured and written one per line, each option a
 * number or the name of an earlier line. */
#include "scoring_int.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static int is_number(const sc_node *n)
{
    return !n->nl && !n->nr && gd_dyadic_cmp(n->latom, n->ratom) == 0;
}

static uint64_t sat_add(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* The length of g's text (gd_scoring_print), memoized in len (0: not yet known); counts the
 * forms met for the first time into *forms. */
static uint64_t text_length(const gd_scoring *s, gd_scoring_id g, uint64_t *len, uint64_t *forms)
{
    if (len[g])
        return len[g];
    const sc_node *n = &s->nodes[g];
    char b[64];
    uint64_t t;
    if (is_number(n))
        t = strlen(gd_dyadic_format(n->latom, b, sizeof b));
    else {
        t = 3; /* < | > */
        for (int sd = 0; sd < 2; sd++) {
            uint32_t k = sd ? n->nr : n->nl;
            if (!k)
                t = sat_add(t, 1 + strlen(gd_dyadic_format(sd ? n->ratom : n->latom, b, sizeof b)));
            for (uint32_t i = 0; i < k; i++)
                t = sat_add(t, (i > 0) + text_length(s, s->pool[n->off + (sd ? n->nl : 0) + i], len, forms));
        }
        ++*forms;
    }
    return len[g] = t;
}

int gd_scoring_extent(const gd_scoring *s, gd_scoring_id g, gd_scoring_extent_info *out)
{
    uint64_t *len = calloc(s->n, sizeof *len);
    if (!len)
        return -1;
    out->forms = 0;
    out->text_length = text_length(s, g, len, &out->forms);
    out->birthday = s->nodes[g].birthday;
    free(len);
    return 0;
}

struct gd_scoring_dag {
    const gd_scoring *s;
    uint64_t *name; /* by id: 0 not written yet, else the line's number + 1 */
    size_t cap;
    uint64_t next;
};

gd_scoring_dag *gd_scoring_dag_new(const gd_scoring *s, uint64_t first)
{
    gd_scoring_dag *d = calloc(1, sizeof *d);
    if (d)
        d->s = s, d->next = first;
    return d;
}

void gd_scoring_dag_free(gd_scoring_dag *d)
{
    if (d)
        free(d->name), free(d);
}

uint64_t gd_scoring_dag_next(const gd_scoring_dag *d)
{
    return d->next;
}

static void name_of(const gd_scoring_dag *d, gd_scoring_id g, char *buf, size_t len)
{
    const sc_node *n = &d->s->nodes[g];
    if (is_number(n))
        gd_dyadic_format(n->latom, buf, len);
    else
        snprintf(buf, len, "g%llu", (unsigned long long)(d->name[g] - 1));
}

/* 0, or -1 when out of memory. Children first, each side in the printer's order, so the
 * lines and their numbers do not depend on the store's history. */
static int write_rec(gd_scoring_dag *d, gd_scoring_id g, FILE *f)
{
    const gd_scoring *s = d->s;
    const sc_node *n = &s->nodes[g];
    if (d->name[g] || is_number(n))
        return 0;
    uint32_t *opt = malloc((n->nl + n->nr + 1) * sizeof *opt);
    if (!opt)
        return -1;
    sc_print_order(s, g, 0, opt);
    sc_print_order(s, g, 1, opt + n->nl);
    for (uint32_t i = 0; i < n->nl + n->nr; i++)
        if (write_rec(d, opt[i], f) != 0) {
            free(opt);
            return -1;
        }
    char b[64];
    d->name[g] = ++d->next;
    fprintf(f, "g%llu\t<", (unsigned long long)(d->next - 1));
    for (int sd = 0; sd < 2; sd++) {
        uint32_t k = sd ? n->nr : n->nl, *o = opt + (sd ? n->nl : 0);
        if (sd)
            fputc('|', f);
        if (!k)
            fprintf(f, "^%s", gd_dyadic_format(sd ? n->ratom : n->latom, b, sizeof b));
        for (uint32_t i = 0; i < k; i++) {
            name_of(d, o[i], b, sizeof b);
            fprintf(f, "%s%s", i ? "," : "", b);
        }
    }
    fputs(">\n", f);
    free(opt);
    return 0;
}

int gd_scoring_dag_write(gd_scoring_dag *d, gd_scoring_id g, FILE *f, char *name, size_t len)
{
    if (d->cap < d->s->n) {
        size_t cap = d->s->n + d->s->n / 2 + 64;
        uint64_t *p = realloc(d->name, cap * sizeof *p);
        if (!p)
            return -1;
        memset(p + d->cap, 0, (cap - d->cap) * sizeof *p);
        d->name = p, d->cap = cap;
    }
    if (write_rec(d, g, f) != 0)
        return -1;
    name_of(d, g, name, len);
    return ferror(f) ? -1 : 0;
}
