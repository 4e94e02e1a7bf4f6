/* tsv.c - the data files read back (report_int.h): tab-separated rows, '#' comments kept
 * apart, the header named; missing cells are empty, cells outside the table "-". */
#include "report_int.h"
#include <math.h>
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

double rp_value(const rp_tsv *t, const char *key, const char *col)
{
    return rp_num(rp_cell(t, rp_row(t, key), rp_col(t, col)));
}
