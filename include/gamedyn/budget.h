/* budget.h - the memory bound of one computation, shared by its parts. Sources: src/base/.
 *
 * A computation (a game's query: the generic solver's tables, its values and their cgt
 * context, a family's tables, move lists, scoring tables) has one bound, --max-mem. Each
 * part takes the bytes it is about to allocate from the computation's budget and gives them
 * back when it frees them, so the parts together stay within the bound rather than each
 * alone. A budget is an object, not a global: two computations side by side have two. Take
 * and give are atomic, so parts on several threads may share one budget. */
#ifndef GAMEDYN_BUDGET_H
#define GAMEDYN_BUDGET_H
#include "gamedyn/api.h"
#include <stdint.h>

typedef struct gd_budget gd_budget;

/* A budget of bound bytes (0: gd_budget_default()), nothing in use. NULL when out of memory. */
GD_API gd_budget *gd_budget_new(uint64_t bound);
/* Frees b (NULL: nothing); whatever is still taken is forgotten. */
GD_API void gd_budget_free(gd_budget *b);
/* 0 when bytes more stay within the bound (and are now in use); -1, nothing taken, when they
 * would pass it: the caller refuses with its message and estimate. */
GD_API int gd_budget_take(gd_budget *b, uint64_t bytes);
/* Takes bytes whatever the bound: memory a part held before it joined the budget. */
GD_API void gd_budget_charge(gd_budget *b, uint64_t bytes);
/* Gives back bytes taken (or charged) before. */
GD_API void gd_budget_give(gd_budget *b, uint64_t bytes);
/* The bound, the bytes in use, what is left (bound - in use, 0 past it), the most ever in use. */
GD_API uint64_t gd_budget_bound(const gd_budget *b);
GD_API uint64_t gd_budget_used(const gd_budget *b);
GD_API uint64_t gd_budget_left(const gd_budget *b);
GD_API uint64_t gd_budget_peak(const gd_budget *b);
/* The default bound: 80% of the available memory, 8 GiB when that is unknown. */
GD_API uint64_t gd_budget_default(void);
#endif
