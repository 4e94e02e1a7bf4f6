/* position.h - gd_position_*: a part of game.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_POSITION_H
#define GAMEDYN_PUBLIC_POSITION_H
#include "gamedyn/api.h"
#include "gamedyn/game.h"

/* Whether two positions are equal. */
GD_API int gd_position_equal(const gd_position *a, const gd_position *b);
GD_API uint64_t gd_position_hash(const gd_position *p);

#endif
