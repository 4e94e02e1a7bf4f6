/* hash.c - the shared open-addressing table (hash.h). A slot's index is stored plus one, so
 * 0 marks it empty: calloc'd slots start empty and every key, all ones included, may be
 * stored. */
#include "gamedyn/hash.h"
#include <stdlib.h>
#include <string.h>

#define FIRST_CAP 1024

struct gd_hash {
    uint64_t *keys; /* cap * width words */
    uint32_t *vals; /* index + 1; 0: empty */
    uint64_t cap, n;
    unsigned width;
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
uint64_t gd_hash_key(const uint64_t *key, unsigned width)
{
    uint64_t h = 0;
    for (unsigned i = 0; i < width; i++)
        h = mix(h ^ key[i]);
    return h;
}

static int same(const uint64_t *a, const uint64_t *b, unsigned width)
{
    for (unsigned i = 0; i < width; i++)
        if (a[i] != b[i])
            return 0;
    return 1;
}

/* The slot of key, or the empty slot where it would go (the table has one: it is at most
 * half full). */
static uint64_t probe(const gd_hash *t, const uint64_t *key)
{
    uint64_t mask = t->cap - 1;
    for (uint64_t i = gd_hash_key(key, t->width) & mask;; i = (i + 1) & mask)
        if (!t->vals[i] || same(t->keys + i * t->width, key, t->width))
            return i;
}

uint32_t gd_hash_get(const gd_hash *t, const uint64_t *key)
{
    if (!t->cap)
        return GD_HASH_NONE;
    uint32_t v = t->vals[probe(t, key)];
    return v ? v - 1 : GD_HASH_NONE;
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
    uint64_t cap = t->cap ? 2 * t->cap : FIRST_CAP;
    gd_hash old = *t;
    t->keys = malloc(cap * t->width * sizeof *t->keys);
    t->vals = calloc(cap, sizeof *t->vals);
    if (!t->keys || !t->vals) {
        free(t->keys), free(t->vals);
        *t = old;
        return -1;
    }
    t->cap = cap;
    for (uint64_t i = 0; i < old.cap; i++)
        if (old.vals[i]) {
            uint64_t j = probe(t, old.keys + i * t->width);
            memcpy(t->keys + j * t->width, old.keys + i * t->width, t->width * sizeof *t->keys);
            t->vals[j] = old.vals[i];
        }
    free(old.keys), free(old.vals);
    return 0;
}

uint32_t gd_hash_put(gd_hash *t, const uint64_t *key, uint32_t val)
{
    if (val == GD_HASH_NONE || (gd_hash_grow_bytes(t) && grow(t) != 0))
        return GD_HASH_NONE;
    uint64_t i = probe(t, key);
    if (t->vals[i])
        return t->vals[i] - 1;
    memcpy(t->keys + i * t->width, key, t->width * sizeof *t->keys);
    t->vals[i] = val + 1;
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
        memset(t->vals, 0, t->cap * sizeof *t->vals);
    t->n = 0;
}
