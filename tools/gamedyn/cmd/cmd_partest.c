/* gamedyn partest - a diagnostic: one parallel map (src/base) of a deterministic
 * function, so threads and MPI ranks can be checked and timed on any machine. */
#include "tool.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char help[] =
    "usage: gamedyn partest --tasks N [--work W] [--threads T] [--fail-at K] [-o FILE] [--json] [-q]\n"
    "\n"
    "A diagnostic of the parallel map behind the ensembles (docs/parallel.md): task i mixes i\n"
    "W times through a 64-bit hash; TSV 'i value' in index order, the same bytes for any\n"
    "number of threads or MPI ranks (mpirun -n R build/mpi/gamedyn partest ...).\n"
    "A summary with the time goes to stderr.\n"
    "\n"
    "  --tasks N    tasks (at most 10000000)\n"
    "  --work W     hash rounds per task (default 1000)\n"
    "  --threads T  threads per rank (default: the cores, shared by the ranks on a machine)\n"
    "  --fail-at K  task K fails: the error names it, exit status 2\n"
    "  -o FILE      the TSV to FILE instead of stdout (written by MPI rank 0 only)\n"
    "  --json       one JSON line (docs/format.md): the table as \"columns\" and \"data\" (with -o:\n"
    "               \"columns\", \"rows\", \"output\"), \"ranks\", and \"timing\"\n"
    "  -q           no summary on stderr\n";

typedef struct {
    uint64_t work, fail_at;
} selftest;

static int task(const void *vc, uint64_t i, void *out, char *err, size_t errlen)
{
    const selftest *s = vc;
    if (i == s->fail_at) {
        snprintf(err, errlen, "task %llu failed (--fail-at)", (unsigned long long)i);
        return -1;
    }
    uint64_t x = i;
    for (uint64_t k = 0; k < s->work; k++) { /* splitmix64 */
        x += 0x9E3779B97F4A7C15ull;
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
        x ^= x >> 31;
    }
    memcpy(out, &x, sizeof x);
    return 0;
}

int gd_cmd_partest(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *tasks = NULL, *work = NULL, *threads = NULL, *fail = NULL, *out = NULL;
    int json = 0;
    gd_cli_opt opts[] = {{"--tasks", &tasks, NULL},     {"--work", &work, NULL}, {"--threads", &threads, NULL},
                         {"--fail-at", &fail, NULL}, {"-o", &out, NULL},      {"--json", NULL, &json}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "partest");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (c.game_name || c.perturb_spec || c.pass || c.have_xmax || c.have_ymax)
        return gd_cli_fail("partest: takes no game, --pass, --perturb, --xmax or --ymax");
    if (!tasks)
        return gd_cli_fail("partest: --tasks N is required");
    uint64_t n, w = 1000, t = 0;
    selftest s = {0, UINT64_MAX};
    if ((rc = gd_cli_parse_u64("--tasks", tasks, 0, 10000000, &n)) || (work && (rc = gd_cli_parse_u64("--work", work, 0, (uint64_t)1 << 40, &w))) ||
        (threads && (rc = gd_cli_parse_u64("--threads", threads, 1, 256, &t))) ||
        (fail && (rc = gd_cli_parse_u64("--fail-at", fail, 0, UINT64_MAX - 1, &s.fail_at))))
        return rc;
    s.work = w;
    if ((rc = gd_cli_check_output(out)) != 0 || (rc = gd_cli_check_mem(&c, n * sizeof(uint64_t))) != 0)
        return rc;
    uint64_t *v = malloc(n ? n * sizeof *v : 1);
    if (!v)
        return gd_cli_fail("partest: out of memory for %llu results", (unsigned long long)n);
    char err[256];
    gd_par_opts o = {(int)t};
    double t0 = gd_seconds();
    if (gd_par_map(n, sizeof *v, task, &s, v, &o, err, sizeof err) != 0) {
        free(v);
        return gd_cli_fail("partest: %s", err);
    }
    double t1 = gd_seconds();
    char *tmp = NULL, params[128], hex[17];
    FILE *f = stdout;
    snprintf(params, sizeof params, "tasks=%llu work=%llu", (unsigned long long)n, (unsigned long long)w);
    if (out && !(f = gd_file_begin(out, &tmp, err, sizeof err))) {
        free(v);
        return gd_cli_fail("%s", err);
    }
    gd_json js, *j = json && !out ? &js : NULL; /* the rows go into the JSON */
    if (j)
        gd_cli_json_start(j, &c, params, "");
    else
        gd_io_provenance(f, c.command, "%s", params);
    gd_rows tr;
    gd_rows_begin(&tr, f, j, "i\tvalue");
    for (uint64_t i = 0; i < n; i++) {
        snprintf(hex, sizeof hex, "%016llx", (unsigned long long)v[i]);
        gd_rows_cell_u64(&tr, i);
        gd_rows_cell_str(&tr, hex);
        gd_rows_row_end(&tr);
    }
    gd_rows_end(&tr);
    free(v);
    if (j) {
        gd_json_u64(j, "ranks", (uint64_t)gd_par_size());
        gd_json_timing(j, "seconds", t1 - t0, (const char *)NULL);
        gd_cli_json_end(j); /* a failed write is reported on the way out (gd_cli_finish) */
        rc = 0;
    } else
        rc = gd_cli_table_end(f, tmp, out, 0);
    if (rc == 0 && json && out) {
        gd_cli_json_start(&js, &c, params, "");
        gd_cli_json_table_file(&js, "i\tvalue", n, out);
        gd_json_u64(&js, "ranks", (uint64_t)gd_par_size());
        gd_json_timing(&js, "seconds", t1 - t0, (const char *)NULL);
        gd_cli_json_end(&js);
    }
    if (!c.quiet && rc == 0)
        fprintf(stderr, "partest: %llu tasks of %llu rounds on %d rank(s) in %.3f s\n", (unsigned long long)n,
                (unsigned long long)w, gd_par_size(), t1 - t0);
    gd_cli_done(&c);
    return rc;
}
