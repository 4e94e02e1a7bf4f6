/* brute.h - an independent game-tree solver, written from the rules alone
 * (not from the sheet recursion and not from gd_rules_moves): the referee
 * every fast algorithm is checked against. */
#ifndef GAMEDYN_BRUTE_H
#define GAMEDYN_BRUTE_H
#include "gamedyn/sheet.h"

typedef struct brute brute;
/* game: "nim" or "chomp"; V may be NULL. Positions with coordinates in a box
 * large enough for every position reachable from x,y,z <= b are solved. */
brute *brute_new(const char *game, const gd_perturb *V, int b);
/* With a pool of K shared passes (positions carry 0..K passes left; no pass from the
 * terminal position); brute_new is K = 1. */
brute *brute_new_passes(const char *game, const gd_perturb *V, int b, int K);
void brute_free(brute *bf);
/* 1 if [x,y,z] (with `pass` passes left: 0 or 1 for brute_new, 0..K) is P, else 0. */
int brute_is_p(brute *bf, int x, int y, int z, int pass);
/* 1 if [x,y,z] has a move lowering x to a P-position of the same layer: an instant winner. */
int brute_is_instant_winner(brute *bf, int x, int y, int z, int pass);
/* Calls fn for every game and variant the tests check against the brute force:
 * plain, with a pass, finite V (a P-position, the terminal, three points, three
 * random sets from a fixed seed), random V (four seeds) and random V plus points. */
typedef void (*brute_variant_fn)(const char *game, gd_variant variant, const gd_perturb *V, const char *label);
void brute_each_variant(brute_variant_fn fn);

/* Chomp sheet by sheet, explicitly and from the rules alone: no tails, no proofs, no
 * engine code. Column y of sheet x holds at most one P (the moves [x,y,z-t]); z is the
 * least value none of the other moves turns into a win. Sheet x is exact on the columns
 * y < ncols(x) = Y + X - x + 1 (a lower sheet x - t feeds column y through its column
 * y + t). pass = 1: the positions with the pass available (the plain game is computed
 * alongside: the pass to [x,y,z] wins when the plain game has its P there); pass = K <= 8:
 * all K passes left (the games with K-1, ..., 0 left alongside, each one's P's the next
 * one's pass-winners). z[x][y] is the
 * P of column y, or UINT32_MAX when the column has none (the sheet ended, or [x',0,0] is
 * P below). v (or NULL): one declared automatic N-position, with the pass available when
 * pass = 1. Returns the rows (malloc'd; brute_sheets_free). */
uint32_t **brute_chomp_sheets(int pass, int X, int Y, const gd_xyz *v);
void brute_sheets_free(uint32_t **z, int X);
#endif
