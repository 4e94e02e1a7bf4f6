/* == sylver == Sylver Coinage (Conway): players alternately name a number >= 2 that is not a
 * sum of non-negative multiples of the numbers named so far; the player who cannot (only 1
 * is left) loses. A position is the set of numbers named, written as the minimal generators
 * of the numerical semigroup they generate. Positions whose numbers have gcd 1 are finite
 * and solved exactly by a memoized search over semigroups (keyed by their gaps); the others
 * are answered by a theorem or said unknown. Sources: src/games/sylver/; docs/sylver.md. */
#ifndef GAMEDYN_SYLVER_H
#define GAMEDYN_SYLVER_H
#include "gamedyn/api.h"
#include "gamedyn/image.h"
#include <stddef.h>
#include <stdint.h>

/* The largest number a position may name. */
#define GD_SYLVER_MAX_NUMBER 1000000u
/* The most numbers a position may be written with (before reduction). */
#define GD_SYLVER_MAX_INPUT 64
/* The most minimal generators a position may have (a gd_position holds 16 coordinates). */
#define GD_SYLVER_MAX_GENS 16

/* The most gaps (the genus) of a gcd-1 position the exact search is started on; beyond it
 * only the ender theorem answers (the search would run for hours before the memory bound
 * stopped it). */
#define GD_SYLVER_MAX_GENUS 256

/* How an outcome is known. */
typedef enum {
    GD_SYLVER_SOLVED = 0,  /* gcd 1: exact search over every reachable semigroup */
    GD_SYLVER_ENDER = 1,   /* gcd 1, an ender other than {2,3}: N (Sicherman's ender theorem) */
    GD_SYLVER_PRIME = 2,   /* {p}, p prime >= 5: P (from Hutchings's theorem) */
    GD_SYLVER_EMPTY = 3,   /* no number named yet: N (naming 5 wins, by the case above) */
    GD_SYLVER_MOVE = 4,    /* gcd > 1: N, a move to a P-position found (move) */
    GD_SYLVER_UNKNOWN = 5, /* no theorem applies and no winning move was found */
    GD_SYLVER_QUIET = 6,   /* gcd p prime, the position over p a quiet ender: P, every move
                            * left open by the quiet-end theorem (docs/sylver.md) shown N */
} gd_sylver_how;

typedef struct {
    int outcome;       /* 0 P, 1 N, -1 unknown */
    gd_sylver_how how;
    uint64_t move;     /* GD_SYLVER_MOVE and GD_SYLVER_EMPTY: a winning move */
} gd_sylver_result;

typedef struct gd_sylver gd_sylver;

/* A solver whose memo may use up to max_mem bytes (0: 80% of available memory) and whose
 * searches explore at most max_nodes new semigroups per call (0: no limit other than the
 * memory). NULL when out of memory. */
GD_API gd_sylver *gd_sylver_new(uint64_t max_mem, uint64_t max_nodes);
GD_API void gd_sylver_free(gd_sylver *s);

/* The minimal generators of the semigroup of the n numbers x (each 2..GD_SYLVER_MAX_NUMBER),
 * ascending, into gens (capacity cap): their count (which may exceed cap), or -1 with err. */
GD_API int gd_sylver_reduce(const uint64_t *x, int n, uint64_t *gens, int cap, char *err, size_t errlen);
/* Whether m may be named in the position gens (m not in the semigroup; m >= 1). */
GD_API int gd_sylver_legal(const uint64_t *gens, int n, uint64_t m);
GD_API uint64_t gd_sylver_gcd(const uint64_t *gens, int n);

/* The outcome of the position gens (minimal generators, ascending): 0 with *r set (outcome
 * -1 with how GD_SYLVER_UNKNOWN when unknown, with the reason in err), or -1 with err
 * (memory). */
GD_API int gd_sylver_outcome(gd_sylver *s, const uint64_t *gens, int n, gd_sylver_result *r, char *err, size_t errlen);
/* Every winning number of a gcd-1 position, ascending, into *out (malloc'd): the count, or -1
 * with err (gcd > 1: the moves are infinitely many; a search beyond the bounds). */
GD_API long gd_sylver_winning(gd_sylver *s, const uint64_t *gens, int n, uint64_t **out, char *err, size_t errlen);
/* The gaps >= 2 (the legal moves other than 1) of a gcd-1 position, ascending, into *out
 * (malloc'd): their count, or -1 with err (gcd > 1, or above max_gaps). */
GD_API long gd_sylver_gaps(const uint64_t *gens, int n, uint64_t max_gaps, uint64_t **out, char *err, size_t errlen);
/* Whether a gcd-1 position is an ender (Sicherman): every legal move below its Frobenius
 * number t eliminates t. 1, 0, or -1 (gcd > 1 or too large). */
GD_API int gd_sylver_is_ender(const uint64_t *gens, int n);
/* Semigroups the solver's memo holds; semigroups it has solved by search (each counted every
 * time it is searched: once, unless the memo dropped it); the bytes its memo has allocated. */
GD_API uint64_t gd_sylver_count(const gd_sylver *s);
GD_API uint64_t gd_sylver_searched(const gd_sylver *s);
GD_API uint64_t gd_sylver_bytes(const gd_sylver *s);

/* The most bytes the memo and the search path have held. */
GD_API uint64_t gd_sylver_peak_bytes(const gd_sylver *s);
/* Semigroups the memo dropped at the memory bound (a full table replaces keys; answers are
 * unchanged, only work is repeated). */
GD_API uint64_t gd_sylver_evictions(const gd_sylver *s);

/* "solved", "ender", "prime", "empty", "move", "unknown", "quiet". */
GD_API const char *gd_sylver_how_name(gd_sylver_how how);

/* One line of an outcome table: the position x[0..k-1] and its outcome; with moves, every
 * winning move of a solved gcd-1 position (malloc'd, nmoves of them). */
typedef struct {
    uint64_t x[4];
    gd_sylver_result r;
    uint64_t *moves;
    long nmoves;
} gd_sylver_row;

typedef struct {
    int k;              /* 2 pairs, 3 triples, 4 quadruples */
    uint64_t N;         /* numbers at most N */
    int threads;        /* 0: one per core, at most 2 */
    int moves;          /* every winning move of the solved positions */
    uint64_t max_mem;   /* the bound on everything the search allocates (0: 80% of available) */
    uint64_t max_nodes; /* per search (0: none); then one thread, whose memo decides what is given up */
} gd_sylver_table_opts;

typedef struct {
    uint64_t semigroups, evictions, bytes; /* summed over the threads: semigroups searched, dropped
                                            * by the memo at its bound; bytes: the memos' peak */
    int threads;
} gd_sylver_table_stats;

/* Bytes a table needs at least (per thread: an empty memo, the search path, the gap table of
 * its largest position), the estimate checked before anything is allocated. */
GD_API uint64_t gd_sylver_table_min_bytes(const gd_sylver_table_opts *o);
/* Every position whose minimal generators are k numbers 2 <= a < b < ... <= N, in
 * lexicographic order, and their outcomes, into *rows (malloc'd; free with
 * gd_sylver_rows_free): the count, or -1 with err. The rows are the same for any number of
 * threads (each thread has its own memo; an answer never depends on a memo's contents). */
GD_API long gd_sylver_table(const gd_sylver_table_opts *o, gd_sylver_row **rows, gd_sylver_table_stats *st, char *err,
                            size_t errlen);
GD_API void gd_sylver_rows_free(gd_sylver_row *rows, long n);

/* The slice a = A of a triples table (rows as gd_sylver_table gives them) as a palette
 * image: pixel (c - c0, b - b0) for b0 <= b <= b1, c0 <= c <= c1, coloured by the
 * GD_SYLVER_SLICE_COLORS classes below. 0, or -1 out of memory or an empty window. */
#define GD_SYLVER_SLICE_COLORS 5
GD_API int gd_sylver_slice_image(const gd_sylver_row *rows, long n, uint64_t A, uint64_t b0, uint64_t b1, uint64_t c0,
                                 uint64_t c1, gd_image *im);
/* Class i's colour and legend label (NULL past the last). */
GD_API const char *gd_sylver_slice_color(int i, gd_rgb *color);

#endif
