/* t_wstore.c - the W-store's word-major rows and the lower tails' replay into them
 * (src/sheet/wstore.c, lowertails.c; docs/engine.md, "Performance", "Memory").
 *
 * 1. Random opens (with initial bits at random offsets), sets, floors raised as a column
 *    would raise them, drops, widenings, ring growths and releases of the planes below the
 *    floors against a model that keeps every row as a plain bitset read as full below its
 *    floor: get, extract and the floors agree after every step, for the shifted (Chomp) and
 *    unshifted (Nim) stores, with groups of 2 slots (zeroed) and of a page (given back).
 * 2. Listed tails replayed row by row (per-tail phase counters, rows skipped by a drop)
 *    against the definition: tail t puts vals[(key - x - y0) mod period] on row key. */
#include "sheet/lowertails.h"
#include "sheet/wstore.h"
#include "testlib.h"
#include "gamedyn/bits.h"
#include <stdlib.h>
#include <string.h>

#define MK 64     /* keys the model follows */
#define MBITS 4096 /* absolute indices the model follows */
#define K0 120     /* the first key: rows of the shifted store start at words 1 and 2 */

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(uint64_t n)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng % n;
}

typedef struct {
    uint64_t bits[MK][MBITS / 64];
    uint64_t floor[MK];
} model;

static int model_get(const model *m, uint64_t k, uint64_t n)
{
    return n < m->floor[k - K0] || (n < MBITS && gd_bits_get(m->bits[k - K0], n));
}

static void compare(const gd_wstore *W, const model *m, const char *what)
{
    for (uint64_t k = W->lo; k < W->hi; k++) {
        uint64_t b0 = gd_wstore_base(W, k) << 6;
        int bad = 0;
        for (uint64_t n = b0; n < MBITS && !bad; n++)
            bad = gd_wstore_get(W, k, n) != model_get(m, k, n);
        CHECK(!bad, "%s: row %llu differs from the model", what, (unsigned long long)k);
        uint64_t out[8], want[8] = {0};
        uint64_t from = rnd(200), nb = 1 + rnd(8 * 64 - 1);
        gd_wstore_extract(W, k, out, from, nb);
        for (uint64_t i = 0; i < nb; i++)
            if (model_get(m, k, b0 + from + i))
                want[i >> 6] |= (uint64_t)1 << (i & 63);
        CHECK(memcmp(out, want, ((nb + 63) >> 6) * 8) == 0, "%s: extract of row %llu from %llu", what,
              (unsigned long long)k, (unsigned long long)from);
        CHECK(*gd_wstore_floor(W, k) == m->floor[k - K0], "%s: floor of row %llu", what, (unsigned long long)k);
    }
}

static void store_against_model(int shifted, uint64_t group)
{
    static model m;
    memset(&m, 0, sizeof m);
    gd_wstore W;
    int released = 0;
    CHECK(gd_wstore_init(&W, shifted, 4, 2, group) == 0, "init");
    gd_wstore_drop_below(&W, K0);
    for (int step = 0; step < 400 && W.hi < K0 + MK; step++) {
        uint64_t op = rnd(12);
        if (op < 3) { /* open the next key, with initial bits shifted to off */
            uint64_t k = W.hi, b0 = gd_wstore_base(&W, k) << 6, off = b0 + rnd(130);
            uint64_t init[4], nb = rnd(4 * 64);
            for (int i = 0; i < 4; i++)
                init[i] = rnd(UINT64_MAX);
            CHECK(gd_wstore_open(&W, k, off, off + rnd(300), nb ? init : NULL, nb) == 0, "open %llu",
                  (unsigned long long)k);
            uint64_t i = 0;
            for (; i < nb; i++)
                if (gd_bits_get(init, i))
                    gd_bits_set(m.bits[k - K0], off + i);
            for (i = 0; i < nb && gd_bits_get(init, i); i++)
                ;
            m.floor[k - K0] = off + i; /* the least clear bit of init */
        } else if (op < 9 && W.hi > W.lo) { /* set: sometimes far up, so the rows widen */
            uint64_t k = W.lo + rnd(W.hi - W.lo), b0 = gd_wstore_base(&W, k) << 6;
            uint64_t n = b0 + rnd(op == 8 ? 1500 : 200);
            if (n < MBITS) {
                CHECK(gd_wstore_set(&W, k, n) == 0, "set");
                gd_bits_set(m.bits[k - K0], n);
            }
        } else if (op == 9 && W.hi > W.lo) { /* a column fills a row up and moves its floor */
            uint64_t k = W.lo + rnd(W.hi - W.lo), f0 = *gd_wstore_floor(&W, k), to = f0 + rnd(300);
            for (uint64_t n = f0; n < to && n < MBITS; n++) {
                CHECK(gd_wstore_set(&W, k, n) == 0, "fill");
                gd_bits_set(m.bits[k - K0], n);
            }
            uint64_t *fl = gd_wstore_floor(&W, k); /* after the marks: they may have re-laid the rows out */
            while (*fl < MBITS && model_get(&m, k, *fl))
                ++*fl;
            m.floor[k - K0] = *fl;
        } else if (op == 10) {
            CHECK(gd_wstore_release(&W) == 0, "release");
            released++;
        } else if (W.hi > W.lo) {
            gd_wstore_drop_below(&W, W.lo + rnd(3));
        }
        compare(&W, &m, shifted ? "shifted" : "unshifted");
    }
    CHECK(W.cap > 4 && W.wpr > 2, "the test grew the ring (%llu) and the rows (%zu)", (unsigned long long)W.cap,
          W.wpr);
    CHECK(released > 10, "the test released planes %d times", released);
    gd_wstore_free(&W);
}

/* A large ring (pages given back for real): the memory the groups count follows the bands,
 * and a released page reads as zero where no band is. */
static void bands_are_the_memory(void)
{
    gd_wstore W;
    CHECK(gd_wstore_init(&W, 1, 4096, 64, 0) == 0, "init");
    uint64_t ones[16];
    memset(ones, 0xff, sizeof ones);
    /* 4096 rows whose init fills 16 words: floors at 1024 bits above each key */
    for (uint64_t k = 0; k < 4096; k++) {
        CHECK(gd_wstore_open(&W, k, k, k + 1100, ones, 1024) == 0, "open");
        CHECK(gd_wstore_set(&W, k, k + 1050) == 0, "set");
        CHECK(*gd_wstore_floor(&W, k) == k + 1024, "floor after init");
    }
    uint64_t before = gd_wstore_resident(&W);
    CHECK(before <= (uint64_t)4096 * 3 * 8 + 2 * 8 * 4096, "only the band words count: %llu bytes",
          (unsigned long long)before);
    for (uint64_t k = 0; k < 4096; k++)
        *gd_wstore_floor(&W, k) = k + 1050 + 1;
    CHECK(gd_wstore_release(&W) == 0, "release");
    CHECK(gd_wstore_resident(&W) <= before, "release gives back");
    for (uint64_t k = 0; k < 4096; k += 97)
        CHECK(gd_wstore_get(&W, k, k + 1050) && gd_wstore_get(&W, k, k + 5) && !gd_wstore_get(&W, k, k + 1052),
              "row %llu after the release", (unsigned long long)k);
    gd_wstore_drop_below(&W, 4096);
    CHECK(gd_wstore_release(&W) == 0, "release");
    CHECK(gd_wstore_resident(&W) == 0, "dead rows hold no memory: %llu", (unsigned long long)gd_wstore_resident(&W));
    gd_wstore_free(&W);
}

static void replay_against_definition(void)
{
    const gd_rules *r = gd_rules_get(GD_SHEET_CHOMP);
    gd_wstore W;
    gd_lowertails T;
    gd_lowertails_init(&T);
    CHECK(gd_wstore_init(&W, 1, 8, 4, 0) == 0, "init");
    uint32_t vals[3][5] = {{7, 3, 9}, {2, 11, 4, 6, 1}, {5, 8}};
    uint64_t periods[3] = {3, 5, 2};
    uint64_t key = 0;
    for (int t = 0; t < 3; t++) {
        /* sheet x = 2 t, explicit part 3 columns, computed 4: its keys up to x + 3 are live */
        gd_sheet s = {0};
        s.x = 2 * (uint64_t)t;
        s.kind = GD_SHEET_TAIL;
        s.len = 3;
        s.computed = 4;
        s.period = periods[t];
        s.tail = vals[t];
        for (; key < s.x + s.computed; key++) {
            CHECK(gd_wstore_open(&W, key, key, gd_lowertails_top(&T, key), T.flat, T.flat_bits) == 0, "open");
            gd_lowertails_into_row(&T, &W, key, key);
        }
        CHECK(gd_lowertails_publish(&T, &W, r, &s) == 0, "publish");
    }
    for (int round = 0; round < 40; round++) {
        if (round % 7 == 6) { /* rows skipped: the replay must find its phases again */
            key += 1 + rnd(5);
            gd_wstore_drop_below(&W, key);
        }
        CHECK(gd_wstore_open(&W, key, key, gd_lowertails_top(&T, key), T.flat, T.flat_bits) == 0, "open");
        gd_lowertails_into_row(&T, &W, key, key);
        for (int t = 0; t < 3; t++) {
            uint64_t x = 2 * (uint64_t)t, v = vals[t][(key - x - 3) % periods[t]];
            CHECK(gd_wstore_get(&W, key, key + v), "row %llu lacks tail %d's value %llu", (unsigned long long)key,
                  t, (unsigned long long)v);
        }
        int n = 0;
        for (uint64_t i = key; i < key + 64; i++)
            n += gd_wstore_get(&W, key, i);
        CHECK(n <= 3, "row %llu holds %d marks, not only the tails'", (unsigned long long)key, n);
        CHECK(gd_lowertails_top(&T, key) == key + 12 + 64, "top is the largest value plus the margin");
        key++;
    }
    gd_lowertails_free(&T);
    gd_wstore_free(&W);
}

int main(void)
{
    store_against_model(1, 2);
    store_against_model(0, 2);
    store_against_model(1, 0);
    store_against_model(0, 0);
    bands_are_the_memory();
    replay_against_definition();
    return tl_done("wstore");
}
