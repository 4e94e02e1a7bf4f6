/* Fibonacci Nim: the table against the generic solver (n <= 40, every r) and against a
 * dense mex written from the rules (n <= 400); start values against the published twenty and
 * tests/data/fibonacci_nim.txt; Whinihan's rule, the winning moves, the small values and
 * the monotone start values on the table, and each check fails on a corrupted table. */
#include "gamedyn/fibnim.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

/* G(n, r) for r = 0..n by the definition, every option looked up: O(n^3). */
static uint32_t *dense(uint64_t N)
{
    uint64_t w = N + 1;
    uint32_t *g = calloc(w * w, sizeof *g);
    for (uint64_t n = 1; n <= N; n++)
        for (uint64_t r = 1; r <= n; r++) {
            char seen[512] = {0};
            for (uint64_t j = 1; j <= r; j++) {
                uint64_t m = n - j, s = 2 * j < m ? 2 * j : m;
                seen[g[m * w + s]] = 1;
            }
            uint32_t v = 0;
            while (seen[v])
                v++;
            g[n * w + r] = v;
        }
    return g;
}

static void against_dense(const gd_fibnim_table *t)
{
    uint64_t N = 400, w = N + 1;
    uint32_t *g = dense(N);
    long bad = 0;
    for (uint64_t n = 0; n <= N; n++)
        for (uint64_t r = 0; r <= n + 3; r++)
            if (gd_fibnim_get(t, n, r) != g[n * w + (r < n ? r : n)] && bad++ < 5)
                CHECK(0, "G(%llu,%llu): table %u dense %u", (unsigned long long)n, (unsigned long long)r,
                      gd_fibnim_get(t, n, r), g[n * w + (r < n ? r : n)]);
    CHECK(bad == 0, "%ld disagreements with the dense mex", bad);
    free(g);
}

/* The game interface: moves, outcome, winning moves and Grundy values from the oracles
 * against the generic solver on every (n, r), n <= 40, r <= n + 2. */
static void against_solver(const gd_fibnim_table *t)
{
    char err[512];
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    gd_game *g = gd_game_open("fibnim", &o, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return;
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    long bad = 0, positions = 0;
    for (uint64_t n = 0; n <= 40; n++)
        for (uint64_t r = 0; r <= n + 2; r++) {
            gd_position p = {{n, r}, 2, 0, 0};
            gd_value v;
            positions++;
            if (gd_solver_solve(s, &p, &v, err, sizeof err) != 0) {
                CHECK(0, "solver: %s", err);
                continue;
            }
            uint64_t gv = 0;
            int rc = g->ops->oracles.grundy(g, &p, &gv, err, sizeof err);
            if ((rc != 0 || gv != v.grundy || gd_fibnim_get(t, n, r) != v.grundy) && bad++ < 5)
                CHECK(0, "(%llu,%llu): solver %llu oracle %llu table %u", (unsigned long long)n,
                      (unsigned long long)r, (unsigned long long)v.grundy, (unsigned long long)gv,
                      gd_fibnim_get(t, n, r));
            if ((gd_game_oracle_outcome(g, &p, err, sizeof err) != v.outcome) && bad++ < 5)
                CHECK(0, "(%llu,%llu): outcome oracle vs solver %d", (unsigned long long)n, (unsigned long long)r,
                      v.outcome);
            gd_move *a = NULL, *b = NULL;
            long ka = gd_game_oracle_winning(g, &p, &a, err, sizeof err);
            long kb = gd_solver_winning(s, &p, &b, err, sizeof err);
            int same = ka == kb;
            for (long i = 0; same && i < ka; i++)
                same = gd_position_equal(&a[i].to, &b[i].to);
            if (!same && bad++ < 5)
                CHECK(0, "(%llu,%llu): winning moves: oracle %ld solver %ld", (unsigned long long)n,
                      (unsigned long long)r, ka, kb);
            free(a), free(b);
        }
    CHECK(bad == 0 && positions == 943, "%ld disagreements in %ld positions", bad, positions);
    /* "fibnim:17" is the start (17,16); "17,4" is (17,4). */
    gd_position p;
    CHECK(g->ops->rules.parse(g, "17", &p, err, sizeof err) == 0 && p.n == 2 && p.c[0] == 17 && p.c[1] == 16, "parse 17");
    CHECK(g->ops->rules.parse(g, "[17,4]", &p, err, sizeof err) == 0 && p.c[0] == 17 && p.c[1] == 4, "parse 17,4");
    CHECK(g->ops->rules.parse(g, "4611686018427387905", &p, err, sizeof err) != 0, "n above 2^62 refused");
    gd_solver_free(s);
    gd_game_free(g);
}

static void start_values(const gd_fibnim_table *t)
{
    static const uint32_t published[20] = {0, 0, 0, 3, 0, 4, 4, 0, 5, 5, 5, 6, 0, 6, 6, 7, 7, 7, 7, 7};
    for (uint64_t n = 1; n <= 20; n++)
        CHECK(gd_fibnim_start(t, n) == published[n - 1], "G(%llu,%llu) = %u, published %u", (unsigned long long)n,
              (unsigned long long)(n - 1), gd_fibnim_start(t, n), published[n - 1]);
    FILE *f = tl_open_reference("fibonacci_nim.txt");
    char line[512];
    int rows = 0;
    while (f && tl_next_line(f, line, sizeof line)) {
        unsigned long long n, g;
        if (sscanf(line, "FIBNIM %llu %llu", &n, &g) != 2)
            continue;
        rows++;
        CHECK(n <= t->nmax && gd_fibnim_start(t, n) == g, "FIBNIM %llu: table %u, data %llu", n,
              n <= t->nmax ? gd_fibnim_start(t, n) : 0, g);
    }
    if (f)
        fclose(f);
    CHECK(rows >= 200, "%d FIBNIM rows read", rows);
}

static void zeckendorf(void)
{
    uint64_t p[92];
    for (uint64_t n = 1; n <= 100000; n++) {
        int k = gd_fibnim_zeckendorf(n, p);
        uint64_t sum = 0;
        int ok = k >= 1;
        for (int i = 0; i < k; i++) {
            sum += p[i];
            /* parts increase and are not consecutive Fibonacci numbers: p[i+1] > p[i] + the one before */
            if (i && (p[i] <= p[i - 1] || gd_fibnim_is_fibonacci(p[i] + p[i - 1]) || !gd_fibnim_is_fibonacci(p[i])))
                ok = 0;
        }
        if (!ok || sum != n) {
            CHECK(0, "Zeckendorf of %llu", (unsigned long long)n);
            break;
        }
    }
    CHECK(gd_fibnim_zmin(0) == 0 && gd_fibnim_zmin(12) == 1 && gd_fibnim_zmin(144) == 144, "zmin");
    /* 10^12 = 956722026041 + 32951280099 + ... + 89 + 13 + 3 (15 parts) */
    CHECK(gd_fibnim_zeckendorf(1000000000000ull, p) == 15 && p[14] == 956722026041ull && p[0] == 3, "10^12");
    CHECK(gd_fibnim_is_p(GD_FIBNIM_MAX_N, 0) && !gd_fibnim_is_p(GD_FIBNIM_MAX_N, GD_FIBNIM_MAX_N), "2^62");
}

/* The winning moves against the table: every j <= min(r, n) with G(n - j, 2j) = 0. */
static void winning(const gd_fibnim_table *t)
{
    long bad = 0;
    for (uint64_t n = 1; n <= 1500; n++)
        for (uint64_t r = 1; r <= n; r++) {
            uint64_t w[92];
            int k = gd_fibnim_winning(n, r, w), at = 0, same = 1;
            for (uint64_t j = 1; j <= r; j++)
                if (gd_fibnim_get(t, n - j, 2 * j) == 0)
                    same = same && at < k && w[at++] == j;
            if ((!same || at != k) && bad++ < 5)
                CHECK(0, "winning moves of (%llu,%llu)", (unsigned long long)n, (unsigned long long)r);
        }
    CHECK(bad == 0, "%ld positions with wrong winning moves", bad);
}

static void checks(gd_fibnim_table *t)
{
    uint64_t rb;
    CHECK(gd_fibnim_check_whinihan(t, &rb) == 0, "Whinihan fails at r = %llu", (unsigned long long)rb);
    CHECK(gd_fibnim_check_small(t, &rb) == 0, "small values fail at r = %llu", (unsigned long long)rb);
    CHECK(gd_fibnim_check_start_monotone(t) == 0, "start values decrease");
    /* Each check can fail: corrupt one entry, see it named, restore it. */
    const uint32_t *from, *val;
    gd_fibnim_row(t, 100, &from, &val); /* 100 = 89 + 8 + 3: G(100, r) = 0 for r < 3 */
    uint32_t *v0 = (uint32_t *)val, keep = v0[0];
    v0[0] = 7;
    CHECK(gd_fibnim_check_whinihan(t, &rb) == 100 && rb == 1, "corrupted row 100: Whinihan check says %llu",
          (unsigned long long)rb);
    CHECK(gd_fibnim_check_small(t, &rb) == 100, "corrupted row 100: small-value check");
    v0[0] = keep;
    uint32_t top = t->top[99];
    gd_fibnim_row(t, 99, &from, &val); /* the start (99, 98) lies in the last run below r = 99 */
    uint64_t runs = gd_fibnim_row(t, 99, &from, &val), last = runs - 1;
    while (from[last] > 98)
        last--;
    uint32_t *v1 = (uint32_t *)val, keep1 = v1[last];
    v1[last] = 0;
    CHECK(gd_fibnim_check_start_monotone(t) == 99, "corrupted start 99: monotone check says %llu",
          (unsigned long long)gd_fibnim_check_start_monotone(t));
    v1[last] = keep1;
    CHECK(t->top[99] == top && gd_fibnim_check_start_monotone(t) == 0, "restored");
}

int main(void)
{
    gd_fibnim_table t;
    char err[512];
    int rc = gd_fibnim_compute(10000, 0, &t, err, sizeof err);
    CHECK(rc == 0, "compute to 10^4: %s", err);
    if (rc != 0)
        return tl_done("fibnim");
    CHECK(t.nmax == 10000 && t.vmax >= 20, "nmax %llu vmax %u", (unsigned long long)t.nmax, t.vmax);
    against_dense(&t);
    against_solver(&t);
    start_values(&t);
    zeckendorf();
    winning(&t);
    checks(&t);
    gd_fibnim_table_free(&t);
    /* Refused up front with the estimate, and past the largest table. */
    CHECK(gd_fibnim_compute(100000, 1 << 20, &t, err, sizeof err) != 0 && strstr(err, "needs about"),
          "memory bound: %s", err);
    CHECK(gd_fibnim_compute(GD_FIBNIM_TABLE_MAX + 1, 0, &t, err, sizeof err) != 0, "above the largest table");
    return tl_done("fibnim");
}
