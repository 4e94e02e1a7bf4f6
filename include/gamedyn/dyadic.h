/* dyadic.h - gd_dyadic_*: a part of cgt.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_DYADIC_H
#define GAMEDYN_PUBLIC_DYADIC_H
#include "gamedyn/api.h"
#include "gamedyn/cgt.h"

GD_API gd_dyadic gd_dyadic_int(int64_t n);
/* num / 2^exp normalized; -1 when out of range. */
GD_API int gd_dyadic_make(int64_t num, int exp, gd_dyadic *out);
GD_API int gd_dyadic_add(gd_dyadic a, gd_dyadic b, gd_dyadic *out);
GD_API int gd_dyadic_sub(gd_dyadic a, gd_dyadic b, gd_dyadic *out);
GD_API gd_dyadic gd_dyadic_neg(gd_dyadic a);
GD_API int gd_dyadic_cmp(gd_dyadic a, gd_dyadic b);
/* a / 2^k (k >= 0), or a * 2^-k for k < 0. */
GD_API int gd_dyadic_scale(gd_dyadic a, int k, gd_dyadic *out);
/* The simplest dyadic strictly between lo and hi (either may be absent: has_lo, has_hi). */
GD_API int gd_dyadic_simplest(int has_lo, gd_dyadic lo, int has_hi, gd_dyadic hi, gd_dyadic *out);
/* "3", "-3/4"; returns buf. */
GD_API const char *gd_dyadic_format(gd_dyadic a, char *buf, size_t len);
GD_API double gd_dyadic_double(gd_dyadic a);

#endif
