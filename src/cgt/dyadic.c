/* dyadic.c - exact dyadic rationals num / 2^exp with bounded size: every operation checks
 * its range instead of overflowing, so a thermograph is exact or refused. */
#include "gamedyn/cgt.h"
#include <stdio.h>

#define DY_MAXNUM ((int64_t)1 << 61)
#define DY_MAXEXP 61

gd_dyadic gd_dyadic_int(int64_t n)
{
    return (gd_dyadic){n, 0};
}

int gd_dyadic_make(int64_t num, int exp, gd_dyadic *out)
{
    while (exp > 0 && (num & 1) == 0)
        num /= 2, exp--;
    while (exp < 0) {
        if (num >= DY_MAXNUM / 2 || num <= -DY_MAXNUM / 2)
            return -1;
        num *= 2, exp++;
    }
    if (num >= DY_MAXNUM || num <= -DY_MAXNUM || exp > DY_MAXEXP)
        return -1;
    if (num == 0)
        exp = 0;
    *out = (gd_dyadic){num, exp};
    return 0;
}

/* a's numerator over 2^e (e >= a.exp); -1 when it does not fit. */
static int widen(gd_dyadic a, int e, int64_t *num)
{
    int64_t n = a.num;
    for (int k = a.exp; k < e; k++) {
        if (n >= DY_MAXNUM || n <= -DY_MAXNUM)
            return -1;
        n *= 2;
    }
    if (n >= DY_MAXNUM || n <= -DY_MAXNUM)
        return -1;
    *num = n;
    return 0;
}

int gd_dyadic_add(gd_dyadic a, gd_dyadic b, gd_dyadic *out)
{
    int e = a.exp > b.exp ? a.exp : b.exp;
    int64_t x, y;
    if (widen(a, e, &x) || widen(b, e, &y))
        return -1;
    return gd_dyadic_make(x + y, e, out);
}

gd_dyadic gd_dyadic_neg(gd_dyadic a)
{
    return (gd_dyadic){-a.num, a.exp};
}

int gd_dyadic_sub(gd_dyadic a, gd_dyadic b, gd_dyadic *out)
{
    return gd_dyadic_add(a, gd_dyadic_neg(b), out);
}

int gd_dyadic_cmp(gd_dyadic a, gd_dyadic b)
{
    if (a.exp == b.exp) /* integers and most stops: no shift */
        return a.num < b.num ? -1 : a.num > b.num;
    /* Compare by sign of a - b without overflow: shift the one with the smaller exponent
     * in 128 bits (exponents are at most 61). */
    int e = a.exp > b.exp ? a.exp : b.exp;
    __int128 x = (__int128)a.num * ((__int128)1 << (e - a.exp)), y = (__int128)b.num * ((__int128)1 << (e - b.exp));
    return x < y ? -1 : x > y;
}

int gd_dyadic_scale(gd_dyadic a, int k, gd_dyadic *out)
{
    if (k > DY_MAXEXP || k < -DY_MAXEXP)
        return -1;
    return gd_dyadic_make(a.num, a.exp + k, out);
}

/* floor(a) as an integer. */
static int64_t floor_of(gd_dyadic a)
{
    if (a.exp == 0)
        return a.num;
    int64_t q = a.num >> a.exp; /* arithmetic shift floors */
    return q;
}

int gd_dyadic_simplest(int has_lo, gd_dyadic lo, int has_hi, gd_dyadic hi, gd_dyadic *out)
{
    gd_dyadic z = gd_dyadic_int(0);
    if (has_lo && has_hi && gd_dyadic_cmp(lo, hi) >= 0)
        return -1;
    if ((!has_lo || gd_dyadic_cmp(lo, z) < 0) && (!has_hi || gd_dyadic_cmp(hi, z) > 0))
        return *out = z, 0;
    if (has_lo && gd_dyadic_cmp(lo, z) >= 0) {
        gd_dyadic n = gd_dyadic_int(floor_of(lo) + 1);
        if (!has_hi || gd_dyadic_cmp(n, hi) < 0)
            return *out = n, 0;
    } else {
        /* hi <= 0: the integer nearest 0 below hi */
        int64_t f = floor_of(hi);
        gd_dyadic n = gd_dyadic_int(hi.exp == 0 ? f - 1 : f);
        if (!has_lo || gd_dyadic_cmp(n, lo) > 0)
            return *out = n, 0;
    }
    /* No integer strictly between: the fraction with the least denominator; both ends are
     * present and within one unit. */
    for (int k = 1; k <= DY_MAXEXP; k++) {
        gd_dyadic lk;
        if (gd_dyadic_scale(lo, -k, &lk))
            return -1;
        gd_dyadic m;
        if (gd_dyadic_make(floor_of(lk) + 1, k, &m))
            return -1;
        if (gd_dyadic_cmp(m, hi) < 0)
            return *out = m, 0;
    }
    return -1;
}

const char *gd_dyadic_format(gd_dyadic a, char *buf, size_t len)
{
    if (a.exp == 0)
        snprintf(buf, len, "%lld", (long long)a.num);
    else
        snprintf(buf, len, "%lld/%llu", (long long)a.num, (unsigned long long)1 << a.exp);
    return buf;
}

double gd_dyadic_double(gd_dyadic a)
{
    double d = (double)a.num;
    for (int k = 0; k < a.exp; k++)
        d /= 2;
    return d;
}
