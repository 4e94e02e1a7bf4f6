/* A sum of scoring games (docs/scoring.md, "Sums"): a move is a move in one component; when
 * the player to move has none in any, the game ends and the scores of the components, each
 * as if that player were to move there, add up (the disjunctive sum of guaranteed scoring
 * games, whose atoms add). Its value is the sum of the components' values, each from its
 * family (its own table, else the recursion); the recursion over the sum game's own moves is
 * the check (tests/game/t_scores.c). */
#include "scores_impl.h"
#include "sum_scoring.h"
#include "gamedyn/sum.h"
#include "gamedyn/util.h"
#include <stdlib.h>

typedef struct {
    int k;
    gd_scoring *s;
    gd_game_scores *part[GD_SUM_MAX_COMPONENTS];
} table;

int gd_sum_scoring_score(gd_game *const *part, int k, const gd_position *q, int side, int64_t *score, char *err,
                         size_t errlen)
{
    int64_t total = 0;
    for (int i = 0; i < k; i++) {
        int64_t x;
        if (part[i]->ops->scoring.score(part[i], &q[i], side, &x, err, errlen) != 0)
            return -1;
        total += x;
    }
    *score = total;
    return 0;
}

void *gd_sum_scoring_new(gd_game *const *part, int k, gd_scoring *s, gd_budget *b)
{
    table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->k = k, t->s = s;
    for (int i = 0; i < k; i++)
        if (!(t->part[i] = gd_game_scores_new_shared(part[i], s, b))) {
            gd_sum_scoring_free(t);
            return NULL;
        }
    return t;
}

int gd_sum_scoring_value(void *tab, const gd_position *q, uint32_t *id, char *err, size_t errlen)
{
    table *t = tab;
    gd_scoring_id total = gd_scoring_number(t->s, gd_dyadic_int(0));
    for (int i = 0; i < t->k && total != GD_SCORING_NONE; i++) {
        gd_scoring_id v;
        char e[512];
        if (gd_game_scores_value(t->part[i], &q[i], &v, e, sizeof e) != 0) {
            gd_err(err, errlen, "component %d: %s", i + 1, e);
            return -1;
        }
        total = gd_scoring_sum(t->s, total, v);
    }
    if (total == GD_SCORING_NONE) {
        gd_err(err, errlen, "%s", gd_scoring_error(t->s) ? gd_scoring_error(t->s) : "out of memory");
        return -1;
    }
    *id = total;
    return 0;
}

void gd_sum_scoring_free(void *tab)
{
    table *t = tab;
    if (!t)
        return;
    for (int i = 0; i < t->k; i++)
        gd_game_scores_free(t->part[i]);
    free(t);
}
