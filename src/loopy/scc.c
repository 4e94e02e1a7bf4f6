/* Strongly connected components by Tarjan's algorithm (R. Tarjan, "Depth-first search and
 * linear graph algorithms", SIAM J. Computing 1972), on an explicit stack so that a long
 * chain of positions cannot overflow the call stack. A move lies on a cycle exactly when
 * both its ends are in one component; the move graph draws those moves apart. */
#include "gamedyn/loopy.h"
#include <stdlib.h>

#define NONE UINT32_MAX

long gd_loopy_components(const gd_loopy_graph *g, uint32_t *comp)
{
    uint32_t n = g->n;
    size_t sz = (size_t)n + 1;
    uint32_t *index = malloc(sz * sizeof *index), *low = malloc(sz * sizeof *low);
    uint32_t *stack = malloc(sz * sizeof *stack), *call = malloc(sz * sizeof *call), *next = malloc(sz * sizeof *next);
    uint8_t *on = calloc(sz, 1);
    if (!index || !low || !stack || !call || !next || !on) {
        free(index), free(low), free(stack), free(call), free(next), free(on);
        return -1;
    }
    for (uint32_t u = 0; u < n; u++)
        index[u] = NONE;
    uint32_t counter = 0, sp = 0, ncomp = 0;
    for (uint32_t root = 0; root < n; root++) {
        if (index[root] != NONE)
            continue;
        uint32_t depth = 0;
        call[depth++] = root;
        index[root] = low[root] = counter++;
        next[root] = g->off[root];
        stack[sp++] = root, on[root] = 1;
        while (depth) {
            uint32_t u = call[depth - 1];
            if (next[u] < g->off[u + 1]) {
                uint32_t v = g->to[next[u]++];
                if (index[v] == NONE) {
                    index[v] = low[v] = counter++;
                    next[v] = g->off[v];
                    stack[sp++] = v, on[v] = 1;
                    call[depth++] = v;
                } else if (on[v] && index[v] < low[u])
                    low[u] = index[v];
                continue;
            }
            if (low[u] == index[u]) {
                uint32_t w;
                do {
                    w = stack[--sp];
                    on[w] = 0;
                    comp[w] = ncomp;
                } while (w != u);
                ncomp++;
            }
            depth--;
            if (depth && low[u] < low[call[depth - 1]])
                low[call[depth - 1]] = low[u];
        }
    }
    free(index), free(low), free(stack), free(call), free(next), free(on);
    return (long)ncomp;
}
