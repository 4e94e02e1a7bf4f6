/* Move graphs as coloured digraphs (two layers for partizan games) against a brute force
 * written from the definition: the positions reachable, found here by a search over the
 * game's moves, with Left's and Right's moves as two adjacency matrices (an impartial game
 * beside a partizan one: each move both players'), and every bijection fixing the root and
 * keeping both kinds of moves tried. Every pair of a list of small positions of partizan
 * and impartial games (at most 8 positions each). */
#include "gamedyn/equiv.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define MAXP 8

typedef struct {
    int n;
    unsigned char L[MAXP][MAXP], R[MAXP][MAXP];
} moves;

/* The positions reachable from p by a breadth-first search; 0 when more than MAXP. An
 * impartial game's moves: Left's only (alone) or both players' (both). */
static int explore(const gd_game *g, const gd_position *p, int both, moves *mv)
{
    gd_position pos[MAXP];
    char err[512];
    memset(mv, 0, sizeof *mv);
    pos[0] = *p;
    int n = 1;
    for (int i = 0; i < n; i++) {
        gd_move *m = NULL;
        long k = gd_game_list_moves(g, &pos[i], 1000, &m, err, sizeof err);
        for (long j = 0; j < k; j++) {
            int t = 0;
            while (t < n && !gd_position_equal(&pos[t], &m[j].to))
                t++;
            if (t == n) {
                if (n == MAXP) {
                    free(m);
                    return 0;
                }
                pos[n++] = m[j].to;
            }
            int partizan = g->ops->kind == GD_GAME_PARTIZAN;
            if (both || !partizan || m[j].side == GD_LEFT)
                mv->L[i][t] = 1;
            if (both || (partizan && m[j].side == GD_RIGHT))
                mv->R[i][t] = 1;
        }
        free(m);
    }
    mv->n = n;
    return 1;
}

static int extend(const moves *a, const moves *b, int *f, int depth, unsigned used)
{
    if (depth == a->n) {
        for (int u = 0; u < a->n; u++)
            for (int v = 0; v < a->n; v++)
                if (a->L[u][v] != b->L[f[u]][f[v]] || a->R[u][v] != b->R[f[u]][f[v]])
                    return 0;
        return 1;
    }
    for (int t = depth == 0 ? 0 : 1; t < (depth == 0 ? 1 : b->n); t++)
        if (!(used >> t & 1)) {
            f[depth] = t;
            if (extend(a, b, f, depth + 1, used | 1u << t))
                return 1;
        }
    return 0;
}

static int brute(const moves *a, const moves *b)
{
    int f[MAXP];
    return a->n == b->n && extend(a, b, f, 0, 0);
}

int main(void)
{
    if (!gd_equiv_have_nauty()) {
        printf("built without nauty: skipped\n");
        return tl_done("t_movegraph");
    }
    static const char *const cases[] = {
        "hackenbush:B",  "hackenbush:R",   "hackenbush:G",    "hackenbush:BR",  "hackenbush:RB",
        "hackenbush:BG", "hackenbush:GB",  "hackenbush:GG",   "hackenbush:BB",  "hackenbush:RG",
        "clobber:xo",    "clobber:ox",     "clobber:xoo",     "clobber:oox",    "clobber:xox",
        "clobber:oxo",   "nim:1",          "nim:2",           "nim:1,1",        "slide:..o",
        "slide:.o/.o",   "toads:T.F",      "toads:.TF.",      "cutcake:1x2",    "cutcake:2x1",
        "cutcake:1x3",   "domineering:1x2", "domineering:2x1", "domineering:2x2", "nim:3",
    };
    enum { N = sizeof cases / sizeof cases[0] };
    char err[512];
    gd_game *g[N] = {0};
    gd_position p[N];
    for (int i = 0; i < N; i++)
        CHECK(gd_game_open_position(cases[i], NULL, &g[i], &p[i], err, sizeof err) == 0, "%s: %s", cases[i], err);
    long pairs = 0, iso = 0, agree = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            if (!g[i] || !g[j])
                continue;
            int partizan = g[i]->ops->kind == GD_GAME_PARTIZAN || g[j]->ops->kind == GD_GAME_PARTIZAN;
            moves a, b;
            if (!explore(g[i], &p[i], partizan && g[i]->ops->kind != GD_GAME_PARTIZAN, &a) ||
                !explore(g[j], &p[j], partizan && g[j]->ops->kind != GD_GAME_PARTIZAN, &b)) {
                CHECK(0, "%s or %s has more than %d positions", cases[i], cases[j], MAXP);
                continue;
            }
            gd_equiv_graph_options o = {0, (uint64_t)1 << 26, partizan};
            gd_equiv_digraph da, db;
            uint64_t np, nm;
            int r = -1;
            if (gd_equiv_move_graph(g[i], &p[i], &o, &da, &np, &nm, err, sizeof err) == 0) {
                if (gd_equiv_move_graph(g[j], &p[j], &o, &db, &np, &nm, err, sizeof err) == 0) {
                    r = gd_equiv_isomorphic(&da, &db, err, sizeof err);
                    gd_equiv_move_graph_free(&db);
                }
                gd_equiv_move_graph_free(&da);
            }
            int want = brute(&a, &b);
            CHECK(r == want, "%s against %s: nauty %d, brute force %d (%s)", cases[i], cases[j], r, want,
                  r < 0 ? err : "");
            pairs++, iso += want, agree += r == want;
        }
    CHECK(iso > N, "only %ld isomorphic pairs", iso);
    printf("move graphs: %ld/%ld pairs agree with the brute force (%ld isomorphic)\n", agree, pairs, iso);
    for (int i = 0; i < N; i++)
        gd_game_free(g[i]);
    return tl_done("t_movegraph");
}
