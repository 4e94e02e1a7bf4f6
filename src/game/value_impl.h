/* value_impl.h - the table of partizan values under the solver (private to src/game). */
#ifndef GAMEDYN_VALUE_IMPL_H
#define GAMEDYN_VALUE_IMPL_H
#include "gamedyn/cgt.h"
#include "gamedyn/game.h"

typedef struct gd_value_table gd_value_table;

/* A table of the values of g's positions, built in c (not owned), its bytes taken from b
 * (not owned; it outlives the table); plain: ignore the family's components and
 * normal_form. NULL when out of memory. */
gd_value_table *gd_value_table_new(const gd_game *g, gd_cgt *c, int plain, gd_budget *b);
void gd_value_table_free(gd_value_table *t);
/* The canonical form of p, refused when the table would pass its budget. 0, or -1 with err. */
int gd_value_table_value(gd_value_table *t, const gd_position *p, gd_cgt_id *out, char *err, size_t errlen);
uint64_t gd_value_table_bytes(const gd_value_table *t);
uint64_t gd_value_table_count(const gd_value_table *t);
#endif
