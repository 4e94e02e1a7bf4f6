/* The positions the Domineering outcome solver searches for one side to move on each board
 * named (rows x columns), with the CPU seconds of the search alone; bench/domineering.sh. */
#include "gamedyn/domineering.h"
#include <stdio.h>
#include <time.h>

int main(int argc, char **argv)
{
    for (int a = 1; a < argc; a++) {
        int r, c, left = 1;
        char side = 'L';
        if (sscanf(argv[a], "%dx%d%c", &r, &c, &side) < 2 || r < 1 || c < 1 || r * c > GD_DOM_MAX_CELLS) {
            fprintf(stderr, "domineering_nodes: bad board %s (RxC, then L or R for the side to move)\n", argv[a]);
            return 2;
        }
        left = side != 'R';
        gd_position p;
        gd_domineering_board(&p, r, c);
        char err[256];
        gd_domineering_solver *s = gd_domineering_solver_new(0, r * c, err, sizeof err);
        if (!s) {
            fprintf(stderr, "domineering_nodes: %s\n", err);
            return 1;
        }
        gd_domineering_result res;
        clock_t t0 = clock();
        if (gd_domineering_search(s, &p, left ? GD_LEFT : GD_RIGHT, &res, err, sizeof err)) {
            fprintf(stderr, "domineering_nodes: %s\n", err);
            return 1;
        }
        printf("%dx%d %s first: %s, %llu positions, %.2f s of CPU\n", r, c, left ? "Left" : "Right",
               res.win ? "wins" : "loses", (unsigned long long)res.nodes, (double)(clock() - t0) / CLOCKS_PER_SEC);
        fflush(stdout);
        gd_domineering_solver_free(s);
    }
    return 0;
}
