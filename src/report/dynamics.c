/* dynamics.c - overlap, sensitivity and compare set against the pass paper and
 * Renormalizing Chomp (report_int.h). */
#include "report_int.h"
#include "gamedyn/experiment.h"
#include "gamedyn/rows.h"
#include "gamedyn/view.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* -- overlap: the means over bins of levels (overlap --bin), so the low-x regime shows -- */

typedef struct {
    double n, sum, sum2;
} acc;

static void acc_add(acc *a, double v)
{
    if (isfinite(v))
        a->n++, a->sum += v, a->sum2 += v * v;
}

/* The rows of the table: the low-x bins one by one, then one a power of two, and the last. */
static int overlap_row_shown(double from, int r, int nrows)
{
    if (from < 64 || r == nrows - 1)
        return 1;
    double l = log2(from);
    return l == floor(l);
}

int rp_overlap(rp_doc *d)
{
    static const char *const ids[] = {"overlap-nim", "overlap-chomp"};
    rp_tsv t[2];
    int rc = rp_read_ids(d, ids, 2, t);
    if (rc)
        return rc;
    rp_h2(d, "overlap", "Strength of the pass perturbation (overlap, pass paper Fig. 12)");
    rp_p(d, "At each level x, the share of the actual P-positions M(Ŵ_x + L_x) that the supermex M gives from the "
            "hatted sheet Ŵ_x alone. overlap --bin 16: means over bins of 16 levels ± standard error (the levels "
            "of a bin taken as independent, so a lower bound), with quartiles in the plot. The paper draws this "
            "curve (Fig. 12) but states no number, so there is nothing to set beside the measured values; the "
            "first bins show the low-x regime (the table: every bin below x = 64, then one a power of two).");
    char *tmp;
    FILE *f = rp_data_begin(d, "overlap-binned.tsv",
                            "from\tto\tnim_mean\tnim_se\tnim_q1\tnim_q3\tchomp_mean\tchomp_se\tchomp_q1\tchomp_q3", &tmp);
    if (!f) {
        rp_tsv_free(&t[0]);
        rp_tsv_free(&t[1]);
        return 2;
    }
    static const char *const head[] = {"levels x", "Nim with a pass", "Chomp with a pass", "published"};
    rp_table(d, 4, head, NULL);
    static const char *const cols[] = {"mean", "stderr", "q1", "q3"};
    int nrows = t[0].nrows < t[1].nrows ? t[0].nrows : t[1].nrows;
    gd_rows out;
    gd_rows_begin(&out, f, NULL, NULL);
    for (int r = 0; r < nrows; r++) {
        double from = rp_num(rp_cell(&t[0], r, 0)), to = rp_num(rp_cell(&t[0], r, 1)), v[2][4];
        for (int k = 0; k < 2; k++)
            for (int j = 0; j < 4; j++)
                v[k][j] = rp_num(rp_cell(&t[k], r, rp_col(&t[k], cols[j])));
        gd_rows_cell_num(&out, from, 0);
        gd_rows_cell_num(&out, to, 0);
        for (int k = 0; k < 2; k++)
            for (int j = 0; j < 4; j++)
                gd_rows_cell_num(&out, v[k][j], 6);
        gd_rows_row_end(&out);
        if (!overlap_row_shown(from, r, nrows))
            continue;
        char range[64], c[2][64];
        snprintf(range, sizeof range, "%.0f-%.0f", from, to);
        for (int k = 0; k < 2; k++)
            rp_pm(c[k], sizeof c[k], v[k][0], v[k][1]);
        const char *cells[] = {range, c[0], c[1], "a curve, no number"};
        rp_tr(d, RP_NONE, cells);
    }
    rp_table_end(d);
    rp_tsv_free(&t[0]);
    rp_tsv_free(&t[1]);
    if ((rc = rp_data_end(d, f, tmp, "overlap-binned.tsv")) != 0)
        return rc;
    rc = rp_plot(d, "overlap.png", "Overlap of M W^_x with M(W^_x + L_x)", "overlap-binned.tsv",
                 "set datafile missing 'NaN'\nset logscale x 2\nset xlabel 'level x (bins of 16 levels)'\n"
                 "set ylabel 'overlap'; set yrange [0:1.05]\n"
                 "m(a,b) = (a+b)/2\n"
                 "plot data using (m($1,$2)):5:6 with filledcurves fs transparent solid 0.2 "
                 "lc rgb '#1060c0' title 'Nim with a pass: quartiles', "
                 "data using (m($1,$2)):3 with linespoints pt 7 ps 0.5 lc rgb '#1060c0' title 'Nim with a pass: mean', "
                 "data using (m($1,$2)):9:10 with filledcurves fs transparent solid 0.2 "
                 "lc rgb '#c06010' title 'Chomp with a pass: quartiles', "
                 "data using (m($1,$2)):7 with linespoints pt 5 ps 0.5 lc rgb '#c06010' title 'Chomp with a pass: mean'");
    if (rc == 0)
        rp_figure(d, "overlap.png", "overlap",
                  "Mean overlap over bins of 16 levels (plotted at the bin's middle, log scale) with the bins' "
                  "quartiles as bands. Data: overlap-nim.tsv and overlap-chomp.tsv (overlap --bin 16).",
                  "overlap-binned.tsv");
    return rc;
}

/* -- sensitivity -- */

typedef struct {
    const char *id, *what, *pub, *source; /* pub: the gd_published statement the row is judged by, or NULL */
    int chomp;
    long at;  /* the site's level */
} sens_run;

static const sens_run runs[] = {
    {"sens-chomp-50", "Chomp, site [50,10] of L_50", GD_PUB_CHOMP_MOVED,
     "Renormalizing Chomp", 1, 50},
    {"sens-chomp-50-col0", "Chomp, the column-0 loser [50,0] of L_50", GD_PUB_CHOMP_MOVED,
     "Renormalizing Chomp", 1, 50},
    {"sens-chomp-300", "Chomp, site [300,60] of L_300", NULL, "no value for W_300 in the papers", 1, 300},
    {"sens-nim-finite", "finite-generic Nim [9,13,4] (Fig. 13's base), site [50,25]", GD_PUB_NIM_MOVED, "pass paper Fig. 13",
     0, 50},
    {"sens-nim-finite-20", "finite-generic Nim [9,13,4] (Fig. 13's base), site [50,20]", GD_PUB_NIM_MOVED,
     "pass paper Fig. 13", 0, 50},
    {"sens-nim-random", "infinite-generic Nim (random V, seed 1), site [50,25]", NULL,
     "not in the papers (Fig. 13's base is finite-generic)", 0, 50},
};
enum { NRUNS = sizeof runs / sizeof runs[0] };

/* The value of column col at level at + l; NaN if absent. */
static double at_level(const rp_tsv *t, int col, long at, long l)
{
    for (int r = 0; r < t->nrows; r++)
        if ((long)rp_num(rp_cell(t, r, 0)) == at + l)
            return rp_num(rp_cell(t, r, col));
    return NAN;
}

static long half(const rp_tsv *t, int col, long at)
{
    for (int r = 0; r < t->nrows; r++)
        if (rp_num(rp_cell(t, r, col)) >= 0.5)
            return (long)rp_num(rp_cell(t, r, 0)) - at;
    return -1;
}

/* The last two cells of a row of the sensitivity tables: the published level and value at
 * the level the paper states, else none; the row ends. */
static void published_cells(gd_rows *out, long level, const gd_published *pub)
{
    char g[32];
    if (level == pub->at) {
        snprintf(g, sizeof g, "%g", pub->value);
        gd_rows_cell_i64(out, pub->at);
        gd_rows_cell_str(out, g);
    } else {
        gd_rows_cell_num(out, NAN, 0);
        gd_rows_cell_num(out, NAN, 0);
    }
    gd_rows_row_end(out);
}

/* The share of the line losers (LL and U together) moved at level at + l, weighting each
 * line by its losers: the TSV has each line's share only, so the two are averaged. */
static double lines_at(const rp_tsv *t, long at, long l)
{
    double a = at_level(t, rp_col(t, "moved_LL"), at, l), b = at_level(t, rp_col(t, "moved_U"), at, l);
    return isfinite(a) && isfinite(b) ? (a + b) / 2 : isfinite(a) ? a : b;
}

int rp_sensitivity(rp_doc *d)
{
    rp_tsv t[NRUNS];
    const char *ids[NRUNS];
    for (int i = 0; i < NRUNS; i++)
        ids[i] = runs[i].id;
    int rc = rp_read_ids(d, ids, NRUNS, t);
    if (rc)
        return rc;
    const gd_published *chomp_pub = gd_published_get(GD_PUB_CHOMP_MOVED), *nim_pub = gd_published_get(GD_PUB_NIM_MOVED);
    rp_h2(d, "sensitivity", "Sensitivity to initial conditions");
    rp_p(d, "Game B is game A with one more automatic N-position (the site, a P-position of A's sheet); at each later "
            "level, the share of A's P-positions that moved in B. One site per row: the result depends on the site "
            "(the damage can reach only the site's light cone: Chomp x ≥ x0, x+y ≥ x0+y0, x+y+z ≥ x0+y0+z0; Nim "
            "y ≥ y0, z ≥ z0), which is why the next section measures ensembles of sites. −1: never within the "
            "levels computed.");
    static const char *const head[] = {"experiment", "levels to half moved (all / lower / upper line)",
                                       "moved after 7 levels (lines)", "moved after 15 levels (all)", "published",
                                       "source", "verdict"};
    rp_table(d, 7, head, NULL);
    int bad_chomp = 0, bad_nim = 0;
    rp_verdict verdict[NRUNS];
    for (int i = 0; i < NRUNS; i++) {
        int cm = rp_col(&t[i], "moved_fraction");
        char h[64], m7[64], m15[64], vt[128];
        if (runs[i].chomp)
            snprintf(h, sizeof h, "%ld / %ld / %ld", half(&t[i], cm, runs[i].at),
                     half(&t[i], rp_col(&t[i], "moved_LL"), runs[i].at), half(&t[i], rp_col(&t[i], "moved_U"), runs[i].at));
        else
            snprintf(h, sizeof h, "%ld", half(&t[i], cm, runs[i].at));
        double l7 = runs[i].chomp ? lines_at(&t[i], runs[i].at, chomp_pub->at) : NAN,
               a15 = at_level(&t[i], cm, runs[i].at, nim_pub->at);
        rp_g(m7, sizeof m7, l7, 3);
        rp_g(m15, sizeof m15, a15, 3);
        rp_verdict v = RP_NONE;
        snprintf(vt, sizeof vt, "%s", rp_verdict_text(v));
        if (runs[i].pub) {
            v = gd_published_holds(runs[i].chomp ? chomp_pub : nim_pub, runs[i].chomp ? l7 : a15) ? RP_AGREE
                                                                                             : RP_DISAGREE;
            bad_chomp |= runs[i].chomp && v == RP_DISAGREE;
            bad_nim |= !runs[i].chomp && v == RP_DISAGREE;
            snprintf(vt, sizeof vt, "%s", rp_verdict_text(v));
        }
        verdict[i] = v;
        const char *words = runs[i].pub ? gd_published_get(runs[i].pub)->words : "-";
        const char *cells[] = {runs[i].what, h, m7, m15, words, runs[i].source, vt};
        rp_tr(d, v, cells);
    }
    rp_table_end(d);
    rp_p(d, "\"Moved after %d levels (lines)\" is the mean of the lower and the upper line's shares; \"nearly half\" is "
            "read as %g to %g.",
         chomp_pub->at, nim_pub->lo, nim_pub->hi);
    if (bad_chomp)
        rp_p(d, "Why a Chomp site disagrees: the paper's words \"add a point to W_50 and iterate R\" do not say which "
                "point. The column-0 loser [50,0,37] %s (its light cone, x+y ≥ 50 and x+y+z ≥ 87, takes in both "
                "lines of the later sheets); a site further along the lines reaches fewer of them. Over all 22 line "
                "losers of L_50, the ensembles measure a mean of 0.09 ± 0.15 at 7 levels when the point is an automatic "
                "N-position of sheet 50 only, and 0.21 when it stays in every later W (see Ensembles of sites "
                "below). The paper's statement fits the column-0 site, not a typical one.",
             verdict[1] == RP_AGREE ? "reproduces the paper" : "comes closest to the paper");
    if (bad_nim)
        rp_p(d, "Why generic Nim disagrees: one site does not behave like another. After 15 levels site [50,25] "
                "has %.2f of the P-positions moved (%s) and site [50,20] %.2f, so \"nearly half after about 15 "
                "levels\" is what a lucky site does, not a typical one; over 101 sites at level 50 the ensembles "
                "measure means of 0.07–0.16 at 15 levels under every reading tried (see Ensembles of sites "
                "below). The paper's statement fits a single lucky site, a pure-Nim base, or counting only the "
                "P-positions the site can reach (its light cone y ≥ y0, z ≥ z0).",
             at_level(&t[3], 1, 50, 15), half(&t[3], 1, 50) < 0 ? "it never reaches half" : "it reaches half later",
             at_level(&t[4], 1, 50, 15));
    rp_p(d, "The W_300 run has no published counterpart: the papers do not give a value for a point added to W_300, so "
            "the row states none.");

    /* The plots: levels after the site on a log scale, so the first levels, where the papers'
     * statements are, are not squeezed into the left edge. */
    char *tmp;
    FILE *f = rp_data_begin(d, "sens-chomp.tsv",
                            "levels\ts10_LL\ts10_U\tcol0_LL\tcol0_U\ts300_LL\ts300_U\tpublished_level\tpublished", &tmp);
    if (!f)
        rc = 2;
    long last = 0;
    for (int k = 0; k < 3; k++)
        last = fmax(last, rp_num(rp_cell(&t[k], t[k].nrows - 1, 0)) - runs[k].at);
    gd_rows out;
    gd_rows_begin(&out, f, NULL, NULL);
    for (long l = 1; f && l <= last; l++) {
        double v[6];
        for (int k = 0; k < 3; k++) {
            v[2 * k] = at_level(&t[k], rp_col(&t[k], "moved_LL"), runs[k].at, l);
            v[2 * k + 1] = at_level(&t[k], rp_col(&t[k], "moved_U"), runs[k].at, l);
        }
        gd_rows_cell_i64(&out, l);
        for (int k = 0; k < 6; k++)
            gd_rows_cell_num(&out, v[k], 6);
        published_cells(&out, l, chomp_pub);
    }
    if (f)
        rc = rp_data_end(d, f, tmp, "sens-chomp.tsv");
    if (rc == 0)
        rc = rp_plot(d, "sens-chomp.png", "Chomp: share of the loser lines moved after one point is added",
                     "sens-chomp.tsv",
                     "set datafile missing 'NaN'\nset logscale x\nset xrange [1:*]\nset yrange [0:1.05]\n"
                     "set xlabel 'levels after the site'; set ylabel 'share of the line losers moved'\n"
                     "plot data using 1:4 with linespoints pt 7 ps 0.4 lc rgb '#1060c0' title 'site [50,0] lower line', "
                     "data using 1:5 with linespoints pt 6 ps 0.4 lc rgb '#60a0f0' title 'site [50,0] upper line', "
                     "data using 1:2 with linespoints pt 7 ps 0.4 lc rgb '#c06010' title 'site [50,10] lower line', "
                     "data using 1:3 with linespoints pt 6 ps 0.4 lc rgb '#f0a060' title 'site [50,10] upper line', "
                     "data using 1:6 with lines lc rgb '#208020' title 'site [300,60] lower line', "
                     "data using 1:7 with lines dt 2 lc rgb '#60c060' title 'site [300,60] upper line', "
                     "data using 8:9 with points pt 9 ps 3 lc rgb '#d02020' "
                     "title 'paper: over half after 7 levels (W_50)', "
                     "0.5 with lines dt 3 lc rgb '#d02020' notitle");
    if (rc == 0)
        rp_figure(d, "sens-chomp.png", "Chomp sensitivity",
                  "Share of the lower and upper loser lines of A that moved, against the levels after the site (log "
                  "scale). The red triangle is the paper's statement for W_50 (over half after 7 levels). The "
                  "whole-sheet share (the TSV files' moved_fraction) alternates with the sheet type, a sheet that ends "
                  "against one with a flat tail, so it is left out here.",
                  "sens-chomp.tsv");
    if (rc == 0 && !(f = rp_data_begin(d, "sens-nim.tsv", "levels\tsite25\tsite20\trandom25\tpublished_level\tpublished",
                                       &tmp)))
        rc = 2;
    last = (long)rp_num(rp_cell(&t[3], t[3].nrows - 1, 0)) - 50;
    gd_rows_begin(&out, f, NULL, NULL);
    for (long l = 1; rc == 0 && l <= last; l++) {
        double v[3] = {at_level(&t[3], 1, 50, l), at_level(&t[4], 1, 50, l), at_level(&t[5], 1, 50, l)};
        gd_rows_cell_i64(&out, l);
        for (int k = 0; k < 3; k++)
            gd_rows_cell_num(&out, v[k], 6);
        published_cells(&out, l, nim_pub);
    }
    if (rc == 0)
        rc = rp_data_end(d, f, tmp, "sens-nim.tsv");
    if (rc == 0)
        rc = rp_plot(d, "sens-nim.png", "Generic Nim: share of the P-positions moved after one point is added",
                     "sens-nim.tsv",
                     "set datafile missing 'NaN'\nset logscale x\nset xrange [1:*]\nset yrange [-0.02:1.05]\n"
                     "set xlabel 'levels after the site'; set ylabel 'share of the P-positions moved'\n"
                     "plot data using 1:2 with linespoints pt 7 ps 0.5 lc rgb '#1060c0' "
                     "title 'finite-generic [9,13,4], site [50,25]', "
                     "data using 1:3 with linespoints pt 5 ps 0.5 lc rgb '#c06010' "
                     "title 'finite-generic [9,13,4], site [50,20]', "
                     "data using 1:4 with linespoints pt 6 ps 0.5 lc rgb '#208020' "
                     "title 'infinite-generic (random V), site [50,25]', "
                     "data using 5:6 with points pt 9 ps 3 lc rgb '#d02020' "
                     "title 'paper (Fig. 13): nearly half after about 15 levels'");
    if (rc == 0)
        rp_figure(d, "sens-nim.png", "Nim sensitivity",
                  "Share of A's P-positions that moved in generic Nim against the levels after the site (log scale): "
                  "the pass paper's Fig. 13 base (finite-generic, [9,13,4] an automatic N-position) at two sites, and "
                  "an infinite-generic game. Site [50,25] heals after one level; the red triangle is the paper's "
                  "statement.",
                  "sens-nim.tsv");
    for (int i = 0; i < NRUNS; i++)
        rp_tsv_free(&t[i]);
    return rc;
}

/* -- compare -- */

static void spread_text(char *buf, size_t len, const acc *a)
{
    if (a->n == 0) {
        snprintf(buf, len, "-");
        return;
    }
    double m = a->sum / a->n, sd = a->n > 1 ? sqrt(fmax(0, (a->sum2 - a->n * m * m) / (a->n - 1))) : NAN;
    if (a->n > 1)
        snprintf(buf, len, "%.4f ± %.4f (n = %.0f)", m, sd, a->n);
    else
        snprintf(buf, len, "%.4f", m);
}

int rp_compare(rp_doc *d)
{
    static const char *const ids[] = {"compare-nim", "compare-chomp"};
    rp_tsv t[2];
    int rc = rp_read_ids(d, ids, 2, t);
    if (rc)
        return rc;
    rp_h2(d, "compare", "Coarse-grained distances (compare)");
    rp_p(d, "W_X in the pictures' window cut into 32 × 32 boxes, each box the share of instant winners; the distance of "
            "two sheets is the mean absolute difference of the boxes (0 the same, 1 opposite). Pairs with a "
            "random V: mean ± standard deviation over the seeds that are alive (dead seeds are left out and listed "
            "under Dead runs). The papers' statements here are qualitative; the verdict says how the rule in the "
            "last column reads them.");
    static const char *const head[] = {"game", "pair", "distance", "published", "verdict"};
    rp_table(d, 5, head, NULL);
    for (int k = 0; k < 2; k++) {
        const rp_tsv *s = &t[k];
        double scale2 = NAN, scale11 = NAN, plainpass = NAN;
        acc pass_r = {0, 0, 0}, finite_r = {0, 0, 0}, plain_r = {0, 0, 0}, r_r = {0, 0, 0};
        int ca = rp_col(s, "a"), cb = rp_col(s, "b"), cd = rp_col(s, "distance");
        for (int r = 0; r < s->nrows; r++) {
            const char *a = rp_cell(s, r, ca), *b = rp_cell(s, r, cb);
            double v = rp_num(rp_cell(s, r, cd));
            int ra = strncmp(a, "random", 6) == 0, rb = strncmp(b, "random", 6) == 0;
            if (!strcmp(a, "W_X") && !strcmp(b, "W_2X"))
                scale2 = v;
            else if (!strcmp(a, "W_X") && !strcmp(b, "W_1.1X"))
                scale11 = v;
            else if (!strcmp(a, "plain") && !strcmp(b, "pass"))
                plainpass = v;
            else if (!strcmp(a, "pass") && rb)
                acc_add(&pass_r, v);
            else if (!strcmp(a, "finite") && rb)
                acc_add(&finite_r, v);
            else if (!strcmp(a, "plain") && rb)
                acc_add(&plain_r, v);
            else if (ra && rb)
                acc_add(&r_r, v);
        }
        const char *g = k ? "Chomp" : "Nim";
        char c[64], vt[160];
        rp_verdict v;
        snprintf(c, sizeof c, "%.4f", scale2);
        if (k == 0) {
            v = scale2 < scale11 / 3 ? RP_AGREE : RP_DISAGREE;
            snprintf(vt, sizeof vt, "%s (rule: below a third of W_X vs W_1.1X)", rp_verdict_text(v));
        } else {
            v = scale2 < 0.05 ? RP_AGREE : RP_DISAGREE;
            snprintf(vt, sizeof vt, "%s (rule: below 0.05)", rp_verdict_text(v));
        }
        const char *r1[] = {g, "W_X vs W_2X", c,
                            k ? "the same shape (Renormalizing Chomp Fig. 2: W_400, W_800)"
                              : "the same picture at twice the scale (pass paper Fig. 4)",
                            vt};
        rp_tr(d, v, r1);
        snprintf(c, sizeof c, "%.4f", scale11);
        if (k == 1) {
            v = scale11 < 0.05 ? RP_AGREE : RP_DISAGREE;
            snprintf(vt, sizeof vt, "%s (rule: below 0.05)", rp_verdict_text(v));
        } else {
            v = RP_NONE;
            snprintf(vt, sizeof vt, "%s", rp_verdict_text(v));
        }
        const char *r2[] = {g, "W_X vs W_1.1X", c,
                            k ? "the same shape at any scale (renormalization)" : "-", vt};
        rp_tr(d, v, r2);
        snprintf(c, sizeof c, "%.4f", plainpass);
        double ref = fmax(scale2, scale11);
        if (k == 0) {
            v = plainpass > 5 * scale2 ? RP_AGREE : RP_DISAGREE;
            snprintf(vt, sizeof vt, "%s (rule: above 5 times W_X vs W_2X)", rp_verdict_text(v));
        } else {
            v = plainpass <= 2 * ref ? RP_AGREE : RP_DISAGREE;
            snprintf(vt, sizeof vt, "%s (rule: at most twice the scale distances)", rp_verdict_text(v));
        }
        const char *r3[] = {g, "plain vs pass", c,
                            k ? "the pass has relatively minimal impact (pass paper, abstract)"
                              : "the pass dramatically alters the structure (pass paper, abstract)",
                            vt};
        rp_tr(d, v, r3);
        char c4[4][96];
        spread_text(c4[0], sizeof c4[0], &plain_r);
        spread_text(c4[1], sizeof c4[1], &pass_r);
        spread_text(c4[2], sizeof c4[2], &finite_r);
        spread_text(c4[3], sizeof c4[3], &r_r);
        const char *pairs[] = {"plain vs random", "pass vs random", "finite vs random", "random vs random"};
        for (int p = 0; p < 4; p++) {
            const char *rr[] = {g, pairs[p], c4[p], "-", rp_verdict_text(RP_NONE)};
            rp_tr(d, RP_NONE, rr);
        }
    }
    rp_table_end(d);
    rp_tsv_free(&t[0]);
    rp_tsv_free(&t[1]);
    return 0;
}

/* -- the scale of the figures: is W_2x of Nim with a pass W_x at twice the scale? -- */

static int density(gd_sheet_game game, gd_variant var, uint64_t x, double *out, char *err, size_t errlen)
{
    uint64_t ny, nz;
    gd_view_default_window(game, x, &ny, &nz);
    gd_config cfg = {game, var, NULL, x, ny - 1, 0};
    gd_view v;
    if (gd_view_compute(&v, &cfg, x, ny, nz, 0, NULL, NULL, err, errlen) != 0)
        return -1;
    int rc = gd_view_density(&v, 32, out);
    gd_view_free(&v);
    if (rc)
        snprintf(err, errlen, "out of memory");
    return rc;
}

int rp_scale_figures(rp_doc *d)
{
    rp_h2(d, "scale", "Scale invariance in the figures (pass paper Figs. 4, 5, 7)");
    rp_p(d, "The distance (as in compare, 32 × 32 boxes) between the figures' sheets. The pass paper's Fig. 7 shows W_50 "
            "and W_100 of Nim with a pass as copies of each other at a factor of two, like plain Nim's Fig. 4, "
            "and this table agrees. W_50 against W_55 is the control: sheets that are not related by a factor of two. A row agrees when "
            "the pair is closer than the control. With a pass the copy is less exact than in plain Nim: the "
            "distance falls to about half the control's, against a sixth or less without the pass.");
    static const struct {
        gd_variant v;
        uint64_t a, b;
        const char *what;
    } pairs[] = {{GD_VARIANT_PLAIN, 50, 100, "Nim, W_50 vs W_100 (Fig. 4)"},
                 {GD_VARIANT_PLAIN, 55, 110, "Nim, W_55 vs W_110 (Fig. 5)"},
                 {GD_VARIANT_PLAIN, 50, 55, "Nim, W_50 vs W_55 (control)"},
                 {GD_VARIANT_PASS, 50, 100, "Nim with a pass, W_50 vs W_100 (Fig. 7)"},
                 {GD_VARIANT_PASS, 55, 110, "Nim with a pass, W_55 vs W_110 (Fig. 7)"},
                 {GD_VARIANT_PASS, 50, 55, "Nim with a pass, W_50 vs W_55 (control)"}};
    static const char *const head[] = {"sheets", "distance", "control", "verdict"};
    rp_table(d, 4, head, NULL);
    double a[32 * 32], b[32 * 32], control[2] = {NAN, NAN};
    char err[512];
    /* controls first, so each row can be judged against its game's control */
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
            int is_control = pairs[i].b - pairs[i].a < 10;
            if (pass == 0 && !is_control)
                continue;
            if (density(GD_SHEET_NIM, pairs[i].v, pairs[i].a, a, err, sizeof err) != 0 ||
                density(GD_SHEET_NIM, pairs[i].v, pairs[i].b, b, err, sizeof err) != 0) {
                rp_table_end(d);
                return rp_fail(d, "report: %s", err);
            }
            double dist = gd_density_distance(a, b, 32), ctl = control[pairs[i].v == GD_VARIANT_PASS];
            if (pass == 0) {
                control[pairs[i].v == GD_VARIANT_PASS] = dist;
                continue;
            }
            char c[64], cc[64], vt[128];
            snprintf(c, sizeof c, "%.4f", dist);
            snprintf(cc, sizeof cc, "%.4f", ctl);
            rp_verdict v = RP_NONE;
            if (is_control)
                snprintf(vt, sizeof vt, "-");
            else {
                v = dist < ctl ? RP_AGREE : RP_DISAGREE;
                snprintf(vt, sizeof vt, "%s: %.2f of the control's distance", rp_verdict_text(v), dist / ctl);
            }
            const char *cells[] = {pairs[i].what, c, cc, vt};
            rp_tr(d, v, cells);
        }
    rp_table_end(d);
    return 0;
}
