/* euclid.h - Euclid's game (src/games/euclid/; docs/euclid.md).
 *
 * Positions (x,y) of non-negative integers. A move subtracts a positive multiple of the
 * smaller number from the larger. Two rule sets:
 *   plain (Grossman/Straffin, the survey's and Nivasch's game; registry name "euclid"):
 *     the result stays positive; (d,d) is terminal. P-positions: (d,d) and x < y < phi x
 *     and mirrors. Grundy value g(x,y) = floor(|y/x - x/y|) (Nivasch 2006).
 *   Cole-Davie (the original, "euclid:cd"): the larger may be reduced to 0, and whoever
 *     does so wins; in normal play (x,0) and (0,y) are the terminal positions. P-positions:
 *     (x,0), (0,y), and x < y < phi x and mirrors ((d,d) is N: it moves to (d,0)).
 *     Grundy values by the chain recursion along Euclid's algorithm (below).
 * Everything is exact integer arithmetic (128-bit intermediates) for x, y <= 2^62. */
#ifndef GAMEDYN_EUCLID_H
#define GAMEDYN_EUCLID_H
#include "gamedyn/api.h"
#include <stdint.h>

#define GD_EUCLID_MAX ((uint64_t)1 << 62)

/* y < phi x, exactly (x, y <= 2^62, x > 0): y^2 < x^2 + x y. */
GD_API int gd_euclid_below_phi(uint64_t y, uint64_t x);
/* Nivasch's formula, plain rules: floor(|y^2 - x^2| / (x y)); x, y in 1..2^62. */
GD_API uint64_t gd_euclid_grundy(uint64_t x, uint64_t y);
/* The Grundy value by Euclid's algorithm, either rule set (cd: Cole-Davie), x, y up to
 * 2^62 (plain: both >= 1; cd: not both 0). For x < y, y = q x + r: the positions
 * (x, r + j x) form a chain in which each one's options are exactly the ones below it, so
 * with a = g(base) the values are a, then 0, 1, 2, ... skipping a: g(x,y) = q - 1 if
 * q <= a, else q. The base is (r, x) (value by the same rule, one Euclid step down), or
 * when x divides y: plain (x,x), value 0, q - 1 steps below; Cole-Davie (x,0), value 0.
 * At most about 90 steps (docs/euclid.md). */
GD_API uint64_t gd_euclid_grundy_chain(uint64_t x, uint64_t y, int cd);
/* Whether (x,y) is a P-position (cd: Cole-Davie rules). Plain needs x, y >= 1. */
GD_API int gd_euclid_is_p(uint64_t x, uint64_t y, int cd);
/* The winning moves (Cole-Davie's strategy, both rule sets): the positions they lead to,
 * into to[0..1] as (x,y) pairs in move order (see the game's move list: the first number
 * reduced before the second); the count, 0 from a P-position. From an N-position with
 * x < y the one winning move is to (x, r), r = y mod x or r = y mod x + x, whichever lies
 * in (x/phi, phi x) (an open interval of length x, so exactly one does); under Cole-Davie,
 * when x divides y, to (x, 0) instead, and from (d,d) both (0,d) and (d,0). */
GD_API int gd_euclid_winning(uint64_t x, uint64_t y, int cd, uint64_t to[2][2]);
/* The Grundy values by mex over the moves for every 0 <= x, y <= n, into g[x * (n+1) + y]
 * ((n+1)^2 values; cells that are not positions: 0 (plain: x or y = 0; cd: (0,0))): the
 * rules themselves, the tests' check of both formulas further out than the generic solver
 * goes; O(n^2 log n). 0, or -1 when out of memory. */
GD_API int gd_euclid_table(uint64_t n, int cd, uint32_t *g);

#endif
