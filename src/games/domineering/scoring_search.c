/* scoring_search.c - the outcome (o_L, o_R) of Scoring Domineering by alpha-beta search of
 * the whole board (docs/scoring.md, "The table of rectangles"), building no forms: a
 * position is the word of the empty cells of its unsettled components (words.h); after each
 * move the components where at most one player can still move are settled at once (their
 * score added, their cells dropped), so the player to move always has a move until the word
 * is empty. Scores are bounded by the largest number of vertical (horizontal) dominoes
 * still placeable, which cuts off hopeless windows; a transposition table keeps the bounds
 * found per (word, player to move), replaced when full, and the best move is tried first.
 * A position and its mirror images (rows reversed, columns reversed, both) have one score,
 * each side keeping its orientation: the table is keyed by the least of the four words. */
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
    uint64_t all, notfirst, notlast, nodes, row, col0;
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

/* The largest number of vertical (horizontal) dominoes e still holds: a run of k empty cells
 * down a column (along a row) holds k/2 of them; counted a row (column) at a time for every
 * column (row) at once, pend marking the cells that end a run of odd length. */
static int most(const gd_domineering_scoring_search *s, uint64_t e, int vertical)
{
    int total = 0, n = vertical ? s->R : s->C, shift = vertical ? s->C : 1;
    uint64_t mask = vertical ? s->row : s->col0, pend = 0;
    for (int a = 0; a < n; a++) {
        uint64_t x = e >> (a * shift) & mask;
        total += __builtin_popcountll(pend & x);
        pend = x & ~pend;
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

static uint64_t rev64(uint64_t x)
{
    x = (x >> 1 & 0x5555555555555555u) | (x & 0x5555555555555555u) << 1;
    x = (x >> 2 & 0x3333333333333333u) | (x & 0x3333333333333333u) << 2;
    x = (x >> 4 & 0x0f0f0f0f0f0f0f0fu) | (x & 0x0f0f0f0f0f0f0f0fu) << 4;
    return __builtin_bswap64(x);
}

/* The word turned by a half turn (cell i to R*C - 1 - i), and with its rows reversed. */
static uint64_t half_turn(const gd_domineering_scoring_search *s, uint64_t e)
{
    return rev64(e) >> (64 - s->R * s->C);
}

static uint64_t rows_reversed(const gd_domineering_scoring_search *s, uint64_t e)
{
    uint64_t out = 0;
    for (int r = 0; r < s->R; r++)
        out |= (e >> (r * s->C) & s->row) << ((s->R - 1 - r) * s->C);
    return out;
}

/* The cell i under mirror t (0 none, 1 rows reversed, 2 half turn, 3 columns reversed);
 * each is its own inverse. */
static int mirror_cell(const gd_domineering_scoring_search *s, int t, int i)
{
    int r = i / s->C, c = i % s->C;
    if (t & 1)
        r = s->R - 1 - r;
    if (t & 2)
        r = s->R - 1 - r, c = s->C - 1 - c;
    return r * s->C + c;
}

/* The domino whose lower cell is k (the other k + step) under mirror t, by its lower cell. */
static int mirror_move(const gd_domineering_scoring_search *s, int t, int k, int step)
{
    int a = mirror_cell(s, t, k), b = mirror_cell(s, t, k + step);
    return a < b ? a : b;
}

/* The least of the four mirror images of e, and which mirror gives it. */
static uint64_t least_image(const gd_domineering_scoring_search *s, uint64_t e, int *t)
{
    uint64_t v = rows_reversed(s, e), h = half_turn(s, e), c = half_turn(s, v), best = e;
    *t = 0;
    if (v < best)
        best = v, *t = 1;
    if (h < best)
        best = h, *t = 2;
    if (c < best)
        best = c, *t = 3;
    return best;
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
    int mt;
    uint64_t key = least_image(s, e, &mt);
    ab_ent *t = &s->t[mix(key, side, sh) & s->mask];
    int step = side == GD_LEFT ? s->C : 1, best_first = -1, lo = bottom, hi = top;
    int same = t->used && t->e == key && t->side == side && t->shape == sh;
    if (same) {
        lo = t->lo > lo ? t->lo : lo, hi = t->hi < hi ? t->hi : hi;
        if (lo >= beta || lo == hi)
            return lo;
        if (hi <= alpha)
            return hi;
        best_first = t->best < 0 ? -1 : mirror_move(s, mt, t->best, step);
    }
    int a0 = alpha, b0 = beta;
    alpha = lo > alpha ? lo : alpha, beta = hi < beta ? hi : beta;
    uint64_t moves = side == GD_LEFT ? vpairs(s, e) : hpairs(s, e);
    int best = side == GD_LEFT ? -1000 : 1000, bi = -1;
    /* the table's best move first, then the moves that take most of the opponent's places
     * and fewest of one's own */
    int order[64], n = 0;
    uint64_t theirs = side == GD_LEFT ? hpairs(s, e) : vpairs(s, e);
    for (uint64_t x = moves; x; x &= x - 1) {
        int k = __builtin_ctzll(x), w;
        uint64_t cells = (uint64_t)1 << k | (uint64_t)1 << (k + step);
        uint64_t touch_theirs = side == GD_LEFT ? cells | cells >> 1 : cells | (s->C < 64 ? cells >> s->C : 0);
        uint64_t touch_mine = side == GD_LEFT ? (s->C < 64 ? cells >> s->C : 0) | cells : cells >> 1 | cells;
        w = k == best_first ? 1000
                            : 8 * __builtin_popcountll(theirs & touch_theirs) - __builtin_popcountll(moves & touch_mine);
        int i = n++;
        for (; i > 0 && order[i - 1] >> 8 < w; i--)
            order[i] = order[i - 1];
        order[i] = w * 256 + k;
    }
    for (int i = 0; i < n; i++) {
            int k = order[i] & 255;
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
    same = t->used && t->e == key && t->side == side && t->shape == sh;
    lo = same ? (t->lo > bottom ? t->lo : bottom) : bottom;
    hi = same ? (t->hi < top ? t->hi : top) : top;
    if (best > a0 && best < b0)
        lo = hi = best;
    else if (best >= b0)
        lo = best > lo ? best : lo;
    else
        hi = best < hi ? best : hi;
    *t = (ab_ent){key, (int8_t)lo, (int8_t)hi, (int8_t)(bi < 0 ? -1 : mirror_move(s, mt, bi, step)), 1,
                  (uint8_t)side, sh};
    return best;
}

/* The score of e by null windows (Plaat's MTD(f)): each search only asks whether the score
 * reaches a bound, which cuts far more than a full window; the table's bounds close in from
 * the guess. */
static int mtd(gd_domineering_scoring_search *s, uint64_t e, int side, int guess)
{
    int lower = -1000, upper = 1000, g = guess;
    while (lower < upper) {
        int beta = g == lower ? g + 1 : g;
        g = search(s, e, side, beta - 1, beta);
        if (g < beta)
            upper = g;
        else
            lower = g;
    }
    return g;
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
    s->col0 = col0;
    s->row = C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << C) - 1;
    int bonus = 0;
    uint64_t e = settle(s, ~p->c[0] & s->all, &bonus);
    *ol = bonus + mtd(s, e, GD_LEFT, 0);
    *or_ = bonus + mtd(s, e, GD_RIGHT, *ol - bonus);
    return 0;
}
