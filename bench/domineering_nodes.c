/* The positions the Domineering outcome solver searches for one side to move on each board
 * named (rows x columns), with the CPU and wall-clock seconds of the search alone;
 * bench/domineering.sh. `-t N` first: the threads (1 or 2; default: the solver's). */
#include "gamedyn/domineering.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double wall(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(int argc, char **argv)
{
    int threads = 0, first = 1;
    if (argc > 2 && strcmp(argv[1], "-t") == 0)
        threads = atoi(argv[2]), first = 3;
    for (int a = first; a < argc; a++) {
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
        if (threads)
            gd_domineering_solver_set_threads(s, threads);
        gd_domineering_result res;
        double w0 = wall();
        clock_t t0 = clock();
        if (gd_domineering_search(s, &p, left ? GD_LEFT : GD_RIGHT, &res, err, sizeof err)) {
            fprintf(stderr, "domineering_nodes: %s\n", err);
            return 1;
        }
        printf("%dx%d %s first: %s (%d,%d), %llu positions, %.2f s of CPU, %.2f s wall\n", r, c,
               left ? "Left" : "Right", res.win ? "wins" : "loses", res.row, res.col, (unsigned long long)res.nodes,
               (double)(clock() - t0) / CLOCKS_PER_SEC, wall() - w0);
        fflush(stdout);
        gd_domineering_solver_free(s);
    }
    return 0;
}
