/* gamedyn sylver - the outcome table of Sylver Coinage positions {a,b}, {a,b,c} or {a,b,c,d}. */
#include "cli.h"
#include "gamedyn/io.h"
#include "gamedyn/sylver.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn sylver (--pairs N | --triples N | --quadruples N) [--moves] [--max-nodes K]\n"
    "                      [-o FILE.tsv|-] [--json]\n"
    "                      [--max-mem SIZE] [-q]\n"
    "\n"
    "Sylver Coinage (docs/sylver.md): players alternately name a number that is not a sum of\n"
    "non-negative multiples of the numbers already named; whoever names 1 loses. Writes the\n"
    "outcome of every position whose minimal generators are a < b (--pairs), a < b < c\n"
    "(--triples) or a < b < c < d (--quadruples), all at most N, one TSV line each:\n"
    "  a b [c [d]]  gcd  outcome  how  move\n"
    "outcome is P, N or ? (unknown: never guessed); how says why:\n"
    "  solved   gcd 1: exact search over every semigroup the position reaches\n"
    "  ender    gcd 1, beyond the search limits, an ender: N by Sicherman's ender theorem\n"
    "  move     gcd > 1: naming 'move' leads to a P-position (solved exactly): N\n"
    "  unknown  gcd > 1 and no theorem or winning move was found (outcome ?)\n"
    "move is a winning move when one is known (else '-'); with --moves, every winning move of\n"
    "a gcd-1 position, comma-separated.\n"
    "\n"
    "  --pairs N     positions {a,b}, 2 <= a < b <= N\n"
    "  --triples N   positions {a,b,c}, 2 <= a < b < c <= N\n"
    "  --quadruples N  positions {a,b,c,d}, 2 <= a < b < c < d <= N\n"
    "  --moves       every winning move of the gcd-1 positions (solves every option)\n"
    "  --max-nodes K give up a gcd-1 search after K new semigroups (then: ender or ?);\n"
    "                default 0: no limit but the memory\n"
    "  -o FILE       FILE.tsv or - (default stdout), with provenance '#' lines\n"
    "  --json        the summary as one JSON line (needs -o FILE)\n"
    "  --max-mem SIZE  the search table's bound (default 80% of available memory)\n"
    "  -q            no summary\n"
    "\n"
    "One position: 'gamedyn query sylver:5,7' prints P or N and every winning move.\n";

typedef struct {
    uint64_t positions, p, n, unknown, solved;
} tally;

static int one(FILE *f, gd_sylver *s, const uint64_t *x, int k, int moves, tally *t, char *err, size_t errlen)
{
    gd_sylver_result r;
    char why[256];
    if (gd_sylver_outcome(s, x, k, &r, why, sizeof why) != 0) {
        gd_err(err, errlen, "%s", why);
        return -1;
    }
    t->positions++;
    t->p += r.outcome == 0, t->n += r.outcome == 1, t->unknown += r.outcome < 0;
    t->solved += r.how == GD_SYLVER_SOLVED;
    for (int i = 0; i < k; i++)
        fprintf(f, "%llu\t", (unsigned long long)x[i]);
    fprintf(f, "%llu\t%s\t%s\t", (unsigned long long)gd_sylver_gcd(x, k),
            r.outcome < 0 ? "?" : r.outcome ? "N" : "P", gd_sylver_how_name(r.how));
    if (moves && r.how == GD_SYLVER_SOLVED) {
        uint64_t *w;
        long nw = gd_sylver_winning(s, x, k, &w, err, errlen);
        if (nw < 0)
            return -1;
        for (long i = 0; i < nw; i++)
            fprintf(f, "%s%llu", i ? "," : "", (unsigned long long)w[i]);
        fputs(nw ? "\n" : "-\n", f);
        free(w);
    } else if (r.move)
        fprintf(f, "%llu\n", (unsigned long long)r.move);
    else
        fputs("-\n", f);
    return ferror(f) ? -1 : 0;
}

/* Positions whose numbers are their own minimal generators, in lexicographic order: the
 * numbers x[0..i-1] are chosen, x[i] runs above x[i-1]. */
static int run(FILE *f, gd_sylver *s, uint64_t *x, int i, int k, uint64_t N, int moves, tally *t, char *err,
               size_t errlen)
{
    uint64_t g[4];
    if (i == k)
        return gd_sylver_reduce(x, k, g, 4, err, errlen) != k ? 0 : one(f, s, x, k, moves, t, err, errlen);
    for (x[i] = i ? x[i - 1] + 1 : 2; x[i] <= N; x[i]++)
        if (run(f, s, x, i + 1, k, N, moves, t, err, errlen) != 0)
            return -1;
    return 0;
}

int gd_cmd_sylver(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    c.max_args = 0;
    const char *out = NULL, *pairs = NULL, *triples = NULL, *quads = NULL, *nodes_s = NULL;
    int json = 0, moves = 0;
    gd_cli_opt opts[] = {{"-o", &out, NULL},         {"--pairs", &pairs, NULL}, {"--triples", &triples, NULL},
                         {"--quadruples", &quads, NULL},
                         {"--max-nodes", &nodes_s, NULL}, {"--moves", NULL, &moves}, {"--json", NULL, &json}};
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
    uint64_t N, nodes = 0;
    if ((rc = gd_cli_parse_u64(kopt, k == 2 ? pairs : k == 3 ? triples : quads, (uint64_t)k + 1, 1000, &N)) != 0)
        return rc;
    if (nodes_s && (rc = gd_cli_parse_u64("--max-nodes", nodes_s, 1, UINT64_MAX, &nodes)) != 0)
        return rc;
    int data_stdout = !out || strcmp(out, "-") == 0;
    if (json && data_stdout)
        return gd_cli_fail("--json puts the summary on stdout: write the data to a file with -o");
    if ((rc = gd_cli_check_output(out)) != 0)
        return rc;
    char params[256], err[512];
    snprintf(params, sizeof params, "game=sylver %s=%llu moves=%d max_nodes=%llu", kname,
             (unsigned long long)N, moves, (unsigned long long)nodes);
    gd_sylver *s = gd_sylver_new(c.max_mem, nodes);
    if (!s)
        return gd_cli_fail("out of memory");
    char *tmp = NULL;
    FILE *f = stdout;
    if (!data_stdout && !(f = gd_file_begin(out, &tmp, err, sizeof err))) {
        gd_sylver_free(s);
        return gd_cli_fail("%s", err);
    }
    gd_io_provenance(f, c.command, "%s", params);
    fprintf(f, "# outcome: P, N or ? (unknown); how: solved, ender, prime, move, unknown (gamedyn sylver --help)\n");
    fputs(k == 2 ? "a\tb\tgcd\toutcome\thow\tmove\n"
          : k == 3 ? "a\tb\tc\tgcd\toutcome\thow\tmove\n"
                   : "a\tb\tc\td\tgcd\toutcome\thow\tmove\n",
          f);
    tally t = {0};
    double t0 = gd_seconds();
    uint64_t x[4];
    int failed = run(f, s, x, 0, k, N, moves, &t, err, sizeof err) != 0;
    double secs = gd_seconds() - t0;
    if (failed && err[0])
        rc = gd_cli_fail("%s", err);
    if (!data_stdout) {
        char cerr[512];
        if (gd_file_commit(f, tmp, out, failed, cerr, sizeof cerr) != 0 && !rc)
            rc = gd_cli_fail("%s", cerr[0] ? cerr : "cannot write the table");
    } else if (!rc && (failed || fflush(stdout) != 0))
        rc = gd_cli_fail("cannot write standard output");
    if (rc == 0 && json) {
        gd_json j;
        gd_cli_json_start(&j, &c, params, NULL);
        gd_json_u64(&j, "positions", t.positions);
        gd_json_u64(&j, "P", t.p);
        gd_json_u64(&j, "N", t.n);
        gd_json_u64(&j, "unknown", t.unknown);
        gd_json_u64(&j, "solved_exactly", t.solved);
        gd_json_u64(&j, "semigroups", gd_sylver_count(s));
        gd_json_str(&j, "output", out);
        gd_json_timing(&j, "seconds", secs, (const char *)NULL);
        gd_cli_json_end(&j);
    } else if (rc == 0 && !c.quiet) {
        char b[32];
        gd_cli_line(data_stdout,
                    "sylver: %llu positions {%s} with numbers <= %llu: %llu P, %llu N, %llu unknown; %llu solved "
                    "exactly; %llu semigroups (%s), %.2f s -> %s",
                    (unsigned long long)t.positions, k == 2 ? "a,b" : k == 3 ? "a,b,c" : "a,b,c,d", (unsigned long long)N,
                    (unsigned long long)t.p, (unsigned long long)t.n, (unsigned long long)t.unknown,
                    (unsigned long long)t.solved, (unsigned long long)gd_sylver_count(s),
                    gd_format_bytes(gd_sylver_bytes(s), b, sizeof b), secs, data_stdout ? "stdout" : out);
    }
    gd_sylver_free(s);
    gd_cli_done(&c);
    return rc;
}
