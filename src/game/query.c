/* query.c - the one answer engine: which engine answers a position, and the check of its
 * answer (include/gamedyn/query.h has the order). */
#include "gamedyn/query.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

/* A one-line message into err, and the failure -1. */
#define FAIL(...) (gd_err(err, errlen, __VA_ARGS__), -1)

static const char reason_scores[] = "a scoring game: its value as a guaranteed scoring game";
static const char reason_oracle[] = "the family's fast algorithm answers this position";
static const char reason_values[] =
    "no fast algorithm here: values by components, the outcome read from the canonical form";
static const char reason_solver[] = "no fast algorithm here: the generic solver over the moves";

const char *gd_query_engine_name(int engine)
{
    static const char *const names[] = {"oracle", "values", "solver", "scores"};
    return engine >= 0 && engine <= GD_QUERY_SCORES ? names[engine] : "?";
}

void gd_query_answer_free(gd_query_answer *a)
{
    free(a->moves);
    free(a->inf);
    free(a->text);
    free(a->scored);
    a->moves = NULL, a->inf = NULL, a->text = NULL, a->scored = NULL;
}

/* Whether the winning moves found agree with the outcome: impartial, P iff none (an
 * automatic N-position has none either); partizan, a side has one iff it wins moving first. */
static int consistent(const gd_game *g, const gd_query_answer *a)
{
    if (g->ops->kind != GD_GAME_PARTIZAN)
        return (a->outcome == GD_OUTCOME_P || a->outcome == GD_OUTCOME_D) == (a->n_moves == 0 && !a->automatic);
    int has[2] = {0, 0};
    for (long i = 0; i < a->n_moves; i++)
        has[a->moves[i].side == GD_RIGHT] = 1;
    return has[0] == (a->outcome == GD_OUTCOME_L || a->outcome == GD_OUTCOME_N) &&
           has[1] == (a->outcome == GD_OUTCOME_R || a->outcome == GD_OUTCOME_N);
}

/* A scoring game: the outcome (o_L, o_R) read from the position's value, every move with its
 * score, and the value's text when asked for. */
static int query_scoring(gd_game *g, const gd_position *p, int want_value, gd_query_answer *a, char *err,
                         size_t errlen)
{
    a->engine = GD_QUERY_SCORES, a->engine_reason = reason_scores;
    gd_game_scores *t = gd_game_scores_new(g, NULL, 0);
    if (!t)
        return FAIL("out of memory");
    gd_scoring_id v;
    int rc = 0;
    a->n_scored = gd_game_scores_moves(t, p, &v, &a->outcome_left, &a->outcome_right, &a->scored, err, errlen);
    if (a->n_scored < 0) {
        a->scored = NULL;
        rc = -1;
    } else if (want_value) {
        gd_scoring *s = gd_game_scores_context(t);
        size_t need = gd_scoring_print(s, v, NULL, 0) + 1;
        if ((a->text = malloc(need)) == NULL)
            rc = FAIL("out of memory");
        else
            gd_scoring_print(s, v, a->text, need);
    }
    gd_game_scores_free(t);
    return rc;
}

/* The solver: the caller's, or one made here (kept in *own); NULL with err. */
static gd_solver *solver_of(gd_game *g, const gd_query_options *o, gd_solver **own, char *err, size_t errlen)
{
    if (o->solver)
        return o->solver;
    if (!*own && !(*own = gd_solver_new(g, 0)))
        gd_err(err, errlen, "out of memory");
    return *own;
}

/* The outcome and the winning moves by the engines in order (steps 2 to 4 of query.h). */
static int outcome_and_moves(gd_game *g, const gd_position *p, const gd_query_options *o, gd_solver **own,
                             gd_query_answer *a, char *err, size_t errlen)
{
    char pb[512];
    a->engine = GD_QUERY_ORACLE, a->engine_reason = reason_oracle;
    long n = 0;
    int outcome = gd_game_oracle_outcome(g, p, err, errlen);
    if (outcome >= 0)
        n = gd_game_oracle_winning(g, p, &a->moves, err, errlen);
    if (outcome == -1)
        return -1;
    if (outcome >= 0 && n < 0) {
        /* Too many moves to list: the outcome is answered and the moves left out are said. */
        uint64_t count = g->ops->rules.moves(g, p, NULL, 0);
        char words[64];
        uint64_t room = g->budget ? gd_budget_left(g->budget) : g->max_mem; /* a list must fit beside the rest */
        if (count > GD_QUERY_LIST_MOVES || count > room / sizeof(gd_move)) {
            if (n == GD_ORACLE_NONE)
                snprintf(a->unlisted, sizeof a->unlisted, "%s:%s has %s and no fast algorithm lists its winning moves",
                         g->name, gd_game_format(g, p, pb, sizeof pb), gd_game_moves_words(count, words, sizeof words));
            else
                snprintf(a->unlisted, sizeof a->unlisted, "%s", err);
            n = 0;
        } else if (n == -1)
            return -1;
    }
    if (outcome != GD_ORACLE_NONE && n != GD_ORACLE_NONE) {
        a->outcome = outcome, a->n_moves = n;
        return 0;
    }
    free(a->moves);
    a->moves = NULL;
    /* The generic solver lists the position's moves: too many to count, it cannot start. */
    if (g->ops->rules.moves(g, p, NULL, 0) == UINT64_MAX)
        return FAIL(
                      "%s:%s has too many moves to count: no fast algorithm answers it and the generic solver "
                      "cannot list them",
                      g->name, gd_game_format(g, p, pb, sizeof pb));
    gd_solver *s = solver_of(g, o, own, err, errlen);
    if (!s)
        return -1;
    gd_value v;
    if (o->value && g->ops->kind == GD_GAME_PARTIZAN && g->ops->values.components) {
        a->engine = GD_QUERY_VALUES, a->engine_reason = reason_values;
        if (gd_solver_value(s, p, &v, err, errlen) != 0 ||
            (a->n_moves = gd_solver_value_winning(s, p, &a->moves, err, errlen)) < 0)
            return -1;
        a->outcome = v.outcome;
        return 0;
    }
    a->engine = GD_QUERY_SOLVER, a->engine_reason = reason_solver;
    if ((a->n_moves = gd_solver_winning(s, p, &a->moves, err, errlen)) < 0)
        return -1;
    if (!gd_solver_lookup(s, p, &v))
        return FAIL("internal inconsistency: %s solved but not found", gd_game_format(g, p, pb, sizeof pb));
    a->outcome = v.outcome;
    return 0;
}

/* A partizan game's value: its canonical form, whose outcome class must be the one found. */
static int partizan_value(gd_solver *s, const gd_position *p, gd_query_answer *a, char *err, size_t errlen)
{
    gd_value v;
    if (gd_solver_value(s, p, &v, err, errlen) != 0)
        return -1;
    if (v.outcome != a->outcome)
        return FAIL(
                      "internal inconsistency: the outcome class of the value (%s) is not the search's (%s)",
                      gd_outcome_name(v.outcome), gd_outcome_name(a->outcome));
    size_t need = gd_solver_value_text(s, &v, NULL, 0) + 1;
    if ((a->text = malloc(need)) == NULL)
        return FAIL("out of memory");
    gd_solver_value_text(s, &v, a->text, need);
    a->form = v.form;
    return 0;
}

/* An impartial game's Grundy value: the family's oracle, else the solver (a loopy game's
 * infinite value with its set). */
static int grundy_value(gd_game *g, const gd_position *p, const gd_query_options *o, gd_solver **own,
                        gd_query_answer *a, char *err, size_t errlen)
{
    int r = g->ops->oracles.grundy ? g->ops->oracles.grundy(g, p, &a->grundy, err, errlen) : GD_ORACLE_NONE;
    if (r != GD_ORACLE_NONE) {
        a->has_grundy = r == 0;
        return r < 0 ? -1 : 0;
    }
    gd_solver *s = solver_of(g, o, own, err, errlen);
    gd_value v;
    if (!s || gd_solver_solve(s, p, &v, err, errlen) != 0)
        return -1;
    a->has_grundy = v.has_grundy, a->grundy = v.grundy;
    if (!v.infinite)
        return 0;
    if (!(a->inf = malloc(GD_QUERY_INF_SET * sizeof *a->inf)))
        return FAIL("out of memory");
    a->n_inf = gd_solver_inf_set(s, p, a->inf, GD_QUERY_INF_SET, err, errlen);
    return a->n_inf < 0 ? -1 : 0;
}

int gd_query(gd_game *g, const gd_position *p, const gd_query_options *o, gd_query_answer *a, char *err,
             size_t errlen)
{
    static const gd_query_options none = {0, NULL};
    memset(a, 0, sizeof *a);
    a->n_inf = -1;
    a->kind = g->ops->kind;
    if (!o)
        o = &none;
    if (g->ops->kind == GD_GAME_SCORING)
        return query_scoring(g, p, o->value, a, err, errlen);
    a->automatic = g->ops->rules.is_automatic && g->ops->rules.is_automatic(g, p);
    gd_solver *own = NULL;
    int rc = outcome_and_moves(g, p, o, &own, a, err, errlen);
    if (rc == 0 && o->value && g->ops->kind == GD_GAME_PARTIZAN) {
        gd_solver *s = solver_of(g, o, &own, err, errlen);
        rc = s ? partizan_value(s, p, a, err, errlen) : -1;
    } else if (rc == 0 && o->value)
        rc = grundy_value(g, p, o, &own, a, err, errlen);
    if (rc == 0 && !a->unlisted[0] && !consistent(g, a)) {
        char pb[512];
        rc = FAIL("internal inconsistency at %s: outcome and winning moves disagree",
                    gd_game_format(g, p, pb, sizeof pb));
    }
    gd_solver_free(own);
    return rc;
}
