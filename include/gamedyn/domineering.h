/* domineering.h - Domineering (src/games/domineering/; docs/domineering.md).
 *
 * Two players place dominoes on the empty cells of a board: Left vertically (two cells of
 * one column, one above the other), Right horizontally (two cells of one row). Normal
 * play: a player with no move loses (Winning Ways, ch. 1; Lessons in Play, ch. 1). The
 * game is partizan: its outcome class is P, N, L or R.
 *
 * A board has R rows and C columns (R, C >= 1, R*C <= 144). Its position: c[0..2] the
 * occupied cells as a bitboard, cell (r, c) at bit r*C + c of the 192 bits; c[3] = R +
 * 256*C; n = 4. Text: "RxC" is the empty board of R rows and C columns ("5x4": 5 rows of
 * 4 cells); any board is its rows, top to bottom, separated by '/', each a string of '.'
 * (empty) and '#' (occupied) of one length ("..#/.../..."). format writes the second form.
 *
 * The outcome solver is an alpha-beta (negamax) search on who wins with a given side to
 * move, with a transposition table, move ordering and the safe-move bounds of Lachmann,
 * Moore and Rapaport (2002) and Bullock (2002); it answers boards of at most 64 rows and
 * 64 columns. */
#ifndef GAMEDYN_DOMINEERING_H
#define GAMEDYN_DOMINEERING_H
#include "gamedyn/api.h"
#include "gamedyn/cgt.h"
#include "gamedyn/game.h"
#include "gamedyn/scoring.h"
#include <stddef.h>
#include <stdint.h>

#define GD_DOM_MAX_CELLS 144
#define GD_DOM_MAX_SIDE 64 /* the solver's longest row or column */

/* The rows and columns of a board position. */
GD_API int gd_domineering_rows(const gd_position *p);
GD_API int gd_domineering_cols(const gd_position *p);
/* Whether cell (r, c) is occupied. */
GD_API int gd_domineering_occupied(const gd_position *p, int r, int c);
/* Sets cell (r, c) occupied. */
GD_API void gd_domineering_occupy(gd_position *p, int r, int c);
/* The empty board of rows x cols (1 <= each, rows*cols <= 144). */
GD_API void gd_domineering_board(gd_position *p, int rows, int cols);
/* Parses "RxC" or the grid form; 0, or -1 with a one-line err. */
GD_API int gd_domineering_parse(const char *text, gd_position *p, char *err, size_t errlen);
/* The grid form (snprintf semantics): at most GD_DOM_MAX_TEXT characters (a board of 144
 * rows of one cell has 143 '/' between them). */
#define GD_DOM_MAX_TEXT (2 * GD_DOM_MAX_CELLS - 1)
GD_API int gd_domineering_format(const gd_position *p, char *buf, size_t len);

/* For a person at a terminal (draw.c). Rows are numbered from 1 at the top, columns
 * lettered from a at the left (a..z, then aa, ab, ... on boards wider than 26), as every
 * grid board is (gd_game_grid_draw). */
/* The board as a grid: a line of column letters, then each row's number and its cells, '.'
 * empty and '#' occupied, every line ended by '\n' (snprintf semantics). */
GD_API int gd_domineering_draw(const gd_position *p, char *buf, size_t len);
/* A move named by its first cell, column then row ("b3"): the top cell of Left's vertical
 * domino, the left cell of Right's horizontal one. 1 with *to the board after it, 0 when
 * text is not a cell name, -1 with a one-line err when it is one but the domino does not fit
 * there (off the board, or on an occupied cell). */
GD_API int gd_domineering_parse_move(const gd_position *p, int side, const char *text, gd_position *to, char *err,
                                     size_t errlen);
/* The name of the move from p to `to` (its first cell, as parse_move reads it). */
GD_API int gd_domineering_format_move(const gd_position *p, const gd_position *to, char *buf, size_t len);

/* The independent regions of a board: the connected components of its empty cells (cells
 * sharing a side), each as a board of its bounding box with every cell outside the
 * component occupied, in the order of their first cell (row-major). The number of regions
 * (out receives at most cap). A sum of its regions is the board (no domino crosses two). */
GD_API int gd_domineering_regions(const gd_position *p, gd_position *out, int cap);

/* The regions of gd_domineering_regions that have at least two cells (a single cell has
 * no move: value 0), in the same order, on rows of bits: the components of the table of
 * values. */
GD_API int gd_domineering_split(const gd_position *p, gd_position *out, int cap);
/* The normal form of a board for the table of values: the board cropped to the bounding
 * box of its empty cells, then the least of its images under the eight symmetries of the
 * rectangle, in a fixed order (fewest rows, then its rows of empty cells as numbers; an
 * empty-less board: one occupied cell; a crop wider than 64 cells: the crop). Returns
 * +1 when p's value is key's (the identity and the mirrors, which keep Left's dominoes
 * vertical), -1 when it is its negative (the four that transpose: Left's dominoes become
 * Right's). */
GD_API int gd_domineering_normal_form(const gd_position *p, gd_position *key);

/* == the outcome solver (src/games/domineering/search.c) == */

typedef struct gd_domineering_solver gd_domineering_solver;

typedef struct {
    int win;          /* the side to move wins */
    int row, col;     /* a winning first move (its top or left cell), -1 when lost */
    uint64_t nodes;   /* positions searched (this call) */
} gd_domineering_result;

/* Bytes a solver for boards of up to `cells` cells allocates within max_bytes: its
 * transposition table (a power of two of 16-byte entries: 2^(cells/2 - 4), at least 2^10,
 * at most 2^25 and at most half of max_bytes) and the rest (with, during a search by two
 * threads, the second thread's copy of the solver, about 1.1 MB). */
GD_API uint64_t gd_domineering_solver_bytes(uint64_t max_bytes, int cells);
/* A solver sized for boards of `cells` cells whose memory is at most max_bytes (0: 80% of
 * available memory; the table is sized once, here; bigger boards are still solved, with
 * this table). NULL with err when even the smallest table does not fit. */
GD_API gd_domineering_solver *gd_domineering_solver_new(uint64_t max_bytes, int cells, char *err, size_t errlen);
/* The cells the solver was sized for. */
GD_API int gd_domineering_solver_cells(const gd_domineering_solver *s);
GD_API void gd_domineering_solver_free(gd_domineering_solver *s);
/* Who wins p with side (GD_LEFT or GD_RIGHT) to move, and a winning first move; 0, or -1
 * with err (a board wider or taller than GD_DOM_MAX_SIDE). */
GD_API int gd_domineering_search(gd_domineering_solver *s, const gd_position *p, int side, gd_domineering_result *r,
                                 char *err, size_t errlen);
/* The outcome class of p (GD_OUTCOME_P/N/L/R) by two searches, or -1 with err. */
GD_API int gd_domineering_outcome(gd_domineering_solver *s, const gd_position *p, char *err, size_t errlen);
/* The threads a search of at least 40 empty cells uses: 1, or 2 (the default on a machine
 * of two or more cores). The answer and the winning move are the same either way; the
 * positions counted are not (they depend on how the threads interleave). */
GD_API void gd_domineering_solver_set_threads(gd_domineering_solver *s, int threads);
/* Total positions searched by s. */
GD_API uint64_t gd_domineering_solver_nodes(const gd_domineering_solver *s);

/* == the atlas (src/games/domineering/atlas.c; docs/atlas.md) == the values of empty
 * rectangles through the generic solver's table of values (regions, normal forms), with
 * what the thermograph says of them. */

typedef struct {
    int rows, cols;
    char *value; /* the canonical form in CGSuite's notation (malloc'd) */
    char outcome; /* 'L', 'R', 'N' or 'P', read from the form */
    uint32_t birthday;
    gd_dyadic left_stop, right_stop, mean, temperature;
    gd_cgt_thermograph th;
    double seconds; /* wall-clock time of this rectangle: not reproducible (it depends on the
                       machine and on what the shared solver had stored before) */
    double cpu_seconds; /* the process's CPU time (user and system) for it, as little
                           reproducible, but not inflated by other jobs on the machine */
} gd_domineering_atlas_entry;

/* Whether rows x cols is in the atlas's range: 1 <= rows in [rmin, rmax], cols in [cmin,
 * cmax], rows*cols <= max_cells (at most GD_DOM_MAX_CELLS). */
GD_API int gd_domineering_atlas_in_range(int rows, int cols, int rmin, int rmax, int cmin, int cmax, int max_cells);
/* The entry of rows x cols, valued by s (a solver of the domineering game; one solver for
 * the whole atlas: later rectangles reuse the values of regions stored for earlier ones,
 * and rows x cols reuses cols x rows as its negative). 0, or -1 with err (memory bound). */
GD_API int gd_domineering_atlas_value(gd_solver *s, int rows, int cols, gd_domineering_atlas_entry *e, char *err,
                                      size_t errlen);
GD_API void gd_domineering_atlas_entry_free(gd_domineering_atlas_entry *e);

/* == Scoring Domineering (src/games/domineering/scoring.c; docs/scoring.md) == the same
 * moves, played for points: each domino scores 1 for its player, and each component where at
 * most one player can still move is settled, scoring for that player the largest number of
 * moves they could still make there (play goes on in the other components; the game ends
 * when every component is settled). Final score: Left's points minus Right's. Values are
 * dicot scoring games of a gd_scoring context. */

/* The largest number of moves `side` (GD_LEFT: vertical, GD_RIGHT: horizontal) could make
 * on p if the other player never moved: each run of k empty cells in a column (row) holds
 * k/2 dominoes. */
GD_API int gd_domineering_max_moves(const gd_position *p, int side);
typedef struct gd_domineering_scoring gd_domineering_scoring;
/* A value builder storing its values in s (regions remembered by their normal form). */
GD_API gd_domineering_scoring *gd_domineering_scoring_new(gd_scoring *s);
GD_API void gd_domineering_scoring_free(gd_domineering_scoring *d);
/* The moves of side on p in Scoring Domineering: its dominoes inside components where both
 * players can still move (settled components are not played), in row-major order of their
 * first cell; the number of moves (out receives at most cap boards). */
GD_API int gd_domineering_scoring_moves(const gd_position *p, int side, gd_position *out, int cap);
/* The canonical value of board p; 0, or -1 with err (the context's failure). */
GD_API int gd_domineering_scoring_value(gd_domineering_scoring *d, const gd_position *p, gd_scoring_id *out, char *err,
                                        size_t errlen);

/* Scoring Domineering as Conway games with numbers at their leaves (scoring_milnor.c;
 * docs/scoring.md, "Outcomes through Milnor's games"): M = {1 + M(after a Left move) | -1 +
 * M(after a Right move)} in a region where both can move, the settled score elsewhere, a
 * board the sum of its regions. M's left and right stops (gd_cgt_left_stop, right_stop)
 * are the scoring outcome (o_L, o_R), observed on every position the tests reach; the
 * canonical forms are the cgt module's, far smaller than the scoring store's. Boards of at
 * most 64 cells. */
typedef struct gd_domineering_milnor gd_domineering_milnor;
/* With check_normal, each region valued is also compared with its normal-play value. */
GD_API gd_domineering_milnor *gd_domineering_milnor_new(gd_cgt *c, int check_normal);
GD_API void gd_domineering_milnor_free(gd_domineering_milnor *m);
/* M of board p (at most 64 cells); 0, or -1 with err. */
GD_API int gd_domineering_milnor_value(gd_domineering_milnor *m, const gd_position *p, gd_cgt_id *id, char *err,
                                       size_t errlen);
/* The normal-play value of p in the same context (only when made with check_normal). */
GD_API int gd_domineering_milnor_normal(gd_domineering_milnor *m, const gd_position *p, gd_cgt_id *id, char *err,
                                        size_t errlen);
GD_API uint64_t gd_domineering_milnor_bytes(const gd_domineering_milnor *m);
GD_API gd_cgt *gd_domineering_milnor_cgt(gd_domineering_milnor *m);
/* The check against normal play over the regions valued so far (each up to symmetry):
 * how many, on how many mean(M) = mean(N) and the reduced canonical forms of M cooled by 1
 * and of N are equal, and the first region where either failed (first_rows 0: none), as
 * rows, columns and its word of empty cells (bit r*cols + c). */
typedef struct {
    uint64_t regions, mean_equal, reduced_equal;
    int first_rows, first_cols;
    uint64_t first_empty;
} gd_domineering_milnor_check;
GD_API void gd_domineering_milnor_checks(const gd_domineering_milnor *m, gd_domineering_milnor_check *out);

/* The outcome by alpha-beta search of the whole board (scoring_search.c), building no
 * forms: an independent check of the values, and the way to larger boards. Boards of at
 * most 64 cells; the transposition table takes about table_bytes. */
typedef struct gd_domineering_scoring_search gd_domineering_scoring_search;
GD_API gd_domineering_scoring_search *gd_domineering_scoring_search_new(uint64_t table_bytes);
GD_API void gd_domineering_scoring_search_free(gd_domineering_scoring_search *s);
/* (o_L, o_R) of p; 0, or -1 with err (more than 64 cells). */
GD_API int gd_domineering_scoring_search_outcome(gd_domineering_scoring_search *s, const gd_position *p, int *ol, int *or_,
                                                 char *err, size_t errlen);
GD_API uint64_t gd_domineering_scoring_search_nodes(const gd_domineering_scoring_search *s);

/* == the survey's claims on Scoring Domineering (scoring_claims.c; docs/scoring.md) == */
typedef struct {
    uint64_t boards, positions;   /* every board m x n of at most max_cells cells, and every
                                     position reachable on them (each once a board) */
    gd_claim_count incentive;     /* o_L(G) >= o_R(G) (Milnor's nonnegative incentive), per position */
    gd_claim_count move_incentive; /* per move, in Milnor's order: o_R(G^L - G) >= 0,
                                      o_R(G - G^R) >= 0 (observed: the survey claims it
                                      of the position, not of each move) */
    gd_claim_count inverse;       /* G - G = 0, per position */
    gd_claim_count inequality;    /* o_L(G) + o_R(H) <= o_L(G + H), per random pair */
    gd_claim_count normal_mean;   /* mean(M) = mean(N), per position */
    gd_claim_count normal_reduced; /* rcf(M cooled by 1) = rcf(N), per position */
} gd_domineering_scoring_claims;
/* The claims over every position of every board of at most max_cells (1..20) cells, and
 * sums random pairs of them (xorshift from seed); the stores bounded by max_bytes. 0, or -1
 * with err. Free the counterexamples with _free, after success or failure. */
GD_API int gd_domineering_scoring_claims_run(int max_cells, long sums, uint64_t seed, uint64_t max_bytes,
                                             gd_domineering_scoring_claims *out, char *err, size_t errlen);
GD_API void gd_domineering_scoring_claims_free(gd_domineering_scoring_claims *c);

/* == the table of Scoring Domineering rectangles (scoring_atlas.c; docs/scoring.md) == */
/* The canonical values of a table: one scoring store for the whole table (later rectangles
 * reuse its regions), replaced by a fresh one when it passes max_bytes; with forms not NULL
 * each value is written there as a graph of its subforms (gd_scoring_dag), named on across
 * stores. A value's text is kept when it has at most max_text characters. */
typedef struct gd_domineering_scoring_values gd_domineering_scoring_values;
GD_API gd_domineering_scoring_values *gd_domineering_scoring_values_new(uint64_t max_bytes, FILE *forms, uint64_t max_text);
GD_API void gd_domineering_scoring_values_free(gd_domineering_scoring_values *v);

typedef struct {
    int rows, cols;
    int left, right;              /* the outcome (o_L, o_R), by search */
    int milnor;                   /* whether the next three were computed (M and N's forms) */
    gd_dyadic mean, normal_mean;  /* mean(M), mean(N) of the normal-play value N */
    int reduced_equal;            /* rcf(M cooled by 1) = rcf(N) */
    int valued;                   /* whether the canonical value was computed: not asked
                                     for, or above the store's memory bound */
    gd_scoring_extent_info extent; /* its size, when valued */
    char *value;                  /* its text (malloc'd) when valued and not longer than
                                     the values' max_text, else NULL */
    char name[32];                /* its name in the forms file, when one is written */
    double seconds, cpu_seconds;  /* wall clock and process CPU time: not reproducible */
} gd_domineering_scoring_atlas_entry;
/* The entry of rows x cols: (o_L, o_R) by the search s; when m is not NULL (made with
 * check_normal; one for the whole table, so later rectangles reuse its regions) the means and
 * reduced forms, and M's stops checked against the outcome; when v is not NULL the
 * canonical value, its outcome checked too. 0, or -1 with err (memory, the forms file, or
 * the outcomes found differ). */
GD_API int gd_domineering_scoring_atlas_value(gd_domineering_scoring_search *s, gd_domineering_milnor *m,
                                              gd_domineering_scoring_values *v, int rows, int cols,
                                              gd_domineering_scoring_atlas_entry *e, char *err, size_t errlen);
GD_API void gd_domineering_scoring_atlas_entry_free(gd_domineering_scoring_atlas_entry *e);

#endif
