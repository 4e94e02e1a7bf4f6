/* play.c - how gamedyn plays: the engine that judges a game's positions and the move it makes
 * (include/gamedyn/play.h has the rules). */
#include "gamedyn/play.h"
#include "gamedyn/util.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* A one-line message into err, and the failure -1. */
#define FAIL(...) (gd_err(err, errlen, __VA_ARGS__), -1)

struct gd_play {
    gd_game *g;
    gd_solver *s;       /* NULL: the oracle judges (or a scoring game) */
    gd_game_scores *t;  /* scoring games */
};

static const char no_oracle[] = "the fast oracle has no answer at this position";

const char *gd_play_reason_text(int reason)
{
    static const char *const text[] = {
        "the winning move of least remoteness",
        "the move of largest remoteness: the game lasts longest",
        "a move to a drawn position",
        "the fast oracle's first winning move",
        "no winning move: the first move listed",
        "the first winning move in move order",
        "no winning move: the most moves of its own over the opponent's",
        "a best move: it attains the side's outcome under best play",
    };
    return reason >= 0 && reason <= GD_PLAY_BEST_SCORE ? text[reason] : "?";
}

/* Whether the oracle judges a game from start: a family with one, at a position too big for
 * the solver to be worth it, that the oracle answers. -1 with err. */
static int judged_by_oracle(const gd_game *g, const gd_position *start, char *err, size_t errlen)
{
    if (!g->ops->oracles.outcome || (g->ops->rules.bound && g->ops->rules.bound(g, start) <= GD_PLAY_SOLVER_POSITIONS))
        return 0;
    int o = gd_game_oracle_outcome(g, start, err, errlen);
    return o == -1 ? -1 : o != GD_ORACLE_NONE;
}

gd_play *gd_play_new(gd_game *g, const gd_position *start, char *err, size_t errlen)
{
    gd_play *pl = calloc(1, sizeof *pl);
    if (!pl) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    pl->g = g;
    int ok = 1;
    if (g->ops->kind == GD_GAME_SCORING) {
        if (!(pl->t = gd_game_scores_new(g, NULL, 0)))
            ok = 0, gd_err(err, errlen, "out of memory");
    } else {
        int oracle = judged_by_oracle(g, start, err, errlen);
        gd_value v;
        if (oracle < 0)
            ok = 0;
        else if (!oracle && !(pl->s = gd_solver_new(g, 0)))
            ok = 0, gd_err(err, errlen, "out of memory");
        else if (!oracle && gd_solver_solve(pl->s, start, &v, err, errlen) != 0)
            ok = 0;
    }
    if (!ok) {
        gd_play_free(pl);
        return NULL;
    }
    return pl;
}

void gd_play_free(gd_play *pl)
{
    if (!pl)
        return;
    gd_solver_free(pl->s);
    gd_game_scores_free(pl->t);
    free(pl);
}

int gd_play_by_oracle(const gd_play *pl)
{
    return !pl->s && !pl->t;
}

gd_solver *gd_play_solver(const gd_play *pl)
{
    return pl->s;
}

gd_game_scores *gd_play_scores(const gd_play *pl)
{
    return pl->t;
}

int gd_play_outcome(gd_play *pl, const gd_position *p, char *err, size_t errlen)
{
    gd_value v;
    if (pl->t)
        return FAIL("%s is a scoring game: its positions have outcomes (o_L, o_R), not classes", pl->g->name);
    if (!pl->s) {
        int o = gd_game_oracle_outcome(pl->g, p, err, errlen);
        return o == GD_ORACLE_NONE ? FAIL(no_oracle) : o;
    }
    if (gd_solver_lookup(pl->s, p, &v))
        return v.outcome;
    return gd_solver_solve(pl->s, p, &v, err, errlen) == 0 ? v.outcome : -1;
}

long gd_play_winning(gd_play *pl, const gd_position *p, const gd_move *mv, long n, char *win, char *err,
                     size_t errlen)
{
    long k = 0;
    memset(win, 0, (size_t)n);
    if (pl->s || pl->t) {
        for (long i = 0; i < n; i++) {
            int o = gd_play_outcome(pl, &mv[i].to, err, errlen);
            if (o < 0)
                return -1;
            if (gd_game_move_wins(pl->g, &mv[i], o))
                win[i] = 1, k++;
        }
        return k;
    }
    /* The oracle's winning moves come in one call (Domineering's --one-move: one search a side). */
    gd_move *w = NULL;
    long m = gd_game_oracle_winning(pl->g, p, &w, err, errlen);
    if (m == GD_ORACLE_NONE)
        return FAIL(no_oracle);
    if (m < 0)
        return -1;
    for (long a = 0; a < m; a++)
        for (long i = 0; i < n; i++)
            if (!win[i] && w[a].side == mv[i].side && w[a].is_pass == mv[i].is_pass &&
                gd_position_equal(&w[a].to, &mv[i].to))
                win[i] = 1, k++;
    free(w);
    return k;
}

long gd_play_side_moves(const gd_game *g, const gd_position *p, int side, gd_move **out, long *all, char *err,
                        size_t errlen)
{
    long n = gd_game_list_moves(g, p, UINT64_MAX, out, err, errlen), k = 0;
    if (n < 0)
        return -1;
    for (long i = 0; i < n; i++)
        if ((*out)[i].side == side)
            (*out)[k++] = (*out)[i];
    if (all)
        *all = n;
    return k;
}

/* Without a winning move: the move after which the mover keeps the most moves of its own over
 * the opponent's (ties: the first in move order). -1 with err. */
static long roomiest(const gd_game *g, const gd_move *mv, long n, int side, char *err, size_t errlen)
{
    long best = 0, best_score = LONG_MIN;
    for (long i = 0; i < n; i++) {
        gd_move *q;
        long all, own = gd_play_side_moves(g, &mv[i].to, side, &q, &all, err, errlen);
        if (own < 0)
            return -1;
        free(q);
        long score = own - (all - own);
        if (score > best_score)
            best = i, best_score = score;
    }
    return best;
}

static int choose_partizan(gd_play *pl, const gd_position *p, int side, gd_play_choice *c, char *err,
                           size_t errlen)
{
    gd_move *mv;
    long n = gd_play_side_moves(pl->g, p, side, &mv, NULL, err, errlen), k = -1;
    if (n <= 0)
        return (int)n;
    char *win = malloc((size_t)n);
    long wins = win ? gd_play_winning(pl, p, mv, n, win, err, errlen) : FAIL("out of memory");
    for (long i = 0; i < n && wins > 0 && k < 0; i++)
        if (win[i])
            k = i, c->reason = GD_PLAY_WINNING;
    if (wins == 0)
        k = roomiest(pl->g, mv, n, side, err, errlen), c->reason = GD_PLAY_ROOMIEST;
    if (k >= 0)
        c->move = mv[k];
    free(win);
    free(mv);
    return k >= 0 ? 1 : -1;
}

static int choose_scoring(gd_play *pl, const gd_position *p, int side, gd_play_choice *c, char *err, size_t errlen)
{
    c->reason = GD_PLAY_BEST_SCORE;
    return gd_game_scores_best(pl->t, p, side, &c->move, &c->score, err, errlen);
}

/* The oracle's move: its first winning move, else the first move listed. */
static int choose_by_oracle(gd_play *pl, const gd_position *p, gd_play_choice *c, char *err, size_t errlen)
{
    gd_move *w = NULL;
    long k = gd_game_oracle_winning(pl->g, p, &w, err, errlen);
    if (k == GD_ORACLE_NONE)
        return FAIL(no_oracle);
    if (k < 0)
        return -1;
    if (k > 0)
        c->move = w[0], c->reason = GD_PLAY_ORACLE_WINNING;
    free(w);
    if (k > 0)
        return 1;
    c->reason = GD_PLAY_ORACLE_FIRST;
    return pl->g->ops->rules.moves(pl->g, p, &c->move, 1) > 0;
}

int gd_play_choose(gd_play *pl, const gd_position *p, int side, gd_play_choice *c, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    if (pl->t)
        return choose_scoring(pl, p, side, c, err, errlen);
    if (pl->g->ops->kind == GD_GAME_PARTIZAN)
        return choose_partizan(pl, p, side, c, err, errlen);
    if (!pl->s)
        return choose_by_oracle(pl, p, c, err, errlen);
    int r = gd_solver_best_move(pl->s, p, &c->move, err, errlen);
    gd_value v;
    if (r == 1 && gd_solver_lookup(pl->s, p, &v))
        c->reason = v.outcome == GD_OUTCOME_D ? GD_PLAY_DRAW : v.outcome == GD_OUTCOME_P ? GD_PLAY_LONGEST
                                                                                       : GD_PLAY_FASTEST;
    return r;
}
