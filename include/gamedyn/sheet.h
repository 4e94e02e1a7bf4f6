/* == sheet == the sheet module: the Friedman-Landsberg recursion for 3-coordinate games.
 *
 * One public header for the whole module, in the order a reader meets the ideas:
 *   rules      a game's rules as the recursion sees them (L, D, M's parents)
 *   sheet      a loser sheet L_x (finite, proved periodic tail, or a window)
 *   perturb    the sets V of declared automatic N-positions (generic games)
 *   engine     the recursion R: W_x -> M -> L_x -> W_{x+1}
 *   supermex   M on a captured W
 *   solution   every sheet of a run, P-status and winning moves
 *   db         the binary database of a solution
 *   oracle     the engine as the fast P/N oracle of the game interface (game.h)
 * Sources: src/sheet/.
 */
#ifndef GAMEDYN_SHEET_H
#define GAMEDYN_SHEET_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>
#include "gamedyn/game.h"
#include "gamedyn/util.h"

/* == rules == a game's rules, as the sheet recursion sees them.
 *
 * Positions are [x,y,z]; sheet x holds the positions with first coordinate x.
 * The recursion needs three facts about a game:
 *   - where the P-positions of lower sheets put their N-marks on sheet x
 *     (Nim: straight up, column y; Chomp: shifted left one column per level,
 *     so column y of W_x is fed by the antidiagonal s = x + y: the left shift L);
 *   - which same-sheet parents the supermex M marks above a new P
 *     (both: the rest of the column; Nim: the row to the right; Chomp: the
 *     45-degree implied diagonal (y+t, z-t));
 *   - Chomp's extra moves: the deadly diagonal D (a column-0 loser [x',0,z*]
 *     kills every later position with x+y+z = x'+z*), a P at z = 0 ending the
 *     sheet, and the moves to [x-t,0,0].
 * Indexing marks by n = z + offset(x,y) (offset 0 for Nim, x+y for Chomp)
 * puts the lower-sheet marks, the implied diagonals and D on one bit index.
 */

typedef enum { GD_SHEET_NIM = 0, GD_SHEET_CHOMP = 1 } gd_sheet_game;

typedef struct {
    gd_sheet_game game;
    const char *name;
    int left_shift;      /* L: lower sheets feed column y along the antidiagonal x+y */
    int deadly_diagonal; /* D: column-0 losers mark x+y+z on all later sheets */
    int zero_ends_sheet; /* a P at z = 0 marks every later column of its sheet */
    int rectangle_sink;  /* moves [x,y,z] -> [x-t,0,0] exist */
} gd_rules;

GD_API const gd_rules *gd_rules_get(gd_sheet_game game);
/* "nim" or "chomp"; NULL if unknown. */
GD_API const gd_rules *gd_rules_by_name(const char *name);

/* Key of the lower-sheet mark set that feeds column y of sheet x. */
static inline uint64_t gd_rules_key(const gd_rules *r, uint64_t x, uint64_t y)
{
    return r->left_shift ? x + y : y;
}

/* Bit index of z in column y of sheet x (see the header comment). */
static inline uint64_t gd_rules_offset(const gd_rules *r, uint64_t x, uint64_t y)
{
    return r->left_shift ? x + y : 0;
}

/* Whether [x,y,z] is a position of the game (Chomp has no [0,0,0]). */
GD_API int gd_rules_is_position(const gd_rules *r, uint64_t x, uint64_t y, uint64_t z);
/* Whether [x,y,z] is the terminal position (Nim [0,0,0], Chomp [0,0,1]). */
GD_API int gd_rules_is_terminal(const gd_rules *r, uint64_t x, uint64_t y, uint64_t z);
/* Least z of column (x,y) that is a position. */
static inline uint64_t gd_rules_min_z(const gd_rules *r, uint64_t x, uint64_t y)
{
    return (r->game == GD_SHEET_CHOMP && x == 0 && y == 0) ? 1 : 0;
}

/* A point [x,y,z] of the lattice the recursion works on (a position of a 3-coordinate game). */
typedef struct { uint64_t x, y, z; } gd_xyz;

/* Every move from p, into out (capacity cap); returns the number of moves
 * (which may exceed cap: then only cap were written). */
GD_API uint64_t gd_rules_moves(const gd_rules *r, gd_xyz p, gd_xyz *out, uint64_t cap);

/* == sheet == a loser sheet L_x: at most one P-position per column y.
 *
 * END:    columns 0..n-1 hold a P each, no later column does (a Chomp P at z = 0).
 * TAIL:   z(y) is stored for y < y0; from y0 on z(y) = tail[(y - y0) % period],
 *         with y0 the least tail start and period the least period (proved).
 * WINDOW: z(y) is known exactly for y < len only (Nim, random perturbations).
 */

typedef enum { GD_SHEET_END = 0, GD_SHEET_TAIL = 1, GD_SHEET_WINDOW = 2 } gd_sheet_kind;

typedef struct {
    uint64_t x;
    gd_sheet_kind kind;
    uint64_t len;      /* END: n; TAIL: y0; WINDOW: columns known */
    uint32_t *z;       /* z[y] for y < len */
    uint64_t period;   /* TAIL only */
    uint32_t *tail;    /* TAIL only: z(y0), ..., z(y0 + period - 1) */
    uint64_t computed; /* columns the engine computed explicitly */
} gd_sheet;

enum { GD_SHEET_NO_P = 0, GD_SHEET_P = 1, GD_SHEET_UNKNOWN = -1 };

/* GD_SHEET_P with *z set, GD_SHEET_NO_P, or GD_SHEET_UNKNOWN past a window. */
GD_API int gd_sheet_lookup(const gd_sheet *s, uint64_t y, uint32_t *z);
/* Deep copy; 0 on success. */
GD_API int gd_sheet_copy(gd_sheet *dst, const gd_sheet *src);
GD_API void gd_sheet_free(gd_sheet *s);
/* The column from which the sheet is periodic (END: n, TAIL: y0, WINDOW: len). */
GD_API uint64_t gd_sheet_stable_start(const gd_sheet *s);

/* == perturb == the sets V of declared automatic N-positions of a generic game.
 *
 * A SPEC is one of
 *   point:x,y,z                  a single point
 *   random:seed=S,sigma=F[,clip=0|1][,centre=diagonal|losers][,p=P][,from=N]
 *                                at most one point in every column (x,y) with x >= N, present
 *                                with probability P (default 1), its z drawn around the centre
 *                                c(x,y) (diagonal: c = y; losers: the loser lines of Chomp's
 *                                sheet x, docs/experiments.md) with spread F:
 *                                clip=1  z = round(c + F*N(0,1)) clipped at 0 (the old model);
 *                                clip=0  a discrete normal truncated to zmin <= z <= c + 8.58 F,
 *                                        drawn again until it falls there (zmin: 1 for Chomp,
 *                                        0 for Nim), exactly, from (S, x, y) only.
 *                                Default clip=0 for Chomp, clip=1 for Nim.
 *   FILE                         lines "x y z" (any length), '#' starts a comment; a regular
 *                                file or a FIFO; an empty file is an empty V
 * Each key of random: appears once; 0 <= F <= GD_PERTURB_SIGMA_MAX.
 * A random set may also list points (gd_perturb_add_points): V is then their union.
 * A struct zeroed and given kind, seed and sigma is the old model (clip, diagonal, p = 1).
 */

typedef enum { GD_PERTURB_NONE = 0, GD_PERTURB_FINITE, GD_PERTURB_RANDOM } gd_perturb_kind;
typedef enum { GD_CENTRE_DIAGONAL = 0, GD_CENTRE_LOSERS = 1 } gd_perturb_centre;

typedef struct {
    gd_perturb_kind kind;
    gd_xyz *pts; /* the listed points (finite, or added to random): sorted, no duplicates */
    size_t npts;
    uint64_t seed; /* random */
    double sigma;  /* random */
    char spec[256];
    /* random, the model (all 0: the old one) */
    int redraw;    /* 0: clip at 0; 1: discrete normal truncated to [zmin, c + 8.58 sigma] */
    int centre;    /* gd_perturb_centre */
    double skip;   /* 1 - p: the chance that a column has no point */
    uint64_t from; /* no point on the sheets x < from */
    uint64_t zmin; /* redraw: the least z drawn */
} gd_perturb;

/* Beyond this sigma the random points leave every window a run can hold. */
#define GD_PERTURB_SIGMA_MAX 4294967296.0
/* |z - c| of a random point never exceeds this many sigma (the clip model's tail is cut at
 * u = 2^-53, the redraw model's truncation). */
#define GD_PERTURB_GAUSS_MAX 8.58

/* Parses SPEC; on error returns -1 with a one-line message in err. */
GD_API int gd_perturb_parse(gd_perturb *v, const char *spec, const gd_rules *rules, char *err, size_t errlen);
/* Builds a finite set from points (copied). */
GD_API int gd_perturb_from_points(gd_perturb *v, const gd_xyz *pts, size_t n, const gd_rules *rules, char *err,
                                  size_t errlen);
/* Adds points to v (any kind; none becomes finite). */
GD_API int gd_perturb_add_points(gd_perturb *v, const gd_xyz *pts, size_t n, const gd_rules *rules, char *err,
                                 size_t errlen);
GD_API void gd_perturb_clear(gd_perturb *v);
/* A 64-bit hash (FNV-1a) of the set V itself: kind, the sorted points, and for a random
 * set the seed and the exact bits of sigma; the spec's text does not enter. */
GD_API uint64_t gd_perturb_hash(const gd_perturb *v);
/* Makes dst an independent copy of src. */
GD_API int gd_perturb_copy(gd_perturb *dst, const gd_perturb *src);

/* The old model's random point of column (x,y): round(y + sigma N(0,1)) clipped at 0. */
GD_API uint64_t gd_perturb_random_z(uint64_t seed, double sigma, uint64_t x, uint64_t y);
/* The random point of column (x,y) of a random V in its model: 1 with *z set, or 0 when the
 * column has none (x < from, or the column's draw against p). Not checked to be a position. */
GD_API int gd_perturb_random_point(const gd_perturb *v, uint64_t x, uint64_t y, uint64_t *z);
/* The centre c(x,y) of a random V's column, an integer: y (diagonal), or the loser line's
 * value rounded and at least zmin (losers). */
GD_API double gd_perturb_random_centre(const gd_perturb *v, uint64_t x, uint64_t y);
/* The model of a random V in words, e.g. "model=redraw zmin=1 centre=diagonal p=1 from=0"
 * (provenance); "" for other kinds. */
GD_API void gd_perturb_model(const gd_perturb *v, char *buf, size_t len);
/* Whether sheet s makes the game "dead": a P-position [x,0,0] with x >= 1 in a game with
 * Chomp's rectangle moves (every later position moves there, so every later sheet is empty). */
GD_API int gd_sheet_kills(const gd_rules *r, const gd_sheet *s);
/* Whether [x,y,z] is in V. */
GD_API int gd_perturb_contains(const gd_perturb *v, const gd_rules *rules, uint64_t x, uint64_t y, uint64_t z);

/* == engine == the Friedman-Landsberg sheet recursion, one engine for every game and variant.
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

typedef enum { GD_VARIANT_PLAIN = 0, GD_VARIANT_PASS = 1, GD_VARIANT_PERTURB = 2 } gd_variant;

/* Several passes (docs/engine.md, "Several passes"): a pool of K shared passes, at most this many. */
#define GD_MAX_PASSES 8

typedef struct {
    gd_sheet_game game;
    gd_variant variant;
    const gd_perturb *perturb; /* GD_VARIANT_PERTURB, or finite points N with the pass (PASS); copied */
    uint64_t xmax;             /* sheets 0..xmax */
    uint64_t ymax;             /* window mode: columns 0..ymax are exact */
    unsigned passes;           /* GD_VARIANT_PASS: the pool K (0 counts as 1); 1..GD_MAX_PASSES */
} gd_config;

/* The pool of passes of cfg: 0 unless the variant is the pass, else K >= 1. */
static inline unsigned gd_config_passes(const gd_config *cfg)
{
    return cfg->variant != GD_VARIANT_PASS ? 0 : cfg->passes ? cfg->passes : 1;
}

typedef struct gd_engine gd_engine;

/* Whether the engine works on a window (Nim, random perturbations) rather than proving tails. */
GD_API int gd_config_is_window(const gd_config *cfg);
/* The configuration as the provenance of every output says it: "game=G variant=V xmax=X
 * ymax=Y mode=M", " passes=K" for K >= 2, then the perturbation with its seed or "seed=-". */
GD_API void gd_config_parameters(const gd_config *cfg, char *buf, size_t len);
/* Estimated peak bytes of a run; keep_all adds storing every sheet. */
GD_API uint64_t gd_config_estimate_bytes(const gd_config *cfg, int keep_all);

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

/* At most this many extra marks on one column. */
#define GD_MAX_EXTRAS 16

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

/* == supermex == the supermex M applied to a captured instant-winner sheet, with or
 * without a variant's extra marks: what M would give from W_x alone (the pass paper's
 * M W^_x against M(W^_x + L_x)). The engine runs M internally; this is the same
 * operator on a copy, so W can be altered without touching the engine. */

/* W_x by column: bit z of column y at cols + y * nw. */
typedef struct {
    uint64_t x, ny, nz;
    size_t nw;
    uint64_t *cols;
} gd_wcols;

/* Captures W of the sheet gd_engine_next computes next, columns < ny, rows < nz. */
GD_API int gd_wcols_capture(gd_engine *e, uint64_t ny, uint64_t nz, gd_wcols *w, char *err, size_t errlen);
GD_API void gd_wcols_free(gd_wcols *w);

#define GD_SUPERMEX_NONE UINT32_MAX
/* M column by column: the lowest z not in W, not an extra mark (when extras_from is
 * not NULL: the engine that has just returned sheet x), not a same-sheet parent.
 * z[y] = GD_SUPERMEX_NONE when the sheet has ended (Chomp, a P at z = 0) or the answer
 * is not below nz. 0 on success. */
GD_API int gd_supermex_run(gd_sheet_game game, const gd_wcols *w, const gd_engine *extras_from, uint32_t *z);

/* == solution == every sheet of a run kept in memory: P-status look-ups and winning moves.
 * A solution is what the database file stores (the db section below). */

typedef struct {
    gd_config cfg;     /* cfg.perturb points at perturb */
    gd_perturb perturb;
    uint64_t nsheets;  /* sheets 0..nsheets-1 */
    gd_sheet *sheets;  /* the game (with --pass: positions with the pass available) */
    gd_sheet *plain;   /* --pass only: the game after the pass (K passes: with K-1 left) */
    gd_sheet *lower[GD_MAX_PASSES]; /* K >= 2 passes: lower[j], j <= K-2, the game with j left */
    char *provenance;  /* command line that made it, or NULL */
} gd_solution;

/* Runs the engine on cfg and keeps every sheet. 0 on success. */
GD_API int gd_solution_compute(gd_solution *sol, const gd_config *cfg, gd_progress_fn progress, void *ctx, char *err,
                               size_t errlen);
/* The same on up to threads threads (gd_engine_set_threads): the same solution. */
GD_API int gd_solution_compute_threads(gd_solution *sol, const gd_config *cfg, int threads, gd_progress_fn progress,
                                       void *ctx, char *err, size_t errlen);
GD_API void gd_solution_free(gd_solution *sol);

/* Whether sol was computed for cfg's game and variant and, for a generic game, for the
 * same set V (the parsed points, seed and sigma; the spec's text is only a label). */
GD_API int gd_solution_matches(const gd_solution *sol, const gd_config *cfg);

/* The outcome of [x,y,z] (GD_OUTCOME_P or GD_OUTCOME_N, GD_OUTCOME_UNKNOWN outside the
 * solution); pass = the passes left (pass variant only; 1 for the position with the
 * pass available; any value >= K is K). */
GD_API gd_outcome gd_solution_status(const gd_solution *sol, int pass, uint64_t x, uint64_t y, uint64_t z);
/* The sheets of the game with j passes left (j >= K: sol->sheets). */
GD_API const gd_sheet *gd_solution_layer(const gd_solution *sol, unsigned j);

typedef struct {
    int is_pass; /* the move is the pass */
    gd_xyz to;
} gd_xyz_move;

/* The winning moves from [x,y,z] (with the pass available when the variant is
 * pass). Returns the number written to *moves (malloc'd, caller frees), or -1
 * with err set when the solution does not cover a needed position. *automatic
 * is set when the position is a declared automatic N-position. */
GD_API long gd_solution_winning_moves(const gd_solution *sol, gd_xyz p, gd_xyz_move **moves, int *automatic, char *err,
                                      size_t errlen);
/* The same from [x,y,z] with `left` passes left (K passes: 0..K; left >= K is K). */
GD_API long gd_solution_winning_moves_left(const gd_solution *sol, gd_xyz p, unsigned left, gd_xyz_move **moves,
                                           int *automatic, char *err, size_t errlen);

/* == db == the binary database of a solution (format: docs/format.md).
 * Little-endian; sheets as prefixes and tails, never expanded; FNV-1a 64 checksum last. */

/* The database's estimated size in bytes before the run: the kept sheets (Chomp's window
 * sheets by their measured mean length) and their fields (within 10% of the file written for
 * Chomp, Nim, passes and random V at X from 1000 to 4000: tests/cli/cli_data.sh). */
GD_API uint64_t gd_db_estimate_bytes(const gd_config *cfg);
/* Writes to a temporary file beside path, then renames: never a half-written file. */
GD_API int gd_db_write(const char *path, const gd_solution *sol, char *err, size_t errlen);
/* Reads and verifies (magic, version, checksum, structure). */
GD_API int gd_db_read(const char *path, gd_solution *sol, char *err, size_t errlen);

/* == oracle == (src/sheet/oracle.c) the engine as the fast P/N oracle of a 3-coordinate game
 * of the game interface, for the families that have one (nim, chomp). It computes the
 * sheets a position needs, growing its cached solution, or reads them from a database
 * (then positions outside it are errors). */

typedef struct gd_sheet_oracle gd_sheet_oracle;
/* V (copied) may be NULL; db may be NULL. NULL with err (unreadable or mismatched db). */
GD_API gd_sheet_oracle *gd_sheet_oracle_new(gd_sheet_game game, int pass, const gd_perturb *V, const char *db,
                                            uint64_t max_mem, char *err, size_t errlen);
GD_API void gd_sheet_oracle_free(gd_sheet_oracle *o);
/* GD_OUTCOME_P/N of [x,y,z] (pass: with the pass still available), or -1 with err
 * (outside the database, or the sheets needed exceed max_mem: the estimate is given). */
GD_API int gd_sheet_oracle_outcome(gd_sheet_oracle *o, int pass, uint64_t x, uint64_t y, uint64_t z, char *err,
                                   size_t errlen);

/* What the context of every game the sheet engine knows starts with: its V (when
 * g->perturbed) and the engine as its oracle (NULL when the game needs none). */
typedef struct {
    gd_perturb V;
    gd_sheet_oracle *sheets;
} gd_sheet_ctx;

/* A new instance of such a game with the family's ops, g->has_pass, g->perturbed and a
 * zeroed ctx of ctx_size bytes (at least a gd_sheet_ctx) holding opt's variant (options
 * "pass", "perturb", "db"): the pass or V (read with game's rules; not both), and the
 * oracle when oracle is set. NULL with err. */
GD_API gd_game *gd_sheet_game_new(gd_sheet_game game, const gd_game_ops *ops, size_t ctx_size, const gd_game_options *opt,
                                  int oracle, char *err, size_t errlen);
/* Frees such a context: the ops' free_ctx of the sheet games. */
GD_API void gd_sheet_game_free_ctx(gd_game *g);
#endif
