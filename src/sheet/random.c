/* random.c - the random perturbations' points: the old clipping model and the redraw
 * model's exact sampler (docs/experiments.md, "Random perturbations"), and what kills a game. */
#include "gamedyn/sheet.h"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* A counter-based generator, so the point of a column does not depend on the
 * order in which columns are visited. */
static uint64_t splitmix(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The old model's draw around centre c: Box-Muller (libm's log and cos), rounded, clipped. */
static uint64_t clip_z(uint64_t h, double sigma, double c)
{
    double u1 = ((double)(h >> 11) + 1.0) * (1.0 / 9007199254740993.0);
    double u2 = (double)(splitmix(h) >> 11) * (1.0 / 9007199254740992.0);
    double g = sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2);
    double z = floor(c + sigma * g + 0.5);
    /* The parser bounds sigma; the guards keep the conversion defined for any caller. */
    if (!(z > 0))
        return 0;
    return z >= 18446744073709551616.0 ? UINT64_MAX : (uint64_t)z;
}

/* The hash of column (x,y) under seed; salt gives independent hashes of the same column
 * (0: the z draw, as in the old model; then the p draw and the line choice). */
static uint64_t column_hash(uint64_t seed, uint64_t x, uint64_t y, uint64_t salt)
{
    return splitmix(seed ^ splitmix(x * 0x100000001b3ULL ^ splitmix(y))) ^ salt;
}

uint64_t gd_perturb_random_z(uint64_t seed, double sigma, uint64_t x, uint64_t y)
{
    return clip_z(column_hash(seed, x, y, 0), sigma, (double)y);
}


/* == the redraw model's exact sampler ==
 * SplitMix64 from the column's hash; integers drawn exactly; the only floating-point
 * operations are IEEE 754 +, -, *, / on doubles, each in its own statement (so no
 * contraction into a fused multiply-add), which the standard rounds the same way on every
 * conforming machine. */
typedef struct {
    uint64_t state;
} stream;

static uint64_t next(stream *r)
{
    r->state += 0x9e3779b97f4a7c15ULL;
    uint64_t z = r->state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Uniform on 0..n-1 (n >= 1) by rejection: exact. */
static uint64_t below(stream *r, uint64_t n)
{
    uint64_t floor_ = (0 - n) % n; /* 2^64 mod n: the draws below it would bias the residue */
    for (;;) {
        uint64_t v = next(r);
        if (v >= floor_)
            return v % n;
    }
}

/* Uniform on [0,1): a multiple of 2^-53, exact. */
static double unit(stream *r)
{
    return (double)(next(r) >> 11) * (1.0 / 9007199254740992.0);
}

/* Bernoulli(exp(-n/d)) for 0 <= n <= d (von Neumann): the K-th trial is Bernoulli(n/(dK)),
 * an integer comparison; the result is whether the number of trials is odd. */
static int bern_exp_ratio(stream *r, uint64_t n, uint64_t d)
{
    uint64_t k = 1;
    while (k < ((uint64_t)1 << 30) && below(r, d * k) < n)
        k++;
    return k & 1;
}

/* Bernoulli(exp(-g)) for g >= 0: floor(g) times Bernoulli(exp(-1)), then the fraction by
 * the same trials with Bernoulli(f/K) as u < f/K. */
static int bern_exp(stream *r, double g)
{
    while (g >= 1) {
        if (!bern_exp_ratio(r, 1, 1))
            return 0;
        g = g - 1;
    }
    uint64_t k = 1;
    for (;;) {
        double t = g / (double)k;
        if (!(unit(r) < t) || k >= ((uint64_t)1 << 30))
            break;
        k++;
    }
    return k & 1;
}

/* The discrete normal: P(Y = k) proportional to exp(-k^2 / (2 sigma^2)) on the integers, by
 * Canonne, Kamath and Steinke, "The discrete Gaussian for differential privacy" (NeurIPS
 * 2020), Algorithm 3: a discrete Laplace proposal of scale t = floor(sigma) + 1, accepted
 * with probability exp(-(|Y| - sigma^2/t)^2 / (2 sigma^2)). Values with |Y| > lim are
 * rejected before the acceptance step (they are outside the truncation anyway). */
static int64_t discrete_normal(stream *r, double sigma, int64_t lo, int64_t hi)
{
    uint64_t t = (uint64_t)sigma + 1;
    double s2 = sigma * sigma;
    double mu = s2 / (double)t;
    double den = 2.0 * s2;
    for (;;) {
        uint64_t u = below(r, t);
        if (!bern_exp_ratio(r, u, t))
            continue;
        uint64_t w = 0;
        while (bern_exp_ratio(r, 1, 1))
            w++;
        int neg = (int)(next(r) >> 63);
        if (neg && u == 0 && w == 0)
            continue;
        if (w > ((uint64_t)1 << 40) / t) /* |Y| beyond 2^40: outside every truncation */
            continue;
        int64_t a = (int64_t)(u + t * w), y = neg ? -a : a;
        if (y < lo || y > hi)
            continue;
        double d = (double)a - mu;
        double d2 = d * d;
        double g = d2 / den;
        if (bern_exp(r, g))
            return y;
    }
}

/* The discrete normal's tail k >= m (m > sigma >= ... > 0, m >= 1), by rejection from a
 * geometric proposal P(j) ~ exp(-j/s), s = ceil(sigma^2/m), drawn as in the algorithm's
 * discrete Laplace step; k = m + j is accepted with exp(-(m/sigma^2 - 1/s) j - j^2/(2 sigma^2)),
 * the ratio of target and proposal. Used when rejection from the whole normal would be slow. */
static int64_t discrete_normal_tail(stream *r, double sigma, int64_t m, int64_t hi)
{
    double s2 = sigma * sigma;
    double sd = ceil(s2 / (double)m);
    uint64_t sc = sd < 1 ? 1 : (uint64_t)sd;
    double rate = (double)m / s2;
    double gap = rate - 1.0 / (double)sc;
    if (gap < 0)
        gap = 0;
    double den = 2.0 * s2;
    for (;;) {
        uint64_t u = below(r, sc);
        if (!bern_exp_ratio(r, u, sc))
            continue;
        uint64_t w = 0;
        while (bern_exp_ratio(r, 1, 1))
            w++;
        if (w > ((uint64_t)1 << 40) / sc)
            continue;
        uint64_t j = u + sc * w;
        if (j > (uint64_t)(hi - m))
            continue;
        double jd = (double)j;
        double lin = gap * jd;
        double sq = jd * jd;
        double quad = sq / den;
        double g = lin + quad;
        if (bern_exp(r, g))
            return m + (int64_t)j;
    }
}

double gd_perturb_random_centre(const gd_perturb *v, uint64_t x, uint64_t y)
{
    double c = (double)y;
    if (v->centre == GD_CENTRE_LOSERS) {
        /* The papers' asymptotic loser lines of sheet x: z = x/sqrt2 + m y with m_L = -1 - 1/sqrt2
         * (lower) and m_U = -1 + 1/sqrt2 (upper). Up to y = (sqrt2 - 1) x, where the lower line
         * reaches 0 and a sheet that ends ends, a column is on the lower line with probability
         * lambda_L = 1 - 1/sqrt2; beyond, on the upper line. Rounded, and at least zmin. */
        double r = sqrt(0.5);
        double top = (double)x * r;
        double ymax = (double)x * (sqrt(2.0) - 1.0);
        int lower = 0;
        if ((double)y < ymax) {
            stream st = {column_hash(v->seed, x, y, 0x5bd1e995u)};
            lower = unit(&st) < 1.0 - r;
        }
        double slope = lower ? 1.0 + r : 1.0 - r;
        double drop = slope * (double)y;
        c = floor(top - drop + 0.5);
        if (!(c > (double)v->zmin))
            c = (double)v->zmin;
    }
    return c;
}

static uint64_t to_u64(double z)
{
    if (!(z > 0))
        return 0;
    return z >= 18446744073709551616.0 ? UINT64_MAX : (uint64_t)z;
}

int gd_perturb_random_point(const gd_perturb *v, uint64_t x, uint64_t y, uint64_t *z)
{
    if (x < v->from)
        return 0;
    if (v->skip != 0) {
        stream st = {column_hash(v->seed, x, y, 0x27d4eb2fu)};
        double p = 1.0 - v->skip;
        if (!(unit(&st) < p))
            return 0;
    }
    uint64_t h = column_hash(v->seed, x, y, 0);
    double c = gd_perturb_random_centre(v, x, y);
    if (!v->redraw) {
        *z = clip_z(h, v->sigma, c);
        return 1;
    }
    /* z = c + Y, Y a discrete normal truncated to zmin - c <= Y <= ceil(8.58 sigma). */
    double hi_d = ceil(GD_PERTURB_GAUSS_MAX * v->sigma);
    double lo_d = (double)v->zmin - c;
    if (!(v->sigma > 0) || c >= 4611686018427387904.0 || lo_d > hi_d) { /* one value, or none left */
        *z = c < (double)v->zmin ? v->zmin : to_u64(c);
        return 1;
    }
    int64_t hi = (int64_t)hi_d, lo = lo_d < -4611686018427387904.0 ? INT64_MIN : (int64_t)lo_d;
    stream st = {h};
    int64_t Y = (double)lo <= v->sigma ? discrete_normal(&st, v->sigma, lo, hi)
                                       : discrete_normal_tail(&st, v->sigma, lo, hi);
    *z = (uint64_t)((int64_t)c + Y);
    return 1;
}

void gd_perturb_model(const gd_perturb *v, char *buf, size_t len)
{
    if (v->kind != GD_PERTURB_RANDOM) {
        if (len)
            buf[0] = 0;
        return;
    }
    char zmin[48] = "";
    if (v->redraw)
        snprintf(zmin, sizeof zmin, " zmin=%llu", (unsigned long long)v->zmin);
    snprintf(buf, len, "model=%s%s centre=%s p=%g from=%llu", v->redraw ? "redraw" : "clip", zmin,
             v->centre == GD_CENTRE_LOSERS ? "losers" : "diagonal", 1.0 - v->skip, (unsigned long long)v->from);
}

int gd_sheet_kills(const gd_rules *r, const gd_sheet *s)
{
    uint32_t z;
    return r->rectangle_sink && s->x >= 1 && gd_sheet_lookup(s, 0, &z) == GD_SHEET_P && z == 0;
}
