/* bounds.h - private to src/games/domineering: the static bounds of the outcome solver
 * (docs/domineering.md, "Bounds"), for the tests that check each rule against the generic
 * solver. */
#ifndef GAMEDYN_DOMINEERING_BOUNDS_H
#define GAMEDYN_DOMINEERING_BOUNDS_H
#include "gamedyn/domineering.h"

/* Which rules decide p with side to move, as bits: */
#define GD_DOM_WIN_PAIRS 1  /* sure moves of the mover > the opponent's disjoint pairs */
#define GD_DOM_WIN_CELLS 2  /* sure moves of the mover > the opponent's cell bound */
#define GD_DOM_LOSS_PAIRS 4 /* sure moves of the opponent >= the mover's disjoint pairs */
#define GD_DOM_LOSS_CELLS 8 /* sure moves of the opponent >= the mover's cell bound */

typedef struct {
    int rules;         /* the bits above that fire */
    int prot[2];       /* protective areas of the mover [0] and of the opponent [1] */
    int linked[2], iso[2], safe[2], tough[2];
} gd_dom_bounds;

/* The bounds at p (loaded into s) with side (GD_LEFT or GD_RIGHT) to move; 0, or -1 with
 * err. */
int gd_dom_bounds_of(gd_domineering_solver *s, const gd_position *p, int side, gd_dom_bounds *b, char *err,
                     size_t errlen);
/* The moves a side can make at most (the cell bound, docs/domineering.md): a side with
 * `a` usable cells, against an opponent whose first `claims` moves each take two of them,
 * but one for the first `half`, and who moves first (f = 1) or second; the first k with
 * 2(k+1) + 2c - min(c, half) > a, c = min(k + f, claims), in closed form. */
int gd_dom_cells_bound(int a, int claims, int half, int f);
#endif
