/* == loopy == finite game graphs that may have cycles (src/loopy/): retrograde analysis
 * (win, loss or draw, and remoteness), the generalized Sprague-Grundy function of Smith and
 * Fraenkel, the strongly connected components (which moves lie on a cycle) and the value of
 * a sum by Smith's theorem. docs/loopy.md has the definitions and the sources.
 *
 * A graph is given by its followers in compressed rows: node u's moves lead to
 * to[off[u]] .. to[off[u+1]-1] (repeats allowed). A node without followers is terminal:
 * the player to move there loses (normal play); a play that never ends is a draw.
 */
#ifndef GAMEDYN_LOOPY_H
#define GAMEDYN_LOOPY_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t n;          /* nodes */
    const uint32_t *off; /* n + 1 offsets into to */
    const uint32_t *to;  /* off[n] followers */
} gd_loopy_graph;

/* The outcome of a node: the player to move loses (P), wins (N), or neither can force a
 * win (D). */
enum { GD_LOOPY_P = 0, GD_LOOPY_N = 1, GD_LOOPY_D = 2 };

/* The value infinity of the generalized Sprague-Grundy function. */
#define GD_LOOPY_INF UINT32_MAX

/* Retrograde analysis: outcome[u] (GD_LOOPY_P, N or D) and, for P and N, rem[u] the
 * remoteness (0 at a terminal node; N: 1 + the least remoteness of a P follower; P: 1 +
 * the largest remoteness of a follower); rem[u] is 0 for D. rem may be NULL. O(n + edges);
 * 0, or -1 when out of memory. */
GD_API int gd_loopy_outcomes(const gd_loopy_graph *g, uint8_t *outcome, uint32_t *rem);

/* The generalized Sprague-Grundy function gamma (Fraenkel and Yesha's labelling): gamma[u]
 * a finite value or GD_LOOPY_INF (infinity; its set K is the finite values of u's followers,
 * gd_loopy_inf_set). counter (may be NULL) receives the order in which the finite values
 * were given, a counter function of the definition; 0 for infinite nodes. 0, or -1 when out
 * of memory. */
GD_API int gd_loopy_gamma(const gd_loopy_graph *g, uint32_t *gamma, uint32_t *counter);

/* The set K of an infinite node u: the distinct finite values of its followers, ascending,
 * into k (capacity cap); their number (which may exceed cap). */
GD_API uint32_t gd_loopy_inf_set(const gd_loopy_graph *g, const uint32_t *gamma, uint32_t u, uint32_t *k, uint32_t cap);

/* The outcome read from a value (Smith): 0 is P; a finite nonzero value N; infinity is N
 * when its set holds 0 (a move to a P-position) and D otherwise. */
GD_API int gd_loopy_outcome_of(uint32_t gamma, int zero_in_set);

/* Smith's theorem for a disjunctive sum: the value of G + H from a, b (values) and their
 * sets ka, kb (na, nb entries, used when infinite): a XOR b when both are finite; infinity
 * with the set {x XOR b : x in ka} when only a is infinite (and symmetrically); infinity
 * with the empty set when both are. The sum's value into *gamma and its set into k (room
 * for na or nb entries, ascending): its size. */
GD_API uint32_t gd_loopy_sum(uint32_t a, const uint32_t *ka, uint32_t na, uint32_t b, const uint32_t *kb, uint32_t nb,
                             uint32_t *gamma, uint32_t *k);

/* Strongly connected components: comp[u] numbers u's component. A move u -> v lies on a
 * cycle iff comp[u] == comp[v]. The number of components, or -1 when out of memory. */
GD_API long gd_loopy_components(const gd_loopy_graph *g, uint32_t *comp);

#endif
