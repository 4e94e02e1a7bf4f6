/* Grundy values of 3-row Chomp by incremental option sets (include/gamedyn/chomp.h has
 * the six families; docs/chomp-grundy.md the derivation). Row lengths (p,q,r), p >= q >= r. */
#include "gamedyn/chomp.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The six families of chomp.h, merged into four sets a position:
 *   A     running along r: (p,q,r'), r' < r
 *   B[r]  (p,q',r), r <= q' < q, for the current p
 *   D[r]  (p,q',q') and (q',q',q'), q' < r, for the current p: both are prefix unions over
 *         q' < r, so one prefix set holds both ((0,0,0) is no position)
 *   C[q][r]  (p',q,r), q <= p' < p, and (p',p',r), max(r,1) <= p' < q. The second part is
 *         complete before p reaches q, so C[q][r] starts from it (kept for the next q in E). */
typedef struct {
    uint64_t N, W; /* positions to p = N; words a bitset */
    uint64_t *C;   /* (q,r) at tri(q) + r */
    uint64_t *E, *E2; /* r: (p',p',r), max(r,1) <= p' < p, and the same to p' <= p being built */
    uint64_t *B, *D, *A;
} sets;

static uint64_t tri(uint64_t q)
{
    return q * (q + 1) / 2;
}

uint64_t gd_chompg_estimate_bytes(uint64_t nmax)
{
    double W = (double)((3 * nmax + 2) / 64 + 1);
    double pairs = (double)tri(nmax + 1);
    /* C: one set a pair (q,r); E, E2, B, D: one a coordinate; A; the rectangle values. */
    double b = (pairs + 4 * ((double)nmax + 2) + 1) * W * 8 + ((double)nmax + 2) * 4;
    return b > 1.8e19 ? UINT64_MAX : (uint64_t)b;
}

static void add(uint64_t *set, uint32_t v)
{
    set[v >> 6] |= (uint64_t)1 << (v & 63);
}

int gd_chompg_compute(const gd_chompg_spec *s, gd_chompg_result *res, char *err, size_t errlen)
{
    memset(res, 0, sizeof *res);
    uint64_t N = s->nmax;
    if (N < 1 || N > GD_CHOMPG_MAX) {
        gd_err(err, errlen, "chomp Grundy values: x+y+z up to 1..%d, not %llu", GD_CHOMPG_MAX, (unsigned long long)N);
        return -1;
    }
    uint64_t need = gd_chompg_estimate_bytes(N);
    if (s->max_bytes && need > s->max_bytes) {
        char a[32], b[32];
        gd_err(err, errlen, "chomp Grundy values to x+y+z = %llu need about %s, above the bound %s",
               (unsigned long long)N, gd_format_bytes(need, a, sizeof a), gd_format_bytes(s->max_bytes, b, sizeof b));
        return -1;
    }
    sets S = {N, (3 * N + 2) / 64 + 1, 0, 0, 0, 0, 0, 0};
    uint64_t W = S.W;
    S.C = calloc(tri(N + 1) * W, 8);
    S.E = calloc((N + 2) * W, 8);
    S.E2 = calloc((N + 2) * W, 8);
    S.B = calloc((N + 2) * W, 8);
    S.D = calloc((N + 2) * W, 8);
    S.A = calloc(W, 8);
    uint32_t *rect = res->rect = calloc(N + 1, sizeof *res->rect);
    int rc = 0;
    if (!S.C || !S.E || !S.E2 || !S.B || !S.D || !S.A || !rect) {
        gd_err(err, errlen, "out of memory for chomp Grundy values to x+y+z = %llu", (unsigned long long)N);
        rc = -1;
        free(rect);
        res->rect = NULL;
    }
    double t0 = gd_seconds();
    uint32_t vmax = 0;
    for (uint64_t p = 1; rc == 0 && p <= N; p++) {
        memset(S.B, 0, (p + 1) * W * 8);
        memset(S.D, 0, (p + 2) * W * 8);
        /* C[p][r] is first used now: it starts as (p',p',r), p' < p. */
        memcpy(S.C + tri(p) * W, S.E, (p + 1) * W * 8);
        memset(S.E2, 0, (p + 2) * W * 8);
        for (uint64_t q = 0; q <= p; q++) {
            memset(S.A, 0, W * 8);
            uint64_t *Cq = S.C + tri(q) * W;
            for (uint64_t r = 0; r <= q; r++) {
                uint64_t *c = Cq + r * W, *b = S.B + r * W, *d = S.D + r * W;
                /* Only words up to the largest value so far can be set, so the word after
                 * it ends the scan (a value is below 3N: it is inside the sets). */
                uint64_t used = vmax / 64 + 1, g = 0;
                for (uint64_t w = 0; w <= used; w++) {
                    uint64_t u = S.A[w] | b[w] | d[w] | c[w];
                    if (u != UINT64_MAX) {
                        g = w * 64 + (uint64_t)__builtin_ctzll(~u);
                        break;
                    }
                }
                uint32_t v = (uint32_t)g;
                if (v > vmax)
                    vmax = v;
                /* Into the families this position belongs to. */
                add(S.A, v);
                add(b, v);
                add(c, v);
                if (r == q && q < p) { /* (p,q,q) and (q,q,q): D[q+1] = D[q] + both */
                    memcpy(d + W, d, W * 8);
                    add(d + W, v);
                    if (q)
                        add(d + W, rect[q]);
                }
                if (q == p) { /* (p,p,r): the next E */
                    if (r < p)
                        memcpy(S.E2 + r * W, S.E + r * W, W * 8);
                    add(S.E2 + r * W, v);
                }
                if (r == p)
                    rect[p] = v;
                if (s->visit)
                    s->visit(s->ctx, (uint32_t)r, (uint32_t)(q - r), (uint32_t)(p - q), v);
                res->positions++;
            }
        }
        uint64_t *t = S.E;
        S.E = S.E2, S.E2 = t;
        res->done = p;
        if (s->seconds > 0 && gd_seconds() - t0 > s->seconds)
            break;
    }
    res->vmax = vmax;
    res->seconds = gd_seconds() - t0;
    free(S.C), free(S.E), free(S.E2), free(S.B), free(S.D), free(S.A);
    return rc;
}

typedef struct {
    uint64_t x, y, z;
    uint32_t g;
} one;

static void catch_one(void *ctx, uint32_t x, uint32_t y, uint32_t z, uint32_t g)
{
    one *o = ctx;
    if (x == o->x && y == o->y && z == o->z)
        o->g = g;
}

int gd_chompg_value(uint64_t x, uint64_t y, uint64_t z, uint64_t max_bytes, uint32_t *g, char *err, size_t errlen)
{
    if (x + y + z == 0 || x > GD_CHOMPG_MAX || y > GD_CHOMPG_MAX || z > GD_CHOMPG_MAX) {
        gd_err(err, errlen, "chomp Grundy values: [%llu,%llu,%llu] is not a position with x+y+z <= %d",
               (unsigned long long)x, (unsigned long long)y, (unsigned long long)z, GD_CHOMPG_MAX);
        return -1;
    }
    one o = {x, y, z, 0};
    gd_chompg_spec s = {x + y + z, 0, max_bytes, catch_one, &o};
    gd_chompg_result r;
    if (gd_chompg_compute(&s, &r, err, errlen) != 0)
        return -1;
    free(r.rect);
    *g = o.g;
    return 0;
}
