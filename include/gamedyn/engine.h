/* engine.h - the Friedman-Landsberg sheet recursion, one engine for every game and variant.
 *
 * Sheet x is built by the supermex M from the marks of its columns:
 *   W_x      the instant winners: marks left by the P-positions of lower sheets
 *            (plus, for Chomp, the deadly diagonals D of their column-0 losers);
 *   extras   a variant's extra N-marks added before M: the pass-winners L_x of
 *            the game without the pass (never the terminal position), or the
 *            declared automatic N-positions V_x of a generic game;
 *   parents  the same-sheet parents of the P-positions M has already placed.
 * M takes, column by column, the lowest unmarked z as the P-position.
 *
 * In Chomp every sheet is either finite or eventually periodic; the engine
 * proves the tail (see docs/engine.md) unless the variant is an infinite random
 * perturbation. Nim sheets and random perturbations are exact on a window.
 */
#ifndef GAMEDYN_ENGINE_H
#define GAMEDYN_ENGINE_H
#include <stddef.h>
#include <stdint.h>
#include "gamedyn/perturb.h"
#include "gamedyn/rules.h"
#include "gamedyn/sheet.h"

typedef enum { GD_VARIANT_PLAIN = 0, GD_VARIANT_PASS = 1, GD_VARIANT_PERTURB = 2 } gd_variant;

typedef struct {
    gd_game game;
    gd_variant variant;
    const gd_perturb *perturb; /* GD_VARIANT_PERTURB; copied by gd_engine_new */
    uint64_t xmax;             /* sheets 0..xmax */
    uint64_t ymax;             /* window mode: columns 0..ymax are exact */
} gd_config;

typedef struct gd_engine gd_engine;

/* Whether the engine works on a window (Nim, random perturbations) rather than proving tails. */
int gd_config_is_window(const gd_config *cfg);
/* Estimated peak bytes of a run; keep_all adds storing every sheet. */
uint64_t gd_config_estimate_bytes(const gd_config *cfg, int keep_all);

gd_engine *gd_engine_new(const gd_config *cfg, char *err, size_t errlen);
void gd_engine_free(gd_engine *e);

/* Computes the next sheet. On success returns 0 and points *out at a sheet
 * owned by the engine, valid until the next call; returns 1 when sheets
 * 0..xmax are done, -1 on error (message in err). */
int gd_engine_next(gd_engine *e, const gd_sheet **out, char *err, size_t errlen);

/* With the pass variant: the plain sheet x that fed the last sheet returned. */
const gd_sheet *gd_engine_plain_sheet(const gd_engine *e);

/* The instant winners W of the sheet gd_engine_next computes next (x = the number of
 * sheets returned so far): bit z of out (nz bits, whole words written) is set when
 * [x,y,z] has a move to a P-position of a lower sheet. In window mode y must be within
 * the window. 0 on success. */
int gd_engine_winners(gd_engine *e, uint64_t y, uint64_t nz, uint64_t *out, char *err, size_t errlen);

/* At most this many extra marks on one column. */
#define GD_MAX_EXTRAS 16

/* The variant's extra N-marks (pass-winners, or declared V) on column y of sheet x, for
 * x the sheet last returned; returns how many were written to out (at most cap). */
int gd_engine_extras(const gd_engine *e, uint64_t x, uint64_t y, uint64_t *out, int cap);

/* The sheet the next gd_engine_next computes. */
uint64_t gd_engine_next_sheet(const gd_engine *e);

/* Columns computed so far (all sheets), for benchmarks. */
uint64_t gd_engine_columns(const gd_engine *e);

#endif
