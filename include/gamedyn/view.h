/* == view == the view module: sheets of the recursion as cells and as pictures.
 * Sources: src/view/ (view.c: windows of a sheet from the engine; render.c: drawing). */
#ifndef GAMEDYN_VIEW_H
#define GAMEDYN_VIEW_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>
#include "gamedyn/image.h"
#include "gamedyn/sheet.h"

/* == view == a window of one sheet x as cells (y, z): what the pictures draw.
 *
 *   W_x       the instant winners (with --pass: the hatted sheet, the positions with the
 *             pass available that move to a lower-level P of the same layer)
 *   extras    the variant's extra N-marks on sheet x (pass-winners L_x, or declared V_x)
 *   L_x       the P-position of each column
 *   classes   (Chomp, on request) which line of which earlier modified loser sheet
 *             D L_x' put each instant winner there: see gd_loser_class and docs/pictures.md
 *
 * Every cell comes from the engine (gd_engine_winners, gd_engine_next); nothing is
 * recomputed another way. A viewer steps one engine through increasing x, so a
 * series of sheets costs one run.
 */

/* The lines of a modified loser sheet D L_x' (bits: a winner may have several). */
enum { GD_LINE_LL = 1, GD_LINE_U = 2, GD_LINE_F = 4, GD_LINE_DD = 8 };

#define GD_VIEW_NO_P UINT32_MAX

typedef struct {
    uint64_t x, ny, nz; /* columns y < ny, rows z < nz */
    size_t rw;          /* words per grid row */
    uint64_t *winners;  /* bit grid: bit y of row z (rw words a row) */
    uint64_t *extras;   /* bit grid, same layout */
    uint32_t *loser;    /* per column: z of its P, or GD_VIEW_NO_P (none, or not known) */
    uint8_t *classes;   /* NULL, or ny * nz line-class bits, row z at classes + z * ny */
} gd_view;

static inline int gd_view_winner(const gd_view *v, uint64_t y, uint64_t z)
{
    return (int)((v->winners[z * v->rw + (y >> 6)] >> (y & 63)) & 1);
}
static inline int gd_view_extra(const gd_view *v, uint64_t y, uint64_t z)
{
    return (int)((v->extras[z * v->rw + (y >> 6)] >> (y & 63)) & 1);
}

/* The papers' window for sheet x: Chomp y, z <= 1.2x; Nim y, z <= 2x (at least 16). */
GD_API void gd_view_default_window(gd_sheet_game game, uint64_t x, uint64_t *ny, uint64_t *nz);
/* The columns of the papers' window of sheet x that an engine on cfg knows exactly
 * (window mode: at most cfg->ymax + 1). */
GD_API uint64_t gd_view_columns(const gd_config *cfg, uint64_t x);
/* Bytes a view of ny x nz cells needs besides the engine (the image included). */
GD_API uint64_t gd_view_estimate_bytes(uint64_t ny, uint64_t nz, int decompose);

typedef struct gd_viewer gd_viewer;

GD_API void gd_view_free(gd_view *v);

/* One view with its own engine. */
GD_API int gd_view_compute(gd_view *v, const gd_config *cfg, uint64_t x, uint64_t ny, uint64_t nz, int decompose,
                           gd_progress_fn progress, void *ctx, char *err, size_t errlen);

/* Coarse-grained W: the window cut into g x g boxes; d[i * g + j] is the fraction of
 * instant winners among the cells of box row i (from the bottom), column j. Boxes
 * split the window proportionally, so windows of different x compare in the unit
 * box (y/x, z/x). 0 on success. */
GD_API int gd_view_density(const gd_view *v, unsigned g, double *d);

/* == render == a sheet view drawn as an image, in the papers' conventions:
 * one cell a pixel, y to the right, z upwards, origin bottom-left. */

typedef enum {
    GD_RENDER_W = 0,     /* instant winners black on white */
    GD_RENDER_L,         /* losers black on white */
    GD_RENDER_BOTH,      /* W grey, the variant's extra marks blue, L red on top */
    GD_RENDER_DECOMPOSE  /* each instant winner coloured by its line classes (GD_LINE_*) */
} gd_render_kind;

typedef struct {
    uint64_t y, z;
} gd_render_mark;

/* Parts of this interface with headers of their own. */
#include "gamedyn/loser.h"
#include "gamedyn/render.h"

/* Parts of this interface with headers of their own. */
#include "gamedyn/density.h"
#include "gamedyn/viewer.h"

#endif
