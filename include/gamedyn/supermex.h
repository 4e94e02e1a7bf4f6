/* supermex.h - gd_supermex_*: a part of sheet.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_SUPERMEX_H
#define GAMEDYN_PUBLIC_SUPERMEX_H
#include "gamedyn/api.h"
#include "gamedyn/sheet.h"

#define GD_SUPERMEX_NONE UINT32_MAX
/* M column by column: the lowest z not in W, not an extra mark (when extras_from is
 * not NULL: the engine that has just returned sheet x), not a same-sheet parent.
 * z[y] = GD_SUPERMEX_NONE when the sheet has ended (Chomp, a P at z = 0) or the answer
 * is not below nz. 0 on success. */
GD_API int gd_supermex_run(gd_sheet_game game, const gd_wcols *w, const gd_engine *extras_from, uint32_t *z);

#endif
