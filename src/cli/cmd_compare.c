/* gamedyn compare - coarse-grained densities of W: scale invariance and the variants' attractor. */
#include "cli.h"
#include "gamedyn/util.h"
#include "gamedyn/view.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn compare GAME [--x X] [--grid G] [--seeds N] [--sigma F] [--point X,Y,Z]\n"
    "                       [-o FILE.tsv] [-q]\n"
    "\n"
    "Compares instant-winner sheets through their coarse-grained densities: W in the\n"
    "pictures' window (y, z <= 2x for Nim, 1.2x for Chomp) cut into G x G boxes (the\n"
    "unit box y/x, z/x), each box the fraction of instant winners; the distance of two\n"
    "sheets is the mean absolute difference of their densities (0 equal, 1 opposite).\n"
    "  (a) scale: W_X against W_2X and against W_{1.1X} of the plain game\n"
    "      (Nim: similar at a factor of two only; Chomp: at any factor)\n"
    "  (b) variants at W_X: plain, with a pass, finite generic (one automatic\n"
    "      N-position, --point, default [9,13,4] for Nim and [20,3,10] for Chomp), and\n"
    "      infinite generic (random V, seeds 1..N, sigma F, default X/10)\n"
    "\n"
    "TSV 'part a b distance' for every pair; the summary prints the scale distances and\n"
    "the distance matrix of the variants.\n"
    "  --x X      the sheet (default 200)       --grid G   boxes a side (default 32)\n"
    "  --seeds N  random-V seeds (default 3)     -o FILE    the TSV to FILE, atomically\n";

typedef struct {
    char name[48];
    gd_variant variant;
    gd_perturb V;
    uint64_t x;
    double *d;
} sample;

static int density_of(const gd_cli *c, sample *s, unsigned g, char *err, size_t errlen)
{
    uint64_t ny, nz;
    gd_view_default_window(c->cfg.game, s->x, &ny, &nz);
    gd_config cfg = {c->cfg.game, s->variant, s->variant == GD_VARIANT_PERTURB ? &s->V : NULL, s->x, ny - 1};
    gd_view v;
    if (gd_view_compute(&v, &cfg, s->x, ny, nz, 0, NULL, NULL, err, errlen) != 0)
        return -1;
    s->d = malloc((size_t)g * g * sizeof *s->d);
    int rc = s->d && gd_view_density(&v, g, s->d) == 0 ? 0 : -1;
    if (rc)
        gd_err(err, errlen, "out of memory");
    gd_view_free(&v);
    return rc;
}

int gd_cmd_compare(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *out = NULL, *xs = NULL, *gs = NULL, *ns = NULL, *sg = NULL, *pt = NULL;
    gd_cli_opt opts[] = {{"-o", &out, NULL},     {"--x", &xs, NULL},     {"--grid", &gs, NULL},
                         {"--seeds", &ns, NULL}, {"--sigma", &sg, NULL}, {"--point", &pt, NULL}};
    int rc = gd_cli_parse(&c, argc, argv, opts, 6, "compare");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    uint64_t X = 200, G = 32, N = 3;
    if ((xs && (rc = gd_cli_parse_u64("--x", xs, 16, 100000, &X))) ||
        (gs && (rc = gd_cli_parse_u64("--grid", gs, 1, 256, &G))) ||
        (ns && (rc = gd_cli_parse_u64("--seeds", ns, 0, 100, &N))))
        return rc;
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("compare runs its own variants: use --x, --point, --sigma, --seeds");
    if (G > X)
        return gd_cli_fail("--grid %llu is finer than the sheet (--x %llu)", (unsigned long long)G,
                           (unsigned long long)X);
    c.xmax = 2 * X;
    c.ymax = 4 * X;
    c.have_ymax = 1;
    c.size_options = "--x";
    if ((rc = gd_cli_configure(&c, 0)) != 0)
        return rc;
    const gd_rules *r = gd_rules_get(c.cfg.game);
    char sigma[64], err[512], spec[300];
    snprintf(sigma, sizeof sigma, "%s", sg ? sg : "");
    if (!sg)
        snprintf(sigma, sizeof sigma, "%g", (double)X / 10);
    enum { MAXS = 110 };
    sample *s = calloc(MAXS, sizeof *s);
    int n = 0;
    if (!s) {
        gd_cli_done(&c);
        return gd_cli_fail("out of memory");
    }
    /* (a) the scale samples, then (b) the variants at X */
    s[n++] = (sample){"W_X", GD_VARIANT_PLAIN, {0}, X, NULL};
    s[n++] = (sample){"W_2X", GD_VARIANT_PLAIN, {0}, 2 * X, NULL};
    s[n++] = (sample){"W_1.1X", GD_VARIANT_PLAIN, {0}, X + (X + 5) / 10, NULL};
    s[n++] = (sample){"pass", GD_VARIANT_PASS, {0}, X, NULL};
    snprintf(spec, sizeof spec, "point:%s", pt ? pt : r->left_shift ? "20,3,10" : "9,13,4");
    s[n] = (sample){"finite", GD_VARIANT_PERTURB, {0}, X, NULL};
    if (gd_perturb_parse(&s[n].V, spec, r, err, sizeof err) != 0) {
        free(s);
        gd_cli_done(&c);
        return gd_cli_fail("%s", err);
    }
    n++;
    for (uint64_t k = 1; k <= N; k++, n++) {
        snprintf(spec, sizeof spec, "random:seed=%llu,sigma=%s", (unsigned long long)k, sigma);
        s[n] = (sample){"", GD_VARIANT_PERTURB, {0}, X, NULL};
        snprintf(s[n].name, sizeof s[n].name, "random%llu", (unsigned long long)k);
        if (gd_perturb_parse(&s[n].V, spec, r, err, sizeof err) != 0) {
            rc = gd_cli_fail("%s", err);
            break;
        }
    }
    for (int i = 0; i < n && rc == 0; i++)
        if (density_of(&c, &s[i], (unsigned)G, err, sizeof err) != 0)
            rc = gd_cli_fail("%s: %s", s[i].name, err);
    char *tmp;
    FILE *f = rc == 0 ? gd_cli_table_begin(&c, out, &tmp) : NULL;
    if (f) {
        fprintf(f, "# X=%llu grid=%llu sigma=%s seeds=1..%llu\npart\ta\tb\tdistance\n", (unsigned long long)X,
                (unsigned long long)G, sigma, (unsigned long long)N);
        for (int j = 1; j <= 2; j++)
            fprintf(f, "scale\t%s\t%s\t%.6f\n", s[0].name, s[j].name, gd_density_distance(s[0].d, s[j].d, (unsigned)G));
        int v0[MAXS], nv = 0;
        v0[nv++] = 0;
        for (int i = 3; i < n; i++)
            v0[nv++] = i;
        for (int a = 0; a < nv; a++)
            for (int b = a + 1; b < nv; b++)
                fprintf(f, "variants\t%s\t%s\t%.6f\n", a ? s[v0[a]].name : "plain", s[v0[b]].name,
                        gd_density_distance(s[v0[a]].d, s[v0[b]].d, (unsigned)G));
        rc = gd_cli_table_end(f, tmp, out, 0);
        if (rc == 0) {
            gd_cli_summary(out, "%s W_%llu: distance to W_%llu %.4f, to W_%llu %.4f", r->name, (unsigned long long)X,
                           (unsigned long long)s[1].x, gd_density_distance(s[0].d, s[1].d, (unsigned)G),
                           (unsigned long long)s[2].x, gd_density_distance(s[0].d, s[2].d, (unsigned)G));
            char line[2048];
            size_t at = (size_t)snprintf(line, sizeof line, "%-9s", "");
            for (int b = 0; b < nv && at < sizeof line - 16; b++)
                at += (size_t)snprintf(line + at, sizeof line - at, " %9s", b ? s[v0[b]].name : "plain");
            gd_cli_summary(out, "%s", line);
            for (int a = 0; a < nv; a++) {
                at = (size_t)snprintf(line, sizeof line, "%-9s", a ? s[v0[a]].name : "plain");
                for (int b = 0; b < nv && at < sizeof line - 16; b++)
                    at += (size_t)snprintf(line + at, sizeof line - at, " %9.4f",
                                           gd_density_distance(s[v0[a]].d, s[v0[b]].d, (unsigned)G));
                gd_cli_summary(out, "%s", line);
            }
        }
    } else if (rc == 0)
        rc = 2;
    for (int i = 0; i < n; i++) {
        free(s[i].d);
        gd_perturb_clear(&s[i].V);
    }
    free(s);
    gd_cli_done(&c);
    return rc;
}
