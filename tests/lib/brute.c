#include "brute.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct brute {
    int chomp, bx, by, bz, layers; /* layers: passes 0..K */
    const gd_perturb *V;
    signed char *memo; /* -1 unknown, 0 N, 1 P */
};

brute *brute_new(const char *game, const gd_perturb *V, int b)
{
    return brute_new_passes(game, V, b, 1);
}

brute *brute_new_passes(const char *game, const gd_perturb *V, int b, int K)
{
    brute *bf = calloc(1, sizeof *bf);
    bf->layers = K + 1;
    bf->chomp = strcmp(game, "chomp") == 0;
    /* Chomp moves keep x+y and x+y+z from growing. */
    bf->bx = b;
    bf->by = bf->chomp ? 2 * b : b;
    bf->bz = bf->chomp ? 3 * b : b;
    bf->V = V;
    size_t n = (size_t)(bf->bx + 1) * (bf->by + 1) * (bf->bz + 1) * (size_t)bf->layers;
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
    uint64_t rz;
    if (bf->V->kind == GD_PERTURB_RANDOM && !(bf->chomp && x == 0 && y == 0 && z == 0) &&
        gd_perturb_random_point(bf->V, (uint64_t)x, (uint64_t)y, &rz) && rz == (uint64_t)z)
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
    size_t i = ((((size_t)x * (bf->by + 1) + y) * (bf->bz + 1)) + z) * (size_t)bf->layers + (size_t)pass;
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
        win = solve(bf, x, y, z, pass - 1) == 1; /* the pass: one fewer left */
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

static void each_finite(brute_variant_fn fn, const char *game, const gd_xyz *pts, size_t n, const char *label)
{
    gd_perturb V;
    char err[256];
    if (gd_perturb_from_points(&V, pts, n, gd_rules_by_name(game), err, sizeof err) != 0) {
        fprintf(stderr, "%s: %s\n", label, err);
        abort();
    }
    fn(game, GD_VARIANT_PERTURB, &V, label);
    gd_perturb_clear(&V);
}

void brute_each_variant(brute_variant_fn fn)
{
    static const char *games[] = {"nim", "chomp"};
    for (int g = 0; g < 2; g++) {
        char label[128];
        snprintf(label, sizeof label, "%s plain", games[g]);
        fn(games[g], GD_VARIANT_PLAIN, NULL, label);
        snprintf(label, sizeof label, "%s pass", games[g]);
        fn(games[g], GD_VARIANT_PASS, NULL, label);
        gd_xyz one[] = {{1, 1, 0}};
        gd_xyz terminal[] = {{0, 0, (uint64_t)g}};
        gd_xyz col0[] = {{3, 0, 3}, {2, 2, 2}, {0, 5, 1}};
        snprintf(label, sizeof label, "%s V={[1,1,0]}", games[g]);
        each_finite(fn, games[g], one, 1, label);
        snprintf(label, sizeof label, "%s V={terminal}", games[g]);
        each_finite(fn, games[g], terminal, 1, label);
        snprintf(label, sizeof label, "%s V=3 points", games[g]);
        each_finite(fn, games[g], col0, 3, label);
        uint64_t r = 12345; /* a fixed linear congruential stream: the same sets everywhere */
        for (int rep = 0; rep < 3; rep++) {
            gd_xyz pts[12];
            for (int i = 0; i < 12; i++) {
                uint64_t c[3];
                for (int k = 0; k < 3; k++) {
                    r = r * 6364136223846793005ULL + 1442695040888963407ULL;
                    c[k] = (r >> 33) % 10;
                }
                pts[i] = (gd_xyz){c[0], c[1], 1 + c[2]};
            }
            snprintf(label, sizeof label, "%s V=random set %d", games[g], rep);
            each_finite(fn, games[g], pts, 12, label);
        }
        for (uint64_t seed = 1; seed <= 4; seed++) {
            gd_perturb V = {0};
            V.kind = GD_PERTURB_RANDOM;
            V.seed = seed;
            V.sigma = seed == 4 ? 0.0 : 1.5 * (double)seed;
            snprintf(label, sizeof label, "%s random seed=%llu sigma=%g", games[g], (unsigned long long)seed, V.sigma);
            fn(games[g], GD_VARIANT_PERTURB, &V, label);
        }
        /* The random models through the parser: redraw (Chomp's default), losers centre, p, from. */
        static const char *models[] = {"random:seed=5,sigma=2,clip=0", "random:seed=6,sigma=0.6,clip=0",
                                       "random:seed=7,sigma=1.5,p=0.5,from=3", "random:seed=8,sigma=1,centre=losers",
                                       "random:seed=9,sigma=3,centre=losers,clip=1,p=0.7"};
        for (size_t m = 0; m < sizeof models / sizeof models[0]; m++) {
            gd_perturb V;
            char err[256];
            if (strstr(models[m], "losers") && g == 0)
                continue; /* Nim has no loser lines */
            if (gd_perturb_parse(&V, models[m], gd_rules_by_name(games[g]), err, sizeof err) != 0) {
                fprintf(stderr, "%s\n", err);
                abort();
            }
            snprintf(label, sizeof label, "%s %s", games[g], models[m]);
            fn(games[g], GD_VARIANT_PERTURB, &V, label);
            gd_perturb_clear(&V);
        }
        gd_perturb U = {0};
        U.kind = GD_PERTURB_RANDOM, U.seed = 11, U.sigma = 2;
        char err[256];
        if (gd_perturb_add_points(&U, col0, 3, gd_rules_by_name(games[g]), err, sizeof err) != 0) {
            fprintf(stderr, "%s\n", err);
            abort();
        }
        snprintf(label, sizeof label, "%s random seed=11 plus 3 points", games[g]);
        fn(games[g], GD_VARIANT_PERTURB, &U, label);
        gd_perturb_clear(&U);
    }
}

/* The mark sets of one game, all over the index n = x + y + z, which the moves
 * [x,y-t,z+t] (same sheet), [x-t,y+t,z] (antidiagonal s = x + y) and [x-t,0,z+y+t]
 * (the column-0 P of a lower sheet) all keep. */
typedef struct {
    int X, Y, nw;   /* nw words a bitset; n < 64 nw */
    uint64_t *anti; /* row s: n of every lower P on the antidiagonal s */
    uint64_t *col0; /* n = x' + z of every column-0 P [x',0,z] */
    uint64_t *diag; /* the sheet being built: n of its P's */
    int dead;       /* some [x',0,0] is P */
    uint32_t **z;
} explicit_game;

static int ncols(int X, int Y, int x)
{
    return Y + X - x + 1;
}

static void eg_init(explicit_game *g, int X, int Y)
{
    /* z <= one mark per lower sheet, per earlier column, per column-0 P, and the pass */
    int zmax = 3 * X + Y + 4, smax = 2 * X + Y + 2;
    g->X = X, g->Y = Y, g->nw = (smax + zmax) / 64 + 2;
    g->anti = calloc((size_t)(smax + 1) * g->nw, 8);
    g->col0 = calloc((size_t)g->nw, 8);
    g->diag = calloc((size_t)g->nw, 8);
    g->dead = 0;
    g->z = calloc((size_t)X + 1, sizeof *g->z);
}

static int bit(const uint64_t *b, int n)
{
    return (int)((b[n >> 6] >> (n & 63)) & 1);
}

static void setbit(uint64_t *b, int n)
{
    b[n >> 6] |= (uint64_t)1 << (n & 63);
}

/* Sheet x; extra[y] (or NULL) is one more winning value of column y (the pass). */
static void eg_sheet(explicit_game *g, int x, const uint32_t *extra, const gd_xyz *v)
{
    int nc = ncols(g->X, g->Y, x);
    uint32_t *z = g->z[x] = malloc((size_t)nc * sizeof *z);
    memset(g->diag, 0, (size_t)g->nw * 8);
    int ended = g->dead;
    for (int y = 0; y < nc; y++) {
        if (ended) {
            z[y] = UINT32_MAX;
            continue;
        }
        const uint64_t *a = g->anti + (size_t)(x + y) * g->nw;
        int n = x + y + (x == 0 && y == 0); /* Chomp has no [0,0,0] */
        int xn = extra && extra[y] != UINT32_MAX ? x + y + (int)extra[y] : -1, undo = xn >= 0 && !bit(g->diag, xn);
        if (undo)
            setbit(g->diag, xn); /* the pass wins in this column only */
        int vn = v && (int)v->x == x && (int)v->y == y ? x + y + (int)v->z : -1, vundo = vn >= 0 && !bit(g->diag, vn);
        if (vundo)
            setbit(g->diag, vn); /* a declared N-position: this column only */
        /* the least n not marked, a word at a time */
        int k = n >> 6;
        uint64_t w = a[k] | g->col0[k] | g->diag[k] | (((uint64_t)1 << (n & 63)) - 1);
        while (w == ~(uint64_t)0) {
            k++;
            w = a[k] | g->col0[k] | g->diag[k];
        }
        n = (k << 6) + __builtin_ctzll(~w);
        if (undo)
            g->diag[xn >> 6] &= ~((uint64_t)1 << (xn & 63));
        if (vundo)
            g->diag[vn >> 6] &= ~((uint64_t)1 << (vn & 63));
        z[y] = (uint32_t)(n - x - y);
        setbit(g->diag, n);
        if (z[y] == 0)
            ended = 1; /* [x,y',0] for y' > y moves to [x,y,0] */
    }
    /* Later sheets see these P's only now. */
    for (int y = 0; y < nc && z[y] != UINT32_MAX; y++)
        setbit(g->anti + (size_t)(x + y) * g->nw, x + y + (int)z[y]);
    if (z[0] != UINT32_MAX) {
        setbit(g->col0, x + (int)z[0]);
        if (z[0] == 0)
            g->dead = 1;
    }
}

uint32_t **brute_chomp_sheets(int pass, int X, int Y, const gd_xyz *v)
{
    /* all[k]: the game with k passes left; its pass-winners are all[k-1]'s P's */
    explicit_game all[9];
    memset(all, 0, sizeof all);
    for (int k = 0; k <= pass; k++)
        eg_init(&all[k], X, Y);
    for (int x = 0; x <= X; x++) {
        eg_sheet(&all[0], x, NULL, pass ? NULL : v);
        for (int k = 1; k <= pass; k++) {
            int nc = ncols(X, Y, x);
            uint32_t *ex = malloc((size_t)nc * sizeof *ex);
            memcpy(ex, all[k - 1].z[x], (size_t)nc * sizeof *ex);
            if (x == 0)
                ex[0] = UINT32_MAX; /* no pass from the terminal position [0,0,1] */
            eg_sheet(&all[k], x, ex, k == pass ? v : NULL);
            free(ex);
        }
    }
    explicit_game *keep = &all[pass];
    uint32_t **z = keep->z;
    keep->z = NULL;
    for (int k = 0; k <= pass; k++) {
        free(all[k].anti);
        free(all[k].col0);
        free(all[k].diag);
        if (all[k].z)
            brute_sheets_free(all[k].z, X);
    }
    return z;
}

void brute_sheets_free(uint32_t **z, int X)
{
    for (int x = 0; x <= X; x++)
        free(z[x]);
    free(z);
}
