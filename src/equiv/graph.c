/* A position's move graph as a coloured digraph for the isomorphism test: the game module's
 * move graph (gd_graph: the positions reachable from the root, node 0 the root) with the
 * root and the declared automatic N-positions coloured. nauty colours vertices, not arcs, so
 * a partizan graph is drawn in two layers (the nauty manual's way with arc colours; McKay and
 * Piperno 2014): position v is vertex v, with Left's moves, and vertex n + v, of a colour of
 * its own, with Right's; an arc v -> n + v ties the two. Two such graphs are isomorphic
 * exactly when the move graphs are with Left's moves mapped to Left's and Right's to Right's:
 * an isomorphism keeps the layers (their colours differ) and the tie (the only arcs between
 * them), so it maps the copies of a position together. */
#include "gamedyn/equiv.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static int by_pair(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;
    return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : (x[1] > y[1]) - (x[1] < y[1]);
}

/* The distinct moves of node i as (target, side) pairs sorted; their number, -1 when out of
 * memory. An impartial move read as partizan is both players'. */
static long node_moves(const gd_graph *gr, uint64_t i, int partizan, int both, uint64_t **out)
{
    gd_move *mv = NULL;
    uint64_t *to = NULL;
    long n = gd_graph_node_moves(gr, i, &mv, &to);
    if (n < 0)
        return -1;
    uint64_t *pair = malloc((size_t)(n ? n : 1) * (both ? 2 : 1) * 2 * sizeof *pair);
    if (!pair) {
        free(mv), free(to);
        return -1;
    }
    long k = 0;
    for (long j = 0; j < n; j++)
        for (int s = 0; s < (both ? 2 : 1); s++) {
            pair[2 * k] = to[j];
            pair[2 * k + 1] = both ? (uint64_t)s : partizan ? (uint64_t)mv[j].side : 0;
            k++;
        }
    free(mv), free(to);
    qsort(pair, (size_t)k, 2 * sizeof *pair, by_pair);
    long d = 0;
    for (long j = 0; j < k; j++)
        if (!d || pair[2 * d - 2] != pair[2 * j] || pair[2 * d - 1] != pair[2 * j + 1]) {
            pair[2 * d] = pair[2 * j];
            pair[2 * d + 1] = pair[2 * j + 1];
            d++;
        }
    *out = pair;
    return d;
}

int gd_equiv_move_graph(const gd_game *g, const gd_position *p, const gd_equiv_graph_options *o, gd_equiv_digraph *d,
                        uint64_t *positions, uint64_t *moves, char *err, size_t errlen)
{
    memset(d, 0, sizeof *d);
    uint64_t limit = o->max_nodes ? o->max_nodes : GD_EQUIV_DEFAULT_NODES;
    uint64_t max_bytes = o->max_bytes ? o->max_bytes : gd_game_default_max_mem();
    gd_graph_options go = {0, limit, max_bytes};
    gd_graph *gr = gd_graph_build(g, p, &go, err, errlen);
    if (!gr)
        return -1;
    int partizan = g->ops->kind == GD_GAME_PARTIZAN, both = !partizan && o->partizan;
    int layers = partizan || both ? 2 : 1;
    uint64_t n = gd_graph_nodes(gr), m = gd_graph_edges(gr) * (both ? 2 : 1);
    /* Up front, by the moves as listed (repeats included: at least what is kept). */
    uint64_t vertices = layers * n, arcs = m + (layers == 2 ? n : 0);
    char pb[256];
    if (vertices > GD_EQUIV_MAX_VERTICES || arcs > GD_EQUIV_MAX_ARCS) {
        gd_err(err, errlen, "the move graph of %s has %llu positions and %llu moves: %llu vertices and %llu arcs, "
                            "above the limits of the isomorphism test (%u vertices, %u arcs)",
               gd_game_format(g, p, pb, sizeof pb), (unsigned long long)n, (unsigned long long)m,
               (unsigned long long)vertices, (unsigned long long)arcs, GD_EQUIV_MAX_VERTICES, GD_EQUIV_MAX_ARCS);
        gd_graph_free(gr);
        return -1;
    }
    uint64_t need = vertices * sizeof(uint32_t) + arcs * 2 * sizeof(uint32_t) + gd_equiv_canon_bytes(vertices, arcs);
    if (need > max_bytes) {
        gd_err(err, errlen, "the move graph of %s needs about %.1f MB for the isomorphism test, above the memory bound "
                            "%.1f MB (--max-mem)",
               gd_game_format(g, p, pb, sizeof pb), need / 1e6, max_bytes / 1e6);
        gd_graph_free(gr);
        return -1;
    }
    uint32_t *colour = malloc((size_t)(vertices ? vertices : 1) * sizeof *colour);
    uint32_t *arc = malloc((size_t)(arcs ? arcs : 1) * 2 * sizeof *arc);
    if (!colour || !arc) {
        free(colour), free(arc);
        gd_graph_free(gr);
        gd_err(err, errlen, "out of memory (a move graph of %llu positions)", (unsigned long long)n);
        return -1;
    }
    uint64_t na = 0, distinct = 0;
    for (uint64_t i = 0; i < n; i++) {
        gd_position q;
        gd_value v;
        gd_graph_node(gr, i, &q, &v);
        colour[i] = (v.automatic ? GD_EQUIV_AUTOMATIC : GD_EQUIV_POSITION) + (i == 0);
        if (layers == 2) {
            colour[n + i] = colour[i] + GD_EQUIV_RIGHT_LAYER;
            arc[2 * na] = (uint32_t)i, arc[2 * na + 1] = (uint32_t)(n + i), na++;
        }
        uint64_t *pair = NULL;
        long k = node_moves(gr, i, partizan, both, &pair);
        if (k < 0) {
            free(colour), free(arc);
            gd_graph_free(gr);
            gd_err(err, errlen, "out of memory (a move graph of %llu positions)", (unsigned long long)n);
            return -1;
        }
        for (long j = 0; j < k; j++) {
            uint64_t shift = layers == 2 && pair[2 * j + 1] == GD_RIGHT ? n : 0;
            arc[2 * na] = (uint32_t)(i + shift), arc[2 * na + 1] = (uint32_t)(pair[2 * j] + shift), na++;
        }
        distinct += (uint64_t)k;
        free(pair);
    }
    gd_graph_free(gr);
    d->n = (uint32_t)vertices;
    d->colour = colour;
    d->m = na;
    d->arc = arc;
    *positions = n;
    *moves = distinct;
    return 0;
}

void gd_equiv_move_graph_free(gd_equiv_digraph *d)
{
    free((void *)d->colour);
    free((void *)d->arc);
    memset(d, 0, sizeof *d);
}
