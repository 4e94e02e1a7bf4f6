/* fibnim.h - Fibonacci Nim (src/games/fibnim/, docs/fibnim.md).
 *
 * A position (n, r): n tokens, the player to move may take j = 1 .. min(r, n) of them and
 * leaves (n - j, 2j). The game with n tokens starts at (n, n - 1) (the first player may
 * not take all). r >= n plays as r = n, since no move takes more than n. Normal play.
 *
 * Whinihan (1963): (n, r) is a P-position exactly when r < zmin(n), the smallest part of
 * the Zeckendorf representation of n (n = 0: always P); the winning move takes zmin(n).
 * Every winning move takes a sum of the smallest Zeckendorf parts of n (docs/fibnim.md
 * proves it), so the winning moves are found among O(log n) candidates, for n up to 2^62.
 *
 * Grundy values: G(n, r) is non-decreasing in r (the options grow with r), so row n is
 * one incremental mex over j = 1..n, and a row is stored as its breakpoints: the r where
 * G(n, .) changes and the new value. A lookup of G(m, 2j) with 2j >= m is G(m, m). */
#ifndef GAMEDYN_FIBNIM_H
#define GAMEDYN_FIBNIM_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>

/* The largest n of a position (2j then fits in 64 bits). */
#define GD_FIBNIM_MAX_N ((uint64_t)1 << 62)
/* The largest n of a Grundy table: the time is O(n^2) (2 s at 2^15, some 35 min at 2^20). */
#define GD_FIBNIM_TABLE_MAX ((uint64_t)1 << 20)

/* == Zeckendorf == */
/* The parts of n's Zeckendorf representation, smallest first, into parts (at most 91
 * below 2^64); their count (0 for n = 0). */
GD_API int gd_fibnim_zeckendorf(uint64_t n, uint64_t parts[92]);
/* The smallest Zeckendorf part of n; 0 for n = 0. */
GD_API uint64_t gd_fibnim_zmin(uint64_t n);
/* Whether n is a Fibonacci number (1, 2, 3, 5, 8, ...). */
GD_API int gd_fibnim_is_fibonacci(uint64_t n);

/* == outcome and winning moves (Whinihan), any n <= GD_FIBNIM_MAX_N == */
/* Whether (n, r) is a P-position: n = 0, or r < zmin(n). */
GD_API int gd_fibnim_is_p(uint64_t n, uint64_t r);
/* Every winning move from (n, r) as the number of tokens taken, increasing; the count
 * (0 at a P-position; at most 92). */
GD_API int gd_fibnim_winning(uint64_t n, uint64_t r, uint64_t takes[92]);

/* The Grundy value when it is at most 3, from the Zeckendorf parts z1 < z2 < z3 < ... of
 * n (a missing part counts as infinite); -1 when it is larger. Observed on the tables
 * (docs/fibnim.md: Larsson and Rubinstein-Salzedo compute these sets; their statement was
 * not available here, so this is checked, not quoted):
 *   0  r < z1 (Whinihan)                 2  z1 = 2 and 2 <= r < z2
 *   1  z1 = 1 and 1 <= r < z2            3  z1 = 3 and 3 <= r < z2 - 1, or
 *                                           z1 = 1, z2 = 3 and 3 <= r < z3
 * (r >= n as r = n). */
GD_API int gd_fibnim_small_value(uint64_t n, uint64_t r);

/* == Grundy values of every (n, r), n <= nmax == */
typedef struct {
    uint64_t nmax;
    uint64_t *off;  /* row n's breakpoints: from[off[n] .. off[n+1]) (n >= 1) */
    uint32_t *from; /* the least r of a run of equal values */
    uint32_t *val;  /* its value */
    uint32_t *top;  /* G(n, n) = G(n, r) for every r >= n; top[0] = 0 */
    uint64_t nbreaks;
    uint32_t vmax; /* the largest value */
} gd_fibnim_table;

/* The bytes gd_fibnim_compute needs for nmax (about 9 breakpoints a row at 2^15, growing
 * like log n; docs/fibnim.md): an estimate for refusing up front; the computation itself
 * also stops with a message when its arrays would grow past max_bytes. */
GD_API uint64_t gd_fibnim_estimate_bytes(uint64_t nmax);
/* Computes the table (nmax <= GD_FIBNIM_TABLE_MAX); 0, or -1 with err (too big: the
 * message names the bytes; out of memory). O(nmax^2 / 6) lookups, one pass. */
GD_API int gd_fibnim_compute(uint64_t nmax, uint64_t max_bytes, gd_fibnim_table *t, char *err, size_t errlen);
GD_API void gd_fibnim_table_free(gd_fibnim_table *t);
/* G(n, r) for n <= t->nmax and any r (r >= n as r = n; r = 0: no move, 0). */
GD_API uint32_t gd_fibnim_get(const gd_fibnim_table *t, uint64_t n, uint64_t r);
/* G(n, n - 1), the start position (n >= 1; 0 for n = 0). */
GD_API uint32_t gd_fibnim_start(const gd_fibnim_table *t, uint64_t n);
/* Row n's runs: *from and *val point at its breakpoints; their count. */
GD_API uint64_t gd_fibnim_row(const gd_fibnim_table *t, uint64_t n, const uint32_t **from, const uint32_t **val);

/* == checks against the theorems (docs/fibnim.md) == each returns 0 when the statement
 * holds on the whole table, else the first n where it fails (1 <= n <= nmax), with *r_bad
 * the first r of that row (or 0 when the statement is about the row as a whole). */
/* Whinihan: G(n, r) = 0 exactly when r < zmin(n), every 1 <= r <= n (and r = n - 1). */
GD_API uint64_t gd_fibnim_check_whinihan(const gd_fibnim_table *t, uint64_t *r_bad);
/* The small values: G(n, r) <= 3 exactly where gd_fibnim_small_value says, with that
 * value, every 1 <= r <= n. */
GD_API uint64_t gd_fibnim_check_small(const gd_fibnim_table *t, uint64_t *r_bad);
/* Larsson-Rubinstein-Salzedo: over the n that are not Fibonacci numbers, G(n, n - 1)
 * is non-decreasing; the first n where it decreases. */
GD_API uint64_t gd_fibnim_check_start_monotone(const gd_fibnim_table *t);

#endif
