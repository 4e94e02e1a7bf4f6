/* Several passes (--passes K): the engine's chain of K+1 engines against the brute force
 * written from the rules (every layer, K <= 3, coordinates <= 10, Nim and Chomp), against
 * an explicit census of every column (the tail and window proofs of every engine of the
 * chain), against the generic solver over the game interface (positions with some passes
 * used, the terminal position), the text forms, the database, and the parity theorem of
 * docs/engine.md ("Several passes") on the brute force and on the engine. */
#include "brute.h"
#include "gamedyn/game.h"
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define B 10

static gd_config config(const char *game, unsigned K, uint64_t X)
{
    gd_config cfg = {gd_rules_by_name(game)->game, K ? GD_VARIANT_PASS : GD_VARIANT_PLAIN, NULL, X, X, K};
    return cfg;
}

/* Every layer j = 0..K of the engine's solution against the brute force, and the winning
 * moves from positions with j passes left against the brute force's P-positions. */
static void engine_vs_brute(const char *game, unsigned K)
{
    const gd_rules *r = gd_rules_by_name(game);
    gd_config cfg = config(game, K, B);
    gd_solution sol;
    char err[256];
    if (gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) != 0) {
        CHECK(0, "%s K=%u: engine failed: %s", game, K, err);
        return;
    }
    brute *bf = brute_new_passes(game, NULL, B, (int)K);
    long bad = 0, n = 0;
    for (int x = 0; x <= B; x++)
        for (int y = 0; y <= B; y++)
            for (int z = 0; z <= B; z++) {
                if (!gd_rules_is_position(r, x, y, z))
                    continue;
                for (unsigned j = 0; j <= K; j++) {
                    int e = gd_solution_status(&sol, (int)j, x, y, z) == GD_OUTCOME_P, b = brute_is_p(bf, x, y, z, (int)j);
                    n++;
                    if (e != b && bad++ < 5)
                        CHECK(0, "%s K=%u: [%d,%d,%d] with %u left: engine %d brute %d", game, K, x, y, z, j, e, b);
                }
                if (x > 5 || y > 5 || z > 5)
                    continue;
                for (unsigned j = 0; j <= K; j++) {
                    gd_xyz_move *mv;
                    int automatic;
                    long k = gd_solution_winning_moves_left(&sol, (gd_xyz){x, y, z}, j, &mv, &automatic, err,
                                                            sizeof err);
                    CHECK(k >= 0, "%s: moves: %s", game, err);
                    int terminal = gd_rules_is_terminal(r, x, y, z);
                    for (long i = 0; i < k; i++) {
                        int ok = mv[i].is_pass ? j > 0 && !terminal && brute_is_p(bf, x, y, z, (int)j - 1)
                                               : brute_is_p(bf, (int)mv[i].to.x, (int)mv[i].to.y, (int)mv[i].to.z, (int)j);
                        CHECK(ok, "%s K=%u: a move from [%d,%d,%d] (%u left) is not to a P-position", game, K, x, y,
                              z, j);
                    }
                    CHECK((k == 0) == brute_is_p(bf, x, y, z, (int)j), "%s K=%u: [%d,%d,%d] %u left: moves vs P",
                          game, K, x, y, z, j);
                    free(mv);
                }
            }
    CHECK(bad == 0, "%s K=%u: %ld of %ld layer positions disagree", game, K, bad, n);
    printf("t_passes: %s with %u passes: %ld layer positions equal to the brute force\n", game, K, n);
    brute_free(bf);
    gd_solution_free(&sol);
}

/* The parity theorem on the brute force alone: the K-pass game's P-positions are the
 * (K-2)-pass game's, in any impartial game (docs/engine.md). */
static void parity_brute(const char *game)
{
    const gd_rules *r = gd_rules_by_name(game);
    brute *bf = brute_new_passes(game, NULL, B, 3);
    long bad = 0, differ01 = 0;
    for (int x = 0; x <= B; x++)
        for (int y = 0; y <= B; y++)
            for (int z = 0; z <= B; z++) {
                if (!gd_rules_is_position(r, x, y, z))
                    continue;
                for (int j = 2; j <= 3; j++)
                    bad += brute_is_p(bf, x, y, z, j) != brute_is_p(bf, x, y, z, j - 2);
                differ01 += brute_is_p(bf, x, y, z, 1) != brute_is_p(bf, x, y, z, 0);
            }
    CHECK(bad == 0, "%s: %ld positions where K and K-2 passes differ", game, bad);
    CHECK(differ01 > 0, "%s: one pass changes nothing? (the test would be empty)", game);
    brute_free(bf);
}

/* The chain's census of Chomp against the explicit computation of tests/lib/brute.c (no tails,
 * no proofs) on every column it knows: each engine's tail and window proofs hold. */
static void census(unsigned K, int X)
{
    gd_config cfg = config("chomp", K, (uint64_t)X);
    cfg.ymax = 0;
    char err[256];
    gd_engine *e = gd_engine_new(&cfg, err, sizeof err);
    CHECK(e != NULL, "engine: %s", err);
    if (!e)
        return;
    uint32_t **ez = brute_chomp_sheets((int)K, X, 0, NULL);
    const gd_sheet *s;
    long cols = 0, bad = 0, tails = 0;
    int rc, x = 0;
    while ((rc = gd_engine_next(e, &s, err, sizeof err)) == 0) {
        tails += s->kind == GD_SHEET_TAIL;
        for (int y = 0; y < X - x + 1; y++) {
            uint32_t z;
            int st = gd_sheet_lookup(s, (uint64_t)y, &z);
            uint32_t want = ez[x][y];
            cols++;
            if ((want == UINT32_MAX ? st != GD_SHEET_NO_P : st != GD_SHEET_P || z != want) && bad++ < 5)
                CHECK(0, "K=%u sheet %d column %d: engine %d/%u explicit %u", K, x, y, st, z, want);
        }
        x++;
    }
    CHECK(rc == 1 && x == X + 1, "K=%u: engine stopped at %d: %s", K, x, err);
    CHECK(bad == 0, "K=%u: %ld of %ld columns differ", K, bad, cols);
    printf("t_passes: Chomp with %u passes x <= %d: %ld columns equal to the explicit computation (%ld tails)\n", K,
           X, cols, tails);
    brute_sheets_free(ez, X);
    gd_engine_free(e);
}

static int same_sheet(const gd_sheet *a, const gd_sheet *b)
{
    if (a->kind != b->kind || a->len != b->len || a->period != b->period || a->x != b->x)
        return 0;
    if (a->len && memcmp(a->z, b->z, a->len * sizeof *a->z) != 0)
        return 0;
    return a->kind != GD_SHEET_TAIL || memcmp(a->tail, b->tail, a->period * sizeof *a->tail) == 0;
}

/* The parity theorem on the engine: the chain for K computes, independently, the sheets of
 * K - 2; and a database of K passes reads back with every layer. */
static void parity_engine_and_db(void)
{
    const int X = 1500;
    gd_solution s[4];
    char err[256];
    for (unsigned K = 0; K < 4; K++) {
        gd_config cfg = config("chomp", K, X);
        cfg.ymax = 0;
        CHECK(gd_solution_compute(&s[K], &cfg, NULL, NULL, err, sizeof err) == 0, "K=%u: %s", K, err);
    }
    long bad = 0, differ = 0;
    for (uint64_t x = 0; x <= X; x++) {
        bad += !same_sheet(&s[2].sheets[x], &s[0].sheets[x]) + !same_sheet(&s[3].sheets[x], &s[1].sheets[x]);
        bad += !same_sheet(&s[3].lower[0][x], &s[1].plain[x]) + !same_sheet(&s[3].plain[x], &s[0].sheets[x]);
        differ += !same_sheet(&s[1].sheets[x], &s[0].sheets[x]);
    }
    CHECK(bad == 0 && differ > 0, "parity on the engine: %ld sheets differ (and %ld between 0 and 1 pass)", bad,
          differ);
    char path[] = "/tmp/gamedyn-t_passes-XXXXXX";
    int fd = mkstemp(path);
    close(fd);
    gd_solution back;
    CHECK(gd_db_write(path, &s[3], err, sizeof err) == 0, "write: %s", err);
    CHECK(gd_db_read(path, &back, err, sizeof err) == 0, "read: %s", err);
    CHECK(gd_solution_matches(&back, &s[3].cfg) && !gd_solution_matches(&back, &s[1].cfg), "K is part of the match");
    long diff = 0;
    for (unsigned j = 0; j <= 3; j++)
        for (uint64_t x = 0; x <= X; x++)
            diff += !same_sheet(&gd_solution_layer(&back, j)[x], &gd_solution_layer(&s[3], j)[x]);
    CHECK(diff == 0 && gd_config_passes(&back.cfg) == 3, "database round trip: %ld sheets differ", diff);
    gd_solution_free(&back);
    remove(path);
    for (int K = 0; K < 4; K++)
        gd_solution_free(&s[K]);
}

/* The game interface: the generic solver (from the moves alone) against the sheet oracle and
 * the brute force on every position <= 6 with every number of passes left. */
static void interface(const char *name, int K)
{
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    gd_game_options_set_pass(&o, K);
    char err[512];
    gd_game *g = gd_game_open(name, &o, err, sizeof err);
    CHECK(g != NULL, "open %s --passes %d: %s", name, K, err);
    if (!g)
        return;
    int chomp = strcmp(name, "chomp") == 0;
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    brute *bf = brute_new_passes(name, NULL, 6, K);
    long bad = 0;
    for (int x = 0; x <= 6; x++)
        for (int y = 0; y <= 6; y++)
            for (int z = 0; z <= 6; z++) {
                if (chomp && !x && !y && !z)
                    continue;
                for (int j = 0; j <= K; j++) {
                    gd_position p = {{(uint64_t)x, (uint64_t)y, (uint64_t)z}, 3, (uint8_t)j, 0};
                    gd_value v;
                    if (gd_solver_solve(s, &p, &v, err, sizeof err) != 0) {
                        CHECK(0, "solver: %s", err);
                        bad++;
                        continue;
                    }
                    int oc = gd_game_oracle_outcome(g, &p, err, sizeof err);
                    int b = brute_is_p(bf, x, y, z, j);
                    if ((oc != v.outcome || (v.outcome == GD_OUTCOME_P) != b) && bad++ < 5)
                        CHECK(0, "%s K=%d [%d,%d,%d] %d left: oracle %d solver %d brute %d", name, K, x, y, z, j, oc,
                              v.outcome, b);
                    /* a text form round trip: /passes=J unless every pass is left */
                    char buf[128];
                    gd_position q;
                    gd_game_format(g, &p, buf, sizeof buf);
                    CHECK(gd_game_parse(g, buf, &q, err, sizeof err) == 0 && gd_position_equal(&p, &q),
                          "text %s: %s", buf, err);
                }
            }
    CHECK(bad == 0, "%s --passes %d: %ld positions disagree", name, K, bad);
    /* Never a pass from the terminal position, whatever is left; elsewhere one pass uses one. */
    gd_position t = {{0, 0, chomp ? 1 : 0}, 3, (uint8_t)K, 0}, a = {{2, 1, 1}, 3, (uint8_t)K, 0};
    gd_move *mv;
    long n = gd_game_list_moves(g, &t, 100, &mv, err, sizeof err);
    CHECK(n == 0, "%s: the terminal position has %ld moves with %d passes left", name, n, K);
    free(mv);
    n = gd_game_list_moves(g, &a, 1000, &mv, err, sizeof err);
    long passes = 0;
    for (long i = 0; i < n; i++)
        if (mv[i].is_pass) {
            passes++;
            CHECK(mv[i].to.passes == K - 1 && !memcmp(mv[i].to.c, a.c, sizeof a.c), "%s: the pass", name);
        }
    CHECK(passes == 1, "%s: %ld passes from [2,1,1]", name, passes);
    free(mv);
    gd_solver_free(s);
    brute_free(bf);
    gd_game_free(g);
}

static void text(void)
{
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    gd_game_options_set_pass(&o, 3);
    char err[512], buf[128];
    gd_game *g = gd_game_open("chomp", &o, err, sizeof err);
    gd_position p;
    CHECK(gd_game_parse(g, "chomp:3,5,6", &p, err, sizeof err) == 0 && p.passes == 3, "all passes left");
    CHECK(strcmp(gd_game_format(g, &p, buf, sizeof buf), "[3,5,6]") == 0, "format %s", buf);
    CHECK(gd_game_parse(g, "[3,5,6]/passes=1", &p, err, sizeof err) == 0 && p.passes == 1, "/passes=1");
    CHECK(strcmp(gd_game_format(g, &p, buf, sizeof buf), "[3,5,6]/passes=1") == 0, "format %s", buf);
    CHECK(gd_game_parse(g, "[3,5,6]/passed", &p, err, sizeof err) == 0 && p.passes == 0, "/passed is 0 left");
    CHECK(strcmp(gd_game_format(g, &p, buf, sizeof buf), "[3,5,6]/passes=0") == 0, "format %s", buf);
    CHECK(gd_game_parse(g, "[3,5,6]/passes=4", &p, err, sizeof err) != 0 && strstr(err, "0 to 3"), "%s", err);
    CHECK(gd_game_parse(g, "[3,5,6]/passes=x", &p, err, sizeof err) != 0, "bad count refused");
    gd_game_free(g);
    o = (gd_game_options){.max_mem = (uint64_t)1 << 30};
    gd_game_options_set_pass(&o, 1);
    g = gd_game_open("nim", &o, err, sizeof err);
    CHECK(gd_game_parse(g, "[3,5,6]/passes=0", &p, err, sizeof err) == 0 && p.passes == 0, "one pass: /passes=0");
    CHECK(strcmp(gd_game_format(g, &p, buf, sizeof buf), "[3,5,6]/passed") == 0, "one pass keeps /passed: %s", buf);
    gd_game_free(g);
    o = (gd_game_options){.max_mem = (uint64_t)1 << 30};
    g = gd_game_open("nim", &o, err, sizeof err);
    CHECK(gd_game_parse(g, "[3,5,6]/passes=0", &p, err, sizeof err) != 0 && strstr(err, "pass variant"), "%s", err);
    gd_game_free(g);
    gd_game_options_set_pass(&o, 2);
    CHECK(gd_game_open("wythoff", &o, err, sizeof err) == NULL && strstr(err, "only nim and chomp"), "%s", err);
    gd_config big = config("chomp", GD_MAX_PASSES + 1, 10);
    CHECK(gd_engine_new(&big, err, sizeof err) == NULL && strstr(err, "at most"), "K > max refused: %s", err);
}

int main(void)
{
    for (unsigned K = 1; K <= 3; K++) {
        engine_vs_brute("nim", K);
        engine_vs_brute("chomp", K);
    }
    parity_brute("nim");
    parity_brute("chomp");
    census(2, 300);
    census(3, 300);
    parity_engine_and_db();
    for (int K = 1; K <= 3; K++) {
        interface("nim", K);
        interface("chomp", K);
    }
    text();
    return tl_done("t_passes");
}
