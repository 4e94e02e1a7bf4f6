/* summary.h - gd_summary_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_SUMMARY_H
#define GAMEDYN_PUBLIC_SUMMARY_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* Of the finite values among v[0..n-1] (scratch: n doubles, or NULL to allocate); 0, or -1
 * when out of memory. An empty sample gives n = 0 and NaN elsewhere. */
GD_API int gd_summary_of(const double *v, size_t n, double *scratch, gd_summary *out);

#endif
