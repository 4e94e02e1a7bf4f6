/* The reduced canonical form (J. P. Grossman, A. N. Siegel, "Reductions of partizan games",
 * 2009; A. N. Siegel, Combinatorial Game Theory, 2013, II.6) on every game born by day 3:
 *  - G - rcf(G) is infinitesimal (both stops 0: a game is infinitesimal exactly when its
 *    stops are 0 [S, II.3]), and rcf(rcf(G)) = rcf(G);
 *  - rcf(G) has no option <=Inf another of its side and none Inf-reversible, and its options
 *    are reduced (the defining property of the reduced form, checked by brute force);
 *  - two games have one reduced form exactly when their difference is infinitesimal
 *    (uniqueness [Grossman and Siegel, Theorem 12]... checked on sampled pairs);
 *  - a second construction, written here independently: heat G by * (the integral of G by
 *    *) and replace every x* by x, the way CGSuite computes the reduced form, gives the
 *    same id.
 * Values that follow from the definition: infinitesimals reduce to 0 (^, *, ^*, v*3,
 * tiny-1), x + infinitesimal to x, {1|^} to {1|0}, {1|0} and +-1 to themselves. */
#include "gamedyn/cgt.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static gd_cgt *C;
static gd_cgt_id *memo_h, *memo_p;
static gd_cgt_id STAR;

static gd_cgt_id P(const char *s)
{
    gd_cgt_id g;
    char err[200];
    if (gd_cgt_parse(C, s, &g, err, sizeof err)) {
        CHECK(0, "%s: %s", s, err);
        return 0;
    }
    return g;
}

static const char *S(gd_cgt_id g)
{
    static char buf[4][512];
    static int k;
    k = (k + 1) % 4;
    gd_cgt_print(C, g, buf[k], sizeof buf[k]);
    return buf[k];
}

static int infinitesimal(gd_cgt_id d)
{
    gd_dyadic l, r;
    return gd_cgt_left_stop(C, d, &l) == 0 && gd_cgt_right_stop(C, d, &r) == 0 && l.num == 0 && r.num == 0;
}

/* The integral of g by *: g for a number, else {* + int GL | * + int GR} (-* = *). */
static gd_cgt_id heat_star(gd_cgt_id g, size_t cap)
{
    if (gd_cgt_is_number(C, g, NULL))
        return g;
    if (g < cap && memo_h[g] != GD_CGT_NONE)
        return memo_h[g];
    size_t nl, nr;
    const gd_cgt_id *l = gd_cgt_left(C, g, &nl), *r = gd_cgt_right(C, g, &nr);
    gd_cgt_id *L = malloc((nl + 1) * sizeof *L), *R = malloc((nr + 1) * sizeof *R);
    gd_cgt_id *lc = malloc((nl + 1) * sizeof *lc), *rc = malloc((nr + 1) * sizeof *rc);
    memcpy(lc, l, nl * sizeof *l), memcpy(rc, r, nr * sizeof *r);
    for (size_t i = 0; i < nl; i++)
        L[i] = gd_cgt_sum(C, heat_star(lc[i], cap), STAR);
    for (size_t i = 0; i < nr; i++)
        R[i] = gd_cgt_sum(C, heat_star(rc[i], cap), STAR);
    gd_cgt_id h = gd_cgt_make(C, L, nl, R, nr);
    free(L), free(R), free(lc), free(rc);
    if (g < cap)
        memo_h[g] = h;
    return h;
}

/* Every x* replaced by x. */
static gd_cgt_id project(gd_cgt_id g, size_t cap)
{
    gd_dyadic x;
    int32_t ups;
    uint32_t nim;
    if (gd_cgt_is_number(C, g, NULL))
        return g;
    if (gd_cgt_is_nus(C, g, &x, &ups, &nim) && ups == 0 && nim == 1)
        return gd_cgt_number(C, x);
    if (g < cap && memo_p[g] != GD_CGT_NONE)
        return memo_p[g];
    size_t nl, nr;
    const gd_cgt_id *l = gd_cgt_left(C, g, &nl), *r = gd_cgt_right(C, g, &nr);
    gd_cgt_id *L = malloc((nl + 1) * sizeof *L), *R = malloc((nr + 1) * sizeof *R);
    gd_cgt_id *lc = malloc((nl + 1) * sizeof *lc), *rc = malloc((nr + 1) * sizeof *rc);
    memcpy(lc, l, nl * sizeof *l), memcpy(rc, r, nr * sizeof *r);
    for (size_t i = 0; i < nl; i++)
        L[i] = project(lc[i], cap);
    for (size_t i = 0; i < nr; i++)
        R[i] = project(rc[i], cap);
    gd_cgt_id h = gd_cgt_make(C, L, nl, R, nr);
    free(L), free(R), free(lc), free(rc);
    if (g < cap)
        memo_p[g] = h;
    return h;
}

/* <=Inf by its definition's necessary side only where a witness is found: g <= h + n.^
 * for some n <= 16 proves g <=Inf h. */
static int leq_inf_witness(gd_cgt_id g, gd_cgt_id h)
{
    for (int n = 0; n <= 16; n++) {
        gd_cgt_id e = gd_cgt_nus(C, gd_dyadic_int(0), n, 0);
        if (gd_cgt_leq(C, g, gd_cgt_sum(C, h, e)) == 1)
            return 1;
    }
    return 0;
}

static void reduced_form_is_reduced(gd_cgt_id r)
{
    size_t nl, nr;
    gd_cgt_id *L, *R;
    const gd_cgt_id *l = gd_cgt_left(C, r, &nl), *rr = gd_cgt_right(C, r, &nr);
    L = malloc((nl + 1) * sizeof *L), R = malloc((nr + 1) * sizeof *R);
    memcpy(L, l, nl * sizeof *L), memcpy(R, rr, nr * sizeof *R);
    if (gd_cgt_is_number(C, r, NULL))
        goto done;
    for (size_t i = 0; i < nl; i++) {
        CHECK(gd_cgt_reduced(C, L[i]) == L[i], "%s: option %s not reduced", S(r), S(L[i]));
        for (size_t j = 0; j < nl; j++)
            CHECK(i == j || gd_cgt_leq_inf(C, L[i], L[j]) == 0, "%s: Left option %s <=Inf %s", S(r), S(L[i]),
                  S(L[j]));
        size_t k;
        const gd_cgt_id *lr = gd_cgt_right(C, L[i], &k);
        gd_cgt_id *lrc = malloc((k + 1) * sizeof *lrc);
        memcpy(lrc, lr, k * sizeof *lrc);
        for (size_t q = 0; q < k; q++)
            CHECK(gd_cgt_leq_inf(C, lrc[q], r) == 0, "%s: Left option %s Inf-reversible", S(r), S(L[i]));
        free(lrc);
    }
    for (size_t i = 0; i < nr; i++) {
        CHECK(gd_cgt_reduced(C, R[i]) == R[i], "%s: option %s not reduced", S(r), S(R[i]));
        for (size_t j = 0; j < nr; j++)
            CHECK(i == j || gd_cgt_leq_inf(C, R[j], R[i]) == 0, "%s: Right option %s >=Inf %s", S(r), S(R[i]),
                  S(R[j]));
        size_t k;
        const gd_cgt_id *rl = gd_cgt_left(C, R[i], &k);
        gd_cgt_id *rlc = malloc((k + 1) * sizeof *rlc);
        memcpy(rlc, rl, k * sizeof *rlc);
        for (size_t q = 0; q < k; q++)
            CHECK(gd_cgt_leq_inf(C, r, rlc[q]) == 0, "%s: Right option %s Inf-reversible", S(r), S(R[i]));
        free(rlc);
    }
done:
    free(L), free(R);
}

static void day_3(void)
{
    C = gd_cgt_new();
    char err[200];
    CHECK(gd_cgt_census(C, 3, err, sizeof err) == 1474, "census");
    size_t n = gd_cgt_size(C), cap = 1 << 20;
    STAR = gd_cgt_nimber(C, 1);
    memo_h = malloc(cap * sizeof *memo_h), memo_p = malloc(cap * sizeof *memo_p);
    memset(memo_h, 0xff, cap * sizeof *memo_h), memset(memo_p, 0xff, cap * sizeof *memo_p);
    gd_cgt_id *r = malloc(n * sizeof *r);
    size_t distinct = 0;
    for (gd_cgt_id g = 0; g < n; g++) {
        r[g] = gd_cgt_reduced(C, g);
        CHECK(r[g] != GD_CGT_NONE, "rcf of %s: %s", S(g), gd_cgt_error(C));
        CHECK(infinitesimal(gd_cgt_diff(C, g, r[g])), "%s - rcf = %s - %s is not infinitesimal", S(g), S(g),
              S(r[g]));
        CHECK(gd_cgt_reduced(C, r[g]) == r[g], "rcf(%s) = %s not idempotent", S(g), S(r[g]));
        gd_cgt_id alt = project(heat_star(g, cap), cap);
        CHECK(alt == r[g], "rcf(%s): %s, heating by * and projecting: %s", S(g), S(r[g]), S(alt));
        reduced_form_is_reduced(r[g]);
        distinct += r[g] == g;
    }
    uint64_t s = 11;
    int witnessed = 0, pairs = 0;
    for (int k = 0; k < 20000; k++) {
        s = s * 6364136223846793005u + 1442695040888963407u;
        gd_cgt_id g = (gd_cgt_id)((s >> 33) % n), h = (gd_cgt_id)((s >> 13) % n);
        int close = infinitesimal(gd_cgt_diff(C, g, h));
        CHECK(close == (r[g] == r[h]), "%s and %s: infinitesimally close %d, reduced %s and %s", S(g), S(h), close,
              S(r[g]), S(r[h]));
        int li = gd_cgt_leq_inf(C, g, h);
        if (li && k < 4000) {
            pairs++;
            witnessed += leq_inf_witness(g, h);
        }
        if (gd_cgt_leq(C, g, h) == 1)
            CHECK(li == 1, "%s <= %s but not <=Inf", S(g), S(h));
    }
    CHECK(witnessed == pairs, "<=Inf by stops: %d of %d pairs have a witness g <= h + n.^", witnessed, pairs);
    CHECK(!gd_cgt_error(C), "%s", gd_cgt_error(C));
    printf("day 3: %zu games, %zu reduced, <=Inf witnessed on %d pairs\n", n, distinct, pairs);
    free(r), free(memo_h), free(memo_p);
    gd_cgt_free(C);
}

static void values(void)
{
    C = gd_cgt_new();
    static const char *cases[][2] = {
        {"^", "0"},         {"*", "0"},         {"^*", "0"},      {"v*3", "0"},  {"tiny-1", "0"},
        {"miny-2", "0"},    {"1/2^*", "1/2"},   {"{1|^}", "{1|0}"}, {"{1|0}", "{1|0}"}, {"+-1", "+-1"},
        {"{1*|0}", "{1|0}"}, {"{2||1|0} + ^", "{2||1|0}"}, {"3 + tiny-1", "3"}, {"+-1 + *", "+-1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        gd_cgt_id g = gd_cgt_reduced(C, P(cases[i][0]));
        CHECK(g == P(cases[i][1]), "rcf(%s) = %s, not %s", cases[i][0], S(g), cases[i][1]);
    }
    gd_cgt_free(C);
}

int main(void)
{
    values();
    day_3();
    return tl_done("cgt reduce");
}
