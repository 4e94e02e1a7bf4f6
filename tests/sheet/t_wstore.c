/* t_wstore.c - the W-store's word-major rows and the lower tails' replay into them
 * (src/sheet/wstore.c, lowertails.c; docs/engine.md, "Performance").
 *
 * 1. Random opens (with initial bits at random offsets), sets, drops, widenings and ring
 *    growths against a model that keeps every row as a plain bitset: get, extract and the
 *    floors agree after every step, for the shifted (Chomp) and unshifted (Nim) stores.
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

static void compare(const gd_wstore *W, const model *m, const char *what)
{
    for (uint64_t k = W->lo; k < W->hi; k++) {
        uint64_t b0 = gd_wstore_base(W, k) << 6;
        int bad = 0;
        for (uint64_t n = b0; n < MBITS && !bad; n++)
            bad = gd_wstore_get(W, k, n) != gd_bits_get(m->bits[k - K0], n);
        CHECK(!bad, "%s: row %llu differs from the model", what, (unsigned long long)k);
        uint64_t out[8], want[8];
        uint64_t from = rnd(200), nb = 1 + rnd(8 * 64 - 1);
        gd_wstore_extract(W, k, out, from, nb);
        gd_bits_extract(want, m->bits[k - K0], MBITS / 64, b0 + from, nb);
        CHECK(memcmp(out, want, ((nb + 63) >> 6) * 8) == 0, "%s: extract of row %llu from %llu", what,
              (unsigned long long)k, (unsigned long long)from);
        CHECK(*gd_wstore_floor(W, k) == m->floor[k - K0], "%s: floor of row %llu", what, (unsigned long long)k);
    }
}

static void store_against_model(int shifted)
{
    static model m;
    memset(&m, 0, sizeof m);
    gd_wstore W;
    CHECK(gd_wstore_init(&W, shifted, 4, 2) == 0, "init");
    gd_wstore_drop_below(&W, K0);
    for (int step = 0; step < 400 && W.hi < K0 + MK; step++) {
        uint64_t op = rnd(10);
        if (op < 3) { /* open the next key, with initial bits shifted to off */
            uint64_t k = W.hi, b0 = gd_wstore_base(&W, k) << 6, off = b0 + rnd(130);
            uint64_t init[4], nb = rnd(4 * 64);
            for (int i = 0; i < 4; i++)
                init[i] = rnd(UINT64_MAX);
            CHECK(gd_wstore_open(&W, k, off, off + rnd(300), nb ? init : NULL, nb) == 0, "open %llu",
                  (unsigned long long)k);
            for (uint64_t i = 0; i < nb; i++)
                if (gd_bits_get(init, i))
                    gd_bits_set(m.bits[k - K0], off + i);
            m.floor[k - K0] = off;
        } else if (op < 9 && W.hi > W.lo) { /* set: sometimes far up, so the rows widen */
            uint64_t k = W.lo + rnd(W.hi - W.lo), b0 = gd_wstore_base(&W, k) << 6;
            uint64_t n = b0 + rnd(op == 8 ? 1500 : 200);
            if (n < MBITS) {
                CHECK(gd_wstore_set(&W, k, n) == 0, "set");
                gd_bits_set(m.bits[k - K0], n);
            }
        } else if (W.hi > W.lo) {
            gd_wstore_drop_below(&W, W.lo + rnd(3));
        }
        compare(&W, &m, shifted ? "shifted" : "unshifted");
    }
    CHECK(W.cap > 4 && W.wpr > 2, "the test grew the ring (%llu) and the rows (%zu)", (unsigned long long)W.cap,
          W.wpr);
    gd_wstore_free(&W);
}

static void replay_against_definition(void)
{
    const gd_rules *r = gd_rules_get(GD_SHEET_CHOMP);
    gd_wstore W;
    gd_lowertails T;
    gd_lowertails_init(&T);
    CHECK(gd_wstore_init(&W, 1, 8, 4) == 0, "init");
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
    store_against_model(1);
    store_against_model(0);
    replay_against_definition();
    return tl_done("wstore");
}
