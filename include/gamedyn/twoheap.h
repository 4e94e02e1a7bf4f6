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

/* A perturbation: forced terminal positions (no moves from them, no pass) and positions
 * given an extra move to (0,0) (a no-op where (0,0) is already an option). Spec text:
 *   terminal:A,B;A,B;...   zero:A,B;...   both joined by '/': terminal:3,5/zero:4,4
 * or the name of a file of lines 'terminal A B' / 'zero A B' ('#' comments). */
typedef struct {
    size_t nterm, nzero;
    uint64_t *term, *zero; /* pairs a,b, sorted */
    char text[512];
} gd_table_perturb;

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

/* == bounds == checks of proved bounds over a Grundy table (src/games/twoheap/bounds.c; docs/tables.md,
 * "Certified bounds"). Every cell is checked; a violation is a finding, kept with its position. */
#define GD_BOUNDS_KEEP 16
typedef struct {
    uint64_t a, b;
    uint32_t g;
    int upper;     /* 0: below the lower bound, 1: above the upper bound */
    int64_t bound; /* the bound's value at (a,b) */
} gd_bounds_violation;

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

/* Parts of this interface with headers of their own. */
#include "gamedyn/bounds.h"
#include "gamedyn/periods.h"
#include "gamedyn/ruleset.h"
#include "gamedyn/table.h"
#include "gamedyn/wythoff.h"

#endif
