/* hash.h - one open-addressing hash table from fixed-width keys to indices. Sources: src/base/.
 *
 * Why: the modules memoize by keys of a few 64-bit words (a pair of ids, a packed position)
 * and kept each a hand-written table; this is the one they share. The table maps a key to a
 * 32-bit index into the caller's own storage, so a caller keeps its entries where they are
 * and the table holds only the key and the index.
 *
 * Contracts:
 * - A key is `width` uint64_t words (1..GD_HASH_MAX_WIDTH, fixed at creation); every bit of
 *   every word counts, in the hash and in the comparison. Any key may be stored.
 * - A value is a uint32_t below GD_HASH_NONE (which stands for "absent").
 * - Linear probing over a power-of-two capacity; the capacity doubles (from 1024 slots) when
 *   an insertion would fill more than half of it, so a probe stays short whatever the keys.
 * - Memory: the table's bytes are its slots, gd_hash_bytes(); the small fixed header is not
 *   counted. A caller that keeps a memory bound asks gd_hash_grow_bytes() before each
 *   gd_hash_put(): when it is not 0 the put allocates that many bytes (all of the new slots)
 *   and then frees the old ones (gd_hash_bytes() before the put). So: take the grow bytes
 *   from the bound or refuse; put; give back the old bytes.
 * - Not thread-safe: a table is one thread's, or its callers lock. No globals. */
#ifndef GAMEDYN_HASH_H
#define GAMEDYN_HASH_H
#include "gamedyn/api.h"
#include <stdint.h>

#define GD_HASH_MAX_WIDTH 32
#define GD_HASH_NONE UINT32_MAX

typedef struct gd_hash gd_hash;

/* An empty table of keys of width words (1..GD_HASH_MAX_WIDTH); it allocates no slots until
 * the first put. NULL when out of memory or width is out of range. */
GD_API gd_hash *gd_hash_new(unsigned width);
/* Frees t (NULL: nothing). */
GD_API void gd_hash_free(gd_hash *t);
/* The index recorded for key, or GD_HASH_NONE. */
GD_API uint32_t gd_hash_get(const gd_hash *t, const uint64_t *key);
/* Insert-or-find: the index already recorded for key, or, the key being new, records val
 * (< GD_HASH_NONE) and returns it. Grows first when count + 1 would pass half the capacity,
 * whether or not the key is there (so gd_hash_grow_bytes() is exact). GD_HASH_NONE when
 * growing ran out of memory, or val is GD_HASH_NONE: the table is as before. */
GD_API uint32_t gd_hash_put(gd_hash *t, const uint64_t *key, uint32_t val);
/* The hash of a key of width words, the table's own: every bit of every word reaches every
 * bit of the result (a caller hashing its own variable-length data may use it too). */
GD_API uint64_t gd_hash_key(const uint64_t *key, unsigned width);
/* The keys recorded. */
GD_API uint64_t gd_hash_count(const gd_hash *t);
/* The key width in words. */
GD_API unsigned gd_hash_width(const gd_hash *t);
/* The bytes of the slots held (keys and indices). */
GD_API uint64_t gd_hash_bytes(const gd_hash *t);
/* The bytes the next gd_hash_put allocates (its new slots), 0 when it will not grow. */
GD_API uint64_t gd_hash_grow_bytes(const gd_hash *t);
/* Forgets every key; the slots stay allocated (their bytes unchanged). */
GD_API void gd_hash_clear(gd_hash *t);
#endif
