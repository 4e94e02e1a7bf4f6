/* gamedyn report - every experiment and figure, with a report comparing them to the papers. */
#include "cli.h"
#include "report.h"
#include "gamedyn/util.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>

static const char help[] =
    "usage: gamedyn report -o DIR [--small] [-q]\n"
    "\n"
    "Runs every experiment at its default size (params, opening, overlap, sensitivity,\n"
    "compare) and the figures, and writes DIR/report.md (measured against published\n"
    "numbers, with the command of each) and DIR/index.html (the same, with the plots\n"
    "and a link to DIR/figures/index.html). Every data file and plot in DIR records\n"
    "the command that made it. About half a minute on two cores.\n"
    "  --small  every experiment at a small size (a few seconds; for tests: the\n"
    "           numbers are then not the papers' sizes and may disagree more)\n"
    "\n"
    "stdout: one line a stage (unless -q) and where to look; the numbers are in the\n"
    "files. DIR is built under a temporary name beside it and appears only when\n"
    "complete: a failed or interrupted run leaves nothing new (docs/outputs.md).\n";

typedef struct {
    const char *id, *title, *args, *small; /* args: a command without gamedyn and -o; small: --small */
    int json; /* also its --json summary (stdout) to DIR/ID.json */
} experiment;

/* The runs, in the order of the report. Each writes DIR/ID.tsv; the report reads them back
 * and draws its own plots (report_*.c), with the papers' values in them. '@' is DIR. */
static const experiment experiments[] = {
    {"params-plain", "Chomp constants, plain", "params chomp --xmax 20000 --sheets @/params-plain-sheets.tsv",
     "params chomp --xmax 2000 --sheets @/params-plain-sheets.tsv", 0},
    {"params-pass", "Chomp constants, with a pass",
     "params chomp --pass --xmax 20000 --sheets @/params-pass-sheets.tsv",
     "params chomp --pass --xmax 600 --sheets @/params-pass-sheets.tsv", 0},
    {"params-generic", "Chomp constants, generic ([20,3,10] an automatic N-position)",
     "params chomp --perturb point:20,3,10 --xmax 20000 --sheets @/params-generic-sheets.tsv",
     "params chomp --perturb point:20,3,10 --xmax 2000 --sheets @/params-generic-sheets.tsv", 0},
    {"params-plain-eighth", "Chomp constants, plain, an eighth of X (finite-size check)", "params chomp --xmax 2500",
     "params chomp --xmax 250", 0},
    {"params-plain-quarter", "Chomp constants, plain, a quarter of X (finite-size check)", "params chomp --xmax 5000",
     "params chomp --xmax 500", 0},
    {"params-pass-quarter", "Chomp constants, with a pass, a quarter of X (several passes)",
     "params chomp --pass --xmax 5000", "params chomp --pass --xmax 500", 0},
    {"params-passes2", "Chomp constants, with 2 passes", "params chomp --passes 2 --xmax 5000",
     "params chomp --passes 2 --xmax 500", 0},
    {"params-passes3", "Chomp constants, with 3 passes", "params chomp --passes 3 --xmax 5000",
     "params chomp --passes 3 --xmax 500", 0},
    {"opening", "Winning opening moves of the rectangles", "opening chomp --xmax 20000", "opening chomp --xmax 2000", 0},
    {"overlap-nim", "Overlap, Nim with a pass (pass paper Fig. 12), bins of 16 levels",
     "overlap nim --pass --xmax 2000 --bin 16", "overlap nim --pass --xmax 300 --bin 16", 0},
    {"overlap-chomp", "Overlap, Chomp with a pass, bins of 16 levels", "overlap chomp --pass --xmax 2000 --bin 16",
     "overlap chomp --pass --xmax 300 --bin 16", 0},
    {"sens-chomp-50", "Sensitivity, Chomp, site [50,10] (Renormalizing Chomp)", "sensitivity chomp --at 50,10 --xmax 1000",
     "sensitivity chomp --at 50,10 --xmax 350", 0},
    {"sens-chomp-50-col0", "Sensitivity, Chomp, the column-0 loser of L_50", "sensitivity chomp --at 50,0 --xmax 1000",
     "sensitivity chomp --at 50,0 --xmax 350", 0},
    {"sens-chomp-300", "Sensitivity, Chomp, site [300,60]", "sensitivity chomp --at 300,60 --xmax 1000",
     "sensitivity chomp --at 300,60 --xmax 350", 0},
    {"sens-nim-finite", "Sensitivity, finite-generic Nim ([9,13,4]; pass paper Fig. 13), site [50,25]",
     "sensitivity nim --perturb point:9,13,4 --at 50,25 --xmax 400",
     "sensitivity nim --perturb point:9,13,4 --at 50,25 --xmax 120", 0},
    {"sens-nim-finite-20", "Sensitivity, finite-generic Nim ([9,13,4]), site [50,20]",
     "sensitivity nim --perturb point:9,13,4 --at 50,20 --xmax 400",
     "sensitivity nim --perturb point:9,13,4 --at 50,20 --xmax 120", 0},
    {"sens-nim-random", "Sensitivity, infinite-generic Nim (random V, seed 1), site [50,25]",
     "sensitivity nim --perturb random:seed=1,sigma=10 --at 50,25 --xmax 400",
     "sensitivity nim --perturb random:seed=1,sigma=10 --at 50,25 --xmax 120", 0},
    /* ensembles of sites (report_ensemble.c reads the TSV and the JSON summary) */
    {"ens-chomp-lines", "Ensemble, Chomp, the line losers of L_50 (automatic-n)",
     "sensitivity chomp --sites lines --at 50 --xmax 150 --count lines",
     "sensitivity chomp --sites lines --at 50 --xmax 70 --count lines", 1},
    {"ens-chomp-lines-persist", "Ensemble, Chomp, the line losers of L_50 (persist)",
     "sensitivity chomp --sites lines --at 50 --xmax 150 --count lines --reading persist",
     "sensitivity chomp --sites lines --at 50 --xmax 70 --count lines --reading persist", 1},
    {"ens-chomp-pass", "Ensemble, Chomp with a pass, the line losers of L_50",
     "sensitivity chomp --pass --sites lines --at 50 --xmax 150 --count lines",
     "sensitivity chomp --pass --sites lines --at 50 --xmax 70 --count lines", 1},
    {"ens-chomp-random", "Ensemble, Chomp, 200 random sites at levels 25..200 (growth rate)",
     "sensitivity chomp --sites random:200 --levels 25,50,100,200 --span 150 --count lines",
     "sensitivity chomp --sites random:30 --levels 25,50 --span 30 --count lines", 1},
    {"ens-nim-finite", "Ensemble, finite-generic Nim [9,13,4], all P-positions of L_50 (automatic-n)",
     "sensitivity nim --perturb point:9,13,4 --sites all --at 50 --xmax 150",
     "sensitivity nim --perturb point:9,13,4 --sites all --at 50 --xmax 70", 1},
    {"ens-nim-finite-persist", "Ensemble, finite-generic Nim [9,13,4], L_50 (persist)",
     "sensitivity nim --perturb point:9,13,4 --sites all --at 50 --xmax 150 --reading persist",
     "sensitivity nim --perturb point:9,13,4 --sites all --at 50 --xmax 70 --reading persist", 1},
    {"ens-nim-finite-cone", "Ensemble, finite-generic Nim [9,13,4], L_50, counted in the light cone",
     "sensitivity nim --perturb point:9,13,4 --sites all --at 50 --xmax 150 --window cone",
     "sensitivity nim --perturb point:9,13,4 --sites all --at 50 --xmax 70 --window cone", 1},
    {"ens-nim-random", "Ensemble, infinite-generic Nim (random V, seed 1), L_50",
     "sensitivity nim --perturb random:seed=1,sigma=10 --sites all --at 50 --xmax 150",
     "sensitivity nim --perturb random:seed=1,sigma=10 --sites all --at 50 --xmax 70", 1},
    {"ens-nim-pass", "Ensemble, Nim with a pass, L_50", "sensitivity nim --pass --sites all --at 50 --xmax 150",
     "sensitivity nim --pass --sites all --at 50 --xmax 70", 1},
    {"compare-nim", "Coarse-grained distances, Nim", "compare nim --x 200 --seeds 5", "compare nim --x 60 --seeds 5", 0},
    {"compare-chomp", "Coarse-grained distances, Chomp", "compare chomp --x 200 --seeds 5",
     "compare chomp --x 60 --seeds 5", 0},
};
enum { NEXP = sizeof experiments / sizeof experiments[0] };

/* gd_cli_run with stdout (a --json summary) sent to the file json. */
static int run_to(const char *cmd, char *line, size_t len, const char *json)
{
    fflush(stdout);
    int saved = dup(STDOUT_FILENO), fd = open(json, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (saved < 0 || fd < 0 || dup2(fd, STDOUT_FILENO) < 0) {
        int e = errno;
        if (fd >= 0)
            close(fd);
        if (saved >= 0)
            close(saved);
        return gd_cli_fail("report: cannot write '%s': %s", json, strerror(e));
    }
    close(fd);
    int rc = gd_cli_run(cmd, line, len);
    int frc = fflush(stdout);
    dup2(saved, STDOUT_FILENO);
    close(saved);
    if (rc == 0 && frc != 0)
        rc = gd_cli_fail("report: cannot write '%s'", json);
    return rc;
}

/* The '#' lines of a data file that start with prefix, each a list item; the number found. */
static int comment_items(rp_doc *d, const char *path, const char *prefix, const char *label)
{
    rp_tsv t;
    rp_tsv_read(path, &t);
    int n = 0;
    for (int i = 0; i < t.ncomments; i++)
        if (strncmp(t.comments[i], prefix, strlen(prefix)) == 0 && n++ < 8)
            rp_li(d, "%s: %s", label, t.comments[i]);
    rp_tsv_free(&t);
    return n;
}

static const char style[] =
    "body{font-family:sans-serif;max-width:72em;margin:auto;padding:0 1em;line-height:1.4}"
    "img{max-width:100%}table{border-collapse:collapse;margin:1em 0;font-size:90%}"
    "th,td{border:1px solid #bbb;padding:2px 6px;text-align:left;vertical-align:top}"
    "th{background:#eee}tr.bad td{background:#fdd}tr.partly td{background:#ffd}"
    "tr.agree td:last-child{color:#070}caption{text-align:left;font-style:italic}"
    "figure.plot{margin:1em 0}figure.plot img{border:1px solid #ccc}"
    "p.cmd{font-size:85%;margin:0.2em 0}code{font-size:95%}";

/* Writes report.md and index.html from the data in dir. 0, or 2 after printing an error. */
static int write_report(const gd_cli *c, const char *dir, char lines[][1200], const char *figs)
{
    size_t plen = strlen(dir) + 32;
    char *pmd = malloc(plen), *phtml = malloc(plen), *tmd = NULL, *thtml = NULL, err[512];
    if (!pmd || !phtml) {
        free(pmd), free(phtml);
        return gd_cli_fail("out of memory");
    }
    snprintf(pmd, plen, "%s/report.md", dir);
    snprintf(phtml, plen, "%s/index.html", dir);
    rp_doc d = {0};
    d.dir = dir;
    d.c = c;
    d.md = gd_file_begin(pmd, &tmd, err, sizeof err);
    d.html = d.md ? gd_file_begin(phtml, &thtml, err, sizeof err) : NULL;
    if (!d.html) {
        if (d.md)
            gd_file_commit(d.md, tmd, pmd, 1, err, sizeof err);
        free(pmd), free(phtml);
        return gd_cli_fail("%s", err);
    }
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>gamedyn report</title><style>", d.html);
    fputs(style, d.html);
    /* Provenance as an attribute, escaped: a command line may hold anything, "-->" too. */
    fputs("</style><meta name=\"generator\" content=\"gamedyn ", d.html);
    rp_html_text(d.html, gd_version());
    fputs("; command: ", d.html);
    rp_html_text(d.html, c->command);
    fputs("\"></head><body>\n<h1>gamedyn report: the papers' numbers, measured</h1>\n", d.html);
    fputs("# gamedyn report: the papers' numbers, measured\n\n", d.md);
    rp_p(&d, "Made by %s (gamedyn %s). Every number comes from the data files in this folder, each made by the "
             "command listed at the end. Each table sets the measurement, its uncertainty and the papers' value side "
             "by side; rows marked ✗ disagree beyond the error, and the text under the table gives the best "
             "explanation found. The papers: R. E. Morrison, E. J. Friedman, A. S. Landsberg, \"Combinatorial games "
             "with a pass: a dynamical systems approach\", Chaos 21 (2011) 043108 (the pass paper); E. J. Friedman, "
             "A. S. Landsberg, \"Nonlinear dynamics in combinatorial games: renormalizing Chomp\", Chaos 17 (2007) "
             "023117 (Renormalizing Chomp). The figures of the papers: figures/index.html.",
         c->command, gd_version());
    int rc = rp_params(&d);
    if (rc == 0)
        rc = rp_passes(&d);
    if (rc == 0)
        rc = rp_opening(&d);
    if (rc == 0)
        rc = rp_overlap(&d);
    if (rc == 0)
        rc = rp_sensitivity(&d);
    if (rc == 0)
        rc = rp_ensembles(&d);
    if (rc == 0)
        rc = rp_growth(&d);
    if (rc == 0)
        rc = rp_compare(&d);
    if (rc == 0)
        rc = rp_scale_figures(&d);
    if (rc == 0) {
        rp_h2(&d, "dead", "Dead runs");
        rp_p(&d, "A run is dead when some rectangle [x',0,0], x' ≥ 1, becomes a P-position: every later position is "
                 "then N. compare leaves dead random seeds out of its distances.");
        int dead = 0;
        char path[4096];
        for (int i = 0; i < NEXP; i++) {
            snprintf(path, sizeof path, "%s/%s.tsv", dir, experiments[i].id);
            dead += comment_items(&d, path, "dead", experiments[i].id);
            dead += comment_items(&d, path, "left out", experiments[i].id);
        }
        rp_list_end(&d);
        if (!dead)
            rp_p(&d, "None of the runs above died (Chomp's random V redraws z ≥ 1 instead of clipping at 0; "
                     "docs/experiments.md).");
        rp_h2(&d, "summary", "Summary");
        rp_p(&d, "%d table rows disagree with the papers beyond the error; each is explained under its table. %d plots.",
             d.nbad, d.nplots);
        rp_h2(&d, "commands", "Commands");
        for (int i = 0; i < NEXP; i++)
            rp_code(&d, experiments[i].title, lines[i]);
        rp_code(&d, "the figures of the papers (figures/index.html)", figs);
    }
    fputs("</body></html>\n", d.html);
    int crc = gd_file_commit(d.md, tmd, pmd, rc != 0, err, sizeof err);
    if (crc && rc == 0)
        rc = gd_cli_fail("%s", err);
    crc = gd_file_commit(d.html, thtml, phtml, rc != 0, err, sizeof err);
    if (crc && rc == 0)
        rc = gd_cli_fail("%s", err);
    free(pmd), free(phtml);
    return rc;
}

int gd_cmd_report(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *shown = NULL;
    int small = 0;
    gd_cli_opt opts[] = {{"-o", &shown, NULL}, {"--small", NULL, &small}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "report");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!shown)
        return gd_cli_fail("-o DIR is required");
    if (c.game_name || c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("report takes only -o DIR, --small and -q: the sizes are fixed");
    /* Everything is made in dir, a temporary sibling of the user's shown. */
    char *dir;
    if ((rc = gd_cli_dir_begin(shown, &dir)) != 0)
        return rc;
    char lines[NEXP][1200], cmd[1400], figs[1200];
    for (int i = 0; i <= NEXP && rc == 0; i++) {
        double t0 = gd_seconds();
        const char *id = i < NEXP ? experiments[i].id : "figures";
        if (i < NEXP) {
            /* '@' in the arguments stands for the directory */
            size_t n = 0;
            for (const char *a = small ? experiments[i].small : experiments[i].args; *a && n + 1 < sizeof cmd; a++) {
                int w = *a == '@' ? snprintf(cmd + n, sizeof cmd - n, "%s", dir) : snprintf(cmd + n, sizeof cmd - n, "%c", *a);
                n = w > 0 && (size_t)w < sizeof cmd - n ? n + (size_t)w : sizeof cmd - 1;
            }
            snprintf(cmd + n, sizeof cmd - n, " -q -o %s/%s.tsv%s", dir, experiments[i].id,
                     experiments[i].json ? " --json" : "");
            if (experiments[i].json) {
                char json[4096];
                snprintf(json, sizeof json, "%s/%s.json", dir, experiments[i].id);
                rc = run_to(cmd, lines[i], sizeof lines[i], json);
                /* the command as it can be rerun: its JSON on stdout went to that file */
                size_t at = strlen(lines[i]);
                snprintf(lines[i] + at, sizeof lines[i] - at, " > %s/%s.json", shown, experiments[i].id);
            } else
                rc = gd_cli_run(cmd, lines[i], sizeof lines[i]);
        } else {
            snprintf(cmd, sizeof cmd, "figures -q -o %s/figures", dir);
            rc = gd_cli_run(cmd, figs, sizeof figs);
        }
        double dt = gd_seconds() - t0;
        if (rc == 0 && !c.quiet) {
            printf("report: %2d/%d %-24s %6.1f s\n", i + 1, NEXP + 2, id, dt);
            fflush(stdout);
        }
    }
    if (rc == 0) {
        double t0 = gd_seconds();
        rc = write_report(&c, dir, lines, figs);
        double dt = gd_seconds() - t0;
        if (rc == 0 && !c.quiet) {
            printf("report: %2d/%d %-24s %6.1f s\n", NEXP + 2, NEXP + 2, "tables and plots", dt);
            fflush(stdout);
        }
    }
    int drc = gd_cli_dir_end(dir, shown, rc != 0);
    rc = rc ? rc : drc;
    if (rc == 0)
        printf("report: %d experiments and the papers' figures in %s/: the numbers against the papers in "
               "%s/index.html (and report.md)\n",
               NEXP, shown, shown);
    return rc;
}
