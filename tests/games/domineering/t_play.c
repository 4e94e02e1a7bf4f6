/* Domineering for a person at a terminal: the cell names of moves (every name on every board
 * of every shape up to 12 cells, and wide boards with two-letter columns) against the rules
 * written here on a grid, against the family's move list, and read back from format_move;
 * the drawing cell by cell; texts that are not cell names. */
#include "gamedyn/domineering.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static void name_of(int r, int c, char *buf, size_t len)
{
    char col[8];
    if (c < 26)
        snprintf(col, sizeof col, "%c", 'a' + c);
    else
        snprintf(col, sizeof col, "%c%c", 'a' + c / 26 - 1, 'a' + c % 26);
    snprintf(buf, len, "%s%d", col, r + 1);
}

/* Every cell name of p (and one row and column beyond) for both sides, checked against the
 * rules on a grid, the move list and format_move. */
static void check_board(const gd_game *g, const gd_position *p)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    char text[200], err[512], name[32], back[32];
    gd_domineering_format(p, text, sizeof text);
    gd_move *mv;
    long n = gd_game_list_moves(g, p, UINT64_MAX, &mv, err, sizeof err);
    CHECK(n >= 0, "%s: %s", text, err);
    for (int side = GD_LEFT; side <= GD_RIGHT; side++) {
        long named = 0, listed = 0;
        for (long i = 0; i < n; i++)
            listed += mv[i].side == side;
        for (int r = 0; r <= rows; r++)
            for (int c = 0; c <= cols; c++) {
                name_of(r, c, name, sizeof name);
                int r2 = r + (side == GD_LEFT), c2 = c + (side == GD_RIGHT);
                int fits = r2 < rows && c2 < cols && !gd_domineering_occupied(p, r, c) &&
                           !gd_domineering_occupied(p, r2, c2);
                gd_move m;
                err[0] = 0;
                int got = g->ops->ui.parse_move(g, p, side, name, &m, err, sizeof err);
                CHECK(got == (fits ? 1 : -1), "%s side %d %s: %d", text, side, name, got);
                if (got < 0)
                    CHECK(err[0] && !strchr(err, '\n'), "%s %s: '%s'", text, name, err);
                if (got != 1)
                    continue;
                named++;
                gd_position want = *p;
                gd_domineering_occupy(&want, r, c);
                gd_domineering_occupy(&want, r2, c2);
                CHECK(gd_position_equal(&m.to, &want) && m.side == side && !m.is_pass, "%s %s", text, name);
                int in_list = 0;
                for (long i = 0; i < n; i++)
                    in_list |= mv[i].side == side && gd_position_equal(&mv[i].to, &m.to);
                CHECK(in_list, "%s %s: not in the move list", text, name);
            }
        CHECK(named == listed, "%s side %d: %ld named, %ld listed", text, side, named, listed);
    }
    for (long i = 0; i < n; i++) {
        gd_move m;
        g->ops->ui.format_move(g, p, &mv[i], back, sizeof back);
        CHECK(g->ops->ui.parse_move(g, p, mv[i].side, back, &m, err, sizeof err) == 1 &&
                  gd_position_equal(&m.to, &mv[i].to),
              "%s: move %ld named '%s'", text, i, back);
    }
    free(mv);
}

/* The drawing: a header of column names, then each row's number and cells. */
static void check_draw(const gd_game *g, const gd_position *p)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    int need = g->ops->ui.draw(g, p, NULL, 0);
    char *pic = malloc((size_t)need + 1), name[32];
    g->ops->ui.draw(g, p, pic, (size_t)need + 1);
    CHECK((int)strlen(pic) == need, "length");
    int rw = rows >= 100 ? 3 : rows >= 10 ? 2 : 1, cw = cols > 26 ? 2 : 1, width = rw + cols * (cw + 1);
    const char *line = pic;
    for (int r = -1; r < rows; r++) {
        const char *end = strchr(line, '\n');
        CHECK(end && end - line == width, "row %d: width %d, not %d", r, end ? (int)(end - line) : -1, width);
        if (!end)
            break;
        for (int c = 0; c < cols; c++) {
            const char *cell = line + rw + c * (cw + 1) + 1;
            if (r < 0) {
                name_of(0, c, name, sizeof name);
                name[strlen(name) - 1] = 0;
                CHECK(cell[cw - (int)strlen(name)] != ' ' && strncmp(cell + cw - strlen(name), name, strlen(name)) == 0,
                      "column %d", c);
            } else
                CHECK(cell[cw - 1] == (gd_domineering_occupied(p, r, c) ? '#' : '.'), "cell %d,%d", r, c);
        }
        if (r >= 0)
            CHECK(atoi(line) == r + 1, "row number %d", r + 1);
        line = end + 1;
    }
    CHECK(*line == 0, "nothing after the last row");
    free(pic);
}

int main(void)
{
    char err[512];
    gd_game_options o = {0};
    gd_game *g = gd_game_open("domineering", &o, err, sizeof err);
    CHECK(g && g->ops->ui.draw && g->ops->ui.parse_move && g->ops->ui.format_move, "open: %s", err);
    gd_position p;
    long boards = 0;
    for (int rows = 1; rows <= 12; rows++)
        for (int cols = 1; rows * cols <= 12; cols++)
            for (uint64_t bits = 0; bits < (uint64_t)1 << (rows * cols); bits++) {
                gd_domineering_board(&p, rows, cols);
                p.c[0] = bits;
                check_board(g, &p);
                if (bits % 7 == 0)
                    check_draw(g, &p);
                boards++;
            }
    /* two-letter columns and two-digit rows, random occupancy (fixed seed) */
    uint64_t x = 12345;
    int shapes[][2] = {{1, 30}, {2, 40}, {3, 48}, {12, 12}, {14, 10}, {1, 144}, {144, 1}};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        for (long k = 0; k < 4 * tl_effort(); k++) {
            gd_domineering_board(&p, shapes[s][0], shapes[s][1]);
            int cells = shapes[s][0] * shapes[s][1];
            for (int i = 0; i < cells; i++) {
                x = x * 6364136223846793005ull + 1442695040888963407ull;
                if ((x >> 60) < 5)
                    gd_domineering_occupy(&p, i / shapes[s][1], i % shapes[s][1]);
            }
            check_board(g, &p);
            check_draw(g, &p);
        }
    /* texts that are not cell names: the caller tries them as boards */
    gd_domineering_board(&p, 3, 3);
    const char *not_names[] = {"", "b", "3", "..#", "3x3", "b3x", "abc1", "b1234", "#3", "b-3", "3b"};
    for (size_t i = 0; i < sizeof not_names / sizeof not_names[0]; i++) {
        gd_move m;
        CHECK(g->ops->ui.parse_move(g, &p, GD_LEFT, not_names[i], &m, err, sizeof err) == 0, "'%s'", not_names[i]);
    }
    gd_move m;
    CHECK(g->ops->ui.parse_move(g, &p, GD_RIGHT, "B2", &m, err, sizeof err) == 1, "capitals");
    CHECK(g->ops->ui.parse_move(g, &p, GD_LEFT, "a0", &m, err, sizeof err) == -1, "row 0");
    printf("domineering play: %ld boards of up to 12 cells\n", boards);
    gd_game_free(g);
    return tl_done("domineering_play");
}
