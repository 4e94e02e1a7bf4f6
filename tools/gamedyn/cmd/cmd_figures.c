/* gamedyn figures - every figure of the two papers, each made by a gamedyn command
 * that is run here exactly as index.html records it. */
#include "tool.h"
#include "step.h"
#include "gamedyn/experiment.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn figures -o DIR [--json] [-q]\n"
    "\n"
    "Reproduces, at the papers' parameters, the figures of\n"
    "  R. E. Morrison, E. J. Friedman, A. S. Landsberg, \"Combinatorial games with a\n"
    "  pass: a dynamical systems approach\", Chaos 21 (2011) 043108 (the pass paper)\n"
    "  E. J. Friedman, A. S. Landsberg, \"Nonlinear dynamics in combinatorial games:\n"
    "  renormalizing Chomp\", Chaos 17 (2007) 023117 (Renormalizing Chomp)\n"
    "plus the 2-pile Grundy tables of Nim with and without the pass, and (with the table\n"
    "command) the notebook's two-heap pictures and a gallery after Larsson's.\n"
    "Each figure is a PNG in DIR made by one gamedyn command, drawn in a frame (--axes:\n"
    "axes, ticks, title, colour bar or legend); DIR/index.html shows\n"
    "them with the paper's caption and that exact command. Parameters the papers do\n"
    "not state are listed in docs/pictures.md. DIR is built under a temporary name\n"
    "beside it and appears only when complete (docs/outputs.md).\n"
    "\n"
    "  --json  one JSON line once DIR is complete (docs/format.md): \"output\" (DIR), \"index\"\n"
    "          and \"figures\", one object a figure: \"file\" (in DIR), \"source\", \"caption\"\n"
    "          and \"command\" (the gamedyn command that drew it, as index.html shows it)\n"
    "  -q      no line a figure\n";

typedef struct {
    const char *file, *paper, *caption;
    const char *const *args; /* the words of a gamedyn command, without "gamedyn" and -o */
} figure;

#define W(...) ((const char *const[]){__VA_ARGS__, NULL})

static const figure figures[] = {
    {"pass-fig1a", "Pass paper, Fig. 1a", "Instant-winner sheet W_100 of Nim.", W("sheet", "nim", "--x", "100", "--scale", "2")},
    {"pass-fig1b", "Pass paper, Fig. 1b", "The hatted sheet W_100 of Nim with a pass.",
     W("sheet", "nim", "--pass", "--x", "100", "--scale", "2")},
    {"pass-fig1c", "Pass paper, Fig. 1c", "Instant-winner sheet W_200 of Chomp.", W("sheet", "chomp", "--x", "200", "--scale", "2")},
    {"pass-fig1d", "Pass paper, Fig. 1d", "The hatted sheet W_200 of Chomp with a pass.",
     W("sheet", "chomp", "--pass", "--x", "200", "--scale", "2")},
    {"pass-fig4a", "Pass paper, Fig. 4 (left)", "Nim W_50: compare with W_100 at twice the scale.",
     W("sheet", "nim", "--x", "50", "--scale", "4")},
    {"pass-fig4b", "Pass paper, Fig. 4 (right)", "Nim W_100: the same picture as W_50, a factor of two larger.",
     W("sheet", "nim", "--x", "100", "--scale", "2")},
    {"pass-fig5a", "Pass paper, Fig. 5 (left)", "Nim W_55.", W("sheet", "nim", "--x", "55", "--scale", "4")},
    {"pass-fig5b", "Pass paper, Fig. 5 (right)", "Nim W_110: similar to W_55 at twice the scale.",
     W("sheet", "nim", "--x", "110", "--scale", "2")},
    {"pass-fig7a", "Pass paper, Fig. 7", "Nim with a pass, W_50.", W("sheet", "nim", "--pass", "--x", "50", "--scale", "4")},
    {"pass-fig7b", "Pass paper, Fig. 7",
     "Nim with a pass, W_100: W_50 again at twice the scale, with finer detail, as the pass paper shows (the "
     "distances: gamedyn report, Scale invariance in the figures).",
     W("sheet", "nim", "--pass", "--x", "100", "--scale", "2")},
    {"pass-fig7c", "Pass paper, Fig. 7", "Nim with a pass, W_55.", W("sheet", "nim", "--pass", "--x", "55", "--scale", "4")},
    {"pass-fig7d", "Pass paper, Fig. 7", "Nim with a pass, W_110: W_55 at twice the scale, less exactly.",
     W("sheet", "nim", "--pass", "--x", "110", "--scale", "2")},
    {"pass-fig9", "Pass paper, Fig. 9",
     "Generic Nim: [9,13,4] declared an automatic N-position; W_85.",
     W("sheet", "nim", "--perturb", "point:9,13,4", "--x", "85", "--scale", "3")},
    {"pass-fig10", "Pass paper, Fig. 10",
     "Generic Chomp: the P-position [20,3,10] declared an automatic N-position; W_200.",
     W("sheet", "chomp", "--perturb", "point:20,3,10", "--x", "200", "--scale", "2")},
    {"pass-fig11", "Pass paper, Fig. 11",
     "Infinite-generic Nim: one automatic N-position in every column, z = round(y + 10 N(0,1)), seed 1; W_85.",
     W("sheet", "nim", "--perturb", "random:seed=1,sigma=10", "--x", "85", "--scale", "3")},
    {"renorm-fig2a", "Renormalizing Chomp, Fig. 2a", "W_800.", W("sheet", "chomp", "--x", "800")},
    {"renorm-fig2b", "Renormalizing Chomp, Fig. 2b", "W_400 (the same shape as W_800 at half the size).",
     W("sheet", "chomp", "--x", "400", "--scale", "2")},
    {"renorm-fig2c", "Renormalizing Chomp, Fig. 2c", "L_400: the loser sheet, its lower and upper loser lines meeting the flat tail.",
     W("sheet", "chomp", "--x", "400", "--kind", "L", "--scale", "2")},
    {"renorm-fig2d", "Renormalizing Chomp, Fig. 2 (overlay)",
     "L_400 in red on W_400 in grey: the losers hug the boundaries of the instant winners.",
     W("sheet", "chomp", "--x", "400", "--kind", "both", "--scale", "2")},
    {"renorm-fig4", "Renormalizing Chomp, Fig. 4", "W_100.", W("sheet", "chomp", "--x", "100", "--scale", "4")},
    {"renorm-fig5", "Renormalizing Chomp, Fig. 5",
     "The decomposition of W_100 by the lines of the earlier modified loser sheets D L_x': lower loser line LL "
     "(blue), upper loser line U (red), flat tail F (green), deadly diagonal DD (orange); DD over U magenta, "
     "DD over F brown, DD over LL cyan.",
     W("sheet", "chomp", "--x", "100", "--decompose", "--scale", "4")},
    {"nimpass-grundy", "Nim With a Pass notebook",
     "Grundy values g(a,b) of 2-pile Nim with a pass, a,b <= 900, on a hue map (red 0 ... magenta max): "
     "organic ribbons.",
     W("grundy", "nim", "--pass", "--max", "900")},
    {"nim-grundy", "Nim With a Pass notebook",
     "Plain 2-pile Nim, g(a,b) = a XOR b for a,b <= 1023, same colour map: a rigid self-similar pattern.",
     W("grundy", "nim", "--max", "1023")},
    {"wythoff-fig1", "Larsson's survey of Wythoff's game, Fig. 1",
     "The first P-positions of Wythoff's game on the 16 x 16 board (black), each with the queen's lines (up, right, "
     "diagonal) of the N-positions it makes, coloured in the mex rule's order (red first ... magenta last).",
     W("wythoff", "--figure", "16", "--cell", "12")},
};

/* The two-heap tables of the Nim With a Pass notebook and a gallery after Larsson, drawn
 * by the table command (docs/pictures.md, Table pictures). They run only when the table
 * command is registered (gd_cli_has_command), so figures works on a build without it. */
static const figure table_figures[] = {
    {"table-sub127-pass", "Nim With a Pass notebook",
     "Subtraction game with a pass, mx = 127 (take 1..127 from one heap, the notebook's Sub[a,b,127]): g'(a,b) for "
     "a,b <= 149 (150 x 150), hue map red 0 ... magenta max.",
     W("table", "sub:127", "--pass", "--max", "149", "--scale", "4")},
    {"table-sub31-pass", "Nim With a Pass notebook",
     "Subtraction game with a pass, mx = 31 (take 1..31 from one heap): g'(a,b) for a,b <= 154 (155 x 155), hue map.",
     W("table", "sub:31", "--pass", "--max", "154", "--scale", "4")},
    {"table-wythoff", "Nim With a Pass notebook",
     "Wythoff's game: g(a,b) for a,b <= 199 (200 x 200), hue map; its P-positions (red) are the two lines of "
     "slopes phi and 1/phi.",
     W("table", "wythoff", "--max", "199", "--scale", "3")},
    {"table-nimpass-lines", "Nim With a Pass notebook",
     "Nim with a pass, g'(a,b) for a,b <= 900 in ArrayPlot's orientation (a down, b right, origin top-left), with "
     "the white lines of slopes -1, -1/2, -1/3, -1/7 from (0,0): the rays b = n a, n = 1, 2, 3, 7.",
     W("table", "nim", "--pass", "--max", "900", "--lines", "1,2,3,7", "--origin", "top-left")},
    {"table-nimpass-value10", "Nim With a Pass notebook",
     "Nim with a pass: the positions of value g'(a,b) = 10 (the notebook's NimPEqList) for a,b <= 300, black, "
     "between the bounding lines b = a - 11 and b = a + 11 (red).",
     W("table", "nim", "--pass", "--value", "10", "--max", "300", "--scale", "2")},
    {"table-blocking-wythoff-b1", "After Larsson, Blocking Wythoff Nim",
     "Blocking Wythoff, B = 1 (Larsson's k = 2): palace numbers for a,b <= 199; P-positions with 0 palaces black, "
     "with 1 red, N white.",
     W("table", "wythoff", "--blocking", "1", "--max", "199", "--scale", "3")},
    {"table-blocking-wythoff-b2", "After Larsson, Blocking Wythoff Nim",
     "Blocking Wythoff, B = 2 (k = 3): a,b <= 199; P with 0 palaces black, 1 red, 2 magenta; N white.",
     W("table", "wythoff", "--blocking", "2", "--max", "199", "--scale", "3")},
    {"table-blocking-wythoff-b3", "After Larsson, Blocking Wythoff Nim",
     "Blocking Wythoff, B = 3 (k = 4): a,b <= 199; P with 0 palaces black, 1 red, 2 cyan, 3 magenta; N white.",
     W("table", "wythoff", "--blocking", "3", "--max", "199", "--scale", "3")},
    {"table-maharaja", "After Larsson, CombinArtorial games",
     "Maharaja Nim (Wythoff's queen moves plus the knight's (1,2) and (2,1)): g(a,b) for a,b <= 199, hue map.",
     W("table", "maharaja", "--max", "199", "--scale", "3")},
    {"table-blocking-maharaja", "After Larsson, CombinArtorial games",
     "Blocking Maharaja Nim, B = 1: palace numbers for a,b <= 199; 0 black, 1 red, N white.",
     W("table", "maharaja", "--blocking", "1", "--max", "199", "--scale", "3")},
    {"table-linear", "After Larsson, CombinArtorial games (OEIS A307296)",
     "The linear game L = {(1,0), (3,2), (1,1), (0,1)} (Linear Nimhoff): g(a,b) for a,b <= 255, hue map.",
     W("table", "linear:(1,0);(3,2);(1,1);(0,1)", "--max", "255", "--scale", "2")},
    {"table-perturbed-wythoff", "After Larsson, perturbed games",
     "Wythoff's game with (20,30) a forced terminal position (an N-position made P): the outcomes for a,b <= 199, "
     "P black, N white; the P-lines bend above and to the right of (20,30).",
     W("table", "wythoff", "--blocking", "0", "--perturb", "terminal:20,30", "--max", "199", "--scale", "3")},
    {"voxels-nim", "Nim With a Pass notebook",
     "Plain Nim in three dimensions: a cube at (a, b, a XOR b) for a,b <= 127, seen from three sides (0, 1, 2 quarter "
     "turns); the Sierpinski tetrahedron.",
     W("voxels", "nim", "--max", "127")},
    {"voxels-nim-pass", "Nim With a Pass notebook",
     "Nim with a pass in three dimensions: a cube at (a, b, g'(a,b)) for a,b <= 127, three sides; no recursive "
     "structure.",
     W("voxels", "nim", "--pass", "--max", "127")},
};

/* The page being written, and (for --json) what it shows: the line is printed only once the
 * folder is complete, so the figures are kept until then. */
typedef struct {
    FILE *html;
    int keep;
    size_t n, cap;
    char **e; /* per figure: file, source, caption, command (malloc'd, 4 a figure) */
    int failed; /* out of memory while keeping */
} page;

static void keep(page *pg, const char *file, const char *paper, const char *caption, const char *cmd)
{
    if (!pg->keep || pg->failed)
        return;
    if (pg->n + 4 > pg->cap) {
        size_t cap = pg->cap ? 2 * pg->cap : 64;
        char **e = realloc(pg->e, cap * sizeof *e);
        if (!e) {
            pg->failed = 1;
            return;
        }
        pg->e = e, pg->cap = cap;
    }
    char name[256];
    snprintf(name, sizeof name, "%s.png", file);
    const char *v[4] = {name, paper, caption, cmd};
    for (int i = 0; i < 4; i++)
        pg->failed |= !(pg->e[pg->n++] = strdup(v[i]));
}

static void print_json(const gd_cli *c, const page *pg, const char *dir)
{
    static const char *const keys[4] = {"file", "source", "caption", "command"};
    char index[4096];
    snprintf(index, sizeof index, "%s/index.html", dir);
    gd_json j;
    gd_cli_json_start(&j, c, "", "");
    gd_json_str(&j, "output", dir);
    gd_json_str(&j, "index", index);
    gd_json_array(&j, "figures");
    for (size_t i = 0; i < pg->n; i += 4) {
        gd_json_object(&j, NULL);
        for (int k = 0; k < 4; k++)
            gd_json_str(&j, keys[k], pg->e[i + k]);
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_cli_json_end(&j);
}

static void html_figure(page *pg, const char *file, const char *paper, const char *caption, const char *cmd)
{
    FILE *f = pg->html;
    keep(pg, file, paper, caption, cmd);
    fprintf(f, "<figure><img src=\"%s.png\" alt=\"%s\"><figcaption><b>", file, file);
    gd_cli_html(f, paper);
    fputs("</b>: ", f);
    gd_cli_html(f, caption);
    fputs("<br><code>", f);
    gd_cli_html(f, cmd);
    fputs("</code></figcaption></figure>\n", f);
}

/* Runs "gamedyn ARGS --axes [-q] -o DIR/FILE.png" as a step (step.h); line receives it as shown. */
static int run_words(const char *self, const char *const *args, int quiet, const char *dir, const char *file,
                     char *line, size_t len)
{
    enum { MAXW = 32 };
    const char *w[MAXW + 5];
    char out[4096];
    int n = 0;
    while (args[n] && n < MAXW)
        w[n] = args[n], n++;
    snprintf(out, sizeof out, "%s/%s.png", dir, file);
    /* Figures for a paper: every picture in its frame (axes, title, colour bar or legend). */
    w[n++] = "--axes";
    if (quiet)
        w[n++] = "-q";
    w[n++] = "-o";
    w[n++] = out;
    w[n] = NULL;
    return gd_cli_step(self, w, NULL, line, len);
}

static int run_figure(const char *self, page *html, const figure *fg, const char *dir, int quiet)
{
    char line[1200];
    int rc = run_words(self, fg->args, quiet, dir, fg->file, line, sizeof line);
    html_figure(html, fg->file, fg->paper, fg->caption, line);
    return rc;
}

/* Renormalizing Chomp Fig. 7: the unique winning move from [x,0,0] is r-type [x-r,r,0],
 * the end of the lower loser line of L_{x-r}, or s-type [x-s,0,s], the column-0 loser
 * of L_{x-s}. For the first x >= 200 of each type, L of the target sheet with the target ringed. */
static int opening_figures(const char *self, page *html, const char *dir, int quiet)
{
    const uint64_t X = 260;
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, X, X, 0};
    char err[512];
    gd_opening o;
    gd_engine *e = gd_opening_init(&o, X) == 0 ? gd_engine_new(&cfg, err, sizeof err) : NULL;
    const gd_sheet *sh;
    int rc = e ? 0 : -1;
    while (e && (rc = gd_engine_next(e, &sh, err, sizeof err)) == 0)
        gd_opening_add(&o, sh);
    gd_engine_free(e);
    if (rc < 0) {
        gd_opening_free(&o);
        return gd_cli_fail("%s", o.m ? err : "out of memory");
    }
    int found[2] = {0, 0};
    rc = 0;
    for (uint64_t x = 200; x <= X && rc == 0 && !(found[0] && found[1]); x++) {
        const gd_opening_move *m = &o.m[x];
        if (m->moves != 1)
            continue;
        gd_xyz t = {m->tx, m->ty, m->tz};
        int s_type = t.y == 0;
        if (found[s_type])
            continue;
        found[s_type] = 1;
        char xs[32], mark[64], line[1024], file[64], caption[512];
        snprintf(file, sizeof file, "renorm-fig7%s", s_type ? "b" : "a");
        snprintf(xs, sizeof xs, "%llu", (unsigned long long)t.x);
        snprintf(mark, sizeof mark, "%llu,%llu", (unsigned long long)t.y, (unsigned long long)t.z);
        snprintf(caption, sizeof caption,
                 "The winning opening move from the rectangle [%llu,0,0] is %s [%llu,%llu,%llu] (ringed in green) "
                 "on L_%llu: %s.",
                 (unsigned long long)x, s_type ? "the s-type move" : "the r-type move", (unsigned long long)t.x,
                 (unsigned long long)t.y, (unsigned long long)t.z, (unsigned long long)t.x,
                 s_type ? "the column-0 loser, whose deadly diagonal passes through [x,0,0]"
                        : "the end of the lower loser line at z = 0, shifted left onto [x,0,0]");
        const char *const args[] = {"sheet", "chomp", "--x", xs, "--kind", "both", "--mark", mark, "--scale", "3", NULL};
        rc = run_words(self, args, quiet, dir, file, line, sizeof line);
        html_figure(html, file, "Renormalizing Chomp, Fig. 7", caption, line);
    }
    gd_opening_free(&o);
    if (rc == 0 && !(found[0] && found[1]))
        rc = gd_cli_fail("figures: no rectangle with a unique %s-type opening in [200,%llu]", found[0] ? "s" : "r",
                         (unsigned long long)X);
    return rc;
}

int gd_cmd_figures(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *dir = NULL;
    int json = 0;
    gd_cli_opt opts[] = {{"-o", &dir, NULL}, {"--json", NULL, &json}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "figures");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (c.game_name || c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("figures takes only -o DIR, --json and -q: the parameters are the papers'");
    if (!dir)
        return gd_cli_fail("-o DIR is required");
    char *tmpdir;
    if ((rc = gd_cli_dir_begin(dir, &tmpdir)) != 0)
        return rc;
    size_t plen = strlen(tmpdir) + 32;
    char *path = malloc(plen), *tmp;
    if (!path) {
        gd_cli_dir_end(tmpdir, dir, 1);
        return gd_cli_fail("out of memory");
    }
    snprintf(path, plen, "%s/index.html", tmpdir);
    FILE *html = gd_cli_html_begin(&c, path, "The figures of the papers, by gamedyn " GD_VERSION, &tmp);
    if (!html) {
        gd_cli_dir_end(tmpdir, dir, 1);
        free(path);
        return 2;
    }
    /* Each command writes into the temporary directory; the pages record dir. With --json
     * the steps are quiet: standard output holds the one line. */
    int quiet = c.quiet || json;
    page pg = {html, json, 0, 0, NULL, 0};
    for (size_t i = 0; i < sizeof figures / sizeof figures[0] && rc == 0; i++)
        rc = run_figure(argv[0], &pg, &figures[i], tmpdir, quiet);
    if (rc == 0)
        rc = opening_figures(argv[0], &pg, tmpdir, quiet);
    for (size_t i = 0; gd_cli_has_command("table") && i < sizeof table_figures / sizeof table_figures[0] && rc == 0;
         i++)
        rc = run_figure(argv[0], &pg, &table_figures[i], tmpdir, quiet);
    if (rc == 0 && pg.failed)
        rc = gd_cli_fail("out of memory");
    int crc = gd_cli_html_end(html, tmp, path, rc != 0);
    rc = rc ? rc : crc;
    crc = gd_cli_dir_end(tmpdir, dir, rc != 0);
    rc = rc ? rc : crc;
    if (rc == 0 && json)
        print_json(&c, &pg, dir);
    else if (rc == 0)
        gd_cli_line(0, "figures: %s/index.html", dir);
    for (size_t i = 0; i < pg.n; i++)
        free(pg.e[i]);
    free(pg.e);
    free(path);
    return rc;
}
