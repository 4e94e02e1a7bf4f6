/* ensemble.h - gd_ensemble_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_ENSEMBLE_H
#define GAMEDYN_PUBLIC_ENSEMBLE_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* The options as 'gamedyn sensitivity' spells them (NULL: the default): sites all, lines,
 * col0, Y0:Y1 or random:N; reading automatic-n or persist; window papers, box:Y[,Z] or
 * cone; count all, lines, LL, U or F. Seed 1, threads 0. 0, or -1 with a one-line err. */
GD_API int gd_ensemble_opts_parse(gd_ensemble_opts *o, const char *sites, const char *reading, const char *window,
                                  const char *count, char *err, size_t errlen);
/* The sites of the ensemble at level x0 (every P of sheet x0 as opts->sites says, in column
 * order; random draws in draw order). *sites malloc'd. 0, or -1 with err. */
GD_API int gd_ensemble_sites(const gd_config *cfg, uint64_t x0, const gd_ensemble_opts *o, gd_xyz **sites, uint64_t *n,
                             char *err, size_t errlen);
/* Runs the ensemble at level x0 over levels x0+1..cfg->xmax. 0, or -1 with err. */
GD_API int gd_ensemble_run(gd_ensemble *e, const gd_config *cfg, uint64_t x0, const gd_ensemble_opts *o,
                           gd_progress_fn progress, void *ctx, char *err, size_t errlen);
GD_API void gd_ensemble_free(gd_ensemble *e);

/* One ensemble as a JSON object, an element of the array being written: its level, sites,
 * levels to half moved and growth rate with their intervals, dead games, and the curve. */
GD_API void gd_ensemble_json(gd_json *j, const gd_ensemble *e);

#endif
