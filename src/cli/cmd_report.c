/* gamedyn report - every experiment and figure, with a report comparing them to the papers. */
#include "cli.h"
#include "gamedyn/util.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char help[] =
    "usage: gamedyn report -o DIR [-q]\n"
    "\n"
    "Runs every experiment at its default size (params, opening, overlap, sensitivity,\n"
    "compare) and the figures, and writes DIR/report.md (measured against published\n"
    "numbers, with the command of each) and DIR/index.html (the same, with the plots\n"
    "and a link to DIR/figures/index.html). Every data file and plot in DIR records\n"
    "the command that made it. A few minutes on two cores (Chomp with 2 and 3 passes\n"
    "at X = 20000 are half of it: a chain of 3 and 4 engines).\n"
    "\n"
    "stdout: one line a stage (unless -q) and where to look; the numbers are in the\n"
    "files. DIR is built under a temporary name beside it and appears only when\n"
    "complete: a failed or interrupted run leaves nothing new (docs/outputs.md).\n";

typedef struct {
    const char *id, *title, *args; /* args: a command without gamedyn, -o, --plot */
    int plot;                      /* takes --plot */
} experiment;

static const experiment experiments[] = {
    {"params-plain", "Chomp constants, plain", "params chomp --xmax 20000", 1},
    {"params-pass", "Chomp constants, with a pass", "params chomp --pass --xmax 20000", 1},
    {"params-generic", "Chomp constants, generic ([20,3,10] an automatic N-position)",
     "params chomp --perturb point:20,3,10 --xmax 20000", 1},
    {"params-passes2", "Chomp constants, with 2 passes", "params chomp --passes 2 --xmax 20000", 1},
    {"params-passes3", "Chomp constants, with 3 passes", "params chomp --passes 3 --xmax 20000", 1},
    {"opening", "Winning opening moves of the rectangles", "opening chomp --xmax 20000", 1},
    {"overlap-nim", "Overlap M W^_x vs M(W^_x + L_x), Nim with a pass (pass paper Fig. 12)",
     "overlap nim --pass --xmax 2000", 1},
    {"overlap-chomp", "Overlap, Chomp with a pass", "overlap chomp --pass --xmax 2000", 1},
    {"sens-nim-random", "Sensitivity, infinite-generic Nim, one point added at level 50 (pass paper Fig. 13)",
     "sensitivity nim --perturb random:seed=1,sigma=10 --at 50,25 --xmax 400", 1},
    {"sens-nim-finite", "Sensitivity, generic Nim ([9,13,4]), one point added at level 50",
     "sensitivity nim --perturb point:9,13,4 --at 50,25 --xmax 400", 1},
    {"sens-chomp-50", "Sensitivity, Chomp, one point added to W_50 (Chaos Fig. 8)",
     "sensitivity chomp --at 50,10 --xmax 1000", 1},
    {"sens-chomp-300", "Sensitivity, Chomp, one point added to W_300", "sensitivity chomp --at 300,60 --xmax 1000",
     1},
    {"compare-nim", "Coarse-grained distances, Nim", "compare nim --x 200", 0},
    {"compare-chomp", "Coarse-grained distances, Chomp", "compare chomp --x 200", 0},
};
enum { NEXP = sizeof experiments / sizeof experiments[0] };

/* A TSV read back: rows of tab-separated fields, comments and the header skipped. */
typedef struct {
    char **cells;
    int nrows, ncols;
} table;

static int table_read(const char *path, table *t)
{
    memset(t, 0, sizeof *t);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[4096];
    int header = 0, cap = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#')
            continue;
        line[strcspn(line, "\r\n")] = 0;
        if (!header++) {
            t->ncols = 1;
            for (char *p = line; *p; p++)
                t->ncols += *p == '\t';
            continue;
        }
        if ((t->nrows + 1) * t->ncols > cap) {
            cap = cap ? 2 * cap : 1024;
            while (cap < (t->nrows + 1) * t->ncols)
                cap *= 2;
            char **c = realloc(t->cells, (size_t)cap * sizeof *c);
            if (!c)
                break;
            t->cells = c;
        }
        char *save, *tok = strtok_r(line, "\t", &save);
        for (int k = 0; k < t->ncols; k++, tok = strtok_r(NULL, "\t", &save))
            t->cells[t->nrows * t->ncols + k] = strdup(tok ? tok : "");
        t->nrows++;
    }
    fclose(f);
    return 0;
}

static void table_free(table *t)
{
    for (int i = 0; i < t->nrows * t->ncols; i++)
        free(t->cells[i]);
    free(t->cells);
}

static const char *cell(const table *t, int r, int c)
{
    return r < t->nrows && c < t->ncols ? t->cells[r * t->ncols + c] : "-";
}

/* The row whose first field is key, or -1. */
static int row_of(const table *t, const char *key)
{
    for (int r = 0; r < t->nrows; r++)
        if (strcmp(cell(t, r, 0), key) == 0)
            return r;
    return -1;
}

static double num(const char *s)
{
    char *end;
    double v = strtod(s, &end);
    return end == s ? NAN : v;
}

/* Levels after 'from' until column col first reaches 0.5; -1 if never. */
static long half_level(const table *t, int col, long from)
{
    for (int r = 0; r < t->nrows; r++)
        if (num(cell(t, r, col)) >= 0.5)
            return (long)num(cell(t, r, 0)) - from;
    return -1;
}

/* The '#' lines of a data file that start with prefix, each written as a list item (the
 * first 8 at most); the number found. */
static int comment_lines(FILE *md, const char *path, const char *prefix, const char *label)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    char line[4096];
    int n = 0;
    size_t k = strlen(prefix);
    while (fgets(line, sizeof line, f))
        if (strncmp(line, prefix, k) == 0) {
            line[strcspn(line, "\r\n")] = 0;
            if (n++ < 8)
                fprintf(md, "- %s: %s\n", label, line + 2);
        }
    fclose(f);
    return n;
}

static void md_params(FILE *md, const char *dir)
{
    static const char *ids[] = {"params-plain", "params-pass", "params-generic", "params-passes2", "params-passes3"};
    enum { NP = sizeof ids / sizeof ids[0] };
    table t[NP];
    char path[1024];
    for (int k = 0; k < NP; k++) {
        snprintf(path, sizeof path, "%s/%s.tsv", dir, ids[k]);
        table_read(path, &t[k]);
    }
    fputs("\n## The six constants of Chomp (\"Renormalizing Chomp\")\n\n"
          "Means over the sheets x in [X/2, X] ± standard error from a moving-block bootstrap over the sheets "
          "(blocks of ⌈√n⌉ sheets; the iid errors, which take the sheets as independent, are in the TSV files); alpha "
          "is the least-squares slope of z*(x), alpha_full the same over every x ≥ 1. The band rows are over every "
          "x ≥ 1; scatter: residuals of the losers from each sheet's own least-squares lines (docs/experiments.md).\n\n"
          "| parameter | predicted | plain (X = 20000) | with a pass (X = 20000) | generic (X = 20000) | with 2 passes "
          "(X = 20000) | with 3 passes (X = 20000) |\n"
          "| --- | --- | --- | --- | --- | --- | --- |\n",
          md);
    static const char *params[] = {"alpha",
                                   "alpha_full",
                                   "lambda_L",
                                   "lambda_U",
                                   "m_L",
                                   "m_U",
                                   "gamma",
                                   "zstar_dev_min",
                                   "zstar_dev_max",
                                   "zstar_band_centre",
                                   "zstar_band_halfwidth",
                                   "zstar_dev_p01",
                                   "zstar_dev_p50",
                                   "zstar_dev_p99",
                                   "scatter_L_rms",
                                   "scatter_L_within_2.5",
                                   "scatter_L_max",
                                   "scatter_U_rms",
                                   "scatter_U_within_2.5",
                                   "scatter_U_max",
                                   "identity_exceptions"};
    for (size_t i = 0; i < sizeof params / sizeof params[0]; i++) {
        int r0 = row_of(&t[0], params[i]);
        fprintf(md, "| %s | %s |", params[i], cell(&t[0], r0, 3));
        for (int k = 0; k < NP; k++) {
            int r = row_of(&t[k], params[i]);
            if (strcmp(cell(&t[k], r, 2), "-") == 0)
                fprintf(md, " %s |", cell(&t[k], r, 1));
            else
                fprintf(md, " %s ± %s |", cell(&t[k], r, 1), cell(&t[k], r, 2));
        }
        fputc('\n', md);
    }
    fputs("\nThe published band of z*(x) − x/√2 is about ±1.75: compare zstar_band_halfwidth (the band is "
          "zstar_band_centre ± zstar_band_halfwidth). The published scatter is \"within about 2.5\" of the lines: "
          "scatter_*_within_2.5 is the share of the losers that are, scatter_*_max the worst.\n\n"
          "The counting identity (every n ≥ 1 is x + z*(x) for one column-0 loser or x + E − 1 for one sheet x that "
          "ends after E columns, so gamma follows from z*(x) alone):\n\n",
          md);
    static const char *labels[] = {"plain", "with a pass", "generic", "with 2 passes", "with 3 passes"};
    for (int k = 0; k < NP; k++) {
        snprintf(path, sizeof path, "%s/%s.tsv", dir, ids[k]);
        comment_lines(md, path, "# counting identity", labels[k]);
    }
    /* Several passes: the measured rows set side by side with the game of K - 2 passes (the
     * parity theorem of docs/engine.md says they are equal; this counts, it does not assume). */
    fputs("\nSeveral passes (a pool of K passes shared by both players, never from the terminal position; "
          "docs/engine.md, \"Several passes\"): rows of the measured and stderr columns that differ from the game "
          "with K − 2 passes:\n\n",
          md);
    for (int k = 3; k < NP; k++) {
        const table *a = &t[k], *b = &t[k == 3 ? 0 : 1];
        int differ = 0;
        for (int r = 0; r < a->nrows; r++) {
            int rb = row_of(b, cell(a, r, 0));
            differ += rb < 0 || strcmp(cell(a, r, 1), cell(b, rb, 1)) != 0 || strcmp(cell(a, r, 2), cell(b, rb, 2)) != 0;
        }
        fprintf(md, "- %s against %s: %d of %d rows differ\n", labels[k], labels[k == 3 ? 0 : 1], differ, a->nrows);
    }
    for (int k = 0; k < NP; k++)
        table_free(&t[k]);
}

static void md_opening(FILE *md, const char *dir)
{
    table t;
    char path[1024];
    snprintf(path, sizeof path, "%s/opening.tsv", dir);
    table_read(path, &t);
    long unique = 0, r = 0;
    double maxd = 0;
    for (int i = 0; i < t.nrows; i++)
        if (strcmp(cell(&t, i, 1), "1") == 0) {
            unique++;
            r += strcmp(cell(&t, i, 2), "r") == 0;
            double d = num(cell(&t, i, 4));
            if (isfinite(d) && d > maxd)
                maxd = d;
        }
    fprintf(md,
            "\n## Winning opening moves\n\n| | measured | published |\n| --- | --- | --- |\n"
            "| rectangles [x,0,0], x ≤ 20000 | %d | |\n| with exactly one winning move | %ld | all |\n"
            "| fraction r-type | %.4f | √2 − 1 = 0.4142 |\n| largest distance from the prediction | %.3f | within 3 |\n",
            t.nrows, unique, unique ? (double)r / (double)unique : NAN, maxd);
    table_free(&t);
}

static void md_dynamics(FILE *md, const char *dir)
{
    char path[1024];
    fputs("\n## Strength of the pass perturbation (overlap)\n\n"
          "| game | mean overlap, first quarter of the levels | last quarter | published |\n| --- | --- | --- | --- |\n",
          md);
    static const char *ov[] = {"overlap-nim", "overlap-chomp"};
    for (int k = 0; k < 2; k++) {
        table t;
        snprintf(path, sizeof path, "%s/%s.tsv", dir, ov[k]);
        table_read(path, &t);
        double a = 0, b = 0;
        int na = 0, nb = 0;
        for (int i = 0; i < t.nrows; i++) {
            double v = num(cell(&t, i, 3));
            if (!isfinite(v))
                continue;
            if (4 * i < t.nrows)
                a += v, na++;
            else if (4 * i >= 3 * t.nrows)
                b += v, nb++;
        }
        fprintf(md, "| %s with a pass | %.4f | %.4f | %s |\n", k ? "Chomp" : "Nim", na ? a / na : NAN, nb ? b / nb : NAN,
                k ? "-" : "small at low x, trending upwards (Fig. 12)");
        table_free(&t);
    }
    fputs("\n## Sensitivity to initial conditions\n\n"
          "| experiment | levels until half the P-positions moved | lower line | upper line | published |\n"
          "| --- | --- | --- | --- | --- |\n",
          md);
    static const struct {
        const char *id, *what, *published;
        long at;
    } sens[] = {{"sens-nim-random", "infinite-generic Nim, point at level 50", "about 15 (nearly half)", 50},
                {"sens-nim-finite", "generic Nim [9,13,4], point at level 50", "-", 50},
                {"sens-chomp-50", "Chomp, point in W_50", "over half of both lines after 7", 50},
                {"sens-chomp-300", "Chomp, point in W_300", "the same as from W_50", 300}};
    for (int k = 0; k < 4; k++) {
        table t;
        snprintf(path, sizeof path, "%s/%s.tsv", dir, sens[k].id);
        table_read(path, &t);
        long h = half_level(&t, 1, sens[k].at), hl = half_level(&t, 3, sens[k].at), hu = half_level(&t, 4, sens[k].at);
        fprintf(md, "| %s | %ld | ", sens[k].what, h);
        if (strstr(sens[k].id, "chomp"))
            fprintf(md, "%ld | %ld |", hl, hu);
        else
            fputs("- | - |", md);
        fprintf(md, " %s |\n", sens[k].published);
        table_free(&t);
    }
    fputs("\n(−1: not within the levels computed.)\n\n## Coarse-grained distances (compare)\n\n"
          "| game | W_X vs W_2X | W_X vs W_1.1X | plain vs pass | pass vs random1 | finite vs random1 |\n"
          "| --- | --- | --- | --- | --- | --- |\n",
          md);
    static const char *cmp[] = {"compare-nim", "compare-chomp"};
    for (int k = 0; k < 2; k++) {
        table t;
        snprintf(path, sizeof path, "%s/%s.tsv", dir, cmp[k]);
        table_read(path, &t);
        const char *want[][2] = {{"W_X", "W_2X"}, {"W_X", "W_1.1X"}, {"plain", "pass"}, {"pass", "random1"},
                                 {"finite", "random1"}};
        fprintf(md, "| %s |", k ? "Chomp" : "Nim");
        for (int w = 0; w < 5; w++) {
            const char *v = "-";
            for (int i = 0; i < t.nrows; i++)
                if (strcmp(cell(&t, i, 1), want[w][0]) == 0 && strcmp(cell(&t, i, 2), want[w][1]) == 0)
                    v = cell(&t, i, 3);
            fprintf(md, " %s |", v);
        }
        fputc('\n', md);
        table_free(&t);
    }
    /* Runs whose game died ([x',0,0] a P-position): never silently in a table. */
    fputs("\n### Dead runs\n\nA run is dead when some rectangle [x',0,0], x' ≥ 1, becomes a P-position "
          "(every later position is then N); compare leaves dead random seeds out.\n\n",
          md);
    int dead = 0;
    for (int i = 0; i < NEXP; i++) {
        snprintf(path, sizeof path, "%s/%s.tsv", dir, experiments[i].id);
        dead += comment_lines(md, path, "# dead", experiments[i].id);
        dead += comment_lines(md, path, "# left out", experiments[i].id);
    }
    if (!dead)
        fputs("None of the runs above died (random V: Chomp's redraw model, docs/experiments.md).\n", md);
}

int gd_cmd_report(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *shown = NULL;
    gd_cli_opt opts[] = {{"-o", &shown, NULL}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "report");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!shown)
        return gd_cli_fail("-o DIR is required");
    if (c.game_name || c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("report takes only -o DIR and -q: the sizes are fixed");
    /* Everything is made in dir, a temporary sibling of the user's shown. */
    char *dir;
    if ((rc = gd_cli_dir_begin(shown, &dir)) != 0)
        return rc;
    char lines[NEXP][1200], cmd[1400], figs[1200];
    for (int i = 0; i <= NEXP && rc == 0; i++) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        const char *id = i < NEXP ? experiments[i].id : "figures";
        if (i < NEXP) {
            int n = snprintf(cmd, sizeof cmd, "%s -q -o %s/%s.tsv", experiments[i].args, dir, experiments[i].id);
            if (experiments[i].plot && n > 0)
                snprintf(cmd + n, sizeof cmd - (size_t)n, " --plot %s/%s.png", dir, experiments[i].id);
            rc = gd_cli_run(cmd, lines[i], sizeof lines[i]);
        } else {
            snprintf(cmd, sizeof cmd, "figures -q -o %s/figures", dir);
            rc = gd_cli_run(cmd, figs, sizeof figs);
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        double dt = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
        if (rc == 0 && !c.quiet) {
            printf("report: %2d/%d %-16s %6.1f s\n", i + 1, NEXP + 1, id, dt);
            fflush(stdout);
        }
    }
    if (rc != 0) {
        gd_cli_dir_end(dir, shown, 1);
        return rc;
    }
    size_t plen = strlen(dir) + 32;
    char *path = malloc(plen), *tmp, *tmp2, err[512];
    snprintf(path, plen, "%s/report.md", dir);
    FILE *md = gd_file_begin(path, &tmp, err, sizeof err);
    if (!md) {
        gd_cli_dir_end(dir, shown, 1);
        free(path);
        return gd_cli_fail("%s", err);
    }
    fprintf(md, "# gamedyn report\n\n<!-- gamedyn %s; command: %s -->\n\nMade by `%s` (gamedyn %s). Every number below "
                "comes from the data files beside this report; each was made by the command listed at the end.\n",
            gd_version(), c.command, c.command, gd_version());
    md_params(md, dir);
    md_opening(md, dir);
    md_dynamics(md, dir);
    fputs("\n## Commands\n\n", md);
    for (int i = 0; i < NEXP; i++)
        fprintf(md, "- %s: `%s`\n", experiments[i].title, lines[i]);
    fprintf(md, "- figures of the papers (figures/index.html): `%s`\n", figs);
    rc = gd_file_commit(md, tmp, path, 0, err, sizeof err) == 0 ? 0 : gd_cli_fail("%s", err);
    snprintf(path, plen, "%s/index.html", dir);
    FILE *h = rc == 0 ? gd_cli_html_begin(&c, path, "gamedyn report", &tmp2) : NULL;
    if (h) {
        fputs("<p>The tables: <a href=\"report.md\">report.md</a>. The papers' figures: "
              "<a href=\"figures/index.html\">figures/index.html</a>.</p>\n",
              h);
        for (int i = 0; i < NEXP; i++) {
            fputs("<h2>", h);
            gd_cli_html(h, experiments[i].title);
            fputs("</h2>\n<p><code>", h);
            gd_cli_html(h, lines[i]);
            fprintf(h, "</code> &mdash; data: <a href=\"%s.tsv\">%s.tsv</a></p>\n", experiments[i].id,
                    experiments[i].id);
            if (experiments[i].plot)
                fprintf(h, "<img src=\"%s.png\" alt=\"%s\">\n", experiments[i].id, experiments[i].id);
        }
        rc = gd_cli_html_end(h, tmp2, path, 0);
    } else if (rc == 0)
        rc = 2;
    int drc = gd_cli_dir_end(dir, shown, rc != 0);
    rc = rc ? rc : drc;
    if (rc == 0)
        printf("report: %d experiments and the papers' figures in %s/: the numbers against the papers in "
               "%s/report.md, the plots in %s/index.html\n",
               NEXP, shown, shown, shown);
    free(path);
    return rc;
}
