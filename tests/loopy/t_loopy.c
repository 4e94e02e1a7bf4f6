/* The loopy module against brute forces written from the definitions, on every random
 * small graph of a fixed seed: outcomes and remoteness by a fixpoint over "won or lost
 * within k moves"; the generalized Sprague-Grundy function by its defining properties
 * (mex, reversal with a counter function found by a fixpoint, the infinite nodes' escape)
 * and, on the smallest graphs, as the only function with them; Smith's sum rule against
 * the labelling of the product graph; the components against reachability. */
#include "gamedyn/loopy.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define MAXN 64
#define INF GD_LOOPY_INF

/* What the random graphs covered: draws, infinite values with 0 in the set, large finite values. */
static long seen_draw, seen_inf_n, seen_big;

static uint64_t rng = 0x2545f4914f6cdd1du;
static uint64_t next(void)
{
    uint64_t z = (rng += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

typedef struct {
    uint32_t n, off[MAXN + 1], to[MAXN * MAXN];
    int adj[MAXN][MAXN]; /* number of moves u -> v */
} graph;

static void random_graph(graph *g, uint32_t n, unsigned density)
{
    memset(g, 0, sizeof *g);
    g->n = n;
    uint32_t m = 0;
    for (uint32_t u = 0; u < n; u++) {
        g->off[u] = m;
        for (uint32_t v = 0; v < n; v++)
            if (next() % 100 < density) {
                g->to[m++] = v, g->adj[u][v]++;
                if (next() % 8 == 0) /* a repeated move */
                    g->to[m++] = v, g->adj[u][v]++;
            }
    }
    g->off[n] = m;
}

static gd_loopy_graph view(const graph *g)
{
    return (gd_loopy_graph){g->n, g->off, g->to};
}

/* Won (N) within k moves: some move to a position lost within k-1; lost (P) within k: every
 * move to a position won within k-1 (no move: lost within 0). */
static void brute_outcomes(const graph *g, uint8_t *o, uint32_t *rem)
{
    uint32_t n = g->n;
    for (uint32_t u = 0; u < n; u++)
        o[u] = GD_LOOPY_D, rem[u] = 0;
    for (uint32_t k = 0; k <= 2 * n + 2; k++) {
        uint8_t no[MAXN];
        memcpy(no, o, n);
        for (uint32_t u = 0; u < n; u++) {
            if (o[u] != GD_LOOPY_D)
                continue;
            int win = 0, all = 1;
            for (uint32_t v = 0; v < n; v++)
                if (g->adj[u][v]) {
                    win |= o[v] == GD_LOOPY_P;
                    all &= o[v] == GD_LOOPY_N;
                }
            if (win)
                no[u] = GD_LOOPY_N, rem[u] = k;
            else if (all)
                no[u] = GD_LOOPY_P, rem[u] = k;
        }
        memcpy(o, no, n);
    }
}

static uint32_t mex_finite(const graph *g, const uint32_t *gam, uint32_t u)
{
    int seen[MAXN + 2] = {0};
    for (uint32_t v = 0; v < g->n; v++)
        if (g->adj[u][v] && gam[v] != INF && gam[v] <= MAXN)
            seen[gam[v]] = 1;
    uint32_t m = 0;
    while (seen[m])
        m++;
    return m;
}

static int in_set(const graph *g, const uint32_t *gam, uint32_t v, uint32_t x)
{
    for (uint32_t w = 0; w < g->n; w++)
        if (g->adj[v][w] && gam[w] == x)
            return 1;
    return 0;
}

/* The definition (Smith; Fraenkel and Yesha): A. a finite value is the mex of the
 * followers' finite values; B. a follower of larger value (infinity included) has a follower
 * of u's value of smaller counter, a counter function existing iff the fixpoint below
 * justifies every finite node; C. an infinite u has an infinite follower v whose set of
 * finite follower values misses the mex of u's. */
static int is_gamma(const graph *g, const uint32_t *gam)
{
    uint32_t n = g->n;
    for (uint32_t u = 0; u < n; u++) {
        if (gam[u] != INF && gam[u] != mex_finite(g, gam, u))
            return 0;
        if (gam[u] == INF) {
            int ok = 0;
            uint32_t m = mex_finite(g, gam, u);
            for (uint32_t v = 0; v < n && !ok; v++)
                ok = g->adj[u][v] && gam[v] == INF && !in_set(g, gam, v, m);
            if (!ok)
                return 0;
        }
    }
    int just[MAXN] = {0}, changed = 1;
    while (changed) {
        changed = 0;
        for (uint32_t u = 0; u < n; u++) {
            if (gam[u] == INF || just[u])
                continue;
            int ok = 1;
            for (uint32_t v = 0; v < n && ok; v++) {
                if (!g->adj[u][v] || (gam[v] != INF && gam[v] <= gam[u]))
                    continue;
                int found = 0;
                for (uint32_t w = 0; w < n && !found; w++)
                    found = g->adj[v][w] && just[w] && gam[w] == gam[u];
                ok = found;
            }
            if (ok)
                just[u] = 1, changed = 1;
        }
    }
    for (uint32_t u = 0; u < n; u++)
        if (gam[u] != INF && !just[u])
            return 0;
    return 1;
}

/* Every function into {0..n, infinity} with the defining properties: their number. */
static int count_gammas(const graph *g, uint32_t *gam, uint32_t u)
{
    if (u == g->n)
        return is_gamma(g, gam);
    int c = 0;
    for (uint32_t x = 0; x <= g->n + 1; x++) {
        gam[u] = x == g->n + 1 ? INF : x;
        c += count_gammas(g, gam, u + 1);
    }
    return c;
}

static void check_graph(const graph *g, int unique)
{
    gd_loopy_graph v = view(g);
    uint8_t o[MAXN], bo[MAXN];
    uint32_t rem[MAXN], brem[MAXN], gam[MAXN], cnt[MAXN], comp[MAXN];
    CHECK(gd_loopy_outcomes(&v, o, rem) == 0, "outcomes");
    brute_outcomes(g, bo, brem);
    for (uint32_t u = 0; u < g->n; u++) {
        CHECK(o[u] == bo[u], "outcome of %u: %d, brute force %d", u, o[u], bo[u]);
        CHECK(rem[u] == brem[u], "remoteness of %u: %u, brute force %u", u, rem[u], brem[u]);
    }
    CHECK(gd_loopy_gamma(&v, gam, cnt) == 0, "gamma");
    CHECK(is_gamma(g, gam), "the labelling has the defining properties (n %u)", g->n);
    for (uint32_t u = 0; u < g->n; u++) {
        uint32_t k[MAXN];
        uint32_t nk = gd_loopy_inf_set(&v, gam, u, k, MAXN);
        int zero = nk > 0 && k[0] == 0;
        CHECK(gd_loopy_outcome_of(gam[u], zero) == o[u], "outcome from gamma at %u", u);
        seen_draw += o[u] == GD_LOOPY_D, seen_inf_n += gam[u] == INF && zero, seen_big += gam[u] != INF && gam[u] >= 3;
        /* B with the labelling's own counter */
        for (uint32_t w = 0; gam[u] != INF && w < g->n; w++) {
            if (!g->adj[u][w] || (gam[w] != INF && gam[w] <= gam[u]))
                continue;
            int found = 0;
            for (uint32_t x = 0; x < g->n; x++)
                found |= g->adj[w][x] && gam[x] == gam[u] && cnt[x] < cnt[u];
            CHECK(found, "counter function at %u", u);
        }
    }
    if (unique) {
        uint32_t t[MAXN];
        CHECK(count_gammas(g, t, 0) == 1, "exactly one function has the properties (n %u)", g->n);
    }
    CHECK(gd_loopy_components(&v, comp) >= 0, "components");
    int reach[MAXN][MAXN];
    for (uint32_t a = 0; a < g->n; a++)
        for (uint32_t b = 0; b < g->n; b++)
            reach[a][b] = a == b || g->adj[a][b];
    for (uint32_t k = 0; k < g->n; k++)
        for (uint32_t a = 0; a < g->n; a++)
            for (uint32_t b = 0; b < g->n; b++)
                reach[a][b] |= reach[a][k] && reach[k][b];
    for (uint32_t a = 0; a < g->n; a++)
        for (uint32_t b = 0; b < g->n; b++)
            CHECK((comp[a] == comp[b]) == (reach[a][b] && reach[b][a]), "components %u %u", a, b);
}

/* G + H as a graph: node a * nh + b, moves in one component or the other. */
static void check_sum(const graph *G, const graph *H)
{
    static graph S;
    uint32_t na = G->n, nb = H->n;
    memset(&S, 0, sizeof S);
    S.n = na * nb;
    uint32_t m = 0;
    for (uint32_t a = 0; a < na; a++)
        for (uint32_t b = 0; b < nb; b++) {
            uint32_t u = a * nb + b;
            S.off[u] = m;
            for (uint32_t e = G->off[a]; e < G->off[a + 1]; e++)
                S.to[m++] = G->to[e] * nb + b, S.adj[u][G->to[e] * nb + b]++;
            for (uint32_t e = H->off[b]; e < H->off[b + 1]; e++)
                S.to[m++] = a * nb + H->to[e], S.adj[u][a * nb + H->to[e]]++;
        }
    S.off[S.n] = m;
    gd_loopy_graph vg = view(G), vh = view(H), vs = view(&S);
    uint32_t gg[MAXN], gh[MAXN], gs[MAXN];
    uint8_t os[MAXN];
    CHECK(gd_loopy_gamma(&vg, gg, NULL) == 0 && gd_loopy_gamma(&vh, gh, NULL) == 0 &&
              gd_loopy_gamma(&vs, gs, NULL) == 0 && gd_loopy_outcomes(&vs, os, NULL) == 0,
          "sum labelled");
    CHECK(is_gamma(&S, gs), "the product's labelling has the defining properties");
    for (uint32_t a = 0; a < na; a++)
        for (uint32_t b = 0; b < nb; b++) {
            uint32_t ka[MAXN], kb[MAXN], ks[MAXN], k[MAXN], x;
            uint32_t nka = gd_loopy_inf_set(&vg, gg, a, ka, MAXN), nkb = gd_loopy_inf_set(&vh, gh, b, kb, MAXN);
            uint32_t nks = gd_loopy_inf_set(&vs, gs, a * nb + b, ks, MAXN);
            uint32_t nk = gd_loopy_sum(gg[a], ka, nka, gh[b], kb, nkb, &x, k);
            CHECK(x == gs[a * nb + b], "Smith's rule: the value of (%u, %u)", a, b);
            CHECK(x != INF || (nk == nks && memcmp(k, ks, nk * sizeof *k) == 0), "Smith's rule: the set of (%u, %u)",
                  a, b);
            CHECK(gd_loopy_outcome_of(x, nk && k[0] == 0) == os[a * nb + b], "the sum's outcome at (%u, %u)", a, b);
        }
}

int main(void)
{
    static graph g, h;
    long cases = 3000 * tl_effort();
    for (long c = 0; c < cases; c++) {
        uint32_t n = 1 + (uint32_t)(next() % (c % 3 == 0 ? 4 : 12));
        random_graph(&g, n, 5 + (unsigned)(next() % 40));
        check_graph(&g, n <= 4);
    }
    for (long c = 0; c < 600 * tl_effort(); c++) {
        random_graph(&g, 1 + (uint32_t)(next() % 7), 10 + (unsigned)(next() % 35));
        random_graph(&h, 1 + (uint32_t)(next() % 7), 10 + (unsigned)(next() % 35));
        check_sum(&g, &h);
    }
    /* A long chain ends lost or won by parity; a two-cycle draws. */
    memset(&g, 0, sizeof g);
    g.n = 2, g.off[0] = 0, g.off[1] = 1, g.off[2] = 2, g.to[0] = 1, g.to[1] = 0, g.adj[0][1] = g.adj[1][0] = 1;
    check_graph(&g, 1);
    uint8_t o[2];
    gd_loopy_graph v = view(&g);
    gd_loopy_outcomes(&v, o, NULL);
    CHECK(o[0] == GD_LOOPY_D && o[1] == GD_LOOPY_D, "a two-cycle is drawn");
    CHECK(seen_draw > 100 && seen_inf_n > 100 && seen_big > 10, "coverage: %ld draws, %ld infinite N, %ld values >= 3",
          seen_draw, seen_inf_n, seen_big);
    return tl_done("loopy");
}
