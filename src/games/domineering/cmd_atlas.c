/* gamedyn atlas domineering - the values of every empty Domineering rectangle in a range,
 * with their thermographs: TSV, JSON, and an HTML page with the pictures (docs/atlas.md). */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/cgt.h"
#include "gamedyn/domineering.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char help[] =
    "usage: gamedyn atlas domineering [--max-cells K] [--rows A[-B]] [--cols A[-B]]\n"
    "                                 [-o FILE.tsv] [--json] [--html DIR] [--timings] [-q]\n"
    "       gamedyn atlas scoring-domineering [the same options] [--milnor-cells M]\n"
    "                                         [--value-cells V] [--value-chars N]\n"
    "                                         [--forms FILE]\n"
    "\n"
    "The atlas of Domineering rectangles: for every empty board of m rows and n columns with\n"
    "m*n <= K (and m, n in the ranges given), its canonical form in CGSuite's notation, its\n"
    "outcome class, left and right stops, mean, temperature and birthday, computed through\n"
    "the generic solver's table of values (regions and their normal forms; one table for the\n"
    "whole run, so m x n reuses n x m as its negative). docs/atlas.md holds a run's results.\n"
    "\n"
    "  --max-cells K  rectangles of at most K cells (default 30: about a minute of CPU; at\n"
    "                 most 144)\n"
    "  --rows A[-B]   rows from A to B (one number: exactly A); default 1 to K\n"
    "  --cols A[-B]   columns, the same way\n"
    "  -o FILE.tsv    the TSV into FILE instead of standard output\n"
    "  --json         one JSON line on standard output instead of the TSV there:\n"
    "                 the command, its parameters and \"rectangles\", one object each with the\n"
    "                 members rows, cols, value, outcome, left_stop, right_stop, mean,\n"
    "                 temperature, birthday, left_wall, right_wall (walls as in cgt --json)\n"
    "  --html DIR     DIR/index.html: the table and each rectangle's thermograph drawn inline\n"
    "                 (SVG; values grow to the left, as in Winning Ways)\n"
    "  --timings      each rectangle's wall-clock seconds and the process's CPU seconds for it\n"
    "                 as last columns 'seconds' and 'cpu_seconds' (TSV) and members (JSON). NOT\n"
    "                 reproducible: they depend on the machine, its load (the wall clock) and\n"
    "                 what the shared table held already. Without it the outputs are the same\n"
    "                 bytes on every run, and the times go to stderr only.\n"
    GD_CLI_MAX_MEM_HELP(" ")
    "  -q             no progress and no times on stderr\n"
    "\n"
    "TSV: provenance lines ('# gamedyn VERSION', '# command: ...', '# max_cells=...'), a header\n"
    "  rows cols value outcome left_stop right_stop mean temperature birthday [seconds cpu_seconds]\n"
    "then a line a rectangle, by rows then columns; numbers are exact (\"-3/4\"). The outputs of\n"
    "one run (-o, --html) are committed all or none. On a terminal the progress (rectangles\n"
    "done, rate, time left by count) goes to stderr. Bad input exits with status 2.\n"
    "\n"
    "scoring-domineering: the table of Scoring Domineering rectangles (docs/scoring.md; each\n"
    "domino scores 1, a component where at most one player can move is settled and scores\n"
    "that player's largest number of further moves), m*n <= K <= 64. TSV header\n"
    "  rows cols outcome_left outcome_right mean normal_mean reduced_equal value\n"
    "  value_birthday value_forms value_length [seconds cpu_seconds]\n"
    "outcome_left/right: the final score (Left's points minus Right's) under best play when\n"
    "Left, or Right, starts, by alpha-beta search of the board. For rectangles of at most M\n"
    "cells (--milnor-cells, default 20) also: mean, the mean of the scoring game as a Conway\n"
    "game M with numbers at its leaves (whose stops are checked to be the outcome);\n"
    "normal_mean, the mean of the normal-play value N; reduced_equal, whether M cooled by 1\n"
    "and N have one reduced canonical form (yes/no); empty beyond M cells. For rectangles of\n"
    "at most V cells (--value-cells, default 20) the canonical scoring value, its outcome\n"
    "checked too: value_birthday, value_forms (its distinct subforms other than numbers) and\n"
    "value_length (the characters of its text); value, the text itself (gamedyn scoring's\n"
    "notation) when it has at most N characters (--value-chars, default 4096), else empty.\n"
    "All four are empty beyond V cells, or when the store passes its share of --max-mem.\n"
    "  --forms FILE   every value computed, in full, as the graph of its subforms: TSV\n"
    "                 'name form', a line 'gK <A|B>' per distinct subform (options are numbers\n"
    "                 or names of earlier lines), and a line 'MxN gK' naming each rectangle's\n"
    "                 value (or 'MxN x' for a number x); committed with the other outputs\n"
    "--json members carry the table's names (null where the TSV is empty); --html DIR writes\n"
    "the table as DIR/index.html. stderr ends with the count of regions compared with normal\n"
    "play.\n";

typedef struct {
    int lo, hi;
} range;

static int parse_range(const char *opt, const char *v, int max, range *r)
{
    uint64_t a, b;
    const char *dash = v ? strchr(v, '-') : NULL;
    if (!v) {
        r->lo = 1, r->hi = max;
        return 0;
    }
    if (!dash)
        return gd_cli_parse_u64(opt, v, 1, GD_DOM_MAX_CELLS, &a) ? 2 : (r->lo = r->hi = (int)a, 0);
    char first[32];
    size_t n = (size_t)(dash - v);
    if (n == 0 || n >= sizeof first)
        return gd_cli_fail("%s '%s': expected A or A-B (1 <= A <= B)", opt, v);
    memcpy(first, v, n), first[n] = 0;
    if (gd_cli_parse_u64(opt, first, 1, GD_DOM_MAX_CELLS, &a) || gd_cli_parse_u64(opt, dash + 1, 1, GD_DOM_MAX_CELLS, &b))
        return 2;
    if (a > b)
        return gd_cli_fail("%s '%s': the range is empty (A > B)", opt, v);
    r->lo = (int)a, r->hi = (int)b;
    return 0;
}

static const char *dy(gd_dyadic x, char *buf, size_t len)
{
    return gd_dyadic_format(x, buf, len);
}

static void tsv(FILE *f, const gd_domineering_atlas_entry *e, int timings)
{
    char a[64], b[64], m[64], t[64];
    fprintf(f, "%d\t%d\t%s\t%c\t%s\t%s\t%s\t%s\t%u", e->rows, e->cols, e->value, e->outcome,
            dy(e->left_stop, a, sizeof a), dy(e->right_stop, b, sizeof b), dy(e->mean, m, sizeof m),
            dy(e->temperature, t, sizeof t), e->birthday);
    if (timings)
        fprintf(f, "\t%.6f\t%.6f", e->seconds, e->cpu_seconds);
    fputc('\n', f);
}

static void json(const gd_cli *c, const char *params, const gd_domineering_atlas_entry *e, size_t n, int timings)
{
    char b[64];
    gd_json j;
    gd_cli_json_start(&j, c, params, NULL);
    gd_json_array(&j, "rectangles");
    for (size_t i = 0; i < n; i++) {
        gd_json_object(&j, NULL);
        gd_json_i64(&j, "rows", e[i].rows);
        gd_json_i64(&j, "cols", e[i].cols);
        gd_json_str(&j, "value", e[i].value);
        char o[2] = {e[i].outcome, 0};
        gd_json_str(&j, "outcome", o);
        gd_json_str(&j, "left_stop", dy(e[i].left_stop, b, sizeof b));
        gd_json_str(&j, "right_stop", dy(e[i].right_stop, b, sizeof b));
        gd_json_str(&j, "mean", dy(e[i].mean, b, sizeof b));
        gd_json_str(&j, "temperature", dy(e[i].temperature, b, sizeof b));
        gd_json_u64(&j, "birthday", e[i].birthday);
        gd_cli_json_wall(&j, "left_wall", e[i].th.left, e[i].th.nleft);
        gd_cli_json_wall(&j, "right_wall", e[i].th.right, e[i].th.nright);
        if (timings) {
            gd_json_num(&j, "seconds", e[i].seconds);
            gd_json_num(&j, "cpu_seconds", e[i].cpu_seconds);
        }
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_cli_json_end(&j);
}

/* index.html in dir (a directory output's temporary folder): 0, or 2 after an error. */
static int html(const gd_cli *c, const char *dir, const char *params, const gd_domineering_atlas_entry *e, size_t n)
{
    size_t len = strlen(dir) + 16;
    char *path = malloc(len), *tmp = NULL, b[64];
    if (!path)
        return gd_cli_fail("out of memory");
    snprintf(path, len, "%s/index.html", dir);
    FILE *f = gd_cli_html_begin(c, path, "The atlas of Domineering rectangles", &tmp);
    if (!f) {
        free(path);
        return 2;
    }
    fputs("<style>table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;"
          "text-align:left}td.v{font-family:monospace;max-width:40em;word-break:break-all}"
          "svg.thermograph{max-width:100%;height:auto}</style>\n<p>",
          f);
    gd_cli_html(f, params);
    fputs("</p>\n<p>Left places vertical dominoes, Right horizontal ones; m rows, n columns. Thermographs: "
          "value on the horizontal axis growing to the left (Left's wall on the left), temperature "
          "upward.</p>\n<table>\n<tr><th>m</th><th>n</th><th>value</th><th>outcome</th><th>stops</th>"
          "<th>mean</th><th>temperature</th><th>birthday</th></tr>\n",
          f);
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "<tr><td>%d</td><td>%d</td><td class=\"v\"><a href=\"#r%dx%d\">", e[i].rows, e[i].cols,
                e[i].rows, e[i].cols);
        gd_cli_html(f, e[i].value);
        fprintf(f, "</a></td><td>%c</td><td>%s", e[i].outcome, dy(e[i].left_stop, b, sizeof b));
        fprintf(f, ", %s</td>", dy(e[i].right_stop, b, sizeof b));
        fprintf(f, "<td>%s", dy(e[i].mean, b, sizeof b)); /* one buffer: one call each */
        fprintf(f, "</td><td>%s</td><td>%u</td></tr>\n", dy(e[i].temperature, b, sizeof b), e[i].birthday);
    }
    fputs("</table>\n", f);
    int failed = 0;
    for (size_t i = 0; i < n && !failed; i++) {
        fprintf(f, "<figure id=\"r%dx%d\"><figcaption>%d x %d</figcaption>\n", e[i].rows, e[i].cols, e[i].rows,
                e[i].cols);
        gd_cgt_svg_options o = {.caption = e[i].value};
        failed = gd_cgt_thermograph_svg(f, &e[i].th, &o) != 0;
        fputs("</figure>\n", f);
    }
    int rc = gd_cli_html_end(f, tmp, path, failed);
    free(path);
    return rc;
}

int gd_cmd_atlas(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    c.max_args = 0;
    const char *maxs = NULL, *rows = NULL, *cols = NULL, *out = NULL, *dir = NULL, *vcells = NULL, *mcells = NULL,
               *vchars = NULL, *forms = NULL;
    int as_json = 0, timings = 0;
    gd_cli_opt opts[] = {{"--max-cells", &maxs, NULL}, {"--rows", &rows, NULL},   {"--cols", &cols, NULL},
                         {"-o", &out, NULL},           {"--html", &dir, NULL},    {"--json", NULL, &as_json},
                         {"--timings", NULL, &timings}, {"--value-cells", &vcells, NULL},
                         {"--milnor-cells", &mcells, NULL}, {"--value-chars", &vchars, NULL},
                         {"--forms", &forms, NULL}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "atlas");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!c.game_name)
        return gd_cli_fail("atlas: expected a family: gamedyn atlas domineering (see gamedyn atlas --help)");
    int scoring = strcmp(c.game_name, "scoring-domineering") == 0;
    if (strcmp(c.game_name, "domineering") != 0 && !scoring)
        return gd_cli_fail("atlas: no atlas of '%s' (the atlases are of domineering and scoring-domineering)",
                           c.game_name);
    if ((vcells || mcells || vchars || forms) && !scoring)
        return gd_cli_fail("atlas: --value-cells, --value-chars, --forms and --milnor-cells are options of the "
                           "scoring-domineering atlas");
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("atlas: --pass, --perturb, --xmax and --ymax do not apply");
    uint64_t k = 30;
    range rr, cr;
    uint64_t vc = 20, mc = 20, vn = 4096;
    if ((maxs && gd_cli_parse_u64("--max-cells", maxs, 1, scoring ? 64 : GD_DOM_MAX_CELLS, &k)) ||
        parse_range("--rows", rows, (int)k, &rr) || parse_range("--cols", cols, (int)k, &cr) ||
        (vcells && gd_cli_parse_u64("--value-cells", vcells, 0, 64, &vc)) ||
        (mcells && gd_cli_parse_u64("--milnor-cells", mcells, 0, 64, &mc)) ||
        (vchars && gd_cli_parse_u64("--value-chars", vchars, 0, UINT64_MAX, &vn)))
        return 2;
    if (out && as_json && strcmp(out, "-") == 0)
        return gd_cli_fail("atlas: -o - and --json both write standard output: choose one");
    if (scoring) {
        gd_cli_atlas_args a = {(int)k, rr.lo, rr.hi, cr.lo, cr.hi, (int)mc, (int)vc, as_json, timings, vn, out, dir, forms};
        return gd_cmd_atlas_scoring(&c, &a);
    }

    size_t total = 0;
    for (int m = rr.lo; m <= rr.hi; m++)
        for (int n = cr.lo; n <= cr.hi; n++)
            total += (size_t)gd_domineering_atlas_in_range(m, n, rr.lo, rr.hi, cr.lo, cr.hi, (int)k);
    if (!total)
        return gd_cli_fail("atlas: no rectangle in the range (rows %d-%d, columns %d-%d, at most %d cells)", rr.lo,
                           rr.hi, cr.lo, cr.hi, (int)k);
    char err[512], params[256];
    snprintf(params, sizeof params, "game=domineering max_cells=%d rows=%d-%d cols=%d-%d", (int)k, rr.lo, rr.hi,
             cr.lo, cr.hi);

    /* The outputs are opened before the run, so a bad path fails at once; they are committed
     * all or none at the end: the TSV file, then the HTML folder. */
    gd_outputs os = {0};
    char *tmpdir = NULL;
    FILE *f = NULL;
    if (out && strcmp(out, "-") != 0 && !(f = gd_outputs_add(&os, out, err, sizeof err)))
        return gd_cli_fail("%s", err);
    if (dir && (rc = gd_cli_dir_begin(dir, &tmpdir)) != 0) {
        gd_outputs_commit(&os, 1, err, sizeof err);
        return rc;
    }
    gd_game_options go = {0};
    go.max_mem = c.max_mem;
    gd_game *g = gd_game_open("domineering", &go, err, sizeof err);
    if (!g)
        return gd_cli_fail("%s", err);
    gd_solver *s = gd_solver_new(g, 0);
    gd_domineering_atlas_entry *e = calloc(total, sizeof *e);
    size_t done = 0;
    double t0 = gd_seconds();
    gd_progress bar; /* the time left is by count: the larger rectangles come last and cost more */
    gd_progress_start(&bar, "rectangle", total, c.quiet);
    if (!s || !e)
        rc = gd_cli_fail("out of memory");
    for (int m = rr.lo; m <= rr.hi && !rc; m++)
        for (int n = cr.lo; n <= cr.hi && !rc; n++) {
            if (!gd_domineering_atlas_in_range(m, n, rr.lo, rr.hi, cr.lo, cr.hi, (int)k))
                continue;
            if (gd_domineering_atlas_value(s, m, n, &e[done], err, sizeof err) != 0)
                rc = gd_cli_fail("atlas: %s", err);
            else {
                done++;
                gd_progress_update(&bar, done);
            }
        }
    gd_progress_end(&bar);
    double secs = gd_seconds() - t0, cpu = 0;
    for (size_t i = 0; i < done; i++)
        cpu += e[i].cpu_seconds;

    int failed = rc != 0;
    if (!rc) {
        FILE *t = f ? f : as_json ? NULL : stdout;
        if (t) {
            gd_io_provenance(t, c.command, "%s%s", params, timings ? " timings=seconds,cpu_seconds (not reproducible)" : "");
            fprintf(t, "rows\tcols\tvalue\toutcome\tleft_stop\tright_stop\tmean\ttemperature\tbirthday%s\n",
                    timings ? "\tseconds\tcpu_seconds" : "");
            for (size_t i = 0; i < done; i++)
                tsv(t, &e[i], timings);
        }
        if (as_json)
            json(&c, params, e, done, timings);
        if (tmpdir)
            rc = html(&c, tmpdir, params, e, done);
    }
    failed |= rc != 0;
    if (gd_outputs_commit(&os, failed, err, sizeof err) != 0 && !failed)
        rc = gd_cli_fail("%s", err), failed = 1;
    if (tmpdir && gd_cli_dir_end(tmpdir, dir, failed) && !rc)
        rc = 2;
    if (!rc && !c.quiet)
        fprintf(stderr,
                "atlas: %zu rectangles (at most %d cells) in %.2f s (%.2f s of CPU); %llu regions valued, %zu forms "
                "stored\n",
                done, (int)k, secs, cpu, (unsigned long long)gd_solver_value_count(s),
                gd_cgt_size(gd_solver_cgt(s)));
    for (size_t i = 0; i < done; i++)
        gd_domineering_atlas_entry_free(&e[i]);
    free(e);
    gd_solver_free(s);
    gd_game_free(g);
    return rc;
}
