/* The domination game (domination; docs/domination.md) against a plain search written from
 * the rules on an adjacency matrix, without the scoring module: a move chooses a vertex
 * whose closed neighbourhood holds a vertex not yet dominated; the score is the number of
 * vertices chosen; Staller (Left) maximizes, Dominator (Right) minimizes.
 *  - every union of one or two paths and cycles of at most 9 vertices in all, with every set
 *    of dominated vertices and some points so far: the outcome (o_L, o_R) of the value, each
 *    move's score and the best moves are the search's, one move per position reached, and
 *    the text reads back;
 *  - paths and cycles of 1 to 20 vertices: (o_R, o_L) = (gamma_g, gamma'_g), the game
 *    domination numbers of the Dominator-start and Staller-start games, against the closed
 *    forms for paths and cycles (Kosmrlj 2017, after Kinnersley, West and Zamani), as stated
 *    in docs/domination.md;
 *  - a sum of components is valued as the union (the same game), and as the recursion over
 *    the sum game's own moves. */
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static int NV;
static uint32_t nb[16]; /* closed neighbourhoods */
static int memo[2][1 << 9], known[2][1 << 9];

static int search(uint32_t dom, int side)
{
    if (known[side][dom])
        return memo[side][dom];
    uint32_t all = (1u << NV) - 1;
    int best = 0, any = 0;
    for (int v = 0; v < NV; v++)
        if (nb[v] & ~dom & all) {
            int x = 1 + search(dom | nb[v], !side);
            if (!any || (side ? x < best : x > best))
                best = x;
            any = 1;
        }
    known[side][dom] = 1, memo[side][dom] = best;
    return best;
}

/* The graph of components (len[i], cycle[i]) on vertices 0..NV-1, and its text with dom. */
static void build(int k, const int *len, const int *cyc, uint32_t dom, int pts, char *text)
{
    int at = 0, v0 = 0;
    for (int i = 0; i < k; i++) {
        if (i)
            text[at++] = '/';
        if (cyc[i])
            text[at++] = '(';
        for (int j = 0; j < len[i]; j++) {
            int v = v0 + j;
            nb[v] = 1u << v;
            if (j > 0)
                nb[v] |= 1u << (v - 1);
            if (j + 1 < len[i])
                nb[v] |= 1u << (v + 1);
            if (cyc[i] && j == 0)
                nb[v] |= 1u << (v0 + len[i] - 1);
            if (cyc[i] && j + 1 == len[i])
                nb[v] |= 1u << v0;
            text[at++] = dom >> v & 1 ? 'x' : '.';
        }
        if (cyc[i])
            text[at++] = ')';
        v0 += len[i];
    }
    NV = v0;
    at += pts ? sprintf(text + at, "/score=%d", pts) : 0;
    text[at] = 0;
}

static int64_t as_int(gd_dyadic d)
{
    return d.exp == 0 ? d.num : 1000000;
}

static void against_search(void)
{
    char err[512], text[128], back[128];
    gd_game *g = gd_game_open("domination", NULL, err, sizeof err);
    CHECK(g && g->ops->kind == GD_GAME_SCORING, "open: %s", err);
    gd_game_scores *t = gd_game_scores_new(g, NULL, (uint64_t)1 << 30);
    long positions = 0;
    /* one or two components, each a path (1..9) or a cycle (3..9), 9 vertices at most */
    for (int shape = 0; shape < 2 * 10 * 2 * 10; shape++) {
        int len[2] = {shape % 10, shape / 10 % 10}, cyc[2] = {shape / 100 % 2, shape / 200 % 2};
        int k = len[1] ? 2 : 1;
        if (!len[0] || len[0] + len[1] > 9 || (cyc[0] && len[0] < 3) || (cyc[1] && len[1] < 3) ||
            (!len[1] && cyc[1]))
            continue;
        build(k, len, cyc, 0, 0, text);
        memset(known, 0, sizeof known);
        for (uint32_t dom = 0; dom < 1u << NV; dom++) {
            int pts = (int)(dom % 3);
            build(k, len, cyc, dom, pts, text);
            gd_position p;
            if (gd_game_parse(g, text, &p, err, sizeof err) != 0) {
                CHECK(0, "%s: %s", text, err);
                continue;
            }
            gd_game_format(g, &p, back, sizeof back);
            CHECK(strcmp(back, text) == 0, "%s reads back as %s", text, back);
            gd_dyadic ol, or_;
            gd_game_scored_move *mv;
            long n = gd_game_scores_moves(t, &p, NULL, &ol, &or_, &mv, err, sizeof err);
            if (n < 0) {
                CHECK(0, "%s: %s", text, err);
                continue;
            }
            positions++;
            CHECK(as_int(ol) == pts + search(dom, 0) && as_int(or_) == pts + search(dom, 1),
                  "%s: outcome %lld %lld, the search's %d %d", text, (long long)as_int(ol), (long long)as_int(or_),
                  pts + search(dom, 0), pts + search(dom, 1));
            /* one move per position reached: choices that dominate the same vertices coincide */
            long want = 0;
            for (int v = 0; v < NV; v++) {
                int seen = !(nb[v] & ~dom);
                for (int u = 0; u < v && !seen; u++)
                    seen = (nb[u] & ~dom) && (dom | nb[u]) == (dom | nb[v]);
                want += !seen;
            }
            CHECK(n == 2 * want, "%s: %ld moves, the search has %ld a side", text, n, want);
            for (long i = 0; i < n; i++) {
                int side = mv[i].move.side;
                uint32_t to = (uint32_t)mv[i].move.to.c[0];
                int s = pts + 1 + search(to, !side);
                CHECK(as_int(mv[i].score) == s && mv[i].best == (s == pts + search(dom, side)),
                      "%s: a move of %s's scores %lld, the search's %d", text, side ? "Right" : "Left",
                      (long long)as_int(mv[i].score), s);
            }
            free(mv);
        }
    }
    printf("domination: %ld positions against the search\n", positions);
    CHECK(positions > 10000, "%ld positions", positions);
    gd_game_scores_free(t);
    gd_game_free(g);
}

static int ceil_half(int n)
{
    return (n + 1) / 2;
}

/* gamma_g and gamma'_g of paths and cycles, as docs/domination.md states them. */
static void published(void)
{
    char err[512], text[16];
    gd_game *g = gd_game_open("domination", NULL, err, sizeof err);
    gd_game_scores *t = gd_game_scores_new(g, NULL, (uint64_t)1 << 30);
    for (int cyc = 0; cyc < 2; cyc++)
        for (int n = cyc ? 3 : 1; n <= 20; n++) {
            gd_position p;
            gd_scoring_id v;
            snprintf(text, sizeof text, "%c%d", cyc ? 'C' : 'P', n);
            if (gd_game_parse(g, text, &p, err, sizeof err) != 0 || gd_game_scores_value(t, &p, &v, err, sizeof err)) {
                CHECK(0, "%s: %s", text, err);
                continue;
            }
            gd_dyadic ol, or_;
            gd_scoring_outcome(gd_game_scores_context(t), v, &ol, &or_);
            int gamma = ceil_half(n) - (n % 4 == 3);
            int gamma_s = cyc ? ceil_half(n - 1) - (n % 4 == 2) : ceil_half(n);
            CHECK(as_int(or_) == gamma && as_int(ol) == gamma_s, "%s: gamma_g %lld gamma'_g %lld, the formulas %d %d",
                  text, (long long)as_int(or_), (long long)as_int(ol), gamma, gamma_s);
        }
    gd_game_scores_free(t);
    gd_game_free(g);
}

static void sums(void)
{
    static const char *cases[][2] = {
        {"domination:P3 domination:C4", "domination:.../(....)"},
        {"domination:P5/score=1 domination:x.x domination:C5", "domination:...../x.x/(.....)/score=1"},
    };
    char err[512], spec[256];
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        gd_game *s, *u;
        gd_position ps, pu;
        snprintf(spec, sizeof spec, "sum:%s", cases[k][0]);
        if (gd_game_open_position(spec, NULL, &s, &ps, err, sizeof err) != 0 ||
            gd_game_open_position(cases[k][1], NULL, &u, &pu, err, sizeof err) != 0) {
            CHECK(0, "%s: %s", spec, err);
            continue;
        }
        gd_game_scores *ts = gd_game_scores_new(s, NULL, (uint64_t)1 << 30);
        gd_game_scores *tu = gd_game_scores_new(u, gd_game_scores_context(ts), (uint64_t)1 << 30);
        gd_game_scores *tg = gd_game_scores_new(s, gd_game_scores_context(ts), (uint64_t)1 << 30);
        gd_game_scores_generic(tg, 1);
        gd_scoring_id a = 1, b = 2, c = 3; /* distinct: a failed value cannot look equal */
        CHECK(gd_game_scores_value(ts, &ps, &a, err, sizeof err) == 0 &&
                  gd_game_scores_value(tu, &pu, &b, err, sizeof err) == 0 &&
                  gd_game_scores_value(tg, &ps, &c, err, sizeof err) == 0,
              "%s: %s", spec, err);
        CHECK(a == b && a == c, "%s: the sum, the union and the recursion disagree", spec);
        gd_game_scores_free(tg), gd_game_scores_free(tu), gd_game_scores_free(ts);
        gd_game_free(s), gd_game_free(u);
    }
}

static void parsing(void)
{
    static const char *bad[] = {"", "P0", "C2", "(..", "P65", "a.", "P40/P30", ".../score=", "P3//P2", "(.x)"};
    char err[512];
    gd_game *g = gd_game_open("domination", NULL, err, sizeof err);
    for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
        gd_position p;
        CHECK(gd_game_parse(g, bad[k], &p, err, sizeof err) != 0 && strstr(err, "bad domination position"),
              "'%s' accepted (%s)", bad[k], err);
    }
    gd_position p;
    char back[256];
    CHECK(gd_game_parse(g, "P3/C4/score=2", &p, err, sizeof err) == 0 &&
              strcmp(gd_game_format(g, &p, back, sizeof back), ".../(....)/score=2") == 0,
          "P3/C4/score=2 is %s", back);
    gd_move m;
    CHECK(g->ops->ui.parse_move(g, &p, GD_LEFT, "v2", &m, err, sizeof err) == 1 &&
              strcmp(gd_game_format(g, &m.to, back, sizeof back), "xxx/(....)/score=3") == 0,
          "v2: %s", back);
    CHECK(g->ops->ui.parse_move(g, &m.to, GD_RIGHT, "v1", &m, err, sizeof err) == -1 && strstr(err, "no new vertex"),
          "v1 after v2: %s", err);
    CHECK(g->ops->ui.parse_move(g, &p, GD_RIGHT, "v9", &m, err, sizeof err) == -1, "v9");
    CHECK(g->ops->ui.parse_move(g, &p, GD_RIGHT, "7", &m, err, sizeof err) == 0, "a number is not a vertex name");
    gd_game_free(g);
}

int main(void)
{
    against_search();
    published();
    sums();
    parsing();
    return tl_done("domination");
}
