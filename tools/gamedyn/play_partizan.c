/* play_partizan.c - 'gamedyn play' on a partizan game: a person plays one side, gamedyn
 * the other (the manual is cmd_play.c's; docs/games.md, "Playing"). */
#include "cli.h"
#include "gamedyn/util.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#define PLAY_WIDTH 76       /* the move list wraps here */

typedef struct {
    gd_game *g;
    gd_solver *s; /* NULL: the fast oracle answers */
    char err[512];
} judge;

static const char *side_name(int side)
{
    return side == GD_LEFT ? "Left" : "Right";
}

/* The outcome class of q: the solver's (solving q if it is new) or the oracle's; -1 with err. */
static int outcome_of(judge *j, const gd_position *q)
{
    gd_value v;
    if (!j->s) {
        int o = gd_game_oracle_outcome(j->g, q, j->err, sizeof j->err);
        if (o == GD_ORACLE_NONE) {
            gd_err(j->err, sizeof j->err, "the fast oracle has no answer at this position");
            return -1;
        }
        return o;
    }
    if (gd_solver_lookup(j->s, q, &v))
        return v.outcome;
    return gd_solver_solve(j->s, q, &v, j->err, sizeof j->err) == 0 ? v.outcome : -1;
}

/* Which of the n moves mv (all of one side, in move order) win: win[i] set; the count, or -1.
 * The oracle's winning moves come in one call (--one-move makes it one search a side). */
static long winning_moves(judge *j, const gd_position *p, const gd_move *mv, long n, char *win)
{
    long k = 0;
    memset(win, 0, (size_t)n);
    if (j->s) {
        for (long i = 0; i < n; i++) {
            int o = outcome_of(j, &mv[i].to);
            if (o < 0)
                return -1;
            if (gd_game_move_wins(j->g, &mv[i], o))
                win[i] = 1, k++;
        }
        return k;
    }
    gd_move *w = NULL;
    long m = gd_game_oracle_winning(j->g, p, &w, j->err, sizeof j->err);
    if (m == GD_ORACLE_NONE)
        gd_err(j->err, sizeof j->err, "the fast oracle has no answer at this position");
    if (m < 0)
        return -1;
    for (long a = 0; a < m; a++)
        for (long i = 0; i < n; i++)
            if (!win[i] && w[a].side == mv[i].side && gd_position_equal(&w[a].to, &mv[i].to))
                win[i] = 1, k++;
    free(w);
    return k;
}

/* The moves of one side from p, in move order, into *out (malloc'd): the count, or -1. */
static long side_moves(const gd_game *g, const gd_position *p, int side, gd_move **out, long *all, char *err,
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

/* Without a winning move: the move after which the mover keeps the most moves of its own
 * over the opponent's (ties: the first in move order). -1 with err. */
static long roomiest(const gd_game *g, const gd_move *mv, long n, int side, char *err, size_t errlen)
{
    long best = 0, best_score = LONG_MIN;
    for (long i = 0; i < n; i++) {
        gd_move *q;
        long all, own = side_moves(g, &mv[i].to, side, &q, &all, err, errlen);
        if (own < 0)
            return -1;
        free(q);
        long score = own - (all - own);
        if (score > best_score)
            best = i, best_score = score;
    }
    return best;
}

static const char *move_name(const gd_game *g, const gd_position *p, const gd_move *m, char *buf, size_t len)
{
    if (g->ops->format_move) {
        g->ops->format_move(g, p, m, buf, len);
        return buf;
    }
    return gd_game_move_label(g, m, buf, len);
}

static void show_moves(const gd_game *g, const gd_position *p, const gd_move *mv, long n)
{
    char buf[512], item[560];
    if (!g->ops->format_move) {
        for (long i = 0; i < n; i++)
            printf("  %ld. %s\n", i + 1, gd_game_move_label(g, &mv[i], buf, sizeof buf));
        return;
    }
    size_t col = 0;
    for (long i = 0; i < n; i++) {
        snprintf(item, sizeof item, "%ld. %s", i + 1, move_name(g, p, &mv[i], buf, sizeof buf));
        if (col && col + 2 + strlen(item) > PLAY_WIDTH)
            puts(""), col = 0;
        col += (size_t)printf("  %s", item);
    }
    puts("");
}

static void hint(judge *j, const gd_position *p, const gd_move *mv, long n)
{
    char buf[512];
    int o = outcome_of(j, p);
    char *win = malloc((size_t)n + 1);
    long k = win && o >= 0 ? winning_moves(j, p, mv, n, win) : -1;
    if (k < 0) {
        printf("hint: not available (%s)\n", win && o >= 0 ? j->err : o < 0 ? j->err : "out of memory");
        free(win);
        return;
    }
    printf("hint: %s-position (%s)\n", gd_outcome_name(o),
           o == GD_OUTCOME_L   ? "Left wins whoever starts"
           : o == GD_OUTCOME_R ? "Right wins whoever starts"
           : o == GD_OUTCOME_N ? "the player to move wins"
                               : "the player to move loses");
    int any = 0;
    for (long i = 0; i < n; i++)
        if (win[i])
            printf("%s%ld. %s", any++ ? ", " : "hint: your winning moves: ", i + 1,
                   move_name(j->g, p, &mv[i], buf, sizeof buf));
    puts(any ? "" : "hint: no winning move for you: every move loses against best play");
    free(win);
}

void gd_cli_play_show(const gd_game *g, const gd_position *p)
{
    char *text = gd_game_format_new(g, p);
    printf("\nposition %s\n", text ? text : "(out of memory)");
    free(text);
    if (g->ops->draw) {
        int need = g->ops->draw(g, p, NULL, 0);
        char *pic = need > 0 ? malloc((size_t)need + 1) : NULL;
        if (pic) {
            g->ops->draw(g, p, pic, (size_t)need + 1);
            fputs(pic, stdout);
        }
        free(pic);
    }
}

int gd_cli_play_line(const gd_game *g, const gd_position *p, int side, const char *line, long n, long *index,
                     gd_move *m)
{
    char err[512];
    char *end;
    long k = strtol(line, &end, 10);
    if (end != line && !*end) {
        if (k >= 1 && k <= n) {
            *index = k - 1;
            return 1;
        }
        printf("not a move: '%s' (the moves are numbered from 1 to %ld)\n", line, n);
        return -1;
    }
    int r = g->ops->parse_move ? g->ops->parse_move(g, p, side, line, m, err, sizeof err) : 0;
    if (r < 0) {
        printf("not a move: %s\n", err);
        return -1;
    }
    if (r == 0 && gd_game_parse(g, line, &m->to, err, sizeof err) != 0) {
        printf("not a move: '%s' (a move's number, its name as listed, or the position it leads to)\n", line);
        return -1;
    }
    return 2;
}

/* The user's line as one of the n moves mv of side: its index, or -1 after a one-line message. */
static long pick(const gd_game *g, const gd_position *p, int side, const char *line, const gd_move *mv, long n)
{
    char err[512], buf[512];
    gd_move m;
    long k;
    int r = gd_cli_play_line(g, p, side, line, n, &k, &m);
    if (r != 2)
        return r == 1 ? k : -1;
    for (long i = 0; i < n; i++)
        if (gd_position_equal(&m.to, &mv[i].to))
            return i;
    gd_move *other;
    long no = side_moves(g, p, !side, &other, NULL, err, sizeof err), theirs = 0;
    for (long i = 0; i < no && !theirs; i++)
        theirs = gd_position_equal(&m.to, &other[i].to);
    if (no >= 0)
        free(other);
    if (theirs)
        printf("not your move: %s is a move of %s's (you play %s)\n", gd_game_format(g, &m.to, buf, sizeof buf),
               side_name(!side), side_name(side));
    else
        printf("not a move: %s is not one move from here\n", gd_game_format(g, &m.to, buf, sizeof buf));
    return -1;
}

/* The game loop; 0, or 2 after an error message. */
int gd_cli_play_partizan(gd_game *g, const gd_position *start, int user, int first, uint64_t max_mem,
                         gd_cli_record *rec, const char **winner, const char **end)
{
    judge j = {g, NULL, {0}};
    gd_position p = *start;
    char buf[512];
    /* A big position of a game with a fast oracle: the oracle answers (as for impartial games). */
    int oracle = 0;
    if (g->ops->outcome && (!g->ops->bound || g->ops->bound(g, &p) > 100000u)) {
        int o = gd_game_oracle_outcome(g, &p, j.err, sizeof j.err);
        if (o == -1)
            return gd_cli_fail("%s", j.err);
        oracle = o != GD_ORACLE_NONE;
    }
    if (!oracle) {
        gd_value v;
        j.s = gd_solver_new(g, max_mem);
        if (!j.s || gd_solver_solve(j.s, &p, &v, j.err, sizeof j.err) != 0) {
            int rc = gd_cli_fail("%s", j.s ? j.err : "out of memory");
            gd_solver_free(j.s);
            return rc;
        }
    }
    printf("gamedyn play %s: %s. You play %s, gamedyn plays %s; %s moves first. Type a move's number, its name "
           "as listed, or the position it leads to; 'hint' or 'quit'.\n",
           g->name, g->summary, side_name(user), side_name(!user), side_name(first));
    char *line = NULL, *win = NULL;
    size_t cap = 0;
    int rc = 0, side = first;
    for (;;) {
        gd_cli_play_show(g, &p);
        gd_move *mv;
        long n = side_moves(g, &p, side, &mv, NULL, j.err, sizeof j.err);
        if (n < 0) {
            rc = gd_cli_fail("%s", j.err);
            break;
        }
        int mine = side == user;
        if (n == 0) {
            printf("%s (%s) %s no move: %s\n", mine ? "you" : "gamedyn", side_name(side), mine ? "have" : "has",
                   mine ? "gamedyn wins" : "you win");
            *winner = mine ? "gamedyn" : "you", *end = "no move";
            free(mv);
            break;
        }
        long k = -1;
        if (mine) {
            printf("%s to move (you):\n", side_name(side));
            show_moves(g, &p, mv, n);
            while (k < 0) {
                if (!gd_cli_play_read(&line, &cap))
                    break;
                if (strcmp(line, "hint") == 0)
                    hint(&j, &p, mv, n);
                else
                    k = pick(g, &p, side, line, mv, n);
            }
            if (k < 0) {
                free(mv);
                break;
            }
            printf("you play %s\n", move_name(g, &p, &mv[k], buf, sizeof buf));
        } else {
            char *w = realloc(win, (size_t)n);
            long wins = w ? winning_moves(&j, &p, mv, n, w) : -1;
            win = w;
            for (long i = 0; i < n && wins > 0 && k < 0; i++)
                if (win[i])
                    k = i;
            if (wins == 0)
                k = roomiest(g, mv, n, side, j.err, sizeof j.err);
            if (k < 0) {
                rc = gd_cli_fail("%s", w ? j.err : "out of memory");
                free(mv);
                break;
            }
            printf("gamedyn plays %s\n", move_name(g, &p, &mv[k], buf, sizeof buf));
        }
        gd_cli_record_move(rec, g, mine ? "you" : "gamedyn", side_name(side),
                           move_name(g, &p, &mv[k], buf, sizeof buf), &mv[k].to);
        p = mv[k].to;
        free(mv);
        side = !side;
    }
    free(line);
    free(win);
    gd_solver_free(j.s);
    return rc;
}
