/* Retrograde analysis of a finite game graph with cycles: the terminal nodes are lost for
 * the player to move; a node with a lost follower is won; a node all of whose followers
 * are won is lost; what is never reached so is a draw (neither player can force an end in
 * his favour, and the loser can always avoid losing). Worked backwards from the terminal
 * nodes with a count of each node's followers not yet known to be won, once over every
 * move. The queue is first in, first out, so nodes leave it in order of remoteness: the
 * first lost follower that makes a node won is one of least remoteness, and the follower
 * whose turn makes a node lost is one of largest. */
#include "gamedyn/loopy.h"
#include "loopy_impl.h"
#include <stdlib.h>

/* The predecessors in compressed rows (each move once, so repeats stay repeats). */
int gd_loopy_reverse(const gd_loopy_graph *g, uint32_t **poff, uint32_t **pfrom)
{
    uint32_t n = g->n, m = g->off[n];
    uint32_t *off = calloc((size_t)n + 1, sizeof *off), *from = malloc((m ? m : 1) * sizeof *from);
    uint32_t *at = malloc(((size_t)n + 1) * sizeof *at);
    if (!off || !from || !at) {
        free(off), free(from), free(at);
        return -1;
    }
    for (uint32_t e = 0; e < m; e++)
        off[g->to[e] + 1]++;
    for (uint32_t u = 0; u < n; u++)
        off[u + 1] += off[u];
    for (uint32_t u = 0; u <= n; u++)
        at[u] = off[u];
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t e = g->off[u]; e < g->off[u + 1]; e++)
            from[at[g->to[e]]++] = u;
    free(at);
    *poff = off, *pfrom = from;
    return 0;
}

int gd_loopy_outcomes(const gd_loopy_graph *g, uint8_t *outcome, uint32_t *rem)
{
    uint32_t n = g->n, *roff, *from;
    uint32_t *left = malloc(((size_t)n + 1) * sizeof *left), *queue = malloc(((size_t)n + 1) * sizeof *queue);
    uint32_t *r = rem ? rem : malloc(((size_t)n + 1) * sizeof *r);
    if (!left || !queue || !r || gd_loopy_reverse(g, &roff, &from) != 0) {
        free(left), free(queue);
        if (!rem)
            free(r);
        return -1;
    }
    uint32_t head = 0, tail = 0;
    for (uint32_t u = 0; u < n; u++) {
        left[u] = g->off[u + 1] - g->off[u];
        outcome[u] = GD_LOOPY_D;
        r[u] = 0;
        if (!left[u])
            outcome[u] = GD_LOOPY_P, queue[tail++] = u;
    }
    while (head < tail) {
        uint32_t v = queue[head++];
        for (uint32_t e = roff[v]; e < roff[v + 1]; e++) {
            uint32_t u = from[e];
            if (outcome[u] != GD_LOOPY_D)
                continue;
            if (outcome[v] == GD_LOOPY_P)
                outcome[u] = GD_LOOPY_N, r[u] = r[v] + 1, queue[tail++] = u;
            else if (--left[u] == 0)
                outcome[u] = GD_LOOPY_P, r[u] = r[v] + 1, queue[tail++] = u;
        }
    }
    free(left), free(queue), free(roff), free(from);
    if (!rem)
        free(r);
    return 0;
}

int gd_loopy_outcome_of(uint32_t gamma, int zero_in_set)
{
    if (gamma != GD_LOOPY_INF)
        return gamma ? GD_LOOPY_N : GD_LOOPY_P;
    return zero_in_set ? GD_LOOPY_N : GD_LOOPY_D;
}
