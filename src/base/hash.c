/* hash.c - the shared open-addressing table (hash.h). An empty slot holds the key of all
 * ones, so a probe reads the key array alone until it meets its key or an empty slot, as
 * the tables it replaces did (a probe that read an occupancy word beside each key was 10 to
 * 20% slower on a large memo: a second cache miss a step). The one key that is all ones
 * lives beside the slots, so every key may still be stored. */
#include "gamedyn/hash.h"
#include <stdlib.h>
#include <string.h>

#define FIRST_CAP 1024

struct gd_hash {
    uint64_t *keys; /* cap * width words; all ones: empty */
    uint32_t *vals; /* cap indices */
    uint64_t cap, n;
    unsigned width;
    uint32_t ones; /* the index of the key of all ones, plus one; 0: not recorded */
};

gd_hash *gd_hash_new(unsigned width)
{
    if (width < 1 || width > GD_HASH_MAX_WIDTH)
        return NULL;
    gd_hash *t = calloc(1, sizeof *t);
    if (t)
        t->width = width;
    return t;
}

void gd_hash_free(gd_hash *t)
{
    if (!t)
        return;
    free(t->keys), free(t->vals);
    free(t);
}

/* splitmix64's finalizer: a bijection of 64 bits in which every input bit reaches every
 * output bit, so the low bits the index is cut from depend on the whole word. */
static uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

/* Chained over the words: each step is a bijection of the running value xor the word, so
 * two keys differing in one word differ before the last mix. */
static uint64_t hash_words(const uint64_t *key, unsigned width)
{
    uint64_t h = 0;
    for (unsigned i = 0; i < width; i++)
        h = mix(h ^ key[i]);
    return h;
}

uint64_t gd_hash_key(const uint64_t *key, unsigned width)
{
    return hash_words(key, width);
}

static inline int all_ones(const uint64_t *key, unsigned width)
{
    if (width == 1)
        return key[0] == UINT64_MAX;
    for (unsigned i = 0; i < width; i++)
        if (key[i] != UINT64_MAX)
            return 0;
    return 1;
}

/* The slot of key (not all ones), or the empty slot where it would go (the table has one:
 * it is at most half full). One word a step for the common width 1. */
static inline uint64_t probe(const gd_hash *t, const uint64_t *key)
{
    uint64_t mask = t->cap - 1;
    if (t->width == 1) {
        const uint64_t *keys = t->keys, k = key[0];
        uint64_t i = mix(k) & mask;
        while (keys[i] != k && keys[i] != UINT64_MAX)
            i = (i + 1) & mask;
        return i;
    }
    for (uint64_t i = hash_words(key, t->width) & mask;; i = (i + 1) & mask) {
        const uint64_t *k = t->keys + i * t->width;
        if (memcmp(k, key, t->width * sizeof *k) == 0 || all_ones(k, t->width))
            return i;
    }
}

/* Width 1, the memos' case, on its own: the key in a register and the loop that stops at
 * the key or the empty mark, no call (the general path was half again the instructions of
 * the tables it replaced, and a memo lookup is most of a comparison's work). */
static uint32_t get1(const gd_hash *t, uint64_t k)
{
    if (k == UINT64_MAX)
        return t->ones ? t->ones - 1 : GD_HASH_NONE;
    if (!t->cap)
        return GD_HASH_NONE;
    const uint64_t *keys = t->keys, mask = t->cap - 1;
    for (uint64_t i = mix(k) & mask;; i = (i + 1) & mask) {
        if (keys[i] == k)
            return t->vals[i];
        if (keys[i] == UINT64_MAX)
            return GD_HASH_NONE;
    }
}

/* Out of line, so that the width-1 path saves no registers for it. */
static __attribute__((noinline)) uint32_t get_n(const gd_hash *t, const uint64_t *key)
{
    if (all_ones(key, t->width))
        return t->ones ? t->ones - 1 : GD_HASH_NONE;
    if (!t->cap)
        return GD_HASH_NONE;
    uint64_t i = probe(t, key);
    return all_ones(t->keys + i * t->width, t->width) ? GD_HASH_NONE : t->vals[i];
}

uint32_t gd_hash_get(const gd_hash *t, const uint64_t *key)
{
    return t->width == 1 ? get1(t, key[0]) : get_n(t, key);
}

static uint64_t slots_bytes(const gd_hash *t, uint64_t cap)
{
    return cap * (t->width * sizeof(uint64_t) + sizeof(uint32_t));
}

uint64_t gd_hash_grow_bytes(const gd_hash *t)
{
    if (2 * (t->n + 1) <= t->cap)
        return 0;
    return slots_bytes(t, t->cap ? 2 * t->cap : FIRST_CAP);
}

/* Doubles the slots and places every key anew: 0, or -1 (the table as before). */
static int grow(gd_hash *t)
{
    uint64_t cap = t->cap ? 2 * t->cap : FIRST_CAP, w = t->width;
    gd_hash old = *t;
    t->keys = malloc(cap * w * sizeof *t->keys);
    t->vals = malloc(cap * sizeof *t->vals);
    if (!t->keys || !t->vals) {
        free(t->keys), free(t->vals);
        *t = old;
        return -1;
    }
    memset(t->keys, 0xff, cap * w * sizeof *t->keys);
    t->cap = cap;
    for (uint64_t i = 0; i < old.cap; i++)
        if (!all_ones(old.keys + i * w, t->width)) {
            uint64_t j = probe(t, old.keys + i * w);
            if (w == 1)
                t->keys[j] = old.keys[i];
            else
                memcpy(t->keys + j * w, old.keys + i * w, w * sizeof *t->keys);
            t->vals[j] = old.vals[i];
        }
    free(old.keys), free(old.vals);
    return 0;
}

uint32_t gd_hash_put(gd_hash *t, const uint64_t *key, uint32_t val)
{
    if (val == GD_HASH_NONE || (gd_hash_grow_bytes(t) && grow(t) != 0))
        return GD_HASH_NONE;
    if (all_ones(key, t->width)) {
        if (t->ones)
            return t->ones - 1;
        t->ones = val + 1;
    } else {
        uint64_t i = probe(t, key);
        if (!all_ones(t->keys + i * t->width, t->width))
            return t->vals[i];
        if (t->width == 1)
            t->keys[i] = key[0];
        else
            memcpy(t->keys + i * t->width, key, t->width * sizeof *key);
        t->vals[i] = val;
    }
    t->n++;
    return val;
}

uint64_t gd_hash_count(const gd_hash *t)
{
    return t->n;
}

unsigned gd_hash_width(const gd_hash *t)
{
    return t->width;
}

uint64_t gd_hash_bytes(const gd_hash *t)
{
    return slots_bytes(t, t->cap);
}

void gd_hash_clear(gd_hash *t)
{
    if (t->cap)
        memset(t->keys, 0xff, t->cap * t->width * sizeof *t->keys);
    t->n = 0;
    t->ones = 0;
}
