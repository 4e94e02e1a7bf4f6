/* Staircase Nim: the generic solver (mex over the game's moves) against the fast oracle
 * (Nim on the odd stairs) on every position of 1 to 4 stairs of 0 to 5 coins: outcome,
 * Grundy value, the winning moves and the moves to every value, in move order; is_move
 * against the move list; the text forms and refusals. */
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define STAIRS 4
#define COINS 5

static int same_moves(const gd_move *a, long na, const gd_move *b, long nb)
{
    if (na != nb)
        return 0;
    for (long i = 0; i < na; i++)
        if (!gd_position_equal(&a[i].to, &b[i].to) || a[i].is_pass != b[i].is_pass)
            return 0;
    return 1;
}

static void check_position(gd_game *g, gd_solver *s, const gd_position *p, long *bad)
{
    char err[512], pb[128];
    gd_game_format(g, p, pb, sizeof pb);
    gd_value v;
    if (gd_solver_solve(s, p, &v, err, sizeof err) != 0) {
        CHECK(0, "%s: solver: %s", pb, err);
        (*bad)++;
        return;
    }
    uint64_t gv = ~0ull;
    int o = gd_game_oracle_outcome(g, p, err, sizeof err);
    int r = g->ops->oracles.grundy(g, p, &gv, err, sizeof err);
    int ok = o == v.outcome && v.has_grundy && v.kind == GD_VALUE_NIMBER && r == 0 && gv == v.grundy;
    gd_move *w = NULL, *sw = NULL, *mv = NULL;
    long nw = g->ops->oracles.winning(g, p, &w, err, sizeof err);
    long ns = gd_solver_winning(s, p, &sw, err, sizeof err);
    ok = ok && nw >= 0 && ns >= 0 && same_moves(w, nw, sw, ns);
    /* the moves to each value v: the oracle's, and the move list filtered by the solver */
    long nm = gd_game_list_moves(g, p, 1000, &mv, err, sizeof err);
    ok = ok && nm >= 0;
    for (uint64_t t = 0; ok && t < 8; t++) {
        gd_move *tv = NULL, *want = malloc((size_t)(nm ? nm : 1) * sizeof *want);
        long k = 0;
        for (long i = 0; i < nm; i++) {
            gd_value u;
            if (gd_solver_lookup(s, &mv[i].to, &u) && u.grundy == t)
                want[k++] = mv[i];
        }
        long nt = g->ops->oracles.to_value(g, p, t, &tv, err, sizeof err);
        ok = nt >= 0 && same_moves(tv, nt, want, k);
        free(tv), free(want);
    }
    for (long i = 0; ok && i < nm; i++)
        ok = g->ops->rules.is_move(g, p, &mv[i].to);
    ok = ok && !g->ops->rules.is_move(g, p, p);
    CHECK(ok, "%s: solver %s g=%llu (%ld winning), oracle %d g=%llu (%ld winning)", pb, v.outcome ? "N" : "P",
          (unsigned long long)v.grundy, ns, o, (unsigned long long)gv, nw);
    *bad += !ok;
    free(w), free(sw), free(mv);
}

/* Every position of n stairs, each 0..COINS. */
static void sweep(int n)
{
    char err[512];
    gd_game *g = gd_game_open("staircase", NULL, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return;
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 28);
    long bad = 0, total = 0;
    gd_position p;
    memset(&p, 0, sizeof p);
    p.n = (uint8_t)n;
    for (;;) {
        check_position(g, s, &p, &bad);
        total++;
        int i = 0;
        while (i < n && p.c[i] == COINS)
            p.c[i++] = 0;
        if (i == n)
            break;
        p.c[i]++;
    }
    long expect = 1;
    for (int i = 0; i < n; i++)
        expect *= COINS + 1;
    CHECK(total == expect && bad == 0, "%d stairs: %ld of %ld positions disagree", n, bad, total);
    gd_solver_free(s);
    gd_game_free(g);
}

static void text(void)
{
    char err[512], buf[128];
    gd_game *g;
    gd_position p;
    CHECK(gd_game_open_position("staircase:3,0,5,2", NULL, &g, &p, err, sizeof err) == 0, "open: %s", err);
    if (!g)
        return;
    CHECK(p.n == 4 && p.c[0] == 3 && p.c[2] == 5 && p.c[3] == 2, "stairs 1..4");
    CHECK(strcmp(gd_game_format(g, &p, buf, sizeof buf), "[3,0,5,2]") == 0, "format %s", buf);
    uint64_t v;
    CHECK(g->ops->oracles.grundy(g, &p, &v, err, sizeof err) == 0 && v == (3 ^ 5), "value 3 XOR 5 = %llu",
          (unsigned long long)v);
    /* a move from stair 2 to stair 1 changes the value; one to the ground leaves the game */
    CHECK(g->ops->rules.moves(g, &p, NULL, 0) == 10, "one move a coin");
    CHECK(gd_game_parse(g, "1,x", &p, err, sizeof err) != 0, "bad coordinate");
    CHECK(gd_game_parse(g, "18446744073709551615,1", &p, err, sizeof err) != 0 && strstr(err, "coins in all"),
          "too many coins: %s", err);
    CHECK(gd_game_parse(g, "18446744073709551615", &p, err, sizeof err) == 0 &&
              g->ops->rules.moves(g, &p, NULL, 0) == UINT64_MAX,
          "2^64-1 coins on one stair: %s", err);
    gd_game_free(g);
    gd_game_options o = {0};
    gd_game_options_set_pass(&o, 1);
    CHECK(gd_game_open("staircase", &o, err, sizeof err) == NULL && strcmp(err, "game staircase takes no --pass") == 0,
          "no pass: %s", err);
    const gd_game_family *f = gd_game_family_find("staircase");
    CHECK(f && f->example && strncmp(f->example, "staircase:", 10) == 0 && f->oracles && !f->opts, "registry entry");
}

int main(void)
{
    for (int n = 1; n <= STAIRS; n++)
        sweep(n);
    text();
    return tl_done("t_staircase");
}
