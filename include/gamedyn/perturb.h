/* perturb.h - gd_perturb_*: a part of sheet.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_PERTURB_H
#define GAMEDYN_PUBLIC_PERTURB_H
#include "gamedyn/api.h"
#include "gamedyn/sheet.h"

/* Parses SPEC; on error returns -1 with a one-line message in err. */
GD_API int gd_perturb_parse(gd_perturb *v, const char *spec, const gd_rules *rules, char *err, size_t errlen);
/* Builds a finite set from points (copied). */
GD_API int gd_perturb_from_points(gd_perturb *v, const gd_xyz *pts, size_t n, const gd_rules *rules, char *err,
                                  size_t errlen);
/* Adds points to v (any kind; none becomes finite). */
GD_API int gd_perturb_add_points(gd_perturb *v, const gd_xyz *pts, size_t n, const gd_rules *rules, char *err,
                                 size_t errlen);
GD_API void gd_perturb_clear(gd_perturb *v);
/* A 64-bit hash (FNV-1a) of the set V itself: kind, the sorted points, and for a random
 * set the seed and the exact bits of sigma; the spec's text does not enter. */
GD_API uint64_t gd_perturb_hash(const gd_perturb *v);
/* Makes dst an independent copy of src. */
GD_API int gd_perturb_copy(gd_perturb *dst, const gd_perturb *src);

/* The old model's random point of column (x,y): round(y + sigma N(0,1)) clipped at 0. */
GD_API uint64_t gd_perturb_random_z(uint64_t seed, double sigma, uint64_t x, uint64_t y);
/* The random point of column (x,y) of a random V in its model: 1 with *z set, or 0 when the
 * column has none (x < from, or the column's draw against p). Not checked to be a position. */
GD_API int gd_perturb_random_point(const gd_perturb *v, uint64_t x, uint64_t y, uint64_t *z);
/* The centre c(x,y) of a random V's column, an integer: y (diagonal), or the loser line's
 * value rounded and at least zmin (losers). */
GD_API double gd_perturb_random_centre(const gd_perturb *v, uint64_t x, uint64_t y);
/* The model of a random V in words, e.g. "model=redraw zmin=1 centre=diagonal p=1 from=0"
 * (provenance); "" for other kinds. */
GD_API void gd_perturb_model(const gd_perturb *v, char *buf, size_t len);

/* Whether [x,y,z] is in V. */
GD_API int gd_perturb_contains(const gd_perturb *v, const gd_rules *rules, uint64_t x, uint64_t y, uint64_t z);

#endif
