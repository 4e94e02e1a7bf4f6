/* gamedyn periods - certified additive periodicity of the rows of a two-heap Grundy table
 * (docs/periods.md; the prover is src/games/twoheap/periods.c). */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/table_pic.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char help[] =
    "usage: gamedyn periods RULESET --rows A0:A1 [--pass] [--max-b B] [--json] [-q]\n"
    "\n"
    "Proves, for each row a, g(a,b+p) = g(a,b) + s for every b >= b0 (s = p always here),\n"
    "with the least p and the least b0 for it, from the row's definition and the certificates\n"
    "of the rows below (docs/periods.md). Rulesets whose row moves take any number: (0,1) a\n"
    "direction of L and no (0,m) removed. TSV 'a b0 p s certificate'; a row that is not\n"
    "proved says 'not proved within the limits' (b0, p and s empty, never a guess).\n"
    "\n"
    "  --rows A0:A1  the rows (every row below A0 is proved too: the rows above need them)\n"
    "  --pass        g'(a,b), one pass shared by both players (the plain rows 0..A1 first)\n"
    "  --max-b B     columns computed per row at most (default 4194304)\n"
    "  --json        the table as one JSON line instead (docs/format.md): \"columns\", \"data\"\n"
    "                (null for the empty fields), \"proved\" (the rows proved)\n"
    "  -q            no summary line on stderr\n";

static void periods_progress(void *ctx, uint64_t done, uint64_t total)
{
    gd_progress *bar = ctx;
    bar->total = total;
    gd_progress_update(bar, done);
}

int gd_cmd_periods(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *rows = NULL, *maxbs = NULL;
    int json = 0;
    gd_cli_opt opts[] = {{"--rows", &rows, NULL}, {"--max-b", &maxbs, NULL}, {"--json", NULL, &json}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "periods");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!c.game_name)
        return gd_cli_fail("periods: missing RULESET (nim, wythoff, maharaja, sub:K, sub:{...}, linear:(l1,l2);...)");
    if (c.perturb_spec)
        return gd_cli_fail("periods: --perturb is not supported (the proof is for the unperturbed rulesets)");
    if (!rows)
        return gd_cli_fail("periods: --rows A0:A1 is required");
    unsigned long long a0, a1;
    char tail;
    if (sscanf(rows, "%llu:%llu%c", &a0, &a1, &tail) != 2 || a0 > a1 || a1 > 4096)
        return gd_cli_fail("periods: --rows '%s' is not A0:A1 with A0 <= A1 <= 4096", rows);
    uint64_t maxb = 4194304;
    if (maxbs && (rc = gd_cli_parse_u64("--max-b", maxbs, 1, (uint64_t)1 << 30, &maxb)))
        return rc;
    gd_ruleset r;
    gd_table_perturb pert, *pp;
    if ((rc = gd_table_cmd_ruleset(&c, NULL, &r, &pert, &pp)) != 0)
        return rc;
    char err[512];
    gd_periods P;
    double t0 = gd_seconds();
    gd_progress bar;
    gd_progress_start(&bar, "row", (uint64_t)(c.pass + 1) * (a1 + 1), c.quiet);
    rc = gd_periods_run_progress(&P, &r, c.pass, a1, maxb, periods_progress, &bar, err, sizeof err);
    gd_progress_end(&bar);
    if (rc != 0) {
        rc = gd_cli_fail("periods: %s", err);
        gd_ruleset_free(&r);
        gd_cli_done(&c);
        return rc;
    }
    double t1 = gd_seconds();
    char params[1400];
    snprintf(params, sizeof params, "ruleset=%s pass=%d rows=%llu:%llu max-b=%llu", r.text, c.pass, a0, a1,
             (unsigned long long)maxb);
    gd_json js, *j = json ? &js : NULL;
    if (j)
        gd_cli_json_start(j, &c, params, "ruleset");
    else
        gd_io_provenance(stdout, c.command, "%s", params);
    gd_rows t;
    gd_rows_begin(&t, stdout, j, "a\tb0\tp\ts\tcertificate");
    uint64_t proved = 0;
    for (uint64_t a = a0; a <= a1; a++) {
        const gd_period_row *w = gd_periods_row(&P, a);
        gd_rows_cell_u64(&t, a);
        if (w->proved) {
            proved++;
            char cert[600];
            snprintf(cert, sizeof cert, "proved: %s; %llu columns", w->why, (unsigned long long)w->columns);
            gd_rows_cell_u64(&t, w->b0);
            gd_rows_cell_u64(&t, w->p);
            gd_rows_cell_u64(&t, w->p);
            gd_rows_cell_str(&t, cert);
        } else {
            for (int k = 0; k < 3; k++)
                gd_rows_cell_str(&t, NULL); /* nothing proved: no values */
            gd_rows_cell_str(&t, w->why);
        }
        gd_rows_row_end(&t);
    }
    gd_rows_end(&t);
    if (j) {
        gd_json_u64(j, "proved", proved);
        gd_cli_json_end(j);
    }
    if (!c.quiet)
        fprintf(stderr, "periods %s%s rows %llu..%llu: %llu of %llu proved in %.2f s\n", r.text, c.pass ? " --pass" : "",
                a0, a1, (unsigned long long)proved, a1 - a0 + 1, t1 - t0);
    gd_periods_free(&P);
    gd_ruleset_free(&r);
    gd_cli_done(&c);
    return 0;
}
