/* Dicot scoring games born by a day, enumerated (docs/scoring.md, "Dicots born by day n"),
 * and the survey's claims on them against a plain game-tree search (brute.h):
 *  - a form is a dicot when at each of its positions both players have an option or
 *    neither; a game is born by day n when it equals a dicot form of height at most n
 *    (atoms alone: day 0). Scores are restricted to a finite set, or there are infinitely
 *    many: day 0 is every <^a|^b> with a <= b in the set (the guarantee), day n every
 *    <A|B> over nonempty antichains A, B of the games born by day n - 1, and those. Counts
 *    (required, so a change shows): scores {0}: 1, 2, 7, 67 games born by days 0..3;
 *    {0, 1}: 3, 12, 4459 by days 0..2; {-1, 0, 1}: 6, 55 by days 0..1;
 *  - on all of them (or on all pairs), counted and printed: G - G = 0; o_L(G) + o_R(H) <=
 *    o_L(G + H); both required on Milnor's games among them (o_L >= o_R at every position
 *    of the dicot form);
 *  - the order test (which uses the reductions of canonical forms nowhere in G >= H but is
 *    the paper's constructive test) against the definition searched move by move: G >= H
 *    by the test implies o(G + X) >= o(H + X) for every X of a fixed set of guaranteed test
 *    games (searched on the dicot forms, not on canonical ones); of the pairs the test calls
 *    not >=, how many a test game shows (printed);
 *  - scores {0, 1} on day 3: a fixed-seed sample (<A|B> over random nonempty sets of games
 *    born by day 2), too many to enumerate;
 *  - the library's own enumeration and claims (gd_scoring_dicot_claims_run) count the same. */
#include "brute.h"
#include "testlib.h"
#include <stdio.h>

static gd_scoring *S;
static unsigned long long rng = 0x9E3779B97F4A7C15ull;

static unsigned rnd(unsigned n)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (unsigned)(rng % n);
}

static const char *T(uint32_t g)
{
    static char buf[4][8192];
    static int k;
    k = (k + 1) % 4;
    gd_scoring_print(S, g, buf[k], sizeof buf[k]);
    return buf[k];
}

/* A set of games: canonical ids (distinct) and a dicot form of each. */
typedef struct {
    uint32_t *canon, *form;
    size_t n, cap;
} gset;

static int find(const gset *s, uint32_t c)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->canon[i] == c)
            return (int)i;
    return -1;
}

static void add(gset *s, uint32_t form)
{
    uint32_t c = gd_scoring_canonical(S, form);
    CHECK(c != GD_SCORING_NONE, "canonical: %s", gd_scoring_error(S));
    if (c == GD_SCORING_NONE || find(s, c) >= 0)
        return;
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 64;
        s->canon = realloc(s->canon, s->cap * sizeof *s->canon);
        s->form = realloc(s->form, s->cap * sizeof *s->form);
    }
    s->canon[s->n] = c, s->form[s->n] = form;
    s->n++;
}

static void gset_free(gset *s)
{
    free(s->canon), free(s->form);
    *s = (gset){0};
}

/* The nonempty antichains of s (indices), each as a list of dicot forms. */
typedef struct {
    uint32_t **a;
    size_t *len, n, cap;
} chains;

static void antichains(const gset *s, size_t i, uint32_t *cur, size_t *curi, size_t k, chains *out)
{
    if (i == s->n) {
        if (!k)
            return;
        if (out->n == out->cap) {
            out->cap = out->cap ? 2 * out->cap : 64;
            out->a = realloc(out->a, out->cap * sizeof *out->a);
            out->len = realloc(out->len, out->cap * sizeof *out->len);
        }
        out->a[out->n] = malloc(k * sizeof **out->a);
        memcpy(out->a[out->n], cur, k * sizeof *cur);
        out->len[out->n++] = k;
        return;
    }
    antichains(s, i + 1, cur, curi, k, out);
    for (size_t j = 0; j < k; j++)
        if (gd_scoring_compare(S, s->canon[i], s->canon[curi[j]]) != GD_CGT_CONFUSED)
            return;
    cur[k] = s->form[i], curi[k] = i;
    antichains(s, i + 1, cur, curi, k + 1, out);
}

static void chains_free(chains *c)
{
    for (size_t i = 0; i < c->n; i++)
        free(c->a[i]);
    free(c->a), free(c->len);
}

static uint32_t form(const uint32_t *l, size_t nl, const uint32_t *r, size_t nr)
{
    gd_dyadic z = gd_dyadic_int(0);
    return gd_scoring_form(S, (gd_scoring_side){l, nl, z}, (gd_scoring_side){r, nr, z});
}

/* The games born by day `days` with scores lo..hi, one set per day (cumulative). */
static void enumerate(int lo, int hi, int days, gset *by)
{
    memset(by, 0, (size_t)(days + 1) * sizeof *by);
    for (int a = lo; a <= hi; a++)
        for (int b = a; b <= hi; b++)
            add(&by[0], gd_scoring_form(S, (gd_scoring_side){NULL, 0, gd_dyadic_int(a)},
                                        (gd_scoring_side){NULL, 0, gd_dyadic_int(b)}));
    for (int d = 1; d <= days; d++) {
        chains c = {0};
        uint32_t cur[256];
        size_t curi[256];
        antichains(&by[d - 1], 0, cur, curi, 0, &c);
        for (size_t i = 0; i < by[d - 1].n; i++)
            add(&by[d], by[d - 1].form[i]);
        for (size_t i = 0; i < c.n; i++)
            for (size_t j = 0; j < c.n; j++)
                add(&by[d], form(c.a[i], c.len[i], c.a[j], c.len[j]));
        chains_free(&c);
    }
}

/* The conjugate of a form, kept as a form (gd_scoring_neg reduces). */
static uint32_t conjugate(uint32_t g)
{
    gd_scoring_side L = gd_scoring_left(S, g), R = gd_scoring_right(S, g);
    size_t nl = L.n, nr = R.n;
    uint32_t l[256], r[256];
    for (size_t i = 0; i < nr; i++)
        l[i] = conjugate(gd_scoring_right(S, g).opt[i]);
    for (size_t i = 0; i < nl; i++)
        r[i] = conjugate(gd_scoring_left(S, g).opt[i]);
    return gd_scoring_form(S, (gd_scoring_side){l, nr, gd_dyadic_neg(R.atom)},
                           (gd_scoring_side){r, nl, gd_dyadic_neg(L.atom)});
}

/* Milnor's condition on a form: o_L >= o_R at each of its positions. */
static int milnor(uint32_t g)
{
    gd_dyadic a, b;
    gd_scoring_outcome(S, g, &a, &b);
    if (gd_dyadic_cmp(a, b) < 0)
        return 0;
    for (int sd = 0; sd < 2; sd++) {
        gd_scoring_side V = sd ? gd_scoring_right(S, g) : gd_scoring_left(S, g);
        for (size_t i = 0; i < V.n; i++) {
            if (!milnor((sd ? gd_scoring_right(S, g) : gd_scoring_left(S, g)).opt[i]))
                return 0;
        }
    }
    return 1;
}

enum { NX = 30 };
static uint32_t X[NX + 5], ZERO;
static int nx;

/* A random guaranteed form born by day `day`, scores in -2..2 (the test games). */
static uint32_t random_test_game(int day)
{
    if (day == 0 || rnd(4) == 0) {
        long a = (long)rnd(5) - 2, b = a + (long)rnd(3);
        return gd_scoring_form(S, (gd_scoring_side){NULL, 0, gd_dyadic_int(a)},
                               (gd_scoring_side){NULL, 0, gd_dyadic_int(b)});
    }
    uint32_t l[2], r[2];
    int nl = (int)rnd(3), nr = (int)rnd(3);
    for (int i = 0; i < nl; i++)
        l[i] = random_test_game(day - 1);
    for (int i = 0; i < nr; i++)
        r[i] = random_test_game(day - 1);
    gd_dyadic lo = gd_dyadic_int(-4), hi = gd_dyadic_int(4); /* below and above every score */
    return gd_scoring_form(S, (gd_scoring_side){l, (size_t)nl, lo}, (gd_scoring_side){r, (size_t)nr, hi});
}

static void test_games(void)
{
    for (int k = -2; k <= 2; k++)
        if (k)
            X[nx++] = gd_scoring_waiting(S, k); /* waiting moves tell tempo apart */
    X[nx++] = ZERO = gd_scoring_number(S, gd_dyadic_int(0));
    while (nx < NX)
        X[nx++] = random_test_game(2);
    bt_sync(S);
}

static long oS(uint32_t a, uint32_t b, int side)
{
    bt_sync(S);
    return bt_outcome(a, b, BT_NONE, side);
}

typedef struct {
    long games, inverse, inverse_shown, pairs, ineq, milnor_games, milnor_pairs, milnor_ineq, geq, notgeq, witnessed;
    int shown_inverse, shown_ineq; /* an example of each failure printed (a short one) */
} tally;

static void check_game(uint32_t f, uint32_t c, tally *t)
{
    t->games++;
    uint32_t d = gd_scoring_diff(S, c, c);
    int zero = gd_scoring_compare(S, d, gd_scoring_number(S, gd_dyadic_int(0))) == GD_CGT_EQUAL;
    t->inverse += zero;
    if (!zero && !t->shown_inverse && strlen(T(d)) < 200) {
        printf("  G - G != 0: G = %s, G - G = %s\n", T(c), T(d));
        t->shown_inverse = 1;
    }
    /* a witness by search when the test says G - G != 0: some X with o(G - G + X) != o(X) */
    if (!zero) {
        uint32_t n = conjugate(f);
        int seen = 0;
        bt_sync(S);
        for (int i = 0; i < nx && !seen; i++)
            for (int sd = 0; sd < 2 && !seen; sd++)
                seen = bt_outcome(f, n, X[i], sd) != bt_outcome(X[i], ZERO, BT_NONE, sd);
        t->inverse_shown += seen;
    }
    int m = milnor(f);
    t->milnor_games += m;
    if (m)
        CHECK(zero, "G - G != 0 for Milnor's %s", T(f));
}

static void check_pair(uint32_t gf, uint32_t gc, uint32_t hf, uint32_t hc, tally *t)
{
    t->pairs++;
    gd_dyadic gl, gr, hl, hr, sl, sr;
    gd_scoring_outcome(S, gc, &gl, &gr), gd_scoring_outcome(S, hc, &hl, &hr);
    uint32_t s = gd_scoring_sum(S, gc, hc);
    gd_scoring_outcome(S, s, &sl, &sr);
    CHECK(sl.num == oS(gf, hf, 0) && sr.num == oS(gf, hf, 1), "o(%s + %s) differs from the search", T(gf), T(hf));
    int ok = gl.num + hr.num <= sl.num;
    t->ineq += ok;
    if (!ok && !t->shown_ineq && strlen(T(s)) < 200) {
        printf("  o_L(G) + o_R(H) > o_L(G + H): G = %s, H = %s, G + H = %s (outcomes (%lld, %lld), (%lld, %lld), "
               "(%lld, %lld))\n",
               T(gc), T(hc), T(s), (long long)gl.num, (long long)gr.num, (long long)hl.num, (long long)hr.num,
               (long long)sl.num, (long long)sr.num);
        t->shown_ineq = 1;
    }
    if (milnor(gf) && milnor(hf)) {
        t->milnor_pairs++, t->milnor_ineq += ok;
        CHECK(ok, "o_L(G) + o_R(H) > o_L(G + H) for Milnor's G = %s, H = %s", T(gf), T(hf));
    }
    /* the order test on the dicot forms against the definition, searched */
    int geq = gd_scoring_geq(S, gf, hf);
    CHECK(geq >= 0, "geq: %s", gd_scoring_error(S));
    int shown = 0;
    for (int i = 0; i < nx && !shown; i++)
        shown = oS(gf, X[i], 0) < oS(hf, X[i], 0) || oS(gf, X[i], 1) < oS(hf, X[i], 1);
    if (geq == 1) {
        t->geq++;
        CHECK(!shown, "%s >= %s by the test, but a test game says not", T(gf), T(hf));
    } else
        t->notgeq++, t->witnessed += shown;
}

static void report(const char *what, const tally *t)
{
    printf("%s: %ld games, G - G = 0 for %ld (of the others, %ld shown != 0 by a test game; Milnor's: %ld games); %ld pairs: o_L(G) + o_R(H) <= o_L(G + H) for "
           "%ld (Milnor's pairs: %ld, held on %ld); the order test: %ld pairs >=, %ld not >= (%ld of them shown "
           "by a test game)\n",
           what, t->games, t->inverse, t->inverse_shown, t->milnor_games, t->pairs, t->ineq, t->milnor_pairs, t->milnor_ineq, t->geq,
           t->notgeq, t->witnessed);
}

/* Every game and every pair of the set (pairs sampled with a fixed seed above `max_pairs`). */
static tally check_set(const char *what, const gset *s, long max_pairs)
{
    tally t = {0};
    for (size_t i = 0; i < s->n; i++)
        check_game(s->form[i], s->canon[i], &t);
    long all = (long)(s->n * s->n);
    if (all <= max_pairs) {
        for (size_t i = 0; i < s->n; i++)
            for (size_t j = 0; j < s->n; j++)
                check_pair(s->form[i], s->canon[i], s->form[j], s->canon[j], &t);
    } else
        for (long k = 0; k < max_pairs; k++) {
            size_t i = rnd((unsigned)s->n), j = rnd((unsigned)s->n);
            check_pair(s->form[i], s->canon[i], s->form[j], s->canon[j], &t);
        }
    report(what, &t);
    return t;
}

/* The library's enumeration and claims (gd_scoring_dicot_claims_run, every pair) against
 * this file's on the same set: the same numbers of games, of Milnor's games, of G - G = 0
 * and of pairs where the inequality holds. */
static void library_agrees(int lo, int hi, int day, const tally *t)
{
    gd_scoring *s = gd_scoring_new();
    gd_scoring_dicot_claims c;
    char err[300];
    CHECK(s && gd_scoring_dicot_claims_run(s, lo, hi, day, 1L << 30, 1, &c, err, sizeof err) == 0, "library: %s", err);
    CHECK((long)c.games == t->games && (long)c.milnor == t->milnor_games && (long)c.inverse.held == t->inverse &&
              (long)c.inequality.tested == t->pairs && (long)c.inequality.held == t->ineq &&
              c.inverse_milnor.held == c.milnor && c.inequality_milnor.tested == c.milnor * c.milnor,
          "scores %d..%d, day %d: the library counts %llu games (%llu Milnor's), G - G = 0 for %llu, the inequality "
          "on %llu of %llu pairs; this file %ld, %ld, %ld, %ld of %ld",
          lo, hi, day, (unsigned long long)c.games, (unsigned long long)c.milnor, (unsigned long long)c.inverse.held,
          (unsigned long long)c.inequality.held, (unsigned long long)c.inequality.tested, t->games, t->milnor_games,
          t->inverse, t->ineq, t->pairs);
    CHECK((c.inverse.held < c.inverse.tested) == (c.inverse.counterexample != NULL), "a counterexample iff a failure");
    gd_scoring_dicot_claims_free(&c);
    gd_scoring_free(s);
}

int main(void)
{
    S = gd_scoring_new();
    test_games();
    long e = tl_effort();

    gset z[4];
    enumerate(0, 0, 3, z);
    size_t want_z[] = {1, 2, 7, 67};
    for (int d = 0; d <= 3; d++)
        CHECK(z[d].n == want_z[d], "scores {0}: %zu games born by day %d", z[d].n, d);
    tally tz = check_set("scores {0}, born by day 3 (all pairs)", &z[3], 1L << 30);
    library_agrees(0, 0, 3, &tz);

    gset m[2];
    enumerate(-1, 1, 1, m);
    CHECK(m[0].n == 6 && m[1].n == 55, "scores {-1,0,1}: %zu, %zu games born by days 0, 1", m[0].n, m[1].n);
    tally tm = check_set("scores {-1,0,1}, born by day 1 (all pairs)", &m[1], 1L << 30);
    library_agrees(-1, 1, 1, &tm);

    gset o[3];
    enumerate(0, 1, 2, o);
    CHECK(o[0].n == 3 && o[1].n == 12 && o[2].n == 4459, "scores {0,1}: %zu, %zu, %zu games born by days 0..2",
          o[0].n, o[1].n, o[2].n);
    check_set("scores {0,1}, born by day 2 (every game; pairs sampled)", &o[2], 3000 * e);

    gset mil = {0};
    for (size_t i = 0; i < o[2].n; i++)
        if (milnor(o[2].form[i]))
            add(&mil, o[2].form[i]);
    check_set("scores {0,1}, born by day 2, Milnor's games (all pairs)", &mil, 1L << 30);

    /* day 3, scores {0, 1}: a sample */
    gset s3 = {0};
    for (long k = 0; k < 300 * e; k++) {
        uint32_t l[3], r[3];
        size_t nl = 1 + rnd(3), nr = 1 + rnd(3);
        for (size_t i = 0; i < nl; i++)
            l[i] = o[2].form[rnd((unsigned)o[2].n)];
        for (size_t i = 0; i < nr; i++)
            r[i] = o[2].form[rnd((unsigned)o[2].n)];
        add(&s3, form(l, nl, r, nr));
    }
    check_set("scores {0,1}, born by day 3 (a sample; pairs sampled)", &s3, 1000 * e);
    CHECK(!gd_scoring_error(S), "%s", gd_scoring_error(S));
    for (int d = 0; d <= 3; d++)
        gset_free(&z[d]);
    for (int d = 0; d <= 2; d++)
        gset_free(&o[d]);
    gset_free(&m[0]), gset_free(&m[1]), gset_free(&mil), gset_free(&s3);
    gd_scoring_free(S);
    return tl_done("t_dicots");
}
