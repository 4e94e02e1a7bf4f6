/* fit.h - gd_fit_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_FIT_H
#define GAMEDYN_PUBLIC_FIT_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

GD_API void gd_fit_add(gd_fit *f, double x, double y);
GD_API double gd_fit_slope(const gd_fit *f);        /* NaN with fewer than two distinct x */
GD_API double gd_fit_slope_stderr(const gd_fit *f); /* NaN with fewer than three points */

#endif
