/* solution.h - every sheet of a run kept in memory: P-status look-ups and winning moves.
 * A solution is what the database file stores (db.h). */
#ifndef GAMEDYN_SOLUTION_H
#define GAMEDYN_SOLUTION_H
#include <stddef.h>
#include <stdint.h>
#include "gamedyn/engine.h"

typedef struct {
    gd_config cfg;     /* cfg.perturb points at perturb */
    gd_perturb perturb;
    uint64_t nsheets;  /* sheets 0..nsheets-1 */
    gd_sheet *sheets;  /* the game (with --pass: positions with the pass available) */
    gd_sheet *plain;   /* --pass only: the game after the pass */
    char *provenance;  /* command line that made it, or NULL */
} gd_solution;

typedef void (*gd_progress_fn)(void *ctx, uint64_t x, uint64_t xmax);

/* Runs the engine on cfg and keeps every sheet. 0 on success. */
int gd_solution_compute(gd_solution *sol, const gd_config *cfg, gd_progress_fn progress, void *ctx, char *err,
                        size_t errlen);
void gd_solution_free(gd_solution *sol);

enum { GD_STATUS_N = 0, GD_STATUS_P = 1, GD_STATUS_UNKNOWN = -1 };
/* Status of [x,y,z]; pass = 1 for the position with the pass available (pass variant only). */
int gd_solution_status(const gd_solution *sol, int pass, uint64_t x, uint64_t y, uint64_t z);

typedef struct {
    int is_pass; /* the move is the pass */
    gd_pos to;
} gd_move;

/* The winning moves from [x,y,z] (with the pass available when the variant is
 * pass). Returns the number written to *moves (malloc'd, caller frees), or -1
 * with err set when the solution does not cover a needed position. *automatic
 * is set when the position is a declared automatic N-position. */
long gd_solution_winning_moves(const gd_solution *sol, gd_pos p, gd_move **moves, int *automatic, char *err,
                               size_t errlen);

#endif
