/* == sum == the disjunctive sum of games (Sprague-Grundy): a move is a move in exactly one
 * component; whoever cannot move in any component loses. Source: src/game/.
 *
 * A sum is itself a gd_game (name "sum"), and the registry's combinator "sum" (its entry
 * opens the instance and its position at once from "sum:COMPONENTS"), so query, graph,
 * play and the generic solver work on it. Its components are any registered games (through game.h only: no game is
 * special-cased), each at its own position and with its own variant (its own pass is a
 * move of that component; a pass shared by the whole sum is a different game, not this
 * one). The sum game's fast oracles are the Sprague-Grundy theorem: the value of the sum
 * is the XOR (nim-sum) of the components' values, it is P exactly when that is 0, and
 * its winning moves are the moves of a component i of value g_i to a position of value
 * g_i XOR S, S the nim-sum. docs/sums.md has the layout, the syntax and the checks.
 *
 * Position layout: c[0] records how many coordinates each component has (4 bits each,
 * component i in bits 4i..4i+3), c[1..] the components' coordinates one after the other;
 * flags bit i is component i's passes left (0 or 1). So components may change their
 * number of coordinates as they are played, and a sum holds at most
 * GD_SUM_MAX_COORDS coordinates of its components. */
#ifndef GAMEDYN_SUM_H
#define GAMEDYN_SUM_H
#include "gamedyn/api.h"
#include "gamedyn/cgt.h"
#include "gamedyn/game.h"

#define GD_SUM_MAX_COMPONENTS 16
#define GD_SUM_MAX_COORDS (GD_GAME_MAX_COORDS - 1)

/* Opens the sum of parts[0..n-1] at the positions starts[0..n-1] and writes the sum's
 * position to *p. Takes ownership of the parts (they are freed with the sum, or at once
 * on failure). max_mem is the sum's budget (0: 80% of available memory): the generic solver
 * runs that value components without a Grundy oracle, the forms, the scoring tables and the
 * components' own tables share it (a component whose budget holds nothing yet draws from the
 * sum's while it is in the sum). A sum with a partizan component is a
 * partizan game: a move of an impartial component is open to both players (listed once
 * as Left's, then once as Right's), and its oracles add the components' values as
 * canonical forms (gd_sum_partizan_winning). Refuses, with a one-line reason: blocking or
 * perturbed components (no Grundy value), positions with flags or more than one pass, and
 * sums of more than GD_SUM_MAX_COORDS coordinates. NULL with err. */
GD_API gd_game *gd_sum_new(gd_game **parts, const gd_position *starts, int n, uint64_t max_mem, gd_position *p, char *err,
                           size_t errlen);

/* Opens the sum written "COMPONENT [OPTIONS] COMPONENT [OPTIONS] ...": a component is a
 * registered game and its position ("nim:7", "wythoff:3,5", "sub:3:4,5"); the options
 * after a component apply to it: any option the registry declares (--pass, --blocking B,
 * --perturb SPEC, ...), checked against that component's family; blocking and perturbed
 * components are then refused with the reason. NULL with err. */
GD_API gd_game *gd_sum_open(const char *spec, uint64_t max_mem, gd_position *p, char *err, size_t errlen);

/* Whether g is a sum (opened here). */
GD_API int gd_sum_is_sum(const gd_game *g);
GD_API int gd_sum_components(const gd_game *sum);
GD_API const gd_game *gd_sum_component(const gd_game *sum, int i);
/* Component i's position in the sum's position p. */
GD_API void gd_sum_part(const gd_game *sum, const gd_position *p, int i, gd_position *q);
/* p with component i's position replaced by q; 0, or -1 with err (q does not fit). */
GD_API int gd_sum_with_part(const gd_game *sum, const gd_position *p, int i, const gd_position *q, gd_position *out,
                            char *err, size_t errlen);
/* "nim:[4,9] --pass": component i at q as the sum syntax writes it. */
GD_API const char *gd_sum_label(const gd_game *sum, int i, const gd_position *q, char *buf, size_t len);

/* The most values of an infinite value's set a component may have in a sum. */
#define GD_SUM_MAX_SET 256
typedef struct {
    uint64_t grundy;
    int by_solver;      /* from the generic solver (the game has no Grundy oracle for it) */
    uint64_t positions; /* then: the positions that solver holds */
    int infinite;       /* a loopy component's infinite value (grundy then unused), with */
    uint32_t nset;      /* its set K: the distinct finite values of its options, ascending */
    uint64_t set[GD_SUM_MAX_SET];
} gd_sum_value;

/* The sum's value by Smith's theorem (docs/loopy.md, "Sums") from its k components' values:
 * the XOR of the finite ones when none is infinite; infinity with the set {x XOR b : x in K}
 * when exactly one is (K its set, b the XOR of the others); infinity with the empty set when
 * two or more are. *outcome: 'P' (value 0), 'N' (finite nonzero, or infinite with 0 in its
 * set: a move to a P-position), or 'D' (a draw). 0, or -1 when a finite value beside an
 * infinite one is beyond the loopy module's 32-bit values (gd_loopy_sum). */
GD_API int gd_sum_total(const gd_sum_value *v, int k, gd_sum_value *total, char *outcome);

/* The Grundy value of component i at q: the game's Grundy oracle, else the generic solver
 * (kept, so later questions about q's options are look-ups), refused up front with its
 * estimate when above the memory bound; a loopy component's value may be infinite (with
 * its set; refused when the set has more than GD_SUM_MAX_SET values). 0, or -1 with err. */
GD_API int gd_sum_value_of(const gd_game *sum, int i, const gd_position *q, gd_sum_value *v, char *err, size_t errlen);

/* Every move of component i from q to a position of Grundy value t, in the component's move
 * order: the game's to_value oracle (huge Nim heaps), else for t = 0 its winning-move
 * oracle, else its move list filtered by value. The count written to *out (malloc'd), or
 * -1 with err. */
GD_API long gd_sum_moves_to_value(const gd_game *sum, int i, const gd_position *q, uint64_t t, gd_move **out,
                                  char *err, size_t errlen);

typedef struct {
    int component;     /* 0-based */
    gd_move move; /* a move of that component (its own position, not the sum's) */
} gd_sum_move;

/* Every winning move from p as (component, move), by component then in the component's
 * move order; values[i] (may be NULL) receives each component's value and *nim_sum the XOR
 * of the finite ones. With one infinite component the winning moves are its moves to the
 * finite value b (the others' XOR) when b is in its set; with two or more there are none
 * (gd_sum_total). The count written to *out (malloc'd; 0 when p is a P-position or a draw),
 * or -1 with err. */
GD_API long gd_sum_winning(const gd_game *sum, const gd_position *p, gd_sum_value *values, uint64_t *nim_sum,
                           gd_sum_move **out, char *err, size_t errlen);

/* == sums with a partizan component: values (Conway's theory; docs/sums.md) == */

/* The largest Grundy value an impartial component may have beside partizan ones: it
 * enters as the nimber *G, built by the cgt module up to *1024. */
#define GD_SUM_MAX_NIMBER 1024

/* The cgt context the sum's values live in: its own, made at first use, unless one was
 * given by gd_sum_share_cgt (only before the first value). NULL when out of memory. */
GD_API gd_cgt *gd_sum_cgt(const gd_game *sum);
GD_API void gd_sum_share_cgt(gd_game *sum, gd_cgt *c);

typedef struct {
    gd_cgt_id form;     /* the value in gd_sum_cgt(sum) */
    int partizan;       /* the component's canonical form; else the nimber *grundy */
    uint64_t grundy;    /* impartial components */
    int by_solver;      /* from the generic solver (impartial: no Grundy oracle for it) */
    uint64_t positions; /* then: the positions (partizan: the keys of values) that solver holds */
} gd_sum_form;

/* The value of component i at q: partizan, its canonical form by the component's solver
 * (gd_solver_value, in the sum's context); impartial, the nimber of gd_sum_value_of,
 * refused above *GD_SUM_MAX_NIMBER. Works for every sum. 0, or -1 with err. */
GD_API int gd_sum_form_of(const gd_game *sum, int i, const gd_position *q, gd_sum_form *v, char *err, size_t errlen);

/* A sum with a partizan component at p: values[i] (may be NULL) each component's value,
 * *total (may be NULL) the sum of them, and every winning move as (component, move) with
 * move.side the player making it: a Left move wins iff the value after it is >= 0 (Right,
 * moving next, loses), a Right move iff it is <= 0. Impartial components' moves are tried
 * for both players. In the sum game's move order (by component; an impartial component's
 * Left moves, then its Right moves). The count written to *out (malloc'd), or -1 with err. */
GD_API long gd_sum_partizan_winning(const gd_game *sum, const gd_position *p, gd_sum_form *values, gd_cgt_id *total,
                                    gd_sum_move **out, char *err, size_t errlen);

#endif
