/* gamedyn query - P or N for one position of any game, every winning move, the Grundy value. */
#include "tool.h"
#include "gamedyn/query.h"
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
    "                 outcome_left, outcome_right, value, and every move (side, name, to, score, best);\n"
    "                 engine names what answered (oracle, values, solver or scores; see below)\n"
    GD_CLI_MAX_MEM_HELP(" ")
    "  -q             no note on stderr\n"
    "\n"
    "With --blocking B (the B-blocking game: before each move the opponent may block up to\n"
    "B options; P iff at most B P-options) N is followed by the P-options, which win however\n"
    "B of them are blocked.\n"
    "\n"
    "How it is answered: by the game's fast algorithm where it has one (Nim: the XOR of the\n"
    "heaps, instant for any heap size; 3-heap Nim with a pass or perturbed and Chomp: the\n"
    "sheet engine, which computes the sheets the position needs), otherwise by the generic\n"
    "solver over the game's moves; a partizan game that splits into components, asked for\n"
    "--value, by values (the outcome class read from the canonical form). Each refuses up\n"
    "front, with its estimate, a position that needs more than --max-mem. The library makes\n"
    "this choice (gd_query, docs/games.md), so the Python package answers the same way.\n";

/* "inf(0,2)": a loopy game's infinite value with its set (the first GD_QUERY_INF_SET). */
static void print_inf(const gd_query_answer *a)
{
    printf("grundy inf(");
    for (long i = 0; i < a->n_inf && i < GD_QUERY_INF_SET; i++)
        printf("%s%llu", i ? "," : "", (unsigned long long)a->inf[i]);
    printf("%s)\n", a->n_inf > GD_QUERY_INF_SET ? ",..." : "");
}

static void print_moves(const gd_game *g, const gd_query_answer *a)
{
    char buf[512];
    for (long i = 0; i < a->n_moves; i++)
        printf("%s%s\n", a->kind == GD_GAME_PARTIZAN ? a->moves[i].side == GD_LEFT ? "left " : "right " : "",
               gd_game_move_label(g, &a->moves[i], buf, sizeof buf));
}

/* The answer as one JSON line (docs/format.md): the game, position and options asked, the
 * outcome class, the value asked for, every winning move, the engine that answered. */
static void print_json(const gd_cli *c, const gd_game *g, const char *pos, int want_value, const gd_query_answer *a)
{
    char buf[512];
    gd_json j;
    gd_cli_json_head(&j, c);
    gd_cli_json_game_params(&j, c, g, pos);
    gd_json_bool(&j, "value", want_value);
    gd_json_close(&j, '}');
    gd_json_str(&j, "outcome", gd_outcome_name(a->outcome));
    if (a->text)
        gd_json_str(&j, "value", a->text);
    else if (want_value)
        a->has_grundy ? gd_json_u64(&j, "grundy", a->grundy) : gd_json_str(&j, "grundy", NULL);
    if (want_value && a->n_inf >= 0) { /* loopy: the value is infinite, with this set */
        gd_json_array(&j, "grundy_infinite");
        for (long i = 0; i < a->n_inf && i < GD_QUERY_INF_SET; i++)
            gd_json_u64(&j, NULL, a->inf[i]);
        gd_json_close(&j, ']');
    }
    gd_json_bool(&j, "automatic", a->automatic);
    gd_json_array(&j, "winning_moves");
    for (long i = 0; i < a->n_moves; i++) {
        const gd_move *m = &a->moves[i];
        gd_json_object(&j, NULL);
        if (a->kind == GD_GAME_PARTIZAN)
            gd_json_str(&j, "side", m->side == GD_LEFT ? "left" : "right");
        gd_json_bool(&j, "pass", m->is_pass);
        gd_cli_json_position(&j, "to", gd_game_format(g, &m->to, buf, sizeof buf));
        gd_json_str(&j, "label", gd_game_move_label(g, m, buf, sizeof buf));
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_json_str(&j, "moves_not_listed", a->unlisted[0] ? a->unlisted : NULL);
    gd_json_str(&j, "engine", gd_query_engine_name(a->engine));
    gd_cli_json_end(&j);
}

/* A scoring game (docs/scoring.md): the outcome (o_L, o_R), the value with --value, then each
 * side's best moves; --json lists every move with its score. */
static void print_scoring(const gd_cli *c, const gd_game *g, const gd_position *p, int want_value, int json,
                          const gd_query_answer *a)
{
    char buf[1024], l[64], r[64];
    gd_dyadic_format(a->outcome_left, l, sizeof l);
    gd_dyadic_format(a->outcome_right, r, sizeof r);
    if (!json) {
        printf("outcome %s %s\n", l, r);
        if (a->text)
            printf("value %s\n", a->text);
        for (long i = 0; i < a->n_scored; i++)
            if (a->scored[i].best)
                printf("%s %s\n", a->scored[i].move.side == GD_LEFT ? "left" : "right",
                       gd_game_move_label(g, &a->scored[i].move, buf, sizeof buf));
        return;
    }
    gd_json j;
    gd_cli_json_head(&j, c);
    gd_json_object(&j, "parameters");
    gd_json_str(&j, "game", g->name);
    gd_json_str(&j, "position", gd_game_format(g, p, buf, sizeof buf));
    gd_json_bool(&j, "value", want_value);
    gd_json_close(&j, '}');
    gd_json_str(&j, "outcome_left", l);
    gd_json_str(&j, "outcome_right", r);
    if (a->text)
        gd_json_str(&j, "value", a->text);
    gd_json_array(&j, "moves");
    for (long i = 0; i < a->n_scored; i++) {
        const gd_game_scored_move *w = &a->scored[i];
        gd_json_object(&j, NULL);
        gd_json_str(&j, "side", w->move.side == GD_LEFT ? "left" : "right");
        if (g->ops->ui.format_move) {
            g->ops->ui.format_move(g, p, &w->move, buf, sizeof buf);
            gd_json_str(&j, "name", buf);
        }
        gd_json_str(&j, "to", gd_game_format(g, &w->move.to, buf, sizeof buf));
        gd_json_str(&j, "score", gd_dyadic_format(w->score, l, sizeof l));
        gd_json_bool(&j, "best", w->best);
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_json_str(&j, "engine", gd_query_engine_name(a->engine));
    gd_cli_json_end(&j);
}

static void print_answer(const gd_cli *c, const gd_game *g, const gd_position *p, int want_value, int json,
                         const gd_query_answer *a)
{
    char pb[512];
    if (a->kind == GD_GAME_SCORING) {
        print_scoring(c, g, p, want_value, json, a);
        return;
    }
    gd_game_format(g, p, pb, sizeof pb);
    if (json)
        print_json(c, g, pb, want_value, a);
    else {
        puts(gd_outcome_name(a->outcome));
        if (a->text)
            printf("value %s\n", a->text);
        else if (want_value && a->has_grundy)
            printf("grundy %llu\n", (unsigned long long)a->grundy);
        else if (want_value && a->n_inf >= 0)
            print_inf(a);
        else if (want_value)
            puts("grundy undefined");
        if (a->automatic && !c->quiet)
            fputs("gamedyn: a declared automatic N-position: the player to move wins at once\n", stderr);
        print_moves(g, a);
    }
    if (a->unlisted[0])
        fprintf(stderr, "gamedyn: %s: the winning moves are not listed\n", a->unlisted);
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
    char err[512];
    gd_query_options o = {want_value, NULL};
    gd_query_answer a;
    if (gd_query(g, &p, &o, &a, err, sizeof err) != 0)
        rc = gd_cli_fail("%s", err);
    else
        print_answer(&c, g, &p, want_value, json, &a);
    gd_query_answer_free(&a);
    gd_game_free(g);
    gd_cli_done(&c);
    if (fflush(stdout) != 0 && rc == 0)
        rc = gd_cli_fail("error writing to standard output");
    return rc;
}
