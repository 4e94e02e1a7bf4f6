/* The outcome of Sylver Coinage positions. gcd 1: an exact search over the semigroups the
 * position can reach, memoized in a hash table keyed by the gap bitset (a position is N
 * when some move leads to a P-position; the search stops at the first such move). gcd > 1:
 * the theorems of docs/sylver.md, else a search for a move to a P-position, else unknown. */
#include "gamedyn/game.h"
#include "gamedyn/sylver.h"
#include "gamedyn/util.h"
#include "sylver_impl.h"
#include <stdlib.h>
#include <string.h>

/* The semigroups a move from a gcd > 1 position may explore before it is given up. */
#define CHILD_NODES 100000
/* Moves tried from a gcd > 1 position: numbers up to this many times its largest number. */
#define CHILD_SPAN 3

struct gd_sylver {
    uint64_t max_mem, max_nodes;
    int W;                /* key width in words (0: no table yet) */
    uint64_t cap, count;  /* slots, semigroups held */
    uint64_t *keys;       /* cap * W words */
    unsigned char *val;   /* 0 empty, 1 P, 2 N */
    uint64_t *stack;      /* levels * W words: the positions on the search path */
    uint64_t levels;
    uint64_t nodes, budget; /* semigroups explored by this call, and its limit (0: none) */
    int over_memory;
};

gd_sylver *gd_sylver_new(uint64_t max_mem, uint64_t max_nodes)
{
    gd_sylver *s = calloc(1, sizeof *s);
    if (s) {
        s->max_mem = max_mem ? max_mem : gd_game_default_max_mem();
        s->max_nodes = max_nodes;
    }
    return s;
}

static void clear_table(gd_sylver *s)
{
    free(s->keys), free(s->val), free(s->stack);
    s->keys = NULL, s->val = NULL, s->stack = NULL;
    s->cap = s->count = s->levels = 0;
    s->W = 0;
}

void gd_sylver_free(gd_sylver *s)
{
    if (s)
        clear_table(s);
    free(s);
}

uint64_t gd_sylver_count(const gd_sylver *s)
{
    return s->count;
}

uint64_t gd_sylver_bytes(const gd_sylver *s)
{
    return s->cap * ((uint64_t)s->W * 8 + 1) + s->levels * (uint64_t)s->W * 8;
}

const char *gd_sylver_how_name(gd_sylver_how how)
{
    static const char *const names[] = {"solved", "ender", "prime", "empty", "move", "unknown"};
    return (unsigned)how < sizeof names / sizeof names[0] ? names[how] : "?";
}

static uint64_t hash_key(const uint64_t *k, int W)
{
    uint64_t h = 0x9e3779b97f4a7c15u;
    for (int i = 0; i < W; i++) {
        h ^= k[i];
        h *= 0xbf58476d1ce4e5b9u;
        h ^= h >> 31;
    }
    return h;
}

static int lookup(const gd_sylver *s, const uint64_t *k)
{
    if (!s->cap)
        return 0;
    for (uint64_t i = hash_key(k, s->W) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
        if (!s->val[i])
            return 0;
        if (memcmp(s->keys + i * s->W, k, (size_t)s->W * 8) == 0)
            return s->val[i];
    }
}

static void put(gd_sylver *s, const uint64_t *k, unsigned char v)
{
    uint64_t i = hash_key(k, s->W) & (s->cap - 1);
    while (s->val[i])
        i = (i + 1) & (s->cap - 1);
    memcpy(s->keys + i * s->W, k, (size_t)s->W * 8);
    s->val[i] = v;
}

/* Doubles the table at half load; counts the real allocation against the bound. */
static int grow(gd_sylver *s)
{
    uint64_t cap = s->cap ? s->cap * 2 : 1024, per = (uint64_t)s->W * 8 + 1;
    if (cap * per + s->cap * per + s->levels * (uint64_t)s->W * 8 > s->max_mem) {
        s->over_memory = 1;
        return -1;
    }
    gd_sylver t = *s;
    t.cap = cap;
    t.keys = malloc(cap * (uint64_t)s->W * 8);
    t.val = calloc(cap, 1);
    if (!t.keys || !t.val) {
        free(t.keys), free(t.val);
        s->over_memory = 1;
        return -1;
    }
    t.count = s->count;
    for (uint64_t i = 0; i < s->cap; i++)
        if (s->val[i])
            put(&t, s->keys + i * s->W, s->val[i]);
    free(s->keys), free(s->val);
    s->keys = t.keys, s->val = t.val, s->cap = cap;
    return 0;
}

/* The outcome of the gaps at stack level d: 0 P, 1 N, -1 memory, -2 budget. */
static int solve(gd_sylver *s, uint64_t F, uint64_t d)
{
    int W = s->W;
    const uint64_t *cur = s->stack + d * (uint64_t)W;
    int v = lookup(s, cur);
    if (v)
        return v - 1;
    if (s->budget && ++s->nodes > s->budget)
        return -2;
    uint64_t *child = s->stack + (d + 1) * (uint64_t)W;
    int result = 0;
    /* Small moves first: they remove many gaps, so their subtrees are small (measured:
     * about 3 times faster on the tables than large moves first). */
    uint64_t Fc = sg_frobenius(cur, W);
    for (uint64_t m = 2; m <= Fc && !result; m++) {
        if (!sg_bit(cur, m))
            continue;
        sg_add(cur, child, W, F, m);
        int r = solve(s, F, d + 1);
        if (r < 0)
            return r;
        result = r == 0;
    }
    if ((s->count + 1) * 2 > s->cap && grow(s) != 0)
        return -1;
    put(s, cur, (unsigned char)(result + 1));
    s->count++;
    return result;
}

static uint64_t popcount(const uint64_t *b, int W)
{
    uint64_t k = 0;
    for (int i = 0; i < W; i++)
        k += (uint64_t)__builtin_popcountll(b[i]);
    return k;
}

/* Makes the table and the stack fit the gaps g (a wider key clears the table); 0 or -1. */
static int prepare(gd_sylver *s, const sg_gaps *g, char *err, size_t errlen)
{
    if (g->W > s->W) {
        clear_table(s);
        s->W = g->W;
    }
    uint64_t levels = popcount(g->bits, g->W) + 2;
    if (levels > s->levels) {
        uint64_t need = levels * (uint64_t)s->W * 8;
        if (need + s->cap * ((uint64_t)s->W * 8 + 1) > s->max_mem) {
            char b[32];
            gd_err(err, errlen, "sylver: the search path of this position needs %s, above the memory bound",
                   gd_format_bytes(need, b, sizeof b));
            return -1;
        }
        uint64_t *st = realloc(s->stack, need);
        if (!st) {
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        s->stack = st;
        s->levels = levels;
    }
    memset(s->stack, 0, (size_t)s->W * 8);
    memcpy(s->stack, g->bits, (size_t)g->W * 8);
    return 0;
}

/* The outcome of the gaps g (0 P, 1 N), or -1 memory / -2 budget with err. */
static int solve_gaps(gd_sylver *s, const sg_gaps *g, uint64_t budget, char *err, size_t errlen)
{
    if (prepare(s, g, err, errlen) != 0)
        return -1;
    s->nodes = 0;
    s->budget = budget;
    s->over_memory = 0;
    int r = solve(s, g->F, 0);
    if (r == -1) {
        char b[32];
        gd_err(err, errlen, "sylver: the search table would grow past the memory bound (%llu semigroups, %s)",
               (unsigned long long)s->count, gd_format_bytes(gd_sylver_bytes(s), b, sizeof b));
    } else if (r == -2)
        gd_err(err, errlen, "sylver: the search explored %llu semigroups without an answer (the limit)",
               (unsigned long long)budget);
    return r;
}

/* After solve_gaps found the root N: the largest move to a P-position (its options are in
 * the table or cheap to solve again), or 0 if the table lost them (memory). */
static uint64_t first_win(gd_sylver *s)
{
    int W = s->W;
    uint64_t F = sg_frobenius(s->stack, W);
    for (uint64_t m = F; m >= 2; m--) {
        if (!sg_bit(s->stack, m))
            continue;
        sg_add(s->stack, s->stack + W, W, F, m);
        if (solve(s, F, 1) == 0)
            return m;
    }
    return 0;
}

static int is_prime(uint64_t p)
{
    if (p < 2)
        return 0;
    for (uint64_t d = 2; d * d <= p; d++)
        if (p % d == 0)
            return 0;
    return 1;
}

/* The outcome of a finite position by the exact search: 0, 1, or -1 / -2 with err. */
static int finite_outcome(gd_sylver *s, const uint64_t *gens, int n, uint64_t budget, char *err, size_t errlen)
{
    sg_gaps g;
    if (sg_build(gens, n, s->max_mem, &g, err, errlen) != 0)
        return -1;
    uint64_t genus = popcount(g.bits, g.W);
    if (genus > GD_SYLVER_MAX_GENUS) {
        sg_free(&g);
        gd_err(err, errlen, "%llu gaps: beyond the exact search (at most %d)", (unsigned long long)genus,
               GD_SYLVER_MAX_GENUS);
        return -2;
    }
    int r = solve_gaps(s, &g, budget, err, errlen);
    sg_free(&g);
    return r;
}

/* The outcome when the theorems of docs/sylver.md decide it without a search: 0, 1, or -1. */
static int by_theorem(const uint64_t *gens, int n)
{
    if (n == 1 && is_prime(gens[0]) && gens[0] >= 5)
        return 0;
    return -1;
}

int gd_sylver_outcome(gd_sylver *s, const uint64_t *gens, int n, gd_sylver_result *r, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    if (n == 0) {
        *r = (gd_sylver_result){1, GD_SYLVER_EMPTY, 5};
        return 0;
    }
    uint64_t g = gd_sylver_gcd(gens, n);
    if (g == 1) {
        int o = finite_outcome(s, gens, n, s->max_nodes, err, errlen);
        if (o >= 0) {
            *r = (gd_sylver_result){o, GD_SYLVER_SOLVED, o ? first_win(s) : 0};
            return 0;
        }
        int e = gd_sylver_is_ender(gens, n);
        if (e == 1) {
            *r = (gd_sylver_result){1, GD_SYLVER_ENDER, 0};
            return 0;
        }
        r->outcome = -1, r->how = GD_SYLVER_UNKNOWN;
        return 0; /* err says why */
    }
    if (by_theorem(gens, n) == 0) {
        *r = (gd_sylver_result){0, GD_SYLVER_PRIME, 0};
        return 0;
    }
    /* A move to a P-position proves N; moves are tried in increasing order up to a span. */
    uint64_t top = gens[n - 1] * CHILD_SPAN;
    if (top > GD_SYLVER_MAX_NUMBER)
        top = GD_SYLVER_MAX_NUMBER;
    for (uint64_t m = 2; m <= top; m++) {
        int legal = gd_sylver_legal(gens, n, m);
        if (legal < 0) {
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        if (!legal)
            continue;
        uint64_t x[GD_SYLVER_MAX_INPUT], child[GD_SYLVER_MAX_INPUT];
        memcpy(x, gens, (size_t)n * sizeof *x);
        x[n] = m;
        int k = gd_sylver_reduce(x, n + 1, child, GD_SYLVER_MAX_INPUT, err, errlen);
        if (k < 0)
            return -1;
        int o;
        char cerr[256];
        if (gd_sylver_gcd(child, k) == 1) {
            if (sg_build_bytes(child, k) > s->max_mem / 4)
                continue;
            o = finite_outcome(s, child, k, s->max_nodes && s->max_nodes < CHILD_NODES ? s->max_nodes : CHILD_NODES,
                               cerr, sizeof cerr);
        } else
            o = by_theorem(child, k);
        if (o == 0) {
            *r = (gd_sylver_result){1, GD_SYLVER_MOVE, m};
            return 0;
        }
    }
    r->outcome = -1, r->how = GD_SYLVER_UNKNOWN;
    gd_err(err, errlen, "unknown: gcd %llu, no theorem applies and no move up to %llu was found to win",
           (unsigned long long)g, (unsigned long long)top);
    return 0;
}

long gd_sylver_winning(gd_sylver *s, const uint64_t *gens, int n, uint64_t **out, char *err, size_t errlen)
{
    *out = NULL;
    uint64_t *gaps;
    long k = gd_sylver_gaps(gens, n, UINT64_MAX, &gaps, err, errlen);
    if (k < 0)
        return -1;
    if (k + 1 > GD_SYLVER_MAX_GENUS) {
        free(gaps);
        gd_err(err, errlen, "sylver: %ld gaps: beyond the exact search (at most %d)", k + 1, GD_SYLVER_MAX_GENUS);
        return -1;
    }
    sg_gaps g;
    if (sg_build(gens, n, s->max_mem, &g, err, errlen) != 0) {
        free(gaps);
        return -1;
    }
    long w = 0;
    uint64_t *tmp = malloc(((size_t)g.W) * 8);
    if (!tmp) {
        free(gaps), sg_free(&g);
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    for (long i = 0; i < k; i++) {
        sg_add(g.bits, tmp, g.W, g.F, gaps[i]);
        sg_gaps c = {g.F, g.W, tmp};
        int r = solve_gaps(s, &c, s->max_nodes, err, errlen);
        if (r < 0) {
            free(gaps), free(tmp), sg_free(&g);
            return -1;
        }
        if (r == 0)
            gaps[w++] = gaps[i];
    }
    free(tmp), sg_free(&g);
    *out = gaps;
    return w;
}
