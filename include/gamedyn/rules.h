/* rules.h - gd_rules_*: a part of sheet.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_RULES_H
#define GAMEDYN_PUBLIC_RULES_H
#include "gamedyn/api.h"
#include "gamedyn/sheet.h"

GD_API const gd_rules *gd_rules_get(gd_sheet_game game);
/* "nim" or "chomp"; NULL if unknown. */
GD_API const gd_rules *gd_rules_by_name(const char *name);

/* Key of the lower-sheet mark set that feeds column y of sheet x. */
static inline uint64_t gd_rules_key(const gd_rules *r, uint64_t x, uint64_t y)
{
    return r->left_shift ? x + y : y;
}

/* Bit index of z in column y of sheet x (see the header comment). */
static inline uint64_t gd_rules_offset(const gd_rules *r, uint64_t x, uint64_t y)
{
    return r->left_shift ? x + y : 0;
}

/* Whether [x,y,z] is a position of the game (Chomp has no [0,0,0]). */
GD_API int gd_rules_is_position(const gd_rules *r, uint64_t x, uint64_t y, uint64_t z);
/* Whether [x,y,z] is the terminal position (Nim [0,0,0], Chomp [0,0,1]). */
GD_API int gd_rules_is_terminal(const gd_rules *r, uint64_t x, uint64_t y, uint64_t z);
/* Least z of column (x,y) that is a position. */
static inline uint64_t gd_rules_min_z(const gd_rules *r, uint64_t x, uint64_t y)
{
    return (r->game == GD_SHEET_CHOMP && x == 0 && y == 0) ? 1 : 0;
}

/* Every move from p, into out (capacity cap); returns the number of moves
 * (which may exceed cap: then only cap were written). */
GD_API uint64_t gd_rules_moves(const gd_rules *r, gd_xyz p, gd_xyz *out, uint64_t cap);

#endif
