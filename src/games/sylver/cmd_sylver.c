/* gamedyn sylver - the outcome table of Sylver Coinage positions {a,b}, {a,b,c} or {a,b,c,d}. */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/io.h"
#include "gamedyn/sylver.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn sylver (--pairs N | --triples N | --quadruples N) [--moves] [--max-nodes K]\n"
    "                      [-o FILE.tsv|-] [--json]\n"
    "                      [--threads T] [--max-mem SIZE] [-q]\n"
    "                      [--slice A --png FILE.png|.svg|.pdf [--axes] [--scale K]\n"
    "                       [--window B0:B1,C0:C1]]\n"
    "\n"
    "Sylver Coinage (docs/sylver.md): players alternately name a number that is not a sum of\n"
    "non-negative multiples of the numbers already named; whoever names 1 loses. Writes the\n"
    "outcome of every position whose minimal generators are a < b (--pairs), a < b < c\n"
    "(--triples) or a < b < c < d (--quadruples), all at most N, one TSV line each:\n"
    "  a b [c [d]]  gcd  outcome  how  move\n"
    "outcome is P, N or ? (unknown: never guessed); how says why:\n"
    "  solved   gcd 1: exact search over every semigroup the position reaches\n"
    "  ender    gcd 1, beyond the search limits, an ender: N by Sicherman's ender theorem\n"
    "  prime    {p}, p a prime >= 5: P (Hutchings's theorem)\n"
    "  quiet    gcd p prime, the position over p a quiet ender: P by the quiet-end\n"
    "           theorem (docs/sylver.md), every move it leaves open shown to lose\n"
    "  move     gcd > 1: naming 'move' leads to a proved P-position: N\n"
    "  unknown  gcd > 1 and no theorem or winning move was found (outcome ?)\n"
    "move is a winning move when one is known (else '-'); with --moves, every winning move of\n"
    "a gcd-1 position, comma-separated.\n"
    "\n"
    "  --pairs N     positions {a,b}, 2 <= a < b <= N\n"
    "  --triples N   positions {a,b,c}, 2 <= a < b < c <= N\n"
    "  --quadruples N  positions {a,b,c,d}, 2 <= a < b < c < d <= N\n"
    "  --moves       every winning move of the gcd-1 positions (solves every option)\n"
    "  --max-nodes K give up a gcd-1 search after K new semigroups (then: ender or ?);\n"
    "                default 0: no limit\n"
    "  -o FILE       FILE.tsv or - (default stdout), with provenance '#' lines\n"
    "  --json        the summary as one JSON line (needs -o FILE)\n"
    "  --threads T   1 or 2 (default: one per core, at most 2); the rows are the same\n"
    "                for any T (each thread has its own memo); --max-nodes runs one\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "                all the threads' memos together; a memo that reaches it replaces\n"
    "                semigroups it holds (evictions) and the search goes on (the answers do\n"
    "                not change); refused up front below the least a table needs\n"
    "  --slice A --png FILE  (--triples) the picture of the slice a = A: b down, c across;\n"
    "                P black, N blue, unknown red, grey where b or c is a sum of the\n"
    "                others; .svg and .pdf by the extension\n"
    "  --axes        a frame: axes b and c, the title and the legend\n"
    "  --scale K     pixels per position (default 8)\n"
    "  --window B0:B1,C0:C1  draw only B0 <= b <= B1, C0 <= c <= C1\n"
    "  -q            no summary\n"
    "\n"
    "One position: 'gamedyn query sylver:5,7' prints P or N and every winning move.\n";

typedef struct {
    uint64_t positions, p, n, unknown, solved;
} tally;

static void print_row(FILE *f, const gd_sylver_row *row, int k, int moves, tally *t)
{
    const gd_sylver_result *r = &row->r;
    t->positions++;
    t->p += r->outcome == 0, t->n += r->outcome == 1, t->unknown += r->outcome < 0;
    t->solved += r->how == GD_SYLVER_SOLVED;
    for (int i = 0; i < k; i++)
        fprintf(f, "%llu\t", (unsigned long long)row->x[i]);
    fprintf(f, "%llu\t%s\t%s\t", (unsigned long long)gd_sylver_gcd(row->x, k),
            r->outcome < 0 ? "?" : r->outcome ? "N" : "P", gd_sylver_how_name(r->how));
    if (moves && r->how == GD_SYLVER_SOLVED) {
        for (long i = 0; i < row->nmoves; i++)
            fprintf(f, "%s%llu", i ? "," : "", (unsigned long long)row->moves[i]);
        fputs(row->nmoves ? "\n" : "-\n", f);
    } else if (r->move)
        fprintf(f, "%llu\n", (unsigned long long)r->move);
    else
        fputs("-\n", f);
}

/* The slice a = A as the next output of os; 0, or 2 after the error. */
static int picture(const gd_cli *c, const gd_sylver_row *rows, long n, uint64_t A, const uint64_t win[4],
                   uint32_t scale, int axes, const char *params, gd_outputs *os, const char *path)
{
    gd_image im;
    if (gd_sylver_slice_image(rows, n, A, win[0], win[1], win[2], win[3], &im) != 0)
        return gd_cli_fail("out of memory drawing the slice");
    char title[96], comment[512];
    snprintf(title, sizeof title, "Sylver Coinage {a,b,c}, a = %llu", (unsigned long long)A);
    snprintf(comment, sizeof comment, "%s slice=%llu window=%llu:%llu,%llu:%llu scale=%u axes=%d", params,
             (unsigned long long)A, (unsigned long long)win[0], (unsigned long long)win[1],
             (unsigned long long)win[2], (unsigned long long)win[3], scale, axes);
    gd_figure fig;
    gd_figure_init(&fig);
    fig.frame = axes;
    fig.title = title;
    fig.axes = 1;
    fig.x = (gd_axis){(double)win[2] - 0.5, 1, "c"};
    fig.y = (gd_axis){(double)win[0] - 0.5, 1, "b"};
    gd_rgb col;
    const char *label;
    for (int i = 1; (label = gd_sylver_slice_color(i, &col)) != NULL; i++)
        gd_figure_key_add(&fig, col, label);
    int rc = gd_cli_write_figure(c, &im, scale, &fig, title, comment, os, path);
    gd_image_free(&im);
    return rc;
}

int gd_cmd_sylver(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    c.max_args = 0;
    const char *out = NULL, *pairs = NULL, *triples = NULL, *quads = NULL, *nodes_s = NULL, *threads_s = NULL;
    const char *slice_s = NULL, *png = NULL, *scale_s = NULL, *window_s = NULL;
    int json = 0, moves = 0, axes = 0;
    gd_cli_opt opts[] = {{"-o", &out, NULL},         {"--pairs", &pairs, NULL}, {"--triples", &triples, NULL},
                         {"--quadruples", &quads, NULL},
                         {"--max-nodes", &nodes_s, NULL}, {"--moves", NULL, &moves}, {"--json", NULL, &json},
                         {"--threads", &threads_s, NULL}, {"--slice", &slice_s, NULL}, {"--png", &png, NULL},
                         {"--axes", NULL, &axes}, {"--scale", &scale_s, NULL}, {"--window", &window_s, NULL}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "sylver");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (c.game_name)
        return gd_cli_fail("sylver: unknown argument '%s' (see gamedyn sylver --help)", c.game_name);
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("sylver takes --pairs, --triples or --quadruples N, not --pass, --perturb, --xmax or --ymax");
    if (!!pairs + !!triples + !!quads != 1)
        return gd_cli_fail("sylver needs one of --pairs N, --triples N and --quadruples N");
    int k = pairs ? 2 : triples ? 3 : 4;
    const char *kname = k == 2 ? "pairs" : k == 3 ? "triples" : "quadruples";
    char kopt[16];
    snprintf(kopt, sizeof kopt, "--%s", kname);
    uint64_t N, nodes = 0, threads = 0;
    if ((rc = gd_cli_parse_u64(kopt, k == 2 ? pairs : k == 3 ? triples : quads, (uint64_t)k + 1, 1000, &N)) != 0)
        return rc;
    if (nodes_s && (rc = gd_cli_parse_u64("--max-nodes", nodes_s, 1, UINT64_MAX, &nodes)) != 0)
        return rc;
    if (threads_s && (rc = gd_cli_parse_u64("--threads", threads_s, 1, 2, &threads)) != 0)
        return rc;
    uint64_t A = 0, scale = 8, win[4] = {0};
    if (!!slice_s != !!png)
        return gd_cli_fail("sylver: --slice A and --png FILE go together");
    if ((axes || scale_s || window_s) && !png)
        return gd_cli_fail("sylver: --axes, --scale and --window draw the picture of --slice A --png FILE");
    if (slice_s) {
        if (k != 3)
            return gd_cli_fail("sylver: --slice draws a slice of the --triples table");
        if ((rc = gd_cli_parse_u64("--slice", slice_s, 2, N >= 4 ? N - 2 : 2, &A)) != 0)
            return rc;
        if (scale_s && (rc = gd_cli_parse_u64("--scale", scale_s, 1, 64, &scale)) != 0)
            return rc;
        win[0] = A + 1, win[1] = N, win[2] = A + 1, win[3] = N;
        if (window_s) {
            if ((rc = gd_cli_parse_window("--window", window_s, win)) != 0)
                return rc;
            if (win[0] <= A || win[2] <= A || win[1] > N || win[3] > N)
                return gd_cli_fail("sylver: --window %s: b and c run from %llu to %llu", window_s,
                                   (unsigned long long)A + 1, (unsigned long long)N);
        }
        if ((rc = gd_cli_check_output(png)) != 0)
            return rc;
    }
    int data_stdout = !out || strcmp(out, "-") == 0;
    if (json && data_stdout)
        return gd_cli_fail("--json puts the summary on stdout: write the data to a file with -o");
    if ((rc = gd_cli_check_output(out)) != 0)
        return rc;
    char params[256], err[512];
    snprintf(params, sizeof params, "game=sylver %s=%llu moves=%d max_nodes=%llu", kname,
             (unsigned long long)N, moves, (unsigned long long)nodes);
    gd_sylver_table_opts o = {.k = k, .N = N, .threads = (int)threads, .moves = moves, .max_mem = c.max_mem,
                              .max_nodes = nodes};
    gd_sylver_row *rows;
    gd_sylver_table_stats st;
    double t0 = gd_seconds();
    long nrows = gd_sylver_table(&o, &rows, &st, err, sizeof err);
    double secs = gd_seconds() - t0;
    if (nrows < 0)
        return gd_cli_fail("%s", err);
    gd_outputs os = {0};
    FILE *f = stdout;
    if (!data_stdout && !(f = gd_outputs_add(&os, out, err, sizeof err))) {
        gd_sylver_rows_free(rows, nrows);
        return gd_cli_fail("%s", err);
    }
    gd_io_provenance(f, c.command, "%s", params);
    fprintf(f, "# outcome: P, N or ? (unknown); how: solved, ender, prime, quiet, move, unknown (gamedyn sylver "
               "--help)\n");
    fputs(k == 2 ? "a\tb\tgcd\toutcome\thow\tmove\n"
          : k == 3 ? "a\tb\tc\tgcd\toutcome\thow\tmove\n"
                   : "a\tb\tc\td\tgcd\toutcome\thow\tmove\n",
          f);
    tally t = {0};
    for (long i = 0; i < nrows; i++)
        print_row(f, &rows[i], k, moves, &t);
    int failed = ferror(f) != 0;
    if (!failed && png)
        failed = picture(&c, rows, nrows, A, win, (uint32_t)scale, axes, params, &os, png) != 0;
    gd_sylver_rows_free(rows, nrows);
    char cerr[512] = "";
    int crc = gd_outputs_commit(&os, failed, cerr, sizeof cerr);
    if (cerr[0])
        rc = gd_cli_fail("%s", cerr);
    else if (failed || crc != 0)
        rc = failed ? 2 : gd_cli_fail("cannot write the table");
    else if (data_stdout && fflush(stdout) != 0)
        rc = gd_cli_fail("cannot write standard output");
    if (rc == 0 && json) {
        gd_json j;
        gd_cli_json_start(&j, &c, params, NULL);
        gd_json_u64(&j, "positions", t.positions);
        gd_json_u64(&j, "P", t.p);
        gd_json_u64(&j, "N", t.n);
        gd_json_u64(&j, "unknown", t.unknown);
        gd_json_u64(&j, "solved_exactly", t.solved);
        gd_json_u64(&j, "semigroups", st.semigroups);
        gd_json_u64(&j, "memo_peak_bytes", st.bytes);
        gd_json_u64(&j, "evictions", st.evictions);
        gd_json_u64(&j, "threads", (uint64_t)st.threads);
        gd_json_str(&j, "output", out);
        gd_json_timing(&j, "seconds", secs, (const char *)NULL);
        gd_cli_json_end(&j);
    } else if (rc == 0 && !c.quiet) {
        char b[32];
        gd_cli_line(data_stdout,
                    "sylver: %llu positions {%s} with numbers <= %llu: %llu P, %llu N, %llu unknown; %llu solved "
                    "exactly; %llu semigroups (memo peak %s, %llu evictions), %d thread%s, %.2f s -> %s",
                    (unsigned long long)t.positions, k == 2 ? "a,b" : k == 3 ? "a,b,c" : "a,b,c,d", (unsigned long long)N,
                    (unsigned long long)t.p, (unsigned long long)t.n, (unsigned long long)t.unknown,
                    (unsigned long long)t.solved, (unsigned long long)st.semigroups,
                    gd_format_bytes(st.bytes, b, sizeof b), (unsigned long long)st.evictions, st.threads,
                    st.threads > 1 ? "s" : "", secs, data_stdout ? "stdout" : out);
    }
    gd_cli_done(&c);
    return rc;
}
