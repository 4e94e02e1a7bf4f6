/* A sum of scoring games (sum_scoring.c), on its components' games and positions: sum.c
 * splits the sum's positions and calls these. */
#ifndef GAMEDYN_SUM_SCORING_H
#define GAMEDYN_SUM_SCORING_H
#include "gamedyn/game.h"

/* The atom of side in the sum: the sum of the components' (side has no move in any). */
int gd_sum_scoring_score(gd_game *const *part, int k, const gd_position *q, int side, int64_t *score, char *err,
                         size_t errlen);
/* A table of the components' values in s: one gd_game_scores a component, sharing s and
 * taking their bytes from b (the sum's budget). */
void *gd_sum_scoring_new(gd_game *const *part, int k, gd_scoring *s, gd_budget *b);
/* The sum of the values of the parts q[0..k-1]; 0, or -1 with err. */
int gd_sum_scoring_value(void *t, const gd_position *q, uint32_t *id, char *err, size_t errlen);
void gd_sum_scoring_free(void *t);
#endif
