/* compare.h - gd_compare_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_COMPARE_H
#define GAMEDYN_PUBLIC_COMPARE_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* Runs the comparison; a variant whose game is dead (a random V that makes some [x',0,0] a
 * P-position) is left out of the matrix and counted in ndead (its sample keeps dead_from). */
GD_API int gd_compare_run(gd_compare *c, const gd_compare_opts *o, char *err, size_t errlen);
/* Variant i of the matrix: its sample, and its name ("plain" for W_X). */
GD_API const gd_compare_sample *gd_compare_variant(const gd_compare *c, int i);
GD_API const char *gd_compare_variant_name(const gd_compare *c, int i);
GD_API void gd_compare_free(gd_compare *c);

#endif
