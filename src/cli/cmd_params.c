/* gamedyn params - the six geometric constants of Chomp, measured. */
#include "cli.h"
#include "gamedyn/experiment.h"
#include "gamedyn/util.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn params chomp --xmax X [--pass | --perturb SPEC] [--sheets FILE.tsv]\n"
    "                      [--plot FILE.png] [-o FILE] [--json] [-q] [--max-mem SIZE]\n"
    "\n"
    "Measures the constants predicted by E. J. Friedman, A. S. Landsberg, \"Nonlinear\n"
    "dynamics in combinatorial games: renormalizing Chomp\", Chaos 17 (2007) 023117,\n"
    "on sheets 0..X:\n"
    "  alpha     z*(x) ~ alpha x, z* the loser of column 0       predicted 1/sqrt2\n"
    "  lambda_L  lower loser line: losers per column             1 - 1/sqrt2\n"
    "  lambda_U  upper loser line: losers per column             1/sqrt2\n"
    "  m_L       lower loser line slope dz/dy                    -1 - 1/sqrt2\n"
    "  m_U       upper loser line slope                          -1 + 1/sqrt2\n"
    "  gamma     fraction of sheets with an infinite tail        sqrt2 - 1\n"
    "Each sheet is measured alone (its losers split into the lines as in\n"
    "docs/pictures.md; least-squares slopes; densities over its explicit columns);\n"
    "the values are means over the sheets x in [X/2, X] with the standard error\n"
    "sd/sqrt(n); alpha is the least-squares slope of z*(x) on x over the same sheets. zstar_dev_min/max: the extremes of z*(x) - x/sqrt2 over 1 <= x <= X.\n"
    "docs/experiments.md has the details.\n"
    "\n"
    "stdout (or -o FILE): '#' provenance lines, then TSV 'parameter measured stderr\n"
    "predicted'.\n"
    "  --sheets FILE  per-sheet TSV: x zstar explicit lambda_L lambda_U m_L m_U infinite\n"
    "  --plot FILE    z*(x) - x/sqrt2 against x (gnuplot)\n"
    "  --json         the values as one JSON line on stdout instead of the TSV (which\n"
    "                 still goes to -o FILE)\n"
    "Output paths are checked before the run; docs/outputs.md says how files are written.\n";

static void num(FILE *f, double v)
{
    if (isfinite(v))
        fprintf(f, "%.6f", v);
    else
        fputs("-", f);
}

int gd_cmd_params(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *sheets = NULL, *plot = NULL, *out = NULL;
    int json = 0;
    gd_cli_opt opts[] = {{"--sheets", &sheets, NULL}, {"--plot", &plot, NULL}, {"-o", &out, NULL}, {"--json", NULL, &json}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "params");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!c.game_name || strcmp(c.game_name, "chomp") != 0)
        return gd_cli_fail("params measures Chomp's constants: the game must be chomp");
    if (!c.have_xmax)
        return gd_cli_fail("--xmax is required");
    if (json && out && strcmp(out, "-") == 0)
        return gd_cli_fail("--json takes stdout: -o - cannot go with it");
    if (sheets && plot && strcmp(sheets, "-") == 0)
        return gd_cli_fail("--plot needs the per-sheet data in a file: --sheets FILE, not -");
    if ((rc = gd_cli_check_output(out)) || (rc = gd_cli_check_output(plot)) || (rc = gd_cli_check_output(sheets)))
        return rc;
    if ((rc = gd_cli_configure(&c, 0)) != 0)
        return rc;
    char err[512], *tmp = NULL, *scratch = NULL, *scratch_file = NULL;
    const char *per = sheets;
    if (plot && !sheets) {
        /* The plot's data, when the user keeps none: a private scratch directory. */
        if (gd_io_scratch_begin("params", &scratch, err, sizeof err) != 0) {
            gd_cli_done(&c);
            return gd_cli_fail("%s", err);
        }
        size_t n = strlen(scratch) + 16;
        if ((scratch_file = malloc(n)) != NULL)
            snprintf(scratch_file, n, "%s/sheets.tsv", scratch);
        per = scratch_file;
    }
    FILE *f = per ? gd_file_begin(per, &tmp, err, sizeof err) : NULL;
    if ((plot && !per) || (per && !f)) {
        gd_io_scratch_end(scratch);
        free(scratch_file);
        gd_cli_done(&c);
        return gd_cli_fail("%s", per ? err : "out of memory");
    }
    if (f) {
        gd_cli_provenance(&c, f);
        fputs("x\tzstar\texplicit\tlambda_L\tlambda_U\tm_L\tm_U\tinfinite\n", f);
    }
    gd_engine *e = gd_engine_new(&c.cfg, err, sizeof err);
    gd_params p;
    gd_params_init(&p, c.cfg.xmax);
    const gd_sheet *s;
    while (e && (rc = gd_engine_next(e, &s, err, sizeof err)) == 0) {
        gd_params_add(&p, s);
        if (f) {
            gd_sheet_lines l;
            gd_sheet_lines_measure(s, &l);
            fprintf(f, "%llu\t", (unsigned long long)s->x);
            num(f, gd_sheet_lookup(s, 0, &(uint32_t){0}) == GD_SHEET_P ? l.zstar : NAN);
            fprintf(f, "\t%llu", (unsigned long long)l.explicit_columns);
            double v[] = {l.lambda_L, l.lambda_U, l.m_L, l.m_U};
            for (int i = 0; i < 4; i++)
                fputc('\t', f), num(f, v[i]);
            fprintf(f, "\t%d\n", l.infinite);
        }
        gd_cli_progress(&c, s->x, c.cfg.xmax);
    }
    gd_cli_progress_end(&c);
    gd_engine_free(e);
    if (!e || rc < 0) {
        if (f)
            gd_file_commit(f, tmp, per, 1, NULL, 0);
        gd_io_scratch_end(scratch);
        free(scratch_file);
        gd_cli_done(&c);
        return gd_cli_fail("%s", err);
    }
    rc = 0;
    if (f && gd_file_commit(f, tmp, per, 0, err, sizeof err) != 0)
        rc = gd_cli_fail("%s", err);
    char *ttmp;
    /* --json without -o: the JSON line is the whole stdout. */
    int table = !(json && !out);
    FILE *t = rc == 0 && table ? gd_cli_table_begin(&c, out, &ttmp) : NULL;
    if (t) {
        fprintf(t, "# means over sheets %llu..%llu\n", (unsigned long long)p.from, (unsigned long long)p.xmax);
        fprintf(t, "parameter\tmeasured\tstderr\tpredicted\n");
        for (int i = 0; i < GD_NPARAMS; i++) {
            fprintf(t, "%s\t", gd_param_name(i));
            double v, se;
            gd_params_value(&p, i, &v, &se);
            num(t, v);
            fputc('\t', t);
            num(t, se);
            fputc('\t', t);
            num(t, gd_param_predicted(i));
            fputc('\n', t);
        }
        fprintf(t, "zstar_dev_min\t");
        num(t, p.have_dev ? p.dev_min : NAN);
        fprintf(t, "\t-\t-\nzstar_dev_max\t");
        num(t, p.have_dev ? p.dev_max : NAN);
        fprintf(t, "\t-\t-\n");
        rc = gd_cli_table_end(t, ttmp, out, 0);
        if (rc == 0 && out && strcmp(out, "-") != 0 && !json)
            gd_cli_line(0, "params: %s", out);
    } else if (rc == 0 && table)
        rc = 2;
    if (rc == 0 && plot) {
        char title[128];
        snprintf(title, sizeof title, "Chomp%s: z*(x) - x/sqrt2", c.pass ? " with a pass" : c.perturb_spec ? " (generic)" : "");
        rc = gd_cli_plot(&c, plot, title, per,
                         "set xlabel 'x'; set ylabel 'z*(x) - x/sqrt(2)'\n"
                         "plot data using 1:($2-$1/sqrt(2)) with points pt 7 ps 0.2 title 'z*(x) - x/sqrt2', "
                         "1.75 with lines dt 2 title '+-1.75', -1.75 with lines dt 2 notitle");
    }
    if (rc == 0 && json && !gd_cli_nested()) {
        gd_json j;
        gd_cli_json_begin(&c, &j, "params");
        gd_json_u64(&j, "from", p.from);
        gd_json_u64(&j, "to", p.xmax);
        for (int i = 0; i < GD_NPARAMS; i++) {
            double v, se;
            gd_params_value(&p, i, &v, &se);
            gd_json_object(&j, gd_param_name(i));
            gd_json_num(&j, "measured", v);
            gd_json_num(&j, "stderr", se);
            gd_json_num(&j, "predicted", gd_param_predicted(i));
            gd_json_close(&j, '}');
        }
        gd_json_num(&j, "zstar_dev_min", p.have_dev ? p.dev_min : NAN);
        gd_json_num(&j, "zstar_dev_max", p.have_dev ? p.dev_max : NAN);
        gd_json_str(&j, "output", out);
        gd_json_str(&j, "plot", plot);
        gd_json_end(&j);
    }
    gd_io_scratch_end(scratch);
    free(scratch_file);
    gd_cli_done(&c);
    return rc;
}
