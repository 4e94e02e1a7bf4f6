/* gamedyn table - Grundy tables, outcomes and palace numbers of two-heap rulesets. */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/table_pic.h"
#include "gamedyn/io.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char help[] =
    "usage: gamedyn table RULESET --max N [--rows A0:A1] [--pass] [--blocking B] [--outcome]\n"
    "                     [--alter S] [--perturb SPEC] [--value K] [-o FILE] [--json] [--max-mem SIZE] [-q]\n"
    "\n"
    "Computes the table of a two-heap game over the positions (a,b), 0 <= a,b <= N: the\n"
    "Grundy value g(a,b), or with --blocking B the outcome and palace number (the number of\n"
    "P-options) of the B-blocking game. A ruleset is a set of move vectors (r,s): from (a,b)\n"
    "to (a-r,b-s). RULESET (docs/tables.md):\n"
    "  nim                 take from one heap\n"
    "  wythoff             take from one heap, or the same from both\n"
    "  maharaja            wythoff and the knight's moves (1,2), (2,1)\n"
    "  sub:K               take 1..K from one heap\n"
    "  sub:{s1,s2,...}     take s in the set from one heap\n"
    "  linear:(l1,l2);...  take m*(l1,l2), m >= 1, for each direction\n"
    "  RULESET^S           the symmetric difference with S = (r,s);(r,s);... (as --alter S)\n"
    "\n"
    "  --max N         the largest heap (rows and columns 0..N)\n"
    "  --rows A0:A1    only rows a = A0..A1 (columns still 0..N); a Grundy table still\n"
    "                  computes and holds rows 0..A1 (each value is the mex over the\n"
    "                  rows below it; plain nim, a XOR b, only the band), and the memory\n"
    "                  estimate counts them\n"
    "  --pass          g'(a,b): one pass shared by both players is still available (never\n"
    "                  from a terminal position); g' = mex({g(a,b)} u {g'(options)})\n"
    "  --blocking B    the B-blocking game: P iff at most B P-options; TSV 'a b outcome\n"
    "                  palaces', .npy the palace numbers\n"
    "  --outcome       P/N only (with --blocking B: of that game): TSV 'a b outcome', .npy 0 P, 1 N\n"
    "  --alter S       alter the ruleset by S (symmetric difference)\n"
    "  --perturb SPEC  terminal:A,B;A,B (forced terminal positions) and/or zero:A,B;... (an\n"
    "                  extra move to (0,0)), joined by '/'; or a file of 'terminal A B' /\n"
    "                  'zero A B' lines\n"
    "  --value K       only the positions of value K (palace number K with --blocking): TSV 'a b';\n"
    "                  in a picture the cells of Grundy value K (see below)\n"
    "  -o FILE         FILE.tsv (default: TSV on stdout), FILE.npy (NumPy, uint16 when every\n"
    "                  value fits, else uint32; rows x columns), FILE.png (a picture: Grundy\n"
    "                  values on a hue map, P black and N white, palace numbers 0 black,\n"
    "                  1..B on the hue map, more than B white; docs/pictures.md)\n"
    "  --json          one JSON line on stdout (docs/format.md): without -o the table itself\n"
    "                  (\"columns\", \"data\": one array a row), with -o the file's \"columns\",\n"
    "                  \"rows\" and \"output\"; and \"largest_value\" (or \"matches\" with --value)\n"
    "\n"
    "Pictures (.png):\n"
    GD_TABLE_PIC_HELP
    "\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "  -q              no summary\n"
    "\n"
    "Outcomes and palace numbers are streamed row by row in O(N) memory; Grundy tables hold\n"
    "the table (4 bytes a cell) plus one bitset per line.\n";

typedef enum { OUT_TSV, OUT_NPY, OUT_PNG } out_format;

typedef struct {
    FILE *f;
    gd_rows *t; /* the TSV or JSON rows */
    out_format fmt;
    gd_table_kind kind;
    uint64_t B;
    int wide, overflow;
    int value_only;
    uint64_t value, matches;
    uint32_t vmax;
} writer;

enum { ROW_WRITE_ERROR = 1, ROW_OVERFLOW = 3 };

static int write_failed(writer *w)
{
    gd_io_note(w->f); /* the commit names the cause */
    return ROW_WRITE_ERROR;
}

static int write_row(void *ctx, uint64_t a, const uint32_t *row, uint64_t cols)
{
    writer *w = ctx;
    for (uint64_t b = 0; b < cols; b++)
        if (row[b] > w->vmax)
            w->vmax = row[b];
    if (w->fmt == OUT_NPY && !w->wide && w->vmax > 65535)
        return ROW_OVERFLOW;
    if (w->fmt == OUT_NPY && !w->value_only)
        return gd_io_npy_row(w->f, row, cols, w->wide) ? write_failed(w) : 0;
    for (uint64_t b = 0; b < cols; b++) {
        if (w->value_only && row[b] != w->value)
            continue;
        gd_rows_cell_u64(w->t, a);
        gd_rows_cell_u64(w->t, b);
        if (w->value_only)
            w->matches++;
        else if (w->kind == GD_TABLE_GRUNDY)
            gd_rows_cell_u64(w->t, row[b]);
        else if (w->kind == GD_TABLE_OUTCOME)
            gd_rows_cell_str(w->t, row[b] ? "N" : "P");
        else {
            gd_rows_cell_str(w->t, row[b] <= w->B ? "P" : "N");
            gd_rows_cell_u64(w->t, row[b]);
        }
        gd_rows_row_end(w->t);
    }
    return ferror(w->f) ? write_failed(w) : 0;
}

static out_format format_of(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    if (n >= 4 && strcmp(path + n - 4, ".npy") == 0)
        return OUT_NPY;
    if (gd_table_pic_is_picture(path))
        return OUT_PNG;
    return OUT_TSV;
}

/* The table as a picture: computed whole (a picture holds every cell anyway), then drawn
 * by the one table-drawing path that grundy uses too. */
static int draw(gd_cli *c, const gd_table_spec *spec, gd_table_pic *pic, const char *what, const char *out)
{
    char err[512], title[700], params[1400];
    gd_table t;
    int failed = gd_table_compute(spec, &t, err, sizeof err) != 0;
    gd_cli_progress_end(c);
    if (failed)
        return gd_cli_fail("%s", err);
    const gd_ruleset *r = spec->rules;
    char kind[64];
    if (spec->kind == GD_TABLE_GRUNDY)
        snprintf(kind, sizeof kind, "Grundy values %s", spec->pass ? "g'(a,b)" : "g(a,b)");
    else if (spec->kind == GD_TABLE_OUTCOME)
        snprintf(kind, sizeof kind, "P-positions (black)");
    else
        snprintf(kind, sizeof kind, "palace numbers (%llu-blocking)", (unsigned long long)spec->blocking);
    snprintf(title, sizeof title, "%s of %s%s%s, a = %llu..%llu, b <= %llu", kind, r->text,
             spec->pass ? " with a pass" : "", spec->perturb ? " (perturbed)" : "", (unsigned long long)spec->a0,
             (unsigned long long)spec->a1, (unsigned long long)spec->bmax);
    snprintf(params, sizeof params, "ruleset=%s kind=%s blocking=%llu perturb=%s rows=%llu:%llu columns=0:%llu",
             r->text, what, (unsigned long long)spec->blocking, spec->perturb ? spec->perturb->text : "-",
             (unsigned long long)spec->a0, (unsigned long long)spec->a1, (unsigned long long)spec->bmax);
    /* |a-b| - 1 <= g'(a,b) for Nim with a pass: the cells of value K lie between b = a -+ (K+1). */
    pic->draw.value_bounds = spec->pass && strcmp(r->text, "nim") == 0;
    int rc = gd_table_pic_png(c, &t, pic, title, params, out);
    if (rc == 0 && !c->quiet)
        gd_cli_line(strcmp(out, "-") == 0, "%s -> %s", title, out);
    gd_table_free(&t);
    return rc;
}

int gd_cmd_table(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *out = NULL, *maxs = NULL, *rows = NULL, *blocking = NULL, *alter = NULL;
    int outcome = 0, json = 0;
    gd_table_pic pic;
    gd_table_pic_init(&pic);
    gd_cli_opt opts[] = {{"-o", &out, NULL},         {"--max", &maxs, NULL},      {"--rows", &rows, NULL},
                         {"--blocking", &blocking, NULL}, {"--alter", &alter, NULL}, {"--outcome", NULL, &outcome},
                         {"--json", NULL, &json}, GD_TABLE_PIC_OPTS(&pic)};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "table");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    const char *values = pic.value; /* --value: listed in a TSV, drawn in a picture */
    uint64_t n, a0 = 0, a1, B = 0, value = 0;
    if ((rc = gd_table_cmd_max(&c, "table", maxs, 0, 2147483646, &n)) ||
        (blocking && (rc = gd_cli_parse_u64("--blocking", blocking, 0, 4294967295u, &B))) ||
        (values && (rc = gd_cli_parse_u64("--value", values, 0, 4294967295u, &value))))
        return rc;
    a1 = n;
    if (rows) {
        const char *p = rows;
        if (gd_parse_u64_token(&p, &a0) != 0 || *p != ':' || (p++, gd_parse_u64_token(&p, &a1)) != 0 || *p ||
            a0 > a1 || a1 > n)
            return gd_cli_fail("bad --rows '%s' (expected A0:A1 with A0 <= A1 <= --max)", rows);
    }
    if (c.pass && (blocking || outcome))
        return gd_cli_fail("--pass gives Grundy values; it cannot be combined with --blocking or --outcome");
    out_format fmt = format_of(out);
    if (values && fmt == OUT_NPY)
        return gd_cli_fail("--value K lists positions: write it as .tsv (or .png), not .npy");
    if (values && outcome)
        return gd_cli_fail("--value K selects Grundy values or palace numbers, not outcomes");
    if (fmt != OUT_PNG && (pic.lines || pic.origin || pic.scale || gd_table_pic_extra(&pic)))
        return gd_cli_fail("--lines, --origin, --scale, --cmap, --window and --axes draw pictures: write FILE.png "
                           "(or .svg, .pdf)");
    gd_table_kind kind = outcome ? GD_TABLE_OUTCOME : blocking ? GD_TABLE_PALACE : GD_TABLE_GRUNDY;
    if (fmt == OUT_PNG && ((rc = gd_table_pic_parse(&pic)) ||
                           (rc = gd_table_pic_check(&pic, kind, B, a1 - a0 + 1, n + 1))))
        return rc;
    if ((rc = gd_cli_check_output(out)) != 0)
        return rc;
    char err[512];
    gd_ruleset r;
    gd_table_perturb pert, *pp;
    if ((rc = gd_table_cmd_ruleset(&c, alter, &r, &pert, &pp)) != 0)
        return rc;
    gd_table_spec spec = {&r, kind, c.pass, B, pp, a0, a1, n, NULL, NULL};
    uint64_t need = fmt == OUT_PNG ? gd_table_estimate_bytes(&spec, 0) + gd_table_pic_bytes(&pic, a1 - a0 + 1, n + 1)
                                   : gd_table_estimate_bytes(&spec, kind != GD_TABLE_GRUNDY);
    c.size_options = "--max";
    if ((rc = gd_cli_check_mem(&c, need)) != 0)
        goto done;
    const char *what = kind == GD_TABLE_GRUNDY ? (c.pass ? "grundy-with-pass" : "grundy")
                       : kind == GD_TABLE_OUTCOME ? "outcome" : "palace";
    char params[1400];
    snprintf(params, sizeof params, "ruleset=%s kind=%s blocking=%llu perturb=%s rows=%llu:%llu columns=0:%llu", r.text,
             what, (unsigned long long)B, pp ? pp->text : "-", (unsigned long long)a0, (unsigned long long)a1,
             (unsigned long long)n);
    const char *header = values ? "a\tb"
                         : kind == GD_TABLE_GRUNDY ? "a\tb\tg"
                         : kind == GD_TABLE_OUTCOME ? "a\tb\toutcome"
                                                    : "a\tb\toutcome\tpalaces";
    int on_stdout = !out || strcmp(out, "-") == 0;
    /* Rows streamed to a terminal are their own progress; the line would cross them. */
    if (!(on_stdout && isatty(STDOUT_FILENO)))
        spec.progress = gd_cli_progress_cells, spec.progress_ctx = &c;
    gd_json js, *j = json ? &js : NULL;
    if (fmt == OUT_PNG) {
        if ((rc = draw(&c, &spec, &pic, what, out)) == 0 && j) {
            gd_cli_json_start(j, &c, params, "ruleset perturb");
            gd_json_str(j, "output", out);
            gd_cli_json_end(j);
        }
        goto done;
    }
    if (j && on_stdout) /* the rows go into the JSON */
        gd_cli_json_start(j, &c, params, "ruleset perturb");
    char *tmp = NULL;
    FILE *f = stdout;
    if (out && strcmp(out, "-") != 0 && !(f = gd_file_begin(out, &tmp, err, sizeof err))) {
        rc = gd_cli_fail("%s", err);
        goto done;
    }
    gd_rows tr;
    writer w = {f, &tr, fmt, kind, B, 0, 0, values != NULL, value, 0, 0};
    if (j && on_stdout)
        gd_rows_begin(&tr, f, j, header);
    else if (fmt == OUT_TSV) {
        gd_io_provenance(f, c.command, "%s", params);
        gd_rows_begin(&tr, f, NULL, header);
    }
    int failed = 0, said = 0;
    if (fmt == OUT_NPY && kind == GD_TABLE_GRUNDY) {
        gd_table t;
        int bad = gd_table_compute(&spec, &t, err, sizeof err) != 0;
        gd_cli_progress_end(&c);
        if (bad) {
            failed = said = 1;
            gd_cli_fail("%s", err);
        } else {
            w.wide = gd_table_max(&t) > 65535;
            failed = gd_io_npy_header(f, t.rows, t.cols, w.wide) != 0;
            for (uint64_t i = 0; i < t.rows && !failed; i++)
                failed = write_row(&w, a0 + i, t.v + i * t.cols, t.cols) != 0;
            gd_table_free(&t);
        }
    } else {
        int wide = 0;
        for (;;) {
            if (fmt == OUT_NPY && gd_io_npy_header(f, a1 - a0 + 1, n + 1, wide) != 0) {
                failed = 1;
                break;
            }
            w.wide = wide, w.vmax = 0;
            int r2 = gd_table_stream(&spec, write_row, &w, err, sizeof err);
            gd_cli_progress_end(&c);
            if (r2 == ROW_OVERFLOW && !wide && fseeko(f, 0, SEEK_SET) == 0) {
                tr.rows = 0;
                wide = 1; /* a value past 65535: again as uint32 over the same file */
                continue;
            }
            if (r2 == ROW_OVERFLOW) {
                failed = said = 1;
                gd_cli_fail("values past 65535 and the output cannot be rewound: write .npy to a regular file");
            } else if (r2 < 0) {
                failed = said = 1;
                gd_cli_fail("%s", err);
            } else
                failed = r2 != 0;
            break;
        }
    }
    /* A failure that has not said why yet is the output's: the commit names its cause. */
    err[0] = 0;
    int to_stdout = f == stdout;
    if (j && on_stdout) {
        gd_rows_end(&tr);
        if (failed)
            putchar('\n');
        else if (values)
            gd_json_u64(j, "matches", w.matches);
        else
            gd_json_u64(j, "largest_value", w.vmax);
        if (!failed)
            gd_cli_json_end(j);
    }
    if (gd_file_commit(f, tmp, to_stdout ? "-" : out, failed, err, sizeof err) != 0)
        rc = !said && err[0] ? gd_cli_fail("%s", err) : 2;
    else
        rc = failed ? 2 : 0;
    if (rc == 0 && j && !on_stdout) {
        gd_cli_json_start(j, &c, params, "ruleset perturb");
        if (fmt == OUT_NPY) {
            gd_json_array(j, "shape");
            gd_json_u64(j, NULL, a1 - a0 + 1);
            gd_json_u64(j, NULL, n + 1);
            gd_json_close(j, ']');
            gd_json_str(j, "dtype", w.wide ? "uint32" : "uint16");
            gd_json_str(j, "output", out);
        } else
            gd_cli_json_table_file(j, header, tr.rows, out);
        if (values)
            gd_json_u64(j, "matches", w.matches);
        else
            gd_json_u64(j, "largest_value", w.vmax);
        gd_cli_json_end(j);
    }
    if (rc == 0 && !c.quiet) {
        if (values)
            gd_cli_line(on_stdout, "table %s: %llu positions of %s %llu -> %s", r.text, (unsigned long long)w.matches,
                        kind == GD_TABLE_GRUNDY ? "value" : "palace number", (unsigned long long)value,
                        on_stdout ? "stdout" : out);
        else
            gd_cli_line(on_stdout, "table %s (%s): rows %llu..%llu, columns 0..%llu, largest value %u -> %s", r.text,
                        what, (unsigned long long)a0, (unsigned long long)a1, (unsigned long long)n, w.vmax,
                        on_stdout ? "stdout" : out);
    }
done:
    gd_table_cmd_ruleset_free(&r, pp);
    gd_cli_done(&c);
    return rc;
}
