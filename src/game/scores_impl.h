/* scores_impl.h - a table of a scoring game's values drawing from a budget of the caller's
 * (private to src/game): a sum's components' tables share the sum's. */
#ifndef GAMEDYN_SCORES_IMPL_H
#define GAMEDYN_SCORES_IMPL_H
#include "gamedyn/game.h"
/* As gd_game_scores_new, the table (and its context when s is NULL) taking its bytes from b
 * (not owned; it outlives the table). NULL when out of memory. */
gd_game_scores *gd_game_scores_new_shared(const gd_game *g, gd_scoring *s, gd_budget *b);
#endif
