/* loopy_impl.h - shared inside src/loopy. */
#ifndef GAMEDYN_LOOPY_IMPL_H
#define GAMEDYN_LOOPY_IMPL_H
#include "gamedyn/loopy.h"
/* The predecessors of every node in compressed rows (malloc'd); 0, or -1 when out of memory. */
int gd_loopy_reverse(const gd_loopy_graph *g, uint32_t **off, uint32_t **from);
#endif
