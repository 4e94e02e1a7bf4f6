/* solver.h - gd_solver_*: a part of game.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_SOLVER_H
#define GAMEDYN_PUBLIC_SOLVER_H
#include "gamedyn/api.h"
#include "gamedyn/game.h"

/* max_bytes 0: the solver's tables, values and cgt context draw from g's budget (g->budget;
 * 80% of available memory when g has none); otherwise from a budget of max_bytes of the
 * solver's own. NULL when out of memory. */
GD_API gd_solver *gd_solver_new(const gd_game *g, uint64_t max_bytes);
GD_API void gd_solver_free(gd_solver *s);
/* Solves p and everything reachable from it; 0, or -1 with err (too big: the message
 * carries the estimate; a cycle in the move graph). */
GD_API int gd_solver_solve(gd_solver *s, const gd_position *p, gd_value *v, char *err, size_t errlen);
/* The value of an already solved position: 1 if found. */
GD_API int gd_solver_lookup(const gd_solver *s, const gd_position *p, gd_value *v);
/* Positions in the table. */
GD_API uint64_t gd_solver_count(const gd_solver *s);
/* Bytes the solver needs for positions of n coordinates, per position. */
GD_API uint64_t gd_solver_bytes_per_position(int n);
/* The winning moves from p (solving it if needed; partizan: both sides', each with its
 * side), in move order: the count written to
 * *out (malloc'd), or -1 with err. */
GD_API long gd_solver_winning(gd_solver *s, const gd_position *p, gd_move **out, char *err, size_t errlen);
/* == values == (src/game/value.c) A partizan position's value is its canonical form,
 * {values of Left's options | values of Right's options} made canonical in the solver's
 * cgt context (include/gamedyn/cgt.h), memoized per position, or, when the family has the
 * operations components and normal_form, per component's normal form, a component's value
 * being its key's (negated for sign -1) and a position's the sum of its components'; a
 * family with the operation value values through its own table first. The tables, the
 * stack and the forms count against the solver's memory bound. */

/* The value of p: impartial games as gd_solver_solve (kind GD_VALUE_NIMBER when defined);
 * partizan games kind GD_VALUE_FORM, the id in gd_solver_cgt(s), and the outcome class
 * read from the form (gd_cgt_outcome; the search of gd_solver_solve is not run). 0, or -1
 * with err (memory bound, a form out of the cgt module's range). */
GD_API int gd_solver_value(gd_solver *s, const gd_position *p, gd_value *v, char *err, size_t errlen);
/* The winning moves from p read from values (partizan: a Left move wins iff its option's
 * value is >= 0, a Right move iff <= 0; no outcome search), in move order: the count
 * written to *out (malloc'd), or -1 with err. Impartial games: gd_solver_winning. */
GD_API long gd_solver_value_winning(gd_solver *s, const gd_position *p, gd_move **out, char *err, size_t errlen);
/* The cgt context the solver's forms live in: its own, made at first use, unless one was
 * given by gd_solver_share_cgt. NULL when out of memory. */
GD_API gd_cgt *gd_solver_cgt(gd_solver *s);
/* Makes s build its forms in c (not owned: c outlives s), so that the values of several
 * solvers (a sum's components) can be added. Only before the first gd_solver_value. */
GD_API void gd_solver_share_cgt(gd_solver *s, gd_cgt *c);
/* Values by plain recursion over the moves, ignoring the family's components and
 * normal_form (the check of both). Only before the first gd_solver_value. */
GD_API void gd_solver_plain_values(gd_solver *s, int plain);
/* Values through the generic table only (components and normal_form, unless plain),
 * ignoring the family's own table of values (ops->values.value): the check of that table. Only
 * before the first gd_solver_value. */
GD_API void gd_solver_generic_values(gd_solver *s, int generic);
/* Keys (components' normal forms, or positions) in the tables of values. */
GD_API uint64_t gd_solver_value_count(const gd_solver *s);
/* The value as text: "*3" / "0" for a nimber (CGSuite's notation), the canonical form in
 * CGSuite's notation for a form, "undefined" without one; returns the length it needs
 * (snprintf semantics). */
GD_API size_t gd_solver_value_text(gd_solver *s, const gd_value *v, char *buf, size_t len);

/* Loopy games: the set K of p's infinite value, the distinct finite values of p's options
 * ascending, into k (room for cap; p solved or solved here): their number, or -1 with err. */
GD_API long gd_solver_inf_set(gd_solver *s, const gd_position *p, uint64_t *k, size_t cap, char *err, size_t errlen);

/* The engine's move from p (solving it if needed): from an N-position the winning move
 * of least remoteness, from a P-position the move of largest remoteness (the game lasts
 * longest), from a draw (loopy games) the first move to a draw; ties go to the first in move
 * order. 1 with *m set, 0 when p has no move, -1
 * (also for a partizan game: its best move depends on who moves). */
GD_API int gd_solver_best_move(gd_solver *s, const gd_position *p, gd_move *m, char *err, size_t errlen);

#endif
