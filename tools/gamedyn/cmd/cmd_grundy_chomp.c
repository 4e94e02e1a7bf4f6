/* gamedyn grundy chomp - Grundy values of 3-row Chomp: the 3 x n rectangles (OEIS A069001)
 * or every position, by chomp.h. Reached from gamedyn grundy when the game is chomp. */
#include "tool.h"
#include "gamedyn/chomp.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn grundy chomp --max N [--rect | --all] [--seconds S] [-o FILE.tsv|-] [--json]\n"
    "                            [--max-mem SIZE] [-q]\n"
    "\n"
    "Exact Grundy values of 3-row Chomp (docs/chomp-grundy.md): every position [x,y,z]\n"
    "(x columns of height 3, y of height 2, z of height 1, the poisoned square in the first\n"
    "column) with x+y+z <= N, computed x+y+z by x+y+z with one bitset per family of options,\n"
    "so no option is scanned. The 3 x n rectangle is [n,0,0]; its values are OEIS A069001\n"
    "(tests/data has them to n = 64). N = 300 takes about 0.2 s, N = 1000 about 30 s and\n"
    "190 MiB (the time grows as N^4, the memory as N^3/64).\n"
    "\n"
    "  --max N      the largest x+y+z (1..4096)\n"
    "  --rect       TSV 'n g': the 3 x n rectangles, n = 1..N (the default)\n"
    "  --all        TSV 'x y z g': every position with x+y+z <= N, by x+y+z, then x+y, then x\n"
    "  --seconds S  stop after S seconds at the end of an x+y+z: the output then ends at the\n"
    "               last complete one, and the summary says how far it got\n"
    "  -o FILE      the TSV (default stdout), with provenance '#' lines\n"
    "  --json       the summary as one JSON line (needs -o FILE)\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "  -q           no summary\n"
    "\n"
    "Single positions: 'gamedyn query chomp:2,1,3 --value' uses the same computation\n"
    "(plain Chomp, x+y+z <= 512; with --pass or --perturb the generic solver).\n";

typedef struct {
    FILE *f;
} all_ctx;

static void print_all(void *ctx, uint32_t x, uint32_t y, uint32_t z, uint32_t g)
{
    all_ctx *a = ctx;
    fprintf(a->f, "%u\t%u\t%u\t%u\n", x, y, z, g);
}

typedef struct {
    const char *out, *maxs, *secs;
    int rect, all, json;
    int data_stdout; /* no -o, or -o - */
    uint64_t N;
    double seconds; /* --seconds; 0: no limit */
} chomp_args;

/* The checks in the order the manual promises: which error wins matters to scripts. */
static int parse_options(gd_cli *c, int argc, char **argv, chomp_args *a)
{
    *a = (chomp_args){0};
    gd_cli_opt opts[] = {{"-o", &a->out, NULL},       {"--max", &a->maxs, NULL},   {"--rect", NULL, &a->rect},
                         {"--all", NULL, &a->all},    {"--seconds", &a->secs, NULL}, {"--json", NULL, &a->json}};
    int rc = gd_cli_parse(c, argc, argv, opts, GD_CLI_NOPTS(opts), "grundy");
    if (rc)
        return rc;
    if (c->pass || c->perturb_spec || c->have_xmax || c->have_ymax)
        return gd_cli_fail("grundy chomp takes --max N, not --pass, --perturb, --xmax or --ymax");
    if (!a->maxs)
        return gd_cli_fail("grundy chomp needs --max N");
    if ((rc = gd_cli_parse_u64("--max", a->maxs, 1, GD_CHOMPG_MAX, &a->N)) != 0)
        return rc;
    if (a->rect && a->all)
        return gd_cli_fail("--rect and --all cannot be combined");
    if (a->secs) {
        char *end;
        a->seconds = strtod(a->secs, &end);
        if (end == a->secs || *end || !(a->seconds > 0) || a->seconds > 1e7)
            return gd_cli_fail("bad --seconds '%s' (expected a positive number of seconds)", a->secs);
    }
    const char *out = a->out;
    size_t olen = out ? strlen(out) : 0;
    if (olen >= 4 && (strcmp(out + olen - 4, ".png") == 0 || strcmp(out + olen - 4, ".npy") == 0))
        return gd_cli_fail("grundy chomp writes TSV (-o FILE.tsv or -), not '%s' (pictures: grundy nim)", out);
    a->data_stdout = !out || strcmp(out, "-") == 0;
    if (a->json && a->data_stdout)
        return gd_cli_fail("--json puts the summary on stdout: write the data to a file with -o");
    return gd_cli_check_output(out);
}

static void print_summary(gd_cli *c, const chomp_args *a, const char *params, const gd_chompg_result *r)
{
    if (a->json) {
        gd_json j;
        gd_cli_json_start(&j, c, params, NULL);
        gd_json_u64(&j, "max", a->N);
        gd_json_u64(&j, "done", r->done);
        gd_json_u64(&j, "positions", r->positions);
        gd_json_u64(&j, "rect_value", r->rect[r->done]);
        gd_json_u64(&j, "largest_value", r->vmax);
        gd_json_str(&j, "output", a->out);
        gd_json_timing(&j, "seconds", r->seconds, (const char *)NULL);
        gd_cli_json_end(&j);
    } else if (!c->quiet)
        gd_cli_line(a->data_stdout,
                    "chomp: Grundy values of every position with x+y+z <= %llu%s (%llu positions, largest value %u), "
                    "%.2f s; 3 x %llu rectangle: %u -> %s",
                    (unsigned long long)r->done, r->done < a->N ? " (stopped by --seconds)" : "",
                    (unsigned long long)r->positions, r->vmax, r->seconds, (unsigned long long)r->done,
                    r->rect[r->done], a->data_stdout ? "stdout" : a->out);
}

int gd_cmd_grundy_chomp(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    chomp_args o;
    int rc = parse_options(&c, argc, argv, &o);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    c.size_options = "--max";
    if ((rc = gd_cli_check_mem(&c, gd_chompg_estimate_bytes(o.N))) != 0)
        return rc;
    char err[512], params[128];
    snprintf(params, sizeof params, "game=chomp max=%llu output=%s seconds=%s", (unsigned long long)o.N,
             o.all ? "all" : "rect", o.secs ? o.secs : "-");
    char *tmp = NULL;
    FILE *f = stdout;
    if (!o.data_stdout && !(f = gd_file_begin(o.out, &tmp, err, sizeof err)))
        return gd_cli_fail("%s", err);
    gd_io_provenance(f, c.command, "%s", params);
    fputs(o.all ? "x\ty\tz\tg\n" : "n\tg\n", f);
    all_ctx a = {f};
    gd_chompg_spec spec = {o.N, o.seconds, c.max_mem, o.all ? print_all : NULL, &a};
    gd_chompg_result r;
    int computed = gd_chompg_compute(&spec, &r, err, sizeof err) == 0, failed = !computed;
    if (failed)
        gd_cli_fail("%s", err);
    for (uint64_t n = 1; !failed && !o.all && n <= r.done; n++)
        fprintf(f, "%llu\t%u\n", (unsigned long long)n, r.rect[n]);
    if (!failed && o.all && r.done < o.N)
        fprintf(f, "# stopped after x+y+z = %llu (--seconds %s)\n", (unsigned long long)r.done, o.secs);
    failed = failed || ferror(f);
    if (!o.data_stdout && gd_file_commit(f, tmp, o.out, failed, err, sizeof err) != 0)
        rc = err[0] ? gd_cli_fail("%s", err) : 2;
    else
        rc = failed ? 2 : 0;
    if (rc == 0)
        print_summary(&c, &o, params, &r);
    if (computed) /* a failed write too: the values were computed */
        free(r.rect);
    gd_cli_done(&c);
    return rc;
}
