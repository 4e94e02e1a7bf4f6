/* == play == the engine's side of a game against a person (src/game/play.c).
 *
 * The one place that decides how gamedyn plays: which engine judges the positions of a game
 * (the family's fast oracle for big positions, else the generic solver; a scoring game's
 * values) and which move it makes. 'gamedyn play' shows the board and reads the person's moves;
 * the Python package's Game.best_move asks the same function (docs/games.md, "Playing").
 *
 * The move, by kind of game:
 *   - impartial, by the solver: from an N-position the winning move of least remoteness, from
 *     a P-position the move of largest remoteness (the game lasts longest), from a draw (loopy
 *     games) a move to a draw; ties to the first in move order (gd_solver_best_move);
 *   - impartial, by the oracle: its first winning move, else the first move listed;
 *   - partizan: the first winning move of the side in move order (a move of side S wins iff
 *     the position it leads to has outcome class S or P); without one, the move after which
 *     the side keeps the most moves of its own over the opponent's (ties: the first), a
 *     heuristic, not the longest game;
 *   - scoring: the side's first best move, one that attains its outcome under best play. */
#ifndef GAMEDYN_PLAY_H
#define GAMEDYN_PLAY_H
#include "gamedyn/api.h"
#include "gamedyn/game.h"

/* Above this many reachable positions a game with a fast oracle is played by the oracle. */
#define GD_PLAY_SOLVER_POSITIONS 100000u

/* Why the engine chose its move. */
typedef enum {
    GD_PLAY_FASTEST = 0,        /* impartial N-position: the winning move of least remoteness */
    GD_PLAY_LONGEST = 1,        /* impartial P-position: the move of largest remoteness */
    GD_PLAY_DRAW = 2,           /* loopy draw: a move to a drawn position */
    GD_PLAY_ORACLE_WINNING = 3, /* the oracle's first winning move */
    GD_PLAY_ORACLE_FIRST = 4,   /* the oracle, no winning move: the first move listed */
    GD_PLAY_WINNING = 5,        /* partizan: the side's first winning move */
    GD_PLAY_ROOMIEST = 6,       /* partizan, no winning move: the most own moves over the opponent's */
    GD_PLAY_BEST_SCORE = 7      /* scoring: the side's first best move */
} gd_play_reason;

typedef struct {
    gd_move move;
    int reason;      /* gd_play_reason */
    gd_dyadic score; /* scoring games: the final score after it under best play */
} gd_play_choice;

typedef struct gd_play gd_play;

/* The engine for a game of g from start (g not owned; it outlives the engine): the fast oracle
 * when the family has one and start reaches more than GD_PLAY_SOLVER_POSITIONS positions (or an
 * unknown number) and the oracle answers start; otherwise the generic solver, which solves start
 * now and refuses up front, with its estimate, what does not fit in g->max_mem; a scoring game's
 * table of values. NULL with err. */
GD_API gd_play *gd_play_new(gd_game *g, const gd_position *start, char *err, size_t errlen);
GD_API void gd_play_free(gd_play *pl);
/* Whether the oracle judges (else the solver, or a scoring game's values). */
GD_API int gd_play_by_oracle(const gd_play *pl);
/* The solver that judges (NULL: the oracle or a scoring game), and a scoring game's table. */
GD_API gd_solver *gd_play_solver(const gd_play *pl);
GD_API gd_game_scores *gd_play_scores(const gd_play *pl);
/* The engine's move for side at p (impartial games ignore side): 1 with *c, 0 when the player to
 * move has no move, -1 with err. */
GD_API int gd_play_choose(gd_play *pl, const gd_position *p, int side, gd_play_choice *c, char *err, size_t errlen);
/* The outcome class of p as the engine judges it; -1 with err. Not for scoring games. */
GD_API int gd_play_outcome(gd_play *pl, const gd_position *p, char *err, size_t errlen);
/* Which of the n moves mv from p win for their mover (impartial: to a P-position; partizan: all
 * of one side, to that side's class or P): win[i] set; their count, or -1 with err. Not for
 * scoring games. */
GD_API long gd_play_winning(gd_play *pl, const gd_position *p, const gd_move *mv, long n, char *win, char *err,
                     size_t errlen);
/* The moves of side from p in move order (partizan and scoring), into *out (malloc'd): their
 * count, or -1 with err; *all (may be NULL) receives the count of both sides' moves. */
GD_API long gd_play_side_moves(const gd_game *g, const gd_position *p, int side, gd_move **out, long *all, char *err,
                        size_t errlen);
/* One line on a reason: "the winning move of least remoteness". */
GD_API const char *gd_play_reason_text(int reason);

#endif
