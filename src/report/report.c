/* report.c - the experiments of the report and the document around the sections
 * (gamedyn/report.h): the introduction, the dead runs, the summary and the commands. */
#include "report_int.h"
#include "gamedyn/io.h"
#include <stdlib.h>
#include <string.h>

/* The words of a command, NULL-terminated. */
#define W(...) ((const char *const[]){__VA_ARGS__, NULL})

/* The runs, in the order of the report. Each writes DIR/ID.tsv; the report reads them back
 * and draws its own plots, with the papers' values in them. */
static const gd_report_step steps[] = {
    {"params-plain", "Chomp constants, plain",
     W("params", "chomp", "--xmax", "20000", "--sheets", "@/params-plain-sheets.tsv"),
     W("params", "chomp", "--xmax", "2000", "--sheets", "@/params-plain-sheets.tsv"), 0},
    {"params-pass", "Chomp constants, with a pass",
     W("params", "chomp", "--pass", "--xmax", "20000", "--sheets", "@/params-pass-sheets.tsv"),
     W("params", "chomp", "--pass", "--xmax", "600", "--sheets", "@/params-pass-sheets.tsv"), 0},
    {"params-generic", "Chomp constants, generic ([20,3,10] an automatic N-position)",
     W("params", "chomp", "--perturb", "point:20,3,10", "--xmax", "20000", "--sheets", "@/params-generic-sheets.tsv"),
     W("params", "chomp", "--perturb", "point:20,3,10", "--xmax", "2000", "--sheets", "@/params-generic-sheets.tsv"), 0},
    {"params-plain-eighth", "Chomp constants, plain, an eighth of X (finite-size check)",
     W("params", "chomp", "--xmax", "2500"),
     W("params", "chomp", "--xmax", "250"), 0},
    {"params-plain-quarter", "Chomp constants, plain, a quarter of X (finite-size check)",
     W("params", "chomp", "--xmax", "5000"),
     W("params", "chomp", "--xmax", "500"), 0},
    {"params-pass-quarter", "Chomp constants, with a pass, a quarter of X (several passes)",
     W("params", "chomp", "--pass", "--xmax", "5000"),
     W("params", "chomp", "--pass", "--xmax", "500"), 0},
    {"params-passes2", "Chomp constants, with 2 passes",
     W("params", "chomp", "--passes", "2", "--xmax", "5000"),
     W("params", "chomp", "--passes", "2", "--xmax", "500"), 0},
    {"params-passes3", "Chomp constants, with 3 passes",
     W("params", "chomp", "--passes", "3", "--xmax", "5000"),
     W("params", "chomp", "--passes", "3", "--xmax", "500"), 0},
    {"opening", "Winning opening moves of the rectangles",
     W("opening", "chomp", "--xmax", "20000"),
     W("opening", "chomp", "--xmax", "2000"), 0},
    {"overlap-nim", "Overlap, Nim with a pass (pass paper Fig. 12), bins of 16 levels",
     W("overlap", "nim", "--pass", "--xmax", "2000", "--bin", "16"),
     W("overlap", "nim", "--pass", "--xmax", "300", "--bin", "16"), 0},
    {"overlap-chomp", "Overlap, Chomp with a pass, bins of 16 levels",
     W("overlap", "chomp", "--pass", "--xmax", "2000", "--bin", "16"),
     W("overlap", "chomp", "--pass", "--xmax", "300", "--bin", "16"), 0},
    {"sens-chomp-50", "Sensitivity, Chomp, site [50,10] (Renormalizing Chomp)",
     W("sensitivity", "chomp", "--at", "50,10", "--xmax", "1000"),
     W("sensitivity", "chomp", "--at", "50,10", "--xmax", "350"), 0},
    {"sens-chomp-50-col0", "Sensitivity, Chomp, the column-0 loser of L_50",
     W("sensitivity", "chomp", "--at", "50,0", "--xmax", "1000"),
     W("sensitivity", "chomp", "--at", "50,0", "--xmax", "350"), 0},
    {"sens-chomp-300", "Sensitivity, Chomp, site [300,60]",
     W("sensitivity", "chomp", "--at", "300,60", "--xmax", "1000"),
     W("sensitivity", "chomp", "--at", "300,60", "--xmax", "350"), 0},
    {"sens-nim-finite", "Sensitivity, finite-generic Nim ([9,13,4]; pass paper Fig. 13), site [50,25]",
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--at", "50,25", "--xmax", "400"),
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--at", "50,25", "--xmax", "120"), 0},
    {"sens-nim-finite-20", "Sensitivity, finite-generic Nim ([9,13,4]), site [50,20]",
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--at", "50,20", "--xmax", "400"),
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--at", "50,20", "--xmax", "120"), 0},
    {"sens-nim-random", "Sensitivity, infinite-generic Nim (random V, seed 1), site [50,25]",
     W("sensitivity", "nim", "--perturb", "random:seed=1,sigma=10", "--at", "50,25", "--xmax", "400"),
     W("sensitivity", "nim", "--perturb", "random:seed=1,sigma=10", "--at", "50,25", "--xmax", "120"), 0},
    {"ens-chomp-lines", "Ensemble, Chomp, the line losers of L_50 (automatic-n)",
     W("sensitivity", "chomp", "--sites", "lines", "--at", "50", "--xmax", "150", "--count", "lines"),
     W("sensitivity", "chomp", "--sites", "lines", "--at", "50", "--xmax", "70", "--count", "lines"), 1},
    {"ens-chomp-lines-persist", "Ensemble, Chomp, the line losers of L_50 (persist)",
     W("sensitivity", "chomp", "--sites", "lines", "--at", "50", "--xmax", "150", "--count", "lines", "--reading", "persist"),
     W("sensitivity", "chomp", "--sites", "lines", "--at", "50", "--xmax", "70", "--count", "lines", "--reading", "persist"), 1},
    {"ens-chomp-pass", "Ensemble, Chomp with a pass, the line losers of L_50",
     W("sensitivity", "chomp", "--pass", "--sites", "lines", "--at", "50", "--xmax", "150", "--count", "lines"),
     W("sensitivity", "chomp", "--pass", "--sites", "lines", "--at", "50", "--xmax", "70", "--count", "lines"), 1},
    {"ens-chomp-random", "Ensemble, Chomp, 200 random sites at levels 25..200 (growth rate)",
     W("sensitivity", "chomp", "--sites", "random:200", "--levels", "25,50,100,200", "--span", "150", "--count", "lines"),
     W("sensitivity", "chomp", "--sites", "random:30", "--levels", "25,50", "--span", "30", "--count", "lines"), 1},
    {"ens-nim-finite", "Ensemble, finite-generic Nim [9,13,4], all P-positions of L_50 (automatic-n)",
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--sites", "all", "--at", "50", "--xmax", "150"),
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--sites", "all", "--at", "50", "--xmax", "70"), 1},
    {"ens-nim-finite-persist", "Ensemble, finite-generic Nim [9,13,4], L_50 (persist)",
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--sites", "all", "--at", "50", "--xmax", "150", "--reading", "persist"),
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--sites", "all", "--at", "50", "--xmax", "70", "--reading", "persist"), 1},
    {"ens-nim-finite-cone", "Ensemble, finite-generic Nim [9,13,4], L_50, counted in the light cone",
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--sites", "all", "--at", "50", "--xmax", "150", "--window", "cone"),
     W("sensitivity", "nim", "--perturb", "point:9,13,4", "--sites", "all", "--at", "50", "--xmax", "70", "--window", "cone"), 1},
    {"ens-nim-random", "Ensemble, infinite-generic Nim (random V, seed 1), L_50",
     W("sensitivity", "nim", "--perturb", "random:seed=1,sigma=10", "--sites", "all", "--at", "50", "--xmax", "150"),
     W("sensitivity", "nim", "--perturb", "random:seed=1,sigma=10", "--sites", "all", "--at", "50", "--xmax", "70"), 1},
    {"ens-nim-pass", "Ensemble, Nim with a pass, L_50",
     W("sensitivity", "nim", "--pass", "--sites", "all", "--at", "50", "--xmax", "150"),
     W("sensitivity", "nim", "--pass", "--sites", "all", "--at", "50", "--xmax", "70"), 1},
    {"compare-nim", "Coarse-grained distances, Nim",
     W("compare", "nim", "--x", "200", "--seeds", "5"),
     W("compare", "nim", "--x", "60", "--seeds", "5"), 0},
    {"compare-chomp", "Coarse-grained distances, Chomp",
     W("compare", "chomp", "--x", "200", "--seeds", "5"),
     W("compare", "chomp", "--x", "60", "--seeds", "5"), 0},
    {"scoring-claims", "Scoring play: the survey's claims",
     W("scoring", "claims"),
     W("scoring", "claims", "--max-cells", "8", "--sums", "300", "--pairs", "1000"), 0},
    {"scoring-table", "Scoring Domineering rectangles, against normal play",
     W("atlas", "scoring-domineering", "--max-cells", "25", "--milnor-cells", "25", "--value-cells", "0"),
     W("atlas", "scoring-domineering", "--max-cells", "12", "--milnor-cells", "12", "--value-cells", "0"), 0},
};
enum { nsteps = sizeof steps / sizeof steps[0] };

const gd_report_step *gd_report_steps(int *n)
{
    *n = nsteps;
    return steps;
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
    "th{background:#eee}tr.bad td{background:#fdd}"
    "tr.agree td:last-child{color:#070}caption{text-align:left;font-style:italic}"
    "figure.plot{margin:1em 0}figure.plot img{border:1px solid #ccc}"
    "p.cmd{font-size:85%;margin:0.2em 0}code{font-size:95%}";

int gd_report_write(const gd_report_context *ctx, const char *const *lines, char *err, size_t errlen)
{
    const char *dir = ctx->dir;
    if (errlen)
        err[0] = 0;
    size_t plen = strlen(dir) + 32;
    char *pmd = malloc(plen), *phtml = malloc(plen), *tmd = NULL, *thtml = NULL, ferr[512];
    if (!pmd || !phtml) {
        free(pmd), free(phtml);
        snprintf(err, errlen, "out of memory");
        return 2;
    }
    snprintf(pmd, plen, "%s/report.md", dir);
    snprintf(phtml, plen, "%s/index.html", dir);
    rp_doc d = {0};
    d.dir = dir;
    d.ctx = ctx;
    d.err = err;
    d.errlen = errlen;
    d.md = gd_file_begin(pmd, &tmd, ferr, sizeof ferr);
    d.html = d.md ? gd_file_begin(phtml, &thtml, ferr, sizeof ferr) : NULL;
    if (!d.html) {
        rp_fail(&d, "%s", ferr);
        if (d.md)
            gd_file_commit(d.md, tmd, pmd, 1, ferr, sizeof ferr);
        free(pmd), free(phtml);
        return 2;
    }
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>gamedyn report</title><style>", d.html);
    fputs(style, d.html);
    /* Provenance as an attribute, escaped: a command line may hold anything, "-->" too. */
    fputs("</style><meta name=\"generator\" content=\"gamedyn ", d.html);
    rp_html_text(d.html, ctx->version);
    fputs("; command: ", d.html);
    rp_html_text(d.html, ctx->command);
    fputs("\"></head><body>\n<h1>gamedyn report: the papers' numbers, measured</h1>\n", d.html);
    fputs("# gamedyn report: the papers' numbers, measured\n\n", d.md);
    rp_p(&d, "Made by %s (gamedyn %s). Every number comes from the data files in this folder, each made by the "
             "command listed at the end. Each table sets the measurement, its uncertainty and the papers' value side "
             "by side; rows marked ✗ disagree beyond the error, and the text under the table gives the best "
             "explanation found. The papers: R. E. Morrison, E. J. Friedman, A. S. Landsberg, \"Combinatorial games "
             "with a pass: a dynamical systems approach\", Chaos 21 (2011) 043108 (the pass paper); E. J. Friedman, "
             "A. S. Landsberg, \"Nonlinear dynamics in combinatorial games: renormalizing Chomp\", Chaos 17 (2007) "
             "023117 (Renormalizing Chomp); and for scoring play, U. Larsson, \"CombinArtorial games\" (section 5). The "
             "figures of the papers: figures/index.html.",
         ctx->command, ctx->version);
    int rc = rp_params(&d);
    if (rc == 0)
        rc = rp_census(&d);
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
    if (rc == 0)
        rc = rp_scoring(&d);
    if (rc == 0) {
        rp_h2(&d, "dead", "Dead runs");
        rp_p(&d, "A run is dead when some rectangle [x',0,0], x' ≥ 1, becomes a P-position: every later position is "
                 "then N. compare leaves dead random seeds out of its distances.");
        int dead = 0;
        char path[4096];
        for (int i = 0; i < nsteps; i++) {
            snprintf(path, sizeof path, "%s/%s.tsv", dir, steps[i].id);
            dead += comment_items(&d, path, "dead", steps[i].id);
            dead += comment_items(&d, path, "left out", steps[i].id);
        }
        rp_list_end(&d);
        if (!dead)
            rp_p(&d, "None of the runs above died (Chomp's random V redraws z ≥ 1 instead of clipping at 0; "
                     "docs/experiments.md).");
        rp_h2(&d, "summary", "Summary");
        rp_p(&d, "%d table rows disagree with the papers beyond the error; each is explained under its table. %d plots.",
             d.nbad, d.nplots);
        rp_h2(&d, "commands", "Commands");
        for (int i = 0; i < nsteps; i++)
            rp_code(&d, steps[i].title, lines[i]);
        rp_code(&d, "the figures of the papers (figures/index.html)", lines[nsteps]);
    }
    fputs("</body></html>\n", d.html);
    int crc = gd_file_commit(d.md, tmd, pmd, rc != 0, ferr, sizeof ferr);
    if (crc && rc == 0)
        rc = rp_fail(&d, "%s", ferr);
    crc = gd_file_commit(d.html, thtml, phtml, rc != 0, ferr, sizeof ferr);
    if (crc && rc == 0)
        rc = rp_fail(&d, "%s", ferr);
    free(pmd), free(phtml);
    return rc;
}

