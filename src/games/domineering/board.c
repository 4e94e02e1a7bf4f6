/* Domineering boards: the position layout, the two text forms and the regions
 * (include/gamedyn/domineering.h). */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include <string.h>

int gd_domineering_rows(const gd_position *p)
{
    return (int)(p->c[3] & 255);
}

int gd_domineering_cols(const gd_position *p)
{
    return (int)((p->c[3] >> 8) & 255);
}

int gd_domineering_occupied(const gd_position *p, int r, int c)
{
    int k = r * gd_domineering_cols(p) + c;
    return (int)((p->c[k >> 6] >> (k & 63)) & 1);
}

void gd_domineering_occupy(gd_position *p, int r, int c)
{
    int k = r * gd_domineering_cols(p) + c;
    p->c[k >> 6] |= (uint64_t)1 << (k & 63);
}

void gd_domineering_board(gd_position *p, int rows, int cols)
{
    memset(p, 0, sizeof *p);
    p->n = 4;
    p->c[3] = (uint64_t)rows | (uint64_t)cols << 8;
}

/* "RxC": 1 if text has that form (then *ok says whether the numbers are good). */
static int parse_rect(const char *text, gd_position *p, char *err, size_t errlen, int *ok)
{
    const char *x = strchr(text, 'x');
    if (!x || x == text || !x[1] || strspn(text, "0123456789") != (size_t)(x - text) ||
        strspn(x + 1, "0123456789") != strlen(x + 1))
        return 0;
    uint64_t r = 0, c = 0;
    char a[32];
    snprintf(a, sizeof a, "%.*s", (int)(x - text < 31 ? x - text : 31), text);
    *ok = 0;
    if (gd_parse_u64(a, &r) != 0 || gd_parse_u64(x + 1, &c) != 0 || r < 1 || c < 1 || r > GD_DOM_MAX_CELLS ||
        c > GD_DOM_MAX_CELLS || r * c > GD_DOM_MAX_CELLS) {
        gd_err(err, errlen, "domineering board '%s': rows and columns from 1 up, at most %d cells in all", text,
               GD_DOM_MAX_CELLS);
        return 1;
    }
    gd_domineering_board(p, (int)r, (int)c);
    *ok = 1;
    return 1;
}

int gd_domineering_parse(const char *text, gd_position *p, char *err, size_t errlen)
{
    int ok;
    if (parse_rect(text, p, err, errlen, &ok))
        return ok ? 0 : -1;
    if (strspn(text, ".#/") != strlen(text) || !*text) {
        gd_err(err, errlen, "bad domineering board '%.80s' (expected RxC, e.g. 5x4 for 5 rows of 4, or rows of '.' "
                            "and '#' separated by '/')",
               text);
        return -1;
    }
    int rows, cols;
    if (gd_game_grid_shape(text, &rows, &cols) != 0) {
        gd_err(err, errlen, "domineering board '%.80s': its rows differ in length", text);
        return -1;
    }
    if (cols == 0 || rows * cols > GD_DOM_MAX_CELLS) {
        gd_err(err, errlen, "domineering board '%.80s': %s", text,
               cols ? "more than 144 cells" : "an empty row");
        return -1;
    }
    gd_domineering_board(p, rows, cols);
    int r = 0, c = 0;
    for (const char *s = text; *s; s++) {
        if (*s == '/') {
            r++, c = 0;
            continue;
        }
        if (*s == '#')
            gd_domineering_occupy(p, r, c);
        c++;
    }
    return 0;
}

int gd_domineering_format(const gd_position *p, char *buf, size_t len)
{
    char t[GD_DOM_MAX_TEXT + 1];
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    size_t at = 0;
    for (int r = 0; r < rows && rows * cols <= GD_DOM_MAX_CELLS; r++) {
        if (r)
            t[at++] = '/';
        for (int c = 0; c < cols; c++)
            t[at++] = gd_domineering_occupied(p, r, c) ? '#' : '.';
    }
    t[at] = 0;
    return snprintf(buf, len, "%s", t);
}

int gd_domineering_regions(const gd_position *p, gd_position *out, int cap)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p), cells = rows * cols;
    int16_t comp[GD_DOM_MAX_CELLS];
    int stack[GD_DOM_MAX_CELLS], n = 0;
    for (int k = 0; k < cells; k++)
        comp[k] = (int16_t)(gd_domineering_occupied(p, k / cols, k % cols) ? -2 : -1);
    for (int k = 0; k < cells; k++) {
        if (comp[k] != -1)
            continue;
        int top = 0, r0 = rows, r1 = -1, c0 = cols, c1 = -1;
        stack[top++] = k;
        comp[k] = (int16_t)n;
        while (top) {
            int x = stack[--top], r = x / cols, c = x % cols;
            r0 = r < r0 ? r : r0, r1 = r > r1 ? r : r1, c0 = c < c0 ? c : c0, c1 = c > c1 ? c : c1;
            int nb[4] = {r > 0 ? x - cols : -1, r + 1 < rows ? x + cols : -1, c > 0 ? x - 1 : -1,
                         c + 1 < cols ? x + 1 : -1};
            for (int i = 0; i < 4; i++)
                if (nb[i] >= 0 && comp[nb[i]] == -1) {
                    comp[nb[i]] = (int16_t)n;
                    stack[top++] = nb[i];
                }
        }
        if (n < cap) {
            gd_domineering_board(&out[n], r1 - r0 + 1, c1 - c0 + 1);
            for (int r = r0; r <= r1; r++)
                for (int c = c0; c <= c1; c++)
                    if (comp[r * cols + c] != n)
                        gd_domineering_occupy(&out[n], r - r0, c - c0);
        }
        n++;
    }
    return n;
}
