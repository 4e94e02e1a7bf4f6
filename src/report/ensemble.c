/* ensemble.c - ensembles of perturbation sites (sensitivity --sites) set against the
 * papers' single-site statements, and the growth rate of the damage (report_int.h). Every number
 * is read back from the commands' outputs: the per-level curves from ID.tsv, the summaries
 * (levels until the mean reaches 1/2, growth rate, their bootstrap intervals, the scaling
 * exponent) from ID.json; nothing is re-estimated here. */
#include "report_int.h"
#include "gamedyn/rows.h"
#include "gamedyn/experiment.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* -- the JSON summary: gd_json's compact output, read by key (keys are unique per object) -- */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *s = malloc(cap);
    while (s) {
        n += fread(s + n, 1, cap - n - 1, f);
        if (n < cap - 1)
            break;
        char *t = realloc(s, cap *= 2);
        if (!t)
            free(s);
        s = t;
    }
    if (s)
        s[n] = 0;
    fclose(f);
    return s;
}

/* The text after "key": in [from, to), or NULL. */
static const char *jkey(const char *from, const char *to, const char *key)
{
    char k[64];
    snprintf(k, sizeof k, "\"%s\":", key);
    const char *p = from ? strstr(from, k) : NULL;
    return p && (!to || p < to) ? p + strlen(k) : NULL;
}

static double jnum(const char *p)
{
    if (!p || strncmp(p, "null", 4) == 0)
        return NAN;
    char *e;
    double v = strtod(p, &e);
    return e == p ? NAN : v;
}

/* Element i of the array at p ('['), NaN when absent or null. */
static double jat(const char *p, int i)
{
    if (!p || *p != '[')
        return NAN;
    for (p++; i > 0 && *p && *p != ']'; p++)
        if (*p == ',')
            i--;
    return i == 0 && *p != ']' ? jnum(p) : NAN;
}

typedef struct {
    double at, sites, half, half_lo, half_hi, rate, rate_lo, rate_hi, first, last, plateau, dead_B;
} ens_sum;

/* The summary of ensemble k of the file's "ensembles" array; -1 when there is none. */
static int ens_read(const char *json, int k, ens_sum *e)
{
    const char *p = jkey(json, NULL, "ensembles");
    for (int i = 0; p && i <= k; i++)
        p = strstr(p + 1, "{\"at\":");
    if (!p)
        return -1;
    const char *end = strstr(p + 1, "{\"at\":");
    e->at = jnum(jkey(p, end, "at"));
    e->sites = jnum(jkey(p, end, "sites"));
    e->half = jnum(jkey(p, end, "half_mean_after"));
    e->half_lo = jat(jkey(p, end, "half_mean_ci95"), 0);
    e->half_hi = jat(jkey(p, end, "half_mean_ci95"), 1);
    e->rate = jnum(jkey(p, end, "growth_rate"));
    e->rate_lo = jat(jkey(p, end, "growth_rate_ci95"), 0);
    e->rate_hi = jat(jkey(p, end, "growth_rate_ci95"), 1);
    e->first = jat(jkey(p, end, "growth_phase"), 0);
    e->last = jat(jkey(p, end, "growth_phase"), 1);
    e->plateau = jnum(jkey(p, end, "plateau"));
    e->dead_B = jnum(jkey(p, end, "dead_B_sites"));
    return isfinite(e->at) ? 0 : -1;
}

/* -- the ensembles read back -- */

typedef struct {
    const char *id, *what, *pub, *source; /* pub: the gd_published statement the row is judged by, or NULL */
    int chomp;
} ens_run;

static const ens_run runs[] = {
    {"ens-chomp-lines", "Chomp, the line losers of L_50, automatic-n", GD_PUB_CHOMP_MOVED,
     "Renormalizing Chomp", 1},
    {"ens-chomp-lines-persist", "Chomp, the line losers of L_50, persist",
     GD_PUB_CHOMP_MOVED, "Renormalizing Chomp", 1},
    {"ens-chomp-pass", "Chomp with a pass, the line losers of L_50", NULL, "not in the papers", 1},
    {"ens-nim-finite", "finite-generic Nim [9,13,4], all P-positions of L_50, automatic-n",
     GD_PUB_NIM_MOVED, "pass paper Fig. 13", 0},
    {"ens-nim-finite-persist", "finite-generic Nim [9,13,4], L_50, persist", GD_PUB_NIM_MOVED,
     "pass paper Fig. 13", 0},
    {"ens-nim-finite-cone", "finite-generic Nim [9,13,4], L_50, only the site's light cone counted",
     GD_PUB_NIM_MOVED, "pass paper Fig. 13", 0},
    {"ens-nim-random", "infinite-generic Nim (random V, seed 1), L_50", NULL,
     "not in the papers (Fig. 13's base is finite-generic)", 0},
    {"ens-nim-pass", "Nim with a pass, L_50", NULL, "not in the papers", 0},
};
enum { NENS = sizeof runs / sizeof runs[0] };

typedef struct {
    rp_tsv t;
    char *json;
    ens_sum s;
} ens_data;

static void ens_free(ens_data *e, int n)
{
    for (int i = 0; i < n; i++) {
        rp_tsv_free(&e[i].t);
        free(e[i].json);
    }
}

static int ens_load(rp_doc *d, const char *id, ens_data *e)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.tsv", d->dir, id);
    int bad = rp_tsv_read(path, &e->t) != 0 || e->t.nrows == 0;
    snprintf(path, sizeof path, "%s/%s.json", d->dir, id);
    e->json = bad ? NULL : slurp(path);
    if (bad || !e->json || ens_read(e->json, 0, &e->s) != 0) {
        rp_tsv_free(&e->t);
        free(e->json);
        e->json = NULL;
        return rp_fail(d, "report: cannot read the ensemble '%s' (%s.tsv and %s.json)", id, id, id);
    }
    return 0;
}

/* Column name at `level` levels after the site of the ensemble at site level `at`; NaN if absent. */
static double ens_at(const rp_tsv *t, double at, long level, const char *name)
{
    int c = rp_col(t, name), ca = rp_col(t, "at"), cl = rp_col(t, "level");
    for (int r = 0; r < t->nrows; r++)
        if (rp_num(rp_cell(t, r, ca)) == at && (long)rp_num(rp_cell(t, r, cl)) == level)
            return rp_num(rp_cell(t, r, c));
    return NAN;
}

static long ens_levels(const rp_tsv *t, double at)
{
    long n = 0;
    int ca = rp_col(t, "at"), cl = rp_col(t, "level");
    for (int r = 0; r < t->nrows; r++)
        if (rp_num(rp_cell(t, r, ca)) == at && rp_num(rp_cell(t, r, cl)) > n)
            n = (long)rp_num(rp_cell(t, r, cl));
    return n;
}

/* "after H (95%: lo–hi)", "never within N (95%: ...)" */
static void half_text(char *buf, size_t len, const ens_sum *s, long nlevels)
{
    char lo[32], hi[32], h[48];
    snprintf(lo, sizeof lo, isfinite(s->half_lo) ? "%.0f" : "never", s->half_lo);
    snprintf(hi, sizeof hi, isfinite(s->half_hi) ? "%.0f" : "never", s->half_hi);
    if (isfinite(s->half))
        snprintf(h, sizeof h, "%.0f", s->half);
    else
        snprintf(h, sizeof h, "never within %ld", nlevels);
    if (!isfinite(s->half_lo) && !isfinite(s->half_hi))
        snprintf(buf, len, "%s (95%%: never)", h);
    else
        snprintf(buf, len, "%s (95%%: %s–%s)", h, lo, hi);
}

static void rate_text(char *buf, size_t len, const ens_sum *s)
{
    if (!isfinite(s->rate)) {
        snprintf(buf, len, "no growth phase");
        return;
    }
    char r[32], lo[32], hi[32];
    rp_g(r, sizeof r, s->rate, 2);
    rp_g(lo, sizeof lo, s->rate_lo, 2);
    rp_g(hi, sizeof hi, s->rate_hi, 2);
    snprintf(buf, len, "%s (95%%: %s–%s; levels %.0f–%.0f)", r, lo, hi, s->first, s->last);
}

/* The combined plot data: for each run, mean and mean ± 2 se at every level after the site. */
static int band_data(rp_doc *d, const char *name, const ens_data *e, const int *which, int n, const double *at)
{
    char head[512] = "levels", *tmp;
    for (int k = 0; k < n; k++) {
        size_t l = strlen(head);
        snprintf(head + l, sizeof head - l, "\t%s_mean\t%s_lo\t%s_hi", runs[which[k]].id, runs[which[k]].id,
                 runs[which[k]].id);
    }
    long last = 0;
    for (int k = 0; k < n; k++) {
        long m = ens_levels(&e[k].t, at[k]);
        last = m > last ? m : last;
    }
    FILE *f = rp_data_begin(d, name, head, &tmp);
    if (!f)
        return 2;
    gd_rows out;
    gd_rows_begin(&out, f, NULL, NULL);
    for (long l = 1; l <= last; l++) {
        gd_rows_cell_i64(&out, l);
        for (int k = 0; k < n; k++) {
            double m = ens_at(&e[k].t, at[k], l, "mean"), se = ens_at(&e[k].t, at[k], l, "stderr");
            double v[3] = {m, m - 2 * se, m + 2 * se};
            for (int j = 0; j < 3; j++)
                gd_rows_cell_num(&out, v[j], 6);
        }
        gd_rows_row_end(&out);
    }
    return rp_data_end(d, f, tmp, name);
}

int rp_ensembles(rp_doc *d)
{
    ens_data e[NENS];
    memset(e, 0, sizeof e);
    int rc = 0, n = 0;
    for (; n < NENS && rc == 0; n++)
        rc = ens_load(d, runs[n].id, &e[n]);
    if (rc) {
        ens_free(e, n);
        return rc;
    }
    rp_h2(d, "ensembles", "Ensembles of sites (with bands)");
    const gd_published *chomp_pub = gd_published_get(GD_PUB_CHOMP_MOVED), *nim_pub = gd_published_get(GD_PUB_NIM_MOVED);
    rp_p(d, "One game B per site, all sites P-positions of L_50 (sensitivity --sites): the mean share moved over the "
            "sites, its standard error, and the share of sites with at least half moved, at the level of the paper's "
            "statement (%d levels after the site for Chomp, %d for Nim); the levels until the ensemble mean first "
            "reaches 1/2 and the growth rate of the damage, each with a 95%% bootstrap interval over the sites (400 "
            "resamples). The two readings of \"add a point to W_50 and iterate R\": automatic-n (the site is an "
            "automatic N-position of sheet 50 only) and persist (its mark stays in every later W). Chomp counts the "
            "line losers (LL and U); Nim all P-positions in the papers' window, or only those in the site's light "
            "cone (y ≥ y0, z ≥ z0). A row agrees when the mean ± 3 standard errors reaches into the paper's "
            "statement (\"over half\": above %g; \"nearly half\": read as %g to %g) and disagrees when it lies "
            "wholly outside.",
         chomp_pub->at, nim_pub->at, chomp_pub->value, nim_pub->lo, nim_pub->hi);
    static const char *const head[] = {"ensemble",
                                       "sites",
                                       "mean moved at the paper's level ± se",
                                       "sites with ≥ half moved there",
                                       "levels until the mean reaches 1/2",
                                       "growth rate per level",
                                       "published",
                                       "source",
                                       "verdict"};
    rp_table(d, 9, head, NULL);
    double m[NENS], se[NENS], sh[NENS];
    rp_verdict v[NENS];
    for (int i = 0; i < NENS; i++) {
        /* rows without a statement are read at the level of their game's */
        const gd_published *pub = gd_published_get(runs[i].chomp ? GD_PUB_CHOMP_MOVED : GD_PUB_NIM_MOVED);
        long lv = pub->at, nl = ens_levels(&e[i].t, 50);
        m[i] = ens_at(&e[i].t, 50, lv, "mean");
        se[i] = ens_at(&e[i].t, 50, lv, "stderr");
        sh[i] = ens_at(&e[i].t, 50, lv, "share_half");
        double lo = m[i] - 3 * se[i], hi = m[i] + 3 * se[i];
        v[i] = RP_NONE;
        if (runs[i].pub) {
            /* the error bar reaching into the statement's range is agreement within the error */
            int in = gd_published_interval(pub, lo, hi);
            v[i] = isnan(lo) || isnan(hi) ? RP_NONE : in >= 0 ? RP_AGREE : RP_DISAGREE;
        }
        char c1[32], c2[128], c3[32], c4[160], c5[128];
        snprintf(c1, sizeof c1, "%.0f", e[i].s.sites);
        char pm[48];
        rp_pm(pm, sizeof pm, m[i], se[i]);
        snprintf(c2, sizeof c2, "%s (%ld levels)", pm, lv);
        rp_g(c3, sizeof c3, sh[i], 2);
        half_text(c4, sizeof c4, &e[i].s, nl);
        rate_text(c5, sizeof c5, &e[i].s);
        const char *words = runs[i].pub ? gd_published_get(runs[i].pub)->words : "-";
        const char *cells[] = {runs[i].what, c1, c2, c3, c4, c5, words, runs[i].source, rp_verdict_text(v[i])};
        rp_tr(d, v[i], cells);
    }
    rp_table_end(d);
    /* the explanations, with this run's numbers */
    if (v[0] != RP_AGREE || v[1] != RP_AGREE)
        rp_p(d, "Why Chomp disagrees: \"over half of the line losers moved after 7 levels\" is what the column-0 "
                "site [50,0,37] does (the single-site table above), not what a typical site does. Over the %.0f line "
                "losers of L_50 the mean at 7 levels is %.2f ± %.2f (automatic-n) and %.2f ± %.2f (persist), and "
                "%.0f%% and %.0f%% of the sites have half their line losers moved. The damage of a site [50,y0,z0] "
                "can only reach its light cone x+y ≥ 50+y0, x+y+z ≥ 50+y0+z0: the column-0 site's cone takes in "
                "both lines of the later sheets, a site further along the lines reaches fewer of their losers. The "
                "persist reading, in which the mark travels with the recursion, moves about twice as much, but "
                "neither reading reaches half at 7 levels.",
             e[0].s.sites, m[0], se[0], m[1], se[1], 100 * sh[0], 100 * sh[1]);
    if (v[3] != RP_AGREE || v[4] != RP_AGREE || v[5] != RP_AGREE)
        rp_p(d, "Why generic Nim disagrees: over the %.0f P-positions of L_50 the mean moved after 15 levels is "
                "%.2f ± %.2f (automatic-n), %.2f ± %.2f (persist) and %.2f ± %.2f when only the site's light cone "
                "is counted; %.0f%%, %.0f%% and %.0f%% of the sites have half moved. \"Nearly half after about 15 "
                "levels\" is what a lucky site does (like [50,20] above), not a typical one, under either reading; "
                "the papers' statement fits a single site, a pure-Nim base, or counting only the positions the "
                "site can reach in a lucky case.",
             e[3].s.sites, m[3], se[3], m[4], se[4], m[5], se[5], 100 * sh[3], 100 * sh[4], 100 * sh[5]);
    char hp[160];
    half_text(hp, sizeof hp, &e[2].s, ens_levels(&e[2].t, 50));
    rp_p(d, "The games with a pass and the infinite-generic game have no published ensemble value: their rows show "
            "how the same measure behaves there (the mean for Chomp with a pass reaches half after %s levels; Nim "
            "with a pass has %.2f moved after 15 levels).",
         hp, m[7]);

    /* the plots: mean ± 2 se, the papers' level and the share 1/2 drawn */
    static const int chomp[] = {0, 1, 2}, nim[] = {3, 4, 5, 6, 7};
    double at[5] = {50, 50, 50, 50, 50};
    ens_data ce[3] = {e[0], e[1], e[2]}, ne[5] = {e[3], e[4], e[5], e[6], e[7]};
    rc = band_data(d, "ens-chomp-bands.tsv", ce, chomp, 3, at);
    if (rc == 0)
        rc = rp_plot(d, "ens-chomp.png", "Chomp: ensembles of sites at level 50 (line losers moved)",
                     "ens-chomp-bands.tsv",
                     "set datafile missing 'NaN'\nset logscale x\nset xrange [1:*]\nset yrange [0:1.05]\n"
                     "set xlabel 'levels after the site'; set ylabel 'share of the line losers moved (mean over sites)'\n"
                     "set arrow from 7, graph 0 to 7, graph 1 nohead dt 2 lc rgb '#d02020'\n"
                     "plot data using 1:3:4 with filledcurves fs transparent solid 0.25 lc rgb '#1060c0' "
                     "title 'automatic-n: mean +- 2 se', "
                     "data using 1:2 with lines lw 2 lc rgb '#1060c0' title 'automatic-n: mean', "
                     "data using 1:6:7 with filledcurves fs transparent solid 0.25 lc rgb '#c06010' "
                     "title 'persist: mean +- 2 se', "
                     "data using 1:5 with lines lw 2 lc rgb '#c06010' title 'persist: mean', "
                     "data using 1:9:10 with filledcurves fs transparent solid 0.2 lc rgb '#208020' "
                     "title 'with a pass: mean +- 2 se', "
                     "data using 1:8 with lines lw 2 lc rgb '#208020' title 'with a pass: mean', "
                     "0.5 with lines dt 2 lc rgb '#d02020' title 'paper: over half after 7 levels (dashed)'");
    if (rc == 0)
        rp_figure(d, "ens-chomp.png", "Chomp ensembles",
                  "The mean share of the line losers moved over the sites of L_50 (22 for plain Chomp, 21 with a "
                  "pass), with bands of ± 2 standard errors, against the levels after the site (log scale). The red "
                  "dashed lines are the paper's statement: 7 levels, one half. Data: ens-chomp-*.tsv.",
                  "ens-chomp-bands.tsv");
    if (rc == 0)
        rc = band_data(d, "ens-nim-bands.tsv", ne, nim, 5, at);
    if (rc == 0)
        rc = rp_plot(d, "ens-nim.png", "Generic Nim: ensembles of sites at level 50 (P-positions moved)",
                     "ens-nim-bands.tsv",
                     "set datafile missing 'NaN'\nset logscale x\nset xrange [1:*]\nset yrange [0:1.05]\n"
                     "set xlabel 'levels after the site'; set ylabel 'share of the P-positions moved (mean over sites)'\n"
                     "set arrow from 15, graph 0 to 15, graph 1 nohead dt 2 lc rgb '#d02020'\n"
                     "plot data using 1:3:4 with filledcurves fs transparent solid 0.25 lc rgb '#1060c0' "
                     "title 'finite-generic, automatic-n: +- 2 se', "
                     "data using 1:2 with lines lw 2 lc rgb '#1060c0' title 'finite-generic, automatic-n', "
                     "data using 1:6:7 with filledcurves fs transparent solid 0.25 lc rgb '#c06010' "
                     "title 'finite-generic, persist: +- 2 se', "
                     "data using 1:5 with lines lw 2 lc rgb '#c06010' title 'finite-generic, persist', "
                     "data using 1:8 with lines lw 2 dt 4 lc rgb '#8040a0' title 'finite-generic, light cone only', "
                     "data using 1:11 with lines lw 2 lc rgb '#208020' title 'infinite-generic (random V)', "
                     "data using 1:14 with lines lw 2 lc rgb '#808080' title 'with a pass', "
                     "0.5 with lines dt 2 lc rgb '#d02020' title 'paper: nearly half after about 15 levels (dashed)'");
    if (rc == 0)
        rp_figure(d, "ens-nim.png", "Nim ensembles",
                  "The mean share of the P-positions moved over the sites of L_50 (all P-positions in the papers' "
                  "window), with bands of ± 2 standard errors for the pass paper's Fig. 13 base under both "
                  "readings, against the levels after the site (log scale). The red dashed lines are the paper's "
                  "statement: about 15 levels, nearly one half. Data: ens-nim-*.tsv.",
                  "ens-nim-bands.tsv");
    ens_free(e, NENS);
    return rc;
}

/* -- the growth rate of the damage and its scaling with the site's level -- */

int rp_growth(rp_doc *d)
{
    ens_data e;
    memset(&e, 0, sizeof e);
    int rc = ens_load(d, "ens-chomp-random", &e);
    if (rc)
        return rc;
    rp_h2(d, "growth", "The growth rate of the damage (Chomp, random sites)");
    rp_p(d, "A Lyapunov-like exponent, open in both papers: the slope of ln(ensemble mean) per level over its growth "
            "phase (from the first level with mean > 0.01 to the first with mean ≥ half the plateau, the mean "
            "over the last quarter of the levels), with a 95%% bootstrap interval over the sites; for each site "
            "level X an ensemble of random P-positions of L_X, counting the line losers as the Chomp ensembles above "
            "do (the whole-sheet share alternates with the sheet type, a saw-tooth). The last "
            "row is b in rate ∝ X^b, a least-squares fit over the levels (its standard error from the fit).");
    static const char *const head[] = {"site level X", "sites", "levels until the mean reaches 1/2",
                                       "growth rate per level", "plateau", "published", "verdict"};
    rp_table(d, 7, head, NULL);
    ens_sum s[16];
    int n = 0;
    double at[16];
    for (; n < 16 && ens_read(e.json, n, &s[n]) == 0; n++) {
        char c1[32], c2[32], c3[160], c4[128], c5[32];
        at[n] = s[n].at;
        snprintf(c1, sizeof c1, "%.0f", s[n].at);
        snprintf(c2, sizeof c2, "%.0f", s[n].sites);
        half_text(c3, sizeof c3, &s[n], ens_levels(&e.t, s[n].at));
        rate_text(c4, sizeof c4, &s[n]);
        rp_g(c5, sizeof c5, s[n].plateau, 2);
        const char *cells[] = {c1, c2, c3, c4, c5, "open in both papers", rp_verdict_text(RP_NONE)};
        rp_tr(d, RP_NONE, cells);
    }
    double b = jnum(jkey(e.json, NULL, "scaling_exponent")), bse = jnum(jkey(e.json, NULL, "scaling_exponent_stderr"));
    char cb[64];
    rp_pm(cb, sizeof cb, b, bse);
    const char *last[] = {"rate ∝ X^b", "-", "-", cb, "-", "open in both papers", rp_verdict_text(RP_NONE)};
    rp_tr(d, RP_NONE, last);
    rp_table_end(d);
    if (isfinite(b))
        rp_p(d, "Observed, not proved: b = %s, %s. The exponent depends on what is counted and how far the runs "
                "go: counting all P-positions of the papers' window over 100 levels, docs/experiments.md finds "
                "b = −0.43 ± 0.11, a fall that comes in part from the window growing with x (the same damage is a "
                "smaller share of a larger window).",
             cb, fabs(b) < 2 * bse ? "no significant change of the rate with the site's level"
                 : b < 0 ? "the rate falls with the site's level" : "the rate grows with the site's level");
    else
        rp_p(d, "b is not defined here: fewer than two levels have a growth phase.");
    if (n > 0 && s[n - 1].plateau < 0.25)
        rp_p(d, "At X = %.0f the plateau is only %.2f: the damage has not saturated within the levels computed, so "
                "its \"growth phase\" is a rate over the first levels only, and the mean never reaches 1/2 there.",
             s[n - 1].at, s[n - 1].plateau);
    /* the plot: the mean curves on a log scale, the growth phase a straight line */
    if (n > 0) {
        char head2[1024] = "levels", *tmp;
        for (int k = 0; k < n; k++) {
            size_t l = strlen(head2);
            snprintf(head2 + l, sizeof head2 - l, "\tX%.0f_mean\tX%.0f_lo\tX%.0f_hi", at[k], at[k], at[k]);
        }
        long lastl = 0;
        for (int k = 0; k < n; k++)
            lastl = ens_levels(&e.t, at[k]) > lastl ? ens_levels(&e.t, at[k]) : lastl;
        FILE *f = rp_data_begin(d, "ens-growth.tsv", head2, &tmp);
        if (!f)
            rc = 2;
        gd_rows out;
        gd_rows_begin(&out, f, NULL, NULL);
        for (long l = 1; f && l <= lastl; l++) {
            gd_rows_cell_i64(&out, l);
            for (int k = 0; k < n; k++) {
                double m = ens_at(&e.t, at[k], l, "mean"), se = ens_at(&e.t, at[k], l, "stderr");
                double v[3] = {m, m - 2 * se, m + 2 * se};
                for (int j = 0; j < 3; j++) /* a log scale: a size of 0 or less is none */
                    gd_rows_cell_num(&out, v[j] > 0 ? v[j] : NAN, 6);
            }
            gd_rows_row_end(&out);
        }
        if (f)
            rc = rp_data_end(d, f, tmp, "ens-growth.tsv");
        static const char *const colour[] = {"#1060c0", "#c06010", "#208020", "#8040a0", "#808080", "#d0a000"};
        char script[4096];
        size_t at2 = (size_t)snprintf(script, sizeof script,
                                      "set datafile missing 'NaN'\nset logscale y\nset yrange [0.001:1]\n"
                                      "set xlabel 'levels after the site'; set ylabel 'mean share of the line losers moved'\n"
                                      "plot ");
        for (int k = 0; k < n && k < 6 && at2 < sizeof script; k++)
            at2 += (size_t)snprintf(script + at2, sizeof script - at2,
                                    "data using 1:%d:%d with filledcurves fs transparent solid 0.2 lc rgb '%s' "
                                    "notitle, data using 1:%d with lines lw 2 lc rgb '%s' title 'X = %.0f', ",
                                    3 * k + 3, 3 * k + 4, colour[k], 3 * k + 2, colour[k], at[k]);
        if (at2 < sizeof script)
            snprintf(script + at2, sizeof script - at2, "0.5 with lines dt 2 lc rgb '#d02020' title 'one half'");
        if (rc == 0)
            rc = rp_plot(d, "ens-growth.png", "Chomp: growth of the damage, ensembles of random sites", "ens-growth.tsv",
                         script);
        if (rc == 0)
            rp_figure(d, "ens-growth.png", "growth of the damage",
                      "The ensemble mean share of the line losers moved (log scale) against the levels after the site, for sites at "
                      "level X, with bands of ± 2 standard errors: the growth phase is the straight rise, its slope "
                      "the growth rate in the table. Data: ens-chomp-random.tsv.",
                      "ens-growth.tsv");
    }
    ens_free(&e, 1);
    return rc;
}
