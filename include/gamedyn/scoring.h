/* scoring.h - guaranteed scoring games as values (Larsson, Neto, Nowakowski and Santos,
 * "Guaranteed scoring games", 2016). A game is {Left options | Right options}; a side
 * without options carries a score, its atom (written ^s), which is the final score when the
 * player to move has no move there. A context owns a hash-consed store of forms: a game is
 * a 32-bit id, and the canonical forms (the four reductions of the paper) are unique, so
 * two games are equal exactly when the ids of their canonical forms are. Scores are exact
 * dyadic rationals. The theory, the notation and what is proved: docs/scoring.md. */
#ifndef GAMEDYN_SCORING_H
#define GAMEDYN_SCORING_H
#include "gamedyn/api.h"
#include "gamedyn/cgt.h"
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

typedef uint32_t gd_scoring_id;
#define GD_SCORING_NONE UINT32_MAX

typedef struct gd_scoring gd_scoring;

/* A new, empty context; NULL when out of memory. */
GD_API gd_scoring *gd_scoring_new(void);
GD_API void gd_scoring_free(gd_scoring *s);
/* The first failure of the context (out of memory or its bound, a score out of range, a
 * game that is not guaranteed), or NULL. Every operation after a failure returns
 * GD_SCORING_NONE or -1. */
GD_API const char *gd_scoring_error(const gd_scoring *s);
GD_API void gd_scoring_set_max_bytes(gd_scoring *s, uint64_t bytes);
/* Take the store's bytes from b (not owned; it outlives s) and refuse to grow past its bound,
 * the store counting together with the other parts of a computation (NULL: no budget). What
 * the store holds already is charged to b. */
GD_API void gd_scoring_set_budget(gd_scoring *s, gd_budget *b);
GD_API uint64_t gd_scoring_bytes(const gd_scoring *s);
/* The number of forms stored (canonical and not). */
GD_API size_t gd_scoring_size(const gd_scoring *s);

/* One side of a game: its n options, or, when n == 0, the atom's score. */
typedef struct {
    const gd_scoring_id *opt;
    size_t n;
    gd_dyadic atom;
} gd_scoring_side;

/* The game {left | right} as given (options in any order, repeats dropped), not reduced.
 * Refused (GD_SCORING_NONE, the context failed) when it is not guaranteed: a side without
 * options must carry a score no larger (Left's atom) or no smaller (Right's atom) than
 * every score of the game. */
GD_API gd_scoring_id gd_scoring_form(gd_scoring *s, gd_scoring_side left, gd_scoring_side right);
/* The same game reduced to its canonical form. */
GD_API gd_scoring_id gd_scoring_make(gd_scoring *s, gd_scoring_side left, gd_scoring_side right);
GD_API gd_scoring_id gd_scoring_canonical(gd_scoring *s, gd_scoring_id g);
/* The number x: {^x | ^x}, no option on either side. */
GD_API gd_scoring_id gd_scoring_number(gd_scoring *s, gd_dyadic x);
/* Conway's integer n embedded (the paper's hat n): n > 0 is {hat(n-1) | ^0}, n < 0 is
 * {^0 | hat(n+1)}; |n| <= 4096. Canonical. */
GD_API gd_scoring_id gd_scoring_waiting(gd_scoring *s, int64_t n);

/* A side of a stored game (the options stay valid until the next game is stored). */
GD_API gd_scoring_side gd_scoring_left(const gd_scoring *s, gd_scoring_id g);
GD_API gd_scoring_side gd_scoring_right(const gd_scoring *s, gd_scoring_id g);
/* The height of the game tree (atoms alone: 0). */
GD_API uint32_t gd_scoring_birthday(const gd_scoring *s, gd_scoring_id g);

/* The outcome o(G) = (o_L, o_R): the final score under optimal play (Left maximizes, Right
 * minimizes) when Left, or Right, moves first. */
GD_API void gd_scoring_outcome(const gd_scoring *s, gd_scoring_id g, gd_dyadic *ol, gd_dyadic *or_);
/* The four stops of the order test (paper, section 3): the pessimistic Left stop and
 * Right stop Ls-, Rs- (Right may wait: G played beside a long run of Right's waiting
 * moves), and the optimistic Ls+, Rs+ (Left may wait). */
typedef struct {
    gd_dyadic ls_lo, rs_lo, ls_hi, rs_hi;
} gd_scoring_stops;
GD_API void gd_scoring_stops_of(const gd_scoring *s, gd_scoring_id g, gd_scoring_stops *st);

/* Disjunctive sum (a side is empty in G + H when it is in both; atoms add), conjugate
 * -G (the players swapped, scores negated) and G + (-H); canonical forms. */
GD_API gd_scoring_id gd_scoring_sum(gd_scoring *s, gd_scoring_id g, gd_scoring_id h);
GD_API gd_scoring_id gd_scoring_neg(gd_scoring *s, gd_scoring_id g);
GD_API gd_scoring_id gd_scoring_diff(gd_scoring *s, gd_scoring_id g, gd_scoring_id h);

/* G >= H: o(G + X) >= o(H + X) (both coordinates) for every guaranteed X; decided by the
 * constructive test of the paper. 1, 0, or -1 after a failure. */
GD_API int gd_scoring_geq(gd_scoring *s, gd_scoring_id g, gd_scoring_id h);
/* As the partizan order: GD_CGT_EQUAL, LESS, GREATER, CONFUSED (incomparable), or ERROR. */
GD_API gd_cgt_cmp gd_scoring_compare(gd_scoring *s, gd_scoring_id g, gd_scoring_id h);

/* The text (docs/scoring.md): a number 3, -1/2 is {^3|^3}; <A|B> a game whose sides A and
 * B are each '^s' (no option, the atom s) or options separated by commas; G + H, G - H,
 * -G, ( ). Parses the whole text to the canonical form; 0, or -1 with a one-line message
 * naming the position of the problem. */
GD_API int gd_scoring_parse(gd_scoring *s, const char *text, gd_scoring_id *out, char *err, size_t errlen);
/* The same without reducing: the form as written (sums and negatives still reduce). */
GD_API int gd_scoring_parse_form(gd_scoring *s, const char *text, gd_scoring_id *out, char *err, size_t errlen);
/* Prints g in that notation (snprintf semantics); what it prints reads back to the same
 * form. */
GD_API size_t gd_scoring_print(const gd_scoring *s, gd_scoring_id g, char *buf, size_t len);

/* The size of g's canonical form (docs/scoring.md, "Forms as graphs"): its distinct subforms
 * other than numbers (g included), the length of its text in characters (UINT64_MAX when
 * larger), its birthday. 0, or -1 when out of memory. */
typedef struct {
    uint64_t forms, text_length;
    uint32_t birthday;
} gd_scoring_extent_info;
GD_API int gd_scoring_extent(const gd_scoring *s, gd_scoring_id g, gd_scoring_extent_info *out);

/* Forms written as a graph: a line "gK<TAB><A|B>" per distinct subform, each option a number
 * or the name gK of an earlier line, the lines numbered on from first and never repeated
 * within one writer. gd_scoring_dag_write writes the lines g still needs and puts g's name
 * (gK, or the number) in name; 0, or -1 when out of memory or the file fails. The writer
 * reads s, which must outlive it. */
typedef struct gd_scoring_dag gd_scoring_dag;
GD_API gd_scoring_dag *gd_scoring_dag_new(const gd_scoring *s, uint64_t first);
GD_API void gd_scoring_dag_free(gd_scoring_dag *d);
GD_API int gd_scoring_dag_write(gd_scoring_dag *d, gd_scoring_id g, FILE *f, char *name, size_t len);
/* The number of the next line to be written. */
GD_API uint64_t gd_scoring_dag_next(const gd_scoring_dag *d);

/* == the survey's claims (dicots.c; docs/scoring.md, "Dicots born by day n") == */
/* A claim tested: how often, how often it held, and a counterexample (malloc'd text, NULL
 * when none). */
typedef struct {
    uint64_t tested, held;
    char *counterexample;
} gd_claim_count;
/* Over the dicot games born by day (0..3) with integer scores lo..hi (at most 5 of them):
 * G - G = 0 for each game, o_L(G) + o_R(H) <= o_L(G + H) for every ordered pair (or pairs
 * random pairs, xorshift from seed, when there are more); both again among Milnor's games
 * alone (dicots with o_L >= o_R at every position of the form: their own pairs); the
 * shortest counterexample is kept. 0, or -1 with err (s failed, or memory). Free the texts
 * with _free. */
typedef struct {
    uint64_t games, milnor;
    gd_claim_count inverse, inverse_milnor, inequality, inequality_milnor;
} gd_scoring_dicot_claims;
GD_API int gd_scoring_dicot_claims_run(gd_scoring *s, int lo, int hi, int day, long pairs, uint64_t seed,
                                       gd_scoring_dicot_claims *out, char *err, size_t errlen);
GD_API void gd_scoring_dicot_claims_free(gd_scoring_dicot_claims *c);

#endif
