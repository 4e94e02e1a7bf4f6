/* solution.h - gd_solution_*: a part of sheet.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_SOLUTION_H
#define GAMEDYN_PUBLIC_SOLUTION_H
#include "gamedyn/api.h"
#include "gamedyn/sheet.h"

/* Runs the engine on cfg and keeps every sheet. 0 on success. */
GD_API int gd_solution_compute(gd_solution *sol, const gd_config *cfg, gd_progress_fn progress, void *ctx, char *err,
                               size_t errlen);
/* The same on up to threads threads (gd_engine_set_threads): the same solution. */
GD_API int gd_solution_compute_threads(gd_solution *sol, const gd_config *cfg, int threads, gd_progress_fn progress,
                                       void *ctx, char *err, size_t errlen);
GD_API void gd_solution_free(gd_solution *sol);

/* Whether sol was computed for cfg's game and variant and, for a generic game, for the
 * same set V (the parsed points, seed and sigma; the spec's text is only a label). */
GD_API int gd_solution_matches(const gd_solution *sol, const gd_config *cfg);

/* The outcome of [x,y,z] (GD_OUTCOME_P or GD_OUTCOME_N, GD_OUTCOME_UNKNOWN outside the
 * solution); pass = the passes left (pass variant only; 1 for the position with the
 * pass available; any value >= K is K). */
GD_API gd_outcome gd_solution_status(const gd_solution *sol, int pass, uint64_t x, uint64_t y, uint64_t z);
/* The sheets of the game with j passes left (j >= K: sol->sheets). */
GD_API const gd_sheet *gd_solution_layer(const gd_solution *sol, unsigned j);

/* The winning moves from [x,y,z] (with the pass available when the variant is
 * pass). Returns the number written to *moves (malloc'd, caller frees), or -1
 * with err set when the solution does not cover a needed position. *automatic
 * is set when the position is a declared automatic N-position. */
GD_API long gd_solution_winning_moves(const gd_solution *sol, gd_xyz p, gd_xyz_move **moves, int *automatic, char *err,
                                      size_t errlen);
/* The same from [x,y,z] with `left` passes left (K passes: 0..K; left >= K is K). */
GD_API long gd_solution_winning_moves_left(const gd_solution *sol, gd_xyz p, unsigned left, gd_xyz_move **moves,
                                           int *automatic, char *err, size_t errlen);

#endif
