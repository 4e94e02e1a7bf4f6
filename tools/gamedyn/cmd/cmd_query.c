/* gamedyn query - P or N for one position of any game, every winning move, the Grundy value. */
#include "cli.h"
#include "gamedyn/game.h"
#include <stdlib.h>
#include <string.h>

static const char help_head[] =
    "usage: gamedyn query GAME POSITION [GAME OPTIONS] [--value] [--json] [--max-mem SIZE] [-q]\n"
    "\n"
    "Prints P if POSITION is a P-position of GAME (the player to move loses), otherwise N\n"
    "followed by every winning move, one per line: the position it leads to, or 'pass'.\n"
    "A partizan game (domineering) prints its outcome class, P, N, L (Left wins whoever\n"
    "starts) or R, then each side's winning moves, 'left POSITION' and 'right POSITION'.\n"
    "A loopy game (pokernim: its moves can return to a position) prints P, N or D (a draw:\n"
    "neither player can force a win), and with --value its generalized Sprague-Grundy value,\n"
    "'grundy G' or 'grundy inf(K)', K the finite values of its options (docs/loopy.md).\n"
    "A scoring game (scoring-domineering, domination; docs/scoring.md) prints 'outcome L R',\n"
    "the final scores under best play when Left, or Right, moves first (Left wants it high),\n"
    "then each side's best moves, 'left POSITION' and 'right POSITION': the moves that attain\n"
    "them.\n"
    "\n"
    "GAME POSITION is written 'nim 3 5 6', 'nim 3,5,6' or 'nim:3,5,6'; a game whose name\n"
    "carries a parameter is followed by its position after the last ':' (sub:3:4,7).\n"
    "With --pass the position is the one with the pass still available ('[3,5,6]/passed'\n"
    "is the one after it; with --passes K, '[3,5,6]/passes=J' has J passes left).\n"
    "\n";

static const char help_tail[] =
    "\n"
    "  --value        also print 'grundy G', the Grundy value, on the second line ('grundy\n"
    "                 undefined' when a declared automatic N-position can be reached);\n"
    "                 a partizan game prints 'value G', its canonical form in CGSuite's\n"
    "                 notation ('value +-1', 'value {1|-1/2}'), after the outcome class;\n"
    "                 a scoring game its value as a guaranteed scoring game ('value <3|<-1|-2>>',\n"
    "                 the notation of 'gamedyn scoring')\n"
    "  --json         the answer as one JSON line (docs/format.md): outcome, grundy or value,\n"
    "                 winning_moves (side, pass, to as coordinates, label); a scoring game:\n"
    "                 outcome_left, outcome_right, value, and every move (side, name, to, score, best)\n"
    "  --max-mem SIZE memory bound of the computation (default 80% of available memory)\n"
    "  -q             no note on stderr\n"
    "\n"
    "With --blocking B (the B-blocking game: before each move the opponent may block up to\n"
    "B options; P iff at most B P-options) N is followed by the P-options, which win however\n"
    "B of them are blocked.\n"
    "\n"
    "How it is answered: by the game's fast algorithm where it has one (Nim: the XOR of the\n"
    "heaps, instant for any heap size; 3-heap Nim with a pass or perturbed and Chomp: the\n"
    "sheet engine, which computes the sheets the position needs), otherwise by the generic\n"
    "solver over the game's moves. Both refuse up front, with their estimate, a position\n"
    "that needs more than --max-mem.\n";

/* The most values of an infinite value's set printed (a set has at most one a move). */
#define QUERY_INF_SET 4096

/* "inf(0,2)": a loopy game's infinite value with its set (the first QUERY_INF_SET). */
static void print_inf(const uint64_t *k, long nk)
{
    printf("grundy inf(");
    for (long i = 0; i < nk && i < QUERY_INF_SET; i++)
        printf("%s%llu", i ? "," : "", (unsigned long long)k[i]);
    printf("%s)\n", nk > QUERY_INF_SET ? ",..." : "");
}

/* Above this many moves a failure to list the winning moves leaves the outcome answered. */
#define QUERY_LIST_MOVES ((uint64_t)1 << 22)

static void print_moves(const gd_game *g, const gd_move *mv, long n)
{
    char buf[512];
    int partizan = g->ops->kind == GD_GAME_PARTIZAN;
    for (long i = 0; i < n; i++)
        printf("%s%s\n", partizan ? mv[i].side == GD_LEFT ? "left " : "right " : "",
               gd_game_move_label(g, &mv[i], buf, sizeof buf));
}

/* The answer as one JSON line (docs/format.md): the game, position and options asked, the
 * outcome class, the value asked for, every winning move. */
static void print_json(const gd_cli *c, const gd_game *g, const char *pos, int outcome, int want_value, const char *form,
                       int has_value, uint64_t value, int automatic, const gd_move *mv, long n, const char *unlisted,
                       const uint64_t *kset, long nk)
{
    char buf[512];
    gd_json j;
    gd_cli_json_head(&j, c);
    gd_cli_json_game_params(&j, c, g, pos);
    gd_json_bool(&j, "value", want_value);
    gd_json_close(&j, '}');
    gd_json_str(&j, "outcome", gd_outcome_name(outcome));
    if (form)
        gd_json_str(&j, "value", form);
    else if (want_value)
        has_value ? gd_json_u64(&j, "grundy", value) : gd_json_str(&j, "grundy", NULL);
    if (want_value && nk >= 0) { /* loopy: the value is infinite, with this set */
        gd_json_array(&j, "grundy_infinite");
        for (long i = 0; i < nk && i < QUERY_INF_SET; i++)
            gd_json_u64(&j, NULL, kset[i]);
        gd_json_close(&j, ']');
    }
    gd_json_bool(&j, "automatic", automatic);
    int partizan = g->ops->kind == GD_GAME_PARTIZAN;
    gd_json_array(&j, "winning_moves");
    for (long i = 0; i < n; i++) {
        gd_json_object(&j, NULL);
        if (partizan)
            gd_json_str(&j, "side", mv[i].side == GD_LEFT ? "left" : "right");
        gd_json_bool(&j, "pass", mv[i].is_pass);
        gd_cli_json_position(&j, "to", gd_game_format(g, &mv[i].to, buf, sizeof buf));
        gd_json_str(&j, "label", gd_game_move_label(g, &mv[i], buf, sizeof buf));
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_json_str(&j, "moves_not_listed", unlisted[0] ? unlisted : NULL);
    gd_cli_json_end(&j);
}

/* Whether the winning moves found agree with the outcome: impartial, P iff none (an
 * automatic N-position has none either); partizan, a side has one iff it wins moving first. */
static int consistent(const gd_game *g, int outcome, const gd_move *mv, long n, int automatic)
{
    if (g->ops->kind != GD_GAME_PARTIZAN)
        return (outcome == GD_OUTCOME_P || outcome == GD_OUTCOME_D) == (n == 0 && !automatic);
    int has[2] = {0, 0};
    for (long i = 0; i < n; i++)
        has[mv[i].side == GD_RIGHT] = 1;
    return has[0] == (outcome == GD_OUTCOME_L || outcome == GD_OUTCOME_N) &&
           has[1] == (outcome == GD_OUTCOME_R || outcome == GD_OUTCOME_N);
}

/* A scoring game (docs/scoring.md): the outcome (o_L, o_R) read from the position's value,
 * the value with --value, then each side's best moves; --json lists every move with its
 * score. */
static int query_scoring(const gd_cli *c, gd_game *g, const gd_position *p, int want_value, int json)
{
    char err[512], buf[1024], a[64], b[64];
    gd_game_scores *t = gd_game_scores_new(g, NULL, c->max_mem);
    if (!t)
        return gd_cli_fail("out of memory");
    gd_scoring_id v;
    gd_dyadic ol, or_;
    gd_game_scored_move *w = NULL;
    long n = gd_game_scores_moves(t, p, &v, &ol, &or_, &w, err, sizeof err);
    char *form = NULL;
    if (n >= 0 && want_value && (form = malloc(gd_scoring_print(gd_game_scores_context(t), v, NULL, 0) + 1)))
        gd_scoring_print(gd_game_scores_context(t), v, form, gd_scoring_print(gd_game_scores_context(t), v, NULL, 0) + 1);
    int rc = 0;
    if (n < 0)
        rc = gd_cli_fail("%s", err);
    else if (want_value && !form)
        rc = gd_cli_fail("out of memory");
    else if (json) {
        gd_json j;
        gd_cli_json_head(&j, c);
        gd_json_object(&j, "parameters");
        gd_json_str(&j, "game", g->name);
        gd_json_str(&j, "position", gd_game_format(g, p, buf, sizeof buf));
        gd_json_bool(&j, "value", want_value);
        gd_json_close(&j, '}');
        gd_json_str(&j, "outcome_left", gd_dyadic_format(ol, a, sizeof a));
        gd_json_str(&j, "outcome_right", gd_dyadic_format(or_, b, sizeof b));
        if (form)
            gd_json_str(&j, "value", form);
        gd_json_array(&j, "moves");
        for (long i = 0; i < n; i++) {
            gd_json_object(&j, NULL);
            gd_json_str(&j, "side", w[i].move.side == GD_LEFT ? "left" : "right");
            if (g->ops->format_move) {
                g->ops->format_move(g, p, &w[i].move, buf, sizeof buf);
                gd_json_str(&j, "name", buf);
            }
            gd_json_str(&j, "to", gd_game_format(g, &w[i].move.to, buf, sizeof buf));
            gd_json_str(&j, "score", gd_dyadic_format(w[i].score, a, sizeof a));
            gd_json_bool(&j, "best", w[i].best);
            gd_json_close(&j, '}');
        }
        gd_json_close(&j, ']');
        gd_cli_json_end(&j);
    } else {
        printf("outcome %s %s\n", gd_dyadic_format(ol, a, sizeof a), gd_dyadic_format(or_, b, sizeof b));
        if (form)
            printf("value %s\n", form);
        for (long i = 0; i < n; i++)
            if (w[i].best)
                printf("%s %s\n", w[i].move.side == GD_LEFT ? "left" : "right",
                       gd_game_move_label(g, &w[i].move, buf, sizeof buf));
    }
    free(form);
    free(w);
    gd_game_scores_free(t);
    return rc;
}

int gd_cmd_query(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    char help[16384];
    c.help = gd_cli_game_help(help, sizeof help, help_head, help_tail);
    int want_value = 0, json = 0;
    c.max_args = GD_GAME_MAX_COORDS;
    gd_cli_opt opts[2 + GD_GAME_MAX_SETTINGS] = {{"--value", NULL, &want_value}, {"--json", NULL, &json}};
    int nopts = gd_cli_game_opts(&c, opts, 2, GD_CLI_NOPTS(opts));
    int rc = gd_cli_parse(&c, argc, argv, opts, nopts, "query");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    gd_game *g;
    gd_position p;
    if ((rc = gd_cli_game_position(&c, "query", &g, &p)) != 0)
        return rc;
    if (g->ops->kind == GD_GAME_SCORING) {
        rc = query_scoring(&c, g, &p, want_value, json);
        gd_game_free(g);
        gd_cli_done(&c);
        if (fflush(stdout) != 0 && rc == 0)
            rc = gd_cli_fail("error writing to standard output");
        return rc;
    }
    char err[512], pb[512];
    gd_solver *s = NULL;
    gd_move *mv = NULL;
    int automatic = g->ops->is_automatic && g->ops->is_automatic(g, &p);
    int outcome = gd_game_oracle_outcome(g, &p, err, sizeof err);
    long n = 0;
    char unlisted[512] = "";
    if (outcome >= 0)
        n = gd_game_oracle_winning(g, &p, &mv, err, sizeof err);
    /* The outcome is known but the moves are too many to list: the outcome and the value are
     * answered, and the moves left out are said. */
    uint64_t count = outcome >= 0 && n < 0 ? g->ops->moves(g, &p, NULL, 0) : 0;
    if (outcome >= 0 && n < 0 && (count > QUERY_LIST_MOVES || count > g->max_mem / sizeof(gd_move))) {
        snprintf(unlisted, sizeof unlisted, "%s", err);
        n = 0;
    }
    /* The generic solver lists the position's moves: when they are too many to count it
     * cannot, so it is not started. */
    if ((outcome == GD_ORACLE_NONE || n == GD_ORACLE_NONE) && g->ops->moves(g, &p, NULL, 0) == UINT64_MAX) {
        free(mv);
        rc = gd_cli_fail("%s:%s has too many moves to count: no fast algorithm answers it and the generic solver "
                         "cannot list them",
                         g->name, gd_game_format(g, &p, pb, sizeof pb));
        gd_game_free(g);
        gd_cli_done(&c);
        return rc;
    }
    /* A partizan family that splits its positions into components is answered from values:
     * the outcome class read from the form and the winning moves from the options' values,
     * without the outcome search over the whole position. */
    if ((outcome == GD_ORACLE_NONE || n == GD_ORACLE_NONE) && want_value && g->ops->kind == GD_GAME_PARTIZAN &&
        g->ops->components) {
        gd_value v;
        free(mv);
        mv = NULL;
        if (!(s = gd_solver_new(g, c.max_mem)))
            outcome = -1, n = -1, snprintf(err, sizeof err, "out of memory");
        else if (gd_solver_value(s, &p, &v, err, sizeof err) != 0)
            outcome = -1, n = -1;
        else if ((n = gd_solver_value_winning(s, &p, &mv, err, sizeof err)) >= 0)
            outcome = v.outcome;
    }
    if (outcome == GD_ORACLE_NONE || n == GD_ORACLE_NONE) {
        if (!(s = gd_solver_new(g, c.max_mem))) {
            gd_game_free(g);
            return gd_cli_fail("out of memory");
        }
        free(mv);
        gd_value v;
        n = gd_solver_winning(s, &p, &mv, err, sizeof err);
        outcome = n >= 0 && gd_solver_lookup(s, &p, &v) ? v.outcome : -1;
    }
    int has_value = 0;
    uint64_t value = 0, kset[QUERY_INF_SET];
    long nk = -1; /* loopy games: the size of an infinite value's set; -1: finite or none */
    char *form = NULL;
    if (outcome >= 0 && n >= 0 && want_value && g->ops->kind == GD_GAME_PARTIZAN) {
        gd_value v;
        if (!s && !(s = gd_solver_new(g, c.max_mem)))
            outcome = -1, snprintf(err, sizeof err, "out of memory");
        else if (gd_solver_value(s, &p, &v, err, sizeof err) != 0)
            outcome = -1;
        else if (v.outcome != outcome)
            outcome = -1, snprintf(err, sizeof err, "internal inconsistency: the outcome class of the value (%s) is not "
                                                    "the search's (%s)", gd_outcome_name(v.outcome),
                                   gd_outcome_name(outcome));
        else if ((form = malloc(gd_solver_value_text(s, &v, NULL, 0) + 1)) == NULL)
            outcome = -1, snprintf(err, sizeof err, "out of memory");
        else
            gd_solver_value_text(s, &v, form, gd_solver_value_text(s, &v, NULL, 0) + 1);
    } else if (outcome >= 0 && n >= 0 && want_value) {
        int r = g->ops->grundy ? g->ops->grundy(g, &p, &value, err, sizeof err) : GD_ORACLE_NONE;
        if (r == GD_ORACLE_NONE) {
            gd_value v;
            if (!s && !(s = gd_solver_new(g, c.max_mem)))
                r = -1, snprintf(err, sizeof err, "out of memory");
            else if ((r = gd_solver_solve(s, &p, &v, err, sizeof err)) == 0)
                has_value = v.has_grundy, value = v.grundy;
            if (r == 0 && v.infinite && (nk = gd_solver_inf_set(s, &p, kset, QUERY_INF_SET, err, sizeof err)) < 0)
                r = -1;
        } else
            has_value = r == 0;
        if (r < 0)
            outcome = -1;
    }
    gd_game_format(g, &p, pb, sizeof pb);
    if (outcome < 0 || n < 0)
        rc = gd_cli_fail("%s", err);
    else if (!unlisted[0] && !consistent(g, outcome, mv, n, automatic))
        rc = gd_cli_fail("internal inconsistency at %s: outcome and winning moves disagree", pb);
    else if (json) {
        print_json(&c, g, pb, outcome, want_value, form, has_value, value, automatic, mv, n, unlisted, kset, nk);
        if (unlisted[0])
            fprintf(stderr, "gamedyn: %s: the winning moves are not listed\n", unlisted);
    } else {
        puts(gd_outcome_name(outcome));
        if (form)
            printf("value %s\n", form);
        else if (want_value && has_value)
            printf("grundy %llu\n", (unsigned long long)value);
        else if (want_value && nk >= 0)
            print_inf(kset, nk);
        else if (want_value)
            puts("grundy undefined");
        if (automatic && !c.quiet)
            fputs("gamedyn: a declared automatic N-position: the player to move wins at once\n", stderr);
        print_moves(g, mv, n);
        if (unlisted[0])
            fprintf(stderr, "gamedyn: %s: the winning moves are not listed\n", unlisted);
    }
    free(mv);
    free(form);
    gd_solver_free(s);
    gd_game_free(g);
    gd_cli_done(&c);
    if (fflush(stdout) != 0)
        rc = gd_cli_fail("error writing to standard output");
    return rc;
}
