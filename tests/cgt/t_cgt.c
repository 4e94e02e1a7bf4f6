/* The store of canonical forms against brute force written from the definitions (fixed
 * seeds): random game trees (at most three levels, up to three options a side) are stored
 * bottom-up; G >= H must hold exactly when Left, moving second, wins G - H by a plain
 * game-tree search over the raw trees; G + (-G) = 0; + is commutative and associative; the
 * store's sum (with its shortcuts for numbers and x + k.^ + *n) equals the sum built from
 * the definition {GL + H, G + HL | GR + H, G + HR} and canonicalised option by option. */
#include "gamedyn/cgt.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 0x243f6a8885a308d3u;
static uint64_t next(void)
{
    uint64_t z = (rng += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

typedef struct raw raw;
struct raw {
    int nl, nr;
    raw *L[3], *R[3];
};

static raw *random_tree(int depth)
{
    raw *t = calloc(1, sizeof *t);
    if (depth > 0) {
        t->nl = (int)(next() % 4), t->nr = (int)(next() % 4);
        for (int i = 0; i < t->nl; i++)
            t->L[i] = random_tree(depth - 1 - (int)(next() % 2));
        for (int i = 0; i < t->nr; i++)
            t->R[i] = random_tree(depth - 1 - (int)(next() % 2));
    }
    return t;
}

static void free_tree(raw *t)
{
    for (int i = 0; i < t->nl; i++)
        free_tree(t->L[i]);
    for (int i = 0; i < t->nr; i++)
        free_tree(t->R[i]);
    free(t);
}

static gd_cgt_id store(gd_cgt *c, const raw *t)
{
    gd_cgt_id L[3], R[3];
    for (int i = 0; i < t->nl; i++)
        L[i] = store(c, t->L[i]);
    for (int i = 0; i < t->nr; i++)
        R[i] = store(c, t->R[i]);
    return gd_cgt_make(c, L, (size_t)t->nl, R, (size_t)t->nr);
}

/* Brute force on G - H: Left moves to GL - H or G - HR, Right to GR - H or G - HL; who
 * cannot move loses. */
static int left_wins_first(const raw *g, const raw *h);
static int right_wins_first(const raw *g, const raw *h)
{
    for (int i = 0; i < g->nr; i++)
        if (!left_wins_first(g->R[i], h))
            return 1;
    for (int i = 0; i < h->nl; i++)
        if (!left_wins_first(g, h->L[i]))
            return 1;
    return 0;
}
static int left_wins_first(const raw *g, const raw *h)
{
    for (int i = 0; i < g->nl; i++)
        if (!right_wins_first(g->L[i], h))
            return 1;
    for (int i = 0; i < h->nr; i++)
        if (!right_wins_first(g, h->R[i]))
            return 1;
    return 0;
}

/* The sum from its definition, canonicalised option by option (no shortcuts); a memo of
 * its own (one context at a time), cleared by memo_reset. */
#define MEMO_SIZE (1u << 20)
static uint64_t *memo_key;
static gd_cgt_id *memo_val;
static void memo_reset(void)
{
    if (!memo_key)
        memo_key = malloc(MEMO_SIZE * sizeof *memo_key), memo_val = malloc(MEMO_SIZE * sizeof *memo_val);
    memset(memo_key, 0xff, MEMO_SIZE * sizeof *memo_key);
}
static gd_cgt_id slow_sum_raw(gd_cgt *c, gd_cgt_id g, gd_cgt_id h);
static gd_cgt_id slow_sum(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    uint64_t key = (uint64_t)g << 32 | h;
    uint32_t i = (uint32_t)((key * 0x9e3779b97f4a7c15u) >> 44);
    while (memo_key[i] != UINT64_MAX && memo_key[i] != key)
        i = (i + 1) & (MEMO_SIZE - 1);
    if (memo_key[i] == key)
        return memo_val[i];
    gd_cgt_id s = slow_sum_raw(c, g, h);
    memo_key[i] = key, memo_val[i] = s;
    return s;
}
static gd_cgt_id slow_sum_raw(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    size_t gl, gr, hl, hr;
    gd_cgt_left(c, g, &gl), gd_cgt_right(c, g, &gr), gd_cgt_left(c, h, &hl), gd_cgt_right(c, h, &hr);
    gd_cgt_id *L = malloc((gl + hl + 1) * sizeof *L), *R = malloc((gr + hr + 1) * sizeof *R);
    size_t nl = 0, nr = 0, n;
    for (size_t i = 0; i < gl; i++)
        L[nl++] = slow_sum(c, gd_cgt_left(c, g, &n)[i], h);
    for (size_t i = 0; i < hl; i++)
        L[nl++] = slow_sum(c, g, gd_cgt_left(c, h, &n)[i]);
    for (size_t i = 0; i < gr; i++)
        R[nr++] = slow_sum(c, gd_cgt_right(c, g, &n)[i], h);
    for (size_t i = 0; i < hr; i++)
        R[nr++] = slow_sum(c, g, gd_cgt_right(c, h, &n)[i]);
    gd_cgt_id s = gd_cgt_make(c, L, nl, R, nr);
    free(L), free(R);
    return s;
}

/* The order from its definition, without memo or shortcuts. */
static int slow_leq(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    size_t n, m;
    const gd_cgt_id *gl = gd_cgt_left(c, g, &n);
    for (size_t i = 0; i < n; i++)
        if (slow_leq(c, h, gl[i]))
            return 0;
    const gd_cgt_id *hr = gd_cgt_right(c, h, &m);
    for (size_t i = 0; i < m; i++)
        if (slow_leq(c, hr[i], g))
            return 0;
    return 1;
}

static void order_against_brute_force(void)
{
    gd_cgt *c = gd_cgt_new();
    long cases = 3000 * tl_effort();
    for (long k = 0; k < cases; k++) {
        raw *a = random_tree(3), *b = random_tree(3);
        gd_cgt_id g = store(c, a), h = store(c, b);
        int brute = !right_wins_first(a, b);
        CHECK(gd_cgt_leq(c, h, g) == brute, "case %ld: H <= G is %d, brute force %d", k, gd_cgt_leq(c, h, g), brute);
        /* the same through the difference's outcome */
        gd_cgt_id d = gd_cgt_diff(c, g, h);
        char o = gd_cgt_outcome(c, d);
        int lf = left_wins_first(a, b), rf = right_wins_first(a, b);
        char want = lf ? (rf ? 'N' : 'L') : (rf ? 'R' : 'P');
        CHECK(o == want, "case %ld: outcome of G - H %c, brute force %c", k, o, want);
        free_tree(a), free_tree(b);
    }
    CHECK(!gd_cgt_error(c), "%s", gd_cgt_error(c));
    gd_cgt_free(c);
}

static void group_laws(void)
{
    gd_cgt *c = gd_cgt_new();
    memo_reset();
    long cases = 2000 * tl_effort();
    for (long k = 0; k < cases; k++) {
        raw *a = random_tree(3), *b = random_tree(2), *e = random_tree(2);
        gd_cgt_id g = store(c, a), h = store(c, b), f = store(c, e);
        CHECK(gd_cgt_sum(c, g, gd_cgt_neg(c, g)) == 0, "case %ld: G + (-G) != 0", k);
        CHECK(gd_cgt_neg(c, gd_cgt_neg(c, g)) == g, "case %ld: --G != G", k);
        CHECK(gd_cgt_sum(c, g, h) == gd_cgt_sum(c, h, g), "case %ld: G + H != H + G", k);
        CHECK(gd_cgt_sum(c, gd_cgt_sum(c, g, h), f) == gd_cgt_sum(c, g, gd_cgt_sum(c, h, f)),
              "case %ld: associativity", k);
        CHECK(gd_cgt_sum(c, g, h) == slow_sum(c, g, h), "case %ld: the sum differs from its definition", k);
        int le = slow_leq(c, g, h);
        CHECK(gd_cgt_leq(c, g, h) == le, "case %ld: memoized order %d, definition %d", k, gd_cgt_leq(c, g, h), le);
        free_tree(a), free_tree(b), free_tree(e);
    }
    CHECK(!gd_cgt_error(c), "%s", gd_cgt_error(c));
    gd_cgt_free(c);
}

/* x + k.^ + *n stored by its known canonical form equals the sum of its parts built from
 * the definition; their order by parameters equals the order by definition. */
static void ups_and_stars(void)
{
    gd_cgt *c = gd_cgt_new();
    memo_reset();
    gd_cgt_id zero = 0, star = gd_cgt_make(c, &zero, 1, &zero, 1);
    gd_cgt_id up = gd_cgt_make(c, &zero, 1, &star, 1);
    gd_cgt_id down = gd_cgt_neg(c, up);
    gd_cgt_id half = gd_cgt_make(c, &zero, 1, (gd_cgt_id[]){gd_cgt_make(c, &zero, 1, NULL, 0)}, 1);
    gd_cgt_id ids[2][11][8];
    for (int xi = 0; xi < 2; xi++)
        for (int k = -5; k <= 5; k++)
            for (uint32_t n = 0; n < 8; n++) {
                gd_cgt_id s = xi ? half : 0;
                for (int j = 0; j < (k < 0 ? -k : k); j++)
                    s = slow_sum(c, s, k < 0 ? down : up);
                gd_cgt_id nim = gd_cgt_nimber(c, n);
                s = slow_sum(c, s, nim);
                gd_dyadic x = xi ? (gd_dyadic){1, 1} : gd_dyadic_int(0);
                gd_cgt_id t = gd_cgt_nus(c, x, k, n);
                CHECK(s == t, "x=%d/2 k=%d n=%u: definition %u, known form %u", xi, k, n, s, t);
                ids[xi][k + 5][n] = t;
            }
    for (int a = 0; a < 2 * 11 * 8; a++)
        for (int b = 0; b < 2 * 11 * 8; b += 7) {
            gd_cgt_id g = ids[a / 88][a / 8 % 11][a % 8], h = ids[b / 88][b / 8 % 11][b % 8];
            CHECK(gd_cgt_leq(c, g, h) == slow_leq(c, g, h), "order of ids %u %u", g, h);
        }
    CHECK(!gd_cgt_error(c), "%s", gd_cgt_error(c));
    gd_cgt_free(c);
}

/* One id per value: different constructions of the same value. */
static void unique_ids(void)
{
    gd_cgt *c = gd_cgt_new();
    char err[200];
    const char *same[][4] = {
        {"*", "*1", "{0|0}", "{0,-1|0,1}"},
        {"0", "{-1|1}", "{ | }", "* + *"},
        {"*2", "{0,*|0,*}", "*3 + *1", "{*,0|*,0}"},
        {"^", "{0|*}", "^* + *", "{0|*,^*}"},
    };
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        gd_cgt_id first = GD_CGT_NONE;
        for (int j = 0; j < 4; j++) {
            gd_cgt_id g;
            if (gd_cgt_parse(c, same[i][j], &g, err, sizeof err)) {
                CHECK(0, "%s: %s", same[i][j], err);
                continue;
            }
            if (j == 0)
                first = g;
            CHECK(g == first, "%s and %s have different ids", same[i][0], same[i][j]);
        }
    }
    gd_cgt_free(c);
}

/* Two contexts side by side share nothing. */
static void two_contexts(void)
{
    gd_cgt *a = gd_cgt_new(), *b = gd_cgt_new();
    gd_cgt_id g, h;
    char err[200];
    CHECK(gd_cgt_parse(a, "{2||1|0} + ^", &g, err, sizeof err) == 0, "%s", err);
    CHECK(gd_cgt_parse(b, "*5", &h, err, sizeof err) == 0, "%s", err);
    CHECK(gd_cgt_parse(b, "{2||1|0} + ^", &h, err, sizeof err) == 0, "%s", err);
    char x[200], y[200];
    gd_cgt_print(a, g, x, sizeof x), gd_cgt_print(b, h, y, sizeof y);
    CHECK(strcmp(x, y) == 0, "%s vs %s", x, y);
    CHECK(gd_cgt_size(a) != gd_cgt_size(b), "the stores are the same size");
    gd_cgt_free(a), gd_cgt_free(b);
}

/* *n is built from the *i below it once each (a memo), not 2^n times: *1000 at once. */
static void large_values(void)
{
    gd_cgt *c = gd_cgt_new();
    gd_cgt_id g = gd_cgt_nimber(c, 1000);
    CHECK(g != GD_CGT_NONE && gd_cgt_birthday(c, g) == 1000, "*1000");
    g = gd_cgt_nus(c, (gd_dyadic){3, 2}, -4000, 999);
    CHECK(g != GD_CGT_NONE && gd_cgt_birthday(c, g) > 4000, "3/4 v<4000> *999");
    gd_cgt_free(c);
}

static void memory_bound(void)
{
    gd_cgt *c = gd_cgt_new();
    gd_cgt_set_max_bytes(c, gd_cgt_bytes(c) + 1000);
    gd_cgt_id g = gd_cgt_nimber(c, 200);
    CHECK(g == GD_CGT_NONE && gd_cgt_error(c) && strstr(gd_cgt_error(c), "bound"), "the bound is not kept: %s",
          gd_cgt_error(c) ? gd_cgt_error(c) : "no error");
    gd_cgt_free(c);
}

/* Cached thermographs count against the bound: computing them for stored games grows
 * gd_cgt_bytes, and a bound just above the store refuses them. */
static void thermo_counted(void)
{
    gd_cgt *c = gd_cgt_new();
    gd_cgt_id g[40];
    char err[200];
    for (int i = 0; i < 40; i++) {
        char s[64];
        snprintf(s, sizeof s, "{%d|%d||-%d}", i + 2, i, i + 1);
        CHECK(gd_cgt_parse(c, s, &g[i], err, sizeof err) == 0, "%s: %s", s, err);
    }
    gd_dyadic t;
    CHECK(gd_cgt_temperature(c, 0, &t) == 0, "temperature of 0");
    uint64_t b0 = gd_cgt_bytes(c);
    for (int i = 0; i < 40; i++)
        CHECK(gd_cgt_temperature(c, g[i], &t) == 0, "temperature %d", i);
    CHECK(gd_cgt_bytes(c) >= b0 + 40 * 2 * sizeof(gd_cgt_piece), "thermographs not counted: %llu -> %llu",
          (unsigned long long)b0, (unsigned long long)gd_cgt_bytes(c));
    gd_cgt_free(c);

    c = gd_cgt_new();
    for (int i = 0; i < 40; i++) {
        char s[64];
        snprintf(s, sizeof s, "{%d|%d||-%d}", i + 2, i, i + 1);
        CHECK(gd_cgt_parse(c, s, &g[i], err, sizeof err) == 0, "%s: %s", s, err);
    }
    CHECK(gd_cgt_temperature(c, 0, &t) == 0, "temperature of 0");
    gd_cgt_set_max_bytes(c, gd_cgt_bytes(c) + 200);
    int failed = 0;
    for (int i = 0; i < 40 && !failed; i++)
        failed = gd_cgt_temperature(c, g[i], &t) != 0;
    CHECK(failed && gd_cgt_error(c) && strstr(gd_cgt_error(c), "bound"), "thermographs beyond the bound: %s",
          gd_cgt_error(c) ? gd_cgt_error(c) : "no error");
    gd_cgt_free(c);
}

int main(void)
{
    thermo_counted();
    order_against_brute_force();
    group_laws();
    ups_and_stars();
    unique_ids();
    two_contexts();
    memory_bound();
    large_values();
    free(memo_key), free(memo_val);
    return tl_done("cgt");
}
