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

static const gd_board_spec snort_spec = GD_BOARD_COLOURING("snort board");

/* A colouring game: no neighbour may bear the other player's colour. */
static uint64_t snort_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    return gd_board_colour_moves(gd_board_spec_of(g), p, 1, out, cap);
}

static uint64_t snort_bound(const gd_game *g, const gd_position *p)
{
    return gd_board_colour_bound(gd_board_spec_of(g), p);
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
