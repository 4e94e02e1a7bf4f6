/* Toppling Dominoes on the game interface: a partizan family (docs/partizan-rulesets.md).
 * Rows of dominoes, blue L (Left's), red R (Right's), green G (either's), '.' where none
 * stands. A player topples one of their own dominoes or a green one, to the left or to the
 * right, and it knocks over every domino standing on that side of it in its row (Lessons in
 * Play, Albert, Nowakowski, Wolfe 2007). The board is a strip of the board module
 * (include/gamedyn/board.h): its text, position, components (the rows: a toppling stops at a
 * gap, so no move touches two) and normal form (the strip reversed keeps every move a
 * move of the same player; L and R exchanged swaps the players, sign -1).
 *
 * Moves: Left's, then Right's, by the toppled domino from the left, to the left first; a
 * position is listed once (a lone domino falls either way to it, a whole row from either end). */
#include "gamedyn/board.h"
#include <string.h>

static const gd_board_spec td_spec = {
    .what = "toppling-dominoes row",
    .expect = "L (blue, Left's), R (red, Right's), G (green) and . (no domino), 1 to 480 of them",
    .symbols = ".LRG",
    .swap = ".RLG",
    .crop = 1,
    .images = GD_BOARD_IMAGES_STRIP,
    .active = "LRG",
};

/* The row through domino i: its first domino into *a, its last into *z. */
static void row_of(const gd_board *b, int i, int *a, int *z)
{
    for (*a = i; *a > 0 && b->cell[*a - 1] != '.';)
        --*a;
    for (*z = i; *z + 1 < b->cols && b->cell[*z + 1] != '.';)
        ++*z;
}

static uint64_t td_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    const gd_board_spec *s = gd_board_spec_of(g);
    gd_board b, q;
    uint64_t n = 0;
    gd_board_get(s, p, &b);
    for (int side = GD_LEFT; side <= GD_RIGHT; side++)
        for (int i = 0; i < b.cols; i++) {
            if (b.cell[i] != "LR"[side] && b.cell[i] != 'G')
                continue;
            int a, z;
            row_of(&b, i, &a, &z);
            /* The whole row falls from its first domino rightwards or its last leftwards: once. */
            if (i < z || a == z || (b.cell[a] != "LR"[side] && b.cell[a] != 'G')) {
                q = b, memset(q.cell + a, '.', (size_t)(i - a + 1));
                n = gd_board_add_move(s, &q, side, out, cap, n);
            }
            if (a == z)
                continue;
            q = b, memset(q.cell + i, '.', (size_t)(z - i + 1));
            n = gd_board_add_move(s, &q, side, out, cap, n);
        }
    return n;
}

/* A row only loses dominoes from its ends, so it stays a stretch of itself: m(m+1)/2 + 1
 * choices for a row of m, their product. */
static uint64_t td_bound(const gd_game *g, const gd_position *p)
{
    gd_board b;
    uint64_t x = 1;
    gd_board_get(gd_board_spec_of(g), p, &b);
    for (int i = 0, a, z; i < b.cols; i = z + 1) {
        z = i;
        if (b.cell[i] == '.')
            continue;
        row_of(&b, i, &a, &z);
        uint64_t m = (uint64_t)(z - a + 1), f = m * (m + 1) / 2 + 1;
        x = x > UINT64_MAX / f ? UINT64_MAX : x * f;
    }
    return x;
}

static const gd_game_ops td_ops = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = gd_board_op_parse,
    .rules.format = gd_board_op_format,
    .rules.moves = td_moves,
    .rules.bound = td_bound,
    .values.components = gd_board_op_components,
    .values.normal_form = gd_board_op_normal_form,
    .ui.draw = gd_board_op_draw,
};

static gd_game *td_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    return gd_board_open(&td_ops, &td_spec, err, errlen);
}

const gd_game_family gd_family_toppling = {
    .name = "toppling-dominoes",
    .summary = "Toppling Dominoes (partizan): topple your domino (L Left's, R Right's, G either's) left or right, "
               "knocking over the rest of its row that way",
    .syntax = "a row of L (blue), R (red), G (green) and . (no domino), 1 to 480",
    .example = "toppling-dominoes:LRGL",
    .oracles = "none: the generic solver (outcome class and each side's winning moves); values by components (the "
               "rows) and normal forms (reversal, colours exchanged)",
    .open = td_open,
};
