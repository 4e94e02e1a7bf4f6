/* Col on the game interface: a partizan family (docs/partizan-rulesets.md). The vertices of
 * a graph, here the squares of a grid with orthogonal adjacency; Left colours an uncoloured
 * square blue, Right red, and no square may be coloured like a square next to it (Winning
 * Ways, Berlekamp, Conway, Guy, 2nd ed. 2001, vol. 1, ch. 2). The board is a grid of the
 * board module (include/gamedyn/board.h): components are the groups of uncoloured squares
 * with the coloured squares beside them (colouring a square changes what its neighbours
 * allow, and nothing else), the normal form the least of the rectangle's 8 symmetries, and
 * of the same with blue and red exchanged (the players swapped: sign -1).
 *
 * Moves: Left's, then Right's, by square in reading order. */
#include "gamedyn/board.h"

static const gd_board_spec col_spec = GD_BOARD_COLOURING("col board");

/* A colouring game: no neighbour may bear the mover's own colour. */
static uint64_t col_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    return gd_board_colour_moves(gd_board_spec_of(g), p, 0, out, cap);
}

static uint64_t col_bound(const gd_game *g, const gd_position *p)
{
    return gd_board_colour_bound(gd_board_spec_of(g), p);
}

static const gd_game_ops col_ops = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = gd_board_op_parse,
    .rules.format = gd_board_op_format,
    .rules.moves = col_moves,
    .rules.bound = col_bound,
    .values.components = gd_board_op_components,
    .values.normal_form = gd_board_op_normal_form,
    .ui.draw = gd_board_op_draw,
};

static gd_game *col_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    return gd_board_open(&col_ops, &col_spec, err, errlen);
}

const gd_game_family gd_family_col = {
    .name = "col",
    .summary = "Col (partizan): Left colours a square blue, Right red, never the colour of a square beside it",
    .syntax = "rows of . (uncoloured), L or x (blue), R or o (red) and # (no square) separated by '/'; at most 480",
    .example = "col:.../.../...",
    .oracles = "none: the generic solver (outcome class and each side's winning moves); values by components (groups "
               "of uncoloured squares) and normal forms (symmetries, colours exchanged)",
    .open = col_open,
};
