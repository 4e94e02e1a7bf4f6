/* Clobber on the game interface: a partizan family (docs/partizan-rulesets.md). Left
 * plays the stones x, Right the stones o; a move takes one's own stone onto an
 * orthogonally adjacent stone of the other player, which is removed (Albert, Grossman,
 * Nowakowski, Wolfe, "An introduction to Clobber", 2005).
 *
 * Position: c[0] = rows + 256 * columns; with W = ceil(cells / 64) words, Left's stones in
 * c[1..W] and Right's in c[1+W..2W], row-major; n = 1 + 2W; at most 448 cells. Moves:
 * Left's, then Right's, by the moving stone's cell, then up, down, left, right. */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

#define CL_MAX_CELLS 448

static int rows_of(const gd_position *p) { return (int)(p->c[0] & 255); }
static int cols_of(const gd_position *p) { return (int)((p->c[0] >> 8) & 255); }
static int words(int cells) { return (cells + 63) / 64; }

/* side 0: Left's stones, 1: Right's. */
static int has(const gd_position *p, int side, int k)
{
    int w = words(rows_of(p) * cols_of(p));
    return (int)((p->c[1 + side * w + k / 64] >> (k % 64)) & 1);
}

static void flip(gd_position *p, int side, int k)
{
    int w = words(rows_of(p) * cols_of(p));
    p->c[1 + side * w + k / 64] ^= (uint64_t)1 << (k % 64);
}

static int cl_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    if (!*text || strspn(text, "xo./") != strlen(text)) {
        gd_err(err, errlen,
               "bad clobber board '%.80s' (expected rows of x (Left's stones), o (Right's) and . (empty) separated by "
               "'/')",
               text);
        return -1;
    }
    int rows = 1, cols = (int)strcspn(text, "/");
    for (const char *s = text; *s; s++)
        if (*s == '/') {
            if ((int)strcspn(s + 1, "/") != cols) {
                gd_err(err, errlen, "clobber board '%.80s': its rows differ in length", text);
                return -1;
            }
            rows++;
        }
    if (cols == 0 || rows > 255 || cols > 255 || rows * cols > CL_MAX_CELLS) {
        gd_err(err, errlen, "clobber board '%.80s': %s", text, cols ? "more than 448 cells" : "an empty row");
        return -1;
    }
    memset(p, 0, sizeof *p);
    p->c[0] = (uint64_t)rows | (uint64_t)cols << 8;
    p->n = (uint8_t)(1 + 2 * words(rows * cols));
    int k = 0;
    for (const char *s = text; *s; s++) {
        if (*s == '/')
            continue;
        if (*s != '.')
            flip(p, *s == 'x' ? 0 : 1, k);
        k++;
    }
    return 0;
}

static int cl_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    char t[CL_MAX_CELLS * 2 + 2];
    int rows = rows_of(p), cols = cols_of(p);
    size_t at = 0;
    for (int r = 0; r < rows && rows * cols <= CL_MAX_CELLS; r++) {
        if (r)
            t[at++] = '/';
        for (int c = 0; c < cols; c++) {
            int k = r * cols + c;
            t[at++] = has(p, 0, k) ? 'x' : has(p, 1, k) ? 'o' : '.';
        }
    }
    t[at] = 0;
    return snprintf(buf, len, "%s", t);
}

static uint64_t cl_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    int rows = rows_of(p), cols = cols_of(p);
    uint64_t count = 0;
    for (int side = GD_LEFT; side <= GD_RIGHT; side++)
        for (int k = 0; k < rows * cols; k++) {
            if (!has(p, side, k))
                continue;
            int r = k / cols, c = k % cols;
            int nb[4] = {r > 0 ? k - cols : -1, r + 1 < rows ? k + cols : -1, c > 0 ? k - 1 : -1,
                         c + 1 < cols ? k + 1 : -1};
            for (int i = 0; i < 4; i++) {
                if (nb[i] < 0 || !has(p, !side, nb[i]))
                    continue;
                if (count < cap) {
                    out[count].to = *p;
                    flip(&out[count].to, side, k);
                    flip(&out[count].to, !side, nb[i]);
                    flip(&out[count].to, side, nb[i]);
                    out[count].is_pass = 0;
                    out[count].side = side;
                }
                count++;
            }
        }
    return count;
}

/* Stones only move onto stones, so every reachable board has its stones on the squares
 * occupied now, each x, o or gone: at most 3^stones. */
static uint64_t cl_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    int stones = 0, cells = rows_of(p) * cols_of(p);
    for (int k = 0; k < cells; k++)
        stones += has(p, 0, k) || has(p, 1, k);
    uint64_t b = 1;
    for (int i = 0; i < stones; i++) {
        if (b > UINT64_MAX / 3)
            return UINT64_MAX;
        b *= 3;
    }
    return b;
}

static const gd_game_ops cl_ops = {
    .kind = GD_GAME_PARTIZAN,
    .parse = cl_parse,
    .format = cl_format,
    .moves = cl_moves,
    .bound = cl_bound,
};

static gd_game *cl_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    gd_game *g = gd_game_new(&cl_ops, 0);
    if (!g)
        gd_err(err, errlen, "out of memory");
    return g;
}

const gd_game_family gd_family_clobber = {
    .name = "clobber",
    .summary = "Clobber (partizan): a stone moves onto an adjacent stone of the other player, removing it; Left plays "
               "x, Right o",
    .syntax = "rows of x (Left's stones), o (Right's) and . (empty) separated by '/'; at most 448 cells",
    .example = "clobber:xox/oxo",
    .oracles = "none: the generic solver (outcome class and each side's winning moves)",
    .open = cl_open,
};
