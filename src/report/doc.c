/* doc.c - the report written as Markdown and HTML from the same calls (report_int.h). */
#include "report_int.h"
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

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
    default: return "not comparable";
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
    static const char *cls[] = {"none", "agree", "bad"};
    static const char *sign_html[] = {"", "&#x2713; ", "<b>&#x2717; "};
    static const char *sign_md[] = {"", "✓ ", "**✗ "};
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

