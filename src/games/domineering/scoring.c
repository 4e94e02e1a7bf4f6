/* scoring.c - Scoring Domineering as a scoring game (docs/scoring.md): a move places a
 * domino and scores 1 for its player, and a component where at most one player can still
 * move is settled: it scores the largest number of moves that player could still make there
 * and is not played any more. A region where both can move is therefore
 * {1 + V(R - d) | -1 + V(R - d)} over the dominoes d of each side, any other region the
 * number +(Left's largest number of moves) or -(Right's), or 0: every value is a dicot
 * (Milnor's positional games). A board is the sum of its regions; regions are stored by
 * their normal form (a transposed region is the conjugate: the players and their
 * orientations swap, and so do the scores). */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    gd_position key;
    uint32_t id;
    int used;
} entry;

struct gd_domineering_scoring {
    gd_scoring *s;
    entry *tab;
    size_t cap, n;
    gd_scoring_id one, minus_one;
};

gd_domineering_scoring *gd_domineering_scoring_new(gd_scoring *s)
{
    gd_domineering_scoring *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->s = s;
    d->one = gd_scoring_number(s, gd_dyadic_int(1));
    d->minus_one = gd_scoring_number(s, gd_dyadic_int(-1));
    return d;
}

void gd_domineering_scoring_free(gd_domineering_scoring *d)
{
    if (d)
        free(d->tab), free(d);
}

int gd_domineering_max_moves(const gd_position *p, int side)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p), total = 0;
    /* dominoes of one orientation never interact across rows (Right) or columns (Left):
     * each run of k empty cells holds k/2 of them */
    int outer = side == GD_LEFT ? cols : rows, inner = side == GD_LEFT ? rows : cols;
    for (int a = 0; a < outer; a++) {
        int run = 0;
        for (int b = 0; b <= inner; b++) {
            int empty = b < inner && !gd_domineering_occupied(p, side == GD_LEFT ? b : a, side == GD_LEFT ? a : b);
            if (empty)
                run++;
            else
                total += run / 2, run = 0;
        }
    }
    return total;
}

static uint64_t key_hash(const gd_position *k)
{
    uint64_t h = 0x9e3779b97f4a7c15u;
    for (int i = 0; i < k->n; i++)
        h = (h ^ k->c[i]) * 0xbf58476d1ce4e5b9u, h ^= h >> 29;
    return h;
}

static entry *slot(gd_domineering_scoring *d, const gd_position *k)
{
    size_t i = key_hash(k) & (d->cap - 1);
    while (d->tab[i].used && memcmp(&d->tab[i].key, k, sizeof *k) != 0)
        i = (i + 1) & (d->cap - 1);
    return &d->tab[i];
}

static int remember(gd_domineering_scoring *d, const gd_position *k, uint32_t id)
{
    if (2 * (d->n + 1) > d->cap) {
        size_t cap = d->cap ? 2 * d->cap : 1024;
        entry *old = d->tab;
        size_t oldcap = d->cap;
        if (!(d->tab = calloc(cap, sizeof *d->tab))) {
            d->tab = old;
            return -1;
        }
        d->cap = cap;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i].used)
                *slot(d, &old[i].key) = old[i];
        free(old);
    }
    entry *e = slot(d, k);
    if (!e->used)
        d->n++;
    *e = (entry){*k, id, 1};
    return 0;
}

static gd_scoring_id board_value(gd_domineering_scoring *d, const gd_position *p);

/* The value of one region (its empty cells connected). */
static gd_scoring_id region_value(gd_domineering_scoring *d, const gd_position *p)
{
    gd_position key;
    memset(&key, 0, sizeof key);
    int sign = gd_domineering_normal_form(p, &key);
    entry *e = d->cap ? slot(d, &key) : NULL;
    if (e && e->used)
        return sign > 0 ? e->id : gd_scoring_neg(d->s, e->id);
    int rows = gd_domineering_rows(&key), cols = gd_domineering_cols(&key);
    int ml = gd_domineering_max_moves(&key, GD_LEFT), mr = gd_domineering_max_moves(&key, GD_RIGHT);
    if (!ml || !mr) {
        /* settled: at most one player can move here */
        gd_scoring_id x = gd_scoring_number(d->s, gd_dyadic_int(ml - mr));
        return sign > 0 ? x : gd_scoring_neg(d->s, x);
    }
    uint32_t *opt[2] = {NULL, NULL};
    size_t n[2] = {0, 0};
    gd_scoring_id out = GD_SCORING_NONE;
    for (int side = 0; side < 2; side++) {
        opt[side] = malloc((size_t)(rows * cols + 1) * sizeof *opt[side]);
        if (!opt[side])
            goto done;
        int dr = side == GD_LEFT, dc = side == GD_RIGHT;
        for (int r = 0; r + dr < rows; r++)
            for (int c = 0; c + dc < cols; c++) {
                if (gd_domineering_occupied(&key, r, c) || gd_domineering_occupied(&key, r + dr, c + dc))
                    continue;
                gd_position q = key;
                gd_domineering_occupy(&q, r, c), gd_domineering_occupy(&q, r + dr, c + dc);
                gd_scoring_id v = board_value(d, &q);
                if (v == GD_SCORING_NONE)
                    goto done;
                v = gd_scoring_sum(d->s, v, side == GD_LEFT ? d->one : d->minus_one);
                if (v == GD_SCORING_NONE)
                    goto done;
                opt[side][n[side]++] = v;
            }
    }
    gd_dyadic la = gd_dyadic_int(0), ra = la; /* not used: both sides have options */
    out = gd_scoring_make(d->s, (gd_scoring_side){opt[0], n[0], la}, (gd_scoring_side){opt[1], n[1], ra});
    if (out != GD_SCORING_NONE && remember(d, &key, out) != 0)
        out = GD_SCORING_NONE;
    if (out != GD_SCORING_NONE && sign < 0)
        out = gd_scoring_neg(d->s, out);
done:
    free(opt[0]), free(opt[1]);
    return out;
}

static gd_scoring_id board_value(gd_domineering_scoring *d, const gd_position *p)
{
    gd_position reg[GD_DOM_MAX_CELLS];
    int k = gd_domineering_regions(p, reg, GD_DOM_MAX_CELLS);
    gd_scoring_id v = gd_scoring_number(d->s, gd_dyadic_int(0));
    for (int i = 0; i < k && v != GD_SCORING_NONE; i++) {
        gd_scoring_id r = region_value(d, &reg[i]);
        v = r == GD_SCORING_NONE ? r : gd_scoring_sum(d->s, v, r);
    }
    return v;
}

/* Marks the component of (r0, c0) in comp (cells r*cols + c) and returns whether both
 * players can move inside it. */
static int component(const gd_position *p, int r0, int c0, uint8_t *comp)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    int stack[GD_DOM_MAX_CELLS], top = 0, vert = 0, horiz = 0;
    comp[r0 * cols + c0] = 1;
    stack[top++] = r0 * cols + c0;
    while (top) {
        int x = stack[--top], r = x / cols, c = x % cols;
        int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (int i = 0; i < 4; i++) {
            int rr = nb[i][0], cc = nb[i][1];
            if (rr < 0 || rr >= rows || cc < 0 || cc >= cols || gd_domineering_occupied(p, rr, cc))
                continue;
            vert |= i < 2, horiz |= i >= 2;
            if (!comp[rr * cols + cc]) {
                comp[rr * cols + cc] = 1;
                stack[top++] = rr * cols + cc;
            }
        }
    }
    return vert && horiz;
}

int gd_domineering_scoring_moves(const gd_position *p, int side, gd_position *out, int cap)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p), n = 0;
    uint8_t hot[GD_DOM_MAX_CELLS] = {0}, seen[GD_DOM_MAX_CELLS] = {0};
    for (int x = 0; x < rows * cols; x++) {
        if (seen[x] || gd_domineering_occupied(p, x / cols, x % cols))
            continue;
        uint8_t comp[GD_DOM_MAX_CELLS] = {0};
        int both = component(p, x / cols, x % cols, comp);
        for (int y = 0; y < rows * cols; y++)
            if (comp[y])
                seen[y] = 1, hot[y] = (uint8_t)both;
    }
    int dr = side == GD_LEFT, dc = side == GD_RIGHT;
    for (int r = 0; r + dr < rows; r++)
        for (int c = 0; c + dc < cols; c++) {
            int a = r * cols + c, b = (r + dr) * cols + c + dc;
            if (gd_domineering_occupied(p, r, c) || gd_domineering_occupied(p, r + dr, c + dc) || !hot[a] || !hot[b])
                continue;
            if (n < cap) {
                out[n] = *p;
                gd_domineering_occupy(&out[n], r, c), gd_domineering_occupy(&out[n], r + dr, c + dc);
            }
            n++;
        }
    return n;
}

int gd_domineering_scoring_value(gd_domineering_scoring *d, const gd_position *p, gd_scoring_id *out, char *err,
                                 size_t errlen)
{
    *out = board_value(d, p);
    if (*out == GD_SCORING_NONE) {
        gd_err(err, errlen, "%s", gd_scoring_error(d->s) ? gd_scoring_error(d->s) : "out of memory");
        return -1;
    }
    return 0;
}
