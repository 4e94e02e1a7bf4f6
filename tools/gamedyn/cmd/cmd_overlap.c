/* gamedyn overlap - how much a level's extra marks move its P-positions. */
#include "cli_sheet.h"
#include "gamedyn/io.h"
#include "gamedyn/experiment.h"
#include "gamedyn/sheet.h"
#include "gamedyn/util.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn overlap GAME --xmax X (--pass | --passes K | --perturb SPEC) [--ymax Y]\n"
    "                       [--window papers|box:Y] [--bin W]\n"
    "                       [-o FILE.tsv] [--plot FILE.png] [--json] [-q]\n"
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
    "last quarter of the levels, and the least-squares trend per 1000 levels. A dead\n"
    "game (some [x',0,0], x' >= 1, a P-position) says so: '# dead: from sheet x''.\n"
    "  -o FILE      the TSV to FILE (atomically) instead of stdout\n"
    "  --plot FILE  overlap against x (gnuplot; every output\n"
    "               replaces its file only when all are written)\n"
    "  --json       the summary as one JSON object on stdout instead of the prose\n"
    "               (the TSV then goes only to -o FILE)\n"
    "  --window box:Y  a fixed window: columns 0..Y at every level (the papers' window\n"
    "               grows with x, so its low-x levels have few columns); papers: default\n"
    "  --bin W      level-binned means instead of the levels: TSV 'x_from x_to levels\n"
    "               mean stderr sd median q1 q3' over bins of W levels from x = 0 (the\n"
    "               levels with a counted column), and \"bins\" in the JSON: the low-x\n"
    "               regime of Fig. 12 with error bars\n";

typedef struct {
    const char *out, *plot, *window, *bin;
    int json;
    uint64_t box_y; /* --window box:Y: Y + 1 columns; 0: the papers' window */
    uint64_t width; /* --bin: levels a bin; 0: a row a level */
} overlap_args;

/* The checks in the order the manual promises: which error wins matters to scripts. */
static int parse_options(gd_cli *c, int argc, char **argv, overlap_args *a)
{
    *a = (overlap_args){0};
    gd_cli_opt opts[] = {{"-o", &a->out, NULL},
                         {"--plot", &a->plot, NULL},
                         {"--json", NULL, &a->json},
                         {"--window", &a->window, NULL},
                         {"--bin", &a->bin, NULL}};
    int rc = gd_cli_parse(c, argc, argv, opts, GD_CLI_NOPTS(opts), "overlap");
    if (rc)
        return rc;
    if (!c->have_xmax)
        return gd_cli_fail("--xmax is required");
    if (!c->pass && !c->perturb_spec)
        return gd_cli_fail("overlap measures a perturbation: give --pass or --perturb SPEC");
    if (a->plot && !a->out)
        return gd_cli_fail("--plot needs -o FILE.tsv for its data");
    if ((rc = gd_cli_check_output(a->out)) || (rc = gd_cli_check_output(a->plot)))
        return rc;
    if (c->game_name && strcmp(c->game_name, "chomp") == 0)
        c->size_options = "--xmax";
    if (a->window && strcmp(a->window, "papers") != 0) {
        if (strncmp(a->window, "box:", 4) != 0 || gd_parse_u64(a->window + 4, &a->box_y) != 0 || a->box_y > 1000000)
            return gd_cli_fail("bad --window '%s' (papers or box:Y, Y <= 1000000)", a->window);
        a->box_y++; /* columns 0..Y */
    }
    if (a->bin && (rc = gd_cli_parse_u64("--bin", a->bin, 1, 1000000, &a->width)) != 0)
        return rc;
    if (!c->have_ymax) { /* the pictures' window: y <= 2x at every level */
        c->ymax = 2 * c->xmax > a->box_y ? 2 * c->xmax : a->box_y;
        c->have_ymax = 1;
    } else if (a->box_y > c->ymax + 1)
        return gd_cli_fail("--window box:%llu exceeds --ymax %llu", (unsigned long long)a->box_y - 1,
                           (unsigned long long)c->ymax);
    return 0;
}

static void write_bins(FILE *f, const overlap_args *a, const gd_overlap *ov, const gd_overlap_bin *bins, uint64_t nbins)
{
    gd_cli_dead(f, NULL, ov->dead_from);
    fprintf(f, "# window=%s bin=%llu levels\n", a->window ? a->window : "papers", (unsigned long long)a->width);
    fputs("x_from\tx_to\tlevels\tmean\tstderr\tsd\tmedian\tq1\tq3\n", f);
    for (uint64_t b = 0; b < nbins; b++) {
        const gd_summary *S = &bins[b].s;
        fprintf(f, "%llu\t%llu\t%.0f", (unsigned long long)bins[b].x_from, (unsigned long long)bins[b].x_to, S->n);
        double v[] = {S->mean, S->se, S->sd, S->median, S->q1, S->q3};
        for (int k = 0; k < 6; k++)
            fprintf(f, isfinite(v[k]) ? "\t%.6f" : "\t", v[k]);
        fputc('\n', f);
    }
}

static void write_levels(FILE *f, const overlap_args *a, const gd_overlap *ov)
{
    if (a->window)
        fprintf(f, "# window=%s\n", a->window);
    gd_cli_dead(f, NULL, ov->dead_from);
    fputs("x\tcolumns\tsame\toverlap\n", f);
    for (uint64_t i = 0; i < ov->nlevels; i++) {
        const gd_overlap_level *l = &ov->level[i];
        fprintf(f, "%llu\t%llu\t%llu\t", (unsigned long long)l->x, (unsigned long long)l->columns,
                (unsigned long long)l->same);
        fprintf(f, isfinite(l->overlap) ? "%.6f\n" : "\n", l->overlap);
    }
}

static int write_plot(gd_cli *c, gd_outputs *os, const overlap_args *a, FILE *f)
{
    char title[96];
    snprintf(title, sizeof title, "%s%s: overlap of M W_x with M(W_x + extras)", c->game_name,
             c->pass ? gd_cli_pass_words(c->pass) : " (generic)");
    const char *script =
        a->width ? "set xlabel 'level x'; set ylabel 'overlap'; set yrange [0:1.05]; set key outside\n"
                   "plot data using (($1+$2)/2):4:5 with yerrorlines pt 7 ps 0.5 title 'bin mean +- se', "
                   "data using (($1+$2)/2):7 with lines dt 2 title 'bin median'"
                 : "set xlabel 'level x'; set ylabel 'overlap'; set yrange [0:1.05]\n"
                   "plot data using 1:4 with points pt 7 ps 0.3 title 'overlap'";
    return gd_cli_plot(c, os, a->plot, title, f, script);
}

static int print_json(gd_cli *c, const overlap_args *a, const gd_overlap *ov, const gd_overlap_bin *bins,
                      uint64_t nbins)
{
    gd_json j;
    gd_cli_json_begin(c, &j);
    gd_json_str(&j, "game", c->game_name);
    gd_json_str(&j, "extras", c->pass ? "pass" : "perturb");
    gd_json_str(&j, "perturb", c->perturb_spec);
    gd_json_u64(&j, "xmax", c->cfg.xmax);
    gd_json_num(&j, "mean_overlap_first_quarter", gd_stat_mean(&ov->first));
    gd_json_num(&j, "mean_overlap_last_quarter", gd_stat_mean(&ov->last));
    gd_json_num(&j, "trend_per_1000_levels", 1000 * gd_fit_slope(&ov->trend));
    gd_cli_dead_json(&j, "dead_from", ov->dead_from);
    gd_json_str(&j, "window", a->window ? a->window : "papers");
    const char *header =
        a->width ? "x_from\tx_to\tlevels\tmean\tstderr\tsd\tmedian\tq1\tq3" : "x\tcolumns\tsame\toverlap";
    if (a->out)
        gd_cli_json_table_file(&j, header, a->width ? nbins : ov->nlevels, a->out);
    if (a->width) {
        gd_json_array(&j, "bins");
        for (uint64_t b = 0; b < nbins; b++) {
            const gd_summary *S = &bins[b].s;
            gd_json_object(&j, NULL);
            gd_json_u64(&j, "x_from", bins[b].x_from);
            gd_json_u64(&j, "x_to", bins[b].x_to);
            gd_json_num(&j, "levels", S->n);
            gd_json_num(&j, "mean", S->mean);
            gd_json_num(&j, "stderr", S->se);
            gd_json_num(&j, "median", S->median);
            gd_json_num(&j, "q1", S->q1);
            gd_json_num(&j, "q3", S->q3);
            gd_json_close(&j, '}');
        }
        gd_json_close(&j, ']');
    }
    if (gd_json_end(&j) != 0)
        return gd_cli_fail("cannot write the JSON summary: %s", strerror(gd_io_cause(j.f)));
    return 0;
}

static void print_text(const overlap_args *a, const gd_overlap *ov)
{
    gd_cli_summary(a->out, "overlap: mean %.4f over the first quarter of the levels, %.4f over the last; trend %+.4f "
                           "per 1000 levels",
                   gd_stat_mean(&ov->first), gd_stat_mean(&ov->last), 1000 * gd_fit_slope(&ov->trend));
    if (ov->dead_from)
        gd_cli_summary(a->out, "dead: from sheet %llu ([x',0,0] a P-position: every later position is N)",
                       (unsigned long long)ov->dead_from);
}

int gd_cmd_overlap(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    overlap_args a;
    int rc = parse_options(&c, argc, argv, &a);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if ((rc = gd_cli_configure(&c, 0)) != 0)
        return rc;
    char err[512];
    gd_overlap ov;
    if (gd_overlap_init(&ov, &c.cfg, err, sizeof err) != 0) {
        gd_cli_done(&c);
        return gd_cli_fail("%s", err);
    }
    ov.box_y = a.box_y;
    gd_overlap_bin *bins = NULL;
    uint64_t nbins = 0;
    /* With --json stdout is the JSON line alone: the TSV goes only to -o. */
    gd_outputs os = {0};
    FILE *f = a.json && !a.out ? NULL : gd_cli_table_open(&c, &os, a.out);
    if (!f && !(a.json && !a.out)) {
        gd_overlap_free(&ov);
        gd_cli_done(&c);
        return 2;
    }
    rc = gd_overlap_run(&ov, gd_cli_progress, &c, err, sizeof err) != 0 ? gd_cli_fail("%s", err) : 0;
    gd_cli_progress_end(&c);
    if (rc == 0 && a.width && gd_overlap_bins(&ov, a.width, &bins, &nbins) != 0)
        rc = gd_cli_fail("out of memory");
    if (f && rc == 0 && a.width)
        write_bins(f, &a, &ov, bins, nbins);
    else if (f && rc == 0)
        write_levels(f, &a, &ov);
    if (rc == 0 && a.plot)
        rc = write_plot(&c, &os, &a, f);
    rc = gd_cli_outputs_end(&os, rc != 0);
    if (rc == 0 && a.json)
        rc = print_json(&c, &a, &ov, bins, nbins);
    else if (rc == 0)
        print_text(&a, &ov);
    gd_overlap_free(&ov);
    free(bins);
    gd_cli_done(&c);
    return rc;
}
