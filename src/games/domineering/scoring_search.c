/* scoring_search.c - the outcome (o_L, o_R) of Scoring Domineering by alpha-beta search of
 * the whole board (docs/scoring.md, "The table of rectangles"), building no forms: a
 * position is the word of the empty cells of its unsettled components (words.h); after each
 * move the components where at most one player can still move are settled at once (their
 * score added, their cells dropped), so the player to move always has a move until the word
 * is empty. Scores are bounded by the largest number of vertical (horizontal) dominoes
 * still placeable, which cuts off hopeless windows; a transposition table keeps the bounds
 * found per (word, player to move), replaced when full, and the best move is tried first. */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include "words.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t e;
    int8_t lo, hi, best, used; /* bounds of the score; the index of the best move */
    uint8_t side;              /* the player to move */
    uint16_t shape;            /* rows << 7 | columns: a word is read in one shape */
} ab_ent;

struct gd_domineering_scoring_search {
    ab_ent *t;
    size_t mask;
    int R, C;
    uint64_t all, notfirst, notlast, nodes;
};

gd_domineering_scoring_search *gd_domineering_scoring_search_new(uint64_t table_bytes)
{
    gd_domineering_scoring_search *s = calloc(1, sizeof *s);
    size_t n = 1024;
    while (n * 2 * sizeof(ab_ent) <= table_bytes)
        n *= 2;
    if (!s || !(s->t = calloc(n, sizeof *s->t))) {
        free(s);
        return NULL;
    }
    s->mask = n - 1;
    return s;
}

void gd_domineering_scoring_search_free(gd_domineering_scoring_search *s)
{
    if (s)
        free(s->t), free(s);
}

uint64_t gd_domineering_scoring_search_nodes(const gd_domineering_scoring_search *s)
{
    return s->nodes;
}

static int most(const gd_domineering_scoring_search *s, uint64_t e, int vertical)
{
    int total = 0, outer = vertical ? s->C : s->R, inner = vertical ? s->R : s->C;
    for (int a = 0; a < outer; a++) {
        int run = 0;
        for (int b = 0; b <= inner; b++) {
            int k = vertical ? b * s->C + a : a * s->C + b;
            if (b < inner && (e >> k & 1))
                run++;
            else
                total += run / 2, run = 0;
        }
    }
    return total;
}

static uint64_t vpairs(const gd_domineering_scoring_search *s, uint64_t e)
{
    return s->C < 64 ? e & e >> s->C : 0;
}

static uint64_t hpairs(const gd_domineering_scoring_search *s, uint64_t e)
{
    return e & e >> 1 & s->notlast;
}

/* Drops the settled components of e, adding their scores to *bonus. */
static uint64_t settle(const gd_domineering_scoring_search *s, uint64_t e, int *bonus)
{
    uint64_t rest = e, out = 0;
    while (rest) {
        uint64_t comp = gd_dom_word_flood(rest & -rest, rest, s->C, s->notfirst, s->notlast);
        rest &= ~comp;
        int v = vpairs(s, comp) != 0, h = hpairs(s, comp) != 0;
        if (v && h)
            out |= comp;
        else if (v)
            *bonus += most(s, comp, 1);
        else if (h)
            *bonus -= most(s, comp, 0);
    }
    return out;
}

static uint16_t shape(const gd_domineering_scoring_search *s)
{
    return (uint16_t)(s->R << 7 | s->C);
}

static uint64_t mix(uint64_t e, int side, uint16_t shape)
{
    uint64_t x = e ^ (uint64_t)(side + 1 + 2 * shape) * 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

/* The score of e (unsettled components only) with side to move, fail-soft in (alpha, beta). */
static int search(gd_domineering_scoring_search *s, uint64_t e, int side, int alpha, int beta)
{
    if (!e)
        return 0;
    s->nodes++;
    int top = most(s, e, 1), bottom = -most(s, e, 0);
    if (top <= alpha)
        return top;
    if (bottom >= beta)
        return bottom;
    uint16_t sh = shape(s);
    ab_ent *t = &s->t[mix(e, side, sh) & s->mask];
    int best_first = -1, lo = bottom, hi = top;
    int same = t->used && t->e == e && t->side == side && t->shape == sh;
    if (same) {
        lo = t->lo > lo ? t->lo : lo, hi = t->hi < hi ? t->hi : hi;
        if (lo >= beta || lo == hi)
            return lo;
        if (hi <= alpha)
            return hi;
        best_first = t->best;
    }
    int a0 = alpha, b0 = beta;
    alpha = lo > alpha ? lo : alpha, beta = hi < beta ? hi : beta;
    uint64_t moves = side == GD_LEFT ? vpairs(s, e) : hpairs(s, e);
    int step = side == GD_LEFT ? s->C : 1, best = side == GD_LEFT ? -1000 : 1000, bi = -1;
    for (int pass = 0; pass < 2; pass++)
        for (uint64_t x = moves; x; x &= x - 1) {
            int k = __builtin_ctzll(x);
            if ((pass == 0) != (k == best_first))
                continue;
            int bonus = side == GD_LEFT ? 1 : -1;
            uint64_t f = settle(s, e & ~((uint64_t)1 << k | (uint64_t)1 << (k + step)), &bonus);
            int v = bonus + search(s, f, !side, alpha - bonus, beta - bonus);
            if (side == GD_LEFT ? v > best : v < best)
                best = v, bi = k;
            if (side == GD_LEFT ? best > alpha : best < beta) {
                if (side == GD_LEFT)
                    alpha = best;
                else
                    beta = best;
            }
            if (alpha >= beta)
                goto done;
        }
done:
    /* fail-soft: best is exact inside (a0, b0), a bound outside */
    same = t->used && t->e == e && t->side == side && t->shape == sh;
    lo = same ? (t->lo > bottom ? t->lo : bottom) : bottom;
    hi = same ? (t->hi < top ? t->hi : top) : top;
    if (best > a0 && best < b0)
        lo = hi = best;
    else if (best >= b0)
        lo = best > lo ? best : lo;
    else
        hi = best < hi ? best : hi;
    *t = (ab_ent){e, (int8_t)lo, (int8_t)hi, (int8_t)bi, 1, (uint8_t)side, sh};
    return best;
}

int gd_domineering_scoring_search_outcome(gd_domineering_scoring_search *s, const gd_position *p, int *ol, int *or_,
                                          char *err, size_t errlen)
{
    int R = gd_domineering_rows(p), C = gd_domineering_cols(p);
    if (R * C > 64)
        return gd_err(err, errlen, "%dx%d: more than 64 cells", R, C), -1;
    if (R < 1 || C < 1)
        return *ol = *or_ = 0, 0;
    s->R = R, s->C = C;
    s->all = R * C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (R * C)) - 1;
    uint64_t col0 = gd_dom_word_col0(R, C);
    s->notfirst = s->all & ~col0, s->notlast = s->all & ~(col0 << (C - 1));
    int bonus = 0;
    uint64_t e = settle(s, ~p->c[0] & s->all, &bonus);
    *ol = bonus + search(s, e, GD_LEFT, -1000, 1000);
    *or_ = bonus + search(s, e, GD_RIGHT, -1000, 1000);
    return 0;
}
