/* config.h - gd_config_*: a part of sheet.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_CONFIG_H
#define GAMEDYN_PUBLIC_CONFIG_H
#include "gamedyn/api.h"
#include "gamedyn/sheet.h"

/* The pool of passes of cfg: 0 unless the variant is the pass, else K >= 1. */
static inline unsigned gd_config_passes(const gd_config *cfg)
{
    return cfg->variant != GD_VARIANT_PASS ? 0 : cfg->passes ? cfg->passes : 1;
}

/* Whether the engine works on a window (Nim, random perturbations) rather than proving tails. */
GD_API int gd_config_is_window(const gd_config *cfg);
/* The configuration as the provenance of every output says it: "game=G variant=V xmax=X
 * ymax=Y mode=M", " passes=K" for K >= 2, then the perturbation with its seed or "seed=-". */
GD_API void gd_config_parameters(const gd_config *cfg, char *buf, size_t len);
/* Estimated peak bytes of a run; keep_all adds storing every sheet. */
GD_API uint64_t gd_config_estimate_bytes(const gd_config *cfg, int keep_all);

#endif
