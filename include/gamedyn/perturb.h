/* perturb.h - the sets V of declared automatic N-positions of a generic game.
 *
 * A SPEC is one of
 *   point:x,y,z                  a single point
 *   random:seed=S,sigma=F        one point in every column (x,y): z = round(y + F*N(0,1)),
 *                                clipped at 0; N(0,1) is a function of (S, x, y) only
 *   FILE                         lines "x y z", '#' starts a comment
 * A random set may also list points (gd_perturb_add_points): V is then their union.
 */
#ifndef GAMEDYN_PERTURB_H
#define GAMEDYN_PERTURB_H
#include <stddef.h>
#include <stdint.h>
#include "gamedyn/rules.h"

typedef enum { GD_PERTURB_NONE = 0, GD_PERTURB_FINITE, GD_PERTURB_RANDOM } gd_perturb_kind;

typedef struct {
    gd_perturb_kind kind;
    gd_pos *pts; /* the listed points (finite, or added to random): sorted, no duplicates */
    size_t npts;
    uint64_t seed; /* random */
    double sigma;  /* random */
    char spec[256];
} gd_perturb;

/* Parses SPEC; on error returns -1 with a one-line message in err. */
int gd_perturb_parse(gd_perturb *v, const char *spec, const gd_rules *rules, char *err, size_t errlen);
/* Builds a finite set from points (copied). */
int gd_perturb_from_points(gd_perturb *v, const gd_pos *pts, size_t n, const gd_rules *rules, char *err,
                           size_t errlen);
/* Adds points to v (any kind; none becomes finite). */
int gd_perturb_add_points(gd_perturb *v, const gd_pos *pts, size_t n, const gd_rules *rules, char *err,
                          size_t errlen);
void gd_perturb_clear(gd_perturb *v);
/* Makes dst an independent copy of src. */
int gd_perturb_copy(gd_perturb *dst, const gd_perturb *src);

/* The random point of column (x,y). */
uint64_t gd_perturb_random_z(uint64_t seed, double sigma, uint64_t x, uint64_t y);
/* Whether [x,y,z] is in V. */
int gd_perturb_contains(const gd_perturb *v, const gd_rules *rules, uint64_t x, uint64_t y, uint64_t z);

#endif
