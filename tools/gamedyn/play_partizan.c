/* play_partizan.c - 'gamedyn play' on a partizan game: a person plays one side, gamedyn
 * the other (the manual is cmd_play.c's; docs/games.md, "Playing"). */
#include "tool.h"
#include "gamedyn/play.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#define PLAY_WIDTH 76       /* the move list wraps here */

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

static void show_moves(const gd_game *g, const gd_position *p, const gd_move *mv, long n)
{
    char buf[512], item[560];
    if (!g->ops->ui.format_move) {
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

static void hint(gd_play *pl, const gd_game *g, const gd_position *p, const gd_move *mv, long n)
{
    char buf[512], err[512];
    int o = gd_play_outcome(pl, p, err, sizeof err);
    char *win = malloc((size_t)n + 1);
    long k = win && o >= 0 ? gd_play_winning(pl, p, mv, n, win, err, sizeof err) : -1;
    if (k < 0) {
        printf("hint: not available (%s)\n", win || o < 0 ? err : "out of memory");
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
                   move_name(g, p, &mv[i], buf, sizeof buf));
    puts(any ? "" : "hint: no winning move for you: every move loses against best play");
    free(win);
}

void gd_cli_play_show(const gd_game *g, const gd_position *p)
{
    char *text = gd_game_format_new(g, p);
    printf("\nposition %s\n", text ? text : "(out of memory)");
    free(text);
    if (g->ops->ui.draw) {
        int need = g->ops->ui.draw(g, p, NULL, 0);
        char *pic = need > 0 ? malloc((size_t)need + 1) : NULL;
        if (pic) {
            g->ops->ui.draw(g, p, pic, (size_t)need + 1);
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
    int r = g->ops->ui.parse_move ? g->ops->ui.parse_move(g, p, side, line, m, err, sizeof err) : 0;
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
    long no = gd_play_side_moves(g, p, !side, &other, NULL, err, sizeof err), theirs = 0;
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
int gd_cli_play_partizan(gd_game *g, const gd_position *start, int user, int first, gd_cli_record *rec,
                         const char **winner, const char **end)
{
    char err[512], buf[512];
    gd_play *pl = gd_play_new(g, start, err, sizeof err);
    if (!pl)
        return gd_cli_fail("%s", err);
    gd_position p = *start;
    printf("gamedyn play %s: %s. You play %s, gamedyn plays %s; %s moves first. Type a move's number, its name "
           "as listed, or the position it leads to; 'hint' or 'quit'.\n",
           g->name, g->summary, side_name(user), side_name(!user), side_name(first));
    char *line = NULL;
    size_t cap = 0;
    int rc = 0, side = first;
    for (;;) {
        gd_cli_play_show(g, &p);
        gd_move *mv;
        long n = gd_play_side_moves(g, &p, side, &mv, NULL, err, sizeof err);
        if (n < 0) {
            rc = gd_cli_fail("%s", err);
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
        gd_play_choice c;
        long k = -1;
        if (mine) {
            printf("%s to move (you):\n", side_name(side));
            show_moves(g, &p, mv, n);
            while (k < 0) {
                if (!gd_cli_play_read(&line, &cap))
                    break;
                if (strcmp(line, "hint") == 0)
                    hint(pl, g, &p, mv, n);
                else
                    k = pick(g, &p, side, line, mv, n);
            }
            if (k < 0) {
                free(mv);
                break;
            }
            c.move = mv[k];
            printf("you play %s\n", move_name(g, &p, &c.move, buf, sizeof buf));
        } else if (gd_play_choose(pl, &p, side, &c, err, sizeof err) != 1) {
            rc = gd_cli_fail("%s", err);
            free(mv);
            break;
        } else
            printf("gamedyn plays %s\n", move_name(g, &p, &c.move, buf, sizeof buf));
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
