/* gamedyn opening - the winning opening move of every Chomp rectangle. */
#include "cli_sheet.h"
#include "gamedyn/experiment.h"
#include <math.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn opening chomp --xmax X [--pass | --passes K | --perturb SPEC] [--summary]\n"
    "                       [-o FILE.tsv] [--plot FILE.png] [--json] [--threads T] [-q]\n"
    "\n"
    "For every rectangle [x,0,0], 1 <= x <= X: its winning moves, their number, and\n"
    "the type of the (first) one: r-type [x-r, r, 0] or s-type [x-s, 0, s] (sink:\n"
    "[x',0,0], generic games only), with its distance from the asymptotic prediction\n"
    "[x/sqrt2, x(2-sqrt2)/2, 0] or [x(2-sqrt2), 0, x(sqrt2-1)]. With --pass: the\n"
    "rectangle with the pass still available (passing never wins: a rectangle is N).\n"
    "\n"
    "TSV 'x moves type move distance'; then a summary: rectangles, unique (exactly one\n"
    "winning move), rtype_fraction and max_distance (over the unique ones; predicted\n"
    "r-type fraction sqrt2 - 1, distance within 3 units).\n"
    "  --summary      print only the summary, as TSV 'key value'\n"
    "  -o FILE        the TSV to FILE (atomically) instead of stdout\n"
    "  --plot FILE    the distance against x (gnuplot; every output\n"
    "                 replaces its file only when all are written)\n"
    "  --json         the summary as one JSON line on stdout (the TSV only with -o)\n"
    GD_CLI_THREADS_HELP("");

typedef struct {
    const char *out, *plot, *th;
    int summary, json, threads;
} opening_args;

/* What the summary says of the rectangles with exactly one winning move. */
typedef struct {
    uint64_t unique, rtype;
    double maxd; /* the largest finite distance from the prediction */
} opening_tally;

static const char header[] = "x\tmoves\ttype\tmove\tdistance";

/* The checks in the order the manual promises: which error wins matters to scripts. */
static int parse_options(gd_cli *c, int argc, char **argv, opening_args *a)
{
    *a = (opening_args){0};
    gd_cli_opt opts[] = {{"-o", &a->out, NULL},        {"--plot", &a->plot, NULL},
                         {"--summary", NULL, &a->summary}, {"--json", NULL, &a->json}, {"--threads", &a->th, NULL}};
    int rc = gd_cli_parse(c, argc, argv, opts, GD_CLI_NOPTS(opts), "opening");
    if (rc)
        return rc;
    if ((rc = gd_cli_threads(a->th, &a->threads)) != 0)
        return rc;
    if (!c->game_name || strcmp(c->game_name, "chomp") != 0)
        return gd_cli_fail("opening moves are of Chomp rectangles: the game must be chomp");
    if (!c->have_xmax)
        return gd_cli_fail("--xmax is required");
    if (a->plot && (!a->out || strcmp(a->out, "-") == 0))
        return gd_cli_fail("--plot needs -o FILE.tsv for its data");
    if (a->summary && a->json)
        return gd_cli_fail("--summary and --json are two forms of the summary: choose one");
    if ((a->summary || a->json) && a->out && strcmp(a->out, "-") == 0)
        return gd_cli_fail("%s takes stdout: -o - cannot go with it", a->json ? "--json" : "--summary");
    if ((rc = gd_cli_check_output(a->out)) || (rc = gd_cli_check_output(a->plot)))
        return rc;
    return 0;
}

/* Every sheet's opening moves. Nonzero: failed (the message printed, everything released). */
static int find_openings(gd_cli *c, const opening_args *a, gd_opening *o)
{
    char err[512];
    gd_engine *e = gd_opening_init(o, c->cfg.xmax) == 0 ? gd_engine_new(&c->cfg, err, sizeof err) : NULL;
    gd_cli_engine_threads(e, a->threads);
    if (!e) {
        gd_opening_free(o);
        gd_cli_done(c);
        return gd_cli_fail("%s", o->m ? err : "out of memory");
    }
    const gd_sheet *s;
    int rc;
    while ((rc = gd_engine_next(e, &s, err, sizeof err)) == 0) {
        gd_opening_add(o, s);
        gd_cli_progress(c, s->x, c->cfg.xmax);
    }
    gd_cli_progress_end(c);
    gd_engine_free(e);
    if (rc < 0) {
        gd_opening_free(o);
        gd_cli_done(c);
        return gd_cli_fail("%s", err);
    }
    return 0;
}

/* Counts the unique openings, and writes a row a rectangle to f (if not NULL). */
static void tally_rows(FILE *f, const gd_opening *o, uint64_t xmax, opening_tally *t)
{
    static const char *types[] = {"none", "r", "s", "sink"};
    *t = (opening_tally){0};
    if (f)
        fprintf(f, "%s\n", header);
    for (uint64_t x = 1; x <= xmax; x++) {
        const gd_opening_move *m = &o->m[x];
        double d = gd_opening_distance(m, x);
        if (m->moves == 1) {
            t->unique++;
            t->rtype += m->type == GD_OPEN_R;
            if (isfinite(d) && d > t->maxd)
                t->maxd = d;
        }
        if (!f)
            continue;
        fprintf(f, "%llu\t%u\t%s\t", (unsigned long long)x, m->moves, types[m->type]);
        if (m->moves)
            fprintf(f, "[%llu,%llu,%llu]\t", (unsigned long long)m->tx, (unsigned long long)m->ty,
                    (unsigned long long)m->tz);
        else
            fputs("\t", f); /* no move: an empty field */
        if (isfinite(d))
            fprintf(f, "%.4f\n", d);
        else
            fputs("\n", f);
    }
}

/* The summary in the form asked for: JSON, a key-value table, or a line on stderr. */
static void print_summary(gd_cli *c, const opening_args *a, const opening_tally *t)
{
    double frac = t->unique ? (double)t->rtype / (double)t->unique : NAN;
    if (a->json) {
        gd_json j;
        gd_cli_json_begin(c, &j);
        gd_json_u64(&j, "rectangles", c->cfg.xmax);
        gd_json_u64(&j, "unique", t->unique);
        gd_json_num(&j, "rtype_fraction", frac);
        gd_json_num(&j, "rtype_fraction_predicted", sqrt(2.0) - 1);
        gd_json_num(&j, "max_distance", t->maxd);
        if (a->out)
            gd_cli_json_table_file(&j, header, c->cfg.xmax, a->out); /* a line a rectangle */
        else
            gd_json_str(&j, "output", NULL);
        gd_json_str(&j, "plot", a->plot);
        gd_cli_json_end(&j);
    } else if (a->summary) {
        gd_cli_provenance(c, stdout);
        printf("key\tvalue\nrectangles\t%llu\nunique\t%llu\nrtype_fraction\t%.6f\nmax_distance\t%.4f\n",
               (unsigned long long)c->cfg.xmax, (unsigned long long)t->unique, frac, t->maxd);
    } else
        gd_cli_summary(a->out, "%llu rectangles, %llu with exactly one winning move; r-type fraction %.4f "
                               "(predicted %.4f); largest distance from the prediction %.3f",
                       (unsigned long long)c->cfg.xmax, (unsigned long long)t->unique, frac, sqrt(2.0) - 1, t->maxd);
}

int gd_cmd_opening(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    opening_args a;
    int rc = parse_options(&c, argc, argv, &a);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if ((rc = gd_cli_configure(&c, 0)) != 0)
        return rc;
    gd_opening o;
    if ((rc = find_openings(&c, &a, &o)) != 0)
        return rc;
    /* The TSV goes to -o, or to stdout unless a summary form takes stdout. */
    int table = a.out || (!a.summary && !a.json);
    gd_outputs os = {0};
    FILE *f = table ? gd_cli_table_open(&c, &os, a.out) : NULL;
    if (table && !f) {
        gd_opening_free(&o);
        gd_cli_done(&c);
        return 2;
    }
    opening_tally t;
    tally_rows(f, &o, c.cfg.xmax, &t);
    if (a.plot)
        rc = gd_cli_plot(&c, &os, a.plot, "Chomp: winning opening move, distance from the prediction", f,
                         "set xlabel 'x'; set ylabel 'distance'\n"
                         "plot data using 1:(strcol(3) eq 'r' ? $5 : NaN) with points pt 7 ps 0.3 title 'r-type', "
                         "data using 1:(strcol(3) eq 's' ? $5 : NaN) with points pt 7 ps 0.3 title 's-type'");
    rc = gd_cli_outputs_end(&os, rc != 0);
    if (rc == 0)
        print_summary(&c, &a, &t);
    gd_opening_free(&o);
    gd_cli_done(&c);
    return rc;
}
