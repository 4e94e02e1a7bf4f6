/* compare.c - coarse-grained densities of W: scale invariance and the variants' attractor. */
#include "gamedyn/experiment.h"
#include "gamedyn/util.h"
#include "gamedyn/view.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int density_of(gd_sheet_game game, gd_compare_sample *s, unsigned g, char *err, size_t errlen)
{
    uint64_t ny, nz;
    gd_view_default_window(game, s->x, &ny, &nz);
    gd_config cfg = {game, s->variant, s->variant == GD_VARIANT_PERTURB ? &s->V : NULL, s->x, ny - 1, 0};
    gd_view v;
    if (gd_view_compute(&v, &cfg, s->x, ny, nz, 0, NULL, NULL, err, errlen) != 0)
        return -1;
    s->density = malloc((size_t)g * g * sizeof *s->density);
    int rc = s->density && gd_view_density(&v, g, s->density) == 0 ? 0 : -1;
    if (rc)
        gd_err(err, errlen, "out of memory");
    gd_view_free(&v);
    return rc;
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
    for (int i = 3; i < c->nsamples; i++)
        if (s[i].variant == GD_VARIANT_PERTURB) {
            gd_config dc = {o->game, GD_VARIANT_PERTURB, &s[i].V, s[i].x, s[i].x, 0};
            if (gd_dead_scan(&dc, &s[i].dead_from, err, errlen) != 0)
                goto fail;
            c->ndead += s[i].dead_from != 0;
        }
    for (int i = 0; i < c->nsamples; i++)
        if (!s[i].dead_from && density_of(o->game, &s[i], G, err, errlen) != 0) {
            char e2[512];
            snprintf(e2, sizeof e2, "%s", err);
            gd_err(err, errlen, "%s: %s", s[i].name, e2);
            goto fail;
        }
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
