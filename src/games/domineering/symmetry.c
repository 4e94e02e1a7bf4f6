/* Domineering's normal form of a board and its split into regions for the table of values
 * (include/gamedyn/domineering.h), on rows of bits (boards of at most 64 rows and 64
 * columns; larger ones go cell by cell). The normal form is the board cropped to the
 * bounding box of its empty cells, then the least of its eight images under the symmetries
 * of the rectangle. The mirror images (left-right, up-down, both) keep vertical dominoes
 * vertical, so they keep the value; the four that transpose the board turn Left's dominoes
 * into Right's, so their value is the negative (Winning Ways, ch. 2: a Domineering
 * position turned through a right angle is its negative). */
#include "gamedyn/domineering.h"
#include "words.h"
#include <string.h>

#define SIDE 64

/* The empty cells of each row as bits (column c at bit c); 0 when the board is too wide or
 * too tall for rows of one word. */
static int rows_of(const gd_position *p, uint64_t *row)
{
    int R = gd_domineering_rows(p), C = gd_domineering_cols(p);
    if (R > SIDE || C > SIDE)
        return 0;
    uint64_t full = C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << C) - 1;
    for (int r = 0; r < R; r++) {
        int k = r * C, w = k >> 6, o = k & 63;
        uint64_t x = p->c[w] >> o;
        if (o && o + C > 64)
            x |= p->c[w + 1] << (64 - o);
        row[r] = ~x & full;
    }
    return 1;
}

/* The board of R rows and C columns whose empty cells are row[]. */
static void board_of(int R, int C, const uint64_t *row, gd_position *out)
{
    uint64_t full = C == 64 ? ~(uint64_t)0 : ((uint64_t)1 << C) - 1;
    gd_domineering_board(out, R, C);
    for (int r = 0; r < R; r++) {
        uint64_t occ = ~row[r] & full;
        int k = r * C, w = k >> 6, o = k & 63;
        out->c[w] |= occ << o;
        if (o && o + C > 64)
            out->c[w + 1] |= occ >> (64 - o);
    }
}

static uint64_t rev64(uint64_t x)
{
    x = (x >> 1 & 0x5555555555555555ull) | (x & 0x5555555555555555ull) << 1;
    x = (x >> 2 & 0x3333333333333333ull) | (x & 0x3333333333333333ull) << 2;
    x = (x >> 4 & 0x0f0f0f0f0f0f0f0full) | (x & 0x0f0f0f0f0f0f0f0full) << 4;
    return __builtin_bswap64(x);
}

/* Image t of a (R x C): bit 0 mirrors left-right, bit 1 up-down (both in the image's own
 * frame after bit 2, the transposition). Its rows into img; returns its number of rows. */
static int image(const uint64_t *a, int R, int C, int t, uint64_t *img)
{
    uint64_t tr[SIDE];
    const uint64_t *src = a;
    if (t & 4) {
        memset(tr, 0, (size_t)C * sizeof *tr);
        for (int r = 0; r < R; r++)
            for (uint64_t x = a[r]; x; x &= x - 1)
                tr[__builtin_ctzll(x)] |= (uint64_t)1 << r;
        src = tr;
        int k = R;
        R = C, C = k;
    }
    for (int r = 0; r < R; r++) {
        uint64_t x = src[t & 2 ? R - 1 - r : r];
        img[r] = t & 1 ? rev64(x) >> (64 - C) : x;
    }
    return R;
}

static int normal_rows(const uint64_t *row, int rows, gd_position *key)
{
    int r0 = 0, r1 = rows - 1;
    while (r0 < rows && !row[r0])
        r0++;
    if (r0 == rows) { /* no empty cell: the value is 0, as of every full board */
        gd_domineering_board(key, 1, 1);
        gd_domineering_occupy(key, 0, 0);
        return 1;
    }
    while (!row[r1])
        r1--;
    uint64_t any = 0;
    for (int r = r0; r <= r1; r++)
        any |= row[r];
    int c0 = __builtin_ctzll(any), C = 64 - __builtin_clzll(any) - c0, R = r1 - r0 + 1;
    uint64_t a[SIDE], best[SIDE], img[SIDE];
    for (int r = 0; r < R; r++)
        a[r] = row[r0 + r] >> c0;
    int bt = 0, bR = R, bC = C;
    memcpy(best, a, (size_t)R * sizeof *a);
    for (int t = 1; t < 8; t++) {
        /* fewer rows come first: the transposed images lose to a wide box outright */
        if ((t & 4) && C > R)
            break;
        int iR = image(a, R, C, t, img), iC = t & 4 ? R : C;
        int cmp = iR != bR ? (iR < bR ? -1 : 1) : 0;
        for (int r = 0; !cmp && r < iR; r++)
            cmp = img[r] != best[r] ? (img[r] < best[r] ? -1 : 1) : 0;
        if (cmp < 0) {
            memcpy(best, img, (size_t)iR * sizeof *img);
            bt = t, bR = iR, bC = iC;
        }
    }
    board_of(bR, bC, best, key);
    return bt & 4 ? -1 : 1;
}

/* Cell by cell, for boards wider or taller than a word. */
static int normal_slow(const gd_position *p, gd_position *key)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    int r0 = rows, r1 = -1, c0 = cols, c1 = -1;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (!gd_domineering_occupied(p, r, c)) {
                r0 = r < r0 ? r : r0, r1 = r > r1 ? r : r1;
                c0 = c < c0 ? c : c0, c1 = c > c1 ? c : c1;
            }
    if (r1 < 0) {
        gd_domineering_board(key, 1, 1);
        gd_domineering_occupy(key, 0, 0);
        return 1;
    }
    gd_position q;
    gd_domineering_board(&q, r1 - r0 + 1, c1 - c0 + 1);
    for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++)
            if (gd_domineering_occupied(p, r, c))
                gd_domineering_occupy(&q, r - r0, c - c0);
    uint64_t row[SIDE];
    if (rows_of(&q, row))
        return normal_rows(row, gd_domineering_rows(&q), key);
    *key = q; /* a row longer than 64 cells: the crop is the key */
    return 1;
}


/* Boards of at most 64 cells as one word of empty cells (bit r*C + c). */
static uint64_t low(int k)
{
    return k >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << k) - 1;
}

/* The board of R rows and C columns (R*C <= 64) whose empty cells are e. */
static void board_word(int R, int C, uint64_t e, gd_position *out)
{
    gd_domineering_board(out, R, C);
    out->c[0] = ~e & low(R * C);
}

/* The normal form of a board of at most 64 cells on one word: cropped, then its images
 * built at once, a row at a time (the mirror images, only when they can win: C >= R) and,
 * when they can win (they have C rows against R), the transposed ones, a cell at a time or
 * a row at a time through spread; the least number of rows, then the least word of empty
 * cells. */
int gd_dom_word_normal(const uint64_t *spread, int R0, int C0, uint64_t e0, int *outR, int *outC, uint64_t *out)
{
    (void)R0; /* the rows come from e0's highest bit */
    int r0 = __builtin_ctzll(e0) / C0, r1 = (63 - __builtin_clzll(e0)) / C0;
    uint64_t cols = 0, wm = low(C0);
    for (int r = r0; r <= r1; r++)
        cols |= e0 >> (r * C0) & wm;
    int c0 = __builtin_ctzll(cols), C = 64 - __builtin_clzll(cols) - c0, R = r1 - r0 + 1;
    uint64_t row[SIDE], mir[SIDE], cm = low(C), best = UINT64_MAX;
    for (int r = 0; r < R; r++) {
        row[r] = e0 >> ((r + r0) * C0 + c0) & cm;
        mir[r] = rev64(row[r]) >> (64 - C);
    }
    if (C >= R) {
        uint64_t img[4] = {0, 0, 0, 0};
        for (int r = 0; r < R; r++) {
            img[0] |= row[r] << (r * C), img[1] |= mir[r] << (r * C);
            img[2] |= row[r] << ((R - 1 - r) * C), img[3] |= mir[r] << ((R - 1 - r) * C);
        }
        for (int t = 0; t < 4; t++)
            best = img[t] < best ? img[t] : best;
    }
    int sign = 1, bR = R, bC = C;
    if (C <= R) {
        uint64_t tr[4] = {0, 0, 0, 0};
        if (spread) /* C <= 8 here (C <= R, R*C <= 64): a row is an index */
            for (int r = 0; r < R; r++) {
                uint64_t a = spread[(R - 1) * 256 + row[r]], m = spread[(R - 1) * 256 + mir[r]];
                tr[0] |= a << r, tr[1] |= a << (R - 1 - r), tr[2] |= m << r, tr[3] |= m << (R - 1 - r);
            }
        else
            for (int r = 0; r < R; r++)
                for (uint64_t x = row[r]; x; x &= x - 1) {
                    int c = __builtin_ctzll(x);
                    tr[0] |= (uint64_t)1 << (c * R + r);
                    tr[1] |= (uint64_t)1 << (c * R + R - 1 - r);
                    tr[2] |= (uint64_t)1 << ((C - 1 - c) * R + r);
                    tr[3] |= (uint64_t)1 << ((C - 1 - c) * R + R - 1 - r);
                }
        uint64_t tb = tr[0];
        for (int t = 1; t < 4; t++)
            tb = tr[t] < tb ? tr[t] : tb;
        if (C < R || tb < best)
            best = tb, sign = -1, bR = C, bC = R;
    }
    *outR = bR, *outC = bC, *out = best;
    return sign;
}

void gd_dom_word_spread(uint64_t *spread)
{
    for (int R = 1; R <= 64; R++) /* a row of a board of R rows has at most 64 / R cells */
        for (int x = 0; x < (R <= 8 ? 256 : 1 << (64 / R)); x++) {
            uint64_t v = 0;
            for (int c = 0; c < 8 && c * R < 64; c++)
                if (x >> c & 1)
                    v |= (uint64_t)1 << (c * R);
            spread[(R - 1) * 256 + x] = v;
        }
}

static int normal_word(const gd_position *p, gd_position *key)
{
    int R0 = gd_domineering_rows(p), C0 = gd_domineering_cols(p);
    uint64_t e0 = ~p->c[0] & low(R0 * C0);
    if (!e0) { /* no empty cell: the value is 0, as of every full board */
        gd_domineering_board(key, 1, 1);
        gd_domineering_occupy(key, 0, 0);
        return 1;
    }
    int R, C;
    uint64_t e;
    int sign = gd_dom_word_normal(NULL, R0, C0, e0, &R, &C, &e);
    board_word(R, C, e, key);
    return sign;
}

int gd_domineering_normal_form(const gd_position *p, gd_position *key)
{
    if (gd_domineering_rows(p) * gd_domineering_cols(p) <= 64)
        return normal_word(p, key);
    uint64_t row[SIDE];
    int sign = rows_of(p, row) ? normal_rows(row, gd_domineering_rows(p), key) : normal_slow(p, key);
    if (gd_domineering_rows(key) * gd_domineering_cols(key) <= 64) { /* one representative whatever the frame */
        gd_position k = *key;
        sign *= normal_word(&k, key);
    }
    return sign;
}


/* Regions of a board of at most 64 cells: each grown from one cell by shifts of the whole
 * word (one step in every direction at once) until it stops, then cut to its bounding
 * box. */
static int split_word(const gd_position *p, gd_position *out, int cap)
{
    int R = gd_domineering_rows(p), C = gd_domineering_cols(p), k = 0;
    uint64_t all = low(R * C), e = ~p->c[0] & all, col0 = 0;
    for (int r = 0; r < R; r++)
        col0 |= (uint64_t)1 << (r * C);
    uint64_t notfirst = all & ~col0, notlast = all & ~(col0 << (C - 1));
    while (e) {
        uint64_t comp = gd_dom_word_flood(e & -e, e, C, notfirst, notlast);
        e &= ~comp;
        if (!(comp & (comp - 1)))
            continue; /* one cell: no move, value 0 */
        if (k < cap) {
            int r0 = __builtin_ctzll(comp) / C, r1 = (63 - __builtin_clzll(comp)) / C;
            uint64_t cols = 0, wm = low(C);
            for (int r = r0; r <= r1; r++)
                cols |= comp >> (r * C) & wm;
            int c0 = __builtin_ctzll(cols), w = 64 - __builtin_clzll(cols) - c0;
            uint64_t box = 0, bm = low(w);
            for (int r = r0; r <= r1; r++)
                box |= (comp >> (r * C + c0) & bm) << ((r - r0) * w);
            board_word(r1 - r0 + 1, w, box, &out[k]);
        }
        k++;
    }
    return k;
}

int gd_domineering_split(const gd_position *p, gd_position *out, int cap)
{
    if (gd_domineering_rows(p) * gd_domineering_cols(p) <= 64)
        return split_word(p, out, cap);
    uint64_t left[SIDE], comp[SIDE];
    int R = gd_domineering_rows(p), k = 0;
    if (!rows_of(p, left)) {
        gd_position all[GD_DOM_MAX_CELLS];
        int n = gd_domineering_regions(p, all, GD_DOM_MAX_CELLS);
        for (int i = 0; i < n; i++)
            if (gd_domineering_rows(&all[i]) * gd_domineering_cols(&all[i]) > 1) {
                if (k < cap)
                    out[k] = all[i];
                k++;
            }
        return k;
    }
    for (int r = 0; r < R; r++)
        while (left[r]) {
            memset(comp + r, 0, (size_t)(R - r) * sizeof *comp);
            comp[r] = left[r] & -left[r]; /* rows above r are taken already */
            for (int changed = 1; changed;) {
                changed = 0;
                for (int d = 0; d < 2; d++) /* a sweep down, then up */
                    for (int i = d ? R - 1 : r; d ? i >= r : i < R; i += d ? -1 : 1) {
                        uint64_t x = comp[i];
                        uint64_t g = (x | x << 1 | x >> 1 | (i > r ? comp[i - 1] : 0) | (i + 1 < R ? comp[i + 1] : 0)) &
                                     left[i];
                        if ((g | x) != x) {
                            comp[i] = g | x;
                            changed = 1;
                        }
                    }
            }
            int lo = r, hi = R - 1;
            while (!comp[hi])
                hi--;
            int cells = 0;
            uint64_t any = 0;
            for (int i = lo; i <= hi; i++) {
                left[i] &= ~comp[i];
                cells += __builtin_popcountll(comp[i]);
                any |= comp[i];
            }
            if (cells < 2)
                continue;
            if (k < cap) {
                int c0 = __builtin_ctzll(any), C = 64 - __builtin_clzll(any) - c0;
                uint64_t box[SIDE];
                for (int i = lo; i <= hi; i++)
                    box[i - lo] = comp[i] >> c0;
                board_of(hi - lo + 1, C, box, &out[k]);
            }
            k++;
        }
    return k;
}
