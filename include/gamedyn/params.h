/* params.h - gd_params_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_PARAMS_H
#define GAMEDYN_PUBLIC_PARAMS_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* 0, or -1 when out of memory (about 120 bytes a sheet). */
GD_API int gd_params_init(gd_params *p, uint64_t xmax);
GD_API void gd_params_add(gd_params *p, const gd_sheet *s);
/* The same, with the sheet's lines already measured (gd_sheet_lines_measure of s). */
GD_API void gd_params_add_measured(gd_params *p, const gd_sheet *s, const gd_sheet_lines *lines);
/* The uncertainties, band, scatter and identity (docs/experiments.md): after the last sheet.
 * block 0: the default block length ceil(sqrt(n)). 0, or -1 when out of memory. */
GD_API int gd_params_finish(gd_params *p, uint64_t block);
GD_API void gd_params_free(gd_params *p);
/* What the sheets added so far, for a checkpoint; loaded into p just made by gd_params_init
 * for the same xmax. Load: 0, or -1 when the file is short or for another xmax. */
GD_API void gd_params_save(const gd_params *p, gd_blob *b);
GD_API int gd_params_load(gd_params *p, gd_blob *b);

/* The estimate of GD_PARAM_i and its iid standard error (NaN when not measurable, e.g.
 * gamma without proved tails); gd_params_finish's p->est[i] has the bootstrap's. */
GD_API void gd_params_value(const gd_params *p, int i, double *value, double *stderr_of);

#endif
