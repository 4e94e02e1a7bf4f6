/* ensembles.h - gd_ensembles_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_ENSEMBLES_H
#define GAMEDYN_PUBLIC_ENSEMBLES_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* The per-level table of nens ensembles: the header line, then a row per ensemble and
 * level (at, level, x, sites, mean, stderr, sd, median, q1, q3, share_half, share_healed;
 * "-" for what is not defined). */
GD_API void gd_ensembles_rows(FILE *f, const gd_ensemble *e, int nens);

/* ln growth rate against ln level over the ensembles with a positive rate. */
GD_API gd_fit gd_ensembles_scaling(const gd_ensemble *e, int nens);

#endif
