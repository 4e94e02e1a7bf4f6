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

/* A point [x,y,z] of the lattice the recursion works on (a position of a 3-coordinate game). */
typedef struct { uint64_t x, y, z; } gd_xyz;

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

/* Whether sheet s makes the game "dead": a P-position [x,0,0] with x >= 1 in a game with
 * Chomp's rectangle moves (every later position moves there, so every later sheet is empty). */
GD_API int gd_sheet_kills(const gd_rules *r, const gd_sheet *s);

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

typedef struct gd_engine gd_engine;

/* At most this many extra marks on one column. */
#define GD_MAX_EXTRAS 16

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

typedef struct {
    int is_pass; /* the move is the pass */
    gd_xyz to;
} gd_xyz_move;

/* == db == the binary database of a solution (format: docs/format.md).
 * Little-endian; sheets as prefixes and tails, never expanded; FNV-1a 64 checksum last. */

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
/* Parts of this interface with headers of their own. */
#include "gamedyn/config.h"
#include "gamedyn/db.h"
#include "gamedyn/engine.h"
#include "gamedyn/perturb.h"
#include "gamedyn/rules.h"
#include "gamedyn/solution.h"
#include "gamedyn/supermex.h"
#include "gamedyn/wcols.h"

#endif
