/* viewer.h - gd_viewer_*: a part of view.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_VIEWER_H
#define GAMEDYN_PUBLIC_VIEWER_H
#include "gamedyn/api.h"
#include "gamedyn/view.h"

/* cfg->xmax is the last sheet to be viewed; for window-mode games cfg->ymax must
 * cover every view's columns. decompose keeps every sheet (Chomp only). */
GD_API gd_viewer *gd_viewer_new(const gd_config *cfg, int decompose, char *err, size_t errlen);
/* Steps the engine to sheet x (x greater than any earlier capture) and fills v. */
GD_API int gd_viewer_capture(gd_viewer *vw, uint64_t x, uint64_t ny, uint64_t nz, gd_view *v, gd_progress_fn progress,
                             void *ctx, char *err, size_t errlen);
GD_API void gd_viewer_free(gd_viewer *vw);

#endif
