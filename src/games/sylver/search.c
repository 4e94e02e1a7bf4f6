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

/* A gcd > 1 position: its moves n = 2, 3, ... up to this many times its largest number are
 * tried, each leading to a gcd-1 position of genus at most CHILD_GENUS (solved exactly). */
#define CHILD_SPAN 3
#define CHILD_GENUS 48
/* Key widths: a searched semigroup has genus <= GD_SYLVER_MAX_GENUS, so its Frobenius number
 * is below twice that (F <= 2 genus - 1) and its gap bitset fits in MAXW words. */
#define MAXW ((2 * GD_SYLVER_MAX_GENUS) / 64)

/* Semigroups whose gap bitsets are w words long (their Frobenius number below 64 w). */
typedef struct {
    uint64_t cap, count;
    uint64_t *keys; /* cap * w words (see put) */
    int full;       /* at its last size: a cache that replaces (see keep) */
} memo_tab;

struct gd_sylver {
    uint64_t max_mem, max_nodes;
    memo_tab tab[MAXW + 1]; /* tab[w]: keyed by w words, so a small semigroup costs a small key */
    uint64_t searched, evictions; /* semigroups searched, and dropped at the memory bound */
    int W;                  /* width of the search path's bitsets */
    uint64_t *stack;        /* levels * W words: the positions on the search path */
    uint64_t levels;
    uint64_t nodes, budget; /* semigroups explored by this call, and its limit (0: none) */
    uint64_t root_move;     /* the smallest winning move of the root, when it is N */
    int want_move, over_memory;
    uint64_t peak; /* the most bytes the memo and path held */
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

static void clear_memo(gd_sylver *s)
{
    for (int w = 1; w <= MAXW; w++) {
        s->evictions += s->tab[w].count;
        free(s->tab[w].keys);
        memset(&s->tab[w], 0, sizeof s->tab[w]);
    }
}

void gd_sylver_free(gd_sylver *s)
{
    if (s) {
        clear_memo(s);
        free(s->stack);
    }
    free(s);
}

uint64_t gd_sylver_count(const gd_sylver *s)
{
    uint64_t n = 0;
    for (int w = 1; w <= MAXW; w++)
        n += s->tab[w].count;
    return n;
}

uint64_t gd_sylver_searched(const gd_sylver *s)
{
    return s->searched;
}

uint64_t gd_sylver_evictions(const gd_sylver *s)
{
    return s->evictions;
}

static uint64_t memo_bytes(const gd_sylver *s)
{
    uint64_t b = 0;
    for (int w = 1; w <= MAXW; w++)
        b += s->tab[w].cap * (uint64_t)w * 8;
    return b;
}

uint64_t gd_sylver_bytes(const gd_sylver *s)
{
    return memo_bytes(s) + s->levels * (uint64_t)s->W * 8;
}

static void note_peak(gd_sylver *s)
{
    uint64_t b = gd_sylver_bytes(s);
    if (b > s->peak)
        s->peak = b;
}

uint64_t gd_sylver_peak_bytes(const gd_sylver *s)
{
    return s->peak;
}

const char *gd_sylver_how_name(gd_sylver_how how)
{
    static const char *const names[] = {"solved", "ender", "prime", "empty", "move", "unknown", "quiet"};
    return (unsigned)how < sizeof names / sizeof names[0] ? names[how] : "?";
}

/* A slot holds a gap bitset with its outcome in bit 0 (0 is never a gap, so that bit is
 * free): 0 P, 1 N. An empty slot is all zero (1 is always a gap, so a key never is): one
 * array, one cache line read per probe. */
static int slot_eq(const uint64_t *slot, const uint64_t *k, int w)
{
    if ((slot[0] & ~(uint64_t)1) != k[0])
        return 0;
    for (int i = 1; i < w; i++)
        if (slot[i] != k[i])
            return 0;
    return 1;
}

/* A full table keeps a key within its first BUCKET slots (linear probing from its hash), so
 * that a probe ends there even when no slot is empty. A key placed further out while the
 * table grew is then no longer found: a lost cache entry, never a wrong answer. */
#define BUCKET 8

/* 1 P, 2 N, 0 absent. */
static int lookup(const memo_tab *t, const uint64_t *k, int w)
{
    if (!t->cap)
        return 0;
    uint64_t i = sg_hash(k, w) & (t->cap - 1);
    for (uint64_t n = 0; !t->full || n < BUCKET; n++, i = (i + 1) & (t->cap - 1)) {
        const uint64_t *slot = t->keys + i * w;
        if (!slot[0])
            return 0;
        if (slot_eq(slot, k, w))
            return (int)(slot[0] & 1) + 1;
    }
    return 0;
}

static void store(uint64_t *slot, const uint64_t *k, int w, int result)
{
    memcpy(slot, k, (size_t)w * 8);
    slot[0] |= (uint64_t)result;
}

static void put(memo_tab *t, const uint64_t *k, int w, int result)
{
    uint64_t i = sg_hash(k, w) & (t->cap - 1);
    while (t->keys[i * w])
        i = (i + 1) & (t->cap - 1);
    store(t->keys + i * w, k, w, result);
}

/* Puts k into a full table: an empty slot of its bucket (counted in t), else one of the
 * bucket's keys chosen by the hash (so the choice depends on the keys alone) is dropped
 * (counted in s). */
static void keep(gd_sylver *s, memo_tab *t, const uint64_t *k, int w, int result)
{
    uint64_t h = sg_hash(k, w), i = h & (t->cap - 1);
    for (int n = 0; n < BUCKET; n++) {
        uint64_t *slot = t->keys + ((i + (uint64_t)n) & (t->cap - 1)) * w;
        if (!slot[0]) {
            store(slot, k, w, result);
            t->count++;
            return;
        }
    }
    store(t->keys + ((i + (h >> 40) % BUCKET) & (t->cap - 1)) * w, k, w, result);
    s->evictions++;
}

/* Halves the table of width w in place (its upper half rehashed into the lower one, which
 * then replaces keys as a full table does), so that another width can have the memory. */
static void halve(gd_sylver *s, int w)
{
    memo_tab *t = &s->tab[w];
    memo_tab h = {t->cap / 2, 0, t->keys, 1};
    uint64_t k[MAXW];
    for (uint64_t i = 0; i < h.cap; i++)
        h.count += t->keys[i * w] != 0;
    for (uint64_t i = h.cap; i < t->cap; i++) {
        uint64_t *slot = t->keys + i * w;
        if (!slot[0])
            continue;
        memcpy(k, slot, (size_t)w * 8);
        int r = (int)(k[0] & 1);
        k[0] &= ~(uint64_t)1;
        keep(s, &h, k, w, r);
    }
    uint64_t *keys = realloc(t->keys, h.cap * (uint64_t)w * 8);
    if (keys) /* a smaller block: realloc may only fail to move it */
        h.keys = keys;
    *t = h;
}

/* Doubles table w at half load (a width without a table gets 1024 slots), counting the real
 * allocation (old and new table while it is rehashed) against the bound. When that does not
 * fit, a table of another width larger than this one would become gives up half its memory
 * (halve), and otherwise this table stays at its size and becomes a cache that replaces its
 * keys (keep): so the widths in use share the memory about equally. A new width takes half of
 * the largest table, or all the memo when every table is at its first size. The memo is a
 * cache of exact values: what it drops changes the work, never an answer. 0, or -1 when not
 * even an empty table fits. */
static int grow(gd_sylver *s, int w)
{
    memo_tab *t = &s->tab[w];
    uint64_t per = (uint64_t)w * 8, cap = t->cap ? t->cap * 2 : 1024;
    uint64_t path = s->levels * (uint64_t)s->W * 8;
    while (memo_bytes(s) + cap * per + path > s->max_mem) {
        note_peak(s);
        int u = 0;
        for (int v = 1; v <= MAXW; v++)
            if (v != w && s->tab[v].cap > 1024 && s->tab[v].cap * (uint64_t)v > (u ? s->tab[u].cap * (uint64_t)u : 0))
                u = v;
        if (u && (!t->cap || s->tab[u].cap * (uint64_t)u * 8 > cap * per)) {
            halve(s, u);
            continue;
        }
        if (t->cap) {
            t->full = 1;
            return 0;
        }
        clear_memo(s);
        if (cap * per + path > s->max_mem) {
            s->over_memory = 1;
            return -1;
        }
    }
    memo_tab n = {cap, t->count, calloc(cap, per), 0};
    if (!n.keys) {
        s->over_memory = 1;
        return -1;
    }
    for (uint64_t i = 0; i < t->cap; i++) {
        uint64_t *slot = t->keys + i * w;
        if (slot[0]) {
            int r = (int)(slot[0] & 1);
            slot[0] &= ~(uint64_t)1;
            put(&n, slot, w, r);
        }
    }
    free(t->keys);
    *t = n;
    return 0;
}

static int remember(gd_sylver *s, const uint64_t *k, int w, int result)
{
    memo_tab *t = &s->tab[w];
    s->searched++;
    if (!t->full && (t->count + 1) * 2 > t->cap && grow(s, w) != 0)
        return -1;
    if (t->full) {
        keep(s, t, k, w, result);
        return 0;
    }
    put(t, k, w, result);
    t->count++;
    return 0;
}

/* The outcome of the gaps at stack level d: 0 P, 1 N, -1 memory, -2 budget. At the root with
 * want_move every move is tried in order and the first winning one kept. */
static int solve(gd_sylver *s, uint64_t d, int wp)
{
    int W = s->W;
    const uint64_t *cur = s->stack + d * (uint64_t)W;
    uint64_t Fc = sg_frobenius(cur, wp);
    int w = (int)(Fc / 64 + 1), root = d == 0 && s->want_move;
    /* Sicherman's ender theorem: an ender with a move other than 1 (Fc >= 2) is N. Checked
     * before the memo, and not stored: the check reads only cur, while a memo probe is a
     * cache miss (measured: the probe was most of the time). */
    if (!root && Fc >= 2 && sg_is_ender(cur, w))
        return 1;
    if (!root) {
        int v = lookup(&s->tab[w], cur, w);
        if (v)
            return v - 1;
    }
    if (s->budget && ++s->nodes > s->budget)
        return -2;
    uint64_t *child = s->stack + (d + 1) * (uint64_t)W;
    int result = 0;
    /* Small moves first: they remove many gaps, so their subtrees are small (measured:
     * about 3 times faster on the tables than large moves first). A child's gaps are among
     * cur's, so its bitset is w words (the words above are never read). */
    for (int i = 0; i < w && !result; i++)
        for (uint64_t b = cur[i] & (i ? ~(uint64_t)0 : ~(uint64_t)3); b && !result; b &= b - 1) {
            uint64_t m = (uint64_t)i * 64 + (uint64_t)__builtin_ctzll(b);
            sg_add(cur, child, w, Fc, m);
            int r = solve(s, d + 1, w);
            if (r < 0)
                return r;
            result = r == 0;
            if (result && root)
                s->root_move = m;
        }
    return remember(s, cur, w, result) ? -1 : result;
}

static uint64_t popcount(const uint64_t *b, int W)
{
    uint64_t k = 0;
    for (int i = 0; i < W; i++)
        k += (uint64_t)__builtin_popcountll(b[i]);
    return k;
}

/* Makes the stack fit the gaps g; 0 or -1. */
static int prepare(gd_sylver *s, const sg_gaps *g, char *err, size_t errlen)
{
    if (g->W > MAXW) {
        gd_err(err, errlen, "sylver: Frobenius number %llu: beyond the exact search", (unsigned long long)g->F);
        return -1;
    }
    uint64_t levels = popcount(g->bits, g->W) + 2;
    if (g->W > s->W || levels > s->levels) {
        int W = g->W > s->W ? g->W : s->W;
        levels = levels > s->levels ? levels : s->levels;
        uint64_t need = levels * (uint64_t)W * 8;
        if (need + 1024 * 9 > s->max_mem) {
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
        s->W = W;
    }
    memset(s->stack, 0, (size_t)s->W * 8);
    memcpy(s->stack, g->bits, (size_t)g->W * 8);
    return 0;
}

/* The outcome of the gaps g (0 P, 1 N), or -1 memory / -2 budget with err; with want_move,
 * s->root_move is the smallest winning move when N. */
static int solve_gaps(gd_sylver *s, const sg_gaps *g, uint64_t budget, int want_move, char *err, size_t errlen)
{
    if (prepare(s, g, err, errlen) != 0)
        return -1;
    s->nodes = 0;
    s->budget = budget;
    s->over_memory = 0;
    s->want_move = want_move;
    s->root_move = 0;
    int r = solve(s, 0, s->W);
    if (r == -1) {
        char b[32];
        gd_err(err, errlen, "sylver: not even an empty search table fits beside the search path (%s)",
               gd_format_bytes(gd_sylver_bytes(s), b, sizeof b));
    } else if (r == -2)
        gd_err(err, errlen, "sylver: the search explored %llu semigroups without an answer (the limit)",
               (unsigned long long)budget);
    return r;
}

int sg_finite(gd_sylver *s, const uint64_t *gens, int n, uint64_t genus_cap, uint64_t budget, uint64_t *move,
              char *err, size_t errlen)
{
    sg_gaps g;
    if (sg_build(gens, n, SG_BUILD_MAX, &g, err, errlen) != 0)
        return -1;
    uint64_t genus = popcount(g.bits, g.W);
    if (genus > genus_cap) {
        sg_free(&g);
        gd_err(err, errlen, "%llu gaps: beyond the exact search (at most %llu)", (unsigned long long)genus,
               (unsigned long long)genus_cap);
        return -2;
    }
    int r = solve_gaps(s, &g, budget, move != NULL, err, errlen);
    note_peak(s);
    if (move)
        *move = s->root_move;
    sg_free(&g);
    return r;
}

uint64_t sg_max_nodes(const gd_sylver *s)
{
    return s->max_nodes;
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
    if (sg_build(gens, n, SG_BUILD_MAX, &g, err, errlen) != 0) {
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
        int r = solve_gaps(s, &c, s->max_nodes, 0, err, errlen);
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
