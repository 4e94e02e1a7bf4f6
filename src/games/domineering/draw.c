/* Domineering for a person at a terminal: the board drawn as a grid, and moves named by a
 * cell (include/gamedyn/domineering.h; docs/domineering.md, "Playing"). */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include <string.h>

int gd_domineering_draw(const gd_position *p, char *buf, size_t len)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    char cells[GD_DOM_MAX_CELLS];
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            cells[r * cols + c] = gd_domineering_occupied(p, r, c) ? '#' : '.';
    return gd_game_grid_draw(rows, cols, cells, buf, len);
}

int gd_domineering_parse_move(const gd_position *p, int side, const char *text, gd_position *to, char *err,
                              size_t errlen)
{
    int r, c, n = gd_game_grid_cell_parse(text, &r, &c);
    if (n == 0 || text[n])
        return 0;
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    int left = side == GD_LEFT, r2 = r + left, c2 = c + !left;
    const char *what = left ? "a vertical domino (Left)" : "a horizontal domino (Right)";
    char end[16];
    if (r < 0 || r >= rows || c >= cols) {
        gd_game_grid_cell_name(rows - 1, cols - 1, end, sizeof end);
        gd_err(err, errlen, "no cell %s on this board (a1 to %s)", text, end);
        return -1;
    }
    if (r2 >= rows || c2 >= cols) {
        gd_err(err, errlen, "%s from %s runs off the board", what, text);
        return -1;
    }
    gd_game_grid_cell_name(r2, c2, end, sizeof end);
    if (gd_domineering_occupied(p, r, c) || gd_domineering_occupied(p, r2, c2)) {
        gd_err(err, errlen, "%s on %s and %s: %s", what, text, end,
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
            return gd_game_grid_cell_name(cell / cols, cell % cols, buf, len);
        }
    }
    return snprintf(buf, len, "?");
}
