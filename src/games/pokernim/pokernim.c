/* Poker Nim: Nim in which each player keeps the stones he takes in his hand and may, instead
 * of taking, put stones from his hand onto one heap (Berlekamp, Conway and Guy, Winning
 * Ways, vol. 1; the AMS Feature Column on Sprague-Grundy theory). Adding undoes taking, so
 * the move graph has cycles: the family is loopy and the generic solver answers it by
 * retrograde analysis and the generalized Sprague-Grundy function (docs/loopy.md).
 *
 * A position is the heaps, then the hand of the player to move and the other player's
 * hand: c[0..k-1] the k heaps, c[k] and c[k+1] the hands (k from 1 to 14). A move is either
 * taking t >= 1 stones from one heap into the mover's hand, or putting t >= 1 stones from
 * the mover's hand onto one heap (an empty one too); then the hands swap places, the other
 * player being to move. pokernim:C bounds each hand at C stones: a capture past C keeps C
 * and the rest leave the game, or, with --strict-cap, is not a move. Unbounded hands keep
 * the game finite as well: the stones in play (heaps and hands) never increase. Normal
 * play: a player with no move (no stone on a heap, none in hand) loses. */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_HEAPS (GD_GAME_MAX_COORDS - 2)
#define MAX_STONES ((uint64_t)1 << 20)

typedef struct {
    int capped, strict;
    uint64_t cap;
    char name[48];
} pokernim_ctx;

static int pokernim_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    const pokernim_ctx *c = g->ctx;
    const char *slash = strchr(text, '/');
    size_t hl = slash ? (size_t)(slash - text) : strlen(text);
    char heaps[512];
    if (hl >= sizeof heaps) {
        gd_err(err, errlen, "pokernim position too long");
        return -1;
    }
    memcpy(heaps, text, hl);
    heaps[hl] = 0;
    if (gd_game_parse_coords(g, heaps, 1, MAX_HEAPS, "heap", MAX_STONES, "2^20", p, err, errlen) != 0)
        return -1;
    uint64_t hand[2] = {0, 0};
    if (slash) {
        char a[32], b[32];
        const char *comma = strchr(slash + 1, ',');
        size_t al = comma ? (size_t)(comma - slash - 1) : 0;
        if (!comma || al >= sizeof a || strlen(comma + 1) >= sizeof b) {
            gd_err(err, errlen, "pokernim position '%s': after '/' expected the two hands A,B (the player to move's, "
                                "then the other's)", text);
            return -1;
        }
        memcpy(a, slash + 1, al);
        a[al] = 0;
        snprintf(b, sizeof b, "%s", comma + 1);
        if (gd_parse_u64(a, &hand[0]) != 0 || gd_parse_u64(b, &hand[1]) != 0 || hand[0] > MAX_STONES ||
            hand[1] > MAX_STONES) {
            gd_err(err, errlen, "pokernim position '%s': a hand is a number of stones from 0 to 2^20", text);
            return -1;
        }
        if (c->capped && (hand[0] > c->cap || hand[1] > c->cap)) {
            gd_err(err, errlen, "pokernim position '%s': a hand holds at most %llu stones in %s", text,
                   (unsigned long long)c->cap, g->name);
            return -1;
        }
    }
    uint64_t total = hand[0] + hand[1];
    for (int i = 0; i < p->n; i++)
        total += p->c[i];
    if (total > MAX_STONES) {
        gd_err(err, errlen, "pokernim position '%s': more than 2^20 stones in all", text);
        return -1;
    }
    int k = p->n;
    p->c[k] = hand[0], p->c[k + 1] = hand[1];
    p->n = (uint8_t)(k + 2);
    return 0;
}

static int pokernim_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    gd_position h = *p;
    int k = p->n - 2;
    h.n = (uint8_t)k;
    h.c[k] = h.c[k + 1] = 0;
    char heaps[512];
    gd_game_format_coords(g, &h, heaps, sizeof heaps);
    return snprintf(buf, len, "%s/%llu,%llu", heaps, (unsigned long long)p->c[k], (unsigned long long)p->c[k + 1]);
}

/* Per heap: the takes (1, 2, ...), then the additions (1, 2, ...). */
static uint64_t pokernim_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    const pokernim_ctx *c = g->ctx;
    int k = p->n - 2;
    uint64_t mine = p->c[k], theirs = p->c[k + 1], n = 0;
    for (int i = 0; i < k; i++) {
        for (uint64_t t = 1; t <= p->c[i]; t++) {
            uint64_t hand = mine + t;
            if (c->capped && hand > c->cap) {
                if (c->strict)
                    break;
                hand = c->cap;
            }
            if (n < cap) {
                gd_move *m = &out[n];
                m->to = *p, m->is_pass = 0;
                m->to.c[i] -= t;
                m->to.c[k] = theirs, m->to.c[k + 1] = hand;
            }
            n++;
        }
        for (uint64_t t = 1; t <= mine; t++) {
            if (n < cap) {
                gd_move *m = &out[n];
                m->to = *p, m->is_pass = 0;
                m->to.c[i] += t;
                m->to.c[k] = theirs, m->to.c[k + 1] = mine - t;
            }
            n++;
        }
    }
    return n;
}

/* The stones in play never increase: at most the ways to spread T stones or fewer over the
 * heaps and the two hands, C(T + k + 2, k + 2). */
static uint64_t pokernim_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    uint64_t t = 0;
    for (int i = 0; i < p->n; i++)
        t += p->c[i];
    double b = 1;
    for (int i = 1; i <= p->n; i++)
        b = b * (double)(t + (uint64_t)i) / i;
    return b >= 1.8e19 ? UINT64_MAX : (uint64_t)ceil(b) + 1;
}

static const gd_game_ops pokernim_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = pokernim_parse,
    .rules.format = pokernim_format,
    .rules.moves = pokernim_moves,
    .rules.bound = pokernim_bound,
};

static gd_game *pokernim_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    uint64_t cap = 0;
    int capped = strncmp(name, "pokernim:", 9) == 0;
    if (capped && (gd_parse_u64(name + 9, &cap) != 0 || cap > MAX_STONES)) {
        gd_err(err, errlen, "pokernim:C needs a cap C from 0 to 2^20 (stones a hand holds): '%s'", name);
        return NULL;
    }
    int strict = gd_game_opt_value(opt, "strict-cap") != NULL;
    if (strict && !capped) {
        gd_err(err, errlen, "pokernim --strict-cap needs a cap: pokernim:C");
        return NULL;
    }
    gd_game *g = gd_game_new(&pokernim_ops, sizeof(pokernim_ctx));
    if (!g) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    pokernim_ctx *c = g->ctx;
    c->capped = capped, c->strict = strict, c->cap = cap;
    snprintf(c->name, sizeof c->name, "%s", name);
    g->name = c->name;
    g->loopy = 1;
    return g;
}

static const gd_game_opt pokernim_opts[] = {
    {"strict-cap", GD_OPT_FLAG, NULL,
     "pokernim:C: a capture that would take the hand past C is not a move (default: the stones past C leave)", NULL, 0},
    {NULL, 0, NULL, NULL, NULL, 0},
};

const gd_game_family gd_family_pokernim = {
    .name = "pokernim",
    .summary = "Poker Nim: take from a heap into your hand, or put stones from your hand back (loopy: draws)",
    .syntax = "h1,...,hk/A,B: 1 to 14 heaps, then the hands of the player to move (A) and of the other (B); "
              "no /A,B: empty hands; at most 2^20 stones in all",
    .example = "pokernim:3,5,6/2,1",
    .variants = "pokernim:C: each hand holds at most C stones (the stones captured past C leave the game; "
                "--strict-cap: such a capture is not a move)",
    .oracles = "none: the generic solver labels the loopy move graph (P, N or D, remoteness, generalized "
               "Sprague-Grundy values)",
    .opts = pokernim_opts,
    .parameter = 1,
    .open = pokernim_open,
};
