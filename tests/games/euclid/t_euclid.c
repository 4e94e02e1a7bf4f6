/* Euclid's game: Nivasch's formula, the golden-ratio P-test and Cole-Davie's winning
 * move against the generic solver over the game's moves (every x, y <= 300; 120 under
 * ASan), both rule sets; the mex table; the reference table; exactness up to 2^62. */
#include "gamedyn/euclid.h"
#include "gamedyn/game.h"
#include "gamedyn/twoheap.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static gd_game *open_game(const char *name, int pass)
{
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    gd_game_options_set_pass(&o, pass);
    char err[512];
    gd_game *g = gd_game_open(name, &o, err, sizeof err);
    CHECK(g != NULL, "open %s: %s", name, err);
    return g;
}

static gd_position pos(uint64_t x, uint64_t y)
{
    gd_position p = {0};
    p.n = 2, p.c[0] = x, p.c[1] = y;
    return p;
}

/* Every position (x,y), lo <= x, y <= n: solver against the oracles; with cd also the
 * mex table's values. */
static void sweep(const char *name, int cd, uint64_t n)
{
    gd_game *g = open_game(name, 0);
    if (!g)
        return;
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    uint32_t *t = malloc((n + 1) * (n + 1) * sizeof *t);
    CHECK(t && gd_euclid_table(n, cd, t) == 0, "table");
    char err[512];
    long bad = 0, total = 0;
    for (uint64_t x = !cd; x <= n; x++)
        for (uint64_t y = !cd; y <= n; y++) {
            if (x == 0 && y == 0)
                continue;
            gd_position p = pos(x, y);
            gd_value v;
            total++;
            if (gd_solver_solve(s, &p, &v, err, sizeof err) != 0) {
                CHECK(0, "%s: solver: %s", name, err);
                bad++;
                continue;
            }
            int o = gd_game_oracle_outcome(g, &p, err, sizeof err);
            uint64_t gv = 0;
            int r = g->ops->oracles.grundy(g, &p, &gv, err, sizeof err);
            int ok = o == v.outcome && v.has_grundy && t[x * (n + 1) + y] == v.grundy && r == 0 && gv == v.grundy &&
                     gd_euclid_grundy_chain(x, y, cd) == v.grundy;
            /* the oracle's winning moves are the moves to the solver's P-positions, in order */
            gd_move *w, *mv;
            long nw = gd_game_oracle_winning(g, &p, &w, err, sizeof err);
            long nm = gd_game_list_moves(g, &p, 100000, &mv, err, sizeof err);
            long k = 0;
            for (long i = 0; i < nm; i++) {
                gd_value u;
                ok &= g->ops->rules.is_move(g, &p, &mv[i].to);
                if (gd_solver_lookup(s, &mv[i].to, &u) && u.outcome == GD_OUTCOME_P) {
                    ok &= k < nw && gd_position_equal(&w[k].to, &mv[i].to);
                    k++;
                }
            }
            ok &= k == nw;
            /* is_move refuses what is not a move: a few near misses */
            for (uint64_t a = 0; a <= x && a < 4; a++)
                for (uint64_t b = 0; b <= y && b < 4; b++) {
                    gd_position q = pos(a, b);
                    int listed = 0;
                    for (long i = 0; i < nm; i++)
                        listed |= gd_position_equal(&q, &mv[i].to);
                    ok &= g->ops->rules.is_move(g, &p, &q) == listed;
                }
            free(w);
            free(mv);
            if (!ok && bad++ < 5)
                CHECK(0, "%s (%llu,%llu): solver %s g=%llu, oracle %d g=%llu (r %d), table %u, %ld winning (solver %ld)",
                      name, (unsigned long long)x, (unsigned long long)y, v.outcome ? "N" : "P",
                      (unsigned long long)v.grundy, o, (unsigned long long)gv, r, t[x * (n + 1) + y], nw, k);
        }
    CHECK(bad == 0, "%s: %ld of %ld positions disagree", name, bad, total);
    free(t);
    gd_solver_free(s);
    gd_game_free(g);
}

static void cole_davie_values(void)
{
    gd_game *g = open_game("euclid:cd", 0);
    if (!g)
        return;
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    char err[256];
    gd_value v;
    for (uint64_t y = 1; y <= 50; y++) {
        gd_position p = pos(1, y);
        CHECK(gd_solver_solve(s, &p, &v, err, sizeof err) == 0 && v.grundy == y, "Cole-Davie (1,%llu) has value y",
              (unsigned long long)y);
    }
    gd_position p = pos(2, 5), q = pos(5, 12);
    CHECK(gd_solver_solve(s, &p, &v, err, sizeof err) == 0 && v.grundy == 1, "Cole-Davie (2,5) = 1");
    CHECK(gd_solver_solve(s, &q, &v, err, sizeof err) == 0 && v.grundy == 2, "Cole-Davie (5,12) = 2");
    /* the rule sets differ: plain (2,5) is floor(5/2 - 2/5) = 2 */
    CHECK(gd_euclid_grundy(2, 5) == 2 && gd_euclid_grundy(5, 12) == 1 && gd_euclid_grundy(1, 9) == 8, "plain values");
    gd_solver_free(s);
    gd_game_free(g);
}

/* tests/data/euclid_grundy_table.txt: line x lists g(x,1) .. g(x,40). */
static void reference(void)
{
    FILE *f = tl_open_reference("euclid_grundy_table.txt");
    char line[4096];
    uint64_t x = 0, cells = 0;
    long bad = 0;
    while (tl_next_line(f, line, sizeof line)) {
        x++;
        char *p = line, *end;
        for (uint64_t y = 1;; y++) {
            unsigned long long v = strtoull(p, &end, 10);
            if (end == p)
                break;
            p = end, cells++;
            if (v != gd_euclid_grundy(x, y) && bad++ < 5)
                CHECK(0, "reference g(%llu,%llu) = %llu, formula %llu", (unsigned long long)x, (unsigned long long)y,
                      v, (unsigned long long)gd_euclid_grundy(x, y));
        }
    }
    fclose(f);
    CHECK(x == 40 && cells == 1600 && bad == 0, "reference table: %llu rows, %llu cells, %ld differ",
          (unsigned long long)x, (unsigned long long)cells, bad);
}

/* The formula against the mex table further out (the table is the rules, not the formula). */
static void table_vs_formula(uint64_t n)
{
    uint32_t *t = malloc((n + 1) * (n + 1) * sizeof *t);
    CHECK(t && gd_euclid_table(n, 0, t) == 0, "table %llu", (unsigned long long)n);
    long bad = 0;
    for (uint64_t x = 1; t && x <= n; x++)
        for (uint64_t y = 1; y <= n; y++)
            if (t[x * (n + 1) + y] != gd_euclid_grundy(x, y) && bad++ < 5)
                CHECK(0, "mex table g(%llu,%llu) = %u, formula %llu", (unsigned long long)x, (unsigned long long)y,
                      t[x * (n + 1) + y], (unsigned long long)gd_euclid_grundy(x, y));
    CHECK(bad == 0, "mex table to %llu: %ld differ from the formula", (unsigned long long)n, bad);
    free(t);
}

static uint64_t rng = 12345;
static uint64_t next(void)
{
    uint64_t z = (rng += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* Up to 2^62: y < phi x against floor(x phi) (Wythoff's floor form, an exact isqrt); the
 * Grundy value by its defining inequalities; the winning move lands on a P-position and
 * is a move. */
static void huge(void)
{
    gd_game *g = open_game("euclid", 0), *gc = open_game("euclid:cd", 0);
    long bad = 0;
    for (int i = 0; i < 100000; i++) {
        uint64_t x = next() % (GD_EUCLID_MAX / 2) + 1; /* x phi <= 2^62 * 0.81 */
        uint64_t f = gd_wythoff_floor(x).a;            /* floor(x phi) */
        uint64_t y = f - 2 + next() % 5;               /* around the boundary */
        if (gd_euclid_below_phi(y, x) != (y <= f) && bad++ < 5)
            CHECK(0, "%llu < phi %llu: floor(x phi) = %llu", (unsigned long long)y, (unsigned long long)x,
                  (unsigned long long)f);
        if (i % 2)
            y = next() % GD_EUCLID_MAX + 1;
        if (i % 4 == 1)
            x = next() % 1000 + 1;
        unsigned __int128 lo = (unsigned __int128)(x < y ? x : y), hi = (unsigned __int128)(x < y ? y : x);
        unsigned __int128 q = gd_euclid_grundy(x, y), d = hi * hi - lo * lo, xy = lo * hi;
        if (!(q * xy <= d && d < (q + 1) * xy) && bad++ < 5)
            CHECK(0, "g(%llu,%llu) = %llu is not floor(|y/x - x/y|)", (unsigned long long)x, (unsigned long long)y,
                  (unsigned long long)q);
        /* two independent ways to the plain value: Nivasch's division and Euclid's algorithm */
        if (gd_euclid_grundy_chain(x, y, 0) != gd_euclid_grundy(x, y) && bad++ < 5)
            CHECK(0, "g(%llu,%llu): chain %llu, Nivasch %llu", (unsigned long long)x, (unsigned long long)y,
                  (unsigned long long)gd_euclid_grundy_chain(x, y, 0), (unsigned long long)gd_euclid_grundy(x, y));
        for (int cd = 0; cd < 2; cd++) {
            gd_game *h = cd ? gc : g;
            gd_position p = pos(x, y);
            gd_move *w;
            char err[256];
            long k = gd_game_oracle_winning(h, &p, &w, err, sizeof err);
            int p_pos = gd_game_oracle_outcome(h, &p, err, sizeof err) == GD_OUTCOME_P;
            int ok = k == (p_pos ? 0 : 1) || (cd && x == y && k == 2);
            for (long j = 0; j < k; j++)
                ok &= h->ops->rules.is_move(h, &p, &w[j].to) && gd_game_oracle_outcome(h, &w[j].to, err, sizeof err) == GD_OUTCOME_P;
            free(w);
            if (!ok && bad++ < 5)
                CHECK(0, "%s (%llu,%llu): %ld winning moves, P %d", h->name, (unsigned long long)x,
                      (unsigned long long)y, k, p_pos);
        }
    }
    CHECK(bad == 0, "%ld huge positions wrong", bad);
    /* the largest numbers: 2^62 itself, and consecutive Fibonacci numbers straddle phi */
    CHECK(gd_euclid_grundy(GD_EUCLID_MAX, 1) == GD_EUCLID_MAX - 1, "g(2^62, 1) = 2^62 - 1");
    CHECK(gd_euclid_grundy(GD_EUCLID_MAX, GD_EUCLID_MAX) == 0, "g(2^62, 2^62) = 0");
    CHECK(gd_euclid_grundy_chain(GD_EUCLID_MAX, 1, 0) == GD_EUCLID_MAX - 1 &&
              gd_euclid_grundy_chain(1, GD_EUCLID_MAX, 1) == GD_EUCLID_MAX && gd_euclid_grundy_chain(0, 7, 1) == 0,
          "chain at the limits");
    uint64_t a = 1, b = 2;
    for (int i = 0; b <= GD_EUCLID_MAX - a; i++) {
        CHECK(gd_euclid_is_p(a, b, 0) == (i % 2 == 1), "Fibonacci (%llu,%llu)", (unsigned long long)a,
              (unsigned long long)b); /* 2/1 > phi, 3/2 < phi, 5/3 > phi, ... */
        CHECK(gd_euclid_grundy_chain(a, b, 0) == gd_euclid_grundy(a, b), "chain at Fibonacci (%llu,%llu)",
              (unsigned long long)a, (unsigned long long)b); /* the longest runs of Euclid's algorithm */
        uint64_t t = a + b;
        a = b, b = t;
    }
    char err[256];
    gd_position p;
    CHECK(g->ops->rules.parse(g, "4611686018427387904,3", &p, err, sizeof err) == 0, "2^62 parses");
    CHECK(g->ops->rules.parse(g, "4611686018427387905,3", &p, err, sizeof err) != 0 && strstr(err, "2^62"), "above 2^62: %s", err);
    CHECK(g->ops->rules.parse(g, "0,3", &p, err, sizeof err) != 0 && gc->ops->rules.parse(gc, "0,3", &p, err, sizeof err) == 0 &&
              gc->ops->rules.parse(gc, "0,0", &p, err, sizeof err) != 0,
          "zeros: only Cole-Davie, never both");
    CHECK(g->ops->rules.moves(g, &(gd_position){{GD_EUCLID_MAX, 1}, 2, 0, 0}, NULL, 0) == GD_EUCLID_MAX - 1, "move count 2^62-1");
    gd_game_free(g);
    gd_game_free(gc);
}

/* The pass variant through the generic solver: no oracle answers, the solver does. */
static void with_pass(void)
{
    gd_game *g = open_game("euclid", 1);
    if (!g)
        return;
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    char err[256];
    gd_position p = pos(3, 3);
    p.passes = 1;
    gd_value v;
    CHECK(gd_game_oracle_outcome(g, &p, err, sizeof err) == GD_ORACLE_NONE, "no oracle with the pass");
    CHECK(gd_solver_solve(s, &p, &v, err, sizeof err) == 0 && v.outcome == GD_OUTCOME_P,
          "(3,3) with the pass: terminal, no pass from it");
    p = pos(4, 7);
    p.passes = 1;
    CHECK(gd_solver_solve(s, &p, &v, err, sizeof err) == 0, "(4,7) with the pass solves");
    gd_solver_free(s);
    gd_game_free(g);
    char e2[256];
    gd_game_options o = {0};
    CHECK(gd_game_open("euclid:xyz", &o, e2, sizeof e2) == NULL && strstr(e2, "euclid:cd"), "unknown variant: %s", e2);
}

int main(void)
{
    uint64_t n = UNDER_ASAN ? 120 : 300;
    sweep("euclid", 0, n);
    sweep("euclid:cd", 1, n);
    cole_davie_values();
    reference();
    table_vs_formula(UNDER_ASAN ? 400 : 2000);
    huge();
    with_pass();
    return tl_done("t_euclid");
}
