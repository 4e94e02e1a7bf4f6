/* Published values and the thermographic numbers.
 *
 * Sources of the values checked here:
 *   [WW]  E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical
 *         Plays, 2nd ed., vol. 1, 2001: ch. 2 (* = {0|0}, ^ = {0|*}, ^* = {0,*|0},
 *         {0|^} = ^^*, ^ || *, ^ > *2), ch. 4 (the census of games born by day 1, 2, 3:
 *         4, 22, 1474), ch. 5 (tiny-x = {0||0|-x}), ch. 6 (thermographs, {2|-1}).
 *   [LiP] M. H. Albert, R. J. Nowakowski, D. Wolfe, Lessons in Play, 2007: ch. 5 (numbers:
 *         {0|1} = 1/2, {1/2|1} = 3/4, {-1|1} = 0), ch. 6 (temperature and mean of
 *         switches: {x|y} with x > y numbers has mean (x+y)/2, temperature (x-y)/2),
 *         ch. 9 (atomic weights: aw(^) = 1, aw(*) = 0).
 *   [S]   A. N. Siegel, Combinatorial Game Theory, 2013: II.5 (cooling: {2|-1} cooled by 1
 *         is {1|0}, by its temperature 3/2 it is 1/2*), II.6 (heating * by t gives +-t).
 * Also: the mean is additive and the walls at t = 0 are the stops [S, II.5], checked on
 * every pair of the 1474 games born by day 3 (a sample). */
#include "gamedyn/cgt.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static gd_cgt *C;

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

static void same(const char *a, const char *b)
{
    CHECK(P(a) == P(b), "%s != %s", a, b);
}

static void printed(const char *a, const char *want)
{
    char buf[256];
    gd_cgt_print(C, P(a), buf, sizeof buf);
    CHECK(strcmp(buf, want) == 0, "%s printed %s, not %s", a, buf, want);
}

static void compares(const char *a, const char *b, const char *want)
{
    const char *got = gd_cgt_cmp_name(gd_cgt_compare(C, P(a), P(b)));
    CHECK(strcmp(got, want) == 0, "%s %s %s, not %s", a, got, b, want);
}

static gd_dyadic D(const char *s)
{
    gd_dyadic x;
    CHECK(gd_cgt_is_number(C, P(s), &x), "%s is not a number", s);
    return x;
}

static void thermo(const char *g, const char *mean, const char *temp, const char *lstop, const char *rstop)
{
    gd_dyadic m, t, l, r;
    gd_cgt_id id = P(g);
    CHECK(gd_cgt_mean(C, id, &m) == 0 && gd_dyadic_cmp(m, D(mean)) == 0, "%s: mean", g);
    CHECK(gd_cgt_temperature(C, id, &t) == 0 && gd_dyadic_cmp(t, D(temp)) == 0, "%s: temperature", g);
    CHECK(gd_cgt_left_stop(C, id, &l) == 0 && gd_dyadic_cmp(l, D(lstop)) == 0, "%s: left stop", g);
    CHECK(gd_cgt_right_stop(C, id, &r) == 0 && gd_dyadic_cmp(r, D(rstop)) == 0, "%s: right stop", g);
}

static void published(void)
{
    same("{0|0}", "*");
    same("{0|*}", "^");
    same("{0,*|0}", "^*");
    same("{0|^}", "^^*");
    same("^ + ^ + *", "^^*");
    same("{0|v}", "*");
    same("{0,*|0,*}", "*2");
    same("* + *", "0");
    same("{-1|1}", "0");
    same("{0|1}", "1/2");
    same("{1/2|1}", "3/4");
    same("1/2 + 1/2", "1");
    same("{1|0} + {1|0}", "1"); /* {1|0} = 1/2 +- 1/2 and +-x + +-x = 0 */
    same("{0||0|-1}", "tiny-1");
    same("miny-2", "-tiny-2");
    same("+-1", "{1|-1}");
    same("1+-1", "{2|0}");
    compares("^", "*", "||");
    compares("^", "*2", ">");
    compares("^*", "0", "||");
    compares("^", "0", ">");
    compares("tiny-1", "0", ">");
    compares("tiny-1", "^", "<");
    compares("{1|0}", "1/2", "||");
    compares("1/2", "1/4", ">");
    CHECK(gd_cgt_outcome(C, P("{1|0}")) == 'N', "{1|0} is N");
    CHECK(gd_cgt_outcome(C, P("v")) == 'R', "v is R");
    CHECK(gd_cgt_outcome(C, P("0")) == 'P', "0 is P");
    CHECK(gd_cgt_outcome(C, P("^")) == 'L', "^ is L");
    CHECK(gd_cgt_birthday(C, P("*3")) == 3 && gd_cgt_birthday(C, P("^^")) == 3 && gd_cgt_birthday(C, P("1/2")) == 2 &&
              gd_cgt_birthday(C, P("-4")) == 4,
          "birthdays");
    printed("{1/2,1/2*|1/2}", "1/2^*");
    printed("{2|{1|0}}", "{2||1|0}");
    /* switches G = -G as CGSuite prints them: +- the Left options, braces around several,
     * parentheses around a lone x + k.^ + *n of several parts; they read back */
    printed("{2|-2} + {1|-1}", "+-{3|1}");
    printed("{1,{1|0}|-1,{0|-1}}", "+-{1,{1|0}}");
    printed("{1*|-1*}", "+-(1*)");
    printed("+-{1,{2|0}}", "+-{1,{2|0}}");
    printed("+-(1*)", "+-(1*)");
    same("+-{1,*}", "+-1");
    printed("{{4|2}|{-2|-6}}", "{4|2||-2|-6}");
    printed("^<3>", "^<3>");
    printed("v+v+v+*", "v<3>*");
    printed("-1/2+v", "-1/2v");
    printed("{0,{1|0}|-1}", "{0,{1|0}|-1}");
    printed("{ | }", "0");
    thermo("{2|-1}", "1/2", "3/2", "2", "-1");
    thermo("+-1", "0", "1", "1", "-1");
    thermo("{1|0}", "1/2", "1/2", "1", "0");
    thermo("*", "0", "0", "0", "0");
    thermo("3/4", "3/4", "-1/4", "3/4", "3/4");
    thermo("5", "5", "-1", "5", "5");
    thermo("{{4|2}|{-2|-6}}", "-1/2", "7/2", "2", "-2");
    /* +-1's walls: 1 - t and -1 + t up to t = 1, then the mast at 0 */
    gd_cgt_thermograph th;
    CHECK(gd_cgt_thermograph_of(C, P("+-1"), &th) == 0, "thermograph");
    CHECK(th.nleft == 2 && th.nright == 2 && th.left[0].slope == -1 && th.right[0].slope == 1 &&
              th.left[1].slope == 0 && gd_dyadic_cmp(th.left[1].t, gd_dyadic_int(1)) == 0 &&
              gd_dyadic_cmp(th.left[0].a, gd_dyadic_int(1)) == 0,
          "+-1's walls");
    gd_cgt_thermograph_free(&th);
    /* cooling and heating [S] */
    CHECK(gd_cgt_cool(C, P("{2|-1}"), gd_dyadic_int(1)) == P("{1|0}"), "{2|-1} cooled by 1");
    CHECK(gd_cgt_cool(C, P("{2|-1}"), (gd_dyadic){3, 1}) == P("1/2*"), "{2|-1} cooled by 3/2");
    CHECK(gd_cgt_cool(C, P("{2|-1}"), gd_dyadic_int(2)) == P("1/2"), "{2|-1} cooled by 2");
    CHECK(gd_cgt_heat(C, P("*"), gd_dyadic_int(1)) == P("+-1"), "* heated by 1");
    CHECK(gd_cgt_heat(C, P("{1|0}"), gd_dyadic_int(1)) == P("{2|-1}"), "{1|0} heated by 1");
    gd_cgt_id aw;
    char err[200];
    CHECK(gd_cgt_atomic_weight(C, P("^"), &aw, err, sizeof err) == 0 && aw == P("1"), "aw(^)");
    CHECK(gd_cgt_atomic_weight(C, P("*"), &aw, err, sizeof err) == 0 && aw == P("0"), "aw(*)");
    CHECK(gd_cgt_atomic_weight(C, P("^^*"), &aw, err, sizeof err) == 0 && aw == P("2"), "aw(^^*)");
    CHECK(gd_cgt_atomic_weight(C, P("{1|0}"), &aw, err, sizeof err) != 0, "{1|0} has no atomic weight here");
}

static void census(void)
{
    static const int64_t want[] = {1, 4, 22, 1474};
    char err[200];
    for (int d = 0; d <= 3; d++) {
        gd_cgt *c = gd_cgt_new();
        int64_t n = gd_cgt_census(c, d, err, sizeof err);
        CHECK(n == want[d], "day %d: %lld games, not %lld", d, (long long)n, (long long)want[d]);
        gd_cgt_free(c);
    }
    CHECK(gd_cgt_census(C, 4, err, sizeof err) < 0 && err[0], "day 4 refused");
}

/* Every game stored after the census prints to text that reads back to it; the mean is
 * additive and the walls at 0 are the stops. */
static void all_of_day_3(void)
{
    gd_cgt *c = gd_cgt_new();
    char err[200], buf[4096];
    CHECK(gd_cgt_census(c, 3, err, sizeof err) == 1474, "census");
    size_t n = gd_cgt_size(c);
    for (gd_cgt_id g = 0; g < n; g++) {
        gd_cgt_print(c, g, buf, sizeof buf);
        gd_cgt_id h;
        CHECK(gd_cgt_parse(c, buf, &h, err, sizeof err) == 0 && h == g, "%s reads back as another game (%s)", buf, err);
        gd_cgt_thermograph th;
        gd_dyadic l, r, wl, wr;
        CHECK(gd_cgt_thermograph_of(c, g, &th) == 0, "thermograph of %s", buf);
        gd_cgt_left_stop(c, g, &l), gd_cgt_right_stop(c, g, &r);
        gd_cgt_wall_at(th.left, th.nleft, gd_dyadic_int(0), &wl);
        gd_cgt_wall_at(th.right, th.nright, gd_dyadic_int(0), &wr);
        if (!gd_cgt_is_number(c, g, NULL))
            CHECK(gd_dyadic_cmp(l, wl) == 0 && gd_dyadic_cmp(r, wr) == 0, "%s: stops and walls at 0", buf);
        gd_cgt_thermograph_free(&th);
    }
    uint64_t s = 7;
    for (int k = 0; k < 3000; k++) {
        s = s * 6364136223846793005u + 1442695040888963407u;
        gd_cgt_id g = (gd_cgt_id)((s >> 33) % n), h = (gd_cgt_id)((s >> 13) % n);
        gd_dyadic mg, mh, ms, sum;
        gd_cgt_mean(c, g, &mg), gd_cgt_mean(c, h, &mh);
        CHECK(gd_cgt_mean(c, gd_cgt_sum(c, g, h), &ms) == 0 && gd_dyadic_add(mg, mh, &sum) == 0 &&
                  gd_dyadic_cmp(ms, sum) == 0,
              "mean of %u + %u", g, h);
    }
    CHECK(!gd_cgt_error(c), "%s", gd_cgt_error(c));
    gd_cgt_free(c);
}

static void parse_errors(void)
{
    static const char *bad[] = {"", "{1|", "1/3", "{1||2||3}", "abc", "1 +", "{1|0", "(1", "^<", "*x", "tiny 2",
                                "99999999999", "{,|}"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        gd_cgt *c = gd_cgt_new();
        gd_cgt_id g;
        char err[200] = "";
        CHECK(gd_cgt_parse(c, bad[i], &g, err, sizeof err) != 0 && strstr(err, "at position") && !strchr(err, '\n'),
              "'%s' accepted or a bad message: %s", bad[i], err);
        gd_cgt_free(c);
    }
}

int main(void)
{
    C = gd_cgt_new();
    published();
    census();
    all_of_day_3();
    parse_errors();
    gd_cgt_free(C);
    return tl_done("cgt values");
}
