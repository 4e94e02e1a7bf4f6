/* doc.c - the data files read back, and the report written as Markdown and HTML
 * from the same calls (report_int.h). */
#include "report_int.h"
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static char *dup_or_empty(const char *s)
{
    char *d = strdup(s ? s : "");
    return d;
}

static int push(char ***v, int n, char *s)
{
    char **w = realloc(*v, (size_t)(n + 1) * sizeof *w);
    if (!w || !s) {
        free(s);
        if (w)
            *v = w;
        return -1;
    }
    w[n] = s;
    *v = w;
    return 0;
}

/* Splits line (modified) at tabs into exactly n fields appended to *v. */
static int split(char ***v, int *count, char *line, int n)
{
    char *p = line;
    for (int k = 0; k < n; k++) {
        char *tab = p ? strchr(p, '\t') : NULL;
        if (tab)
            *tab = 0;
        if (push(v, (*count)++, dup_or_empty(p)) != 0)
            return -1;
        p = tab ? tab + 1 : NULL;
    }
    return 0;
}

int rp_tsv_read(const char *path, rp_tsv *t)
{
    memset(t, 0, sizeof *t);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char *line = NULL;
    size_t cap = 0;
    ssize_t got;
    int nhead = 0, ncells = 0, rc = 0;
    while (rc == 0 && (got = getline(&line, &cap, f)) >= 0) {
        line[strcspn(line, "\r\n")] = 0;
        if (line[0] == '#') {
            const char *s = line + 1 + (line[1] == ' ');
            rc = push(&t->comments, t->ncomments, dup_or_empty(s));
            t->ncomments += rc == 0;
            continue;
        }
        if (!t->ncols) {
            t->ncols = 1;
            for (char *p = line; *p; p++)
                t->ncols += *p == '\t';
            rc = split(&t->head, &nhead, line, t->ncols);
            continue;
        }
        if ((rc = split(&t->cells, &ncells, line, t->ncols)) == 0)
            t->nrows++;
    }
    free(line);
    fclose(f);
    if (rc != 0) {
        /* Out of memory: an empty table rather than a ragged one. */
        t->nrows = 0;
        for (int i = 0; i < ncells; i++)
            free(t->cells[i]);
        free(t->cells);
        t->cells = NULL;
    }
    return rc;
}

void rp_tsv_free(rp_tsv *t)
{
    for (int i = 0; i < t->nrows * t->ncols; i++)
        free(t->cells[i]);
    for (int i = 0; t->head && i < t->ncols; i++)
        free(t->head[i]);
    for (int i = 0; i < t->ncomments; i++)
        free(t->comments[i]);
    free(t->cells);
    free(t->head);
    free(t->comments);
    memset(t, 0, sizeof *t);
}

const char *rp_cell(const rp_tsv *t, int r, int c)
{
    return r >= 0 && c >= 0 && r < t->nrows && c < t->ncols ? t->cells[r * t->ncols + c] : "-";
}

int rp_col(const rp_tsv *t, const char *name)
{
    for (int c = 0; t->head && c < t->ncols; c++)
        if (strcmp(t->head[c], name) == 0)
            return c;
    return -1;
}

int rp_row(const rp_tsv *t, const char *key)
{
    for (int r = 0; r < t->nrows; r++)
        if (strcmp(rp_cell(t, r, 0), key) == 0)
            return r;
    return -1;
}

double rp_num(const char *s)
{
    char *end;
    double v = strtod(s, &end);
    return end == s ? NAN : v;
}

const char *rp_comment(const rp_tsv *t, const char *prefix)
{
    for (int i = 0; i < t->ncomments; i++)
        if (strncmp(t->comments[i], prefix, strlen(prefix)) == 0)
            return t->comments[i];
    return NULL;
}

/* -- escaping: the only way text reaches the files -- */

void rp_html_text(FILE *f, const char *s)
{
    for (; *s; s++)
        switch (*s) {
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&#39;", f); break;
        default: fputc(*s, f);
        }
}

/* Markdown: the characters that would start emphasis, code or a table cell are escaped
 * (and < & so that an HTML-rendering viewer shows them as text). */
static void md_esc(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (strchr("*_|`[]\\", *s))
            fputc('\\', f);
        if (*s == '<')
            fputs("&lt;", f);
        else if (*s == '&')
            fputs("&amp;", f);
        else if (*s == '\n')
            fputc(' ', f);
        else
            fputc(*s, f);
    }
}

/* An anchor id: letters, digits and '-' only. */
static void id_esc(FILE *f, const char *s)
{
    for (; *s; s++)
        fputc((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-' ? *s : '-', f);
}

void rp_h2(rp_doc *d, const char *id, const char *title)
{
    fputs("\n## ", d->md);
    md_esc(d->md, title);
    fputs("\n\n", d->md);
    fputs("<h2 id=\"", d->html);
    id_esc(d->html, id);
    fputs("\">", d->html);
    rp_html_text(d->html, title);
    fputs("</h2>\n", d->html);
}

void rp_h3(rp_doc *d, const char *title)
{
    fputs("\n### ", d->md);
    md_esc(d->md, title);
    fputs("\n\n", d->md);
    fputs("<h3>", d->html);
    rp_html_text(d->html, title);
    fputs("</h3>\n", d->html);
}

static char *vfmt(const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (s)
        vsnprintf(s, (size_t)n + 1, fmt, ap);
    return s;
}

void rp_p(rp_doc *d, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *s = vfmt(fmt, ap);
    va_end(ap);
    if (!s)
        return;
    md_esc(d->md, s);
    fputs("\n\n", d->md);
    fputs("<p>", d->html);
    rp_html_text(d->html, s);
    fputs("</p>\n", d->html);
    free(s);
}

void rp_li(rp_doc *d, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *s = vfmt(fmt, ap);
    va_end(ap);
    if (!s)
        return;
    if (!d->in_list)
        fputs("<ul>\n", d->html);
    d->in_list = 1;
    fputs("- ", d->md);
    md_esc(d->md, s);
    fputc('\n', d->md);
    fputs("<li>", d->html);
    rp_html_text(d->html, s);
    fputs("</li>\n", d->html);
    free(s);
}

void rp_list_end(rp_doc *d)
{
    if (d->in_list)
        fputs("</ul>\n", d->html);
    d->in_list = 0;
    fputc('\n', d->md);
}

void rp_code(rp_doc *d, const char *label, const char *code)
{
    fputs("- ", d->md);
    md_esc(d->md, label);
    /* A code span delimited by more backquotes than it holds in a row (two at least), so a
     * command line holding backquotes stays one span. */
    int run = 0, most = 1;
    for (const char *s = code; *s; s++) {
        run = *s == '`' ? run + 1 : 0;
        most = run > most ? run : most;
    }
    fputs(": ", d->md);
    for (int k = 0; k <= most; k++)
        fputc('`', d->md);
    fputc(' ', d->md);
    for (const char *s = code; *s; s++)
        fputc(*s == '\n' ? ' ' : *s, d->md);
    fputc(' ', d->md);
    for (int k = 0; k <= most; k++)
        fputc('`', d->md);
    fputc('\n', d->md);
    fputs("<p class=\"cmd\">", d->html);
    rp_html_text(d->html, label);
    fputs(": <code>", d->html);
    rp_html_text(d->html, code);
    fputs("</code></p>\n", d->html);
}

const char *gd_report_verdict_text(gd_report_verdict v)
{
    switch (v) {
    case RP_AGREE: return "agrees";
    case RP_DISAGREE: return "DISAGREES";
    case RP_PARTLY: return "in part";
    default: return "not stated";
    }
}

void rp_table(rp_doc *d, int ncols, const char *const *head, const char *caption)
{
    d->in_table = 1;
    d->ncols = ncols;
    fputs("<table>", d->html);
    if (caption) {
        fputs("<caption>", d->html);
        rp_html_text(d->html, caption);
        fputs("</caption>", d->html);
        md_esc(d->md, caption);
        fputs("\n\n", d->md);
    }
    fputs("\n<thead><tr>", d->html);
    fputc('|', d->md);
    for (int k = 0; k < ncols; k++) {
        fputs("<th>", d->html);
        rp_html_text(d->html, head[k]);
        fputs("</th>", d->html);
        fputc(' ', d->md);
        md_esc(d->md, head[k]);
        fputs(" |", d->md);
    }
    fputs("</tr></thead>\n<tbody>\n", d->html);
    fputs("\n|", d->md);
    for (int k = 0; k < ncols; k++)
        fputs(" --- |", d->md);
    fputc('\n', d->md);
}

void rp_tr(rp_doc *d, rp_verdict v, const char *const *cells)
{
    static const char *cls[] = {"none", "agree", "bad", "partly"};
    static const char *sign_html[] = {"", "&#x2713; ", "<b>&#x2717; ", "~ "};
    static const char *sign_md[] = {"", "✓ ", "**✗ ", "~ "};
    fprintf(d->html, "<tr class=\"%s\">", cls[v]);
    fputc('|', d->md);
    d->nbad += v == RP_DISAGREE;
    for (int k = 0; k < d->ncols; k++) {
        const char *s = cells[k] ? cells[k] : "-";
        int last = k == d->ncols - 1; /* the verdict column: its sign is in both formats */
        fputs("<td>", d->html);
        fputc(' ', d->md);
        if (last) {
            fputs(sign_html[v], d->html);
            fputs(sign_md[v], d->md);
        }
        rp_html_text(d->html, s);
        md_esc(d->md, s);
        if (last && v == RP_DISAGREE) {
            fputs("</b>", d->html);
            fputs("**", d->md);
        }
        fputs("</td>", d->html);
        fputs(" |", d->md);
    }
    fputs("</tr>\n", d->html);
    fputc('\n', d->md);
}

void rp_table_end(rp_doc *d)
{
    fputs("</tbody></table>\n", d->html);
    fputc('\n', d->md);
    d->in_table = 0;
}

void rp_figure(rp_doc *d, const char *png, const char *alt, const char *caption, const char *data)
{
    fputs("![", d->md);
    md_esc(d->md, alt);
    fprintf(d->md, "](%s)\n\n", png); /* png: a fixed file name of the report's */
    md_esc(d->md, caption);
    fputs(" (data: ", d->md);
    md_esc(d->md, data);
    fputs(")\n\n", d->md);
    fputs("<figure class=\"plot\"><img src=\"", d->html);
    rp_html_text(d->html, png);
    fputs("\" alt=\"", d->html);
    rp_html_text(d->html, alt);
    fputs("\"><figcaption>", d->html);
    rp_html_text(d->html, caption);
    fputs(" Data: <a href=\"", d->html);
    rp_html_text(d->html, data);
    fputs("\">", d->html);
    rp_html_text(d->html, data);
    fputs("</a>.</figcaption></figure>\n", d->html);
    d->nplots++;
}

int rp_fail(rp_doc *d, const char *fmt, ...)
{
    if (d->err && d->errlen && !d->err[0]) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(d->err, d->errlen, fmt, ap);
        va_end(ap);
    }
    return 2;
}

/* The provenance lines every text output of the tool starts with. */
static void provenance(const rp_doc *d, FILE *f)
{
    fprintf(f, "# gamedyn %s\n# command: %s\n# %s\n", d->ctx->version, d->ctx->command, d->ctx->parameters);
}

FILE *rp_data_begin(rp_doc *d, const char *name, const char *header, char **tmp)
{
    char path[4096], err[512];
    snprintf(path, sizeof path, "%s/%s", d->dir, name);
    FILE *f = gd_file_begin(path, tmp, err, sizeof err);
    if (!f) {
        rp_fail(d, "%s", err);
        return NULL;
    }
    provenance(d, f);
    fprintf(f, "%s\n", header);
    return f;
}

int rp_data_end(rp_doc *d, FILE *f, char *tmp, const char *name)
{
    char path[4096], err[512] = "";
    snprintf(path, sizeof path, "%s/%s", d->dir, name);
    if (gd_file_commit(f, tmp, path, 0, err, sizeof err) != 0)
        return err[0] ? rp_fail(d, "%s", err) : 2;
    return 0;
}

/* The PNG's text chunks are those of every plot of the tool: title, version, command, and
 * the parameters followed by "plot". */
static int plot_png(rp_doc *d, const char *png, const char *title, const char *data, const char *script)
{
    gd_image im;
    char err[512];
    int rc = gd_image_plot(data, title, script, &im, err, sizeof err);
    if (rc == GD_PLOT_NO_GNUPLOT) {
        if (d->ctx->warn)
            fprintf(d->ctx->warn,
                    "gamedyn: gnuplot not found: no plot drawn (scripts/setup.sh installs it); the data is written\n");
        return 0;
    }
    if (rc != 0)
        return rp_fail(d, "cannot draw '%s': %s", png, err);
    char version[64], comment[1536];
    snprintf(version, sizeof version, "gamedyn %s", d->ctx->version);
    snprintf(comment, sizeof comment, "%s plot", d->ctx->parameters);
    gd_image_text t[] = {{"Title", (char *)title},
                         {"Software", version},
                         {"Source", (char *)d->ctx->command},
                         {"Comment", comment}};
    rc = gd_image_write_png(&im, 1, t, 4, png, err, sizeof err) != 0 ? rp_fail(d, "%s", err) : 0;
    gd_image_free(&im);
    return rc;
}

int rp_plot(rp_doc *d, const char *png, const char *title, const char *data, const char *script)
{
    char p[4096], q[4096];
    snprintf(p, sizeof p, "%s/%s", d->dir, png);
    snprintf(q, sizeof q, "%s/%s", d->dir, data);
    size_t n = strlen(script) + 512;
    char *s = malloc(n);
    if (!s)
        return rp_fail(d, "out of memory");
    /* The key below the plot area: it never covers a curve. */
    snprintf(s, n, "set key outside below center horizontal maxrows 3 noenhanced\nset grid\n%s", script);
    int rc = plot_png(d, p, title, q, s);
    free(s);
    return rc;
}

void rp_pm(char *buf, size_t len, double v, double e)
{
    if (!isfinite(v)) {
        snprintf(buf, len, "-");
        return;
    }
    if (!isfinite(e) || e <= 0) {
        rp_g(buf, len, v, 6);
        return;
    }
    /* decimals so that e shows 2 significant digits */
    int dec = 1 - (int)floor(log10(e));
    if (dec < 0)
        dec = 0;
    if (dec > 12)
        dec = 12;
    snprintf(buf, len, "%.*f ± %.*f", dec, v, dec, e);
}

void rp_g(char *buf, size_t len, double v, int digits)
{
    if (!isfinite(v))
        snprintf(buf, len, "-");
    else
        snprintf(buf, len, "%.*g", digits, v);
}

int rp_read_id(rp_doc *d, const char *id, rp_tsv *t)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.tsv", d->dir, id);
    if (rp_tsv_read(path, t) != 0 || t->nrows == 0) {
        rp_tsv_free(t);
        return rp_fail(d, "report: cannot read the data file '%s'", path);
    }
    return 0;
}

int rp_read_ids(rp_doc *d, const char *const *ids, int n, rp_tsv *t)
{
    for (int k = 0; k < n; k++) {
        int rc = rp_read_id(d, ids[k], &t[k]);
        if (rc) {
            while (k-- > 0)
                rp_tsv_free(&t[k]);
            return rc;
        }
    }
    return 0;
}
