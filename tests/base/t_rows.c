/* gd_rows, the one writer of table rows: the same cells as TSV (a header or none, NaN for a
 * value that is not finite, the digits asked for) and as JSON (columns, data, null), read
 * back as text against the rows written by hand. */
#include "gamedyn/rows.h"
#include "testlib.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Two rows of every kind of cell into f (JSON into j when given), header as given. */
static void write_rows(FILE *f, gd_json *j, const char *header)
{
    gd_rows t;
    gd_rows_begin(&t, f, j, header);
    gd_rows_cell_u64(&t, 18446744073709551615u);
    gd_rows_cell_i64(&t, -7);
    gd_rows_cell_num(&t, 0.1234567, 3);
    gd_rows_cell_str(&t, ">=9");
    gd_rows_row_end(&t);
    gd_rows_cell_u64(&t, 0);
    gd_rows_cell_i64(&t, 0);
    gd_rows_cell_num(&t, NAN, 6);
    gd_rows_cell_str(&t, NULL);
    gd_rows_row_end(&t);
    gd_rows_end(&t);
    CHECK(t.rows == 2, "%llu rows", (unsigned long long)t.rows);
}

static char *text_of(FILE *f)
{
    static char buf[1024];
    rewind(f);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    return buf;
}

int main(void)
{
    FILE *f = tmpfile();
    CHECK(f != NULL, "a temporary file");
    if (!f)
        return tl_done("rows");
    write_rows(f, NULL, "a\tb\tc\td");
    const char *tsv = "a\tb\tc\td\n18446744073709551615\t-7\t0.123\t>=9\n0\t0\tNaN\t\n";
    CHECK(strcmp(text_of(f), tsv) == 0, "TSV with its header: '%s'", text_of(f));
    fclose(f);

    f = tmpfile();
    fputs("# provenance\nx\ty\n", f);
    write_rows(f, NULL, NULL);
    CHECK(strcmp(text_of(f), "# provenance\nx\ty\n18446744073709551615\t-7\t0.123\t>=9\n0\t0\tNaN\t\n") == 0,
          "TSV under a header written before: '%s'", text_of(f));
    fclose(f);

    f = tmpfile();
    gd_json j;
    gd_json_begin(&j, f);
    write_rows(NULL, &j, "a\tb\tc\td");
    gd_json_end(&j);
    const char *json = "{\"columns\":[\"a\",\"b\",\"c\",\"d\"],\"data\":[[18446744073709551615,-7,0.1234567,\">=9\"],"
                       "[0,0,null,null]]}\n";
    CHECK(strcmp(text_of(f), json) == 0, "JSON: '%s'", text_of(f));
    fclose(f);
    return tl_done("rows");
}
