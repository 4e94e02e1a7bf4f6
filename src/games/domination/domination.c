/* The domination game (Brešar, Klavžar, Rall 2010) on unions of paths and cycles, as a
 * scoring family (docs/domination.md). Dominator and Staller take turns choosing a vertex
 * that dominates at least one vertex not yet dominated (a vertex dominates itself and its
 * neighbours); the game ends when every vertex is dominated, and the score is the number of
 * vertices chosen. Staller wants it large: she is Left, Dominator is Right, and every move
 * scores 1 whoever makes it. Both players always have the same moves, so the game ends for
 * both at once: every position is a dicot, a guaranteed scoring game.
 *
 * Position: vertices 0..n-1 (n <= 64) in reading order; c[0] the dominated ones, c[1] the
 * first vertex of each component, c[2] those first vertices whose component is a cycle,
 * c[3] = n, c[4] the points so far (vertices chosen). Moves: Left's (by vertex), then the
 * same vertices as Right's; of the vertices whose choice dominates the same new vertices
 * only the first is listed (they lead to one position). */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define DG_MAX 64
#define MAX_POINTS ((int64_t)1 << 40)

static const char score_tag[] = "/score=";

static uint64_t bit(int v)
{
    return (uint64_t)1 << v;
}

/* The closed neighbourhood of v. */
static uint64_t closed(const gd_position *p, int v)
{
    int n = (int)p->c[3], s = v, e = v + 1;
    while (!(p->c[1] & bit(s)))
        s--;
    while (e < n && !(p->c[1] & bit(e)))
        e++;
    uint64_t m = bit(v);
    int cyc = (p->c[2] & bit(s)) != 0;
    if (v > s)
        m |= bit(v - 1);
    else if (cyc)
        m |= bit(e - 1);
    if (v + 1 < e)
        m |= bit(v + 1);
    else if (cyc)
        m |= bit(s);
    return m;
}

static int bad(char *err, size_t errlen, const char *text, const char *why)
{
    gd_err(err, errlen, "bad domination position '%.80s': %s (expected components separated by '/', each Pn or Cn (a "
                        "path or cycle of n undominated vertices), a path as '.' (undominated) and 'x' (dominated), "
                        "or a cycle as (...) of them; at most %d vertices; optionally /score=N)",
           text, why, DG_MAX);
    return -1;
}

/* One component written from s to e: appended to p; 0, or -1 with err. */
static int component(const char *text, const char *s, const char *e, gd_position *p, char *err, size_t errlen)
{
    int n = (int)p->c[3], cyc = 0, len;
    uint64_t dom = 0;
    if (s < e && (*s == 'P' || *s == 'C')) {
        char num[8];
        if (e - s - 1 < 1 || e - s - 1 > 2 || strspn(s + 1, "0123456789") < (size_t)(e - s - 1))
            return bad(err, errlen, text, "a component's length is a number from 1 to 64");
        snprintf(num, sizeof num, "%.*s", (int)(e - s - 1), s + 1);
        len = atoi(num);
        cyc = *s == 'C';
    } else {
        if (s < e && *s == '(') {
            if (e[-1] != ')')
                return bad(err, errlen, text, "a cycle's '(' is not closed");
            cyc = 1, s++, e--;
        }
        len = (int)(e - s);
        for (int i = 0; i < len; i++) {
            if (s[i] != '.' && s[i] != 'x')
                return bad(err, errlen, text, "a vertex is '.' or 'x'");
            if (s[i] == 'x' && n + i < DG_MAX)
                dom |= bit(n + i);
        }
    }
    if (len < 1)
        return bad(err, errlen, text, "an empty component");
    if (cyc && len < 3)
        return bad(err, errlen, text, "a cycle has at least 3 vertices");
    if (n + len > DG_MAX)
        return bad(err, errlen, text, "more than 64 vertices");
    p->c[0] |= dom;
    p->c[1] |= bit(n);
    p->c[2] |= cyc ? bit(n) : 0;
    p->c[3] = (uint64_t)(n + len);
    return 0;
}

static int dg_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    memset(p, 0, sizeof *p);
    p->n = 5;
    const char *tag = strstr(text, score_tag), *end = tag ? tag : text + strlen(text);
    if (tag) {
        const char *s = tag + sizeof score_tag - 1;
        char *stop;
        errno = 0;
        long long x = strtoll(s, &stop, 10);
        if (stop == s || *stop || errno || x < -MAX_POINTS || x > MAX_POINTS)
            return bad(err, errlen, text, "the score is an integer from -2^40 to 2^40");
        p->c[4] = (uint64_t)(int64_t)x;
    }
    for (const char *s = text; s <= end;) {
        const char *e = s;
        while (e < end && *e != '/')
            e++;
        if (component(text, s, e, p, err, errlen) != 0)
            return -1;
        s = e + 1;
    }
    return 0;
}

static int dg_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    char text[4 * DG_MAX + 64];
    size_t at = 0;
    int n = (int)p->c[3];
    for (int v = 0; v < n; v++) {
        int first = (p->c[1] & bit(v)) != 0, last = v + 1 == n || (p->c[1] & bit(v + 1));
        int s = v;
        while (!(p->c[1] & bit(s)))
            s--;
        int cyc = (p->c[2] & bit(s)) != 0;
        if (first && v)
            text[at++] = '/';
        if (first && cyc)
            text[at++] = '(';
        text[at++] = p->c[0] & bit(v) ? 'x' : '.';
        if (last && cyc)
            text[at++] = ')';
    }
    text[at] = 0;
    if (!p->c[4])
        return snprintf(buf, len, "%s", text);
    return snprintf(buf, len, "%s%s%lld", text, score_tag, (long long)(int64_t)p->c[4]);
}

/* Whether choosing v dominates something new, and no earlier vertex dominates exactly the
 * same new vertices (two such choices lead to one position: one move, named by the first). */
static int first_choice(const gd_position *p, int v)
{
    uint64_t m = closed(p, v) & ~p->c[0];
    if (!m)
        return 0;
    /* only a vertex within distance 2 can share a newly dominated vertex */
    uint64_t near = 0;
    for (uint64_t w = closed(p, v); w; w &= w - 1)
        near |= closed(p, __builtin_ctzll(w));
    for (near &= bit(v) - 1; near; near &= near - 1)
        if ((closed(p, __builtin_ctzll(near)) & ~p->c[0]) == m)
            return 0;
    return 1;
}

static uint64_t dg_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    uint64_t n = 0;
    int nv = (int)p->c[3];
    for (int side = GD_LEFT; side <= GD_RIGHT; side++)
        for (int v = 0; v < nv; v++) {
            uint64_t m = closed(p, v);
            if (!first_choice(p, v))
                continue;
            if (n < cap) {
                out[n] = (gd_move){.to = *p, .side = side};
                out[n].to.c[0] |= m;
                out[n].to.c[4] = (uint64_t)((int64_t)p->c[4] + 1);
            }
            n++;
        }
    return n;
}

/* Every reachable position is a set of the undominated vertices dominated (and the score
 * follows from the path taken, at most one more a vertex). */
static uint64_t dg_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    int open = (int)p->c[3] - __builtin_popcountll(p->c[0]);
    return open >= 58 ? UINT64_MAX : ((uint64_t)1 << open) * (uint64_t)(open + 1);
}

static int dg_score(const gd_game *g, const gd_position *p, int side, int64_t *score, char *err, size_t errlen)
{
    (void)g, (void)side, (void)err, (void)errlen;
    *score = (int64_t)p->c[4];
    return 0;
}

/* A vertex is named v1, v2, ... in reading order (the number alone is the move's index in
 * 'play'). */
static int dg_parse_move(const gd_game *g, const gd_position *p, int side, const char *text, gd_move *m, char *err,
                         size_t errlen)
{
    (void)g;
    if (text[0] != 'v' || !text[1] || strspn(text + 1, "0123456789") != strlen(text + 1))
        return 0;
    long v = strlen(text + 1) > 3 ? 0 : strtol(text + 1, NULL, 10);
    if (v < 1 || v > (long)p->c[3]) {
        gd_err(err, errlen, "no vertex %s here (v1 to v%d)", text, (int)p->c[3]);
        return -1;
    }
    uint64_t c = closed(p, (int)v - 1);
    if (!(c & ~p->c[0])) {
        gd_err(err, errlen, "%s dominates no new vertex", text);
        return -1;
    }
    *m = (gd_move){.to = *p, .side = side};
    m->to.c[0] |= c;
    m->to.c[4] = (uint64_t)((int64_t)p->c[4] + 1);
    return 1;
}

static int dg_format_move(const gd_game *g, const gd_position *p, const gd_move *m, char *buf, size_t len)
{
    (void)g;
    /* the chosen vertex: the one whose closed neighbourhood is exactly what the move dominated
     * beyond p, or, when several fit, the first */
    uint64_t added = m->to.c[0] & ~p->c[0];
    for (int v = 0; v < (int)p->c[3]; v++)
        if ((closed(p, v) & ~p->c[0]) == added)
            return snprintf(buf, len, "v%d", v + 1);
    return snprintf(buf, len, "?");
}

static const gd_game_ops dg_ops = {
    .kind = GD_GAME_SCORING,
    .rules.parse = dg_parse,
    .rules.format = dg_format,
    .rules.moves = dg_moves,
    .rules.bound = dg_bound,
    .ui.parse_move = dg_parse_move,
    .ui.format_move = dg_format_move,
    .scoring.score = dg_score,
};

static gd_game *dg_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    gd_game *g = gd_game_new(&dg_ops, 0);
    if (!g)
        gd_err(err, errlen, "out of memory");
    return g;
}

const gd_game_family gd_family_domination = {
    .name = "domination",
    .summary = "the domination game (a scoring game, Bresar, Klavzar, Rall 2010): a move chooses a vertex that "
               "dominates a new one; the score is the number chosen, Staller (Left) maximizes, Dominator (Right) "
               "minimizes",
    .syntax = "paths and cycles separated by '/': Pn, Cn, or vertices '.' (undominated) and 'x' (dominated), a cycle "
              "in parentheses; at most 64 vertices; optionally /score=N, the vertices chosen so far",
    .example = "domination:P5/C4",
    .oracles = "none: the value as a guaranteed scoring game by recursion over the moves, from which the outcome "
               "(o_L, o_R) = (Staller starts, Dominator starts) and each move's score",
    .open = dg_open,
};
