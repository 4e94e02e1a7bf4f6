/* Domineering: the outcome solver with two threads against one thread, on random boards of
 * 40 to 42 empty cells (searches that large use the second thread; fixed seed): the same
 * answer and the same winning move, the first winning one in the solver's order. */
#include "gamedyn/domineering.h"
#include "testlib.h"

int main(void)
{
    char err[512];
    gd_domineering_solver *one = gd_domineering_solver_new((uint64_t)1 << 28, 64, err, sizeof err);
    gd_domineering_solver *two = gd_domineering_solver_new((uint64_t)1 << 28, 64, err, sizeof err);
    CHECK(one && two, "solver: %s", err);
    if (!one || !two)
        return tl_done("domineering_threads");
    gd_domineering_solver_set_threads(one, 1);
    gd_domineering_solver_set_threads(two, 2);
    static const int shape[][2] = {{6, 7}, {7, 6}, {5, 9}, {9, 5}, {4, 11}, {6, 8}, {8, 6}};
    uint64_t x = 2013;
    long bad = 0, n = (UNDER_ASAN ? 3 : 10) * tl_effort();
    for (long t = 0; t < n; t++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        int rows = shape[(x >> 33) % 7][0], cols = shape[(x >> 33) % 7][1];
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        int target = 40 + (int)((x >> 40) % 3), empty = rows * cols;
        gd_position p;
        gd_domineering_board(&p, rows, cols);
        while (empty > target) {
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            int k = (int)((x >> 33) % (uint64_t)(rows * cols));
            if (!gd_domineering_occupied(&p, k / cols, k % cols))
                gd_domineering_occupy(&p, k / cols, k % cols), empty--;
        }
        for (int side = GD_LEFT; side <= GD_RIGHT; side++) {
            gd_domineering_result a, b;
            int ra = gd_domineering_search(one, &p, side, &a, err, sizeof err);
            int rb = gd_domineering_search(two, &p, side, &b, err, sizeof err);
            int same = ra == 0 && rb == 0 && a.win == b.win && a.row == b.row && a.col == b.col;
            bad += !same;
            CHECK(same, "board %ld (%dx%d, %d empty), side %d: one thread %d (%d,%d), two %d (%d,%d)", t, rows, cols,
                  empty, side, a.win, a.row, a.col, b.win, b.row, b.col);
        }
    }
    CHECK(bad == 0, "%ld searches differ", bad);
    gd_domineering_solver_free(one);
    gd_domineering_solver_free(two);
    return tl_done("domineering_threads");
}
