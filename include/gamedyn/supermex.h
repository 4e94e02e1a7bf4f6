/* supermex.h - the supermex M applied to a captured instant-winner sheet, with or
 * without a variant's extra marks: what M would give from W_x alone (the pass paper's
 * M W^_x against M(W^_x + L_x)). The engine runs M internally; this is the same
 * operator on a copy, so W can be altered without touching the engine. */
#ifndef GAMEDYN_SUPERMEX_H
#define GAMEDYN_SUPERMEX_H
#include <stddef.h>
#include <stdint.h>
#include "gamedyn/engine.h"

/* W_x by column: bit z of column y at cols + y * nw. */
typedef struct {
    uint64_t x, ny, nz;
    size_t nw;
    uint64_t *cols;
} gd_wcols;

/* Captures W of the sheet gd_engine_next computes next, columns < ny, rows < nz. */
int gd_wcols_capture(gd_engine *e, uint64_t ny, uint64_t nz, gd_wcols *w, char *err, size_t errlen);
void gd_wcols_free(gd_wcols *w);

#define GD_SUPERMEX_NONE UINT32_MAX
/* M column by column: the lowest z not in W, not an extra mark (when extras_from is
 * not NULL: the engine that has just returned sheet x), not a same-sheet parent.
 * z[y] = GD_SUPERMEX_NONE when the sheet has ended (Chomp, a P at z = 0) or the answer
 * is not below nz. 0 on success. */
int gd_supermex_run(gd_game game, const gd_wcols *w, const gd_engine *extras_from, uint32_t *z);

#endif
