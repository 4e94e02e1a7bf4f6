/* ensemble.c - sensitivity over many perturbation sites at one level (docs/experiments.md,
 * "Ensembles"). Game A runs once and its P-positions are kept level by level; each site is
 * one task of one gd_par_map that runs its own game B and returns a fixed-size record, so
 * the result does not depend on the thread count or (later) the MPI ranks. */
#include "gamedyn/experiment.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include "gamedyn/view.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define NO_P UINT32_MAX

/* A's P-positions at levels x0..xmax: level k (sheet x0 + k) holds columns 0..ncols[k]-1 at
 * z + off[k], their line class at cls + off[k]. */
typedef struct {
    gd_config cfg;
    uint64_t x0, nlevels;
    const gd_ensemble_opts *o;
    const gd_xyz *site;
    uint64_t *ncols, *off;
    uint32_t *z;
    uint8_t *cls;
    int lines; /* Chomp: classes known */
} actx;

/* The record of one site: this header, then nlevels doubles (the moved shares). */
typedef struct {
    uint64_t dead_B;
    int64_t healed_from;
} site_head;

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in 0..n-1 (the high half of a 64x64 product: no modulo bias worth a test). */
static uint64_t below(uint64_t *s, uint64_t n)
{
    return (uint64_t)(((unsigned __int128)splitmix(s) * n) >> 64);
}

const char *gd_sites_name(gd_sites_kind k)
{
    static const char *n[] = {"all", "lines", "col0", "range", "random"};
    return n[k];
}
const char *gd_reading_name(gd_reading r) { return r == GD_READING_PERSIST ? "persist" : "automatic-n"; }
const char *gd_window_name(gd_window_kind w)
{
    static const char *n[] = {"papers", "box", "cone"};
    return n[w];
}
const char *gd_count_name(gd_count c)
{
    static const char *n[] = {"all", "lines", "LL", "U", "F"};
    return n[c];
}

/* Columns kept of sheet x: the papers' window, widened to a box or a column range. */
static uint64_t kept_columns(const gd_config *cfg, const gd_ensemble_opts *o, uint64_t x, int site_level)
{
    uint64_t n = gd_view_columns(cfg, x);
    if (o->window == GD_WINDOW_BOX && o->box_y + 1 > n)
        n = o->box_y + 1;
    if (site_level && o->sites == GD_SITES_RANGE && o->y1 + 1 > n)
        n = o->y1 + 1;
    return n;
}

static void actx_free(actx *a)
{
    free(a->ncols);
    free(a->off);
    free(a->z);
    free(a->cls);
}

/* Runs A to cfg.xmax and keeps levels x0..xmax. */
static int run_A(actx *a, uint64_t *dead_A, gd_progress_fn progress, void *pctx, char *err, size_t errlen)
{
    const gd_rules *r = gd_rules_get(a->cfg.game);
    a->nlevels = a->cfg.xmax - a->x0 + 1;
    a->ncols = calloc(a->nlevels, sizeof *a->ncols);
    a->off = calloc(a->nlevels + 1, sizeof *a->off);
    if (!a->ncols || !a->off)
        return gd_err(err, errlen, "out of memory"), -1;
    for (uint64_t k = 0; k < a->nlevels; k++) {
        a->ncols[k] = kept_columns(&a->cfg, a->o, a->x0 + k, k == 0);
        a->off[k + 1] = a->off[k] + a->ncols[k];
    }
    a->z = malloc((a->off[a->nlevels] + 1) * sizeof *a->z);
    a->cls = calloc(a->off[a->nlevels] + 1, 1);
    gd_engine *e = a->z && a->cls ? gd_engine_new(&a->cfg, err, errlen) : NULL;
    if (!e) {
        if (a->z && a->cls)
            return -1;
        return gd_err(err, errlen, "out of memory"), -1;
    }
    const gd_sheet *s;
    int rc;
    *dead_A = 0;
    while ((rc = gd_engine_next(e, &s, err, errlen)) == 0) {
        if (!*dead_A && gd_sheet_kills(r, s))
            *dead_A = s->x;
        if (progress)
            progress(pctx, s->x, a->cfg.xmax);
        if (s->x < a->x0)
            continue;
        uint64_t k = s->x - a->x0;
        for (uint64_t y = 0; y < a->ncols[k]; y++) {
            uint32_t z;
            int st = gd_sheet_lookup(s, y, &z);
            if (st == GD_SHEET_UNKNOWN) {
                gd_engine_free(e);
                return gd_err(err, errlen, "column %llu of sheet %llu is outside the window (raise --ymax)",
                              (unsigned long long)y, (unsigned long long)s->x),
                       -1;
            }
            a->z[a->off[k] + y] = st == GD_SHEET_P ? z : NO_P;
            a->cls[a->off[k] + y] = st == GD_SHEET_P && a->lines ? (uint8_t)gd_loser_class(s, y) : 0;
        }
    }
    gd_engine_free(e);
    return rc < 0 ? -1 : 0;
}

/* Whether A's P [x,y,z] is in the counted window of site p. */
static int in_window(const actx *a, gd_xyz p, uint64_t x, uint64_t y, uint64_t z)
{
    const gd_ensemble_opts *o = a->o;
    if (o->window == GD_WINDOW_BOX)
        return y <= o->box_y && (o->box_z == UINT64_MAX || z <= o->box_z);
    if (o->window == GD_WINDOW_CONE) {
        if (a->cfg.game == GD_SHEET_CHOMP)
            return x + y >= p.x + p.y && x + y + z >= p.x + p.y + p.z;
        return y >= p.y && z >= p.z;
    }
    return 1;
}

static int counted(const actx *a, int cls)
{
    switch (a->o->count) {
    case GD_COUNT_ALL:
        return 1;
    case GD_COUNT_LINES:
        return cls == GD_LINE_LL || cls == GD_LINE_U;
    case GD_COUNT_LL:
        return cls == GD_LINE_LL;
    case GD_COUNT_U:
        return cls == GD_LINE_U;
    default:
        return cls == GD_LINE_F;
    }
}

/* B's V: A's, the site, and under the persist reading the site's mark on every later sheet. */
static int site_perturb(const actx *a, gd_xyz p, gd_perturb *VB, char *err, size_t errlen)
{
    const gd_rules *r = gd_rules_get(a->cfg.game);
    memset(VB, 0, sizeof *VB);
    if (gd_perturb_copy(VB, a->cfg.variant == GD_VARIANT_PERTURB ? a->cfg.perturb : &(gd_perturb){0}) != 0)
        return gd_err(err, errlen, "out of memory"), -1;
    uint64_t n = 1;
    if (a->o->reading == GD_READING_PERSIST) {
        n = a->cfg.xmax - p.x + 1;
        if (r->left_shift && n > p.y + 1)
            n = p.y + 1;
    }
    gd_xyz *pts = malloc(n * sizeof *pts);
    if (!pts)
        return gd_err(err, errlen, "out of memory"), -1;
    for (uint64_t t = 0; t < n; t++)
        pts[t] = (gd_xyz){p.x + t, r->left_shift ? p.y - t : p.y, p.z};
    int rc = gd_perturb_add_points(VB, pts, n, r, err, errlen);
    free(pts);
    return rc;
}

static int site_task(const void *vc, uint64_t i, void *out, char *err, size_t errlen)
{
    const actx *a = vc;
    gd_xyz p = a->site[i];
    site_head *h = out;
    double *mv = (double *)(h + 1);
    const gd_rules *r = gd_rules_get(a->cfg.game);
    gd_perturb VB;
    if (site_perturb(a, p, &VB, err, errlen) != 0) {
        gd_perturb_clear(&VB);
        return -1;
    }
    gd_config cb = a->cfg;
    if (a->cfg.variant != GD_VARIANT_PASS) /* with the pass, B is the pass game plus the site */
        cb.variant = GD_VARIANT_PERTURB;
    cb.perturb = &VB;
    gd_engine *e = gd_engine_new(&cb, err, errlen);
    const gd_sheet *s;
    int rc = e ? 0 : -1;
    int64_t last_moved = 0;
    h->dead_B = 0;
    while (e && (rc = gd_engine_next(e, &s, err, errlen)) == 0) {
        if (!h->dead_B && gd_sheet_kills(r, s))
            h->dead_B = s->x;
        if (s->x <= p.x)
            continue;
        uint64_t k = s->x - a->x0, cols = 0, moved = 0;
        int any = 0;
        for (uint64_t y = 0; y < a->ncols[k]; y++) {
            uint32_t za = a->z[a->off[k] + y], zb;
            if (za == NO_P || !in_window(a, p, s->x, y, za))
                continue;
            int m = gd_sheet_lookup(s, y, &zb) != GD_SHEET_P || zb != za;
            any |= m;
            if (counted(a, a->cls[a->off[k] + y]))
                cols++, moved += (uint64_t)m;
        }
        mv[k - 1] = cols ? (double)moved / (double)cols : NAN;
        if (any)
            last_moved = (int64_t)k;
    }
    gd_engine_free(e);
    gd_perturb_clear(&VB);
    /* healed: nothing moved from this level to the last one */
    h->healed_from = last_moved + 1 <= (int64_t)(a->nlevels - 1) ? last_moved + 1 : -1;
    return rc < 0 ? -1 : 0;
}

int gd_ensemble_sites(const gd_config *cfg, uint64_t x0, const gd_ensemble_opts *o, gd_xyz **sites, uint64_t *n,
                      char *err, size_t errlen)
{
    gd_config c = *cfg;
    c.xmax = x0;
    actx a = {.cfg = c, .x0 = x0, .o = o, .lines = gd_rules_get(cfg->game)->left_shift};
    uint64_t dead;
    *sites = NULL;
    *n = 0;
    if (run_A(&a, &dead, NULL, NULL, err, errlen) != 0) {
        actx_free(&a);
        return -1;
    }
    uint64_t nc = a.ncols[0], m = 0;
    gd_xyz *all = malloc((nc + 1) * sizeof *all);
    if (!all) {
        actx_free(&a);
        return gd_err(err, errlen, "out of memory"), -1;
    }
    for (uint64_t y = 0; y < nc; y++) {
        uint32_t z = a.z[y];
        int cls = a.cls[y], take = z != NO_P;
        if (o->sites == GD_SITES_LINES)
            take = take && (cls == GD_LINE_LL || cls == GD_LINE_U);
        else if (o->sites == GD_SITES_COL0)
            take = take && y == 0;
        else if (o->sites == GD_SITES_RANGE)
            take = take && y >= o->y0 && y <= o->y1;
        else if (o->sites == GD_SITES_ALL || o->sites == GD_SITES_RANDOM)
            take = take && y < gd_view_columns(cfg, x0);
        if (take)
            all[m++] = (gd_xyz){x0, y, z};
    }
    actx_free(&a);
    if (o->sites == GD_SITES_LINES && !a.lines) {
        free(all);
        return gd_err(err, errlen, "--sites lines needs Chomp's loser lines"), -1;
    }
    if (m == 0) {
        free(all);
        return gd_err(err, errlen, "sheet %llu has no P-position among the sites '%s'", (unsigned long long)x0,
                      gd_sites_name(o->sites)),
               -1;
    }
    if (o->sites == GD_SITES_RANDOM) {
        gd_xyz *d = malloc((o->nrandom ? o->nrandom : 1) * sizeof *d);
        if (!d) {
            free(all);
            return gd_err(err, errlen, "out of memory"), -1;
        }
        uint64_t st = o->seed;
        for (uint64_t i = 0; i < o->nrandom; i++)
            d[i] = all[below(&st, m)];
        free(all);
        all = d;
        m = o->nrandom;
    }
    *sites = all;
    *n = m;
    return 0;
}

/* The ensemble mean of each level over the sites idx[0..n-1]. */
static void mean_curve(const gd_ensemble *e, const uint64_t *idx, uint64_t n, double *mean)
{
    for (uint64_t l = 0; l < e->nlevels; l++) {
        double s = 0, c = 0;
        for (uint64_t k = 0; k < n; k++) {
            double v = e->moved[idx[k] * e->nlevels + l];
            if (isfinite(v))
                s += v, c++;
        }
        mean[l] = c ? s / c : NAN;
    }
}

static int64_t half_level(const double *mean, uint64_t n)
{
    for (uint64_t l = 0; l < n; l++)
        if (isfinite(mean[l]) && mean[l] >= 0.5)
            return (int64_t)l + 1;
    return -1;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The 2.5% and 97.5% points of v[0..n-1] by nearest rank (v sorted in place). */
static void interval(double *v, uint64_t n, double *lo, double *hi)
{
    if (!n) {
        *lo = *hi = NAN;
        return;
    }
    qsort(v, n, sizeof *v, cmp_double);
    uint64_t a = (uint64_t)ceil(0.025 * (double)n), b = (uint64_t)ceil(0.975 * (double)n);
    *lo = v[a ? a - 1 : 0];
    *hi = v[b ? b - 1 : 0];
}

/* Resamples the sites (SplitMix64, seed GD_ENSEMBLE_SEED): intervals of the half level and
 * of the growth rate. */
static int bootstrap(gd_ensemble *e, char *err, size_t errlen)
{
    uint64_t R = GD_ENSEMBLE_REPLICATES, st = GD_ENSEMBLE_SEED;
    uint64_t *idx = malloc(e->nsites * sizeof *idx);
    double *mean = malloc(e->nlevels * sizeof *mean), *half = malloc(R * sizeof *half),
           *rate = malloc(R * sizeof *rate);
    int rc = idx && mean && half && rate ? 0 : -1;
    uint64_t nr = 0;
    for (uint64_t b = 0; rc == 0 && b < R; b++) {
        for (uint64_t k = 0; k < e->nsites; k++)
            idx[k] = below(&st, e->nsites);
        mean_curve(e, idx, e->nsites, mean);
        int64_t h = half_level(mean, e->nlevels);
        half[b] = h < 0 ? INFINITY : (double)h;
        gd_growth g;
        gd_growth_fit(mean, e->nlevels, GD_GROWTH_FLOOR, GD_GROWTH_FRACTION, &g);
        if (isfinite(g.rate))
            rate[nr++] = g.rate;
    }
    if (rc == 0) {
        interval(half, R, &e->half_lo, &e->half_hi);
        interval(rate, nr, &e->growth_lo, &e->growth_hi);
        e->growth_boot_defined = (double)nr / (double)R;
    } else
        gd_err(err, errlen, "out of memory");
    free(idx);
    free(mean);
    free(half);
    free(rate);
    return rc;
}

static int summarize(gd_ensemble *e, char *err, size_t errlen)
{
    double *col = malloc((e->nsites + 1) * sizeof *col), *scratch = malloc((e->nsites + 1) * sizeof *scratch);
    double *mean = malloc(e->nlevels * sizeof *mean);
    if (!col || !scratch || !mean) {
        free(col);
        free(scratch);
        free(mean);
        return gd_err(err, errlen, "out of memory"), -1;
    }
    for (uint64_t l = 0; l < e->nlevels; l++) {
        double half = 0, healed = 0;
        for (uint64_t i = 0; i < e->nsites; i++) {
            col[i] = e->moved[i * e->nlevels + l];
            half += isfinite(col[i]) && col[i] >= 0.5;
            healed += e->healed_from[i] >= 1 && e->healed_from[i] <= (int64_t)l + 1;
        }
        gd_ensemble_level *L = &e->level[l];
        gd_summary_of(col, e->nsites, scratch, &L->s);
        L->share_half = L->s.n ? half / L->s.n : NAN;
        L->share_healed = healed / (double)e->nsites;
        mean[l] = L->s.mean;
    }
    e->half = half_level(mean, e->nlevels);
    gd_growth_fit(mean, e->nlevels, GD_GROWTH_FLOOR, GD_GROWTH_FRACTION, &e->growth);
    free(col);
    free(scratch);
    free(mean);
    return bootstrap(e, err, errlen);
}

int gd_ensemble_run(gd_ensemble *e, const gd_config *cfg, uint64_t x0, const gd_ensemble_opts *o,
                    gd_progress_fn progress, void *pctx, char *err, size_t errlen)
{
    memset(e, 0, sizeof *e);
    e->cfg = *cfg;
    e->x0 = x0;
    e->opts = *o;
    e->half = -1;
    if (cfg->xmax <= x0)
        return gd_err(err, errlen, "the last level %llu is not above the sites' level %llu",
                      (unsigned long long)cfg->xmax, (unsigned long long)x0),
               -1;
    if (gd_config_is_window(cfg) && o->window == GD_WINDOW_BOX && o->box_y > cfg->ymax)
        return gd_err(err, errlen, "the box's columns 0..%llu exceed the window 0..%llu (raise --ymax)",
                      (unsigned long long)o->box_y, (unsigned long long)cfg->ymax),
               -1;
    if (gd_ensemble_sites(cfg, x0, o, &e->site, &e->nsites, err, errlen) != 0)
        return -1;
    actx a = {.cfg = *cfg, .x0 = x0, .o = &e->opts, .site = e->site, .lines = gd_rules_get(cfg->game)->left_shift};
    e->nlevels = cfg->xmax - x0;
    size_t rec = sizeof(site_head) + e->nlevels * sizeof(double);
    char *recs = malloc(e->nsites * rec);
    e->moved = malloc(e->nsites * e->nlevels * sizeof *e->moved);
    e->healed_from = malloc(e->nsites * sizeof *e->healed_from);
    e->dead_B = malloc(e->nsites * sizeof *e->dead_B);
    e->level = calloc(e->nlevels, sizeof *e->level);
    int rc = recs && e->moved && e->healed_from && e->dead_B && e->level ? 0 : -1;
    if (rc)
        gd_err(err, errlen, "out of memory");
    if (rc == 0)
        rc = run_A(&a, &e->dead_A, progress, pctx, err, errlen);
    gd_par_opts po = {o->threads};
    if (rc == 0)
        rc = gd_par_map(e->nsites, rec, site_task, &a, recs, &po, err, errlen);
    /* Off the root (MPI) recs holds nothing: only the root summarizes. */
    if (rc == 0 && gd_par_is_root()) {
        for (uint64_t i = 0; i < e->nsites; i++) {
            const site_head *h = (const site_head *)(recs + i * rec);
            memcpy(&e->moved[i * e->nlevels], h + 1, e->nlevels * sizeof(double));
            e->healed_from[i] = h->healed_from;
            e->dead_B[i] = h->dead_B;
            e->ndead_B += h->dead_B != 0;
        }
        rc = summarize(e, err, errlen);
    }
    actx_free(&a);
    free(recs);
    if (rc)
        gd_ensemble_free(e);
    return rc;
}

void gd_ensemble_free(gd_ensemble *e)
{
    free(e->site);
    free(e->moved);
    free(e->healed_from);
    free(e->dead_B);
    free(e->level);
    e->site = NULL;
    e->moved = NULL;
    e->healed_from = NULL;
    e->dead_B = NULL;
    e->level = NULL;
}

int gd_ensemble_opts_parse(gd_ensemble_opts *o, const char *sites, const char *reading, const char *window,
                           const char *count, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    o->seed = 1;
    o->box_z = UINT64_MAX;
    const char *s = sites ? sites : "all";
    uint64_t u, v;
    if (strcmp(s, "all") == 0)
        o->sites = GD_SITES_ALL;
    else if (strcmp(s, "lines") == 0)
        o->sites = GD_SITES_LINES;
    else if (strcmp(s, "col0") == 0)
        o->sites = GD_SITES_COL0;
    else if (strncmp(s, "random:", 7) == 0) {
        if (gd_parse_u64(s + 7, &o->nrandom) != 0 || o->nrandom < 1 || o->nrandom > 10000000) {
            gd_err(err, errlen, "bad sites '%s' (random:N with 1 <= N <= 10000000)", s);
            return -1;
        }
        o->sites = GD_SITES_RANDOM;
    } else {
        const char *p = s;
        if (gd_parse_u64_token(&p, &u) != 0 || *p++ != ':' || gd_parse_u64_token(&p, &v) != 0 || *p || v < u ||
            v > 1000000) {
            gd_err(err, errlen, "bad sites '%s' (all, lines, col0, Y0:Y1 with Y0 <= Y1 <= 1000000, or random:N)", s);
            return -1;
        }
        o->sites = GD_SITES_RANGE;
        o->y0 = u;
        o->y1 = v;
    }
    if (reading && strcmp(reading, "persist") == 0)
        o->reading = GD_READING_PERSIST;
    else if (reading && strcmp(reading, "automatic-n") != 0) {
        gd_err(err, errlen, "bad reading '%s' (automatic-n or persist)", reading);
        return -1;
    }
    if (window && strcmp(window, "cone") == 0)
        o->window = GD_WINDOW_CONE;
    else if (window && strncmp(window, "box:", 4) == 0) {
        const char *p = window + 4;
        o->window = GD_WINDOW_BOX;
        if (gd_parse_u64_token(&p, &o->box_y) != 0 || o->box_y > 1000000 ||
            (*p == ',' && (p++, gd_parse_u64_token(&p, &o->box_z) != 0)) || *p) {
            gd_err(err, errlen, "bad window '%s' (box:Y or box:Y,Z, Y <= 1000000)", window);
            return -1;
        }
    } else if (window && strcmp(window, "papers") != 0) {
        gd_err(err, errlen, "bad window '%s' (papers, box:Y[,Z] or cone)", window);
        return -1;
    }
    static const char *counts[] = {"all", "lines", "LL", "U", "F"};
    int k = 0;
    while (count && k < 5 && strcmp(count, counts[k]) != 0)
        k++;
    if (k == 5) {
        gd_err(err, errlen, "bad count '%s' (all, lines, LL, U or F)", count);
        return -1;
    }
    o->count = (gd_count)k;
    return 0;
}
