/* gamedyn report - every experiment and figure, with a report comparing them to the papers. */
#include "tool.h"
#include "step.h"
#include "gamedyn/report.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn report -o DIR [--small] [--census CDIR] [--json] [-q]\n"
    "\n"
    "Runs every experiment at its default size (params, opening, overlap, sensitivity,\n"
    "compare; scoring claims and the Scoring Domineering rectangles against normal play)\n"
    "and the figures, and writes DIR/report.md (measured against published numbers and\n"
    "claims, with the command of each) and DIR/index.html (the same, with the plots\n"
    "and a link to DIR/figures/index.html). Every data file and plot in DIR records\n"
    "the command that made it. About half a minute on two cores.\n"
    "  --small  every experiment at a small size (a few seconds; for tests: the\n"
    "           numbers are then not the papers' sizes and may disagree more)\n"
    "  --census CDIR  a section on censuses made apart: each subfolder of CDIR with\n"
    "           a params.tsv and its sheets.tsv (params chomp --sheets; made by\n"
    "           bench/census_far.sh run X CDIR/NAME): tails, tail periods, constants\n"
    "  --json   instead of the stage lines, one JSON line once DIR is complete\n"
    "           (docs/format.md): \"output\", \"index\", \"markdown\" and \"steps\" (\"id\",\n"
    "           \"command\": each step as it can be rerun)\n"
    "\n"
    "stdout: one line a stage (unless -q) and where to look; the numbers are in the\n"
    "files. DIR is built under a temporary name beside it and appears only when\n"
    "complete: a failed or interrupted run leaves nothing new (docs/outputs.md).\n";

/* The words of a step with "@" replaced by dir, then "-q -o dir/ofile" and "--json" when
 * json (NULL-terminated, each malloc'd); NULL when out of memory. */
static char **words(const char *const *args, const char *dir, const char *ofile, int json)
{
    const char *tail[] = {"-q", "-o", "@/", json ? "--json" : NULL};
    int n = 0;
    while (args[n])
        n++;
    char **w = calloc((size_t)n + 5, sizeof *w);
    for (int i = 0; w && i < n + 4; i++) {
        const char *a = i < n ? args[i] : tail[i - n];
        if (!a)
            break;
        int at = a[0] == '@';
        const char *file = i == n + 2 ? ofile : "";
        size_t len = strlen(a) + (at ? strlen(dir) : 0) + strlen(file) + 1;
        if (!(w[i] = malloc(len))) {
            for (int k = 0; k < i; k++)
                free(w[k]);
            free(w);
            return NULL;
        }
        snprintf(w[i], len, "%s%s%s", at ? dir : "", a + at, file);
    }
    return w;
}

static void free_words(char **w)
{
    for (int i = 0; w && w[i]; i++)
        free(w[i]);
    free(w);
}

enum { LINE = 4096 };

/* Runs step st (NULL: the figures) into tmp, the folder shown as dir; line (LINE bytes)
 * receives the command as it can be rerun. */
static int run_step(const char *self, const gd_report_step *st, int small, const char *tmp, const char *dir,
                    char *line)
{
    static const char *const figures[] = {"figures", NULL};
    const char *const *args = st ? (small ? st->small : st->args) : figures;
    const char *id = st ? st->id : "figures";
    char ofile[256], out[4096];
    snprintf(ofile, sizeof ofile, "%s%s", id, st ? ".tsv" : "");
    snprintf(out, sizeof out, "%s/%s.json", tmp, id);
    int json = st && st->json;
    char **w = words(args, tmp, ofile, json);
    if (!w)
        return gd_cli_fail("out of memory");
    int rc = gd_cli_step(self, (const char *const *)w, json ? out : NULL, line, LINE);
    free_words(w);
    if (json) { /* its JSON on stdout went to that file */
        size_t at = strlen(line);
        snprintf(line + at, LINE - at, " > %s/%s.json", dir, id);
    }
    return rc;
}

/* The --json line: the folder, its two documents and each step's command as it can be rerun. */
static void print_json(const gd_cli *c, const gd_report_step *steps, int n, const char *const *lines, const char *dir)
{
    char path[4096];
    gd_json j;
    gd_cli_json_start(&j, c, "", "");
    gd_json_str(&j, "output", dir);
    snprintf(path, sizeof path, "%s/index.html", dir);
    gd_json_str(&j, "index", path);
    snprintf(path, sizeof path, "%s/report.md", dir);
    gd_json_str(&j, "markdown", path);
    gd_json_array(&j, "steps");
    for (int i = 0; i <= n; i++) {
        gd_json_object(&j, NULL);
        gd_json_str(&j, "id", i < n ? steps[i].id : "figures");
        gd_json_str(&j, "command", lines[i]);
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_cli_json_end(&j);
}

int gd_cmd_report(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *shown = NULL, *census = NULL;
    int small = 0;
    int json = 0;
    gd_cli_opt opts[] = {{"-o", &shown, NULL}, {"--small", NULL, &small}, {"--json", NULL, &json},
                           {"--census", &census, NULL}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "report");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!shown)
        return gd_cli_fail("-o DIR is required");
    if (c.game_name || c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("report takes only -o DIR, --small, --census CDIR, --json and -q: the sizes are fixed");
    char cerr[1024];
    if (census && gd_report_census_check(census, cerr, sizeof cerr) != 0)
        return gd_cli_fail("%s", cerr);
    int stages = !c.quiet && !json; /* with --json standard output holds the one line */
    int n;
    const gd_report_step *steps = gd_report_steps(&n);
    char *buf = calloc((size_t)n + 1, LINE), **lines = calloc((size_t)n + 1, sizeof *lines);
    if (!buf || !lines) {
        free(buf), free(lines);
        return gd_cli_fail("out of memory");
    }
    for (int i = 0; i <= n; i++)
        lines[i] = buf + (size_t)i * LINE;
    /* Everything is made in dir, a temporary sibling of the user's shown. */
    char *dir;
    if ((rc = gd_cli_dir_begin(shown, &dir)) != 0) {
        free(buf), free(lines);
        return rc;
    }
    /* Between the steps' lines, the steps done and the time left by count (the steps run
     * quietly: their own progress lines would cross this one). */
    gd_progress bar;
    gd_progress_start(&bar, "step", (uint64_t)n + 2, c.quiet);
    for (int i = 0; i <= n && rc == 0; i++) {
        double t0 = gd_seconds();
        rc = run_step(argv[0], i < n ? &steps[i] : NULL, small, dir, shown, lines[i]);
        gd_progress_clear(&bar);
        if (rc == 0 && stages) {
            printf("report: %2d/%d %-24s %6.1f s\n", i + 1, n + 2, i < n ? steps[i].id : "figures", gd_seconds() - t0);
            fflush(stdout);
        }
        gd_progress_update(&bar, (uint64_t)i + 1);
    }
    gd_progress_end(&bar);
    if (rc == 0) {
        double t0 = gd_seconds();
        char params[1024], err[1024];
        gd_cli_parameters(&c, params, sizeof params);
        gd_report_context ctx = {c.command, gd_version(), params, dir, stderr, census};
        if ((rc = gd_report_write(&ctx, (const char *const *)lines, err, sizeof err)) != 0)
            gd_cli_fail("%s", err);
        if (rc == 0 && stages) {
            printf("report: %2d/%d %-24s %6.1f s\n", n + 2, n + 2, "tables and plots", gd_seconds() - t0);
            fflush(stdout);
        }
    }
    int drc = gd_cli_dir_end(dir, shown, rc != 0);
    rc = rc ? rc : drc;
    if (rc == 0 && json)
        print_json(&c, steps, n, (const char *const *)lines, shown);
    else if (rc == 0)
        printf("report: %d experiments and the papers' figures in %s/: the numbers against the papers in "
               "%s/index.html (and report.md)\n",
               n, shown, shown);
    free(buf), free(lines);
    gd_cli_done(&c);
    return rc;
}
