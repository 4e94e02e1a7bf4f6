/* twoheap.h - two-heap games: rulesets M(L,S) and their tables over positions (a,b),
 * 0 <= a,b <= N (Grundy values, outcomes, palace numbers; with a pass, blocking, perturbed),
 * the tables' pictures, proved bounds and periods, and Wythoff's P-positions in exact
 * arithmetic. Sources: src/games/twoheap/. */
#ifndef GAMEDYN_TWOHEAP_H
#define GAMEDYN_TWOHEAP_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "gamedyn/image.h"
#include "gamedyn/util.h"

/* What a table holds in each cell. */
typedef enum {
    GD_TABLE_GRUNDY = 0, /* the Grundy value g(a,b) (with --pass: g'(a,b)) */
    GD_TABLE_OUTCOME = 1, /* 0 for a P-position, 1 for an N-position */
    GD_TABLE_PALACE = 2   /* blocking games: the number of P-options ("palaces"); P iff <= B */
} gd_table_kind;

/* Rows a0 .. a0+rows-1, columns b = 0 .. cols-1, row-major: v[(a - a0) * cols + b]. */
typedef struct {
    gd_table_kind kind;
    uint64_t a0, rows, cols;
    uint64_t blocking; /* GD_TABLE_PALACE: B */
    uint32_t *v;
} gd_table;


/* == draw == a table as a picture (src/games/twoheap/draw.c; docs/pictures.md, "Table pictures").
 * One cell a pixel (the PNG writer applies a scale). Orientation:
 *   GD_TABLE_ORIGIN_BOTTOM_LEFT  a to the right, b upwards, (0,0) bottom-left, as the sheet
 *                                pictures: image column a - a0, row cols - 1 - b;
 *   GD_TABLE_ORIGIN_TOP_LEFT     Mathematica's ArrayPlot of the matrix m[[a+1, b+1]] = g(a,b):
 *                                a downwards, b to the right: image row a - a0, column b.
 * Colours (palette images, so the PNG has the smallest bit depth):
 *   GRUNDY   value v on the colour map o->cmap, gd_cmap_color(cmap, v, vmax): 0 in the zero
 *            colour (black on hue, white on viridis), 1 .. vmax on the map. Exact (one
 *            palette entry a value) when vmax <= 254; above, 255 entries: 0 alone, values
 *            1 .. vmax in 254 bins, v in bin 1 + round(253 (v-1) / (vmax-1)).
 *   OUTCOME  P (0) black, N white.
 *   PALACE   every palace number (the count of P-options) as GRUNDY draws values; the
 *            positions with at most B are the P-positions (the figure's bar marks B).
 *   value K  (GRUNDY only) the cells of value K black on white; with value_bounds the lines
 *            b = a - (K+1) and b = a + (K+1) in red beneath them (2-pile Nim with a pass has
 *            |a-b| - 1 <= g'(a,b), so every cell of value K lies between them).
 *   lines    over everything, the rays from the terminal position (0,0) through the cells
 *            b = n a, one for each n: slope -1/n in ArrayPlot's picture (its top-left corner),
 *            slope n in the bottom-left one. White on hue maps, blue on the others. */
typedef enum { GD_TABLE_ORIGIN_BOTTOM_LEFT = 0, GD_TABLE_ORIGIN_TOP_LEFT = 1 } gd_table_origin;

#define GD_TABLE_MAX_LINES 16

typedef struct {
    gd_table_origin origin;
    int64_t value;      /* >= 0: draw only the cells of this value; -1: every cell */
    int value_bounds;   /* with value: the bounding lines b = a +- (value + 1) */
    uint32_t vmax;      /* GRUNDY, PALACE: the top of the colour map; 0: the table's largest value */
    gd_cmap cmap;       /* GRUNDY, PALACE: the colour map (hue by default) */
    int nlines;
    uint32_t lines[GD_TABLE_MAX_LINES]; /* each n >= 1: the ray b = n a */
} gd_table_draw_opts;

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

/* A move vector or direction. */
typedef struct {
    uint32_t r, s;
} gd_vec2;

/* A direction of M(L) as the line algorithms use it: directions on one ray that are
 * multiples of another are dropped; coef is the inclusion-exclusion sign (+1 for a
 * direction, -1/+1 for the lcm of two/three overlapping ones) so that counting P-positions
 * along every entry with its coef counts each option once. */
typedef struct {
    gd_vec2 d;
    int coef;
} gd_line_dir;

typedef struct {
    char text[512];      /* canonical text (provenance) */
    size_t nl;           /* L as given (deduplicated) */
    gd_vec2 *L;
    size_t nadd, nrm;    /* S \ M(L) (added moves) and S n M(L) (removed moves) */
    gd_vec2 *add, *rm;
    size_t ndir;         /* the line directions: L minus redundant multiples (coef +1) ... */
    size_t nline;        /* ... then the inclusion-exclusion terms (ndir <= nline) */
    gd_line_dir *line;
    int symmetric;       /* (r,s) a move iff (s,r) is */
} gd_ruleset;

/* Parses text, then applies alter (NULL: none; S as after '^'). 0, or -1 with a one-line
 * message (zero vector, negative entry, empty set, malformed preset, unknown name). */
GD_API int gd_ruleset_parse(gd_ruleset *r, const char *text, const char *alter, char *err, size_t errlen);
GD_API void gd_ruleset_free(gd_ruleset *r);
/* The ruleset of an open two-heap game (the registry's families wythoff, maharaja, sub,
 * linear, nim2): moved into *r (the caller frees it), so the commands on rulesets open
 * them through the registry like every other command. 0, or -1 when g is not one. */
typedef struct gd_game gd_game;
typedef struct gd_game_family gd_game_family;
GD_API int gd_ruleset_take(gd_game *g, gd_ruleset *r);
/* Whether f (may be NULL) is one of those families. */
GD_API int gd_ruleset_family(const gd_game_family *f);
/* Whether (dr,ds) is a move vector of the ruleset. */
GD_API int gd_ruleset_is_move(const gd_ruleset *r, uint64_t dr, uint64_t ds);
/* Every move vector that fits at (a,b) (a-r >= 0, b-s >= 0), each once, sorted by (r,s),
 * into *out (malloc'd); the count, or -1 when out of memory. */
GD_API long gd_ruleset_moves(const gd_ruleset *r, uint64_t a, uint64_t b, gd_vec2 **out);
/* Whether (a,b) has a move (an ordinary one; perturbations aside). */
GD_API int gd_ruleset_has_move(const gd_ruleset *r, uint64_t a, uint64_t b);

/* A perturbation: forced terminal positions (no moves from them, no pass) and positions
 * given an extra move to (0,0) (a no-op where (0,0) is already an option). Spec text:
 *   terminal:A,B;A,B;...   zero:A,B;...   both joined by '/': terminal:3,5/zero:4,4
 * or the name of a file of lines 'terminal A B' / 'zero A B' ('#' comments). */
typedef struct {
    size_t nterm, nzero;
    uint64_t *term, *zero; /* pairs a,b, sorted */
    char text[512];
} gd_table_perturb;

GD_API int gd_table_perturb_parse(gd_table_perturb *p, const char *spec, char *err, size_t errlen);
GD_API void gd_table_perturb_free(gd_table_perturb *p);
/* 1 if (a,b) is a forced terminal position, 2 if it has the extra move to (0,0), else 0. */
GD_API int gd_table_perturb_at(const gd_table_perturb *p, uint64_t a, uint64_t b);

/* What to compute: rows a0..a1, columns 0..bmax. */
typedef struct {
    const gd_ruleset *rules;
    gd_table_kind kind;              /* GRUNDY, OUTCOME (P/N of the B-blocking game) or PALACE */
    int pass;                        /* GRUNDY: g' (the pass still available) */
    uint64_t blocking;               /* OUTCOME and PALACE: B (0: the ordinary game) */
    const gd_table_perturb *perturb; /* NULL: none */
    uint64_t a0, a1, bmax;
    gd_progress_fn progress;         /* NULL: none; else called with cells done of all cells */
    void *progress_ctx;
} gd_table_spec;

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

/* == bounds == checks of proved bounds over a Grundy table (src/games/twoheap/bounds.c; docs/tables.md,
 * "Certified bounds"). Every cell is checked; a violation is a finding, kept with its position. */
#define GD_BOUNDS_KEEP 16
typedef struct {
    uint64_t a, b;
    uint32_t g;
    int upper;     /* 0: below the lower bound, 1: above the upper bound */
    int64_t bound; /* the bound's value at (a,b) */
} gd_bounds_violation;

/* The band |a-b| + lo <= g(a,b) <= a + b + hi: Nim with a pass (lo = -1, hi = +1, the notebook's
 * bounds), plain Nim (0, 0: |a-b| <= a XOR b <= a+b). Per value K = 0 .. nvalues-1 (the table's
 * largest value + 1): count[K] cells of value K, on_lower[K] of them with |a-b| + lo = K (on
 * the lower line b = a +- (K - lo)), on_upper[K] with a + b + hi = K. */
typedef struct {
    int64_t lo, hi;
    uint64_t cells, lower_attained, upper_attained;
    uint64_t lower_violations, upper_violations;
    int nkept;
    gd_bounds_violation kept[GD_BOUNDS_KEEP]; /* the first violations, in row order */
    uint64_t nvalues;
    uint64_t *count, *on_lower, *on_upper;
} gd_bounds_band;
/* 0, or -1 with err (not a Grundy table, out of memory). Free with gd_bounds_band_free. */
GD_API int gd_bounds_band_check(const gd_table *t, int64_t lo, int64_t hi, gd_bounds_band *r, char *err, size_t errlen);
GD_API void gd_bounds_band_free(gd_bounds_band *r);

/* Landman's n/2 <= G(n,n) <= 2n on the diagonal cells n >= 1 of the table (exact, in integers).
 * The extreme ratios G(n,n)/n and where they are reached (the first n). */
typedef struct {
    uint64_t n0, n1; /* n = n0 .. n1 checked (n1 < n0: no diagonal cell n >= 1) */
    uint64_t min_n, max_n;
    uint32_t min_g, max_g; /* G(min_n, min_n), G(max_n, max_n) */
    uint64_t violations;
    int nkept;
    gd_bounds_violation kept[GD_BOUNDS_KEEP];
} gd_bounds_diagonal;
GD_API int gd_bounds_diagonal_check(const gd_table *t, gd_bounds_diagonal *r);

/* Wythoff's strips: for g = 0 .. gmax, every cell of value g measured from the nearer of the
 * lines b = phi a and a = phi b (slopes phi and 1/phi through (0,0)): the offset
 * b - phi a when a <= b, a - phi b when a > b (the horizontal or vertical distance to the
 * line, in cells; the perpendicular distance is offset / sqrt(1 + phi^2)). In double: the
 * error is below 1e-11 for a, b < 2^20, far below the gaps between distinct offsets. */
typedef struct {
    uint64_t positions;
    double lo, hi;                       /* least and largest offset (0 when positions is 0) */
    uint64_t lo_a, lo_b, hi_a, hi_b;     /* where (the first in row order) */
    double dist, perp;                   /* max(|lo|, |hi|) and it over sqrt(1 + phi^2) */
} gd_bounds_strip;
/* out[0 .. gmax]. */
GD_API void gd_bounds_strips(const gd_table *t, uint32_t gmax, gd_bounds_strip *out);

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

/* == periods == certified additive periodicity of rows (src/games/twoheap/periods.c; docs/periods.md).
 * For rulesets whose row moves are (0,m) for every m >= 1 ((0,1) in L, no (0,m) removed), no
 * perturbation: row a is proved to satisfy g(a,b+p) = g(a,b) + p for every b >= b0 (the saltus
 * equals the period, docs/periods.md), rows in increasing a, each from the certificates of the
 * rows below (and, with the pass, of the plain rows 0..a). Nothing is read off a window. */
typedef struct {
    int proved;        /* 1: b0, p and the certificate hold; 0: not proved (why says what) */
    uint64_t b0, p;    /* least eventual period p, least b0 for it; saltus s = p */
    uint64_t b1, L;    /* the certificate: relative state at b1 and b1+L equal, (D) and b1 >= beta */
    int64_t wlo, whi;  /* the level window [A, B] (relative to b) the certificate used */
    uint64_t beta;     /* the column from which every lower contribution is periodic */
    uint64_t columns;  /* columns computed (b1 + L) */
    uint64_t npre;     /* b0 + p */
    uint64_t *pre;     /* g(a,b) for b < b0 + p */
    char why[128];
} gd_period_row;

typedef struct {
    const gd_ruleset *rules;
    int pass;
    uint64_t a1, max_b;
    gd_period_row *plain; /* rows 0..a1 of g */
    gd_period_row *pass_rows; /* rows 0..a1 of g' (pass only) */
} gd_periods;

/* Whether r qualifies: 0, or -1 with err naming the reason. */
GD_API int gd_periods_applicable(const gd_ruleset *r, char *err, size_t errlen);
/* Proves rows 0..a1 (columns computed per row at most max_b). A row that is not proved has
 * proved = 0 (and so has every row above that needs it). 0, or -1 with err (not applicable,
 * out of memory). Free with gd_periods_free. */
GD_API int gd_periods_run(gd_periods *P, const gd_ruleset *r, int pass, uint64_t a1, uint64_t max_b, char *err, size_t errlen);
/* The same, calling progress(ctx, done, total) after each row (total: the rows of every layer). */
typedef void (*gd_periods_progress)(void *ctx, uint64_t done, uint64_t total);
GD_API int gd_periods_run_progress(gd_periods *P, const gd_ruleset *r, int pass, uint64_t a1, uint64_t max_b,
                                   gd_periods_progress progress, void *ctx, char *err, size_t errlen);
/* The row a of the requested layer (g' with pass). */
GD_API const gd_period_row *gd_periods_row(const gd_periods *P, uint64_t a);
/* Value at b of a proved row (the periodic extension). */
GD_API uint64_t gd_periods_value(const gd_period_row *row, uint64_t b);
/* Re-checks every certificate held in P from scratch, rows in increasing a, each against the
 * held certificates of the rows below (as they are held: a tampered lower row makes its own
 * check fail). 0 when all hold, else -1 with err naming the first failing row. */
GD_API int gd_periods_verify(const gd_periods *P, char *err, size_t errlen);
GD_API void gd_periods_free(gd_periods *P);

/* == wythoff == Wythoff's P-positions (a_n, b_n), four ways, in exact integer arithmetic
 * (src/games/twoheap/wythoff*.c, docs/wythoff.md). The P-positions of Wythoff's game are (a_n, b_n) and
 * (b_n, a_n), n >= 0: (0,0), (1,2), (3,5), (4,7), (6,10), ... with b_n = a_n + n and
 *   mex rule        a_n = mex{a_i, b_i : i < n}
 *   floor form      a_n = floor(n phi) = floor((n + isqrt(5 n^2)) / 2), phi = (1+sqrt 5)/2
 *   Fibonacci word  w = 0100101001001... (w_1 w_2 ..., positions from 1), the fixed point
 *                   of 0 -> 01, 1 -> 0: for n >= 1, a_n is the position of the n-th 0 and
 *                   b_n the position of the n-th 1 ((0,0) is n = 0 by convention)
 *   Zeckendorf      the n-th positive integer a whose Zeckendorf representation zeta(a)
 *                   (digits on F_2 = 1, F_3 = 2, F_4 = 3, ...) ends in an even number of
 *                   0s is a_n, and zeta(b_n) = zeta(a_n) followed by one 0.
 * The streams produce n = 0, 1, 2, ... in order with O(log n) memory. */

/* The largest heap the closed forms take (and the largest n): 2^62. */
#define GD_WYTHOFF_MAX ((uint64_t)1 << 62)

typedef struct {
    uint64_t a, b;
} gd_wythoff_pair;

/* == floor form == (exact: 5 n^2 in 128 bits, an exact integer square root) */
/* floor(sqrt(5 n^2)) for n <= 2^62. */
GD_API uint64_t gd_wythoff_isqrt5(uint64_t n);
/* (a_n, b_n) for n <= 2^62. */
GD_API gd_wythoff_pair gd_wythoff_floor(uint64_t n);

/* == the inverse, for heaps up to 2^62 == */
/* The unique y with (x, y) a P-position (x <= 2^62). */
GD_API uint64_t gd_wythoff_partner(uint64_t x);
/* Whether (a, b) is a P-position. */
GD_API int gd_wythoff_is_p(uint64_t a, uint64_t b);
/* Every winning move from (a, b): the P-positions one queen move away (same column, row
 * or diagonal), at most 3, sorted by (heap-a removal, heap-b removal) as the two-heap
 * games list moves; the count (0 at a P-position). */
GD_API int gd_wythoff_winning(uint64_t a, uint64_t b, gd_wythoff_pair to[3]);

/* == mex rule, streamed == a_n is the least number above a_{n-1} that is no b_i (the
 * numbers below it are all taken); the b_i it has to skip come from a second copy of the
 * same generator running behind (at about n / phi), which uses a third, and so on: O(log n)
 * levels, about phi^2 steps a term in all. */
#define GD_WYTHOFF_LEVELS 128
typedef struct {
    struct {
        uint64_t n, a;  /* the last term made: a_n */
        uint64_t j, bj; /* the next b to skip: b_j (fresh = 0: b_j not fetched yet) */
        int fresh;
    } lv[GD_WYTHOFF_LEVELS];
    int depth; /* levels started */
} gd_wythoff_mex;
GD_API void gd_wythoff_mex_init(gd_wythoff_mex *m);
/* The next pair: (a_0, b_0) = (0,0) first. */
GD_API gd_wythoff_pair gd_wythoff_mex_next(gd_wythoff_mex *m);

/* == Fibonacci word, streamed == the word is expanded from the morphism with a stack
 * (one entry a level; the lowest levels as precomputed blocks phi^k(0)). Two readers:
 * one finds the 0s, the other the 1s (a queue pairing them would grow like n). */
#define GD_WYTHOFF_FIB_BLOCK 16 /* levels held as blocks: |phi^16(0)| = 2584 letters */
typedef struct {
    int top;
    struct {
        uint8_t level, letter;
    } st[2 * GD_WYTHOFF_LEVELS];
    const uint8_t *blk; /* the block being read: letters blk[at .. len-1] are next */
    size_t at, len;
    uint64_t pos; /* position (1-based) of the letter blk[at] */
} gd_wythoff_fib_reader;
typedef struct {
    gd_wythoff_fib_reader zeros, ones;
    uint64_t n; /* pairs given out */
} gd_wythoff_fib;
GD_API void gd_wythoff_fib_init(gd_wythoff_fib *f);
GD_API gd_wythoff_pair gd_wythoff_fib_next(gd_wythoff_fib *f);
/* Letter k (1-based) of the word, from its morphism directly (slow: O(log k)); for tests. */
GD_API int gd_wythoff_fib_letter(uint64_t k);

/* == Zeckendorf, streamed == the integers x = 1, 2, ... with zeta(x) kept up to date by
 * an increment with carries, and the value of zeta(x)0 beside it. */
typedef struct {
    uint64_t x, z, shifted; /* x, zeta(x) (bit i: F_{i+2}), value of zeta(x) followed by 0 */
    uint64_t n;
} gd_wythoff_zeck;
GD_API void gd_wythoff_zeck_init(gd_wythoff_zeck *z);
GD_API gd_wythoff_pair gd_wythoff_zeck_next(gd_wythoff_zeck *z);
/* zeta(x) as bits (bit i: F_{i+2}), greedy; and its value back. */
GD_API uint64_t gd_wythoff_zeckendorf(uint64_t x);
GD_API uint64_t gd_wythoff_zeck_value(uint64_t bits);

/* == cross-check == every n in 0..N by all four (the floor form incrementally, and by
 * gd_wythoff_floor itself at every 2^16-th n and at N). */
enum { GD_WYTHOFF_MEX = 0, GD_WYTHOFF_FLOOR = 1, GD_WYTHOFF_FIB = 2, GD_WYTHOFF_ZECK = 3, GD_WYTHOFF_WAYS = 4 };
typedef struct {
    uint64_t checked;    /* n checked: 0 .. checked-1 */
    uint64_t direct;     /* n where gd_wythoff_floor was called too */
    int bad;             /* a disagreement at n = bad_n */
    uint64_t bad_n;
    gd_wythoff_pair at[GD_WYTHOFF_WAYS]; /* the four answers at bad_n, or at N */
} gd_wythoff_report;
/* Testing: fault_way >= 0 corrupts that way's a_n at n = fault_n (the check must see it). */
typedef void (*gd_wythoff_progress)(void *ctx, uint64_t n, uint64_t N);
/* 0 (all agree), 1 (a disagreement, in r), -1 out of memory. */
GD_API int gd_wythoff_check(uint64_t N, int fault_way, uint64_t fault_n, gd_wythoff_progress progress, void *ctx,
                            gd_wythoff_report *r);
GD_API const char *gd_wythoff_way_name(int way);

/* == Figure 1 == the first P-positions on the board 0..size-1 (a to the right, b upwards,
 * (0,0) bottom-left), each P-position (a_n,b_n) and (b_n,a_n) a black cell, and the
 * queen's lines it fills with N-positions (the cells it is reachable from: up, right and
 * up-right), in the colour of its n (the mex rule's order); cells of cell x cell pixels
 * with a grey grid. size 2 .. 200, cell 3 .. 64. 0, or -1 (size or memory). */
GD_API int gd_wythoff_figure(uint32_t size, uint32_t cell, gd_image *im);

#endif
