/* growth.h - gd_growth_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_GROWTH_H
#define GAMEDYN_PUBLIC_GROWTH_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

GD_API void gd_growth_fit(const double *mean, uint64_t n, double floor, double fraction, gd_growth *out);

#endif
