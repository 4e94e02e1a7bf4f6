/* gamedyn wythoff - Wythoff's P-positions four ways: the cross-check and Figure 1. */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/util.h"
#include "gamedyn/twoheap.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char help[] =
    "usage: gamedyn wythoff --check N [-q] [--json]\n"
    "       gamedyn wythoff --figure SIZE [--cell PIXELS] [--axes] -o FILE.png|.svg|.pdf\n"
    "\n"
    "Wythoff's P-positions (a_n, b_n), b_n = a_n + n, by the four characterizations of\n"
    "Larsson's survey, in exact integer arithmetic (docs/wythoff.md):\n"
    "  mex rule        a_n = mex{a_i, b_i : i < n}\n"
    "  floor form      a_n = floor(n phi) = floor((n + isqrt(5 n^2)) / 2)\n"
    "  Fibonacci word  the fixed point 0100101001001... of 0 -> 01, 1 -> 0, positions from 1:\n"
    "                  a_n is the position of the n-th 0, b_n of the n-th 1 (n >= 1)\n"
    "  Zeckendorf      a_n is the n-th positive integer whose Zeckendorf representation ends\n"
    "                  in an even number of 0s, and zeta(b_n) is zeta(a_n) followed by a 0\n"
    "\n"
    "  --check N       compare the four for every n = 0..N (N <= 10^12), streamed in\n"
    "                  O(log N) memory; prints where they were checked and the last pair, or\n"
    "                  the first n where they disagree (exit status 2). 10^9 takes about 30 s\n"
    "  --json          the check's summary as one JSON line\n"
    "  -q              no progress on stderr\n"
    "  --figure SIZE   Figure 1 of the survey: the P-positions on the SIZE x SIZE board\n"
    "                  (2..200; (0,0) bottom-left) as black cells, each with the queen's lines\n"
    "                  (up, right, diagonal) of the N-positions it makes, coloured by n (red\n"
    "                  first ... magenta last, the mex rule's order)\n"
    "  --cell PIXELS   pixels a cell side (3..64, default 12)\n"
    "  --axes          a frame: axes a and b with ticks, the title and a legend\n"
    "  -o FILE.png     the figure (PNG with provenance text chunks)\n"
    "  --fault WAY:N   testing: corrupt a_N of one way (mex, floor, fib, zeck) to see the\n"
    "                  check fail\n"
    "\n"
    "Single positions: 'gamedyn query wythoff:A,B' answers at once for A, B <= 2^62 by\n"
    "the floor form, with every winning move; 'gamedyn play wythoff:A,B' plays it.\n";

static void progress(void *ctx, uint64_t n, uint64_t N)
{
    gd_progress *bar = ctx;
    bar->total = N;
    gd_progress_update(bar, n);
}

static int parse_fault(const char *s, int *way, uint64_t *n)
{
    static const char *const names[] = {"mex", "floor", "fib", "zeck"};
    const char *colon = strchr(s, ':');
    for (int w = 0; colon && w < GD_WYTHOFF_WAYS; w++)
        if ((size_t)(colon - s) == strlen(names[w]) && strncmp(s, names[w], strlen(names[w])) == 0) {
            *way = w;
            return gd_parse_u64(colon + 1, n) == 0 ? 0 : -1;
        }
    return -1;
}

static int check(gd_cli *c, uint64_t N, int json, int fault_way, uint64_t fault_n)
{
    gd_wythoff_report r;
    double t0 = gd_seconds();
    gd_progress bar;
    gd_progress_start(&bar, "n", N, c->quiet);
    int bad = gd_wythoff_check(N, fault_way, fault_n, progress, &bar, &r);
    gd_progress_end(&bar);
    double secs = gd_seconds() - t0;
    uint64_t at = bad ? r.bad_n : N;
    if (json) {
        gd_json j;
        gd_cli_json_start(&j, c, NULL, NULL);
        gd_json_u64(&j, "n_max", N);
        gd_json_u64(&j, "checked", r.checked);
        gd_json_u64(&j, "direct_isqrt", r.direct);
        gd_json_bool(&j, "agree", !bad);
        if (bad)
            gd_json_u64(&j, "disagreement_n", r.bad_n);
        gd_json_array(&j, "pairs");
        for (int w = 0; w < GD_WYTHOFF_WAYS; w++) {
            gd_json_object(&j, NULL);
            gd_json_str(&j, "way", gd_wythoff_way_name(w));
            gd_json_u64(&j, "n", at);
            gd_json_u64(&j, "a", r.at[w].a);
            gd_json_u64(&j, "b", r.at[w].b);
            gd_json_close(&j, '}');
        }
        gd_json_close(&j, ']');
        gd_json_timing(&j, "seconds", secs, (const char *)NULL);
        gd_cli_json_end(&j);
    } else if (!bad) {
        printf("wythoff: the mex rule, the floor form, the Fibonacci word and the Zeckendorf form agree for every n "
               "= 0..%llu (%llu pairs; the floor form by an incremental isqrt, and by the 128-bit isqrt at %llu "
               "of them: every 65536th n and n = %llu)\n",
               (unsigned long long)N, (unsigned long long)r.checked, (unsigned long long)r.direct,
               (unsigned long long)N);
        printf("last pair: n = %llu, (a_n, b_n) = (%llu, %llu); %.2f s\n", (unsigned long long)N,
               (unsigned long long)r.at[0].a, (unsigned long long)r.at[0].b, secs);
    } else {
        printf("wythoff: checked n = 0..%llu; disagreement at n = %llu:", (unsigned long long)(r.checked - 1 + !r.checked),
               (unsigned long long)r.bad_n);
        for (int w = 0; w < GD_WYTHOFF_WAYS; w++)
            printf("%s %s (%llu, %llu)", w ? "," : "", gd_wythoff_way_name(w), (unsigned long long)r.at[w].a,
                   (unsigned long long)r.at[w].b);
        putchar('\n');
    }
    if (bad < 0)
        return gd_cli_fail("out of memory");
    if (bad)
        return gd_cli_fail("wythoff: the characterizations disagree at n = %llu", (unsigned long long)r.bad_n);
    return 0;
}

static int figure(gd_cli *c, uint64_t size, uint64_t cell, int axes, const char *out)
{
    gd_image im;
    if (gd_wythoff_figure((uint32_t)size, (uint32_t)cell, &im) != 0)
        return gd_cli_fail("out of memory");
    char title[128], params[256];
    snprintf(title, sizeof title, "Wythoff's game: the P-positions on the %llu x %llu board and their queen's lines",
             (unsigned long long)size, (unsigned long long)size);
    snprintf(params, sizeof params, "game=wythoff figure=1 size=%llu cell=%llu%s", (unsigned long long)size,
             (unsigned long long)cell, axes ? " axes=1" : "");
    gd_figure fig;
    gd_figure_init(&fig);
    fig.frame = axes;
    fig.title = title;
    /* One cell is cell x cell pixels, (0,0) bottom-left. */
    fig.x = (gd_axis){-0.5, 1.0 / (double)cell, "a"};
    fig.y = (gd_axis){(double)size - 0.5, -1.0 / (double)cell, "b"};
    gd_figure_key_add(&fig, (gd_rgb){0, 0, 0}, "P-position (a_n, b_n)");
    gd_figure_key_add(&fig, gd_image_hue(0, 1), "its queen's lines, n first");
    gd_figure_key_add(&fig, gd_image_hue(1, 1), "... n last");
    int rc = gd_cli_write_figure(c, &im, 1, &fig, title, params, NULL, out);
    gd_image_free(&im);
    if (rc == 0)
        gd_cli_line(strcmp(out, "-") == 0, "Wythoff Figure 1, board %llux%llu -> %s", (unsigned long long)size,
                    (unsigned long long)size, out);
    return rc;
}

int gd_cmd_wythoff(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    c.max_args = 0;
    const char *checks = NULL, *figs = NULL, *cells = NULL, *out = NULL, *faults = NULL;
    int json = 0, axes = 0;
    gd_cli_opt opts[] = {{"--check", &checks, NULL}, {"--figure", &figs, NULL}, {"--cell", &cells, NULL},
                         {"-o", &out, NULL},         {"--json", NULL, &json},   {"--fault", &faults, NULL},
                         {"--axes", NULL, &axes}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "wythoff");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (c.game_name)
        return gd_cli_fail("wythoff: unknown argument '%s' (see gamedyn wythoff --help)", c.game_name);
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("wythoff takes --check N or --figure SIZE, not --pass, --perturb, --xmax or --ymax");
    if (!checks == !figs)
        return gd_cli_fail("wythoff needs one of --check N and --figure SIZE");
    if (checks && (out || cells))
        return gd_cli_fail("-o and --cell go with --figure, not --check");
    if (figs && (json || faults))
        return gd_cli_fail("--json and --fault go with --check, not --figure");
    uint64_t n, cell = 12, fault_n = 0;
    int fault_way = -1;
    if (faults && parse_fault(faults, &fault_way, &fault_n) != 0)
        return gd_cli_fail("bad --fault '%s' (expected mex:N, floor:N, fib:N or zeck:N)", faults);
    if (checks) {
        if ((rc = gd_cli_parse_u64("--check", checks, 0, 1000000000000ull, &n)) != 0)
            return rc;
        rc = check(&c, n, json, fault_way, fault_n);
    } else {
        if ((rc = gd_cli_parse_u64("--figure", figs, 2, 200, &n)) != 0 ||
            (cells && (rc = gd_cli_parse_u64("--cell", cells, 3, 64, &cell)) != 0))
            return rc;
        if (!out)
            return gd_cli_fail("--figure needs -o FILE.png");
        if ((rc = gd_cli_check_output(out)) != 0)
            return rc;
        rc = figure(&c, n, cell, axes, out);
    }
    gd_cli_done(&c);
    return rc;
}
