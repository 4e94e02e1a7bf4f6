/* outcome.h - gd_outcome_*: a part of game.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_OUTCOME_H
#define GAMEDYN_PUBLIC_OUTCOME_H
#include "gamedyn/api.h"
#include "gamedyn/game.h"

/* "P", "N", "L", "R" or "?" */
GD_API const char *gd_outcome_name(int outcome);

#endif
