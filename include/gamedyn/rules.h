/* rules.h - a game's rules, as the sheet recursion sees them.
 *
 * Positions are [x,y,z]; sheet x holds the positions with first coordinate x.
 * The recursion needs three facts about a game:
 *   - where the P-positions of lower sheets put their N-marks on sheet x
 *     (Nim: straight up, column y; Chomp: shifted left one column per level,
 *     so column y of W_x is fed by the antidiagonal s = x + y: the left shift L);
 *   - which same-sheet parents the supermex M marks above a new P
 *     (both: the rest of the column; Nim: the row to the right; Chomp: the
 *     45-degree implied diagonal (y+t, z-t));
 *   - Chomp's extra moves: the deadly diagonal D (a column-0 loser [x',0,z*]
 *     kills every later position with x+y+z = x'+z*), a P at z = 0 ending the
 *     sheet, and the moves to [x-t,0,0].
 * Indexing marks by n = z + offset(x,y) (offset 0 for Nim, x+y for Chomp)
 * puts the lower-sheet marks, the implied diagonals and D on one bit index.
 */
#ifndef GAMEDYN_RULES_H
#define GAMEDYN_RULES_H
#include <stdint.h>

typedef enum { GD_GAME_NIM = 0, GD_GAME_CHOMP = 1 } gd_game;

typedef struct {
    gd_game game;
    const char *name;
    int left_shift;      /* L: lower sheets feed column y along the antidiagonal x+y */
    int deadly_diagonal; /* D: column-0 losers mark x+y+z on all later sheets */
    int zero_ends_sheet; /* a P at z = 0 marks every later column of its sheet */
    int rectangle_sink;  /* moves [x,y,z] -> [x-t,0,0] exist */
} gd_rules;

const gd_rules *gd_rules_get(gd_game game);
/* "nim" or "chomp"; NULL if unknown. */
const gd_rules *gd_rules_by_name(const char *name);

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
int gd_rules_is_position(const gd_rules *r, uint64_t x, uint64_t y, uint64_t z);
/* Whether [x,y,z] is the terminal position (Nim [0,0,0], Chomp [0,0,1]). */
int gd_rules_is_terminal(const gd_rules *r, uint64_t x, uint64_t y, uint64_t z);
/* Least z of column (x,y) that is a position. */
static inline uint64_t gd_rules_min_z(const gd_rules *r, uint64_t x, uint64_t y)
{
    return (r->game == GD_GAME_CHOMP && x == 0 && y == 0) ? 1 : 0;
}

typedef struct { uint64_t x, y, z; } gd_pos;

/* Every move from p, into out (capacity cap); returns the number of moves
 * (which may exceed cap: then only cap were written). */
uint64_t gd_rules_moves(const gd_rules *r, gd_pos p, gd_pos *out, uint64_t cap);

#endif
