/* par.h - independent tasks in parallel: threads on one machine, and (built with MPI=1) ranks
 * of an MPI job. Sources: src/base/. An ensemble (many perturbation sites, many seeds) is a map
 * of one function over task indices 0..n-1, each writing a fixed-size result; the results are
 * gathered in index order, so the output is the same for any number of threads or ranks.
 *
 * Under MPI every rank calls gd_par_map with the same arguments; rank r runs the tasks
 * i with i % size == r (on its own threads), and rank 0 receives every result. Only rank 0
 * should print (gd_par_is_root). Without MPI there is one rank. */
#ifndef GAMEDYN_PAR_H
#define GAMEDYN_PAR_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>

/* One task: writes its result (out_size bytes) to out; 0, or -1 with a one-line err. Tasks
 * must not share mutable state (ctx is read-only while the map runs). */
typedef int (*gd_par_task)(const void *ctx, uint64_t i, void *out, char *err, size_t errlen);

typedef struct {
    int threads; /* threads per rank; 0: every online core */
} gd_par_opts;

/* Runs fn(ctx, i, outs + i*out_size) for i = 0..n-1. On the root, outs holds every result
 * in index order; on other ranks outs may be NULL. When every rank passes outs, every rank
 * receives every result (a command runs on all ranks and must branch alike). Returns 0, or
 * -1 with the first failing task's message (by index), the same on every rank. Under MPI it
 * is collective over MPI_COMM_WORLD, called from the thread that called gd_par_init; a map
 * inside a task stays on its process. */
GD_API int gd_par_map(uint64_t n, size_t out_size, gd_par_task fn, const void *ctx, void *outs, const gd_par_opts *o,
                      char *err, size_t errlen);

/* The MPI rank and size (0 and 1 without MPI, or before gd_par_init). */
GD_API int gd_par_rank(void);
GD_API int gd_par_size(void);
GD_API int gd_par_is_root(void);
/* Start and end of the process's parallel environment: MPI_Init / MPI_Finalize under MPI,
 * nothing otherwise. main() calls them once. */
GD_API int gd_par_init(int *argc, char ***argv);
GD_API void gd_par_finalize(void);
/* Online cores (at least 1). */
GD_API int gd_par_cores(void);

#endif
