#include "gamedyn/bits.h"
#include <stdlib.h>
#include <string.h>

int gd_bits_grow_set(uint64_t **w, size_t *nwords, uint64_t i)
{
    size_t need = (size_t)(i >> 6) + 1;
    if (need > *nwords) {
        size_t n = *nwords ? *nwords * 2 : 64;
        while (n < need)
            n *= 2;
        uint64_t *p = realloc(*w, n * sizeof *p);
        if (!p)
            return -1;
        memset(p + *nwords, 0, (n - *nwords) * sizeof *p);
        *w = p;
        *nwords = n;
    }
    gd_bits_set(*w, i);
    return 0;
}

uint64_t gd_bits_next_zero(const uint64_t *w, size_t nwords, uint64_t from)
{
    size_t i = (size_t)(from >> 6);
    if (i >= nwords)
        return from;
    uint64_t t = w[i] | (((uint64_t)1 << (from & 63)) - 1);
    while (t == ~(uint64_t)0) {
        if (++i == nwords)
            return (uint64_t)i << 6;
        t = w[i];
    }
    return ((uint64_t)i << 6) + (uint64_t)__builtin_ctzll(~t);
}

void gd_bits_or_shifted(uint64_t *dst, const uint64_t *src, uint64_t nbits, uint64_t shift)
{
    size_t n = (size_t)((nbits + 63) >> 6);
    unsigned r = (unsigned)(shift & 63);
    uint64_t *d = dst + (shift >> 6);
    for (size_t i = 0; i < n; i++) {
        uint64_t v = src[i];
        if (i + 1 == n && (nbits & 63))
            v &= ((uint64_t)1 << (nbits & 63)) - 1;
        d[i] |= v << r;
        if (r && (v >> (64 - r)))
            d[i + 1] |= v >> (64 - r);
    }
}

uint64_t gd_bits_get64(const uint64_t *w, size_t nwords, uint64_t i)
{
    size_t k = (size_t)(i >> 6);
    unsigned r = (unsigned)(i & 63);
    uint64_t lo = k < nwords ? w[k] : 0;
    if (!r)
        return lo;
    uint64_t hi = k + 1 < nwords ? w[k + 1] : 0;
    return (lo >> r) | (hi << (64 - r));
}

int gd_bits_equal_range(const uint64_t *a, size_t awords, uint64_t a0, const uint64_t *b, size_t bwords, uint64_t b0,
                        uint64_t n)
{
    for (uint64_t i = 0; i < n; i += 64) {
        uint64_t m = n - i >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << (n - i)) - 1);
        if ((gd_bits_get64(a, awords, a0 + i) ^ gd_bits_get64(b, bwords, b0 + i)) & m)
            return 0;
    }
    return 1;
}

void gd_bits_extract(uint64_t *dst, const uint64_t *src, size_t nwords, uint64_t from, uint64_t nbits)
{
    size_t n = (size_t)((nbits + 63) >> 6);
    for (size_t i = 0; i < n; i++)
        dst[i] = gd_bits_get64(src, nwords, from + ((uint64_t)i << 6));
    if (nbits & 63)
        dst[n - 1] &= ((uint64_t)1 << (nbits & 63)) - 1;
}

/* Swap the off-diagonal blocks at every scale, from 32x32 down to 1x1 (Hacker's Delight 7-3). */
void gd_bits_transpose64(uint64_t a[64])
{
    uint64_t m = 0x00000000FFFFFFFFull;
    for (unsigned j = 32; j; j >>= 1, m ^= m << j)
        for (unsigned k = 0; k < 64; k = (k + j + 1) & ~j) {
            uint64_t t = ((a[k] >> j) ^ a[k + j]) & m;
            a[k] ^= t << j;
            a[k + j] ^= t;
        }
}
