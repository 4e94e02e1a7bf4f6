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

/* One game in progress: what the turns share. */
typedef struct {
    gd_game *g;
    const gd_position *start;
    gd_play *pl;
    gd_game_scores *t;
    gd_position p;
    int user, first, side; /* side: the side to move */
    gd_dyadic start_outcome; /* best play's final score from the start */
    char *line; /* the user's last line */
    size_t cap;
    gd_cli_record *rec;
    const char **winner, **end;
} scoring_game;

/* The side to move has no move: the final score. 0, or minus the exit status after the message. */
static int game_over(scoring_game *st)
{
    char err[512], a[64];
    int mine = st->side == st->user;
    int64_t score;
    if (st->g->ops->scoring.score(st->g, &st->p, st->side, &score, err, sizeof err) != 0)
        return -gd_cli_fail("%s", err);
    printf("%s (%s) %s no move: the game ends, final score %lld (best play from the start gives %s)\n",
           mine ? "you" : "gamedyn", side_name(st->side), mine ? "have" : "has", (long long)score,
           gd_dyadic_format(st->start_outcome, a, sizeof a));
    snprintf(st->rec->score, sizeof st->rec->score, "%lld", (long long)score);
    gd_dyadic_format(st->start_outcome, st->rec->best, sizeof st->rec->best);
    *st->end = "no move";
    /* Left wants the score high: a positive score is Left's win, a negative Right's */
    *st->winner = score == 0 ? NULL : (score > 0) == (st->user == GD_LEFT) ? "you" : "gamedyn";
    return 0;
}

/* Reads the user's move (answering 'hint' on the way). 1: *c chosen, 0: the input ended or 'quit'. */
static int user_move(scoring_game *st, const gd_game_scored_move *mv, long n, gd_dyadic ol, gd_dyadic or_,
                     gd_play_choice *c)
{
    char buf[512];
    long k = -1;
    printf("%s to move (you):\n", side_name(st->side));
    show_moves(st->g, &st->p, mv, n);
    while (k < 0) {
        if (!gd_cli_play_read(&st->line, &st->cap))
            break;
        if (strcmp(st->line, "hint") == 0)
            hint(st->g, &st->p, st->side, ol, or_, mv, n);
        else
            k = pick(st->g, &st->p, st->side, st->line, mv, n);
    }
    if (k < 0)
        return 0;
    printf("you play %s\n", move_name(st->g, &st->p, &mv[k].move, buf, sizeof buf));
    c->move = mv[k].move;
    return 1;
}

/* One turn. 1: the game goes on, 0: it is over, negative: failed (minus the exit status). */
static int turn(scoring_game *st)
{
    char err[512], buf[512], a[64];
    gd_game *g = st->g;
    gd_cli_play_show(g, &st->p);
    gd_game_scored_move *w, *mv;
    gd_dyadic ol, or_;
    long all = gd_game_scores_moves(st->t, &st->p, NULL, &ol, &or_, &w, err, sizeof err);
    if (all < 0)
        return -gd_cli_fail("%s", err);
    if (!(mv = malloc((size_t)(all + 1) * sizeof *mv))) {
        free(w);
        return -gd_cli_fail("out of memory");
    }
    long n = of_side(w, all, st->side, mv);
    if (gd_position_equal(&st->p, st->start))
        st->start_outcome = st->first == GD_LEFT ? ol : or_;
    free(w);
    int mine = st->side == st->user, r;
    gd_play_choice c = {0};
    if (n == 0)
        r = game_over(st);
    else if (mine)
        r = user_move(st, mv, n, ol, or_, &c);
    else if (gd_play_choose(st->pl, &st->p, st->side, &c, err, sizeof err) != 1)
        r = -gd_cli_fail("%s", err);
    else {
        printf("gamedyn plays %s (final score %s under best play)\n", move_name(g, &st->p, &c.move, buf, sizeof buf),
               gd_dyadic_format(c.score, a, sizeof a));
        r = 1;
    }
    if (r == 1) {
        gd_cli_record_move(st->rec, g, mine ? "you" : "gamedyn", side_name(st->side),
                           move_name(g, &st->p, &c.move, buf, sizeof buf), &c.move.to);
        st->p = c.move.to;
        st->side = !st->side;
    }
    free(mv);
    return r;
}

int gd_cli_play_scoring(gd_game *g, const gd_position *start, int user, int first, gd_cli_record *rec,
                        const char **winner, const char **end)
{
    char err[512];
    gd_play *pl = gd_play_new(g, start, err, sizeof err);
    if (!pl)
        return gd_cli_fail("%s", err);
    scoring_game st = {.g = g, .start = start, .pl = pl, .t = gd_play_scores(pl), .p = *start, .user = user,
                       .first = first, .side = first, .start_outcome = gd_dyadic_int(0), .rec = rec,
                       .winner = winner, .end = end};
    printf("gamedyn play %s: %s. You play %s (%s wants the score high, %s low), gamedyn plays %s; %s moves "
           "first. Type a move's number, its name as listed, or the position it leads to; 'hint' or 'quit'.\n",
           g->name, g->summary, side_name(user), side_name(GD_LEFT), side_name(GD_RIGHT), side_name(!user),
           side_name(first));
    int rc;
    while ((rc = turn(&st)) > 0)
        ;
    free(st.line);
    gd_play_free(pl);
    return rc < 0 ? -rc : 0;
}
