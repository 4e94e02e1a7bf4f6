#include "cli.h"
#include "gamedyn/image.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

int gd_cli_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("gamedyn: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 2;
}

void gd_cli_init(gd_cli *c, int argc, char **argv)
{
    memset(c, 0, sizeof *c);
    uint64_t phys = gd_physical_memory();
    c->max_mem = phys ? phys / 10 * 8 : (uint64_t)8 << 30;
    size_t at = 0;
    for (int i = 0; i < argc && at + 1 < sizeof c->command; i++) {
        int n = snprintf(c->command + at, sizeof c->command - at, "%s%s", i ? " " : "", i ? argv[i] : "gamedyn");
        if (n < 0)
            break;
        at += (size_t)n;
    }
}

static int parse_size(const char *s, uint64_t *out)
{
    char *end;
    double v = strtod(s, &end);
    if (end == s || v < 0)
        return -1;
    double m = 1;
    if (*end == 'K' || *end == 'k')
        m = 1024.0, end++;
    else if (*end == 'M' || *end == 'm')
        m = 1024.0 * 1024, end++;
    else if (*end == 'G' || *end == 'g')
        m = 1024.0 * 1024 * 1024, end++;
    if (*end == 'B' || *end == 'b')
        end++;
    if (*end)
        return -1;
    *out = (uint64_t)(v * m);
    return 0;
}

int gd_cli_common_option(gd_cli *c, int argc, char **argv, int *i)
{
    const char *a = argv[*i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
        fputs(c->help ? c->help : "", stdout);
        return 0;
    }
    if (strcmp(a, "-q") == 0 || strcmp(a, "--quiet") == 0) {
        c->quiet = 1;
        return GD_CLI_TAKEN;
    }
    if (strcmp(a, "--pass") == 0) {
        c->pass = 1;
        return GD_CLI_TAKEN;
    }
    int is_x = strcmp(a, "--xmax") == 0, is_y = strcmp(a, "--ymax") == 0;
    int is_p = strcmp(a, "--perturb") == 0, is_m = strcmp(a, "--max-mem") == 0;
    if (!is_x && !is_y && !is_p && !is_m)
        return GD_CLI_NOT_MINE;
    if (*i + 1 >= argc) {
        gd_cli_fail("%s needs a value", a);
        return 2;
    }
    const char *v = argv[++*i];
    if (is_p) {
        c->perturb_spec = v;
        return GD_CLI_TAKEN;
    }
    if (is_m) {
        if (parse_size(v, &c->max_mem) != 0) {
            gd_cli_fail("bad --max-mem '%s' (expected a size such as 4G or 512M)", v);
            return 2;
        }
        return GD_CLI_TAKEN;
    }
    uint64_t n;
    if (gd_parse_u64(v, &n) != 0 || n > ((uint64_t)1 << 31)) {
        gd_cli_fail("bad %s '%s' (expected an integer from 0 to 2^31)", a, v);
        return 2;
    }
    if (is_x)
        c->xmax = n, c->have_xmax = 1;
    else
        c->ymax = n, c->have_ymax = 1;
    return GD_CLI_TAKEN;
}

int gd_cli_configure(gd_cli *c, int keep_all)
{
    const gd_rules *r = gd_rules_by_name(c->game_name);
    if (!r)
        return gd_cli_fail("unknown game '%s' (expected nim or chomp)", c->game_name);
    if (c->pass && c->perturb_spec)
        return gd_cli_fail("--pass and --perturb cannot be combined");
    c->cfg.game = r->game;
    c->cfg.variant = c->pass ? GD_VARIANT_PASS : c->perturb_spec ? GD_VARIANT_PERTURB : GD_VARIANT_PLAIN;
    if (c->perturb_spec) {
        char err[512];
        if (gd_perturb_parse(&c->perturb, c->perturb_spec, r, err, sizeof err) != 0)
            return gd_cli_fail("%s", err);
        c->cfg.perturb = &c->perturb;
    }
    c->cfg.xmax = c->xmax;
    c->cfg.ymax = c->have_ymax ? c->ymax : c->xmax;
    uint64_t need = gd_config_estimate_bytes(&c->cfg, keep_all) + c->extra_bytes;
    if (need > c->max_mem) {
        char a[32], b[32];
        return gd_cli_fail("estimated memory %s exceeds --max-mem %s; lower %s or raise --max-mem",
                           gd_format_bytes(need, a, sizeof a), gd_format_bytes(c->max_mem, b, sizeof b),
                           c->size_options ? c->size_options : "--xmax/--ymax");
    }
    return 0;
}

void gd_cli_done(gd_cli *c)
{
    gd_perturb_clear(&c->perturb);
}

void gd_cli_parameters(const gd_cli *c, char *buf, size_t len)
{
    const gd_config *g = &c->cfg;
    const char *variant = g->variant == GD_VARIANT_PASS ? "pass" : g->variant == GD_VARIANT_PERTURB ? "perturb" : "plain";
    int n = snprintf(buf, len, "game=%s variant=%s xmax=%llu ymax=%llu mode=%s", gd_rules_get(g->game)->name, variant,
                     (unsigned long long)g->xmax, (unsigned long long)g->ymax,
                     gd_config_is_window(g) ? "window" : "proved-tails");
    size_t at = n < 0 ? 0 : (size_t)n < len ? (size_t)n : len - 1;
    if (g->variant == GD_VARIANT_PERTURB && c->perturb.kind == GD_PERTURB_RANDOM)
        snprintf(buf + at, len - at, " perturb=%s seed=%llu sigma=%g", c->perturb.spec,
                 (unsigned long long)c->perturb.seed, c->perturb.sigma);
    else if (g->variant == GD_VARIANT_PERTURB)
        snprintf(buf + at, len - at, " perturb=%s seed=-", c->perturb.spec);
    else
        snprintf(buf + at, len - at, " seed=-");
}

void gd_cli_provenance(const gd_cli *c, FILE *f)
{
    char p[1024];
    gd_cli_parameters(c, p, sizeof p);
    fprintf(f, "# gamedyn %s\n# command: %s\n# %s\n", gd_version(), c->command, p);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void gd_cli_progress(void *ctx, uint64_t x, uint64_t xmax)
{
    const gd_cli *c = ctx;
    static double last;
    if (c->quiet || !isatty(2))
        return;
    double t = now();
    if (t - last < 0.25 && x != xmax)
        return;
    last = t;
    fprintf(stderr, "\rgamedyn: sheet %llu of %llu", (unsigned long long)x, (unsigned long long)xmax);
}

void gd_cli_progress_end(const gd_cli *c)
{
    if (!c->quiet && isatty(2))
        fputc('\n', stderr);
}

int gd_cli_write_png(const gd_cli *c, const gd_image *im, uint32_t scale, const char *title, const char *what,
                     const char *path)
{
    char params[1536], version[64], err[512];
    char p[1024];
    gd_cli_parameters(c, p, sizeof p);
    snprintf(params, sizeof params, "%s %s", p, what);
    snprintf(version, sizeof version, "gamedyn %s", gd_version());
    gd_image_text t[] = {{"Title", (char *)title},
                         {"Software", version},
                         {"Source", (char *)c->command},
                         {"Comment", params}};
    if (gd_image_write_png(im, scale, t, 4, path, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    return 0;
}

int gd_cli_plot(const gd_cli *c, const char *png, const char *title, const char *data, const char *script)
{
    if (system("command -v gnuplot >/dev/null 2>&1") != 0) {
        fprintf(stderr, "gamedyn: gnuplot not found: no plot drawn (scripts/setup.sh installs it); the data is written\n");
        return 0;
    }
    size_t n = strlen(png) + 48;
    char *tmp = malloc(n);
    if (!tmp)
        return gd_cli_fail("out of memory");
    snprintf(tmp, n, "%s.gnuplot.%ld.png", png, (long)getpid());
    FILE *g = popen("gnuplot 2>/dev/null", "w");
    if (!g) {
        free(tmp);
        return gd_cli_fail("cannot run gnuplot");
    }
    fprintf(g, "set terminal pngcairo size 900,600 font ',10'\nset output '%s'\n", tmp);
    fprintf(g, "set datafile separator '\\t'\nset key autotitle columnheader\nset grid\n");
    fprintf(g, "set title \"%s\" noenhanced\n", title);
    fprintf(g, "data = '%s'\n%s\n", data, script);
    int rc = pclose(g);
    gd_image im;
    char err[512];
    if (rc != 0 || gd_image_read_png(tmp, &im, NULL, NULL, err, sizeof err) != 0) {
        unlink(tmp);
        free(tmp);
        return gd_cli_fail("gnuplot failed to draw %s", png);
    }
    unlink(tmp);
    free(tmp);
    char what[256];
    snprintf(what, sizeof what, "plot of %s", data);
    rc = gd_cli_write_png(c, &im, 1, title, what, png);
    gd_image_free(&im);
    return rc;
}

int gd_cli_parse(gd_cli *c, int argc, char **argv, const gd_cli_opt *opts, int nopts, const char *cmd)
{
    for (int i = 2; i < argc; i++) {
        int r = gd_cli_common_option(c, argc, argv, &i);
        if (r == GD_CLI_TAKEN)
            continue;
        if (r == 0)
            return GD_CLI_HELP_SHOWN;
        if (r != GD_CLI_NOT_MINE)
            return r;
        const char *a = argv[i];
        int k = 0;
        while (k < nopts && strcmp(opts[k].name, a) != 0)
            k++;
        /* A leading '-' and a digit is a (bad) number, not an option. */
        int positional = a[0] != '-' || (a[1] >= '0' && a[1] <= '9');
        if (k == nopts) {
            if (positional && !c->game_name) {
                c->game_name = a;
                continue;
            }
            if (positional && c->nargs < c->max_args) {
                c->args[c->nargs++] = a;
                continue;
            }
            return gd_cli_fail("%s: unknown %s '%s' (see gamedyn %s --help)", cmd, a[0] == '-' ? "option" : "argument",
                               a, cmd);
        }
        if (!opts[k].value) {
            *opts[k].flag = 1;
            continue;
        }
        if (i + 1 >= argc)
            return gd_cli_fail("%s needs a value", a);
        *opts[k].value = argv[++i];
    }
    return 0;
}

int gd_cli_parse_u64(const char *opt, const char *v, uint64_t lo, uint64_t hi, uint64_t *out)
{
    if (gd_parse_u64(v, out) != 0 || *out < lo || *out > hi)
        return gd_cli_fail("bad %s '%s' (expected an integer from %llu to %llu)", opt, v, (unsigned long long)lo,
                           (unsigned long long)hi);
    return 0;
}

FILE *gd_cli_table_begin(const gd_cli *c, const char *path, char **tmp)
{
    char err[512];
    FILE *f = stdout;
    *tmp = NULL;
    if (path && !(f = gd_file_begin(path, tmp, err, sizeof err))) {
        gd_cli_fail("%s", err);
        return NULL;
    }
    gd_cli_provenance(c, f);
    return f;
}

int gd_cli_table_end(FILE *f, char *tmp, const char *path, int failed)
{
    char err[512];
    if (!path)
        return fflush(stdout) == 0 && !failed ? 0 : 2;
    if (gd_file_commit(f, tmp, path, failed, err, sizeof err) != 0)
        return failed ? 2 : gd_cli_fail("%s", err);
    return failed ? 2 : 0;
}

void gd_cli_summary(const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (!path)
        fputs("# ", stdout);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
}

int gd_cli_dispatch(int argc, char **argv)
{
    static const struct {
        const char *name;
        int (*run)(int, char **);
    } cmds[] = {{"solve", gd_cmd_solve},       {"query", gd_cmd_query},     {"sheet", gd_cmd_sheet},
                {"sheets", gd_cmd_sheets},     {"grundy", gd_cmd_grundy},   {"figures", gd_cmd_figures},
                {"params", gd_cmd_params},     {"opening", gd_cmd_opening}, {"overlap", gd_cmd_overlap},
                {"sensitivity", gd_cmd_sensitivity}, {"compare", gd_cmd_compare}, {"report", gd_cmd_report},
                {"graph", gd_cmd_graph},
                {"play", gd_cmd_play}};
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (strcmp(argv[1], cmds[i].name) == 0)
            return cmds[i].run(argc, argv);
    return GD_CLI_NOT_MINE;
}

int gd_cli_run(const char *cmd, char *line, size_t len)
{
    char buf[2048];
    snprintf(buf, sizeof buf, "%s", cmd);
    char *argv[64];
    int argc = 0;
    argv[argc++] = "gamedyn";
    for (char *t = strtok(buf, " "); t && argc < 63; t = strtok(NULL, " "))
        argv[argc++] = t;
    argv[argc] = NULL;
    if (line)
        snprintf(line, len, "gamedyn %s", cmd);
    fflush(stdout);
    int rc = argc > 1 ? gd_cli_dispatch(argc, argv) : GD_CLI_NOT_MINE;
    fflush(stdout);
    return rc == GD_CLI_NOT_MINE ? gd_cli_fail("no command '%s'", cmd) : rc;
}

int gd_cli_mkdir(const char *dir)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        return gd_cli_fail("cannot create directory '%s': %s", dir, strerror(errno));
    return 0;
}

void gd_cli_html(FILE *f, const char *s)
{
    for (; *s; s++)
        if (*s == '<')
            fputs("&lt;", f);
        else if (*s == '>')
            fputs("&gt;", f);
        else if (*s == '&')
            fputs("&amp;", f);
        else
            fputc(*s, f);
}

FILE *gd_cli_html_begin(const gd_cli *c, const char *path, const char *title, char **tmp)
{
    char err[512];
    FILE *f = gd_file_begin(path, tmp, err, sizeof err);
    if (!f) {
        gd_cli_fail("%s", err);
        return NULL;
    }
    fprintf(f, "<!DOCTYPE html>\n<!-- gamedyn %s; command: ", gd_version());
    gd_cli_html(f, c->command);
    fputs(" -->\n<html><head><meta charset=\"utf-8\"><title>", f);
    gd_cli_html(f, title);
    fputs("</title><style>body{font-family:sans-serif;max-width:70em;margin:auto}img{max-width:100%}"
          "figure{display:inline-block;vertical-align:top;margin:1em;max-width:45%}"
          "figure img{image-rendering:pixelated;border:1px solid #ccc}</style></head><body>\n<h1>",
          f);
    gd_cli_html(f, title);
    fputs("</h1>\n", f);
    return f;
}

int gd_cli_html_end(FILE *f, char *tmp, const char *path, int failed)
{
    fputs("</body></html>\n", f);
    return gd_cli_table_end(f, tmp, path, failed);
}
