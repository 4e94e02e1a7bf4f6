/* opening.h - gd_opening_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_OPENING_H
#define GAMEDYN_PUBLIC_OPENING_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* The winning opening moves of the rectangles [x,0,0] ("Renormalizing Chomp"):
 * r-type [x-r, r, 0] (the z = 0 end of sheet x-r's lower loser line, shifted onto
 * column 0), s-type [x-s, 0, s] (the deadly diagonal of sheet x-s's column-0 loser),
 * or, in generic Chomp only, the sink [x', 0, 0]. Fed sheet by sheet. */
enum { GD_OPEN_NONE = 0, GD_OPEN_R, GD_OPEN_S, GD_OPEN_SINK };
GD_API int gd_opening_init(gd_opening *o, uint64_t xmax);
GD_API void gd_opening_add(gd_opening *o, const gd_sheet *s);
GD_API void gd_opening_free(gd_opening *o);
/* Distance of rectangle x's move from the prediction [x/sqrt2, x(2-sqrt2)/2, 0]
 * (r-type) or [x(2-sqrt2), 0, x(sqrt2-1)] (s-type); NaN for other types. */
GD_API double gd_opening_distance(const gd_opening_move *m, uint64_t x);

#endif
