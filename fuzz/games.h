/* games.h - what the harnesses over registered games share (fuzz_partizan, fuzz_scoring_games). */
#ifndef GAMEDYN_FUZZ_GAMES_H
#define GAMEDYN_FUZZ_GAMES_H
#include "common.h"
#include "gamedyn/game.h"

/* Opens the n games names[] into games[] once per process (the first call); aborts when one
 * does not open, since a harness that tests nothing is worse than one that stops. */
static inline void fuzz_open_games(gd_game **games, const char *const *names, size_t n)
{
    char err[512];
    if (games[0])
        return;
    for (size_t i = 0; i < n; i++) {
        gd_game_options o = {0};
        o.max_mem = (uint64_t)256 << 20;
        if (!(games[i] = gd_game_open(names[i], &o, err, sizeof err)))
            abort();
    }
}

/* p formats to a text that parses back to p. */
static inline void fuzz_check_reparse(gd_game *g, const gd_position *p)
{
    char err[512];
    gd_position q;
    char *back = gd_game_format_new(g, p);
    if (!back || g->ops->rules.parse(g, back, &q, err, sizeof err) != 0 || !gd_position_equal(p, &q))
        abort();
    free(back);
}
#endif
