/* supermex.h - the supermex M as the engine runs it, one column at a time, on the live
 * W-store and same-sheet set (gd_supermex_run in sheet.h is M on a captured copy). */
#ifndef GAMEDYN_SUPERMEX_H
#define GAMEDYN_SUPERMEX_H
#include "gamedyn/sheet.h"
#include "parents.h"
#include "wstore.h"

/* M on column y of sheet x: the lowest z >= min_z marked neither by W (row gd_rules_key,
 * which must be live), by the nex extra marks, nor by S. Advances the floors of the row
 * and of S. 0 on success. */
int gd_sheet_M_column(gd_wstore *W, gd_parents *S, const gd_rules *r, uint64_t x, uint64_t y, const uint64_t *extra,
                      int nex, uint64_t *zout);
/* Places the P found at [x,y,z]: its mark on later sheets (W) and its same-sheet parents (S). */
static inline int gd_sheet_M_place(gd_wstore *W, gd_parents *S, const gd_rules *r, uint64_t x, uint64_t y,
                                   uint64_t z)
{
    uint64_t n = gd_rules_offset(r, x, y) + z;
    if (gd_wstore_set(W, gd_rules_key(r, x, y), n) != 0)
        return -1;
    return gd_parents_mark(S, n);
}

#endif
