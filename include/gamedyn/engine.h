/* engine.h - gd_engine_*: a part of sheet.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_ENGINE_H
#define GAMEDYN_PUBLIC_ENGINE_H
#include "gamedyn/api.h"
#include "gamedyn/sheet.h"

GD_API gd_engine *gd_engine_new(const gd_config *cfg, char *err, size_t errlen);
GD_API void gd_engine_free(gd_engine *e);

/* Before the first gd_engine_next: build the sheets on n threads (the wavefront, two threads
 * at most; docs/engine.md "Two threads"). The sheets, and everything read from them, are the
 * same as on one thread. Returns the threads used: 1 when n < 2 or the game has no threaded
 * schedule (Nim, windows). gd_engine_winners and gd_wcols_capture are
 * then unavailable. */
GD_API int gd_engine_set_threads(gd_engine *e, int n);

/* Computes the next sheet. On success returns 0 and points *out at a sheet
 * owned by the engine, valid until the next call; returns 1 when sheets
 * 0..xmax are done, -1 on error (message in err). */
GD_API int gd_engine_next(gd_engine *e, const gd_sheet **out, char *err, size_t errlen);

/* With the pass variant: the plain sheet x that fed the last sheet returned (with K passes:
 * the (K-1)-pass sheet x, the sub-engine's). */
GD_API const gd_sheet *gd_engine_plain_sheet(const gd_engine *e);
/* The sheet x with j passes left (j <= K) of the last sheet returned: j = K is that sheet,
 * j < K the chain's engine of j passes; NULL past the chain. */
GD_API const gd_sheet *gd_engine_level_sheet(const gd_engine *e, unsigned j);

/* The instant winners W of the sheet gd_engine_next computes next (x = the number of
 * sheets returned so far): bit z of out (nz bits, whole words written) is set when
 * [x,y,z] has a move to a P-position of a lower sheet. In window mode y must be within
 * the window. 0 on success. */
GD_API int gd_engine_winners(gd_engine *e, uint64_t y, uint64_t nz, uint64_t *out, char *err, size_t errlen);

/* The variant's extra N-marks (pass-winners, or declared V) on column y of sheet x, for
 * x the sheet last returned; returns how many were written to out (at most cap). */
GD_API int gd_engine_extras(const gd_engine *e, uint64_t x, uint64_t y, uint64_t *out, int cap);

/* Checkpoints (docs/engine.md, "Checkpoints"): an engine proving tails (not a window, no
 * declared points: gd_engine_can_save) is saved between two sheets; a new engine of the same
 * configuration loaded from the save gives the same sheets from there on, on any number of
 * threads. gd_engine_pause asks the engine to build no sheet past sheet p >= at, which it
 * returns (p > at when two threads have already begun sheets past at); once the caller has
 * taken sheet p, gd_engine_save writes the engine. gd_engine_next goes on after either; a
 * pause not yet reached holds after a save at an earlier sheet.
 * gd_engine_load: into an engine that has built nothing yet, before gd_engine_set_threads.
 * 0, or -1 with err. */
typedef struct gd_blob gd_blob;
GD_API int gd_engine_can_save(const gd_config *cfg);
GD_API uint64_t gd_engine_pause(gd_engine *e, uint64_t at);
GD_API int gd_engine_save(gd_engine *e, gd_blob *b, char *err, size_t errlen);
GD_API int gd_engine_load(gd_engine *e, gd_blob *b, char *err, size_t errlen);

/* The configuration the engine runs (its perturbation its own copy). */
GD_API const gd_config *gd_engine_config(const gd_engine *e);
/* The sheet the next gd_engine_next computes. */
GD_API uint64_t gd_engine_next_sheet(const gd_engine *e);

/* Columns computed so far (all sheets), for benchmarks. */
GD_API uint64_t gd_engine_columns(const gd_engine *e);

/* What the window proofs of this engine (not its plain sub-engine) looked like so far
 * (docs/engine.md, "The window proof"). */
typedef struct {
    uint64_t proofs;                    /* tails proved by the window proof */
    uint64_t max_L, max_P, max_width;   /* largest L, P(a, b), b - a of an accepted certificate */
    uint64_t max_past, sum_past;        /* columns computed past max(tail start, yp): largest, sum */
} gd_window_stats;
GD_API void gd_engine_window_stats(const gd_engine *e, gd_window_stats *out);

#endif
