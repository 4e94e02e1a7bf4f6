/* Staircase Nim: coins on stairs 1..n ([c1,...,cn], up to 16 stairs); a move carries any
 * positive number of coins from a stair i >= 1 down to stair i-1, and coins carried to
 * stair 0 (the ground) leave the game. Normal play.
 *
 * Fast oracle (Winning Ways, vol. 1; Siegel, Combinatorial Game Theory, 2013): the game is
 * Nim on the odd stairs. A move from an odd stair is a Nim move there; a move from an even
 * stair adds coins to the odd stair below, and the other player can carry the same coins
 * down once more, which restores every odd stair; so the Grundy value is the XOR of the
 * odd stairs (docs/staircase.md). A move changes at most one odd stair, so the moves to a
 * value v are, per odd stair 2k+1 whose count should become c XOR (S XOR v): taking from
 * it when that is smaller, or bringing coins from the even stair above when that is
 * larger and the stair above holds enough. */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static int staircase_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    if (gd_game_parse_coords(g, text, 1, GD_GAME_MAX_COORDS, "stair", UINT64_MAX, "2^64-1 = 18446744073709551615",
                             p, err, errlen) != 0)
        return -1;
    uint64_t total = 0;
    for (int i = 0; i < p->n; i++) {
        if (p->c[i] > UINT64_MAX - total) {
            gd_err(err, errlen, "staircase position '%s': more than 2^64-1 coins in all", text);
            return -1;
        }
        total += p->c[i];
    }
    return 0;
}

/* Stair i+1 (coordinate i) down to stair i; move order: by stair, then by the number carried. */
static uint64_t staircase_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    uint64_t n = 0; /* at most the coins in all: no overflow (see parse) */
    for (int i = 0; i < p->n; i++) {
        for (uint64_t t = 1; t <= p->c[i] && n + t - 1 < cap; t++) {
            gd_move *m = &out[n + t - 1];
            m->to = *p;
            m->to.c[i] -= t;
            if (i)
                m->to.c[i - 1] += t;
            m->is_pass = 0;
        }
        n += p->c[i];
    }
    return n;
}

/* Coins on stair i+1 and above never exceed what is there now: the product of (that + 1). */
static uint64_t staircase_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    uint64_t b = 1, above = 0;
    for (int i = p->n - 1; i >= 0; i--) {
        above += p->c[i];
        if (above == UINT64_MAX || b > UINT64_MAX / (above + 1))
            return UINT64_MAX;
        b *= above + 1;
    }
    return b;
}

static uint64_t odd_xor(const gd_position *p)
{
    uint64_t x = 0;
    for (int i = 0; i < p->n; i += 2)
        x ^= p->c[i];
    return x;
}

static int staircase_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    (void)g, (void)err, (void)errlen;
    return odd_xor(p) ? GD_OUTCOME_N : GD_OUTCOME_P;
}

static int staircase_grundy(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen)
{
    (void)g, (void)err, (void)errlen;
    *value = odd_xor(p);
    return 0;
}

static long staircase_to_value(const gd_game *g, const gd_position *p, uint64_t v, gd_move **out, char *err,
                               size_t errlen)
{
    (void)g;
    uint64_t x = odd_xor(p) ^ v;
    gd_move *m = malloc(GD_GAME_MAX_COORDS * sizeof *m);
    if (!m) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    long k = 0;
    for (int i = 0; x && i < p->n; i++) {
        int odd = i % 2 == 0; /* coordinate i is stair i+1 */
        uint64_t c = odd ? p->c[i] : p->c[i - 1], want = c ^ x;
        if (odd && want < c) {
            m[k].to = *p;
            m[k].to.c[i] = want;
            if (i)
                m[k].to.c[i - 1] += c - want;
            m[k++].is_pass = 0;
        } else if (!odd && want > c && want - c <= p->c[i]) {
            m[k].to = *p;
            m[k].to.c[i] -= want - c;
            m[k].to.c[i - 1] = want;
            m[k++].is_pass = 0;
        }
    }
    *out = m;
    return k;
}

static long staircase_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    return staircase_to_value(g, p, 0, out, err, errlen);
}

/* One move: one stair loses t > 0 coins, the stair below (unless the ground) gains them. */
static int staircase_is_move(const gd_game *g, const gd_position *p, const gd_position *q)
{
    (void)g;
    if (q->n != p->n || q->passes != p->passes || q->flags != p->flags)
        return 0;
    for (int i = 0; i < p->n; i++) {
        if (q->c[i] >= p->c[i])
            continue;
        uint64_t t = p->c[i] - q->c[i];
        for (int j = 0; j < p->n; j++)
            if (j != i && j != i - 1 && q->c[j] != p->c[j])
                return 0;
        return i == 0 || (q->c[i - 1] >= p->c[i - 1] && q->c[i - 1] - p->c[i - 1] == t);
    }
    return 0;
}

static const gd_game_ops staircase_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = staircase_parse,
    .rules.format = gd_game_format_coords,
    .rules.moves = staircase_moves,
    .rules.bound = staircase_bound,
    .oracles.outcome = staircase_outcome,
    .oracles.grundy = staircase_grundy,
    .oracles.winning = staircase_winning,
    .rules.is_move = staircase_is_move,
    .oracles.to_value = staircase_to_value,
};

static gd_game *staircase_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    gd_game *g = gd_game_new(&staircase_ops, 0);
    if (!g)
        gd_err(err, errlen, "out of memory");
    return g;
}

const gd_game_family gd_family_staircase = {
    .name = "staircase",
    .summary = "Staircase Nim: carry coins from a stair down to the next; coins reaching the ground leave",
    .syntax = "c1,c2,...: the coins on stairs 1, 2, ... (1 to 16 stairs; at most 2^64-1 coins in all)",
    .example = "staircase:3,0,5,2",
    .oracles = "outcome, Grundy value, winning moves: Nim on the odd stairs (the XOR of stairs 1, 3, 5, ...)",
    .open = staircase_open,
};
