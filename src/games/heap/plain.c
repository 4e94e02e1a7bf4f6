/* The plain nim-sequence: G(n) = mex of every option's value, straight from the rules.
 * O(n^2) (O(n^3) with three-heap digits): the oracle the sparse method is tested against. */
#include "gamedyn/heap.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t *w;
    uint64_t words;
} bitset;

static int mark(bitset *b, uint64_t v)
{
    if (v / 64 >= b->words) {
        uint64_t nw = b->words ? b->words : 4;
        while (v / 64 >= nw)
            nw *= 2;
        uint64_t *t = realloc(b->w, nw * sizeof *t);
        if (!t)
            return -1;
        memset(t + b->words, 0, (nw - b->words) * sizeof *t);
        b->w = t, b->words = nw;
    }
    b->w[v / 64] |= (uint64_t)1 << (v % 64);
    return 0;
}

static uint64_t mex(const bitset *b)
{
    for (uint64_t i = 0; i < b->words; i++)
        if (~b->w[i])
            return i * 64 + (uint64_t)__builtin_ctzll(~b->w[i]);
    return b->words * 64;
}

int gd_heap_plain(const gd_heap_code *c, uint64_t n, uint32_t *g, char *err, size_t errlen)
{
    return gd_heap_plain_range(c, 0, n, g, err, errlen);
}

int gd_heap_plain_range(const gd_heap_code *c, uint64_t from, uint64_t n, uint32_t *g, char *err, size_t errlen)
{
    bitset b = {0};
    for (uint64_t h = from; h <= n; h++) {
        if (b.w)
            memset(b.w, 0, b.words * sizeof *b.w);
        int bad = 0;
        for (uint64_t j = 0; j <= h && !bad; j++) {
            unsigned d = gd_heap_digit(c, j);
            uint64_t m = h - j;
            if ((d & 1) && m == 0)
                bad |= mark(&b, 0);
            if ((d & 2) && m > 0 && j > 0)
                bad |= mark(&b, g[m]);
            if (d & 4)
                for (uint64_t a = 1; 2 * a <= m && !bad; a++)
                    if (!(c->unequal && 2 * a == m))
                        bad |= mark(&b, g[a] ^ g[m - a]);
            if (d & 8)
                for (uint64_t a = 1; 3 * a <= m && !bad; a++)
                    for (uint64_t x = a; a + 2 * x <= m && !bad; x++)
                        bad |= mark(&b, g[a] ^ g[x] ^ g[m - a - x]);
        }
        if (bad) {
            free(b.w);
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        uint64_t v = mex(&b);
        if (v > UINT32_MAX) {
            free(b.w);
            gd_err(err, errlen, "G(%llu) is above 2^32-1", (unsigned long long)h);
            return -1;
        }
        g[h] = (uint32_t)v;
    }
    free(b.w);
    return 0;
}
