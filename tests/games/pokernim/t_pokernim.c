/* Poker Nim against the column's claim: on every position of up to 3 heaps of up to 3
 * stones with hands of up to 3 stones, unbounded or capped at C = 0..3 (the stones past the
 * cap leave), the outcome is plain Nim's (P iff the heaps' XOR is 0) and no position is a
 * draw; the generalized Sprague-Grundy value is observed to be the XOR itself. With
 * --strict-cap (a capture past the cap is not a move) the claim fails and draws appear:
 * the counts are pinned here and stated in docs/loopy.md. GAMEDYN_TEST_EFFORT=2 takes heaps
 * and hands up to 4 (and caps up to 4). */
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    long positions, differ, draws, gamma_differ;
} tally;

/* The labels read back on the game's own moves: N iff a move to P (remoteness 1 + the least
 * such), P iff every move to N (1 + the largest), a draw has a move to a draw and none to P;
 * a finite value is the mex of the options' finite values. */
static void consistent(const gd_game *g, gd_solver *s, const gd_position *p, const gd_value *v)
{
    gd_move *mv;
    char err[256];
    long n = gd_game_list_moves(g, p, 100000, &mv, err, sizeof err);
    CHECK(n >= 0, "moves: %s", err);
    int to_p = 0, all_n = 1, to_d = 0;
    uint64_t minp = UINT64_MAX, maxn = 0;
    uint8_t seen[64] = {0};
    for (long i = 0; i < n; i++) {
        gd_value w;
        CHECK(gd_solver_lookup(s, &mv[i].to, &w), "option solved");
        if (w.outcome == GD_OUTCOME_P)
            to_p = 1, minp = w.remoteness < minp ? w.remoteness : minp;
        if (w.outcome != GD_OUTCOME_N)
            all_n = 0;
        else if (w.remoteness > maxn)
            maxn = w.remoteness;
        to_d |= w.outcome == GD_OUTCOME_D;
        if (w.has_grundy && w.grundy < 64)
            seen[w.grundy] = 1;
    }
    if (v->outcome == GD_OUTCOME_N)
        CHECK(to_p && v->remoteness == 1 + minp, "N-position");
    else if (v->outcome == GD_OUTCOME_P)
        CHECK(all_n && v->remoteness == (n ? 1 + maxn : 0), "P-position");
    else
        CHECK(v->outcome == GD_OUTCOME_D && !to_p && to_d, "draw");
    if (v->has_grundy) {
        uint64_t m = 0;
        while (m < 64 && seen[m])
            m++;
        CHECK(v->grundy == m, "mex");
    }
    free(mv);
}

/* The largest heap and hand: 3, or 4 with GAMEDYN_TEST_EFFORT above 1. */
static int B = 3;

static long ipow(long b, int e)
{
    long r = 1;
    while (e-- > 0)
        r *= b;
    return r;
}

static tally run(const char *name, int strict, uint64_t cap)
{
    tally t = {0, 0, 0, 0};
    gd_game_options o = {0};
    if (strict)
        gd_game_options_set(&o, "strict-cap", "1");
    char err[256];
    gd_game *g = gd_game_open(name, &o, err, sizeof err);
    CHECK(g != NULL, "open %s: %s", name, err);
    if (!g)
        return t;
    CHECK(g->loopy, "%s is loopy", name);
    gd_solver *s = gd_solver_new(g, 1u << 30);
    /* the largest positions first: the smaller ones are then mostly in the table already */
    for (int k = 3; k >= 1; k--)
        for (long code = ipow(B + 1, k + 2) - 1; code >= 0; code--) {
            gd_position p;
            memset(&p, 0, sizeof p);
            uint64_t x = 0;
            long rest = code;
            for (int i = 0; i < k + 2; i++, rest /= B + 1)
                p.c[i] = (uint64_t)(rest % (B + 1));
            for (int i = 0; i < k; i++)
                x ^= p.c[i];
            p.n = (uint8_t)(k + 2);
            if (cap != UINT64_MAX && (p.c[k] > cap || p.c[k + 1] > cap))
                continue;
            gd_value v;
            if (gd_solver_solve(s, &p, &v, err, sizeof err) != 0) {
                CHECK(0, "%s: %s", name, err);
                break;
            }
            t.positions++;
            consistent(g, s, &p, &v);
            t.differ += v.outcome != (x ? GD_OUTCOME_N : GD_OUTCOME_P);
            t.draws += v.outcome == GD_OUTCOME_D;
            t.gamma_differ += !v.has_grundy || v.grundy != x;
        }
    gd_solver_free(s);
    gd_game_free(g);
    return t;
}

int main(void)
{
    if (tl_effort() > 1)
        B = 4;
    tally t = run("pokernim", 0, UINT64_MAX);
    long b1 = B + 1;
    CHECK(t.positions == b1 * b1 * b1 + ipow(b1, 4) + ipow(b1, 5), "positions: %ld", t.positions);
    CHECK(t.differ == 0 && t.draws == 0, "unbounded hands: %ld of %ld differ from Nim", t.differ, t.positions);
    CHECK(t.gamma_differ == 0, "unbounded hands: gamma is the XOR (%ld differ)", t.gamma_differ);
    printf("pokernim: %ld positions, %ld differ from Nim, %ld draws, %ld values not the XOR\n", t.positions, t.differ,
           t.draws, t.gamma_differ);
    for (uint64_t c = 0; c <= (uint64_t)B; c++) {
        char name[32];
        snprintf(name, sizeof name, "pokernim:%llu", (unsigned long long)c);
        t = run(name, 0, c);
        CHECK(t.differ == 0 && t.draws == 0 && t.gamma_differ == 0, "%s: %ld of %ld differ", name, t.differ,
              t.positions);
        printf("%s: %ld positions, %ld differ from Nim, %ld draws, %ld values not the XOR\n", name, t.positions,
               t.differ, t.draws, t.gamma_differ);
        t = run(name, 1, c);
        static const long strict_differ[] = {63, 321, 710, 1233, 0}, strict_draws[] = {0, 321, 710, 1233, 0};
        CHECK(B != 3 || (t.differ == strict_differ[c] && t.draws == strict_draws[c]),
              "%s --strict-cap: %ld differ, %ld draws", name, t.differ, t.draws);
        printf("%s --strict-cap: %ld positions, %ld differ from Nim, %ld draws, %ld values not the XOR\n", name,
               t.positions, t.differ, t.draws, t.gamma_differ);
    }
    return tl_done("pokernim");
}
