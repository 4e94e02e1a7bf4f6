/* Scoring Domineering on the game interface (a scoring family; docs/scoring.md): the board of
 * Domineering and the points so far, Left's dominoes minus Right's, in c[4] (signed). A move
 * places a domino in a component where both players can still move and scores 1 for its
 * player; when none is left the game ends, and each settled component adds the largest
 * number of moves its one player could still make there. Values come from scoring.c (the
 * board's regions, by normal form) plus the points so far; the recursion over these moves
 * and scores is their check (tests/games/domineering/t_scoring_game.c). */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define SCORE 4 /* the coordinate of the points so far */

static const char score_tag[] = "/score=";

static int64_t points(const gd_position *p)
{
    return (int64_t)p->c[SCORE];
}

/* The board alone, as the Domineering module writes its positions. */
static gd_position board_of(const gd_position *p)
{
    gd_position b = *p;
    b.c[SCORE] = 0;
    b.n = 4;
    return b;
}

static gd_position with_points(const gd_position *board, int64_t pts)
{
    gd_position p = *board;
    p.n = SCORE + 1;
    p.c[SCORE] = (uint64_t)pts;
    return p;
}

/* No score can leave this range: a board has at most 144 cells. */
#define MAX_POINTS ((int64_t)1 << 40)

static int sd_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    const char *tag = strstr(text, score_tag);
    int64_t pts = 0;
    size_t len = tag ? (size_t)(tag - text) : strlen(text);
    if (tag) {
        const char *s = tag + sizeof score_tag - 1;
        char *end;
        errno = 0;
        long long x = strtoll(s, &end, 10);
        if (end == s || *end || errno || x > MAX_POINTS || x < -MAX_POINTS || (*s != '-' && *s != '+' && (*s < '0' || *s > '9'))) {
            gd_err(err, errlen, "bad score '%s' after the board (expected /score=N, N an integer from -2^40 to 2^40: "
                                "Left's points so far minus Right's)", s);
            return -1;
        }
        pts = x;
    }
    char *board = malloc(len + 1);
    if (!board) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    memcpy(board, text, len);
    board[len] = 0;
    gd_position b;
    int rc = gd_domineering_parse(board, &b, err, errlen);
    free(board);
    if (rc != 0)
        return -1;
    *p = with_points(&b, pts);
    return 0;
}

static int sd_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    gd_position b = board_of(p);
    char board[GD_DOM_MAX_TEXT + 1];
    gd_domineering_format(&b, board, sizeof board);
    if (!points(p))
        return snprintf(buf, len, "%s", board);
    return snprintf(buf, len, "%s%s%lld", board, score_tag, (long long)points(p));
}

static uint64_t sd_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    gd_position b = board_of(p), to[GD_DOM_MAX_CELLS * 2];
    uint64_t n = 0;
    for (int side = GD_LEFT; side <= GD_RIGHT; side++) {
        int k = gd_domineering_scoring_moves(&b, side, to, GD_DOM_MAX_CELLS * 2);
        for (int i = 0; i < k; i++, n++)
            if (n < cap)
                out[n] = (gd_move){.to = with_points(&to[i], points(p) + (side == GD_LEFT ? 1 : -1)), .side = side};
    }
    return n;
}

/* The end: every component is settled, and each scores for its one player. */
static int sd_score(const gd_game *g, const gd_position *p, int side, int64_t *score, char *err, size_t errlen)
{
    (void)g, (void)side, (void)err, (void)errlen;
    gd_position b = board_of(p), reg[GD_DOM_MAX_CELLS];
    int k = gd_domineering_regions(&b, reg, GD_DOM_MAX_CELLS);
    int64_t s = points(p);
    for (int i = 0; i < k; i++)
        s += gd_domineering_max_moves(&reg[i], GD_LEFT) - gd_domineering_max_moves(&reg[i], GD_RIGHT);
    *score = s;
    return 0;
}

typedef struct {
    gd_scoring *s;
    gd_domineering_scoring *d;
} table;

static void *sd_scores_new(const gd_game *g, gd_scoring *s)
{
    (void)g;
    table *t = calloc(1, sizeof *t);
    if (t && !(t->d = gd_domineering_scoring_new(s)))
        free(t), t = NULL;
    if (t)
        t->s = s;
    return t;
}

static int sd_scoring_value(void *tab, const gd_position *p, uint32_t *id, char *err, size_t errlen)
{
    table *t = tab;
    gd_position b = board_of(p);
    gd_scoring_id v;
    if (gd_domineering_scoring_value(t->d, &b, &v, err, errlen) != 0)
        return -1;
    if (points(p))
        v = gd_scoring_sum(t->s, v, gd_scoring_number(t->s, gd_dyadic_int(points(p))));
    if (v == GD_SCORING_NONE) {
        gd_err(err, errlen, "%s", gd_scoring_error(t->s) ? gd_scoring_error(t->s) : "out of memory");
        return -1;
    }
    *id = v;
    return 0;
}

static void sd_scores_free(void *tab)
{
    table *t = tab;
    if (t)
        gd_domineering_scoring_free(t->d);
    free(t);
}

static int sd_draw(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    gd_position b = board_of(p);
    int n = gd_domineering_draw(&b, buf, len);
    size_t at = n > 0 ? (size_t)n : 0;
    return n + snprintf(at < len ? buf + at : NULL, at < len ? len - at : 0, "points so far %lld (Left's dominoes "
                        "minus Right's)\n", (long long)points(p));
}

static int sd_parse_move(const gd_game *g, const gd_position *p, int side, const char *text, gd_move *m, char *err,
                         size_t errlen)
{
    (void)g;
    gd_position b = board_of(p), to;
    int r = gd_domineering_parse_move(&b, side, text, &to, err, errlen);
    if (r != 1)
        return r;
    gd_position list[GD_DOM_MAX_CELLS];
    int k = gd_domineering_scoring_moves(&b, side, list, GD_DOM_MAX_CELLS);
    for (int i = 0; i < k; i++)
        if (gd_position_equal(&list[i], &to)) {
            *m = (gd_move){.to = with_points(&to, points(p) + (side == GD_LEFT ? 1 : -1)), .side = side};
            return 1;
        }
    gd_err(err, errlen, "'%s' is in a settled component (at most one player can move there): it is not played any "
                        "more", text);
    return -1;
}

static int sd_format_move(const gd_game *g, const gd_position *p, const gd_move *m, char *buf, size_t len)
{
    (void)g;
    gd_position b = board_of(p), to = board_of(&m->to);
    return gd_domineering_format_move(&b, &to, buf, len);
}

static const gd_game_ops sd_ops = {
    .kind = GD_GAME_SCORING,
    .rules.parse = sd_parse,
    .rules.format = sd_format,
    .rules.moves = sd_moves,
    .ui.draw = sd_draw,
    .ui.parse_move = sd_parse_move,
    .ui.format_move = sd_format_move,
    .scoring.score = sd_score,
    .scoring.scores_new = sd_scores_new,
    .scoring.scoring_value = sd_scoring_value,
    .scoring.scores_free = sd_scores_free,
};

static gd_game *sd_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    gd_game *g = gd_game_new(&sd_ops, 0);
    if (!g)
        gd_err(err, errlen, "out of memory");
    return g;
}

const gd_game_family gd_family_scoring_domineering = {
    .name = "scoring-domineering",
    .summary = "Scoring Domineering (a scoring game, Larsson's survey): a domino scores 1 for its player; a "
               "component where at most one player can move is settled and scores that player's largest number of "
               "moves there",
    .syntax = "a Domineering board (RxC, or rows of '.' and '#' separated by '/'; at most 144 cells), optionally "
              "followed by /score=N, Left's points so far minus Right's",
    .example = "scoring-domineering:2x3",
    .oracles = "the value as a guaranteed scoring game (the board's regions by normal form), from which the outcome "
               "(o_L, o_R) and each move's score",
    .open = sd_open,
};
