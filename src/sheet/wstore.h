/* wstore.h - the W-store: the marks left on later sheets by the P-positions of lower
 * sheets, one bitset row per key (gd_rules_key: the left shift L for Chomp), over the
 * mark index n = z + gd_rules_offset. Pure storage: it knows neither the engine nor
 * where the marks come from (engine.c, deadly.c, lowertails.c fill it). */
#ifndef GAMEDYN_WSTORE_H
#define GAMEDYN_WSTORE_H
#include "gamedyn/bits.h"
#include "gamedyn/io.h"
#include <stddef.h>
#include <stdint.h>

/* Row k's word 0 is absolute word base(k); keys [lo, hi) are live in a ring of cap slots.
 * The layout is word-major: word j of the row in slot s is w[j * cap + s] (the plane j),
 * so the same word of neighbouring keys (the rows that successive columns of a sheet
 * read, and that sheet x + 1 reads one column after sheet x) is adjacent in memory. A
 * column's reads then walk memory in order instead of missing the cache once a column
 * (docs/engine.md, "Performance"). A row is reached through gd_wstore_row (its word 0)
 * and the stride cap.
 *
 * Only each row's band is memory (docs/engine.md, "Memory"): the planes from its floor
 * to its top. Below its floor a row reads as full (every index there is in W or D, and
 * no column reads there), so those planes are given back to the system a page (a group
 * of slots of one plane) at a time once every row of the group has its floor above
 * them; above its top a row is zero, and a dead row is zeroed, so a slot opens clean.
 * The rows are one anonymous mapping of cap * wpr words reserved, not committed: a
 * plane's page is memory only while some row of its group has its band there. */
typedef struct {
    uint64_t *w;
    uint64_t *floor; /* per slot: every index below it is set (in W or D) */
    uint32_t *top;   /* per slot: the planes at or above it are zero */
    uint32_t *rel;   /* per group: the planes below it are zero in every slot and released */
    uint32_t *gtop;  /* per group: the planes at or above it are zero in every slot */
    size_t wpr;      /* words per row */
    uint64_t cap;    /* ring size, a power of two: the stride between a row's words */
    uint64_t group;  /* slots a group (a page of a plane: the unit given back) */
    size_t bytes;    /* of the mapping */
    uint64_t lo, hi;
    int shifted; /* rules->left_shift: base(k) = k / 64, else 0 */
    /* Called with 1 before and 0 after the rows move (widened or the ring grown) or pages
     * are given back, when set: another thread reading the rows must be held off
     * meanwhile (wavefront.c). */
    void (*guard)(void *ctx, int begin);
    void *guard_ctx;
} gd_wstore;

/* v = W's layout (rows, floors, shape) without its key range: a reader's copy, valid
 * until the rows move. */
static inline void gd_wstore_view(const gd_wstore *W, gd_wstore *v)
{
    *v = *W;
    v->lo = v->hi = 0;
    v->guard = NULL;
    v->guard_ctx = NULL;
}

/* group: slots a group, a power of two (0: a page of a plane; smaller groups are zeroed,
 * not given back: the tests). */
int gd_wstore_init(gd_wstore *W, int shifted, uint64_t cap, size_t wpr, uint64_t group);
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
/* Makes key = hi live as a row covering index top, holding the nbits bits of init (NULL:
 * none) shifted up to index off: its floor is off plus the least clear bit of init, and
 * only its words from the floor's on are written (each in its own cache line in the
 * word-major layout); 0 on success. */
int gd_wstore_open(gd_wstore *W, uint64_t key, uint64_t off, uint64_t top, const uint64_t *init, uint64_t nbits);
/* Rows below key are dead (no later column reads them): zeroed. */
void gd_wstore_drop_below(gd_wstore *W, uint64_t key);
/* Sheets between two calls of gd_wstore_release: the floors rise about 1.6 bits a sheet,
 * so a row's released planes lag its floor by about two. */
#define GD_WSTORE_RELEASE_EVERY 64
/* Gives back the pages of the planes below every floor of their group; 0 on success. */
int gd_wstore_release(gd_wstore *W);
/* Bytes of the mapping that may be memory now: each group's planes from its released
 * ones to its rows' tops. */
uint64_t gd_wstore_resident(const gd_wstore *W);
/* Plane j of row key holds a word (the band's top grows to it). */
static inline void gd_wstore_touch(gd_wstore *W, uint64_t key, uint64_t j)
{
    uint32_t *t = &W->top[key & (W->cap - 1)];
    if (j + 1 > *t)
        *t = (uint32_t)(j + 1);
}
/* Sets index n in row key (nothing to do below its floor); 0 on success. */
static inline int gd_wstore_set(gd_wstore *W, uint64_t key, uint64_t n)
{
    if (n < *gd_wstore_floor(W, key))
        return 0;
    if (gd_wstore_cover(W, key, n) != 0)
        return -1;
    uint64_t rel = n - (gd_wstore_base(W, key) << 6);
    gd_wstore_row(W, key)[(rel >> 6) * W->cap] |= (uint64_t)1 << (rel & 63);
    gd_wstore_touch(W, key, rel >> 6);
    return 0;
}
/* Whether index n is set in row key (a live row; set below its floor). */
static inline int gd_wstore_get(const gd_wstore *W, uint64_t key, uint64_t n)
{
    if (n < *gd_wstore_floor(W, key))
        return 1;
    uint64_t rel = n - (gd_wstore_base(W, key) << 6);
    return (int)((gd_wstore_word(W, key, rel >> 6) >> (rel & 63)) & 1);
}
/* dst (nbits bits, whole words written) = bits [from, from + nbits) of row key (from
 * relative to base(key); set below the floor, clear past the row). */
void gd_wstore_extract(const gd_wstore *W, uint64_t key, uint64_t *dst, uint64_t from, uint64_t nbits);

/* The store as it is (a checkpoint), and back into W (any state: freed first). 0, or -1:
 * out of memory, or (load) a short or implausible file. */
int gd_wstore_save(const gd_wstore *W, gd_blob *b);
int gd_wstore_load(gd_wstore *W, gd_blob *b);

#endif
