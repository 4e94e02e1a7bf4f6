/* Blocking Wythoff (B = 1, 2; Larsson's k = 2, 3): the streamed palace tables against the
 * closed forms proved in docs/blocking.md, on every cell of an N x N square. The closed forms
 * are written from the theorems (Beatty pairs in exact integer arithmetic), not from a table. */
#include "gamedyn/twoheap.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

/* floor(n*phi) = floor((n + sqrt(5 n^2)) / 2), with an exact integer square root. */
static uint64_t lower_wythoff(uint64_t n)
{
    uint64_t m = 5 * n * n, r = (uint64_t)__builtin_sqrt((double)m);
    while (r * r > m)
        r--;
    while ((r + 1) * (r + 1) <= m)
        r++;
    return (n + r) / 2;
}

/* Theorem 1 (B = 2): P iff (0,0) or {a,b} = {x, 2x+1} or {x, 2x+2}. */
static int p_b2(uint64_t a, uint64_t b)
{
    if (a > b) {
        uint64_t t = a;
        a = b;
        b = t;
    }
    return (a == 0 && b == 0) || b == 2 * a + 1 || b == 2 * a + 2;
}

typedef struct {
    uint64_t N, B;
    const unsigned char *even; /* B = 1: even[a*(N+1)+b] marks (2A_n+2, 2B_n+2) and mirrors */
    long bad, ppos;
} ctx;

/* Theorem 2 (B = 1): P iff (0,0), {x, 2x+1}, or (2A_n+2, 2B_n+2) or its mirror. */
static int p_b1(const ctx *c, uint64_t a, uint64_t b)
{
    uint64_t lo = a < b ? a : b, hi = a < b ? b : a;
    return (a == 0 && b == 0) || hi == 2 * lo + 1 || c->even[a * (c->N + 1) + b];
}

static int row(void *vc, uint64_t a, const uint32_t *v, uint64_t cols)
{
    ctx *c = vc;
    for (uint64_t b = 0; b < cols; b++) {
        int p = v[b] <= c->B;
        int want = c->B == 2 ? p_b2(a, b) : p_b1(c, a, b);
        c->ppos += p;
        if (p != want && c->bad++ < 5)
            fprintf(stderr, "B=%llu: (%llu,%llu) is %s, the theorem says %s\n", (unsigned long long)c->B,
                    (unsigned long long)a, (unsigned long long)b, p ? "P" : "N", want ? "P" : "N");
    }
    return 0;
}

static void check(uint64_t B, uint64_t N)
{
    gd_ruleset r;
    char err[256];
    CHECK(gd_ruleset_parse(&r, "wythoff", NULL, err, sizeof err) == 0, "parse: %s", err);
    unsigned char *even = calloc((N + 1) * (N + 1), 1);
    CHECK(even != NULL, "out of memory");
    if (!even)
        return;
    for (uint64_t n = 0;; n++) {
        uint64_t x = 2 * lower_wythoff(n) + 2, y = x + 2 * n; /* 2B_n + 2 = 2A_n + 2n + 2 */
        if (x > N)
            break;
        if (y <= N)
            even[x * (N + 1) + y] = even[y * (N + 1) + x] = 1;
    }
    ctx c = {N, B, even, 0, 0};
    gd_table_spec s = {&r, GD_TABLE_PALACE, 0, B, NULL, 0, N, N, NULL, NULL};
    CHECK(gd_table_stream(&s, row, &c, err, sizeof err) == 0, "stream: %s", err);
    CHECK(c.bad == 0, "blocking wythoff B=%llu: %ld of %llu cells disagree with the theorem", (unsigned long long)B,
          c.bad, (unsigned long long)((N + 1) * (N + 1)));
    CHECK(c.ppos > (long)N, "B=%llu: only %ld P-positions", (unsigned long long)B, c.ppos);
    free(even);
    gd_ruleset_free(&r);
}

/* The closed forms themselves on small cases worked by hand in docs/blocking.md. */
static void hand_cases(void)
{
    CHECK(lower_wythoff(1) == 1 && lower_wythoff(2) == 3 && lower_wythoff(10) == 16 && lower_wythoff(100) == 161,
          "floor(n phi) is wrong");
    CHECK(p_b2(0, 2) && p_b2(7, 3) && !p_b2(1, 1) && !p_b2(2, 4), "B=2 closed form is wrong on hand cases");
}

int main(void)
{
    hand_cases();
    uint64_t N = UNDER_ASAN ? 700 : 3000;
    check(2, N);
    check(1, N);
    return tl_done("blocking");
}
