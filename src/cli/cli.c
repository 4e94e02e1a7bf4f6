/* cli.c - what every gamedyn command shares, the tool's and the game families': the command line,
 * option matching, the memory bound, outputs and their summaries, directory outputs. The sheet
 * commands' part (--xmax, --ymax, the engine's configuration) is the tool's cli_sheet.c. */
#include "gamedyn/cli.h"
#include "gamedyn/budget.h"
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* What the memory bound was taken from when --max-mem was not given ("available memory"
 * or "RAM"), named by the refusals that mention --max-mem; NULL once --max-mem is given. */
static const char *default_figure;

int gd_cli_fail(const char *fmt, ...)
{
    /* One line whatever the user typed: quoted names may hold newlines. The whole message,
     * however long. */
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *msg = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!msg) {
        fputs("gamedyn: out of memory\n", stderr);
        return 2;
    }
    va_start(ap, fmt);
    vsnprintf(msg, (size_t)n + 1, fmt, ap);
    va_end(ap);
    gd_one_line(msg);
    if (default_figure && strstr(msg, "--max-mem"))
        fprintf(stderr, "gamedyn: %s; the default bound is 80%% of the %s\n", msg, default_figure);
    else
        fprintf(stderr, "gamedyn: %s\n", msg);
    free(msg);
    return 2;
}

/* Directory outputs are built under a temporary name; commands run inside them record
 * the name the user gave (provenance never holds a temporary name). */
static struct {
    char real[1024], shown[1024];
} aliases[8];
static int naliases;

/* w with a leading aliased directory replaced by the name it is shown as. */
static const char *shown(const char *w, char *buf, size_t len)
{
    for (int i = naliases - 1; i >= 0; i--) {
        size_t n = strlen(aliases[i].real);
        if (strncmp(w, aliases[i].real, n) == 0 && (w[n] == '/' || w[n] == 0)) {
            snprintf(buf, len, "%s%s", aliases[i].shown, w + n);
            return buf;
        }
    }
    return w;
}

void gd_cli_init(gd_cli *c, int argc, char **argv)
{
    memset(c, 0, sizeof *c);
    c->argc = argc;
    c->argv = argv;
    /* the figure the refusals name; the bound itself is the library's one default */
    if (!gd_available_memory(&default_figure))
        default_figure = NULL;
    c->max_mem = gd_budget_default();
    size_t at = 0;
    for (int i = 0; i < argc && at + 1 < sizeof c->command; i++) {
        char buf[1024];
        int n = snprintf(c->command + at, sizeof c->command - at, "%s%s", i ? " " : "",
                         i ? shown(argv[i], buf, sizeof buf) : "gamedyn");
        if (n < 0)
            break;
        at += (size_t)n;
    }
    /* Provenance is '#' lines and text chunks: a newline in an argument must not end them. */
    gd_one_line(c->command);
}

/* SIZE: a decimal number with an optional K, M or G (and B) suffix. */
static int parse_size(const char *s, uint64_t *out)
{
    const char *p = s;
    while ((*p >= '0' && *p <= '9') || *p == '.')
        p++;
    if (p == s)
        return -1;
    char *end;
    double v = strtod(s, &end);
    if (end != p || !(v >= 0))
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
    if (*end || !(v * m < 18446744073709551616.0))
        return -1;
    *out = (uint64_t)(v * m);
    return 0;
}

/* Whether a is one of names ("-q|--quiet"); *eq points at "=VALUE" after a long name. */
static int option_named(const char *a, const char *names, const char **eq)
{
    for (const char *n = names; *n;) {
        size_t len = strcspn(n, "|");
        if (strncmp(a, n, len) == 0 && (a[len] == 0 || (a[len] == '=' && n[0] == '-' && n[1] == '-'))) {
            *eq = a[len] ? a + len : NULL;
            return 1;
        }
        n += len + (n[len] == '|');
    }
    return 0;
}

int gd_cli_match(gd_cli *c, int argc, char **argv, int *i, const char *names, const char **value, int repeatable)
{
    const char *a = argv[*i], *eq;
    if (!option_named(a, names, &eq))
        return 0;
    const char *shown = strchr(names, '|') ? strchr(names, '|') + 1 : names; /* the long name */
    if (eq && !value) {
        gd_cli_fail("option %.*s takes no value", (int)(eq - a), a);
        return 2;
    }
    if (!repeatable) {
        for (int k = 0; k < c->nseen; k++)
            if (strcmp(c->seen[k], names) == 0) {
                gd_cli_fail("option %s given twice", shown);
                return 2;
            }
        if (c->nseen < (int)(sizeof c->seen / sizeof c->seen[0]))
            c->seen[c->nseen++] = names;
    }
    if (!value)
        return 1;
    if (eq) {
        *value = eq + 1;
        return 1;
    }
    if (*i + 1 >= argc) {
        gd_cli_fail("%s needs a value", a);
        return 2;
    }
    *value = argv[++*i];
    return 1;
}

int gd_cli_common_option(gd_cli *c, int argc, char **argv, int *i)
{
    const char *v = NULL;
    int m;
    if ((m = gd_cli_match(c, argc, argv, i, "-h|--help", NULL, 1)) != 0) {
        if (m == 1)
            fputs(c->help ? c->help : "", stdout);
        return m == 1 ? 0 : m;
    }
    if ((m = gd_cli_match(c, argc, argv, i, "--version", NULL, 1)) != 0) {
        if (m == 1)
            printf("gamedyn %s\n", gd_version());
        return m == 1 ? 0 : m;
    }
    if ((m = gd_cli_match(c, argc, argv, i, "-q|--quiet", NULL, 0)) != 0) {
        c->quiet = 1;
        return m == 1 ? GD_CLI_TAKEN : m;
    }
    if ((m = gd_cli_match(c, argc, argv, i, "--pass", NULL, 0)) != 0) {
        if (m == 1 && c->pass)
            return gd_cli_fail("--pass and --passes cannot be combined (--pass is --passes 1)");
        c->pass = 1;
        return m == 1 ? GD_CLI_TAKEN : m;
    }
    if ((m = gd_cli_match(c, argc, argv, i, "--passes", &v, 0)) != 0) {
        uint64_t k;
        if (m == 1 && c->pass)
            return gd_cli_fail("--pass and --passes cannot be combined (--pass is --passes 1)");
        if (m == 1 && (gd_parse_u64(v, &k) != 0 || k < 1 || k > GD_MAX_PASSES))
            return gd_cli_fail("bad --passes '%s' (expected an integer from 1 to %d)", v, GD_MAX_PASSES);
        if (m == 1)
            c->pass = (int)k;
        return m == 1 ? GD_CLI_TAKEN : m;
    }
    if ((m = gd_cli_match(c, argc, argv, i, "--perturb", &v, 0)) != 0) {
        c->perturb_spec = v;
        return m == 1 ? GD_CLI_TAKEN : m;
    }
    if ((m = gd_cli_match(c, argc, argv, i, "--max-mem", &v, 0)) != 0) {
        if (m == 1)
            default_figure = NULL;
        if (m == 1 && parse_size(v, &c->max_mem) != 0) {
            gd_cli_fail("bad --max-mem '%s' (expected a size such as 4G or 512M)", v);
            return 2;
        }
        return m == 1 ? GD_CLI_TAKEN : m;
    }
    int is_x = 0;
    if ((m = gd_cli_match(c, argc, argv, i, "--xmax", &v, 0)) != 0)
        is_x = 1;
    else if ((m = gd_cli_match(c, argc, argv, i, "--ymax", &v, 0)) == 0)
        return GD_CLI_NOT_MINE;
    if (m != 1)
        return m;
    uint64_t n;
    if (gd_parse_u64(v, &n) != 0 || n > ((uint64_t)1 << 31)) {
        gd_cli_fail("bad %s '%s' (expected an integer from 0 to 2^31)", is_x ? "--xmax" : "--ymax", v);
        return 2;
    }
    if (is_x)
        c->xmax = n, c->have_xmax = 1;
    else
        c->ymax = n, c->have_ymax = 1;
    return GD_CLI_TAKEN;
}

int gd_cli_check_mem(const gd_cli *c, uint64_t need)
{
    if (need <= c->max_mem)
        return 0;
    char a[32], b[32];
    return gd_cli_fail("estimated memory %s exceeds --max-mem %s; lower %s or raise --max-mem",
                       gd_format_bytes(need, a, sizeof a), gd_format_bytes(c->max_mem, b, sizeof b),
                       c->size_options ? c->size_options : "--xmax/--ymax");
}

int gd_cli_check_space(const gd_cli *c, const char *path, uint64_t bytes, uint64_t say_from, const char *what)
{
    char err[512], a[32], b[32];
    uint64_t avail = 0;
    int r = path ? gd_file_space(path, &avail, err, sizeof err) : 0;
    if (r < 0)
        return gd_cli_fail("%s", err);
    if (r == 1 && bytes > avail)
        return gd_cli_fail("%s '%s' would take about %s (estimated), more than the %s free on its file system; "
                           "lower %s or write it elsewhere",
                           what, path, gd_format_bytes(bytes, a, sizeof a), gd_format_bytes(avail, b, sizeof b),
                           c->size_options ? c->size_options : "the size");
    if (!c->quiet && bytes >= say_from)
        fprintf(stderr, "gamedyn: %s%s%s%s will take about %s (estimated)\n", what, path ? " '" : "", path ? path : "",
                path ? "'" : "", gd_format_bytes(bytes, a, sizeof a));
    return 0;
}

void gd_cli_progress_cells(void *ctx, uint64_t x, uint64_t xmax)
{
    gd_cli *c = ctx;
    if (!c->bar_on) {
        gd_progress_start(&c->bar, "cell", xmax, c->quiet);
        c->bar_on = 1;
    }
    gd_progress_update(&c->bar, x);
}

void gd_cli_progress_end(gd_cli *c)
{
    gd_progress_end(&c->bar);
    c->bar_on = 0;
}

void gd_cli_done(gd_cli *c)
{
    if (c->release)
        c->release(c);
    c->release = NULL;
}

/* The picture in the format path's extension names (stdout: PNG), into f. */
static int write_format(const gd_image *im, uint32_t scale, const gd_figure *fig, const gd_image_text *t, int nt,
                        FILE *f, const char *path, char *err, size_t errlen)
{
    const char *fmt = strcmp(path, "-") == 0 ? "png" : gd_image_format_of(path);
    gd_figure bare;
    if (!fig) {
        gd_figure_init(&bare);
        fig = &bare;
    }
    if (strcmp(fmt, "svg") == 0)
        return gd_figure_write_svg(fig, im, scale, t, nt, f, err, errlen);
    if (strcmp(fmt, "pdf") == 0 && fig->frame)
        return gd_figure_write_pdf(fig, im, scale, t, nt, f, err, errlen);
    if (!fig->frame && strcmp(fmt, "png") == 0)
        return gd_image_write_png_to(im, scale, t, nt, f, path, err, errlen);
    gd_image framed;
    if (gd_figure_render(fig, im, scale, &framed) != 0) {
        snprintf(err, errlen, "out of memory drawing the frame of a %ux%u picture", im->width, im->height);
        return -1;
    }
    int rc = strcmp(fmt, "pdf") == 0 ? gd_image_write_pdf(&framed, t, nt, f, err, errlen)
                                     : gd_image_write_png_to(&framed, 1, t, nt, f, path, err, errlen);
    gd_image_free(&framed);
    return rc;
}

/* Writes im (in the figure fig when not NULL) to path, or into os as its next output when
 * os is given. */
static int write_png(const gd_cli *c, const gd_image *im, uint32_t scale, const gd_figure *fig, const char *title,
                     const char *params, gd_outputs *os, const char *path)
{
    char version[64], err[512];
    snprintf(version, sizeof version, "gamedyn %s", gd_version());
    gd_image_text t[] = {{"Title", (char *)title},
                         {"Software", version},
                         {"Source", (char *)c->command},
                         {"Comment", (char *)params}};
    if (!fig && strcmp(gd_image_format_of(path), "png") == 0 && !os) {
        if (gd_image_write_png(im, scale, t, 4, path, err, sizeof err) != 0)
            return gd_cli_fail("%s", err);
        return 0;
    }
    char *tmp = NULL;
    FILE *f = os ? gd_outputs_add(os, path, err, sizeof err) : gd_file_begin(path, &tmp, err, sizeof err);
    if (!f)
        return gd_cli_fail("%s", err);
    int bad = write_format(im, scale, fig, t, 4, f, path, err, sizeof err) != 0;
    if (os)
        return bad ? gd_cli_fail("%s", err) : 0;
    char cerr[512] = "";
    if (gd_file_commit(f, tmp, path, bad, cerr, sizeof cerr) != 0 && !bad)
        return gd_cli_fail("%s", cerr);
    return bad ? gd_cli_fail("%s", err) : 0;
}

int gd_cli_write_figure(const gd_cli *c, const gd_image *im, uint32_t scale, const gd_figure *fig, const char *title,
                        const char *params, gd_outputs *os, const char *path)
{
    return write_png(c, im, scale, fig, title, params, os, path);
}

int gd_cli_write_png_params(const gd_cli *c, const gd_image *im, uint32_t scale, const char *title,
                            const char *params, const char *path)
{
    return write_png(c, im, scale, NULL, title, params, NULL, path);
}

int gd_cli_write_png_output(const gd_cli *c, const gd_image *im, uint32_t scale, const char *title,
                            const char *params, gd_outputs *os, const char *path)
{
    return write_png(c, im, scale, NULL, title, params, os, path);
}

int gd_cli_parse_operands(gd_cli *c, int argc, char **argv, const gd_cli_opt *opts, int nopts, const char *cmd,
                          int (*operand)(const char *arg), const char ***args, int *nargs)
{
    *nargs = 0;
    *args = malloc((size_t)(argc > 0 ? argc : 1) * sizeof **args);
    if (!*args)
        return gd_cli_fail("out of memory");
    int rc = 0;
    for (int i = 2; i < argc && !rc; i++) {
        int r = gd_cli_common_option(c, argc, argv, &i);
        if (r == GD_CLI_TAKEN)
            continue;
        if (r != GD_CLI_NOT_MINE) {
            rc = r ? r : GD_CLI_HELP_SHOWN;
            break;
        }
        int m = 0;
        for (int k = 0; k < nopts && !m; k++) {
            const char *v = NULL;
            m = gd_cli_match(c, argc, argv, &i, opts[k].name, opts[k].value ? &v : NULL, 0);
            if (m == 1 && opts[k].value)
                *opts[k].value = v;
            else if (m == 1)
                *opts[k].flag = 1;
        }
        if (m == 2)
            rc = 2;
        else if (!m && argv[i][0] == '-' && argv[i][1] && !operand(argv[i]))
            rc = gd_cli_fail("%s: unknown option '%s' (see gamedyn %s --help)", cmd, argv[i], cmd);
        else if (!m)
            (*args)[(*nargs)++] = argv[i];
    }
    if (rc) {
        free(*args);
        *args = NULL;
    }
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
        int k = 0, m = 0;
        for (; k < nopts; k++) {
            const char *v = NULL;
            m = gd_cli_match(c, argc, argv, &i, opts[k].name, opts[k].value ? &v : NULL, 0);
            if (m == 2)
                return 2;
            if (m == 1) {
                if (opts[k].value)
                    *opts[k].value = v;
                else
                    *opts[k].flag = 1;
                break;
            }
        }
        if (m == 1)
            continue;
        /* A leading '-' and a digit is a (bad) number, not an option; nor is a word with spaces
         * (a sum's components, which say themselves where an option belongs). */
        int positional = a[0] != '-' || (a[1] >= '0' && a[1] <= '9') || strpbrk(a, " \t\n");
        if (positional && !c->game_name) {
            c->game_name = a;
            continue;
        }
        if (positional && c->nargs < c->max_args) {
            c->args[c->nargs++] = a;
            continue;
        }
        return gd_cli_fail("%s: unknown %s '%s' (see gamedyn %s --help)", cmd, a[0] == '-' ? "option" : "argument", a,
                           cmd);
    }
    /* Several passes are the sheet engine's chain (and the game interface's sheet games); the
     * other commands' pass (two-heap tables) is one pass by definition. */
    static const char *const multi[] = {"solve", "query", "sheet", "sheets", "params", "opening",
                                        "overlap", "sensitivity", "graph", "play"};
    int ok = c->pass <= 1;
    for (size_t k = 0; !ok && k < sizeof multi / sizeof multi[0]; k++)
        ok = strcmp(cmd, multi[k]) == 0;
    if (!ok)
        return gd_cli_fail("%s: --passes %d: this command takes one pass at most (--pass)", cmd, c->pass);
    return 0;
}

int gd_cli_parse_u64(const char *opt, const char *v, uint64_t lo, uint64_t hi, uint64_t *out)
{
    if (gd_parse_u64(v, out) != 0 || *out < lo || *out > hi)
        return gd_cli_fail("bad %s '%s' (expected an integer from %llu to %llu)", opt, v, (unsigned long long)lo,
                           (unsigned long long)hi);
    return 0;
}

int gd_cli_check_output(const char *path)
{
    char err[512];
    if (path && gd_file_check(path, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    return 0;
}

int gd_cli_table_end(FILE *f, char *tmp, const char *path, int failed)
{
    char err[512] = "";
    if (gd_file_commit(f, tmp, path ? path : "-", failed, err, sizeof err) != 0)
        return err[0] ? gd_cli_fail("%s", err) : 2;
    return failed ? 2 : 0;
}

static int on_stdout(const char *path)
{
    return !path || strcmp(path, "-") == 0;
}

void gd_cli_summary(const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (on_stdout(path))
        fputs("# ", stdout);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
}

void gd_cli_line(int data_on_stdout, const char *fmt, ...)
{
    FILE *f = data_on_stdout ? stderr : stdout;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(f, fmt, ap);
    fputc('\n', f);
    va_end(ap);
}

void gd_cli_json_head(gd_json *j, const gd_cli *c)
{
    gd_json_begin(j, stdout);
    gd_json_str(j, "gamedyn", gd_version());
    gd_json_array(j, "command");
    for (int i = 0; i < c->argc; i++) {
        if (i == 0) {
            gd_json_str(j, NULL, "gamedyn"); /* as the provenance writes it, wherever it was run from */
            continue;
        }
        size_t n = strlen(c->argv[i]) + 1024;
        char *buf = malloc(n);
        gd_json_str(j, NULL, buf ? shown(c->argv[i], buf, n) : c->argv[i]);
        free(buf);
    }
    gd_json_close(j, ']');
}

/* Whether v is an integer or a decimal number as JSON writes them (no leading '+', no
 * leading zeros before other digits, no "inf"/"nan"). */
static int json_number(const char *v, size_t n)
{
    size_t i = 0;
    if (i < n && v[i] == '-')
        i++;
    if (i == n || !isdigit((unsigned char)v[i]))
        return 0;
    if (v[i] == '0' && i + 1 < n && isdigit((unsigned char)v[i + 1]))
        return 0;
    while (i < n && isdigit((unsigned char)v[i]))
        i++;
    if (i < n && v[i] == '.') {
        if (++i == n || !isdigit((unsigned char)v[i]))
            return 0;
        while (i < n && isdigit((unsigned char)v[i]))
            i++;
    }
    if (i < n && (v[i] == 'e' || v[i] == 'E')) {
        i++;
        if (i < n && (v[i] == '+' || v[i] == '-'))
            i++;
        if (i == n || !isdigit((unsigned char)v[i]))
            return 0;
        while (i < n && isdigit((unsigned char)v[i]))
            i++;
    }
    return i == n;
}

static int listed(const char *list, const char *k, size_t n)
{
    for (const char *p = list; p && *p;) {
        size_t m = strcspn(p, " ");
        if (m == n && strncmp(p, k, n) == 0)
            return 1;
        p += m;
        p += *p == ' ';
    }
    return 0;
}

/* The end of the value that starts at v: the next " word=" or the end of the text. */
static const char *value_end(const char *v)
{
    for (const char *p = v;; p++) {
        if (!*p)
            return p;
        if (*p != ' ')
            continue;
        const char *w = p + 1;
        size_t m = strcspn(w, " =");
        if (m > 0 && w[m] == '=')
            return p;
    }
}

void gd_cli_json_params(gd_json *j, const char *params, const char *text_keys)
{
    gd_json_object(j, "parameters");
    for (const char *p = params ? params : ""; *p;) {
        while (*p == ' ')
            p++;
        size_t kn = strcspn(p, " =");
        if (!*p || p[kn] != '=') { /* text before the first key: kept whole as "note" */
            const char *e = value_end(p);
            if (e > p) {
                char *t = strndup(p, (size_t)(e - p));
                gd_json_str(j, "note", t ? t : "");
                free(t);
            }
            p = e;
            continue;
        }
        char key[128];
        snprintf(key, sizeof key, "%.*s", (int)kn, p);
        const char *v = p + kn + 1, *e = value_end(v);
        size_t vn = (size_t)(e - v);
        if (vn == 1 && *v == '-')
            gd_json_str(j, key, NULL);
        else if (json_number(v, vn) && !listed(text_keys, p, kn))
            gd_json_raw(j, key, v, vn);
        else {
            char *t = strndup(v, vn);
            if (t && *t == '[') /* a position: an array, as positions are everywhere */
                gd_cli_json_position(j, key, t);
            else
                gd_json_str(j, key, t ? t : "");
            free(t);
        }
        p = e;
    }
    gd_json_close(j, '}');
}

void gd_cli_json_start(gd_json *j, const gd_cli *c, const char *params, const char *text_keys)
{
    gd_cli_json_head(j, c);
    gd_cli_json_params(j, params, text_keys);
}

void gd_cli_json_table_file(gd_json *j, const char *header, uint64_t rows, const char *path)
{
    gd_rows_json_columns(j, header);
    gd_json_u64(j, "rows", rows);
    gd_json_str(j, "output", path);
}

void gd_cli_json_value(gd_json *j, const char *key, const char *text)
{
    size_t n = strlen(text);
    if (n == 1 && *text == '-')
        gd_json_str(j, key, NULL);
    else if (json_number(text, n))
        gd_json_raw(j, key, text, n);
    else
        gd_json_str(j, key, text);
}

void gd_cli_json_position(gd_json *j, const char *key, const char *text)
{
    size_t n = strlen(text), k = 0;
    /* The passes left, after the coordinates: "/passed" (none) or "/passes=J". */
    const char *slash = strstr(text, "]/pass");
    long left = -1;
    if (slash && strcmp(slash, "]/passed") == 0)
        left = 0;
    else if (slash && strncmp(slash, "]/passes=", 9) == 0 && slash[9] && strspn(slash + 9, "0123456789") == strlen(slash + 9))
        left = strtol(slash + 9, NULL, 10);
    size_t body = left >= 0 ? (size_t)(slash - text) + 1 : n;
    int coords = body >= 2 && text[0] == '[' && text[body - 1] == ']';
    for (size_t i = 1; coords && i + 1 < body; i++)
        coords = isdigit((unsigned char)text[i]) || (text[i] == ',' && isdigit((unsigned char)text[i - 1]) &&
                                                    isdigit((unsigned char)text[i + 1]));
    char kb[160];
    if (coords) {
        gd_json_array(j, key);
        for (size_t i = 1; i + 1 < body; i = k + 1) {
            k = i + strcspn(text + i, ",]");
            gd_json_raw(j, NULL, text + i, k - i);
        }
        gd_json_close(j, ']');
        if (left >= 0) {
            snprintf(kb, sizeof kb, "%s_passes_left", key);
            gd_json_i64(j, kb, left);
        }
        return;
    }
    gd_json_str(j, key, text);
    /* A scoring board carries its points so far after it: "/score=N". */
    const char *sc = strstr(text, "/score=");
    const char *num = sc ? sc + 7 + (sc[7] == '-') : NULL;
    int scored = num && *num && strspn(num, "0123456789") == strlen(num) && strlen(num) <= 18;
    size_t board = scored ? (size_t)(sc - text) : n;
    int rows, cols;
    char *grid = board && strspn(text, ".#xo/") >= board ? strndup(text, board) : NULL;
    if (grid) {
        if (gd_game_grid_shape(grid, &rows, &cols) == 0) {
            snprintf(kb, sizeof kb, "%s_rows", key);
            gd_json_i64(j, kb, rows);
            snprintf(kb, sizeof kb, "%s_cols", key);
            gd_json_i64(j, kb, cols);
            if (scored) {
                snprintf(kb, sizeof kb, "%s_score", key);
                gd_json_i64(j, kb, strtoll(sc + 7, NULL, 10));
            }
        }
        free(grid);
    }
}

void gd_cli_json_end(gd_json *j)
{
    gd_json_end(j); /* a failed write is noted for gd_cli_finish (gd_io_cause) */
}

int gd_cli_finish(int rc)
{
    int e = gd_io_cause(stdout);
    if (e) {
        clearerr(stdout);
        /* A command that failed has said why already. */
        return rc ? rc : gd_cli_fail("cannot write standard output: %s", strerror(e));
    }
    return rc;
}

int gd_cli_dir_begin(const char *dir, char **tmp)
{
    char err[512];
    if (gd_dir_begin(dir, tmp, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    gd_cli_dir_alias(*tmp, dir);
    return 0;
}

int gd_cli_dir_aliases(const char **real, const char **shown_as, int max)
{
    int n = naliases < max ? naliases : max;
    for (int i = 0; i < n; i++)
        real[i] = aliases[i].real, shown_as[i] = aliases[i].shown;
    return n;
}

const char *gd_cli_shown(const char *path, char *buf, size_t len)
{
    return shown(path, buf, len);
}

void gd_cli_dir_alias(const char *real, const char *dir)
{
    if (naliases < (int)(sizeof aliases / sizeof aliases[0])) {
        char b[1024];
        snprintf(aliases[naliases].shown, sizeof aliases[naliases].shown, "%s", shown(dir, b, sizeof b));
        snprintf(aliases[naliases].real, sizeof aliases[naliases].real, "%s", real);
        naliases++;
    }
}

int gd_cli_dir_end(char *tmp, const char *dir, int failed)
{
    char err[512];
    for (int i = naliases - 1; i >= 0; i--)
        if (strcmp(aliases[i].real, tmp) == 0) {
            memmove(&aliases[i], &aliases[i + 1], (size_t)(naliases - i - 1) * sizeof aliases[0]);
            naliases--;
            break;
        }
    if (gd_dir_commit(tmp, dir, failed, err, sizeof err) != 0)
        return failed ? 2 : gd_cli_fail("%s", err);
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

char *gd_cli_provenance_text(const gd_cli *c, const char *params)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m)
        return NULL;
    int bad = gd_io_provenance(m, c->command, "%s", params);
    if (fclose(m) != 0 || bad) {
        free(buf);
        return NULL;
    }
    if (len && buf[len - 1] == '\n')
        buf[len - 1] = 0;
    return buf;
}

int gd_cli_write_svg(const gd_cli *c, const gd_cgt_thermograph *th, const char *caption, const char *params,
                     const char *path)
{
    char err[512], *tmp = NULL;
    char *prov = gd_cli_provenance_text(c, params);
    if (!prov)
        return gd_cli_fail("out of memory");
    FILE *f = gd_file_begin(path, &tmp, err, sizeof err);
    if (!f) {
        free(prov);
        return gd_cli_fail("%s", err);
    }
    gd_cgt_svg_options o = {.caption = caption, .metadata = prov, .standalone = 1};
    int failed = gd_cgt_thermograph_svg(f, th, &o) != 0;
    free(prov);
    err[0] = 0;
    if (gd_file_commit(f, tmp, path, failed, err, sizeof err) != 0 && err[0])
        return gd_cli_fail("%s", err);
    return failed ? gd_cli_fail("cannot write '%s': the thermograph has too many pieces to draw", path) : 0;
}


void gd_cli_json_wall(gd_json *j, const char *key, const gd_cgt_piece *w, size_t n)
{
    char b[64];
    gd_json_array(j, key);
    for (size_t i = 0; i < n; i++) {
        gd_json_object(j, NULL);
        gd_json_str(j, "from", gd_dyadic_format(w[i].t, b, sizeof b));
        gd_json_str(j, "a", gd_dyadic_format(w[i].a, b, sizeof b));
        gd_json_i64(j, "slope", w[i].slope);
        gd_json_close(j, '}');
    }
    gd_json_close(j, ']');
}

void gd_cli_print_comparison(const gd_cli *c, const char *G, const char *H, gd_cgt_cmp r, int json)
{
    if (json) {
        gd_json j;
        gd_cli_json_head(&j, c);
        gd_json_object(&j, "parameters");
        gd_json_str(&j, "G", G);
        gd_json_str(&j, "H", H);
        gd_json_close(&j, '}');
        gd_json_str(&j, "result", gd_cgt_cmp_name(r));
        gd_cli_json_end(&j);
    } else {
        gd_io_provenance(stdout, c->command, "G=\"%s\" H=\"%s\"", G, H);
        printf("%s\n", gd_cgt_cmp_name(r));
    }
}

int gd_cli_parse_window(const char *opt, const char *s, uint64_t w[4])
{
    const char *p = s;
    int ok = gd_parse_u64_token(&p, &w[0]) == 0 && *p++ == ':' && gd_parse_u64_token(&p, &w[1]) == 0 &&
             *p++ == ',' && gd_parse_u64_token(&p, &w[2]) == 0 && *p++ == ':' &&
             gd_parse_u64_token(&p, &w[3]) == 0 && *p == 0;
    if (!ok)
        return gd_cli_fail("bad %s '%s': expected A0:A1,B0:B1 (cells A0..A1 by B0..B1)", opt, s);
    if (w[0] > w[1] || w[2] > w[3])
        return gd_cli_fail("bad %s '%s': a window needs A0 <= A1 and B0 <= B1", opt, s);
    if (w[1] >= GD_IMAGE_MAX_SIDE || w[3] >= GD_IMAGE_MAX_SIDE * (uint64_t)64)
        return gd_cli_fail("bad %s '%s': larger than any picture", opt, s);
    return 0;
}
