/* table.h - gd_table_*: a part of twoheap.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_TABLE_H
#define GAMEDYN_PUBLIC_TABLE_H
#include "gamedyn/api.h"
#include "gamedyn/twoheap.h"

/* Defaults: bottom-left, every cell, no lines, vmax from the table. */
GD_API void gd_table_draw_opts_init(gd_table_draw_opts *o);
/* "bottom-left" or "top-left"; -1 if neither. */
GD_API int gd_table_origin_parse(const char *s);
GD_API const char *gd_table_origin_name(gd_table_origin o);
/* "1,2,3,7" into o->lines (at most GD_TABLE_MAX_LINES, each 1 .. 2^32 - 1). 0, or -1 with err. */
GD_API int gd_table_lines_parse(const char *s, gd_table_draw_opts *o, char *err, size_t errlen);
/* The value a Grundy picture draws magenta: o->vmax, or the table's largest value. */
GD_API uint32_t gd_table_draw_vmax(const gd_table *t, const gd_table_draw_opts *o);
/* Whether t can be drawn with o: sizes (gd_image_check_size at scale), kind, value only on
 * Grundy tables. 0, or -1 with err. */
GD_API int gd_table_draw_check(const gd_table *t, const gd_table_draw_opts *o, uint64_t scale, char *err, size_t errlen);
/* Bytes the picture of a rows x cols table needs (the image, one byte a cell). */
GD_API uint64_t gd_table_draw_bytes(uint64_t rows, uint64_t cols);
/* Draws t into *im (allocated here, a palette image; free with gd_image_free).
 * 0, or -1 when gd_table_draw_check fails or memory runs out. */
GD_API int gd_table_draw(const gd_table *t, const gd_table_draw_opts *o, gd_image *im);
/* == rulesets and their tables == (src/games/twoheap/: ruleset.c, perturb.c, grundy.c,
 * blocking.c, mirror.c; docs/tables.md; the .npy writer is io.h's).
 *
 * A ruleset is a set of move vectors (r,s) >= (0,0), != (0,0): from (a,b) to (a-r,b-s) when
 * both stay >= 0. Larsson's M(L,S) = (M(L) \ S) u (S \ M(L)), M(L) = {m*l : l in L, m >= 1}.
 * Text forms (gd_ruleset_parse):
 *   nim | wythoff | maharaja | sub:K | sub:{s1,s2,...} | linear:(l1,l2);(l1,l2);...
 *   any of them followed by ^S (S = (r,s);(r,s);... or {(r,s),...}): the symmetric
 *   difference with S (what --alter S appends). */

GD_API int gd_table_perturb_parse(gd_table_perturb *p, const char *spec, char *err, size_t errlen);
GD_API void gd_table_perturb_free(gd_table_perturb *p);
/* 1 if (a,b) is a forced terminal position, 2 if it has the extra move to (0,0), else 0. */
GD_API int gd_table_perturb_at(const gd_table_perturb *p, uint64_t a, uint64_t b);

/* Bytes the computation needs at most (held table, line bitsets, counters), for the
 * --max-mem refusal up front. Streaming OUTCOME/PALACE runs need O(bmax) only. */
GD_API uint64_t gd_table_estimate_bytes(const gd_table_spec *s, int streamed);
/* Computes the table of s into t (rows a0..a1); 0, or -1 with err. */
GD_API int gd_table_compute(const gd_table_spec *s, gd_table *t, char *err, size_t errlen);
/* Row by row: fn receives row a (cols values), in increasing a from a0 to a1; a nonzero
 * return stops the run (returned). OUTCOME and PALACE use the linear-memory counter
 * algorithm (the table is never held); GRUNDY computes the table, then streams it. */
typedef int (*gd_table_row_fn)(void *ctx, uint64_t a, const uint32_t *row, uint64_t cols);
GD_API int gd_table_stream(const gd_table_spec *s, gd_table_row_fn fn, void *ctx, char *err, size_t errlen);
GD_API void gd_table_free(gd_table *t);
static inline uint32_t gd_table_get(const gd_table *t, uint64_t a, uint64_t b)
{
    return t->v[(a - t->a0) * t->cols + b];
}
/* The largest value of the table. */
GD_API uint32_t gd_table_max(const gd_table *t);

/* == voxels == the set {(a,b,g(a,b))} in three dimensions (src/games/twoheap/voxels.c; docs/pictures.md,
 * "Voxels"): one unit cube a cell, at height g, of a Grundy table.
 * The picture: GD_VOXEL_VIEWS views side by side, view k (k = 0, 1, 2) the table turned k
 * quarter turns about the vertical axis, each projected along (1,1,1) (x to the right and
 * down, y to the left and down, z up: a cube of side s pixels is a hexagon 4s x 4s), cubes
 * drawn in painter's order (x + y + z increasing: exact for unit cubes on a grid). Top face
 * gd_image_hue(g, gmax), the left face 3/4 of it, the right face 1/2; white background,
 * GD_VOXEL_GAP s pixels between the views. RGB image. */
#define GD_VOXEL_VIEWS 3
#define GD_VOXEL_GAP 8
/* Size of the picture of t at cube side s (pixels). */
GD_API void gd_table_voxels_size(const gd_table *t, uint32_t s, uint64_t *width, uint64_t *height);
/* Whether t can be drawn: a Grundy table, 1 <= s <= 64, a PNG's size. 0, or -1 with err. */
GD_API int gd_table_voxels_check(const gd_table *t, uint32_t s, char *err, size_t errlen);
/* Draws t into *im (allocated here; free with gd_image_free). 0, or -1 (check, memory). */
GD_API int gd_table_voxels_draw(const gd_table *t, uint32_t s, gd_image *im);
/* The same with the top faces on the colour map m at g / gmax (gd_cmap_at): a value is
 * also a height here, so 0 takes the map's first colour rather than a colour apart. */
GD_API int gd_table_voxels_draw_cmap(const gd_table *t, uint32_t s, gd_cmap m, gd_image *im);
/* The cubes as a Wavefront .obj: the comment lines first ("# " before each line of comment,
 * may be NULL), then per cell 8 vertices 'v a g b' (x = a, y = g up, z = b) and its 6 faces,
 * quads wound counter-clockwise seen from outside, 1-based indices. Counts into *nv, *nf
 * (may be NULL). 0, or -1 when a write fails (ferror). */
GD_API int gd_table_voxels_obj(const gd_table *t, FILE *f, const char *comment, uint64_t *nv, uint64_t *nf);

#endif
