/* gamedyn sensitivity - damage spreading from one added automatic N-position. */
#include "cli.h"
#include "gamedyn/experiment.h"
#include "gamedyn/util.h"
#include "gamedyn/view.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn sensitivity GAME --at X,Y[,Z] --xmax XMAX [--perturb SPEC]\n"
    "                           [--ymax Y] [-o FILE.tsv] [--plot FILE.png] [-q]\n"
    "\n"
    "Sensitivity to initial conditions: game A (plain, or generic with V from\n"
    "--perturb, finite or random) against game B = A plus one automatic N-position\n"
    "[X,Y,Z]. --at X,Y takes\n"
    "Z from A's P-position in column Y of sheet X (so that it matters). For every level\n"
    "x > X: the fraction of A's P-positions (one a column) that moved in B, over the\n"
    "columns y <= 2x (Nim, at most Y, default 2 XMAX) or y <= 1.2x (Chomp). For Chomp\n"
    "also by line of A's sheet (LL lower, U upper, F flat tail) and a 9-level rolling\n"
    "mean of the flat line's fraction.\n"
    "\n"
    "TSV 'x moved_fraction columns moved_LL moved_U moved_F moved_F_rolling'. Summary:\n"
    "the first level (counted from X) at which half the P-positions have moved (and,\n"
    "for Chomp, half of the upper and of the lower line), and a growth rate: the\n"
    "least-squares slope of ln(moved_fraction) per level from the first damaged level\n"
    "up to the first level with moved_fraction >= 0.25 (docs/experiments.md).\n"
    "  -o FILE      the TSV to FILE (atomically) instead of stdout\n"
    "  --plot FILE  the moved fractions against the level (gnuplot)\n";

/* Parses X,Y[,Z]; *have_z tells whether Z was given. */
static int parse_at(const char *v, gd_pos *p, int *have_z)
{
    const char *s = v;
    *have_z = 0;
    if (gd_parse_u64_token(&s, &p->x) != 0 || *s++ != ',' || gd_parse_u64_token(&s, &p->y) != 0)
        return gd_cli_fail("bad --at '%s' (expected X,Y or X,Y,Z)", v);
    if (*s == ',') {
        s++;
        if (gd_parse_u64_token(&s, &p->z) != 0)
            return gd_cli_fail("bad --at '%s' (expected X,Y or X,Y,Z)", v);
        *have_z = 1;
    }
    if (*s)
        return gd_cli_fail("bad --at '%s' (expected X,Y or X,Y,Z)", v);
    return 0;
}

/* Z of A's P in column (x, y). */
static int find_z(const gd_config *cfg, gd_pos *p, char *err, size_t errlen)
{
    gd_config c = *cfg;
    c.xmax = p->x;
    gd_engine *e = gd_engine_new(&c, err, errlen);
    const gd_sheet *s = NULL;
    int rc = e ? 0 : -1;
    while (e && (rc = gd_engine_next(e, &s, err, errlen)) == 0 && s->x < p->x)
        ;
    uint32_t z;
    if (rc == 0 && gd_sheet_lookup(s, p->y, &z) != GD_SHEET_P) {
        gd_err(err, errlen, "column %llu of sheet %llu has no known P-position", (unsigned long long)p->y,
               (unsigned long long)p->x);
        rc = -1;
    }
    if (rc == 0)
        p->z = z;
    gd_engine_free(e);
    return rc;
}

int gd_cmd_sensitivity(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *out = NULL, *plot = NULL, *at = NULL;
    gd_cli_opt opts[] = {{"-o", &out, NULL}, {"--plot", &plot, NULL}, {"--at", &at, NULL}};
    int rc = gd_cli_parse(&c, argc, argv, opts, 3, "sensitivity");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    gd_pos p;
    int have_z;
    if (!at)
        return gd_cli_fail("--at X,Y[,Z] is required");
    if ((rc = parse_at(at, &p, &have_z)) != 0)
        return rc;
    if (!c.have_xmax || c.xmax <= p.x)
        return gd_cli_fail("--xmax must be given and above the perturbed level %llu", (unsigned long long)p.x);
    if (c.pass)
        return gd_cli_fail("sensitivity compares a plain or generic game with one more automatic N-position; no --pass");
    if (!c.have_ymax) {
        c.ymax = 2 * c.xmax;
        c.have_ymax = 1;
    }
    if ((rc = gd_cli_configure(&c, 0)) != 0)
        return rc;
    const gd_rules *r = gd_rules_get(c.cfg.game);
    char err[512], *tmp;
    if (!have_z && find_z(&c.cfg, &p, err, sizeof err) != 0) {
        gd_cli_done(&c);
        return gd_cli_fail("%s", err);
    }
    /* B's V: A's (finite or random) and p. */
    gd_perturb VB = {0};
    if (gd_perturb_copy(&VB, &c.perturb) != 0 || gd_perturb_add_points(&VB, &p, 1, r, err, sizeof err) != 0) {
        gd_perturb_clear(&VB);
        gd_cli_done(&c);
        return gd_cli_fail("%s", err);
    }
    gd_config cb = c.cfg;
    cb.variant = GD_VARIANT_PERTURB;
    cb.perturb = &VB;
    gd_engine *A = gd_engine_new(&c.cfg, err, sizeof err), *B = A ? gd_engine_new(&cb, err, sizeof err) : NULL;
    FILE *f = B ? gd_cli_table_begin(&c, out, &tmp) : NULL;
    if (!f) {
        gd_engine_free(A);
        gd_engine_free(B);
        gd_perturb_clear(&VB);
        gd_cli_done(&c);
        return B ? 2 : gd_cli_fail("%s", err);
    }
    fprintf(f, "# perturbation: [%llu,%llu,%llu] declared an automatic N-position in B\n", (unsigned long long)p.x,
            (unsigned long long)p.y, (unsigned long long)p.z);
    fputs("x\tmoved_fraction\tcolumns\tmoved_LL\tmoved_U\tmoved_F\tmoved_F_rolling\n", f);
    double roll[9] = {0};
    int nroll = 0;
    int64_t half = -1, half_LL = -1, half_U = -1;
    gd_fit grow = {0};
    int growing = 1;
    const gd_sheet *sa, *sb;
    rc = 0;
    while (rc == 0 && gd_engine_next(A, &sa, err, sizeof err) == 0) {
        if (gd_engine_next(B, &sb, err, sizeof err) != 0) {
            rc = gd_cli_fail("%s", err);
            break;
        }
        uint64_t x = sa->x;
        gd_cli_progress(&c, x, c.cfg.xmax);
        if (x <= p.x)
            continue;
        uint64_t ny = gd_view_columns(&c.cfg, x);
        uint64_t cols[8] = {0}, moved[8] = {0};
        for (uint64_t y = 0; y < ny; y++) {
            uint32_t za, zb;
            if (gd_sheet_lookup(sa, y, &za) != GD_SHEET_P)
                continue;
            int k = r->left_shift ? gd_loser_class(sa, y) : 0, mv = gd_sheet_lookup(sb, y, &zb) != GD_SHEET_P || zb != za;
            cols[0]++, moved[0] += mv;
            if (k)
                cols[k & 7]++, moved[k & 7] += mv;
        }
        double fr[8];
        for (int k = 0; k < 8; k++)
            fr[k] = cols[k] ? (double)moved[k] / (double)cols[k] : NAN;
        roll[nroll++ % 9] = isfinite(fr[GD_LINE_F]) ? fr[GD_LINE_F] : 0;
        double rm = 0;
        for (int i = 0; i < (nroll < 9 ? nroll : 9); i++)
            rm += roll[i] / (nroll < 9 ? nroll : 9);
        fprintf(f, "%llu\t%.6f\t%llu", (unsigned long long)x, fr[0], (unsigned long long)cols[0]);
        int show[] = {GD_LINE_LL, GD_LINE_U, GD_LINE_F};
        for (int i = 0; i < 3; i++)
            fprintf(f, r->left_shift && isfinite(fr[show[i]]) ? "\t%.6f" : "\t-", fr[show[i]]);
        fprintf(f, r->left_shift ? "\t%.6f\n" : "\t-\n", rm);
        int64_t lv = (int64_t)(x - p.x);
        if (half < 0 && fr[0] >= 0.5)
            half = lv;
        if (half_LL < 0 && fr[GD_LINE_LL] >= 0.5)
            half_LL = lv;
        if (half_U < 0 && fr[GD_LINE_U] >= 0.5)
            half_U = lv;
        if (growing && fr[0] > 0)
            gd_fit_add(&grow, (double)lv, log(fr[0]));
        if (fr[0] >= 0.25)
            growing = 0;
    }
    gd_cli_progress_end(&c);
    gd_engine_free(A);
    gd_engine_free(B);
    gd_perturb_clear(&VB);
    rc = gd_cli_table_end(f, tmp, out, rc != 0);
    if (rc == 0) {
        gd_cli_summary(out, "perturbation [%llu,%llu,%llu]: half of the P-positions moved %s%lld levels later",
                       (unsigned long long)p.x, (unsigned long long)p.y, (unsigned long long)p.z,
                       half < 0 ? "never within " : "", half < 0 ? (long long)(c.cfg.xmax - p.x) : (long long)half);
        if (r->left_shift)
            gd_cli_summary(out, "half of the lower line moved after %lld levels, half of the upper line after %lld "
                                "(-1: never)",
                           (long long)half_LL, (long long)half_U);
        gd_cli_summary(out, "growth rate of the damage: %.4f per level (ln moved_fraction, %g levels fitted)",
                       gd_fit_slope(&grow), grow.n);
    }
    if (rc == 0 && plot)
        rc = gd_cli_plot(&c, plot, "Damage spreading from one automatic N-position", out,
                         r->left_shift ? "set xlabel 'level x'; set ylabel 'fraction moved'; set yrange [0:1.05]\n"
                                         "plot data using 1:2 with lines title 'all', data using 1:4 with lines "
                                         "title 'lower line', data using 1:5 with lines title 'upper line', data "
                                         "using 1:7 with lines title 'flat line (rolling mean)'"
                                       : "set xlabel 'level x'; set ylabel 'fraction moved'; set yrange [0:1.05]\n"
                                         "plot data using 1:2 with linespoints pt 7 ps 0.4 title 'all'");
    gd_cli_done(&c);
    return rc;
}
