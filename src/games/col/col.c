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

static const gd_board_spec col_spec = {
    .what = "col board",
    .expect = "rows of . (uncoloured), L or x (blue, Left's), R or o (red, Right's) and # (no square) separated by "
              "'/', at most 480 squares",
    .symbols = "#.LR",
    .aliases = "xLoR",
    .swap = "#.RL",
    .grid = 1,
    .crop = 1,
    .images = GD_BOARD_IMAGES_GRID,
    .active = ".",
    .halo = 1,
};

/* Whether side may colour square k: no neighbour already has side's colour. */
static int may_colour(const gd_board *b, int k, int side)
{
    int nb[4], m = gd_board_neighbours(b, k, nb);
    for (int d = 0; d < m; d++)
        if (b->cell[nb[d]] == "LR"[side])
            return 0;
    return 1;
}

static uint64_t col_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    const gd_board_spec *s = gd_board_spec_of(g);
    gd_board b;
    uint64_t n = 0;
    gd_board_get(s, p, &b);
    for (int side = GD_LEFT; side <= GD_RIGHT; side++)
        for (int k = 0; k < b.rows * b.cols; k++)
            if (b.cell[k] == '.' && may_colour(&b, k, side)) {
                b.cell[k] = "LR"[side];
                n = gd_board_add_move(s, &b, side, out, cap, n);
                b.cell[k] = '.';
            }
    return n;
}

/* Each uncoloured square ends uncoloured, blue or red. */
static uint64_t col_bound(const gd_game *g, const gd_position *p)
{
    gd_board b;
    gd_board_get(gd_board_spec_of(g), p, &b);
    return gd_board_pow(3, gd_board_count(&b, "."));
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
