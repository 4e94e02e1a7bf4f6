/* chomp.h - exact Grundy values of 3-row Chomp (src/games/chomp/, docs/chomp-grundy.md).
 *
 * A position [x,y,z] (the sheet engine's coordinates: x columns of height 3, y of height
 * 2, z of height 1) has row lengths p = x+y+z >= q = x+y >= r = x; the poisoned square
 * is the first of the bottom row; [0,0,1] = (1,0,0) is terminal. The 3 x n rectangle is
 * [n,0,0] (OEIS A069001 lists its values).
 *
 * Every position with p <= N is computed, p by p, without scanning options: the options
 * of (p,q,r) fall into six families, each a contiguous run along one coordinate, and each
 * family's set of values is kept as a bitset that grows as the loops advance:
 *   bite row 3:  (p,q,r'),  r' < r            running set along r
 *   bite row 2:  (p,q',r),  r <= q' < q       one set per r, for the current p
 *                (p,q',q'), q' < r            prefix sets along the diagonal, current p
 *   bite row 1:  (p',q,r),  q <= p' < p       one set per (q,r), over all p
 *                (p',p',r), r <= p' < q       prefix sets per r over p', kept per (q,r)
 *                (p',p',p'), p' < r           prefix sets along the main diagonal
 * The value is the mex of the union: O(V/64) words a position, V the largest value so
 * far. A value is at most the number of options, p - 1 + q + r < 3N, so bitsets of 3N
 * bits hold every set: memory O(N^2 * N/64 * 8) bytes, refused up front. */
#ifndef GAMEDYN_CHOMP_H
#define GAMEDYN_CHOMP_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>

/* The largest N computed (about 3 GiB of bitsets there). */
#define GD_CHOMPG_MAX 4096

/* Called for each position with p <= N, in the order p, then q, then r increasing. */
typedef void (*gd_chompg_visit)(void *ctx, uint32_t x, uint32_t y, uint32_t z, uint32_t g);

typedef struct {
    uint64_t nmax;        /* positions with x+y+z <= nmax */
    double seconds;       /* stop after this long (0: no limit), at the end of a p */
    uint64_t max_bytes;   /* refuse above this (0: no bound) */
    gd_chompg_visit visit; /* NULL: none */
    void *ctx;
} gd_chompg_spec;

typedef struct {
    uint64_t done;      /* every position with x+y+z <= done was computed (done < nmax: stopped) */
    uint64_t positions; /* positions computed */
    uint32_t vmax;      /* the largest value */
    uint32_t *rect;     /* rect[n] = the value of the 3 x n rectangle [n,0,0], n = 1..done (malloc'd) */
    double seconds;
} gd_chompg_result;

/* Parts of this interface with headers of their own. */
#include "gamedyn/chompg.h"

#endif
