/* sheet_oracle.h - the sheet engine (sheet.h) as the fast P/N oracle of a 3-coordinate
 * game, for the game modules that have one (private to src/game and src/games). It
 * computes the sheets a position needs, growing its cached solution, or reads them
 * from a database (then positions outside it are errors). */
#ifndef GAMEDYN_SHEET_ORACLE_H
#define GAMEDYN_SHEET_ORACLE_H
#include "gamedyn/game.h"
#include "gamedyn/sheet.h"

typedef struct gd_sheet_oracle gd_sheet_oracle;
/* V (copied) may be NULL; db may be NULL. NULL with err (unreadable or mismatched db). */
gd_sheet_oracle *gd_sheet_oracle_new(gd_sheet_game game, int pass, const gd_perturb *V, const char *db,
                                     uint64_t max_mem, char *err, size_t errlen);
void gd_sheet_oracle_free(gd_sheet_oracle *o);
/* GD_OUTCOME_P/N of [x,y,z] (pass: with the pass still available), or -1 with err
 * (outside the database, or the sheets needed exceed max_mem: the estimate is given). */
int gd_sheet_oracle_outcome(gd_sheet_oracle *o, int pass, uint64_t x, uint64_t y, uint64_t z, char *err,
                            size_t errlen);

/* What the context of every game the sheet engine knows starts with: its V (when
 * g->perturbed) and the engine as its oracle (NULL when the game needs none). */
typedef struct {
    gd_perturb V;
    gd_sheet_oracle *sheets;
} gd_sheet_ctx;

/* A new instance of such a game, with g->has_pass, g->perturbed and a zeroed ctx of
 * ctx_size bytes (at least a gd_sheet_ctx) holding opt's variant: the pass or V (read
 * with game's rules; not both), and the oracle when oracle is set. The caller adds its
 * name and functions. NULL with err. */
gd_game *gd_sheet_game_new(gd_sheet_game game, size_t ctx_size, const gd_game_options *opt, int oracle, char *err,
                           size_t errlen);
#endif
