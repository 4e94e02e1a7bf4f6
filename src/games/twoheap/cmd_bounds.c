/* gamedyn bounds - proved bounds checked over a whole two-heap table (docs/tables.md,
 * "Certified bounds"); the checks are in src/games/twoheap/bounds.c. */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/table_pic.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define STRIP_GMAX 20u

static const char help[] =
    "usage: gamedyn bounds RULESET --max N [--pass] [--perturb SPEC] [-o FILE.tsv] [--json]\n"
    "                      [--max-mem SIZE] [-q]\n"
    "\n"
    "Checks proved bounds on every cell of the Grundy table (a,b), 0 <= a,b <= N, and says\n"
    "where they are attained. A violation is a finding: printed with its position, exit 1.\n"
    "  nim --pass   the Nim With a Pass notebook's |a-b|-1 <= g'(a,b) <= a+b+1; TSV per\n"
    "               value K: positions of value K, those on the lower line |a-b| = K+1,\n"
    "               those on the upper line a+b = K-1\n"
    "  nim          |a-b| <= a XOR b <= a+b, the same TSV (lines |a-b| = K, a+b = K)\n"
    "  wythoff      Landman's n/2 <= G(n,n) <= 2n on the diagonal (the extreme ratios), and\n"
    "               for g <= 20 the offsets of the positions of value g from the lines of\n"
    "               slopes phi and 1/phi: b - phi a when a <= b, a - phi b when a > b (the\n"
    "               vertical or horizontal distance; perpendicular = offset / sqrt(1+phi^2));\n"
    "               TSV 'g positions lo lo_a lo_b hi hi_a hi_b dist perp'\n"
    "  other rulesets (and wythoff --pass): no bound of these applies; says so, checks nothing.\n"
    "\n"
    "  --max N         rows and columns 0..N (the table is held: 4 bytes a cell, twice with --pass)\n"
    "  --pass          g'(a,b), one pass shared by both players\n"
    "  --perturb SPEC  as in table: the bounds are checked as stated (they are proved for the\n"
    "                  unperturbed games; a perturbation shows a violation being reported)\n"
    "  -o FILE         the TSV (default: stdout, the summary as '#' lines)\n"
    "  --json          the summary as one JSON object on stdout (the TSV only to -o)\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "  -q              no summary\n";

typedef enum { CHECK_NONE, CHECK_BAND, CHECK_WYTHOFF } check_kind;

static void json_violations(gd_json *j, const gd_bounds_violation *v, int n)
{
    gd_json_array(j, "kept_violations");
    for (int i = 0; i < n; i++) {
        gd_json_object(j, NULL);
        gd_json_u64(j, "a", v[i].a);
        gd_json_u64(j, "b", v[i].b);
        gd_json_u64(j, "g", v[i].g);
        gd_json_str(j, "side", v[i].upper ? "upper" : "lower");
        gd_json_i64(j, "bound", v[i].bound);
        gd_json_close(j, '}');
    }
    gd_json_close(j, ']');
}

static void json_begin(const gd_cli *c, gd_json *j, const gd_ruleset *r, uint64_t n, const gd_table_perturb *pp)
{
    char params[1200];
    snprintf(params, sizeof params, "ruleset=%s pass=%d perturb=%s max=%llu", r->text, c->pass, pp ? pp->text : "-",
             (unsigned long long)n);
    gd_cli_json_start(j, c, params, "ruleset perturb");
}

int gd_cmd_bounds(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *out = NULL, *maxs = NULL;
    int json = 0;
    gd_cli_opt opts[] = {{"-o", &out, NULL}, {"--max", &maxs, NULL}, {"--json", NULL, &json}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "bounds");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    uint64_t n;
    if ((rc = gd_table_cmd_max(&c, "bounds", maxs, 1, 2147483646, &n)) || (rc = gd_cli_check_output(out)))
        return rc;
    char err[512];
    gd_ruleset r;
    gd_table_perturb pert, *pp;
    if ((rc = gd_table_cmd_ruleset(&c, NULL, &r, &pert, &pp)) != 0)
        return rc;
    check_kind what = strcmp(r.text, "nim") == 0 ? CHECK_BAND
                      : strcmp(r.text, "wythoff") == 0 && !c.pass ? CHECK_WYTHOFF
                                                                   : CHECK_NONE;
    gd_table_spec spec = {&r, GD_TABLE_GRUNDY, c.pass, 0, pp, 0, n, n, NULL, NULL};
    gd_table t = {0};
    gd_bounds_band band = {0};
    gd_bounds_diagonal diag = {0};
    gd_bounds_strip strips[STRIP_GMAX + 1];
    uint32_t gmax = 0;
    uint64_t violations = 0;
    double t0 = gd_seconds(), t_table = 0, t_check = 0;
    const char *name = c.pass ? "with a pass" : "";
    if (what == CHECK_NONE) {
        rc = 0;
        if (json) {
            gd_json j;
            json_begin(&c, &j, &r, n, pp);
            gd_json_str(&j, "ruleset", r.text);
            gd_json_bool(&j, "pass", c.pass);
            gd_json_bool(&j, "applies", 0);
            gd_cli_json_end(&j);
        } else if (!c.quiet)
            printf("bounds: no bound checked by gamedyn applies to %s%s%s (the band |a-b|-1 <= g' <= a+b+1 is for "
                   "nim --pass, |a-b| <= g <= a+b for nim, Landman's diagonal bound and the phi strips for plain "
                   "wythoff); nothing checked\n",
                   r.text, c.pass ? " " : "", name);
        goto done;
    }
    c.size_options = "--max";
    if ((rc = gd_cli_check_mem(&c, gd_table_estimate_bytes(&spec, 0))) != 0)
        goto done;
    if (gd_table_compute(&spec, &t, err, sizeof err) != 0) {
        rc = gd_cli_fail("%s", err);
        goto done;
    }
    t_table = gd_seconds() - t0;
    t0 = gd_seconds();
    if (what == CHECK_BAND) {
        if (gd_bounds_band_check(&t, c.pass ? -1 : 0, c.pass ? 1 : 0, &band, err, sizeof err) != 0) {
            rc = gd_cli_fail("%s", err);
            goto done;
        }
        violations = band.lower_violations + band.upper_violations;
    } else {
        gd_bounds_diagonal_check(&t, &diag);
        gmax = STRIP_GMAX;
        gd_bounds_strips(&t, gmax, strips);
        violations = diag.violations;
    }
    t_check = gd_seconds() - t0;

    /* Not gd_cli_table_begin: its parameter line describes sheet runs. */
    char *tmp = NULL;
    FILE *f = NULL;
    if (!(json && !out) && !(f = out ? gd_file_begin(out, &tmp, err, sizeof err) : stdout)) {
        rc = gd_cli_fail("%s", err);
        goto done;
    }
    if (f) {
        gd_io_provenance(f, c.command, "ruleset=%s pass=%d perturb=%s max=%llu", r.text, c.pass,
                         pp ? pp->text : "-", (unsigned long long)n);
        if (what == CHECK_BAND) {
            fprintf(f, "# per value K: positions of value K (a,b <= %llu), on_lower: of them with |a-b| = K%+lld "
                       "(g = |a-b|%+lld), on_upper: with a+b = K%+lld (g = a+b%+lld)\nK\tpositions\ton_lower\ton_upper\n",
                    (unsigned long long)n, (long long)-band.lo, (long long)band.lo, (long long)-band.hi,
                    (long long)band.hi);
            for (uint64_t k = 0; k < band.nvalues; k++)
                fprintf(f, "%llu\t%llu\t%llu\t%llu\n", (unsigned long long)k, (unsigned long long)band.count[k],
                        (unsigned long long)band.on_lower[k], (unsigned long long)band.on_upper[k]);
        } else {
            fputs("# offset = b - phi a (a <= b) or a - phi b (a > b); dist = max |offset|; perp = dist / "
                  "sqrt(1+phi^2)\ng\tpositions\tlo\tlo_a\tlo_b\thi\thi_a\thi_b\tdist\tperp\n",
                  f);
            for (uint32_t g = 0; g <= gmax; g++) {
                const gd_bounds_strip *s = &strips[g];
                fprintf(f, "%u\t%llu\t%.6f\t%llu\t%llu\t%.6f\t%llu\t%llu\t%.6f\t%.6f\n", g,
                        (unsigned long long)s->positions, s->lo, (unsigned long long)s->lo_a,
                        (unsigned long long)s->lo_b, s->hi, (unsigned long long)s->hi_a, (unsigned long long)s->hi_b,
                        s->dist, s->perp);
            }
        }
        rc = gd_cli_table_end(f, tmp, out, 0);
    }
    if (rc)
        goto done;
    if (json) {
        gd_json j;
        json_begin(&c, &j, &r, n, pp);
        if (out && strcmp(out, "-") != 0) {
            if (what == CHECK_BAND)
                gd_cli_json_table_file(&j, "K\tpositions\ton_lower\ton_upper", band.nvalues, out);
            else
                gd_cli_json_table_file(&j, "g\tpositions\tlo\tlo_a\tlo_b\thi\thi_a\thi_b\tdist\tperp",
                                       (uint64_t)gmax + 1, out);
        }
        gd_json_str(&j, "ruleset", r.text);
        gd_json_bool(&j, "pass", c.pass);
        gd_json_bool(&j, "applies", 1);
        gd_json_u64(&j, "max", n);
        gd_json_u64(&j, "violations", violations);
        if (what == CHECK_BAND) {
            gd_json_object(&j, "band");
            gd_json_i64(&j, "lo", band.lo);
            gd_json_i64(&j, "hi", band.hi);
            gd_json_u64(&j, "cells", band.cells);
            gd_json_u64(&j, "lower_attained", band.lower_attained);
            gd_json_u64(&j, "upper_attained", band.upper_attained);
            gd_json_u64(&j, "lower_violations", band.lower_violations);
            gd_json_u64(&j, "upper_violations", band.upper_violations);
            json_violations(&j, band.kept, band.nkept);
            gd_json_close(&j, '}');
        } else {
            gd_json_object(&j, "diagonal");
            gd_json_u64(&j, "n0", diag.n0);
            gd_json_u64(&j, "n1", diag.n1);
            gd_json_u64(&j, "min_n", diag.min_n);
            gd_json_u64(&j, "min_g", diag.min_g);
            gd_json_u64(&j, "max_n", diag.max_n);
            gd_json_u64(&j, "max_g", diag.max_g);
            gd_json_u64(&j, "violations", diag.violations);
            json_violations(&j, diag.kept, diag.nkept);
            gd_json_close(&j, '}');
            gd_json_array(&j, "strips");
            for (uint32_t g = 0; g <= gmax; g++) {
                gd_json_object(&j, NULL);
                gd_json_u64(&j, "g", g);
                gd_json_u64(&j, "positions", strips[g].positions);
                gd_json_num(&j, "lo", strips[g].lo);
                gd_json_num(&j, "hi", strips[g].hi);
                gd_json_num(&j, "dist", strips[g].dist);
                gd_json_num(&j, "perp", strips[g].perp);
                gd_json_close(&j, '}');
            }
            gd_json_close(&j, ']');
        }
        gd_json_timing(&j, "table_seconds", t_table, "check_seconds", t_check, (const char *)NULL);
        gd_cli_json_end(&j);
    } else if (!c.quiet) {
        const char *o = out && strcmp(out, "-") != 0 ? out : NULL;
        gd_cli_summary(o, "bounds %s%s%s, a,b <= %llu: table %.2f s, checks %.2f s", r.text, c.pass ? " " : "", name,
                       (unsigned long long)n, t_table, t_check);
        if (what == CHECK_BAND) {
            const char *g = c.pass ? "g'" : "g";
            gd_cli_summary(o, "lower bound |a-b|%+lld <= %s(a,b): %s %llu of %llu cells; attained at %llu",
                           (long long)band.lo, g, band.lower_violations ? "VIOLATED at" : "holds, violated at",
                           (unsigned long long)band.lower_violations, (unsigned long long)band.cells,
                           (unsigned long long)band.lower_attained);
            gd_cli_summary(o, "upper bound %s(a,b) <= a+b%+lld: %s %llu of %llu cells; attained at %llu", g,
                           (long long)band.hi, band.upper_violations ? "VIOLATED at" : "holds, violated at",
                           (unsigned long long)band.upper_violations, (unsigned long long)band.cells,
                           (unsigned long long)band.upper_attained);
            for (int i = 0; i < band.nkept; i++)
                gd_cli_summary(o, "violation: %s(%llu,%llu) = %u %s %lld (the %s bound)", g,
                               (unsigned long long)band.kept[i].a, (unsigned long long)band.kept[i].b, band.kept[i].g,
                               band.kept[i].upper ? ">" : "<", (long long)band.kept[i].bound,
                               band.kept[i].upper ? "upper" : "lower");
        } else {
            gd_cli_summary(o,
                           "Landman n/2 <= G(n,n) <= 2n, n = %llu..%llu: %s; least G(n,n)/n = %u/%llu = %.6f at n = "
                           "%llu, largest %u/%llu = %.6f at n = %llu",
                           (unsigned long long)diag.n0, (unsigned long long)diag.n1,
                           diag.violations ? "VIOLATED" : "holds", diag.min_g, (unsigned long long)diag.min_n,
                           (double)diag.min_g / (double)diag.min_n, (unsigned long long)diag.min_n, diag.max_g,
                           (unsigned long long)diag.max_n, (double)diag.max_g / (double)diag.max_n,
                           (unsigned long long)diag.max_n);
            for (int i = 0; i < diag.nkept; i++)
                gd_cli_summary(o, "violation: G(%llu,%llu) = %u %s", (unsigned long long)diag.kept[i].a,
                               (unsigned long long)diag.kept[i].b, diag.kept[i].g,
                               diag.kept[i].upper ? "> 2n" : "< n/2");
            double worst = 0;
            uint32_t at = 0;
            for (uint32_t g = 0; g <= gmax; g++)
                if (strips[g].dist > worst)
                    worst = strips[g].dist, at = g;
            gd_cli_summary(o, "phi strips, g <= %u: the largest offset from the nearer line is %.6f (g = %u)", gmax,
                           worst, at);
        }
        if (o)
            gd_cli_summary(o, "-> %s", o);
    }
    rc = violations ? 1 : 0;
done:
    gd_bounds_band_free(&band);
    if (t.v)
        gd_table_free(&t);
    gd_table_cmd_ruleset_free(&r, pp);
    gd_cli_done(&c);
    return rc;
}
