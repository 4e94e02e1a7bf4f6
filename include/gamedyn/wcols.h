/* wcols.h - gd_wcols_*: a part of sheet.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_WCOLS_H
#define GAMEDYN_PUBLIC_WCOLS_H
#include "gamedyn/api.h"
#include "gamedyn/sheet.h"

/* Captures W of the sheet gd_engine_next computes next, columns < ny, rows < nz. */
GD_API int gd_wcols_capture(gd_engine *e, uint64_t ny, uint64_t nz, gd_wcols *w, char *err, size_t errlen);
GD_API void gd_wcols_free(gd_wcols *w);

#endif
