/* gamedyn heap - the nim-sequence of an octal or hexadecimal take-and-break game, its
 * period and certificate (docs/heap.md; the library is src/games/heap/). */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/heap.h"
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char help[] =
    "usage: gamedyn heap CODE --max N [-o FILE] [--layout list|periodic] [--width W]\n"
    "                   [--plot FILE.png] [--mask M] [--plain] [--checkpoint FILE\n"
    "                   [--checkpoint-every S] [--resume] [--stop-at M]] [--threads T] [--json] [--max-mem SIZE] [-q]\n"
    "\n"
    "The nim-sequence G(0..N) of a take-and-break game on heaps, its least period and\n"
    "preperiod, and whether a theorem certifies it (docs/heap.md).\n"
    "\n"
    "CODE: d0.d1d2...dk, hexadecimal digits: bit 1, 2, 4, 8 of d_j allow removing j tokens\n"
    "  and leaving 0, 1, 2 or 3 non-empty heaps (d0: splitting without removing; 4 or 8).\n"
    "  A trailing '!' demands that a split leave unequal heaps (Grundy's game is 4.0!).\n"
    "  Presets: kayles (0.77), dawson-chess (0.137), dawson-kayles (0.07), grundy (4.0!),\n"
    "  sub:{s1,...} (take s_i tokens: digit 3 at each s_i), allbut:{s1,...} (take any\n"
    "  positive number but the s_i: an infinite code).\n"
    "\n"
    "Output: TSV 'n g' after '#' provenance lines (code, method, mask, period and its\n"
    "certificate); a summary on stdout (a '#' line when the TSV is on stdout too).\n"
    "Periods: for finite octal codes (no digit with bit 8, no '!') the least period p and\n"
    "preperiod n0 are certified by the Guy-Smith theorem when the values reach\n"
    "2 max(n0,1) + 2p + k - 1 ('certified (Guy-Smith)'); other codes report an observed\n"
    "period or arithmetic period G(n+p) = G(n) + s ('observed, not certified', and how\n"
    "far), or 'not certified'.\n"
    "\n"
    "  --max N        compute G(0..N) (N < 2^32-2)\n"
    "  -o FILE        the TSV to FILE (atomically) instead of stdout\n"
    "  --json         one JSON line on stdout instead of the summary (docs/format.md):\n"
    "                 \"period\" (found, preperiod, period, saltus, exceptions, why),\n"
    "                 \"largest\", \"rare\"; the sequence (\"columns\", \"data\", the TSV's rows)\n"
    "                 without -o, else the file's \"columns\", \"rows\" and \"output\"\n"
    "  --layout L     list (default: 'n g' a line) or periodic (rows of the period's length:\n"
    "                 'n g(n) g(n+1) ...'; --width W sets the row length)\n"
    "  --plot FILE    a scatter picture of the sequence (gnuplot; needs -o FILE.tsv); the\n"
    "                 table and the picture replace their files only when both are written\n"
    "  --mask M       the sparse-space mask (default: chosen from the values by a\n"
    "                 Walsh-Hadamard transform; any mask gives the same values)\n"
    "  --plain        the plain O(n^2) mex instead of the sparse-space method (a check)\n"
    "  --checkpoint F save the run to F every --checkpoint-every seconds (default 300)\n"
    "                 and when stopped by --stop-at; replaced atomically\n"
    "  --resume       continue from the --checkpoint file (same CODE; N may be larger)\n"
    "  --stop-at M    stop after G(0..M): save the checkpoint, write no output\n"
    "  --threads T    threads (default 0: every core; at most 2 are used): codes whose only\n"
    "                 split is d0's (Grundy's game, 4.xxx) from N >= 4096; the output is the\n"
    "                 same for any T\n"
    GD_CLI_MAX_MEM_HELP(" ")
    "                 (a run needs about 4 bytes per heap size)\n"
    "  -q             no summary\n";

static void period_lines(FILE *f, const gd_heap_code *code, const gd_heap_run *r, const gd_heap_period *P,
                         uint64_t n)
{
    fprintf(f, "# period: %s\n", P->why);
    if (P->found) {
        uint64_t ex[16];
        uint64_t k = gd_heap_exceptions(r->g, P->n0, P->p, P->s, ex, 16);
        fprintf(f, "# preperiod %llu period %llu saltus %llu; exceptions (n < %llu off the periodic values): %llu",
                (unsigned long long)P->n0, (unsigned long long)P->p, (unsigned long long)P->s,
                (unsigned long long)P->n0, (unsigned long long)k);
        for (uint64_t i = 0; i < k && i < 16; i++)
            fprintf(f, "%s%llu", i ? "," : ": ", (unsigned long long)ex[i]);
        fprintf(f, "%s\n", k > 16 ? ",..." : "");
    }
    (void)code, (void)n;
}

typedef struct {
    const char *command, *params;
    const gd_heap_code *code;
    const gd_heap_run *r;
    const gd_heap_period *P;
    uint64_t N;
    int periodic;
    uint64_t width;
} table;

/* The header line of the table, malloc'd (NULL when out of memory). */
static char *table_header(const table *t)
{
    if (!t->periodic)
        return strdup("n\tg");
    char *h = malloc(2 + t->width * 12), *p = h;
    if (!h)
        return NULL;
    p += sprintf(p, "n");
    for (uint64_t i = 0; i < t->width; i++)
        p += sprintf(p, "\t+%llu", (unsigned long long)i);
    return h;
}

/* j not NULL: the rows into the JSON (no provenance lines). The number of rows. */
static uint64_t write_table(FILE *f, gd_json *j, const table *t)
{
    const gd_heap_run *r = t->r;
    if (!j) {
        gd_io_provenance(f, t->command, "%s", t->params);
        period_lines(f, t->code, r, t->P, t->N);
    }
    char *header = table_header(t);
    gd_rows o;
    gd_rows_begin(&o, f, j, header ? header : "");
    free(header);
    if (t->periodic) {
        for (uint64_t n0 = 0; n0 <= t->N; n0 += t->width) {
            gd_rows_cell_u64(&o, n0);
            for (uint64_t i = 0; i < t->width; i++)
                if (n0 + i <= t->N)
                    gd_rows_cell_u64(&o, r->g[n0 + i]);
                else
                    gd_rows_cell_str(&o, NULL); /* past N: an empty field, every row as wide as the header */
            gd_rows_row_end(&o);
        }
    } else {
        for (uint64_t n = 0; n <= t->N; n++) {
            gd_rows_cell_u64(&o, n);
            gd_rows_cell_u64(&o, r->g[n]);
            gd_rows_row_end(&o);
        }
    }
    gd_rows_end(&o);
    return o.rows;
}

/* The last heap n <= N with a rare value under the run's mask (0 is always rare). */
static uint64_t last_rare(const gd_heap_run *r, uint64_t N)
{
    uint64_t n = N;
    while (n > 0 && __builtin_parity(r->g[n] & r->mask))
        n--;
    return n;
}

static void json_summary(gd_json *j, const table *t, uint64_t rare)
{
    const gd_heap_period *P = t->P;
    gd_json_object(j, "period");
    gd_json_bool(j, "found", P->found);
    if (P->found) {
        uint64_t ex[64];
        uint64_t k = gd_heap_exceptions(t->r->g, P->n0, P->p, P->s, ex, 64);
        gd_json_u64(j, "preperiod", P->n0);
        gd_json_u64(j, "period", P->p);
        gd_json_u64(j, "saltus", P->s);
        gd_json_u64(j, "exceptions", k);
        gd_json_array(j, "exceptions_first");
        for (uint64_t i = 0; i < k && i < 64; i++)
            gd_json_u64(j, NULL, ex[i]);
        gd_json_close(j, ']');
    }
    gd_json_str(j, "why", P->why);
    gd_json_close(j, '}');
    uint32_t maxv = 0;
    uint64_t at = 0;
    for (uint64_t n = 0; n <= t->N; n++)
        if (t->r->g[n] > maxv)
            maxv = t->r->g[n], at = n;
    gd_json_object(j, "largest");
    gd_json_u64(j, "n", at);
    gd_json_u64(j, "g", maxv);
    gd_json_close(j, '}');
    gd_json_u64(j, "rare", rare);
    gd_json_u64(j, "last_rare", last_rare(t->r, t->N));
}

/* Draws the plot from the table (the -o file's temporary file, or a private copy when the
 * -o file is written in place, such as a FIFO that cannot be read back) and writes the
 * PNG as the next output of os (committed by the caller together with the table). 0, or 2
 * after the error message; *nognuplot when gnuplot is missing (no plot, no error). */
static int draw_plot(const gd_cli *c, const table *t, FILE *f, const char *tmp, const char *plot, const char *title,
                     gd_outputs *os, int *nognuplot)
{
    char err[512], *scratch = NULL, *data = NULL;
    const char *from = tmp;
    if (tmp)
        fflush(f);
    else {
        if (gd_io_scratch_begin("heap", &scratch, err, sizeof err) != 0)
            return gd_cli_fail("cannot draw '%s': %s", plot, err);
        size_t n = strlen(scratch) + 16;
        FILE *d = (data = malloc(n)) ? (snprintf(data, n, "%s/data.tsv", scratch), fopen(data, "w")) : NULL;
        int bad = !d;
        if (d) {
            write_table(d, NULL, t);
            bad = ferror(d) != 0;
            bad |= fclose(d) != 0;
        }
        if (bad) {
            free(data);
            gd_io_scratch_end(scratch);
            return gd_cli_fail("cannot draw '%s': cannot write its data in a temporary directory", plot);
        }
        from = data;
    }
    gd_image im;
    int pr = gd_image_plot(from, title,
                           t->periodic ? "set xlabel 'n (row start)'; set ylabel 'G(n)'\n"
                                         "plot data using 1:2 with points pt 7 ps 0.3 notitle"
                                       : "set xlabel 'n'; set ylabel 'G(n)'\n"
                                         "plot data using 1:2 with points pt 7 ps 0.3 notitle",
                           &im, err, sizeof err);
    free(data);
    gd_io_scratch_end(scratch);
    if (pr == GD_PLOT_NO_GNUPLOT) {
        *nognuplot = 1;
        return 0;
    }
    if (pr != 0)
        return gd_cli_fail("cannot draw '%s': %s", plot, err);
    int rc = gd_cli_write_png_output(c, &im, 1, title, t->params, os, plot);
    gd_image_free(&im);
    return rc;
}

int gd_cmd_heap(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *maxs = NULL, *out = NULL, *layout = NULL, *widths = NULL, *plot = NULL, *masks = NULL,
               *ckpt = NULL, *everys = NULL, *stops = NULL, *threadss = NULL;
    int plain = 0, resume = 0, json = 0;
    gd_cli_opt opts[] = {{"--max", &maxs, NULL},       {"-o", &out, NULL},
                         {"--layout", &layout, NULL},  {"--width", &widths, NULL},
                         {"--plot", &plot, NULL},      {"--mask", &masks, NULL},
                         {"--plain", NULL, &plain},    {"--checkpoint", &ckpt, NULL},
                         {"--checkpoint-every", &everys, NULL}, {"--resume", NULL, &resume},
                         {"--stop-at", &stops, NULL},  {"--json", NULL, &json},
                         {"--threads", &threadss, NULL}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "heap");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!c.game_name)
        return gd_cli_fail("heap: missing CODE (for example 0.77, kayles, grundy, sub:{2,3,7})");
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("heap: --pass, --perturb, --xmax and --ymax are not options of heap");
    if (!maxs)
        return gd_cli_fail("heap: --max N is required");
    uint64_t N, width = 0, mask = 0, every = 300, stop = 0, threads = 0;
    if ((rc = gd_cli_parse_u64("--max", maxs, 0, (uint64_t)UINT32_MAX - 3, &N)) ||
        (widths && (rc = gd_cli_parse_u64("--width", widths, 1, 1 << 20, &width))) ||
        (masks && (rc = gd_cli_parse_u64("--mask", masks, 0, UINT32_MAX, &mask))) ||
        (everys && (rc = gd_cli_parse_u64("--checkpoint-every", everys, 1, 1 << 30, &every))) ||
        (stops && (rc = gd_cli_parse_u64("--stop-at", stops, 0, N, &stop))) ||
        (threadss && (rc = gd_cli_parse_u64("--threads", threadss, 0, 256, &threads))))
        return rc;
    int periodic = 0;
    if (layout && strcmp(layout, "periodic") == 0)
        periodic = 1;
    else if (layout && strcmp(layout, "list") != 0)
        return gd_cli_fail("heap: bad --layout '%s' (expected list or periodic)", layout);
    if (widths && !periodic)
        return gd_cli_fail("heap: --width goes with --layout periodic");
    if ((resume || everys || stops) && !ckpt)
        return gd_cli_fail("heap: --resume, --checkpoint-every and --stop-at need --checkpoint FILE");
    if (plain && (ckpt || masks))
        return gd_cli_fail("heap: --plain takes no --checkpoint or --mask");
    if (plot && (!out || strcmp(out, "-") == 0))
        return gd_cli_fail("heap: --plot needs -o FILE.tsv for its data");
    if ((rc = gd_cli_check_output(out)) || (rc = gd_cli_check_output(plot)) ||
        (ckpt && (rc = gd_cli_check_output(ckpt))))
        return rc;
    char err[512];
    gd_heap_code code;
    if (gd_heap_code_parse(c.game_name, &code, err, sizeof err) != 0)
        return gd_cli_fail("heap: %s", err);
    c.size_options = "--max";
    if ((rc = gd_cli_check_mem(&c, gd_heap_run_bytes(N))) != 0)
        return rc;
    /* The table: a row 'n<TAB>g' a heap, n of up to digits(N) digits, g of up to 3 (Grundy's
     * game's values stay below 1000 far past 2^30; a larger g is a longer row). */
    uint64_t digits = 1;
    for (uint64_t t = N; t >= 10; t /= 10)
        digits++;
    if (out && !(stops && stop < N) && (rc = gd_cli_check_space(&c, out, (N + 1) * (digits + 5), GD_CLI_SAY_SIZE, "the table")) != 0)
        return rc;
    gd_heap_run r;
    if (gd_heap_run_init(&r, &code, N, masks ? (int64_t)mask : -1, err, sizeof err) != 0)
        return gd_cli_fail("heap: %s", err);
    r.threads = threads ? (int)threads : gd_par_cores();
    /* The code as every output says it: whole, however long (a table's name is its code). */
    char *name = gd_heap_code_text(&code);
    if (!name) {
        gd_heap_run_free(&r);
        return gd_cli_fail("out of memory");
    }
    if (resume && gd_heap_checkpoint_load(&r, &code, N, ckpt, err, sizeof err) != 0) {
        gd_heap_run_free(&r), free(name);
        return gd_cli_fail("heap: %s", err);
    }
    uint64_t resumed = r.done;
    double t0 = gd_seconds();
    if (plain) {
        if (gd_heap_plain(&code, N, r.g, err, sizeof err) != 0) {
            gd_heap_run_free(&r), free(name);
            return gd_cli_fail("heap: %s", err);
        }
        r.done = N + 1;
    } else {
        uint64_t upto = stops ? stop : N;
        gd_progress bar;
        gd_progress_start(&bar, "value", upto + 1, c.quiet);
        bar.from = resumed;
        double saved = gd_seconds();
        for (;;) {
            /* Slices of a fifth of a second for the progress line, and the checkpoint's
             * interval measured from the last save. */
            double slice = bar.on ? 0.2 : 0;
            if (ckpt) {
                double left = (double)every - (gd_seconds() - saved);
                left = left < 0.001 ? 0.001 : left;
                slice = slice > 0 && slice < left ? slice : left;
            }
            int s = gd_heap_run_step(&r, upto, slice, err, sizeof err);
            if (s < 0) {
                gd_progress_end(&bar);
                gd_heap_run_free(&r), free(name);
                return gd_cli_fail("heap: %s", err);
            }
            gd_progress_update(&bar, r.done);
            if (r.done > upto)
                break;
            if (ckpt && gd_seconds() - saved >= (double)every) {
                if (gd_heap_checkpoint_save(&r, ckpt, err, sizeof err) != 0) {
                    gd_progress_end(&bar);
                    gd_heap_run_free(&r), free(name);
                    return gd_cli_fail("heap: %s", err);
                }
                saved = gd_seconds();
            }
        }
        gd_progress_end(&bar);
        if (stops && r.done <= N) {
            rc = gd_heap_checkpoint_save(&r, ckpt, err, sizeof err) != 0 ? gd_cli_fail("heap: %s", err) : 0;
            if (!rc && !c.quiet)
                printf("heap %s: stopped after G(0..%llu) in %.2f s; checkpoint %s (continue with --resume)\n",
                       name, (unsigned long long)(r.done - 1), gd_seconds() - t0, ckpt);
            gd_heap_run_free(&r), free(name);
            return rc;
        }
    }
    double secs = gd_seconds() - t0;
    gd_heap_period P;
    int arith = !gd_heap_code_octal_finite(&code);
    gd_heap_find_period(&code, r.g, N, N / 3 > 1 << 20 ? 1 << 20 : N / 3, arith, &P);
    if (periodic && !width) {
        if (!P.found) {
            gd_heap_run_free(&r), free(name);
            return gd_cli_fail("heap: --layout periodic: no period found in G(0..%llu); give --width W",
                               (unsigned long long)N);
        }
        width = P.p;
    }
    gd_outputs os = {0};
    FILE *f = stdout;
    if (out && !(f = gd_outputs_add(&os, out, err, sizeof err))) {
        gd_heap_run_free(&r), free(name);
        return gd_cli_fail("%s", err);
    }
    const char *tmp = out ? os.o[0].tmp : NULL;
    char params[strlen(name) + 256];
    uint64_t rare = gd_heap_rare_count(r.g, N + 1, r.mask) + 1; /* n = 0 is rare too */
    snprintf(params, sizeof params, "code=%s%s%s%s max=%llu method=%s mask=%u rare=%llu", name,
             code.preset[0] ? " (" : "", code.preset, code.preset[0] ? ")" : "", (unsigned long long)N,
             plain || code.hex ? "plain" : "sparse", r.mask, (unsigned long long)rare);
    table t = {c.command, params, &code, &r, &P, N, periodic, width};
    gd_json j;
    if (json && !out) {
        gd_cli_json_start(&j, &c, params, "code");
        write_table(f, &j, &t);
        json_summary(&j, &t, rare);
        gd_json_timing(&j, "seconds", secs, (const char *)NULL);
        gd_cli_json_end(&j);
    }
    uint64_t rows = json && !out ? 0 : write_table(f, NULL, &t);
    if (!out && fflush(stdout) != 0) {
        gd_heap_run_free(&r), free(name);
        return gd_cli_fail("error writing to standard output");
    }
    /* With --plot both outputs are made in full before either replaces its file. */
    char title[strlen(name) + 32];
    int failed = 0, nognuplot = 0;
    if (plot) {
        snprintf(title, sizeof title, "nim-sequence of %s", name);
        failed = draw_plot(&c, &t, f, tmp, plot, title, &os, &nognuplot);
    }
    err[0] = 0;
    if (gd_outputs_commit(&os, failed, err, sizeof err) != 0) {
        gd_heap_run_free(&r), free(name);
        return failed ? 2 : gd_cli_fail("%s", err);
    }
    if (json && out) {
        gd_cli_json_start(&j, &c, params, "code");
        char *header = table_header(&t);
        gd_cli_json_table_file(&j, header ? header : "", rows, out);
        free(header);
        json_summary(&j, &t, rare);
        gd_json_timing(&j, "seconds", secs, (const char *)NULL);
        gd_cli_json_end(&j);
    } else if (!c.quiet && !json) {
        uint32_t maxv = 0;
        uint64_t at = 0;
        for (uint64_t n = 0; n <= N; n++)
            if (r.g[n] > maxv)
                maxv = r.g[n], at = n;
        gd_cli_summary(out, "heap %s: G(0..%llu) in %.2f s%s; largest G(%llu) = %u; rare values %llu (mask %u, the last at n = %llu); %s",
                       name, (unsigned long long)N, secs, resume ? " (resumed)" : "", (unsigned long long)at,
                       maxv, (unsigned long long)rare, r.mask, (unsigned long long)last_rare(&r, N), P.why);
        (void)resumed;
    }
    if (nognuplot)
        fprintf(stderr, "gamedyn: gnuplot not found: no plot drawn; the data is written\n");
    gd_heap_run_free(&r), free(name);
    return rc;
}
