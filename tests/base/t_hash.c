/* The shared hash table against a brute force: random keys of 1 to 4 words (fixed seeds),
 * drawn from a small pool of words so that keys repeat and differ in one word only, put and
 * looked up against a list scanned from the start; growth and clear on the way; keys that
 * differ only in their high bits, and the hash's spread of single bits; the bytes and the
 * grow bytes a caller accounts with. */
#include "gamedyn/hash.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static uint64_t rng(uint64_t *s)
{
    *s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
    return *s;
}

/* The reference: keys in order of insertion, the index of each its position. */
typedef struct {
    uint64_t *keys;
    size_t n;
    unsigned w;
} ref;

static uint32_t ref_get(const ref *r, const uint64_t *key)
{
    for (size_t i = 0; i < r->n; i++)
        if (memcmp(r->keys + i * r->w, key, r->w * sizeof *key) == 0)
            return (uint32_t)i;
    return GD_HASH_NONE;
}

static void random_key(uint64_t *s, const uint64_t *pool, uint64_t *key, unsigned w)
{
    for (unsigned j = 0; j < w; j++)
        key[j] = pool[rng(s) % 6];
}

/* One round: puts and gets of random keys, each answer the reference's. */
static void round_of(gd_hash *t, ref *r, uint64_t *s, const uint64_t *pool, long ops)
{
    uint64_t key[4];
    for (long k = 0; k < ops; k++) {
        random_key(s, pool, key, r->w);
        uint32_t want = ref_get(r, key);
        if (rng(s) % 3) {
            uint32_t got = gd_hash_put(t, key, (uint32_t)r->n);
            if (want == GD_HASH_NONE) {
                memcpy(r->keys + r->n * r->w, key, r->w * sizeof *key);
                want = (uint32_t)r->n++;
            }
            CHECK(got == want, "width %u put %u, not %u", r->w, got, want);
        } else
            CHECK(gd_hash_get(t, key) == want, "width %u get %u, not %u", r->w, gd_hash_get(t, key), want);
        CHECK(gd_hash_count(t) == r->n, "count %llu, not %zu", (unsigned long long)gd_hash_count(t), r->n);
    }
}

static void against_reference(void)
{
    long ops = 6000 * tl_effort();
    for (unsigned w = 1; w <= 4; w++) {
        uint64_t s = 0x9e3779b97f4a7c15u + w;
        /* 6^w keys at most: width 1 fills at once, width 4 grows past 1024 slots */
        uint64_t pool[6] = {0, 1, UINT64_MAX, (uint64_t)1 << 63, rng(&s), rng(&s)};
        gd_hash *t = gd_hash_new(w);
        ref r = {malloc((size_t)ops * w * sizeof *r.keys), 0, w};
        round_of(t, &r, &s, pool, ops);
        CHECK(w < 4 || gd_hash_bytes(t) > 1024 * (w * 8 + 4), "width 4 grew: %llu bytes",
              (unsigned long long)gd_hash_bytes(t));
        uint64_t bytes = gd_hash_bytes(t);
        gd_hash_clear(t);
        CHECK(gd_hash_count(t) == 0 && gd_hash_bytes(t) == bytes, "clear keeps the slots");
        r.n = 0;
        round_of(t, &r, &s, pool, ops);
        free(r.keys);
        gd_hash_free(t);
    }
}

/* Keys whose low words and low bits are all equal: a hash that drops the high bits would
 * put them all on one chain (slow, not wrong), so the spread is checked on the hash too. */
static void high_bits(void)
{
    gd_hash *t = gd_hash_new(3);
    uint64_t key[3] = {7, 7, 0};
    for (uint32_t i = 0; i < 20000; i++) {
        key[2] = (uint64_t)i << 44;
        CHECK(gd_hash_put(t, key, i) == i, "high key %u", i);
    }
    for (uint32_t i = 0; i < 20000; i++) {
        key[2] = (uint64_t)i << 44;
        CHECK(gd_hash_get(t, key) == i, "high key %u found", i);
    }
    gd_hash_free(t);
    /* each of the 4*64 keys with one bit set lands on its own slot of 4096 but for a few */
    static unsigned char seen[4096];
    int distinct = 0;
    for (unsigned b = 0; b < 256; b++) {
        uint64_t k[4] = {0, 0, 0, 0};
        k[b / 64] = (uint64_t)1 << (b % 64);
        unsigned i = (unsigned)(gd_hash_key(k, 4) & 4095);
        distinct += !seen[i]++;
    }
    CHECK(distinct >= 240, "one-bit keys spread over %d of 256 slots", distinct);
}

/* What a caller with a memory bound relies on: the grow bytes are exact, then the old slots
 * go; a value of GD_HASH_NONE is refused; width out of range is refused. */
static void bytes(void)
{
    gd_hash *t = gd_hash_new(2);
    CHECK(gd_hash_bytes(t) == 0 && gd_hash_grow_bytes(t) == 1024 * 20, "first growth: %llu",
          (unsigned long long)gd_hash_grow_bytes(t));
    uint64_t key[2] = {0, 0}, grew = 0;
    for (uint32_t i = 0; i < 5000; i++) {
        key[0] = i;
        uint64_t more = gd_hash_grow_bytes(t);
        gd_hash_put(t, key, i);
        if (more) {
            grew++;
            CHECK(gd_hash_bytes(t) == more, "grew to the bytes announced");
        }
        CHECK(2 * gd_hash_count(t) <= gd_hash_bytes(t) / 20, "at most half full");
    }
    CHECK(grew == 5 && gd_hash_bytes(t) == 16384 * 20, "1024 to 16384 slots: %llu growths", (unsigned long long)grew);
    CHECK(gd_hash_put(t, key, GD_HASH_NONE) == GD_HASH_NONE && gd_hash_count(t) == 5000, "NONE is no value");
    CHECK(gd_hash_width(t) == 2, "width");
    gd_hash_free(t);
    CHECK(!gd_hash_new(0) && !gd_hash_new(GD_HASH_MAX_WIDTH + 1), "width in range");
    gd_hash_free(NULL);
}

int main(void)
{
    against_reference();
    high_bits();
    bytes();
    return tl_done("hash");
}
