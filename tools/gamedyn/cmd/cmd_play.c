/* gamedyn play - a text game against gamedyn, for every registered game. */
#include "tool.h"
#include "gamedyn/play.h"
#include "gamedyn/util.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

static const char help_head[] =
    "usage: gamedyn play GAME POSITION [--first me|engine] [GAME OPTIONS] [--json] [--max-mem SIZE]\n"
    "       gamedyn play PARTIZAN-GAME POSITION [--as left|right] [--first left|right|me|engine] [...]\n"
    "\n"
    "Plays GAME from POSITION against you on the terminal (stdin/stdout). Each turn shows\n"
    "the position and the numbered moves; answer with the number of a move or the\n"
    "position it leads to (or 'pass'). Normal play: whoever cannot move loses; a declared\n"
    "automatic N-position (--perturb) is won at once by the player to move there.\n"
    "GAME POSITION and the game options are as in 'gamedyn query'.\n"
    "\n";

static const char help_tail[] =
    "\n"
    "  --first me|engine  who moves first (default me); partizan games: also left|right\n"
    "                     (default left)\n"
    "  --as left|right    partizan games: the side you play (default left); gamedyn plays\n"
    "                     the other\n"
    GD_CLI_MAX_MEM_HELP("     ")
    "  --json             the game's record as one JSON line on stdout when it ends\n"
    "                     (docs/format.md): \"start\", \"moves\" (\"by\" you or gamedyn, \"side\"\n"
    "                     in partizan games, \"move\", \"to\"), \"end\" (no move, automatic,\n"
    "                     repetition: a loopy game drawn, or abandoned) and \"winner\"\n"
    "                     (you, gamedyn or null); a scoring game adds \"score\" and\n"
    "                     \"best_score\" (best play's from the start), and its winner is\n"
    "                     the side the score favours (Left above 0), null at 0; the game\n"
    "                     itself is then shown on stderr\n"
    "\n"
    "A loopy game (pokernim) can return to a position: the game is declared a draw as soon\n"
    "as a position (the heaps and both hands, the player to move included) occurs a second\n"
    "time. From a drawn position gamedyn moves to a drawn position; from a won one its moves\n"
    "lower the remoteness every turn, so its winning play never repeats a position\n"
    "(docs/loopy.md).\n"
    "\n"
    "Commands at the prompt: 'hint' shows the outcome, the Grundy value and the winning\n"
    "moves; 'quit' (or end of input) ends the game.\n"
    "\n"
    "gamedyn plays perfectly: from an N-position a winning move, the one that wins in the\n"
    "fewest moves; from a P-position the move that makes the game last longest, that is\n"
    "the move to the position of largest remoteness (the number of moves left when the\n"
    "winner wins as fast as possible and the loser resists as long as possible); ties go\n"
    "to the first move in the list. The generic solver computes it, so positions it\n"
    "cannot hold in --max-mem are refused up front with the estimate.\n"
    "\n"
    "Positions with more than 100000 reachable positions, in a game with a fast oracle\n"
    "(Nim: XOR; wythoff: the floor form, heaps up to 2^62; the sheet engine; the two-heap\n"
    "tables), are played by the oracle instead: from an N-position the oracle's first\n"
    "winning move (in move-list order), from a P-position the first move in the list, which\n"
    "is the smallest (one token from the first heap that has one for Nim, one from the\n"
    "second heap for two-heap games), so the game lasts long. Above 1000 moves the list is\n"
    "not shown: type the position you move to.\n"
    "\n"
    "Partizan games (domineering): you play one side, Left or Right (--as), gamedyn the\n"
    "other, and --first says which side starts. Each turn shows the position (a board is\n"
    "also drawn as a grid: rows numbered from 1 at the top, columns lettered from a at the\n"
    "left) and the numbered moves of the side to move; answer with a move's number, its name\n"
    "as listed, or the position it leads to. A move's name is the family's short form:\n"
    "Domineering names a domino by its first cell, column then row, the top cell of Left's\n"
    "vertical domino or the left cell of Right's horizontal one ('b3': column b, row 3; as\n"
    "Left it covers b3 and b4, as Right b3 and c3). A side with no move on its turn loses.\n"
    "gamedyn plays a winning move when it has one: a move of side S wins iff the position it\n"
    "leads to is won by S with the opponent to move (outcome class S or P); it takes the\n"
    "first winning move in move order (Domineering: by top or left cell, row by row). With\n"
    "no winning move it takes the move after which it keeps the most moves of its own over\n"
    "the opponent's (ties: the first in move order): a heuristic, not the longest game. The\n"
    "outcomes come from the generic solver, or, above 100000 reachable positions, from the\n"
    "game's fast oracle (Domineering: the alpha-beta solver, one search per move; with\n"
    "--one-move one search per side and turn). 'hint' gives the outcome class and your\n"
    "winning moves.\n"
    "\n"
    "Scoring games (scoring-domineering, domination; docs/scoring.md): as partizan games, but\n"
    "the game ends when the side to move has no move, and the final score is the result (Left\n"
    "wants it high, Right low), shown beside what best play from the start gives. gamedyn plays\n"
    "a best move, one that attains its side's outcome under best play (the first in move\n"
    "order), from the position's value as a guaranteed scoring game; 'hint' gives the\n"
    "outcome and every move's final score.\n";

/* Above this many moves the list is not shown (the user types a position). */
#define PLAY_LIST_MOVES 1000u

static void hint(gd_solver *s, const gd_game *g, const gd_position *p, const gd_move *mv, long n)
{
    gd_value v;
    char buf[512];
    if (!gd_solver_lookup(s, p, &v))
        return;
    printf("hint: %s", v.outcome == GD_OUTCOME_D ? "a draw" : v.outcome == GD_OUTCOME_P ? "P-position" : "N-position");
    if (v.has_grundy)
        printf(", Grundy value %llu", (unsigned long long)v.grundy);
    else if (v.infinite)
        printf(", Grundy value infinite");
    else
        printf(", no Grundy value (an automatic N-position is reachable)");
    if (v.outcome == GD_OUTCOME_D)
        puts(": best play never ends");
    else
        printf(", %llu moves left with best play\n", (unsigned long long)v.remoteness);
    int any = 0;
    for (long i = 0; i < n; i++) {
        gd_value w;
        if (gd_solver_lookup(s, &mv[i].to, &w) && w.outcome == GD_OUTCOME_P)
            printf("%s%ld. %s", any++ ? ", " : "hint: winning moves: ", i + 1,
                   gd_game_move_label(g, &mv[i], buf, sizeof buf));
    }
    puts(any                           ? ""
         : v.outcome == GD_OUTCOME_D ? "hint: no winning move: a move to a drawn position keeps the draw"
                                     : "hint: no winning move: every move loses against best play");
}

/* The oracle's hint: the outcome and the winning moves (numbered when the list is shown). */
static void hint_oracle(const gd_game *g, const gd_position *p, const gd_move *mv, long n)
{
    char err[512], buf[512];
    int o = gd_game_oracle_outcome(g, p, err, sizeof err);
    gd_move *w = NULL;
    long k = o >= 0 ? gd_game_oracle_winning(g, p, &w, err, sizeof err) : -1;
    if (o < 0 || k < 0) {
        printf("hint: not available (%s)\n", o == GD_ORACLE_NONE || k == GD_ORACLE_NONE ? "no fast answer" : err);
        free(w);
        return;
    }
    printf("hint: %s-position (the game's fast oracle)\n", o == GD_OUTCOME_P ? "P" : "N");
    for (long i = 0; i < k; i++) {
        long at = -1;
        for (long j = 0; mv && j < n && at < 0; j++)
            if (mv[j].is_pass == w[i].is_pass && gd_position_equal(&mv[j].to, &w[i].to))
                at = j;
        printf("%s", i ? ", " : "hint: winning moves: ");
        if (at >= 0)
            printf("%ld. ", at + 1);
        printf("%s", gd_game_move_label(g, &w[i], buf, sizeof buf));
    }
    puts(k ? "" : "hint: no winning move: every move loses against best play");
    free(w);
}

/* A typed position when the moves are not listed: 1 with *m set if it is one move. */
static int pick_unlisted(const gd_game *g, const gd_position *p, const char *line, gd_move *m)
{
    char err[256];
    if (strcmp(line, "pass") == 0) {
        m->to = *p, m->is_pass = 1;
        if (!g->has_pass || !p->passes)
            return 0;
        m->to.passes--;
        return 1;
    }
    if (gd_game_parse(g, line, &m->to, err, sizeof err) != 0 || m->to.passes != p->passes)
        return 0;
    m->is_pass = 0;
    if (g->ops->rules.is_move)
        return g->ops->rules.is_move(g, p, &m->to);
    gd_move *mv;
    long n = gd_game_list_moves(g, p, 10000000u, &mv, err, sizeof err);
    int found = 0;
    for (long i = 0; i < n && !found; i++)
        found = !mv[i].is_pass && gd_position_equal(&mv[i].to, &m->to);
    free(mv);
    return found;
}

/* The move the user typed: its number, its label, or a position equal to its target. */
static long pick(const gd_game *g, const char *line, const gd_move *mv, long n)
{
    char *end, buf[512];
    long k = strtol(line, &end, 10);
    if (end != line && !*end)
        return k >= 1 && k <= n ? k - 1 : -1;
    gd_position q;
    char err[256];
    int parsed = gd_game_parse(g, line, &q, err, sizeof err) == 0;
    for (long i = 0; i < n; i++) {
        if (strcmp(line, gd_game_move_label(g, &mv[i], buf, sizeof buf)) == 0)
            return i;
        if (parsed && !mv[i].is_pass && gd_position_equal(&q, &mv[i].to))
            return i;
    }
    return -1;
}

typedef struct {
    const char *first, *as;
    int json;
    int side_first; /* --first left|right: a partizan game's side */
} play_opts;

/* One impartial game in progress: the engine, the record and what the loop keeps between turns. */
typedef struct {
    gd_game *g;
    gd_position p;
    gd_play *pl;
    gd_solver *s;
    int oracle, me; /* me: whose turn, 1 the user */
    gd_cli_record rec;
    const char *winner, *end;
    char *line; /* the user's last line */
    size_t cap;
    gd_position *seen; /* loopy games: the positions of the game so far */
    size_t nseen;
    char err[512], buf[512];
} play_state;

static int parse_options(gd_cli *c, int argc, char **argv, play_opts *o)
{
    *o = (play_opts){0};
    c->max_args = GD_GAME_MAX_COORDS;
    gd_cli_opt opts[3 + GD_GAME_MAX_SETTINGS] = {
        {"--first", &o->first, NULL}, {"--as", &o->as, NULL}, {"--json", NULL, &o->json}};
    int nopts = gd_cli_game_opts(c, opts, 3, GD_CLI_NOPTS(opts));
    int rc = gd_cli_parse(c, argc, argv, opts, nopts, "play");
    if (rc)
        return rc;
    o->side_first = o->first && (strcmp(o->first, "left") == 0 || strcmp(o->first, "right") == 0);
    if (o->first && !o->side_first && strcmp(o->first, "me") != 0 && strcmp(o->first, "engine") != 0)
        return gd_cli_fail("bad --first '%s' (expected me or engine; partizan games: also left or right)", o->first);
    if (o->as && strcmp(o->as, "left") != 0 && strcmp(o->as, "right") != 0)
        return gd_cli_fail("bad --as '%s' (expected left or right)", o->as);
    return 0;
}

/* The record's end, and the last check of stdout: a game that could not be shown is an error. */
static int end_game(gd_cli *c, gd_cli_record *rec, gd_game *g, char *start, const char *winner, const char *end, int rc)
{
    rc = gd_cli_record_end(rec, c, g, start, winner, end, rc);
    free(start);
    gd_game_free(g);
    gd_cli_done(c);
    if (fflush(stdout) != 0 && rc == 0)
        rc = gd_cli_fail("error writing to standard output");
    return rc;
}

static int play_two_sided(gd_cli *c, const play_opts *o, gd_game *g, gd_position *p, char *start)
{
    const char *winner = NULL, *end = "abandoned";
    gd_cli_record rec;
    int user = o->as && strcmp(o->as, "right") == 0 ? GD_RIGHT : GD_LEFT;
    int starts = !o->first || strcmp(o->first, "left") == 0 ? GD_LEFT
                 : strcmp(o->first, "right") == 0          ? GD_RIGHT
                 : strcmp(o->first, "me") == 0             ? user
                                                           : !user;
    int rc;
    if ((rc = gd_cli_record_begin(&rec, o->json)) == 0)
        rc = g->ops->kind == GD_GAME_SCORING ? gd_cli_play_scoring(g, p, user, starts, &rec, &winner, &end)
                                             : gd_cli_play_partizan(g, p, user, starts, &rec, &winner, &end);
    return end_game(c, &rec, g, start, winner, end, rc);
}

/* Loopy games: a position seen before draws the game. 1: drawn, 0: go on, negative: failed
 * (minus the exit status). */
static int repeats(play_state *st)
{
    int again = 0;
    for (size_t i = 0; i < st->nseen && !again; i++)
        again = gd_position_equal(&st->seen[i], &st->p);
    if (again) {
        puts("the position repeats: the game is drawn");
        st->end = "repetition";
        return 1;
    }
    gd_position *q = realloc(st->seen, (st->nseen + 1) * sizeof *q);
    if (!q)
        return -gd_cli_fail("out of memory");
    st->seen = q;
    st->seen[st->nseen++] = st->p;
    return 0;
}

/* Reads the user's move (answering 'hint' on the way). 0: the input ended or 'quit'. */
static int user_move(play_state *st, const gd_move *mv, long n, uint64_t count, int listed, gd_move *chosen)
{
    const gd_game *g = st->g;
    if (listed)
        for (long i = 0; i < n; i++)
            printf("  %ld. %s\n", i + 1, gd_game_move_label(g, &mv[i], st->buf, sizeof st->buf));
    else
        printf("  %llu%s moves, too many to list: type the position you move to\n", (unsigned long long)count,
               count == UINT64_MAX ? " or more" : "");
    int have = 0;
    while (!have) {
        if (!gd_cli_play_read(&st->line, &st->cap))
            break;
        if (strcmp(st->line, "hint") == 0) {
            if (st->oracle)
                hint_oracle(g, &st->p, mv, listed ? n : 0);
            else
                hint(st->s, g, &st->p, mv, n);
            continue;
        }
        if (listed) {
            long k = pick(g, st->line, mv, n);
            if (k >= 0)
                *chosen = mv[k], have = 1;
            else
                printf("not a move: '%s' (a number from 1 to %ld, or a position from the list)\n", st->line, n);
        } else if (pick_unlisted(g, &st->p, st->line, chosen))
            have = 1;
        else
            printf("not a move: '%s' (type the position you move to)\n", st->line);
    }
    return have;
}

/* One turn. 1: the game goes on, 0: it is over, negative: failed (the message printed; minus
 * the exit status). */
static int turn(play_state *st)
{
    const gd_game *g = st->g;
    printf("\nposition %s\n", gd_game_format(g, &st->p, st->buf, sizeof st->buf));
    int r = g->loopy ? repeats(st) : 0;
    if (r != 0)
        return r > 0 ? 0 : r;
    if (g->ops->rules.is_automatic && g->ops->rules.is_automatic(g, &st->p)) {
        printf("a declared automatic N-position: %s at once\n", st->me ? "you win" : "gamedyn wins");
        st->winner = st->me ? "you" : "gamedyn", st->end = "automatic";
        return 0;
    }
    gd_move *mv = NULL;
    uint64_t count = g->ops->rules.moves(g, &st->p, NULL, 0);
    int listed = !st->oracle || count <= PLAY_LIST_MOVES;
    long n = listed ? gd_game_list_moves(g, &st->p, UINT64_MAX, &mv, st->err, sizeof st->err)
                    : count > LONG_MAX ? LONG_MAX : (long)count;
    if (n < 0)
        return -gd_cli_fail("%s", st->err);
    if (n == 0) {
        printf("%s no move: %s\n", st->me ? "you have" : "gamedyn has", st->me ? "gamedyn wins" : "you win");
        st->winner = st->me ? "gamedyn" : "you", st->end = "no move";
        free(mv);
        return 0;
    }
    gd_move chosen;
    if (st->me) {
        if (!user_move(st, mv, n, count, listed, &chosen)) {
            free(mv);
            return 0;
        }
        printf("you play %s\n", gd_game_move_label(g, &chosen, st->buf, sizeof st->buf));
    } else {
        gd_play_choice pc;
        r = gd_play_choose(st->pl, &st->p, GD_LEFT, &pc, st->err, sizeof st->err);
        chosen = pc.move;
        if (r <= 0) {
            free(mv);
            return -gd_cli_fail("%s", r < 0 ? st->err : "internal inconsistency: a move was counted but none found");
        }
        printf("gamedyn plays %s\n", gd_game_move_label(g, &chosen, st->buf, sizeof st->buf));
    }
    gd_cli_record_move(&st->rec, g, st->me ? "you" : "gamedyn", NULL,
                       gd_game_move_label(g, &chosen, st->buf, sizeof st->buf), &chosen.to);
    st->p = chosen.to;
    free(mv);
    st->me = !st->me;
    return 1;
}

static int play_impartial(gd_cli *c, const play_opts *o, gd_game *g, gd_position *p, char *start)
{
    if (o->as || o->side_first) {
        int rc = gd_cli_fail("play: %s is impartial: --as and --first left|right are for partizan games (here "
                             "--first me|engine)", g->name);
        free(start);
        gd_game_free(g);
        return rc;
    }
    play_state st = {.g = g, .p = *p, .end = "abandoned"};
    /* Big positions of a game with a fast oracle: the oracle plays (see the manual). */
    st.pl = gd_play_new(g, &st.p, st.err, sizeof st.err);
    if (!st.pl) {
        free(start);
        gd_game_free(g);
        return gd_cli_fail("%s", st.err);
    }
    st.oracle = gd_play_by_oracle(st.pl);
    st.s = gd_play_solver(st.pl);
    st.me = !(o->first && strcmp(o->first, "engine") == 0);
    int rc;
    if ((rc = gd_cli_record_begin(&st.rec, o->json)) != 0) {
        gd_play_free(st.pl);
        free(start);
        gd_game_free(g);
        return rc;
    }
    printf("gamedyn play %s: %s. You move %s. Type a move's number or position, 'hint' or 'quit'.\n", g->name,
           g->summary, st.me ? "first" : "second");
    while ((rc = turn(&st)) > 0)
        ;
    rc = rc < 0 ? -rc : 0;
    free(st.line);
    free(st.seen);
    gd_play_free(st.pl);
    return end_game(c, &st.rec, g, start, st.winner, st.end, rc);
}

int gd_cmd_play(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    char help[16384];
    c.help = gd_cli_game_help(help, sizeof help, help_head, help_tail);
    play_opts o;
    int rc = parse_options(&c, argc, argv, &o);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    gd_game *g;
    gd_position p;
    if ((rc = gd_cli_game_position(&c, "play", &g, &p)) != 0)
        return rc;
    char *start = gd_game_format_new(g, &p);
    if (!start) {
        gd_game_free(g);
        return gd_cli_fail("out of memory");
    }
    if (g->ops->kind != GD_GAME_IMPARTIAL)
        return play_two_sided(&c, &o, g, &p, start);
    return play_impartial(&c, &o, g, &p, start);
}
