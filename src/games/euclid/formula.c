/* Euclid's game in closed form: Nivasch's Grundy formula, the golden-ratio test of the
 * P-positions, Cole-Davie's winning move; and the table by mex (euclid.h). */
#include "gamedyn/euclid.h"
#include <stdlib.h>

typedef unsigned __int128 u128;

int gd_euclid_below_phi(uint64_t y, uint64_t x)
{
    /* For t = y/x > 0: t < phi iff t^2 - t - 1 < 0, that is y^2 < x^2 + x y; at most
     * 2^124 + 2^124 for x, y <= 2^62. */
    return (u128)y * y < (u128)x * x + (u128)x * y;
}

uint64_t gd_euclid_grundy(uint64_t x, uint64_t y)
{
    if (x > y) {
        uint64_t t = x;
        x = y, y = t;
    }
    /* |y/x - x/y| = (y^2 - x^2) / (x y) with y >= x. */
    return (uint64_t)(((u128)y * y - (u128)x * x) / ((u128)x * y));
}

uint64_t gd_euclid_grundy_chain(uint64_t x, uint64_t y, int cd)
{
    if (x == 0 || y == 0)
        return 0; /* Cole-Davie's end */
    /* Down Euclid's algorithm, keeping each step's quotient; then up, each value from
     * the one below. A 64-bit Euclid takes fewer than 94 steps (Fibonacci worst case). */
    uint64_t q[128];
    int n = 0;
    for (;;) {
        uint64_t lo = x < y ? x : y, hi = x < y ? y : x;
        q[n++] = hi / lo;
        if (hi % lo == 0)
            break;
        x = lo, y = hi % lo;
    }
    /* The last step: hi = q lo. Plain: the chain's base is (lo,lo) (value 0) and hi is
     * q - 1 steps above it; Cole-Davie: the base is (lo,0) (value 0), q steps below. */
    n--;
    uint64_t a = cd ? q[n] : q[n] - 1; /* j steps above a base of value 0: j */
    while (n > 0) {
        uint64_t j = q[--n];
        a = j <= a ? j - 1 : j;
    }
    return a;
}

int gd_euclid_is_p(uint64_t x, uint64_t y, int cd)
{
    if (x == 0 || y == 0)
        return cd; /* Cole-Davie: the end of the game; plain: not a position */
    if (x == y)
        return !cd; /* plain: terminal; Cole-Davie: moves to (d,0) and wins */
    return x < y ? gd_euclid_below_phi(y, x) : gd_euclid_below_phi(x, y);
}

/* The one r = y mod x (+ x) in (x/phi, phi x): r > x/phi iff x < phi r. */
static uint64_t target(uint64_t x, uint64_t y)
{
    uint64_t r = y % x;
    return r && gd_euclid_below_phi(x, r) ? r : r + x;
}

int gd_euclid_winning(uint64_t x, uint64_t y, int cd, uint64_t to[2][2])
{
    if (gd_euclid_is_p(x, y, cd))
        return 0;
    if (x == y) { /* Cole-Davie: (0,d) and (d,0), in move order */
        to[0][0] = 0, to[0][1] = y, to[1][0] = x, to[1][1] = 0;
        return 2;
    }
    int swap = x > y;
    uint64_t s = swap ? y : x, l = swap ? x : y; /* smaller, larger */
    uint64_t r = cd && l % s == 0 ? 0 : target(s, l);
    to[0][swap] = s, to[0][!swap] = r; /* the smaller stays */
    return 1;
}

int gd_euclid_table(uint64_t n, int cd, uint32_t *g)
{
    uint64_t w = n + 1;
    /* seen[v] == stamp: value v is among the current position's options. */
    uint64_t *seen = calloc(w + 2, sizeof *seen);
    if (!seen)
        return -1;
    uint64_t stamp = 0;
    /* Every option of (x,y) has a smaller x and the same y, or the same x and a smaller y:
     * row-major order has it ready. */
    for (uint64_t x = 0; x <= n; x++)
        for (uint64_t y = 0; y <= n; y++) {
            uint32_t *cell = &g[x * w + y];
            *cell = 0;
            if (x == 0 || y == 0)
                continue; /* not a position, or Cole-Davie's end (value 0) */
            stamp++;
            uint64_t lo = x < y ? x : y, hi = x < y ? y : x;
            uint64_t kmax = cd ? hi / lo : (hi - 1) / lo;
            for (int first = 0; first < 2; first++) {
                if (first ? x < y : y < x)
                    continue; /* reduce a number only when it is the larger (or equal) */
                for (uint64_t k = 1; k <= kmax; k++) {
                    uint32_t v = first ? g[(x - k * lo) * w + y] : g[x * w + y - k * lo];
                    if (v <= w)
                        seen[v] = stamp;
                }
            }
            uint32_t m = 0;
            while (seen[m] == stamp)
                m++;
            *cell = m;
        }
    free(seen);
    return 0;
}
