/* == equiv == whether two positions, of one game or of two, are the same game: equal in play
 * (the same value: Grundy values of impartial games, canonical forms of partizan ones) and,
 * a stronger question, whether their move graphs are isomorphic (nauty's canonical
 * labelling). Source: src/equiv/. docs/equiv.md has the definitions and the sources.
 *
 * Equal in play: G = H when G - H is a second-player win (Conway, On Numbers and Games,
 * 1976). Both impartial: their Grundy values are equal (Sprague 1935, Grundy 1939), any
 * size. Otherwise both are valued as canonical forms in one cgt context, an impartial one as
 * the nimber *G of its Grundy value (an impartial game is a partizan game whose two players
 * have the same options), and the two ids are compared (equal forms, equal ids).
 *
 * Isomorphic move graphs: the move graph of a position is every position reachable from it,
 * an arc for each move. Two are isomorphic when a bijection of the positions maps the root
 * to the root, declared automatic N-positions to such positions, and moves to moves (of the
 * same player, for partizan games). Moves from one position to one other position count
 * once (a game's options form a set). A partizan move graph is drawn in two layers, Left's
 * moves and Right's; an impartial game compared with a partizan one is read as partizan,
 * each of its moves open to both players. */
#ifndef GAMEDYN_EQUIV_H
#define GAMEDYN_EQUIV_H
#include "gamedyn/api.h"
#include "gamedyn/cgt.h"
#include "gamedyn/game.h"
#include <stddef.h>
#include <stdint.h>

/* == coloured digraphs and their canonical forms (src/equiv/iso.c) == */

/* A digraph on vertices 0..n-1, each with a colour, and m arcs, arc k from arc[2k] to
 * arc[2k+1] (repeated arcs count once, loops are allowed). */
typedef struct {
    uint32_t n;
    const uint32_t *colour;
    uint64_t m;
    const uint32_t *arc;
} gd_equiv_digraph;

/* The most vertices and arcs a digraph may have for gd_equiv_canon. */
#define GD_EQUIV_MAX_VERTICES 1000000u
#define GD_EQUIV_MAX_ARCS 20000000u

/* Whether this build has nauty (the canonical labelling): 1, or 0 (gd_equiv_canon refuses). */
GD_API int gd_equiv_have_nauty(void);
/* The bytes gd_equiv_canon allocates for a digraph of n vertices and m arcs (an estimate
 * of nauty's work space included), for the refusal up front. */
GD_API uint64_t gd_equiv_canon_bytes(uint64_t n, uint64_t m);

/* The canonical form of d: a certificate (malloc'd words into *cert, their number into
 * *len) equal for two digraphs exactly when a bijection of their vertices keeps the colours
 * and maps the arcs of one onto the arcs of the other. 0, or -1 with err (no nauty in this
 * build, above the limits, out of memory). */
GD_API int gd_equiv_canon(const gd_equiv_digraph *d, uint32_t **cert, size_t *len, char *err, size_t errlen);
/* Whether a and b are isomorphic (the colours kept): 1 or 0, or -1 with err. */
GD_API int gd_equiv_isomorphic(const gd_equiv_digraph *a, const gd_equiv_digraph *b, char *err, size_t errlen);

/* == move graphs as coloured digraphs (src/equiv/graph.c) == */

/* The colours of a move graph's vertices. */
enum {
    GD_EQUIV_POSITION = 0,  /* a position */
    GD_EQUIV_ROOT = 1,      /* the position asked about */
    GD_EQUIV_AUTOMATIC = 2, /* a declared automatic N-position (not the root) */
    GD_EQUIV_AUTOMATIC_ROOT = 3,
    /* Partizan graphs: added to a position's colour for its copy in the layer of Right's
     * moves (src/equiv/graph.c) */
    GD_EQUIV_RIGHT_LAYER = 4,
};

typedef struct {
    uint64_t max_nodes; /* refuse move graphs of more positions (0: GD_EQUIV_DEFAULT_NODES) */
    uint64_t max_bytes; /* the memory bound (0: 80% of available memory) */
    int partizan;       /* read an impartial game as partizan (both players' moves) */
} gd_equiv_graph_options;

#define GD_EQUIV_DEFAULT_NODES 100000u

/* The move graph of p as a coloured digraph (arrays malloc'd; gd_equiv_move_graph_free),
 * with *positions its positions and *moves its distinct moves. 0, or -1 with err (above
 * max_nodes or the limits of gd_equiv_canon, the memory bound; the message gives the size). */
GD_API int gd_equiv_move_graph(const gd_game *g, const gd_position *p, const gd_equiv_graph_options *o, gd_equiv_digraph *d,
                               uint64_t *positions, uint64_t *moves, char *err, size_t errlen);
GD_API void gd_equiv_move_graph_free(gd_equiv_digraph *d);

/* == equal in play (src/equiv/play.c) == */

typedef struct {
    int partizan;       /* valued as a canonical form (form, in the context given); else grundy */
    uint64_t grundy;    /* impartial games: the Grundy value */
    gd_cgt_id form;     /* the canonical form (partizan, or impartial beside a partizan one) */
    uint64_t positions; /* the positions (partizan: keys of values) the solver holds; 0: an oracle */
} gd_equiv_value;

/* The value of p: impartial games their Grundy value (the family's oracle, else the generic
 * solver), with as_form also the nimber *G in c (G <= 1024, else refused); partizan games
 * their canonical form in c (gd_solver_value). Refuses positions without a value (a
 * reachable declared automatic N-position, a blocking game). 0, or -1 with err. */
GD_API int gd_equiv_value_of(const gd_game *g, const gd_position *p, gd_cgt *c, int as_form, uint64_t max_bytes,
                             gd_equiv_value *v, char *err, size_t errlen);

/* G against H in play: GD_CGT_EQUAL when G = H, else their order (two impartial games of
 * different values are confused, GD_CGT_CONFUSED), with each value in *vg, *vh (forms in
 * c). GD_CGT_CMP_ERROR with err. */
GD_API gd_cgt_cmp gd_equiv_play(const gd_game *g, const gd_position *p, const gd_game *h, const gd_position *q, gd_cgt *c,
                                uint64_t max_bytes, gd_equiv_value *vg, gd_equiv_value *vh, char *err, size_t errlen);

#endif
