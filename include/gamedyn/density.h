/* density.h - gd_density_*: a part of view.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_DENSITY_H
#define GAMEDYN_PUBLIC_DENSITY_H
#include "gamedyn/api.h"
#include "gamedyn/view.h"

/* Mean absolute difference of two g x g densities. */
GD_API double gd_density_distance(const double *a, const double *b, unsigned g);

#endif
