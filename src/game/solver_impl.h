/* solver_impl.h - the solver's table as the move graph sees it (private to src/game). */
#ifndef GAMEDYN_SOLVER_IMPL_H
#define GAMEDYN_SOLVER_IMPL_H
#include "gamedyn/game.h"
/* The table index of p, or -1. */
long gd_solver_index(const gd_solver *s, const gd_position *p);
/* Position and value of table index idx (< gd_solver_count). */
void gd_solver_position(const gd_solver *s, uint64_t idx, gd_position *p, gd_value *v);
#endif
