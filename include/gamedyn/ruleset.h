/* ruleset.h - gd_ruleset_*: a part of twoheap.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_RULESET_H
#define GAMEDYN_PUBLIC_RULESET_H
#include "gamedyn/api.h"
#include "gamedyn/twoheap.h"

/* Parses text, then applies alter (NULL: none; S as after '^'). 0, or -1 with a one-line
 * message (zero vector, negative entry, empty set, malformed preset, unknown name). */
GD_API int gd_ruleset_parse(gd_ruleset *r, const char *text, const char *alter, char *err, size_t errlen);
GD_API void gd_ruleset_free(gd_ruleset *r);
/* The ruleset of an open two-heap game (the registry's families wythoff, maharaja, sub,
 * linear, nim2): moved into *r (the caller frees it), so the commands on rulesets open
 * them through the registry like every other command. 0, or -1 when g is not one. */
typedef struct gd_game gd_game;
typedef struct gd_game_family gd_game_family;
GD_API int gd_ruleset_take(gd_game *g, gd_ruleset *r);
/* Whether f (may be NULL) is one of those families. */
GD_API int gd_ruleset_family(const gd_game_family *f);
/* Whether (dr,ds) is a move vector of the ruleset. */
GD_API int gd_ruleset_is_move(const gd_ruleset *r, uint64_t dr, uint64_t ds);
/* Every move vector that fits at (a,b) (a-r >= 0, b-s >= 0), each once, sorted by (r,s),
 * into *out (malloc'd); the count, or -1 when out of memory. */
GD_API long gd_ruleset_moves(const gd_ruleset *r, uint64_t a, uint64_t b, gd_vec2 **out);
/* Whether (a,b) has a move (an ordinary one; perturbations aside). */
GD_API int gd_ruleset_has_move(const gd_ruleset *r, uint64_t a, uint64_t b);

#endif
