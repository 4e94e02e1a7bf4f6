/* published.h - gd_published_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_PUBLISHED_H
#define GAMEDYN_PUBLIC_PUBLISHED_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* The entry of that name; NULL if there is none. */
GD_API const gd_published *gd_published_get(const char *name);
/* The whole table; *n receives its length. */
GD_API const gd_published *gd_published_all(int *n);
/* Whether v satisfies the published statement (NaN never does). */
GD_API int gd_published_holds(const gd_published *p, double v);
/* For an interval [lo, hi] around a measurement: 1 if all of it satisfies the statement,
 * -1 if none of it does, 0 if part does. */
GD_API int gd_published_interval(const gd_published *p, double lo, double hi);

#endif
