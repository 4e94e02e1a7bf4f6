/* The outcome of any Sylver Coinage position. gcd 1: the exact search (search.c), else the
 * ender theorem. gcd > 1: Hutchings's prime theorem, the quiet-end theorem for a prime gcd,
 * else a search for a move to a proved P-position, else unknown (docs/sylver.md). */
#include "gamedyn/sylver.h"
#include "gamedyn/util.h"
#include "sylver_impl.h"
#include <stdlib.h>
#include <string.h>

/* A gcd > 1 position without a theorem: its moves n = 2, 3, ... up to this many times its
 * largest number are tried, each leading to a gcd-1 position of genus at most CHILD_GENUS
 * (solved exactly) or, from the position asked about, to a gcd > 1 position answered by a
 * theorem. */
#define CHILD_SPAN 3
#define CHILD_GENUS 48
/* The quiet-end theorem leaves finitely many moves open; the gcd-1 ones are searched up to
 * this genus, and gcd > 1 ones are answered down to this depth of nested positions. */
#define QUIET_GENUS 64
#define QUIET_DEPTH 6
/* The positions (gcd > 1, and gcd-1 children searched) one question may examine; past it
 * the rest is unknown. Counted in the order the position alone fixes, so the answer does not
 * depend on a memo or a thread (measured: {16} would otherwise run for many minutes). */
#define THEOREM_STEPS 4000

static int over_budget(uint64_t *steps, char *err, size_t errlen)
{
    if (++*steps <= THEOREM_STEPS)
        return 0;
    gd_err(err, errlen, "unknown: the theorems' search gave up after %d positions", THEOREM_STEPS);
    return 1;
}

static int is_prime(uint64_t p)
{
    if (p < 2)
        return 0;
    for (uint64_t d = 2; d * d <= p; d++)
        if (p % d == 0)
            return 0;
    return 1;
}

/* gens with m added, reduced to minimal generators, into child: their count, or -1. */
static int with_move(const uint64_t *gens, int n, uint64_t m, uint64_t *child, char *err, size_t errlen)
{
    uint64_t x[GD_SYLVER_MAX_INPUT];
    if (n + 1 > GD_SYLVER_MAX_INPUT) {
        gd_err(err, errlen, "sylver: too many numbers");
        return -1;
    }
    memcpy(x, gens, (size_t)n * sizeof *x);
    x[n] = m;
    return gd_sylver_reduce(x, n + 1, child, GD_SYLVER_MAX_INPUT, err, errlen);
}

/* A gcd-1 position by the exact search up to genus_cap, else the ender theorem: 0, 1, or -1
 * (not known, err says why). */
static int finite_known(gd_sylver *s, const uint64_t *gens, int n, uint64_t genus_cap, char *err, size_t errlen)
{
    int o = sg_finite(s, gens, n, genus_cap, 0, NULL, err, errlen);
    if (o >= 0)
        return o;
    return gd_sylver_is_ender(gens, n) == 1 ? 1 : -1;
}

static int gcd_outcome(gd_sylver *s, const uint64_t *gens, int n, int depth, uint64_t *steps, gd_sylver_result *r,
                       char *err, size_t errlen);

/* The quiet-end theorem (docs/sylver.md): G has prime gcd p and S = G/p is symmetric, S not
 * all of N. A move n with p not dividing n and n in S leads to a symmetric semigroup, an ender
 * other than {2,3}: N. The moves left open are the gaps n >= 2 of S prime to p (gcd-1
 * positions) and p m for the gaps m of S (gcd p again). G is N when one of them is proved P,
 * P when all of them are proved N, and unknown otherwise. */
static int quiet(gd_sylver *s, const uint64_t *gens, int n, uint64_t p, const sg_gaps *S, int depth,
                 uint64_t *steps, gd_sylver_result *r, char *err, size_t errlen)
{
    uint64_t open_n = 0, child[GD_SYLVER_MAX_INPUT];
    char why[256] = "";
    for (uint64_t m = 2; m <= p * S->F; m++) {
        int o;
        if (m % p) {
            if (m > S->F || !sg_bit(S->bits, m))
                continue;
            int k = with_move(gens, n, m, child, err, errlen);
            if (k < 0)
                return -1;
            o = over_budget(steps, why, sizeof why) ? -1 : finite_known(s, child, k, QUIET_GENUS, why, sizeof why);
        } else {
            if (!sg_bit(S->bits, m / p))
                continue;
            int k = with_move(gens, n, m, child, err, errlen);
            if (k < 0)
                return -1;
            gd_sylver_result c;
            if (depth + 1 >= QUIET_DEPTH) {
                o = -1;
                snprintf(why, sizeof why, "nested beyond depth %d", QUIET_DEPTH);
            } else if (gcd_outcome(s, child, k, depth + 1, steps, &c, why, sizeof why) != 0)
                return -1;
            else
                o = c.outcome;
        }
        if (o == 0) {
            *r = (gd_sylver_result){1, GD_SYLVER_MOVE, m};
            return 0;
        }
        if (o < 0 && !open_n) {
            open_n = m;
            gd_err(err, errlen, "unknown: the quiet-end theorem leaves the move %llu open (%s)",
                   (unsigned long long)m, why);
        }
    }
    if (open_n)
        *r = (gd_sylver_result){-1, GD_SYLVER_UNKNOWN, 0};
    else
        *r = (gd_sylver_result){0, GD_SYLVER_QUIET, 0};
    return 0;
}

/* A gcd > 1 position without a theorem: the first move, in increasing order, to a proved
 * P-position. */
static int find_move(gd_sylver *s, const uint64_t *gens, int n, uint64_t g, int depth, uint64_t *steps,
                     gd_sylver_result *r, char *err, size_t errlen)
{
    uint64_t top = gens[n - 1] * CHILD_SPAN;
    if (top > GD_SYLVER_MAX_NUMBER)
        top = GD_SYLVER_MAX_NUMBER;
    for (uint64_t m = 2; m <= top; m++) {
        int legal = gd_sylver_legal(gens, n, m);
        if (legal < 0) {
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        if (!legal)
            continue;
        uint64_t child[GD_SYLVER_MAX_INPUT];
        int k = with_move(gens, n, m, child, err, errlen);
        if (k < 0)
            return -1;
        int o;
        char cerr[256];
        if (gd_sylver_gcd(child, k) == 1) {
            if (sg_build_bytes(child, k) > SG_BUILD_MAX)
                continue;
            o = over_budget(steps, cerr, sizeof cerr) ? -1 : sg_finite(s, child, k, CHILD_GENUS, 0, NULL, cerr, sizeof cerr);
        } else if (depth == 0) {
            gd_sylver_result c;
            if (gcd_outcome(s, child, k, depth + 1, steps, &c, cerr, sizeof cerr) != 0)
                return -1;
            o = c.outcome;
        } else
            o = k == 1 && is_prime(child[0]) && child[0] >= 5 ? 0 : -1;
        if (o == 0) {
            *r = (gd_sylver_result){1, GD_SYLVER_MOVE, m};
            return 0;
        }
    }
    *r = (gd_sylver_result){-1, GD_SYLVER_UNKNOWN, 0};
    gd_err(err, errlen, "unknown: gcd %llu, no theorem applies and no move up to %llu was found to win",
           (unsigned long long)g, (unsigned long long)top);
    return 0;
}

static int gcd_outcome(gd_sylver *s, const uint64_t *gens, int n, int depth, uint64_t *steps, gd_sylver_result *r,
                       char *err, size_t errlen)
{
    uint64_t g = gd_sylver_gcd(gens, n);
    if (n == 1 && is_prime(gens[0]) && gens[0] >= 5) {
        *r = (gd_sylver_result){0, GD_SYLVER_PRIME, 0};
        return 0;
    }
    if (over_budget(steps, err, errlen)) {
        *r = (gd_sylver_result){-1, GD_SYLVER_UNKNOWN, 0};
        return 0;
    }
    if (n >= 2 && is_prime(g)) {
        uint64_t q[GD_SYLVER_MAX_INPUT];
        for (int i = 0; i < n; i++)
            q[i] = gens[i] / g;
        sg_gaps S;
        char berr[256];
        if (sg_build(q, n, SG_BUILD_MAX, &S, berr, sizeof berr) == 0) {
            int rc = 1;
            if (sg_is_symmetric(S.bits, S.W))
                rc = quiet(s, gens, n, g, &S, depth, steps, r, err, errlen);
            sg_free(&S);
            if (rc <= 0)
                return rc;
        }
    }
    return find_move(s, gens, n, g, depth, steps, r, err, errlen);
}

int gd_sylver_outcome(gd_sylver *s, const uint64_t *gens, int n, gd_sylver_result *r, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    if (n == 0) {
        *r = (gd_sylver_result){1, GD_SYLVER_EMPTY, 5};
        return 0;
    }
    uint64_t steps = 0;
    if (gd_sylver_gcd(gens, n) > 1)
        return gcd_outcome(s, gens, n, 0, &steps, r, err, errlen);
    uint64_t move = 0;
    int o = sg_finite(s, gens, n, GD_SYLVER_MAX_GENUS, sg_max_nodes(s), &move, err, errlen);
    if (o >= 0) {
        *r = (gd_sylver_result){o, GD_SYLVER_SOLVED, o ? move : 0};
        return 0;
    }
    if (gd_sylver_is_ender(gens, n) == 1) {
        *r = (gd_sylver_result){1, GD_SYLVER_ENDER, 0};
        return 0;
    }
    r->outcome = -1, r->how = GD_SYLVER_UNKNOWN;
    return 0; /* err says why */
}
