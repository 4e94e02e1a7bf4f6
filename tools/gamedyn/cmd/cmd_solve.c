/* gamedyn solve - every P-position of a game, sheet by sheet. */
#include "cli_sheet.h"
#include "gamedyn/par.h"
#include "gamedyn/sheet.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A database from this size on is announced before the run, -q or not: the run that makes
 * it is long and the file may not be welcome. */
#define DB_WARN ((uint64_t)1 << 30)

static const char help[] =
    "usage: gamedyn solve GAME --xmax X [--ymax Y] [--pass | --passes K | --perturb SPEC]\n"
    "                     [--census] [--list] [-o FILE] [--json] [--threads T] [-q] [--max-mem SIZE]\n"
    "\n"
    "Computes the loser sheets L_0..L_X of GAME (nim or chomp) with the sheet recursion.\n"
    "\n"
    "  --xmax X        last sheet (first coordinate x)\n"
    "  --ymax Y        last column y: the exact window for Nim and random perturbations\n"
    "                  (default X); for Chomp with proved tails it only bounds --list\n"
    "  --pass          the game with one pass (positions with the pass still available)\n"
    "  --passes K      a pool of K <= 8 passes shared by both players (--pass is K = 1):\n"
    "                  the positions with all K left; a chain of K+1 engines (docs/engine.md)\n"
    "  --perturb SPEC  a generic game: declared automatic N-positions V\n"
    "                    point:x,y,z | random:seed=S,sigma=F[,KEY=V...] | FILE of\n"
    "                    'x y z' lines; random's keys: clip=0|1 centre=diagonal|losers\n"
    "                    p=P from=N (docs/experiments.md)\n"
    "  --census        one TSV line per sheet (the default output):\n"
    "                    x  kind  n  period  values\n"
    "                  kind end:    n P-positions (columns 0..n-1), then none\n"
    "                  kind tail:   z(y+period) = z(y) for y >= n (least n, least period),\n"
    "                               values = z(n), ..., z(n+period-1)\n"
    "                  kind window: exact for columns 0..n-1 only (Nim, random V)\n"
    "                  period and values are empty fields unless kind is tail\n"
    "  --list          every P-position with x <= X, y <= Y as TSV 'x y z'\n"
    "                  (instead of --census: one table a run)\n"
    "  --json          the table as one JSON line instead (docs/format.md): \"sheets\" (x, kind,\n"
    "                  n, period, values; null where the TSV is empty) or \"positions\" ([x,y,z]\n"
    "                  each), \"dead\" (the sheet, or null), \"database\" (-o FILE or null)\n"
    "  -o FILE         write the binary database (docs/format.md), atomically; its size is\n"
    "                  estimated first (it grows as X^2: about 0.84 X^2 bytes for Chomp,\n"
    "                  750 MB at X = 30000; 4 X Y for Nim), refused when it exceeds the free\n"
    "                  space of FILE's file system, a warning on stderr from 1 GiB on; at\n"
    "                  the end one line on stderr names the file and its size (unless -q)\n"
    GD_CLI_THREADS_HELP(" ")
    "  -q              no progress and no size line on stderr\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "\n"
    "Output starts with '#' lines: gamedyn version, command, parameters, seed (and a\n"
    "random V's model). A Chomp run in which some [x',0,0] with x' >= 1 is a P-position\n"
    "is dead (every later position is N): a last line '# dead: from sheet x'' says so.\n";

static const char *const kind_name[] = {"end", "tail", "window"};

/* j not NULL: the sheet as an element of the JSON array "sheets" instead of a TSV line. */
static void census_line(FILE *f, gd_json *j, const gd_sheet *s)
{
    if (j) {
        gd_json_object(j, NULL);
        gd_json_u64(j, "x", s->x);
        gd_json_str(j, "kind", kind_name[s->kind]);
        gd_json_u64(j, "n", s->len);
        if (s->kind == GD_SHEET_TAIL) {
            gd_json_u64(j, "period", s->period);
            gd_json_array(j, "values");
            for (uint64_t i = 0; i < s->period; i++)
                gd_json_u64(j, NULL, s->tail[i]);
            gd_json_close(j, ']');
        } else {
            gd_json_str(j, "period", NULL);
            gd_json_str(j, "values", NULL);
        }
        gd_json_close(j, '}');
        return;
    }
    fprintf(f, "%llu\t%s\t%llu\t", (unsigned long long)s->x, kind_name[s->kind], (unsigned long long)s->len);
    if (s->kind != GD_SHEET_TAIL) {
        fputs("\t\n", f); /* empty fields: no period, no values */
        return;
    }
    fprintf(f, "%llu\t", (unsigned long long)s->period);
    for (uint64_t i = 0; i < s->period; i++)
        fprintf(f, "%s%u", i ? "," : "", s->tail[i]);
    fputc('\n', f);
}

static void list_sheet(FILE *f, gd_json *j, const gd_sheet *s, uint64_t ymax)
{
    for (uint64_t y = 0; y <= ymax; y++) {
        uint32_t z;
        int r = gd_sheet_lookup(s, y, &z);
        if (r == GD_SHEET_P && j) {
            gd_json_array(j, NULL);
            gd_json_u64(j, NULL, s->x);
            gd_json_u64(j, NULL, y);
            gd_json_u64(j, NULL, z);
            gd_json_close(j, ']');
        } else if (r == GD_SHEET_P)
            fprintf(f, "%llu\t%llu\t%u\n", (unsigned long long)s->x, (unsigned long long)y, z);
        else
            break;
    }
}

typedef struct {
    int census, list, json, threads;
    const char *out, *th;
} solve_args;

static int parse_options(gd_cli *c, int argc, char **argv, solve_args *a)
{
    *a = (solve_args){0};
    gd_cli_opt opts[] = {{"--census", NULL, &a->census}, {"--list", NULL, &a->list}, {"-o", &a->out, NULL},
                         {"--threads", &a->th, NULL},    {"--json", NULL, &a->json}};
    int rc = gd_cli_parse(c, argc, argv, opts, GD_CLI_NOPTS(opts), "solve");
    if (rc)
        return rc;
    if (!c->game_name)
        return gd_cli_fail("solve: missing GAME (nim or chomp)");
    if (!c->have_xmax)
        return gd_cli_fail("solve: missing --xmax");
    if ((rc = gd_cli_threads(a->th, &a->threads)) != 0)
        return rc;
    if (a->census && a->list)
        return gd_cli_fail("solve: --census and --list cannot be combined (one table a run)");
    if (!a->census && !a->list && !a->out)
        a->census = 1;
    return 0;
}

/* The database keeps every sheet (747 MB for Chomp at X = 30000): said before the run, and
 * refused when it would not fit where it goes. Nonzero: refused. */
static int announce_database(gd_cli *c, const char *out, uint64_t *est)
{
    c->size_options = "--xmax";
    *est = out ? gd_db_estimate_bytes(&c->cfg) : 0;
    if (out && gd_cli_check_space(c, out, *est, UINT64_MAX, "the database") != 0)
        return 2;
    char eb[32];
    if (out && *est >= DB_WARN)
        fprintf(stderr, "gamedyn: warning: the database '%s' will take about %s (estimated; it grows as X^2: a "
                        "smaller --xmax makes it smaller)\n", out, gd_format_bytes(*est, eb, sizeof eb));
    return 0;
}

/* Census only: one sheet at a time, memory O(a sheet). *quit: the run ended early (the
 * message printed, the command line's state released). */
static int census_only(gd_cli *c, const solve_args *a, gd_json *j, int *quit)
{
    char err[512];
    gd_engine *e = gd_engine_new(&c->cfg, err, sizeof err);
    if (!e) {
        gd_cli_done(c);
        *quit = 1;
        return gd_cli_fail("%s", err);
    }
    gd_cli_engine_threads(e, a->threads);
    j ? gd_json_array(j, "sheets") : (void)fputs("x\tkind\tn\tperiod\tvalues\n", stdout);
    const gd_sheet *s;
    int r;
    uint64_t dead = 0;
    while ((r = gd_engine_next(e, &s, err, sizeof err)) == 0) {
        census_line(stdout, j, s);
        if (!dead && gd_sheet_kills(gd_rules_get(c->cfg.game), s))
            dead = s->x;
        gd_cli_progress(c, s->x, c->cfg.xmax);
    }
    gd_cli_progress_end(c);
    gd_engine_free(e);
    if (j)
        gd_json_close(j, ']');
    if (r < 0)
        return gd_cli_fail("%s", err);
    if (j)
        gd_cli_dead_json(j, "dead", dead);
    else
        gd_cli_dead(stdout, NULL, dead);
    return 0;
}

/* The tables of a kept solution: the census, the list, the sheet where the game dies. */
static void print_solution(const gd_cli *c, const solve_args *a, gd_json *j, const gd_solution *sol)
{
    if (a->census) {
        j ? gd_json_array(j, "sheets") : (void)fputs("x\tkind\tn\tperiod\tvalues\n", stdout);
        for (uint64_t x = 0; x < sol->nsheets; x++)
            census_line(stdout, j, &sol->sheets[x]);
        if (j)
            gd_json_close(j, ']');
    }
    if (a->list) {
        /* JSON: each P-position as [x, y, z] */
        j ? gd_json_array(j, "positions") : (void)fputs("x\ty\tz\n", stdout);
        for (uint64_t x = 0; x < sol->nsheets; x++)
            list_sheet(stdout, j, &sol->sheets[x], c->cfg.ymax);
        if (j)
            gd_json_close(j, ']');
    }
    uint64_t dead = 0;
    for (uint64_t x = 0; x < sol->nsheets && !dead; x++)
        if (gd_sheet_kills(gd_rules_get(c->cfg.game), &sol->sheets[x]))
            dead = x;
    if (j)
        gd_cli_dead_json(j, "dead", dead);
    else if (a->census || a->list)
        gd_cli_dead(stdout, NULL, dead);
    else if (dead)
        gd_cli_line(0, "solve: dead from sheet %llu ([%llu,0,0] is a P-position, so every later position is N)",
                    (unsigned long long)dead, (unsigned long long)dead);
}

static int write_database(const gd_cli *c, const char *out, gd_solution *sol, uint64_t est)
{
    char err[512], eb[32], rb[32];
    sol->provenance = strdup(c->command);
    struct stat st;
    if (gd_db_write(out, sol, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    if (!c->quiet && stat(out, &st) == 0 && S_ISREG(st.st_mode))
        fprintf(stderr, "gamedyn: solve: wrote '%s': %s (%llu bytes; estimated %s)\n", out,
                gd_format_bytes((uint64_t)st.st_size, rb, sizeof rb), (unsigned long long)st.st_size,
                gd_format_bytes(est, eb, sizeof eb));
    else if (!c->quiet)
        fprintf(stderr, "gamedyn: solve: wrote '%s'\n", out);
    return 0;
}

/* Every sheet kept, for --list and the database. *quit as for census_only. */
static int solve_kept(gd_cli *c, const solve_args *a, gd_json *j, uint64_t est, int *quit)
{
    char err[512];
    gd_solution sol;
    if (gd_solution_compute_threads(&sol, &c->cfg, a->threads ? a->threads : gd_par_cores(), gd_cli_progress, c, err,
                                    sizeof err) != 0) {
        gd_cli_progress_end(c);
        gd_cli_done(c);
        *quit = 1;
        return gd_cli_fail("%s", err);
    }
    gd_cli_progress_end(c);
    print_solution(c, a, j, &sol);
    int rc = a->out ? write_database(c, a->out, &sol, est) : 0;
    gd_solution_free(&sol);
    return rc;
}

int gd_cmd_solve(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    solve_args a;
    int rc = parse_options(&c, argc, argv, &a);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    int keep = a.list || a.out;
    uint64_t est;
    if (gd_cli_configure(&c, keep) != 0 || announce_database(&c, a.out, &est) != 0) {
        gd_cli_done(&c);
        return 2;
    }
    gd_json js, *j = a.json ? &js : NULL;
    if (j) {
        gd_cli_json_begin(&c, j);
        gd_json_str(j, "table", a.census ? "census" : a.list ? "list" : NULL);
    } else if (a.census || a.list)
        gd_cli_provenance(&c, stdout);
    int quit = 0;
    rc = keep ? solve_kept(&c, &a, j, est, &quit) : census_only(&c, &a, j, &quit);
    if (quit)
        return rc;
    if (j && rc == 0) {
        gd_json_str(j, "database", a.out);
        gd_cli_json_end(j);
    } else if (j)
        putchar('\n'); /* the JSON is unfinished: at least not run into the next output */
    if (fflush(stdout) != 0 || ferror(stdout))
        rc = gd_cli_fail("error writing to standard output");
    gd_cli_done(&c);
    return rc;
}
