/* Sliding checkers: rows of squares, one checker on each row; a move slides one checker to
 * the left by any number of squares, up to the wall at the row's left end; whoever cannot
 * move loses. The American Mathematical Society's Feature Column shows it as Nim in
 * disguise: a checker d squares from the wall is a Nim heap of d (a move to any smaller
 * distance), so the position is Nim with heaps the distances and its Grundy value their XOR
 * (Bouton 1901; docs/equiv.md, where `gamedyn equiv` shows the move graphs isomorphic).
 *
 * Position: the rows as text, '.' a square and 'o' the checker, separated by '/': "..o./o"
 * is a row of four squares with the checker two from the wall and a row of one square with
 * the checker at the wall. Coordinate i packs row i: its length in the high 32 bits, the
 * checker's distance from the wall in the low 32. */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

#define SLIDE_MAX_ROWS GD_GAME_MAX_COORDS
#define SLIDE_MAX_SQUARES 1000

static uint64_t dist(uint64_t c)
{
    return c & 0xffffffffu;
}

static uint64_t squares(uint64_t c)
{
    return c >> 32;
}

static int slide_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    memset(p, 0, sizeof *p);
    const char *s = text;
    for (;;) {
        size_t len = strcspn(s, "/");
        if (p->n == SLIDE_MAX_ROWS) {
            gd_err(err, errlen, "slide position: more than %d rows", SLIDE_MAX_ROWS);
            return -1;
        }
        if (len == 0 || len > SLIDE_MAX_SQUARES) {
            gd_err(err, errlen, "slide position: row %d has %zu squares (expected 1 to %d)", p->n + 1, len,
                   SLIDE_MAX_SQUARES);
            return -1;
        }
        size_t at = len, checkers = 0;
        for (size_t k = 0; k < len; k++) {
            if (s[k] == 'o')
                at = k, checkers++;
            else if (s[k] != '.') {
                gd_err(err, errlen, "slide position '%s': '%c' in row %d (expected '.' squares and one 'o' checker)",
                       text, s[k], p->n + 1);
                return -1;
            }
        }
        if (checkers != 1) {
            gd_err(err, errlen, "slide position '%s': row %d has %zu checkers (expected one 'o')", text, p->n + 1,
                   checkers);
            return -1;
        }
        p->c[p->n++] = (uint64_t)len << 32 | at;
        if (!s[len])
            return 0;
        s += len + 1;
    }
}

static int slide_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    size_t at = 0;
    if (len)
        buf[0] = 0;
    for (int i = 0; i < p->n; i++) {
        if (i) {
            if (at + 1 < len)
                buf[at] = '/', buf[at + 1] = 0;
            at++;
        }
        for (uint64_t k = 0; k < squares(p->c[i]); k++, at++)
            if (at + 1 < len)
                buf[at] = k == dist(p->c[i]) ? 'o' : '.', buf[at + 1] = 0;
    }
    return (int)at;
}

/* By row, then to the square next to the checker first and the wall last. */
static uint64_t slide_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    uint64_t n = 0;
    for (int i = 0; i < p->n; i++) {
        uint64_t d = dist(p->c[i]);
        for (uint64_t t = 1; t <= d; t++, n++)
            if (n < cap) {
                out[n].to = *p;
                out[n].to.c[i] -= t;
                out[n].is_pass = 0;
            }
    }
    return n;
}

/* A checker only moves left: each row is at one of its distance + 1 squares. */
static uint64_t slide_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    uint64_t b = 1;
    for (int i = 0; i < p->n; i++) {
        uint64_t d = dist(p->c[i]) + 1;
        if (b > UINT64_MAX / d)
            return UINT64_MAX;
        b *= d;
    }
    return b;
}

static uint64_t xor_of(const gd_position *p)
{
    uint64_t x = 0;
    for (int i = 0; i < p->n; i++)
        x ^= dist(p->c[i]);
    return x;
}

static int slide_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    (void)g, (void)err, (void)errlen;
    return xor_of(p) ? GD_OUTCOME_N : GD_OUTCOME_P;
}

static int slide_grundy(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen)
{
    (void)g, (void)err, (void)errlen;
    *value = xor_of(p);
    return 0;
}

static const gd_game_ops slide_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = slide_parse,
    .rules.format = slide_format,
    .rules.moves = slide_moves,
    .rules.bound = slide_bound,
    .oracles.outcome = slide_outcome,
    .oracles.grundy = slide_grundy,
};

static gd_game *slide_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    gd_game *g = gd_game_new(&slide_ops, 0);
    if (!g)
        gd_err(err, errlen, "out of memory");
    return g;
}

const gd_game_family gd_family_slide = {
    .name = "slide",
    .summary = "sliding checkers: slide one checker left along its row, any number of squares up to the wall",
    .syntax = "rows of '.' squares and one 'o' checker each, separated by '/' (1 to 16 rows of 1 to 1000 squares)",
    .example = "slide:..o./o/...o",
    .oracles = "outcome, Grundy value: Nim on the checkers' distances from the wall (their XOR)",
    .open = slide_open,
};
