/* Strips and grids of cells (include/gamedyn/board.h): the text, the packing, components,
 * normal forms and the drawing that the rulesets on boards share, so that a ruleset is its
 * moves and little else. */
#include "gamedyn/board.h"
#include "gamedyn/util.h"
#include <string.h>

/* The packed layout, fixed by the number of symbols: a cell never straddles two words. */
static int bits_of(const gd_board_spec *s)
{
    size_t k = strlen(s->symbols);
    return k <= 2 ? 1 : k <= 4 ? 2 : 4;
}

static int max_cells(const gd_board_spec *s)
{
    int most = (GD_GAME_MAX_COORDS - 1) * (64 / bits_of(s));
    most = most < GD_BOARD_MAX_CELLS ? most : GD_BOARD_MAX_CELLS;
    return s->max_cells > 0 && s->max_cells < most ? s->max_cells : most;
}

/* Whether ch is one of set (an inline loop: the sets are a few symbols, and this is the hot
 * path of every move and every key). */
static int member(const char *set, char ch)
{
    for (; *set; set++)
        if (*set == ch)
            return 1;
    return 0;
}

void gd_board_put(const gd_board_spec *s, const gd_board *b, gd_position *p)
{
    int bits = bits_of(s), per = 64 / bits, cells = b->rows * b->cols, words = (cells + per - 1) / per;
    uint8_t index[256] = {0}; /* a symbol's index by its character: the hot path of every move */
    for (int i = 0; s->symbols[i]; i++)
        index[(unsigned char)s->symbols[i]] = (uint8_t)i;
    memset(p, 0, sizeof *p);
    p->c[0] = (uint64_t)b->rows << 32 | (uint64_t)b->cols;
    const unsigned char *cell = (const unsigned char *)b->cell;
    for (int w = 0, k = 0; w < words; w++) {
        uint64_t x = 0;
        for (int at = 0; at < 64 && k < cells; at += bits, k++)
            x |= (uint64_t)index[cell[k]] << at;
        p->c[1 + w] = x;
    }
    p->n = (uint8_t)(1 + words);
}

void gd_board_get(const gd_board_spec *s, const gd_position *p, gd_board *b)
{
    int bits = bits_of(s);
    uint64_t mask = ((uint64_t)1 << bits) - 1, rows = p->c[0] >> 32, cols = p->c[0] & 0xffffffffu;
    b->rows = (int)rows, b->cols = (int)cols;
    if (rows * cols > (uint64_t)max_cells(s)) /* not a board of s: nothing rather than a wild read */
        b->rows = b->cols = 0;
    uint64_t nsym = strlen(s->symbols);
    for (int k = 0, w = 1, cells = b->rows * b->cols; k < cells; w++) {
        uint64_t x = p->c[w];
        for (int at = 0; at < 64 && k < cells; at += bits, k++) {
            uint64_t v = (x >> at) & mask;
            b->cell[k] = s->symbols[v < nsym ? v : 0]; /* past the alphabet: the void cell */
        }
    }
}

static char read_symbol(const gd_board_spec *s, char ch)
{
    for (const char *a = s->aliases; a && a[0] && a[1]; a += 2)
        if (a[0] == ch)
            return a[1];
    return ch && strchr(s->symbols, ch) ? ch : 0;
}

int gd_board_parse(const gd_board_spec *s, const char *text, gd_position *p, char *err, size_t errlen)
{
    gd_board b;
    int rows, cols, k = 0;
    for (const char *t = text; *t; t++)
        if (!(*t == '/' && s->grid) && !read_symbol(s, *t)) {
            gd_err(err, errlen, "bad %s '%.80s' (expected %s)", s->what, text, s->expect);
            return -1;
        }
    if (!*text) {
        gd_err(err, errlen, "bad %s '' (expected %s)", s->what, s->expect);
        return -1;
    }
    if (gd_game_grid_shape(text, &rows, &cols) != 0) {
        gd_err(err, errlen, "%s '%.80s': its rows differ in length", s->what, text);
        return -1;
    }
    if (cols == 0 || rows * cols > max_cells(s)) {
        if (cols)
            gd_err(err, errlen, "%s '%.80s': more than %d cells", s->what, text, max_cells(s));
        else
            gd_err(err, errlen, "%s '%.80s': an empty row", s->what, text);
        return -1;
    }
    b.rows = rows, b.cols = cols;
    for (const char *t = text; *t; t++)
        if (*t != '/')
            b.cell[k++] = read_symbol(s, *t);
    gd_board_put(s, &b, p);
    return 0;
}

int gd_board_format(const gd_board_spec *s, const gd_position *p, char *buf, size_t len)
{
    gd_board b;
    gd_text t;
    gd_board_get(s, p, &b);
    gd_text_init(&t, buf, len);
    for (int r = 0; r < b.rows; r++) {
        char row[GD_BOARD_MAX_CELLS + 2];
        memcpy(row + !!r, b.cell + r * b.cols, (size_t)b.cols);
        row[0] = r ? '/' : row[0], row[b.cols + !!r] = 0;
        gd_text_put(&t, row);
    }
    return (int)t.at;
}

int gd_board_neighbours(const gd_board *b, int k, int nb[4])
{
    int r = k / b->cols, c = k % b->cols, n = 0;
    if (r > 0)
        nb[n++] = k - b->cols;
    if (r + 1 < b->rows)
        nb[n++] = k + b->cols;
    if (c > 0)
        nb[n++] = k - 1;
    if (c + 1 < b->cols)
        nb[n++] = k + 1;
    return n;
}

int gd_board_count(const gd_board *b, const char *symbols)
{
    int n = 0;
    for (int k = 0; k < b->rows * b->cols; k++)
        n += member(symbols, b->cell[k]);
    return n;
}

uint64_t gd_board_pow(uint64_t base, int e)
{
    uint64_t x = 1;
    for (int i = 0; i < e; i++) {
        if (base && x > UINT64_MAX / base)
            return UINT64_MAX;
        x *= base;
    }
    return x;
}

/* Whether side may colour square k: no neighbour bears the colour forbidden to it. */
static int may_colour(const gd_board *b, int k, int side, int rival)
{
    int nb[4], m = gd_board_neighbours(b, k, nb);
    for (int d = 0; d < m; d++)
        if (b->cell[nb[d]] == "LR"[side ^ rival])
            return 0;
    return 1;
}

uint64_t gd_board_colour_moves(const gd_board_spec *s, const gd_position *p, int rival, gd_move *out, uint64_t cap)
{
    gd_board b;
    uint64_t n = 0;
    gd_board_get(s, p, &b);
    for (int side = GD_LEFT; side <= GD_RIGHT; side++)
        for (int k = 0; k < b.rows * b.cols; k++)
            if (b.cell[k] == '.' && may_colour(&b, k, side, rival)) {
                b.cell[k] = "LR"[side];
                n = gd_board_add_move(s, &b, side, out, cap, n);
                b.cell[k] = '.';
            }
    return n;
}

uint64_t gd_board_colour_bound(const gd_board_spec *s, const gd_position *p)
{
    gd_board b;
    gd_board_get(s, p, &b);
    return gd_board_pow(3, gd_board_count(&b, "."));
}

uint64_t gd_board_add_move(const gd_board_spec *s, const gd_board *b, int side, gd_move *out, uint64_t cap,
                           uint64_t n)
{
    if (n < cap) {
        gd_board_put(s, b, &out[n].to);
        out[n].is_pass = 0;
        out[n].side = side;
    }
    return n + 1;
}

/* The part of b in rows r0..r1 and columns c0..c1 whose cells keep[] marks (keep NULL: all),
 * the others void. */
static void window(const gd_board *b, int r0, int r1, int c0, int c1, const char *keep, char fill, gd_board *w)
{
    gd_board t;
    t.rows = r1 - r0 + 1, t.cols = c1 - c0 + 1;
    for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++) {
            int k = r * b->cols + c;
            t.cell[(r - r0) * t.cols + (c - c0)] = !keep || keep[k] ? b->cell[k] : fill;
        }
    *w = t;
}

/* The bounding box of the cells keep[] marks (keep NULL: the cells that are not void); 0
 * when there is none. */
static int box(const gd_board *b, const char *keep, char void_sym, int *r0, int *r1, int *c0, int *c1)
{
    *r0 = b->rows, *r1 = -1, *c0 = b->cols, *c1 = -1;
    for (int k = 0; k < b->rows * b->cols; k++)
        if (keep ? keep[k] : b->cell[k] != void_sym) {
            int r = k / b->cols, c = k % b->cols;
            *r0 = r < *r0 ? r : *r0, *r1 = r > *r1 ? r : *r1, *c0 = c < *c0 ? c : *c0, *c1 = c > *c1 ? c : *c1;
        }
    return *r1 >= 0;
}

void gd_board_crop(const gd_board_spec *s, gd_board *b)
{
    int r0, r1, c0, c1;
    if (box(b, NULL, s->symbols[0], &r0, &r1, &c0, &c1))
        window(b, r0, r1, c0, c1, NULL, s->symbols[0], b);
    else
        b->rows = b->cols = 1, b->cell[0] = s->symbols[0];
}

/* Image t of b into q (see GD_BOARD_IMAGE), swapped[c] the symbol c becomes when t & 8. Cell
 * (r, c) lands at a place linear in r and c: a start and a step for each, so the loop does no
 * more than copy. */
static void image(const gd_board *b, int t, const char *swapped, gd_board *q)
{
    int R = b->rows, C = b->cols;
    q->rows = t & 4 ? C : R, q->cols = t & 4 ? R : C;
    int fy = t & 2 ? -1 : 1, fx = t & 1 ? -1 : 1;
    int base = (t & 2 ? q->rows - 1 : 0) * q->cols + (t & 1 ? q->cols - 1 : 0);
    int step_r = t & 4 ? fx : fy * q->cols, step_c = t & 4 ? fy * q->cols : fx;
    for (int r = 0; r < R; r++)
        for (int c = 0, at = base + r * step_r; c < C; c++, at += step_c) {
            char v = b->cell[r * C + c];
            q->cell[at] = t & 8 ? swapped[(unsigned char)v] : v;
        }
}

int gd_board_least_image(const gd_board_spec *s, const gd_board *b, gd_position *key)
{
    int sign = 1;
    gd_board space[2], *q = &space[0], *least = NULL; /* the two swap roles: no board is copied */
    gd_position k;
    char swapped[256] = {0};
    for (int i = 0; s->swap && s->symbols[i]; i++)
        swapped[(unsigned char)s->symbols[i]] = s->swap[i];
    gd_board_put(s, b, key);
    for (int t = 1; t < 16; t++) {
        if (!(s->images & GD_BOARD_IMAGE(t)) || ((t & 8) && !s->swap))
            continue;
        image(b, t, swapped, q);
        if (s->order ? s->order(q, least ? least : b) < 0
                     : (gd_board_put(s, q, &k), memcmp(k.c, key->c, sizeof k.c) < 0)) {
            if (!s->order)
                *key = k;
            gd_board *was = least;
            least = q, q = was ? was : &space[1];
            sign = t & 8 ? -1 : 1;
        }
    }
    if (s->order && least) /* packed once, at the end */
        gd_board_put(s, least, key);
    return sign;
}

int gd_board_normal_form(const gd_board_spec *s, const gd_position *p, gd_position *key)
{
    gd_board b;
    gd_board_get(s, p, &b);
    if (s->crop)
        gd_board_crop(s, &b);
    return gd_board_least_image(s, &b, key);
}

/* Marks in keep[] the active cells connected to cell start (and, with halo, the cells next to
 * them that are not void), seen[] the active cells reached. */
static void flood(const gd_board_spec *s, const gd_board *b, int start, char *seen, char *keep)
{
    int stack[GD_BOARD_MAX_CELLS], top = 0, nb[4];
    stack[top++] = start, seen[start] = keep[start] = 1;
    while (top) {
        int x = stack[--top], m = gd_board_neighbours(b, x, nb);
        for (int d = 0; d < m; d++) {
            int y = nb[d];
            if (member(s->active, b->cell[y])) {
                if (!seen[y])
                    seen[y] = keep[y] = 1, stack[top++] = y;
            } else if (s->halo && b->cell[y] != s->symbols[0])
                keep[y] = 1;
        }
    }
}

/* The components of p; with g, only those with a move of either side (value 0 otherwise, and
 * for good: every move of a component stays in it). */
static int components(const gd_board_spec *s, const gd_game *g, const gd_position *p, gd_position *out, int cap)
{
    if (!s->active) {
        if (cap > 0)
            out[0] = *p;
        return 1;
    }
    gd_board b;
    char seen[GD_BOARD_MAX_CELLS] = {0};
    int k = 0;
    gd_board_get(s, p, &b);
    for (int i = 0; i < b.rows * b.cols; i++) {
        if (seen[i] || !member(s->active, b.cell[i]))
            continue;
        char keep[GD_BOARD_MAX_CELLS] = {0};
        int r0, r1, c0, c1;
        gd_board w;
        gd_position part;
        flood(s, &b, i, seen, keep);
        box(&b, keep, 0, &r0, &r1, &c0, &c1);
        window(&b, r0, r1, c0, c1, keep, s->symbols[0], &w);
        gd_board_put(s, &w, &part);
        if (g && g->ops->rules.moves(g, &part, NULL, 0) == 0)
            continue;
        if (k < cap)
            out[k] = part;
        k++;
    }
    return k;
}

int gd_board_components(const gd_board_spec *s, const gd_position *p, gd_position *out, int cap)
{
    return components(s, NULL, p, out, cap);
}

int gd_board_draw(const gd_board_spec *s, const gd_position *p, char *buf, size_t len)
{
    gd_board b;
    gd_board_get(s, p, &b);
    return gd_game_grid_draw(b.rows, b.cols, b.cell, buf, len);
}

gd_game *gd_board_open(const gd_game_ops *ops, const gd_board_spec *s, char *err, size_t errlen)
{
    gd_game *g = gd_game_new(ops, sizeof s);
    if (!g) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    memcpy(g->ctx, &s, sizeof s);
    return g;
}

const gd_board_spec *gd_board_spec_of(const gd_game *g)
{
    const gd_board_spec *s;
    memcpy(&s, g->ctx, sizeof s);
    return s;
}

int gd_board_op_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    return gd_board_parse(gd_board_spec_of(g), text, p, err, errlen);
}

int gd_board_op_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    return gd_board_format(gd_board_spec_of(g), p, buf, len);
}

int gd_board_op_components(const gd_game *g, const gd_position *p, gd_position *out, int cap)
{
    return components(gd_board_spec_of(g), g, p, out, cap);
}

int gd_board_op_normal_form(const gd_game *g, const gd_position *p, gd_position *key)
{
    return gd_board_normal_form(gd_board_spec_of(g), p, key);
}

int gd_board_op_draw(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    return gd_board_draw(gd_board_spec_of(g), p, buf, len);
}
