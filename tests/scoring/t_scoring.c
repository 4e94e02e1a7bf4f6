/* Guaranteed scoring games (Larsson, Neto, Nowakowski, Santos, "Guaranteed scoring games",
 * Electron. J. Combin. 23(3) (2016) #P3.27), against a plain game-tree search (brute.h):
 *  - the text reads and prints back; guaranteed-ness is enforced;
 *  - the outcome of a form is the searched one; sums and conjugates have the searched
 *    outcomes, sums commute and associate, -(-G) = G;
 *  - the canonical form of a random form (born by day 3) equals it by the order test and
 *    has the same outcome beside every test game X (random, born by day 2);
 *  - G >= H by the order test implies o(G + X) >= o(H + X) for every test game X (the
 *    definition of the order, as a necessary condition), and two random forms equal by
 *    the test have one canonical form (the paper's uniqueness);
 *  - a form's extent (text length, distinct subforms other than numbers, birthday) is its
 *    printed text's length and this file's own count, and its graph written by
 *    gd_scoring_dag_write reads back (names replaced by their lines) to its text. */
#include "brute.h"
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gd_scoring *S;
static uint32_t ZERO;
static unsigned long long rng = 0x2545F4914F6CDD1Dull;

static unsigned rnd(unsigned n)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (unsigned)(rng % n);
}

static uint32_t P(const char *t)
{
    uint32_t g;
    char err[300];
    if (gd_scoring_parse(S, t, &g, err, sizeof err)) {
        CHECK(0, "%s: %s", t, err);
        return ZERO;
    }
    return g;
}

static const char *T(uint32_t g)
{
    static char buf[4][4096];
    static int k;
    k = (k + 1) % 4;
    gd_scoring_print(S, g, buf[k], sizeof buf[k]);
    return buf[k];
}

static void range(uint32_t g, long *lo, long *hi)
{
    gd_scoring_side L = gd_scoring_left(S, g), R = gd_scoring_right(S, g);
    int any = 0;
    long a = 0, b = 0;
#define SEE(x, y) (any ? (a = x < a ? x : a, b = y > b ? y : b) : (a = x, b = y), any = 1)
    if (!L.n)
        SEE(L.atom.num, L.atom.num);
    if (!R.n)
        SEE(R.atom.num, R.atom.num);
    for (int sd = 0; sd < 2; sd++) {
        gd_scoring_side V = sd ? gd_scoring_right(S, g) : gd_scoring_left(S, g);
        for (size_t i = 0; i < V.n; i++) {
            long x, y;
            uint32_t o = V.opt[i];
            range(o, &x, &y);
            SEE(x, y);
            V = sd ? gd_scoring_right(S, g) : gd_scoring_left(S, g);
        }
    }
#undef SEE
    *lo = a, *hi = b;
}

/* A random guaranteed form born by day `day`, scores in -3..3, not reduced. */
static uint32_t random_form(int day)
{
    if (day == 0 || rnd(5) == 0) {
        long a = (long)rnd(7) - 3, b = a + (long)rnd(3);
        uint32_t g = gd_scoring_form(S, (gd_scoring_side){NULL, 0, gd_dyadic_int(a)},
                                     (gd_scoring_side){NULL, 0, gd_dyadic_int(b)});
        return g;
    }
    uint32_t l[3], r[3];
    int nl = (int)rnd(4), nr = (int)rnd(4);
    for (int i = 0; i < nl; i++)
        l[i] = random_form(day - 1);
    for (int i = 0; i < nr; i++)
        r[i] = random_form(day - 1);
    /* the atoms of empty sides: at most (Left) or at least (Right) every score */
    long lo = 0, hi = 0;
    int any = 0;
    for (int i = 0; i < nl + nr; i++) {
        long x, y;
        range(i < nl ? l[i] : r[i - nl], &x, &y);
        if (!any || x < lo)
            lo = x;
        if (!any || y > hi)
            hi = y;
        any = 1;
    }
    long la, ra;
    if (!any) {
        la = (long)rnd(7) - 3, ra = la + (long)rnd(3);
    } else {
        la = lo - (long)rnd(2), ra = hi + (long)rnd(2);
    }
    uint32_t g = gd_scoring_form(S, (gd_scoring_side){l, (size_t)nl, gd_dyadic_int(la)},
                                 (gd_scoring_side){r, (size_t)nr, gd_dyadic_int(ra)});
    CHECK(g != GD_SCORING_NONE, "random form refused: %s", gd_scoring_error(S));
    return g;
}

static long oL(uint32_t g, uint32_t x)
{
    bt_sync(S);
    return bt_outcome(g, x, BT_NONE, 0);
}

static long oR(uint32_t g, uint32_t x)
{
    bt_sync(S);
    return bt_outcome(g, x, BT_NONE, 1);
}

enum { NX = 40 };
static uint32_t X[NX];

static void test_text(void)
{
    const char *round[] = {"3", "-1/2", "<^1|^2>", "<1|-1>", "<^0|<^0|^1>>", "<2,<1|^1>|^3>", "<^-1|<^0|1>,0>"};
    for (size_t i = 0; i < sizeof round / sizeof *round; i++) {
        uint32_t g;
        char err[300];
        CHECK(gd_scoring_parse_form(S, round[i], &g, err, sizeof err) == 0, "%s: %s", round[i], err);
        CHECK(strcmp(T(g), round[i]) == 0, "%s printed as %s", round[i], T(g));
    }
    /* the options are printed in one order whatever the store holds and however the game
     * was written: the same forms built in another store, in another order, print alike */
    {
        gd_scoring *t = gd_scoring_new();
        const char *fill[] = {"<5|4>", "<^0|1>", "<1|^1>", "0", "2", "<^0|^1>", "<<^0|1>,0|^2>"};
        const char *written[][2] = {{"<<1|^1>,2|^3>", "<2,<1|^1>|^3>"}, {"<^-1|0,<^0|1>>", "<^-1|<^0|1>,0>"},
                                    {"<<^0|1>,0,<5|4>|^9>", "<<5|4>,0,<^0|1>|^9>"}};
        uint32_t g, h;
        char err[300], a[200], b[200];
        for (size_t i = sizeof fill / sizeof *fill; t && i-- > 0;)
            gd_scoring_parse_form(t, fill[i], &g, err, sizeof err);
        for (size_t i = 0; t && i < sizeof written / sizeof *written; i++) {
            CHECK(gd_scoring_parse_form(S, written[i][0], &g, err, sizeof err) == 0 &&
                      gd_scoring_parse_form(t, written[i][1], &h, err, sizeof err) == 0,
                  "%s: %s", written[i][0], err);
            gd_scoring_print(S, g, a, sizeof a), gd_scoring_print(t, h, b, sizeof b);
            CHECK(strcmp(a, b) == 0, "%s printed as %s in one store, %s in another", written[i][0], a, b);
        }
        gd_scoring_free(t);
    }
    const char *bad[] = {"", "<", "<1>", "<^2|^1>", "<^2|1>", "<1|^0>", "3/3", "<1|2", "1 +", "^1", "<|>"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        gd_scoring *t = gd_scoring_new();
        uint32_t g;
        char err[300] = "";
        CHECK(gd_scoring_parse(t, bad[i], &g, err, sizeof err) != 0, "'%s' read", bad[i]);
        CHECK(strstr(err, "position") && !strchr(err, '\n'), "'%s': %s", bad[i], err);
        gd_scoring_free(t);
    }
    /* numbers add; the waiting games are Conway's integers embedded */
    CHECK(P("1 + 2") == P("3"), "1 + 2");
    CHECK(gd_scoring_sum(S, P("<^1|^2>"), P("<^0|^5>")) == P("<^1|^7>"), "atoms add");
    CHECK(gd_scoring_waiting(S, 2) == P("<<0|^0>|^0>"), "hat 2");
    CHECK(gd_scoring_waiting(S, -1) == P("<^0|0>"), "hat -1");
    CHECK(gd_scoring_compare(S, gd_scoring_waiting(S, 1), P("0")) == GD_CGT_GREATER, "hat 1 > 0");
    CHECK(gd_scoring_compare(S, P("1"), P("0")) == GD_CGT_GREATER, "1 > 0");
}

static void test_outcomes(long n)
{
    for (long t = 0; t < n; t++) {
        uint32_t g = random_form(3), h = random_form(2);
        gd_dyadic a, b;
        gd_scoring_outcome(S, g, &a, &b);
        CHECK(a.num == oL(g, ZERO) && b.num == oR(g, ZERO), "o(%s)", T(g));
        uint32_t s = gd_scoring_sum(S, g, h);
        gd_scoring_outcome(S, s, &a, &b);
        CHECK(a.num == oL(g, h) && b.num == oR(g, h), "o(%s + %s) = (%lld, %lld), searched (%ld, %ld)", T(g), T(h),
              (long long)a.num, (long long)b.num, oL(g, h), oR(g, h));
        uint32_t m = gd_scoring_neg(S, g);
        gd_scoring_outcome(S, m, &a, &b);
        CHECK(a.num == -oR(g, ZERO) && b.num == -oL(g, ZERO), "o(-%s)", T(g));
        CHECK(gd_scoring_neg(S, m) == gd_scoring_canonical(S, g), "--%s", T(g));
        uint32_t k = random_form(2);
        CHECK(gd_scoring_sum(S, h, g) == s, "commutes");
        CHECK(gd_scoring_sum(S, gd_scoring_sum(S, g, h), k) == gd_scoring_sum(S, g, gd_scoring_sum(S, h, k)),
              "associates");
    }
}

static void test_canonical(long n)
{
    long reduced = 0;
    for (long t = 0; t < n; t++) {
        uint32_t g = random_form(3), c = gd_scoring_canonical(S, g);
        CHECK(c != GD_SCORING_NONE, "canonical: %s", gd_scoring_error(S));
        if (c == GD_SCORING_NONE)
            return;
        reduced += c != g;
        CHECK(gd_scoring_compare(S, g, c) == GD_CGT_EQUAL, "%s vs its canonical form %s", T(g), T(c));
        CHECK(gd_scoring_canonical(S, c) == c, "canonical twice");
        for (int i = 0; i < NX; i++)
            if (oL(g, X[i]) != oL(c, X[i]) || oR(g, X[i]) != oR(c, X[i])) {
                CHECK(0, "%s and its canonical form %s differ beside %s: (%ld,%ld) vs (%ld,%ld)", T(g), T(c),
                      T(X[i]), oL(g, X[i]), oR(g, X[i]), oL(c, X[i]), oR(c, X[i]));
                break;
            }
    }
    printf("canonical: %ld of %ld random forms reduced\n", reduced, n);
}

static void test_order(long n)
{
    long geq = 0, notgeq = 0, witnessed = 0, equal = 0;
    for (long t = 0; t < n; t++) {
        uint32_t g = random_form(2 + (int)rnd(2)), h = random_form(2);
        if (rnd(3) == 0)
            h = gd_scoring_make(S, gd_scoring_left(S, g), gd_scoring_right(S, g)); /* equal ones too */
        int r = gd_scoring_geq(S, g, h);
        CHECK(r >= 0, "geq: %s", gd_scoring_error(S));
        int seen = 0;
        for (int i = 0; i < NX; i++)
            if (oL(g, X[i]) < oL(h, X[i]) || oR(g, X[i]) < oR(h, X[i])) {
                seen = 1;
                CHECK(!r, "%s >= %s, but not beside %s", T(g), T(h), T(X[i]));
                break;
            }
        if (r)
            geq++;
        else
            notgeq++, witnessed += seen;
        if (gd_scoring_compare(S, g, h) == GD_CGT_EQUAL) {
            equal++;
            CHECK(gd_scoring_canonical(S, g) == gd_scoring_canonical(S, h), "%s = %s, canonical forms %s and %s",
                  T(g), T(h), T(gd_scoring_canonical(S, g)), T(gd_scoring_canonical(S, h)));
        }
    }
    printf("order: %ld pairs G >= H (checked beside %d games X), %ld not (of which %ld shown by some X), %ld equal\n",
           geq, NX, notgeq, witnessed, equal);
    CHECK(geq > n / 10, "too few comparable pairs to test (%ld)", geq);
}

/* A random dicot (both sides have options, or neither) born by day `day`; the atoms of a
 * leaf a <= b. */
static uint32_t random_dicot(int day)
{
    if (day == 0 || rnd(4) == 0) {
        long a = (long)rnd(7) - 3, b = a + (rnd(3) == 0 ? (long)rnd(3) : 0);
        return gd_scoring_form(S, (gd_scoring_side){NULL, 0, gd_dyadic_int(a)},
                               (gd_scoring_side){NULL, 0, gd_dyadic_int(b)});
    }
    uint32_t l[3], r[3];
    int nl = 1 + (int)rnd(2), nr = 1 + (int)rnd(2);
    for (int i = 0; i < nl; i++)
        l[i] = random_dicot(day - 1);
    for (int i = 0; i < nr; i++)
        r[i] = random_dicot(day - 1);
    return gd_scoring_form(S, (gd_scoring_side){l, (size_t)nl, gd_dyadic_int(0)},
                           (gd_scoring_side){r, (size_t)nr, gd_dyadic_int(0)});
}

/* Milnor's condition on every subposition: o_L >= o_R (moving first never hurts). */
static int milnor(uint32_t g)
{
    gd_dyadic a, b;
    gd_scoring_outcome(S, g, &a, &b);
    if (gd_dyadic_cmp(a, b) < 0)
        return 0;
    for (int sd = 0; sd < 2; sd++) {
        gd_scoring_side V = sd ? gd_scoring_right(S, g) : gd_scoring_left(S, g);
        for (size_t i = 0; i < V.n; i++) {
            if (!milnor(V.opt[i]))
                return 0;
            V = sd ? gd_scoring_right(S, g) : gd_scoring_left(S, g);
        }
    }
    return 1;
}

/* The survey's claims on random games: G - G = 0 and o_L(G) + o_R(H) <= o_L(G + H), required
 * of Milnor's games (dicots with o_L >= o_R everywhere), counted on dicots and on all
 * guaranteed games. */
static void test_claims(long n)
{
    long cnt[3] = {0}, inv[3] = {0}, ineq[3] = {0}, milnor_geq = 0;
    const char *name[3] = {"guaranteed games", "dicots", "Milnor's games"};
    uint32_t zero = gd_scoring_number(S, gd_dyadic_int(0));
    for (long t = 0; t < n; t++) {
        int dic = t % 2;
        uint32_t g = dic ? random_dicot(2 + (int)rnd(2)) : random_form(3), h = dic ? random_dicot(2 + (int)rnd(2)) : random_form(3);
        int cls = !dic ? 0 : milnor(g) && milnor(h) ? 2 : 1;
        for (int c = 0; c <= cls; c++) {
            if (c == 0 && dic)
                continue;
            cnt[c]++;
            int zero_ok = gd_scoring_compare(S, gd_scoring_diff(S, g, g), zero) == GD_CGT_EQUAL;
            gd_dyadic gl, gr, hl, hr, sl, sr;
            gd_scoring_outcome(S, g, &gl, &gr), gd_scoring_outcome(S, h, &hl, &hr);
            gd_scoring_outcome(S, gd_scoring_sum(S, g, h), &sl, &sr);
            int in_ok = gl.num + hr.num <= sl.num;
            inv[c] += zero_ok, ineq[c] += in_ok;
            if (c == 2) {
                /* G >= H implies o(G - H) >= o(H - H) = (0, 0): the order beside X = -H */
                gd_dyadic dl, dr;
                gd_scoring_outcome(S, gd_scoring_diff(S, g, h), &dl, &dr);
                int ge = gd_scoring_geq(S, g, h);
                milnor_geq += ge == 1;
                CHECK(ge != 1 || (dl.num >= 0 && dr.num >= 0), "Milnor's games %s >= %s but o(G - H) = (%lld, %lld)",
                      T(g), T(h), (long long)dl.num, (long long)dr.num);
                CHECK(zero_ok, "Milnor's game G = %s: G - G != 0", T(g));
                CHECK(in_ok, "Milnor's games G = %s, H = %s: o_L(G) + o_R(H) > o_L(G + H)", T(g), T(h));
            } else if (!in_ok && ineq[c] + 1 == cnt[c]) {
                printf("claims: o_L(G) + o_R(H) > o_L(G + H) among %s: G = %s, H = %s\n", name[c], T(g), T(h));
            }
            if (c < 2 && !zero_ok && inv[c] + 1 == cnt[c])
                printf("claims: G - G != 0 among %s: G = %s\n", name[c], T(g));
        }
    }
    for (int c = 0; c < 3; c++)
        printf("claims, %s (random, born by day 3; dicots by day 2 or 3): G - G = 0 for %ld of %ld, o_L(G) + o_R(H) <= o_L(G + H) for %ld "
               "of %ld\n",
               name[c], inv[c], cnt[c], ineq[c], cnt[c]);
    printf("claims: %ld pairs of Milnor's games with G >= H, each with o(G - H) >= 0\n", milnor_geq);
    CHECK(cnt[2] > n / 50, "too few of Milnor's games (%ld)", cnt[2]);
}

/* Milnor's games: a pool of random ones (dicots born by day 3 passing the condition), every
 * pair: G - G = 0, o_L(G) + o_R(H) <= o_L(G + H), and G >= H implies o(G - H) >= (0, 0). */
static void test_milnor(long tries)
{
    enum { POOL = 80 };
    uint32_t pool[POOL];
    int n = 0;
    for (long t = 0; t < tries && n < POOL; t++) {
        uint32_t g = random_dicot(2 + (int)rnd(2));
        if (milnor(g))
            pool[n++] = g;
    }
    uint32_t zero = gd_scoring_number(S, gd_dyadic_int(0));
    long pairs = 0, geq = 0;
    for (int i = 0; i < n; i++) {
        CHECK(gd_scoring_compare(S, gd_scoring_diff(S, pool[i], pool[i]), zero) == GD_CGT_EQUAL,
              "Milnor's game G = %s: G - G != 0", T(pool[i]));
        for (int j = 0; j < n; j++, pairs++) {
            uint32_t g = pool[i], h = pool[j];
            gd_dyadic gl, gr, hl, hr, sl, sr, dl, dr;
            gd_scoring_outcome(S, g, &gl, &gr), gd_scoring_outcome(S, h, &hl, &hr);
            gd_scoring_outcome(S, gd_scoring_sum(S, g, h), &sl, &sr);
            CHECK(gl.num + hr.num <= sl.num, "Milnor's games G = %s, H = %s: o_L(G) + o_R(H) > o_L(G + H)", T(g), T(h));
            gd_scoring_outcome(S, gd_scoring_diff(S, g, h), &dl, &dr);
            int ge = gd_scoring_geq(S, g, h);
            geq += ge == 1;
            CHECK(ge != 1 || (dl.num >= 0 && dr.num >= 0), "Milnor's games %s >= %s but o(G - H) = (%lld, %lld)", T(g),
                  T(h), (long long)dl.num, (long long)dr.num);
        }
    }
    printf("Milnor's games: %d random ones (of %ld dicots tried), G - G = 0 for each; %ld pairs: o_L(G) + o_R(H) <= "
           "o_L(G + H) for each, %ld with G >= H and each of those with o(G - H) >= 0\n",
           n, tries, pairs, geq);
    CHECK(n >= 20, "too few of Milnor's games (%d)", n);
}

/* Distinct canonical forms are never equal: the paper's uniqueness of the reduced form,
 * on the canonical forms of many random forms. */
static void test_unique(long n)
{
    uint32_t *c = malloc((size_t)n * sizeof *c);
    size_t k = 0;
    for (long t = 0; t < n; t++) {
        uint32_t g = gd_scoring_canonical(S, random_form(1 + (int)rnd(3)));
        int seen = 0;
        for (size_t i = 0; i < k && !seen; i++)
            seen = c[i] == g;
        if (!seen)
            c[k++] = g;
    }
    long pairs = 0;
    for (size_t i = 0; i < k; i++)
        for (size_t j = i + 1; j < k; j++, pairs++)
            CHECK(gd_scoring_compare(S, c[i], c[j]) != GD_CGT_EQUAL, "distinct canonical forms %s = %s", T(c[i]),
                  T(c[j]));
    printf("unique: %zu distinct canonical forms, %ld pairs unequal\n", k, pairs);
    free(c);
}

/* The distinct subforms of g other than numbers, marked in seen (by id), counted. */
static uint64_t count_forms(uint32_t g, unsigned char *seen)
{
    if (seen[g])
        return 0;
    seen[g] = 1;
    gd_scoring_side l = gd_scoring_left(S, g), r = gd_scoring_right(S, g);
    if (!l.n && !r.n && gd_dyadic_cmp(l.atom, r.atom) == 0)
        return 0;
    uint64_t n = 1;
    size_t nl = l.n, nr = r.n;
    uint32_t opt[64];
    CHECK(nl + nr <= 64, "too many options");
    for (size_t i = 0; i < nl && i < 64; i++)
        opt[i] = l.opt[i];
    for (size_t i = 0; i < nr && nl + i < 64; i++)
        opt[nl + i] = r.opt[i];
    for (size_t i = 0; i < nl + nr && i < 64; i++)
        n += count_forms(opt[i], seen);
    return n;
}

/* The text of name in the graph's lines (name TAB form), names replaced by their forms. */
static void expand(char **line, size_t n, const char *name, char *out, size_t len)
{
    if (name[0] != 'g') {
        snprintf(out, len, "%s", name);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        size_t k = strlen(name);
        if (strncmp(line[i], name, k) || line[i][k] != '\t')
            continue;
        const char *p = line[i] + k + 1;
        size_t at = 0;
        while (*p && at + 1 < len) {
            if (*p == 'g') {
                char sub[32], txt[4096];
                size_t j = 0;
                sub[j++] = *p++;
                while (*p >= '0' && *p <= '9' && j + 1 < sizeof sub)
                    sub[j++] = *p++;
                sub[j] = 0;
                expand(line, i, sub, txt, sizeof txt);
                at += (size_t)snprintf(out + at, len - at, "%s", txt);
                if (at >= len)
                    at = len - 1;
            } else
                out[at++] = *p++;
        }
        out[at] = 0;
        return;
    }
    snprintf(out, len, "(no line %s)", name);
}

static void test_graph(long n)
{
    size_t cap = gd_scoring_size(S) + 1000000;
    unsigned char *seen = calloc(cap, 1);
    for (long t = 0; t < n && seen; t++) {
        uint32_t g = gd_scoring_canonical(S, random_form(3));
        if (g == GD_SCORING_NONE || g >= cap)
            continue;
        gd_scoring_extent_info x;
        CHECK(gd_scoring_extent(S, g, &x) == 0, "extent");
        memset(seen, 0, cap);
        CHECK(x.text_length == strlen(T(g)) && x.birthday == gd_scoring_birthday(S, g) &&
                  x.forms == count_forms(g, seen),
              "extent of %s: %llu characters, %llu forms", T(g), (unsigned long long)x.text_length,
              (unsigned long long)x.forms);
        char *buf = NULL, name[32], back[4096];
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        gd_scoring_dag *d = f ? gd_scoring_dag_new(S, 5) : NULL;
        CHECK(d && gd_scoring_dag_write(d, g, f, name, sizeof name) == 0, "dag write");
        /* a second write adds no line */
        long at = f ? ftell(f) : 0;
        CHECK(d && gd_scoring_dag_write(d, g, f, name, sizeof name) == 0 && ftell(f) == at, "written twice");
        CHECK(d && gd_scoring_dag_next(d) == 5 + x.forms, "lines numbered from 5");
        gd_scoring_dag_free(d);
        if (f)
            fclose(f);
        char *line[4096];
        size_t nl = 0;
        for (char *p = buf ? strtok(buf, "\n") : NULL; p && nl < 4096; p = strtok(NULL, "\n"))
            line[nl++] = p;
        CHECK(nl == x.forms, "%zu lines for %llu forms", nl, (unsigned long long)x.forms);
        expand(line, nl, name, back, sizeof back);
        CHECK(strcmp(back, T(g)) == 0, "graph of %s reads back as %s", T(g), back);
        free(buf);
    }
    free(seen);
}

int main(void)
{
    S = gd_scoring_new();
    ZERO = gd_scoring_number(S, gd_dyadic_int(0));
    long e = tl_effort();
    test_text();
    for (int i = 0; i < NX; i++)
        X[i] = random_form(2);
    test_outcomes(200 * e);
    test_canonical(300 * e);
    test_order(600 * e);
    test_unique(400 * e);
    test_claims(1000 * e);
    test_milnor(2000 * e);
    test_graph(300 * e);
    CHECK(!gd_scoring_error(S), "%s", gd_scoring_error(S));
    printf("store: %zu forms\n", gd_scoring_size(S));
    gd_scoring_free(S);
    return tl_done("t_scoring");
}
