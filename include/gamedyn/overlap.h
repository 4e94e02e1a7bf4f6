/* overlap.h - gd_overlap_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_OVERLAP_H
#define GAMEDYN_PUBLIC_OVERLAP_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

GD_API int gd_overlap_bins(const gd_overlap *o, uint64_t width, gd_overlap_bin **bins, uint64_t *n);

/* Prepares the run; cfg.perturb must stay valid until gd_overlap_free. 0 on success. */
GD_API int gd_overlap_init(gd_overlap *o, const gd_config *cfg, char *err, size_t errlen);
GD_API int gd_overlap_run(gd_overlap *o, gd_progress_fn progress, void *ctx, char *err, size_t errlen);
GD_API void gd_overlap_free(gd_overlap *o);

#endif
