/* gamedyn overlap - how much a level's extra marks move its P-positions. */
#include "cli.h"
#include "gamedyn/experiment.h"
#include "gamedyn/sheet.h"
#include "gamedyn/view.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn overlap GAME --xmax X (--pass | --perturb SPEC) [--ymax Y]\n"
    "                       [-o FILE.tsv] [--plot FILE.png] [-q]\n"
    "\n"
    "The strength of the pass perturbation (R. E. Morrison, E. J. Friedman, A. S.\n"
    "Landsberg, \"Combinatorial games with a pass: a dynamical systems approach\",\n"
    "Chaos 21 (2011) 043108, Fig. 12): at each level x, the\n"
    "fraction of the actual P-positions M(W^_x + L_x) that coincide with M W^_x, what\n"
    "M gives from the same instant winners without that level's pass-winners L_x.\n"
    "With --perturb the extra marks are the declared V_x instead (an empty V gives 1).\n"
    "Columns: those of the pictures' window, y <= 2x for Nim (at most Y, default 2X)\n"
    "and y <= 1.2x for Chomp; a column counts when the actual sheet has a P there.\n"
    "\n"
    "TSV 'x columns same overlap', then a summary: mean overlap over the first and the\n"
    "last quarter of the levels, and the least-squares trend per 1000 levels.\n"
    "  -o FILE      the TSV to FILE (atomically) instead of stdout\n"
    "  --plot FILE  overlap against x (gnuplot)\n";

int gd_cmd_overlap(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *out = NULL, *plot = NULL;
    gd_cli_opt opts[] = {{"-o", &out, NULL}, {"--plot", &plot, NULL}};
    int rc = gd_cli_parse(&c, argc, argv, opts, 2, "overlap");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!c.have_xmax)
        return gd_cli_fail("--xmax is required");
    if (!c.pass && !c.perturb_spec)
        return gd_cli_fail("overlap measures a perturbation: give --pass or --perturb SPEC");
    if (plot && !out)
        return gd_cli_fail("--plot needs -o FILE.tsv for its data");
    if (c.game_name && strcmp(c.game_name, "chomp") == 0)
        c.size_options = "--xmax";
    if (!c.have_ymax) { /* the pictures' window: y <= 2x at every level */
        c.ymax = 2 * c.xmax;
        c.have_ymax = 1;
    }
    if ((rc = gd_cli_configure(&c, 0)) != 0)
        return rc;
    char err[512], *tmp;
    gd_engine *e = gd_engine_new(&c.cfg, err, sizeof err);
    if (!e) {
        gd_cli_done(&c);
        return gd_cli_fail("%s", err);
    }
    FILE *f = gd_cli_table_begin(&c, out, &tmp);
    if (!f) {
        gd_engine_free(e);
        gd_cli_done(&c);
        return 2;
    }
    fputs("x\tcolumns\tsame\toverlap\n", f);
    gd_stat first = {0}, last = {0};
    gd_fit trend = {0};
    uint32_t *shadow = NULL;
    for (uint64_t x = 0; x <= c.cfg.xmax && rc == 0; x++) {
        uint64_t ny = gd_view_columns(&c.cfg, x), nz = x + ny + 64;
        gd_wcols w;
        const gd_sheet *s;
        uint32_t *grown = realloc(shadow, ny * sizeof *shadow);
        if (!grown || gd_wcols_capture(e, ny, nz, &w, err, sizeof err) != 0) {
            rc = gd_cli_fail("%s", grown ? err : "out of memory");
            shadow = grown ? grown : shadow;
            break;
        }
        shadow = grown;
        if (gd_engine_next(e, &s, err, sizeof err) != 0 || gd_supermex_run(c.cfg.game, &w, NULL, shadow) != 0) {
            gd_wcols_free(&w);
            rc = gd_cli_fail("%s", err);
            break;
        }
        gd_wcols_free(&w);
        uint64_t cols = 0, same = 0;
        for (uint64_t y = 0; y < ny; y++) {
            uint32_t z;
            if (gd_sheet_lookup(s, y, &z) != GD_SHEET_P || z >= nz)
                continue;
            cols++;
            same += shadow[y] == z;
        }
        double ov = cols ? (double)same / (double)cols : NAN;
        fprintf(f, "%llu\t%llu\t%llu\t", (unsigned long long)x, (unsigned long long)cols, (unsigned long long)same);
        fprintf(f, isfinite(ov) ? "%.6f\n" : "-\n", ov);
        if (isfinite(ov)) {
            if (4 * x < c.cfg.xmax)
                gd_stat_add(&first, ov);
            if (4 * x >= 3 * c.cfg.xmax)
                gd_stat_add(&last, ov);
            gd_fit_add(&trend, (double)x, ov);
        }
        gd_cli_progress(&c, x, c.cfg.xmax);
    }
    gd_cli_progress_end(&c);
    free(shadow);
    gd_engine_free(e);
    rc = gd_cli_table_end(f, tmp, out, rc != 0);
    if (rc == 0)
        gd_cli_summary(out, "overlap: mean %.4f over the first quarter of the levels, %.4f over the last; trend %+.4f per "
                            "1000 levels",
                       gd_stat_mean(&first), gd_stat_mean(&last), 1000 * gd_fit_slope(&trend));
    if (rc == 0 && plot) {
        char title[96];
        snprintf(title, sizeof title, "%s%s: overlap of M W_x with M(W_x + extras)", c.game_name,
                 c.pass ? " with a pass" : " (generic)");
        rc = gd_cli_plot(&c, plot, title, out,
                         "set xlabel 'level x'; set ylabel 'overlap'; set yrange [0:1.05]\n"
                         "plot data using 1:4 with points pt 7 ps 0.3 title 'overlap'");
    }
    gd_cli_done(&c);
    return rc;
}
