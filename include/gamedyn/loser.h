/* loser.h - gd_loser_*: a part of view.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_LOSER_H
#define GAMEDYN_PUBLIC_LOSER_H
#include "gamedyn/api.h"
#include "gamedyn/view.h"

/* The line of L_x' that the P in column y belongs to (Chomp; docs/pictures.md):
 * F in the proved periodic tail, else LL strictly below the slope -1 line through the
 * column-0 loser, else U (the column-0 loser itself is U). 0 if column y has no P. */
GD_API int gd_loser_class(const gd_sheet *s, uint64_t y);

#endif
