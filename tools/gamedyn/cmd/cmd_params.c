/* gamedyn params - the six geometric constants of Chomp, measured. */
#include "cli_sheet.h"
#include "gamedyn/experiment.h"
#include "gamedyn/util.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn params chomp --xmax X [--pass | --passes K | --perturb SPEC] [--sheets FILE.tsv]\n"
    "                      [--block B] [--plot FILE.png] [-o FILE] [--json] [--threads T] [-q]\n"
    "                      [--max-mem SIZE] [--checkpoint FILE [--checkpoint-every S]\n"
    "                      [--resume] [--stop-at M]]\n"
    "\n"
    "Measures the constants predicted by E. J. Friedman, A. S. Landsberg, \"Nonlinear\n"
    "dynamics in combinatorial games: renormalizing Chomp\", Chaos 17 (2007) 023117,\n"
    "on sheets 0..X:\n"
    "  alpha     z*(x) ~ alpha x, z* the loser of column 0       predicted 1/sqrt2\n"
    "  lambda_L  lower loser line: losers per column             1 - 1/sqrt2\n"
    "  lambda_U  upper loser line: losers per column             1/sqrt2\n"
    "  m_L       lower loser line slope dz/dy                    -1 - 1/sqrt2\n"
    "  m_U       upper loser line slope                          -1 + 1/sqrt2\n"
    "  gamma     fraction of sheets with an infinite tail        sqrt2 - 1\n"
    "Each sheet is measured alone (its losers split into the lines as in\n"
    "docs/pictures.md; least-squares slopes; densities over its explicit columns);\n"
    "the values are means over the sheets x in [X/2, X]; alpha is the least-squares\n"
    "slope of z*(x) on x over the same sheets, alpha_full over every x >= 1.\n"
    "stderr: moving-block bootstrap over the sheets in order (blocks of B consecutive\n"
    "sheets, default ceil(sqrt(n)); 400 replicates, fixed seed), which allows for the\n"
    "slow wandering of z*(x) - x/sqrt2; stderr_iid: sd/sqrt(n), sheets as independent.\n"
    "Also: the band of z*(x) - x/sqrt2 over 1 <= x <= X (min, max, centre +- half-width,\n"
    "percentiles 1 5 50 95 99), the scatter of the losers about each sheet's own\n"
    "least-squares lines (rms, share within 2.5, median and largest residual), and the\n"
    "counting identity:\n"
    "every n in 1..X is hit exactly once, by x + z*(x) or by x + E - 1 for a sheet x\n"
    "that ends after E columns; the exceptions are listed. A dead game (some [x',0,0],\n"
    "x' >= 1, a P-position) says so. docs/experiments.md has the details.\n"
    "\n"
    "stdout (or -o FILE): '#' provenance lines, then TSV 'parameter measured stderr\n"
    "predicted stderr_iid'.\n"
    "  --sheets FILE  per-sheet TSV: x zstar explicit lambda_L lambda_U m_L m_U infinite\n"
    "                 scatter_L_rms scatter_L_max scatter_U_rms scatter_U_max period\n"
    "                 (period: of the proved tail, 0 for a sheet that ends)\n"
    "  --block B      bootstrap block length (sheets)\n"
    "  --plot FILE    z*(x) - x/sqrt2 against x (gnuplot; every output\n"
    "                 replaces its file only when all are written)\n"
    "  --json         the values as one JSON line on stdout instead of the TSV (which\n"
    "                 still goes to -o FILE)\n"
    "  --checkpoint F save the run to F every --checkpoint-every seconds (default 600)\n"
    "                 and at --stop-at: the measurements, the engine's marks (about\n"
    "                 0.0153 X^2 bytes at sheet X, 0.0265 X^2 a game of a chain with\n"
    "                 passes) and the per-sheet rows; replaced whole. Plain Chomp and\n"
    "                 Chomp with passes (not --perturb). A save that fails is reported\n"
    "                 and the run goes on\n"
    "  --resume       continue from the --checkpoint file (the same game and X); the\n"
    "                 outputs are those of a run that never stopped, but for the\n"
    "                 command line in their provenance\n"
    "  --stop-at M    stop after sheet M (on two threads perhaps a few sheets later,\n"
    "                 which it says): save the checkpoint, write no output\n"
    GD_CLI_THREADS_HELP("")
    "Output paths are checked before the run; docs/outputs.md says how files are written.\n";

static void num(FILE *f, double v)
{
    if (isfinite(v))
        fprintf(f, "%.9f", v); /* nine decimals: a census of 10^5 sheets and more has errors near 1e-8 */
    /* else an empty field: a value that is not known */
}

/* The rows written, for the --json summary's "rows" (one table a run). */
static uint64_t rows_written;

/* A TSV row 'name measured stderr predicted stderr_iid'. */
static void row(FILE *t, const char *name, gd_estimate e, double predicted)
{
    rows_written++;
    /* standard errors with three significant digits: some are below 1e-6 */
    fprintf(t, "%s\t", name);
    num(t, e.value);
    fprintf(t, isfinite(e.se) ? "\t%.3g\t" : "\t\t", e.se);
    num(t, predicted);
    fprintf(t, isfinite(e.se_iid) ? "\t%.3g\n" : "\t\n", e.se_iid);
}

static void json_estimate(gd_json *j, const char *name, gd_estimate e, double predicted)
{
    gd_json_object(j, name);
    gd_json_num(j, "measured", e.value);
    gd_json_num(j, "stderr", e.se);
    gd_json_num(j, "stderr_iid", e.se_iid);
    gd_json_num(j, "predicted", predicted);
    gd_json_close(j, '}');
}

/* The options as given, and what --block, --checkpoint-every and --stop-at read. */
typedef struct {
    const char *sheets, *plot, *out, *bs, *th, *ckpt, *everys, *stops;
    int json, threads, resume;
    uint64_t block, every, stop;
} params_opts;

/* One run's outputs and measurements, so every way out frees the same things. */
typedef struct {
    gd_outputs os;
    FILE *f; /* the per-sheet rows, or NULL */
    char err[512], *scratch, *scratch_file;
    gd_params p;
    int have_engine;  /* the engine was made (and the checkpoint, if any, loaded) */
    uint64_t stopped; /* the sheet a --stop-at run stopped after, or UINT64_MAX */
} params_run;

/* The checks in the order the manual promises: which error wins matters to scripts. */
static int parse_options(gd_cli *c, int argc, char **argv, params_opts *o)
{
    *o = (params_opts){.every = 600, .stop = UINT64_MAX};
    gd_cli_opt opts[] = {{"--sheets", &o->sheets, NULL},   {"--plot", &o->plot, NULL},
                         {"-o", &o->out, NULL},            {"--json", NULL, &o->json},
                         {"--block", &o->bs, NULL},        {"--threads", &o->th, NULL},
                         {"--checkpoint", &o->ckpt, NULL}, {"--checkpoint-every", &o->everys, NULL},
                         {"--resume", NULL, &o->resume},   {"--stop-at", &o->stops, NULL}};
    int rc = gd_cli_parse(c, argc, argv, opts, GD_CLI_NOPTS(opts), "params");
    if (rc)
        return rc;
    if ((rc = gd_cli_threads(o->th, &o->threads)) != 0)
        return rc;
    if (!c->game_name || strcmp(c->game_name, "chomp") != 0)
        return gd_cli_fail("params measures Chomp's constants: the game must be chomp");
    if (!c->have_xmax)
        return gd_cli_fail("--xmax is required");
    if (o->json && o->out && strcmp(o->out, "-") == 0)
        return gd_cli_fail("--json takes stdout: -o - cannot go with it");
    if (o->sheets && o->plot && strcmp(o->sheets, "-") == 0)
        return gd_cli_fail("--plot needs the per-sheet data in a file: --sheets FILE, not -");
    if (o->bs && (rc = gd_cli_parse_u64("--block", o->bs, 1, c->xmax > 1 ? c->xmax : 1, &o->block)) != 0)
        return rc;
    if ((o->everys && (rc = gd_cli_parse_u64("--checkpoint-every", o->everys, 1, 1 << 30, &o->every)) != 0) ||
        (o->stops && (rc = gd_cli_parse_u64("--stop-at", o->stops, 0, c->xmax > 0 ? c->xmax - 1 : 0, &o->stop)) != 0))
        return rc;
    if ((o->resume || o->everys || o->stops) && !o->ckpt)
        return gd_cli_fail("params: --resume, --checkpoint-every and --stop-at need --checkpoint FILE");
    if (o->ckpt && o->sheets && strcmp(o->sheets, "-") == 0)
        return gd_cli_fail("params: --checkpoint keeps the per-sheet rows from a file: --sheets FILE, not -");
    if ((rc = gd_cli_check_output(o->out)) || (rc = gd_cli_check_output(o->plot)) ||
        (rc = gd_cli_check_output(o->sheets)) || (rc = gd_cli_check_output(o->ckpt)))
        return rc;
    return 0;
}

/* Opens the per-sheet rows (--sheets, or a scratch file when only --plot wants them) and
 * writes their header. Nonzero: the message is printed, the run's files released. */
static int open_sheet_rows(gd_cli *c, const params_opts *o, params_run *r)
{
    const char *per = o->sheets;
    if (o->plot && !o->sheets) {
        /* The plot's data, when the user keeps none: a private scratch directory. */
        if (gd_io_scratch_begin("params", &r->scratch, r->err, sizeof r->err) != 0) {
            gd_cli_done(c);
            return gd_cli_fail("%s", r->err);
        }
        size_t n = strlen(r->scratch) + 16;
        if ((r->scratch_file = malloc(n)) != NULL)
            snprintf(r->scratch_file, n, "%s/sheets.tsv", r->scratch);
        per = r->scratch_file;
    }
    /* The per-sheet data, the table and the plot replace their files only when all are written. */
    r->f = per ? gd_outputs_add(&r->os, per, r->err, sizeof r->err) : NULL;
    if ((o->plot && !per) || (per && !r->f)) {
        gd_io_scratch_end(r->scratch);
        free(r->scratch_file);
        gd_cli_done(c);
        return gd_cli_fail("%s", per ? r->err : "out of memory");
    }
    if (r->f) {
        gd_cli_provenance(c, r->f);
        fputs("x\tzstar\texplicit\tlambda_L\tlambda_U\tm_L\tm_U\tinfinite\tscatter_L_rms\tscatter_L_max\t"
              "scatter_U_rms\tscatter_U_max\tperiod\n",
              r->f);
    }
    return 0;
}

static void write_sheet_row(FILE *f, const gd_sheet *s, const gd_sheet_lines *l)
{
    fprintf(f, "%llu\t", (unsigned long long)s->x);
    num(f, gd_sheet_lookup(s, 0, &(uint32_t){0}) == GD_SHEET_P ? l->zstar : NAN);
    fprintf(f, "\t%llu", (unsigned long long)l->explicit_columns);
    double v[] = {l->lambda_L, l->lambda_U, l->m_L, l->m_U};
    for (int i = 0; i < 4; i++)
        fputc('\t', f), num(f, v[i]);
    fprintf(f, "\t%d", l->infinite);
    double w[] = {l->scatter_L_rms, l->scatter_L_max, l->scatter_U_rms, l->scatter_U_max};
    for (int i = 0; i < 4; i++)
        fputc('\t', f), num(f, w[i]);
    fprintf(f, "\t%llu\n", (unsigned long long)(s->kind == GD_SHEET_TAIL ? s->period : 0));
}

/* Makes the engine (from the checkpoint with --resume) and checks --stop-at against it. */
static gd_engine *start_engine(gd_cli *c, const params_opts *o, params_run *r)
{
    gd_engine *e = gd_params_init(&r->p, c->cfg.xmax) == 0 ? gd_engine_new(&c->cfg, r->err, sizeof r->err) : NULL;
    if (!r->p.sheet)
        snprintf(r->err, sizeof r->err, "out of memory");
    if (e && o->resume && gd_census_load(o->ckpt, &r->p, e, r->f, r->err, sizeof r->err) != 0) {
        gd_engine_free(e);
        e = NULL;
    }
    if (e && o->stops && o->stop < gd_engine_next_sheet(e)) {
        snprintf(r->err, sizeof r->err, "--stop-at %llu: the checkpoint is past it, at sheet %llu",
                 (unsigned long long)o->stop, (unsigned long long)(gd_engine_next_sheet(e) - 1));
        gd_engine_free(e);
        e = NULL;
    }
    return e;
}

/* The census: every sheet measured, its row written, the checkpoint saved on the clock.
 * Negative: failed (r->err says why). */
static int run_census(gd_cli *c, const params_opts *o, params_run *r)
{
    /* the per-sheet rows begin here: a checkpoint keeps those written so far */
    uint64_t rows_from = r->f ? (uint64_t)ftello(r->f) : 0;
    gd_engine *e = start_engine(c, o, r);
    int rc = 0;
    gd_cli_engine_threads(e, o->threads);
    c->bar_from = e ? gd_engine_next_sheet(e) : 0;
    gd_census_clock saves;
    if (e && o->ckpt)
        gd_census_clock_start(&saves, o->ckpt, e, (double)o->every, o->stops ? o->stop : UINT64_MAX);
    r->stopped = UINT64_MAX;
    const gd_sheet *s;
    while (e && (rc = gd_engine_next(e, &s, r->err, sizeof r->err)) == 0) {
        gd_sheet_lines l;
        gd_sheet_lines_measure(s, &l);
        gd_params_add_measured(&r->p, s, &l);
        if (r->f)
            write_sheet_row(r->f, s, &l);
        gd_cli_progress(c, s->x, c->cfg.xmax);
        int t = o->ckpt ? gd_census_clock_tick(&saves, &r->p, e, r->f, rows_from, r->f ? (uint64_t)ftello(r->f) : 0,
                                               s->x, r->err, sizeof r->err)
                        : GD_CENSUS_GOES_ON;
        if (t == GD_CENSUS_STOPPED || t == GD_CENSUS_STOP_NOT_SAVED) {
            r->stopped = s->x;
            rc = t == GD_CENSUS_STOPPED ? 0 : -1;
            break;
        }
        if (t == GD_CENSUS_NOT_SAVED)
            gd_cli_line(1, "params: the checkpoint was not saved (%s); the run goes on", r->err);
    }
    gd_cli_progress_end(c);
    gd_engine_free(e);
    r->have_engine = e != NULL;
    if (r->stopped == UINT64_MAX && e && rc >= 0 && gd_params_finish(&r->p, o->block) != 0) {
        snprintf(r->err, sizeof r->err, "out of memory");
        rc = -1;
    }
    return rc;
}

/* A failed run, and one stopped for its checkpoint, write no output. */
static int end_unfinished(gd_cli *c, const params_opts *o, params_run *r, int rc)
{
    gd_params_free(&r->p);
    gd_outputs_commit(&r->os, 1, NULL, 0);
    gd_io_scratch_end(r->scratch);
    free(r->scratch_file);
    if (r->stopped != UINT64_MAX && rc == 0 && !c->quiet)
        gd_cli_line(0, "params: stopped after sheet %llu; checkpoint %s (continue with --resume)",
                    (unsigned long long)r->stopped, o->ckpt);
    gd_cli_done(c);
    if (r->stopped != UINT64_MAX && rc == 0)
        return 0;
    return r->stopped != UINT64_MAX ? gd_cli_fail("params: %s", r->err) : gd_cli_fail("%s", r->err);
}

static void write_table_header(FILE *t, const gd_params *p)
{
    fprintf(t, "# means over sheets %llu..%llu\n", (unsigned long long)p->from, (unsigned long long)p->xmax);
    fprintf(t, "# stderr: moving-block bootstrap, blocks of %llu sheets (alpha_full: %llu), %d replicates, "
               "SplitMix64 seed %d; stderr_iid: sd/sqrt(n), the sheets taken as independent\n",
            (unsigned long long)p->block, (unsigned long long)p->block_full, GD_PARAMS_REPLICATES, GD_PARAMS_SEED);
    fprintf(t, "# counting identity: n = 1..%llu, each hit once by x + z*(x) or x + E - 1: %llu exceptions",
            (unsigned long long)p->identity_to, (unsigned long long)p->identity_exceptions);
    for (uint64_t k = 0; k < p->identity_exceptions && k < GD_PARAMS_EXCEPTIONS; k++)
        fprintf(t, "%s n=%llu (%u hits)", k ? "," : ":", (unsigned long long)p->exception_n[k], p->exception_hits[k]);
    fprintf(t, "%s\n", p->identity_exceptions > GD_PARAMS_EXCEPTIONS ? ", ..." : "");
    gd_cli_dead(t, NULL, p->dead_from);
}

static void write_table(FILE *t, const gd_params *p, const gd_published *band, const gd_published *scatter)
{
    write_table_header(t, p);
    fprintf(t, "parameter\tmeasured\tstderr\tpredicted\tstderr_iid\n");
    for (int i = 0; i < GD_NPARAMS; i++)
        row(t, gd_param_name(i), p->est[i], gd_param_predicted(i));
    row(t, "alpha_full", p->alpha_full, gd_param_predicted(GD_PARAM_ALPHA));
    const gd_estimate none = {NAN, NAN, NAN};
    gd_estimate e1 = none;
    e1.value = p->have_dev ? p->dev_min : NAN;
    row(t, "zstar_dev_min", e1, NAN);
    e1.value = p->have_dev ? p->dev_max : NAN;
    row(t, "zstar_dev_max", e1, NAN);
    e1.value = p->band_centre;
    row(t, "zstar_band_centre", e1, NAN);
    e1.value = p->band_halfwidth;
    row(t, "zstar_band_halfwidth", e1, band->value);
    static const char *pct[5] = {"zstar_dev_p01", "zstar_dev_p05", "zstar_dev_p50", "zstar_dev_p95", "zstar_dev_p99"};
    for (int k = 0; k < 5; k++) {
        e1.value = p->dev_pct[k];
        row(t, pct[k], e1, NAN);
    }
    for (int k = 0; k < 2; k++) {
        char name[32];
        snprintf(name, sizeof name, "scatter_%c_rms", k ? 'U' : 'L');
        row(t, name, p->scatter_rms[k], NAN);
        snprintf(name, sizeof name, "scatter_%c_within_2.5", k ? 'U' : 'L');
        row(t, name, p->within[k], NAN);
        snprintf(name, sizeof name, "scatter_%c_max_median", k ? 'U' : 'L');
        e1.value = p->scatter_max_median[k];
        row(t, name, e1, NAN);
        snprintf(name, sizeof name, "scatter_%c_max", k ? 'U' : 'L');
        e1.value = p->scatter_max[k];
        row(t, name, e1, scatter->value);
    }
    e1.value = (double)p->identity_exceptions;
    row(t, "identity_exceptions", e1, 0);
}

static int write_plot(gd_cli *c, params_run *r, const char *plot, const gd_published *band)
{
    char title[128];
    snprintf(title, sizeof title, "Chomp%s: z*(x) - x/sqrt2",
             c->pass ? gd_cli_pass_words(c->pass) : c->perturb_spec ? " (generic)" : "");
    char script[512];
    snprintf(script, sizeof script,
             "set xlabel 'x'; set ylabel 'z*(x) - x/sqrt(2)'\n"
             "plot data using 1:($2-$1/sqrt(2)) with points pt 7 ps 0.2 title 'z*(x) - x/sqrt2', "
             "%g with lines dt 2 title '+-%g', -%g with lines dt 2 notitle",
             band->value, band->value, band->value);
    return gd_cli_plot(c, &r->os, plot, title, r->f, script);
}

static void json_band_and_scatter(gd_json *j, const gd_params *p, const gd_published *band,
                                  const gd_published *scatter)
{
    gd_json_object(j, "zstar_band");
    gd_json_num(j, "centre", p->band_centre);
    gd_json_num(j, "halfwidth", p->band_halfwidth);
    gd_json_num(j, "published_halfwidth", band->value);
    static const char *pk[5] = {"p01", "p05", "p50", "p95", "p99"};
    for (int k = 0; k < 5; k++)
        gd_json_num(j, pk[k], p->dev_pct[k]);
    gd_json_close(j, '}');
    for (int k = 0; k < 2; k++) {
        gd_json_object(j, k ? "scatter_U" : "scatter_L");
        gd_json_num(j, "rms", p->scatter_rms[k].value);
        gd_json_num(j, "rms_stderr", p->scatter_rms[k].se);
        gd_json_num(j, "rms_stderr_iid", p->scatter_rms[k].se_iid);
        gd_json_num(j, "within_2.5", p->within[k].value);
        gd_json_num(j, "within_2.5_stderr", p->within[k].se);
        gd_json_num(j, "max_median", p->scatter_max_median[k]);
        gd_json_num(j, "max", p->scatter_max[k]);
        gd_json_num(j, "published_max", scatter->value);
        gd_json_close(j, '}');
    }
}

static void print_json(gd_cli *c, const params_opts *o, const gd_params *p, const gd_published *band,
                       const gd_published *scatter)
{
    gd_json j;
    gd_cli_json_begin(c, &j);
    if (o->out)
        gd_cli_json_table_file(&j, "parameter\tmeasured\tstderr\tpredicted\tstderr_iid", rows_written, o->out);
    gd_json_u64(&j, "from", p->from);
    gd_json_u64(&j, "to", p->xmax);
    for (int i = 0; i < GD_NPARAMS; i++)
        json_estimate(&j, gd_param_name(i), p->est[i], gd_param_predicted(i));
    json_estimate(&j, "alpha_full", p->alpha_full, gd_param_predicted(GD_PARAM_ALPHA));
    gd_json_object(&j, "bootstrap");
    gd_json_str(&j, "method", "moving-block");
    gd_json_u64(&j, "block", p->block);
    gd_json_u64(&j, "block_full", p->block_full);
    gd_json_u64(&j, "replicates", GD_PARAMS_REPLICATES);
    gd_json_u64(&j, "seed", GD_PARAMS_SEED);
    gd_json_close(&j, '}');
    gd_json_num(&j, "zstar_dev_min", p->have_dev ? p->dev_min : NAN);
    gd_json_num(&j, "zstar_dev_max", p->have_dev ? p->dev_max : NAN);
    json_band_and_scatter(&j, p, band, scatter);
    gd_json_object(&j, "identity");
    gd_json_u64(&j, "checked_to", p->identity_to);
    gd_json_u64(&j, "exceptions", p->identity_exceptions);
    gd_json_array(&j, "first_exceptions");
    for (uint64_t k = 0; k < p->identity_exceptions && k < GD_PARAMS_EXCEPTIONS; k++) {
        gd_json_object(&j, NULL);
        gd_json_u64(&j, "n", p->exception_n[k]);
        gd_json_u64(&j, "hits", p->exception_hits[k]);
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_json_close(&j, '}');
    gd_cli_dead_json(&j, "dead_from", p->dead_from);
    if (!o->out)
        gd_json_str(&j, "output", NULL);
    gd_json_str(&j, "plot", o->plot);
    gd_cli_json_end(&j);
}

/* The table, the plot and the JSON summary of a finished run; the files are replaced
 * together or not at all. */
static int write_outputs(gd_cli *c, const params_opts *o, params_run *r)
{
    /* the published values printed beside the measurements */
    const gd_published *band = gd_published_get(GD_PUB_BAND_HALFWIDTH), *scatter = gd_published_get(GD_PUB_SCATTER_MAX);
    int rc = 0;
    /* --json without -o: the JSON line is the whole stdout. */
    int table = !(o->json && !o->out);
    FILE *t = table ? gd_cli_table_open(c, &r->os, o->out) : NULL;
    if (t)
        write_table(t, &r->p, band, scatter);
    else if (table)
        rc = 2;
    if (rc == 0 && o->plot)
        rc = write_plot(c, r, o->plot, band);
    rc = gd_cli_outputs_end(&r->os, rc != 0);
    if (rc == 0 && table && o->out && strcmp(o->out, "-") != 0 && !o->json)
        gd_cli_line(0, "params: %s", o->out);
    if (rc == 0 && o->json)
        print_json(c, o, &r->p, band, scatter);
    return rc;
}

int gd_cmd_params(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    params_opts o;
    int rc = parse_options(&c, argc, argv, &o);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    c.extra_bytes = (c.xmax + 1) * (sizeof(gd_params_sheet) + 2 * sizeof(double) + 1);
    if ((rc = gd_cli_configure(&c, 0)) != 0)
        return rc;
    if (o.ckpt && !gd_engine_can_save(&c.cfg)) {
        gd_cli_done(&c);
        return gd_cli_fail("params: --checkpoint saves plain Chomp and Chomp with passes, not a perturbed game");
    }
    params_run r = {0};
    if ((rc = open_sheet_rows(&c, &o, &r)) != 0)
        return rc;
    rc = run_census(&c, &o, &r);
    if (r.stopped != UINT64_MAX || !r.have_engine || rc < 0)
        return end_unfinished(&c, &o, &r, rc);
    rc = write_outputs(&c, &o, &r);
    gd_params_free(&r.p);
    gd_io_scratch_end(r.scratch);
    free(r.scratch_file);
    gd_cli_done(&c);
    return rc;
}
