/* bits.h - word bitsets: the storage behind every set of marks in gamedyn. */
#ifndef GAMEDYN_BITS_H
#define GAMEDYN_BITS_H
#include "gamedyn/api.h"
#include <stdint.h>
#include <stddef.h>

static inline int gd_bits_get(const uint64_t *w, uint64_t i)
{
    return (int)((w[i >> 6] >> (i & 63)) & 1u);
}

static inline void gd_bits_set(uint64_t *w, uint64_t i)
{
    w[i >> 6] |= (uint64_t)1 << (i & 63);
}

static inline void gd_bits_clear(uint64_t *w, uint64_t i)
{
    w[i >> 6] &= ~((uint64_t)1 << (i & 63));
}

/* Least index >= from whose bit is clear, among the first nwords words (all bits past them are clear). */
GD_API uint64_t gd_bits_next_zero(const uint64_t *w, size_t nwords, uint64_t from);

/* Sets bit i of *w, growing the array (zero-filled, doubling) to cover it; 0 on success. */
GD_API int gd_bits_grow_set(uint64_t **w, size_t *nwords, uint64_t i);

/* OR src (nbits bits) into dst starting at bit offset 'shift'. */
GD_API void gd_bits_or_shifted(uint64_t *dst, const uint64_t *src, uint64_t nbits, uint64_t shift);

/* The 64 bits starting at bit i (bits past nwords words are clear). */
GD_API uint64_t gd_bits_get64(const uint64_t *w, size_t nwords, uint64_t i);

/* dst (nbits bits, whole words written) = bits [from, from+nbits) of src (nwords words; clear past them). */
GD_API void gd_bits_extract(uint64_t *dst, const uint64_t *src, size_t nwords, uint64_t from, uint64_t nbits);

/* Transposes a 64x64 bit block in place: bit j of a[i] <-> bit i of a[j]. */
GD_API void gd_bits_transpose64(uint64_t a[64]);

/* Whether bits [a0, a0+n) of a equal bits [b0, b0+n) of b; bits past awords/bwords words are clear. */
GD_API int gd_bits_equal_range(const uint64_t *a, size_t awords, uint64_t a0, const uint64_t *b, size_t bwords, uint64_t b0,
                               uint64_t n);
#endif
