/* brute.h - a plain game-tree search of scoring games, written from the rules alone: the
 * forms of a context are copied into trees of this file (integer scores), and the outcome
 * of a sum of two or three trees is searched move by move, memoized by the tuple of trees.
 * It never calls the library's sums, order or reductions. */
#ifndef GAMEDYN_TEST_SCORING_BRUTE_H
#define GAMEDYN_TEST_SCORING_BRUTE_H
#include "gamedyn/scoring.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    int nl, nr, frac;
    long la, ra;
    uint32_t *opt; /* nl Left options, then nr Right */
} bt_node;

static bt_node *bt_nodes;
static size_t bt_n;

/* Copies every form of s not yet copied (scores must be integers). */
static void bt_sync(const gd_scoring *s)
{
    size_t n = gd_scoring_size(s);
    if (n <= bt_n)
        return;
    bt_nodes = realloc(bt_nodes, n * sizeof *bt_nodes);
    for (size_t g = bt_n; g < n; g++) {
        gd_scoring_side L = gd_scoring_left(s, (uint32_t)g), R = gd_scoring_right(s, (uint32_t)g);
        bt_node *b = &bt_nodes[g];
        b->nl = (int)L.n, b->nr = (int)R.n;
        b->frac = L.atom.exp || R.atom.exp;
        b->la = (long)L.atom.num, b->ra = (long)R.atom.num;
        b->opt = malloc((L.n + R.n + 1) * sizeof *b->opt);
        if (L.n)
            memcpy(b->opt, L.opt, L.n * sizeof *b->opt);
        if (R.n)
            memcpy(b->opt + L.n, R.opt, R.n * sizeof *b->opt);
    }
    bt_n = n;
}

/* The memo: (a, b, c, side) -> score. */
enum { BT_CAP = 1 << 21 };
typedef struct {
    uint32_t a, b, c, side;
    long v;
} bt_entry;
static bt_entry *bt_memo;
static size_t bt_used;

static size_t bt_slot(uint32_t a, uint32_t b, uint32_t c, int side)
{
    uint64_t h = ((uint64_t)a * 0x9e3779b97f4a7c15u) ^ ((uint64_t)b * 0xc2b2ae3d27d4eb4fu) ^
                 ((uint64_t)c * 0x165667b19e3779f9u) ^ (uint64_t)side;
    h ^= h >> 29;
    return (size_t)(h & (BT_CAP - 1));
}

#define BT_NONE UINT32_MAX
/* The final score of the sum of the trees a, b and c (c may be BT_NONE) with `side` (0
 * Left, 1 Right) to move and both playing best. */
static long bt_outcome(uint32_t a, uint32_t b, uint32_t c, int side)
{
    if (!bt_memo || bt_used > BT_CAP / 4 * 3) {
        if (!bt_memo)
            bt_memo = malloc(BT_CAP * sizeof *bt_memo);
        bt_used = 0;
        for (size_t i = 0; i < BT_CAP; i++)
            bt_memo[i].side = 9;
    }
    size_t i = bt_slot(a, b, c, side);
    for (; bt_memo[i].side != 9; i = (i + 1) & (BT_CAP - 1))
        if (bt_memo[i].a == a && bt_memo[i].b == b && bt_memo[i].c == c && bt_memo[i].side == (uint32_t)side)
            return bt_memo[i].v;
    uint32_t part[3] = {a, b, c};
    int np = c == BT_NONE ? 2 : 3;
    int any = 0;
    long best = 0, atoms = 0;
    for (int k = 0; k < np; k++) {
        const bt_node *g = &bt_nodes[part[k]];
        if (g->frac)
            abort(); /* the brute force takes integer scores */
        int n = side ? g->nr : g->nl;
        atoms += side ? g->ra : g->la;
        for (int j = 0; j < n; j++) {
            uint32_t q[3] = {a, b, c};
            q[k] = g->opt[(side ? g->nl : 0) + j];
            long v = bt_outcome(q[0], q[1], q[2], !side);
            if (!any || (side ? v < best : v > best))
                best = v;
            any = 1;
        }
    }
    if (!any)
        best = atoms; /* the player to move has no move anywhere: the game ends with its atoms */
    i = bt_slot(a, b, c, side);
    while (bt_memo[i].side != 9)
        i = (i + 1) & (BT_CAP - 1);
    bt_memo[i] = (bt_entry){a, b, c, (uint32_t)side, best};
    bt_used++;
    return best;
}

#endif
