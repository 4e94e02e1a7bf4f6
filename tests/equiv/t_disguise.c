/* Nim in disguise: every sliding-checkers board of 1 to 3 rows (checkers 0 to 3 squares from
 * the wall, rows one or two squares longer than that) equals the Nim position of its
 * distances in play and has an isomorphic move graph, while Nim with one heap one larger
 * has neither. Then the relation between the two questions on other games: isomorphic move
 * graphs have equal values (random pairs of small impartial positions of several games),
 * equal values need not be isomorphic (nim:1,1 and nim:0), partizan colours count (a
 * Domineering board and its transpose), a mirror image is the same game (Clobber), and an
 * impartial game beside a partizan one is read with each move open to both (a green
 * Hackenbush edge is *1). The move graphs' sizes against the count from Nim's rules. */
#include "gamedyn/equiv.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static gd_game *open_game(const char *name)
{
    char err[512];
    gd_game *g = gd_game_open(name, NULL, err, sizeof err);
    CHECK(g != NULL, "open %s: %s", name, err);
    return g;
}

static int parse(const gd_game *g, const char *text, gd_position *p)
{
    char err[512];
    int ok = g->ops->rules.parse(g, text, p, err, sizeof err) == 0;
    CHECK(ok, "%s: %s", text, err);
    return ok;
}

/* 1, 0 or -1 (an error, checked) */
static int isomorphic(const gd_game *g, const gd_position *p, const gd_game *h, const gd_position *q,
                      uint64_t *positions, uint64_t *moves)
{
    char err[512];
    int partizan = g->ops->kind == GD_GAME_PARTIZAN || h->ops->kind == GD_GAME_PARTIZAN;
    gd_equiv_graph_options o = {0, (uint64_t)1 << 28, partizan};
    gd_equiv_digraph a, b;
    uint64_t pa, ma, pb, mb;
    if (gd_equiv_move_graph(g, p, &o, &a, &pa, &ma, err, sizeof err) != 0) {
        CHECK(0, "move graph: %s", err);
        return -1;
    }
    if (gd_equiv_move_graph(h, q, &o, &b, &pb, &mb, err, sizeof err) != 0) {
        CHECK(0, "move graph: %s", err);
        gd_equiv_move_graph_free(&a);
        return -1;
    }
    int r = gd_equiv_isomorphic(&a, &b, err, sizeof err);
    CHECK(r >= 0, "isomorphic: %s", err);
    if (positions)
        *positions = pa, *moves = ma;
    gd_equiv_move_graph_free(&a);
    gd_equiv_move_graph_free(&b);
    return r;
}

static gd_cgt_cmp play(const gd_game *g, const gd_position *p, const gd_game *h, const gd_position *q)
{
    char err[512];
    gd_cgt *c = gd_cgt_new();
    gd_equiv_value vg, vh;
    gd_cgt_cmp r = gd_equiv_play(g, p, h, q, c, (uint64_t)1 << 28, &vg, &vh, err, sizeof err);
    CHECK(r != GD_CGT_CMP_ERROR, "play: %s", err);
    gd_cgt_free(c);
    return r;
}

static void slide_is_nim(int nauty)
{
    gd_game *slide = open_game("slide"), *nim = open_game("nim");
    if (!slide || !nim)
        return;
    long boards = 0, good = 0;
    for (int rows = 1; rows <= 3; rows++) {
        int at[3] = {0}, extra[3] = {0};
        for (;;) {
            char board[64], heaps[64], more[64];
            size_t k = 0, h = 0, m = 0;
            for (int i = 0; i < rows; i++) {
                if (i)
                    board[k++] = '/', heaps[h++] = ',', more[m++] = ',';
                for (int j = 0; j < at[i] + 1 + extra[i]; j++)
                    board[k++] = j == at[i] ? 'o' : '.';
                h += (size_t)snprintf(heaps + h, sizeof heaps - h, "%d", at[i]);
                m += (size_t)snprintf(more + m, sizeof more - m, "%d", at[i] + (i == rows - 1));
            }
            board[k] = 0;
            gd_position p, q, r;
            if (parse(slide, board, &p) && parse(nim, heaps, &q) && parse(nim, more, &r)) {
                int ok = play(slide, &p, nim, &q) == GD_CGT_EQUAL && play(slide, &p, nim, &r) == GD_CGT_CONFUSED;
                if (nauty) {
                    uint64_t pos = 0, mv = 0, want_pos = 1, want_mv = 0;
                    ok = ok && isomorphic(slide, &p, nim, &q, &pos, &mv) == 1 && isomorphic(slide, &p, nim, &r, NULL, NULL) == 0;
                    /* Nim's rules: (a+1)(b+1)... positions; from each, a move per smaller heap value */
                    for (int i = 0; i < rows; i++)
                        want_pos *= (uint64_t)at[i] + 1;
                    for (int i = 0; i < rows; i++)
                        want_mv += want_pos / ((uint64_t)at[i] + 1) * ((uint64_t)at[i] * (at[i] + 1) / 2);
                    ok = ok && pos == want_pos && mv == want_mv;
                    CHECK(pos == want_pos && mv == want_mv, "%s: %llu positions, %llu moves (Nim's rules: %llu, %llu)",
                          board, (unsigned long long)pos, (unsigned long long)mv, (unsigned long long)want_pos,
                          (unsigned long long)want_mv);
                }
                CHECK(ok, "slide:%s against nim:%s and nim:%s", board, heaps, more);
                good += ok;
            }
            boards++;
            int i = 0;
            while (i < rows) {
                if (++extra[i] <= 1)
                    break;
                extra[i] = 0;
                if (++at[i] <= 3)
                    break;
                at[i] = 0;
                i++;
            }
            if (i == rows)
                break;
        }
    }
    printf("slide = nim: %ld/%ld boards equal in play%s to the Nim position of their distances\n", good, boards,
           nauty ? " and isomorphic" : " (isomorphism not checked: no nauty)");
    gd_game_free(slide);
    gd_game_free(nim);
}

/* Random pairs of small impartial positions: isomorphic move graphs, equal Grundy values. */
static void isomorphic_means_equal(void)
{
    static const char *const games[] = {"nim", "slide", "staircase", "kayles", "sub:3"};
    static const char *const texts[][6] = {
        {"0", "1", "2", "1,1", "2,1", "1,2,3"},
        {"o", ".o", "..o", ".o/.o", "..o/.o", ".o/..o/...o"},
        {"0", "1", "2", "0,1", "1,1", "2,0,1"},
        {"0", "1", "2", "3", "1,1", "4"},
        {"0,0", "1,0", "2,0", "1,1", "3,1", "2,2"},
    };
    uint64_t rng = 12345;
    long pairs = 0, iso = 0, equal = 0, cases = 200 * tl_effort();
    gd_game *g[5];
    for (int i = 0; i < 5; i++)
        g[i] = open_game(games[i]);
    for (long c = 0; c < cases; c++) {
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        int a = (int)(rng >> 33) % 5, b = (int)(rng >> 40) % 5, x = (int)(rng >> 47) % 6, y = (int)(rng >> 53) % 6;
        gd_position p, q;
        if (!g[a] || !g[b] || !parse(g[a], texts[a][x], &p) || !parse(g[b], texts[b][y], &q))
            continue;
        int r = isomorphic(g[a], &p, g[b], &q, NULL, NULL);
        gd_cgt_cmp e = play(g[a], &p, g[b], &q);
        CHECK(r != 1 || e == GD_CGT_EQUAL, "%s:%s and %s:%s isomorphic but not equal", games[a], texts[a][x],
              games[b], texts[b][y]);
        pairs++, iso += r == 1, equal += e == GD_CGT_EQUAL;
    }
    CHECK(iso > 0 && equal > iso, "pairs %ld: %ld isomorphic, %ld equal", pairs, iso, equal);
    printf("random impartial pairs: %ld, %ld isomorphic (all equal in play), %ld equal in play\n", pairs, iso, equal);
    for (int i = 0; i < 5; i++)
        gd_game_free(g[i]);
}

static void named_cases(void)
{
    gd_game *nim = open_game("nim"), *dom = open_game("domineering"), *clob = open_game("clobber"),
            *hb = open_game("hackenbush");
    if (!nim || !dom || !clob || !hb)
        return;
    gd_position a, b;
    parse(nim, "1,1", &a), parse(nim, "0", &b);
    CHECK(play(nim, &a, nim, &b) == GD_CGT_EQUAL && isomorphic(nim, &a, nim, &b, NULL, NULL) == 0, "nim:1,1 and nim:0");
    parse(nim, "2,5", &a), parse(nim, "5,2", &b);
    CHECK(isomorphic(nim, &a, nim, &b, NULL, NULL) == 1, "nim:2,5 and nim:5,2");
    parse(dom, "2x3", &a), parse(dom, "3x2", &b);
    CHECK(play(dom, &a, dom, &b) == GD_CGT_GREATER && isomorphic(dom, &a, dom, &b, NULL, NULL) == 0,
          "domineering 2x3 and 3x2: negatives, Left and Right swapped");
    parse(dom, "2x3", &a), parse(dom, "2x3", &b);
    CHECK(isomorphic(dom, &a, dom, &b, NULL, NULL) == 1, "domineering 2x3 and itself");
    parse(clob, "xoo", &a), parse(clob, "oox", &b);
    CHECK(play(clob, &a, clob, &b) == GD_CGT_EQUAL && isomorphic(clob, &a, clob, &b, NULL, NULL) == 1,
          "clobber xoo and its mirror image");
    parse(hb, "0-1g", &a), parse(nim, "1", &b);
    CHECK(play(hb, &a, nim, &b) == GD_CGT_EQUAL && isomorphic(hb, &a, nim, &b, NULL, NULL) == 1,
          "a green edge and nim:1");
    parse(hb, "0-1b", &a);
    CHECK(play(hb, &a, nim, &b) == GD_CGT_GREATER && isomorphic(hb, &a, nim, &b, NULL, NULL) == 0,
          "a blue edge (1) and nim:1 (*)");
    gd_game_free(nim), gd_game_free(dom), gd_game_free(clob), gd_game_free(hb);
}

int main(void)
{
    int nauty = gd_equiv_have_nauty();
    slide_is_nim(nauty);
    if (nauty) {
        isomorphic_means_equal();
        named_cases();
    } else {
        printf("built without nauty: the isomorphism cases are skipped\n");
    }
    return tl_done("t_disguise");
}
