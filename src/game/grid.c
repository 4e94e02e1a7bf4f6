/* Boards on a grid of cells, shared by the families that have one (Domineering, Clobber):
 * the text form's shape, the drawing for a person at a terminal, and cell names like "b3"
 * (column letters a, b, ..., z, aa, ab, ...; rows numbered from 1, top row first). */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <stdio.h>
#include <string.h>

int gd_game_grid_shape(const char *text, int *rows, int *cols)
{
    *rows = 1, *cols = (int)strcspn(text, "/");
    for (const char *s = text; *s; s++)
        if (*s == '/') {
            if ((int)strcspn(s + 1, "/") != *cols)
                return -1;
            ++*rows;
        }
    return 0;
}

static int column_name(int c, char *buf, size_t len)
{
    if (c < 26)
        return snprintf(buf, len, "%c", 'a' + c);
    return snprintf(buf, len, "%c%c", 'a' + c / 26 - 1, 'a' + c % 26);
}

int gd_game_grid_cell_name(int r, int c, char *buf, size_t len)
{
    char col[8];
    column_name(c, col, sizeof col);
    return snprintf(buf, len, "%s%d", col, r + 1);
}

int gd_game_grid_cell_parse(const char *text, int *r, int *c)
{
    size_t letters = 0;
    while (letters < 3 && isalpha((unsigned char)text[letters]))
        letters++;
    size_t digits = 0;
    while (digits < 4 && isdigit((unsigned char)text[letters + digits]))
        digits++;
    if (letters < 1 || letters > 2 || digits < 1 || digits > 3)
        return 0;
    int col = tolower((unsigned char)text[0]) - 'a';
    if (letters == 2)
        col = (col + 1) * 26 + tolower((unsigned char)text[1]) - 'a';
    int row = 0;
    for (size_t i = letters; i < letters + digits; i++)
        row = row * 10 + text[i] - '0';
    *r = row - 1, *c = col;
    return (int)(letters + digits);
}

int gd_game_grid_draw(int rows, int cols, const char *cells, char *buf, size_t len)
{
    int rw = rows >= 100 ? 3 : rows >= 10 ? 2 : 1, cw = cols > 26 ? 2 : 1;
    gd_text t;
    char name[16];
    gd_text_init(&t, buf, len);
    gd_text_printf(&t, "%*s", rw, "");
    for (int c = 0; c < cols; c++) {
        column_name(c, name, sizeof name);
        gd_text_printf(&t, " %*s", cw, name);
    }
    gd_text_put(&t, "\n");
    for (int r = 0; r < rows; r++) {
        snprintf(name, sizeof name, "%d", r + 1);
        gd_text_printf(&t, "%*s", rw, name);
        for (int c = 0; c < cols; c++)
            gd_text_printf(&t, " %*c", cw, cells[r * cols + c]);
        gd_text_put(&t, "\n");
    }
    return (int)t.at;
}
