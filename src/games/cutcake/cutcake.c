/* Cutcake on the game interface: a partizan family (docs/partizan-rulesets.md). A position
 * is a collection of rectangular pieces of cake, HxW = H rows high and W columns wide;
 * Left cuts a piece vertically (along a grid line between two columns: HxW into Hxa and
 * Hx(W-a)), Right horizontally (between two rows) (Winning Ways, ch. 2).
 *
 * Position: the pieces sorted in decreasing order of H * 256 + W, 16 bits each, four a
 * coordinate; n = ceil(pieces / 4), at least 1. 1x1 pieces are left out (nobody can cut
 * them, so they change nothing); the other pieces have area at least 2, and the area of
 * the pieces is at most 128, so there are at most 64. */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define CC_MAX_AREA 128
#define CC_MAX_PIECES 64

static int unpack(const gd_position *p, unsigned *piece)
{
    int n = 0;
    for (int k = 0; k < CC_MAX_PIECES; k++) {
        unsigned w = (unsigned)(p->c[k >> 2] >> (16 * (k & 3))) & 0xffff;
        if (!w)
            break;
        piece[n++] = w;
    }
    return n;
}

static int by_decreasing(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return (x < y) - (x > y);
}

/* Sorts, drops 1x1 pieces and packs. */
static void pack(unsigned *piece, int n, gd_position *p)
{
    if (n > 1)
        qsort(piece, (size_t)n, sizeof *piece, by_decreasing);
    memset(p, 0, sizeof *p);
    int m = 0;
    for (int k = 0; k < n; k++)
        if (piece[k] != (1u << 8 | 1u)) {
            p->c[m >> 2] |= (uint64_t)piece[k] << (16 * (m & 3));
            m++;
        }
    p->n = (uint8_t)(m ? (m + 3) / 4 : 1);
}

static int cc_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    unsigned piece[CC_MAX_AREA + 1];
    int n = 0;
    unsigned area = 0;
    if (strcmp(text, "0") == 0) {
        pack(NULL, 0, p);
        return 0;
    }
    for (const char *s = text;;) {
        unsigned long h = 0, w = 0;
        const char *a = s;
        while (isdigit((unsigned char)*s) && h <= CC_MAX_AREA)
            h = h * 10 + (unsigned long)(*s++ - '0');
        int ok = s > a && *s == 'x';
        const char *b = ok ? ++s : s;
        while (ok && isdigit((unsigned char)*s) && w <= CC_MAX_AREA)
            w = w * 10 + (unsigned long)(*s++ - '0');
        ok = ok && s > b && (*s == ',' || !*s);
        if (!ok || !h || !w || h > CC_MAX_AREA || w > CC_MAX_AREA || (area += (unsigned)(h * w)) > CC_MAX_AREA) {
            gd_err(err, errlen,
                   ok || (s > a && *s != 'x' && *s != ',' && *s)
                       ? "cutcake '%.80s': pieces HxW from 1x1 up, at most %d squares of cake in all"
                       : "bad cutcake '%.80s' (expected pieces HxW (H rows, W columns) separated by ',', at most %d "
                         "squares in all, or 0 for no cake)",
                   text, CC_MAX_AREA);
            return -1;
        }
        piece[n++] = (unsigned)(h << 8 | w);
        if (!*s)
            break;
        s++;
    }
    pack(piece, n, p);
    return 0;
}

static int cc_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    unsigned piece[CC_MAX_PIECES];
    int n = unpack(p, piece);
    char t[CC_MAX_PIECES * 10 + 2];
    size_t at = 0;
    if (!n)
        return snprintf(buf, len, "0");
    for (int k = 0; k < n; k++)
        at += (size_t)snprintf(t + at, sizeof t - at, "%s%ux%u", k ? "," : "", piece[k] >> 8, piece[k] & 255);
    return snprintf(buf, len, "%s", t);
}

/* Cuts of equal pieces, and the cuts at a and at W-a, lead to the same position: each
 * is listed once. */
static uint64_t cc_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    unsigned piece[CC_MAX_PIECES + 1];
    int n = unpack(p, piece);
    uint64_t count = 0;
    for (int side = GD_LEFT; side <= GD_RIGHT; side++)
        for (int k = 0; k < n; k++) {
            if (k && piece[k] == piece[k - 1])
                continue;
            unsigned h = piece[k] >> 8, w = piece[k] & 255, len = side == GD_LEFT ? w : h;
            for (unsigned a = 1; 2 * a <= len; a++) {
                if (count < cap) {
                    unsigned q[CC_MAX_PIECES + 1];
                    memcpy(q, piece, (size_t)n * sizeof *q);
                    q[k] = side == GD_LEFT ? h << 8 | a : a << 8 | w;
                    q[n] = side == GD_LEFT ? h << 8 | (w - a) : (h - a) << 8 | w;
                    pack(q, n + 1, &out[count].to);
                    out[count].is_pass = 0;
                    out[count].side = side;
                }
                count++;
            }
        }
    return count;
}

/* Every reachable position is a multiset of pieces of at most the tallest piece's height
 * and the widest one's width, 1x1 left out, of total area at most the area now: their
 * number, counted by area (saturating). */
static uint64_t cc_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    unsigned piece[CC_MAX_PIECES];
    int n = unpack(p, piece);
    unsigned hmax = 0, wmax = 0, area = 0;
    for (int k = 0; k < n; k++) {
        unsigned h = piece[k] >> 8, w = piece[k] & 255;
        hmax = h > hmax ? h : hmax, wmax = w > wmax ? w : wmax, area += h * w;
    }
    uint64_t ways[CC_MAX_AREA + 1] = {1};
    for (unsigned h = 1; h <= hmax; h++)
        for (unsigned w = 1; w <= wmax; w++) {
            unsigned s = h * w;
            if (s < 2 || s > area)
                continue;
            for (unsigned t = s; t <= area; t++)
                ways[t] = ways[t] > UINT64_MAX - ways[t - s] ? UINT64_MAX : ways[t] + ways[t - s];
        }
    uint64_t total = 0;
    for (unsigned t = 0; t <= area; t++)
        total = total > UINT64_MAX - ways[t] ? UINT64_MAX : total + ways[t];
    return total;
}


/* Components: the pieces. A cut changes one piece, so the position is the disjunctive
 * sum of its pieces. A square piece HxH is left out: turning it through a right angle
 * swaps the players (see cc_normal_form) and gives the same piece, so G = -G and G = 0. */
static int cc_components(const gd_game *g, const gd_position *p, gd_position *out, int cap)
{
    (void)g;
    unsigned piece[CC_MAX_PIECES];
    int n = unpack(p, piece), k = 0;
    for (int i = 0; i < n; i++) {
        if ((piece[i] >> 8) == (piece[i] & 255))
            continue;
        if (k < cap)
            pack(&piece[i], 1, &out[k]);
        k++;
    }
    return k;
}

/* Normal form of a position: a piece HxW with H <= W, sign +1; a piece HxW with H > W
 * becomes WxH with sign -1: the transpose of a piece turns Left's vertical cuts into
 * horizontal ones, which are Right's, and Right's into Left's, so by induction on the
 * area its value is the negative (Winning Ways, ch. 2). A position of several pieces is
 * its own key. */
static int cc_normal_form(const gd_game *g, const gd_position *p, gd_position *key)
{
    (void)g;
    unsigned piece[CC_MAX_PIECES];
    int n = unpack(p, piece);
    *key = *p;
    if (n != 1 || (piece[0] >> 8) <= (piece[0] & 255))
        return 1;
    piece[0] = (piece[0] & 255) << 8 | piece[0] >> 8;
    pack(piece, 1, key);
    return -1;
}

static const gd_game_ops cc_ops = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = cc_parse,
    .rules.format = cc_format,
    .rules.moves = cc_moves,
    .rules.bound = cc_bound,
    .values.components = cc_components,
    .values.normal_form = cc_normal_form,
};

static gd_game *cc_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    gd_game *g = gd_game_new(&cc_ops, 0);
    if (!g)
        gd_err(err, errlen, "out of memory");
    return g;
}

const gd_game_family gd_family_cutcake = {
    .name = "cutcake",
    .summary = "Cutcake (partizan): Left cuts a piece of cake vertically, Right horizontally",
    .syntax = "pieces HxW (H rows high, W columns wide) separated by ',', at most 128 squares in all; 1x1 pieces are "
              "left out; 0 for no cake",
    .example = "cutcake:3x4,2x2",
    .oracles = "none: the generic solver (outcome class and each side's winning moves); values by components and "
               "normal forms, from which query --value also answers the outcome class and the winning moves",
    .open = cc_open,
};
