/* gamedyn euclid - the table of Euclid's game: Grundy values or outcomes, either rule set. */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/table_pic.h"
#include "gamedyn/euclid.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn euclid --max N [--cd] [--outcome] [-o FILE.tsv|FILE.png|-] [--json] [-q]\n"
    "\n"
    "The table of Euclid's game (docs/euclid.md): positions (x,y); a move subtracts a\n"
    "positive multiple of the smaller number from the larger.\n"
    "  plain (default)  the result stays positive, (d,d) is the end (the game of Larsson's\n"
    "                   survey). Grundy values by Nivasch's formula g(x,y) = floor(|y/x -\n"
    "                   x/y|) = floor(|y^2 - x^2| / (x y)), in exact integer arithmetic;\n"
    "                   x, y = 1..N\n"
    "  --cd             Cole and Davie's original rules: the larger may be reduced to 0,\n"
    "                   and whoever does so wins; x, y = 0..N ((x,0) and (0,y) are the\n"
    "                   ends, (0,0) is no position). Grundy values by the chain recursion\n"
    "                   along Euclid's algorithm; (1,y) has value y, (2,5) 1, (5,12) 2\n"
    "Both have the same P-positions apart from the ends: x < y < phi x and mirrors, where\n"
    "y < phi x is decided exactly as y^2 < x^2 + x y; plain (d,d) is P, Cole-Davie (d,d) N.\n"
    "\n"
    "  --max N       the largest number (1..65535)\n"
    "  --outcome     P or N instead of the Grundy value\n"
    "  --json        one JSON line on stdout (docs/format.md): the table (\"columns\", \"data\")\n"
    "                without -o FILE, else the file's \"columns\", \"rows\", \"output\"; and\n"
    "                \"p_positions\", \"largest_value\" (null with --outcome)\n"
    "  -o FILE       FILE.tsv (default: stdout; '-' is stdout): provenance '#' lines, then\n"
    "                'x y g' (or 'x y outcome') for every position, x then y increasing;\n"
    "                FILE.png: a picture, one cell a position, Grundy values by hue (0\n"
    "                black, then red .. magenta at the largest), outcomes P black and N white. Plain:\n"
    "                cell (a,b) is the position (a+1,b+1); --cd: cell (a,b) is (a,b), the\n"
    "                cell (0,0) is no position and drawn as value 0 (P)\n"
    "\n"
    "Pictures (.png):\n"
    GD_TABLE_PIC_HELP
    "\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "  -q              no summary line\n"
    "\n"
    "Single positions, up to 2^62: 'gamedyn query euclid:4,7 --value' (the Grundy value\n"
    "and the winning move at once), 'gamedyn query euclid:cd:5,12', 'gamedyn graph' and\n"
    "'gamedyn play' take the same games.\n";

typedef struct {
    int cd, outcome;
    uint64_t n;
} spec;

/* The value of (x, y): the outcome (0 P, 1 N) or the Grundy value. */
static uint32_t value(const spec *s, uint64_t x, uint64_t y)
{
    if (s->outcome)
        return !gd_euclid_is_p(x, y, s->cd);
    return (uint32_t)(s->cd ? gd_euclid_grundy_chain(x, y, 1) : gd_euclid_grundy(x, y));
}

/* j not NULL: the rows into the JSON on stdout instead of a TSV. */
static int write_tsv(const gd_cli *c, const spec *s, const char *params, const char *out, gd_json *j, uint32_t *vmax,
                     uint64_t *np, uint64_t *rows)
{
    char err[512], *tmp = NULL;
    FILE *f = j ? stdout : gd_file_begin(out ? out : "-", &tmp, err, sizeof err);
    if (!f)
        return gd_cli_fail("%s", err);
    if (!j)
        gd_io_provenance(f, c->command, "%s", params);
    gd_rows t;
    gd_rows_begin(&t, f, j, s->outcome ? "x\ty\toutcome" : "x\ty\tg");
    for (uint64_t x = !s->cd; x <= s->n && !ferror(f); x++)
        for (uint64_t y = !s->cd; y <= s->n; y++) {
            if (x == 0 && y == 0)
                continue;
            uint32_t v = value(s, x, y);
            *vmax = v > *vmax ? v : *vmax;
            *np += v == 0;
            gd_rows_cell_u64(&t, x);
            gd_rows_cell_u64(&t, y);
            if (s->outcome)
                gd_rows_cell_str(&t, v ? "N" : "P");
            else
                gd_rows_cell_u64(&t, v);
            gd_rows_row_end(&t);
        }
    gd_rows_end(&t);
    *rows = t.rows;
    if (j)
        return 0;
    if (gd_file_commit(f, tmp, out ? out : "-", 0, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    return 0;
}

static int write_png(const gd_cli *c, const spec *s, gd_table_pic *pic, const char *params, const char *out,
                     uint32_t *vmax, uint64_t *np)
{
    uint64_t side = s->cd ? s->n + 1 : s->n, off = !s->cd;
    gd_table t = {s->outcome ? GD_TABLE_OUTCOME : GD_TABLE_GRUNDY, 0, side, side, 0,
                  malloc(side * side * sizeof(uint32_t))};
    if (!t.v)
        return gd_cli_fail("out of memory for a %llu x %llu picture", (unsigned long long)side,
                           (unsigned long long)side);
    for (uint64_t a = 0; a < side; a++)
        for (uint64_t b = 0; b < side; b++) {
            int none = a + off == 0 && b + off == 0; /* Cole-Davie (0,0) */
            uint32_t v = none ? 0 : value(s, a + off, b + off);
            t.v[a * side + b] = v;
            *vmax = v > *vmax ? v : *vmax;
            *np += v == 0 && !none;
        }
    char title[256], comment[512];
    snprintf(title, sizeof title, "%s of Euclid's game%s, x, y <= %llu", s->outcome ? "P-positions (black)" : "Grundy values",
             s->cd ? " (Cole-Davie)" : "", (unsigned long long)s->n);
    snprintf(comment, sizeof comment, "%s cell=%s", params, s->cd ? "(x,y)" : "(x-1,y-1)");
    int rc = gd_table_pic_png(c, &t, pic, title, comment, out);
    free(t.v);
    return rc;
}

int gd_cmd_euclid(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *maxs = NULL, *out = NULL;
    spec s = {0, 0, 0};
    int json = 0;
    gd_table_pic pic;
    gd_table_pic_init(&pic);
    gd_cli_opt opts[] = {{"--max", &maxs, NULL}, {"--cd", NULL, &s.cd}, {"--outcome", NULL, &s.outcome},
                         {"-o", &out, NULL}, {"--json", NULL, &json}, GD_TABLE_PIC_OPTS(&pic)};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "euclid");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (c.game_name)
        return gd_cli_fail("euclid: unexpected argument '%s' (the size is --max N; rules: --cd)", c.game_name);
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("euclid takes --max N (and --cd, --outcome), not --pass, --perturb, --xmax or --ymax");
    if (!maxs)
        return gd_cli_fail("euclid: --max N is required");
    if ((rc = gd_cli_parse_u64("--max", maxs, 1, 65535, &s.n)) != 0)
        return rc;
    size_t len = out ? strlen(out) : 0;
    int png = len > 0 && gd_table_pic_is_picture(out);
    uint64_t side = s.cd ? s.n + 1 : s.n;
    if (!png && (pic.value || pic.lines || pic.origin || pic.scale || gd_table_pic_extra(&pic)))
        return gd_cli_fail("--value, --lines, --origin, --scale, --cmap, --window and --axes draw pictures: write "
                           "FILE.png (or .svg, .pdf)");
    if (png && ((rc = gd_table_pic_parse(&pic)) != 0 ||
                (rc = gd_table_pic_check(&pic, s.outcome ? GD_TABLE_OUTCOME : GD_TABLE_GRUNDY, 0, side, side))))
        return rc;
    uint64_t need = png ? side * side * 4 + gd_table_pic_bytes(&pic, side, side) : 0;
    c.size_options = "--max";
    if ((rc = gd_cli_check_mem(&c, need)) != 0 || (rc = gd_cli_check_output(out && strcmp(out, "-") ? out : NULL)))
        return rc;
    char params[256];
    snprintf(params, sizeof params, "game=%s kind=%s max=%llu source=%s", s.cd ? "euclid:cd" : "euclid",
             s.outcome ? "outcome" : "grundy", (unsigned long long)s.n,
             s.outcome ? "golden-ratio-test" : s.cd ? "euclid-chain" : "nivasch-formula");
    uint32_t vmax = 0;
    uint64_t np = 0, rows = 0;
    int on_stdout = !out || strcmp(out, "-") == 0;
    gd_json js, *j = json ? &js : NULL;
    if (j && on_stdout)
        gd_cli_json_start(j, &c, params, NULL);
    rc = png ? write_png(&c, &s, &pic, params, out, &vmax, &np)
             : write_tsv(&c, &s, params, out, on_stdout ? j : NULL, &vmax, &np, &rows);
    if (rc == 0 && j) {
        if (!on_stdout) {
            gd_cli_json_start(j, &c, params, NULL);
            if (png)
                gd_json_str(j, "output", out);
            else
                gd_cli_json_table_file(j, s.outcome ? "x\ty\toutcome" : "x\ty\tg", rows, out);
        }
        gd_json_u64(j, "p_positions", np);
        if (s.outcome)
            gd_json_str(j, "largest_value", NULL);
        else
            gd_json_u64(j, "largest_value", vmax);
        gd_cli_json_end(j);
    }
    if (rc == 0 && !c.quiet)
        gd_cli_line(!out || strcmp(out, "-") == 0, "euclid%s, x, y <= %llu: %llu P-positions, largest Grundy value %s -> %s",
                    s.cd ? ":cd" : "", (unsigned long long)s.n, (unsigned long long)np,
                    s.outcome ? "not computed (--outcome)" : (snprintf(params, sizeof params, "%u", vmax), params),
                    out && strcmp(out, "-") ? out : "stdout");
    gd_cli_done(&c);
    return rc;
}
