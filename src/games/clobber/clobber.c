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
#include <stdio.h>
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
    int rows, cols;
    if (gd_game_grid_shape(text, &rows, &cols) != 0) {
        gd_err(err, errlen, "clobber board '%.80s': its rows differ in length", text);
        return -1;
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


/* Components: the orthogonally connected groups of stones. A stone moves only onto an
 * adjacent stone and lands where that stone was, so no move ever joins two groups or
 * touches two: the board is the disjunctive sum of its groups. A group of one colour has
 * no move for either player (a move needs a stone of each colour side by side) and never
 * gets one, so its value is 0 and it is left out. Each group is cropped to its bounding
 * box. */
static int cl_components(const gd_game *g, const gd_position *p, gd_position *out, int cap)
{
    (void)g;
    int rows = rows_of(p), cols = cols_of(p), cells = rows * cols, k = 0;
    int16_t comp[CL_MAX_CELLS];
    int stack[CL_MAX_CELLS], member[CL_MAX_CELLS];
    for (int i = 0; i < cells; i++)
        comp[i] = (int16_t)(has(p, 0, i) || has(p, 1, i) ? -1 : -2);
    for (int i = 0; i < cells; i++) {
        if (comp[i] != -1)
            continue;
        int top = 0, m = 0, r0 = rows, r1 = -1, c0 = cols, c1 = -1, seen[2] = {0, 0};
        stack[top++] = i;
        comp[i] = (int16_t)k;
        while (top) {
            int x = stack[--top], r = x / cols, c = x % cols;
            member[m++] = x;
            seen[has(p, 1, x)] = 1;
            r0 = r < r0 ? r : r0, r1 = r > r1 ? r : r1, c0 = c < c0 ? c : c0, c1 = c > c1 ? c : c1;
            int nb[4] = {r > 0 ? x - cols : -1, r + 1 < rows ? x + cols : -1, c > 0 ? x - 1 : -1,
                         c + 1 < cols ? x + 1 : -1};
            for (int d = 0; d < 4; d++)
                if (nb[d] >= 0 && comp[nb[d]] == -1) {
                    comp[nb[d]] = (int16_t)k;
                    stack[top++] = nb[d];
                }
        }
        if (!seen[0] || !seen[1]) { /* one colour: value 0; mark it as done, not a component */
            for (int j = 0; j < m; j++)
                comp[member[j]] = -3;
            continue;
        }
        if (k < cap) {
            gd_position *q = &out[k];
            int R = r1 - r0 + 1, C = c1 - c0 + 1;
            memset(q, 0, sizeof *q);
            q->c[0] = (uint64_t)R | (uint64_t)C << 8;
            q->n = (uint8_t)(1 + 2 * words(R * C));
            for (int r = r0; r <= r1; r++)
                for (int c = c0; c <= c1; c++)
                    if (comp[r * cols + c] == k)
                        flip(q, has(p, 1, r * cols + c), (r - r0) * C + (c - c0));
        }
        k++;
    }
    return k;
}

/* Image t of p (t & 1: left-right mirror, t & 2: up-down, t & 4: transposed first; t & 8:
 * the colours swapped). */
static void cl_image(const gd_position *p, int t, gd_position *q)
{
    int R = rows_of(p), C = cols_of(p), iR = t & 4 ? C : R, iC = t & 4 ? R : C;
    memset(q, 0, sizeof *q);
    q->c[0] = (uint64_t)iR | (uint64_t)iC << 8;
    q->n = p->n;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            int k = r * C + c, side = has(p, 0, k) ? 0 : has(p, 1, k) ? 1 : -1;
            if (side < 0)
                continue;
            int y = t & 4 ? c : r, x = t & 4 ? r : c;
            y = t & 2 ? iR - 1 - y : y, x = t & 1 ? iC - 1 - x : x;
            flip(q, t & 8 ? !side : side, y * iC + x);
        }
}

/* Normal form: the board cropped to its stones, then the least of its 16 images: the 8
 * symmetries of the rectangle keep orthogonal adjacency and each player's stones, so they
 * keep the value; swapping x and o swaps the players, so those images have the negative
 * value (sign -1). */
static int cl_normal_form(const gd_game *g, const gd_position *p, gd_position *key)
{
    (void)g;
    int rows = rows_of(p), cols = cols_of(p), r0 = rows, r1 = -1, c0 = cols, c1 = -1;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (has(p, 0, r * cols + c) || has(p, 1, r * cols + c))
                r0 = r < r0 ? r : r0, r1 = r > r1 ? r : r1, c0 = c < c0 ? c : c0, c1 = c > c1 ? c : c1;
    gd_position a;
    memset(&a, 0, sizeof a);
    if (r1 < 0) { /* no stone: the board "." */
        a.c[0] = 1 | 1 << 8, a.n = 3;
        *key = a;
        return 1;
    }
    int R = r1 - r0 + 1, C = c1 - c0 + 1;
    a.c[0] = (uint64_t)R | (uint64_t)C << 8;
    a.n = (uint8_t)(1 + 2 * words(R * C));
    for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++)
            for (int side = 0; side < 2; side++)
                if (has(p, side, r * cols + c))
                    flip(&a, side, (r - r0) * C + (c - c0));
    *key = a;
    int sign = 1;
    for (int t = 1; t < 16; t++) {
        gd_position q;
        cl_image(&a, t, &q);
        if (memcmp(q.c, key->c, (size_t)a.n * sizeof *q.c) < 0)
            *key = q, sign = t & 8 ? -1 : 1;
    }
    return sign;
}

/* For a person at a terminal: the board as a grid, x Left's stones, o Right's. */
static int cl_draw(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    int rows = rows_of(p), cols = cols_of(p);
    char cells[CL_MAX_CELLS];
    for (int k = 0; k < rows * cols; k++)
        cells[k] = has(p, 0, k) ? 'x' : has(p, 1, k) ? 'o' : '.';
    return gd_game_grid_draw(rows, cols, cells, buf, len);
}

/* A move named by the moving stone's cell and the cell it clobbers: "b2-c2" (or "b2c2"). */
static int cl_parse_move(const gd_game *g, const gd_position *p, int side, const char *text, gd_move *m, char *err,
                         size_t errlen)
{
    (void)g;
    int r, c, r2, c2, n = gd_game_grid_cell_parse(text, &r, &c);
    if (n == 0)
        return 0;
    int dash = text[n] == '-';
    int n2 = gd_game_grid_cell_parse(text + n + dash, &r2, &c2);
    if (n2 == 0 || text[n + dash + n2])
        return 0;
    int rows = rows_of(p), cols = cols_of(p);
    const char *who = side == GD_LEFT ? "Left's stones are x" : "Right's stones are o";
    char last[16];
    gd_game_grid_cell_name(rows - 1, cols - 1, last, sizeof last);
    if (r < 0 || r >= rows || c >= cols || r2 < 0 || r2 >= rows || c2 >= cols) {
        gd_err(err, errlen, "%s: no such cell on this board (a1 to %s)", text, last);
        return -1;
    }
    int k = r * cols + c, k2 = r2 * cols + c2;
    if (!has(p, side, k)) {
        gd_err(err, errlen, "%s: no stone of yours on its first cell (%s)", text, who);
        return -1;
    }
    if (abs(r - r2) + abs(c - c2) != 1) {
        gd_err(err, errlen, "%s: a stone moves to an orthogonally adjacent cell", text);
        return -1;
    }
    if (!has(p, !side, k2)) {
        gd_err(err, errlen, "%s: no stone of the other player on its second cell", text);
        return -1;
    }
    m->to = *p;
    flip(&m->to, side, k);
    flip(&m->to, !side, k2);
    flip(&m->to, side, k2);
    m->is_pass = 0;
    m->side = side;
    return 1;
}

static int cl_format_move(const gd_game *g, const gd_position *p, const gd_move *m, char *buf, size_t len)
{
    (void)g;
    int cells = rows_of(p) * cols_of(p), cols = cols_of(p), from = -1, onto = -1, side = m->side;
    for (int k = 0; k < cells; k++) {
        if (has(p, side, k) && !has(&m->to, side, k))
            from = k;
        if (has(p, !side, k) && has(&m->to, side, k))
            onto = k;
    }
    if (from < 0 || onto < 0)
        return snprintf(buf, len, "?");
    char a[16], b[16];
    gd_game_grid_cell_name(from / cols, from % cols, a, sizeof a);
    gd_game_grid_cell_name(onto / cols, onto % cols, b, sizeof b);
    return snprintf(buf, len, "%s-%s", a, b);
}

static const gd_game_ops cl_ops = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = cl_parse,
    .rules.format = cl_format,
    .rules.moves = cl_moves,
    .rules.bound = cl_bound,
    .values.components = cl_components,
    .values.normal_form = cl_normal_form,
    .ui.draw = cl_draw,
    .ui.parse_move = cl_parse_move,
    .ui.format_move = cl_format_move,
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
    .oracles = "none: the generic solver (outcome class and each side's winning moves); values by components and "
               "normal forms, from which query --value also answers the outcome class and the winning moves",
    .open = cl_open,
};
