/* gamedyn compare - coarse-grained densities of W: scale invariance and the variants' attractor. */
#include "cli_sheet.h"
#include "gamedyn/io.h"
#include "gamedyn/experiment.h"
#include "gamedyn/par.h"
#include "sens_ensemble.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn compare GAME [--x X] [--grid G] [--seeds N] [--sigma F] [--point X,Y,Z]\n"
    "                       [-o FILE.tsv] [--json] [-q]\n"
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
    "  --seeds N  random-V seeds (default 3)     -o FILE    the TSV to FILE, atomically\n"
    "  --model KEYS  more keys of the random specs random:seed=K,sigma=F,KEYS, e.g.\n"
    "             clip=1 (the old clipping), centre=losers, p=0.5 (docs/experiments.md)\n"
    "  --json     the summary as one JSON object on stdout instead of the prose (the TSV\n"
    "             then goes only to -o FILE)\n"
    "  --threads T  threads for the samples (default 0: every core); same output for any T\n"
    "Over the live random seeds: the distances from plain, pass and finite to each seed\n"
    "and between every two seeds, as mean +- sd (n) ('# spread' lines, the summary, and\n"
    "\"random_spread\" in the JSON).\n"
    "A random seed whose game is dead (some [x',0,0], x' >= 1, a P-position: W is full\n"
    "from there on) is left out of the matrix and named: '# left out: randomK dead from\n"
    "sheet x'' in the TSV, a summary line, and \"dead\" in the JSON.\n";

typedef struct {
    const char *out, *xs, *gs, *ns, *sg, *pt, *md, *th;
    int json, threads;
    uint64_t X, G, N; /* the sheet, the grid, the random seeds */
} compare_args;

static const char *spread_from[] = {"plain", "pass", "finite"};

/* The checks in the order the manual promises: which error wins matters to scripts. */
static int parse_options(gd_cli *c, int argc, char **argv, compare_args *a)
{
    *a = (compare_args){.X = 200, .G = 32, .N = 3};
    gd_cli_opt opts[] = {{"-o", &a->out, NULL},     {"--x", &a->xs, NULL},     {"--grid", &a->gs, NULL},
                         {"--seeds", &a->ns, NULL}, {"--sigma", &a->sg, NULL}, {"--point", &a->pt, NULL},
                         {"--json", NULL, &a->json}, {"--model", &a->md, NULL}, {"--threads", &a->th, NULL}};
    int rc = gd_cli_parse(c, argc, argv, opts, GD_CLI_NOPTS(opts), "compare");
    if (rc)
        return rc;
    if ((a->xs && (rc = gd_cli_parse_u64("--x", a->xs, 16, 100000, &a->X))) ||
        (a->gs && (rc = gd_cli_parse_u64("--grid", a->gs, 1, 256, &a->G))) ||
        (a->ns && (rc = gd_cli_parse_u64("--seeds", a->ns, 0, 100, &a->N))))
        return rc;
    if ((rc = gd_cli_threads(a->th, &a->threads)) != 0)
        return rc;
    if (c->pass || c->perturb_spec || c->have_xmax || c->have_ymax)
        return gd_cli_fail("compare runs its own variants: use --x, --point, --sigma, --seeds");
    if ((rc = gd_cli_check_output(a->out)) != 0)
        return rc;
    if (a->G > a->X)
        return gd_cli_fail("--grid %llu is finer than the sheet (--x %llu)", (unsigned long long)a->G,
                           (unsigned long long)a->X);
    return 0;
}

static void write_table(FILE *f, const compare_args *a, const gd_compare *cmp, const char *model)
{
    const gd_compare_sample *s = cmp->sample;
    int nv = cmp->nvariants;
    fprintf(f, "# X=%llu grid=%llu sigma=%s seeds=1..%llu%s%s\npart\ta\tb\tdistance\n", (unsigned long long)a->X,
            (unsigned long long)a->G, cmp->sigma, (unsigned long long)a->N, model[0] ? " " : "", model);
    for (int i = 0; i < cmp->nsamples; i++)
        if (s[i].dead_from)
            fprintf(f, "# left out: %s dead from sheet %llu ([%llu,0,0] is a P-position)\n", s[i].name,
                    (unsigned long long)s[i].dead_from, (unsigned long long)s[i].dead_from);
    for (int j = 1; j <= 2; j++)
        fprintf(f, "scale\t%s\t%s\t%.6f\n", s[0].name, s[j].name, cmp->scale[j - 1]);
    for (int x = 0; x < nv; x++)
        for (int y = x + 1; y < nv; y++)
            fprintf(f, "variants\t%s\t%s\t%.6f\n", gd_compare_variant_name(cmp, x), gd_compare_variant_name(cmp, y),
                    cmp->distance[x * nv + y]);
    for (int k = 0; k < 4; k++) {
        const gd_summary *S = k < 3 ? &cmp->to_random[k] : &cmp->between_random;
        if (S->n)
            fprintf(f, "# spread: %s%s random seeds: mean %.6f sd %.6f n %.0f\n", k < 3 ? spread_from[k] : "between",
                    k < 3 ? " to" : "", S->mean, S->sd, S->n);
    }
}

/* The distances, the samples left out and the random seeds' spread, after the summary's head. */
static void json_results(gd_json *j, const gd_compare *cmp)
{
    const gd_compare_sample *s = cmp->sample;
    int nv = cmp->nvariants;
    gd_json_array(j, "scale");
    for (int k = 1; k <= 2; k++) {
        gd_json_object(j, NULL);
        gd_json_str(j, "a", s[0].name);
        gd_json_u64(j, "a_x", s[0].x);
        gd_json_str(j, "b", s[k].name);
        gd_json_u64(j, "b_x", s[k].x);
        gd_json_num(j, "distance", cmp->scale[k - 1]);
        gd_json_close(j, '}');
    }
    gd_json_close(j, ']');
    gd_json_array(j, "variants");
    for (int x = 0; x < nv; x++)
        gd_json_str(j, NULL, gd_compare_variant_name(cmp, x));
    gd_json_close(j, ']');
    gd_json_array(j, "distance"); /* row a, column b: variants[a] to variants[b] */
    for (int x = 0; x < nv; x++) {
        gd_json_array(j, NULL);
        for (int y = 0; y < nv; y++)
            gd_json_num(j, NULL, cmp->distance[x * nv + y]);
        gd_json_close(j, ']');
    }
    gd_json_close(j, ']');
    gd_json_array(j, "dead"); /* the samples left out: their name and the sheet of death */
    for (int i = 0; i < cmp->nsamples; i++)
        if (s[i].dead_from) {
            gd_json_object(j, NULL);
            gd_json_str(j, "name", s[i].name);
            gd_json_u64(j, "from", s[i].dead_from);
            gd_json_close(j, '}');
        }
    gd_json_close(j, ']');
    gd_json_object(j, "random_spread"); /* over the live random seeds; between: every pair of them */
    for (int k = 0; k < 4; k++) {
        const gd_summary *S = k < 3 ? &cmp->to_random[k] : &cmp->between_random;
        gd_json_object(j, k < 3 ? spread_from[k] : "between");
        gd_json_num(j, "mean", S->mean);
        gd_json_num(j, "sd", S->sd);
        gd_json_num(j, "n", S->n);
        gd_json_close(j, '}');
    }
    gd_json_close(j, '}');
}

static int print_json(gd_cli *c, const compare_args *a, const gd_compare *cmp, const char *model)
{
    int nv = cmp->nvariants;
    gd_json j;
    gd_cli_json_begin(c, &j);
    gd_json_str(&j, "game", c->game_name);
    gd_json_u64(&j, "x", a->X);
    gd_json_u64(&j, "grid", a->G);
    gd_json_str(&j, "sigma", cmp->sigma);
    gd_json_u64(&j, "seeds", a->N);
    gd_json_str(&j, "model", model[0] ? model : NULL);
    if (a->out && strcmp(a->out, "-") != 0) /* two scale lines, then a line a pair of variants */
        gd_cli_json_table_file(&j, "part\ta\tb\tdistance", 2 + (uint64_t)(nv * (nv - 1) / 2), a->out);
    json_results(&j, cmp);
    if (gd_json_end(&j) != 0)
        return gd_cli_fail("cannot write the JSON summary: %s", strerror(gd_io_cause(j.f)));
    return 0;
}

static void print_text(gd_cli *c, const compare_args *a, const gd_compare *cmp)
{
    const gd_compare_sample *s = cmp->sample;
    int nv = cmp->nvariants;
    const char *out = a->out;
    gd_cli_summary(out, "%s W_%llu: distance to W_%llu %.4f, to W_%llu %.4f", gd_rules_get(c->cfg.game)->name,
                   (unsigned long long)a->X, (unsigned long long)s[1].x, cmp->scale[0], (unsigned long long)s[2].x,
                   cmp->scale[1]);
    if (cmp->to_random[0].n) {
        const gd_summary *S = cmp->to_random, *B = &cmp->between_random;
        gd_cli_summary(out, "random seeds (%.0f alive), distance mean +- sd: from plain %.4f +- %.4f, from pass "
                            "%.4f +- %.4f, from finite %.4f +- %.4f, between seeds %.4f +- %.4f (%.0f pairs)",
                       S[0].n, S[0].mean, S[0].sd, S[1].mean, S[1].sd, S[2].mean, S[2].sd, B->mean, B->sd, B->n);
    }
    char line[2048];
    size_t at = (size_t)snprintf(line, sizeof line, "%-9s", "");
    for (int y = 0; y < nv && at < sizeof line - 16; y++)
        at += (size_t)snprintf(line + at, sizeof line - at, " %9s", gd_compare_variant_name(cmp, y));
    gd_cli_summary(out, "%s", line);
    for (int x = 0; x < nv; x++) {
        at = (size_t)snprintf(line, sizeof line, "%-9s", gd_compare_variant_name(cmp, x));
        for (int y = 0; y < nv && at < sizeof line - 16; y++)
            at += (size_t)snprintf(line + at, sizeof line - at, " %9.4f", cmp->distance[x * nv + y]);
        gd_cli_summary(out, "%s", line);
    }
    if (cmp->ndead) {
        at = 0;
        for (int i = 0; i < cmp->nsamples && at < sizeof line - 64; i++)
            if (s[i].dead_from)
                at += (size_t)snprintf(line + at, sizeof line - at, "%s%s (sheet %llu)", at ? ", " : "", s[i].name,
                                       (unsigned long long)s[i].dead_from);
        gd_cli_summary(out, "left out, dead ([x',0,0] a P-position): %s", line);
    }
}

/* The table, then the JSON line or the text summary. */
static int write_outputs(gd_cli *c, const compare_args *a, const gd_compare *cmp)
{
    char model[160] = ""; /* the random seeds' model, for the provenance */
    for (int i = 0; i < cmp->nsamples && !model[0]; i++)
        gd_perturb_model(&cmp->sample[i].V, model, sizeof model);
    int rc = 0;
    /* With --json stdout is the JSON line alone: the TSV goes only to -o. */
    char *tmp = NULL;
    FILE *f = a->json && !a->out ? NULL : gd_cli_table_begin(c, a->out, &tmp);
    if (f) {
        write_table(f, a, cmp, model);
        rc = gd_cli_table_end(f, tmp, a->out, 0);
    } else if (!(a->json && !a->out))
        rc = 2;
    if (rc == 0 && a->json)
        rc = print_json(c, a, cmp, model);
    else if (rc == 0)
        print_text(c, a, cmp);
    return rc;
}

int gd_cmd_compare(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    compare_args a;
    int rc = parse_options(&c, argc, argv, &a);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    c.xmax = 2 * a.X;
    c.ymax = 4 * a.X;
    c.have_ymax = 1;
    c.size_options = "--x";
    if ((rc = gd_cli_configure(&c, 0)) != 0)
        return rc;
    char err[512];
    gd_compare cmp;
    gd_compare_opts o = {c.cfg.game, a.X, (unsigned)a.G, a.N, a.sg, a.pt, a.md, a.threads};
    if (gd_compare_run(&cmp, &o, err, sizeof err) != 0) {
        gd_cli_done(&c);
        return gd_cli_fail("%s", err);
    }
    if (!gd_par_is_root()) { /* under MPI only the root prints */
        gd_compare_free(&cmp);
        gd_cli_done(&c);
        return 0;
    }
    rc = write_outputs(&c, &a, &cmp);
    gd_compare_free(&cmp);
    gd_cli_done(&c);
    return rc;
}
