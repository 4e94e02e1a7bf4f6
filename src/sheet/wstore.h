/* wstore.h - the W-store: the marks left on later sheets by the P-positions of lower
 * sheets, one bitset row per key (gd_rules_key: the left shift L for Chomp), over the
 * mark index n = z + gd_rules_offset. Pure storage: it knows neither the engine nor
 * where the marks come from (engine.c, deadly.c, lowertails.c fill it). */
#ifndef GAMEDYN_WSTORE_H
#define GAMEDYN_WSTORE_H
#include "gamedyn/bits.h"
#include <stddef.h>
#include <stdint.h>

/* Row k's word 0 is absolute word base(k); keys [lo, hi) are live in a ring of cap slots.
 * The layout is word-major: word j of the row in slot s is w[j * cap + s], so the same
 * word of neighbouring keys (the rows that successive columns of a sheet read, and that
 * sheet x + 1 reads one column after sheet x) is adjacent in memory. A column's reads
 * then walk memory in order instead of missing the cache once a column
 * (docs/engine.md, "Performance"). A row is reached through gd_wstore_row (its word 0)
 * and the stride cap. */
typedef struct {
    uint64_t *w;
    uint64_t *floor; /* per key: every index below it is set */
    size_t wpr;      /* words per row */
    uint64_t cap;    /* ring size, a power of two: the stride between a row's words */
    uint64_t lo, hi;
    int shifted; /* rules->left_shift: base(k) = k / 64, else 0 */
    /* Called with 1 before and 0 after the rows move (widened or the ring grown), when set:
     * another thread reading the rows must be held off meanwhile (wavefront.c). */
    void (*guard)(void *ctx, int begin);
    void *guard_ctx;
} gd_wstore;

/* v = W's layout (rows, floors, shape) without its key range: a reader's copy, valid
 * until the rows move. */
static inline void gd_wstore_view(const gd_wstore *W, gd_wstore *v)
{
    *v = (gd_wstore){W->w, W->floor, W->wpr, W->cap, 0, 0, W->shifted, NULL, NULL};
}

int gd_wstore_init(gd_wstore *W, int shifted, uint64_t cap, size_t wpr);
void gd_wstore_free(gd_wstore *W);

static inline uint64_t gd_wstore_base(const gd_wstore *W, uint64_t key)
{
    return W->shifted ? key >> 6 : 0;
}
/* Word 0 of row key; word j is at [j * W->cap]. */
static inline uint64_t *gd_wstore_row(const gd_wstore *W, uint64_t key)
{
    return W->w + (size_t)(key & (W->cap - 1));
}
/* Word j (relative to base(key)) of row key; 0 past the row. */
static inline uint64_t gd_wstore_word(const gd_wstore *W, uint64_t key, uint64_t j)
{
    return j < W->wpr ? gd_wstore_row(W, key)[j * W->cap] : 0;
}
static inline uint64_t *gd_wstore_floor(const gd_wstore *W, uint64_t key)
{
    return &W->floor[key & (W->cap - 1)];
}

/* Widens every row to need words (the slow path of gd_wstore_cover); 0 on success. */
int gd_wstore_widen(gd_wstore *W, uint64_t need);
/* Ensures row key's words cover absolute index n; 0 on success. */
static inline int gd_wstore_cover(gd_wstore *W, uint64_t key, uint64_t n)
{
    uint64_t need = (n >> 6) + 2 - gd_wstore_base(W, key);
    return need <= W->wpr ? 0 : gd_wstore_widen(W, need);
}
/* Makes key = hi live as a row covering index top, its floor at off, holding the nbits
 * bits of init (NULL: none) shifted up to index off: the row is written in one pass over
 * its words (each in its own cache line in the word-major layout); 0 on success. */
int gd_wstore_open(gd_wstore *W, uint64_t key, uint64_t off, uint64_t top, const uint64_t *init, uint64_t nbits);
/* Rows below key are dead (no later column reads them). */
void gd_wstore_drop_below(gd_wstore *W, uint64_t key);
/* Sets index n in row key; 0 on success. */
static inline int gd_wstore_set(gd_wstore *W, uint64_t key, uint64_t n)
{
    if (gd_wstore_cover(W, key, n) != 0)
        return -1;
    uint64_t rel = n - (gd_wstore_base(W, key) << 6);
    gd_wstore_row(W, key)[(rel >> 6) * W->cap] |= (uint64_t)1 << (rel & 63);
    return 0;
}
/* Whether index n is set in row key (a live row). */
static inline int gd_wstore_get(const gd_wstore *W, uint64_t key, uint64_t n)
{
    uint64_t rel = n - (gd_wstore_base(W, key) << 6);
    return (int)((gd_wstore_word(W, key, rel >> 6) >> (rel & 63)) & 1);
}
/* dst (nbits bits, whole words written) = bits [from, from + nbits) of row key (from
 * relative to base(key); clear past the row). */
void gd_wstore_extract(const gd_wstore *W, uint64_t key, uint64_t *dst, uint64_t from, uint64_t nbits);

#endif
