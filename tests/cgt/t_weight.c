/* Atomic weights of all-small games, on every one born by day 3 and sampled sums of them.
 * Theorems checked (Winning Ways, 2nd ed., 2001, ch. 8; A. N. Siegel, Combinatorial Game
 * Theory, 2013, II.7; Albert, Nowakowski, Wolfe, Lessons in Play, 2007, ch. 9):
 *  - atomic weight is additive, aw(G + H) = aw(G) + aw(H), and aw(-G) = -aw(G);
 *  - the two-ahead rule: aw(G) >= 2 gives G > 0, aw(G) >= 1 gives G |> 0 (Left wins moving
 *    first), and the mirror for Right;
 *  - aw(k.^ + *n) = k [WW ch. 8].
 * Additivity over sums exercises the integer case of the calculus (the far star): sums
 * such as ^ + v* or {0|v} + ^ have G' an integer. */
#include "gamedyn/cgt.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static gd_cgt *C;

static const char *S(gd_cgt_id g)
{
    static char buf[4][512];
    static int k;
    k = (k + 1) % 4;
    gd_cgt_print(C, g, buf[k], sizeof buf[k]);
    return buf[k];
}

static gd_cgt_id aw(gd_cgt_id g, int *ok)
{
    gd_cgt_id w;
    char err[200];
    *ok = gd_cgt_atomic_weight(C, g, &w, err, sizeof err) == 0;
    return *ok ? w : GD_CGT_NONE;
}

int main(void)
{
    C = gd_cgt_new();
    char err[200];
    CHECK(gd_cgt_census(C, 3, err, sizeof err) == 1474, "census");
    size_t n = gd_cgt_size(C), m = 0;
    gd_cgt_id *small = malloc(n * sizeof *small), *w = malloc(n * sizeof *w);
    gd_cgt_id two = gd_cgt_integer(C, 2), one = gd_cgt_integer(C, 1);
    for (gd_cgt_id g = 0; g < n; g++) {
        int ok;
        gd_cgt_id a = aw(g, &ok);
        if (!ok)
            continue;
        small[m] = g, w[m++] = a;
        gd_cgt_id b = aw(gd_cgt_neg(C, g), &ok);
        CHECK(ok && b == gd_cgt_neg(C, a), "aw(-%s) = %s, aw = %s", S(g), ok ? S(b) : "-", S(a));
        char o = gd_cgt_outcome(C, g);
        if (gd_cgt_leq(C, two, a) == 1)
            CHECK(o == 'L', "aw(%s) = %s >= 2 but outcome %c", S(g), S(a), o);
        if (gd_cgt_leq(C, one, a) == 1)
            CHECK(o == 'L' || o == 'N', "aw(%s) = %s >= 1 but outcome %c", S(g), S(a), o);
    }
    printf("day 3: %zu all-small games with a weight\n", m);
    uint64_t s = 5;
    int integer_cases = 0;
    for (int k = 0; k < 6000; k++) {
        s = s * 6364136223846793005u + 1442695040888963407u;
        size_t i = (size_t)((s >> 33) % m), j = (size_t)((s >> 13) % m);
        gd_cgt_id g = gd_cgt_sum(C, small[i], small[j]);
        int ok;
        gd_cgt_id a = aw(g, &ok), want = gd_cgt_sum(C, w[i], w[j]);
        CHECK(ok && a == want, "aw(%s + %s) = %s, not %s + %s", S(small[i]), S(small[j]), ok ? S(a) : "-",
              S(w[i]), S(w[j]));
        gd_dyadic x;
        integer_cases += ok && gd_cgt_is_number(C, a, &x) && x.exp == 0;
    }
    printf("sums: %d of 6000 with an integer weight\n", integer_cases);
    static const char *nus[][2] = {{"^", "1"}, {"*", "0"}, {"^*", "1"}, {"v<3>*2", "-3"}, {"^^*", "2"}, {"{0|^}", "2"}};
    for (size_t i = 0; i < sizeof nus / sizeof *nus; i++) {
        gd_cgt_id g, want;
        int ok;
        gd_cgt_parse(C, nus[i][0], &g, err, sizeof err), gd_cgt_parse(C, nus[i][1], &want, err, sizeof err);
        gd_cgt_id a = aw(g, &ok);
        CHECK(ok && a == want, "aw(%s) = %s, not %s", nus[i][0], ok ? S(a) : "-", nus[i][1]);
    }
    CHECK(!gd_cgt_error(C), "%s", gd_cgt_error(C));
    free(small), free(w);
    gd_cgt_free(C);
    return tl_done("cgt weight");
}
