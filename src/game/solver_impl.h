/* solver_impl.h - the solver's table as the move graph sees it, and a solver drawing from a
 * budget of the caller's (private to src/game). */
#ifndef GAMEDYN_SOLVER_IMPL_H
#define GAMEDYN_SOLVER_IMPL_H
#include "gamedyn/game.h"
/* A solver whose tables draw from b (not owned; it outlives the solver): a sum's components'
 * solvers share the sum's. NULL when out of memory. */
gd_solver *gd_solver_new_shared(const gd_game *g, gd_budget *b);
/* The table index of p, or -1. */
long gd_solver_index(const gd_solver *s, const gd_position *p);
/* Position and value of table index idx (< gd_solver_count). */
void gd_solver_position(const gd_solver *s, uint64_t idx, gd_position *p, gd_value *v);
#endif
