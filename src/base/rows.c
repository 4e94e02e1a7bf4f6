/* rows.c - a table's rows as TSV lines or as the JSON members "columns" and "data" (rows.h). */
#include "gamedyn/rows.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

void gd_rows_json_columns(gd_json *j, const char *header)
{
    gd_json_array(j, "columns");
    for (const char *p = header; *p;) {
        size_t m = strcspn(p, "\t\n");
        char *t = strndup(p, m);
        gd_json_str(j, NULL, t ? t : "");
        free(t);
        p += m;
        p += *p != 0;
    }
    gd_json_close(j, ']');
}

void gd_rows_begin(gd_rows *t, FILE *f, gd_json *j, const char *header)
{
    t->f = f, t->j = j, t->cell = 0, t->rows = 0;
    if (j) {
        gd_rows_json_columns(j, header);
        gd_json_array(j, "data");
    } else if (header)
        fprintf(f, "%s\n", header);
}

static void cell(gd_rows *t)
{
    if (t->j && t->cell == 0)
        gd_json_array(t->j, NULL);
    else if (!t->j && t->cell > 0)
        fputc('\t', t->f);
    t->cell++;
}

void gd_rows_cell_u64(gd_rows *t, uint64_t v)
{
    cell(t);
    if (t->j) {
        gd_json_u64(t->j, NULL, v);
        return;
    }
    /* Tables run to millions of cells: the digits by hand rather than through fprintf. */
    char b[24], *p = b + sizeof b;
    do
        *--p = (char)('0' + v % 10);
    while (v /= 10);
    fwrite(p, 1, (size_t)(b + sizeof b - p), t->f);
}

void gd_rows_cell_i64(gd_rows *t, int64_t v)
{
    cell(t);
    t->j ? gd_json_i64(t->j, NULL, v) : (void)fprintf(t->f, "%lld", (long long)v);
}

void gd_rows_cell_num(gd_rows *t, double v, int digits)
{
    cell(t);
    if (t->j)
        gd_json_num(t->j, NULL, v);
    else if (isfinite(v))
        fprintf(t->f, "%.*f", digits, v);
    else
        fputs("NaN", t->f); /* what gnuplot's "set datafile missing" and NumPy read */
}

void gd_rows_cell_str(gd_rows *t, const char *s)
{
    cell(t);
    if (t->j)
        gd_json_str(t->j, NULL, s);
    else if (s)
        fputs(s, t->f);
}

void gd_rows_row_end(gd_rows *t)
{
    if (t->j)
        gd_json_close(t->j, ']');
    else
        fputc('\n', t->f);
    t->cell = 0;
    t->rows++;
}

void gd_rows_end(gd_rows *t)
{
    if (t->j)
        gd_json_close(t->j, ']');
}
