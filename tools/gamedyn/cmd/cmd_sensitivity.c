/* gamedyn sensitivity - damage spreading from one added automatic N-position. */
#include "cli_sheet.h"
#include "sens_ensemble.h"
#include "gamedyn/io.h"
#include "gamedyn/experiment.h"
#include "gamedyn/util.h"
#include "gamedyn/view.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn sensitivity GAME --at X,Y[,Z] --xmax XMAX [--pass | --passes K | --perturb SPEC]\n"
    "                           [--ymax Y] [-o FILE.tsv] [--plot FILE.png] [--json] [-q]\n"
    "       gamedyn sensitivity GAME --sites SITES (--at X | --levels X1,X2,...)\n"
    "                           (--xmax XMAX | --span N) [--reading R] [--window W]\n"
    "                           [--count C] [--seed S] [--threads T] [...]\n"
    "\n"
    "Sensitivity to initial conditions: game A (plain, with a pass, or generic with V\n"
    "from --perturb, finite or random) against game B = A plus one automatic N-position\n"
    "[X,Y,Z] (with --pass: [X,Y,Z] with the pass available). --at X,Y takes\n"
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
    "up to the first level with moved_fraction >= 0.25 (docs/experiments.md). A game\n"
    "in which some [x',0,0] (x' >= 1) became a P-position is dead: '# dead A|B: from\n"
    "sheet x'' in the TSV, a summary line, dead_A_from/dead_B_from in the JSON.\n"
    "  -o FILE      the TSV to FILE (atomically) instead of stdout\n"
    "  --plot FILE  the moved fractions against the level (gnuplot; every output\n"
    "               replaces its file only when all are written)\n"
    "  --json       the summary as one JSON object on stdout instead of the prose\n"
    "               (the TSV then goes only to -o FILE)\n"
    "\n"
    "Ensembles (--sites): one game B per site, all sites at level X (--at X), or at\n"
    "each of several levels (--levels X1,X2,..., increasing, with --span N: each\n"
    "ensemble runs N levels past its site level; --xmax XMAX means --span XMAX-X).\n"
    "  --sites all       every P-position of L_X in the papers' window (above)\n"
    "          lines     Chomp: the line losers of L_X (class LL or U, column 0 included)\n"
    "          col0      the column-0 P-position of L_X\n"
    "          Y0:Y1     the P-positions of L_X in columns Y0..Y1\n"
    "          random:N  N draws, with replacement, from the sites of 'all' (--seed S,\n"
    "                    default 1; SplitMix64)\n"
    "  --reading automatic-n  the site is an automatic N-position of sheet X (default)\n"
    "            persist      the site's mark stays in every later W: B also declares\n"
    "                         [X+t,Y-t,Z] (Chomp, t <= Y) or [X+t,Y,Z] (Nim) N\n"
    "  --window papers   the papers' window of every level (default)\n"
    "           box:Y[,Z] columns 0..Y of every level (A's P at z <= Z)\n"
    "           cone      the site's light cone within the papers' window: Chomp\n"
    "                     x+y >= X+Y0, x+y+z >= X+Y0+Z0; Nim y >= Y0, z >= Z0 (damage\n"
    "                     cannot leave it)\n"
    "  --count all|lines|LL|U|F  which of A's P-positions the moved share counts (lines:\n"
    "                     LL and U; LL/U/F one line; Chomp only, default all)\n"
    "  --threads T       threads (default 0: every core); the output does not depend on T\n"
    "TSV 'at level x sites mean stderr sd median q1 q3 share_half share_healed': per\n"
    "level the moved share over the sites (mean, its standard error, sd, median,\n"
    "quartiles by linear interpolation), the share of sites with at least half moved,\n"
    "and the share healed (nothing moved in the window from this level to the last).\n"
    "Summary: the levels until the mean reaches 1/2 with a 95% bootstrap interval (400\n"
    "resamples of the sites, seed 1), and the growth rate of the damage: the slope of\n"
    "ln(mean) over its growth phase, from the first level with mean > 0.01 to the first\n"
    "with mean >= 1/2 of the plateau (the mean over the last quarter of the levels),\n"
    "with its bootstrap interval; with several levels, b in ln rate = a + b ln X.\n";

/* Parses X,Y[,Z]; *have_z tells whether Z was given. */
static int parse_at(const char *v, gd_xyz *p, int *have_z)
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

static int parse_options(gd_cli *c, int argc, char **argv, gd_sens_args *a)
{
    *a = (gd_sens_args){0};
    gd_cli_opt opts[] = {{"-o", &a->out, NULL},            {"--plot", &a->plot, NULL},
                         {"--at", &a->at, NULL},           {"--json", NULL, &a->json},
                         {"--sites", &a->sites, NULL},     {"--reading", &a->reading, NULL},
                         {"--window", &a->window, NULL},   {"--count", &a->count, NULL},
                         {"--levels", &a->levels, NULL},   {"--span", &a->span, NULL},
                         {"--seed", &a->seed, NULL},       {"--threads", &a->threads, NULL}};
    return gd_cli_parse(c, argc, argv, opts, GD_CLI_NOPTS(opts), "sensitivity");
}

/* The single perturbation's options, in the order the manual promises: which error wins
 * matters to scripts. */
static int check_single(gd_cli *c, const gd_sens_args *a, gd_xyz *p, int *have_z)
{
    const char *ens_only[] = {a->reading, a->window, a->count, a->levels, a->span, a->seed, a->threads};
    const char *ens_names[] = {"--reading", "--window", "--count", "--levels", "--span", "--seed", "--threads"};
    for (int k = 0; k < 7; k++)
        if (ens_only[k])
            return gd_cli_fail("%s needs --sites (one site: --sites Y:Y)", ens_names[k]);
    int rc;
    if (!a->at)
        return gd_cli_fail("--at X,Y[,Z] is required");
    if ((rc = parse_at(a->at, p, have_z)) != 0)
        return rc;
    if (!c->have_xmax || c->xmax <= p->x)
        return gd_cli_fail("--xmax must be given and above the perturbed level %llu", (unsigned long long)p->x);
    if (a->json && a->plot && !a->out)
        return gd_cli_fail("--json writes no table to stdout: --plot needs -o FILE.tsv for its data");
    if ((rc = gd_cli_check_output(a->out)) || (rc = gd_cli_check_output(a->plot)))
        return rc;
    if (!c->have_ymax) {
        c->ymax = 2 * c->xmax;
        c->have_ymax = 1;
    }
    return 0;
}

static void write_table(FILE *f, const gd_sensitivity *sn)
{
    gd_xyz p = sn->at;
    fprintf(f, "# perturbation: [%llu,%llu,%llu] declared an automatic N-position in B\n", (unsigned long long)p.x,
            (unsigned long long)p.y, (unsigned long long)p.z);
    gd_cli_dead(f, "A", sn->dead_A);
    gd_cli_dead(f, "B", sn->dead_B);
    fputs("x\tmoved_fraction\tcolumns\tmoved_LL\tmoved_U\tmoved_F\tmoved_F_rolling\n", f);
    for (uint64_t i = 0; i < sn->nlevels; i++) {
        const gd_sensitivity_level *l = &sn->level[i];
        fprintf(f, "%llu\t%.6f\t%llu", (unsigned long long)l->x, l->moved, (unsigned long long)l->columns);
        double show[] = {l->moved_LL, l->moved_U, l->moved_F};
        for (int k = 0; k < 3; k++)
            fprintf(f, sn->lines && isfinite(show[k]) ? "\t%.6f" : "\t", show[k]);
        fprintf(f, sn->lines ? "\t%.6f\n" : "\t\n", l->moved_F_rolling);
    }
}

static int write_plot(gd_cli *c, gd_outputs *os, const char *plot, FILE *f, const gd_sensitivity *sn)
{
    return gd_cli_plot(c, os, plot, "Damage spreading from one automatic N-position", f,
                       sn->lines ? "set xlabel 'level x'; set ylabel 'fraction moved'; set yrange [0:1.05]\n"
                                   "plot data using 1:2 with lines title 'all', data using 1:4 with lines "
                                   "title 'lower line', data using 1:5 with lines title 'upper line', data "
                                   "using 1:7 with lines title 'flat line (rolling mean)'"
                                 : "set xlabel 'level x'; set ylabel 'fraction moved'; set yrange [0:1.05]\n"
                                   "plot data using 1:2 with linespoints pt 7 ps 0.4 title 'all'");
}

/* null: never within the levels computed */
static void json_levels_after(gd_json *j, const char *name, int64_t half)
{
    if (half < 0)
        gd_json_str(j, name, NULL);
    else
        gd_json_i64(j, name, half);
}

static int print_json(gd_cli *c, const gd_sens_args *a, const gd_sensitivity *sn)
{
    gd_xyz p = sn->at;
    gd_json j;
    gd_cli_json_begin(c, &j);
    gd_json_str(&j, "game", c->game_name);
    gd_json_str(&j, "perturb", c->perturb_spec);
    gd_json_u64(&j, "xmax", c->cfg.xmax);
    gd_json_array(&j, "at");
    gd_json_u64(&j, NULL, p.x);
    gd_json_u64(&j, NULL, p.y);
    gd_json_u64(&j, NULL, p.z);
    gd_json_close(&j, ']');
    gd_json_u64(&j, "levels", c->cfg.xmax - p.x);
    /* levels after the perturbed one until half had moved; null: never within "levels" */
    json_levels_after(&j, "half_moved_after", sn->half);
    if (sn->lines) {
        json_levels_after(&j, "half_lower_line_moved_after", sn->half_LL);
        json_levels_after(&j, "half_upper_line_moved_after", sn->half_U);
    }
    gd_json_num(&j, "growth_rate_per_level", gd_fit_slope(&sn->growth));
    gd_json_num(&j, "growth_levels_fitted", sn->growth.n);
    gd_cli_dead_json(&j, "dead_A_from", sn->dead_A);
    gd_cli_dead_json(&j, "dead_B_from", sn->dead_B);
    if (a->out)
        gd_cli_json_table_file(&j, "x\tmoved_fraction\tcolumns\tmoved_LL\tmoved_U\tmoved_F\tmoved_F_rolling",
                               sn->nlevels, a->out);
    if (gd_json_end(&j) != 0)
        return gd_cli_fail("cannot write the JSON summary: %s", strerror(gd_io_cause(j.f)));
    return 0;
}

static void print_text(const gd_cli *c, const gd_sens_args *a, const gd_sensitivity *sn)
{
    gd_xyz p = sn->at;
    const char *out = a->out;
    gd_cli_summary(out, "perturbation [%llu,%llu,%llu]: half of the P-positions moved %s%lld levels later",
                   (unsigned long long)p.x, (unsigned long long)p.y, (unsigned long long)p.z,
                   sn->half < 0 ? "never within " : "",
                   sn->half < 0 ? (long long)(c->cfg.xmax - p.x) : (long long)sn->half);
    if (sn->lines)
        gd_cli_summary(out, "half of the lower line moved after %lld levels, half of the upper line after %lld "
                            "(-1: never)",
                       (long long)sn->half_LL, (long long)sn->half_U);
    gd_cli_summary(out, "growth rate of the damage: %.4f per level (ln moved_fraction, %g levels fitted)",
                   gd_fit_slope(&sn->growth), sn->growth.n);
    for (int k = 0; k < 2; k++)
        if (k ? sn->dead_B : sn->dead_A)
            gd_cli_summary(out, "dead: game %c from sheet %llu ([x',0,0] a P-position: every later position is N)",
                           k ? 'B' : 'A', (unsigned long long)(k ? sn->dead_B : sn->dead_A));
}

int gd_cmd_sensitivity(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    gd_sens_args a;
    int rc = parse_options(&c, argc, argv, &a);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (a.sites)
        return gd_sensitivity_ensembles(&c, &a);
    gd_xyz p;
    int have_z = 0;
    if ((rc = check_single(&c, &a, &p, &have_z)) != 0 || (rc = gd_cli_configure(&c, 0)) != 0)
        return rc;
    char err[512];
    gd_sensitivity sn;
    if (gd_sensitivity_init(&sn, &c.cfg, p, have_z, err, sizeof err) != 0) {
        gd_cli_done(&c);
        return gd_cli_fail("%s", err);
    }
    /* With --json stdout is the JSON line alone: the TSV goes only to -o. */
    gd_outputs os = {0};
    FILE *f = a.json && !a.out ? NULL : gd_cli_table_open(&c, &os, a.out);
    if (!f && !(a.json && !a.out)) {
        gd_sensitivity_free(&sn);
        gd_cli_done(&c);
        return 2;
    }
    rc = gd_sensitivity_run(&sn, gd_cli_progress, &c, err, sizeof err) != 0 ? gd_cli_fail("%s", err) : 0;
    gd_cli_progress_end(&c);
    if (f && rc == 0)
        write_table(f, &sn);
    if (rc == 0 && a.plot)
        rc = write_plot(&c, &os, a.plot, f, &sn);
    rc = gd_cli_outputs_end(&os, rc != 0);
    if (rc == 0 && a.json)
        rc = print_json(&c, &a, &sn);
    else if (rc == 0)
        print_text(&c, &a, &sn);
    gd_sensitivity_free(&sn);
    gd_cli_done(&c);
    return rc;
}
