/* The two-heap games' fast oracles (outcome and Grundy value, with the pass, perturbed,
 * blocking) on rectangles a != b: each game's tables hold only the rectangle 0..a x 0..b
 * its queries need (swapped to a <= b for symmetric games), grown as queries reach out in
 * one direction and then the other. Every answer against the generic solver, or, for
 * blocking games, a brute force of the definition over the game's move list. */
#include "gamedyn/game.h"
#include "gamedyn/twoheap.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define X 100 /* positions a, b <= X */

/* Queries that stretch a table one way, then the other, then anywhere (fixed seed). */
static int walk(int i, uint64_t *a, uint64_t *b, uint64_t *seed)
{
    static const uint64_t fixed[][2] = {{3, 90}, {90, 3}, {70, 2}, {2, 70}, {0, X}, {X, 0}, {40, 41}, {X, X - 1}};
    int nf = (int)(sizeof fixed / sizeof fixed[0]);
    if (i < nf) {
        *a = fixed[i][0], *b = fixed[i][1];
        return 1;
    }
    if (i >= nf + 200)
        return 0;
    *seed = *seed * 6364136223846793005ull + 1442695040888963407ull;
    *a = (*seed >> 33) % (X + 1), *b = (*seed >> 13) % (X + 1);
    return 1;
}

static gd_game *open_game(const char *game, const char *perturb, int pass, const char *blocking)
{
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    gd_game_options_set_pass(&o, pass);
    if (perturb)
        gd_game_options_set(&o, "perturb", perturb);
    if (blocking)
        gd_game_options_set(&o, "blocking", blocking);
    char err[256];
    gd_game *g = gd_game_open(game, &o, err, sizeof err);
    CHECK(g != NULL, "open %s: %s", game, err);
    return g;
}

/* Grundy values and outcomes of a fresh game (fresh tables) along the walk, against the
 * solver; a second fresh game starts at a position of its own, so its first table is the
 * rectangle of that position alone. */
static void against_solver(const char *game, const char *perturb, int pass)
{
    gd_game *g = open_game(game, perturb, pass, NULL), *s_game = open_game(game, perturb, pass, NULL);
    gd_solver *s = s_game ? gd_solver_new(s_game, (uint64_t)1 << 30) : NULL;
    uint64_t a, b, seed = 12345;
    long bad = 0, n = 0;
    char err[256];
    for (int i = 0; g && s && walk(i, &a, &b, &seed); i++) {
        gd_position p = {{a, b}, 2, (uint8_t)pass, 0};
        gd_value v;
        uint64_t x = 0;
        if (gd_solver_solve(s, &p, &v, err, sizeof err)) {
            CHECK(0, "%s: solver at [%llu,%llu]: %s", game, (unsigned long long)a, (unsigned long long)b, err);
            break;
        }
        int rc = g->ops->oracles.grundy(g, &p, &x, err, sizeof err);
        int o = gd_game_oracle_outcome(g, &p, err, sizeof err);
        n++;
        if (rc || x != v.grundy || o != v.outcome) {
            if (bad++ < 3)
                CHECK(0, "%s%s%s: [%llu,%llu] oracle %llu (%d) solver %llu (%d)", game, pass ? " --pass" : "",
                      perturb ? " perturbed" : "", (unsigned long long)a, (unsigned long long)b,
                      (unsigned long long)x, o, (unsigned long long)v.grundy, v.outcome);
        }
        if (i == 0 || i == 7) { /* a game opened at this position: its table is this rectangle */
            gd_game *h = open_game(game, perturb, pass, NULL);
            uint64_t y = 0;
            CHECK(h && h->ops->oracles.grundy(h, &p, &y, err, sizeof err) == 0 && y == v.grundy,
                  "%s: fresh game at [%llu,%llu]: %llu, solver %llu", game, (unsigned long long)a,
                  (unsigned long long)b, (unsigned long long)y, (unsigned long long)v.grundy);
            gd_game_free(h);
        }
    }
    CHECK(bad == 0 && n > 200, "%s%s: %ld of %ld answers differ from the solver", game, pass ? " --pass" : "", bad, n);
    gd_solver_free(s);
    gd_game_free(g), gd_game_free(s_game);
}

/* The B-blocking game from its definition: P iff at most B P-options, row-major over
 * 0..X x 0..X (row-major is a topological order: every move lowers a heap). */
static void blocking_brute(const char *game, const char *perturb, uint64_t B)
{
    char Bs[16], err[256];
    snprintf(Bs, sizeof Bs, "%llu", (unsigned long long)B);
    gd_game *g = open_game(game, perturb, 0, Bs);
    static uint32_t pal[X + 1][X + 1];
    static gd_move mv[8192];
    for (uint64_t a = 0; g && a <= X; a++)
        for (uint64_t b = 0; b <= X; b++) {
            gd_position p = {{a, b}, 2, 0, 0};
            uint64_t n = g->ops->rules.moves(g, &p, mv, 8192);
            CHECK(n <= 8192, "%s: %llu moves", game, (unsigned long long)n);
            uint32_t k = 0;
            for (uint64_t i = 0; i < n && i < 8192; i++)
                k += pal[mv[i].to.c[0]][mv[i].to.c[1]] <= B;
            pal[a][b] = k;
        }
    uint64_t a, b, seed = 777;
    long bad = 0;
    for (int i = 0; g && walk(i, &a, &b, &seed); i++) {
        gd_position p = {{a, b}, 2, 0, 0};
        int want = pal[a][b] <= B ? GD_OUTCOME_P : GD_OUTCOME_N;
        if (gd_game_oracle_outcome(g, &p, err, sizeof err) != want && bad++ < 3)
            CHECK(0, "%s --blocking %s: oracle at [%llu,%llu]", game, Bs, (unsigned long long)a, (unsigned long long)b);
    }
    CHECK(bad == 0, "%s --blocking %s%s: %ld outcomes differ", game, Bs, perturb ? " perturbed" : "", bad);
    gd_game_free(g);
}

/* Far from the diagonal: [3,5000] and [5000,3] are answered within 32 MiB, which the
 * square up to 5000 (100 MB of values alone) would exceed; a game whose ruleset and
 * perturbation are symmetric gives both the same value. */
static void symmetry(void)
{
    static const struct {
        const char *game, *perturb;
        int sym; /* (a,b) and (b,a) alike */
    } cases[] = {{"wythoff^{(5,5)}", NULL, 1},        {"maharaja", NULL, 1},
                 {"sub:{2,3,7}", NULL, 1},            {"sub:3", "terminal:1,2;2,1/zero:3,0;0,3", 1},
                 {"sub:3", "terminal:1,2", 0},        {"linear:(1,0);(0,1);(1,2)", NULL, 0},
                 {"wythoff^{(1,2)}", NULL, 0},        {"nim2^{(2,1),(1,2)}", NULL, 1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gd_game_options o = {.max_mem = (uint64_t)32 << 20};
        if (cases[i].perturb)
            gd_game_options_set(&o, "perturb", cases[i].perturb);
        char err[256];
        gd_game *g = gd_game_open(cases[i].game, &o, err, sizeof err);
        CHECK(g != NULL, "open %s: %s", cases[i].game, err);
        if (!g)
            continue;
        gd_position p = {{3, 5000}, 2, 0, 0}, q = {{5000, 3}, 2, 0, 0};
        uint64_t x = 0, y = 0;
        CHECK(g->ops->oracles.grundy(g, &p, &x, err, sizeof err) == 0, "%s [3,5000]: %s", cases[i].game, err);
        CHECK(g->ops->oracles.grundy(g, &q, &y, err, sizeof err) == 0, "%s [5000,3]: %s", cases[i].game, err);
        if (cases[i].sym)
            CHECK(x == y, "%s: [5000,3] %llu, [3,5000] %llu", cases[i].game, (unsigned long long)y,
                  (unsigned long long)x);
        gd_game_free(g);
    }
}

int main(void)
{
    const char *games[] = {"nim2",
                           "wythoff",
                           "maharaja",
                           "sub:3",
                           "sub:{2,3,7}",
                           "linear:(1,0);(3,2);(1,1);(0,1)",
                           "linear:(2,0);(3,0);(0,1);(1,2)",
                           "wythoff^{(1,2),(3,0),(2,2)}",
                           "nim2^{(2,1),(1,2)}",
                           NULL};
    /* Each game plain, perturbed symmetrically and not; the pass on half of each. */
    for (int i = 0; games[i]; i++) {
        against_solver(games[i], NULL, i & 1);
        against_solver(games[i], "terminal:3,5;5,3;10,10/zero:4,4;20,13;13,20", !(i & 1));
        against_solver(games[i], "terminal:3,5;7,2;10,10/zero:4,4;20,13", i & 1);
    }
    for (int i = 0; games[i]; i++) {
        blocking_brute(games[i], NULL, (uint64_t)(i % 3));
        blocking_brute(games[i], "terminal:3,5;7,2/zero:4,4;20,13", 1);
    }
    symmetry();
    return tl_done("t_oracle");
}
