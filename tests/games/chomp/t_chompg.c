/* Grundy values of 3-row Chomp (chomp.h): every position with x+y+z <= 14 against the
 * generic solver over the chomp game's moves; the 3 x n rectangles against OEIS A069001
 * (tests/data, n <= 64); the chomp game's oracle; the memory bound; a stopped run. */
#include "gamedyn/chomp.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define SMALL 14

typedef struct {
    uint32_t g[SMALL + 1][SMALL + 1][SMALL + 1];
    long visits, order_bad;
    uint64_t last;
} seen;

static void visit(void *ctx, uint32_t x, uint32_t y, uint32_t z, uint32_t g)
{
    seen *s = ctx;
    /* p, then q, then r increasing: a key that must grow. */
    uint64_t key = ((uint64_t)(x + y + z) << 40) | ((uint64_t)(x + y) << 20) | x;
    if (s->visits++ && key <= s->last)
        s->order_bad++;
    s->last = key;
    s->g[x][y][z] = g;
}

static void against_solver(void)
{
    seen *s = calloc(1, sizeof *s);
    gd_chompg_spec spec = {SMALL, 0, 0, visit, s};
    gd_chompg_result r;
    char err[512];
    CHECK(gd_chompg_compute(&spec, &r, err, sizeof err) == 0, "compute: %s", err);
    long expect = 0;
    for (long p = 1; p <= SMALL; p++)
        expect += (p + 1) * (p + 2) / 2;
    CHECK(s->visits == expect && (long)r.positions == expect && s->order_bad == 0 && r.done == SMALL,
          "visits %ld of %ld, order %ld", s->visits, expect, s->order_bad);
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    gd_game *g = gd_game_open("chomp", &o, err, sizeof err);
    CHECK(g != NULL, "open chomp: %s", err);
    gd_solver *sv = gd_solver_new(g, (uint64_t)1 << 30);
    long bad = 0, n = 0;
    for (uint64_t x = 0; x <= SMALL; x++)
        for (uint64_t y = 0; x + y <= SMALL; y++)
            for (uint64_t z = 0; x + y + z <= SMALL; z++) {
                if (x + y + z == 0)
                    continue;
                gd_position p = {{x, y, z}, 3, 0, 0};
                gd_value v;
                n++;
                if (gd_solver_solve(sv, &p, &v, err, sizeof err) != 0) {
                    CHECK(0, "solver: %s", err);
                    continue;
                }
                if ((!v.has_grundy || v.grundy != s->g[x][y][z]) && bad++ < 5)
                    CHECK(0, "[%llu,%llu,%llu]: chompg %u solver %llu", (unsigned long long)x, (unsigned long long)y,
                          (unsigned long long)z, s->g[x][y][z], (unsigned long long)v.grundy);
                if (x + y + z == SMALL && y == 0 && z == 0)
                    CHECK(r.rect[x] == v.grundy, "rectangle %llu", (unsigned long long)x);
            }
    CHECK(bad == 0 && n == expect, "%ld of %ld positions disagree", bad, n);
    /* The game's oracle answers from chompg for plain Chomp, not for the variants. */
    gd_position p = {{10, 0, 0}, 3, 0, 0};
    uint64_t gv = 0;
    CHECK(g->ops->oracles.grundy(g, &p, &gv, err, sizeof err) == 0 && gv == 21, "oracle [10,0,0] = %llu", (unsigned long long)gv);
    p.c[0] = 600;
    CHECK(g->ops->oracles.grundy(g, &p, &gv, err, sizeof err) == GD_ORACLE_NONE, "oracle above its limit");
    gd_solver_free(sv);
    gd_game_free(g);
    gd_game_options_set_pass(&o, 1);
    g = gd_game_open("chomp", &o, err, sizeof err);
    p.c[0] = 3, p.passes = 1;
    CHECK(g && g->ops->oracles.grundy(g, &p, &gv, err, sizeof err) == GD_ORACLE_NONE, "pass variant: the generic solver");
    gd_game_free(g);
    free(r.rect);
    free(s);
}

static void oeis(void)
{
    gd_chompg_spec spec = {64, 0, 0, NULL, NULL};
    gd_chompg_result r;
    char err[512];
    CHECK(gd_chompg_compute(&spec, &r, err, sizeof err) == 0, "compute: %s", err);
    FILE *f = tl_open_reference("oeis_A069001.txt");
    char line[256];
    int rows = 0;
    while (f && tl_next_line(f, line, sizeof line)) {
        unsigned long long n, a;
        if (sscanf(line, "%llu %llu", &n, &a) != 2)
            continue;
        rows++;
        CHECK(n >= 1 && n <= 64 && r.rect[n] == a, "A069001(%llu) = %llu, chompg %u", n, a, n <= 64 ? r.rect[n] : 0);
    }
    if (f)
        fclose(f);
    CHECK(rows == 64, "%d rows of A069001", rows);
    free(r.rect);
}

int main(void)
{
    against_solver();
    oeis();
    char err[512];
    gd_chompg_spec big = {2000, 0, 1 << 20, NULL, NULL};
    gd_chompg_result r;
    CHECK(gd_chompg_compute(&big, &r, err, sizeof err) != 0 && strstr(err, "need about"), "bound: %s", err);
    big.nmax = GD_CHOMPG_MAX + 1, big.max_bytes = 0;
    CHECK(gd_chompg_compute(&big, &r, err, sizeof err) != 0, "above the largest N");
    /* A run stopped by its time limit keeps every completed x+y+z. */
    gd_chompg_spec stop = {400, 1e-9, 0, NULL, NULL};
    CHECK(gd_chompg_compute(&stop, &r, err, sizeof err) == 0 && r.done >= 1 && r.done < 400 && r.rect[1] == 2,
          "stopped at %llu", (unsigned long long)r.done);
    free(r.rect);
    uint32_t v;
    CHECK(gd_chompg_value(2, 1, 3, 0, &v, err, sizeof err) == 0, "value: %s", err);
    return tl_done("chompg");
}
