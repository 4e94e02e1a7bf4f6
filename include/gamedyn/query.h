/* == query == who wins from a position of any registered game, and how (src/game/query.c).
 *
 * The one place that decides which engine answers a question about a position: the command
 * line ('gamedyn query') and the Python package (Game.query, outcome, winning_moves, grundy,
 * value) only call gd_query and print or convert what it returns, so they cannot disagree.
 *
 * How a question is answered, in this order (docs/games.md, "How a position is answered"):
 *   1. a scoring family: its value as a guaranteed scoring game (gd_game_scores_*), from
 *      which the outcome (o_L, o_R) and each move's score;
 *   2. the family's fast oracles (gd_game_oracle_outcome, gd_game_oracle_winning); when the
 *      outcome is known but the moves are too many to list (more than GD_QUERY_LIST_MOVES,
 *      or a list over the memory bound), the outcome is answered and the moves left out are
 *      said in unlisted;
 *   3. a partizan family that splits its positions into components, when the value is asked
 *      for: values (gd_solver_value), the outcome read from the form and the winning moves
 *      from the options' values, without an outcome search over the whole position;
 *   4. the generic solver (gd_solver_winning);
 *   then the value, when asked for: a partizan game's canonical form (its outcome class
 *   checked against the one found), an impartial game's Grundy value by the family's oracle
 *   or the solver (a loopy game's infinite value with its set); and last the check that the
 *   winning moves agree with the outcome. A position whose moves are too many to count and
 *   that no fast algorithm answers is refused. Every computation stays within g->max_mem. */
#ifndef GAMEDYN_QUERY_H
#define GAMEDYN_QUERY_H
#include "gamedyn/api.h"
#include "gamedyn/game.h"

/* Above this many moves a failure to list the winning moves leaves the outcome answered. */
#define GD_QUERY_LIST_MOVES ((uint64_t)1 << 22)
/* The most values of a loopy game's infinite value's set kept (a set has one a move at most). */
#define GD_QUERY_INF_SET 4096

/* The engine that answered. */
typedef enum {
    GD_QUERY_ORACLE = 0, /* the family's fast algorithm */
    GD_QUERY_VALUES = 1, /* partizan values by components (outcome read from the form) */
    GD_QUERY_SOLVER = 2, /* the generic memoized solver over the moves */
    GD_QUERY_SCORES = 3  /* a scoring game's value as a guaranteed scoring game */
} gd_query_engine;

typedef struct {
    int value;         /* also the value: Grundy value, canonical form, or scoring value */
    gd_solver *solver; /* a solver of g to use and keep (not owned; NULL: one of the query's own) */
} gd_query_options;

typedef struct {
    gd_game_kind kind;
    gd_query_engine engine;
    const char *engine_reason; /* one line: why that engine (static text) */
    /* Impartial and partizan games. */
    int outcome;   /* gd_outcome */
    int automatic; /* a declared automatic N-position: the player to move wins at once */
    /* The winning moves, in move order (partizan: both sides', each with its side); none when
     * unlisted is set. */
    gd_move *moves;
    long n_moves;
    char unlisted[512]; /* not empty: why the winning moves are not listed */
    /* The value, when asked for. Impartial: has_grundy (0: undefined, or infinite) and grundy;
     * a loopy game's infinite value: n_inf >= 0 values of its set in inf (the first
     * GD_QUERY_INF_SET). Partizan and scoring: text, the canonical form in CGSuite's notation or
     * the scoring game's text; partizan also form, its id in gd_solver_cgt(options' solver)
     * when one was given. */
    int has_grundy;
    uint64_t grundy;
    long n_inf;
    uint64_t *inf;
    char *text;
    uint64_t form;
    /* Scoring games: the outcome (o_L, o_R) and every move with its score. */
    gd_dyadic outcome_left, outcome_right;
    gd_game_scored_move *scored;
    long n_scored;
} gd_query_answer;

/* Answers p (see the top) into *a, which gd_query_answer_free releases (also after a failure);
 * o may be NULL (no value, a solver of its own). 0, or -1 with err (the memory bound with its
 * estimate, too many moves to count, an internal inconsistency). */
GD_API int gd_query(gd_game *g, const gd_position *p, const gd_query_options *o, gd_query_answer *a, char *err,
             size_t errlen);
GD_API void gd_query_answer_free(gd_query_answer *a);
/* "oracle", "values", "solver", "scores". */
GD_API const char *gd_query_engine_name(int engine);

#endif
