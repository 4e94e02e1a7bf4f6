/* rows.h (module base) - the one writer of a table's rows, for every command and the report. */
#ifndef GAMEDYN_ROWS_H
#define GAMEDYN_ROWS_H
#include "gamedyn/api.h"
#include "gamedyn/io.h"
#include <stdint.h>
#include <stdio.h>

/* The rows of a table, written as TSV lines or, for --json, as the members "columns" (the
 * names) and "data" (one array a row, in the same order, a missing value null where the TSV
 * has an empty field):
 *   gd_rows t; gd_rows_begin(&t, f, j, "a\tb\tg");   (j NULL: TSV on f)
 *   per row: gd_rows_cell_u64(&t, a); ...; gd_rows_row_end(&t);
 *   gd_rows_end(&t);   (closes "data"; t.rows is the number of rows) */
typedef struct {
    FILE *f;
    gd_json *j;
    int cell;      /* cells written in the current row */
    uint64_t rows; /* rows ended */
} gd_rows;
/* header NULL (TSV only): the file has its header already (a file with provenance lines). */
GD_API void gd_rows_begin(gd_rows *t, FILE *f, gd_json *j, const char *header);
GD_API void gd_rows_cell_u64(gd_rows *t, uint64_t v);
GD_API void gd_rows_cell_i64(gd_rows *t, int64_t v);
GD_API void gd_rows_cell_num(gd_rows *t, double v, int digits); /* TSV: %.*f with digits, NaN when not finite; JSON: exact, null */
GD_API void gd_rows_cell_str(gd_rows *t, const char *s);         /* NULL: missing (empty field, null) */
GD_API void gd_rows_row_end(gd_rows *t);
GD_API void gd_rows_end(gd_rows *t);
/* The names of a TSV header (tab-separated) as the JSON array "columns". */
GD_API void gd_rows_json_columns(gd_json *j, const char *header);

#endif
