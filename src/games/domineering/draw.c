/* Domineering for a person at a terminal: the board drawn as a grid, and moves named by a
 * cell (include/gamedyn/domineering.h; docs/domineering.md, "Playing"). */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <string.h>

int gd_domineering_column_name(int c, char *buf, size_t len)
{
    if (c < 26)
        return snprintf(buf, len, "%c", 'a' + c);
    return snprintf(buf, len, "%c%c", 'a' + c / 26 - 1, 'a' + c % 26);
}

/* Appends to buf at *at (snprintf semantics: *at counts what would have been written). */
static void put(char *buf, size_t len, size_t *at, const char *fmt, int w, const char *s)
{
    int k = snprintf(*at < len ? buf + *at : NULL, *at < len ? len - *at : 0, fmt, w, s);
    if (k > 0)
        *at += (size_t)k;
}

int gd_domineering_draw(const gd_position *p, char *buf, size_t len)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    int rw = rows >= 100 ? 3 : rows >= 10 ? 2 : 1, cw = cols > 26 ? 2 : 1;
    size_t at = 0;
    char name[16];
    if (len)
        buf[0] = 0;
    put(buf, len, &at, "%*s", rw, "");
    for (int c = 0; c < cols; c++) {
        gd_domineering_column_name(c, name, sizeof name);
        put(buf, len, &at, " %*s", cw, name);
    }
    put(buf, len, &at, "%.*s\n", 0, "");
    for (int r = 0; r < rows; r++) {
        snprintf(name, sizeof name, "%d", r + 1);
        put(buf, len, &at, "%*s", rw, name);
        for (int c = 0; c < cols; c++)
            put(buf, len, &at, " %*s", cw, gd_domineering_occupied(p, r, c) ? "#" : ".");
        put(buf, len, &at, "%.*s\n", 0, "");
    }
    return (int)at;
}

int gd_domineering_parse_move(const gd_position *p, int side, const char *text, gd_position *to, char *err,
                              size_t errlen)
{
    size_t letters = 0;
    while (isalpha((unsigned char)text[letters]))
        letters++;
    size_t digits = strspn(text + letters, "0123456789");
    if (letters < 1 || letters > 2 || digits < 1 || digits > 3 || text[letters + digits])
        return 0;
    int c = tolower((unsigned char)text[0]) - 'a';
    if (letters == 2)
        c = (c + 1) * 26 + tolower((unsigned char)text[1]) - 'a';
    int r = 0;
    for (size_t i = letters; i < letters + digits; i++)
        r = r * 10 + text[i] - '0';
    r--;
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    int left = side == GD_LEFT, r2 = r + left, c2 = c + !left;
    const char *what = left ? "a vertical domino (Left)" : "a horizontal domino (Right)";
    char end[16];
    if (r < 0 || r >= rows || c >= cols) {
        gd_domineering_column_name(cols - 1, end, sizeof end);
        gd_err(err, errlen, "no cell %s on this board (rows 1 to %d, columns a to %s)", text, rows, end);
        return -1;
    }
    if (r2 >= rows || c2 >= cols) {
        gd_err(err, errlen, "%s from %s runs off the board", what, text);
        return -1;
    }
    gd_domineering_column_name(c2, end, sizeof end);
    if (gd_domineering_occupied(p, r, c) || gd_domineering_occupied(p, r2, c2)) {
        gd_err(err, errlen, "%s on %s and %s%d: %s", what, text, end, r2 + 1,
               gd_domineering_occupied(p, r, c) ? "the first cell is occupied" : "the second cell is occupied");
        return -1;
    }
    *to = *p;
    gd_domineering_occupy(to, r, c);
    gd_domineering_occupy(to, r2, c2);
    return 1;
}

int gd_domineering_format_move(const gd_position *p, const gd_position *to, char *buf, size_t len)
{
    for (int k = 0; k < 3; k++) {
        uint64_t d = to->c[k] & ~p->c[k];
        if (d) {
            int cell = k * 64 + __builtin_ctzll(d), cols = gd_domineering_cols(p);
            char name[16];
            gd_domineering_column_name(cell % cols, name, sizeof name);
            return snprintf(buf, len, "%s%d", name, cell / cols + 1);
        }
    }
    return snprintf(buf, len, "?");
}
