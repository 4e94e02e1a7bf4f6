/* Fibonacci Nim without tables: Zeckendorf representations, Whinihan's outcome rule and
 * every winning move, for any n <= 2^62 (docs/fibnim.md). */
#include "gamedyn/fibnim.h"

/* F_2 = 1, F_3 = 2, ... up to the largest below 2^64 (F_93); fib[0] = 1. */
static int fib_table(uint64_t f[92])
{
    f[0] = 1, f[1] = 2;
    int k = 2;
    while (k < 92 && f[k - 1] <= UINT64_MAX - f[k - 2]) {
        f[k] = f[k - 1] + f[k - 2];
        k++;
    }
    return k;
}

int gd_fibnim_zeckendorf(uint64_t n, uint64_t parts[92])
{
    uint64_t f[92];
    int k = fib_table(f), count = 0;
    uint64_t big[92];
    /* Greedy from the top gives the parts largest first; reversed below. */
    for (int i = k - 1; i >= 0 && n; i--)
        if (f[i] <= n) {
            big[count++] = f[i];
            n -= f[i];
        }
    for (int i = 0; i < count; i++)
        parts[i] = big[count - 1 - i];
    return count;
}

uint64_t gd_fibnim_zmin(uint64_t n)
{
    uint64_t p[92];
    return gd_fibnim_zeckendorf(n, p) ? p[0] : 0;
}

int gd_fibnim_is_fibonacci(uint64_t n)
{
    uint64_t p[92];
    return gd_fibnim_zeckendorf(n, p) == 1;
}

int gd_fibnim_is_p(uint64_t n, uint64_t r)
{
    return n == 0 || r < gd_fibnim_zmin(n);
}

/* A winning move j leads to (m, 2j), m = n - j, with 2j < zmin(m) (or m = 0). Then
 * j < zmin(m)/2 <= F_{k-1} when zmin(m) = F_k, so j's Zeckendorf parts all lie at least
 * two places below zmin(m), and Zeck(n) = Zeck(m) + Zeck(j): j is the sum of the
 * smallest few parts of n. Trying those sums finds every winning move. */
int gd_fibnim_winning(uint64_t n, uint64_t r, uint64_t takes[92])
{
    uint64_t p[92];
    int k = gd_fibnim_zeckendorf(n, p), count = 0;
    uint64_t j = 0;
    for (int i = 0; i < k; i++) {
        j += p[i];
        if (j > r)
            break;
        uint64_t m = n - j;
        if (m == 0 || j < (gd_fibnim_zmin(m) + 1) / 2) /* 2j < zmin(m) */
            takes[count++] = j;
    }
    return count;
}

int gd_fibnim_small_value(uint64_t n, uint64_t r)
{
    if (n == 0)
        return 0;
    if (r > n)
        r = n;
    uint64_t p[93];
    int k = gd_fibnim_zeckendorf(n, p);
    for (int i = k; i < 93; i++)
        p[i] = UINT64_MAX; /* a missing part: infinite */
    if (r < p[0])
        return 0;
    if (p[0] == 1 && r < p[1])
        return 1;
    if (p[0] == 2 && r < p[1])
        return 2;
    if (p[0] == 3 && r < p[1] - 1)
        return 3;
    if (p[0] == 1 && p[1] == 3 && r >= 3 && r < p[2])
        return 3;
    return -1;
}
