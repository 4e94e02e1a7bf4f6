/* Snort on the game interface: a partizan family (docs/partizan-rulesets.md). Col's board
 * (src/games/col/col.c): Left colours an uncoloured square blue, Right red, but no square
 * may be coloured next to a square of the other player's colour (Winning Ways, Berlekamp,
 * Conway, Guy, 2nd ed. 2001, vol. 1, ch. 2; due to Simon Norton). The board is a grid of
 * the board module (include/gamedyn/board.h), with Col's components (the groups of
 * uncoloured squares and the coloured squares beside them) and normal form (8 symmetries,
 * and blue and red exchanged: sign -1).
 *
 * Moves: Left's, then Right's, by square in reading order. */
#include "gamedyn/board.h"

static const gd_board_spec snort_spec = {
    .what = "snort board",
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

/* Whether side may colour square k: no neighbour has the other side's colour. */
static int may_colour(const gd_board *b, int k, int side)
{
    int nb[4], m = gd_board_neighbours(b, k, nb);
    for (int d = 0; d < m; d++)
        if (b->cell[nb[d]] == "LR"[!side])
            return 0;
    return 1;
}

static uint64_t snort_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
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
static uint64_t snort_bound(const gd_game *g, const gd_position *p)
{
    gd_board b;
    gd_board_get(gd_board_spec_of(g), p, &b);
    return gd_board_pow(3, gd_board_count(&b, "."));
}

static const gd_game_ops snort_ops = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = gd_board_op_parse,
    .rules.format = gd_board_op_format,
    .rules.moves = snort_moves,
    .rules.bound = snort_bound,
    .values.components = gd_board_op_components,
    .values.normal_form = gd_board_op_normal_form,
    .ui.draw = gd_board_op_draw,
};

static gd_game *snort_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    return gd_board_open(&snort_ops, &snort_spec, err, errlen);
}

const gd_game_family gd_family_snort = {
    .name = "snort",
    .summary = "Snort (partizan): Left colours a square blue, Right red, never beside a square of the other colour",
    .syntax = "rows of . (uncoloured), L or x (blue), R or o (red) and # (no square) separated by '/'; at most 480",
    .example = "snort:.../.../...",
    .oracles = "none: the generic solver (outcome class and each side's winning moves); values by components (groups "
               "of uncoloured squares) and normal forms (symmetries, colours exchanged)",
    .open = snort_open,
};
