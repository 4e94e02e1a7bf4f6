/* dead.h - gd_dead_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_DEAD_H
#define GAMEDYN_PUBLIC_DEAD_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* == dead games == the first sheet x' (1 <= x' <= cfg->xmax) at which cfg's game dies
 * (gd_sheet_kills: [x',0,0] a P-position, every later position N), or 0 in *from. In window
 * mode column 0 of every sheet is exact with the window cut to one column, so the scan costs
 * about xmax^2/2 columns. 0 on success. */
GD_API int gd_dead_scan(const gd_config *cfg, uint64_t *from, char *err, size_t errlen);

#endif
