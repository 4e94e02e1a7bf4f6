/* Private to the sylver module: a gcd-1 position as the bitset of its gaps. */
#ifndef GAMEDYN_SYLVER_IMPL_H
#define GAMEDYN_SYLVER_IMPL_H
#include <stddef.h>
#include <stdint.h>

/* The gaps of a numerical semigroup: bit x of bits (x = 0..F) is set when x is not in it.
 * W words hold bits 0..64W-1; the bits above F are 0. */
typedef struct {
    uint64_t F; /* the Frobenius number t: the largest gap */
    int W;
    uint64_t *bits; /* malloc'd */
} sg_gaps;

/* The most bytes the gap table of one position may take (a fixed bound, so that an answer
 * never depends on the memory bound; the tables count it in their estimate). */
#define SG_BUILD_MAX ((uint64_t)1 << 28)

/* Bytes sg_build allocates at most for gens (an estimate made before allocating), or
 * UINT64_MAX when the Frobenius bound overflows. */
uint64_t sg_build_bytes(const uint64_t *gens, int n);
/* The gaps of the gcd-1 position gens; 0, or -1 with err (above max_bytes, memory). */
int sg_build(const uint64_t *gens, int n, uint64_t max_bytes, sg_gaps *g, char *err, size_t errlen);
void sg_free(sg_gaps *g);
/* dst = the gaps after naming the gap m: every x = m + (an element of the new semigroup)
 * stops being a gap. */
void sg_add(const uint64_t *src, uint64_t *dst, int W, uint64_t F, uint64_t m);
/* The largest gap of bits (0 when there is none). */
uint64_t sg_frobenius(const uint64_t *bits, int W);
/* Whether the semigroup with these gaps is an ender (see sylver.h). */
int sg_is_ender(const uint64_t *bits, int W);

/* Whether the semigroup with these gaps is symmetric: for 0 <= x <= t exactly one of x and
 * t - x is a gap (Sicherman's quiet enders; docs/sylver.md). */
int sg_is_symmetric(const uint64_t *bits, int W);

typedef struct gd_sylver gd_sylver;
/* The outcome of the gcd-1 position gens by the exact search: 0 P, 1 N (with move non-NULL,
 * *move is its smallest winning move), -1 with err (memory), -2 with err (genus above
 * genus_cap, or budget new semigroups explored; budget 0: none). */
int sg_finite(gd_sylver *s, const uint64_t *gens, int n, uint64_t genus_cap, uint64_t budget, uint64_t *move,
              char *err, size_t errlen);
uint64_t sg_max_nodes(const gd_sylver *s);

/* The memo's hash of a w-word gap bitset. Its last steps mix the high bits into the low ones
 * the table index uses: without them the keys of a search fell into long runs of slots. */
static inline uint64_t sg_hash(const uint64_t *k, int w)
{
    uint64_t h = 0x9e3779b97f4a7c15u;
    for (int i = 0; i < w; i++) {
        h ^= k[i];
        h *= 0xbf58476d1ce4e5b9u;
        h ^= h >> 31;
    }
    h ^= h >> 32;
    h *= 0x94d049bb133111ebu;
    return h ^ (h >> 29);
}

static inline int sg_bit(const uint64_t *b, uint64_t x)
{
    return (int)((b[x >> 6] >> (x & 63)) & 1);
}
#endif
