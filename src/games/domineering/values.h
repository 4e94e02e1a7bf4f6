/* values.h - private to src/games/domineering: the family's own table of values (values.c),
 * the game interface's values_new, value, values_size and values_free. */
#ifndef GAMEDYN_DOMINEERING_VALUES_H
#define GAMEDYN_DOMINEERING_VALUES_H
#include "gamedyn/cgt.h"
#include "gamedyn/game.h"

/* A table building its forms in c; its bytes taken from b (not owned; it outlives the
 * table), or with b NULL kept within the budget each gd_dom_value names. */
void *gd_dom_values_new(gd_cgt *c, gd_budget *b);
/* p's canonical form: 0, GD_ORACLE_NONE for boards of more than 64 cells, or -1 with err;
 * budget bounds the table and c's forms together when the table has no shared budget. */
int gd_dom_value(void *t, const gd_position *p, uint64_t budget, gd_cgt_id *id, char *err, size_t errlen);
uint64_t gd_dom_values_size(const void *t, uint64_t *keys);
void gd_dom_values_free(void *t);
#endif
