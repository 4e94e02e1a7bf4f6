/* Domineering's own table of values (src/games/domineering/values.c, on words of empty
 * cells) against the generic table with the family's components and normal_form
 * (gd_solver_generic_values), form for form in one cgt context: every occupancy pattern of
 * every shape up to 3x5 and 4x4, random boards of every shape up to 16 cells and random
 * 5x5, 4x6 and 3x8 boards (fixed seeds); the table shared by many boards (the atlas's use)
 * gives what a fresh one gives; a board of more than 64 cells goes to the generic table;
 * a memory bound too small is refused with a message. */
#include "gamedyn/cgt.h"
#include "gamedyn/domineering.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <string.h>

static void board_of(int rows, int cols, uint64_t bits, gd_position *p)
{
    gd_domineering_board(p, rows, cols);
    for (int k = 0; k < rows * cols; k++)
        if ((bits >> k) & 1)
            gd_domineering_occupy(p, k / cols, k % cols);
}

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

static char err[512];

/* The family's value of p equals the generic one: 1 when checked. */
static int same(gd_solver *fam, gd_solver *gen, const gd_position *p, const char *what)
{
    gd_value a, b;
    int ra = gd_solver_value(fam, p, &a, err, sizeof err), rb = gd_solver_value(gen, p, &b, err, sizeof err);
    char t[160];
    gd_domineering_format(p, t, sizeof t);
    CHECK(ra == 0 && rb == 0 && a.form == b.form && a.outcome == b.outcome, "%s %s: family %d generic %d (%s)", what,
          t, ra, rb, err);
    return ra == 0 && rb == 0 && a.form == b.form;
}

int main(void)
{
    gd_game_options o = {0};
    gd_game *g = gd_game_open("domineering", &o, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return tl_done("domineering_values_fast");
    gd_cgt *c = gd_cgt_new();
    gd_solver *fam = gd_solver_new(g, (uint64_t)1 << 31), *gen = gd_solver_new(g, (uint64_t)1 << 31);
    gd_solver_share_cgt(fam, c);
    gd_solver_share_cgt(gen, c);
    gd_solver_generic_values(gen, 1);
    long boards = 0;
    int shapes[][2] = {{1, 1}, {1, 2}, {1, 5}, {2, 1}, {2, 2}, {2, 3}, {2, 4}, {2, 5}, {3, 2},
                       {3, 3}, {3, 4}, {3, 5}, {4, 2}, {4, 3}, {4, 4}, {5, 3}, {5, 2}};
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
        int rows = shapes[s][0], cols = shapes[s][1];
        for (uint64_t bits = 0; bits < ((uint64_t)1 << (rows * cols)); bits++) {
            gd_position p;
            board_of(rows, cols, bits, &p);
            boards += same(fam, gen, &p, "every");
        }
    }
    CHECK(boards == 2 + 4 + 32 + 4 + 16 + 64 + 256 + 1024 + 64 + 512 + 4096 + 32768 + 256 + 4096 + 65536 + 32768 + 1024,
          "%ld boards", boards);
    /* random boards of every shape up to 16 cells, about a third of the cells occupied */
    long cases = 400 * tl_effort();
    for (long i = 0; i < cases; i++) {
        int rows = 1 + (int)(next() % 16), cols = 1 + (int)(next() % (16 / rows));
        uint64_t bits = 0;
        for (int k = 0; k < rows * cols; k++)
            bits |= (uint64_t)(next() % 3 == 0) << k;
        gd_position p;
        board_of(rows, cols, bits, &p);
        same(fam, gen, &p, "random");
    }
    for (long i = 0; i < 30 * tl_effort(); i++) {
        int rows = i % 3 == 0 ? 5 : i % 3 == 1 ? 4 : 3, cols = i % 3 == 0 ? 5 : i % 3 == 1 ? 6 : 8;
        uint64_t bits = 0;
        for (int k = 0; k < rows * cols; k++)
            bits |= (uint64_t)(next() % 100 < 35) << k;
        gd_position p;
        board_of(rows, cols, bits, &p);
        same(fam, gen, &p, "random");
    }
    /* a fresh table gives the value the shared one gives */
    gd_solver *fresh = gd_solver_new(g, (uint64_t)1 << 31);
    gd_solver_share_cgt(fresh, c);
    gd_position p;
    gd_domineering_board(&p, 3, 5);
    same(fresh, fam, &p, "fresh");
    gd_solver_free(fresh);
    /* more than 64 cells: the generic table values it (its regions are small here) */
    gd_domineering_board(&p, 9, 9);
    for (int r = 0; r < 9; r++)
        for (int col = 0; col < 9; col++)
            if (r > 2 || col > 2)
                gd_domineering_occupy(&p, r, col);
    same(fam, gen, &p, "9x9");
    /* a bound too small: refused with a message naming --max-mem */
    gd_solver *tiny = gd_solver_new(g, 4096);
    gd_value v;
    gd_domineering_board(&p, 4, 4);
    CHECK(gd_solver_value(tiny, &p, &v, err, sizeof err) == -1 && strstr(err, "--max-mem"), "tiny bound: %s", err);
    gd_solver_free(tiny);
    gd_solver_free(fam);
    gd_solver_free(gen);
    gd_cgt_free(c);
    gd_game_free(g);
    return tl_done("domineering_values_fast");
}
