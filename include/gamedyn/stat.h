/* stat.h - gd_stat_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_STAT_H
#define GAMEDYN_PUBLIC_STAT_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

GD_API void gd_stat_add(gd_stat *s, double v);
GD_API double gd_stat_mean(const gd_stat *s);   /* NaN when empty */
GD_API double gd_stat_stderr(const gd_stat *s); /* NaN with fewer than two values */
GD_API double gd_stat_sd(const gd_stat *s);     /* the sample standard deviation; NaN with fewer than two */

#endif
