/* Clobber on the game interface: a partizan family (docs/partizan-rulesets.md). Left
 * plays the stones x, Right the stones o; a move takes one's own stone onto an
 * orthogonally adjacent stone of the other player, which is removed (Albert, Grossman,
 * Nowakowski, Wolfe, "An introduction to Clobber", 2005).
 *
 * Position: a grid of the board module (include/gamedyn/board.h), at most 448 cells of 2
 * bits. Moves: Left's, then Right's, by the moving stone's cell, then up, down, left, right. */
#include "gamedyn/board.h"
#include "gamedyn/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Byte i of the bitboard of stone in the keys of before (cells 8i to 8i+7, the first the lowest
 * bit). */
static unsigned plane_byte(const gd_board *x, char stone, int i)
{
    unsigned v = 0;
    for (int j = 0, k = 8 * i; j < 8 && k < x->rows * x->cols; j++, k++)
        v |= (unsigned)(x->cell[k] == stone) << j;
    return v;
}

/* The order of the keys before Clobber moved onto the board module (rows + 256 columns, then
 * Left's stones and Right's as bitboards of ceil(cells / 64) words, compared as bytes): the
 * key decides the order in which forms are made, and so the order in which a value prints
 * its options; keeping it keeps every printed value as it was. The bytes past the cells are 0
 * in both keys, so the comparison stops at the last cell. */
static int cl_order(const gd_board *a, const gd_board *b)
{
    if (a->rows != b->rows || a->cols != b->cols) { /* the size, first of the bytes */
        uint64_t x = (uint64_t)a->rows | (uint64_t)a->cols << 8, y = (uint64_t)b->rows | (uint64_t)b->cols << 8;
        return memcmp(&x, &y, sizeof x);
    }
    for (int plane = 0, bytes = (a->rows * a->cols + 7) / 8; plane < 2; plane++)
        for (int i = 0; i < bytes; i++) {
            unsigned x = plane_byte(a, "xo"[plane], i), y = plane_byte(b, "xo"[plane], i);
            if (x != y)
                return x < y ? -1 : 1;
        }
    return 0;
}

/* Components: the orthogonally connected groups of stones. A stone moves only onto an
 * adjacent stone and lands where that stone was, so no move ever joins two groups or
 * touches two: the board is the disjunctive sum of its groups (a group of one colour has no
 * move, now or later, and is left out: gd_board_op_components). Normal form: the board
 * cropped to its stones, then the least of its 16 images: the 8 symmetries of the rectangle
 * keep orthogonal adjacency and each player's stones, so they keep the value; swapping x
 * and o swaps the players, so those images have the negative value (sign -1). */
static const gd_board_spec cl_spec = {
    .what = "clobber board",
    .expect = "rows of x (Left's stones), o (Right's) and . (empty) separated by '/'",
    .symbols = ".xo",
    .swap = ".ox",
    .grid = 1,
    .max_cells = 448,
    .crop = 1,
    .images = GD_BOARD_IMAGES_GRID,
    .order = cl_order,
    .active = "xo",
};

static uint64_t cl_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    gd_board b;
    uint64_t count = 0;
    gd_board_get(&cl_spec, p, &b);
    for (int side = GD_LEFT; side <= GD_RIGHT; side++)
        for (int k = 0; k < b.rows * b.cols; k++) {
            int nb[4], m = b.cell[k] == "xo"[side] ? gd_board_neighbours(&b, k, nb) : 0;
            for (int i = 0; i < m; i++) {
                if (b.cell[nb[i]] != "ox"[side])
                    continue;
                b.cell[k] = '.', b.cell[nb[i]] = "xo"[side];
                count = gd_board_add_move(&cl_spec, &b, side, out, cap, count);
                b.cell[k] = "xo"[side], b.cell[nb[i]] = "ox"[side];
            }
        }
    return count;
}

/* Stones only move onto stones, so every reachable board has its stones on the squares
 * occupied now, each x, o or gone: at most 3^stones. */
static uint64_t cl_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    gd_board b;
    gd_board_get(&cl_spec, p, &b);
    return gd_board_pow(3, gd_board_count(&b, "xo"));
}

/* A move named by the moving stone's cell and the cell it clobbers: "b2-c2" (or "b2c2"). */
static int cl_parse_move(const gd_game *g, const gd_position *p, int side, const char *text, gd_move *m, char *err,
                         size_t errlen)
{
    (void)g;
    int r, c, r2, c2, n = gd_game_grid_cell_parse(text, &r, &c);
    if (n == 0)
        return 0;
    int dash = text[n] == '-';
    int n2 = gd_game_grid_cell_parse(text + n + dash, &r2, &c2);
    if (n2 == 0 || text[n + dash + n2])
        return 0;
    gd_board b;
    gd_board_get(&cl_spec, p, &b);
    const char *who = side == GD_LEFT ? "Left's stones are x" : "Right's stones are o";
    char last[16];
    gd_game_grid_cell_name(b.rows - 1, b.cols - 1, last, sizeof last);
    if (r < 0 || r >= b.rows || c >= b.cols || r2 < 0 || r2 >= b.rows || c2 >= b.cols) {
        gd_err(err, errlen, "%s: no such cell on this board (a1 to %s)", text, last);
        return -1;
    }
    int k = r * b.cols + c, k2 = r2 * b.cols + c2;
    if (b.cell[k] != "xo"[side]) {
        gd_err(err, errlen, "%s: no stone of yours on its first cell (%s)", text, who);
        return -1;
    }
    if (abs(r - r2) + abs(c - c2) != 1) {
        gd_err(err, errlen, "%s: a stone moves to an orthogonally adjacent cell", text);
        return -1;
    }
    if (b.cell[k2] != "ox"[side]) {
        gd_err(err, errlen, "%s: no stone of the other player on its second cell", text);
        return -1;
    }
    b.cell[k] = '.', b.cell[k2] = "xo"[side];
    gd_board_add_move(&cl_spec, &b, side, m, 1, 0);
    return 1;
}

static int cl_format_move(const gd_game *g, const gd_position *p, const gd_move *m, char *buf, size_t len)
{
    (void)g;
    gd_board a, b;
    gd_board_get(&cl_spec, p, &a);
    gd_board_get(&cl_spec, &m->to, &b);
    char me = "xo"[m->side], other = "ox"[m->side];
    int from = -1, onto = -1;
    for (int k = 0; k < a.rows * a.cols && a.rows == b.rows && a.cols == b.cols; k++) {
        if (a.cell[k] == me && b.cell[k] != me)
            from = k;
        if (a.cell[k] == other && b.cell[k] == me)
            onto = k;
    }
    if (from < 0 || onto < 0)
        return snprintf(buf, len, "?");
    char x[16], y[16];
    gd_game_grid_cell_name(from / a.cols, from % a.cols, x, sizeof x);
    gd_game_grid_cell_name(onto / a.cols, onto % a.cols, y, sizeof y);
    return snprintf(buf, len, "%s-%s", x, y);
}

static const gd_game_ops cl_ops = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = gd_board_op_parse,
    .rules.format = gd_board_op_format,
    .rules.moves = cl_moves,
    .rules.bound = cl_bound,
    .values.components = gd_board_op_components,
    .values.normal_form = gd_board_op_normal_form,
    .ui.draw = gd_board_op_draw,
    .ui.parse_move = cl_parse_move,
    .ui.format_move = cl_format_move,
};

static gd_game *cl_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    return gd_board_open(&cl_ops, &cl_spec, err, errlen);
}

const gd_game_family gd_family_clobber = {
    .name = "clobber",
    .summary = "Clobber (partizan): a stone moves onto an adjacent stone of the other player, removing it; Left plays "
               "x, Right o",
    .syntax = "rows of x (Left's stones), o (Right's) and . (empty) separated by '/'; at most 448 cells",
    .example = "clobber:xox/oxo",
    .oracles = "none: the generic solver (outcome class and each side's winning moves); values by components and "
               "normal forms, from which query --value also answers the outcome class and the winning moves",
    .open = cl_open,
};
