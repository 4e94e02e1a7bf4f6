/* Domineering: the outcome solver against Uiterwijk's theorems on whole families of boards
 * (tests/data/domineering_uiterwijk.txt, source in its header): with Vertical (Left) moving
 * first, who wins each listed board. The boards checked are those the solver answers in a
 * fraction of a second: at most 50 cells, or three rows or columns at most (under the
 * sanitizers 36 and 45). */
#include "gamedyn/domineering.h"
#include "testlib.h"
#include <stdio.h>

int main(void)
{
    char err[512], line[256];
    const int max_cells = UNDER_ASAN ? 36 : 50, max_thin = UNDER_ASAN ? 45 : 64;
    gd_domineering_solver *s = gd_domineering_solver_new((uint64_t)1 << 30, 64, err, sizeof err);
    CHECK(s != NULL, "solver: %s", err);
    FILE *f = tl_open_reference("domineering_uiterwijk.txt");
    int entries = 0, checked = 0, families[4] = {0, 0, 0, 0};
    while (s && tl_next_line(f, line, sizeof line)) {
        int m, n;
        char who, thm[16];
        if (sscanf(line, "%d %d %c %15s", &m, &n, &who, thm) != 4 || (who != 'V' && who != 'H')) {
            CHECK(0, "bad line '%s'", line);
            continue;
        }
        entries++;
        int thin = m <= 3 || n <= 3;
        if (m * n > (thin ? max_thin : max_cells))
            continue;
        gd_position p;
        gd_domineering_board(&p, m, n);
        gd_domineering_result r;
        int rc = gd_domineering_search(s, &p, GD_LEFT, &r, err, sizeof err);
        CHECK(rc == 0 && r.win == (who == 'V'), "%dx%d (%s): Uiterwijk: %s wins, solver: Vertical first %s", m, n,
              thm, who == 'V' ? "Vertical" : "Horizontal", rc ? err : r.win ? "wins" : "loses");
        checked++;
        families[thm[0] == 'M' ? 0 : thm[0] == '3' ? 1 : thm[4] == 'M' ? 2 : 3]++;
    }
    fclose(f);
    CHECK(entries >= 60 && checked >= (UNDER_ASAN ? 30 : 50), "%d entries, %d checked", entries, checked);
    for (int k = 0; k < 4; k++)
        CHECK(families[k] >= 4, "theorem %d: %d boards checked", k, families[k]);
    gd_domineering_solver_free(s);
    return tl_done("domineering_uiterwijk");
}
