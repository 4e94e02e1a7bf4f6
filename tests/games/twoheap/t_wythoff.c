/* Wythoff's P-positions four ways (twoheap.h, "== wythoff =="): against the table module's P-positions,
 * against each other, against a 128-bit fixed-point phi at 2^62, and the winning moves
 * against a table scan. */
#include "gamedyn/twoheap.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;
#define ULL(x) ((unsigned long long)(x))

/* floor(n phi) from Phi = floor(phi 2^127) (a 192-bit product): n Phi / 2^127 is below
 * n phi by less than n / 2^127 <= 2^-65, and n phi is never that close above an integer
 * (|n phi - m| > 1 / (3 n) >= 2^-64 for n <= 2^62), so the floors agree. Independent of
 * the isqrt of the module. */
static uint64_t phi_floor(uint64_t n)
{
    const uint64_t hi = 0xcf1bbcdcbfa53e0aull, lo = 0xf9ce60302e76e41aull;
    u128 plo = (u128)n * lo, phi = (u128)n * hi;
    u128 mid = phi + (plo >> 64); /* n Phi / 2^64 */
    return (uint64_t)(mid >> 63);
}

/* Row by row P columns of the streamed outcome table: each row a must have exactly one,
 * at partner[a] (or none when the partner is past the table). */
typedef struct {
    const uint32_t *partner[GD_WYTHOFF_WAYS];
    uint64_t M, rows_bad;
} table_ctx;

static int table_row(void *vctx, uint64_t a, const uint32_t *row, uint64_t cols)
{
    table_ctx *t = vctx;
    uint64_t found = UINT64_MAX, count = 0;
    for (uint64_t b = 0; b < cols; b++)
        if (row[b] == 0)
            found = b, count++;
    for (int w = 0; w < GD_WYTHOFF_WAYS; w++) {
        uint64_t y = t->partner[w][a];
        int ok = y <= t->M ? count == 1 && found == y : count == 0;
        if (!ok && t->rows_bad++ < 5)
            CHECK(ok, "row %llu: table P at %llu (%llu of them), %s says %llu", ULL(a), ULL(found), ULL(count),
                  gd_wythoff_way_name(w), ULL(y));
    }
    return 0;
}

static void test_table(uint64_t M)
{
    uint32_t *part[GD_WYTHOFF_WAYS];
    for (int w = 0; w < GD_WYTHOFF_WAYS; w++) {
        part[w] = malloc((M + 1) * sizeof **part);
        for (uint64_t x = 0; x <= M; x++)
            part[w][x] = UINT32_MAX;
    }
    gd_wythoff_mex m;
    gd_wythoff_fib f;
    gd_wythoff_zeck z;
    gd_wythoff_mex_init(&m), gd_wythoff_fib_init(&f), gd_wythoff_zeck_init(&z);
    for (uint64_t n = 0;; n++) {
        gd_wythoff_pair p[GD_WYTHOFF_WAYS] = {gd_wythoff_mex_next(&m), gd_wythoff_floor(n), gd_wythoff_fib_next(&f),
                                              gd_wythoff_zeck_next(&z)};
        if (p[0].a > M)
            break;
        for (int w = 0; w < GD_WYTHOFF_WAYS; w++) {
            if (p[w].a <= M)
                part[w][p[w].a] = (uint32_t)p[w].b;
            if (p[w].b <= M)
                part[w][p[w].b] = (uint32_t)p[w].a;
        }
    }
    gd_ruleset r;
    char err[256];
    CHECK(gd_ruleset_parse(&r, "wythoff", NULL, err, sizeof err) == 0, "%s", err);
    gd_table_spec s = {&r, GD_TABLE_OUTCOME, 0, 0, NULL, 0, M, M, NULL, NULL};
    table_ctx t = {{part[0], part[1], part[2], part[3]}, M, 0};
    CHECK(gd_table_stream(&s, table_row, &t, err, sizeof err) == 0, "%s", err);
    CHECK(t.rows_bad == 0, "%llu bad rows up to %llu", ULL(t.rows_bad), ULL(M));
    gd_ruleset_free(&r);
    for (int w = 0; w < GD_WYTHOFF_WAYS; w++)
        free(part[w]);
}

/* P/N and the winning moves against a Grundy table: P iff g = 0; the winning moves are
 * exactly the queen moves to cells of value 0, in (r,s) order. */
static void test_winning(uint64_t M)
{
    gd_ruleset r;
    char err[256];
    gd_ruleset_parse(&r, "wythoff", NULL, err, sizeof err);
    gd_table_spec s = {&r, GD_TABLE_GRUNDY, 0, 0, NULL, 0, M, M, NULL, NULL};
    gd_table t;
    CHECK(gd_table_compute(&s, &t, err, sizeof err) == 0, "%s", err);
    long bad = 0;
    for (uint64_t a = 0; a <= M; a++)
        for (uint64_t b = 0; b <= M; b++) {
            int p = gd_table_get(&t, a, b) == 0;
            if (gd_wythoff_is_p(a, b) != p && bad++ < 5)
                CHECK(0, "is_p(%llu,%llu)", ULL(a), ULL(b));
            gd_wythoff_pair want[3 * 64], got[3];
            int nw = 0;
            gd_vec2 *v;
            long nv = gd_ruleset_moves(&r, a, b, &v);
            for (long i = 0; i < nv; i++)
                if (gd_table_get(&t, a - v[i].r, b - v[i].s) == 0 && nw < 3 * 64)
                    want[nw++] = (gd_wythoff_pair){a - v[i].r, b - v[i].s};
            free(v);
            int ng = gd_wythoff_winning(a, b, got);
            int same = ng == nw;
            for (int i = 0; same && i < ng; i++)
                same = got[i].a == want[i].a && got[i].b == want[i].b;
            if (!same && bad++ < 5)
                CHECK(0, "winning(%llu,%llu): %d moves, the table %d", ULL(a), ULL(b), ng, nw);
        }
    CHECK(bad == 0, "%ld bad positions", bad);
    gd_table_free(&t);
    gd_ruleset_free(&r);
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next_rand(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

/* At 2^62: the floor form against the fixed-point phi, the partition of the integers
 * into a's and b's locally (a_{n+1} - a_n is 1 or 2, and a skipped number is a b), the
 * inverse, and the winning moves (queen moves to P-positions). */
static void test_big(void)
{
    const uint64_t top = GD_WYTHOFF_MAX;
    uint64_t ns[64];
    int k = 0;
    ns[k++] = top, ns[k++] = top - 1, ns[k++] = top / 2, ns[k++] = 1, ns[k++] = 0;
    while (k < 64)
        ns[k++] = next_rand() % (top + 1);
    for (int i = 0; i < k; i++) {
        uint64_t n = ns[i];
        gd_wythoff_pair p = gd_wythoff_floor(n);
        uint64_t s = gd_wythoff_isqrt5(n);
        u128 v = (u128)5 * n * n;
        CHECK((u128)s * s <= v && (u128)(s + 1) * (s + 1) > v, "isqrt5(%llu)", ULL(n));
        CHECK(p.a == phi_floor(n) && p.b == p.a + n, "a_%llu = %llu, fixed-point phi %llu", ULL(n), ULL(p.a),
              ULL(phi_floor(n)));
        CHECK(gd_wythoff_is_p(p.a, p.b) && gd_wythoff_is_p(p.b, p.a), "is_p at n = %llu", ULL(n));
        if (n == 0 || p.b > top)
            continue;
        CHECK(gd_wythoff_partner(p.a) == p.b && gd_wythoff_partner(p.b) == p.a, "partner at n = %llu", ULL(n));
        CHECK(!gd_wythoff_is_p(p.a, p.b - 1) && !gd_wythoff_is_p(p.a + 1, p.b), "neighbours at n = %llu", ULL(n));
        if (n < top) {
            gd_wythoff_pair q = gd_wythoff_floor(n + 1);
            CHECK(q.a - p.a == 1 || q.a - p.a == 2, "gap at n = %llu", ULL(n));
            if (q.a - p.a == 2) /* the mex skipped a_n + 1: it must be a b */
                CHECK(gd_wythoff_partner(p.a + 1) < p.a + 1, "a_n + 1 is a b at n = %llu", ULL(n));
        }
    }
    for (int i = 0; i < 200; i++) {
        uint64_t a = next_rand() % (top + 1), b = i % 2 ? next_rand() % (top + 1) : a + next_rand() % 1000;
        if (b > top)
            b = top;
        gd_wythoff_pair to[3];
        int m = gd_wythoff_winning(a, b, to);
        CHECK((m == 0) == gd_wythoff_is_p(a, b), "winning count at (%llu,%llu)", ULL(a), ULL(b));
        for (int j = 0; j < m; j++) {
            uint64_t r = a - to[j].a, s = b - to[j].b;
            CHECK(to[j].a <= a && to[j].b <= b && (r || s) && (r == 0 || s == 0 || r == s), "queen move");
            /* P by the fixed-point phi, not by the module */
            uint64_t lo = to[j].a < to[j].b ? to[j].a : to[j].b, d = to[j].a < to[j].b ? to[j].b - lo : to[j].a - lo;
            CHECK(phi_floor(d) == lo, "target (%llu,%llu) is P", ULL(to[j].a), ULL(to[j].b));
        }
    }
}

static void test_small(void)
{
    static const uint64_t a[] = {0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30}; /* A000201 */
    gd_wythoff_mex m;
    gd_wythoff_fib f;
    gd_wythoff_zeck z;
    gd_wythoff_mex_init(&m), gd_wythoff_fib_init(&f), gd_wythoff_zeck_init(&z);
    for (uint64_t n = 0; n < 20; n++) {
        gd_wythoff_pair p[4] = {gd_wythoff_mex_next(&m), gd_wythoff_floor(n), gd_wythoff_fib_next(&f),
                                gd_wythoff_zeck_next(&z)};
        for (int w = 0; w < 4; w++)
            CHECK(p[w].a == a[n] && p[w].b == a[n] + n, "%s n = %llu: (%llu,%llu)", gd_wythoff_way_name(w), ULL(n),
                  ULL(p[w].a), ULL(p[w].b));
    }
    const char *word = "0100101001001010010100100101001001";
    for (uint64_t k = 1; k <= strlen(word); k++)
        CHECK(gd_wythoff_fib_letter(k) == word[k - 1] - '0', "letter %llu", ULL(k));
    for (uint64_t x = 0; x < 100000; x += 7) {
        uint64_t zb = gd_wythoff_zeckendorf(x);
        CHECK(gd_wythoff_zeck_value(zb) == x && (zb & (zb >> 1)) == 0, "zeta(%llu)", ULL(x));
    }
    /* The Zeckendorf stream's b is the value of zeta(a)0. */
    gd_wythoff_zeck_init(&z);
    gd_wythoff_zeck_next(&z);
    for (int i = 0; i < 10000; i++) {
        gd_wythoff_pair p = gd_wythoff_zeck_next(&z);
        CHECK(gd_wythoff_zeck_value(gd_wythoff_zeckendorf(p.a) << 1) == p.b, "zeta(b) = zeta(a)0 at a = %llu", ULL(p.a));
        CHECK(__builtin_ctzll(gd_wythoff_zeckendorf(p.a)) % 2 == 0, "even zeros at a = %llu", ULL(p.a));
    }
}

static void test_check(uint64_t N)
{
    gd_wythoff_report r;
    CHECK(gd_wythoff_check(N, -1, 0, NULL, NULL, &r) == 0, "disagreement at n = %llu", ULL(r.bad_n));
    CHECK(r.checked == N + 1 && r.at[0].a == gd_wythoff_floor(N).a, "checked %llu", ULL(r.checked));
    /* The check can fail: each way corrupted once. */
    for (int w = 0; w < GD_WYTHOFF_WAYS; w++) {
        CHECK(gd_wythoff_check(1000, w, 777, NULL, NULL, &r) == 1 && r.bad_n == 777 && r.checked == 777,
              "fault in %s not seen", gd_wythoff_way_name(w));
    }
}

static void test_figure(void)
{
    gd_image im;
    CHECK(gd_wythoff_figure(1, 12, &im) == -1 && gd_wythoff_figure(20, 2, &im) == -1, "bad sizes");
    CHECK(gd_wythoff_figure(10, 8, &im) == 0, "figure");
    /* Cell (a,b) centre: column 8a + 4, row 80 - (8b + 4). P cells black, others not. */
    for (uint32_t a = 0; a < 10; a++)
        for (uint32_t b = 0; b < 10; b++) {
            gd_rgb c = gd_image_color(&im, 8 * a + 4, 80 - (8 * b + 4));
            int black = c.r == 0 && c.g == 0 && c.b == 0;
            CHECK(black == gd_wythoff_is_p(a, b), "cell (%u,%u)", a, b);
        }
    gd_image_free(&im);
}

int main(void)
{
    test_small();
    test_check(UNDER_ASAN ? 1000000 : 10000000);
    test_table(UNDER_ASAN ? 3000 : 20000);
    test_winning(UNDER_ASAN ? 60 : 150);
    test_big();
    test_figure();
    return tl_done("t_wythoff");
}
