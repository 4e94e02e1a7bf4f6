/* graph.h - gd_graph_*: a part of game.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_GRAPH_H
#define GAMEDYN_PUBLIC_GRAPH_H
#include "gamedyn/api.h"
#include "gamedyn/game.h"

/* Explores and solves; NULL with err when above max_nodes (the message gives the size). */
GD_API gd_graph *gd_graph_build(const gd_game *g, const gd_position *root, const gd_graph_options *o, char *err,
                                size_t errlen);
GD_API uint64_t gd_graph_nodes(const gd_graph *gr);
GD_API uint64_t gd_graph_edges(const gd_graph *gr);
/* Graphviz DOT (labels escaped); 0, or -1 on a write error. */
GD_API int gd_graph_write_dot(const gd_graph *gr, FILE *f);
/* Node i (0 .. gd_graph_nodes - 1; node 0 is the root): its position and value. */
GD_API void gd_graph_node(const gd_graph *gr, uint64_t i, gd_position *p, gd_value *v);
/* The moves of node i in the game's order, *mv (malloc'd, the caller frees it) with the node
 * each leads to in to[k] (malloc'd too): their number, or -1 when out of memory. */
GD_API long gd_graph_node_moves(const gd_graph *gr, uint64_t i, gd_move **mv, uint64_t **to);
GD_API void gd_graph_free(gd_graph *gr);

#endif
