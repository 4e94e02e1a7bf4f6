#include "brute.h"
#include <stdlib.h>
#include <string.h>

struct brute {
    int chomp, bx, by, bz;
    const gd_perturb *V;
    signed char *memo; /* -1 unknown, 0 N, 1 P */
};

brute *brute_new(const char *game, const gd_perturb *V, int b)
{
    brute *bf = calloc(1, sizeof *bf);
    bf->chomp = strcmp(game, "chomp") == 0;
    /* Chomp moves keep x+y and x+y+z from growing. */
    bf->bx = b;
    bf->by = bf->chomp ? 2 * b : b;
    bf->bz = bf->chomp ? 3 * b : b;
    bf->V = V;
    size_t n = (size_t)(bf->bx + 1) * (bf->by + 1) * (bf->bz + 1) * 2;
    bf->memo = malloc(n);
    memset(bf->memo, -1, n);
    return bf;
}

void brute_free(brute *bf)
{
    free(bf->memo);
    free(bf);
}

static int in_v(const brute *bf, int x, int y, int z)
{
    if (!bf->V || bf->V->kind == GD_PERTURB_NONE)
        return 0;
    if (bf->V->kind == GD_PERTURB_RANDOM && !(bf->chomp && x == 0 && y == 0 && z == 0) &&
        gd_perturb_random_z(bf->V->seed, bf->V->sigma, (uint64_t)x, (uint64_t)y) == (uint64_t)z)
        return 1;
    for (size_t i = 0; i < bf->V->npts; i++)
        if (bf->V->pts[i].x == (uint64_t)x && bf->V->pts[i].y == (uint64_t)y && bf->V->pts[i].z == (uint64_t)z)
            return 1;
    return 0;
}

static int solve(brute *bf, int x, int y, int z, int pass);

/* A move to a P-position wins. */
static int wins(brute *bf, int x, int y, int z, int pass)
{
    if (bf->chomp && x == 0 && y == 0 && z == 0)
        return 0; /* not a position: Chomp has no move there */
    return solve(bf, x, y, z, pass) == 1;
}

static int solve(brute *bf, int x, int y, int z, int pass)
{
    size_t i = ((((size_t)x * (bf->by + 1) + y) * (bf->bz + 1)) + z) * 2 + pass;
    if (bf->memo[i] >= 0)
        return bf->memo[i];
    int win = 0;
    if (!pass && in_v(bf, x, y, z))
        win = 1;
    else if (!bf->chomp) {
        for (int t = 1; t <= x && !win; t++)
            win = wins(bf, x - t, y, z, pass);
        for (int t = 1; t <= y && !win; t++)
            win = wins(bf, x, y - t, z, pass);
        for (int t = 1; t <= z && !win; t++)
            win = wins(bf, x, y, z - t, pass);
    } else {
        /* [x,y,z-t]; [x,y-t,z+t], [x,y-t,0]; [x-t,y+t,z], [x-t,0,z+y+t], [x-t,0,0] */
        for (int t = 1; t <= z && !win; t++)
            win = wins(bf, x, y, z - t, pass);
        for (int t = 1; t <= y && !win; t++)
            win = wins(bf, x, y - t, z + t, pass) || wins(bf, x, y - t, 0, pass);
        for (int t = 1; t <= x && !win; t++)
            win = wins(bf, x - t, y + t, z, pass) || wins(bf, x - t, 0, z + y + t, pass) || wins(bf, x - t, 0, 0, pass);
    }
    int terminal = x == 0 && y == 0 && z == (bf->chomp ? 1 : 0);
    if (!win && pass && !terminal)
        win = solve(bf, x, y, z, 0) == 1; /* the pass */
    bf->memo[i] = (signed char)!win;
    return !win;
}

int brute_is_p(brute *bf, int x, int y, int z, int pass)
{
    return solve(bf, x, y, z, pass);
}

int brute_is_instant_winner(brute *bf, int x, int y, int z, int pass)
{
    for (int t = 1; t <= x; t++) {
        if (!bf->chomp && wins(bf, x - t, y, z, pass))
            return 1;
        if (bf->chomp && (wins(bf, x - t, y + t, z, pass) || wins(bf, x - t, 0, z + y + t, pass) ||
                          wins(bf, x - t, 0, 0, pass)))
            return 1;
    }
    return 0;
}
