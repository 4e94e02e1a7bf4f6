/* Numerical semigroups for Sylver Coinage: minimal generators, membership, the gap bitset of
 * a gcd-1 position, the effect of naming a number, enders. */
#include "gamedyn/sylver.h"
#include "gamedyn/util.h"
#include "sylver_impl.h"
#include <stdlib.h>
#include <string.h>

static uint64_t gcd2(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

uint64_t gd_sylver_gcd(const uint64_t *gens, int n)
{
    uint64_t g = 0;
    for (int i = 0; i < n; i++)
        g = gcd2(gens[i], g);
    return g;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

int gd_sylver_reduce(const uint64_t *x, int n, uint64_t *gens, int cap, char *err, size_t errlen)
{
    if (n > GD_SYLVER_MAX_INPUT) {
        gd_err(err, errlen, "sylver: %d numbers (at most %d)", n, GD_SYLVER_MAX_INPUT);
        return -1;
    }
    uint64_t y[GD_SYLVER_MAX_INPUT];
    for (int i = 0; i < n; i++) {
        if (x[i] < 2 || x[i] > GD_SYLVER_MAX_NUMBER) {
            gd_err(err, errlen, "sylver: %llu is not a number that can be named (2 to %u; naming 1 ends the game)",
                   (unsigned long long)x[i], GD_SYLVER_MAX_NUMBER);
            return -1;
        }
        y[i] = x[i];
    }
    if (n == 0)
        return 0;
    uint64_t g = gd_sylver_gcd(y, n);
    qsort(y, (size_t)n, sizeof y[0], cmp_u64);
    uint64_t top = y[n - 1] / g;
    /* Membership in the semigroup of the numbers kept so far, up to the largest (over g). */
    unsigned char *in = calloc(top + 1, 1);
    if (!in) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    in[0] = 1;
    int k = 0;
    for (int i = 0; i < n; i++) {
        uint64_t v = y[i] / g;
        if (in[v])
            continue;
        if (k < cap)
            gens[k] = y[i];
        k++;
        for (uint64_t w = v; w <= top; w++)
            in[w] |= in[w - v];
    }
    free(in);
    return k;
}

/* Whether m is a sum of the gens: membership up to m (m is at most GD_SYLVER_MAX_NUMBER,
 * so the table is small). */
int gd_sylver_legal(const uint64_t *gens, int n, uint64_t m)
{
    if (n == 0)
        return 1;
    uint64_t g = gd_sylver_gcd(gens, n);
    if (m % g)
        return 1;
    m /= g;
    if (m > GD_SYLVER_MAX_NUMBER)
        return -1;
    unsigned char *in = calloc(m + 1, 1);
    if (!in)
        return -1;
    in[0] = 1;
    for (int i = 0; i < n; i++)
        for (uint64_t v = gens[i] / g, w = v; w <= m; w++)
            in[w] |= in[w - v];
    int legal = !in[m];
    free(in);
    return legal;
}

/* Schur's bound: the Frobenius number of gcd-1 generators a_1 < ... < a_k is at most
 * (a_1 - 1)(a_k - 1) - 1; the membership table goes a_1 past it, as a check. */
static uint64_t table_len(const uint64_t *gens, int n)
{
    uint64_t a = gens[0], b = gens[n - 1];
    if (a > (1u << 30) || b > (1u << 30))
        return UINT64_MAX;
    return (a - 1) * (b - 1) + a + 1;
}

uint64_t sg_build_bytes(const uint64_t *gens, int n)
{
    uint64_t L = table_len(gens, n);
    return L == UINT64_MAX ? L : L + L / 8 + 8;
}

int sg_build(const uint64_t *gens, int n, uint64_t max_bytes, sg_gaps *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    uint64_t need = sg_build_bytes(gens, n);
    if (n < 2 || gd_sylver_gcd(gens, n) != 1) {
        gd_err(err, errlen, "sylver: the numbers have a common divisor: the position is not finite");
        return -1;
    }
    if (need > max_bytes) {
        char b[32];
        gd_err(err, errlen, "sylver: the gaps of this semigroup need %s (Schur's bound on its Frobenius number), "
               "above the memory bound", gd_format_bytes(need, b, sizeof b));
        return -1;
    }
    uint64_t L = table_len(gens, n);
    unsigned char *in = calloc(L, 1);
    if (!in) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    in[0] = 1;
    for (int i = 0; i < n; i++)
        for (uint64_t w = gens[i]; w < L; w++)
            in[w] |= in[w - gens[i]];
    uint64_t F = 0;
    for (uint64_t w = 0; w < L; w++)
        if (!in[w])
            F = w;
    if (F + gens[0] >= L) { /* Schur's bound failed: a bug, never a guess */
        free(in);
        gd_err(err, errlen, "sylver: internal error: Frobenius number beyond Schur's bound");
        return -1;
    }
    g->F = F;
    g->W = (int)(F / 64 + 1);
    g->bits = calloc((size_t)g->W, sizeof *g->bits);
    if (!g->bits) {
        free(in);
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    for (uint64_t w = 0; w <= F; w++)
        if (!in[w])
            g->bits[w >> 6] |= (uint64_t)1 << (w & 63);
    free(in);
    return 0;
}

void sg_free(sg_gaps *g)
{
    free(g->bits);
    g->bits = NULL;
}

/* a |= a << s over W words (bits shifted past the top are dropped). */
static void shl_or(uint64_t *a, int W, uint64_t s)
{
    uint64_t q = s >> 6;
    unsigned r = (unsigned)(s & 63);
    if (q >= (uint64_t)W)
        return;
    for (int i = W - 1; i >= (int)q; i--) {
        uint64_t v = a[i - q] << r;
        if (r && i - (int)q - 1 >= 0)
            v |= a[i - q - 1] >> (64 - r);
        a[i] |= v;
    }
}

void sg_add(const uint64_t *src, uint64_t *dst, int W, uint64_t F, uint64_t m)
{
    /* The new semigroup is the union of S + km over k >= 0; doubling the shift collects
     * k = 0 .. 2^j - 1 in j steps. dst holds the members while it is built. */
    for (int i = 0; i < W; i++)
        dst[i] = ~src[i];
    for (uint64_t s = m; s <= F; s *= 2)
        shl_or(dst, W, s);
    int tw = (int)(F >> 6);
    unsigned top = (unsigned)(F & 63);
    for (int i = 0; i < W; i++)
        dst[i] = i < tw ? ~dst[i] : i > tw ? 0 : ~dst[i] & (top == 63 ? ~(uint64_t)0 : ((uint64_t)1 << (top + 1)) - 1);
}

uint64_t sg_frobenius(const uint64_t *bits, int W)
{
    for (int i = W - 1; i >= 0; i--)
        if (bits[i])
            return (uint64_t)i * 64 + 63 - (uint64_t)__builtin_clzll(bits[i]);
    return 0;
}

int sg_is_ender(const uint64_t *bits, int W)
{
    uint64_t t = sg_frobenius(bits, W);
    for (uint64_t u = 2; u < t; u++) {
        if (!sg_bit(bits, u))
            continue;
        int hit = 0;
        for (uint64_t v = t - u;; v -= u) {
            if (!sg_bit(bits, v)) {
                hit = 1;
                break;
            }
            if (v < u)
                break;
        }
        if (!hit)
            return 0;
    }
    return 1;
}

int sg_is_symmetric(const uint64_t *bits, int W)
{
    uint64_t t = sg_frobenius(bits, W);
    for (uint64_t x = 0; x <= t; x++)
        if (sg_bit(bits, x) == sg_bit(bits, t - x))
            return 0;
    return 1;
}

long gd_sylver_gaps(const uint64_t *gens, int n, uint64_t max_gaps, uint64_t **out, char *err, size_t errlen)
{
    *out = NULL;
    sg_gaps g;
    if (n < 2 || gd_sylver_gcd(gens, n) != 1) {
        gd_err(err, errlen, "sylver: the numbers have a common divisor: infinitely many moves");
        return -1;
    }
    if (sg_build(gens, n, (uint64_t)1 << 28, &g, err, errlen) != 0)
        return -1;
    uint64_t k = 0;
    for (uint64_t x = 2; x <= g.F; x++)
        k += sg_bit(g.bits, x);
    if (k > max_gaps) {
        sg_free(&g);
        gd_err(err, errlen, "sylver: %llu moves (above %llu)", (unsigned long long)k, (unsigned long long)max_gaps);
        return -1;
    }
    uint64_t *m = malloc((k ? k : 1) * sizeof *m);
    if (!m) {
        sg_free(&g);
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    k = 0;
    for (uint64_t x = 2; x <= g.F; x++)
        if (sg_bit(g.bits, x))
            m[k++] = x;
    sg_free(&g);
    *out = m;
    return (long)k;
}

int gd_sylver_is_ender(const uint64_t *gens, int n)
{
    sg_gaps g;
    char err[128];
    if (n < 2 || gd_sylver_gcd(gens, n) != 1 || sg_build(gens, n, (uint64_t)1 << 28, &g, err, sizeof err) != 0)
        return -1;
    int e = sg_is_ender(g.bits, g.W);
    sg_free(&g);
    return e;
}
