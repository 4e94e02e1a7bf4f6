/* sens_ensemble.h - the ensemble mode of gamedyn sensitivity (--sites), private to the CLI. */
#ifndef GAMEDYN_SENS_ENSEMBLE_H
#define GAMEDYN_SENS_ENSEMBLE_H
#include "tool.h"

typedef struct {
    const char *out, *plot, *at, *sites, *reading, *window, *count, *levels, *span, *seed, *threads;
    int json;
} gd_sens_args;

/* Runs and prints the ensembles; c is parsed but not configured. The exit status. */
int gd_sensitivity_ensembles(gd_cli *c, const gd_sens_args *a);
#endif
