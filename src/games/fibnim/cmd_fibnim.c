/* gamedyn fibnim - Grundy values of Fibonacci Nim, every (n, r) up to a size. */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/table_pic.h"
#include "gamedyn/fibnim.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char help[] =
    "usage: gamedyn fibnim --max N [--start | --every] [-o FILE.tsv|FILE.npy|FILE.png|-] [--json]\n"
    "                      [--max-mem SIZE] [-q] [picture options]\n"
    "\n"
    "Fibonacci Nim: n tokens; the player to move may take 1..r of them, and the next\n"
    "player may then take up to twice what was taken. A position is (n, r); taking j\n"
    "leads to (n-j, 2j); the game with n tokens starts at (n, n-1), since the first player\n"
    "may not take all; r >= n plays as r = n. Computes the Grundy value G(n, r) of every\n"
    "position with n <= N (docs/fibnim.md): G(n, .) is non-decreasing in r, so each row is\n"
    "one incremental mex, stored as its runs of equal values (about 9 a row at N = 2^15).\n"
    "Then checks on the whole table, and reports:\n"
    "  Whinihan's rule     (n, r) is P exactly when r < the smallest Zeckendorf part of n\n"
    "  small values        G <= 3 exactly where the Zeckendorf rule of docs/fibnim.md says\n"
    "                      (observed: the positions Larsson and Rubinstein-Salzedo compute)\n"
    "  start values        G(n, n-1) over the n that are not Fibonacci numbers never\n"
    "                      decreases (Larsson and Rubinstein-Salzedo prove it)\n"
    "A failed check is an error (exit status 2).\n"
    "\n"
    "  --max N      the largest n (1 .. 1048576; 2^15 takes about 3 s, the time grows as N^2)\n"
    "  --start      only the start values: TSV 'n g' with g = G(n, n-1), n = 1..N\n"
    "  --every      TSV 'n r g' for every r = 1..n (N^2/2 lines) instead of the runs\n"
    "  -o FILE      FILE.tsv or - (default stdout): TSV with provenance '#' lines. Without\n"
    "               --start and --every, one line 'n r_from g' a run: G(n, r) = g from\n"
    "               r = r_from up to the next line's r_from - 1 (the row's last run: up to n,\n"
    "               and every r >= n)\n"
    "               FILE.npy: the (N+1) x (N+1) matrix G(n, r), r = 0..N (r >= n as n),\n"
    "               uint16 (uint32 if a value exceeds 65535), written row by row\n"
    "               FILE.png: the same matrix as a picture, n to the right, r upwards, on\n"
    "               the hue map of every Grundy table (docs/pictures.md, Table pictures)\n"
    "  --json       the summary as one JSON line (docs/format.md); with the TSV on stdout the\n"
    "               rows are in it (\"columns\", \"data\"), with -o FILE.tsv their \"columns\",\n"
    "               \"rows\" and \"output\"\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "  -q           no summary\n"
    "\n"
    "Pictures (.png):\n" GD_TABLE_PIC_HELP
    "\n"
    "Single positions: 'gamedyn query fibnim:17' (the start (17,16)) or 'fibnim:17,4'\n"
    "prints P or N and every winning move (Whinihan, any n up to 2^62); --value adds the\n"
    "Grundy value (from this table, n up to 65536).\n";

typedef enum { OUT_TSV, OUT_NPY, OUT_PNG } out_format;

static out_format format_of(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    if (n >= 4 && strcmp(path + n - 4, ".npy") == 0)
        return OUT_NPY;
    if (gd_table_pic_is_picture(path))
        return OUT_PNG;
    return OUT_TSV;
}

static void params_line(const char *mode, uint64_t N, char *buf, size_t len)
{
    snprintf(buf, len, "game=fibnim max=%llu output=%s", (unsigned long long)N, mode);
}

static const char *header(int start, int every)
{
    return start ? "n\tg" : every ? "n\tr\tg" : "n\tr_from\tg";
}

/* j not NULL: the rows into the JSON on stdout. The number of rows, or -1 on a write error. */
static int64_t write_tsv(FILE *f, gd_json *j, const gd_fibnim_table *t, int start, int every)
{
    uint64_t N = t->nmax;
    gd_rows o;
    gd_rows_begin(&o, f, j, header(start, every));
    for (uint64_t n = 1; n <= N && !ferror(f); n++) {
        if (start) {
            gd_rows_cell_u64(&o, n);
            gd_rows_cell_u64(&o, gd_fibnim_start(t, n));
            gd_rows_row_end(&o);
            continue;
        }
        const uint32_t *from, *val;
        uint64_t runs = gd_fibnim_row(t, n, &from, &val);
        for (uint64_t i = 0; i < runs; i++) {
            uint64_t end = every ? (i + 1 < runs ? from[i + 1] - 1 : n) : from[i];
            for (uint64_t r = from[i]; r <= end; r++) {
                gd_rows_cell_u64(&o, n);
                gd_rows_cell_u64(&o, r);
                gd_rows_cell_u64(&o, val[i]);
                gd_rows_row_end(&o);
            }
        }
    }
    gd_rows_end(&o);
    return ferror(f) ? -1 : (int64_t)o.rows;
}

static void fill_row(const gd_fibnim_table *t, uint64_t n, uint32_t *row)
{
    for (uint64_t r = 0; r <= t->nmax; r++)
        row[r] = gd_fibnim_get(t, n, r);
}

static int write_npy(FILE *f, const gd_fibnim_table *t)
{
    uint64_t side = t->nmax + 1;
    int wide = t->vmax > 65535;
    uint32_t *row = malloc(side * sizeof *row);
    int rc = row && gd_io_npy_header(f, side, side, wide) == 0 ? 0 : -1;
    for (uint64_t n = 0; rc == 0 && n < side; n++) {
        fill_row(t, n, row);
        rc = gd_io_npy_row(f, row, side, wide);
    }
    free(row);
    return rc;
}

int gd_cmd_fibnim(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    c.max_args = 0;
    const char *out = NULL, *maxs = NULL;
    int start = 0, every = 0, json = 0;
    gd_table_pic pic;
    gd_table_pic_init(&pic);
    gd_cli_opt opts[] = {{"-o", &out, NULL},         {"--max", &maxs, NULL},  {"--start", NULL, &start},
                         {"--every", NULL, &every},  {"--json", NULL, &json}, GD_TABLE_PIC_OPTS(&pic)};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "fibnim");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (c.game_name)
        return gd_cli_fail("fibnim: unknown argument '%s' (see gamedyn fibnim --help)", c.game_name);
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("fibnim takes --max N, not --pass, --perturb, --xmax or --ymax");
    uint64_t N;
    if (!maxs)
        return gd_cli_fail("fibnim needs --max N");
    if ((rc = gd_cli_parse_u64("--max", maxs, 1, GD_FIBNIM_TABLE_MAX, &N)) != 0)
        return rc;
    if (start && every)
        return gd_cli_fail("--start and --every cannot be combined");
    out_format fmt = format_of(out);
    if (fmt != OUT_TSV && (start || every))
        return gd_cli_fail("--start and --every choose TSV lines: write FILE.tsv or -, not %s", out);
    if (fmt != OUT_PNG && (pic.value || pic.lines || pic.origin || pic.scale || gd_table_pic_extra(&pic)))
        return gd_cli_fail("--value, --lines, --origin, --scale, --cmap, --window and --axes draw pictures: write "
                           "FILE.png (or .svg, .pdf)");
    int data_stdout = !out || strcmp(out, "-") == 0;
    if (fmt == OUT_PNG && ((rc = gd_table_pic_parse(&pic)) ||
                           (rc = gd_table_pic_check(&pic, GD_TABLE_GRUNDY, 0, N + 1, N + 1))))
        return rc;
    if ((rc = gd_cli_check_output(out)) != 0)
        return rc;
    uint64_t need = gd_fibnim_estimate_bytes(N);
    if (fmt == OUT_PNG)
        need += (N + 1) * (N + 1) * 4 + gd_table_pic_bytes(&pic, N + 1, N + 1);
    c.size_options = "--max";
    if ((rc = gd_cli_check_mem(&c, need)) != 0)
        return rc;

    char err[512], params[256];
    gd_json js = {0};
    int64_t rows = 0;
    const char *mode = fmt == OUT_NPY ? "npy" : fmt == OUT_PNG ? "png" : start ? "start" : every ? "every" : "runs";
    params_line(mode, N, params, sizeof params);
    double t0 = gd_seconds();
    gd_fibnim_table t;
    if (gd_fibnim_compute(N, c.max_mem, &t, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    double secs = gd_seconds() - t0;
    uint64_t rb_w = 0, rb_s = 0;
    uint64_t bad_w = gd_fibnim_check_whinihan(&t, &rb_w), bad_s = gd_fibnim_check_small(&t, &rb_s);
    uint64_t bad_m = gd_fibnim_check_start_monotone(&t);

    if (fmt == OUT_PNG) {
        gd_table tab = {GD_TABLE_GRUNDY, 0, N + 1, N + 1, 0, malloc((N + 1) * (N + 1) * sizeof(uint32_t))};
        if (!tab.v)
            rc = gd_cli_fail("out of memory for the %llux%llu picture", (unsigned long long)N + 1,
                             (unsigned long long)N + 1);
        for (uint64_t n = 0; rc == 0 && n <= N; n++)
            fill_row(&t, n, tab.v + n * (N + 1));
        char title[160];
        snprintf(title, sizeof title, "Grundy values G(n,r) of Fibonacci Nim, n,r <= %llu (r >= n as r = n)",
                 (unsigned long long)N);
        if (rc == 0)
            rc = gd_table_pic_png(&c, &tab, &pic, title, params, out);
        free(tab.v);
    } else {
        char *tmp = NULL;
        FILE *f = stdout;
        if (!data_stdout && !(f = gd_file_begin(out, &tmp, err, sizeof err)))
            rc = gd_cli_fail("%s", err);
        int failed = 0;
        if (rc == 0 && fmt == OUT_TSV && json && data_stdout) {
            /* the rows go into the JSON */
            gd_cli_json_start(&js, &c, params, NULL);
            failed = (rows = write_tsv(f, &js, &t, start, every)) < 0;
        } else if (rc == 0 && fmt == OUT_TSV) {
            gd_io_provenance(f, c.command, "%s", params);
            if (!start && !every)
                fputs("# runs: G(n,r) = g for r_from <= r < the next line's r_from (the row's last line: every "
                      "r >= r_from)\n",
                      f);
            failed = (rows = write_tsv(f, NULL, &t, start, every)) < 0;
        } else if (rc == 0)
            failed = write_npy(f, &t) != 0;
        if (rc == 0 && !data_stdout) {
            if (gd_file_commit(f, tmp, out, failed, err, sizeof err) != 0)
                rc = failed && !err[0] ? 2 : gd_cli_fail("%s", err);
            else if (failed)
                rc = gd_cli_fail("cannot write '%s'", out);
        } else if (rc == 0 && failed)
            rc = gd_cli_fail("cannot write standard output");
    }
    int checks_ok = !bad_w && !bad_s && !bad_m;
    if (rc == 0 && json) {
        gd_json j = js;
        if (!data_stdout || fmt != OUT_TSV) {
            gd_cli_json_start(&j, &c, params, NULL);
            if (fmt == OUT_TSV)
                gd_cli_json_table_file(&j, header(start, every), (uint64_t)rows, out);
        }
        gd_json_u64(&j, "max", N);
        gd_json_u64(&j, "largest_value", t.vmax);
        gd_json_u64(&j, "runs", t.nbreaks);
        gd_json_bool(&j, "whinihan_holds", !bad_w);
        gd_json_bool(&j, "small_values_hold", !bad_s);
        gd_json_bool(&j, "start_values_nondecreasing", !bad_m);
        if (fmt != OUT_TSV)
            gd_json_str(&j, "output", out);
        gd_json_timing(&j, "seconds", secs, (const char *)NULL);
        gd_cli_json_end(&j);
    } else if (rc == 0 && !c.quiet) {
        char b[32];
        gd_cli_line(data_stdout, "fibnim: G(n,r) for every n <= %llu, r: largest value %u, %llu runs (%s), %.2f s -> %s",
                    (unsigned long long)N, t.vmax, (unsigned long long)t.nbreaks,
                    gd_format_bytes(t.nbreaks * 8 + (N + 2) * 12, b, sizeof b), secs, data_stdout ? "stdout" : out);
        gd_cli_line(data_stdout, "Whinihan's rule (P iff r < the smallest Zeckendorf part of n): %s",
                    bad_w ? "FAILS" : "holds on the whole table");
        gd_cli_line(data_stdout, "values <= 3 by the Zeckendorf rule of docs/fibnim.md: %s",
                    bad_s ? "FAILS" : "hold on the whole table (observed)");
        gd_cli_line(data_stdout, "start values G(n,n-1) of non-Fibonacci n non-decreasing: %s",
                    bad_m ? "FAILS" : "holds on the whole table");
    }
    if (rc == 0 && !checks_ok) {
        if (bad_w)
            rc = gd_cli_fail("Whinihan's rule fails at (%llu,%llu)", (unsigned long long)bad_w, (unsigned long long)rb_w);
        if (bad_s)
            rc = gd_cli_fail("the small-value rule fails at (%llu,%llu)", (unsigned long long)bad_s,
                             (unsigned long long)rb_s);
        if (bad_m)
            rc = gd_cli_fail("the start values decrease at n = %llu", (unsigned long long)bad_m);
    }
    gd_fibnim_table_free(&t);
    gd_cli_done(&c);
    return rc;
}
