/* params.c - the constants of Chomp and the opening moves, set against
 * "Renormalizing Chomp" (report_int.h). */
#include "report_int.h"
#include "gamedyn/rows.h"
#include "gamedyn/experiment.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const game_ids[] = {"params-plain", "params-pass", "params-generic"};
static const char *const game_kinds[] = {"plain", "with a pass", "generic [20,3,10]"};

/* X of a params run: its '# means over sheets A..X' line. */
static double run_x(const rp_tsv *t)
{
    const char *m = rp_comment(t, "means over sheets");
    const char *dots = m ? strstr(m, "..") : NULL;
    return dots ? rp_num(dots + 2) : NAN;
}

/* v to the decimals of e (2 significant digits of e), or to 6 digits. */
static void fixed(char *buf, size_t len, double v, double e)
{
    if (!isfinite(v)) {
        snprintf(buf, len, "-");
        return;
    }
    if (!isfinite(e) || e <= 0) {
        snprintf(buf, len, "%.6f", v);
        return;
    }
    int dec = 1 - (int)floor(log10(e));
    dec = dec < 0 ? 0 : dec > 12 ? 12 : dec;
    snprintf(buf, len, "%.*f", dec, v);
}

/* One row measured against a value: the verdict is "agrees" within 3 standard errors. */
rp_verdict rp_compare_row(rp_doc *d, const char *q, const char *game, double v, double e, double pub,
                          const char *pubtext, int stated, double *zout)
{
    char m[64], u[64], p[96], df[64], z[64], vt[96];
    fixed(m, sizeof m, v, e);
    rp_g(u, sizeof u, e, 2);
    if (pubtext)
        snprintf(p, sizeof p, "%s", pubtext);
    else
        snprintf(p, sizeof p, "%.6f", pub);
    double diff = v - pub, zz = diff / e;
    fixed(df, sizeof df, diff, e);
    if (isfinite(zz))
        snprintf(z, sizeof z, "%+.1f", zz);
    else
        snprintf(z, sizeof z, "-");
    rp_verdict verdict = RP_NONE;
    if (stated && isfinite(zz))
        verdict = fabs(zz) <= 3 ? RP_AGREE : RP_DISAGREE;
    snprintf(vt, sizeof vt, "%s", stated ? rp_verdict_text(verdict) : isfinite(zz) && fabs(zz) > 3 ? "not stated; differs from plain" : "not stated; as plain");
    const char *cells[] = {q, game, m, u, p, df, z, vt};
    rp_tr(d, verdict, cells);
    if (zout)
        *zout = zz;
    return verdict;
}

/* A row of the deviation table: a sheet's deviation, or a block's mean and standard error
 * (the other cells NaN). */
static void deviation_row(gd_rows *out, double x, double dev, double block_x, double mean, double se)
{
    gd_rows_cell_num(out, x, 0);
    gd_rows_cell_num(out, dev, 6);
    gd_rows_cell_num(out, block_x, 1);
    gd_rows_cell_num(out, mean, 6);
    gd_rows_cell_num(out, se, 6);
    gd_rows_row_end(out);
}

/* The deviation z*(x) - x/sqrt2 of every sheet, then block means +- sd/sqrt(n) (the
 * block rows last, NaN elsewhere, so each curve is one unbroken run of rows); the range
 * of the means of blocks of b550 sheets into *lo, *hi. */
static int deviation_file(rp_doc *d, const char *id, uint64_t block, uint64_t b550, double *lo, double *hi)
{
    char path[4096], name[256];
    snprintf(path, sizeof path, "%s/%s-sheets.tsv", d->dir, id);
    rp_tsv s;
    if (rp_tsv_read(path, &s) != 0 || s.nrows == 0) {
        rp_tsv_free(&s);
        return rp_fail(d, "report: cannot read the data file '%s'", path);
    }
    snprintf(name, sizeof name, "%s-deviation.tsv", id);
    char *tmp;
    FILE *f = rp_data_begin(d, name, "x\tdeviation\tblock_x\tblock_mean\tblock_se", &tmp);
    if (!f) {
        rp_tsv_free(&s);
        return 2;
    }
    int cz = rp_col(&s, "zstar");
    gd_rows out;
    gd_rows_begin(&out, f, NULL, NULL);
    for (int r = 0; r < s.nrows; r++) {
        double x = rp_num(rp_cell(&s, r, 0)), z = rp_num(rp_cell(&s, r, cz));
        if (x >= 1 && isfinite(z))
            deviation_row(&out, x, z - x / sqrt(2), NAN, NAN, NAN);
    }
    *lo = INFINITY, *hi = -INFINITY;
    for (int pass = 0; pass < 2; pass++) {
        uint64_t b = pass ? b550 : block;
        double n = 0, sum = 0, sum2 = 0, x0 = 1;
        for (int r = 0; r <= s.nrows; r++) {
            double x = r < s.nrows ? rp_num(rp_cell(&s, r, 0)) : NAN, z = rp_num(rp_cell(&s, r, cz));
            if (r == s.nrows || (x >= 1 && (uint64_t)(x - 1) / b != (uint64_t)(x0 - 1) / b)) {
                if (n >= 2 && !pass) {
                    double mean = sum / n, sd = sqrt(fmax(0, (sum2 - n * mean * mean) / (n - 1)));
                    deviation_row(&out, NAN, NAN, x0 + (n - 1) / 2, mean, sd / sqrt(n));
                }
                if (pass && n >= (double)b / 2) {
                    *lo = fmin(*lo, sum / n);
                    *hi = fmax(*hi, sum / n);
                }
                n = sum = sum2 = 0;
                x0 = x;
            }
            if (r < s.nrows && x >= 1 && isfinite(z)) {
                double v = z - x / sqrt(2);
                if (n == 0)
                    x0 = x;
                n++, sum += v, sum2 += v * v;
            }
        }
    }
    rp_tsv_free(&s);
    return rp_data_end(d, f, tmp, name);
}

static int deviation_plot(rp_doc *d, int k, const rp_tsv *t)
{
    double lo = NAN, hi = NAN;
    uint64_t X = (uint64_t)run_x(t);
    int rc = deviation_file(d, game_ids[k], X / 20, 550, &lo, &hi);
    if (rc)
        return rc;
    double c = rp_value(t, "zstar_band_centre", "measured"), h = rp_value(t, "zstar_band_halfwidth", "measured");
    const gd_published *band = gd_published_get(GD_PUB_BAND_HALFWIDTH);
    char script[2048], png[256], data[256], title[256], caption[1024];
    snprintf(script, sizeof script,
             "set datafile missing 'NaN'\nset xlabel 'x'; set ylabel 'z*(x) - x/sqrt(2)'\n"
             "c = %.6f; h = %.6f\n"
             "plot data using 1:2 with points pt 7 ps 0.15 lc rgb '#b0b0d0' title 'each sheet', "
             "data using 3:($4-2*$5):($4+2*$5) with filledcurves fs transparent solid 0.35 lc rgb '#1060c0' "
             "title 'block mean +- 2 se', "
             "data using 3:4 with linespoints pt 7 ps 0.6 lc rgb '#1060c0' title 'block mean (%llu sheets)', "
             "c+h with lines lw 2 lc rgb '#208020' title sprintf('measured band %%.2f +- %%.2f', c, h), "
             "c-h with lines lw 2 lc rgb '#208020' notitle, "
             "c+%g with lines dt 2 lw 2 lc rgb '#d02020' title '%spaper: about +-%g (about the midpoint)', "
             "c-%g with lines dt 2 lw 2 lc rgb '#d02020' notitle",
             c, h, (unsigned long long)(X / 20), band->value, k ? "plain Chomp, " : "", band->value, band->value);
    snprintf(png, sizeof png, "%s.png", game_ids[k]);
    snprintf(data, sizeof data, "%s-deviation.tsv", game_ids[k]);
    snprintf(title, sizeof title, "Chomp, %s: z*(x) - x/sqrt2", d->game_names[k]);
    if ((rc = rp_plot(d, png, title, data, script)) != 0)
        return rc;
    snprintf(caption, sizeof caption,
             "Chomp, %s: the deviation z*(x) − x/√2 of every sheet (grey), its means over blocks of %llu sheets "
             "with ± 2 standard errors (blue band), the measured band (green) and the paper's \"about ±%g\"%s drawn "
             "about the band's midpoint (red, dashed). Means over blocks of 550 sheets range from %.2f to %.2f.",
             d->game_names[k], (unsigned long long)(X / 20), band->value, k ? " (stated for plain Chomp)" : "", lo, hi);
    rp_figure(d, png, title, caption, data);
    return 0;
}

int rp_params(rp_doc *d)
{
    rp_tsv t[3], fs[2];
    static const char *const fs_ids[] = {"params-plain-eighth", "params-plain-quarter"};
    int rc = rp_read_ids(d, game_ids, 3, t);
    if (rc)
        return rc;
    if ((rc = rp_read_ids(d, fs_ids, 2, fs)) != 0) {
        for (int k = 0; k < 3; k++)
            rp_tsv_free(&t[k]);
        return rc;
    }
    for (int k = 0; k < 3; k++)
        snprintf(d->game_names[k], sizeof d->game_names[k], "%s (X = %.0f)", game_kinds[k], run_x(&t[k]));
    const double Xs[] = {run_x(&fs[0]), run_x(&fs[1]), run_x(&t[0])};
    rp_h2(d, "params", "The constants of Chomp (Renormalizing Chomp)");
    rp_p(d, "Means over the sheets x in [X/2, X]; alpha is the least-squares slope of z*(x) on x there and alpha_full "
            "the slope over every x ≥ 1. Uncertainty: one standard error from a moving-block bootstrap over the sheets "
            "(blocks of ⌈√n⌉ sheets, 400 replicates; docs/experiments.md), which allows for neighbouring sheets being "
            "correlated. A row agrees when the difference is within 3 standard errors. The published values are the "
            "renormalization's predictions in Renormalizing Chomp, which are for plain Chomp: for the game with a pass "
            "and the generic game the papers state no value, and the rows compare with the plain value.");
    static const char *const head[] = {"quantity", "game", "measured", "uncertainty (1 se)", "published",
                                       "difference", "difference / se", "verdict"};
    static const char *const params[] = {"alpha", "alpha_full", "lambda_L", "lambda_U", "m_L", "m_U", "gamma"};
    enum { NP = sizeof params / sizeof params[0] };
    double z[NP][3];
    rp_table(d, 8, head, NULL);
    for (int i = 0; i < NP; i++)
        for (int k = 0; k < 3; k++) {
            double pub = rp_value(&t[0], params[i], "predicted");
            char pt[96];
            snprintf(pt, sizeof pt, "%.6f%s", pub, k ? " (plain)" : "");
            rp_compare_row(d, params[i], d->game_names[k], rp_value(&t[k], params[i], "measured"), rp_value(&t[k], params[i], "stderr"),
                        pub, pt, k == 0, &z[i][k]);
        }
    rp_table_end(d);

    /* Every disagreement of the plain game, with the evidence for its explanation. */
    int finite_size = 0;
    for (int i = 0; i < NP; i++)
        finite_size |= fabs(z[i][0]) > 3;
    if (finite_size) {
        rp_p(d, "Why plain rows disagree: the differences are finite-size biases that shrink like 1/X, not a "
                "different constant. The table repeats the measurement at X = %.0f and %.0f: the difference times X "
                "stays of the same size while the difference itself falls. λ_L and λ_U count the losers of each line "
                "over a sheet's explicit columns, and the ends of a sheet add a bias of order one loser a sheet, "
                "so of order 1/X in the means. The generic game's rows differ from the prediction by as much as the "
                "plain game's, and for the same reason.",
             Xs[0], Xs[1]);
        char hx[4][64];
        snprintf(hx[0], sizeof hx[0], "difference X = %.0f", Xs[0]);
        snprintf(hx[1], sizeof hx[1], "X = %.0f", Xs[1]);
        snprintf(hx[2], sizeof hx[2], "X = %.0f", Xs[2]);
        snprintf(hx[3], sizeof hx[3], "difference × X (%.0f, %.0f, %.0f)", Xs[0], Xs[1], Xs[2]);
        const char *const h2[] = {"quantity", hx[0], hx[1], hx[2], hx[3], "verdict"};
        rp_table(d, 6, h2, NULL);
        const rp_tsv *runs[] = {&fs[0], &fs[1], &t[0]};
        double lambda_bias = NAN;
        for (int i = 0; i < NP; i++) {
            if (fabs(z[i][0]) <= 3)
                continue;
            char c[4][64], prod[128];
            double pr[3];
            for (int r = 0; r < 3; r++) {
                double dv = rp_value(runs[r], params[i], "measured") - rp_value(runs[r], params[i], "predicted");
                snprintf(c[r], sizeof c[r], "%+.2e", dv);
                pr[r] = dv * Xs[r];
            }
            snprintf(prod, sizeof prod, "%+.2f, %+.2f, %+.2f", pr[0], pr[1], pr[2]);
            if (i == 2)
                lambda_bias = pr[2];
            /* 1/X: the difference at the largest X is well below that at the smallest. */
            double d0 = fabs(pr[0] / Xs[0]), d2 = fabs(pr[2] / Xs[2]);
            rp_verdict v = d2 < d0 / 2 ? RP_AGREE : RP_DISAGREE;
            snprintf(c[3], sizeof c[3], "%s", v == RP_AGREE ? "shrinks with X: finite size" : "does not shrink");
            const char *cells[] = {params[i], c[0], c[1], c[2], prod, c[3]};
            rp_tr(d, v, cells);
        }
        rp_table_end(d);
        if (isfinite(lambda_bias) && fabs(z[2][1]) > 3)
            rp_p(d, "The game with a pass is measured at X = %.0f only, where the same bias of λ_L would be "
                    "about %+.5f (%.2f / X); its λ_L differs from the plain value by %+.5f.",
                 run_x(&t[1]), lambda_bias / run_x(&t[1]), lambda_bias, rp_value(&t[1], "lambda_L", "measured") - rp_value(&t[1], "lambda_L", "predicted"));
    }
    if (fabs(z[0][1]) > 3)
        rp_p(d, "Why alpha of the game with a pass differs from 1/√2 by %.1f standard errors while alpha_full does "
                "not (%+.1f): the deviation z*(x) − x/√2 of the pass game wanders over hundreds of sheets (its means "
                "over blocks of 550 sheets are in the plot's caption below), so a slope fitted over [X/2, X] follows "
                "one excursion. The bootstrap error is a lower bound for this game: it keeps growing with the block "
                "length (docs/experiments.md), so the sheets are not independent at any block length tried.",
             z[0][1], z[1][1]);

    rp_h3(d, "The band of z*(x) − x/√2 and the scatter about the loser lines");
    const gd_published *halfwidth = gd_published_get(GD_PUB_BAND_HALFWIDTH), *scatter = gd_published_get(GD_PUB_SCATTER_MAX);
    rp_p(d, "Over every sheet x ≥ 1 (extremes, so no standard error). The band is given as its midpoint ± half-width: the "
            "paper's \"about ±%g\" is the half-width about the midpoint, which is not 0. \"Within about %g\" is the "
            "paper's scatter of the losers about their lines; measured: the share of the losers within %g of their "
            "sheet's own least-squares line, and the largest residual.",
         halfwidth->value, scatter->value, scatter->value);
    const char *const h3[] = {"quantity", d->game_names[0], "with a pass", "generic", "published", "verdict"};
    rp_table(d, 6, h3, NULL);
    static const struct {
        const char *name, *label, *published; /* its gd_published entry, or NULL */
    } band[] = {{"zstar_band_centre", "band midpoint", NULL},
                {"zstar_band_halfwidth", "band half-width", GD_PUB_BAND_HALFWIDTH},
                {"zstar_dev_min", "lowest deviation", NULL},
                {"zstar_dev_max", "highest deviation", NULL},
                {"zstar_dev_p01", "1st percentile", NULL},
                {"zstar_dev_p50", "median", NULL},
                {"zstar_dev_p99", "99th percentile", NULL},
                {"scatter_L_within_2.5", "lower line: share within 2.5", GD_PUB_SCATTER_MAX},
                {"scatter_L_max", "lower line: largest residual", GD_PUB_SCATTER_MAX},
                {"scatter_U_within_2.5", "upper line: share within 2.5", GD_PUB_SCATTER_MAX},
                {"scatter_U_max", "upper line: largest residual", GD_PUB_SCATTER_MAX}};
    /* the plain game's scatter, for the explanation under the table when it disagrees */
    double within[2] = {NAN, NAN}, largest[2] = {NAN, NAN};
    int scatter_bad = 0;
    for (size_t i = 0; i < sizeof band / sizeof band[0]; i++) {
        char c[3][64], vt[160];
        double v[3];
        for (int k = 0; k < 3; k++) {
            v[k] = rp_value(&t[k], band[i].name, "measured");
            snprintf(c[k], sizeof c[k], "%.3f", v[k]);
        }
        rp_verdict verdict = RP_NONE;
        snprintf(vt, sizeof vt, "%s", rp_verdict_text(RP_NONE));
        if (strcmp(band[i].name, "zstar_band_halfwidth") == 0) {
            verdict = gd_published_holds(halfwidth, v[0]) ? RP_AGREE : RP_DISAGREE;
            snprintf(vt, sizeof vt, "%s (plain: %.3f is %.0f%% off)", rp_verdict_text(verdict), v[0],
                     100 * fabs(v[0] - halfwidth->value) / halfwidth->value);
        } else if (strstr(band[i].name, "within")) {
            verdict = v[0] >= 0.999 ? RP_AGREE : RP_DISAGREE;
            snprintf(vt, sizeof vt, "%s: %.1f%% of the losers", rp_verdict_text(verdict), 100 * v[0]);
            within[band[i].name[8] == 'U'] = v[0];
            scatter_bad |= verdict == RP_DISAGREE;
        } else if (strncmp(band[i].name, "scatter_", 8) == 0 && strstr(band[i].name, "_max")) {
            verdict = gd_published_holds(scatter, v[0]) ? RP_AGREE : RP_DISAGREE;
            largest[band[i].name[8] == 'U'] = v[0];
            scatter_bad |= verdict == RP_DISAGREE;
            if (verdict == RP_AGREE)
                snprintf(vt, sizeof vt, "%s", rp_verdict_text(verdict));
            else
                snprintf(vt, sizeof vt, "%s: outliers far beyond %g", rp_verdict_text(verdict), scatter->value);
        }
        const gd_published *pb = band[i].published ? gd_published_get(band[i].published) : NULL;
        char pc[64];
        if (pb && pb->rule == GD_PUB_ABOUT)
            snprintf(pc, sizeof pc, "about %g", pb->value);
        else
            snprintf(pc, sizeof pc, "%s", pb ? pb->words : "-");
        const char *cells[] = {band[i].label, c[0], c[1], c[2], pc, vt};
        rp_tr(d, verdict, cells);
    }
    rp_table_end(d);
    if (scatter_bad)
        rp_p(d, "Why the scatter disagrees: \"within about %g\" holds for most losers, not for every one. In %s "
                "%.1f%% of the lower line's and %.1f%% of the upper line's losers lie within %g of their sheet's "
                "least-squares line, but each sheet has a few outliers, up to %.2f and %.2f from their lines. The "
                "paper's figure describes the bulk of the losers; a bound on every loser would have to be about "
                "%.0f (docs/experiments.md, \"The scatter about the lines\").",
             scatter->value, d->game_names[0], 100 * within[0], 100 * within[1], scatter->value, largest[0],
             largest[1], ceil(largest[0] > largest[1] ? largest[0] : largest[1]));
    rp_p(d, "The published band and scatter are for plain Chomp. The game with a pass has a band twice as wide and "
            "twice the scatter; the one automatic N-position of the generic game changes neither.");

    rp_h3(d, "γ and the counting identity");
    rp_p(d, "Every n ≥ 1 is hit exactly once, by x + z*(x) for a column-0 loser or by x + E − 1 for a sheet x that ends "
            "after E columns, so the sheets that end, and γ, are fixed by z*(x) alone: γ cannot tell the variants "
            "apart (observed, not proved; docs/experiments.md).");
    static const char *const h4[] = {"game", "n checked", "exceptions", "verdict"};
    rp_table(d, 4, h4, NULL);
    int identity_bad = 0;
    for (int k = 0; k < 3; k++) {
        const char *line = rp_comment(&t[k], "counting identity");
        const char *ex = line ? strstr(line, "exceptions") : NULL;
        const char *colon = line ? strchr(line, ':') : NULL;
        char n[64] = "-", e[256] = "-";
        if (colon)
            snprintf(n, sizeof n, "%.*s", (int)strcspn(colon + 2, ","), colon + 2);
        if (ex) {
            const char *p = ex;
            while (p > line && p[-1] != ':')
                p--;
            snprintf(e, sizeof e, "%s", p + (*p == ' '));
        }
        double nex = rp_value(&t[k], "identity_exceptions", "measured");
        rp_verdict v = nex == 0 ? RP_AGREE : RP_DISAGREE;
        const char *cells[] = {d->game_names[k], n, e, nex == 0 ? "holds" : "fails at the listed n"};
        rp_tr(d, line ? v : RP_NONE, cells);
        identity_bad |= line && v == RP_DISAGREE;
    }
    rp_table_end(d);
    if (identity_bad)
        rp_p(d, "Where a row lists exceptions the identity fails for that game: those n are hit more than once (or "
                "never), so there the sheets that end, and γ, are not fixed by z*(x) alone. Why the game with a pass "
                "breaks it at the listed n is not established; the other rows are observed to hold, not proved.");

    for (int k = 0; k < 3 && rc == 0; k++)
        rc = deviation_plot(d, k, &t[k]);
    for (int k = 0; k < 3; k++)
        rp_tsv_free(&t[k]);
    rp_tsv_free(&fs[0]);
    rp_tsv_free(&fs[1]);
    return rc;
}

int rp_opening(rp_doc *d)
{
    rp_tsv t;
    int rc = rp_read_id(d, "opening", &t);
    if (rc)
        return rc;
    long n = t.nrows, unique = 0, r = 0;
    double maxd = 0;
    int cm = rp_col(&t, "moves"), ct = rp_col(&t, "type"), cd = rp_col(&t, "distance");
    for (int i = 0; i < t.nrows; i++)
        if (strcmp(rp_cell(&t, i, cm), "1") == 0) {
            unique++;
            r += strcmp(rp_cell(&t, i, ct), "r") == 0;
            double dist = rp_num(rp_cell(&t, i, cd));
            if (isfinite(dist) && dist > maxd)
                maxd = dist;
        }
    rp_h2(d, "opening", "Winning opening moves");
    rp_p(d, "Renormalizing Chomp answers the question of the nature of the winning opening move from a rectangle "
            "[x,0,0]: a unique move, r-type [x−r,r,0] or s-type [x−s,0,s], near x(1 − 1/√2) or x(√2 − 1). The "
            "expected values below are gamedyn's reading of that prediction, as coded in the opening command (the paper's own "
            "numbers are not quoted in docs/experiments.md); the uncertainty of the r-type share is the binomial "
            "one, the rectangles taken as independent.");
    static const char *const head[] = {"quantity", "measured", "uncertainty", "expected (our reading)", "verdict"};
    rp_table(d, 5, head, NULL);
    char a[64], b[64], e[64];
    snprintf(a, sizeof a, "%ld", n);
    const char *c1[] = {"rectangles [x,0,0] examined", a, "exact", "-", rp_verdict_text(RP_NONE)};
    rp_tr(d, RP_NONE, c1);
    snprintf(a, sizeof a, "%ld of %ld", unique, n);
    rp_verdict v = unique == n ? RP_AGREE : RP_DISAGREE;
    const char *c2[] = {"with exactly one winning move", a, "exact", "all", rp_verdict_text(v)};
    rp_tr(d, v, c2);
    double p = unique ? (double)r / (double)unique : NAN, se = unique ? sqrt(p * (1 - p) / (double)unique) : NAN;
    snprintf(a, sizeof a, "%.4f", p);
    snprintf(e, sizeof e, "%.4f", se);
    v = fabs(p - (sqrt(2) - 1)) <= 3 * se ? RP_AGREE : RP_DISAGREE;
    const char *c3[] = {"share r-type", a, e, "√2 − 1 = 0.4142", rp_verdict_text(v)};
    rp_tr(d, v, c3);
    snprintf(b, sizeof b, "%.3f", maxd);
    v = maxd <= 3 ? RP_AGREE : RP_DISAGREE;
    const char *c4[] = {"largest distance from the predicted move", b, "exact", "within 3", rp_verdict_text(v)};
    rp_tr(d, v, c4);
    rp_table_end(d);
    rp_tsv_free(&t);
    rc = rp_plot(d, "opening.png", "Chomp: the winning opening move, distance from the prediction", "opening.tsv",
                 "set xlabel 'rectangle [x,0,0]'; set ylabel 'distance from the predicted move'\n"
                 "set yrange [0:3.5]\n"
                 "plot data using 1:(strcol(3) eq 'r' ? $5 : NaN) with points pt 7 ps 0.15 lc rgb '#1060c0' "
                 "title 'r-type', data using 1:(strcol(3) eq 's' ? $5 : NaN) with points pt 7 ps 0.15 "
                 "lc rgb '#c06010' title 's-type', 3 with lines dt 2 lw 2 lc rgb '#d02020' "
                 "title 'expected: within 3'");
    if (rc == 0)
        rp_figure(d, "opening.png", "opening moves",
                  "The distance of each rectangle's winning move from the predicted one, r-type (blue) and s-type "
                  "(orange), with the expected bound 3 (red, dashed).",
                  "opening.tsv");
    return rc;
}

/* Whether two params tables have the same data rows: how many rows, and how many equal. */
static void same_rows(const rp_tsv *a, const rp_tsv *b, int *rows, int *equal)
{
    *rows = a->nrows > b->nrows ? a->nrows : b->nrows;
    *equal = 0;
    for (int r = 0; r < a->nrows && r < b->nrows; r++) {
        int same = a->ncols == b->ncols;
        for (int k = 0; same && k < a->ncols; k++)
            same = strcmp(rp_cell(a, r, k), rp_cell(b, r, k)) == 0;
        *equal += same;
    }
}

int rp_passes(rp_doc *d)
{
    static const char *const ids[] = {"params-plain-quarter", "params-pass-quarter", "params-passes2",
                                      "params-passes3"};
    rp_tsv t[4];
    int rc = rp_read_ids(d, ids, 4, t);
    if (rc)
        return rc;
    rp_h2(d, "passes", "Several passes");
    rp_p(d, "The pass paper's conclusion expects comparable recursions with several passes. With a pool of K passes "
            "shared by both players, never used from the terminal position, the P-positions with j passes left are "
            "those with j − 2 left (a pass is answered by a pass; the proof is in docs/engine.md, \"Several "
            "passes\"). So 2 passes give the plain game's geometry and constants and 3 passes the one-pass game's. "
            "The engine does not use the theorem: each of the K + 1 layers is computed, so the table is a check.");
    static const char *const head[] = {"game", "compared with", "parameter rows equal", "predicted", "verdict"};
    rp_table(d, 5, head, NULL);
    static const char *const names[] = {"Chomp, 2 passes", "Chomp, 3 passes"};
    static const char *const with[] = {"plain", "one pass"};
    for (int k = 0; k < 2; k++) {
        int rows, equal;
        same_rows(&t[k + 2], &t[k], &rows, &equal);
        char a[64], w[96];
        snprintf(a, sizeof a, "%d of %d", equal, rows);
        snprintf(w, sizeof w, "%s (X = %.0f)", with[k], run_x(&t[k]));
        rp_verdict v = rows > 0 && equal == rows ? RP_AGREE : RP_DISAGREE;
        const char *cells[] = {names[k], w, a, "all (theorem)", rp_verdict_text(v)};
        rp_tr(d, v, cells);
    }
    rp_table_end(d);
    for (int k = 0; k < 4; k++)
        rp_tsv_free(&t[k]);
    return 0;
}
