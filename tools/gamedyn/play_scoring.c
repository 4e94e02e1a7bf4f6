/* play_scoring.c - 'gamedyn play' on a scoring game: a person plays one side, gamedyn the
 * other, and the score decides (the manual is cmd_play.c's; docs/scoring.md, "Playing"). */
#include "tool.h"
#include "gamedyn/play.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

#define PLAY_WIDTH 76 /* the move list wraps here */

static const char *side_name(int side)
{
    return side == GD_LEFT ? "Left" : "Right";
}

static const char *move_name(const gd_game *g, const gd_position *p, const gd_move *m, char *buf, size_t len)
{
    if (g->ops->ui.format_move) {
        g->ops->ui.format_move(g, p, m, buf, len);
        return buf;
    }
    return gd_game_move_label(g, m, buf, len);
}

/* The moves of side from w (all moves, n of them) into mv: their number. */
static long of_side(const gd_game_scored_move *w, long n, int side, gd_game_scored_move *mv)
{
    long k = 0;
    for (long i = 0; i < n; i++)
        if (w[i].move.side == side)
            mv[k++] = w[i];
    return k;
}

static void show_moves(const gd_game *g, const gd_position *p, const gd_game_scored_move *mv, long n)
{
    char buf[512], item[560];
    size_t col = 0;
    for (long i = 0; i < n; i++) {
        snprintf(item, sizeof item, "%ld. %s", i + 1, move_name(g, p, &mv[i].move, buf, sizeof buf));
        if (col && col + 2 + strlen(item) > PLAY_WIDTH)
            puts(""), col = 0;
        col += (size_t)printf("  %s", item);
    }
    puts("");
}

static void hint(const gd_game *g, const gd_position *p, int side, gd_dyadic ol, gd_dyadic or_,
                 const gd_game_scored_move *mv, long n)
{
    char buf[512], a[64], b[64];
    printf("hint: outcome %s %s (the final score under best play when Left, or Right, moves first)\n",
           gd_dyadic_format(ol, a, sizeof a), gd_dyadic_format(or_, b, sizeof b));
    printf("hint: each move's final score under best play:");
    for (long i = 0; i < n; i++)
        printf(" %ld. %s %s%s", i + 1, move_name(g, p, &mv[i].move, buf, sizeof buf),
               gd_dyadic_format(mv[i].score, a, sizeof a), mv[i].best ? " (best)" : "");
    printf("\nhint: %s wants the score %s\n", side_name(side), side == GD_LEFT ? "high" : "low");
}

/* The user's line as one of the n moves mv of side: its index, or -1 after a one-line message. */
static long pick(const gd_game *g, const gd_position *p, int side, const char *line, const gd_game_scored_move *mv,
                 long n)
{
    char buf[512];
    gd_move m;
    long k;
    int r = gd_cli_play_line(g, p, side, line, n, &k, &m);
    if (r != 2)
        return r == 1 ? k : -1;
    for (long i = 0; i < n; i++)
        if (gd_position_equal(&m.to, &mv[i].move.to))
            return i;
    printf("not a move: %s is not one move of %s's from here\n", gd_game_format(g, &m.to, buf, sizeof buf),
           side_name(side));
    return -1;
}

int gd_cli_play_scoring(gd_game *g, const gd_position *start, int user, int first, gd_cli_record *rec,
                        const char **winner, const char **end)
{
    char err[512], buf[512], a[64];
    gd_play *pl = gd_play_new(g, start, err, sizeof err);
    if (!pl)
        return gd_cli_fail("%s", err);
    gd_game_scores *t = gd_play_scores(pl);
    gd_position p = *start;
    printf("gamedyn play %s: %s. You play %s (%s wants the score high, %s low), gamedyn plays %s; %s moves "
           "first. Type a move's number, its name as listed, or the position it leads to; 'hint' or 'quit'.\n",
           g->name, g->summary, side_name(user), side_name(GD_LEFT), side_name(GD_RIGHT), side_name(!user),
           side_name(first));
    char *line = NULL;
    size_t cap = 0;
    int rc = 0, side = first;
    gd_dyadic start_outcome = gd_dyadic_int(0);
    for (;;) {
        gd_cli_play_show(g, &p);
        gd_game_scored_move *w, *mv;
        gd_dyadic ol, or_;
        long all = gd_game_scores_moves(t, &p, NULL, &ol, &or_, &w, err, sizeof err);
        if (all < 0) {
            rc = gd_cli_fail("%s", err);
            break;
        }
        if (!(mv = malloc((size_t)(all + 1) * sizeof *mv))) {
            free(w);
            rc = gd_cli_fail("out of memory");
            break;
        }
        long n = of_side(w, all, side, mv);
        if (gd_position_equal(&p, start))
            start_outcome = first == GD_LEFT ? ol : or_;
        free(w);
        int mine = side == user;
        if (n == 0) {
            int64_t score;
            if (g->ops->scoring.score(g, &p, side, &score, err, sizeof err) != 0) {
                free(mv);
                rc = gd_cli_fail("%s", err);
                break;
            }
            printf("%s (%s) %s no move: the game ends, final score %lld (best play from the start gives %s)\n",
                   mine ? "you" : "gamedyn", side_name(side), mine ? "have" : "has", (long long)score,
                   gd_dyadic_format(start_outcome, a, sizeof a));
            snprintf(rec->score, sizeof rec->score, "%lld", (long long)score);
            gd_dyadic_format(start_outcome, rec->best, sizeof rec->best);
            *end = "no move";
            /* Left wants the score high: a positive score is Left's win, a negative Right's */
            *winner = score == 0 ? NULL : (score > 0) == (user == GD_LEFT) ? "you" : "gamedyn";
            free(mv);
            break;
        }
        long k = -1;
        gd_play_choice c;
        if (mine) {
            printf("%s to move (you):\n", side_name(side));
            show_moves(g, &p, mv, n);
            while (k < 0) {
                if (!gd_cli_play_read(&line, &cap))
                    break;
                if (strcmp(line, "hint") == 0)
                    hint(g, &p, side, ol, or_, mv, n);
                else
                    k = pick(g, &p, side, line, mv, n);
            }
            if (k < 0) {
                free(mv);
                break;
            }
            printf("you play %s\n", move_name(g, &p, &mv[k].move, buf, sizeof buf));
            c.move = mv[k].move;
        } else if (gd_play_choose(pl, &p, side, &c, err, sizeof err) != 1) {
            free(mv);
            rc = gd_cli_fail("%s", err);
            break;
        } else
            printf("gamedyn plays %s (final score %s under best play)\n", move_name(g, &p, &c.move, buf, sizeof buf),
                   gd_dyadic_format(c.score, a, sizeof a));
        gd_cli_record_move(rec, g, mine ? "you" : "gamedyn", side_name(side),
                           move_name(g, &p, &c.move, buf, sizeof buf), &c.move.to);
        p = c.move.to;
        free(mv);
        side = !side;
    }
    free(line);
    gd_play_free(pl);
    return rc;
}
