/* Domineering: the alpha-beta solver against the published outcome classes of empty
 * rectangles (tests/data/domineering_outcomes.txt and domineering_2xn_outcomes.txt, sources
 * in their headers), every entry the
 * solver answers within a few seconds: at most 42 cells (7x7, 49 cells, with
 * GAMEDYN_TEST_EFFORT=2: 20 s on two cores; bench/domineering.sh times the larger boards);
 * 36 under the sanitizers. */
#include "gamedyn/domineering.h"
#include "testlib.h"
#include <stdio.h>
#include <string.h>

int main(void)
{
    char err[512], line[256];
    const int max_cells = UNDER_ASAN ? 36 : tl_effort() > 1 ? 49 : 42;
    gd_domineering_solver *s = gd_domineering_solver_new((uint64_t)1 << 30, max_cells, err, sizeof err);
    CHECK(s != NULL, "solver: %s", err);
    int entries = 0, checked = 0;
    const char *files[] = {"domineering_outcomes.txt", "domineering_2xn_outcomes.txt"};
    for (int fi = 0; fi < 2; fi++) {
        FILE *f = tl_open_reference(files[fi]);
        while (s && tl_next_line(f, line, sizeof line)) {
            int m, n;
            char cls[8], src[32];
            if (sscanf(line, "%d %d %7s %31s", &m, &n, cls, src) != 4) {
                CHECK(0, "bad line '%s'", line);
                continue;
            }
            entries++;
            if (m * n > max_cells)
                continue;
            gd_position p;
            gd_domineering_board(&p, m, n);
            int o = gd_domineering_outcome(s, &p, err, sizeof err);
            CHECK(o >= 0 && strcmp(gd_outcome_name(o), cls) == 0, "%dx%d: published %s (%s), solver %s", m, n, cls,
                  src, o >= 0 ? gd_outcome_name(o) : err);
            checked++;
        }
        fclose(f);
    }
    CHECK(entries >= 15 + 28 && checked >= (UNDER_ASAN ? 10 + 15 : max_cells == 42 ? 10 + 20 : 10 + 23), "%d entries, %d checked", entries, checked);
    gd_domineering_solver_free(s);
    return tl_done("domineering_published");
}
