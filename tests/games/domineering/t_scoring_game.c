/* Scoring Domineering on the game interface (scoring-domineering; docs/scoring.md) against a
 * plain search of the board written from the survey's rules, without the scoring module: a
 * move places a domino in a component where both players can still move and scores 1 for its
 * player; when no such component is left the game ends, and each settled component scores
 * for its one player the largest number of moves they could still make there (found here by
 * search). On every board of every shape of at most 12 cells (every set of occupied cells):
 *  - each side's moves are the search's;
 *  - the outcome (o_L, o_R) of the family's value (the regions by normal form) is the
 *    search's, with the points so far added;
 *  - the family's value is the recursion's over moves and score (gd_game_scores_generic):
 *    the same canonical form;
 *  - the engine's best moves attain the searched outcome;
 * and a sum of two boards is valued as the board made of both side by side with a wall
 * between them (the same game). */
#include "gamedyn/domineering.h"
#include "gamedyn/sum.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static int R, C;
static int memo_set[2][1 << 12];
static int memo[2][1 << 12];

static uint32_t domino(int r, int c, int side)
{
    return 1u << (r * C + c) | 1u << ((r + (side == 0)) * C + c + (side == 1));
}

static int fits(int r, int c, int side)
{
    return r + (side == 0) < R && c + (side == 1) < C;
}

/* The largest number of dominoes of side inside the cells comp, by search. */
static int most(uint32_t comp, int side)
{
    int best = 0;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (fits(r, c, side) && (comp & domino(r, c, side)) == domino(r, c, side)) {
                int v = 1 + most(comp & ~domino(r, c, side), side);
                best = v > best ? v : best;
            }
    return best;
}

/* The components of the empty cells of occ: comp[k], their number. */
static int components(uint32_t occ, uint32_t *comp)
{
    int k = 0;
    uint32_t seen = occ;
    for (int x = 0; x < R * C; x++) {
        if (seen >> x & 1)
            continue;
        uint32_t m = 1u << x, grow = m;
        while (grow) {
            uint32_t next = 0;
            for (int y = 0; y < R * C; y++)
                if (grow >> y & 1) {
                    int r = y / C, c = y % C;
                    if (r > 0)
                        next |= 1u << (y - C);
                    if (r + 1 < R)
                        next |= 1u << (y + C);
                    if (c > 0)
                        next |= 1u << (y - 1);
                    if (c + 1 < C)
                        next |= 1u << (y + 1);
                }
            next &= ~occ & ~m;
            m |= next, grow = next;
        }
        seen |= m;
        comp[k++] = m;
    }
    return k;
}

/* The cells where a move may be played (unsettled components), and the settled points. */
static uint32_t live(uint32_t occ, int *settled)
{
    uint32_t comp[16], hot = 0;
    int k = components(occ, comp);
    *settled = 0;
    for (int i = 0; i < k; i++) {
        int l = most(comp[i], 0), r = most(comp[i], 1);
        if (l && r)
            hot |= comp[i];
        else
            *settled += l - r;
    }
    return hot;
}

/* The final score from occ with side to move, under best play. */
static int search(uint32_t occ, int side)
{
    if (memo_set[side][occ])
        return memo[side][occ];
    int settled;
    uint32_t hot = live(occ, &settled);
    int best = 0, any = 0;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (fits(r, c, side) && (hot & domino(r, c, side)) == domino(r, c, side)) {
                int v = (side ? -1 : 1) + search(occ | domino(r, c, side), !side);
                if (!any || (side ? v < best : v > best))
                    best = v;
                any = 1;
            }
    if (!any)
        best = settled;
    memo_set[side][occ] = 1, memo[side][occ] = best;
    return best;
}

static void text_of(uint32_t occ, int pts, char *buf)
{
    int at = 0;
    for (int r = 0; r < R; r++) {
        if (r)
            buf[at++] = '/';
        for (int c = 0; c < C; c++)
            buf[at++] = occ >> (r * C + c) & 1 ? '#' : '.';
    }
    at += pts ? sprintf(buf + at, "/score=%d", pts) : 0;
    buf[at] = 0;
}

static int64_t as_int(gd_dyadic d)
{
    return d.exp == 0 ? d.num : 1000000;
}

static void boards(void)
{
    char err[512], text[128];
    gd_game *g = gd_game_open("scoring-domineering", NULL, err, sizeof err);
    CHECK(g && g->ops->kind == GD_GAME_SCORING, "open: %s", err);
    gd_game_scores *fam = gd_game_scores_new(g, NULL, (uint64_t)1 << 30);
    gd_game_scores *gen = gd_game_scores_new(g, gd_game_scores_context(fam), (uint64_t)1 << 30);
    gd_game_scores_generic(gen, 1);
    long boards = 0, moves = 0;
    for (R = 1; R <= 12; R++)
        for (C = 1; R * C <= 12; C++) {
            memset(memo_set, 0, sizeof memo_set);
            for (uint32_t occ = 0; occ < 1u << (R * C); occ++) {
                int pts = (int)(occ % 5) - 2; /* the points so far shift every score */
                gd_position p;
                text_of(occ, pts, text);
                if (gd_game_parse(g, text, &p, err, sizeof err) != 0) {
                    CHECK(0, "parse %s: %s", text, err);
                    continue;
                }
                gd_dyadic ol, or_;
                gd_scoring_id v, w;
                gd_game_scored_move *mv;
                long n = gd_game_scores_moves(fam, &p, &v, &ol, &or_, &mv, err, sizeof err);
                if (n < 0) {
                    CHECK(0, "%s: %s", text, err);
                    continue;
                }
                boards++, moves += n;
                CHECK(as_int(ol) == pts + search(occ, 0) && as_int(or_) == pts + search(occ, 1),
                      "%s: outcome %lld %lld, the search's %d %d", text, (long long)as_int(ol), (long long)as_int(or_),
                      pts + search(occ, 0), pts + search(occ, 1));
                CHECK(gd_game_scores_value(gen, &p, &w, err, sizeof err) == 0 && w == v,
                      "%s: the recursion's value is not the family's (%s)", text, err);
                /* the moves: the search's, each side's, in any order */
                int settled;
                uint32_t hot = live(occ, &settled);
                long want = 0;
                for (int side = 0; side < 2; side++)
                    for (int r = 0; r < R; r++)
                        for (int c = 0; c < C; c++)
                            if (fits(r, c, side) && (hot & domino(r, c, side)) == domino(r, c, side)) {
                                char to[128];
                                int found = -1;
                                text_of(occ | domino(r, c, side), pts + (side ? -1 : 1), to);
                                for (long i = 0; i < n && found < 0; i++) {
                                    char got[128];
                                    gd_game_format(g, &mv[i].move.to, got, sizeof got);
                                    if (mv[i].move.side == side && strcmp(got, to) == 0)
                                        found = (int)i;
                                }
                                CHECK(found >= 0, "%s: %s's move to %s missing", text, side ? "Right" : "Left", to);
                                if (found >= 0) {
                                    int s = pts + (side ? -1 : 1) + search(occ | domino(r, c, side), !side);
                                    CHECK(as_int(mv[found].score) == s &&
                                              mv[found].best == (s == pts + search(occ, side)),
                                          "%s: the move to %s scores %d", text, to, s);
                                }
                                want++;
                            }
                CHECK(want == n, "%s: %ld moves, the search has %ld", text, n, want);
                if (!n) {
                    int64_t a, b;
                    CHECK(g->ops->scoring.score(g, &p, GD_LEFT, &a, err, sizeof err) == 0 &&
                              g->ops->scoring.score(g, &p, GD_RIGHT, &b, err, sizeof err) == 0 && a == pts + settled &&
                              b == a,
                          "%s: the end's score", text);
                }
                free(mv);
            }
        }
    printf("scoring-domineering: %ld boards, %ld moves, against the search\n", boards, moves);
    CHECK(boards == 35978, "%ld boards", boards);
    gd_game_scores_free(gen);
    gd_game_scores_free(fam);
    gd_game_free(g);
}

/* A sum of two boards is the board of both side by side, a wall between them. */
static void sums(void)
{
    static const char *pairs[][3] = {
        {"2x3", "2x2", "...#../...#.."},
        {"..#/...", ".#/..", "..##.#/...#.."},
        {"3x2", "3x1", "..#./..#./..#."},
        {"2x3/score=2", "2x2/score=-1", "...#../...#../score=1"},
    };
    char err[512];
    for (size_t k = 0; k < sizeof pairs / sizeof *pairs; k++) {
        char spec[256], one[256];
        snprintf(spec, sizeof spec, "sum:scoring-domineering:%s scoring-domineering:%s", pairs[k][0], pairs[k][1]);
        snprintf(one, sizeof one, "scoring-domineering:%s", pairs[k][2]);
        gd_game *s, *b;
        gd_position ps, pb;
        if (gd_game_open_position(spec, NULL, &s, &ps, err, sizeof err) != 0 ||
            gd_game_open_position(one, NULL, &b, &pb, err, sizeof err) != 0) {
            CHECK(0, "%s: %s", spec, err);
            continue;
        }
        CHECK(s->ops->kind == GD_GAME_SCORING, "%s is a scoring game", spec);
        gd_game_scores *ts = gd_game_scores_new(s, NULL, (uint64_t)1 << 30);
        gd_game_scores *tb = gd_game_scores_new(b, gd_game_scores_context(ts), (uint64_t)1 << 30);
        gd_game_scores *tg = gd_game_scores_new(s, gd_game_scores_context(ts), (uint64_t)1 << 30);
        gd_game_scores_generic(tg, 1);
        gd_scoring_id vs = 1, vb = 2, vg = 3; /* distinct: a failed value cannot look equal */
        CHECK(gd_game_scores_value(ts, &ps, &vs, err, sizeof err) == 0 &&
                  gd_game_scores_value(tb, &pb, &vb, err, sizeof err) == 0 &&
                  gd_game_scores_value(tg, &ps, &vg, err, sizeof err) == 0,
              "%s: %s", spec, err);
        CHECK(vs == vb, "%s: the sum's value is not the joined board's", spec);
        CHECK(vs == vg, "%s: the sum's value is not the recursion's over the sum's moves", spec);
        gd_game_scores_free(tg);
        gd_game_scores_free(tb);
        gd_game_scores_free(ts);
        gd_game_free(s);
        gd_game_free(b);
    }
    /* a sum takes scoring games only */
    gd_game *s;
    gd_position p;
    CHECK(gd_game_open_position("sum:scoring-domineering:2x2 nim:3", NULL, &s, &p, err, sizeof err) != 0 &&
              strstr(err, "scoring games only"),
          "a mixed sum: %s", err);
}

/* The solver refuses a scoring game rather than judge it by normal play. */
static void refusals(void)
{
    char err[512];
    gd_game *g;
    gd_position p;
    CHECK(gd_game_open_position("scoring-domineering:2x3", NULL, &g, &p, err, sizeof err) == 0, "%s", err);
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 28);
    gd_value v;
    CHECK(gd_solver_solve(s, &p, &v, err, sizeof err) != 0 && strstr(err, "scoring game"), "solver: %s", err);
    gd_solver_free(s);
    gd_game_scores *t = gd_game_scores_new(g, NULL, 0);
    gd_move m;
    CHECK(gd_game_scores_best(t, &p, GD_LEFT, &m, NULL, err, sizeof err) == 1, "best: %s", err);
    char name[32];
    g->ops->ui.format_move(g, &p, &m, name, sizeof name);
    CHECK(strcmp(name, "b1") == 0, "Left's best move on 2x3 is b1, not %s", name);
    CHECK(gd_game_parse(g, "2x3/score=x", &p, err, sizeof err) != 0 && strstr(err, "bad score"), "%s", err);
    /* the longest board text, 144 rows of one cell: a buffer sized by the cells alone cut it */
    gd_position q;
    char *text = NULL;
    CHECK(gd_game_parse(g, "144x1/score=-3", &p, err, sizeof err) == 0 && (text = gd_game_format_new(g, &p)) &&
              strlen(text) == GD_DOM_MAX_TEXT + strlen("/score=-3") && gd_game_parse(g, text, &q, err, sizeof err) == 0 &&
              gd_position_equal(&p, &q),
          "144x1 does not format and parse back: %s", text ? text : err);
    free(text);
    gd_game_scores_free(t);
    gd_game_free(g);
    gd_game *n = gd_game_open("nim", NULL, err, sizeof err);
    t = gd_game_scores_new(n, NULL, 0);
    gd_scoring_id id;
    gd_game_parse(n, "3", &p, err, sizeof err);
    CHECK(gd_game_scores_value(t, &p, &id, err, sizeof err) != 0 && strstr(err, "not a scoring game"), "%s", err);
    gd_game_scores_free(t);
    gd_game_free(n);
}

int main(void)
{
    boards();
    sums();
    refusals();
    return tl_done("scoring_game");
}
