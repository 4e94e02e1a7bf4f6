/* compare.c - coarse-grained densities of W: scale invariance and the variants' attractor. */
#include "gamedyn/experiment.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include "gamedyn/view.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int density_of(gd_sheet_game game, const gd_compare_sample *s, unsigned g, double *d, char *err,
                      size_t errlen)
{
    uint64_t ny, nz;
    gd_view_default_window(game, s->x, &ny, &nz);
    gd_config cfg = {game, s->variant, s->variant == GD_VARIANT_PERTURB ? &s->V : NULL, s->x, ny - 1, 0};
    gd_view v;
    if (gd_view_compute(&v, &cfg, s->x, ny, nz, 0, NULL, NULL, err, errlen) != 0)
        return -1;
    int rc = gd_view_density(&v, g, d) == 0 ? 0 : -1;
    if (rc)
        gd_err(err, errlen, "out of memory");
    gd_view_free(&v);
    return rc;
}

/* One sample as one task of the map: its death scan (random and finite V), then its density;
 * the record is the sheet of death and g*g doubles. */
typedef struct {
    const gd_compare *c;
} sample_ctx;

static int sample_task(const void *vc, uint64_t i, void *out, char *err, size_t errlen)
{
    const gd_compare *c = ((const sample_ctx *)vc)->c;
    const gd_compare_sample *s = &c->sample[i];
    uint64_t *dead = out;
    double *d = (double *)(dead + 1);
    *dead = 0;
    if (i >= 3 && s->variant == GD_VARIANT_PERTURB) {
        gd_config dc = {c->opts.game, GD_VARIANT_PERTURB, &s->V, s->x, s->x, 0};
        if (gd_dead_scan(&dc, dead, err, errlen) != 0)
            return -1;
    }
    if (*dead)
        return 0;
    if (density_of(c->opts.game, s, c->opts.grid, d, err, errlen) != 0) {
        char e2[512];
        snprintf(e2, sizeof e2, "%s", err);
        gd_err(err, errlen, "%s: %s", s->name, e2);
        return -1;
    }
    return 0;
}

/* The spread over the live random seeds (samples 5..). */
static int random_spread(gd_compare *c)
{
    int nr = 0, *idx = malloc((size_t)c->nvariants * sizeof *idx);
    double *v = malloc(((size_t)c->nvariants * (size_t)c->nvariants + 1) * sizeof *v);
    if (!idx || !v) {
        free(idx);
        free(v);
        return -1;
    }
    for (int a = 0; a < c->nvariants; a++)
        if (c->variant[a] >= 5)
            idx[nr++] = a;
    for (int k = 0; k < 3; k++) {
        int from = -1; /* plain, pass, finite: samples 0, 3, 4 */
        for (int a = 0; a < c->nvariants; a++)
            if (c->variant[a] == (k ? 2 + k : 0))
                from = a;
        int n = 0;
        for (int r = 0; r < nr && from >= 0; r++)
            v[n++] = c->distance[from * c->nvariants + idx[r]];
        gd_summary_of(v, (size_t)n, NULL, &c->to_random[k]);
    }
    int n = 0;
    for (int r = 0; r < nr; r++)
        for (int q = r + 1; q < nr; q++)
            v[n++] = c->distance[idx[r] * c->nvariants + idx[q]];
    gd_summary_of(v, (size_t)n, NULL, &c->between_random);
    free(idx);
    free(v);
    return 0;
}

const gd_compare_sample *gd_compare_variant(const gd_compare *c, int i)
{
    return &c->sample[c->variant[i]];
}

int gd_dead_scan(const gd_config *cfg, uint64_t *from, char *err, size_t errlen)
{
    gd_config c = *cfg;
    if (gd_config_is_window(&c))
        c.ymax = 0;
    *from = 0;
    gd_engine *e = gd_engine_new(&c, err, errlen);
    if (!e)
        return -1;
    const gd_sheet *s;
    int rc = 0;
    const gd_rules *r = gd_rules_get(c.game);
    while (*from == 0 && (rc = gd_engine_next(e, &s, err, errlen)) == 0)
        if (gd_sheet_kills(r, s))
            *from = s->x;
    gd_engine_free(e);
    return *from || rc >= 0 ? 0 : -1;
}

const char *gd_compare_variant_name(const gd_compare *c, int i)
{
    return i ? gd_compare_variant(c, i)->name : "plain";
}

static void sample(gd_compare_sample *s, const char *name, gd_variant variant, uint64_t x)
{
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "%s", name);
    s->variant = variant;
    s->x = x;
}

int gd_compare_run(gd_compare *c, const gd_compare_opts *o, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    c->opts = *o;
    uint64_t X = o->x;
    unsigned G = o->grid;
    const gd_rules *r = gd_rules_get(o->game);
    if (o->sigma)
        snprintf(c->sigma, sizeof c->sigma, "%s", o->sigma);
    else
        snprintf(c->sigma, sizeof c->sigma, "%g", (double)X / 10);
    c->opts.sigma = c->sigma;
    c->opts.point = NULL;
    c->opts.model = NULL;
    if (G == 0 || G > X) {
        gd_err(err, errlen, "a grid of %u boxes does not fit sheet %llu", G, (unsigned long long)X);
        return -1;
    }
    c->sample = calloc((size_t)o->seeds + 5, sizeof *c->sample);
    if (!c->sample) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    /* (a) the scale samples, then (b) the variants at X */
    gd_compare_sample *s = c->sample;
    char spec[300];
    sample(&s[c->nsamples++], "W_X", GD_VARIANT_PLAIN, X);
    sample(&s[c->nsamples++], "W_2X", GD_VARIANT_PLAIN, 2 * X);
    sample(&s[c->nsamples++], "W_1.1X", GD_VARIANT_PLAIN, X + (X + 5) / 10);
    sample(&s[c->nsamples++], "pass", GD_VARIANT_PASS, X);
    snprintf(spec, sizeof spec, "point:%s", o->point ? o->point : r->left_shift ? "20,3,10" : "9,13,4");
    sample(&s[c->nsamples], "finite", GD_VARIANT_PERTURB, X);
    if (gd_perturb_parse(&s[c->nsamples].V, spec, r, err, errlen) != 0) {
        gd_perturb_clear(&s[c->nsamples].V);
        goto fail;
    }
    c->nsamples++;
    for (uint64_t k = 1; k <= o->seeds; k++) {
        char name[48];
        snprintf(spec, sizeof spec, "random:seed=%llu,sigma=%s%s%s", (unsigned long long)k, c->sigma,
                 o->model ? "," : "", o->model ? o->model : "");
        snprintf(name, sizeof name, "random%llu", (unsigned long long)k);
        sample(&s[c->nsamples], name, GD_VARIANT_PERTURB, X);
        if (gd_perturb_parse(&s[c->nsamples].V, spec, r, err, errlen) != 0) {
            gd_perturb_clear(&s[c->nsamples].V);
            goto fail;
        }
        c->nsamples++;
    }
    /* A dead game's W is full from its death on: left out (its density says nothing). */
    {
        size_t rec = sizeof(uint64_t) + (size_t)G * G * sizeof(double);
        char *recs = malloc((size_t)c->nsamples * rec);
        sample_ctx sc = {c};
        gd_par_opts po = {o->threads};
        if (!recs) {
            gd_err(err, errlen, "out of memory");
            goto fail;
        }
        if (gd_par_map((uint64_t)c->nsamples, rec, sample_task, &sc, recs, &po, err, errlen) != 0) {
            free(recs);
            goto fail;
        }
        for (int i = 0; i < c->nsamples && gd_par_is_root(); i++) {
            const uint64_t *dead = (const uint64_t *)(recs + (size_t)i * rec);
            s[i].dead_from = *dead;
            c->ndead += *dead != 0;
            if (*dead)
                continue;
            s[i].density = malloc((size_t)G * G * sizeof *s[i].density);
            if (!s[i].density) {
                free(recs);
                gd_err(err, errlen, "out of memory");
                goto fail;
            }
            memcpy(s[i].density, dead + 1, (size_t)G * G * sizeof *s[i].density);
        }
        free(recs);
    }
    if (!gd_par_is_root()) /* under MPI only the root holds the results */
        return 0;
    for (int j = 1; j <= 2; j++)
        c->scale[j - 1] = gd_density_distance(s[0].density, s[j].density, G);
    c->variant = malloc((size_t)c->nsamples * sizeof *c->variant);
    if (!c->variant) {
        gd_err(err, errlen, "out of memory");
        goto fail;
    }
    c->variant[c->nvariants++] = 0;
    for (int i = 3; i < c->nsamples; i++)
        if (!s[i].dead_from)
            c->variant[c->nvariants++] = i;
    c->distance = malloc((size_t)c->nvariants * (size_t)c->nvariants * sizeof *c->distance);
    if (!c->distance) {
        gd_err(err, errlen, "out of memory");
        goto fail;
    }
    for (int a = 0; a < c->nvariants; a++)
        for (int b = 0; b < c->nvariants; b++)
            c->distance[a * c->nvariants + b] =
                gd_density_distance(gd_compare_variant(c, a)->density, gd_compare_variant(c, b)->density, G);
    if (random_spread(c) != 0) {
        gd_err(err, errlen, "out of memory");
        goto fail;
    }
    return 0;
fail:
    gd_compare_free(c);
    return -1;
}

void gd_compare_free(gd_compare *c)
{
    for (int i = 0; i < c->nsamples && c->sample; i++) {
        free(c->sample[i].density);
        gd_perturb_clear(&c->sample[i].V);
    }
    free(c->sample);
    free(c->distance);
    free(c->variant);
    c->sample = NULL;
    c->distance = NULL;
    c->variant = NULL;
    c->nsamples = c->nvariants = 0;
}
