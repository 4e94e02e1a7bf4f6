/* chompg.h - gd_chompg_*: a part of chomp.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_CHOMPG_H
#define GAMEDYN_PUBLIC_CHOMPG_H
#include "gamedyn/api.h"
#include "gamedyn/chomp.h"

/* Bytes the computation needs for N. */
GD_API uint64_t gd_chompg_estimate_bytes(uint64_t nmax);
/* Computes; 0 (r->rect to free), or -1 with err (too big: the estimate in the message;
 * out of memory). */
GD_API int gd_chompg_compute(const gd_chompg_spec *s, gd_chompg_result *r, char *err, size_t errlen);
/* The value of one position [x,y,z] (every position with a smaller or equal x+y+z is
 * computed on the way); 0, or -1 with err. */
GD_API int gd_chompg_value(uint64_t x, uint64_t y, uint64_t z, uint64_t max_bytes, uint32_t *g, char *err, size_t errlen);

#endif
