/* census.h - gd_census_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_CENSUS_H
#define GAMEDYN_PUBLIC_CENSUS_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* A census checkpoint (docs/experiments.md, "Checkpoints"): the run's parameters (the
 * engine's configuration as gd_config_parameters says it: a checkpoint resumes only the
 * same run), the measurements p so far, the engine e (paused and its last sheet taken:
 * gd_engine_pause) and the bytes [from, to) of the per-sheet rows (NULL: none kept). The
 * file at path is replaced whole. Load: into p and e just made for the same run; the rows
 * kept are written to rows (NULL: skipped; a checkpoint without rows cannot fill one). 0, or
 * -1 with err. */
GD_API int gd_census_save(const char *path, const gd_params *p, gd_engine *e, FILE *rows, uint64_t from, uint64_t to,
                          char *err, size_t errlen);
GD_API int gd_census_load(const char *path, gd_params *p, gd_engine *e, FILE *rows, char *err, size_t errlen);
enum { GD_CENSUS_GOES_ON = 0, GD_CENSUS_SAVED = 1, GD_CENSUS_STOPPED = 2, GD_CENSUS_NOT_SAVED = -1,
       GD_CENSUS_STOP_NOT_SAVED = -2 };
GD_API void gd_census_clock_start(gd_census_clock *k, const char *path, gd_engine *e, double every, uint64_t stop);
/* After sheet x is taken and added to p (its per-sheet row written: rows' bytes [from, to),
 * as gd_census_save): GD_CENSUS_GOES_ON, GD_CENSUS_SAVED, GD_CENSUS_STOPPED (saved at the
 * stop: take no more sheets), or a save that failed, with err: GD_CENSUS_NOT_SAVED (the run
 * may go on) or GD_CENSUS_STOP_NOT_SAVED (at the stop). */
GD_API int gd_census_clock_tick(gd_census_clock *k, const gd_params *p, gd_engine *e, FILE *rows, uint64_t from,
                                uint64_t to, uint64_t x, char *err, size_t errlen);

#endif
