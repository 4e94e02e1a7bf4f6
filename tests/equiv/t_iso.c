/* The isomorphism test of coloured digraphs against a brute force written from the
 * definition (every bijection of the vertices tried): random digraphs of 1 to 6 vertices,
 * their random relabellings (isomorphic), and small perturbations of them (an arc added,
 * removed or reversed, a colour changed: isomorphic or not, as the brute force says);
 * larger random graphs relabelled (isomorphic) and perturbed (the arc count or colours
 * differ: not). Fixed seeds. Without nauty in the build: the refusal and its message. */
#include "gamedyn/equiv.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define SMALL 6
#define CASES 400

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint32_t next(uint32_t below)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (uint32_t)(rng % below);
}

typedef struct {
    uint32_t n, colour[64];
    uint64_t m;
    uint32_t arc[2 * 512];
} graph;

static gd_equiv_digraph view(const graph *g)
{
    gd_equiv_digraph d = {g->n, g->colour, g->m, g->arc};
    return d;
}

static void random_graph(graph *g, uint32_t n, uint32_t colours, double density)
{
    g->n = n;
    g->m = 0;
    for (uint32_t i = 0; i < n; i++)
        g->colour[i] = next(colours);
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t v = 0; v < n; v++)
            if (next(1000) < density * 1000 && g->m < 512) {
                g->arc[2 * g->m] = u;
                g->arc[2 * g->m + 1] = v;
                g->m++;
            }
    /* a repeated arc now and then: it counts once */
    if (g->m && g->m < 512 && next(4) == 0) {
        g->arc[2 * g->m] = g->arc[0];
        g->arc[2 * g->m + 1] = g->arc[1];
        g->m++;
    }
}

static void relabel(const graph *g, graph *h)
{
    uint32_t perm[64];
    for (uint32_t i = 0; i < g->n; i++)
        perm[i] = i;
    for (uint32_t i = g->n; i > 1; i--) {
        uint32_t j = next(i), t = perm[i - 1];
        perm[i - 1] = perm[j], perm[j] = t;
    }
    h->n = g->n;
    h->m = g->m;
    for (uint32_t i = 0; i < g->n; i++)
        h->colour[perm[i]] = g->colour[i];
    /* the arcs in another order too */
    for (uint64_t k = 0; k < g->m; k++) {
        uint64_t j = (k * 7 + 3) % g->m;
        h->arc[2 * j] = perm[g->arc[2 * k]];
        h->arc[2 * j + 1] = perm[g->arc[2 * k + 1]];
    }
    if (g->m % 7 == 0) /* (k * 7 + 3) mod m is then not a bijection: keep the order */
        for (uint64_t k = 0; k < g->m; k++) {
            h->arc[2 * k] = perm[g->arc[2 * k]];
            h->arc[2 * k + 1] = perm[g->arc[2 * k + 1]];
        }
}

static void perturb(const graph *g, graph *h)
{
    *h = *g;
    uint32_t what = next(4), n = g->n;
    if (what == 0 || (h->m == 0 && what != 3)) { /* add an arc */
        h->arc[2 * h->m] = next(n);
        h->arc[2 * h->m + 1] = next(n);
        h->m++;
    } else if (what == 1) { /* remove one */
        uint64_t k = next((uint32_t)h->m);
        h->arc[2 * k] = h->arc[2 * h->m - 2];
        h->arc[2 * k + 1] = h->arc[2 * h->m - 1];
        h->m--;
    } else if (what == 2) { /* reverse one */
        uint64_t k = next((uint32_t)h->m);
        uint32_t t = h->arc[2 * k];
        h->arc[2 * k] = h->arc[2 * k + 1];
        h->arc[2 * k + 1] = t;
    } else { /* recolour a vertex */
        uint32_t v = next(n);
        h->colour[v] = (h->colour[v] + 1 + next(2)) % 3;
    }
}

/* adjacency with repeats merged */
static void matrix(const graph *g, unsigned char a[SMALL][SMALL])
{
    memset(a, 0, SMALL * SMALL);
    for (uint64_t k = 0; k < g->m; k++)
        a[g->arc[2 * k]][g->arc[2 * k + 1]] = 1;
}

static int try_perm(const graph *g, const graph *h, unsigned char A[SMALL][SMALL], unsigned char B[SMALL][SMALL],
                    uint32_t *perm, uint32_t depth, unsigned used)
{
    uint32_t n = g->n;
    if (depth == n) {
        for (uint32_t u = 0; u < n; u++)
            for (uint32_t v = 0; v < n; v++)
                if (A[u][v] != B[perm[u]][perm[v]])
                    return 0;
        return 1;
    }
    for (uint32_t t = 0; t < n; t++)
        if (!(used >> t & 1) && g->colour[depth] == h->colour[t]) {
            perm[depth] = t;
            if (try_perm(g, h, A, B, perm, depth + 1, used | 1u << t))
                return 1;
        }
    return 0;
}

/* From the definition: a colour-keeping bijection mapping arcs onto arcs. */
static int brute_isomorphic(const graph *g, const graph *h)
{
    if (g->n != h->n)
        return 0;
    unsigned char A[SMALL][SMALL], B[SMALL][SMALL];
    matrix(g, A);
    matrix(h, B);
    uint32_t perm[SMALL];
    return try_perm(g, h, A, B, perm, 0, 0);
}

static void small_cases(void)
{
    char err[512];
    long cases = CASES * tl_effort(), agree = 0, iso = 0, non = 0;
    for (long c = 0; c < cases; c++) {
        graph g, h, k;
        random_graph(&g, 1 + next(SMALL), 1 + next(3), 0.1 + next(6) / 10.0);
        relabel(&g, &h);
        perturb(&h, &k);
        gd_equiv_digraph dg = view(&g), dh = view(&h), dk = view(&k);
        int r1 = gd_equiv_isomorphic(&dg, &dh, err, sizeof err);
        int r2 = gd_equiv_isomorphic(&dg, &dk, err, sizeof err);
        int b2 = brute_isomorphic(&g, &k);
        CHECK(r1 == 1 && brute_isomorphic(&g, &h), "case %ld: a relabelling not isomorphic (%d)", c, r1);
        CHECK(r2 == b2, "case %ld: perturbed: nauty %d, brute force %d", c, r2, b2);
        agree += r1 == 1 && r2 == b2;
        iso += b2, non += !b2;
    }
    /* both answers must occur among the perturbations, or the test shows nothing */
    CHECK(iso > 0 && non > cases / 2, "perturbations: %ld isomorphic, %ld not", iso, non);
    printf("small digraphs: %ld/%ld agree with the brute force (perturbed: %ld isomorphic, %ld not)\n", agree,
           cases, iso, non);
}

static void larger_cases(void)
{
    char err[512];
    long cases = 60 * tl_effort(), ok = 0;
    for (long c = 0; c < cases; c++) {
        graph g, h, k;
        random_graph(&g, 20 + next(40), 1 + next(3), 0.05 + next(10) / 100.0);
        relabel(&g, &h);
        k = h;
        if (c % 2 && k.m) { /* one arc fewer (g has no repeat then: checked below) */
            k.m--;
        } else {
            k.colour[next(k.n)] += 3; /* a colour g does not have */
        }
        gd_equiv_digraph dg = view(&g), dh = view(&h), dk = view(&k);
        int repeats = 0;
        for (uint64_t a = 0; a < g.m; a++)
            for (uint64_t b = a + 1; b < g.m; b++)
                repeats += g.arc[2 * a] == g.arc[2 * b] && g.arc[2 * a + 1] == g.arc[2 * b + 1];
        int r1 = gd_equiv_isomorphic(&dg, &dh, err, sizeof err);
        int r2 = gd_equiv_isomorphic(&dg, &dk, err, sizeof err);
        CHECK(r1 == 1, "larger case %ld: relabelling %d", c, r1);
        if (!repeats || !(c % 2))
            CHECK(r2 == 0, "larger case %ld: perturbed %d", c, r2);
        ok += r1 == 1;
    }
    printf("larger digraphs: %ld/%ld relabellings isomorphic\n", ok, cases);
}

static void edge_cases(void)
{
    char err[512];
    gd_equiv_digraph empty = {0, NULL, 0, NULL};
    CHECK(gd_equiv_isomorphic(&empty, &empty, err, sizeof err) == 1, "empty graphs: %s", err);
    uint32_t c1[2] = {0, 0}, c2[2] = {0, 1}, a1[2] = {0, 1}, a2[2] = {1, 1}, bad[2] = {0, 2};
    gd_equiv_digraph p = {2, c1, 1, a1}, q = {2, c2, 1, a1}, loop = {2, c1, 1, a2}, out = {2, c1, 1, bad};
    CHECK(gd_equiv_isomorphic(&p, &q, err, sizeof err) == 0, "colours count");
    CHECK(gd_equiv_isomorphic(&p, &loop, err, sizeof err) == 0, "a loop is not an arc");
    CHECK(gd_equiv_isomorphic(&p, &out, err, sizeof err) == -1 && strstr(err, "vertex 2"), "arc out of range: %s",
          err);
    gd_equiv_digraph huge = {GD_EQUIV_MAX_VERTICES + 1, NULL, 0, NULL};
    uint32_t *cert = NULL;
    size_t len = 0;
    CHECK(gd_equiv_canon(&huge, &cert, &len, err, sizeof err) == -1 && strstr(err, "above the limits"),
          "limit: %s", err);
}

int main(void)
{
    char err[512];
    if (!gd_equiv_have_nauty()) {
        uint32_t c[1] = {0};
        gd_equiv_digraph one = {1, c, 0, NULL};
        CHECK(gd_equiv_isomorphic(&one, &one, err, sizeof err) == -1 && strstr(err, "needs nauty"), "%s", err);
        printf("built without nauty: the isomorphism test refuses (%s)\n", err);
        return tl_done("t_iso");
    }
    edge_cases();
    small_cases();
    larger_cases();
    return tl_done("t_iso");
}
