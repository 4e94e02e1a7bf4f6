/* sensitivity.h - gd_sensitivity_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_SENSITIVITY_H
#define GAMEDYN_PUBLIC_SENSITIVITY_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

/* Prepares the run (no level computed yet): with have_z = 0, at.z is taken from A's
 * P-position in column at.y of sheet at.x (an error if there is none). 0 on success. */
GD_API int gd_sensitivity_init(gd_sensitivity *s, const gd_config *cfg, gd_xyz at, int have_z, char *err, size_t errlen);
/* Runs both games to cfg.xmax and fills the levels; progress (may be NULL) sees every sheet. */
GD_API int gd_sensitivity_run(gd_sensitivity *s, gd_progress_fn progress, void *ctx, char *err, size_t errlen);
GD_API void gd_sensitivity_free(gd_sensitivity *s);

#endif
