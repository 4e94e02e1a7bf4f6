/* engines.h - private to src/games/twoheap: the engines behind gd_table_compute and
 * gd_table_stream (grundy.c), and the bound on a table's values they size their lines by. */
#ifndef GAMEDYN_TWOHEAP_ENGINES_H
#define GAMEDYN_TWOHEAP_ENGINES_H
#include "gamedyn/twoheap.h"
#include <stddef.h>
#include <stdint.h>

/* The mirror engine (mirror.c): T (the square 0..a1) receives g, or g' with the pass. */
int gd_table_mirror_engine(const gd_table_spec *s, uint32_t *T, char *err, size_t errlen);
/* The outcome and palace engine (blocking.c): the whole table, or row by row. */
int gd_table_blocking_compute(const gd_table_spec *s, gd_table *t, char *err, size_t errlen);
int gd_table_blocking_stream(const gd_table_spec *s, gd_table_row_fn fn, void *ctx, char *err, size_t errlen);
/* The ruleset as a table of rows <= amax, columns <= bmax sees it: only the added and
 * removed moves, the directions of L and the inclusion-exclusion terms that fit in it (a
 * longer move cannot be made inside the table, so every value stays the same), so nothing
 * is sized or scanned by moves the table cannot hold. New arrays, freed by
 * gd_ruleset_free; 0, or -1 when out of memory (ruleset.c). */
int gd_ruleset_clip(const gd_ruleset *r, uint64_t amax, uint64_t bmax, gd_ruleset *out);
/* The number of added moves (r,s) with r <= a, s <= b (ruleset.c). */
uint64_t gd_ruleset_count_added(const gd_ruleset *r, uint64_t a, uint64_t b);
/* Every value of a Grundy table of r over rows <= amax, columns <= bmax is below this
 * (ruleset.c). */
uint64_t gd_table_value_bound(const gd_ruleset *r, uint64_t amax, uint64_t bmax);

#endif
