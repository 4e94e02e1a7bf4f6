/* The generalized Sprague-Grundy function of a finite graph with cycles (C. A. B. Smith,
 * 1966; the labelling of A. S. Fraenkel and Y. Yesha, 1986). Stage i = 0, 1, ...: while
 * some unlabelled node u has no follower labelled i and every follower of u that is
 * unlabelled or labelled infinity has a follower labelled i, label u with i (the order of
 * these labels is the counter function); then label infinity every unlabelled node without
 * a follower labelled i; stop when no node is unlabelled. Each stage is one pass over the
 * moves: a node's count of "bad" followers (unlabelled or infinite, without a follower
 * labelled i) only falls during a stage, and a node is labelled when it reaches 0 while
 * the node has no follower labelled i. The stages number at most the largest value + 2. */
#include "gamedyn/loopy.h"
#include "loopy_impl.h"
#include <stdlib.h>
#include <string.h>

#define UNL (GD_LOOPY_INF - 1)

int gd_loopy_gamma(const gd_loopy_graph *g, uint32_t *gamma, uint32_t *counter)
{
    uint32_t n = g->n, *roff, *from;
    uint32_t *bad = malloc(((size_t)n + 1) * sizeof *bad), *queue = malloc(((size_t)n + 1) * sizeof *queue);
    uint8_t *has = malloc((size_t)n + 1);
    if (!bad || !queue || !has || gd_loopy_reverse(g, &roff, &from) != 0) {
        free(bad), free(queue), free(has);
        return -1;
    }
    uint32_t unlabelled = n, order = 0;
    for (uint32_t u = 0; u < n; u++) {
        gamma[u] = UNL;
        if (counter)
            counter[u] = 0;
    }
    for (uint32_t i = 0; unlabelled; i++) {
        uint32_t head = 0, tail = 0;
        memset(has, 0, n);
        for (uint32_t u = 0; u < n; u++) {
            bad[u] = 0;
            for (uint32_t e = g->off[u]; e < g->off[u + 1]; e++)
                bad[u] += gamma[g->to[e]] >= UNL;
            if (gamma[u] == UNL && !bad[u])
                queue[tail++] = u;
        }
        while (head < tail) {
            uint32_t u = queue[head++];
            if (gamma[u] != UNL || has[u])
                continue;
            gamma[u] = i;
            unlabelled--;
            if (counter)
                counter[u] = ++order;
            for (uint32_t e = roff[u]; e < roff[u + 1]; e++) {
                uint32_t p = from[e];
                if (has[p])
                    continue;
                has[p] = 1;
                if (gamma[p] < UNL)
                    continue; /* a finite follower was never bad */
                for (uint32_t f = roff[p]; f < roff[p + 1]; f++) {
                    uint32_t q = from[f];
                    if (--bad[q] == 0 && gamma[q] == UNL && !has[q])
                        queue[tail++] = q;
                }
            }
        }
        for (uint32_t u = 0; u < n; u++)
            if (gamma[u] == UNL && !has[u])
                gamma[u] = GD_LOOPY_INF, unlabelled--;
    }
    free(bad), free(queue), free(has), free(roff), free(from);
    return 0;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

uint32_t gd_loopy_inf_set(const gd_loopy_graph *g, const uint32_t *gamma, uint32_t u, uint32_t *k, uint32_t cap)
{
    uint32_t deg = g->off[u + 1] - g->off[u], m = 0;
    uint32_t *all = malloc((deg ? deg : 1) * sizeof *all);
    if (!all)
        return 0;
    for (uint32_t e = g->off[u]; e < g->off[u + 1]; e++)
        if (gamma[g->to[e]] != GD_LOOPY_INF)
            all[m++] = gamma[g->to[e]];
    qsort(all, m, sizeof *all, cmp_u32);
    uint32_t d = 0;
    for (uint32_t j = 0; j < m; j++)
        if (j == 0 || all[j] != all[j - 1]) {
            if (d < cap)
                k[d] = all[j];
            d++;
        }
    free(all);
    return d;
}

uint32_t gd_loopy_sum(uint32_t a, const uint32_t *ka, uint32_t na, uint32_t b, const uint32_t *kb, uint32_t nb,
                      uint32_t *gamma, uint32_t *k)
{
    if (a != GD_LOOPY_INF && b != GD_LOOPY_INF) {
        *gamma = a ^ b;
        return 0;
    }
    *gamma = GD_LOOPY_INF;
    if (a == GD_LOOPY_INF && b == GD_LOOPY_INF)
        return 0;
    const uint32_t *set = a == GD_LOOPY_INF ? ka : kb;
    uint32_t n = a == GD_LOOPY_INF ? na : nb, x = a == GD_LOOPY_INF ? b : a;
    for (uint32_t j = 0; j < n; j++)
        k[j] = set[j] ^ x;
    qsort(k, n, sizeof *k, cmp_u32);
    return n;
}
